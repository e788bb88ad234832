// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GeometricClipDevice.h"

#include <QLineF>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QTextItem>

#include <optional>
#include <utility>

namespace linattn {

namespace {

// The part of a line inside an axis-aligned rectangle (Liang–Barsky), or nothing.
std::optional<QLineF> clipped(const QLineF &line, const QRectF &rect)
{
    double t0 = 0, t1 = 1;
    const double dx = line.dx(), dy = line.dy();
    const std::pair<double, double> sides[]
        = {{-dx, line.x1() - rect.left()}, {dx, rect.right() - line.x1()},
            {-dy, line.y1() - rect.top()}, {dy, rect.bottom() - line.y1()}};
    for (const auto &[p, q] : sides) {
        if (p == 0) {
            if (q < 0)
                return std::nullopt;
            continue;
        }
        const double t = q / p;
        if (p < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return std::nullopt;
    }
    return QLineF(line.pointAt(t0), line.pointAt(t1));
}

// Forwards every call to the target painter in the same logical coordinates, with the target's
// transform, pen, brush, font and hints following the state, but never its clip: the clip is kept
// here, in device coordinates, and applied to each shape before it is passed on.
class ClipEngine : public QPaintEngine {
public:
    explicit ClipEngine(QPainter *target)
        : QPaintEngine(QPaintEngine::AllFeatures)
        , target_(target)
    {
    }

    bool begin(QPaintDevice *) override
    {
        target_->save();
        clip_.reset();
        return true;
    }
    bool end() override
    {
        target_->restore();
        return true;
    }
    Type type() const override { return QPaintEngine::User; }

    void updateState(const QPaintEngineState &state) override
    {
        const DirtyFlags dirty = state.state();
        if (dirty & DirtyTransform)
            target_->setTransform(state.transform());
        if (dirty & DirtyPen)
            target_->setPen(state.pen());
        if (dirty & DirtyBrush)
            target_->setBrush(state.brush());
        if (dirty & DirtyBrushOrigin)
            target_->setBrushOrigin(state.brushOrigin());
        if (dirty & DirtyFont)
            target_->setFont(state.font());
        if (dirty & DirtyBackground)
            target_->setBackground(state.backgroundBrush());
        if (dirty & DirtyBackgroundMode)
            target_->setBackgroundMode(state.backgroundMode());
        if (dirty & DirtyHints)
            target_->setRenderHints(state.renderHints());
        if (dirty & DirtyOpacity)
            target_->setOpacity(state.opacity());
        if (dirty & DirtyCompositionMode)
            target_->setCompositionMode(state.compositionMode());
        if (dirty & DirtyClipEnabled)
            clipEnabled_ = state.isClipEnabled();
        if (dirty & (DirtyClipPath | DirtyClipRegion)) {
            QPainterPath path;
            if (dirty & DirtyClipPath)
                path = state.clipPath();
            else
                path.addRegion(state.clipRegion());
            path = state.transform().map(path); // the clip as it lies on the device
            switch (state.clipOperation()) {
            case Qt::NoClip:
                clip_.reset();
                break;
            case Qt::ReplaceClip:
                clip_ = path;
                break;
            case Qt::IntersectClip:
                clip_ = clip_ ? clip_->intersected(path) : path;
                break;
            }
            clipEnabled_ = state.clipOperation() != Qt::NoClip;
        }
    }

    void drawPath(const QPainterPath &path) override
    {
        const std::optional<QPainterPath> clip = logicalClip();
        if (!clip) {
            target_->drawPath(path);
            return;
        }
        if (clip->contains(path.controlPointRect())) {
            target_->drawPath(path);
            return;
        }
        if (!clip->intersects(path.controlPointRect()))
            return;
        if (target_->brush().style() == Qt::NoBrush) {
            // A line: its parts inside, stroked with the same pen.
            for (const QPolygonF &polyline : path.toSubpathPolygons())
                drawPolylineInside(polyline, *clip);
            return;
        }
        target_->drawPath(path.intersected(*clip));
    }

    void drawPolygon(const QPointF *points, int count, PolygonDrawMode mode) override
    {
        const QPolygonF polygon(QList<QPointF>(points, points + count));
        if (mode == PolylineMode) {
            const std::optional<QPainterPath> clip = logicalClip();
            if (!clip)
                target_->drawPolyline(polygon);
            else
                drawPolylineInside(polygon, *clip);
            return;
        }
        QPainterPath path;
        path.addPolygon(polygon);
        path.closeSubpath();
        path.setFillRule(mode == WindingMode ? Qt::WindingFill : Qt::OddEvenFill);
        drawPath(path);
    }

    void drawLines(const QLineF *lines, int count) override
    {
        for (int i = 0; i < count; ++i)
            drawPolylineInside(QPolygonF {lines[i].p1(), lines[i].p2()}, logicalClip());
    }

    void drawPixmap(const QRectF &rectangle, const QPixmap &pixmap, const QRectF &source) override
    {
        if (touchesClip(rectangle))
            target_->drawPixmap(rectangle, pixmap, source);
    }

    void drawImage(const QRectF &rectangle, const QImage &image, const QRectF &source,
        Qt::ImageConversionFlags flags) override
    {
        if (touchesClip(rectangle))
            target_->drawImage(rectangle, image, source, flags);
    }

    void drawTextItem(const QPointF &at, const QTextItem &item) override
    {
        // Text stays text in the file (searchable, as typed), in the item's font: QPainter hands
        // the font to an engine with each text item, not as a state change. The item's font has
        // lost which of its properties were set, so all of them are marked set, else the target
        // would take its own default font. A label is kept whole.
        const QRectF box(
            at.x(), at.y() - item.ascent(), item.width(), item.ascent() + item.descent());
        if (!touchesClip(box))
            return;
        QFont font = item.font();
        font.setResolveMask(QFont::AllPropertiesResolved);
        target_->save();
        target_->setFont(font);
        target_->drawText(at, item.text());
        target_->restore();
    }

private:
    // The clip in the current logical coordinates, when there is one.
    std::optional<QPainterPath> logicalClip() const
    {
        if (!clipEnabled_ || !clip_)
            return std::nullopt;
        bool invertible = false;
        const QTransform inverse = target_->transform().inverted(&invertible);
        if (!invertible)
            return std::nullopt;
        return inverse.map(*clip_);
    }

    bool touchesClip(const QRectF &rectangle) const
    {
        const std::optional<QPainterPath> clip = logicalClip();
        return !clip || clip->intersects(rectangle);
    }

    // A polyline's parts inside the clip: cut segment by segment to the clip's bounding
    // rectangle (the charts clip to rectangles), consecutive parts joined into one polyline.
    void drawPolylineInside(const QPolygonF &polyline, const std::optional<QPainterPath> &clip)
    {
        if (!clip) {
            target_->drawPolyline(polyline);
            return;
        }
        const QRectF rect = clip->boundingRect();
        QPolygonF run;
        for (int i = 0; i + 1 < polyline.size(); ++i) {
            const std::optional<QLineF> part = clipped(QLineF(polyline[i], polyline[i + 1]), rect);
            if (!part) {
                if (run.size() > 1)
                    target_->drawPolyline(run);
                run.clear();
                continue;
            }
            if (run.isEmpty() || run.last() != part->p1()) {
                if (run.size() > 1)
                    target_->drawPolyline(run);
                run = QPolygonF {part->p1()};
            }
            run << part->p2();
        }
        if (run.size() > 1)
            target_->drawPolyline(run);
    }

    QPainter *target_;
    std::optional<QPainterPath> clip_;
    bool clipEnabled_ = false;
};

} // namespace

GeometricClipDevice::GeometricClipDevice(QPainter *target, QSize size, int dotsPerInch)
    : size_(size)
    , dotsPerInch_(dotsPerInch)
    , engine_(std::make_unique<ClipEngine>(target))
{
}

GeometricClipDevice::~GeometricClipDevice() = default;

QPaintEngine *GeometricClipDevice::paintEngine() const
{
    return engine_.get();
}

int GeometricClipDevice::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return size_.width();
    case PdmHeight:
        return size_.height();
    case PdmWidthMM:
        return qRound(size_.width() * 25.4 / dotsPerInch_);
    case PdmHeightMM:
        return qRound(size_.height() * 25.4 / dotsPerInch_);
    case PdmNumColors:
        return 0x7fffffff;
    case PdmDepth:
        return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return dotsPerInch_;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return int(devicePixelRatioFScale());
    }
    return 0;
}

} // namespace linattn
