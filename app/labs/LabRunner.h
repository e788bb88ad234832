// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AttentionModel.h"
#include "CancellableWorker.h"
#include "convergence.h"
#include "precision_drift.h"

#include <QObject>
#include <QPointer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace linattn {

// The feature-map lab's computations, each in a worker thread so that the window stays
// responsive: the FAVOR+ convergence (|linear − softmax| against m, over several seeds) for the
// attention model's data and prefix, and the precision drift of S, Z and the output in float32
// and float64 over N generated keys. Results arrive by a queued call and become chart data
// (positions are the core's numbers; log axes' ranges from core's logRange()). Starting a run
// cancels the same kind's previous run; cancel() and the destructor stop the workers
// (CancellableWorker; the core checks the stop token often) and wait for them, so no result of
// a cancelled run is ever shown.
class LabRunner : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(linattn::AttentionModel *attention READ attention WRITE setAttention NOTIFY
            attentionChanged FINAL)
    Q_PROPERTY(bool convergenceBusy READ convergenceBusy NOTIFY convergenceBusyChanged FINAL)
    Q_PROPERTY(bool driftBusy READ driftBusy NOTIFY driftBusyChanged FINAL)
    // {"points": [{"features", "mean" (or undefined), "min", "max", "availableSeeds"}],
    //  "xMin", "xMax", "yMin", "yMax", "seedCount", "unavailable": [m, …], "zero": [m, …]}
    Q_PROPERTY(
        QVariantMap convergenceChart READ convergenceChart NOTIFY convergenceChartChanged FINAL)
    // {"series": [{"name", "precision", "quantity", "points": [{"keys", "drift"}]}],
    //  "xMin", "xMax", "yMin", "yMax", "keyCount", "seed", "zero": number of drifts exactly 0}
    Q_PROPERTY(QVariantMap driftChart READ driftChart NOTIFY driftChartChanged FINAL)
    // Parts of the charts the status lines name: the seeds of the convergence, the m not drawn
    // (every denominator 0; error exactly 0) and the drifts of exactly 0 left out.
    Q_PROPERTY(
        int convergenceSeedCount READ convergenceSeedCount NOTIFY convergenceChartChanged FINAL)
    // "1, 2, 4" (empty: none).
    Q_PROPERTY(QString convergenceUnavailable READ convergenceUnavailable NOTIFY
            convergenceChartChanged FINAL)
    Q_PROPERTY(QString convergenceZero READ convergenceZero NOTIFY convergenceChartChanged FINAL)
    Q_PROPERTY(int driftZeroCount READ driftZeroCount NOTIFY driftChartChanged FINAL)
    // Whether a run has finished and its chart is there.
    Q_PROPERTY(bool hasConvergence READ hasConvergence NOTIFY convergenceChartChanged FINAL)
    Q_PROPERTY(bool hasDrift READ hasDrift NOTIFY driftChartChanged FINAL)
    // Milliseconds the last finished run took.
    Q_PROPERTY(int convergenceMilliseconds READ convergenceMilliseconds NOTIFY
            convergenceChartChanged FINAL)
    Q_PROPERTY(int driftMilliseconds READ driftMilliseconds NOTIFY driftChartChanged FINAL)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged FINAL)
    // The float32 ELU line's numbers, from core (precision_drift.h).
    Q_PROPERTY(QString eluVanishingPoint READ eluVanishingPoint CONSTANT FINAL)
    Q_PROPERTY(QString eluExpAtVanishingPoint READ eluExpAtVanishingPoint CONSTANT FINAL)

public:
    explicit LabRunner(QObject *parent = nullptr);
    ~LabRunner() override;

    AttentionModel *attention() const { return attention_; }
    void setAttention(AttentionModel *attention);
    bool convergenceBusy() const { return convergenceBusy_; }
    bool driftBusy() const { return driftBusy_; }
    QVariantMap convergenceChart() const { return convergenceChart_; }
    QVariantMap driftChart() const { return driftChart_; }
    int convergenceSeedCount() const
    {
        return convergenceChart_.value(QStringLiteral("seedCount")).toInt();
    }
    QString convergenceUnavailable() const { return joined(QStringLiteral("unavailable")); }
    QString convergenceZero() const { return joined(QStringLiteral("zero")); }
    int driftZeroCount() const { return driftChart_.value(QStringLiteral("zero")).toInt(); }
    bool hasConvergence() const { return !convergenceChart_.isEmpty(); }
    bool hasDrift() const { return !driftChart_.isEmpty(); }
    int convergenceMilliseconds() const { return convergenceMilliseconds_; }
    int driftMilliseconds() const { return driftMilliseconds_; }
    QString errorMessage() const { return errorMessage_; }
    QString eluVanishingPoint() const;
    QString eluExpAtVanishingPoint() const;

    // The convergence for the model's data, prefix and FAVOR+ seed/orthogonal setting, over
    // `seedCount` seeds from the model's seed, at m = 1, 2, 4, …, 4096.
    Q_INVOKABLE bool startConvergence(int seedCount = 8);
    // The drift over `keyCount` keys (1…1,000,000) of sequence `seed` with the model's map,
    // float32 and float64. A refused value keeps the last chart and sets errorMessage.
    Q_INVOKABLE bool startDrift(int keyCount, const QString &seed);
    Q_INVOKABLE void cancel();

    // The raw results of the last finished runs (for tests).
    const std::vector<ConvergencePoint> &convergencePoints() const { return convergence_; }
    const std::vector<PrecisionDriftPoint> &driftPoints(SumPrecision precision) const
    {
        return precision == SumPrecision::Float32 ? drift32_ : drift64_;
    }

signals:
    void attentionChanged();
    void convergenceBusyChanged();
    void driftBusyChanged();
    void convergenceChartChanged();
    void driftChartChanged();
    void errorMessageChanged();
    // Emitted once per run that finished (not for a cancelled one).
    void convergenceFinished();
    void driftFinished();

private:
    // The whole numbers of a list of the convergence chart, "1, 2, 4".
    QString joined(const QString &key) const;
    void setConvergenceBusy(bool busy);
    void setDriftBusy(bool busy);
    void setErrorMessage(const QString &message);
    void deliverConvergence(std::vector<ConvergencePoint> points, std::size_t seedCount, int ms);
    void deliverDrift(std::vector<PrecisionDriftPoint> f32, std::vector<PrecisionDriftPoint> f64,
        std::size_t keyCount, std::uint64_t seed, int ms);

    QPointer<AttentionModel> attention_;
    CancellableWorker convergenceWorker_;
    CancellableWorker driftWorker_;
    bool convergenceBusy_ = false;
    bool driftBusy_ = false;
    std::vector<ConvergencePoint> convergence_;
    std::vector<PrecisionDriftPoint> drift32_;
    std::vector<PrecisionDriftPoint> drift64_;
    QVariantMap convergenceChart_;
    QVariantMap driftChart_;
    int convergenceMilliseconds_ = 0;
    int driftMilliseconds_ = 0;
    QString errorMessage_;
};

} // namespace linattn
