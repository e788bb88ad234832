// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Scaling lab: core's least-squares fits on log–log, the crossover and the memory figures on
// synthetic data with known answers; the sweep over the kernels; ScalingRunner's worker thread
// (results by queued signal, progress rising, a cancel that stops the worker within 100 ms and
// keeps a consistent state); and `linattn --bench`'s CSV and JSON.

#include "BenchCommand.h"
#include "ScalingRunner.h"
#include "scaling.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTextStream>

#include <cmath>
#include <limits>

using namespace linattn;

namespace {

ScalingPoint point(ScalingKernel kernel, std::size_t n, double seconds)
{
    return ScalingPoint {kernel, n, seconds, 1};
}

} // namespace

class TestScaling : public QObject {
    Q_OBJECT

private slots:
    void fitRecoversKnownSlopes_data()
    {
        QTest::addColumn<double>("slope");
        QTest::addColumn<double>("constant");
        QTest::newRow("linear") << 1.0 << 3e-7;
        QTest::newRow("quadratic") << 2.0 << 5e-10;
        QTest::newRow("cubic") << 3.0 << 1.0;
        QTest::newRow("flat") << 0.0 << 0.25;
    }

    void fitRecoversKnownSlopes()
    {
        QFETCH(double, slope);
        QFETCH(double, constant);
        std::vector<double> x;
        std::vector<double> y;
        for (double n = 64; n <= 65536; n *= 2) {
            x.push_back(n);
            y.push_back(constant * std::pow(n, slope));
        }
        const auto fit = fitPowerLaw(x, y);
        QVERIFY(fit);
        QCOMPARE(fit->count, x.size());
        QVERIFY(std::abs(fit->slope - slope) < 1e-12);
        QVERIFY(std::abs(fit->intercept - std::log(constant)) < 1e-9);
        QVERIFY(std::abs(fit->at(1000) / (constant * std::pow(1000, slope)) - 1) < 1e-9);
    }

    void fitAveragesAlternatingNoise()
    {
        // y = x²·(1 ± 10 %) alternating: by symmetry in log space the slope stays close to 2.
        std::vector<double> x;
        std::vector<double> y;
        bool up = true;
        for (double n = 64; n <= 65536; n *= 2, up = !up) {
            x.push_back(n);
            y.push_back(n * n * (up ? 1.1 : 1 / 1.1));
        }
        const auto fit = fitPowerLaw(x, y);
        QVERIFY(fit);
        QVERIFY(std::abs(fit->slope - 2) < 0.02);
    }

    void fitLeavesOutWhatLogCannotTake()
    {
        const std::vector<double> x {0, -1, 2, 4, 8, 16};
        const std::vector<double> y {1, 1, 4, 16, 0, 256};
        const auto fit = fitPowerLaw(x, y);
        QVERIFY(fit);
        QCOMPARE(fit->count, std::size_t(3)); // (2, 4), (4, 16), (16, 256)
        QVERIFY(std::abs(fit->slope - 2) < 1e-12);

        QVERIFY(!fitPowerLaw(std::vector<double> {4}, std::vector<double> {2}));
        QVERIFY(!fitPowerLaw(std::vector<double> {4, 4}, std::vector<double> {2, 3}));
        QVERIFY(!fitPowerLaw(std::vector<double> {}, std::vector<double> {}));
    }

    void fitKernelTakesOnlyItsKernel()
    {
        std::vector<ScalingPoint> points;
        for (std::size_t n = 64; n <= 4096; n *= 2) {
            points.push_back(point(ScalingKernel::Reassociated, n, 1e-6 * double(n)));
            points.push_back(point(ScalingKernel::Direct, n, 1e-9 * double(n) * double(n)));
        }
        QVERIFY(std::abs(fitKernel(points, ScalingKernel::Reassociated)->slope - 1) < 1e-12);
        QVERIFY(std::abs(fitKernel(points, ScalingKernel::Direct)->slope - 2) < 1e-12);
        QVERIFY(!fitKernel(points, ScalingKernel::Softmax));
    }

    void crossoverOnSyntheticData()
    {
        // (a) = N·1e-6, (b) = N²·1e-8: equal at N = 100, so (a) wins from 128 on.
        std::vector<ScalingPoint> points;
        for (std::size_t n = 64; n <= 1024; n *= 2) {
            points.push_back(point(ScalingKernel::Reassociated, n, 1e-6 * double(n)));
            points.push_back(point(ScalingKernel::Direct, n, 1e-8 * double(n) * double(n)));
        }
        QCOMPARE(crossover(points, ScalingKernel::Reassociated, ScalingKernel::Direct),
            std::optional<std::size_t>(128));
        // The other way round (b) is faster only up to 64, not at the largest N.
        QCOMPARE(
            crossover(points, ScalingKernel::Direct, ScalingKernel::Reassociated), std::nullopt);
        // No softmax points: no common N.
        QCOMPARE(
            crossover(points, ScalingKernel::Reassociated, ScalingKernel::Softmax), std::nullopt);
    }

    void crossoverIsFromWhereItStaysAhead()
    {
        // (a) faster at 64, slower at 128 (noise), faster from 256 on: the crossover is 256.
        std::vector<ScalingPoint> points {point(ScalingKernel::Softmax, 512, 9),
            point(ScalingKernel::Reassociated, 64, 1), point(ScalingKernel::Softmax, 64, 2),
            point(ScalingKernel::Reassociated, 128, 3), point(ScalingKernel::Softmax, 128, 2),
            point(ScalingKernel::Reassociated, 256, 3), point(ScalingKernel::Softmax, 256, 4),
            point(ScalingKernel::Reassociated, 512, 4),
            // Only (a) at 1024: not a common N.
            point(ScalingKernel::Reassociated, 1024, 100)};
        QCOMPARE(crossover(points, ScalingKernel::Reassociated, ScalingKernel::Softmax),
            std::optional<std::size_t>(256));
        // Faster everywhere: from the first N.
        points[4].seconds = 5;
        QCOMPARE(crossover(points, ScalingKernel::Reassociated, ScalingKernel::Softmax),
            std::optional<std::size_t>(64));
        // Equal at the largest common N is not faster.
        points[7].seconds = 9;
        QCOMPARE(
            crossover(points, ScalingKernel::Reassociated, ScalingKernel::Softmax), std::nullopt);
    }

    void memoryFiguresByHand()
    {
        // d = 64, float32, N = 1024: S and Z (64·64 + 64)·4 = 16,640 B; KV cache
        // 2·1024·64·4 = 524,288 B; scores 1024·1024·4 = 4,194,304 B.
        const MemoryFigures f32 = memoryAt(1024, 64, ScalingPrecision::Float32);
        QCOMPARE(f32.n, std::size_t(1024));
        QCOMPARE(f32.stateBytes, std::uint64_t(16640));
        QCOMPARE(f32.kvCacheBytes, std::uint64_t(524288));
        QCOMPARE(f32.scoresBytes, std::uint64_t(4194304));
        // float64 doubles every figure; the state does not grow with N.
        const MemoryFigures f64 = memoryAt(65536, 64, ScalingPrecision::Float64);
        QCOMPARE(f64.stateBytes, std::uint64_t(33280));
        QCOMPARE(f64.kvCacheBytes, std::uint64_t(2) * 65536 * 64 * 8);
        QCOMPARE(f64.scoresBytes, std::uint64_t(65536) * 65536 * 8); // 32 GiB
        // d = 1: S is one number, Z one more.
        QCOMPARE(memoryAt(64, 1, ScalingPrecision::Float32).stateBytes, std::uint64_t(8));
    }

    void bytesAreFormatted()
    {
        QCOMPARE(formatBytes(0), std::string("0 B"));
        QCOMPARE(formatBytes(512), std::string("512 B"));
        QCOMPARE(formatBytes(1536), std::string("1.5 KiB"));
        QCOMPARE(formatBytes(524288), std::string("512 KiB"));
        QCOMPARE(formatBytes(4194304), std::string("4 MiB"));
        QCOMPARE(formatBytes(std::uint64_t(65536) * 65536 * 8), std::string("32 GiB"));
        QCOMPARE(formatBytes(33280), std::string("32.5 KiB"));
    }

    void optionsAreValidated()
    {
        SweepOptions options;
        QVERIFY(!validateSweepOptions(options));
        options.d = 300;
        QCOMPARE(
            validateSweepOptions(options), std::optional<std::string>("d: 300 is outside 1…256"));
        options.d = 0;
        QVERIFY(validateSweepOptions(options));
        options.d = 8;
        options.maxN = 100000;
        QVERIFY(validateSweepOptions(options));
        options.maxN = 1024;
        QCOMPARE(sweepSizes(options), (std::vector<std::size_t> {64, 128, 256, 512, 1024}));
        options.maxN = 1000;
        QCOMPARE(sweepSizes(options).back(), std::size_t(512));
        options.d = 300;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runScalingSweep(options));
    }

    void sweepMeasuresEveryKernel_data()
    {
        QTest::addColumn<bool>("float64");
        QTest::newRow("float32") << false;
        QTest::newRow("float64") << true;
    }

    void sweepMeasuresEveryKernel()
    {
        QFETCH(bool, float64);
        SweepOptions options;
        options.d = 8;
        options.maxN = 256;
        options.maxCallSeconds = 10; // nothing is skipped at these sizes
        options.repeatSeconds = 0;
        options.minRepetitions = 1;
        options.rounds = 1;
        options.precision = float64 ? ScalingPrecision::Float64 : ScalingPrecision::Float32;
        std::vector<std::size_t> done;
        std::size_t total = 0;
        const SweepResult result = runScalingSweep(options, {},
            [&](const SweepProgress &progress, const std::optional<ScalingPoint> &measured) {
                done.push_back(progress.done);
                total = progress.total;
                QVERIFY(measured);
            });
        QVERIFY(!result.cancelled);
        QVERIFY(!result.outOfTime);
        QCOMPARE(total, std::size_t(9));
        QCOMPARE(done, (std::vector<std::size_t> {1, 2, 3, 4, 5, 6, 7, 8, 9}));
        QCOMPARE(result.points.size(), std::size_t(9));
        for (const ScalingPoint &p : result.points) {
            QVERIFY(p.seconds > 0);
            QCOMPARE(p.repetitions, std::size_t(1));
            QVERIFY(gigaflops(p, 8) > 0);
            QVERIFY(nanosecondsPerToken(p) > 0);
        }
        QCOMPARE(result.points[3].n, std::size_t(128));
        QCOMPARE(result.points[3].kernel, ScalingKernel::Reassociated);
        QCOMPARE(result.points[5].kernel, ScalingKernel::Softmax);
    }

    void roundsTimeEveryPointAgain()
    {
        // Three rounds of one call each: every point is timed three times, once a round, keeps
        // the fastest, and is reported again only when a later round found it faster.
        SweepOptions options;
        options.d = 8;
        options.maxN = 256;
        options.maxCallSeconds = 10;
        options.repeatSeconds = 0;
        options.minRepetitions = 3;
        options.rounds = 3;
        std::vector<std::size_t> done;
        std::vector<ScalingPoint> reported;
        std::size_t total = 0;
        const SweepResult result = runScalingSweep(options, {},
            [&](const SweepProgress &progress, const std::optional<ScalingPoint> &point) {
                done.push_back(progress.done);
                total = progress.total;
                if (point)
                    reported.push_back(*point);
            });
        QCOMPARE(total, std::size_t(27));
        QCOMPARE(done.size(), std::size_t(27));
        QCOMPARE(done.back(), std::size_t(27));
        QCOMPARE(result.points.size(), std::size_t(9)); // each point once
        QVERIFY(reported.size() >= 9);
        for (std::size_t i = 0; i < 9; ++i) { // round 1 reports them in the order measured
            QCOMPARE(reported[i].n, result.points[i].n);
            QCOMPARE(reported[i].kernel, result.points[i].kernel);
        }
        for (const ScalingPoint &p : result.points) {
            QCOMPARE(p.repetitions, std::size_t(3));
            // The last report of a point is its result, and each report was faster than the one
            // before it.
            double previous = std::numeric_limits<double>::infinity();
            for (const ScalingPoint &r : reported)
                if (r.kernel == p.kernel && r.n == p.n) {
                    QVERIFY(r.seconds < previous);
                    previous = r.seconds;
                }
            QCOMPARE(previous, p.seconds);
        }
    }

    void sweepStopsWhenAsked()
    {
        SweepOptions options;
        options.d = 8;
        options.maxN = 4096;
        std::stop_source source;
        std::size_t calls = 0;
        const SweepResult result = runScalingSweep(options, source.get_token(),
            [&](const SweepProgress &, const std::optional<ScalingPoint> &) {
                if (++calls == 2)
                    source.request_stop();
            });
        QVERIFY(result.cancelled);
        QCOMPARE(calls, std::size_t(2));
        QCOMPARE(result.points.size(), std::size_t(2));
    }

    void sweepSkipsCallsOverBudget()
    {
        // A budget no call can meet: every kernel runs at the first N only (nothing to predict
        // from), then stops; the steps still count as done.
        SweepOptions options;
        options.d = 8;
        options.maxN = 512;
        options.maxCallSeconds = 1e-12;
        options.repeatSeconds = 0;
        options.rounds = 1;
        std::size_t lastDone = 0;
        const SweepResult result = runScalingSweep(
            options, {}, [&](const SweepProgress &progress, const std::optional<ScalingPoint> &) {
                lastDone = progress.done;
            });
        QCOMPARE(result.points.size(), std::size_t(3));
        for (const ScalingPoint &p : result.points) {
            QCOMPARE(p.n, std::size_t(64));
            QCOMPARE(p.repetitions, options.minRepetitions); // the fastest counting
        }
        QCOMPARE(lastDone, std::size_t(12));
    }

    void runnerDeliversResults()
    {
        ScalingRunner runner;
        runner.setDimension(8);
        runner.setMaxN(512);
        QCOMPARE(runner.dimension(), 8);
        QCOMPARE(runner.memory().size(), 4);
        QSignalSpy measured(&runner, &ScalingRunner::pointMeasured);
        QSignalSpy finished(&runner, &ScalingRunner::finished);
        QSignalSpy busy(&runner, &ScalingRunner::busyChanged);
        QList<double> progress;
        connect(&runner, &ScalingRunner::progressChanged, this,
            [&] { progress.append(runner.progress()); });
        runner.start();
        QVERIFY(runner.busy());
        // Delivered through the event loop, not synchronously.
        QCOMPARE(measured.count(), 0);
        QVERIFY(finished.wait(60000));
        QVERIFY(!runner.busy());
        QCOMPARE(busy.count(), 2);
        QCOMPARE(runner.outcome(), QStringLiteral("finished"));
        QVERIFY(measured.count() >= 3);
        // Later rounds deliver a point again when faster; the runner keeps each (N, kernel) once.
        QVERIFY(qsizetype(runner.points().size()) <= measured.count());
        for (std::size_t i = 0; i < runner.points().size(); ++i)
            for (std::size_t j = 0; j < i; ++j)
                QVERIFY(runner.points()[i].n != runner.points()[j].n
                    || runner.points()[i].kernel != runner.points()[j].kernel);
        QVERIFY(!progress.isEmpty());
        for (qsizetype i = 1; i < progress.size(); ++i)
            QVERIFY(progress[i] > progress[i - 1]);
        QCOMPARE(progress.last(), 1.0);

        const QVariantMap chart = runner.chart();
        QCOMPARE(chart.value(QStringLiteral("pointCount")).toInt(), int(runner.points().size()));
        const QVariantList series = chart.value(QStringLiteral("series")).toList();
        QCOMPARE(series.size(), 3);
        QCOMPARE(series[0].toMap().value(QStringLiteral("kernel")).toString(),
            QStringLiteral("reassociated"));
        QVERIFY(chart.value(QStringLiteral("yMin")).toDouble()
            < chart.value(QStringLiteral("yMax")).toDouble());
        // With points at two N or more each kernel has a slope and a fitted line.
        const QVariantMap first = series[0].toMap();
        if (first.value(QStringLiteral("points")).toList().size() >= 2) {
            QVERIFY(first.contains(QStringLiteral("slope")));
            QCOMPARE(first.value(QStringLiteral("fit")).toList().size(), 2);
            // The legend's words: the slope to two decimals, never "-0.00".
            const double slope = first.value(QStringLiteral("slope")).toDouble();
            const QString text = first.value(QStringLiteral("slopeText")).toString();
            const QRegularExpressionMatch match
                = QRegularExpression(QStringLiteral("^slope (-?\\d+\\.\\d\\d)$")).match(text);
            QVERIFY2(match.hasMatch(), qPrintable(text));
            QVERIFY(std::abs(match.captured(1).toDouble() - slope) <= 0.005 + 1e-12);
            QVERIFY(match.captured(1) != QStringLiteral("-0.00"));
        } else {
            QCOMPARE(
                first.value(QStringLiteral("slopeText")).toString(), QStringLiteral("slope —"));
        }
    }

    void runnerRefusesBadSettings()
    {
        ScalingRunner runner;
        QSignalSpy error(&runner, &ScalingRunner::errorMessageChanged);
        runner.setDimension(300);
        QCOMPARE(runner.dimension(), 64);
        QCOMPARE(runner.errorMessage(), QStringLiteral("d: 300 is outside 1…256"));
        runner.setDimension(256);
        QCOMPARE(runner.dimension(), 256);
        QVERIFY(runner.errorMessage().isEmpty());
        runner.setMaxN(10);
        QCOMPARE(runner.maxN(), 65536);
        QVERIFY(!runner.errorMessage().isEmpty());
        QCOMPARE(error.count(), 3);
        runner.setFloat64(true);
        QVERIFY(runner.float64());
        const QVariantMap last = runner.memory().last().toMap();
        QCOMPARE(last.value(QStringLiteral("n")).toDouble(), 65536.0);
        QCOMPARE(last.value(QStringLiteral("scores")).toString(), QStringLiteral("32 GiB"));
        QCOMPARE(last.value(QStringLiteral("state")).toString(), QStringLiteral("514 KiB"));
    }

    void cancelStopsAtOnce()
    {
        ScalingRunner runner;
        runner.setDimension(64);
        runner.setMaxN(65536);
        QSignalSpy measured(&runner, &ScalingRunner::pointMeasured);
        QSignalSpy finished(&runner, &ScalingRunner::finished);
        runner.start();
        // Into the larger N, where single calls are longest.
        QTRY_VERIFY_WITH_TIMEOUT(measured.count() >= 7 || finished.count() > 0, 60000);
        QVERIFY2(finished.count() == 0, "the sweep ended before it could be cancelled");

        // cancel() returns once the worker has stopped; how fast (the target is 100 ms) is
        // bench/bench_cancel's to measure, not a test's.
        runner.cancel();
        QVERIFY(!runner.busy());
        QCOMPARE(runner.outcome(), QStringLiteral("cancelled"));
        const auto kept = runner.points().size();
        // Whatever the worker had posted is dropped: nothing arrives after the cancel.
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents();
        QCOMPARE(runner.points().size(), kept);
        QCOMPARE(finished.count(), 0);
        QCOMPARE(runner.chart().value(QStringLiteral("pointCount")).toInt(), int(kept));
        QVERIFY(runner.progress() < 1);

        // And it can run again.
        runner.setDimension(4);
        runner.setMaxN(128);
        runner.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(runner.outcome(), QStringLiteral("finished"));
        QCOMPARE(runner.progress(), 1.0);
    }

    void destroyingARunningRunnerStopsIt()
    {
        auto runner = std::make_unique<ScalingRunner>();
        runner->start();
        QSignalSpy measured(runner.get(), &ScalingRunner::pointMeasured);
        QVERIFY(measured.wait(60000));
        runner.reset(); // joins the worker; nothing is posted to a deleted object
        QCoreApplication::processEvents();
    }

    void benchIsOnlyForBench()
    {
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        QCOMPARE(runBenchIfAsked({"linattn", "--preset", "general"}, out, err), std::nullopt);
        QCOMPARE(runBenchIfAsked({"--bench"}, out, err), std::nullopt); // the program's name
        QVERIFY(outText.isEmpty());
        QVERIFY(errText.isEmpty());
    }

    void benchRefusesBadOptions_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("d high") << QStringList {"--bench", "--d", "300"}
                                << "linattn: --d: 300 is outside 1…256\n";
        QTest::newRow("d zero") << QStringList {"--bench", "--d", "0"}
                                << "linattn: --d: 0 is outside 1…256\n";
        QTest::newRow("d text") << QStringList {"--bench", "--d", "abc"}
                                << "linattn: --d: expected a whole number, got \"abc\"\n";
        QTest::newRow("max-n") << QStringList {"--bench", "--max-n", "100000"}
                               << "linattn: --max-n: 100000 is outside 1…65536\n";
        QTest::newRow("format") << QStringList {"--bench", "--format", "xml"}
                                << "linattn: --format: expected csv or json, got \"xml\"\n";
        QTest::newRow("precision") << QStringList {"--bench", "--precision",
            "half"} << "linattn: --precision: expected float32 or float64, got \"half\"\n";
        QTest::newRow("missing") << QStringList {"--bench", "--d"}
                                 << "linattn: --d: a value is missing\n";
        QTest::newRow("unknown")
            << QStringList {"--bench", "--preset", "general"}
            << "linattn: --bench: unknown option \"--preset\" (expected --decode, "
               "--d, --max-n, --precision or --format)\n";
    }

    void benchRefusesBadOptions()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        QCOMPARE(
            runBenchIfAsked(QStringList {"linattn"} + arguments, out, err), std::optional<int>(2));
        QCOMPARE(errText, message);
        QVERIFY(outText.isEmpty());
    }

    void benchPrintsCsv()
    {
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        QCOMPARE(runBenchIfAsked({"linattn", "--bench", "--d", "8", "--max-n", "256"}, out, err),
            std::optional<int>(0));
        QVERIFY(errText.isEmpty());
        QStringList lines = outText.split(QLatin1Char('\n'));
        QCOMPARE(lines.takeLast(), QString());
        QCOMPARE(
            lines.takeFirst(), QStringLiteral("n,d,precision,kernel,seconds,ns_per_token,gflops"));
        QCOMPARE(lines.size(), 9); // 64, 128, 256 × three kernels
        QSet<QString> kernels;
        for (const QString &line : lines) {
            const QStringList fields = line.split(QLatin1Char(','));
            QCOMPARE(fields.size(), 7);
            QVERIFY(QList<QString>({"64", "128", "256"}).contains(fields[0]));
            QCOMPARE(fields[1], QStringLiteral("8"));
            QCOMPARE(fields[2], QStringLiteral("float32"));
            kernels.insert(fields[3]);
            for (int i : {4, 5, 6}) {
                bool ok = false;
                QVERIFY(fields[i].toDouble(&ok) > 0);
                QVERIFY(ok);
            }
            const double seconds = fields[4].toDouble();
            const double perToken = fields[5].toDouble();
            QVERIFY(std::abs(perToken - seconds * 1e9 / fields[0].toDouble()) <= 1e-4 * perToken);
        }
        QCOMPARE(kernels, (QSet<QString> {"reassociated", "direct", "softmax"}));
    }

    void benchPrintsJson()
    {
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        QCOMPARE(runBenchIfAsked({"linattn", "--bench", "--format", "json", "--d", "4", "--max-n",
                                     "512", "--precision", "float64"},
                     out, err),
            std::optional<int>(0));
        QVERIFY(errText.isEmpty());
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(outText.toUtf8(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject root = document.object();
        QCOMPARE(root.value("d").toInt(), 4);
        QCOMPARE(root.value("precision").toString(), QStringLiteral("float64"));
        QCOMPARE(root.value("max_n").toInt(), 512);
        QVERIFY(!root.value("path").toString().isEmpty());
        const QJsonArray results = root.value("results").toArray();
        QCOMPARE(results.size(), 12);
        for (const QJsonValue &value : results) {
            const QJsonObject entry = value.toObject();
            QVERIFY(entry.value("seconds").toDouble() > 0);
            QVERIFY(entry.value("gflops").toDouble() > 0);
        }
        const QJsonObject slopes = root.value("slopes").toObject();
        for (const char *kernel : {"reassociated", "direct", "softmax"})
            QVERIFY(slopes.value(QLatin1String(kernel)).isDouble());
        const QJsonObject crossover = root.value("crossover").toObject();
        QVERIFY(crossover.contains("direct"));
        QVERIFY(crossover.contains("softmax"));
        const QJsonArray memory = root.value("memory").toArray();
        QCOMPARE(memory.size(), 4);
        const QJsonObject last = memory.last().toObject();
        QCOMPARE(last.value("n").toInt(), 512);
        QCOMPARE(last.value("state_bytes").toInt(), (4 * 4 + 4) * 8);
        QCOMPARE(last.value("kv_cache_bytes").toInt(), 2 * 512 * 4 * 8);
        QCOMPARE(last.value("scores_bytes").toInt(), 512 * 512 * 8);
    }
};

QTEST_GUILESS_MAIN(TestScaling)
#include "tst_scaling.moc"
