// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PagedPdf.h"

#include "AtomicSave.h"
#include "VectorChartObject.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFont>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

namespace linattn {

namespace {

// Millimetres around the text on every page; the footer sits in the bottom strip.
constexpr qreal kMarginMm = 15;
// QTextDocument lays out in pixels of 96 per inch.
constexpr qreal kLayoutDpi = 96;
constexpr qreal kFooterHeight = 18;

} // namespace

QPageSize PagedPdf::pageSizeOf(HandoutPageSize size)
{
    return QPageSize(size == HandoutPageSize::Letter ? QPageSize::Letter : QPageSize::A4);
}

qreal PagedPdf::textWidth(HandoutPageSize size)
{
    const qreal widthMm = pageSizeOf(size).size(QPageSize::Millimeter).width();
    return (widthMm - 2 * kMarginMm) / 25.4 * kLayoutDpi;
}

QByteArray PagedPdf::render(const QString &html, const Charts &charts, const Page &page)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(pageSizeOf(page.size));
        writer.setPageOrientation(QPageLayout::Portrait);
        writer.setPageMargins(
            QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
        writer.setTitle(page.title);
        writer.setCreator(QStringLiteral("linattn " LINATTN_VERSION));
        // At the layout's own resolution a font in points is the same size on the page as in
        // the layout; at a higher one the charts' replayed labels, whose fonts are resolved
        // for the page, would come out that many times too large.
        writer.setResolution(int(kLayoutDpi));

        QTextDocument document;
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(9.5);
        document.setDefaultFont(font);
        document.setDocumentMargin(0);
        for (qsizetype i = 0; i < charts.images.size(); ++i)
            if (!charts.images[i].isNull())
                document.addResource(QTextDocument::ImageResource,
                    QUrl(QStringLiteral("chart:%1").arg(i)), charts.images[i]);
        document.setHtml(html);
        // No ligatures: "fi" stays two letters, so the PDF's text reads (and is found) as
        // written. Latin, Greek and the subscripts used here need no shaping.
        QTextCharFormat noShaping;
        noShaping.setFontStyleStrategy(QFont::PreferNoShaping);
        QTextCursor everything(&document);
        everything.select(QTextCursor::Document);
        everything.mergeCharFormat(noShaping);
        VectorChartObject vectorCharts(charts.drawings);
        vectorCharts.install(document);

        QPainter painter(&writer);
        // Device pixels per layout pixel (1 at this resolution, kept for clarity).
        const qreal scale = writer.logicalDpiX() / kLayoutDpi;
        const QSizeF area(writer.width() / scale, writer.height() / scale);
        const QSizeF pageArea(area.width(), area.height() - kFooterHeight);
        document.setPageSize(pageArea);
        if (page.beforePaging)
            page.beforePaging(document, pageArea.height());
        const int pageCount = document.pageCount();

        // In layout pixels, as the painter is scaled to them: 10 px is 7.5 pt.
        QFont footerFont(font);
        footerFont.setPixelSize(10);
        for (int index = 0; index < pageCount; ++index) {
            if (index > 0)
                writer.newPage();
            painter.save();
            painter.scale(scale, scale);
            painter.save();
            painter.translate(0, -index * pageArea.height());
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = QRectF(QPointF(0, index * pageArea.height()), pageArea);
            painter.setClipRect(context.clip);
            document.documentLayout()->draw(&painter, context);
            painter.restore();

            painter.setFont(footerFont);
            painter.setPen(QColor(QLatin1String(kMutedColor)));
            const QRectF footer(
                0, area.height() - kFooterHeight + 6, area.width(), kFooterHeight - 6);
            painter.drawText(footer, Qt::AlignLeft | Qt::AlignBottom, page.footer);
            painter.drawText(footer, Qt::AlignRight | Qt::AlignBottom,
                tr("page %1 of %2").arg(index + 1).arg(pageCount));
            painter.restore();
        }
        painter.end();
    }
    buffer.close();
    return bytes.startsWith("%PDF-") ? bytes : QByteArray();
}

QString PagedPdf::write(
    const QString &path, const QString &html, const Charts &charts, const Page &page)
{
    bool made = true;
    const QString why = saveAtomically(path, [&](QIODevice &file) {
        const QByteArray bytes = render(html, charts, page);
        made = !bytes.isEmpty();
        return made && file.write(bytes) == bytes.size();
    });
    return made ? why : tr("the PDF could not be made");
}

} // namespace linattn
