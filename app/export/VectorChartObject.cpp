// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorChartObject.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <utility>

namespace linattn {

namespace {

constexpr int kVectorChartType = QTextFormat::UserObject + 1;
// The format's properties: which drawing, and the size the HTML gave the image.
constexpr int kDrawingIndex = QTextFormat::UserProperty + 1;
constexpr int kDrawingSize = QTextFormat::UserProperty + 2;

const QLatin1String kChartScheme("chart:");

} // namespace

VectorChartObject::VectorChartObject(QList<QPicture> drawings, QObject *parent)
    : QObject(parent)
    , drawings_(std::move(drawings))
{
}

void VectorChartObject::install(QTextDocument &document)
{
    document.documentLayout()->registerHandler(kVectorChartType, this);
    struct Found {
        int position;
        int index;
        QSizeF size;
    };
    QList<Found> found;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextImageFormat image = fragment.charFormat().toImageFormat();
            if (!fragment.charFormat().isImageFormat() || !image.name().startsWith(kChartScheme))
                continue;
            bool ok = false;
            const int index = image.name().mid(kChartScheme.size()).toInt(&ok);
            if (!ok || index < 0 || index >= drawings_.size() || drawings_[index].isNull())
                continue;
            found.append({fragment.position(), index, QSizeF(image.width(), image.height())});
        }
    }
    // From the end, so that the positions still to replace stay where they were.
    for (auto it = found.crbegin(); it != found.crend(); ++it) {
        QTextCharFormat object;
        object.setObjectType(kVectorChartType);
        object.setProperty(kDrawingIndex, it->index);
        object.setProperty(kDrawingSize, it->size);
        QTextCursor cursor(&document);
        cursor.setPosition(it->position);
        cursor.setPosition(it->position + 1, QTextCursor::KeepAnchor);
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
    }
}

QSizeF VectorChartObject::intrinsicSize(QTextDocument *, int, const QTextFormat &format)
{
    return format.property(kDrawingSize).toSizeF();
}

void VectorChartObject::drawObject(
    QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format)
{
    const int index = format.property(kDrawingIndex).toInt();
    if (index < 0 || index >= drawings_.size())
        return;
    const QPicture &picture = drawings_[index];
    const QRectF drawn = picture.boundingRect();
    if (picture.isNull() || drawn.isEmpty())
        return;
    painter->save();
    painter->translate(rect.topLeft());
    painter->scale(rect.width() / drawn.width(), rect.height() / drawn.height());
    painter->drawPicture(-drawn.topLeft(), picture);
    painter->restore();
}

} // namespace linattn
