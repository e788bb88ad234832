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

// Drawn at the token's number, from 0 (shownTokenIndex).
std::size_t tokenOf(const TokenRecord &record)
{
    return shownTokenIndex(record.token);
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

QVariantMap weights(const StepTable &table, int prefix)
{
    const auto count = static_cast<std::size_t>(prefix);
    QStringList categories;
    for (std::size_t i = 0; i < count; ++i)
        categories << QString::fromStdString(subscripted("k", i));
    QVariantList linear, softmax;
    const auto &linearValues = linearWeights(table, count);
    if (linearValues)
        for (double w : *linearValues)
            linear.append(w);
    const std::vector<double> &softmaxValues = softmaxWeights(table, count);
    for (double w : softmaxValues)
        softmax.append(w);

    QVariantMap map;
    QStringList linearText, softmaxText;
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

namespace {

// Coordinate c of a value-shaped number (the number itself for scalar values).
std::optional<double> coordinate(const std::optional<InlineVector> &value, std::size_t c)
{
    if (!value || c >= value->size())
        return std::nullopt;
    return (*value)[c];
}

double coordinate(const InlineVector &value, std::size_t c)
{
    return c < value.size() ? value[c] : 0.0;
}

// "coordinate 2 of 3: " in front of a summary when values have several coordinates, else nothing.
QString coordinatePrefix(std::size_t valueDimension, std::size_t c)
{
    if (valueDimension <= 1)
        return QString();
    return tr("coordinate %1 of %2: ").arg(c + 1).arg(valueDimension);
}

// The single query's lines of coordinate c: linear attention and the direct reference as segments
// broken at Unavailable prefixes, softmax, and their summaries. Coordinate 0 is written into the
// chart's own keys, the others into "coordinates" (one map each), so that scalar values give the
// chart they always gave.
void addPrefixCoordinateLines(QVariantMap &map, const StepTable &table, std::size_t c)
{
    const QString unavailableWord = tr("Unavailable");
    QVariantList softmax;
    QStringList linearText, referenceText, softmaxText;
    for (const StepRecord &step : table.steps) {
        const QString at = QString::number(step.prefix) + QStringLiteral(": ");
        const auto output = coordinate(step.output, c);
        const auto reference = coordinate(step.reference, c);
        linearText << at + (output ? numberText(*output) : unavailableWord);
        referenceText << at + (reference ? numberText(*reference) : unavailableWord);
        softmaxText << at + numberText(coordinate(step.softmax, c));
        softmax.append(point(static_cast<double>(step.prefix), coordinate(step.softmax, c)));
    }
    const QString prefix = coordinatePrefix(table.valueDimension, c);
    map.insert(QStringLiteral("linearSummary"),
        prefix + tr("linear attention by prefix, %1").arg(linearText.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("referenceSummary"),
        prefix
            + tr("direct reference by prefix, %1").arg(referenceText.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("softmaxSummary"),
        prefix + tr("softmax by prefix, %1").arg(softmaxText.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("linearSegments"),
        segments(
            table.steps, [c](const StepRecord &s) { return coordinate(s.output, c); }, prefixOf));
    map.insert(QStringLiteral("referenceSegments"),
        segments(
            table.steps, [c](const StepRecord &s) { return coordinate(s.reference, c); },
            prefixOf));
    map.insert(QStringLiteral("softmax"), softmax);
}

} // namespace

QVariantMap output(const StepTable &table, int prefix)
{
    const std::size_t dv = std::max<std::size_t>(table.valueDimension, 1);
    std::vector<double> ys;
    for (const StepRecord &step : table.steps)
        for (std::size_t c = 0; c < dv; ++c) {
            if (const auto y = coordinate(step.output, c))
                ys.push_back(*y);
            if (const auto y = coordinate(step.reference, c))
                ys.push_back(*y);
            ys.push_back(coordinate(step.softmax, c));
        }
    const PlotRange y = plotRange(ys);
    const PlotRange x {0.5, static_cast<double>(table.steps.size()) + 0.5, 1.0};

    QVariantList unavailable;
    QStringList unavailableText;
    for (const StepRecord &step : table.steps)
        if (!step.output) {
            unavailable.append(point(static_cast<double>(step.prefix), y.min));
            unavailableText << QString::number(step.prefix);
        }

    QVariantMap map;
    // Each series' value at every prefix, for a screen reader.
    addPrefixCoordinateLines(map, table, 0);
    QVariantList coordinates;
    for (std::size_t c = 1; c < dv; ++c) {
        QVariantMap lines;
        addPrefixCoordinateLines(lines, table, c);
        lines.insert(QStringLiteral("label"), tr("coordinate %1").arg(c + 1));
        coordinates.append(lines);
    }
    map.insert(QStringLiteral("coordinates"), coordinates);
    map.insert(QStringLiteral("coordinateCount"), static_cast<int>(dv));
    map.insert(QStringLiteral("firstLabel"), dv > 1 ? tr("coordinate 1") : QString());

    const StepRecord &current = table.steps.at(static_cast<std::size_t>(prefix - 1));
    map.insert(QStringLiteral("unavailableSummary"),
        unavailableText.isEmpty() ? tr("Unavailable: no prefix")
                                  : tr("Unavailable, the denominator φ(q)·Z is 0, at prefix %1")
                                        .arg(unavailableText.join(QStringLiteral(", "))));
    map.insert(QStringLiteral("currentSummary"),
        tr("current prefix %1: output %2")
            .arg(prefix)
            .arg(current.output
                    ? (dv == 1 ? numberText((*current.output)[0]) : vectorText(*current.output))
                    : tr("Unavailable")));
    map.insert(QStringLiteral("unavailable"), unavailable);
    map.insert(
        QStringLiteral("currentLine"), QVariantList {point(prefix, y.min), point(prefix, y.max)});
    // One ring per coordinate on the current line.
    QVariantList currentPoints;
    if (current.output)
        for (std::size_t c = 0; c < dv; ++c)
            currentPoints.append(point(prefix, (*current.output)[c]));
    map.insert(QStringLiteral("currentPoint"),
        current.output ? point(prefix, (*current.output)[0]) : QVariant());
    map.insert(QStringLiteral("currentPoints"), currentPoints);
    addRange(map, x, y);
    return map;
}

namespace {

// The lines of coordinate c: the three forms as segments broken at Unavailable tokens, softmax,
// and their summaries. Coordinate 0 is written into the chart's own keys, the others into
// "coordinates" (one map each), so that scalar values give the chart they always gave.
void addCoordinateLines(QVariantMap &map, const SequenceTable &table, std::size_t c,
    bool parallelAgrees, bool chunkwiseAgrees)
{
    const QString unavailableWord = tr("Unavailable");
    const auto valueText = [&](const std::optional<double> &value) {
        return value ? numberText(*value) : unavailableWord;
    };
    QVariantList softmax;
    QStringList recurrentText, parallelText, chunkwiseText, softmaxText;
    for (const TokenRecord &record : table.tokens) {
        const QString at = QString::number(tokenOf(record)) + QStringLiteral(": ");
        recurrentText << at + valueText(coordinate(record.recurrent, c));
        if (!parallelAgrees)
            parallelText << at + valueText(coordinate(record.parallel, c));
        if (!chunkwiseAgrees)
            chunkwiseText << at + valueText(coordinate(record.chunkwise, c));
        softmaxText << at + numberText(coordinate(record.softmax, c));
        softmax.append(point(static_cast<double>(tokenOf(record)), coordinate(record.softmax, c)));
    }
    const QString prefix = coordinatePrefix(table.valueDimension, c);
    map.insert(QStringLiteral("recurrentSummary"),
        prefix + tr("recurrent form by token, %1").arg(recurrentText.join(QStringLiteral("; "))));
    const QString largest
        = table.maxDifference ? numberText(*table.maxDifference) : tr("Unavailable");
    map.insert(QStringLiteral("parallelSummary"),
        prefix
            + (parallelAgrees
                    ? tr("parallel form: the recurrent form's values at every token (largest "
                         "difference between the forms %1)")
                          .arg(largest)
                    : tr("parallel form by token, %1")
                          .arg(parallelText.join(QStringLiteral("; ")))));
    map.insert(QStringLiteral("chunkwiseSummary"),
        prefix
            + (chunkwiseAgrees
                    ? tr("chunkwise form: the recurrent form's values at every token (largest "
                         "difference between the forms %1)")
                          .arg(largest)
                    : tr("chunkwise form by token, %1")
                          .arg(chunkwiseText.join(QStringLiteral("; ")))));
    map.insert(QStringLiteral("softmaxSummary"),
        prefix + tr("softmax by token, %1").arg(softmaxText.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("recurrentSegments"),
        segments(
            table.tokens, [c](const TokenRecord &r) { return coordinate(r.recurrent, c); },
            tokenOf));
    map.insert(QStringLiteral("parallelSegments"),
        segments(
            table.tokens, [c](const TokenRecord &r) { return coordinate(r.parallel, c); },
            tokenOf));
    map.insert(QStringLiteral("chunkwiseSegments"),
        segments(
            table.tokens, [c](const TokenRecord &r) { return coordinate(r.chunkwise, c); },
            tokenOf));
    map.insert(QStringLiteral("softmax"), softmax);
}

} // namespace

QVariantMap sequenceOutput(const SequenceTable &table)
{
    const std::size_t dv = std::max<std::size_t>(table.valueDimension, 1);
    std::vector<double> ys;
    for (const TokenRecord &record : table.tokens)
        for (std::size_t c = 0; c < dv; ++c) {
            for (const auto &value : {record.recurrent, record.parallel, record.chunkwise})
                if (const auto y = coordinate(value, c))
                    ys.push_back(*y);
            ys.push_back(coordinate(record.softmax, c));
        }
    const PlotRange y = plotRange(ys);
    // Whole tokens; every one labelled while that stays readable (at most 16 labels).
    const std::size_t tokenCount = table.tokens.size();
    const double tokenTick = tokenCount <= 16 ? 1.0 : tokenCount <= 32 ? 2.0 : 4.0;
    const PlotRange x {-0.5, static_cast<double>(tokenCount) - 0.5, tokenTick};

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

    QVariantMap map;
    addCoordinateLines(map, table, 0, parallelAgrees, chunkwiseAgrees);
    QVariantList coordinates;
    for (std::size_t c = 1; c < dv; ++c) {
        QVariantMap lines;
        addCoordinateLines(lines, table, c, parallelAgrees, chunkwiseAgrees);
        lines.insert(QStringLiteral("label"), tr("coordinate %1").arg(c + 1));
        coordinates.append(lines);
    }
    map.insert(QStringLiteral("coordinates"), coordinates);
    map.insert(QStringLiteral("coordinateCount"), static_cast<int>(dv));
    map.insert(QStringLiteral("firstLabel"), dv > 1 ? tr("coordinate 1") : QString());

    QVariantList unavailable;
    QStringList unavailableText;
    for (const TokenRecord &record : table.tokens)
        if (!record.available()) {
            unavailable.append(point(static_cast<double>(tokenOf(record)), y.min));
            unavailableText << QString::number(tokenOf(record));
        }
    map.insert(QStringLiteral("unavailableSummary"),
        unavailableText.isEmpty() ? tr("Unavailable: no token")
                                  : tr("Unavailable, the denominator φ(qₜ)·Zₜ is 0, at token %1")
                                        .arg(unavailableText.join(QStringLiteral(", "))));
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
    const auto shown = static_cast<double>(tokenOf(current));
    chart.insert(QStringLiteral("currentSummary"),
        tr("selected token %1: output %2")
            .arg(tokenOf(current))
            .arg(!current.recurrent ? tr("Unavailable")
                    : current.recurrent->size() == 1
                    ? numberText((*current.recurrent)[0])
                    : CoreTexts::translated(formatVectorText(*current.recurrent))));
    chart.insert(
        QStringLiteral("currentLine"), QVariantList {point(shown, yMin), point(shown, yMax)});
    // One marker per coordinate of the selected output.
    QVariantList points;
    if (current.recurrent)
        for (double y : *current.recurrent)
            points.append(point(shown, y));
    chart.insert(QStringLiteral("currentPoint"), points.isEmpty() ? QVariant() : points.front());
    chart.insert(QStringLiteral("currentPoints"), points);
}

namespace {

// What a value plane draws: the included values with their labels, the weights of the output's
// row, the output and softmax's average, and the texts that name them.
struct ValuePlaneTerms {
    std::vector<const InlineVector *> values;
    QStringList labels;
    const std::optional<std::vector<double>> *weights = nullptr;
    const std::optional<InlineVector> *output = nullptr;
    const InlineVector *softmax = nullptr;
    // "values of tokens 0 to %1: %2": %1 the last index, %2 the values and their weights.
    QString valuesSummary;
    int lastIndex = 0;
    QString unavailableSummary;
};

QVariantMap valuePlaneOf(const ValuePlaneTerms &terms)
{
    QVariantMap map;
    map.insert(QStringLiteral("shown"), true);
    std::vector<double> xs {0.0};
    std::vector<double> ys {0.0};
    QVariantList values, path;
    QStringList valueTexts;
    const std::optional<std::vector<double>> &weights = *terms.weights;
    for (std::size_t j = 0; j < terms.values.size(); ++j) {
        const InlineVector &value = *terms.values[j];
        values.append(QVariantMap {{QStringLiteral("x"), value[0]}, {QStringLiteral("y"), value[1]},
            {QStringLiteral("label"), terms.labels[static_cast<qsizetype>(j)]}});
        xs.push_back(value[0]);
        ys.push_back(value[1]);
        valueTexts << terms.labels[static_cast<qsizetype>(j)] + QStringLiteral(" = ")
                + vectorText(value)
                + (weights ? tr(" (weight %1)").arg(numberText((*weights)[j])) : QString());
    }
    // The weighted average walked one term at a time: it ends at Σⱼ wⱼvⱼ, the output.
    if (weights) {
        double x = 0.0, y = 0.0;
        path.append(point(x, y));
        for (std::size_t j = 0; j < terms.values.size(); ++j) {
            x += (*weights)[j] * (*terms.values[j])[0];
            y += (*weights)[j] * (*terms.values[j])[1];
            path.append(point(x, y));
            xs.push_back(x);
            ys.push_back(y);
        }
    }
    map.insert(QStringLiteral("values"), values);
    map.insert(QStringLiteral("path"), path);
    const std::optional<InlineVector> &output = *terms.output;
    if (output) {
        map.insert(QStringLiteral("output"), point((*output)[0], (*output)[1]));
        xs.push_back((*output)[0]);
        ys.push_back((*output)[1]);
    } else {
        map.insert(QStringLiteral("output"), QVariant());
    }
    const InlineVector &softmax = *terms.softmax;
    map.insert(QStringLiteral("softmax"), point(softmax[0], softmax[1]));
    xs.push_back(softmax[0]);
    ys.push_back(softmax[1]);

    map.insert(QStringLiteral("valuesSummary"),
        terms.valuesSummary.arg(terms.lastIndex).arg(valueTexts.join(QStringLiteral("; "))));
    map.insert(QStringLiteral("outputSummary"),
        output ? tr("output %1, the weighted average of the values (Σⱼ wⱼvⱼ, drawn one term at a "
                    "time from the origin)")
                     .arg(vectorText(*output))
               : terms.unavailableSummary);
    map.insert(
        QStringLiteral("softmaxSummary"), tr("softmax's average %1").arg(vectorText(softmax)));
    addRange(map, plotRange(xs), plotRange(ys));
    return map;
}

QVariantMap notShown()
{
    return QVariantMap {{QStringLiteral("shown"), false}};
}

} // namespace

QVariantMap valuePlane(const StepTable &table, int prefix)
{
    if (table.valueDimension != 2 || prefix < 1
        || static_cast<std::size_t>(prefix) > table.steps.size())
        return notShown();
    const StepRecord &current = table.steps[static_cast<std::size_t>(prefix - 1)];
    ValuePlaneTerms terms;
    for (std::size_t i = 0; i < current.prefix; ++i) {
        terms.values.push_back(&table.steps[i].value);
        terms.labels << QString::fromStdString(subscripted("v", i));
    }
    terms.weights = &current.weights;
    terms.output = &current.output;
    terms.softmax = &current.softmax;
    terms.valuesSummary = tr("values of keys 0 to %1: %2");
    terms.lastIndex = prefix - 1;
    terms.unavailableSummary
        = tr("output Unavailable: the denominator φ(q)·Z is 0, so there are no weights");
    return valuePlaneOf(terms);
}

QVariantMap sequenceValuePlane(const SequenceTable &table, int token)
{
    if (table.valueDimension != 2 || token < 1
        || static_cast<std::size_t>(token) > table.tokens.size())
        return notShown();
    const TokenRecord &current = table.tokens[static_cast<std::size_t>(token - 1)];
    ValuePlaneTerms terms;
    for (std::size_t j = 0; j < current.token; ++j) {
        terms.values.push_back(&table.tokens[j].value);
        terms.labels << QString::fromStdString(subscripted("v", j));
    }
    terms.weights = &current.weights;
    terms.output = &current.recurrent;
    terms.softmax = &current.softmax;
    terms.valuesSummary = tr("values of tokens 0 to %1: %2");
    terms.lastIndex = static_cast<int>(shownTokenIndex(current.token));
    terms.unavailableSummary
        = tr("output Unavailable: the denominator φ(qₜ)·Zₜ is 0, so there are no weights");
    return valuePlaneOf(terms);
}

} // namespace linattn::ChartData
