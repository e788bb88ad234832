// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartUpdates.h"

#include <QList>
#include <QPointF>
#include <QValueAxis>
#include <QVariantMap>
#include <QXYSeries>

#include <cmath>

namespace linattn {

ChartUpdates::ChartUpdates(QObject *parent)
    : QObject(parent)
{
}

bool ChartUpdates::replacePoints(QObject *series, const QVariantList &points)
{
    auto *xy = qobject_cast<QXYSeries *>(series);
    if (!xy)
        return false;
    QList<QPointF> replaced;
    replaced.reserve(points.size());
    for (const QVariant &point : points) {
        if (point.metaType() == QMetaType::fromType<QPointF>()) {
            replaced.append(point.toPointF());
            continue;
        }
        const QVariantMap map = point.toMap();
        if (!map.contains(QStringLiteral("x")) || !map.contains(QStringLiteral("y")))
            return false;
        replaced.append(QPointF(
            map.value(QStringLiteral("x")).toDouble(), map.value(QStringLiteral("y")).toDouble()));
    }
    xy->replace(replaced);
    return true;
}

bool ChartUpdates::setRange(QObject *axis, double min, double max, double tick)
{
    auto *values = qobject_cast<QValueAxis *>(axis);
    if (!values || !std::isfinite(min) || !std::isfinite(max) || !(min < max)
        || !std::isfinite(tick) || !(tick > 0))
        return false;
    if (values->min() == min && values->max() == max && values->tickInterval() == tick)
        return true;
    // Qt lays the axis out at each change: a larger distance first keeps the old range's ticks
    // few; a smaller one after the range keeps the new range's few until the last step.
    if (tick >= values->tickInterval()) {
        values->setTickInterval(tick);
        values->setRange(min, max);
    } else {
        values->setRange(min, max);
        values->setTickInterval(tick);
    }
    return true;
}

} // namespace linattn
