// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryCommand.h"

#include "AtomicSave.h"
#include "CommandLine.h"
#include "CoreTexts.h"
#include "MemoryPairsJson.h"
#include "associative_memory.h"
#include "feature_map.h"
#include "memory_exporters.h"
#include "nearest_name.h"
#include "notebook_exporter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <stdexcept>
#include <variant>

namespace linattn {

namespace {

constexpr auto kMemoryOption = "--memory";
constexpr std::size_t kMaxMemoryPasses = 1000;
// Writes in all (pairs × passes): a few seconds at d = 64 with DPFP-3's 384 features.
constexpr std::size_t kMaxMemoryWrites = 65536;
constexpr double kMinMemoryTemperature = 1e-100;

struct MemoryRequest {
    QString dataFile;
    std::optional<std::size_t> pairs, dimension;
    std::optional<bool> orthogonal;
    std::optional<std::uint64_t> seed;
    MemorySettings settings;
    QString featureMap = QStringLiteral("elu1");
    QString format = QStringLiteral("json");
    QString output; // empty: standard output
};

std::optional<double> memoryNumber(const QString &text)
{
    bool ok = false;
    const double x = text.toDouble(&ok);
    return ok && std::isfinite(x) ? std::optional<double>(x) : std::nullopt;
}

std::optional<std::uint64_t> memoryWhole(const QString &text)
{
    bool ok = false;
    const qulonglong x = text.toULongLong(&ok);
    return ok ? std::optional<std::uint64_t>(x) : std::nullopt;
}

std::variant<MemoryRequest, QString> parseMemory(const QStringList &arguments)
{
    MemoryRequest request;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        QString argument = arguments[i];
        QString value;
        bool hasValue = false;
        if (const qsizetype equals = argument.indexOf(QLatin1Char('='));
            argument.startsWith(QLatin1String("--")) && equals > 0) {
            value = argument.mid(equals + 1);
            argument = argument.left(equals);
            hasValue = true;
        }
        const auto next = [&]() -> std::optional<QString> {
            if (hasValue)
                return value;
            if (i + 1 >= arguments.size())
                return std::nullopt;
            return arguments[++i];
        };
        if (argument == QLatin1String(kMemoryOption))
            continue;
        const auto needs = [&](const QString &what) {
            return QStringLiteral("%1: expected %2").arg(argument, what);
        };
        if (argument == QLatin1String("--data")) {
            const auto file = next();
            if (!file || file->isEmpty())
                return needs(QStringLiteral("a data file"));
            request.dataFile = *file;
        } else if (argument == QLatin1String("--pairs") || argument == QLatin1String("--dim")) {
            const auto text = next();
            const std::uint64_t count = text ? memoryWhole(*text).value_or(0) : 0;
            const std::size_t largest
                = argument == QLatin1String("--pairs") ? kMaxMemoryPairs : kMaxMemoryDimension;
            if (count < 1 || count > largest)
                return QStringLiteral("%1: expected a whole number from 1 to %2, got \"%3\"")
                    .arg(argument)
                    .arg(largest)
                    .arg(text.value_or(QString()));
            if (argument == QLatin1String("--pairs"))
                request.pairs = std::size_t(count);
            else
                request.dimension = std::size_t(count);
        } else if (argument == QLatin1String("--keys")) {
            const auto text = next();
            if (!text || (*text != QLatin1String("orthogonal") && *text != QLatin1String("random")))
                return needs(QStringLiteral("orthogonal or random, got \"%1\"")
                                 .arg(text.value_or(QString())));
            request.orthogonal = *text == QLatin1String("orthogonal");
        } else if (argument == QLatin1String("--seed")) {
            const auto text = next();
            const auto seed = text ? memoryWhole(*text) : std::nullopt;
            if (!seed)
                return needs(
                    QStringLiteral("a whole number, got \"%1\"").arg(text.value_or(QString())));
            request.seed = *seed;
        } else if (argument == QLatin1String("--rule")) {
            const auto text = next();
            if (!text || (*text != QLatin1String("sum") && *text != QLatin1String("delta")))
                return needs(
                    QStringLiteral("sum or delta, got \"%1\"").arg(text.value_or(QString())));
            request.settings.rule
                = *text == QLatin1String("delta") ? MemoryRule::Delta : MemoryRule::Sum;
        } else if (argument == QLatin1String("--beta") || argument == QLatin1String("--decay")) {
            const auto text = next();
            const auto x = text ? memoryNumber(*text) : std::nullopt;
            if (!x || *x <= 0 || *x > 1)
                return QStringLiteral("%1: expected a number above 0 and at most 1, got \"%2\"")
                    .arg(argument, text.value_or(QString()));
            (argument == QLatin1String("--beta") ? request.settings.beta : request.settings.decay)
                = *x;
        } else if (argument == QLatin1String("--passes")) {
            const auto text = next();
            const auto passes = text ? memoryWhole(*text) : std::nullopt;
            if (!passes || *passes < 1 || *passes > kMaxMemoryPasses)
                return QStringLiteral("--passes: expected a whole number from 1 to %1, got \"%2\"")
                    .arg(kMaxMemoryPasses)
                    .arg(text.value_or(QString()));
            request.settings.passes = *passes;
        } else if (argument == QLatin1String("--temperature")) {
            const auto text = next();
            const auto x = text ? memoryNumber(*text) : std::nullopt;
            if (!x || *x < kMinMemoryTemperature)
                return needs(QStringLiteral("a number from 1e-100 up, got \"%1\"")
                                 .arg(text.value_or(QString())));
            request.settings.temperature = *x;
        } else if (argument == QLatin1String("--feature-map")) {
            const auto text = next();
            if (!text)
                return needs(QStringLiteral("a feature map"));
            const std::vector<std::string_view> known = memoryFeatureMapIds();
            if (std::find(known.begin(), known.end(), text->toStdString()) == known.end()) {
                const auto close = nearestName(text->toStdString(), known);
                return close ? QStringLiteral("--feature-map: unknown map '%1'; did you mean %2?")
                                   .arg(*text, QString::fromStdString(*close))
                             : QStringLiteral("--feature-map: unknown map '%1' (known: %2)")
                                   .arg(*text, QString::fromStdString([&] {
                                       std::string all;
                                       for (std::string_view id : known)
                                           all += (all.empty() ? "" : ", ") + std::string(id);
                                       return all;
                                   }()));
            }
            request.featureMap = *text;
        } else if (argument == QLatin1String("--format")) {
            const auto text = next();
            if (!text
                || (*text != QLatin1String("json") && *text != QLatin1String("csv")
                    && *text != QLatin1String("ipynb")))
                return needs(
                    QStringLiteral("json, csv or ipynb, got \"%1\"").arg(text.value_or(QString())));
            request.format = *text;
        } else if (argument == QLatin1String("-o") || argument == QLatin1String("--output")) {
            const auto text = next();
            if (!text || text->trimmed().isEmpty())
                return needs(QStringLiteral("a file name"));
            request.output = *text;
        } else {
            return QStringLiteral("%1: not an option of --memory (see --help)").arg(arguments[i]);
        }
    }
    if (!request.dataFile.isEmpty()
        && (request.pairs || request.dimension || request.orthogonal || request.seed))
        return QStringLiteral("--data: the pairs come from the file; --pairs, --dim, --keys and "
                              "--seed make random pairs instead, not with it");
    const std::size_t pairs = request.pairs.value_or(4);
    const std::size_t dimension = request.dimension.value_or(2);
    if (pairs * request.settings.passes > kMaxMemoryWrites)
        return QStringLiteral("--passes: %1 passes over %2 pairs are %3 writes, more than %4")
            .arg(request.settings.passes)
            .arg(pairs)
            .arg(pairs * request.settings.passes)
            .arg(kMaxMemoryWrites);
    if (request.orthogonal.value_or(false) && pairs > dimension)
        return QStringLiteral("--keys orthogonal: %1 pairs cannot have orthogonal keys in %2 "
                              "dimensions (at most --dim)")
            .arg(pairs)
            .arg(dimension);
    return request;
}

int refuseMemory(QTextStream &err, const QString &message)
{
    err << "linattn: " << message << Qt::endl;
    return kExitBadInput;
}

} // namespace

std::optional<int> runMemoryIfAsked(
    const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    if (!arguments.mid(1).contains(QLatin1String(kMemoryOption)))
        return std::nullopt;
    const auto parsed = parseMemory(arguments);
    if (const auto *problem = std::get_if<QString>(&parsed))
        return refuseMemory(err, *problem);
    const MemoryRequest &request = std::get<MemoryRequest>(parsed);

    MemoryInputs inputs;
    inputs.settings = request.settings;
    inputs.featureMap = request.featureMap.toStdString();
    MemoryPairs pairs;
    if (!request.dataFile.isEmpty()) {
        auto read = readMemoryPairsFile(request.dataFile);
        if (const auto *problem = std::get_if<QString>(&read))
            return refuseMemory(
                err, QStringLiteral("--data %1: %2").arg(request.dataFile, *problem));
        pairs = std::get<MemoryPairs>(std::move(read));
        if (pairs.keys.size() * request.settings.passes > kMaxMemoryWrites)
            return refuseMemory(err,
                QStringLiteral("--passes: %1 passes over %2 pairs are more than "
                               "%3 writes")
                    .arg(request.settings.passes)
                    .arg(pairs.keys.size())
                    .arg(kMaxMemoryWrites));
        inputs.source = "data";
        inputs.dataFile = request.dataFile.toStdString();
    } else {
        const bool orthogonal = request.orthogonal.value_or(false);
        inputs.seed = request.seed.value_or(1);
        pairs = randomMemoryPairs(
            request.pairs.value_or(4), request.dimension.value_or(2), *inputs.seed, orthogonal);
        inputs.source = orthogonal ? "orthogonal" : "random";
    }

    // The map was checked against memoryFeatureMapIds() when the options were read.
    const MemoryFeatures features = *memoryFeaturesFor(inputs.featureMap);
    MemoryResult result;
    try {
        result = computeMemory(pairs, features, request.settings);
    } catch (const std::exception &error) {
        // FAVOR+ refuses keys whose rows would overflow its exponentials.
        return refuseMemory(err,
            QStringLiteral("--feature-map %1: %2")
                .arg(request.featureMap, QString::fromUtf8(error.what())));
    }
    const QByteArray bytes = QByteArray::fromStdString(request.format == QLatin1String("csv")
            ? memoryCsv(pairs, result, inputs)
            : request.format == QLatin1String("ipynb") ? exportMemoryNotebook(pairs, result, inputs,
                  [](const Text &text) { return CoreTexts::translated(text).toStdString(); })
                                                       : memoryJson(pairs, result, inputs));
    if (request.output.isEmpty()) {
        out << QString::fromUtf8(bytes);
        out.flush();
        return 0;
    }
    if (const QString error = saveAtomically(request.output, bytes); !error.isEmpty())
        return refuseMemory(
            err, QStringLiteral("-o %1: cannot write: %2").arg(request.output, error));
    return 0;
}

} // namespace linattn
