// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// LabRunner: the feature-map lab's worker-thread runs give exactly core's results, are delivered
// by queued signal while the event loop runs, and a cancel (or a restart, or destruction) stops a
// run quickly and leaves a consistent state: not busy, no result of the cancelled run.

#include "AttentionModel.h"
#include "LabRunner.h"
#include "ProblemCatalog.h"
#include "convergence.h"
#include "precision_drift.h"
#include "random_features.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace linattn;

class TestLabRunner : public QObject {
    Q_OBJECT

private slots:
    void convergenceEqualsCore_data()
    {
        QTest::addColumn<QString>("presetId");
        QTest::addColumn<int>("prefix");
        QTest::addColumn<bool>("orthogonal");
        QTest::newRow("general 1") << "general" << 1 << true;
        QTest::newRow("general 3 iid") << "general" << 3 << false;
        QTest::newRow("all-negative") << "all-negative" << 2 << true;
        QTest::newRow("large-scores") << "large-scores" << 2 << true;
    }

    void convergenceEqualsCore()
    {
        QFETCH(QString, presetId);
        QFETCH(int, prefix);
        QFETCH(bool, orthogonal);
        AttentionModel model;
        QVERIFY(model.setState(presetId, QStringLiteral("favor"), prefix));
        model.mapOptions()->setFavorOrthogonal(orthogonal);
        QVERIFY(model.mapOptions()->setFavorSeedText(QStringLiteral("5")));
        LabRunner runner;
        runner.setAttention(&model);
        QSignalSpy finished(&runner, &LabRunner::convergenceFinished);
        QSignalSpy busy(&runner, &LabRunner::convergenceBusyChanged);
        QVERIFY(runner.startConvergence(4));
        QVERIFY(runner.convergenceBusy());
        // Delivered through the event loop, not synchronously.
        QCOMPARE(finished.count(), 0);
        QVERIFY(finished.wait(60000));
        QVERIFY(!runner.convergenceBusy());
        QCOMPARE(busy.count(), 2);

        ConvergenceOptions options;
        options.seedCount = 4;
        options.firstSeed = 5;
        options.orthogonal = orthogonal;
        const auto expected
            = computeFavorConvergence(model.currentData(), std::size_t(model.prefix()), options);
        const auto &actual = runner.convergencePoints();
        QCOMPARE(actual.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(actual[i].features, expected[i].features);
            QCOMPARE(actual[i].meanError, expected[i].meanError);
            QCOMPARE(actual[i].minError, expected[i].minError);
            QCOMPARE(actual[i].maxError, expected[i].maxError);
        }
        const QVariantMap chart = runner.convergenceChart();
        QCOMPARE(chart.value(QStringLiteral("points")).toList().size(), qsizetype(expected.size()));
        QCOMPARE(chart.value(QStringLiteral("xMin")).toDouble(), 1.0);
        QVERIFY(chart.value(QStringLiteral("yMin")).toDouble()
            < chart.value(QStringLiteral("yMax")).toDouble());
    }

    void driftEqualsCore()
    {
        AttentionModel model;
        QVERIFY(model.setState(QStringLiteral("general"), QStringLiteral("elu1"), 1));
        LabRunner runner;
        runner.setAttention(&model);
        QSignalSpy finished(&runner, &LabRunner::driftFinished);
        QVERIFY(runner.startDrift(5000, QStringLiteral("3")));
        QVERIFY(runner.driftBusy());
        QVERIFY(finished.wait(60000));
        QVERIFY(!runner.driftBusy());
        for (SumPrecision precision : {SumPrecision::Float32, SumPrecision::Float64}) {
            PrecisionDriftOptions options;
            options.keyCount = 5000;
            options.seed = 3;
            options.precision = precision;
            const auto expected = computePrecisionDrift(*findFeatureMap("elu1"), options);
            const auto &actual = runner.driftPoints(precision);
            QCOMPARE(actual.size(), expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i) {
                QCOMPARE(actual[i].keys, expected[i].keys);
                QCOMPARE(actual[i].sDrift, expected[i].sDrift);
                QCOMPARE(actual[i].zDrift, expected[i].zDrift);
                QCOMPARE(actual[i].outputDrift, expected[i].outputDrift);
            }
        }
        const QVariantMap chart = runner.driftChart();
        QCOMPARE(chart.value(QStringLiteral("series")).toList().size(), 6);
        QCOMPARE(chart.value(QStringLiteral("keyCount")).toDouble(), 5000.0);
    }

    void refusedOptions()
    {
        AttentionModel model;
        LabRunner runner;
        runner.setAttention(&model);
        QVERIFY(!runner.startDrift(2000000, QStringLiteral("1")));
        QVERIFY2(runner.errorMessage().startsWith(QStringLiteral("N: ")),
            qPrintable(runner.errorMessage()));
        QVERIFY(!runner.driftBusy());
        QVERIFY(!runner.startDrift(10, QStringLiteral("-4")));
        QVERIFY(runner.errorMessage().startsWith(QStringLiteral("seed: ")));
        QVERIFY(!runner.startConvergence(0));
        QVERIFY(runner.errorMessage().startsWith(QStringLiteral("seeds: ")));
        QVERIFY(!runner.convergenceBusy());
    }

    void cancelStopsQuickly()
    {
        AttentionModel model;
        QVERIFY(model.setState(QStringLiteral("general"), QStringLiteral("favor"), 3));
        LabRunner runner;
        runner.setAttention(&model);
        QSignalSpy convergence(&runner, &LabRunner::convergenceFinished);
        QSignalSpy drift(&runner, &LabRunner::driftFinished);
        QVERIFY(runner.startConvergence(256));
        QVERIFY(runner.startDrift(1000000, QStringLiteral("1")));
        QTest::qWait(20);
        // cancel() returns once both workers have stopped.
        runner.cancel();
        QVERIFY(!runner.convergenceBusy());
        QVERIFY(!runner.driftBusy());
        QTest::qWait(100);
        QCOMPARE(convergence.count(), 0);
        QCOMPARE(drift.count(), 0);
        QVERIFY(runner.convergencePoints().empty());
        QVERIFY(runner.convergenceChart().isEmpty());

        // A restart replaces the running one: only the second run's result arrives.
        QVERIFY(runner.startConvergence(256));
        QVERIFY(runner.startConvergence(2));
        QVERIFY(convergence.wait(60000));
        QTest::qWait(100);
        QCOMPARE(convergence.count(), 1);
        QCOMPARE(runner.convergenceChart().value(QStringLiteral("seedCount")).toInt(), 2);
    }

    void destroyedWhileRunning()
    {
        AttentionModel model;
        QElapsedTimer timer;
        {
            LabRunner runner;
            runner.setAttention(&model);
            QVERIFY(runner.startDrift(1000000, QStringLiteral("2")));
            timer.start();
        }
        QVERIFY(timer.elapsed() < 2000);
        QTest::qWait(50); // nothing posted by the worker may reach the dead runner
    }

    void eluLine()
    {
        LabRunner runner;
        QCOMPARE(runner.eluVanishingPoint(), QStringLiteral("-17.33"));
        QVERIFY(runner.eluExpAtVanishingPoint() != QStringLiteral("0"));
        QCOMPARE(elu1Float32AsEluPlusOne(elu1Float32VanishingPoint()), 0.0f);
        QVERIFY(elu1Float32AsExp(elu1Float32VanishingPoint()) > 0.0f);
    }
};

QTEST_GUILESS_MAIN(TestLabRunner)
#include "tst_lab_runner.moc"
