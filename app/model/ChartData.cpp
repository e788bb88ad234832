// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartData.h"

#include "CoreTexts.h"
#include "derivation.h"
#include "plot_range.h"

#include "number_format.h"

#include <QCoreApplication>
#include <QPointF>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <optional>

namespace linattn::ChartData {

namespace {

QVariant point(double x, double y)
{
    return QVariant::fromValue(QPointF(x, y));
}

// φ has a place on the plane only when it has two features.
bool planar(const InlineVector &v)
{
    return v.size() == 2;
}

void addRange(QVariantMap &map, const PlotRange &x, const PlotRange &y)
{
    map.insert(QStringLiteral("xMin"), x.min);
    map.insert(QStringLiteral("xMax"), x.max);
    map.insert(QStringLiteral("yMin"), y.min);
    map.insert(QStringLiteral("yMax"), y.max);
    map.insert(QStringLiteral("xTick"), x.step);
    map.insert(QStringLiteral("yTick"), y.step);
}

// Consecutive available values as separate polylines: a gap, never a 0. `xOf` places a record
// on the x axis (its prefix, or its token).
template <typename Record, typename ValueOf, typename XOf>
QVariantList segments(const std::vector<Record> &records, ValueOf valueOf, XOf xOf)
{
    QVariantList all;
    QVariantList current;
    for (const Record &record : records) {
        if (const std::optional<double> value = valueOf(record)) {
            current.append(point(static_cast<double>(xOf(record)), *value));
        } else if (!current.isEmpty()) {
            all.append(QVariant(current));
            current.clear();
        }
    }
    if (!current.isEmpty())
        all.append(QVariant(current));
    return all;
}

std::size_t prefixOf(const StepRecord &step)
{
    return step.prefix;
}

std::size_t tokenOf(const TokenRecord &record)
{
    return record.token;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("linattn::ChartData", text);
}

// A long vector ends in "(64 entries)", in the window's language.
QString vectorText(const InlineVector &v)
{
    return CoreTexts::translated(formatVectorText(std::span<const double>(v)));
}

QString numberText(double x)
{
    return QString::fromStdString(formatRounded(x));
}

// "k₀ = [1, 0], k₁ = [-1, 2]", or "none".
QString namedList(const QStringList &parts)
{
    return parts.isEmpty() ? tr("none") : parts.join(QStringLiteral(", "));
}

} // namespace

QVariantMap plane(const StepTable &table, int prefix)
{
    std::vector<double> xs {table.query[0]};
    std::vector<double> ys {table.query[1]};
    QVariantList included, excluded, phiKeys;
    const bool phiShown = planar(table.phiQuery);
    for (const StepRecord &step : table.steps) {
        const bool isIncluded = static_cast<int>(step.prefix) <= prefix;
        (isIncluded ? included : excluded).append(point(step.key[0], step.key[1]));
        xs.push_back(step.key[0]);
        ys.push_back(step.key[1]);
        if (phiShown) {
            xs.push_back(step.phiKey[0]);
            ys.push_back(step.phiKey[1]);
            if (isIncluded)
                phiKeys.append(point(step.phiKey[0], step.phiKey[1]));
        }
    }
    QVariantMap map;
    map.insert(QStringLiteral("query"), point(table.query[0], table.query[1]));
    map.insert(QStringLiteral("phiShown"), phiShown);
    if (phiShown) {
        xs.push_back(table.phiQuery[0]);
        ys.push_back(table.phiQuery[1]);
        map.insert(QStringLiteral("phiQuery"), point(table.phiQuery[0], table.phiQuery[1]));
    }
    // The axes always show the origin, where ReLU collapses negative points.
    xs.push_back(0);
    ys.push_back(0);
    // What each legend entry stands for, with its points, for a screen reader.
    QStringList includedText, excludedText, phiKeyText;
    for (const StepRecord &step : table.steps) {
        const std::size_t i = step.prefix - 1;
        const QString name = QString::fromStdString(subscripted("k", i));
        const bool isIncluded = static_cast<int>(step.prefix) <= prefix;
        (isIncluded ? includedText : excludedText)
            << name + QStringLiteral(" = ") + vectorText(step.key);
        if (phiShown && isIncluded)
            phiKeyText << QStringLiteral("φ(") + name + QStringLiteral(") = ")
                    + vectorText(step.phiKey);
    }
    map.insert(QStringLiteral("querySummary"), tr("q = %1").arg(vectorText(table.query)));
    map.insert(
        QStringLiteral("includedSummary"), tr("included keys: %1").arg(namedList(includedText)));
    map.insert(
        QStringLiteral("excludedSummary"), tr("not yet included: %1").arg(namedList(excludedText)));
    map.insert(QStringLiteral("phiQuerySummary"),
        phiShown ? tr("φ(q) = %1").arg(vectorText(table.phiQuery)) : QString());
    map.insert(QStringLiteral("phiKeysSummary"),
        phiShown ? tr("φ(k), included: %1").arg(namedList(phiKeyText)) : QString());
    map.insert(QStringLiteral("includedKeys"), included);
    map.insert(QStringLiteral("excludedKeys"), excluded);
    map.insert(QStringLiteral("phiKeys"), phiKeys);
    addRange(map, plotRange(xs), plotRange(ys));
    return map;
}

QVariantMap weights(const AttentionData &data, const StepTable &table, int prefix)
{
    const auto count = static_cast<std::size_t>(prefix);
    QStringList categories;
    for (std::size_t i = 0; i < count; ++i)
        categories << QString::fromStdString(subscripted("k", i));
    QVariantList linear, softmax;
    const auto linearValues = linearWeights(table, count);
    if (linearValues)
        for (double w : *linearValues)
            linear.append(w);
    for (double w : softmaxWeights(data, count))
        softmax.append(w);

    QVariantMap map;
    QStringList linearText, softmaxText;
    const auto softmaxValues = softmaxWeights(data, count);
    for (std::size_t i = 0; i < count; ++i) {
        if (linearValues)
            linearText << categories.at(static_cast<qsizetype>(i)) + QStringLiteral(" ")
                    + numberText((*linearValues)[i]);
        softmaxText << categories.at(static_cast<qsizetype>(i)) + QStringLiteral(" ")
                + numberText(softmaxValues[i]);
    }
    map.insert(QStringLiteral("linearSummary"),
        linearValues ? tr("linear attention: %1").arg(linearText.join(QStringLiteral(", ")))
                     : tr("linear attention: Unavailable, the denominator φ(q)·Z is 0"));
    map.insert(QStringLiteral("softmaxSummary"),
        tr("softmax: %1").arg(softmaxText.join(QStringLiteral(", "))));
    map.insert(QStringLiteral("categories"), categories);
    map.insert(QStringLiteral("linear"), linear);
    map.insert(QStringLiteral("linearAvailable"), linearValues.has_value());
    map.insert(QStringLiteral("softmax"), softmax);
    // Shares of a distribution fit 0…1; a map that is not non-negative
    // (identity) gives shares below 0 or above 1, and the axis widens to hold them.
    std::vector<double> ys {0.0, 1.0};
    bool outside = false;
    if (linearValues)
        for (double w : *linearValues) {
            ys.push_back(w);
            outside = outside || w < 0 || w > 1;
        }
    const PlotRange y = outside ? plotRange(ys) : PlotRange {0.0, 1.0, 0.2};
    map.insert(QStringLiteral("yMin"), y.min);
    map.insert(QStringLiteral("yMax"), y.max);
    map.insert(QStringLiteral("yTick"), y.step);
    return map;
}

QVariantMap output(const StepTable &table, int prefix)
{
    std::vector<double> ys;
    QVariantList softmax;
    for (const StepRecord &step : table.steps) {
        if (step.output)
            ys.push_back(*step.output);
        if (step.reference)
            ys.push_back(*step.reference);
        ys.push_back(step.softmax);
        softmax.append(point(static_cast<double>(step.prefix), step.softmax));
    }
    const PlotRange y = plotRange(ys);
    const PlotRange x {0.5, static_cast<double>(table.steps.size()) + 0.5, 1.0};

    QVariantList unavailable;
    for (const StepRecord &step : table.steps)
        if (!step.output)
            unavailable.append(point(static_cast<double>(step.prefix), y.min));

    const StepRecord &current = table.steps.at(static_cast<std::size_t>(prefix - 1));
    QVariantMap map;
    // Each series' value at every prefix, for a screen reader.
    QStringList linearText, referenceText, softmaxText, unavailableText;
    const QString unavailableWord = tr("Unavailable");
    for (const StepRecord &step : table.steps) {
        const QString at = QString::number(step.prefix) + QStringLiteral(": ");
        linearText << at + (step.output ? numberText(*step.output) : unavailableWord);
        referenceText << at + (step.reference ? numberText(*step.reference) : unavailableWord);
        softmaxText << at + numberText(step.softmax);
        if (!step.output)
            unavailableText << QString::number(step.prefix);
    }
    map.insert(QStringLiteral("linearSummary"),
        tr("linear attention by prefix, %1").arg(linearText.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("referenceSummary"),
        tr("direct reference by prefix, %1").arg(referenceText.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("softmaxSummary"),
        tr("softmax by prefix, %1").arg(softmaxText.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("unavailableSummary"),
        unavailableText.isEmpty() ? tr("Unavailable: no prefix")
                                  : tr("Unavailable, the denominator φ(q)·Z is 0, at prefix %1")
                                        .arg(unavailableText.join(QStringLiteral(", "))));
    map.insert(QStringLiteral("currentSummary"),
        tr("current prefix %1: output %2")
            .arg(prefix)
            .arg(current.output ? numberText(*current.output) : unavailableWord));
    map.insert(QStringLiteral("linearSegments"),
        segments(
            table.steps, [](const StepRecord &s) { return s.output; }, prefixOf));
    map.insert(QStringLiteral("referenceSegments"),
        segments(
            table.steps, [](const StepRecord &s) { return s.reference; }, prefixOf));
    map.insert(QStringLiteral("softmax"), softmax);
    map.insert(QStringLiteral("unavailable"), unavailable);
    map.insert(
        QStringLiteral("currentLine"), QVariantList {point(prefix, y.min), point(prefix, y.max)});
    map.insert(QStringLiteral("currentPoint"),
        current.output ? point(prefix, *current.output) : QVariant());
    addRange(map, x, y);
    return map;
}

namespace {

// The chart draws one coordinate of a value: the output itself for scalar values, the first
// coordinate of a vector (the summaries say so) until the chart has one line per coordinate.
std::optional<double> drawn(const std::optional<InlineVector> &value)
{
    if (!value || value->empty())
        return std::nullopt;
    return (*value)[0];
}

double drawn(const InlineVector &value)
{
    return value.empty() ? 0.0 : value[0];
}

} // namespace

QVariantMap sequenceOutput(const SequenceTable &table)
{
    std::vector<double> ys;
    QVariantList softmax;
    for (const TokenRecord &record : table.tokens) {
        for (const auto &value : {record.recurrent, record.parallel, record.chunkwise})
            if (value)
                ys.push_back(drawn(value).value_or(0.0));
        ys.push_back(drawn(record.softmax));
        softmax.append(point(static_cast<double>(record.token), drawn(record.softmax)));
    }
    const PlotRange y = plotRange(ys);
    // Whole tokens; every one labelled while that stays readable (at most 16 labels).
    const std::size_t tokenCount = table.tokens.size();
    const double tokenTick = tokenCount <= 16 ? 1.0 : tokenCount <= 32 ? 2.0 : 4.0;
    const PlotRange x {0.5, static_cast<double>(tokenCount) + 0.5, tokenTick};

    QVariantList unavailable;
    QStringList recurrentText, parallelText, chunkwiseText, softmaxText, unavailableText;
    const QString unavailableWord = tr("Unavailable");
    const auto valueText = [&](const std::optional<double> &value) {
        return value ? numberText(*value) : unavailableWord;
    };
    // The parallel and chunkwise forms agree with the recurrent one to rounding at every token
    // (their largest difference is the table's maxDifference): then a screen reader hears that
    // once, not 64 equal numbers twice more.
    const auto agrees = [&table](std::optional<InlineVector> TokenRecord::*form) {
        for (const TokenRecord &record : table.tokens) {
            const auto &value = record.*form;
            if (value.has_value() != record.recurrent.has_value())
                return false;
            if (!value)
                continue;
            for (std::size_t c = 0; c < value->size(); ++c)
                if (std::abs((*value)[c] - (*record.recurrent)[c])
                    > 1e-9 * std::max(1.0, std::abs((*record.recurrent)[c])))
                    return false;
        }
        return true;
    };
    const bool parallelAgrees = agrees(&TokenRecord::parallel);
    const bool chunkwiseAgrees = agrees(&TokenRecord::chunkwise);
    for (const TokenRecord &record : table.tokens) {
        const QString at = QString::number(record.token) + QStringLiteral(": ");
        recurrentText << at + valueText(drawn(record.recurrent));
        if (!parallelAgrees)
            parallelText << at + valueText(drawn(record.parallel));
        if (!chunkwiseAgrees)
            chunkwiseText << at + valueText(drawn(record.chunkwise));
        softmaxText << at + numberText(drawn(record.softmax));
        if (!record.available()) {
            unavailable.append(point(static_cast<double>(record.token), y.min));
            unavailableText << QString::number(record.token);
        }
    }
    QVariantMap map;
    map.insert(QStringLiteral("recurrentSummary"),
        (table.valueDimension > 1 ? tr("first coordinate of %1: ").arg(table.valueDimension)
                                  : QString())
            + tr("recurrent form by token, %1").arg(recurrentText.join(QStringLiteral("; "))));
    const QString largest
        = table.maxDifference ? numberText(*table.maxDifference) : tr("Unavailable");
    map.insert(QStringLiteral("parallelSummary"),
        parallelAgrees
            ? tr("parallel form: the recurrent form's values at every token (largest difference "
                 "between the forms %1)")
                  .arg(largest)
            : tr("parallel form by token, %1").arg(parallelText.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("chunkwiseSummary"),
        chunkwiseAgrees
            ? tr("chunkwise form: the recurrent form's values at every token (largest difference "
                 "between the forms %1)")
                  .arg(largest)
            : tr("chunkwise form by token, %1").arg(chunkwiseText.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("softmaxSummary"),
        tr("softmax by token, %1").arg(softmaxText.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("unavailableSummary"),
        unavailableText.isEmpty() ? tr("Unavailable: no token")
                                  : tr("Unavailable, the denominator φ(qₜ)·Zₜ is 0, at token %1")
                                        .arg(unavailableText.join(QStringLiteral(", "))));
    map.insert(QStringLiteral("recurrentSegments"),
        segments(
            table.tokens, [](const TokenRecord &r) { return drawn(r.recurrent); }, tokenOf));
    map.insert(QStringLiteral("parallelSegments"),
        segments(
            table.tokens, [](const TokenRecord &r) { return drawn(r.parallel); }, tokenOf));
    map.insert(QStringLiteral("chunkwiseSegments"),
        segments(
            table.tokens, [](const TokenRecord &r) { return drawn(r.chunkwise); }, tokenOf));
    map.insert(QStringLiteral("softmax"), softmax);
    map.insert(QStringLiteral("unavailable"), unavailable);
    addRange(map, x, y);
    return map;
}

void selectToken(QVariantMap &chart, const SequenceTable &table, int token)
{
    // Guarded at the source: a token outside the table selects nothing.
    if (token < 1 || static_cast<std::size_t>(token) > table.tokens.size())
        return;
    const TokenRecord &current = table.tokens[static_cast<std::size_t>(token - 1)];
    const double yMin = chart.value(QStringLiteral("yMin")).toDouble();
    const double yMax = chart.value(QStringLiteral("yMax")).toDouble();
    chart.insert(QStringLiteral("currentSummary"),
        tr("selected token %1: output %2")
            .arg(token)
            .arg(!current.recurrent ? tr("Unavailable")
                    : current.recurrent->size() == 1
                    ? numberText((*current.recurrent)[0])
                    : CoreTexts::translated(formatVectorText(*current.recurrent))));
    chart.insert(
        QStringLiteral("currentLine"), QVariantList {point(token, yMin), point(token, yMax)});
    chart.insert(QStringLiteral("currentPoint"),
        current.recurrent ? point(token, *drawn(current.recurrent)) : QVariant());
}

} // namespace linattn::ChartData
