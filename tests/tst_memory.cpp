// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The state as a key→value memory (core/memory): hand-worked cases (a 2 × 2 memory with
// orthogonal keys, a third pair that interferes, softmax over two pairs, DPFP's features), and
// on random pairs the code against formulas that do not write S at all: the sum rule's read-out
// through the features' Gram matrix (Σⱼ γ^(N−1−j) (φ̂ᵢ·φ̂ⱼ) vⱼ), the delta rule's exact recall
// of the last pair written, orthogonal features recalled exactly by both rules, more pairs than
// room not all recalled by the sum rule, and Unavailable keys neither written nor read.

#include "associative_memory.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace linattn;

namespace {

std::vector<double> identity(std::span<const double> key)
{
    return {key.begin(), key.end()};
}

std::vector<double> relu(std::span<const double> key)
{
    std::vector<double> f;
    for (double x : key)
        f.push_back(std::max(x, 0.0));
    return f;
}

// ELU + 1, as the program's map: x + 1 for x > 0, eˣ otherwise.
std::vector<double> elu1(std::span<const double> key)
{
    std::vector<double> f;
    for (double x : key)
        f.push_back(x > 0 ? x + 1 : std::exp(x));
    return f;
}

double norm(const std::vector<double> &x)
{
    double sum = 0;
    for (double v : x)
        sum += v * v;
    return std::sqrt(sum);
}

std::vector<double> unit(std::vector<double> x)
{
    const double length = norm(x);
    for (double &v : x)
        v /= length;
    return x;
}

MemoryPairs randomPairs(std::size_t n, std::size_t d, std::size_t dv, unsigned seed)
{
    std::mt19937 random(seed);
    std::normal_distribution<double> normal;
    MemoryPairs pairs;
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<double> key(d), value(dv);
        for (double &x : key)
            x = normal(random);
        for (double &x : value)
            x = normal(random);
        pairs.keys.push_back(key);
        pairs.values.push_back(value);
    }
    return pairs;
}

void compareVectors(
    const std::vector<double> &got, const std::vector<double> &want, double tolerance)
{
    QCOMPARE(got.size(), want.size());
    for (std::size_t i = 0; i < got.size(); ++i)
        QVERIFY2(std::abs(got[i] - want[i]) <= tolerance,
            qPrintable(
                QStringLiteral("entry %1: %2, expected %3").arg(i).arg(got[i]).arg(want[i])));
}

} // namespace

class TestMemory : public QObject {
    Q_OBJECT

private slots:
    void twoOrthogonalPairsFitATwoByTwoMemory();
    void aThirdPairInterferes();
    void softmaxOverTwoPairs();
    void dpfpFeaturesByHand();
    void sumRuleReadsThroughTheGramMatrix_data();
    void sumRuleReadsThroughTheGramMatrix();
    void deltaRuleRecallsTheLastPairExactly_data();
    void deltaRuleRecallsTheLastPairExactly();
    void orthogonalFeaturesAreRecalledExactly_data();
    void orthogonalFeaturesAreRecalledExactly();
    void morePairsThanRoomAreNotAllRecalled();
    void zeroFeaturesAreUnavailable();
    void badInputIsRefused();
    void capacityCurvesRunPastTheMemorysSize();
    void everyWriteSaysWhatItWrote();
    void aCapacityPointIsBothRulesOnTheSamePairs();
};

// Keys [1, 0] and [0, 1] with identity features: S holds the values as its rows.
void TestMemory::twoOrthogonalPairsFitATwoByTwoMemory()
{
    const MemoryPairs pairs {{{1, 0}, {0, 1}}, {{1, 2}, {3, 4}}};
    for (MemoryRule rule : {MemoryRule::Sum, MemoryRule::Delta}) {
        MemorySettings settings;
        settings.rule = rule;
        settings.keepStates = true;
        const MemoryResult result = computeMemory(pairs, identity, settings);
        QCOMPARE(result.featureDimension, std::size_t(2));
        QCOMPARE(result.valueDimension, std::size_t(2));
        compareVectors(result.state, {1, 2, 3, 4}, 0);
        QCOMPARE(result.states.size(), std::size_t(2));
        compareVectors(result.states[0], {1, 2, 0, 0}, 0);
        compareVectors(*result.linear[1].readout, {3, 4}, 0);
        QCOMPARE(*result.linear[0].error, 0.0);
        QCOMPARE(result.recalledCount, std::size_t(2));
        QCOMPARE(*result.meanError, 0.0);
    }
}

// A third key [1, 1] in the same 2 × 2 memory: φ̂ = [1, 1]/√2. Sum rule: S = [[1, 0], [0, 1]]
// + [[-1, -1], [-1, -1]]/√2 for values [1, 0], [0, 1], [-1, -1]; pair 0 reads [1 − 1/√2, −1/√2].
// The delta rule writes what is missing: pair 2 reads exactly [-1, -1], the last written.
void TestMemory::aThirdPairInterferes()
{
    const MemoryPairs pairs {{{1, 0}, {0, 1}, {1, 1}}, {{1, 0}, {0, 1}, {-1, -1}}};
    const double r = 1 / std::sqrt(2.0);
    const MemoryResult sum = computeMemory(pairs, identity, {MemoryRule::Sum});
    compareVectors(*sum.linear[0].readout, {1 - r, -r}, 1e-15);
    QCOMPARE(*sum.linear[0].error, std::sqrt((r * r) + (r * r)));
    // Pair 2 reads Sᵀ[1, 1]/√2 = [1/√2 − 1, 1/√2 − 1].
    compareVectors(*sum.linear[2].readout, {r - 1, r - 1}, 1e-15);

    const MemoryResult delta = computeMemory(pairs, identity, {MemoryRule::Delta});
    compareVectors(*delta.linear[2].readout, {-1, -1}, 1e-15);
    QVERIFY(delta.linear[2].recalled);
    // Before the third write S was the identity, which read [1/√2, 1/√2] for it; the write adds
    // φ̂(v − that)ᵀ, which pair 0 reads as [1, 0] + (1/√2)([-1, -1] − [1/√2, 1/√2]).
    compareVectors(*delta.linear[0].readout, {1 + r * (-1 - r), r * (-1 - r)}, 1e-15);
}

// Keys [1, 0] and [0, 1], τ = 1: pair 0's scores are 1 and 0, its weights e/(e + 1), 1/(e + 1).
void TestMemory::softmaxOverTwoPairs()
{
    const MemoryPairs pairs {{{1, 0}, {0, 1}}, {{2, 0}, {0, 2}}};
    const double e = std::exp(1.0);
    const MemoryResult result = computeMemory(pairs, identity, {});
    compareVectors(*result.softmax[0].readout, {2 * e / (e + 1), 2 / (e + 1)}, 1e-15);
    QVERIFY(result.softmax[0].recalled);
    // A small τ sharpens it: at τ = 0.05 the weight of the other pair is e^(−20)/(1 + e^(−20)).
    MemorySettings sharp;
    sharp.temperature = 0.05;
    const double w = std::exp(-20.0) / (1 + std::exp(-20.0));
    compareVectors(
        *computeMemory(pairs, identity, sharp).softmax[1].readout, {2 * w, 2 * (1 - w)}, 1e-15);
}

// k = [1, -2]: x = ReLU([1, -2, -1, 2]) = [1, 0, 0, 2]; ν = 1 pairs xᵢ with x_{i+1}:
// [1·0, 0·0, 0·2, 2·1]; ν = 2 adds xᵢ·x_{i+2}: [1·0, 0·2, 0·1, 2·0].
void TestMemory::dpfpFeaturesByHand()
{
    const std::vector<double> key {1, -2};
    compareVectors(dpfpFeatures(key, 1), {0, 0, 0, 2}, 0);
    compareVectors(dpfpFeatures(key, 2), {0, 0, 0, 2, 0, 0, 0, 0}, 0);
    QCOMPARE(dpfpFeatures(std::vector<double>(5, 1.0), 3).size(), std::size_t(30));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, dpfpFeatures(key, 4));
}

void TestMemory::sumRuleReadsThroughTheGramMatrix_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("dv");
    QTest::addColumn<double>("decay");
    QTest::addColumn<int>("passes");
    QTest::newRow("2-D, 3 pairs") << 3 << 2 << 2 << 1.0 << 1;
    QTest::newRow("16-D, 40 pairs, gated") << 40 << 16 << 3 << 0.9 << 1;
    QTest::newRow("8-D, 5 pairs, 3 passes, gated") << 5 << 8 << 8 << 0.8 << 3;
}

// One pass: S = Σⱼ γ^(N−1−j) φ̂ⱼvⱼᵀ, so rᵢ = Σⱼ γ^(N−1−j) (φ̂ᵢ·φ̂ⱼ) vⱼ; over P passes every
// write of pair j counts, the p-th from the end with γ^(pN + N − 1 − j).
void TestMemory::sumRuleReadsThroughTheGramMatrix()
{
    QFETCH(int, n);
    QFETCH(int, d);
    QFETCH(int, dv);
    QFETCH(double, decay);
    QFETCH(int, passes);
    const MemoryPairs pairs = randomPairs(std::size_t(n), std::size_t(d), std::size_t(dv), 7);
    MemorySettings settings;
    settings.decay = decay;
    settings.passes = std::size_t(passes);
    settings.keepStates = true;
    const MemoryResult result = computeMemory(pairs, elu1, settings);
    QCOMPARE(result.states.size(), std::size_t(n * passes));
    QCOMPARE(result.states.back(), result.state);
    std::vector<std::vector<double>> features;
    for (const auto &key : pairs.keys)
        features.push_back(unit(elu1(key)));
    for (int i = 0; i < n; ++i) {
        std::vector<double> want(std::size_t(dv), 0.0);
        for (int j = 0; j < n; ++j) {
            double gram = 0;
            for (int f = 0; f < d; ++f)
                gram += features[std::size_t(i)][std::size_t(f)]
                    * features[std::size_t(j)][std::size_t(f)];
            double weight = 0;
            for (int p = 0; p < passes; ++p)
                weight += std::pow(decay, p * n + n - 1 - j);
            for (int c = 0; c < dv; ++c)
                want[std::size_t(c)]
                    += weight * gram * pairs.values[std::size_t(j)][std::size_t(c)];
        }
        compareVectors(*result.linear[std::size_t(i)].readout, want, 1e-11);
        std::vector<double> difference = want;
        for (int c = 0; c < dv; ++c)
            difference[std::size_t(c)] -= pairs.values[std::size_t(i)][std::size_t(c)];
        QVERIFY(std::abs(*result.linear[std::size_t(i)].error
                    - norm(difference) / norm(pairs.values[std::size_t(i)]))
            < 1e-11);
    }
}

void TestMemory::deltaRuleRecallsTheLastPairExactly_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("d");
    QTest::newRow("2-D, 5 pairs") << 5 << 2;
    QTest::newRow("16-D, 64 pairs") << 64 << 16;
    QTest::newRow("64-D, 20 pairs") << 20 << 64;
}

// With β = 1 and γ = 1 the last write leaves Sᵀφ̂ = v for its key, whatever came before
// (φ̂ has length 1): rᵢ = S'ᵀφ̂ + (v − S'ᵀφ̂)(φ̂·φ̂) = v. With β = 1/2 it goes half the way.
void TestMemory::deltaRuleRecallsTheLastPairExactly()
{
    QFETCH(int, n);
    QFETCH(int, d);
    const MemoryPairs pairs = randomPairs(std::size_t(n), std::size_t(d), 3, 11);
    MemorySettings settings;
    settings.rule = MemoryRule::Delta;
    const MemoryResult full = computeMemory(pairs, elu1, settings);
    compareVectors(*full.linear.back().readout, pairs.values.back(), 1e-12);
    QVERIFY(full.linear.back().recalled);
    // β = 1/2: the read-out of the last key moves half way from before to v.
    settings.beta = 0.5;
    const MemoryResult half = computeMemory(pairs, elu1, settings);
    MemoryPairs before = pairs;
    before.keys.pop_back();
    before.values.pop_back();
    const MemoryResult earlier = computeMemory(before, elu1, settings);
    const std::vector<double> f = unit(elu1(pairs.keys.back()));
    std::vector<double> was(3, 0.0);
    for (std::size_t row = 0; row < f.size(); ++row)
        for (std::size_t c = 0; c < 3; ++c)
            was[c] += f[row] * earlier.state[row * 3 + c];
    std::vector<double> want(3);
    for (std::size_t c = 0; c < 3; ++c)
        want[c] = was[c] + 0.5 * (pairs.values.back()[c] - was[c]);
    compareVectors(*half.linear.back().readout, want, 1e-12);
}

void TestMemory::orthogonalFeaturesAreRecalledExactly_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("n");
    QTest::newRow("2 of 2") << 2 << 2;
    QTest::newRow("5 of 16") << 16 << 5;
    QTest::newRow("64 of 64") << 64 << 64;
}

// Identity features and keys along the axes, scaled: N ≤ m pairs are held exactly by both
// rules (error 0 to rounding), and every one is recalled.
void TestMemory::orthogonalFeaturesAreRecalledExactly()
{
    QFETCH(int, d);
    QFETCH(int, n);
    MemoryPairs pairs = randomPairs(std::size_t(n), std::size_t(d), 4, 3);
    for (int i = 0; i < n; ++i) {
        pairs.keys[std::size_t(i)].assign(std::size_t(d), 0.0);
        pairs.keys[std::size_t(i)][std::size_t(i)] = 0.5 + i;
    }
    for (MemoryRule rule : {MemoryRule::Sum, MemoryRule::Delta}) {
        const MemoryResult result = computeMemory(pairs, identity, {rule});
        QVERIFY(*result.meanError < 1e-14);
        QCOMPARE(result.recalledCount, std::size_t(n));
    }
}

// Eight pairs in a 2 × 2 memory: the sum rule cannot hold them all; more passes of the delta
// rule do not make room either, but its last pair is exact.
void TestMemory::morePairsThanRoomAreNotAllRecalled()
{
    const MemoryPairs pairs = randomPairs(8, 2, 2, 5);
    const MemoryResult sum = computeMemory(pairs, identity, {MemoryRule::Sum});
    QVERIFY2(sum.recalledCount < 8, qPrintable(QString::number(sum.recalledCount)));
    MemorySettings delta;
    delta.rule = MemoryRule::Delta;
    delta.passes = 5;
    const MemoryResult result = computeMemory(pairs, identity, delta);
    QVERIFY(result.recalledCount < 8);
    QVERIFY(*result.linear.back().error < 1e-12);
    // The softmax contrast reads from every pair: with unit keys (kᵢ·kᵢ = 1 is each row's
    // largest score) eight directions 45° apart, and a small τ, it recalls them all.
    MemoryPairs circle = pairs;
    for (std::size_t i = 0; i < 8; ++i)
        circle.keys[i] = {std::cos(0.785398 * double(i)), std::sin(0.785398 * double(i))};
    MemorySettings sharp;
    sharp.temperature = 0.01;
    QCOMPARE(computeMemory(circle, identity, sharp).softmaxRecalledCount, std::size_t(8));
    QVERIFY(computeMemory(circle, identity, {}).softmaxRecalledCount < 8);
}

// ReLU of a key negative in every coordinate is 0: the key is neither written nor read.
void TestMemory::zeroFeaturesAreUnavailable()
{
    const MemoryPairs pairs {{{1, 0}, {-1, -2}, {0, 1}}, {{1, 1}, {2, 2}, {3, 3}}};
    MemorySettings settings;
    settings.rule = MemoryRule::Delta;
    settings.keepStates = true;
    const MemoryResult result = computeMemory(pairs, relu, settings);
    QVERIFY(!result.features[1].has_value());
    QVERIFY(!result.linear[1].readout.has_value());
    QVERIFY(!result.linear[1].error.has_value());
    QVERIFY(!result.linear[1].recalled);
    QCOMPARE(result.states.size(), std::size_t(2));
    QCOMPARE(result.writtenPairs, (std::vector<std::size_t> {0, 2}));
    compareVectors(result.state, {1, 1, 3, 3}, 0);
    QCOMPARE(*result.meanError, 0.0);
    QCOMPARE(result.recalledCount, std::size_t(2));
    QVERIFY(result.softmax[1].readout.has_value());
    // No key with features: nothing written, no mean error.
    const MemoryPairs none {{{-1, -1}}, {{1, 0}}};
    QVERIFY(!computeMemory(none, relu, {}).meanError.has_value());
    // Features too large to square (DPFP squares the key's magnitude: 1e200 here) still have a
    // length, and keep their direction.
    const MemoryResult huge = computeMemory({{{1e100, -2e100}}, {{1, 0}}},
        [](std::span<const double> key) { return dpfpFeatures(key, 1); }, {});
    QVERIFY(huge.features[0].has_value());
    compareVectors(*huge.features[0], {0, 0, 0, 1}, 1e-15);
    // Without keepStates only the last state is kept.
    QVERIFY(computeMemory(pairs, relu, {MemoryRule::Delta}).states.empty());
}

void TestMemory::badInputIsRefused()
{
    const MemoryPairs good {{{1, 0}}, {{1, 0}}};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, computeMemory({}, identity, {}));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument, computeMemory({{{1, 0}, {1}}, {{1}, {1}}}, identity, {}));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument, computeMemory({{{1, NAN}}, {{1}}}, identity, {}));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument, computeMemory({{{1, 0}}, {{0, 0}}}, identity, {}));
    for (auto change :
        {+[](MemorySettings &s) { s.beta = 0; }, +[](MemorySettings &s) { s.beta = 1.5; },
            +[](MemorySettings &s) { s.decay = 0; }, +[](MemorySettings &s) { s.passes = 0; },
            +[](MemorySettings &s) { s.temperature = 0; }}) {
        MemorySettings settings;
        change(settings);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, computeMemory(good, identity, settings));
    }
}

// N doubles from 1 to 4m (at most 256), with m itself for the line a chart draws there.
void TestMemory::capacityCurvesRunPastTheMemorysSize()
{
    QCOMPARE(capacityPairCounts(2), (std::vector<std::size_t> {1, 2, 4, 8}));
    QCOMPARE(capacityPairCounts(3), (std::vector<std::size_t> {1, 2, 3, 4, 8}));
    QCOMPARE(capacityPairCounts(100),
        (std::vector<std::size_t> {1, 2, 4, 8, 16, 32, 64, 100, 128, 256}));
    // A memory larger than 256 features: the curve still reaches N = m.
    QCOMPARE(capacityPairCounts(384).back(), std::size_t {384});
    QCOMPARE(capacityPairCounts(384).size(), std::size_t {10});
}

// One pair is read back exactly by either rule (S = f vᵀ, r = Sᵀf = v because ‖f‖ = 1); eight
// pairs of two coordinates do not all fit; the point's figures are those of computeMemory on the
// seed's pairs.
void TestMemory::aCapacityPointIsBothRulesOnTheSamePairs()
{
    const CapacityPoint one = capacityPoint(1, 2, identity, MemorySettings {}, 3);
    QCOMPARE(one.pairs, std::size_t {1});
    QVERIFY(*one.sumError < 1e-15);
    QVERIFY(*one.deltaError < 1e-15);
    QCOMPARE(one.sumRecalled, std::size_t {1});
    QCOMPARE(one.softmaxRecalled, std::size_t {1});

    MemorySettings settings;
    settings.beta = 0.5;
    settings.passes = 2;
    const CapacityPoint eight = capacityPoint(8, 2, identity, settings, 5);
    QVERIFY(eight.sumRecalled < 8);
    QVERIFY(eight.deltaRecalled < 8);
    const MemoryPairs pairs = randomMemoryPairs(8, 2, 5, false);
    settings.rule = MemoryRule::Delta;
    const MemoryResult delta = computeMemory(pairs, identity, settings);
    QCOMPARE(*eight.deltaError, *delta.meanError);
    QCOMPARE(eight.deltaRecalled, delta.recalledCount);
    QCOMPARE(eight.softmaxError, delta.softmaxMeanError);
}

// Kept write by write: the prediction is γSᵀf of the state before the write, and the state
// after it is γS + f wᵀ with w = v (sum) or β(v − γSᵀf) (delta), worked out here from the states.
void TestMemory::everyWriteSaysWhatItWrote()
{
    const MemoryPairs pairs = randomMemoryPairs(4, 3, 11, false);
    for (MemoryRule rule : {MemoryRule::Sum, MemoryRule::Delta}) {
        MemorySettings settings;
        settings.rule = rule;
        settings.beta = 0.5;
        settings.decay = 0.8;
        settings.passes = 2;
        settings.keepStates = true;
        const MemoryResult result = computeMemory(pairs, identity, settings);
        QCOMPARE(result.states.size(), std::size_t {8});
        QCOMPARE(result.predictions.size(), std::size_t {8});
        QCOMPARE(result.writtenValues.size(), std::size_t {8});
        std::vector<double> before(9, 0.0);
        for (std::size_t w = 0; w < 8; ++w) {
            const std::size_t i = result.writtenPairs[w];
            const std::vector<double> &f = *result.features[i];
            for (std::size_t c = 0; c < 3; ++c) {
                double prediction = 0;
                for (std::size_t r = 0; r < 3; ++r)
                    prediction += 0.8 * before[r * 3 + c] * f[r];
                QVERIFY(std::abs(result.predictions[w][c] - prediction) < 1e-12);
                const double written = rule == MemoryRule::Sum
                    ? pairs.values[i][c]
                    : 0.5 * (pairs.values[i][c] - prediction);
                QVERIFY(std::abs(result.writtenValues[w][c] - written) < 1e-12);
                for (std::size_t r = 0; r < 3; ++r)
                    QVERIFY(std::abs(result.states[w][r * 3 + c]
                                - (0.8 * before[r * 3 + c] + f[r] * written))
                        < 1e-12);
            }
            before = result.states[w];
        }
    }
}

QTEST_APPLESS_MAIN(TestMemory)
#include "tst_memory.moc"
