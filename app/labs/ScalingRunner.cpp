// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScalingRunner.h"

#include "plot_range.h"

#include <QElapsedTimer>
#include <QMetaObject>

#include <algorithm>
#include <cmath>

namespace linattn {

namespace {

constexpr ScalingKernel kKernels[]
    = {ScalingKernel::Reassociated, ScalingKernel::Direct, ScalingKernel::Softmax};

QVariant optionalN(const std::optional<std::size_t> &n)
{
    return n ? QVariant(double(*n)) : QVariant();
}

} // namespace

ScalingRunner::ScalingRunner(QObject *parent)
    : QObject(parent)
{
    rebuildChart();
}

ScalingRunner::~ScalingRunner()
{
    // Before the members the worker's posted calls would touch are gone.
    worker_.stop();
}

void ScalingRunner::setDimension(int d)
{
    if (d < int(kMinScalingDimension) || d > int(kMaxScalingDimension)) {
        setErrorMessage(tr("d: %1 is outside 1…256").arg(d));
        return;
    }
    setErrorMessage({});
    if (std::size_t(d) == options_.d)
        return;
    options_.d = std::size_t(d);
    emit dimensionChanged();
    emit memoryChanged();
}

void ScalingRunner::setFloat64(bool float64)
{
    if (float64 == this->float64())
        return;
    options_.precision = float64 ? ScalingPrecision::Float64 : ScalingPrecision::Float32;
    emit float64Changed();
    emit memoryChanged();
}

void ScalingRunner::setMaxN(int maxN)
{
    if (maxN < int(kMinScalingN) || maxN > int(kMaxScalingN)) {
        setErrorMessage(tr("max N: %1 is outside 64…65536").arg(maxN));
        return;
    }
    setErrorMessage({});
    if (std::size_t(maxN) == options_.maxN)
        return;
    options_.maxN = std::size_t(maxN);
    emit maxNChanged();
    emit memoryChanged();
}

QVariantList ScalingRunner::memory() const
{
    QVariantList rows;
    for (const std::size_t n : sweepSizes(options_)) {
        const MemoryFigures figures = memoryAt(n, options_.d, options_.precision);
        rows.append(QVariantMap {{QStringLiteral("n"), double(n)},
            {QStringLiteral("state"), QString::fromStdString(formatBytes(figures.stateBytes))},
            {QStringLiteral("kvCache"), QString::fromStdString(formatBytes(figures.kvCacheBytes))},
            {QStringLiteral("scores"), QString::fromStdString(formatBytes(figures.scoresBytes))}});
    }
    return rows;
}

void ScalingRunner::setBusy(bool busy)
{
    if (busy == busy_)
        return;
    busy_ = busy;
    emit busyChanged();
}

void ScalingRunner::setProgress(double progress)
{
    if (progress == progress_)
        return;
    progress_ = progress;
    emit progressChanged();
}

void ScalingRunner::setOutcome(const QString &outcome, int ms)
{
    if (outcome == outcome_ && ms == elapsedMilliseconds_)
        return;
    outcome_ = outcome;
    elapsedMilliseconds_ = ms;
    emit outcomeChanged();
}

void ScalingRunner::setErrorMessage(const QString &message)
{
    if (message == errorMessage_)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

void ScalingRunner::cancel()
{
    const bool wasBusy = busy_;
    worker_.stop();
    setBusy(false);
    if (wasBusy)
        setOutcome(QStringLiteral("cancelled"), elapsedMilliseconds_);
}

void ScalingRunner::start()
{
    worker_.stop();
    setErrorMessage({});
    points_.clear();
    measuredOptions_ = options_;
    rebuildChart();
    setProgress(0);
    setOutcome({}, 0);
    setBusy(true);
    const SweepOptions options = options_;
    worker_.start([this, options](const CancellableWorker::Run &run) {
        QElapsedTimer timer;
        timer.start();
        SweepResult result;
        try {
            result = runScalingSweep(options, run.stopToken(),
                [this, &run](
                    const SweepProgress &progress, const std::optional<ScalingPoint> &point) {
                    const double share = progress.total == 0
                        ? 1.0
                        : double(progress.done) / double(progress.total);
                    run.post([this, share, point] {
                        if (point)
                            deliver(*point);
                        setProgress(share);
                    });
                });
        } catch (const std::exception &error) {
            run.post([this, message = QString::fromUtf8(error.what())] {
                worker_.join();
                setBusy(false);
                setErrorMessage(message);
            });
            return;
        }
        if (result.cancelled)
            return;
        const int ms = int(timer.elapsed());
        const QString outcome
            = result.outOfTime ? QStringLiteral("outOfTime") : QStringLiteral("finished");
        run.post([this, outcome, ms] {
            worker_.join(); // it has posted its last call and is ending
            setProgress(1);
            setBusy(false);
            setOutcome(outcome, ms);
            emit finished();
        });
    });
}

void ScalingRunner::deliver(const ScalingPoint &point)
{
    // A later round of the sweep reports a point again when it measured it faster.
    const auto same = std::find_if(points_.begin(), points_.end(),
        [&](const ScalingPoint &p) { return p.kernel == point.kernel && p.n == point.n; });
    if (same != points_.end())
        *same = point;
    else
        points_.push_back(point);
    rebuildChart();
    emit pointMeasured();
}

void ScalingRunner::rebuildChart()
{
    std::vector<double> ys;
    QVariantList series;
    for (const ScalingKernel kernel : kKernels) {
        QVariantList list;
        std::size_t lowest = 0;
        std::size_t highest = 0;
        for (const ScalingPoint &point : points_) {
            if (point.kernel != kernel)
                continue;
            list.append(QVariantMap {{QStringLiteral("n"), double(point.n)},
                {QStringLiteral("seconds"), point.seconds}});
            ys.push_back(point.seconds);
            lowest = lowest == 0 ? point.n : std::min(lowest, point.n);
            highest = std::max(highest, point.n);
        }
        QVariantMap entry {{QStringLiteral("kernel"),
                               QString::fromLatin1(scalingKernelId(kernel).data(),
                                   qsizetype(scalingKernelId(kernel).size()))},
            {QStringLiteral("points"), list}};
        if (const auto fit = fitKernel(points_, kernel)) {
            entry.insert(QStringLiteral("slope"), fit->slope);
            QVariantList line;
            for (const std::size_t n : {lowest, highest}) {
                line.append(QVariantMap {{QStringLiteral("n"), double(n)},
                    {QStringLiteral("seconds"), fit->at(double(n))}});
                ys.push_back(fit->at(double(n)));
            }
            entry.insert(QStringLiteral("fit"), line);
        } else {
            entry.insert(QStringLiteral("fit"), QVariantList());
        }
        series.append(entry);
    }
    const LogRange y = logRange(ys);
    std::size_t largest = 0;
    for (const ScalingPoint &point : points_)
        largest = std::max(largest, point.n);
    chart_ = {{QStringLiteral("series"), series},
        // Powers of two from minN to maxN, with room for the markers at the ends.
        {QStringLiteral("xMin"), double(options_.minN) / 1.5},
        {QStringLiteral("xMax"), double(options_.maxN) * 1.5}, {QStringLiteral("yMin"), y.min},
        {QStringLiteral("yMax"), y.max},
        {QStringLiteral("crossoverDirect"),
            optionalN(crossover(points_, ScalingKernel::Reassociated, ScalingKernel::Direct))},
        {QStringLiteral("crossoverSoftmax"),
            optionalN(crossover(points_, ScalingKernel::Reassociated, ScalingKernel::Softmax))},
        {QStringLiteral("largestN"), double(largest)},
        // The settings the points were measured with (they may have changed since).
        {QStringLiteral("d"), int(measuredOptions_.d)},
        {QStringLiteral("precision"),
            QString::fromLatin1(scalingPrecisionId(measuredOptions_.precision).data())},
        {QStringLiteral("pointCount"), int(points_.size())}};
    emit chartChanged();
}

} // namespace linattn
