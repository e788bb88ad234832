// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Scaling lab's Generation page in core (labs/generation.h): the sampled positions, the
// totals' sizes, the memory figures, the paper's ratios, slopes fitted on synthetic points, a
// real sweep (every kernel measured at every position, totals consistent with themselves,
// estimated beyond what was measured), a cancel, bad options; and `linattn --bench --decode`'s
// CSV and JSON.

#include "BenchCommand.h"
#include "GenerationRunner.h"
#include "generation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTextStream>

#include <cmath>
#include <stop_token>

using namespace linattn;

class TestGeneration : public QObject {
    Q_OBJECT

private slots:
    void positionsAreSampledOnALogScale()
    {
        GenerationOptions options;
        options.maxN = 4096;
        const auto positions = generationPositions(options);
        QCOMPARE(positions.front(), std::size_t(16));
        QCOMPARE(positions[1], std::size_t(23)); // 16·√2
        QCOMPARE(positions[2], std::size_t(32));
        QCOMPARE(positions.back(), std::size_t(4095));
        for (std::size_t i = 1; i < positions.size(); ++i) {
            QVERIFY(positions[i] > positions[i - 1]);
            QVERIFY(double(positions[i]) / double(positions[i - 1]) < 1.5);
        }
        options.maxN = 16;
        QCOMPARE(generationPositions(options), std::vector<std::size_t> {15});
    }

    void totalsAreAtThePapersSizesAndTheChosenOne()
    {
        GenerationOptions options;
        QCOMPARE(generationTotalSizes(options), (std::vector<std::size_t> {784, 3072}));
        options.chosenN = 100;
        QCOMPARE(generationTotalSizes(options), (std::vector<std::size_t> {100, 784, 3072}));
        options.chosenN = 784;
        QCOMPARE(generationTotalSizes(options), (std::vector<std::size_t> {784, 3072}));
    }

    void memoryGrowsOnlyForTheCache()
    {
        const GenerationMemory small = generationMemoryAt(784, 64, ScalingPrecision::Float32);
        const GenerationMemory large = generationMemoryAt(3072, 64, ScalingPrecision::Float32);
        QCOMPARE(small.stateBytes, std::uint64_t((64 * 64 + 64) * 4));
        QCOMPARE(large.stateBytes, small.stateBytes);
        QCOMPARE(small.cacheBytes, std::uint64_t(2 * 784 * 64 * 4));
        QCOMPARE(large.cacheBytes, std::uint64_t(2 * 3072 * 64 * 4));
        QCOMPARE(generationMemoryAt(10, 3, ScalingPrecision::Float64).cacheBytes,
            std::uint64_t(2 * 10 * 3 * 8));
    }

    void durationsAndRatiosAreWritten_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("ratio");
        QTest::addColumn<QString>("text");
        QTest::newRow("ns") << 2.59125e-7 << false << "259 ns";
        QTest::newRow("µs") << 5.7454e-6 << false << "5.75 µs";
        QTest::newRow("ms") << 0.003183 << false << "3.18 ms";
        QTest::newRow("s") << 31.864 << false << "31.9 s";
        QTest::newRow("round up to the next unit") << 9.9999e-7 << false << "1 µs";
        QTest::newRow("none") << 0.0 << false << "—";
        QTest::newRow("small ratio") << 8.4256 << true << "8.43×";
        QTest::newRow("ratio") << 34.77 << true << "34.8×";
        QTest::newRow("thousands") << 4462.4 << true << "4\u202F462×";
        QTest::newRow("large ratio") << 40264.4 << true << "40\u202F264×";
        QTest::newRow("a million") << 1234567.0 << true << "1\u202F234\u202F567×";
        QTest::newRow("under a thousand") << 999.4 << true << "999×";
        QTest::newRow("no ratio") << 0.0 << true << "—";
    }

    void ratesAreWritten()
    {
        QCOMPARE(QString::fromStdString(formatRate(3.8912e6)), QStringLiteral("3.89 M"));
        QCOMPARE(QString::fromStdString(formatRate(24612)), QStringLiteral("24.6 k"));
        QCOMPARE(QString::fromStdString(formatRate(31.42)), QStringLiteral("31.4"));
        QCOMPARE(QString::fromStdString(formatRate(0.03142)), QStringLiteral("0.0314"));
        QCOMPARE(QString::fromStdString(formatRate(0)), QStringLiteral("—"));
    }

    void durationsAndRatiosAreWritten()
    {
        QFETCH(double, value);
        QFETCH(bool, ratio);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(ratio ? formatTimes(value) : formatDuration(value)), text);
    }

    void papersFiguresGiveItsRatios()
    {
        const auto mnist = paperGenerationAt(784);
        const auto cifar = paperGenerationAt(3072);
        QVERIFY(mnist && cifar);
        QVERIFY(!paperGenerationAt(1000));
        // The paper's own ratios: 317× and 4,462× over softmax recomputed, about 19× and 56×
        // over the stateful (cached) softmax.
        QCOMPARE(std::round(mnist->linear / mnist->softmax), 317.0);
        QCOMPARE(std::round(cifar->linear / cifar->softmax), 4463.0); // 4,462.5
        QCOMPARE(std::round(mnist->linear / mnist->statefulSoftmax), 19.0);
        QCOMPARE(std::round(cifar->linear / cifar->statefulSoftmax), 56.0);
    }

    void slopesComeFromPositionsFrom128_data()
    {
        QTest::addColumn<double>("slope");
        QTest::newRow("flat") << 0.0;
        QTest::newRow("linear") << 1.0;
        QTest::newRow("quadratic") << 2.0;
    }

    void slopesComeFromPositionsFrom128()
    {
        QFETCH(double, slope);
        std::vector<GenerationPoint> points;
        for (std::size_t p : {16, 32, 64, 128, 256, 512, 1024, 2048})
            // Below 128 a fixed cost that the fit must leave out.
            points.push_back({GenerationKernel::SoftmaxCached, p,
                1e-9 * std::pow(double(p), slope) + (p < 128 ? 1e-3 : 0.0), 1});
        const auto fit = fitGeneration(points, GenerationKernel::SoftmaxCached);
        QVERIFY(fit.has_value());
        QVERIFY(std::abs(fit->slope - slope) < 1e-9);
        QCOMPARE(fit->count, std::size_t(5));
        QVERIFY(!fitGeneration(points, GenerationKernel::Recurrent).has_value());
    }

    void sweepMeasuresEveryKernel()
    {
        GenerationOptions options;
        options.d = 8;
        options.maxN = 512;
        options.chosenN = 300;
        options.runs = 2;
        options.maxStepSeconds = 1;
        std::size_t lastDone = 0;
        std::size_t reports = 0;
        const GenerationResult result
            = runGenerationSweep(options, {}, [&](const GenerationProgress &progress) {
                  QVERIFY(progress.done >= lastDone);
                  QVERIFY(progress.done <= progress.total);
                  lastDone = progress.done;
                  ++reports;
              });
        QVERIFY(!result.cancelled);
        QVERIFY(!result.outOfTime);
        QVERIFY(reports > 1);
        const auto positions = generationPositions(options);
        QCOMPARE(result.points.size(), kGenerationKernelCount * positions.size());
        for (GenerationKernel kernel : kGenerationKernels) {
            std::vector<std::size_t> seen;
            for (const GenerationPoint &point : result.points)
                if (point.kernel == kernel) {
                    seen.push_back(point.position);
                    QVERIFY(point.seconds > 0);
                    QVERIFY(point.repetitions >= 1);
                    QCOMPARE(nanosecondsPerToken(point), point.seconds * 1e9);
                }
            QCOMPARE(seen, positions);
        }
        QCOMPARE(result.totals.size(), std::size_t(3));
        const GenerationTotal &chosen = result.totals[0];
        QCOMPARE(chosen.n, std::size_t(300));
        for (GenerationKernel kernel : kGenerationKernels) {
            const auto k = std::size_t(kernel);
            QVERIFY(chosen.known[k]);
            QVERIFY(chosen.seconds[k] > 0);
            QCOMPARE(chosen.tokensPerSecond(kernel), 300.0 / chosen.seconds[k]);
            QCOMPARE(chosen.timesRecurrent(kernel),
                chosen.seconds[k] / chosen.seconds[std::size_t(GenerationKernel::Recurrent)]);
            // Generating more tokens takes longer.
            QVERIFY(result.totals[1].seconds[k] > chosen.seconds[k]);
            QVERIFY(result.totals[2].seconds[k] > result.totals[1].seconds[k]);
            // 300 tokens were generated (and (f) sampled up to 511); 784 and 3,072 are beyond.
            // (f) is timed at sampled positions only: its totals are estimates even within them.
            QCOMPARE(chosen.estimated[k], kernel == GenerationKernel::SoftmaxUncached);
            QVERIFY(!chosen.extrapolated[k]);
            QVERIFY(result.totals[1].estimated[k]);
            QVERIFY(result.totals[2].estimated[k]);
            QVERIFY(result.totals[1].extrapolated[k]);
            QVERIFY(result.totals[2].extrapolated[k]);
        }
    }

    void cancelStopsTheSweep()
    {
        GenerationOptions options;
        options.d = 64;
        options.maxN = 8192;
        options.runs = 20;
        std::stop_source stop;
        // The sweep checks the stop between measurements: after the first report come at most
        // the one of a measurement under way and the closing one (how fast it stops is
        // bench/bench_cancel's to measure, not a test's).
        int reportsAfterStop = -1;
        const GenerationResult result
            = runGenerationSweep(options, stop.get_token(), [&](const GenerationProgress &) {
                  ++reportsAfterStop;
                  stop.request_stop();
              });
        QVERIFY(result.cancelled);
        QVERIFY2(reportsAfterStop <= 2, qPrintable(QString::number(reportsAfterStop)));
    }

    void badOptionsAreNamed_data()
    {
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("maxN");
        QTest::addColumn<int>("runs");
        QTest::addColumn<QString>("message");
        QTest::newRow("d") << 0 << 64 << 2 << "d: 0 is outside 1…256";
        QTest::newRow("max-n") << 8 << 8 << 2 << "max-n: 8 is outside 16…65536";
        QTest::newRow("runs") << 8 << 64 << 0 << "runs: 0 is outside 1…20";
    }

    void badOptionsAreNamed()
    {
        QFETCH(int, d);
        QFETCH(int, maxN);
        QFETCH(int, runs);
        QFETCH(QString, message);
        GenerationOptions options;
        options.d = std::size_t(d);
        options.maxN = std::size_t(maxN);
        options.runs = std::size_t(runs);
        const auto error = validateGenerationOptions(options);
        QVERIFY(error.has_value());
        QCOMPARE(QString::fromStdString(*error), message);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runGenerationSweep(options));
    }

    // The page's runner: the result arrives by a queued call, every figure written.
    void runnerDeliversTheResult()
    {
        GenerationRunner runner;
        runner.setDimension(8);
        runner.setMaxN(256);
        runner.setChosenN(100);
        QSignalSpy finished(&runner, &GenerationRunner::finished);
        runner.start();
        QVERIFY(runner.busy());
        QVERIFY(finished.wait(30000));
        QVERIFY(!runner.busy());
        QCOMPARE(runner.outcome(), QStringLiteral("finished"));
        QCOMPARE(runner.progress(), 1.0);
        const QVariantList series = runner.chart().value(QStringLiteral("series")).toList();
        QCOMPARE(series.size(), int(kGenerationKernelCount));
        for (const QVariant &entry : series) {
            const QVariantMap map = entry.toMap();
            QVERIFY(!map.value(QStringLiteral("points")).toList().isEmpty());
            QVERIFY(map.value(QStringLiteral("slopeText"))
                        .toString()
                        .startsWith(QStringLiteral("slope ")));
        }
        const QVariantList totals = runner.totals();
        QCOMPARE(totals.size(), 3); // 100, 784, 3072
        const QVariantMap mnist = totals[1].toMap();
        QCOMPARE(mnist.value(QStringLiteral("n")).toInt(), 784);
        QCOMPARE(
            mnist.value(QStringLiteral("paperCachedTimes")).toString(), QStringLiteral("18.9×"));
        QCOMPARE(
            mnist.value(QStringLiteral("paperUncachedTimes")).toString(), QStringLiteral("317×"));
        QVERIFY(mnist.value(QStringLiteral("estimated")).toBool()); // beyond the 256 tokens made
        QVERIFY(totals[0].toMap().value(QStringLiteral("paperCachedTimes")).toString().isEmpty());
        // The sentence under each row: the paper's figures only where it has some.
        const QString mnistSummary = mnist.value(QStringLiteral("summary")).toString();
        QVERIFY(mnistSummary.contains(QStringLiteral("(MNIST image, whole models on a GPU): 18.9× "
                                                     "and 317×.")));
        QVERIFY(mnistSummary.endsWith(QStringLiteral("Partly extrapolated.")));
        const QString chosenSummary = totals[0].toMap().value(QStringLiteral("summary")).toString();
        QVERIFY(chosenSummary.contains(QStringLiteral(" tokens/s with (d). (e) takes ")));
        QVERIFY(!chosenSummary.contains(QStringLiteral("paper")));
        QCOMPARE(runner.memory().size(), 3);
    }

    // Cancel stops the worker and leaves the page as it was when the run started.
    void runnerCancelsAtOnce()
    {
        GenerationRunner runner;
        runner.setMaxN(65536);
        QSignalSpy progress(&runner, &GenerationRunner::progressChanged);
        runner.start();
        // The first point can take seconds under ASan on a busy machine; waiting returns as soon
        // as it comes, so a long limit costs nothing (10 s once ran out under load).
        QVERIFY(progress.wait(60000));
        // cancel() returns once the worker has stopped (its latency: bench/bench_cancel).
        runner.cancel();
        QVERIFY(!runner.busy());
        QCOMPARE(runner.outcome(), QStringLiteral("cancelled"));
        QCOMPARE(runner.chart().value(QStringLiteral("pointCount")).toInt(), 0);
        QVERIFY(runner.totals().isEmpty());
        QCoreApplication::processEvents(); // nothing the stopped worker posted arrives
        QVERIFY(runner.totals().isEmpty());
        QCOMPARE(runner.outcome(), QStringLiteral("cancelled"));
    }

    void runnerRefusesBadSettings()
    {
        GenerationRunner runner;
        runner.setDimension(300);
        QCOMPARE(runner.dimension(), 64);
        QCOMPARE(runner.errorMessage(), QStringLiteral("d: 300 is outside 1…256"));
        runner.setMaxN(8);
        QCOMPARE(runner.maxN(), 4096);
        QCOMPARE(runner.errorMessage(), QStringLiteral("tokens: 8 is outside 16…65536"));
        runner.setMaxN(2048);
        QVERIFY(runner.errorMessage().isEmpty());
    }

    void decodePrintsCsv()
    {
        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        QCOMPARE(runBenchIfAsked(
                     {"linattn", "--bench", "--decode", "--d", "8", "--max-n", "128"}, out, err),
            std::optional<int>(0));
        QVERIFY(errText.isEmpty());
        QStringList lines = outText.split(QLatin1Char('\n'));
        QCOMPARE(lines.takeLast(), QString());
        QCOMPARE(
            lines.takeFirst(), QStringLiteral("position,d,precision,kernel,seconds,ns_per_token"));
        QSet<QString> kernels;
        for (const QString &line : lines) {
            const QStringList fields = line.split(QLatin1Char(','));
            QCOMPARE(fields.size(), 6);
            QCOMPARE(fields[1], QStringLiteral("8"));
            QCOMPARE(fields[2], QStringLiteral("float32"));
            kernels.insert(fields[3]);
            const double seconds = fields[4].toDouble();
            QVERIFY(seconds > 0);
            QVERIFY(std::abs(fields[5].toDouble() - seconds * 1e9) <= 1e-4 * seconds * 1e9);
        }
        QCOMPARE(
            kernels, (QSet<QString> {"recurrent", "softmax-cached", "softmax-uncached", "delta"}));
        QCOMPARE(lines.size(), 4 * 7); // 16, 23, 32, 45, 64, 91 and 127 for each kernel
    }

    void decodePrintsJson()
    {
        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        QCOMPARE(runBenchIfAsked({"linattn", "--bench", "--decode", "--format", "json", "--d", "4",
                                     "--max-n", "256", "--precision", "float64"},
                     out, err),
            std::optional<int>(0));
        QVERIFY(errText.isEmpty());
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(outText.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(root.value("d").toInt(), 4);
        QCOMPARE(root.value("precision").toString(), QStringLiteral("float64"));
        QCOMPARE(root.value("max_n").toInt(), 256);
        const QJsonObject slopes = root.value("slopes").toObject();
        for (const char *kernel : {"recurrent", "softmax-cached", "softmax-uncached", "delta"})
            QVERIFY2(slopes.value(QLatin1String(kernel)).isDouble(), kernel);
        const QJsonArray totals = root.value("totals").toArray();
        QCOMPARE(totals.size(), 3);
        QCOMPARE(totals[0].toObject().value("n").toInt(), 256);
        QVERIFY(!totals[0].toObject().contains("paper"));
        // (f) is timed at a few positions only; its total over every position is interpolated
        // between them, and says so (it was written "estimated": false).
        QVERIFY(
            totals[0].toObject().value("estimated").toObject().value("softmax-uncached").toBool());
        for (int i : {1, 2}) {
            const QJsonObject total = totals[i].toObject();
            QCOMPARE(total.value("n").toInt(), i == 1 ? 784 : 3072);
            const QJsonObject paper = total.value("paper").toObject();
            QCOMPARE(paper.value("dataset").toString(), i == 1 ? "MNIST" : "CIFAR-10");
            const QJsonObject ratios = total.value("times_recurrent").toObject();
            const QJsonObject seconds = total.value("seconds").toObject();
            QCOMPARE(ratios.value("softmax-cached").toDouble(),
                seconds.value("softmax-cached").toDouble() / seconds.value("recurrent").toDouble());
            QVERIFY(total.value("estimated").toObject().value("recurrent").toBool());
        }
        const QJsonArray memory = root.value("memory").toArray();
        QCOMPARE(memory.size(), 3);
        QCOMPARE(memory[2].toObject().value("kv_cache_bytes").toInt(), 2 * 3072 * 4 * 8);
        QCOMPARE(memory[2].toObject().value("state_bytes").toInt(), (16 + 4) * 8);
    }

    void decodeRefusesBadOptions()
    {
        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        QCOMPARE(runBenchIfAsked({"linattn", "--bench", "--decode", "--max-n", "8"}, out, err),
            std::optional<int>(2));
        QCOMPARE(errText, QStringLiteral("linattn: --decode: max-n: 8 is outside 16…65536\n"));
        QVERIFY(outText.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGeneration)
#include "tst_generation.moc"
