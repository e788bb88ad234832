// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QPicture>
#include <QRectF>
#include <QString>

#include <optional>

class QPainter;
class QQuickItem;

namespace linattn {

// Draws one of the window's charts as vector graphics: the Qt Charts plot (axes,
// tick labels, series) as the chart's own scene paints it, then the Qt Quick
// items laid over it (legends, notes, covers) as rectangles and text. Lines stay
// lines and labels stay text, in an SVG file or a PDF page alike.
//
// In Qt 6.4 a QML ChartView is not a painted item: it keeps its QChart in a
// QGraphicsScene of its own and draws that scene into a texture. The scene is
// found as the item's direct child; when a later Qt hides it, draw() says so and
// callers fall back to a picture of the window.
//
// A chart covered by a lesson question (its ConcealedCover shown) is drawn as the
// cover alone, and a part of a chart under a cover of its own (one of the
// sequence's two heatmaps) as that cover: what lies under a cover is not drawn
// at all, because a vector file keeps everything drawn in it, even what an
// opaque shape hides.
class ChartVectorRenderer {
    Q_DECLARE_TR_FUNCTIONS(ChartVectorRenderer)

public:
    // Draws `chart` (a ChartView, or any item made of painted items, rectangles
    // and text) so that its bounding rectangle fills `target`. Returns an empty
    // string, or why nothing was drawn.
    static QString draw(QQuickItem *chart, QPainter &painter, const QRectF &target);

    // The chart as an SVG document at its size on screen (one SVG unit per
    // pixel, text at 96 dpi), titled `title`; or why it could not be drawn.
    static QByteArray svg(QQuickItem *chart, const QString &title, QString *whyNot);

    // The same drawing kept as painter commands, for a PDF: replayed with
    // QPainter::drawPicture() it stays lines and text. (An SVG drawn into a PDF
    // by QSvgRenderer would turn every label into outlines, unreadable to
    // pdftotext and to screen readers.) Its bounding rectangle is the chart's
    // size on screen; null when the chart cannot be drawn. Replay it on a device
    // of 96 dpi (QPdfWriter::setResolution(96), as HandoutWriter does): a
    // picture resolves its fonts in points for the device it is replayed on, so
    // on a 1200 dpi page under a scaled painter every label would be far too large.
    static QPicture picture(QQuickItem *chart);
};

} // namespace linattn
