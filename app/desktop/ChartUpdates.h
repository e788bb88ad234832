// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// What the charts change on every update, done once instead of piece by piece. Qt Charts lays a
// series out again after every point appended from QML, and an axis again after every change of
// its minimum, maximum or tick distance, measuring each label; on a drag with 64 keys that was
// most of a frame's work.
class ChartUpdates : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit ChartUpdates(QObject *parent = nullptr);

    // All of a LineSeries' or ScatterSeries' points at once, laid out once. `points` as the models
    // give them (QPointF, or anything with x and y). False, changing nothing, for anything else.
    Q_INVOKABLE static bool replacePoints(QObject *series, const QVariantList &points);

    // A ValuesAxis' range and tick distance. Nothing happens when they are the ones it has (a
    // drag usually keeps the axes); otherwise at most two layouts, neither with more ticks than
    // the final one (a tick distance made smaller after the range, larger before it). False for
    // anything but a ValuesAxis, or a range or distance that is not finite and positive.
    Q_INVOKABLE static bool setRange(QObject *axis, double min, double max, double tick);
};

} // namespace linattn
