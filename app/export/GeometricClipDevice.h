// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPaintDevice>
#include <QSize>

#include <memory>

class QPainter;
class QPaintEngine;

namespace linattn {

// A paint device that passes what is painted on it to another painter with every clip already
// applied to the shapes themselves. QSvgGenerator (Qt 6.4) writes no clip paths, so an SVG drawn
// directly shows what the window clips away (whole Unavailable diamonds on the edge of a plot,
// where the window shows their upper halves). Drawn through this device, a shape that crosses
// the clip is cut to it (a filled shape to its intersection, a line or polyline to its part
// inside); one wholly outside is left out; text and images are kept whole when they touch the
// clip. `target` must be active and outlive the device's painting; the device has its size and
// resolution.
class GeometricClipDevice : public QPaintDevice {
public:
    GeometricClipDevice(QPainter *target, QSize size, int dotsPerInch);
    ~GeometricClipDevice() override;

    QPaintEngine *paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QSize size_;
    int dotsPerInch_;
    std::unique_ptr<QPaintEngine> engine_;
};

} // namespace linattn
