// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchCommand.h"

#include "CommandLine.h"
#include "generation.h"
#include "kernels/kernels.h"
#include "scaling.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace linattn {

namespace {

constexpr double kBenchCallSeconds = 2.0;

QString text(std::string_view view)
{
    return QString::fromLatin1(view.data(), qsizetype(view.size()));
}

QJsonValue optionalN(const std::optional<std::size_t> &n)
{
    return n ? QJsonValue(double(*n)) : QJsonValue(QJsonValue::Null);
}

// The value of option `name` at arguments[i + 1], as a whole number in min…max.
std::optional<long long> wholeNumber(
    const QString &name, const QString &value, long long min, long long max, QString &error)
{
    bool ok = false;
    const long long number = value.toLongLong(&ok);
    if (!ok) {
        error = QStringLiteral("%1: expected a whole number, got \"%2\"").arg(name, value);
        return std::nullopt;
    }
    if (number < min || number > max) {
        error = QStringLiteral("%1: %2 is outside %3…%4").arg(name).arg(number).arg(min).arg(max);
        return std::nullopt;
    }
    return number;
}

void printCsv(const SweepOptions &options, const SweepResult &result, QTextStream &out)
{
    out << "n,d,precision,kernel,seconds,ns_per_token,gflops\n";
    for (const ScalingPoint &point : result.points) {
        out << point.n << ',' << options.d << ',' << text(scalingPrecisionId(options.precision))
            << ',' << text(scalingKernelId(point.kernel)) << ','
            << QString::number(point.seconds, 'g', 6) << ','
            << QString::number(nanosecondsPerToken(point), 'g', 6) << ','
            << QString::number(gigaflops(point, options.d), 'g', 4) << '\n';
    }
}

void printJson(const SweepOptions &options, const SweepResult &result, QTextStream &out)
{
    QJsonArray results;
    for (const ScalingPoint &point : result.points) {
        results.append(QJsonObject {{QStringLiteral("n"), double(point.n)},
            {QStringLiteral("kernel"), text(scalingKernelId(point.kernel))},
            {QStringLiteral("seconds"), point.seconds},
            {QStringLiteral("repetitions"), double(point.repetitions)},
            {QStringLiteral("ns_per_token"), nanosecondsPerToken(point)},
            {QStringLiteral("gflops"), gigaflops(point, options.d)}});
    }
    QJsonObject slopes;
    for (const ScalingKernel kernel :
        {ScalingKernel::Reassociated, ScalingKernel::Direct, ScalingKernel::Softmax}) {
        const auto fit = fitKernel(result.points, kernel);
        slopes.insert(text(scalingKernelId(kernel)),
            fit ? QJsonValue(fit->slope) : QJsonValue(QJsonValue::Null));
    }
    QJsonArray memory;
    for (const std::size_t n : sweepSizes(options)) {
        const MemoryFigures figures = memoryAt(n, options.d, options.precision);
        memory.append(QJsonObject {{QStringLiteral("n"), double(n)},
            {QStringLiteral("state_bytes"), double(figures.stateBytes)},
            {QStringLiteral("kv_cache_bytes"), double(figures.kvCacheBytes)},
            {QStringLiteral("scores_bytes"), double(figures.scoresBytes)}});
    }
    const QJsonObject root {{QStringLiteral("d"), double(options.d)},
        {QStringLiteral("precision"), text(scalingPrecisionId(options.precision))},
        {QStringLiteral("path"), text(kernels::pathName(kernels::bestPath()))},
        {QStringLiteral("max_n"), double(options.maxN)},
        {QStringLiteral("out_of_time"), result.outOfTime}, {QStringLiteral("results"), results},
        {QStringLiteral("slopes"), slopes},
        {QStringLiteral("crossover"),
            QJsonObject {{QStringLiteral("direct"),
                             optionalN(crossover(result.points, ScalingKernel::Reassociated,
                                 ScalingKernel::Direct))},
                {QStringLiteral("softmax"),
                    optionalN(crossover(
                        result.points, ScalingKernel::Reassociated, ScalingKernel::Softmax))}}},
        {QStringLiteral("memory"), memory}};
    out << QJsonDocument(root).toJson(QJsonDocument::Indented);
}

void printDecodeCsv(
    const GenerationOptions &options, const GenerationResult &result, QTextStream &out)
{
    out << "position,d,precision,kernel,seconds,ns_per_token\n";
    for (const GenerationPoint &point : result.points)
        out << point.position << ',' << options.d << ','
            << text(scalingPrecisionId(options.precision)) << ','
            << text(generationKernelId(point.kernel)) << ','
            << QString::number(point.seconds, 'g', 6) << ','
            << QString::number(nanosecondsPerToken(point), 'g', 6) << '\n';
}

QJsonValue numberOrNull(bool known, double value)
{
    return known ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

void printDecodeJson(
    const GenerationOptions &options, const GenerationResult &result, QTextStream &out)
{
    QJsonArray points;
    for (const GenerationPoint &point : result.points)
        points.append(QJsonObject {{QStringLiteral("position"), double(point.position)},
            {QStringLiteral("kernel"), text(generationKernelId(point.kernel))},
            {QStringLiteral("seconds"), point.seconds},
            {QStringLiteral("repetitions"), double(point.repetitions)},
            {QStringLiteral("ns_per_token"), nanosecondsPerToken(point)}});
    QJsonObject slopes;
    for (const GenerationKernel kernel : kGenerationKernels) {
        const auto fit = fitGeneration(result.points, kernel);
        slopes.insert(
            text(generationKernelId(kernel)), numberOrNull(fit.has_value(), fit ? fit->slope : 0));
    }
    QJsonArray totals;
    for (const GenerationTotal &total : result.totals) {
        QJsonObject seconds, perSecond, estimated, extrapolated, ratios;
        for (const GenerationKernel kernel : kGenerationKernels) {
            const auto k = std::size_t(kernel);
            const QString id = text(generationKernelId(kernel));
            seconds.insert(id, numberOrNull(total.known[k], total.seconds[k]));
            perSecond.insert(id, numberOrNull(total.known[k], total.tokensPerSecond(kernel)));
            estimated.insert(id, total.estimated[k]);
            extrapolated.insert(id, total.extrapolated[k]);
            if (kernel != GenerationKernel::Recurrent)
                ratios.insert(id,
                    numberOrNull(total.timesRecurrent(kernel) > 0, total.timesRecurrent(kernel)));
        }
        QJsonObject entry {{QStringLiteral("n"), double(total.n)},
            {QStringLiteral("seconds"), seconds}, {QStringLiteral("tokens_per_second"), perSecond},
            {QStringLiteral("estimated"), estimated},
            {QStringLiteral("extrapolated"), extrapolated},
            {QStringLiteral("times_recurrent"), ratios}};
        if (const auto paper = paperGenerationAt(total.n)) {
            entry.insert(QStringLiteral("paper"),
                QJsonObject {{QStringLiteral("dataset"), QString::fromLatin1(paper->dataset)},
                    {QStringLiteral("what"),
                        QStringLiteral("images per second of whole models on a GPU")},
                    {QStringLiteral("recurrent"), paper->linear},
                    {QStringLiteral("softmax-cached"), paper->statefulSoftmax},
                    {QStringLiteral("softmax-uncached"), paper->softmax},
                    {QStringLiteral("times_recurrent"),
                        QJsonObject {{QStringLiteral("softmax-cached"),
                                         paper->linear / paper->statefulSoftmax},
                            {QStringLiteral("softmax-uncached"),
                                paper->linear / paper->softmax}}}});
        }
        totals.append(entry);
    }
    QJsonArray memory;
    for (const std::size_t n : generationTotalSizes(options)) {
        const GenerationMemory figures = generationMemoryAt(n, options.d, options.precision);
        memory.append(QJsonObject {{QStringLiteral("n"), double(n)},
            {QStringLiteral("state_bytes"), double(figures.stateBytes)},
            {QStringLiteral("kv_cache_bytes"), double(figures.cacheBytes)}});
    }
    const QJsonObject root {{QStringLiteral("d"), double(options.d)},
        {QStringLiteral("precision"), text(scalingPrecisionId(options.precision))},
        {QStringLiteral("path"), text(kernels::pathName(kernels::bestPath()))},
        {QStringLiteral("max_n"), double(options.maxN)},
        {QStringLiteral("out_of_time"), result.outOfTime}, {QStringLiteral("results"), points},
        {QStringLiteral("slopes"), slopes}, {QStringLiteral("totals"), totals},
        {QStringLiteral("memory"), memory}};
    out << QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace

std::optional<int> runBenchIfAsked(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    if (!arguments.mid(1).contains(QStringLiteral("--bench")))
        return std::nullopt;

    SweepOptions options;
    options.maxCallSeconds = kBenchCallSeconds;
    bool json = false;
    bool decode = false;
    bool maxNGiven = false;
    auto fail = [&err](const QString &message) {
        err << "linattn: " << message << Qt::endl;
        return CommandLine::kExitBadInput;
    };
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--bench"))
            continue;
        if (argument == QLatin1String("--decode")) {
            decode = true;
            continue;
        }
        const bool takesValue = argument == QLatin1String("--d")
            || argument == QLatin1String("--max-n") || argument == QLatin1String("--format")
            || argument == QLatin1String("--precision");
        if (!takesValue)
            return fail(QStringLiteral("--bench: unknown option \"%1\" (expected --decode, --d, "
                                       "--max-n, --precision or --format)")
                            .arg(argument));
        if (i + 1 >= arguments.size())
            return fail(QStringLiteral("%1: a value is missing").arg(argument));
        const QString value = arguments.at(++i);
        QString error;
        if (argument == QLatin1String("--d")) {
            const auto d = wholeNumber(argument, value, 1, 256, error);
            if (!d)
                return fail(error);
            options.d = std::size_t(*d);
        } else if (argument == QLatin1String("--max-n")) {
            const auto n = wholeNumber(argument, value, 1, 65536, error);
            if (!n)
                return fail(error);
            options.maxN = std::size_t(*n);
            options.minN = std::min(options.minN, options.maxN);
            maxNGiven = true;
        } else if (argument == QLatin1String("--precision")) {
            if (value == QLatin1String("float32"))
                options.precision = ScalingPrecision::Float32;
            else if (value == QLatin1String("float64"))
                options.precision = ScalingPrecision::Float64;
            else
                return fail(QStringLiteral("--precision: expected float32 or float64, got \"%1\"")
                                .arg(value));
        } else {
            if (value == QLatin1String("csv"))
                json = false;
            else if (value == QLatin1String("json"))
                json = true;
            else
                return fail(
                    QStringLiteral("--format: expected csv or json, got \"%1\"").arg(value));
        }
    }
    if (decode) {
        // Generation token by token: maxN tokens (4,096 unless given), the totals at 784, 3,072
        // and maxN.
        GenerationOptions generation;
        generation.d = options.d;
        generation.precision = options.precision;
        generation.maxN = maxNGiven ? options.maxN : 4096;
        generation.chosenN = generation.maxN;
        generation.maxStepSeconds = kBenchCallSeconds;
        generation.totalSeconds = 300;
        if (auto error = validateGenerationOptions(generation))
            return fail(QStringLiteral("--decode: ") + QString::fromStdString(*error));
        const GenerationResult result = runGenerationSweep(generation);
        if (json)
            printDecodeJson(generation, result, out);
        else
            printDecodeCsv(generation, result, out);
        out.flush();
        return 0;
    }
    if (auto error = validateSweepOptions(options))
        return fail(QString::fromStdString(*error));

    const SweepResult result = runScalingSweep(options);
    if (json)
        printJson(options, result, out);
    else
        printCsv(options, result, out);
    out.flush();
    return 0;
}

} // namespace linattn
