// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of core/kernels (the Scaling lab's compute kernels): every kernel and every vector path
// against the float64 references, every vector path against the generic path, Unavailable rows
// instead of NaN, the thread pool, and argument checks.
//
// Tolerances. Every output element is a weighted mean of values, so its error is measured against
// max|v|. With ε the unit roundoff of the type under test (2⁻²⁴ for float, 2⁻⁵³ for double):
//   linear kernels (a), (b) and the two-pass loop:
//       |out − ref| ≤ 8·(N + d + 16)·ε·max|v|
//     (S and Z sum N terms, φ(q)·S and φ(q)·Z sum d; 16 covers eˣ, the division and
//      cancellation-free rounding of the weights, all non-negative),
//   softmax (c): the same plus 2·d·ε·B·max|v|, B = max over (t, i) of Σ_j |q_tj·k_ij| / √d,
//     because a rounding error in a score becomes a relative error of its weight after eˣ.
// A vector path against the generic path: twice the tolerance. The bound grows with N, as
// rounding errors of long sums do. comparisonRejectsWrongResults shows that it is tight enough to
// catch an off-by-one in the causal window and a wrong feature map.

#include "KernelProblems.h"
#include "kernels/kernels.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

using namespace linattn::kernels;
using namespace linattn::test;

namespace {

template <typename T> void checkAgainstReference(std::size_t n, std::size_t d, FeatureMapKind map)
{
    const Problem<T> p = randomProblem<T>(n, d);
    std::vector<double> want(n * d), wantSoftmax(n * d);
    std::vector<std::uint8_t> wantAvailable(n);
    const std::size_t wantUnavailable
        = referenceLinear(p.referenceInputs(), {want, wantAvailable}, map);
    referenceSoftmax(p.referenceInputs(), wantSoftmax);
    const double tolerance = linearTolerance(p);
    const double tolSoftmax = softmaxTolerance(p);

    std::vector<T> got(n * d, T(-7));
    std::vector<std::uint8_t> available(n, 7);
    QCOMPARE(twoPassLoop(p.inputs(), {got, available}, map), wantUnavailable);
    QString error = differences(got, want, d, tolerance, &available, &wantAvailable);
    QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("two-pass loop: ") + error));

    for (Path path : supportedPaths()) {
        const QString where
            = QStringLiteral(" (%1): ").arg(QString::fromUtf8(pathName(path).data()));
        std::fill(got.begin(), got.end(), T(-7));
        std::fill(available.begin(), available.end(), 7);
        QCOMPARE(reassociated(p.inputs(), {got, available}, map, path), wantUnavailable);
        error = differences(got, want, d, tolerance, &available, &wantAvailable);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("reassociated") + where + error));

        std::fill(got.begin(), got.end(), T(-7));
        std::fill(available.begin(), available.end(), 7);
        QCOMPARE(directQuadratic(p.inputs(), {got, available}, map, path), wantUnavailable);
        error = differences(got, want, d, tolerance, &available, &wantAvailable);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("direct quadratic") + where + error));

        std::fill(got.begin(), got.end(), T(-7));
        softmaxAttention(p.inputs(), got, path);
        error = differences(got, wantSoftmax, d, tolSoftmax);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("softmax") + where + error));
    }
}

template <typename T> void checkPathAgainstGeneric(Path path, std::size_t n, std::size_t d)
{
    const Problem<T> p = randomProblem<T>(n, d);
    for (FeatureMapKind map : {FeatureMapKind::Elu1, FeatureMapKind::Relu}) {
        const QString where
            = QStringLiteral(" (%1): ").arg(QString::fromUtf8(featureMapName(map).data()));
        std::vector<T> generic(n * d), got(n * d);
        std::vector<std::uint8_t> genericAvailable(n), available(n);
        const double tolerance = 2 * linearTolerance(p);

        reassociated(p.inputs(), {generic, genericAvailable}, map, Path::Generic);
        reassociated(p.inputs(), {got, available}, map, path);
        QString error = differences(got, std::vector<double>(generic.begin(), generic.end()), d,
            tolerance, &available, &genericAvailable);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("reassociated") + where + error));

        directQuadratic(p.inputs(), {generic, genericAvailable}, map, Path::Generic);
        directQuadratic(p.inputs(), {got, available}, map, path);
        error = differences(got, std::vector<double>(generic.begin(), generic.end()), d, tolerance,
            &available, &genericAvailable);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("direct quadratic") + where + error));
    }
    std::vector<T> generic(n * d), got(n * d);
    softmaxAttention(p.inputs(), generic, Path::Generic);
    softmaxAttention(p.inputs(), got, path);
    const QString error = differences(
        got, std::vector<double>(generic.begin(), generic.end()), d, 2 * softmaxTolerance(p));
    QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("softmax: ") + error));
}

// ReLU, queries positive, keys negative before `firstPositiveKey` and positive from there on:
// rows before it have φ(q)·Z = 0 exactly.
template <typename T>
void checkUnavailableRows(Path path, std::size_t d, std::size_t firstPositiveKey)
{
    const std::size_t n = 20;
    Problem<T> p = randomProblem<T>(n, d);
    for (std::size_t t = 0; t < n; ++t)
        for (std::size_t j = 0; j < d; ++j) {
            p.q[t * d + j] = T(0.25 + std::abs(double(p.q[t * d + j])));
            const T magnitude = T(0.5 + std::abs(double(p.k[t * d + j])));
            p.k[t * d + j] = t < firstPositiveKey ? -magnitude : magnitude;
        }
    const std::size_t expected = std::min(firstPositiveKey, n);
    std::vector<T> out(n * d, T(-7));
    std::vector<std::uint8_t> available(n, 7);
    const auto check = [&](const char *kernel, std::size_t unavailable) {
        QVERIFY2(unavailable == expected, kernel);
        for (std::size_t t = 0; t < n; ++t) {
            QVERIFY2(available[t] == (t < firstPositiveKey ? 0 : 1), kernel);
            for (std::size_t j = 0; j < d; ++j) {
                const double x = double(out[t * d + j]);
                QVERIFY2(std::isfinite(x), kernel);
                if (t < firstPositiveKey)
                    QVERIFY2(x == 0, kernel);
            }
        }
    };
    check("reassociated", reassociated(p.inputs(), {out, available}, FeatureMapKind::Relu, path));
    std::fill(out.begin(), out.end(), T(-7));
    check("direct quadratic",
        directQuadratic(p.inputs(), {out, available}, FeatureMapKind::Relu, path));
    std::fill(out.begin(), out.end(), T(-7));
    check("two-pass loop", twoPassLoop(p.inputs(), {out, available}, FeatureMapKind::Relu));
}

} // namespace

class TestKernels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void pathsAreListed();
    void agreesWithReference_data();
    void agreesWithReference();
    void vectorPathMatchesGeneric_data();
    void vectorPathMatchesGeneric();
    void zeroDenominatorIsUnavailable_data();
    void zeroDenominatorIsUnavailable();
    void underflowingFeaturesAreUnavailable();
    void outOfRangeInputsAmongOthers_data();
    void outOfRangeInputsAmongOthers();
    void exponentialIsAccurate_data();
    void exponentialIsAccurate();
    void singleTokenGivesItsValue();
    void comparisonRejectsWrongResults();
    void headsMatchSingleHeads_data();
    void headsMatchSingleHeads();
    void threadPoolRethrows();
    void rejectsBadArguments();
    void fmaPeakLoopCountsFlops();
};

void TestKernels::initTestCase()
{
    QString paths;
    for (Path path : supportedPaths())
        paths += QString::fromUtf8(pathName(path).data()) + QLatin1Char(' ');
    qInfo("vector paths on this CPU: %s", qPrintable(paths));
}

void TestKernels::pathsAreListed()
{
    const std::vector<Path> paths = supportedPaths();
    QVERIFY(!paths.empty());
    QCOMPARE(paths.front(), Path::Generic);
    QCOMPARE(bestPath(), paths.back());
    QVERIFY(std::is_sorted(paths.begin(), paths.end()));
    for (Path path : {Path::Generic, Path::Avx2, Path::Avx512}) {
        QCOMPARE(parsePath(pathName(path)), std::optional<Path>(path));
        QCOMPARE(isSupported(path), std::find(paths.begin(), paths.end(), path) != paths.end());
    }
    QVERIFY(!parsePath("sse9").has_value());
    QCOMPARE(parseFeatureMap("relu"), std::optional<FeatureMapKind>(FeatureMapKind::Relu));
    QCOMPARE(parseFeatureMap("elu1"), std::optional<FeatureMapKind>(FeatureMapKind::Elu1));
    QVERIFY(!parseFeatureMap("softplus").has_value());

    // The processor a benchmark names: the instruction sets it lists are the ones the paths
    // found (an AVX-512 path needs AVX-512F; the build may leave it out on a CPU that has it).
    const QString processor = QString::fromStdString(processorDescription());
    QVERIFY2(!processor.isEmpty() && !processor.startsWith(u' '), qPrintable(processor));
    if (isSupported(Path::Avx2))
        QVERIFY2(processor.contains(QStringLiteral(", AVX2")), qPrintable(processor));
    if (isSupported(Path::Avx512))
        QVERIFY2(processor.contains(QStringLiteral(", AVX-512F")), qPrintable(processor));
    qInfo("processor: %s", qPrintable(processor));
}

void TestKernels::agreesWithReference_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("d");
    QTest::addColumn<QString>("map");
    QTest::addColumn<QString>("type");
    // N = 1, 2, 17 with d = 1, 3, 64, 256; N = 300 with the smaller d (N·N·d bounds the time the
    // references take under the sanitizers); longer runs at d = 64 and 256 cross several chunks.
    std::vector<std::pair<int, int>> shapes;
    for (int n : {1, 2, 17})
        for (int d : {1, 3, 64, 256})
            shapes.push_back({n, d});
    for (int d : {1, 3, 16})
        shapes.push_back({300, d});
    shapes.push_back({130, 64});
    shapes.push_back({40, 256});
    for (auto [n, d] : shapes)
        for (const char *map : {"elu1", "relu"})
            for (const char *type : {"f32", "f64"})
                QTest::addRow("N=%d d=%d %s %s", n, d, map, type)
                    << n << d << QString::fromLatin1(map) << QString::fromLatin1(type);
    // Tails of every vector width and chunks that do not divide N.
    for (int d : {5, 13, 100})
        for (const char *type : {"f32", "f64"})
            QTest::addRow("N=77 d=%d elu1 %s", d, type)
                << 77 << d << QStringLiteral("elu1") << QString::fromLatin1(type);
}

void TestKernels::agreesWithReference()
{
    QFETCH(int, n);
    QFETCH(int, d);
    QFETCH(QString, map);
    QFETCH(QString, type);
    if (type == QLatin1String("f32"))
        checkAgainstReference<float>(std::size_t(n), std::size_t(d), mapFrom(map));
    else
        checkAgainstReference<double>(std::size_t(n), std::size_t(d), mapFrom(map));
}

void TestKernels::vectorPathMatchesGeneric_data()
{
    QTest::addColumn<int>("path");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("d");
    QTest::addColumn<QString>("type");
    for (Path path : {Path::Avx2, Path::Avx512})
        for (auto [n, d] : {std::pair {1, 1}, {17, 3}, {70, 13}, {300, 8}, {130, 64}, {24, 256}})
            for (const char *type : {"f32", "f64"})
                QTest::addRow("%s N=%d d=%d %s", pathName(path).data(), n, d, type)
                    << int(path) << n << d << QString::fromLatin1(type);
}

void TestKernels::vectorPathMatchesGeneric()
{
    QFETCH(int, path);
    QFETCH(int, n);
    QFETCH(int, d);
    QFETCH(QString, type);
    const Path p = Path(path);
    if (!isSupported(p))
        QSKIP(qPrintable(QStringLiteral("the %1 path is not supported by this CPU (or build)")
                             .arg(QString::fromUtf8(pathName(p).data()))));
    if (type == QLatin1String("f32"))
        checkPathAgainstGeneric<float>(p, std::size_t(n), std::size_t(d));
    else
        checkPathAgainstGeneric<double>(p, std::size_t(n), std::size_t(d));
}

void TestKernels::zeroDenominatorIsUnavailable_data()
{
    QTest::addColumn<int>("path");
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("firstPositiveKey");
    for (Path path : {Path::Generic, Path::Avx2, Path::Avx512})
        for (int d : {1, 3, 64})
            for (int first : {5, 20}) // 20: every key negative
                QTest::addRow("%s d=%d first positive key %d", pathName(path).data(), d, first)
                    << int(path) << d << first;
}

void TestKernels::zeroDenominatorIsUnavailable()
{
    QFETCH(int, path);
    QFETCH(int, d);
    QFETCH(int, firstPositiveKey);
    const Path p = Path(path);
    if (!isSupported(p))
        QSKIP(qPrintable(QStringLiteral("the %1 path is not supported by this CPU (or build)")
                             .arg(QString::fromUtf8(pathName(p).data()))));
    checkUnavailableRows<float>(p, std::size_t(d), std::size_t(firstPositiveKey));
    checkUnavailableRows<double>(p, std::size_t(d), std::size_t(firstPositiveKey));
}

// ELU+1 is never 0, but e⁻²⁰⁰ is 0 in float: then φ(q)·Z is 0 and the row is Unavailable, not
// NaN; in double the same data is available.
void TestKernels::underflowingFeaturesAreUnavailable()
{
    const std::size_t n = 3;
    const std::size_t d = 8;
    Problem<float> p = randomProblem<float>(n, d);
    std::fill(p.q.begin(), p.q.end(), -200.0f);
    for (Path path : supportedPaths()) {
        std::vector<float> out(n * d, -7.0f);
        std::vector<std::uint8_t> available(n, 7);
        QCOMPARE(reassociated(p.inputs(), {out, available}, FeatureMapKind::Elu1, path), n);
        QCOMPARE(countUnavailable(available), n);
        QVERIFY(std::all_of(out.begin(), out.end(), [](float x) { return x == 0.0f; }));
        std::fill(out.begin(), out.end(), -7.0f);
        QCOMPARE(directQuadratic(p.inputs(), {out, available}, FeatureMapKind::Elu1, path), n);
        QVERIFY(std::all_of(out.begin(), out.end(), [](float x) { return x == 0.0f; }));
    }
    Problem<double> pd = randomProblem<double>(n, d);
    std::fill(pd.q.begin(), pd.q.end(), -200.0);
    std::vector<double> out(n * d);
    std::vector<std::uint8_t> available(n);
    QCOMPARE(reassociated(pd.inputs(), {out, available}, FeatureMapKind::Elu1), std::size_t(0));
}

void TestKernels::outOfRangeInputsAmongOthers_data()
{
    addOutOfRangeRows();
}

// The AVX2 path's ELU+1 skips the exponential's range check and redoes a chunk with it when an
// input was below ln(FLT_MIN). Such numbers among 70·d ordinary ones, in q and in k, must give
// what the float64 reference gives on every path: eˣ is 0 there (and exactly 0 in float, so a
// query made only of them has φ(q)·Z = 0: Unavailable). Without the redo, −100 gives −4·10³³
// and −∞ NaN; −200 gives −2·10⁻¹⁰, seen only when a whole query is made of it; −87.4 and the
// last float above the limit check the edge.
void TestKernels::outOfRangeInputsAmongOthers()
{
    QFETCH(int, d);
    QFETCH(float, x);
    QFETCH(bool, wholeRow);
    const std::size_t n = 70;
    const std::size_t dims = std::size_t(d);
    const OutOfRangeCase c = outOfRangeCase(n, dims, x, wholeRow, 30, 31);
    const Problem<float> &p = c.problem;
    for (Path path : supportedPaths()) {
        std::vector<float> got(n * dims, -7.0f);
        std::vector<std::uint8_t> available(n, 7);
        reassociated(p.inputs(), {got, available}, FeatureMapKind::Elu1, path);
        const QString error
            = differences(got, c.want, dims, linearTolerance(p), &available, &c.wantAvailable);
        QVERIFY2(error.isEmpty(),
            qPrintable(QString::fromUtf8(pathName(path).data()) + QStringLiteral(": ") + error));
    }
}

void TestKernels::exponentialIsAccurate_data()
{
    QTest::addColumn<int>("path");
    for (Path path : {Path::Generic, Path::Avx2, Path::Avx512})
        QTest::addRow("%s", pathName(path).data()) << int(path);
}

// Two tokens, d = 1: k₀ = 0 (φ = 1), k₁ = x ≤ 0, v = (0, 1), q = 1. The second output is
// eˣ/(1 + eˣ) for ELU+1 (φ(k₁) = eˣ) and for softmax (scores 0 and x): a direct look at the
// vector exponential, within 16 ulp (the exponential's few, the sum and the division).
template <typename T> static void checkExponential(Path path, double lowest)
{
    const std::vector<T> q {T(1), T(1)}, v {T(0), T(1)};
    for (double x = lowest; x <= 0; x += -lowest / 997) {
        const std::vector<T> k {T(0), T(x)};
        const double e = std::exp(double(T(x)));
        const double want = e / (1 + e);
        const double tolerance = 16 * unitRoundoff<T>() * want;
        std::vector<T> out(2);
        std::vector<std::uint8_t> available(2);
        reassociated({2, 1, q, k, v}, {out, available}, FeatureMapKind::Elu1, path);
        QVERIFY2(std::abs(double(out[1]) - want) <= tolerance,
            qPrintable(QStringLiteral("ELU+1 at x = %1: %2, expected %3")
                           .arg(x, 0, 'g', 17)
                           .arg(double(out[1]), 0, 'g', 17)
                           .arg(want, 0, 'g', 17)));
        softmaxAttention({2, 1, q, k, v}, out, path);
        QVERIFY2(std::abs(double(out[1]) - want) <= tolerance,
            qPrintable(QStringLiteral("softmax at x = %1: %2, expected %3")
                           .arg(x, 0, 'g', 17)
                           .arg(double(out[1]), 0, 'g', 17)
                           .arg(want, 0, 'g', 17)));
    }
}

void TestKernels::exponentialIsAccurate()
{
    QFETCH(int, path);
    const Path p = Path(path);
    if (!isSupported(p))
        QSKIP(qPrintable(QStringLiteral("the %1 path is not supported by this CPU (or build)")
                             .arg(QString::fromUtf8(pathName(p).data()))));
    checkExponential<float>(p, -87.0);
    checkExponential<double>(p, -700.0);
}

// With one token the output is its value whatever φ gives (as in the README's worked example).
void TestKernels::singleTokenGivesItsValue()
{
    const std::vector<float> q {0.5f, 1.0f}, k {1.0f, 0.0f}, v {1.0f, -3.0f};
    for (Path path : supportedPaths()) {
        std::vector<float> out(2);
        std::vector<std::uint8_t> available(1);
        reassociated({1, 2, q, k, v}, {out, available}, FeatureMapKind::Elu1, path);
        QCOMPARE(available[0], std::uint8_t(1));
        QCOMPARE(out[0], 1.0f);
        QCOMPARE(out[1], -3.0f);
    }
}

// The tolerance is tight enough to notice a causal window shifted by one key, the other feature
// map, and one perturbed element.
void TestKernels::comparisonRejectsWrongResults()
{
    for (auto [n, d] :
        {std::pair<std::size_t, std::size_t> {17, 3}, {300, 16}, {130, 64}, {40, 256}}) {
        const Problem<float> p = randomProblem<float>(n, d);
        std::vector<double> want(n * d), other(n * d);
        std::vector<std::uint8_t> available(n);
        referenceLinear(p.referenceInputs(), {want, available}, FeatureMapKind::Elu1);
        referenceLinear(p.referenceInputs(), {other, available}, FeatureMapKind::Relu);
        std::vector<float> got(n * d);
        reassociated(p.inputs(), {got, available}, FeatureMapKind::Elu1);
        const double tolerance = linearTolerance(p);
        QVERIFY(differences(got, want, d, tolerance).isEmpty());
        QVERIFY(!differences(got, other, d, tolerance).isEmpty());
        // Row t against the reference's row t − 1 (one key fewer): the last row only, where the
        // window is longest and the difference smallest.
        std::vector<float> lastRow(got.end() - std::ptrdiff_t(d), got.end());
        std::vector<double> previousRow(
            want.end() - 2 * std::ptrdiff_t(d), want.end() - std::ptrdiff_t(d));
        QVERIFY(!differences(lastRow, previousRow, d, tolerance).isEmpty());
        std::vector<float> perturbed = got;
        perturbed[perturbed.size() / 2] += float(4 * tolerance);
        QVERIFY(!differences(perturbed, want, d, tolerance).isEmpty());
    }
    // And softmax's looser bound still notices the window shifted by one.
    const Problem<float> p = randomProblem<float>(130, 64);
    std::vector<double> want(130 * 64);
    referenceSoftmax(p.referenceInputs(), want);
    std::vector<float> got(130 * 64);
    softmaxAttention(p.inputs(), got);
    QVERIFY(differences(got, want, 64, softmaxTolerance(p)).isEmpty());
    std::vector<float> lastRow(got.end() - 64, got.end());
    std::vector<double> previousRow(want.end() - 128, want.end() - 64);
    QVERIFY(!differences(lastRow, previousRow, 64, softmaxTolerance(p)).isEmpty());
}

void TestKernels::headsMatchSingleHeads_data()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("1 thread") << 1;
    QTest::newRow("2 threads") << 2;
}

void TestKernels::headsMatchSingleHeads()
{
    QFETCH(int, threads);
    const std::size_t heads = 5;
    const std::size_t n = 70;
    const std::size_t d = 16;
    const Problem<float> all = randomProblem<float>(heads * n, d);
    ThreadPool pool {std::size_t(threads)};
    QCOMPARE(pool.size(), std::size_t(threads));
    std::vector<float> out(heads * n * d);
    std::vector<std::uint8_t> available(heads * n);
    const Inputs<float> in {n, d, all.q, all.k, all.v};
    const std::size_t unavailable
        = reassociatedHeads(pool, heads, in, {out, available}, FeatureMapKind::Relu);
    QCOMPARE(unavailable, countUnavailable(available));
    for (std::size_t h = 0; h < heads; ++h) {
        const std::size_t size = n * d;
        const Inputs<float> head {n, d, in.q.subspan(h * size, size), in.k.subspan(h * size, size),
            in.v.subspan(h * size, size)};
        std::vector<float> single(size);
        std::vector<std::uint8_t> singleAvailable(n);
        reassociated(head, {single, singleAvailable}, FeatureMapKind::Relu);
        QVERIFY(std::equal(single.begin(), single.end(), out.begin() + std::ptrdiff_t(h * size)));
        QVERIFY(std::equal(singleAvailable.begin(), singleAvailable.end(),
            available.begin() + std::ptrdiff_t(h * n)));
    }
    // The pool is reusable.
    std::atomic<int> sum {0};
    pool.run(100, [&](std::size_t i) { sum += int(i); });
    QCOMPARE(sum.load(), 4950);
}

void TestKernels::threadPoolRethrows()
{
    ThreadPool pool(2);
    std::atomic<int> ran {0};
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, pool.run(10, [&](std::size_t i) {
        ++ran;
        if (i == 3)
            throw std::runtime_error("task 3");
    }));
    QCOMPARE(ran.load(), 10);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ThreadPool(0));
}

void TestKernels::rejectsBadArguments()
{
    std::vector<float> q(6), k(6), v(6), out(6);
    std::vector<std::uint8_t> available(2);
    std::vector<float> shortV(5);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
        reassociated({2, 3, q, k, shortV}, {out, available}, FeatureMapKind::Elu1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
        reassociated(
            {3, 2, q, k, v}, {out, std::span<std::uint8_t>(available)}, FeatureMapKind::Elu1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
        directQuadratic(Inputs<float> {6, 0, {}, {}, {}}, Outputs<float> {}, FeatureMapKind::Elu1));
    std::vector<float> big(257);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, softmaxAttention({1, 257, big, big, big}, big));
    QCOMPARE(
        reassociated(Inputs<double> {0, 4, {}, {}, {}}, Outputs<double> {}, FeatureMapKind::Relu),
        std::size_t(0));
    for (Path path : {Path::Avx2, Path::Avx512})
        if (!isSupported(path))
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                reassociated({2, 3, q, k, v}, {out, available}, FeatureMapKind::Elu1, path));
}

void TestKernels::fmaPeakLoopCountsFlops()
{
    for (Path path : supportedPaths()) {
        const std::uint64_t flops = fmaPeakLoop(path, 1000);
        QVERIFY(flops >= 1000 * 12 * 2);
        QCOMPARE(flops % 1000, std::uint64_t(0));
    }
}

QTEST_APPLESS_MAIN(TestKernels)

#include "tst_kernels.moc"
