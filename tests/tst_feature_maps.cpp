// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The feature-map lab's core: identity, softplus, FAVOR+ (its random rows, determinism, the
// softmax kernel it estimates, its convergence), ε in the denominator, the float32/float64
// drift of the running sums and ELU+1 in float32. Expected values are worked out by hand or by
// code written here (a normal generator of its own on std::mt19937_64, long double sums, the
// softplus and FAVOR+ formulas), never by calling the function under test a second time.
// Data sets copied from app/io/data/problems.json say so (this test links the core only).

#include "ScalarValue.h"
#include "Text.h"
#include "convergence.h"
#include "derivation.h"
#include "feature_map.h"
#include "precision_drift.h"
#include "random_features.h"
#include "step_table.h"
#include "step_text.h"

#include <QString>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <thread>
#include <variant>
#include <vector>

using namespace linattn;
using namespace linattn::test;

Q_DECLARE_METATYPE(linattn::AttentionData)
Q_DECLARE_METATYPE(linattn::SumPrecision)

namespace {

// A derivation's text (messages around numbers and formulas) in English.
// (A template, so that a std::string still goes to the plain fromStd.)
template <typename Written>
requires std::same_as<Written, Text> QString fromStd(const Written &text)
{
    return linattn::test::fromStd(renderEnglish(text));
}

#define COMPARE_EXACT(actual, expected)                                                            \
    do {                                                                                           \
        const double actual_ = (actual);                                                           \
        const double expected_ = (expected);                                                       \
        QVERIFY2(actual_ == expected_,                                                             \
            qPrintable(QStringLiteral("%1: got %2, expected %3")                                   \
                           .arg(QString::fromUtf8(#actual), fullPrecision(actual_),                \
                               fullPrecision(expected_))));                                        \
    } while (false)

#define COMPARE_RELATIVE(actual, expected, tolerance)                                              \
    do {                                                                                           \
        const double actual_ = (actual);                                                           \
        const double expected_ = (expected);                                                       \
        QVERIFY2(std::fabs(actual_ - expected_) <= (tolerance)*std::fabs(expected_),               \
            qPrintable(QStringLiteral("%1: got %2, expected %3 within %4 relative")                \
                           .arg(QString::fromUtf8(#actual), fullPrecision(actual_),                \
                               fullPrecision(expected_), fullPrecision(tolerance))));              \
    } while (false)

// Copies of presets in app/io/data/problems.json.
const AttentionData kGeneral {"General", {0.5, 1},
    {{1, 0}, {0, 1}, {-1, 0.5}, {2, -1}, {-0.5, -1.5}, {1.5, 1}},
    scalarValues({1, 3, -2, 0.5, 4, -1})};
const AttentionData kAllNegative {"All negative", {-1, -0.5},
    {{-1, -2}, {-0.5, -1}, {-2, -0.5}, {-1.5, -1.5}}, scalarValues({1, -1, 2, 0.5})};
const AttentionData kNegativeQuery {
    "Negative query", {-1, -2}, {{1, 0.5}, {0.5, 2}, {2, 1}}, scalarValues({1, 2, -1})};
const AttentionData kPartlyNegative {"Partly negative", {1, 0.5},
    {{-1, -0.5}, {1, 1}, {0.5, 2}, {-2, -1}}, scalarValues({5, 1, -1, 3})};
const AttentionData kLargeScores {"Large scores", {20, 20},
    {{18, 18.5}, {18.5, 18.02}, {18.1, 18.35}, {18.3, 18.3}}, scalarValues({1, -1, 2, 0.5})};
const AttentionData kTinyDenominator {"Tiny denominator", {2e-150, -1},
    {{5e-151, -2}, {-1, 3}, {1e-150, 0.5}}, scalarValues({1, 4, -2})};

const FeatureMap &map(const char *id)
{
    const FeatureMap *found = findFeatureMap(id);
    if (!found)
        qFatal("no feature map %s", id);
    return *found;
}

const DerivationLine *lineNamed(const std::vector<DerivationLine> &lines, const std::string &id)
{
    for (const DerivationLine &line : lines)
        if (line.id == id)
            return &line;
    return nullptr;
}

// Standard normals by Marsaglia's polar method, written here from the documentation in
// random_features.h: uniforms from the top 53 bits of std::mt19937_64.
class TestNormals {
public:
    explicit TestNormals(std::uint64_t seed)
        : engine_(seed)
    {
    }
    double operator()()
    {
        if (spare_) {
            const double value = *spare_;
            spare_.reset();
            return value;
        }
        for (;;) {
            const double u = 2 * std::ldexp(static_cast<double>(engine_() >> 11), -53) - 1;
            const double v = 2 * std::ldexp(static_cast<double>(engine_() >> 11), -53) - 1;
            const double s = u * u + v * v;
            if (s <= 0 || s >= 1)
                continue;
            const double factor = std::sqrt(-2 * std::log(s) / s);
            spare_ = v * factor;
            return u * factor;
        }
    }

private:
    std::mt19937_64 engine_;
    std::optional<double> spare_;
};

double testDot(std::span<const double> a, std::span<const double> b)
{
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += a[i] * b[i];
    return sum;
}

// Softmax attention over the first `prefix` keys, in long double.
double softmaxOutput(const AttentionData &data, std::size_t prefix)
{
    long double largest = -std::numeric_limits<long double>::infinity();
    for (std::size_t i = 0; i < prefix; ++i)
        largest = std::max<long double>(largest, testDot(data.query, data.keys[i]));
    long double weights = 0, weighted = 0;
    for (std::size_t i = 0; i < prefix; ++i) {
        const long double w
            = std::exp(static_cast<long double>(testDot(data.query, data.keys[i])) - largest);
        weights += w;
        weighted += w * data.values[i][0];
    }
    return static_cast<double>(weighted / weights);
}

std::string errorText(const std::variant<std::size_t, DataError> &result)
{
    return std::holds_alternative<DataError>(result) ? std::get<DataError>(result).toString() : "";
}

} // namespace

class TestFeatureMaps : public QObject {
    Q_OBJECT

private slots:
    // identity
    void identityDenominators_data();
    void identityDenominators();
    void identityDerivationSaysWhyNonNegativityMatters_data();
    void identityDerivationSaysWhyNonNegativityMatters();

    // softplus
    void softplusAtExtremes_data();
    void softplusAtExtremes();
    void positiveMapsSayWhereTheDenominatorUnderflows_data();
    void positiveMapsSayWhereTheDenominatorUnderflows();

    // FAVOR+
    void favorRowsFollowTheDocumentedGenerator_data();
    void favorRowsFollowTheDocumentedGenerator();
    void favorOrthogonalRowsInTwoDimensions_data();
    void favorOrthogonalRowsInTwoDimensions();
    void favorOrthogonalRowsInHigherDimensions();
    void favorRowsAreNested();
    void favorIsDeterministic();
    void favorDependsOnEverySetting();
    void favorEstimatesTheSoftmaxKernel_data();
    void favorEstimatesTheSoftmaxKernel();
    void favorRowsKeepFeaturesFinite();
    void favorUnderflowIsUnavailableAndExplained();
    void favorSettingsValidation_data();
    void favorSettingsValidation();

    // Convergence
    void convergenceErrorFallsWithM_data();
    void convergenceErrorFallsWithM();
    void convergenceMatchesStepTables();
    void convergenceRefusesBadInput();

    // Long vectors and the worked example
    void longVectorsAreShortened_data();
    void longVectorsAreShortened();
    void workedExampleDerivationIsExact();

    // ε
    void epsilonInTheDenominator_data();
    void epsilonInTheDenominator();
    void epsilonDerivation();
    void epsilonValidation_data();
    void epsilonValidation();

    // Precision
    void precisionDriftIsBounded_data();
    void precisionDriftIsBounded();
    void precisionDriftMatchesIndependentSums();
    void precisionDriftRefusesBadInput();
    void elu1Float32_data();
    void elu1Float32();
};

// ---------------------------------------------------------------------------
// identity

void TestFeatureMaps::identityDenominators_data()
{
    QTest::addColumn<AttentionData>("data");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<double>("denominator"); // φ(q)·Z = q·Σk, by hand

    // general: Z₅ = [1.5, -1], q = [0.5, 1]: 0.75 − 1.
    QTest::newRow("general 5: below 0") << kGeneral << 5 << -0.25;
    // general: Z₆ = [3, 0]: 1.5 — it crossed back.
    QTest::newRow("general 6: back above 0") << kGeneral << 6 << 1.5;
    QTest::newRow("general 2: positive") << kGeneral << 2 << 1.5;
    // negative-query: q = [-1, -2], Z₂ = [1.5, 2.5]: −1.5 − 5.
    QTest::newRow("negative query: all weights negative") << kNegativeQuery << 2 << -6.5;
    QTest::newRow("orthogonal key: exactly 0")
        << AttentionData {"orthogonal", {1, 1}, {{1, -1}, {2, -2}}, scalarValues({1, 2})} << 2
        << 0.0;
    QTest::newRow("keys cancel in Z")
        << AttentionData {"cancel", {1, 2}, {{1, 1}, {-1, -1}}, scalarValues({1, 2})} << 2 << 0.0;
    QTest::newRow("zero query") << AttentionData {"zero", {0, 0}, {{1, 2}}, scalarValues({1})} << 1
                                << 0.0;
}

void TestFeatureMaps::identityDenominators()
{
    QFETCH(AttentionData, data);
    QFETCH(int, prefix);
    QFETCH(double, denominator);

    const StepTable table = computeStepTable(data, map("identity"), std::size_t(prefix));
    const StepRecord &step = table.steps.back();
    COMPARE_EXACT(step.denominator, denominator);
    QCOMPARE(step.available(), denominator != 0.0);
    QCOMPARE(scalar(step.reference).has_value(), denominator != 0.0);
    if (denominator == 0.0)
        return;
    // The output is still the ratio, and the normalised weights sum to 1 …
    double numerator = 0;
    for (std::size_t i = 0; i < std::size_t(prefix); ++i)
        numerator += testDot(data.query, data.keys[i]) * data.values[i][0];
    COMPARE_RELATIVE(*scalar(step.output), numerator / denominator, 1e-15);
    const auto weights = linearWeights(table, std::size_t(prefix));
    QVERIFY(weights);
    double sum = 0;
    for (double w : *weights)
        sum += w;
    COMPARE_RELATIVE(sum, 1.0, 1e-15);
    if (QTest::currentDataTag() == QLatin1String("general 5: below 0")) {
        // … but they are no distribution: shares below 0 and above 1, and the
        // output 14 lies outside the values' range [−2, 4].
        COMPARE_EXACT(*scalar(step.output), 14.0);
        QVERIFY(*std::min_element(weights->begin(), weights->end()) < 0);
        QVERIFY(*std::max_element(weights->begin(), weights->end()) > 1);
    }
}

void TestFeatureMaps::identityDerivationSaysWhyNonNegativityMatters_data()
{
    QTest::addColumn<AttentionData>("data");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<QString>("lineId"); // "" for neither line
    QTest::addColumn<QString>("expected");

    // Scores φ(q)·φ(kᵢ) before dividing, weights after.
    QTest::newRow("negative denominator, mixed signs")
        << kGeneral << "identity" << 5 << "not-a-distribution"
        << "φ(q)·Z = -0.25 is negative: Identity is not non-negative, so the scores φ(q)·φ(kᵢ) = "
           "[0.5, 1, 0, 0, -1.75] have both signs. Divided by the denominator they give weights "
           "that are not a probability distribution (some negative, others above 1), so the "
           "output is not an average of the values and can leave their range. A non-negative φ "
           "keeps every score ≥ 0, and the denominator positive or exactly 0.";
    QTest::newRow("positive denominator, mixed signs")
        << kGeneral << "identity" << 6 << "not-a-distribution"
        << "The scores φ(q)·φ(kᵢ) = [0.5, 1, 0, …, 1.75] have both signs: Identity is not "
           "non-negative. Divided by φ(q)·Z = 1.5 they give weights that are not a probability "
           "distribution (some are negative), so the output is not an average of the values and "
           "can leave their range. A non-negative φ keeps every score ≥ 0.";
    QTest::newRow("negative denominator, every score negative")
        << kNegativeQuery << "identity" << 2 << "not-a-distribution"
        << "φ(q)·Z = -6.5 is negative: Identity is not non-negative, and every score φ(q)·φ(kᵢ) "
           "= [-2, -4.5] is ≤ 0. Divided by the negative denominator the weights happen to be ≥ "
           "0 and sum to 1, but only because every sign agrees: one key on the other side would "
           "break it. A non-negative φ guarantees scores ≥ 0.";
    QTest::newRow("products cancel")
        << AttentionData {"orthogonal", {1, 1}, {{1, -1}, {2, -2}}, scalarValues({1, 2})}
        << "identity" << 2 << "why-unavailable"
        << "The denominator is exactly 0, and a ratio with denominator 0 has no value. Neither "
           "φ(q) = [1, 1] nor Z = [3, -3] is zero, but the products in φ(q)·Z cancel: Identity "
           "keeps negative coordinates, so positive and negative terms add up to exactly 0. A "
           "non-negative φ gives 0 only when every product is 0.";
    QTest::newRow("keys cancel in Z")
        << AttentionData {"cancel", {1, 2}, {{1, 1}, {-1, -1}}, scalarValues({1, 2})} << "identity"
        << 2 << "why-unavailable"
        << "The denominator is exactly 0, and a ratio with denominator 0 has no value. Z = [0, 0] "
           "is zero: Identity keeps negative coordinates, so the included keys' features add up "
           "to zero, and φ(q)·Z = 0 although φ(q) = [1, 2] is not.";
    QTest::newRow("positive weights: no line") << kGeneral << "identity" << 2 << ""
                                               << "";
    QTest::newRow("elu1: no line") << kGeneral << "elu1" << 5 << ""
                                   << "";
    QTest::newRow("relu: no line") << kGeneral << "relu" << 5 << ""
                                   << "";
}

void TestFeatureMaps::identityDerivationSaysWhyNonNegativityMatters()
{
    QFETCH(AttentionData, data);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    QFETCH(QString, lineId);
    QFETCH(QString, expected);

    const FeatureMap &phi = map(mapId.toUtf8().constData());
    const StepTable table = computeStepTable(data, phi, data.keys.size());
    const auto lines = buildDerivation(table, phi, std::size_t(prefix));
    if (lineId.isEmpty()) {
        QVERIFY(!lineNamed(lines, "not-a-distribution"));
        QVERIFY(!lineNamed(lines, "why-unavailable"));
        return;
    }
    const DerivationLine *line = lineNamed(lines, lineId.toStdString());
    QVERIFY(line);
    QCOMPARE(line->kind, DerivationLine::Kind::Explanation);
    QCOMPARE(fromStd(line->formula), expected);
    // Right after the output (and its why-unavailable), before the check.
    const auto output
        = std::find_if(lines.begin(), lines.end(), [](const auto &l) { return l.id == "output"; });
    const auto reference = std::find_if(
        lines.begin(), lines.end(), [](const auto &l) { return l.id == "reference"; });
    QVERIFY(output < reference);
    QVERIFY(line > &*output && line < &*reference);
}

// ---------------------------------------------------------------------------
// softplus

void TestFeatureMaps::softplusAtExtremes_data()
{
    QTest::addColumn<double>("x");
    for (double x : {-1e6, -800.0, -745.0, -700.0, -40.0, -5.0, -1.0, -1e-300, 0.0, 1e-300, 1e-8,
             1.0, 5.0, 36.0, 40.0, 700.0, 710.0, 800.0, 1e6})
        QTest::addRow("%g", x) << x;
}

// ELU+1 and softplus are positive, yet a denominator of theirs can be exactly 0: its products
// φ(q)ᵢZᵢ underflow. Their descriptions name such data, and core finds the 0 there.
void TestFeatureMaps::positiveMapsSayWhereTheDenominatorUnderflows_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("elu1") << "elu1";
    QTest::newRow("softplus") << "softplus";
}

void TestFeatureMaps::positiveMapsSayWhereTheDenominatorUnderflows()
{
    QFETCH(QString, id);
    const FeatureMap &positive = map(qPrintable(id));
    const QString description = QString::fromStdString(positive.description());
    QVERIFY2(description.contains(QStringLiteral("q = k = [−400, −400]")), qPrintable(description));
    QVERIFY2(!description.contains(QStringLiteral("never 0")), qPrintable(description));
    const AttentionData underflowing {"Underflow", {-400, -400}, {{-400, -400}}, scalarValues({1})};
    const StepTable table = computeStepTable(underflowing, positive, 1);
    QVERIFY(table.phiQuery[0] > 0);
    COMPARE_EXACT(table.steps.at(0).denominator, 0.0);
    QVERIFY(!table.steps.at(0).available());
}

void TestFeatureMaps::softplusAtExtremes()
{
    QFETCH(double, x);
    const double y = SoftplusFeatureMap::applyScalar(x);
    const double mirrored = SoftplusFeatureMap::applyScalar(-x);
    QVERIFY(std::isfinite(y));
    QVERIFY(y >= 0);
    QVERIFY(y >= x);
    COMPARE_EXACT(map("softplus").apply(std::vector<double> {x})[0], y);

    // softplus(x) − softplus(−x) = x, to rounding of the larger.
    const double ulp = std::numeric_limits<double>::epsilon() * std::max(y, mirrored);
    QVERIFY2(std::fabs((y - mirrored) - x) <= 2 * ulp,
        qPrintable(QStringLiteral("softplus(%1) − softplus(%2) = %3")
                       .arg(fullPrecision(x), fullPrecision(-x), fullPrecision(y - mirrored))));
    // For x ≤ 0 it is log1p(eˣ); far below 0, eˣ itself (log1p(t) = t for tiny t).
    if (x <= 0)
        COMPARE_EXACT(y, std::log1p(std::exp(x)));
    if (x <= -40)
        COMPARE_EXACT(y, std::exp(x));
    // Far above 0 the correction e⁻ˣ is below half an ulp of x: exactly x.
    if (x >= 40)
        COMPARE_EXACT(y, x);
    // Against log(1 + eˣ) in long double where that neither overflows nor loses e^x.
    if (x > -40 && x < 5000) {
        const long double reference = std::log1p(std::exp(static_cast<long double>(x)));
        COMPARE_RELATIVE(
            y, static_cast<double>(reference), 4 * std::numeric_limits<double>::epsilon());
    }
    // Positive wherever eˣ is representable (above about −745).
    if (x > -745)
        QVERIFY(y > 0);
    if (x <= -800)
        COMPARE_EXACT(y, 0.0);
    // The naive formula overflows where this one does not.
    if (x >= 710)
        QVERIFY(std::isinf(std::log(1 + std::exp(x))));
}

// ---------------------------------------------------------------------------
// FAVOR+

void TestFeatureMaps::favorRowsFollowTheDocumentedGenerator_data()
{
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("d");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("m 64, d 2, seed 1") << 64 << 2 << quint64(1);
    QTest::newRow("m 7, d 3, seed 0") << 7 << 3 << quint64(0);
    QTest::newRow("m 1, d 1, seed 42") << 1 << 1 << quint64(42);
    QTest::newRow("m 4096, d 2, seed 2^64-1") << 4096 << 2 << quint64(~0ull);
}

void TestFeatureMaps::favorRowsFollowTheDocumentedGenerator()
{
    QFETCH(int, m);
    QFETCH(int, d);
    QFETCH(quint64, seed);
    const std::vector<double> rows = favorRows({std::size_t(m), seed, false}, std::size_t(d));
    QCOMPARE(rows.size(), std::size_t(m * d));
    TestNormals normal(seed);
    NormalGenerator core(seed);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const double expected = normal();
        COMPARE_RELATIVE(rows[i], expected, 1e-15);
        COMPARE_EXACT(core(), rows[i]); // the generator alone gives the same stream
    }
}

void TestFeatureMaps::favorOrthogonalRowsInTwoDimensions_data()
{
    QTest::addColumn<int>("m");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("m 64, seed 1") << 64 << quint64(1);
    QTest::newRow("m 5, seed 9") << 5 << quint64(9);
}

void TestFeatureMaps::favorOrthogonalRowsInTwoDimensions()
{
    // Worked out here for d = 2: per block, normals g₀ = (a, b) and g₁ = (c, e), then
    // lengths ℓᵢ = √(z² + z'²) of fresh normals. Row 0 is ℓ₀ g₀/‖g₀‖; row 1 is ℓ₁ times the
    // unit vector perpendicular to g₀ on g₁'s side.
    QFETCH(int, m);
    QFETCH(quint64, seed);
    const std::vector<double> rows = favorRows({std::size_t(m), seed, true}, 2);
    TestNormals normal(seed);
    for (int first = 0; first < m; first += 2) {
        const double a = normal(), b = normal(), c = normal(), e = normal();
        const double z0 = normal(), z1 = normal(), z2 = normal(), z3 = normal();
        const double length0 = std::hypot(z0, z1), length1 = std::hypot(z2, z3);
        const double norm = std::hypot(a, b);
        double px = -b / norm, py = a / norm;
        if (px * c + py * e < 0) {
            px = -px;
            py = -py;
        }
        const double expected[2][2]
            = {{length0 * a / norm, length0 * b / norm}, {length1 * px, length1 * py}};
        for (int i = 0; i < 2 && first + i < m; ++i)
            for (int k = 0; k < 2; ++k) {
                const double actual = rows[std::size_t((first + i) * 2 + k)];
                QVERIFY2(std::fabs(actual - expected[i][k]) <= 1e-13 * std::max(length0, length1),
                    qPrintable(QStringLiteral("row %1[%2]: got %3, expected %4")
                                   .arg(first + i)
                                   .arg(k)
                                   .arg(fullPrecision(actual), fullPrecision(expected[i][k]))));
            }
    }
}

void TestFeatureMaps::favorOrthogonalRowsInHigherDimensions()
{
    // d = 3 and 4: rows of a block are orthogonal, and each has the length of its d fresh normals.
    for (std::size_t d : {3, 4}) {
        const std::size_t m = 2 * d + 1;
        const std::vector<double> rows = favorRows({m, 5, true}, d);
        TestNormals normal(5);
        for (std::size_t first = 0; first < m; first += d) {
            for (std::size_t i = 0; i < d * d; ++i)
                normal(); // the block's matrix
            for (std::size_t i = 0; i < d; ++i) {
                double squares = 0;
                for (std::size_t k = 0; k < d; ++k) {
                    const double z = normal();
                    squares += z * z;
                }
                if (first + i >= m)
                    continue;
                const std::span<const double> row(rows.data() + (first + i) * d, d);
                COMPARE_RELATIVE(std::sqrt(testDot(row, row)), std::sqrt(squares), 1e-14);
                for (std::size_t j = 0; j < i; ++j) {
                    const std::span<const double> other(rows.data() + (first + j) * d, d);
                    QVERIFY(std::fabs(testDot(row, other))
                        <= 1e-13 * std::sqrt(testDot(row, row) * testDot(other, other)));
                }
            }
        }
    }
}

void TestFeatureMaps::favorRowsAreNested()
{
    for (bool orthogonal : {true, false})
        for (std::size_t d : {1, 2, 3}) {
            const std::vector<double> all = favorRows({kMaxFavorFeatures, 3, orthogonal}, d);
            for (std::size_t m : {1, 5, 16, 1000}) {
                const std::vector<double> some = favorRows({m, 3, orthogonal}, d);
                QVERIFY(std::equal(some.begin(), some.end(), all.begin()));
            }
        }
}

void TestFeatureMaps::favorIsDeterministic()
{
    // Bit for bit: a fresh map, the registered one, and maps used from several threads at once.
    const std::vector<double> x {0.5, 1};
    const FeatureMap &registered = map("favor");
    const InlineVector first = registered.apply(x);
    QCOMPARE(first, FavorFeatureMap().apply(x));
    QCOMPARE(first, makeFavorFeatureMap(64, 1, true)->apply(x));

    // Golden numbers of this generator (seed 1): the first normals and φ([0.5, 1]). They change
    // only with the algorithm (or, in the last bit, with a libm's log and exp).
    NormalGenerator normal(1);
    COMPARE_RELATIVE(normal(), -0x1.42c3b2b722171p-5, 1e-15);
    COMPARE_RELATIVE(normal(), -0x1.8c1da014dda09p-2, 1e-15);
    COMPARE_RELATIVE(first[0], 0x1.dc6dd6138a927p-6, 1e-14);
    COMPARE_RELATIVE(first[63], 0x1.092c48077b03dp-5, 1e-14);

    const FavorFeatureMap shared({256, 7, true});
    std::vector<InlineVector> results(4);
    std::vector<std::thread> threads;
    for (std::size_t t = 0; t < results.size(); ++t)
        threads.emplace_back([&shared, &results, t] {
            results[t]
                = shared.apply(std::vector<double> {0.25, -0.75, 0.5}); // rows made on demand
        });
    for (std::thread &thread : threads)
        thread.join();
    for (const InlineVector &result : results)
        QCOMPARE(
            result, FavorFeatureMap({256, 7, true}).apply(std::vector<double> {0.25, -0.75, 0.5}));

    // A whole step table, twice.
    const StepTable a = computeStepTable(kGeneral, registered, kGeneral.keys.size());
    const StepTable b = computeStepTable(kGeneral, FavorFeatureMap(), kGeneral.keys.size());
    for (std::size_t i = 0; i < a.steps.size(); ++i) {
        QCOMPARE(a.steps[i].S, b.steps[i].S);
        COMPARE_EXACT(*scalar(a.steps[i].output), *scalar(b.steps[i].output));
    }
    QCOMPARE(a.featureMapParameters, std::string("m = 64, seed = 1, orthogonal"));
}

void TestFeatureMaps::favorDependsOnEverySetting()
{
    const auto rows = [](std::size_t m, std::uint64_t seed, bool orthogonal, std::size_t d) {
        return favorRows({m, seed, orthogonal}, d);
    };
    QVERIFY(rows(8, 1, true, 2) != rows(8, 2, true, 2));
    QVERIFY(rows(8, 1, true, 2) != rows(8, 1, false, 2));
    const std::vector<double> threeDimensional = rows(8, 1, true, 3);
    QVERIFY(rows(8, 1, true, 2)
        != std::vector<double>(threeDimensional.begin(), threeDimensional.begin() + 16));
    QCOMPARE(rows(8, 1, true, 2), rows(8, 1, true, 2));
    QCOMPARE(FavorFeatureMap({3, 1, true}).featureCount(2), std::size_t(3));
    QCOMPARE(
        FavorFeatureMap({3, 1, false}).parameters(), std::string("m = 3, seed = 1, independent"));
}

void TestFeatureMaps::favorEstimatesTheSoftmaxKernel_data()
{
    QTest::addColumn<int>("m");
    QTest::addColumn<bool>("orthogonal");
    QTest::addColumn<double>("tolerance"); // relative, for the mean over 32 seeds
    QTest::newRow("m 16") << 16 << true << 0.05;
    QTest::newRow("m 1024") << 1024 << true << 0.01;
    QTest::newRow("m 1024, independent rows") << 1024 << false << 0.01;
}

void TestFeatureMaps::favorEstimatesTheSoftmaxKernel()
{
    // E[φ(q)·φ(k)] = e^(q·k): the mean over seeds approaches it.
    QFETCH(int, m);
    QFETCH(bool, orthogonal);
    QFETCH(double, tolerance);
    const std::vector<double> q {0.3, 0.2}, k {0.1, -0.4};
    double mean = 0;
    constexpr int seeds = 32;
    for (int seed = 1; seed <= seeds; ++seed) {
        const FavorFeatureMap phi({std::size_t(m), std::uint64_t(seed), orthogonal});
        const InlineVector a = phi.apply(q), b = phi.apply(k);
        for (double feature : a)
            QVERIFY(feature > 0);
        mean += testDot(a, b) / seeds;
    }
    COMPARE_RELATIVE(mean, std::exp(0.3 * 0.1 + 0.2 * -0.4), tolerance);
}

void TestFeatureMaps::favorRowsKeepFeaturesFinite()
{
    // The documented bound: |z| < 12.01 from the polar method, so ‖w‖² < 144.2·d ≤ 690 for d ≤ 4.
    for (std::size_t d : {1, 2, 3, 4})
        for (std::uint64_t seed : {1, 2, 3}) {
            const std::vector<double> rows = favorRows({kMaxFavorFeatures, seed, true}, d);
            double longest = 0;
            for (std::size_t j = 0; j < kMaxFavorFeatures; ++j)
                longest = std::max(
                    longest, testDot({rows.data() + j * d, d}, {rows.data() + j * d, d}));
            QVERIFY(longest < 144.2 * double(d));
            QVERIFY(longest < kFavorMaxRowNormSquared);
        }
    // Every preset-like input, including the largest allowed, gives finite features.
    const FavorFeatureMap phi({kMaxFavorFeatures, 1, true});
    for (const std::vector<double> &x : std::vector<std::vector<double>> {
             {0, 0}, {1e6, -1e6}, {-1e6, -1e6}, {20, 20}, {12, 0}, {1e-300, 0}})
        for (double feature : phi.apply(x))
            QVERIFY(std::isfinite(feature) && feature >= 0);
    // large-scores: every number of the table finite, and no denominator underflows to 0.
    const StepTable table = computeStepTable(kLargeScores, map("favor"), kLargeScores.keys.size());
    for (const StepRecord &step : table.steps) {
        QVERIFY(std::isfinite(scalar(step.numerator)) && std::isfinite(step.denominator));
        QVERIFY(step.denominator > 0);
        QVERIFY(scalar(step.output) && std::isfinite(*scalar(step.output)));
    }
}

void TestFeatureMaps::favorUnderflowIsUnavailableAndExplained()
{
    // ‖x‖²/2 = 10⁶ is far beyond any w·x: every feature underflows to 0.
    const AttentionData data {"far", {1000, 1000}, {{1000, -1000}}, scalarValues({1})};
    const StepTable table = computeStepTable(data, map("favor"), 1);
    QVERIFY(!scalar(table.steps[0].output));
    COMPARE_EXACT(table.steps[0].denominator, 0.0);
    const auto lines = buildDerivation(table, map("favor"), 1);
    const DerivationLine *why = lineNamed(lines, "why-unavailable");
    QVERIFY(why);
    QCOMPARE(fromStd(why->formula),
        QStringLiteral("The denominator is exactly 0, and a ratio with denominator 0 has no value. "
                       "Both φ(q) = [0, 0, 0, …, 0] (64 entries) and Z = [0, 0, 0, …, 0] (64 "
                       "entries) are zero: every feature exp(wⱼ·x − ‖x‖²/2) / √m underflows to 0 "
                       "when ‖x‖ is large. FAVOR+ features are positive in exact arithmetic but "
                       "vanish in floating point for long vectors."));
}

void TestFeatureMaps::favorSettingsValidation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error"); // empty: accepted
    QTest::newRow("64") << "64"
                        << "";
    QTest::newRow("1") << "1"
                       << "";
    QTest::newRow("4096") << "4096"
                          << "";
    QTest::newRow("5000") << "5000"
                          << "m: 5000 is outside 1…4096";
    QTest::newRow("0") << "0"
                       << "m: 0 is outside 1…4096";
    QTest::newRow("-3") << "-3"
                        << "m: expected a whole number from 1 to 4096, got \"-3\"";
    QTest::newRow("2.5") << "2.5"
                         << "m: expected a whole number from 1 to 4096, got \"2.5\"";
    QTest::newRow("empty") << ""
                           << "m: expected a whole number from 1 to 4096, got \"\"";
}

void TestFeatureMaps::favorSettingsValidation()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto parsed = parseFavorFeatureCount(text.toStdString());
    QCOMPARE(fromStd(errorText(parsed)), error);
    if (error.isEmpty()) {
        QCOMPARE(std::get<std::size_t>(parsed), std::size_t(text.toULongLong()));
        QCOMPARE(makeFavorFeatureMap(std::get<std::size_t>(parsed), 1)->featureCount(2),
            std::get<std::size_t>(parsed));
    } else if (error.contains(QStringLiteral("outside"))) {
        const std::size_t m = text.toULongLong();
        QVERIFY(validateFavorSettings({m, 1, true}));
        QCOMPARE(fromStd(validateFavorSettings({m, 1, true})->toString()), error);
        try {
            makeFavorFeatureMap(m, 1);
            QFAIL("makeFavorFeatureMap accepted an m outside 1…4096");
        } catch (const std::invalid_argument &thrown) {
            QCOMPARE(fromStd(thrown.what()), error);
        }
    }

    // The seed and the orthogonal switch, once.
    QCOMPARE(std::get<std::uint64_t>(parseFavorSeed("18446744073709551615")), ~std::uint64_t(0));
    QCOMPARE(fromStd(std::get<DataError>(parseFavorSeed("-1")).toString()),
        QStringLiteral("seed: expected a whole number from 0 to 18446744073709551615, got \"-1\""));
    QVERIFY(std::holds_alternative<DataError>(parseFavorSeed("18446744073709551616")));
    QCOMPARE(std::get<bool>(parseFavorOrthogonal("off")), false);
    QCOMPARE(std::get<bool>(parseFavorOrthogonal("on")), true);
    QCOMPARE(fromStd(std::get<DataError>(parseFavorOrthogonal("maybe")).toString()),
        QStringLiteral("orthogonal: expected on or off, got \"maybe\""));
}

// ---------------------------------------------------------------------------
// Convergence

void TestFeatureMaps::convergenceErrorFallsWithM_data()
{
    QTest::addColumn<AttentionData>("data");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<bool>("orthogonal");
    for (bool orthogonal : {true, false}) {
        const char *rows = orthogonal ? "orthogonal" : "independent";
        for (int prefix = 2; prefix <= 6; ++prefix)
            QTest::addRow("general %d %s", prefix, rows) << kGeneral << prefix << orthogonal;
        QTest::addRow("all-negative 4 %s", rows) << kAllNegative << 4 << orthogonal;
        QTest::addRow("negative-query 3 %s", rows) << kNegativeQuery << 3 << orthogonal;
        QTest::addRow("partly-negative 4 %s", rows) << kPartlyNegative << 4 << orthogonal;
    }
}

void TestFeatureMaps::convergenceErrorFallsWithM()
{
    // The mean |linear − softmax| over seeds 1…16 at m = 1024 is less than half that at m = 16
    // (in these fixed-seed runs it is 0.06 to 0.43 of it).
    QFETCH(AttentionData, data);
    QFETCH(int, prefix);
    QFETCH(bool, orthogonal);
    ConvergenceOptions options;
    options.featureCounts = {1024, 16};
    options.seedCount = 16;
    options.orthogonal = orthogonal;
    const auto points = computeFavorConvergence(data, std::size_t(prefix), options);
    QCOMPARE(points.size(), std::size_t(2));
    QCOMPARE(points[0].features, std::size_t(1024)); // in the order given
    QCOMPARE(points[1].features, std::size_t(16));
    for (const ConvergencePoint &point : points) {
        QCOMPARE(point.availableSeeds, std::size_t(16));
        QVERIFY(point.meanError);
        QVERIFY(point.minError <= *point.meanError && *point.meanError <= point.maxError);
    }
    QVERIFY2(*points[0].meanError < 0.5 * *points[1].meanError,
        qPrintable(
            QStringLiteral("mean error %1 at m = 1024, %2 at m = 16")
                .arg(fullPrecision(*points[0].meanError), fullPrecision(*points[1].meanError))));
    // The same call again: the same numbers.
    const auto again = computeFavorConvergence(data, std::size_t(prefix), options);
    COMPARE_EXACT(*again[0].meanError, *points[0].meanError);
    COMPARE_EXACT(*again[1].meanError, *points[1].meanError);
}

void TestFeatureMaps::convergenceMatchesStepTables()
{
    // Each point is the mean of |step table output − softmax| over the seeds, the step table
    // being computed with a map of that m and seed.
    ConvergenceOptions options;
    options.featureCounts = {1, 16, 100};
    options.seedCount = 3;
    options.firstSeed = 11;
    for (std::size_t prefix : {1, 3, 6}) {
        const auto points = computeFavorConvergence(kGeneral, prefix, options);
        const double softmax = softmaxOutput(kGeneral, prefix);
        for (const ConvergencePoint &point : points) {
            double sum = 0;
            for (std::uint64_t seed = 11; seed < 14; ++seed) {
                const auto phi = makeFavorFeatureMap(point.features, seed);
                const StepTable table = computeStepTable(kGeneral, *phi, prefix);
                sum += std::fabs(*scalar(table.steps.back().output) - softmax);
            }
            QVERIFY(point.meanError);
            QVERIFY2(std::fabs(*point.meanError - sum / 3) <= 1e-12 * 4,
                qPrintable(QStringLiteral("prefix %1, m = %2: %3 vs %4")
                               .arg(prefix)
                               .arg(point.features)
                               .arg(fullPrecision(*point.meanError), fullPrecision(sum / 3))));
        }
    }
    // The default feature counts.
    const auto counts = defaultConvergenceFeatureCounts();
    QCOMPARE(counts.size(), std::size_t(13));
    QCOMPARE(counts.front(), std::size_t(1));
    QCOMPARE(counts.back(), std::size_t(4096));
}

void TestFeatureMaps::convergenceRefusesBadInput()
{
    ConvergenceOptions options;
    options.featureCounts = {16, 5000};
    try {
        computeFavorConvergence(kGeneral, 1, options);
        QFAIL("m = 5000 accepted");
    } catch (const std::invalid_argument &error) {
        QCOMPARE(fromStd(error.what()), QStringLiteral("m: 5000 is outside 1…4096"));
    }
    options.featureCounts = {16};
    options.seedCount = 0;
    QCOMPARE(fromStd(validateConvergenceOptions(options)->toString()),
        QStringLiteral("seeds: 0 is outside 1…256"));
    options.seedCount = 4;
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, computeFavorConvergence(kGeneral, 7, options));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, computeFavorConvergence(kGeneral, 0, options));
    // A stop requested before the work: nothing.
    std::stop_source stop;
    stop.request_stop();
    QVERIFY(computeFavorConvergence(kGeneral, 6, options, stop.get_token()).empty());
    QCOMPARE(computeFavorConvergence(kGeneral, 6, options).size(), std::size_t(1));
}

// ---------------------------------------------------------------------------
// Long vectors and the worked example

void TestFeatureMaps::longVectorsAreShortened_data()
{
    QTest::addColumn<int>("m");
    for (int m : {1, 5, 6, 64, 4096})
        QTest::addRow("m %d", m) << m;
}

void TestFeatureMaps::longVectorsAreShortened()
{
    QFETCH(int, m);
    const auto phi = makeFavorFeatureMap(std::size_t(m), 1);
    const StepTable table = computeStepTable(kGeneral, *phi, kGeneral.keys.size());
    const StepText text(table, *phi);
    const QString phiQuery = fromStd(text.phiQuery());
    const QString s = fromStd(text.step(5).S);
    // Up to 5 entries in full, else the first three, "…", the last and the count.
    const int commas = int(phiQuery.count(QLatin1Char(',')));
    if (m <= 5) {
        QCOMPARE(commas, m - 1);
        QVERIFY(!phiQuery.contains(QStringLiteral("…")));
    } else {
        QCOMPARE(commas, 4); // "[a, b, c, …, z]"
        QVERIFY2(
            phiQuery.endsWith(QStringLiteral(", …, %1] (%2 entries)")
                                  .arg(fromStd(formatRounded(table.phiQuery[std::size_t(m) - 1])))
                                  .arg(m)),
            qPrintable(phiQuery));
        QVERIFY(s.endsWith(QStringLiteral("(%1 entries)").arg(m)));
    }
    QCOMPARE(phiQuery, fromStd(formatVector(table.phiQuery)));
    QCOMPARE(s, fromStd(formatVector(table.steps[5].S)));
    QVERIFY(phiQuery.startsWith(
                QLatin1Char('[') + fromStd(formatRounded(table.phiQuery[0])) + QLatin1Char(','))
        || m == 1);

    // The derivation stays short whatever m is, and works out at most two features.
    const auto lines = buildDerivation(text, 6);
    for (const DerivationLine &line : lines) {
        const std::string formula = renderEnglish(line.formula);
        QVERIFY2(formula.size() + renderEnglish(line.result).size() < 1200,
            qPrintable(fromStd(line.id) + QStringLiteral(": %1 characters").arg(formula.size())));
    }
    const QString rule = fromStd(lineNamed(lines, "phi-query")->formula);
    QVERIFY2(rule.startsWith(
                 QStringLiteral("φⱼ = exp(wⱼ·x − ‖x‖²/2) / √m, ‖x‖²/2 = 0.625, √%1 = ").arg(m)),
        qPrintable(rule));
    QCOMPARE(rule.contains(QStringLiteral("(%1 features)").arg(m)), m > 2);
    QCOMPARE(rule.contains(QStringLiteral("w₁")), m >= 2);
    QVERIFY(!rule.contains(QStringLiteral("w₂")));
    const QString denominator = fromStd(lineNamed(lines, "denominator")->formula);
    QCOMPARE(int(denominator.count(QStringLiteral(" × "))), std::min(m, m <= 5 ? m : 4));
}

void TestFeatureMaps::workedExampleDerivationIsExact()
{
    const StepTable table = computeStepTable(kGeneral, map("elu1"), 1);
    const auto lines = buildDerivation(table, map("elu1"), 1);
    const auto result = [&lines](const char *id) { return fromStd(lineNamed(lines, id)->result); };
    const auto formula
        = [&lines](const char *id) { return fromStd(lineNamed(lines, id)->formula); };
    QCOMPARE(result("phi-query"), QStringLiteral("[1.5, 2]"));
    QCOMPARE(formula("phi-query"), QStringLiteral("0.5 > 0 → 0.5 + 1 = 1.5;  1 > 0 → 1 + 1 = 2"));
    QCOMPARE(result("z"), QStringLiteral("[2, 1]"));
    QCOMPARE(result("s"), QStringLiteral("[2, 1]"));
    QCOMPARE(formula("denominator"), QStringLiteral("(1.5 × 2) + (2 × 1)"));
    QCOMPARE(result("denominator"), QStringLiteral("5"));
    QCOMPARE(formula("numerator"), QStringLiteral("(1.5 × 2) + (2 × 1)"));
    QCOMPARE(result("numerator"), QStringLiteral("5"));
    QCOMPARE(
        fromStd(lineNamed(lines, "output")->label), QStringLiteral("output φ(q)·S₀ / φ(q)·Z₀"));
    QCOMPARE(fromStd(lineNamed(lines, "z")->label), QStringLiteral("Z₀ = φ(k₀)"));
    QCOMPARE(fromStd(lineNamed(lines, "s")->label), QStringLiteral("S₀ = φ(k₀)v₀"));
    QCOMPARE(formula("output"), QStringLiteral("5 / 5"));
    QCOMPARE(result("output"), QStringLiteral("1"));
    QVERIFY(!lineNamed(lines, "epsilon") && !lineNamed(lines, "not-a-distribution"));

    // Identity's rule writes the coordinate as it is.
    const StepTable identity = computeStepTable(kGeneral, map("identity"), 3);
    QCOMPARE(fromStd(buildDerivation(identity, map("identity"), 3)[3].formula),
        QStringLiteral("-1 ∈ ℝ → -1;  0.5 ∈ ℝ → 0.5"));
    const StepTable softplus = computeStepTable(kGeneral, map("softplus"), 1);
    QCOMPARE(fromStd(buildDerivation(softplus, map("softplus"), 1)[1].formula),
        QStringLiteral("1 > 0 → 1 + log(1 + e^(−1)) = 1.3133;  0 ≤ 0 → log(1 + e^0) = 0.6931"));
}

// ---------------------------------------------------------------------------
// ε

void TestFeatureMaps::epsilonInTheDenominator_data()
{
    QTest::addColumn<AttentionData>("data");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<double>("epsilon");
    QTest::addColumn<bool>("available");
    QTest::addColumn<double>("output"); // by hand, or numerator / (denominator + ε) by hand

    QTest::newRow("all-negative relu, off") << kAllNegative << "relu" << 4 << 0.0 << false << 0.0;
    QTest::newRow("all-negative relu, 1e-6") << kAllNegative << "relu" << 4 << 1e-6 << true << 0.0;
    QTest::newRow("all-negative relu, 1e-10")
        << kAllNegative << "relu" << 1 << 1e-10 << true << 0.0;
    QTest::newRow("negative-query relu, 1e-6")
        << kNegativeQuery << "relu" << 3 << 1e-6 << true << 0.0;
    // The worked example: 5 / (5 + ε).
    QTest::newRow("worked example, 1e-6")
        << kGeneral << "elu1" << 1 << 1e-6 << true << 5 / (5 + 1e-6);
    QTest::newRow("worked example, typed 0.5") << kGeneral << "elu1" << 1 << 0.5 << true << 5 / 5.5;
    // tiny-denominator relu at 1: 1e-300 / (1e-300 + 1e-6) ≈ 1e-294 instead of 1.
    QTest::newRow("tiny denominator, 1e-6")
        << kTinyDenominator << "relu" << 1 << 1e-6 << true << 1e-300 / (1e-300 + 1e-6);
    // identity: numerator 0 over φ(q)·Z = 0.
    QTest::newRow("identity products cancel, 1e-6")
        << AttentionData {"orthogonal", {1, 1}, {{1, -1}}, scalarValues({1})} << "identity" << 1
        << 1e-6 << true << 0.0;
    // identity: φ(q)·Z = −2⁻²⁰ and ε = 2⁻²⁰ cancel exactly: still Unavailable.
    QTest::newRow("identity denominator −ε")
        << AttentionData {"minus epsilon", {1, 0}, {{-0x1p-20, 3}}, scalarValues({2})} << "identity"
        << 1 << 0x1p-20 << false << 0.0;
}

void TestFeatureMaps::epsilonInTheDenominator()
{
    QFETCH(AttentionData, data);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    QFETCH(double, epsilon);
    QFETCH(bool, available);
    QFETCH(double, output);

    const FeatureMap &phi = map(mapId.toUtf8().constData());
    const StepTable table
        = computeStepTable(data, phi, std::size_t(prefix), "x", StepTableOptions {epsilon});
    COMPARE_EXACT(table.epsilon, epsilon);
    QCOMPARE(table.presetId, std::optional<std::string>("x"));
    const StepRecord &step = table.steps.back();
    QCOMPARE(step.available(), available);
    QCOMPARE(scalar(step.reference).has_value(), available);
    if (available) {
        COMPARE_RELATIVE(*scalar(step.output), output, 1e-15);
        COMPARE_RELATIVE(*scalar(step.reference), output, 1e-15);
        QVERIFY(std::isfinite(*scalar(step.output)));
    }
    // ε leaves the denominator column as φ(q)·Z: the same as with ε off. (`{}` as the fourth
    // argument still means "no preset", as before the options overload existed.)
    const StepTable off = computeStepTable(data, phi, std::size_t(prefix), {});
    QCOMPARE(off.presetId, std::nullopt);
    COMPARE_EXACT(off.epsilon, 0.0);
    COMPARE_EXACT(step.denominator, off.steps.back().denominator);
    COMPARE_EXACT(scalar(step.numerator), scalar(off.steps.back().numerator));
    // With ε = 0 the options overload is the plain one, bit for bit.
    if (epsilon == 0.0 && scalar(off.steps.back().output))
        COMPARE_EXACT(*scalar(step.output), *scalar(off.steps.back().output));
    // The weights chart divides by the same sum + ε.
    const auto weights = linearWeights(table, std::size_t(prefix));
    QCOMPARE(weights.has_value(), available);
}

void TestFeatureMaps::epsilonDerivation()
{
    // Off: no ε anywhere.
    {
        const StepTable table = computeStepTable(kAllNegative, map("relu"), 2);
        const auto lines = buildDerivation(table, map("relu"), 2);
        QVERIFY(lineNamed(lines, "why-unavailable"));
        QVERIFY(!lineNamed(lines, "epsilon"));
    }
    // all-negative + relu: 0 instead of Unavailable, and why that is no fix.
    {
        const StepTable table
            = computeStepTable(kAllNegative, map("relu"), 2, std::nullopt, {kEpsilonPaper});
        const auto lines = buildDerivation(table, map("relu"), 2);
        QVERIFY(!lineNamed(lines, "why-unavailable"));
        const DerivationLine *output = lineNamed(lines, "output");
        QCOMPARE(fromStd(output->label), QStringLiteral("output φ(q)·S₁ / (φ(q)·Z₁ + ε)"));
        QCOMPARE(fromStd(output->formula), QStringLiteral("0 / (0 + 1e-6)"));
        QCOMPARE(fromStd(output->result), QStringLiteral("0"));
        QVERIFY(!output->unavailable);
        const DerivationLine *epsilon = lineNamed(lines, "epsilon");
        QVERIFY(epsilon);
        QCOMPARE(epsilon->kind, DerivationLine::Kind::Explanation);
        QCOMPARE(fromStd(epsilon->label), QStringLiteral("what ε does"));
        QCOMPARE(fromStd(epsilon->formula),
            QStringLiteral(
                "ε = 1e-6 is added to the denominator, so the output reads 0 / (0 + 1e-6) "
                "= 0 instead of Unavailable. ε hides the undefined case rather than "
                "fixing it: φ(q)·Z is still exactly 0, so no key has any weight, and 0 "
                "is the numerator divided by ε, not an average of the values."));
        QCOMPARE(fromStd(lineNamed(lines, "reference")->formula),
            QStringLiteral("Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε) = (0 × 1 + 0 × (-1)) / (0 + 0 + "
                           "1e-6);  |output − reference| = 0"));
    }
    // tiny-denominator + relu: ε swamps the denominator.
    {
        const StepTable table
            = computeStepTable(kTinyDenominator, map("relu"), 1, std::nullopt, {kEpsilonPaper});
        const auto lines = buildDerivation(table, map("relu"), 1);
        QCOMPARE(fromStd(lineNamed(lines, "epsilon")->formula),
            QStringLiteral(
                "ε = 1e-6 is not negligible next to φ(q)·Z = 1e-300: the output 1e-300 / "
                "(1e-300 + 1e-6) = 1e-294 differs from 1e-300 / 1e-300 = 1. ε trades an "
                "undefined result for a wrong one when the denominator is tiny."));
    }
    // The worked example with 1e-10: ε is negligible, no line, and the output still reads 1.
    {
        const StepTable table
            = computeStepTable(kGeneral, map("elu1"), 1, std::nullopt, {kEpsilonKernelLibrary});
        const auto lines = buildDerivation(table, map("elu1"), 1);
        QVERIFY(!lineNamed(lines, "epsilon"));
        QCOMPARE(fromStd(lineNamed(lines, "output")->formula), QStringLiteral("5 / (5 + 1e-10)"));
        QCOMPARE(fromStd(lineNamed(lines, "output")->result), QStringLiteral("1"));
    }
    // identity, φ(q)·Z = −ε: Unavailable, and why.
    {
        const AttentionData data {"minus epsilon", {1, 0}, {{-0x1p-20, 3}}, scalarValues({2})};
        const StepTable table = computeStepTable(data, map("identity"), 1, std::nullopt, {0x1p-20});
        const auto lines = buildDerivation(table, map("identity"), 1, 17);
        QCOMPARE(fromStd(lineNamed(lines, "why-unavailable")->formula),
            QStringLiteral("The denominator is exactly 0, and a ratio with denominator 0 has no "
                           "value. φ(q)·Z = -9.5367431640625e-7 and ε = 9.5367431640625e-7 cancel: "
                           "φ(q)·Z + ε is exactly 0."));
    }
}

void TestFeatureMaps::epsilonValidation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("error");
    QTest::newRow("1e-6") << "1e-6" << 1e-6 << "";
    QTest::newRow("1e-10") << "1e-10" << 1e-10 << "";
    QTest::newRow("0") << "0" << 0.0 << "";
    QTest::newRow("1") << "1" << 1.0 << "";
    QTest::newRow("2") << "2" << 2.0 << "ε: 2 is outside 0…1";
    QTest::newRow("-1e-6") << "-1e-6" << -1e-6 << "ε: -1e-6 is outside 0…1";
    QTest::newRow("abc") << "abc" << 0.0 << "ε: expected a number from 0 to 1, got \"abc\"";
    QTest::newRow("empty") << "" << 0.0 << "ε: expected a number from 0 to 1, got \"\"";
    QTest::newRow("nan") << "nan" << std::numeric_limits<double>::quiet_NaN()
                         << "ε: expected a finite number, got NaN";
    QTest::newRow("inf") << "inf" << std::numeric_limits<double>::infinity()
                         << "ε: expected a finite number, got infinity";
}

void TestFeatureMaps::epsilonValidation()
{
    QFETCH(QString, text);
    QFETCH(double, value);
    QFETCH(QString, error);
    const auto parsed = parseEpsilon(text.toStdString());
    if (error.isEmpty()) {
        QVERIFY(std::holds_alternative<double>(parsed));
        COMPARE_EXACT(std::get<double>(parsed), value);
        QVERIFY(!validateEpsilon(value));
        return;
    }
    QVERIFY(std::holds_alternative<DataError>(parsed));
    QCOMPARE(fromStd(std::get<DataError>(parsed).toString()), error);
    if (text.isEmpty() || text == QLatin1String("abc"))
        return;
    QCOMPARE(fromStd(validateEpsilon(value)->toString()), error);
    try {
        computeStepTable(kGeneral, map("elu1"), 1, std::nullopt, StepTableOptions {value});
        QFAIL("computeStepTable accepted an invalid ε");
    } catch (const std::invalid_argument &thrown) {
        QCOMPARE(fromStd(thrown.what()), error);
    }
}

// ---------------------------------------------------------------------------
// Precision

void TestFeatureMaps::precisionDriftIsBounded_data()
{
    QTest::addColumn<QString>("mapId"); // "favor8": FAVOR+ with m = 8
    QTest::addColumn<SumPrecision>("precision");
    QTest::addColumn<int>("keys");
    QTest::newRow("elu1 float32") << "elu1" << SumPrecision::Float32 << 200000;
    QTest::newRow("elu1 float64") << "elu1" << SumPrecision::Float64 << 200000;
    QTest::newRow("relu float32") << "relu" << SumPrecision::Float32 << 20000;
    QTest::newRow("softplus float32") << "softplus" << SumPrecision::Float32 << 20000;
    QTest::newRow("identity float32") << "identity" << SumPrecision::Float32 << 20000;
    QTest::newRow("identity float64") << "identity" << SumPrecision::Float64 << 20000;
    QTest::newRow("favor m 8 float32") << "favor8" << SumPrecision::Float32 << 20000;
}

void TestFeatureMaps::precisionDriftIsBounded()
{
    QFETCH(QString, mapId);
    QFETCH(SumPrecision, precision);
    QFETCH(int, keys);
    const auto favor = makeFavorFeatureMap(8, 1);
    const FeatureMap &phi
        = mapId == QLatin1String("favor8") ? *favor : map(mapId.toUtf8().constData());

    PrecisionDriftOptions options;
    options.keyCount = std::size_t(keys);
    options.seed = 3;
    options.precision = precision;
    const auto points = computePrecisionDrift(phi, options);
    const auto checkpoints = defaultDriftCheckpoints(std::size_t(keys));
    QCOMPARE(points.size(), checkpoints.size());
    const double u = precision == SumPrecision::Float32 ? 0x1p-24 : 0x1p-53;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const PrecisionDriftPoint &p = points[i];
        const QString where = QStringLiteral("N = %1").arg(p.keys);
        QCOMPARE(p.keys, checkpoints[i]);
        QVERIFY2(p.sDrift <= p.sBound,
            qPrintable(
                where + QStringLiteral(": S drift %1 > bound %2").arg(p.sDrift).arg(p.sBound)));
        QVERIFY2(p.zDrift <= p.zBound,
            qPrintable(
                where + QStringLiteral(": Z drift %1 > bound %2").arg(p.zDrift).arg(p.zBound)));
        if (p.outputDrift && p.outputBound)
            QVERIFY2(*p.outputDrift <= *p.outputBound,
                qPrintable(where
                    + QStringLiteral(": output drift %1 > bound %2")
                          .arg(*p.outputDrift)
                          .arg(*p.outputBound)));
        if (phi.isNonNegative() && mapId != QLatin1String("relu")) {
            // Z of a positive map: the bound is γ_(N+1) = (N+1)u / (1 − (N+1)u), as documented.
            const double ku = (double(p.keys) + 1) * u;
            QVERIFY(p.zBound <= ku / (1 - ku) * (1 + 1e-8) + 0x1p-50);
            QVERIFY(p.zBound >= ku);
            QVERIFY(p.outputDrift.has_value());
        }
    }
    if (mapId == QLatin1String("elu1")) {
        // float32 drifts visibly and grows; float64 stays near its unit roundoff.
        const PrecisionDriftPoint &last = points.back();
        if (precision == SumPrecision::Float32) {
            QVERIFY(last.zDrift > 1e-7);
            QVERIFY(last.zDrift > points.front().zDrift);
        } else {
            QVERIFY(last.zDrift < 1e-12);
        }
    }
}

void TestFeatureMaps::precisionDriftMatchesIndependentSums()
{
    // The drift of Z and S at N = 3000 with ELU+1 in float32, recomputed here: the sequence from
    // the documented generator, float sums, and a long double reference.
    constexpr std::size_t N = 3000;
    TestNormals normal(5);
    const double q[2] = {normal(), normal()};
    const auto elu1 = [](double x) { return x > 0 ? x + 1 : std::exp(x); };
    float S32[2] = {0, 0}, Z32[2] = {0, 0};
    long double S[2] = {0, 0}, Z[2] = {0, 0};
    for (std::size_t i = 0; i < N; ++i) {
        const double k0 = normal(), k1 = normal();
        const double v = 1 + 0.5 * normal();
        const double phi[2] = {elu1(k0), elu1(k1)};
        for (int j = 0; j < 2; ++j) {
            S32[j] += float(phi[j]) * float(v);
            Z32[j] += float(phi[j]);
            S[j] += static_cast<long double>(phi[j]) * v;
            Z[j] += phi[j];
        }
    }
    const auto relative = [](const float *computed, const long double *exact) {
        const long double size = std::max(std::fabs(exact[0]), std::fabs(exact[1]));
        return static_cast<double>(
            std::max(std::fabs(computed[0] - exact[0]), std::fabs(computed[1] - exact[1])) / size);
    };
    PrecisionDriftOptions options;
    options.keyCount = N;
    options.seed = 5;
    options.checkpoints = {N};
    const auto points = computePrecisionDrift(map("elu1"), options);
    QCOMPARE(points.size(), std::size_t(1));
    COMPARE_RELATIVE(points[0].zDrift, relative(Z32, Z), 1e-6);
    COMPARE_RELATIVE(points[0].sDrift, relative(S32, S), 1e-6);
    const long double output
        = (elu1(q[0]) * S[0] + elu1(q[1]) * S[1]) / (elu1(q[0]) * Z[0] + elu1(q[1]) * Z[1]);
    QVERIFY(points[0].output);
    COMPARE_RELATIVE(*points[0].output, static_cast<double>(output), 1e-14);
    // The sequence itself.
    DriftSequence sequence(5);
    COMPARE_EXACT(sequence.query()[0], q[0]);
    COMPARE_EXACT(sequence.query()[1], q[1]);
}

void TestFeatureMaps::precisionDriftRefusesBadInput()
{
    PrecisionDriftOptions options;
    options.keyCount = 2'000'000;
    QCOMPARE(fromStd(validatePrecisionDriftOptions(options)->toString()),
        QStringLiteral("N: 2000000 is outside 1…1000000"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, computePrecisionDrift(map("elu1"), options));
    options.keyCount = 0;
    QVERIFY(validatePrecisionDriftOptions(options));
    options.keyCount = 100;
    options.checkpoints = {10, 10};
    QCOMPARE(fromStd(validatePrecisionDriftOptions(options)->toString()),
        QStringLiteral("checkpoints: expected increasing numbers from 1 to 100, got 10 after 10"));
    options.checkpoints = {101};
    QVERIFY(validatePrecisionDriftOptions(options));
    options.checkpoints = {};
    QCOMPARE(defaultDriftCheckpoints(100), (std::vector<std::size_t> {1, 2, 5, 10, 20, 50, 100}));
    QCOMPARE(defaultDriftCheckpoints(1), (std::vector<std::size_t> {1}));
    QCOMPARE(defaultDriftCheckpoints(kMaxDriftKeys).size(), std::size_t(19));
    // The same seed, the same numbers; a stop before the end, nothing.
    options.keyCount = 9000;
    const auto a = computePrecisionDrift(map("elu1"), options);
    const auto b = computePrecisionDrift(map("elu1"), options);
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        COMPARE_EXACT(a[i].zDrift, b[i].zDrift);
    std::stop_source stop;
    stop.request_stop();
    QVERIFY(computePrecisionDrift(map("elu1"), options, stop.get_token()).empty());
}

void TestFeatureMaps::elu1Float32_data()
{
    QTest::addColumn<float>("x");
    for (float x :
        {-100.0f, -87.0f, -50.0f, -30.0f, -20.0f, -18.0f, -17.0f, -10.0f, -1.0f, 0.0f, 1.0f})
        QTest::addRow("%g", double(x)) << x;
}

void TestFeatureMaps::elu1Float32()
{
    QFETCH(float, x);
    const float eluPlusOne = elu1Float32AsEluPlusOne(x);
    const float exp = elu1Float32AsExp(x);
    // By hand: eˣ − 1 rounds to −1 in float (and elu(x) + 1 to 0) once eˣ is below half the
    // spacing of floats just under 1, 2⁻²⁵; e^−18 ≈ 1.5e-8 < 2⁻²⁵ ≈ 3.0e-8 < e^−17 ≈ 4.1e-8.
    const bool vanishes = std::exp(double(x)) < std::ldexp(1.0, -25);
    QCOMPARE(eluPlusOne == 0.0f, vanishes);
    QCOMPARE(vanishes, x <= -18.0f);
    // eˣ itself stays positive (float's smallest is 2⁻¹⁴⁹ ≈ e^−103.3) and close to the truth
    // (to a few percent below e^−87, where floats are subnormal).
    QVERIFY(exp > 0);
    if (x <= 0)
        COMPARE_RELATIVE(double(exp), std::exp(double(x)), x < -87 ? 5e-2 : 1e-6);
    else
        COMPARE_EXACT(double(exp), double(x) + 1);

    const float vanishing = elu1Float32VanishingPoint();
    QVERIFY(vanishing > -18.0f && vanishing < -17.0f);
    COMPARE_EXACT(elu1Float32AsEluPlusOne(vanishing), 0.0);
    QVERIFY(elu1Float32AsEluPlusOne(std::nextafter(vanishing, 0.0f)) > 0);
    QVERIFY(elu1Float32AsExp(vanishing) > 0);
}

QTEST_GUILESS_MAIN(TestFeatureMaps)
#include "tst_feature_maps.moc"
