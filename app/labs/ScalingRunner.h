// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CancellableWorker.h"
#include "scaling.h"

#include <QObject>
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
// shown so far.
class ScalingRunner : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The dimension d, 1…256 (default 64); a refused value keeps the last and sets errorMessage.
    Q_PROPERTY(int dimension READ dimension WRITE setDimension NOTIFY dimensionChanged FINAL)
    // float64 instead of float32.
    Q_PROPERTY(bool float64 READ float64 WRITE setFloat64 NOTIFY float64Changed FINAL)
    // The largest N, 64…65536 (a power of two is not required; N doubles from 64).
    Q_PROPERTY(int maxN READ maxN WRITE setMaxN NOTIFY maxNChanged FINAL)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged FINAL)
    // 0…1: the share of (N, kernel) steps measured or skipped.
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged FINAL)
    // {"series": [{"kernel": "reassociated"|"direct"|"softmax", "points": [{"n", "seconds"}],
    //   "slope" (or undefined), "fit": [{"n", "seconds"}, …]}], "xMin", "xMax", "yMin", "yMax",
    //  "crossoverDirect", "crossoverSoftmax" (N, or undefined), "largestN", "pointCount",
    //  "d", "precision" (the settings the points were measured with)}
    Q_PROPERTY(QVariantMap chart READ chart NOTIFY chartChanged FINAL)
    // One row per N of the sweep: {"n", "state", "kvCache", "scores"} (formatted bytes).
    Q_PROPERTY(QVariantList memory READ memory NOTIFY memoryChanged FINAL)
    // How the last sweep ended: "" (none yet or running), "finished", "cancelled", "outOfTime".
    Q_PROPERTY(QString outcome READ outcome NOTIFY outcomeChanged FINAL)
    Q_PROPERTY(int elapsedMilliseconds READ elapsedMilliseconds NOTIFY outcomeChanged FINAL)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged FINAL)

public:
    explicit ScalingRunner(QObject *parent = nullptr);
    ~ScalingRunner() override;

    int dimension() const { return int(options_.d); }
    void setDimension(int d);
    bool float64() const { return options_.precision == ScalingPrecision::Float64; }
    void setFloat64(bool float64);
    int maxN() const { return int(options_.maxN); }
    void setMaxN(int maxN);
    bool busy() const { return busy_; }
    double progress() const { return progress_; }
    QVariantMap chart() const { return chart_; }
    QVariantList memory() const;
    QString outcome() const { return outcome_; }
    int elapsedMilliseconds() const { return elapsedMilliseconds_; }
    QString errorMessage() const { return errorMessage_; }

    // Starts a sweep with the current settings (cancelling a running one).
    Q_INVOKABLE void start();
    // Stops the worker and waits for it; the points delivered so far stay.
    Q_INVOKABLE void cancel();

    const std::vector<ScalingPoint> &points() const { return points_; }
    const SweepOptions &options() const { return options_; }

signals:
    void dimensionChanged();
    void float64Changed();
    void maxNChanged();
    void busyChanged();
    void progressChanged();
    void chartChanged();
    void memoryChanged();
    void outcomeChanged();
    void errorMessageChanged();
    // One (N, kernel) measurement arrived: a new point, or one a later round measured faster.
    void pointMeasured();
    // The sweep ran to its end or its time budget (not emitted for a cancelled one).
    void finished();

private:
    void setBusy(bool busy);
    void setProgress(double progress);
    void setOutcome(const QString &outcome, int ms);
    void setErrorMessage(const QString &message);
    void rebuildChart();
    void deliver(const ScalingPoint &point);

    SweepOptions options_;
    SweepOptions measuredOptions_; // of the points shown
    CancellableWorker worker_;
    bool busy_ = false;
    double progress_ = 0;
    std::vector<ScalingPoint> points_;
    QVariantMap chart_;
    QString outcome_;
    int elapsedMilliseconds_ = 0;
    QString errorMessage_;
};

} // namespace linattn
