// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LabRunner.h"

#include "AttentionModel.h"
#include "CoreTexts.h"
#include "number_format.h"
#include "plot_range.h"
#include "random_features.h"

#include <QElapsedTimer>
#include <QMetaObject>

#include <cmath>

namespace linattn {

namespace {

// A map the worker can keep alive however the model changes meanwhile: the model's FAVOR+
// settings as a map of the worker's own, or a built-in map (static, never deleted).
std::shared_ptr<const FeatureMap> workerMap(const AttentionModel &model)
{
    if (model.mapOptions()->applies())
        return std::make_shared<FavorFeatureMap>(model.favorSettings());
    const FeatureMap *map = findFeatureMap(model.featureMapId().toStdString());
    return std::shared_ptr<const FeatureMap>(map, [](const FeatureMap *) {});
}

void appendPositive(std::vector<double> &values, double x)
{
    if (x > 0 && std::isfinite(x))
        values.push_back(x);
}

} // namespace

LabRunner::LabRunner(QObject *parent)
    : QObject(parent)
{
}

LabRunner::~LabRunner()
{
    // Explicit, so that the workers are gone before any member they post to is.
    convergenceWorker_.stop();
    driftWorker_.stop();
}

void LabRunner::setAttention(AttentionModel *attention)
{
    if (attention_ == attention)
        return;
    attention_ = attention;
    emit attentionChanged();
}

QString LabRunner::eluVanishingPoint() const
{
    return QString::fromStdString(formatRounded(double(elu1Float32VanishingPoint()), 2));
}

QString LabRunner::eluExpAtVanishingPoint() const
{
    return QString::fromStdString(
        formatRounded(double(elu1Float32AsExp(elu1Float32VanishingPoint())), 2));
}

QString LabRunner::joined(const QString &key) const
{
    QStringList parts;
    for (const QVariant &m : convergenceChart_.value(key).toList())
        parts << QString::number(m.toLongLong());
    return parts.join(QStringLiteral(", "));
}

void LabRunner::setErrorMessage(const QString &message)
{
    if (message == errorMessage_)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

void LabRunner::setConvergenceBusy(bool busy)
{
    if (busy == convergenceBusy_)
        return;
    convergenceBusy_ = busy;
    emit convergenceBusyChanged();
}

void LabRunner::setDriftBusy(bool busy)
{
    if (busy == driftBusy_)
        return;
    driftBusy_ = busy;
    emit driftBusyChanged();
}

void LabRunner::cancel()
{
    convergenceWorker_.stop();
    driftWorker_.stop();
    setConvergenceBusy(false);
    setDriftBusy(false);
}

bool LabRunner::startConvergence(int seedCount)
{
    if (!attention_) {
        setErrorMessage(tr("The lab has no attention model to work on."));
        return false;
    }
    ConvergenceOptions options;
    options.seedCount = static_cast<std::size_t>(std::max(0, seedCount));
    options.firstSeed = attention_->favorSettings().seed;
    options.orthogonal = attention_->favorSettings().orthogonal;
    if (auto error = validateConvergenceOptions(options)) {
        setErrorMessage(CoreTexts::dataError(*error));
        return false;
    }
    setErrorMessage({});
    AttentionData data = attention_->currentData();
    const auto prefix = static_cast<std::size_t>(attention_->prefix());
    setConvergenceBusy(true);
    convergenceWorker_.start(
        [this, data = std::move(data), prefix, options](const CancellableWorker::Run &run) {
            QElapsedTimer timer;
            timer.start();
            std::vector<ConvergencePoint> points;
            try {
                points = computeFavorConvergence(data, prefix, options, run.stopToken());
            } catch (const std::exception &error) {
                run.post([this, message = QString::fromUtf8(error.what())] {
                    convergenceWorker_.join();
                    setConvergenceBusy(false);
                    setErrorMessage(message);
                });
                return;
            }
            if (run.stopRequested())
                return;
            const int ms = static_cast<int>(timer.elapsed());
            run.post([this, points = std::move(points), seeds = options.seedCount, ms]() mutable {
                deliverConvergence(std::move(points), seeds, ms);
            });
        });
    return true;
}

bool LabRunner::startDrift(int keyCount, const QString &seedText)
{
    if (!attention_) {
        setErrorMessage(tr("The lab has no attention model to work on."));
        return false;
    }
    auto seed = parseFavorSeed(seedText.trimmed().toStdString());
    if (auto *error = std::get_if<DataError>(&seed)) {
        setErrorMessage(CoreTexts::dataError(*error));
        return false;
    }
    PrecisionDriftOptions options;
    options.keyCount = static_cast<std::size_t>(std::max(0, keyCount));
    options.seed = std::get<std::uint64_t>(seed);
    if (auto error = validatePrecisionDriftOptions(options)) {
        setErrorMessage(CoreTexts::dataError(*error));
        return false;
    }
    setErrorMessage({});
    std::shared_ptr<const FeatureMap> map = workerMap(*attention_);
    setDriftBusy(true);
    driftWorker_.start([this, map, options](const CancellableWorker::Run &run) {
        QElapsedTimer timer;
        timer.start();
        PrecisionDriftOptions single = options;
        std::vector<PrecisionDriftPoint> f32;
        std::vector<PrecisionDriftPoint> f64;
        try {
            single.precision = SumPrecision::Float32;
            f32 = computePrecisionDrift(*map, single, run.stopToken());
            single.precision = SumPrecision::Float64;
            if (!run.stopRequested())
                f64 = computePrecisionDrift(*map, single, run.stopToken());
        } catch (const std::exception &error) {
            run.post([this, message = QString::fromUtf8(error.what())] {
                driftWorker_.join();
                setDriftBusy(false);
                setErrorMessage(message);
            });
            return;
        }
        if (run.stopRequested())
            return;
        const int ms = static_cast<int>(timer.elapsed());
        run.post([this, f32 = std::move(f32), f64 = std::move(f64), options, ms]() mutable {
            deliverDrift(std::move(f32), std::move(f64), options.keyCount, options.seed, ms);
        });
    });
    return true;
}

void LabRunner::deliverConvergence(
    std::vector<ConvergencePoint> points, std::size_t seedCount, int ms)
{
    convergenceWorker_.join(); // it has posted its result and is ending
    convergence_ = std::move(points);
    convergenceMilliseconds_ = ms;

    QVariantList list;
    QVariantList unavailable;
    QVariantList zero;
    std::vector<double> ys;
    std::vector<double> xs;
    for (const ConvergencePoint &point : convergence_) {
        const auto m = static_cast<double>(point.features);
        xs.push_back(m);
        QVariantMap entry {{QStringLiteral("features"), m}, {QStringLiteral("min"), point.minError},
            {QStringLiteral("max"), point.maxError},
            {QStringLiteral("availableSeeds"), static_cast<int>(point.availableSeeds)}};
        if (!point.meanError) {
            unavailable.append(m);
        } else {
            entry.insert(QStringLiteral("mean"), *point.meanError);
            if (*point.meanError == 0)
                zero.append(m);
            appendPositive(ys, *point.meanError);
            appendPositive(ys, point.minError);
            appendPositive(ys, point.maxError);
        }
        list.append(entry);
    }
    // The x axis runs over exactly the m of the points (base 2: 1, 2, 4, …, 4096).
    const LogRange x = xs.empty() ? LogRange {1, 2} : LogRange {xs.front(), xs.back()};
    const LogRange y = logRange(ys);
    convergenceChart_ = {{QStringLiteral("points"), list},
        {QStringLiteral("unavailable"), unavailable}, {QStringLiteral("zero"), zero},
        {QStringLiteral("xMin"), x.min}, {QStringLiteral("xMax"), x.max},
        {QStringLiteral("yMin"), y.min}, {QStringLiteral("yMax"), y.max},
        {QStringLiteral("seedCount"), static_cast<int>(seedCount)}};
    setConvergenceBusy(false);
    emit convergenceChartChanged();
    emit convergenceFinished();
}

void LabRunner::deliverDrift(std::vector<PrecisionDriftPoint> f32,
    std::vector<PrecisionDriftPoint> f64, std::size_t keyCount, std::uint64_t seed, int ms)
{
    driftWorker_.join();
    drift32_ = std::move(f32);
    drift64_ = std::move(f64);
    driftMilliseconds_ = ms;

    QVariantList series;
    std::vector<double> ys;
    std::vector<double> xs;
    int zeros = 0;
    auto add = [&](const std::vector<PrecisionDriftPoint> &points, const QString &precision,
                   const QString &quantity, auto value) {
        QVariantList list;
        for (const PrecisionDriftPoint &point : points) {
            const std::optional<double> drift = value(point);
            xs.push_back(static_cast<double>(point.keys));
            if (!drift)
                continue;
            if (!(*drift > 0)) {
                ++zeros; // exactly 0: no place on a log axis
                continue;
            }
            ys.push_back(*drift);
            list.append(QVariantMap {{QStringLiteral("keys"), static_cast<double>(point.keys)},
                {QStringLiteral("drift"), *drift}});
        }
        series.append(QVariantMap {{QStringLiteral("precision"), precision},
            {QStringLiteral("quantity"), quantity}, {QStringLiteral("points"), list}});
    };
    for (const auto &[points, precision] : {std::pair {&drift32_, QStringLiteral("float32")},
             std::pair {&drift64_, QStringLiteral("float64")}}) {
        add(*points, precision, QStringLiteral("S"),
            [](const PrecisionDriftPoint &p) { return std::optional<double>(p.sDrift); });
        add(*points, precision, QStringLiteral("Z"),
            [](const PrecisionDriftPoint &p) { return std::optional<double>(p.zDrift); });
        add(*points, precision, QStringLiteral("output"),
            [](const PrecisionDriftPoint &p) { return p.outputDrift; });
    }
    const LogRange x = logRange(xs);
    const LogRange y = logRange(ys);
    driftChart_ = {{QStringLiteral("series"), series}, {QStringLiteral("xMin"), x.min},
        {QStringLiteral("xMax"), x.max}, {QStringLiteral("yMin"), y.min},
        {QStringLiteral("yMax"), y.max},
        {QStringLiteral("keyCount"), static_cast<double>(keyCount)},
        {QStringLiteral("seed"), QString::number(seed)}, {QStringLiteral("zero"), zeros}};
    setDriftBusy(false);
    emit driftChartChanged();
    emit driftFinished();
}

} // namespace linattn
