// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QPageSize>
#include <QPicture>
#include <QString>

#include <functional>

class QTextDocument;

namespace linattn {

enum class HandoutPageSize { A4, Letter };

// Grey of secondary text on the printed pages (captions, footers, notes).
inline constexpr const char *kMutedColor = "#5f6368";
// Background of table headers on the printed pages.
inline constexpr const char *kHeaderColor = "#ecebe6";

// The program's printed pages, shared by the handout and the worksheets: A4 or US Letter,
// 15 mm margins, laid out by QTextDocument at 96 layout pixels per inch in DejaVu Sans, text
// without ligatures (so that "fi" reads, and is found, as typed), charts as vector drawings,
// and a footer with a line of its own on the left and "page N of M" on the right.
class PagedPdf {
    Q_DECLARE_TR_FUNCTIONS(PagedPdf)

public:
    // The charts a page's HTML places as <img src="chart:N">: drawing N where it is not null
    // (vector graphics), else image N, else nothing.
    struct Charts {
        QList<QPicture> drawings;
        QList<QImage> images;
    };

    struct Page {
        HandoutPageSize size = HandoutPageSize::A4;
        QString title; // the PDF's title
        QString footer; // the footer's left line
        // Called once the document is cut into pages of this height (layout pixels), to move
        // what must not be split onto the next page; may be empty.
        std::function<void(QTextDocument &, qreal pageHeight)> beforePaging;
    };

    static QPageSize pageSizeOf(HandoutPageSize size);
    // The width of the text area in layout pixels.
    static qreal textWidth(HandoutPageSize size);

    // The PDF's bytes; empty when it could not be made.
    static QByteArray render(const QString &html, const Charts &charts, const Page &page);

    // render() written to `path` atomically (QSaveFile): an empty string when written, else
    // why not (and no file is left).
    static QString write(
        const QString &path, const QString &html, const Charts &charts, const Page &page);
};

} // namespace linattn
