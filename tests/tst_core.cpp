// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the computation core against an independent computation written
// here: φ by its own formulas, the direct O(n²) form, S and Z summed from
// scratch for every prefix, and softmax in two passes. Nothing in the
// expected values calls the core's feature maps, dot() or reference. The one
// thing taken from the core is FAVOR+'s random matrix W (favorRows()), which
// tst_feature_maps checks against its own generator; φ(x) = exp(Wx − ‖x‖²/2)/√m
// is computed here.

#include "ProblemCatalog.h"
#include "ScalarValue.h"
#include "Text.h"
#include "attention_data.h"
#include "derivation.h"
#include "feature_map.h"
#include "lesson.h"
#include "random_features.h"
#include "step_table.h"

#include <QString>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <functional>
#include <limits>
#include <optional>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

using linattn::AttentionData;
using linattn::FeatureMap;
using linattn::scalarValues;
using linattn::StepRecord;
using linattn::StepTable;
using linattn::Vector;
using linattn::test::fromStd;

Q_DECLARE_METATYPE(linattn::AttentionData)

namespace {

// ---------------------------------------------------------------------------
// The independent computation.

// φ applied to a whole vector.
using Phi = std::function<Vector(const Vector &)>;

double independentElu1(double x)
{
    return x > 0 ? x + 1 : std::exp(x);
}

double independentRelu(double x)
{
    return x > 0 ? x : 0.0;
}

double independentSoftplus(double x)
{
    // max(x, 0) + log(1 + e^−|x|): never exponentiates a positive number.
    return std::max(x, 0.0) + std::log1p(std::exp(-std::fabs(x)));
}

double independentIdentity(double x)
{
    return x;
}

// FAVOR+ with the registered map's settings, on the core's rows W.
Phi independentFavor()
{
    return [](const Vector &x) {
        const std::size_t d = x.size();
        const linattn::FavorSettings settings; // the defaults featureMaps() lists
        const std::vector<double> w = linattn::favorRows(settings, d);
        double squaredNorm = 0;
        for (double c : x)
            squaredNorm += c * c;
        Vector features;
        for (std::size_t j = 0; j < settings.features; ++j) {
            double projection = 0;
            for (std::size_t c = 0; c < d; ++c)
                projection += w[j * d + c] * x[c];
            features.push_back(std::exp(projection - squaredNorm * 0.5)
                / std::sqrt(static_cast<double>(settings.features)));
        }
        return features;
    };
}

Phi elementwise(double (*formula)(double))
{
    return [formula](const Vector &x) {
        Vector features;
        for (double coordinate : x)
            features.push_back(formula(coordinate));
        return features;
    };
}

// The test's own formula for a built-in map; empty for a map the test does
// not know yet (then the data-driven test fails and asks for one).
Phi independentPhi(std::string_view mapId)
{
    if (mapId == "elu1")
        return elementwise(independentElu1);
    if (mapId == "relu")
        return elementwise(independentRelu);
    if (mapId == "identity")
        return elementwise(independentIdentity);
    if (mapId == "softplus")
        return elementwise(independentSoftplus);
    if (mapId == "favor")
        return independentFavor();
    return {};
}

// Value-shaped fields have d_v coordinates; S is m × d_v, entry (f, c) at f·d_v + c.
struct IndependentStep {
    Vector phiQuery;
    Vector phiKey;
    double score = 0; // φ(q)·φ(kₜ₋₁)
    Vector S;
    Vector Z;
    Vector SScale; // Σ |φ(kᵢ)||vᵢ|: the size of the terms S adds up, for the tolerance
    Vector numerator;
    Vector numeratorScale; // Σ |φ(q)| SScale, per coordinate
    double denominator = 0;
    std::optional<Vector> output;
    std::optional<Vector> reference;
    Vector softmax;
    double valueScale = 0; // max |vᵢ| over every coordinate: output, reference and softmax
                           // average the vᵢ
    std::optional<std::vector<double>> weights; // φ(q)·φ(kᵢ) / Σⱼ φ(q)·φ(kⱼ); empty when Σ = 0
    std::vector<double> weightScales; // |φ(q)|·|φ(kᵢ)| / |Σⱼ φ(q)·φ(kⱼ)|, for the tolerance
    std::vector<double> softmaxWeights;
};

// Step t (1-based) computed from scratch: keys k₀…kₜ₋₁ only, every coordinate of the values on
// its own.
IndependentStep independentStep(const AttentionData &data, const Phi &phi, std::size_t t)
{
    IndependentStep step;
    step.phiQuery = phi(data.query);
    const std::size_t features = step.phiQuery.size();
    const std::size_t dv = data.values.front().size();
    step.S.assign(features * dv, 0.0);
    step.SScale.assign(features * dv, 0.0);
    step.Z.assign(features, 0.0);
    step.numerator.assign(dv, 0.0);
    step.numeratorScale.assign(dv, 0.0);

    Vector directNumerator(dv, 0.0);
    double directDenominator = 0;
    std::vector<double> scores, scoreScales;
    for (std::size_t i = 0; i < t; ++i) {
        const Vector phiKey = phi(data.keys[i]);
        const Vector &value = data.values[i];
        double score = 0, scoreScale = 0;
        for (std::size_t f = 0; f < features; ++f) {
            score += step.phiQuery[f] * phiKey[f];
            scoreScale += std::fabs(step.phiQuery[f] * phiKey[f]);
        }
        scores.push_back(score);
        scoreScales.push_back(scoreScale);
        for (std::size_t c = 0; c < dv; ++c)
            directNumerator[c] += score * value[c];
        directDenominator += score;
        for (std::size_t f = 0; f < features; ++f) {
            for (std::size_t c = 0; c < dv; ++c) {
                step.S[f * dv + c] += phiKey[f] * value[c];
                step.SScale[f * dv + c] += std::fabs(phiKey[f]) * std::fabs(value[c]);
            }
            step.Z[f] += phiKey[f];
        }
        for (double x : value)
            step.valueScale = std::max(step.valueScale, std::fabs(x));
        if (i + 1 == t) {
            step.phiKey = phiKey;
            step.score = score;
        }
    }
    for (std::size_t f = 0; f < features; ++f) {
        for (std::size_t c = 0; c < dv; ++c) {
            step.numerator[c] += step.phiQuery[f] * step.S[f * dv + c];
            step.numeratorScale[c] += std::fabs(step.phiQuery[f]) * step.SScale[f * dv + c];
        }
        step.denominator += step.phiQuery[f] * step.Z[f];
    }
    auto divided = [](const Vector &numerator, double denominator) {
        Vector quotient;
        for (double x : numerator)
            quotient.push_back(x / denominator);
        return quotient;
    };
    if (step.denominator != 0.0)
        step.output = divided(step.numerator, step.denominator);
    if (directDenominator != 0.0) {
        step.reference = divided(directNumerator, directDenominator);
        step.weights = divided(scores, directDenominator);
        double total = 0;
        for (double scale : scoreScales)
            total += scale;
        for (double scale : scoreScales)
            step.weightScales.push_back((scale + total) / std::fabs(directDenominator));
    }

    // Softmax in two passes: find the largest score, then sum e^(score - largest).
    std::vector<double> softmaxScores;
    for (std::size_t i = 0; i < t; ++i) {
        double score = 0;
        for (std::size_t d = 0; d < data.query.size(); ++d)
            score += data.query[d] * data.keys[i][d];
        softmaxScores.push_back(score);
    }
    const double largest = *std::max_element(softmaxScores.begin(), softmaxScores.end());
    double weightSum = 0;
    Vector weightedValues(dv, 0.0);
    for (std::size_t i = 0; i < t; ++i) {
        const double weight = std::exp(softmaxScores[i] - largest);
        step.softmaxWeights.push_back(weight);
        weightSum += weight;
        for (std::size_t c = 0; c < dv; ++c)
            weightedValues[c] += weight * data.values[i][c];
    }
    for (double &weight : step.softmaxWeights)
        weight /= weightSum;
    step.softmax = divided(weightedValues, weightSum);
    return step;
}

// ---------------------------------------------------------------------------
// Comparisons.

constexpr double kRelativeTolerance = 1e-12;

// Relative to the larger of the two numbers and of `scale`, the size of the
// terms that were added up (0 when all terms have one sign: purely relative,
// so a tiny denominator such as 1e-300 is still checked digit by digit).
bool closeEnough(double actual, double expected, double scale)
{
    const double size = std::max({std::fabs(actual), std::fabs(expected), scale});
    return std::fabs(actual - expected) <= kRelativeTolerance * size;
}

QString mismatch(const QString &label, double actual, double expected)
{
    return QStringLiteral("%1: got %2, expected %3")
        .arg(label)
        .arg(actual, 0, 'g', 17)
        .arg(expected, 0, 'g', 17);
}

QString stepLabel(std::size_t t, const char *field)
{
    return QStringLiteral("step %1 %2").arg(t).arg(QLatin1String(field));
}

QString entryLabel(std::size_t t, const char *field, std::size_t index)
{
    return QStringLiteral("step %1 %2[%3]").arg(t).arg(QLatin1String(field)).arg(index);
}

} // namespace

// QCOMPARE on doubles is fuzzy (qFuzzyCompare, and anything below 1e-12
// counts as 0), so exact checks use these.
#define COMPARE_EXACT(actual, expected)                                                            \
    do {                                                                                           \
        const double actualValue_ = (actual);                                                      \
        const double expectedValue_ = (expected);                                                  \
        QVERIFY2(actualValue_ == expectedValue_,                                                   \
            qPrintable(mismatch(QString::fromUtf8(#actual), actualValue_, expectedValue_)));       \
    } while (false)

#define COMPARE_CLOSE(actual, expected, scale, label)                                              \
    do {                                                                                           \
        const double actualValue_ = (actual);                                                      \
        const double expectedValue_ = (expected);                                                  \
        QVERIFY2(closeEnough(actualValue_, expectedValue_, (scale)),                               \
            qPrintable(mismatch((label), actualValue_, expectedValue_)));                          \
    } while (false)

#define VERIFY_FINITE(x, label)                                                                    \
    do {                                                                                           \
        const double value_ = (x);                                                                 \
        QVERIFY2(std::isfinite(value_),                                                            \
            qPrintable(QStringLiteral("%1 is not finite: %2").arg(label).arg(value_)));            \
    } while (false)

namespace {

// A feature map only this test knows: three features from two inputs,
// [relu(x), relu(y), 1]. Proves nothing in the core assumes φ has two entries.
class BiasedReluFeatureMap final : public FeatureMap {
public:
    std::string_view id() const override { return "biased-relu"; }
    linattn::Text titleText() const override { return "ReLU with a constant feature"; }
    linattn::Text descriptionText() const override { return "[max(0, x), max(0, y), 1]"; }
    std::size_t featureCount(std::size_t inputDimension) const override
    {
        return inputDimension + 1;
    }
    void applyInto(std::span<const double> x, std::span<double> features) const override
    {
        for (std::size_t i = 0; i < x.size(); ++i)
            features[i] = std::max(0.0, x[i]);
        features[x.size()] = 1.0;
    }
    bool isElementwise() const override { return false; }
    linattn::CoordinateRule coordinateRule(double) const override { return {}; }
};

// The same map written a second time, as the test's expected formula.
Vector independentBiasedRelu(const Vector &x)
{
    Vector features;
    for (double coordinate : x)
        features.push_back(coordinate > 0 ? coordinate : 0.0);
    features.push_back(1.0);
    return features;
}

// Every field of every record of `table` against the independent computation.
// Fails the current test (and returns) on the first difference.
void verifyAgainstIndependent(
    const AttentionData &data, const StepTable &table, const Phi &phi, std::size_t prefix)
{
    QCOMPARE(table.prefix, prefix);
    QCOMPARE(table.steps.size(), prefix);
    QCOMPARE(table.query, data.query);

    for (std::size_t t = 1; t <= prefix; ++t) {
        const StepRecord &step = table.steps[t - 1];
        const IndependentStep expected = independentStep(data, phi, t);
        const std::size_t features = expected.phiQuery.size();

        if (t == 1) {
            QCOMPARE(table.phiQuery.size(), features);
            for (std::size_t f = 0; f < features; ++f) {
                VERIFY_FINITE(table.phiQuery[f], QStringLiteral("phiQuery[%1]").arg(f));
                COMPARE_CLOSE(table.phiQuery[f], expected.phiQuery[f], 0.0,
                    QStringLiteral("phiQuery[%1]").arg(f));
            }
        }

        QCOMPARE(step.prefix, t);
        QCOMPARE(step.key, data.keys[t - 1]);
        const std::size_t dv = data.values.front().size();
        QCOMPARE(table.valueDimension, dv);
        QCOMPARE(step.value.toVector(), data.values[t - 1]);

        QCOMPARE(step.phiKey.size(), features);
        QCOMPARE(step.S.size(), features * dv);
        QCOMPARE(step.Z.size(), features);
        for (std::size_t f = 0; f < features; ++f) {
            VERIFY_FINITE(step.phiKey[f], entryLabel(t, "phiKey", f));
            VERIFY_FINITE(step.Z[f], entryLabel(t, "Z", f));
            COMPARE_CLOSE(step.phiKey[f], expected.phiKey[f], 0.0, entryLabel(t, "phiKey", f));
            COMPARE_CLOSE(step.Z[f], expected.Z[f], 0.0, entryLabel(t, "Z", f));
        }
        for (std::size_t e = 0; e < features * dv; ++e) {
            VERIFY_FINITE(step.S[e], entryLabel(t, "S", e));
            COMPARE_CLOSE(step.S[e], expected.S[e], expected.SScale[e], entryLabel(t, "S", e));
        }

        VERIFY_FINITE(step.score, stepLabel(t, "score"));
        VERIFY_FINITE(step.denominator, stepLabel(t, "denominator"));
        COMPARE_CLOSE(step.score, expected.score, 0.0, stepLabel(t, "score"));
        COMPARE_CLOSE(step.denominator, expected.denominator, 0.0, stepLabel(t, "denominator"));
        QCOMPARE(step.numerator.size(), dv);
        QCOMPARE(step.softmax.size(), dv);
        for (std::size_t c = 0; c < dv; ++c) {
            VERIFY_FINITE(step.numerator[c], entryLabel(t, "numerator", c));
            VERIFY_FINITE(step.softmax[c], entryLabel(t, "softmax", c));
            COMPARE_CLOSE(step.numerator[c], expected.numerator[c], expected.numeratorScale[c],
                entryLabel(t, "numerator", c));
            COMPARE_CLOSE(step.softmax[c], expected.softmax[c], expected.valueScale,
                entryLabel(t, "softmax", c));
        }

        // Unavailable exactly when the independent denominator is exactly 0.
        QVERIFY2(step.output.has_value() == expected.output.has_value(),
            qPrintable(QStringLiteral("step %1: output %2, independent denominator %3")
                           .arg(t)
                           .arg(step.output ? "available" : "Unavailable")
                           .arg(expected.denominator, 0, 'g', 17)));
        QCOMPARE(step.available(), step.output.has_value());
        if (expected.output) {
            QCOMPARE(step.output->size(), dv);
            for (std::size_t c = 0; c < dv; ++c) {
                VERIFY_FINITE((*step.output)[c], entryLabel(t, "output", c));
                COMPARE_CLOSE((*step.output)[c], (*expected.output)[c], expected.valueScale,
                    entryLabel(t, "output", c));
            }
        }

        QVERIFY2(step.reference.has_value() == expected.reference.has_value(),
            qPrintable(QStringLiteral("step %1: reference %2, expected %3")
                           .arg(t)
                           .arg(step.reference ? "available" : "Unavailable")
                           .arg(expected.reference ? "available" : "Unavailable")));
        if (expected.reference) {
            QCOMPARE(step.reference->size(), dv);
            for (std::size_t c = 0; c < dv; ++c) {
                VERIFY_FINITE((*step.reference)[c], entryLabel(t, "reference", c));
                COMPARE_CLOSE((*step.reference)[c], (*expected.reference)[c], expected.valueScale,
                    entryLabel(t, "reference", c));
            }
        }

        // The difference is the largest over the coordinates.
        const bool bothAvailable = expected.output && expected.reference;
        QCOMPARE(step.difference.has_value(), bothAvailable);
        if (bothAvailable) {
            VERIFY_FINITE(*step.difference, stepLabel(t, "difference"));
            double shown = 0, expectedLargest = 0;
            for (std::size_t c = 0; c < dv; ++c) {
                shown = std::max(shown, std::fabs((*step.output)[c] - (*step.reference)[c]));
                expectedLargest = std::max(
                    expectedLargest, std::fabs((*expected.output)[c] - (*expected.reference)[c]));
            }
            COMPARE_EXACT(*step.difference, shown);
            COMPARE_CLOSE(
                *step.difference, expectedLargest, expected.valueScale, stepLabel(t, "difference"));
        }

        const std::vector<double> weights = linattn::softmaxWeights(table, t);
        QCOMPARE(weights.size(), t);
        for (std::size_t i = 0; i < t; ++i) {
            VERIFY_FINITE(weights[i], entryLabel(t, "softmaxWeights", i));
            COMPARE_CLOSE(
                weights[i], expected.softmaxWeights[i], 0.0, entryLabel(t, "softmaxWeights", i));
        }

        // Linear attention's weights: the direct form's row, empty exactly where it is
        // Unavailable.
        const std::optional<std::vector<double>> &linear = linattn::linearWeights(table, t);
        QCOMPARE(linear.has_value(), expected.weights.has_value());
        if (expected.weights) {
            QCOMPARE(linear->size(), t);
            for (std::size_t i = 0; i < t; ++i)
                COMPARE_CLOSE((*linear)[i], (*expected.weights)[i], expected.weightScales[i],
                    entryLabel(t, "weights", i));
        }
    }
}

const linattn::Preset *findPreset(std::string_view id)
{
    return linattn::ProblemCatalog::findPreset(id);
}

} // namespace

class TestCore : public QObject {
    Q_OBJECT

private slots:
    void presetCatalogHasTheRequiredPresets();

    void stepTableMatchesIndependentComputation_data();
    void stepTableMatchesIndependentComputation();

    void workedExampleIsExact();
    void spokenLinesReadInWritingOrder();
    void plainLessonTextHasNoMarkup();
    void allNegativePreset();
    void negativeQueryPreset();
    void partlyNegativePreset();
    void singleKeyPreset();
    void largeScoresSoftmax();
    void tinyDenominatorPreset();
    void generalPresetMovesEveryStep();

    void randomVectorValuesMatchIndependentComputation_data();
    void randomVectorValuesMatchIndependentComputation();

    void invalidDataThrows_data();
    void invalidDataThrows();
    void prefixOutOfRangeThrows();
    void limitsAreAccepted();

    void elu1OfVeryNegativeInputs_data();
    void elu1OfVeryNegativeInputs();
    void featureMapScalars_data();
    void featureMapScalars();
    void featureMapRegistry();
    void customFeatureMapWithThreeFeatures();
};

void TestCore::presetCatalogHasTheRequiredPresets()
{
    const std::vector<std::string> required {"general", "all-negative", "negative-query",
        "partly-negative", "single-key", "large-scores", "tiny-denominator", "value-arrows"};
    for (const std::string &id : required)
        QVERIFY2(findPreset(id), id.c_str());
    for (const linattn::Preset &preset : linattn::ProblemCatalog::presets()) {
        QVERIFY2(!preset.title.empty(), preset.id.c_str());
        QVERIFY2(!preset.description.empty(), preset.id.c_str());
        const auto error = linattn::validate(preset.data);
        QVERIFY2(!error,
            qPrintable(
                QString::fromStdString(preset.id + ": " + (error ? error->toString() : ""))));
        QCOMPARE(preset.data.query.size(), std::size_t(2));
    }
    // `general` starts as the seed: q = [0.5, 1], k₀ = [1, 0], v₀ = 1, then ≥ 4 more keys.
    const linattn::Preset *general = findPreset("general");
    QCOMPARE(general->data.query, (Vector {0.5, 1}));
    QCOMPARE(general->data.keys.front(), (Vector {1, 0}));
    COMPARE_EXACT(general->data.values.front()[0], 1.0);
    QVERIFY(general->data.keys.size() >= 5);
}

void TestCore::stepTableMatchesIndependentComputation_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<int>("prefix");

    QVERIFY(!linattn::ProblemCatalog::presets().empty());
    QVERIFY(!linattn::featureMaps().empty());
    for (const linattn::Preset &preset : linattn::ProblemCatalog::presets()) {
        for (const FeatureMap *map : linattn::featureMaps()) {
            const std::string mapId(map->id());
            for (std::size_t prefix = 1; prefix <= preset.data.keys.size(); ++prefix) {
                QTest::addRow("%s/%s/%d", preset.id.c_str(), mapId.c_str(), int(prefix))
                    << QString::fromStdString(preset.id) << QString::fromStdString(mapId)
                    << int(prefix);
            }
        }
    }
}

void TestCore::stepTableMatchesIndependentComputation()
{
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);

    const linattn::Preset *preset = findPreset(presetId.toStdString());
    QVERIFY(preset);
    const FeatureMap *map = linattn::findFeatureMap(mapId.toStdString());
    QVERIFY(map);
    const Phi phi = independentPhi(mapId.toStdString());
    QVERIFY2(
        phi, qPrintable(QStringLiteral("the test has no formula of its own for map ") + mapId));

    const StepTable table
        = linattn::computeStepTable(preset->data, *map, std::size_t(prefix), preset->id);
    QCOMPARE(table.presetId, std::optional<std::string>(preset->id));
    QCOMPARE(table.title, preset->data.title);
    QCOMPARE(fromStd(table.featureMapId), mapId);
    verifyAgainstIndependent(preset->data, table, phi, std::size_t(prefix));
}

// A screen reader reads each derivation line as label, rule, result.
void TestCore::spokenLinesReadInWritingOrder()
{
    const linattn::Preset *general = findPreset("general");
    QVERIFY(general);
    const auto &map = *linattn::findFeatureMap("elu1");
    const auto lines = linattn::writtenEnglish(
        linattn::buildDerivation(linattn::computeStepTable(general->data, map, 1), map, 1));
    const auto spoken = [&](const std::string &id) {
        for (const auto &line : lines)
            if (line.id == id)
                return linattn::spokenLine(line);
        return std::string("no line ") + id;
    };
    // The sums name the token they end at: the seed's prefix 1 is token 0.
    QCOMPARE(spoken("denominator"), std::string("denominator φ(q)·Z₀: (1.5 × 2) + (2 × 1) = 5"));
    QCOMPARE(spoken("output"), std::string("output φ(q)·S₀ / φ(q)·Z₀: 5 / 5 = 1"));
    QCOMPARE(spoken("z"), std::string("Z₀ = φ(k₀): [2, 1]"));
    QCOMPARE(spoken("phi-query"),
        std::string(
            "φ(q), q = [0.5, 1]: 0.5 > 0 → 0.5 + 1 = 1.5;  1 > 0 → 1 + 1 = 2;  so [1.5, 2]"));
    // The result right after its rule, then the difference: never "= 0 = 1".
    const std::string check = spoken("reference");
    QVERIFY2(check.find("= 0 = ") == std::string::npos, check.c_str());
    QVERIFY2(check.find("(5 × 1) / (5) = 1;  |output − reference| = 0") != std::string::npos,
        check.c_str());
}

void TestCore::plainLessonTextHasNoMarkup()
{
    using linattn::plainLessonText;
    QCOMPARE(plainLessonText("Preset <b>General</b>, map <i>ELU+1</i>"),
        std::string("Preset General, map ELU+1"));
    QCOMPARE(plainLessonText("k<sub>i</sub> and e<sup>q·k</sup>"), std::string("k_i and e^(q·k)"));
    QCOMPARE(plainLessonText("x<sup>²</sup>, no tags"), std::string("x^², no tags"));
    QCOMPARE(plainLessonText("a < b"), std::string("a < b"));
}

void TestCore::workedExampleIsExact()
{
    const linattn::Preset *general = findPreset("general");
    QVERIFY(general);
    const StepTable table
        = linattn::computeStepTable(general->data, *linattn::findFeatureMap("elu1"), 1);
    QCOMPARE(table.steps.size(), std::size_t(1));
    const StepRecord &step = table.steps.front();

    QCOMPARE(table.phiQuery.size(), std::size_t(2));
    COMPARE_EXACT(table.phiQuery[0], 1.5);
    COMPARE_EXACT(table.phiQuery[1], 2.0);
    QCOMPARE(step.phiKey.size(), std::size_t(2));
    COMPARE_EXACT(step.phiKey[0], 2.0);
    COMPARE_EXACT(step.phiKey[1], 1.0);
    QCOMPARE(step.Z.size(), std::size_t(2));
    COMPARE_EXACT(step.Z[0], 2.0);
    COMPARE_EXACT(step.Z[1], 1.0);
    QCOMPARE(step.S.size(), std::size_t(2));
    COMPARE_EXACT(step.S[0], 2.0);
    COMPARE_EXACT(step.S[1], 1.0);
    COMPARE_EXACT(step.score, 5.0);
    COMPARE_EXACT(step.denominator, 5.0);
    COMPARE_EXACT(scalar(step.numerator), 5.0);
    QVERIFY(scalar(step.output));
    COMPARE_EXACT(*scalar(step.output), 1.0);
    QVERIFY(scalar(step.reference));
    COMPARE_EXACT(*scalar(step.reference), 1.0);
    QVERIFY(step.difference);
    COMPARE_EXACT(*step.difference, 0.0);
    COMPARE_EXACT(scalar(step.softmax), 1.0);
}

void TestCore::allNegativePreset()
{
    const linattn::Preset *preset = findPreset("all-negative");
    QVERIFY(preset);
    const std::size_t n = preset->data.keys.size();

    const StepTable relu
        = linattn::computeStepTable(preset->data, *linattn::findFeatureMap("relu"), n);
    QCOMPARE(relu.steps.size(), n);
    for (const StepRecord &step : relu.steps) {
        COMPARE_EXACT(step.denominator, 0.0);
        QVERIFY2(!scalar(step.output),
            qPrintable(QStringLiteral("relu step %1 output").arg(step.prefix)));
        QVERIFY2(!step.available(), qPrintable(QStringLiteral("relu step %1").arg(step.prefix)));
        QVERIFY2(!scalar(step.reference),
            qPrintable(QStringLiteral("relu step %1 reference").arg(step.prefix)));
        QVERIFY2(!step.difference,
            qPrintable(QStringLiteral("relu step %1 difference").arg(step.prefix)));
        VERIFY_FINITE(
            scalar(step.softmax), QStringLiteral("relu step %1 softmax").arg(step.prefix));
    }

    const StepTable elu1
        = linattn::computeStepTable(preset->data, *linattn::findFeatureMap("elu1"), n);
    QCOMPARE(elu1.steps.size(), n);
    for (const StepRecord &step : elu1.steps) {
        QVERIFY2(step.denominator > 0,
            qPrintable(QStringLiteral("elu1 step %1 denominator").arg(step.prefix)));
        QVERIFY2(scalar(step.output) && scalar(step.reference) && step.difference,
            qPrintable(QStringLiteral("elu1 step %1 Unavailable").arg(step.prefix)));
        VERIFY_FINITE(*scalar(step.output), QStringLiteral("elu1 step %1 output").arg(step.prefix));
        VERIFY_FINITE(
            *scalar(step.reference), QStringLiteral("elu1 step %1 reference").arg(step.prefix));
    }
}

void TestCore::negativeQueryPreset()
{
    const linattn::Preset *preset = findPreset("negative-query");
    QVERIFY(preset);
    const std::size_t n = preset->data.keys.size();
    const StepTable table
        = linattn::computeStepTable(preset->data, *linattn::findFeatureMap("relu"), n);

    QCOMPARE(table.phiQuery.size(), std::size_t(2));
    COMPARE_EXACT(table.phiQuery[0], 0.0);
    COMPARE_EXACT(table.phiQuery[1], 0.0);
    for (const StepRecord &step : table.steps) {
        const QString label = QStringLiteral("step %1").arg(step.prefix);
        COMPARE_EXACT(step.denominator, 0.0);
        COMPARE_EXACT(scalar(step.numerator), 0.0);
        QVERIFY2(std::any_of(step.Z.begin(), step.Z.end(), [](double z) { return z != 0.0; }),
            qPrintable(label + ": Z is zero"));
        QVERIFY2(!scalar(step.output), qPrintable(label + ": output"));
        QVERIFY2(!scalar(step.reference), qPrintable(label + ": reference"));
        QVERIFY2(!step.difference, qPrintable(label + ": difference"));
        VERIFY_FINITE(scalar(step.softmax), label + " softmax");
    }
}

void TestCore::partlyNegativePreset()
{
    const linattn::Preset *preset = findPreset("partly-negative");
    QVERIFY(preset);
    const AttentionData &data = preset->data;
    const std::size_t n = data.keys.size();
    const StepTable table = linattn::computeStepTable(data, *linattn::findFeatureMap("relu"), n);
    const std::vector<double> softmax = linattn::softmaxWeights(table, n);
    QCOMPARE(softmax.size(), n);

    // k₀ is wholly negative: until a positive key arrives Z = 0, so the
    // output is Unavailable (a gap in the output chart), then defined.
    QVERIFY2(!scalar(table.steps[0].output), "prefix 1: Z = 0 must make the output Unavailable");
    for (double z : table.steps[0].Z)
        COMPARE_EXACT(z, 0.0);
    std::size_t whollyNegative = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const StepRecord &step = table.steps[i];
        const QString label = QStringLiteral("key %1").arg(i);
        if (i > 0)
            QVERIFY2(scalar(step.output), qPrintable(label + ": output Unavailable"));
        const bool negative
            = std::all_of(data.keys[i].begin(), data.keys[i].end(), [](double x) { return x < 0; });
        if (!negative)
            continue;
        ++whollyNegative;
        COMPARE_EXACT(step.score, 0.0);
        for (double feature : step.phiKey)
            COMPARE_EXACT(feature, 0.0);
        QVERIFY2(softmax[i] > 0,
            qPrintable(label + QStringLiteral(": softmax weight %1").arg(softmax[i])));
        if (i == 0)
            continue;
        // A key of weight 0 leaves S, Z and the output exactly as they were.
        const StepRecord &previous = table.steps[i - 1];
        QCOMPARE(step.S, previous.S);
        QCOMPARE(step.Z, previous.Z);
        COMPARE_EXACT(*scalar(step.output), *scalar(previous.output));
        QVERIFY2(scalar(step.softmax) != scalar(previous.softmax),
            qPrintable(label + ": softmax did not move"));
    }
    QVERIFY2(whollyNegative > 0, "the preset has no wholly negative key");
    QVERIFY2(whollyNegative < n, "the preset has only wholly negative keys");
}

void TestCore::singleKeyPreset()
{
    const linattn::Preset *preset = findPreset("single-key");
    QVERIFY(preset);
    QCOMPARE(preset->data.keys.size(), std::size_t(1));
    COMPARE_EXACT(preset->data.values.front()[0], 1.0);
    for (const FeatureMap *map : linattn::featureMaps()) {
        const StepTable table = linattn::computeStepTable(preset->data, *map, 1);
        const StepRecord &step = table.steps.front();
        const QString label = fromStd(map->id());
        QVERIFY2(scalar(step.output), qPrintable(label + ": output Unavailable"));
        COMPARE_EXACT(*scalar(step.output), 1.0);
        QVERIFY2(scalar(step.reference), qPrintable(label + ": reference Unavailable"));
        COMPARE_EXACT(*scalar(step.reference), 1.0);
        COMPARE_EXACT(scalar(step.softmax), 1.0);
        QVERIFY(step.difference);
        COMPARE_EXACT(*step.difference, 0.0);
    }
}

void TestCore::largeScoresSoftmax()
{
    const linattn::Preset *preset = findPreset("large-scores");
    QVERIFY(preset);
    const AttentionData &data = preset->data;
    const std::size_t n = data.keys.size();

    // The preset is adversarial: every score overflows a naive e^score.
    std::vector<double> scores;
    for (const Vector &key : data.keys) {
        const double score = data.query[0] * key[0] + data.query[1] * key[1];
        QVERIFY2(score > 710, qPrintable(QStringLiteral("score %1").arg(score)));
        QVERIFY2(std::isinf(std::exp(score)),
            qPrintable(QStringLiteral("e^%1 does not overflow").arg(score)));
        scores.push_back(score);
    }

    for (const FeatureMap *map : linattn::featureMaps()) {
        const StepTable table = linattn::computeStepTable(data, *map, n);
        for (std::size_t t = 1; t <= n; ++t) {
            // Naively in long double (its exponent reaches e^11356), and with a
            // fixed shift of 700 in double: two ways unlike the core's.
            long double longWeightSum = 0;
            long double longWeightedValues = 0;
            double shiftedWeightSum = 0;
            double shiftedWeightedValues = 0;
            double valueScale = 0;
            for (std::size_t i = 0; i < t; ++i) {
                const long double weight = std::exp(static_cast<long double>(scores[i]));
                QVERIFY2(std::isfinite(weight), "long double cannot hold e^score here");
                longWeightSum += weight;
                longWeightedValues += weight * static_cast<long double>(data.values[i][0]);
                const double shifted = std::exp(scores[i] - 700.0);
                shiftedWeightSum += shifted;
                shiftedWeightedValues += shifted * data.values[i][0];
                valueScale = std::max(valueScale, std::fabs(data.values[i][0]));
            }
            const double longDoubleSoftmax
                = static_cast<double>(longWeightedValues / longWeightSum);
            const double shiftedSoftmax = shiftedWeightedValues / shiftedWeightSum;
            const double softmax = scalar(table.steps[t - 1].softmax);
            const QString label = fromStd(map->id()) + QStringLiteral(" step %1 softmax").arg(t);
            VERIFY_FINITE(softmax, label);
            COMPARE_CLOSE(softmax, longDoubleSoftmax, valueScale, label + " (long double)");
            COMPARE_CLOSE(softmax, shiftedSoftmax, valueScale, label + " (shifted by 700)");
        }
        COMPARE_EXACT(scalar(table.steps.front().softmax), data.values.front()[0]);
    }

    const StepTable table = linattn::computeStepTable(data, *linattn::findFeatureMap("elu1"), n);
    const std::vector<double> weights = linattn::softmaxWeights(table, n);
    QCOMPARE(weights.size(), n);
    double sum = 0;
    for (double weight : weights) {
        VERIFY_FINITE(weight, QStringLiteral("softmax weight"));
        QVERIFY(weight > 0);
        sum += weight;
    }
    COMPARE_CLOSE(sum, 1.0, 0.0, QStringLiteral("sum of softmax weights"));
}

void TestCore::tinyDenominatorPreset()
{
    const linattn::Preset *preset = findPreset("tiny-denominator");
    QVERIFY(preset);
    const std::size_t n = preset->data.keys.size();
    const StepTable table
        = linattn::computeStepTable(preset->data, *linattn::findFeatureMap("relu"), n);
    for (const StepRecord &step : table.steps) {
        const QString label = QStringLiteral("step %1").arg(step.prefix);
        QVERIFY2(step.denominator > 0 && step.denominator < 1e-290,
            qPrintable(
                mismatch(label + " denominator (want in (0, 1e-290))", step.denominator, 1e-300)));
        QVERIFY2(scalar(step.output), qPrintable(label + ": output Unavailable"));
        VERIFY_FINITE(*scalar(step.output), label + " output");
        QVERIFY2(scalar(step.reference), qPrintable(label + ": reference Unavailable"));
        COMPARE_CLOSE(
            *scalar(step.output), *scalar(step.reference), 4.0, label + " output vs reference");
    }
}

void TestCore::generalPresetMovesEveryStep()
{
    // The preset promises every new key moves the output visibly (at the
    // default 4 decimals). Checked with ELU+1, which is defined everywhere;
    // with ReLU a wholly negative key has weight 0 and cannot move it.
    const linattn::Preset *preset = findPreset("general");
    QVERIFY(preset);
    const std::size_t n = preset->data.keys.size();
    const StepTable table
        = linattn::computeStepTable(preset->data, *linattn::findFeatureMap("elu1"), n);
    for (std::size_t t = 2; t <= n; ++t) {
        const StepRecord &step = table.steps[t - 1];
        const StepRecord &previous = table.steps[t - 2];
        QVERIFY(scalar(step.output) && scalar(previous.output));
        QVERIFY2(std::fabs(*scalar(step.output) - *scalar(previous.output)) >= 1e-3,
            qPrintable(mismatch(QStringLiteral("step %1 output vs step %2").arg(t).arg(t - 1),
                *scalar(step.output), *scalar(previous.output))));
    }
}

void TestCore::invalidDataThrows_data()
{
    QTest::addColumn<AttentionData>("data");
    QTest::addColumn<QString>("place");

    const AttentionData valid {"valid", {1, 2}, {{1, 0}, {0, 1}, {1, 1}}, scalarValues({1, 2, 3})};
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();

    auto changed = [&valid](auto change) {
        AttentionData data = valid;
        change(data);
        return data;
    };

    QTest::newRow("NaN in the query")
        << changed([&](AttentionData &d) { d.query[0] = nan; }) << "query[0]";
    QTest::newRow("inf in a key") << changed([&](AttentionData &d) { d.keys[1][0] = inf; })
                                  << "keys[1][0]";
    QTest::newRow("-inf in a value")
        << changed([&](AttentionData &d) { d.values[2][0] = -inf; }) << "values[2]";
    QTest::newRow("NaN in a value")
        << changed([&](AttentionData &d) { d.values[0][0] = nan; }) << "values[0]";
    QTest::newRow("key above 1e6")
        << changed([](AttentionData &d) { d.keys[2][1] = 1.000001e6; }) << "keys[2][1]";
    QTest::newRow("query below -1e6")
        << changed([](AttentionData &d) { d.query[1] = -2e6; }) << "query[1]";
    QTest::newRow("value just above 1e6")
        << changed([](AttentionData &d) { d.values[1][0] = std::nextafter(1e6, 2e6); })
        << "values[1]";
    QTest::newRow("empty key list") << changed([](AttentionData &d) {
        d.keys.clear();
        d.values.clear();
    }) << "keys";
    QTest::newRow("65 keys") << changed([](AttentionData &d) {
        d.keys.assign(65, Vector {1, 0});
        d.values.assign(65, Vector {1.0});
    }) << "keys";
    QTest::newRow("one value too few")
        << changed([](AttentionData &d) { d.values.pop_back(); }) << "values";
    QTest::newRow("one value too many")
        << changed([](AttentionData &d) { d.values.push_back({4}); }) << "values";
    QTest::newRow("key of 3 numbers") << changed([](AttentionData &d) {
        d.keys[1] = {1, 2, 3};
    }) << "keys[1]";
    QTest::newRow("key of 1 number")
        << changed([](AttentionData &d) { d.keys[0] = {1}; }) << "keys[0]";
    QTest::newRow("empty query") << changed([](AttentionData &d) { d.query.clear(); }) << "query";
}

void TestCore::invalidDataThrows()
{
    QFETCH(AttentionData, data);
    QFETCH(QString, place);

    std::optional<linattn::DataError> thrown;
    QString what;
    try {
        linattn::computeStepTable(data, *linattn::featureMaps().front(), 1);
    } catch (const linattn::InvalidDataError &error) {
        thrown = error.error();
        what = QString::fromStdString(error.what());
    }
    QVERIFY2(thrown, "computeStepTable did not throw InvalidDataError");
    QCOMPARE(QString::fromStdString(linattn::renderEnglish(thrown->place)), place);
    QVERIFY(!thrown->message.empty());
    QCOMPARE(what, QString::fromStdString(thrown->toString()));

    // validate() reports the same problem without throwing.
    const auto validated = linattn::validate(data);
    QVERIFY(validated);
    QCOMPARE(QString::fromStdString(linattn::renderEnglish(validated->place)), place);
    QVERIFY(validated->message == thrown->message);
}

void TestCore::prefixOutOfRangeThrows()
{
    for (const linattn::Preset &preset : linattn::ProblemCatalog::presets()) {
        const std::size_t n = preset.data.keys.size();
        for (const FeatureMap *map : linattn::featureMaps()) {
            QVERIFY_THROWS_EXCEPTION(
                std::out_of_range, linattn::computeStepTable(preset.data, *map, 0));
            QVERIFY_THROWS_EXCEPTION(
                std::out_of_range, linattn::computeStepTable(preset.data, *map, n + 1));
            QVERIFY_THROWS_EXCEPTION(std::out_of_range,
                linattn::computeStepTable(
                    preset.data, *map, std::numeric_limits<std::size_t>::max()));
            QCOMPARE(linattn::computeStepTable(preset.data, *map, n).steps.size(), n);
        }
    }
}

void TestCore::randomVectorValuesMatchIndependentComputation_data()
{
    QTest::addColumn<AttentionData>("data");
    QTest::addColumn<QString>("mapId");

    // Coordinates on a coarse grid of both signs, so that scores cancel to exactly 0 now and
    // then (identity) and ReLU zeroes whole keys; every fourth query is wholly negative, which
    // makes ReLU's output Unavailable at every prefix.
    const std::vector<double> grid {-2, -1, -0.5, 0, 0.5, 1, 1.5, 2};
    for (const std::size_t dv : {std::size_t(2), std::size_t(3)}) {
        for (unsigned seed = 1; seed <= 12; ++seed) {
            std::mt19937 random(seed * 7919 + unsigned(dv));
            std::uniform_int_distribution<std::size_t> pick(0, grid.size() - 1);
            std::uniform_int_distribution<std::size_t> count(1, 8);
            AttentionData data;
            data.title = "random";
            data.query = {grid[pick(random)], grid[pick(random)]};
            if (seed % 4 == 0)
                data.query = {-1 - 0.25 * seed, -0.5};
            const std::size_t n = count(random);
            for (std::size_t i = 0; i < n; ++i) {
                data.keys.push_back({grid[pick(random)], grid[pick(random)]});
                Vector value;
                for (std::size_t c = 0; c < dv; ++c)
                    value.push_back(grid[pick(random)] * (c + 1));
                data.values.push_back(value);
            }
            for (const FeatureMap *map : linattn::featureMaps())
                QTest::addRow("d_v=%zu seed %u %s", dv, seed, std::string(map->id()).c_str())
                    << data << fromStd(std::string(map->id()));
        }
    }
}

void TestCore::randomVectorValuesMatchIndependentComputation()
{
    QFETCH(AttentionData, data);
    QFETCH(QString, mapId);
    QVERIFY(!linattn::validate(data));
    const FeatureMap *map = linattn::findFeatureMap(mapId.toStdString());
    QVERIFY(map);
    const std::size_t n = data.keys.size();
    const StepTable table = linattn::computeStepTable(data, *map, n);
    QCOMPARE(table.valueDimension, data.values.front().size());
    verifyAgainstIndependent(data, table, independentPhi(mapId.toStdString()), n);
}

void TestCore::limitsAreAccepted()
{
    // 64 keys and numbers of magnitude exactly 1e6 are inside the limits, and
    // the results stay finite and right at those extremes.
    AttentionData data {"limits", {1e6, -1e6}, {}, {}};
    const double m = linattn::kMaxMagnitude;
    for (std::size_t i = 0; i < linattn::kMaxKeys; ++i) {
        const double sign0 = (i % 2 == 0) ? 1 : -1;
        const double sign1 = (i % 3 == 0) ? 1 : -1;
        data.keys.push_back({sign0 * m, sign1 * m});
        data.values.push_back({(i % 5 == 0) ? -m : m});
    }
    QVERIFY(!linattn::validate(data));
    for (const FeatureMap *map : linattn::featureMaps()) {
        const StepTable table = linattn::computeStepTable(data, *map, linattn::kMaxKeys);
        verifyAgainstIndependent(data, table, independentPhi(map->id()), linattn::kMaxKeys);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestCore::elu1OfVeryNegativeInputs_data()
{
    QTest::addColumn<double>("x");
    for (double x : {-1.0, -40.0, -100.0, -700.0, -745.0, -800.0})
        QTest::addRow("%g", x) << x;
}

void TestCore::elu1OfVeryNegativeInputs()
{
    QFETCH(double, x);
    const double expected = std::exp(x);
    COMPARE_EXACT(linattn::Elu1FeatureMap::applyScalar(x), expected);
    const Vector features = linattn::Elu1FeatureMap().apply(Vector {x, x}).toVector();
    QCOMPARE(features.size(), std::size_t(2));
    COMPARE_EXACT(features[0], expected);
    COMPARE_EXACT(features[1], expected);
    if (expected > 0) // e^x is representable down to about -745
        QVERIFY(linattn::Elu1FeatureMap::applyScalar(x) > 0);
    if (x <= -40) {
        // The rejected way, elu(x) + 1, rounds to 0 here: the row tells them apart.
        const double eluPlusOne = (std::exp(x) - 1.0) + 1.0;
        COMPARE_EXACT(eluPlusOne, 0.0);
    }
}

void TestCore::featureMapScalars_data()
{
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("expected");

    QTest::newRow("elu1 2") << "elu1" << 2.0 << 3.0;
    QTest::newRow("elu1 0.5") << "elu1" << 0.5 << 1.5;
    QTest::newRow("elu1 0") << "elu1" << 0.0 << 1.0;
    QTest::newRow("elu1 -1") << "elu1" << -1.0 << std::exp(-1.0);
    QTest::newRow("elu1 1e6") << "elu1" << 1e6 << 1e6 + 1;
    QTest::newRow("elu1 1e-300") << "elu1" << 1e-300 << 1.0;
    QTest::newRow("relu 2") << "relu" << 2.0 << 2.0;
    QTest::newRow("relu 1e-300") << "relu" << 1e-300 << 1e-300;
    QTest::newRow("relu 0") << "relu" << 0.0 << 0.0;
    QTest::newRow("relu -0") << "relu" << -0.0 << 0.0;
    QTest::newRow("relu -3") << "relu" << -3.0 << 0.0;
    QTest::newRow("relu -1e6") << "relu" << -1e6 << 0.0;
    QTest::newRow("identity 2") << "identity" << 2.0 << 2.0;
    QTest::newRow("identity -3") << "identity" << -3.0 << -3.0;
    QTest::newRow("identity -1e6") << "identity" << -1e6 << -1e6;
    QTest::newRow("identity 0") << "identity" << 0.0 << 0.0;
    QTest::newRow("softplus 0") << "softplus" << 0.0 << std::log(2.0);
    QTest::newRow("softplus 1e-300") << "softplus" << 1e-300 << std::log(2.0);
    QTest::newRow("softplus 1e6") << "softplus" << 1e6 << 1e6;
    QTest::newRow("softplus 800") << "softplus" << 800.0 << 800.0; // log(1 + e^800) overflows
    QTest::newRow("softplus -800") << "softplus" << -800.0 << 0.0; // e^-800 underflows
    QTest::newRow("softplus -1e6") << "softplus" << -1e6 << 0.0;
    QTest::newRow("softplus -700") << "softplus" << -700.0 << std::exp(-700.0);
}

void TestCore::featureMapScalars()
{
    QFETCH(QString, mapId);
    QFETCH(double, x);
    QFETCH(double, expected);

    const FeatureMap *map = linattn::findFeatureMap(mapId.toStdString());
    QVERIFY(map);
    const Vector features = map->apply(Vector {x}).toVector();
    QCOMPARE(features.size(), std::size_t(1));
    COMPARE_EXACT(features[0], expected);
    if (map->isNonNegative())
        QVERIFY(!std::signbit(features[0])); // never -0: φ is non-negative
    const auto scalarOf = [&mapId](double x) {
        if (mapId == QLatin1String("elu1"))
            return linattn::Elu1FeatureMap::applyScalar(x);
        if (mapId == QLatin1String("relu"))
            return linattn::ReluFeatureMap::applyScalar(x);
        if (mapId == QLatin1String("identity"))
            return linattn::IdentityFeatureMap::applyScalar(x);
        return linattn::SoftplusFeatureMap::applyScalar(x);
    };
    COMPARE_EXACT(scalarOf(x), expected);
}

void TestCore::featureMapRegistry()
{
    const auto &maps = linattn::featureMaps();
    const QStringList expectedIds {"elu1", "relu", "identity", "softplus", "favor"};
    QCOMPARE(maps.size(), std::size_t(expectedIds.size()));
    for (std::size_t i = 0; i < maps.size(); ++i)
        QCOMPARE(fromStd(maps[i]->id()), expectedIds[qsizetype(i)]);
    for (const FeatureMap *map : maps) {
        const QString id = fromStd(map->id());
        QCOMPARE(linattn::findFeatureMap(map->id()), map);
        QVERIFY(!map->title().empty());
        QVERIFY(!map->description().empty());
        // Only identity may give negative features.
        QCOMPARE(map->isNonNegative(), id != QLatin1String("identity"));
        const bool favor = id == QLatin1String("favor");
        QCOMPARE(map->isElementwise(), !favor);
        QCOMPARE(map->featureCount(2), favor ? std::size_t(64) : std::size_t(2));
        QCOMPARE(map->featureCount(5), favor ? std::size_t(64) : std::size_t(5));
        QCOMPARE(map->parameters().empty(), !favor);
        for (double x : {-1e6, -745.0, -1.0, -0.0, 0.0, 1e-300, 1.0, 1e6}) {
            const linattn::InlineVector features = map->apply(Vector {x});
            for (double feature : features) {
                QVERIFY2(std::isfinite(feature),
                    qPrintable(id + QStringLiteral(" at %1 is not finite").arg(x)));
                if (map->isNonNegative())
                    QVERIFY2(feature >= 0, qPrintable(id + QStringLiteral(" at %1").arg(x)));
            }
        }
        if (!map->isElementwise())
            continue;
        QVERIFY(!map->coordinateRule(1.0).condition.empty());
        QVERIFY(!map->coordinateRule(1.0).formula.empty());
        // Two branches, except identity's single rule.
        QCOMPARE(map->coordinateRule(1.0).formula != map->coordinateRule(-1.0).formula,
            id != QLatin1String("identity"));
    }
    QVERIFY(maps[2]->apply(Vector {-1.0})[0] < 0); // identity keeps the sign
    QCOMPARE(linattn::findFeatureMap("softmax"), nullptr);
    QCOMPARE(linattn::findFeatureMap(""), nullptr);
}

void TestCore::customFeatureMapWithThreeFeatures()
{
    const BiasedReluFeatureMap map;
    const Phi phi = independentBiasedRelu;
    for (const char *presetId : {"general", "all-negative"}) {
        const linattn::Preset *preset = findPreset(presetId);
        QVERIFY(preset);
        const AttentionData &data = preset->data;
        const std::size_t n = data.keys.size();
        const StepTable table = linattn::computeStepTable(data, map, n);

        QCOMPARE(fromStd(table.featureMapId), QStringLiteral("biased-relu"));
        QCOMPARE(table.phiQuery.size(), std::size_t(3));
        COMPARE_EXACT(table.phiQuery[2], 1.0);
        double valueSum = 0;
        for (std::size_t t = 1; t <= n; ++t) {
            const StepRecord &step = table.steps[t - 1];
            valueSum += data.values[t - 1][0];
            QCOMPARE(step.phiKey.size(), std::size_t(3));
            QCOMPARE(step.S.size(), std::size_t(3));
            QCOMPARE(step.Z.size(), std::size_t(3));
            COMPARE_EXACT(step.Z[2], double(t));
            COMPARE_EXACT(step.S[2], valueSum);
            // The constant feature keeps the denominator ≥ 1: never Unavailable,
            // even where plain ReLU is (all-negative).
            QVERIFY(step.denominator >= 1);
            QVERIFY(scalar(step.output));
        }
        verifyAgainstIndependent(data, table, phi, n);
        if (QTest::currentTestFailed())
            return;
    }
}

QTEST_GUILESS_MAIN(TestCore)
#include "tst_core.moc"
