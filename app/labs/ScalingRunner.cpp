// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScalingRunner.h"

#include "plot_range.h"

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
    : MeasurementRunner(parent)
{
    measuredOptions_ = options();
    rebuildChart();
}

ScalingRunner::~ScalingRunner()
{
    // Before the members the worker's posted calls would touch are gone.
    stopWorker();
}

SweepOptions ScalingRunner::options() const
{
    SweepOptions options;
    options.d = d_;
    options.precision = precision_;
    options.maxN = maxN_;
    return options;
}

void ScalingRunner::setMaxN(int maxN)
{
    if (maxN < int(kMinScalingN) || maxN > int(kMaxScalingN)) {
        setErrorMessage(tr("max N: %1 is outside 64…65536").arg(maxN));
        return;
    }
    setErrorMessage({});
    if (std::size_t(maxN) == maxN_)
        return;
    maxN_ = std::size_t(maxN);
    emit maxNChanged();
    emit memoryChanged();
}

QVariantList ScalingRunner::memoryRows() const
{
    QVariantList rows;
    const SweepOptions settings = options();
    for (const std::size_t n : sweepSizes(settings)) {
        const MemoryFigures figures = memoryAt(n, settings.d, settings.precision);
        rows.append(QVariantMap {{QStringLiteral("n"), double(n)},
            {QStringLiteral("state"), QString::fromStdString(formatBytes(figures.stateBytes))},
            {QStringLiteral("kvCache"), QString::fromStdString(formatBytes(figures.kvCacheBytes))},
            {QStringLiteral("scores"), QString::fromStdString(formatBytes(figures.scoresBytes))}});
    }
    return rows;
}

void ScalingRunner::start()
{
    points_.clear();
    measuredOptions_ = options();
    rebuildChart();
    const SweepOptions options = measuredOptions_;
    // The points arrive while the sweep runs, each with the progress it brings.
    runInWorker(
        [this, options](const CancellableWorker::Run &run) {
            return runScalingSweep(options, run.stopToken(),
                [this, &run](
                    const SweepProgress &progress, const std::optional<ScalingPoint> &point) {
                    run.post([this, done = share(progress.done, progress.total), point] {
                        if (point)
                            deliver(*point);
                        setProgress(done);
                    });
                });
        },
        [](SweepResult &&) {});
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
        const auto fit = fitKernel(points_, kernel);
        entry.insert(QStringLiteral("slopeText"),
            slopeText(fit ? std::optional<double>(fit->slope) : std::nullopt));
        if (fit) {
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
        {QStringLiteral("xMin"), double(measuredOptions_.minN) / 1.5},
        {QStringLiteral("xMax"), double(measuredOptions_.maxN) * 1.5},
        {QStringLiteral("yMin"), y.min}, {QStringLiteral("yMax"), y.max},
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
