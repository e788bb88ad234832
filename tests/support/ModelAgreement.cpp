// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelAgreement.h"

#include "Catalog.h"
#include "Text.h"
#include "VariantCompare.h"
#include "derivation.h"
#include "number_format.h"

#include <QAbstractItemModel>
#include <QPointF>
#include <QStringList>
#include <QTest>

#include <cmath>
#include <optional>
#include <span>
#include <vector>

namespace linattn::test {

namespace {

QStringList sortedKeys(QStringList keys)
{
    keys.sort();
    return keys;
}

bool within(double x, double min, double max)
{
    return x >= min && x <= max;
}

// Empty when `segments`, a list of point lists, is the series `values` (one
// per prefix 1…n, empty where Unavailable) broken at its gaps; otherwise
// what is wrong. Checked by what the segments must be, not built again the
// way ChartData builds them: read in order, their points are exactly the
// points (t, value) of the prefixes with a value; no segment is empty; inside
// a segment the prefixes follow one another; between two segments at least
// one prefix is missing.
QString segmentsProblem(const QVariant &segments, std::span<const std::optional<double>> values)
{
    if (segments.typeId() != QMetaType::QVariantList)
        return QStringLiteral("not a list: %1").arg(describe(segments));
    QVariantList points;
    double previous = 0;
    const QVariantList list = segments.toList();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list[i].typeId() != QMetaType::QVariantList || list[i].toList().isEmpty())
            return QStringLiteral("segment %1 is not a list of points: %2")
                .arg(i)
                .arg(describe(list[i]));
        const QVariantList segment = list[i].toList();
        for (qsizetype j = 0; j < segment.size(); ++j) {
            const double prefix = segment[j].toPointF().x();
            if (!points.isEmpty()) {
                if (j > 0 && prefix != previous + 1)
                    return QStringLiteral("segment %1: prefix %2 follows %3, not the next one")
                        .arg(i)
                        .arg(fullPrecision(prefix), fullPrecision(previous));
                if (j == 0 && prefix <= previous + 1)
                    return QStringLiteral("segment %1 starts at prefix %2, no gap after %3")
                        .arg(i)
                        .arg(fullPrecision(prefix), fullPrecision(previous));
            }
            previous = prefix;
            points.append(segment[j]);
        }
    }
    QVariantList expected;
    for (std::size_t t = 0; t < values.size(); ++t)
        if (values[t])
            expected.append(pointOf(static_cast<double>(t + 1), *values[t]));
    return exactMismatch(QVariant(points), QVariant(expected), QStringLiteral("their points"));
}

// A value-shaped field as the model's property holds it: the number for scalar values, the list
// of coordinates otherwise; nothing for Unavailable.
QVariant valueOf(std::span<const double> value)
{
    return value.size() == 1 ? QVariant(value[0]) : listOf(value);
}

QVariant availableValueOf(const std::optional<InlineVector> &value)
{
    return value ? valueOf(*value) : QVariant();
}

// Its text: "0.4762", or "[0.4762, 0.5238]" for several coordinates, each rounded as a number.
QString valueText(std::span<const double> value)
{
    if (value.size() == 1)
        return fromStd(formatRounded(value[0]));
    QStringList coordinates;
    for (double x : value)
        coordinates << fromStd(formatRounded(x));
    return u'[' + coordinates.join(QStringLiteral(", ")) + u']';
}

QString availableValueText(const std::optional<InlineVector> &value)
{
    return value ? valueText(*value) : QStringLiteral("Unavailable");
}

// S (m × d_v, row by row): a vector for scalar values, "[[2, 0], [1, 0]]" otherwise.
QString matrixText(std::span<const double> matrix, std::size_t columns)
{
    if (columns == 1)
        return fromStd(formatVector(matrix));
    QStringList rows;
    const std::size_t rowCount = matrix.size() / columns;
    for (std::size_t row = 0; row < rowCount; ++row)
        rows << valueText(matrix.subspan(row * columns, columns));
    // FAVOR+'s m rows: the first three and the last, as a long vector.
    if (rowCount > 5)
        return QStringLiteral("[%1, %2, %3, …, %4] (%5 entries)")
            .arg(rows[0], rows[1], rows[2], rows.last())
            .arg(rowCount);
    return u'[' + rows.join(QStringLiteral(", ")) + u']';
}

// Coordinate c of a value, or nothing where it is Unavailable.
std::optional<double> coordinateOf(const std::optional<InlineVector> &value, std::size_t c)
{
    return value ? std::optional<double>((*value)[c]) : std::nullopt;
}

// A shown number through the meta-object, as QML reads it.
Quantity quantity(const AttentionModel &model, const char *name)
{
    return model.property(name).value<Quantity>();
}

} // namespace

void verifyProperties(const AttentionModel &model, const CoreState &core)
{
    const StepRecord &step = core.step();
    QCOMPARE(model.property("presetId").toString(), fromStd(core.preset->id));
    QCOMPARE(model.property("presetIndex").toInt(), presetIndexOf(fromStd(core.preset->id)));
    QCOMPARE(model.property("presetTitle").toString(), fromStd(core.preset->title));
    QCOMPARE(model.property("presetDescription").toString(), fromStd(core.preset->description));
    QCOMPARE(model.property("featureMapId").toString(), fromStd(core.map->id()));
    QCOMPARE(model.property("featureMapIndex").toInt(), featureMapIndexOf(fromStd(core.map->id())));
    QCOMPARE(model.property("featureMapTitle").toString(), fromStd(core.map->title()));
    QCOMPARE(model.property("featureMapDescription").toString(), fromStd(core.map->description()));
    QCOMPARE(model.property("prefix").toInt(), core.prefix);
    QCOMPARE(model.property("keyCount").toInt(), core.keyCount());
    QCOMPARE(model.property("errorMessage").toString(), QString());

    VERIFY_EXACT(quantity(model, "query").value, listOf(core.atPrefix.query), "query");
    VERIFY_EXACT(quantity(model, "phiQuery").value, listOf(core.atPrefix.phiQuery), "phiQuery");
    VERIFY_EXACT(quantity(model, "s").value, listOf(step.S), "s");
    VERIFY_EXACT(quantity(model, "z").value, listOf(step.Z), "z");
    VERIFY_EXACT(quantity(model, "numerator").value, valueOf(step.numerator), "numerator");
    VERIFY_EXACT(quantity(model, "denominator").value, QVariant(step.denominator), "denominator");
    VERIFY_EXACT(model.property("available"), QVariant(step.available()), "available");
    VERIFY_EXACT(quantity(model, "output").value, availableValueOf(step.output), "output");
    VERIFY_EXACT(quantity(model, "reference").value, availableValueOf(step.reference), "reference");
    VERIFY_EXACT(quantity(model, "difference").value, optionalOf(step.difference), "difference");
    VERIFY_EXACT(quantity(model, "softmax").value, valueOf(step.softmax), "softmax");

    // Unavailable means exactly a zero denominator, and only then.
    QCOMPARE(model.property("available").toBool(), quantity(model, "denominator").number() != 0.0);
    QCOMPARE(!quantity(model, "output").isNull(), model.property("available").toBool());
}

void verifyTexts(const AttentionModel &model, const CoreState &core)
{
    const StepRecord &step = core.step();
    const auto text = [&model](const char *name) { return quantity(model, name).text; };
    QCOMPARE(text("query"), fromStd(formatVector(core.atPrefix.query)));
    QCOMPARE(text("phiQuery"), fromStd(formatVector(core.atPrefix.phiQuery)));
    QCOMPARE(text("s"), matrixText(step.S, core.full.valueDimension));
    QCOMPARE(text("z"), fromStd(formatVector(step.Z)));
    QCOMPARE(text("numerator"), valueText(step.numerator));
    QCOMPARE(text("denominator"), fromStd(formatRounded(step.denominator)));
    QCOMPARE(text("output"), availableValueText(step.output));
    QCOMPARE(text("reference"), availableValueText(step.reference));
    QCOMPARE(text("softmax"), valueText(step.softmax));
    QCOMPARE(text("difference"), fromStd(formatRounded(step.difference)));
    if (!step.output)
        QCOMPARE(text("output"), QStringLiteral("Unavailable"));
    if (!step.difference)
        QCOMPARE(text("difference"), QStringLiteral("Unavailable"));
}

void verifyStepTable(const AttentionModel &model, const CoreState &core)
{
    auto *table
        = qobject_cast<QAbstractItemModel *>(model.property("stepTable").value<QObject *>());
    QVERIFY(table);
    const int n = core.keyCount();
    QCOMPARE(table->rowCount(), n);
    QCOMPARE(table->columnCount(), 13);
    QCOMPARE(table->property("currentRow").toInt(), core.prefix - 1);

    const int displayRole = roleNamed(*table, "display");
    const int currentRole = roleNamed(*table, "current");
    const int unavailableRole = roleNamed(*table, "unavailable");
    QCOMPARE(displayRole, int(Qt::DisplayRole));
    QVERIFY(currentRole >= 0);
    QVERIFY(unavailableRole >= 0);

    const QString unavailable = QStringLiteral("Unavailable");
    for (int row = 0; row < n; ++row) {
        const StepRecord &step = core.full.steps[static_cast<std::size_t>(row)];
        // In the column order of the header: t, k, v, φ(k), score, S, Z,
        // numerator, denominator, output, reference, softmax, |difference|; row t is token t
        // (prefix t + 1), numbered from 0.
        const QStringList expectedTexts {
            QString::number(row),
            fromStd(formatVector(step.key)),
            valueText(step.value),
            fromStd(formatVector(step.phiKey)),
            fromStd(formatRounded(step.score)),
            matrixText(step.S, core.full.valueDimension),
            fromStd(formatVector(step.Z)),
            valueText(step.numerator),
            fromStd(formatRounded(step.denominator)),
            availableValueText(step.output),
            availableValueText(step.reference),
            valueText(step.softmax),
            fromStd(formatRounded(step.difference)),
        };
        const std::vector<bool> expectedUnavailable {false, false, false, false, false, false,
            false, false, false, !step.output.has_value(), !step.reference.has_value(), false,
            !step.difference.has_value()};
        for (int column = 0; column < 13; ++column) {
            const QModelIndex cell = table->index(row, column);
            const QString where = QStringLiteral("row %1 column %2").arg(row).arg(column);
            const QString display = table->data(cell, displayRole).toString();
            QVERIFY2(display == expectedTexts[column],
                qPrintable(QStringLiteral("%1: '%2', expected '%3'")
                               .arg(where, display, expectedTexts[column])));
            QVERIFY2(table->data(cell, currentRole).toBool() == (row == core.prefix - 1),
                qPrintable(where + QStringLiteral(": current role")));
            const bool cellUnavailable = table->data(cell, unavailableRole).toBool();
            QVERIFY2(cellUnavailable == expectedUnavailable[static_cast<std::size_t>(column)],
                qPrintable(where + QStringLiteral(": unavailable role")));
            QVERIFY2(cellUnavailable == (display == unavailable),
                qPrintable(where + QStringLiteral(": unavailable role vs text '%1'").arg(display)));
        }
    }
}

void verifyDerivation(const AttentionModel &model, const CoreState &core)
{
    const StepRecord &step = core.step();
    const std::vector<WrittenLine> expected = writtenEnglish(
        buildDerivation(core.atPrefix, *core.map, static_cast<std::size_t>(core.prefix)));
    DerivationModel *derivation = model.property("derivation").value<DerivationModel *>();
    QVERIFY(derivation);
    QCOMPARE(derivation->rowCount(), static_cast<int>(expected.size()));
    QCOMPARE(derivation->property("count").toInt(), static_cast<int>(expected.size()));
    const int unavailableRole = roleNamed(*derivation, "unavailable");
    QVERIFY(unavailableRole >= 0);
    for (int row = 0; row < derivation->rowCount(); ++row) {
        const WrittenLine &line = expected[static_cast<std::size_t>(row)];
        QCOMPARE(derivationRole(*derivation, row, "lineId"), fromStd(line.id));
        QCOMPARE(derivationRole(*derivation, row, "label"), fromStd(line.label));
        // The same text, but "|output − reference|" does not break at its spaces.
        const QString formula = derivationRole(*derivation, row, "formula");
        QCOMPARE(QString(formula).replace(QChar(0x00A0), QLatin1Char(' ')), fromStd(line.formula));
        if (line.formula.find("|output − reference|") != std::string::npos)
            QVERIFY2(formula.contains(QStringLiteral("|output\u00A0−\u00A0reference|")),
                qPrintable(formula));
        QCOMPARE(derivationRole(*derivation, row, "result"), fromStd(line.result));
        QCOMPARE(derivation->data(derivation->index(row, 0), unavailableRole).toBool(),
            line.unavailable);
    }
    QVERIFY(derivation->rowOf(QStringLiteral("denominator")) >= 0);
    QVERIFY(derivation->rowOf(QStringLiteral("output")) >= 0);
    QCOMPARE(derivation->resultOf(QStringLiteral("denominator")),
        model.property("denominator").value<Quantity>().text);
    QCOMPARE(derivation->resultOf(QStringLiteral("numerator")),
        model.property("numerator").value<Quantity>().text);
    QCOMPARE(derivation->resultOf(QStringLiteral("output")),
        model.property("output").value<Quantity>().text);
    QCOMPARE(derivation->rowOf(QStringLiteral("why-unavailable")) >= 0, !step.available());
}

void verifyPlaneChart(const AttentionModel &model, const CoreState &core)
{
    const QVariantMap plane = model.property("planeChart").toMap();
    // φ has a place on the plane only when it gives two features (not FAVOR+'s m).
    const bool planar = core.atPrefix.phiQuery.size() == 2;
    QStringList keys {"query", "includedKeys", "excludedKeys", "phiKeys", "phiShown", "xMin",
        "xMax", "yMin", "yMax", "xTick", "yTick",
        // What the legend reads to a screen reader.
        "querySummary", "includedSummary", "excludedSummary", "phiQuerySummary", "phiKeysSummary"};
    if (planar)
        keys << "phiQuery";
    QCOMPARE(plane.keys(), sortedKeys(keys));
    QCOMPARE(plane.value("phiShown").toBool(), planar);
    // From the data and the map, not from the step table the chart is made
    // of: the first `prefix` keys are included, the rest are not yet, and
    // φ(k) is the map applied to an included key.
    QVariantList included, excluded, phiKeys;
    const std::vector<Vector> &dataKeys = core.preset->data.keys;
    for (int i = 0; i < core.keyCount(); ++i) {
        const Vector &key = dataKeys[static_cast<std::size_t>(i)];
        (i < core.prefix ? included : excluded).append(pointOf(key[0], key[1]));
        if (planar && i < core.prefix) {
            const InlineVector phi = core.map->apply(key);
            phiKeys.append(pointOf(phi[0], phi[1]));
        }
    }
    QCOMPARE(plane.value("includedKeys").toList().size(), core.prefix);
    QCOMPARE(plane.value("excludedKeys").toList().size(), core.keyCount() - core.prefix);
    VERIFY_EXACT(plane.value("includedKeys"), QVariant(included), "includedKeys");
    VERIFY_EXACT(plane.value("excludedKeys"), QVariant(excluded), "excludedKeys");
    VERIFY_EXACT(plane.value("phiKeys"), QVariant(phiKeys), "phiKeys");
    VERIFY_EXACT(
        plane.value("query"), pointOf(core.atPrefix.query[0], core.atPrefix.query[1]), "query");
    if (planar)
        VERIFY_EXACT(plane.value("phiQuery"),
            pointOf(core.atPrefix.phiQuery[0], core.atPrefix.phiQuery[1]), "phiQuery");

    const double xMin = plane.value("xMin").toDouble(), xMax = plane.value("xMax").toDouble();
    const double yMin = plane.value("yMin").toDouble(), yMax = plane.value("yMax").toDouble();
    QVERIFY(xMin < xMax);
    QVERIFY(yMin < yMax);
    QVERIFY(plane.value("xTick").toDouble() > 0);
    QVERIFY(plane.value("yTick").toDouble() > 0);
    QVariantList plotted = included + excluded + phiKeys;
    plotted << plane.value("query") << pointOf(0, 0);
    if (planar)
        plotted << plane.value("phiQuery");
    for (const QVariant &p : plotted) {
        const QPointF point = p.toPointF();
        QVERIFY2(within(point.x(), xMin, xMax) && within(point.y(), yMin, yMax),
            qPrintable(QStringLiteral("%1 outside [%2, %3] × [%4, %5]")
                           .arg(describe(p), fullPrecision(xMin), fullPrecision(xMax),
                               fullPrecision(yMin), fullPrecision(yMax))));
    }
}

void verifyWeightsChart(const AttentionModel &model, const CoreState &core)
{
    const QVariantMap weights = model.property("weightsChart").toMap();
    QCOMPARE(weights.keys(),
        sortedKeys({"categories", "linear", "linearAvailable", "softmax", "yMin", "yMax", "yTick",
            "linearSummary", "softmaxSummary"}));
    QStringList categories;
    for (int i = 0; i < core.prefix; ++i)
        categories << fromStd(subscripted("k", static_cast<std::size_t>(i)));
    QCOMPARE(weights.value("categories").toStringList(), categories);
    QCOMPARE(weights.value("categories").toStringList().value(0), QStringLiteral("k₀"));

    const double yMin = weights.value("yMin").toDouble(), yMax = weights.value("yMax").toDouble();
    const auto verifyDistribution = [&](const QVariantList &values, const char *what) {
        QCOMPARE(values.size(), core.prefix);
        double sum = 0;
        for (const QVariant &w : values) {
            QVERIFY2(within(w.toDouble(), yMin, yMax), what);
            sum += w.toDouble();
        }
        QVERIFY2(std::abs(sum - 1.0) <= 1e-12,
            qPrintable(
                QStringLiteral("%1 sums to %2").arg(QLatin1String(what), fullPrecision(sum))));
    };

    const std::vector<double> softmax
        = softmaxWeights(core.atPrefix, static_cast<std::size_t>(core.prefix));
    VERIFY_EXACT(weights.value("softmax"), listOf(softmax), "softmax");
    verifyDistribution(weights.value("softmax").toList(), "softmax");
    if (QTest::currentTestFailed())
        return;

    const bool available = core.step().available();
    QCOMPARE(weights.value("linearAvailable").toBool(), available);
    QCOMPARE(weights.value("linear").toList().isEmpty(), !available);
    if (available) {
        const auto linear = linearWeights(core.atPrefix, static_cast<std::size_t>(core.prefix));
        QVERIFY(linear.has_value());
        VERIFY_EXACT(weights.value("linear"), listOf(*linear), "linear");
        verifyDistribution(weights.value("linear").toList(), "linear");
    }
}

// One coordinate's lines of the output chart (the chart's own keys for coordinate 0, an entry of
// "coordinates" for the others) against the step records.
void verifyCoordinateLines(const QVariantMap &lines, const CoreState &core, std::size_t c)
{
    const int n = core.keyCount();
    // Never a point at an Unavailable prefix: a gap, never a drop to 0.
    for (const QVariant &segment : lines.value("linearSegments").toList())
        for (const QVariant &p : segment.toList()) {
            const int prefix = qRound(p.toPointF().x());
            QVERIFY2(prefix >= 1 && prefix <= n, qPrintable(describe(p)));
            QVERIFY2(core.full.steps[static_cast<std::size_t>(prefix - 1)].available(),
                qPrintable(
                    QStringLiteral("linear point %1 at an Unavailable prefix").arg(describe(p))));
        }
    std::vector<std::optional<double>> outputs, references;
    for (const StepRecord &s : core.full.steps) {
        outputs.push_back(coordinateOf(s.output, c));
        references.push_back(coordinateOf(s.reference, c));
    }
    const QString linearProblem = segmentsProblem(lines.value("linearSegments"), outputs);
    QVERIFY2(
        linearProblem.isEmpty(), qPrintable(QStringLiteral("linearSegments: ") + linearProblem));
    const QString referenceProblem = segmentsProblem(lines.value("referenceSegments"), references);
    QVERIFY2(referenceProblem.isEmpty(),
        qPrintable(QStringLiteral("referenceSegments: ") + referenceProblem));

    QVariantList softmax;
    for (const StepRecord &step : core.full.steps)
        softmax.append(pointOf(static_cast<double>(step.prefix), step.softmax[c]));
    VERIFY_EXACT(lines.value("softmax"), QVariant(softmax), "softmax");
}

void verifyOutputChart(const AttentionModel &model, const CoreState &core)
{
    const QVariantMap chart = model.property("outputChart").toMap();
    QCOMPARE(chart.keys(),
        sortedKeys({"linearSegments", "referenceSegments", "softmax", "unavailable", "currentLine",
            "currentPoint", "currentPoints", "xMin", "xMax", "yMin", "yMax", "xTick", "yTick",
            "linearSummary", "referenceSummary", "softmaxSummary", "unavailableSummary",
            "currentSummary", "coordinates", "coordinateCount", "firstLabel"}));
    const double xMin = chart.value("xMin").toDouble(), xMax = chart.value("xMax").toDouble();
    const double yMin = chart.value("yMin").toDouble(), yMax = chart.value("yMax").toDouble();
    const int n = core.keyCount();
    QVERIFY(xMin < 1 && xMax > n);
    QVERIFY(yMin < yMax);

    // Values of d_v coordinates: one set of lines each, the first in the chart's own keys.
    const std::size_t dv = core.full.valueDimension;
    QCOMPARE(chart.value("coordinateCount").toInt(), int(dv));
    QCOMPARE(
        chart.value("firstLabel").toString(), dv == 1 ? QString() : QStringLiteral("coordinate 1"));
    verifyCoordinateLines(chart, core, 0);
    const QVariantList further = chart.value("coordinates").toList();
    QCOMPARE(std::size_t(further.size()), dv - 1);
    for (std::size_t c = 1; c < dv; ++c) {
        const QVariantMap lines = further.at(qsizetype(c - 1)).toMap();
        QCOMPARE(lines.value("label").toString(), QStringLiteral("coordinate %1").arg(c + 1));
        verifyCoordinateLines(lines, core, c);
        if (QTest::currentTestFailed())
            return;
    }

    QVariantList unavailable;
    for (const StepRecord &step : core.full.steps)
        if (!step.available())
            unavailable.append(pointOf(static_cast<double>(step.prefix), yMin));
    // One marker per Unavailable prefix, on the bottom edge.
    VERIFY_EXACT(chart.value("unavailable"), QVariant(unavailable), "unavailable");

    VERIFY_EXACT(chart.value("currentLine"),
        QVariant(QVariantList {pointOf(core.prefix, yMin), pointOf(core.prefix, yMax)}),
        "currentLine");
    const StepRecord &step = core.step();
    VERIFY_EXACT(chart.value("currentPoint"),
        step.output ? pointOf(core.prefix, (*step.output)[0]) : QVariant(), "currentPoint");
    QVariantList currentPoints;
    if (step.output)
        for (double y : *step.output)
            currentPoints.append(pointOf(core.prefix, y));
    VERIFY_EXACT(chart.value("currentPoints"), QVariant(currentPoints), "currentPoints");

    // Every line of every coordinate inside the plot.
    for (const StepRecord &s : core.full.steps)
        for (std::size_t c = 0; c < dv; ++c)
            for (const std::optional<double> &y : {coordinateOf(s.output, c),
                     coordinateOf(s.reference, c), std::optional<double>(s.softmax[c])})
                if (y)
                    QVERIFY2(within(*y, yMin, yMax),
                        qPrintable(QStringLiteral("%1 at prefix %2 outside [%3, %4]")
                                       .arg(fullPrecision(*y))
                                       .arg(s.prefix)
                                       .arg(fullPrecision(yMin), fullPrecision(yMax))));
}

} // namespace linattn::test
