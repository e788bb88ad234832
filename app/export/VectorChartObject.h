// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPicture>
#include <QSizeF>
#include <QTextObjectInterface>

class QTextDocument;

namespace linattn {

// Puts charts into a QTextDocument as vector drawings: where the HTML has
// <img src="chart:N">, the document gets an object that replays picture N
// (ChartVectorRenderer::picture) with the painter the document is drawn with, so
// a PDF keeps the chart's lines and text instead of a bitmap.
class VectorChartObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    // `drawings`: pictures by chart index (a null one: that chart is not vector,
    // and its <img> is left to the document's image resources).
    explicit VectorChartObject(QList<QPicture> drawings, QObject *parent = nullptr);

    // Registers with `document`'s layout and replaces each "chart:N" image
    // that has a drawing; call after setHtml(). The document's layout forgets this handler
    // when it is destroyed, so either may go first; draw the document while both live.
    void install(QTextDocument &document);

    QSizeF intrinsicSize(QTextDocument *document, int position, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document, int position,
        const QTextFormat &format) override;

private:
    QList<QPicture> drawings_;
};

} // namespace linattn
