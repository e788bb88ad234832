// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of core/kernels/decoding.h, generation token by token: the recurrent step (d) against
// row t of the whole-sequence kernel (a) and the float64 reference, the cached softmax step (e)
// against row t of (c) and its reference, the uncached step (f) against (e), on every vector
// path, in float and double; Unavailable rows of (d); reset; memory; argument checks. Tolerances
// as in tst_kernels.cpp (KernelProblems.h).

#include "KernelProblems.h"
#include "associative_memory.h"
#include "kernels/decoding.h"
#include "kernels/kernels.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <vector>

using namespace linattn::kernels;
using linattn::computeMemory;
using linattn::MemoryFeatures;
using linattn::MemoryPairs;
using linattn::MemoryRule;
using linattn::MemorySettings;
using namespace linattn::test;

namespace {

template <typename T> std::span<const T> row(const std::vector<T> &x, std::size_t t, std::size_t d)
{
    return std::span<const T>(x).subspan(t * d, d);
}

// Runs (d) over the problem token by token, collecting the rows and flags.
template <typename T>
void decodeRecurrent(const Problem<T> &p, FeatureMapKind map, Path path, std::vector<T> &out,
    std::vector<std::uint8_t> &available, StepVectors vectors = StepVectors::Preferred)
{
    RecurrentDecoder<T> decoder(p.d, map, path, vectors);
    out.assign(p.n * p.d, T(-7));
    available.assign(p.n, 7);
    for (std::size_t t = 0; t < p.n; ++t)
        available[t] = decoder.step(row(p.q, t, p.d), row(p.k, t, p.d), row(p.v, t, p.d),
                           std::span<T>(out).subspan(t * p.d, p.d))
            ? 1
            : 0;
}

template <typename T>
void decodeCached(const Problem<T> &p, Path path, std::size_t expectedTokens, std::vector<T> &out)
{
    CachedSoftmaxDecoder<T> decoder(p.d, path, expectedTokens);
    out.assign(p.n * p.d, T(-7));
    for (std::size_t t = 0; t < p.n; ++t)
        decoder.step(row(p.q, t, p.d), row(p.k, t, p.d), row(p.v, t, p.d),
            std::span<T>(out).subspan(t * p.d, p.d));
}

template <typename T> std::vector<double> widened(const std::vector<T> &x)
{
    return std::vector<double>(x.begin(), x.end());
}

template <typename T>
void checkRecurrent(
    Path path, std::size_t n, std::size_t d, FeatureMapKind map, StepVectors vectors)
{
    const Problem<T> p = randomProblem<T>(n, d);
    std::vector<T> stepped;
    std::vector<std::uint8_t> steppedAvailable;
    decodeRecurrent(p, map, path, stepped, steppedAvailable, vectors);

    std::vector<T> whole(n * d);
    std::vector<std::uint8_t> wholeAvailable(n);
    reassociated(p.inputs(), {whole, wholeAvailable}, map, path);
    const QString againstWhole = differences(
        stepped, widened(whole), d, 2 * linearTolerance(p), &steppedAvailable, &wholeAvailable);
    QVERIFY2(againstWhole.isEmpty(), qPrintable(QStringLiteral("against (a): ") + againstWhole));

    std::vector<double> reference(n * d);
    std::vector<std::uint8_t> referenceAvailable(n);
    referenceLinear(p.referenceInputs(), {reference, referenceAvailable}, map);
    const QString againstReference = differences(
        stepped, reference, d, linearTolerance(p), &steppedAvailable, &referenceAvailable);
    QVERIFY2(againstReference.isEmpty(),
        qPrintable(QStringLiteral("against the reference: ") + againstReference));
}

template <typename T>
void checkCached(Path path, std::size_t n, std::size_t d, std::size_t expectedTokens)
{
    const Problem<T> p = randomProblem<T>(n, d);
    std::vector<T> stepped;
    decodeCached(p, path, expectedTokens, stepped);

    std::vector<T> whole(n * d);
    softmaxAttention(p.inputs(), std::span<T>(whole), path);
    const QString againstWhole = differences(stepped, widened(whole), d, 2 * softmaxTolerance(p));
    QVERIFY2(againstWhole.isEmpty(), qPrintable(QStringLiteral("against (c): ") + againstWhole));

    std::vector<double> reference(n * d);
    referenceSoftmax(p.referenceInputs(), reference);
    const QString againstReference = differences(stepped, reference, d, softmaxTolerance(p));
    QVERIFY2(againstReference.isEmpty(),
        qPrintable(QStringLiteral("against the reference: ") + againstReference));
}

template <typename T> void checkUncached(Path path, std::size_t n, std::size_t d)
{
    const Problem<T> p = randomProblem<T>(n, d);
    std::vector<T> cached;
    decodeCached(p, path, 0, cached);
    std::vector<T> uncached(n * d, T(-7));
    for (std::size_t t = 0; t < n; ++t) {
        const std::size_t size = (t + 1) * d;
        const Inputs<T> prefix {t + 1, d, std::span<const T>(p.q).first(size),
            std::span<const T>(p.k).first(size), std::span<const T>(p.v).first(size)};
        uncachedSoftmaxStep(prefix, std::span<T>(uncached).subspan(t * d, d), path);
    }
    const QString difference = differences(uncached, widened(cached), d, 2 * softmaxTolerance(p));
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void addShapes(bool longer)
{
    QTest::addColumn<int>("pathNumber");
    QTest::addColumn<bool>("doublePrecision");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("d");
    // d: one number, odd sizes that leave a partial vector, a full AVX-512 float vector, the
    // benchmark's 64, more than kStepCols vectors, the largest.
    const int shapes[][2] = {
        {9, 1}, {40, 3}, {70, 16}, {longer ? 300 : 130, 64}, {50, 100}, {20, int(kMaxDimension)}};
    for (Path path : supportedPaths())
        for (bool doublePrecision : {false, true})
            for (const auto &shape : shapes)
                QTest::addRow("%s %s n=%d d=%d", pathName(path).data(),
                    doublePrecision ? "f64" : "f32", shape[0], shape[1])
                    << int(path) << doublePrecision << shape[0] << shape[1];
}

} // namespace

class TestDecoding : public QObject {
    Q_OBJECT

private slots:
    void recurrentStepMatchesWholeSequence_data();
    void recurrentStepMatchesWholeSequence();
    void cachedSoftmaxMatchesWholeSequence_data();
    void cachedSoftmaxMatchesWholeSequence();
    void uncachedSoftmaxMatchesCached_data();
    void uncachedSoftmaxMatchesCached();
    void zeroDenominatorIsUnavailable_data();
    void zeroDenominatorIsUnavailable();
    void outOfRangeInputsAmongOthers_data();
    void outOfRangeInputsAmongOthers();
    void resetStartsOver();
    void memoryIsCounted();
    void storeLoopCountsBytes(); // and the read loop
    void stateUpdateLoopAddsToTheRows();
    void deltaStepMatchesTheMemory_data();
    void deltaStepMatchesTheMemory();
    void deltaStepWritesTinyFeatures();
    void rejectsBadArguments();
};

void TestDecoding::recurrentStepMatchesWholeSequence_data()
{
    addShapes(false); // each row runs both feature maps
}

void TestDecoding::recurrentStepMatchesWholeSequence()
{
    QFETCH(int, pathNumber);
    const Path path = Path(pathNumber);
    QFETCH(bool, doublePrecision);
    QFETCH(int, n);
    QFETCH(int, d);
    // Both widths of the step, whichever this processor prefers (they differ on AVX-512).
    for (StepVectors vectors : {StepVectors::Narrow, StepVectors::Wide})
        for (FeatureMapKind map : {FeatureMapKind::Elu1, FeatureMapKind::Relu}) {
            if (doublePrecision)
                checkRecurrent<double>(path, std::size_t(n), std::size_t(d), map, vectors);
            else
                checkRecurrent<float>(path, std::size_t(n), std::size_t(d), map, vectors);
            if (QTest::currentTestFailed()) {
                qWarning("feature map %s, %s vectors", featureMapName(map).data(),
                    vectors == StepVectors::Wide ? "wide" : "narrow");
                return;
            }
        }
}

void TestDecoding::cachedSoftmaxMatchesWholeSequence_data()
{
    addShapes(true);
}

void TestDecoding::cachedSoftmaxMatchesWholeSequence()
{
    QFETCH(int, pathNumber);
    const Path path = Path(pathNumber);
    QFETCH(bool, doublePrecision);
    QFETCH(int, n);
    QFETCH(int, d);
    // Reserved up front, and grown a panel at a time from nothing.
    for (std::size_t expected : {std::size_t(n), std::size_t(0)}) {
        if (doublePrecision)
            checkCached<double>(path, std::size_t(n), std::size_t(d), expected);
        else
            checkCached<float>(path, std::size_t(n), std::size_t(d), expected);
    }
}

void TestDecoding::uncachedSoftmaxMatchesCached_data()
{
    addShapes(false);
}

void TestDecoding::uncachedSoftmaxMatchesCached()
{
    QFETCH(int, pathNumber);
    const Path path = Path(pathNumber);
    QFETCH(bool, doublePrecision);
    QFETCH(int, n);
    QFETCH(int, d);
    const std::size_t tokens = std::size_t(std::min(n, 70));
    if (doublePrecision)
        checkUncached<double>(path, tokens, std::size_t(d));
    else
        checkUncached<float>(path, tokens, std::size_t(d));
}

void TestDecoding::deltaStepMatchesTheMemory_data()
{
    QTest::addColumn<int>("pathNumber");
    QTest::addColumn<bool>("doublePrecision");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("beta");
    QTest::addColumn<double>("decay");
    const int shapes[][2] = {{9, 1}, {20, 3}, {30, 16}, {40, 64}, {12, 100}};
    for (Path path : supportedPaths())
        for (bool doublePrecision : {false, true})
            for (const auto &shape : shapes)
                for (const auto &[beta, decay] :
                    {std::pair {1.0, 1.0}, std::pair {0.5, 0.9}, std::pair {1.0, 0.5}})
                    QTest::addRow("%s %s n=%d d=%d beta=%g gamma=%g", pathName(path).data(),
                        doublePrecision ? "f64" : "f32", shape[0], shape[1], beta, decay)
                        << int(path) << doublePrecision << shape[0] << shape[1] << beta << decay;
}

namespace {

// φ as core/memory is handed it: ELU+1 or ReLU of each coordinate, in double.
std::vector<double> phiOf(FeatureMapKind map, std::span<const double> x)
{
    std::vector<double> f;
    for (double v : x)
        f.push_back(map == FeatureMapKind::Relu ? std::max(v, 0.0) : (v > 0 ? v + 1 : std::exp(v)));
    return f;
}

// Token by token against core/memory, which writes the same pairs by its own code in double:
// out_t = S_tᵀφ̂(q_t) with S_t the memory after pairs 0…t; the state after the last token too.
// γ = 0.5 over more than 27 tokens takes the kernel's scale of S below 1e-8, where S takes it in.
template <typename T>
void checkDelta(Path path, std::size_t n, std::size_t d, FeatureMapKind map, double beta,
    double decay, StepVectors vectors)
{
    const Problem<T> p = randomProblem<T>(n, d);
    DeltaDecoder<T> decoder(d, map, T(beta), T(decay), path, vectors);
    MemorySettings settings;
    settings.rule = MemoryRule::Delta;
    settings.beta = double(T(beta));
    settings.decay = double(T(decay));
    const MemoryFeatures features = [map](std::span<const double> key) { return phiOf(map, key); };
    MemoryPairs pairs;
    std::vector<T> out(d);
    const double tolerance = sizeof(T) == sizeof(float) ? 2e-4 : 1e-11;
    std::vector<double> state;
    for (std::size_t t = 0; t < n; ++t) {
        const bool available = decoder.step(row(p.q, t, d), row(p.k, t, d), row(p.v, t, d), out);
        pairs.keys.emplace_back(
            p.kd.begin() + std::ptrdiff_t(t * d), p.kd.begin() + std::ptrdiff_t((t + 1) * d));
        pairs.values.emplace_back(
            p.vd.begin() + std::ptrdiff_t(t * d), p.vd.begin() + std::ptrdiff_t((t + 1) * d));
        state = computeMemory(pairs, features, settings).state;
        std::vector<double> fq = phiOf(map, std::span<const double>(p.qd).subspan(t * d, d));
        double length = 0;
        for (double x : fq)
            length += x * x;
        QCOMPARE(available, length > 0);
        for (std::size_t c = 0; c < d; ++c) {
            double want = 0;
            for (std::size_t r = 0; r < d && length > 0; ++r)
                want += fq[r] / std::sqrt(length) * state[r * d + c];
            QVERIFY2(std::abs(double(out[c]) - want) <= tolerance * (1 + std::abs(want)),
                qPrintable(QStringLiteral("token %1, column %2: %3, expected %4")
                               .arg(t)
                               .arg(c)
                               .arg(double(out[c]))
                               .arg(want)));
        }
    }
    const std::vector<T> final = decoder.state();
    QCOMPARE(final.size(), state.size());
    for (std::size_t i = 0; i < state.size(); ++i)
        QVERIFY2(std::abs(double(final[i]) - state[i]) <= tolerance * (1 + std::abs(state[i])),
            qPrintable(QStringLiteral("S entry %1").arg(i)));
}

} // namespace

void TestDecoding::deltaStepMatchesTheMemory()
{
    QFETCH(int, pathNumber);
    QFETCH(bool, doublePrecision);
    QFETCH(int, n);
    QFETCH(int, d);
    QFETCH(double, beta);
    QFETCH(double, decay);
    for (StepVectors vectors : {StepVectors::Narrow, StepVectors::Wide})
        for (FeatureMapKind map : {FeatureMapKind::Elu1, FeatureMapKind::Relu}) {
            if (doublePrecision)
                checkDelta<double>(
                    Path(pathNumber), std::size_t(n), std::size_t(d), map, beta, decay, vectors);
            else
                checkDelta<float>(
                    Path(pathNumber), std::size_t(n), std::size_t(d), map, beta, decay, vectors);
            if (QTest::currentTestFailed()) {
                qWarning("feature map %s, %s vectors", featureMapName(map).data(),
                    vectors == StepVectors::Wide ? "wide" : "narrow");
                return;
            }
        }
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
        DeltaDecoder<float>(4, FeatureMapKind::Elu1, 0.0f, 1.0f, Path(pathNumber)));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
        DeltaDecoder<float>(4, FeatureMapKind::Elu1, 1.0f, 1.5f, Path(pathNumber)));
}

// ELU+1 of a key at −60 is e⁻⁶⁰ ≈ 8.8e-27 in every coordinate: a float's squares of it underflow
// to 0, yet the key has a direction (all coordinates equal) and must be written.
void TestDecoding::deltaStepWritesTinyFeatures()
{
    // Features whose squares underflow (e⁻⁶⁰), whose sum of squares is too small to trust
    // (e⁻³⁰: the length is worked out scaled), small but summed directly (e⁻²⁰), and features
    // whose squares overflow (10²⁰ + 1).
    for (float x : {-60.0f, -30.0f, -20.0f, 1e20f})
        for (Path path : supportedPaths()) {
            DeltaDecoder<float> decoder(3, FeatureMapKind::Elu1, 1.0f, 1.0f, path);
            const std::vector<float> q {1, 1, 1}, k {x, x, x}, v {3, 0, 0};
            std::vector<float> out(3);
            QVERIFY(decoder.step(q, k, v, out));
            // φ̂(k) = [1, 1, 1]/√3 and φ̂(q) the same: S = φ̂(k)vᵀ reads back v exactly.
            QVERIFY2(std::abs(out[0] - 3) < 1e-5 && out[1] == 0 && out[2] == 0,
                qPrintable(QStringLiteral("%1, k = %2: %3 %4 %5")
                               .arg(pathName(path).data())
                               .arg(double(x))
                               .arg(out[0])
                               .arg(out[1])
                               .arg(out[2])));
        }
}

void TestDecoding::zeroDenominatorIsUnavailable_data()
{
    QTest::addColumn<int>("pathNumber");
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("wide");
    for (Path path : supportedPaths())
        for (int d : {1, 5, 64})
            for (bool wide : {false, true})
                QTest::addRow("%s d=%d %s", pathName(path).data(), d, wide ? "wide" : "narrow")
                    << int(path) << d << wide;
}

// ReLU with every coordinate of the first keys negative: φ(k) = 0, Z = 0, so the first rows are
// Unavailable, a zero row and false; from the first positive key on every row is available.
void TestDecoding::zeroDenominatorIsUnavailable()
{
    QFETCH(int, pathNumber);
    const Path path = Path(pathNumber);
    QFETCH(int, d);
    QFETCH(bool, wide);
    const std::size_t n = 12;
    const std::size_t firstPositiveKey = 5;
    const std::size_t dim = std::size_t(d);
    Problem<float> p = randomProblem<float>(n, dim);
    for (std::size_t t = 0; t < n; ++t)
        for (std::size_t j = 0; j < dim; ++j) {
            p.q[t * dim + j] = 0.25f + std::abs(p.q[t * dim + j]);
            const float magnitude = 0.5f + std::abs(p.k[t * dim + j]);
            p.k[t * dim + j] = t < firstPositiveKey ? -magnitude : magnitude;
        }
    std::vector<float> out;
    std::vector<std::uint8_t> available;
    decodeRecurrent(p, FeatureMapKind::Relu, path, out, available,
        wide ? StepVectors::Wide : StepVectors::Narrow);
    std::vector<float> whole(n * dim);
    std::vector<std::uint8_t> wholeAvailable(n);
    QCOMPARE(reassociated(p.inputs(), {whole, wholeAvailable}, FeatureMapKind::Relu, path),
        firstPositiveKey);
    QCOMPARE(available, wholeAvailable);
    for (std::size_t t = 0; t < n; ++t) {
        QCOMPARE(available[t], std::uint8_t(t < firstPositiveKey ? 0 : 1));
        for (std::size_t j = 0; j < dim; ++j) {
            QVERIFY(std::isfinite(out[t * dim + j]));
            if (t < firstPositiveKey)
                QCOMPARE(out[t * dim + j], 0.0f);
        }
    }
}

void TestDecoding::outOfRangeInputsAmongOthers_data()
{
    addOutOfRangeRows();
}

// The step's ELU+1 skips the exponential's range check on the vector paths and does φ again
// with it when an input was below ln(FLT_MIN) (kernels_impl.h's phiArray), as the whole-sequence
// kernel does (tst_kernels.cpp's test of the same name): such inputs in a key and in queries
// must give the float64 reference's rows on every path and both widths of the step; a query
// made only of them has φ(q)·Z = 0 in float: Unavailable.
void TestDecoding::outOfRangeInputsAmongOthers()
{
    QFETCH(int, d);
    QFETCH(float, x);
    QFETCH(bool, wholeRow);
    const std::size_t dims = std::size_t(d);
    const OutOfRangeCase c = outOfRangeCase(40, dims, x, wholeRow, 20, 31);
    for (Path path : supportedPaths())
        for (StepVectors vectors : {StepVectors::Narrow, StepVectors::Wide}) {
            std::vector<float> got;
            std::vector<std::uint8_t> available;
            decodeRecurrent(c.problem, FeatureMapKind::Elu1, path, got, available, vectors);
            const QString error = differences(
                got, c.want, dims, linearTolerance(c.problem), &available, &c.wantAvailable);
            QVERIFY2(error.isEmpty(),
                qPrintable(QStringLiteral("%1, %2 vectors: %3")
                               .arg(QString::fromUtf8(pathName(path).data()),
                                   vectors == StepVectors::Wide ? QStringLiteral("wide")
                                                                : QStringLiteral("narrow"),
                                   error)));
        }
}

void TestDecoding::resetStartsOver()
{
    const Problem<double> p = randomProblem<double>(30, 7);
    RecurrentDecoder<double> recurrent(7, FeatureMapKind::Elu1);
    CachedSoftmaxDecoder<double> cached(7);
    std::vector<double> first(7), second(7), softFirst(7), softSecond(7);
    for (std::size_t t = 0; t < 30; ++t) {
        recurrent.step(row(p.q, t, 7), row(p.k, t, 7), row(p.v, t, 7), first);
        cached.step(row(p.q, t, 7), row(p.k, t, 7), row(p.v, t, 7), softFirst);
    }
    QCOMPARE(recurrent.position(), std::size_t(30));
    recurrent.reset();
    cached.reset();
    QCOMPARE(recurrent.position(), std::size_t(0));
    QCOMPARE(cached.position(), std::size_t(0));
    // After a reset, token 0 alone: both give its value exactly where a weight is alone.
    recurrent.step(row(p.q, 0, 7), row(p.k, 0, 7), row(p.v, 0, 7), second);
    cached.step(row(p.q, 0, 7), row(p.k, 0, 7), row(p.v, 0, 7), softSecond);
    for (std::size_t j = 0; j < 7; ++j) {
        QVERIFY(std::abs(second[j] - p.v[j]) <= 1e-15);
        QVERIFY(std::abs(softSecond[j] - p.v[j]) <= 1e-15);
    }
}

void TestDecoding::memoryIsCounted()
{
    RecurrentDecoder<float> recurrent(64, FeatureMapKind::Elu1);
    CachedSoftmaxDecoder<float> cached(64);
    const Problem<float> p = randomProblem<float>(10, 64);
    std::vector<float> out(64);
    for (std::size_t t = 0; t < 10; ++t) {
        recurrent.step(row(p.q, t, 64), row(p.k, t, 64), row(p.v, t, 64), out);
        cached.step(row(p.q, t, 64), row(p.k, t, 64), row(p.v, t, 64), out);
        QCOMPARE(recurrent.stateNumbers(), std::size_t(64 * 64 + 64));
        QCOMPARE(cached.cacheNumbers(), 2 * 64 * (t + 1));
    }
    QCOMPARE(recurrentStepFlops(64), 4.0 * 64 * 64);
    QCOMPARE(cachedSoftmaxStepFlops(1023, 64), 4.0 * 1024 * 64);
}

void TestDecoding::storeLoopCountsBytes()
{
    for (Path path : supportedPaths()) {
        QCOMPARE(storeBandwidthLoop(path, 16384, 3), std::uint64_t(3 * 16384));
        QCOMPARE(
            storeBandwidthLoop(path, 1000, 2), std::uint64_t(2 * 768)); // whole 256-byte blocks
        QCOMPARE(storeBandwidthLoop(path, 10, 1), std::uint64_t(256));
        const CacheLineVector<float> buffer(131072, 1.0f);
        const std::span<const float> all(buffer);
        QCOMPARE(readBandwidthLoop(path, all, 2), std::uint64_t(2 * 524288));
        QCOMPARE(readBandwidthLoop(path, all.first(250), 3), std::uint64_t(3 * 768));
        QCOMPARE(readBandwidthLoop(path, all.first(63), 1), std::uint64_t(0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, readBandwidthLoop(path, all.subspan(1), 1));
    }
}

// The update of S alone (bench_decoding's) adds 1 per pass to the d rows' first d columns
// (rounded up to the path's vectors) and to nothing else: rows 80 floats apart leave the 16
// between them alone.
void TestDecoding::stateUpdateLoopAddsToTheRows()
{
    for (Path path : supportedPaths()) {
        const std::size_t d = 64, stride = 80;
        CacheLineVector<float> state(d * stride + 16, 0.0f);
        QCOMPARE(stateUpdateLoop(path, state, d, stride, 3), std::uint64_t(3 * d * d * 4));
        for (std::size_t r = 0; r < d; ++r)
            for (std::size_t c = 0; c < stride; ++c)
                QCOMPARE(state[r * stride + c], c < d ? 3.0f : 0.0f);
        QCOMPARE(state[d * stride], 0.0f);
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, stateUpdateLoop(path, state, d, 72, 1)); // not whole lines
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, stateUpdateLoop(path, state, d, 48, 1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
            stateUpdateLoop(path, std::span<float>(state).first(d * stride - 1), d, stride, 1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
            stateUpdateLoop(path, std::span<float>(state).subspan(1), d, stride, 1));
    }
}

void TestDecoding::rejectsBadArguments()
{
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument, RecurrentDecoder<float>(0, FeatureMapKind::Elu1));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument, RecurrentDecoder<float>(kMaxDimension + 1, FeatureMapKind::Elu1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, CachedSoftmaxDecoder<double>(0));
    if (!isSupported(Path::Avx512))
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, RecurrentDecoder<float>(4, FeatureMapKind::Elu1, Path::Avx512));

    RecurrentDecoder<float> recurrent(4, FeatureMapKind::Elu1);
    CachedSoftmaxDecoder<float> cached(4);
    std::vector<float> four(4, 1.0f), three(3, 1.0f), out(4);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, recurrent.step(three, four, four, out));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, recurrent.step(four, four, four, three));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cached.step(four, three, four, out));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cached.step(four, four, three, out));
    // A refused step changes nothing.
    QCOMPARE(recurrent.position(), std::size_t(0));
    QCOMPARE(cached.position(), std::size_t(0));

    std::vector<float> none;
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument, uncachedSoftmaxStep(Inputs<float> {0, 4, none, none, none}, out));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
        uncachedSoftmaxStep(Inputs<float> {1, 4, four, four, four}, std::span<float>(three)));
}

QTEST_APPLESS_MAIN(TestDecoding)
#include "tst_decoding.moc"
