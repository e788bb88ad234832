// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MeasurementRunner.h"
#include "scaling.h"

#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace linattn {

// The Scaling lab: times the three kernels — (a) reassociated O(N·d²), (b) direct quadratic and
// (c) softmax O(N²·d) — for N = 2⁶ … maxN in a worker thread (core's runScalingSweep, with its
// 50 ms single-call budget so that cancel() stops the worker within 100 ms), and turns the
// results into chart data: the points, core's least-squares slopes on log–log with their fitted
// lines, the crossover N from which (a) wins, and the memory figures. Each measurement arrives
// by a queued call while the sweep runs; cancel() and the destructor stop and join the worker,
// and anything it posted afterwards is dropped, so a cancelled sweep keeps exactly the points
// shown so far. d, precision, busy, progress (the share of (N, kernel) steps measured or
// skipped), outcome and cancel() are MeasurementRunner's.
// The base named with its namespace: Qt 6.4's QML type registrar finds it only so.
class ScalingRunner : public linattn::MeasurementRunner {
    Q_OBJECT
    QML_ELEMENT

    // The largest N, 64…65536 (a power of two is not required; N doubles from 64).
    Q_PROPERTY(int maxN READ maxN WRITE setMaxN NOTIFY maxNChanged FINAL)
    // {"series": [{"kernel": "reassociated"|"direct"|"softmax", "points": [{"n", "seconds"}],
    //   "slope" (or undefined), "fit": [{"n", "seconds"}, …]}], "xMin", "xMax", "yMin", "yMax",
    //  "crossoverDirect", "crossoverSoftmax" (N, or undefined), "largestN", "pointCount",
    //  "d", "precision" (the settings the points were measured with)}
    Q_PROPERTY(QVariantMap chart READ chart NOTIFY chartChanged FINAL)

public:
    explicit ScalingRunner(QObject *parent = nullptr);
    ~ScalingRunner() override;

    int maxN() const { return int(maxN_); }
    void setMaxN(int maxN);
    QVariantMap chart() const { return chart_; }

    // Starts a sweep with the current settings (cancelling a running one).
    Q_INVOKABLE void start();

    const std::vector<ScalingPoint> &points() const { return points_; }
    bool hasResults() const override { return !points_.empty(); }
    // The sweep's options for the current settings.
    SweepOptions options() const;

signals:
    void maxNChanged();
    void chartChanged();
    // One (N, kernel) measurement arrived: a new point, or one a later round measured faster.
    void pointMeasured();

protected:
    // One row per N of the sweep: {"n", "state", "kvCache", "scores"} (formatted bytes).
    QVariantList memoryRows() const override;

private:
    void rebuildChart();
    void deliver(const ScalingPoint &point);

    std::size_t maxN_ = kMaxScalingN;
    SweepOptions measuredOptions_; // of the points shown
    std::vector<ScalingPoint> points_;
    QVariantMap chart_;
};

} // namespace linattn
