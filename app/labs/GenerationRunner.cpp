// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GenerationRunner.h"

#include "plot_range.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace linattn {

namespace {

QString text(std::string_view view)
{
    return QString::fromUtf8(view.data(), qsizetype(view.size()));
}

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

GenerationRunner::GenerationRunner(QObject *parent)
    : MeasurementRunner(parent)
{
    measuredOptions_ = options();
    show({});
}

GenerationRunner::~GenerationRunner()
{
    stopWorker();
}

GenerationOptions GenerationRunner::options() const
{
    GenerationOptions options;
    options.d = d_;
    options.precision = precision_;
    options.maxN = maxN_;
    options.chosenN = chosenN_;
    options.maxStepSeconds = 0.05;
    options.totalSeconds = 60;
    return options;
}

void GenerationRunner::setMaxN(int maxN)
{
    if (maxN < int(kMinGenerationN) || maxN > int(kMaxGenerationN)) {
        setErrorMessage(tr("tokens: %1 is outside 16…65536").arg(maxN));
        return;
    }
    setErrorMessage({});
    if (std::size_t(maxN) == maxN_)
        return;
    maxN_ = std::size_t(maxN);
    emit maxNChanged();
}

void GenerationRunner::setChosenN(int n)
{
    if (n < 0 || n > int(kMaxGenerationN)) {
        setErrorMessage(tr("N: %1 is outside 0…65536").arg(n));
        return;
    }
    setErrorMessage({});
    if (std::size_t(n) == chosenN_)
        return;
    chosenN_ = std::size_t(n);
    emit chosenNChanged();
    emit memoryChanged();
}

QVariantList GenerationRunner::memoryRows() const
{
    QVariantList rows;
    const GenerationOptions settings = options();
    for (const std::size_t n : generationTotalSizes(settings)) {
        const GenerationMemory figures = generationMemoryAt(n, settings.d, settings.precision);
        rows.append(QVariantMap {{QStringLiteral("n"), double(n)},
            {QStringLiteral("state"), text(formatBytes(figures.stateBytes))},
            {QStringLiteral("cache"), text(formatBytes(figures.cacheBytes))}});
    }
    return rows;
}

void GenerationRunner::start()
{
    measuredOptions_ = options();
    show({});
    const GenerationOptions options = measuredOptions_;
    // The result arrives in one piece when the sweep ends.
    runInWorker(
        [this, options](const CancellableWorker::Run &run) {
            return runGenerationSweep(
                options, run.stopToken(), [this, &run](const GenerationProgress &progress) {
                    run.post(
                        [this, done = share(progress.done, progress.total)] { setProgress(done); });
                });
        },
        [this](GenerationResult &&result) { show(std::move(result)); });
}

void GenerationRunner::show(GenerationResult result)
{
    result_ = std::move(result);
    std::vector<double> ys;
    QVariantList series;
    for (const GenerationKernel kernel : kGenerationKernels) {
        QVariantList points;
        std::size_t lowest = 0;
        std::size_t highest = 0;
        for (const GenerationPoint &point : result_.points) {
            if (point.kernel != kernel)
                continue;
            points.append(QVariantMap {{QStringLiteral("position"), double(point.position)},
                {QStringLiteral("seconds"), point.seconds}});
            ys.push_back(point.seconds);
            if (point.position >= 128) {
                lowest = lowest == 0 ? point.position : std::min(lowest, point.position);
                highest = std::max(highest, point.position);
            }
        }
        QVariantList fitLine;
        std::optional<double> slope;
        if (const auto fit = fitGeneration(result_.points, kernel)) {
            slope = fit->slope;
            for (const std::size_t position : {lowest, highest}) {
                fitLine.append(QVariantMap {{QStringLiteral("position"), double(position)},
                    {QStringLiteral("seconds"), fit->at(double(position))}});
                ys.push_back(fit->at(double(position)));
            }
        }
        series.append(QVariantMap {{QStringLiteral("kernel"), text(generationKernelId(kernel))},
            {QStringLiteral("points"), points}, {QStringLiteral("fit"), fitLine},
            {QStringLiteral("slopeText"), slopeText(slope)}});
    }
    const LogRange y = logRange(ys);
    chart_ = {{QStringLiteral("series"), series}, {QStringLiteral("xMin"), 10.0},
        {QStringLiteral("xMax"), double(measuredOptions_.maxN) * 1.5},
        {QStringLiteral("yMin"), y.min}, {QStringLiteral("yMax"), y.max},
        {QStringLiteral("pointCount"), int(result_.points.size())},
        {QStringLiteral("d"), int(measuredOptions_.d)},
        {QStringLiteral("precision"), text(scalingPrecisionId(measuredOptions_.precision))}};
    emit chartChanged();

    totals_.clear();
    for (const GenerationTotal &total : result_.totals) {
        const auto seconds = [&](GenerationKernel kernel) {
            const auto k = std::size_t(kernel);
            return total.known[k] ? text(formatDuration(total.seconds[k])) : QStringLiteral("—");
        };
        const auto rate = [&](GenerationKernel kernel) {
            return text(formatRate(total.tokensPerSecond(kernel)));
        };
        const auto paper = paperGenerationAt(total.n);
        const bool estimated = std::any_of(
            std::begin(total.estimated), std::end(total.estimated), [](bool e) { return e; });
        const bool extrapolated = std::any_of(
            std::begin(total.extrapolated), std::end(total.extrapolated), [](bool e) { return e; });
        const QString cachedTimes
            = text(formatTimes(total.timesRecurrent(GenerationKernel::SoftmaxCached)));
        const QString uncachedTimes
            = text(formatTimes(total.timesRecurrent(GenerationKernel::SoftmaxUncached)));
        const QString dataset
            = paper ? tr("%1 image").arg(QString::fromLatin1(paper->dataset)) : QString();
        const QString paperCachedTimes
            = paper ? text(formatTimes(paper->linear / paper->statefulSoftmax)) : QString();
        const QString paperUncachedTimes
            = paper ? text(formatTimes(paper->linear / paper->softmax)) : QString();
        // The sentence under a row of the table: what was measured, the paper's figures where it
        // has some for this N, and whether any of it is extrapolated.
        QStringList summary {
            tr("%1 tokens/s with (d). (e) takes %2 as long, (f) %3.")
                .arg(rate(GenerationKernel::Recurrent), cachedTimes, uncachedTimes)};
        if (paper)
            summary << tr("The paper (%1, whole models on a GPU): %2 and %3.")
                           .arg(dataset, paperCachedTimes, paperUncachedTimes);
        if (extrapolated)
            summary << tr("Partly extrapolated.");
        totals_.append(QVariantMap {{QStringLiteral("n"), double(total.n)},
            {QStringLiteral("dataset"), dataset},
            {QStringLiteral("recurrent"), seconds(GenerationKernel::Recurrent)},
            {QStringLiteral("cached"), seconds(GenerationKernel::SoftmaxCached)},
            {QStringLiteral("uncached"), seconds(GenerationKernel::SoftmaxUncached)},
            {QStringLiteral("delta"), seconds(GenerationKernel::Delta)},
            {QStringLiteral("recurrentRate"), rate(GenerationKernel::Recurrent)},
            {QStringLiteral("cachedRate"), rate(GenerationKernel::SoftmaxCached)},
            {QStringLiteral("uncachedRate"), rate(GenerationKernel::SoftmaxUncached)},
            {QStringLiteral("deltaRate"), rate(GenerationKernel::Delta)},
            {QStringLiteral("cachedTimes"), cachedTimes},
            {QStringLiteral("uncachedTimes"), uncachedTimes},
            {QStringLiteral("paperCachedTimes"), paperCachedTimes},
            {QStringLiteral("paperUncachedTimes"), paperUncachedTimes},
            {QStringLiteral("estimated"), estimated},
            {QStringLiteral("summary"), summary.join(QLatin1Char(' '))}});
    }
    emit totalsChanged();
}

} // namespace linattn
