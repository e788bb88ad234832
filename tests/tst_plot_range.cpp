// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Axis ranges for the charts: round ends and ticks, every value inside.
#include "plot_range.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

using linattn::PlotRange;

class TestPlotRange : public QObject {
    Q_OBJECT

private slots:
    void holdsEveryValueWithRoundTicks_data();
    void holdsEveryValueWithRoundTicks();
    void workedRanges_data();
    void workedRanges();
    void logRanges_data();
    void logRanges();
};

void TestPlotRange::holdsEveryValueWithRoundTicks_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::newRow("none") << std::vector<double> {};
    QTest::newRow("one value") << std::vector<double> {5};
    QTest::newRow("zero") << std::vector<double> {0};
    QTest::newRow("equal values") << std::vector<double> {2.5, 2.5, 2.5};
    QTest::newRow("general plane") << std::vector<double> {0.5, 1, 1, 0, -1, 0.5, 2, -1, 0};
    QTest::newRow("large scores") << std::vector<double> {18, 18.5, 21, 0, 20};
    QTest::newRow("tiny") << std::vector<double> {1e-300, 3e-300};
    // Keys of a data file at 1e-300 (tst_monkey ran the window out of memory on them).
    QTest::newRow("tiny around zero") << std::vector<double> {-1e-300, 0, 2e-300, 5e-301};
    QTest::newRow("negative") << std::vector<double> {-1e6, -999999};
    QTest::newRow("wide") << std::vector<double> {-1e6, 1e6};
}

void TestPlotRange::holdsEveryValueWithRoundTicks()
{
    QFETCH(std::vector<double>, values);
    const PlotRange range = linattn::plotRange(values);
    QVERIFY(range.min < range.max);
    QVERIFY(range.step > 0);
    // Never narrower than a chart can lay out.
    QVERIFY2(range.max - range.min >= linattn::kMinimumPlotSpan,
        qPrintable(QStringLiteral("[%1, %2]").arg(range.min).arg(range.max)));
    for (double value : values)
        QVERIFY2(range.min <= value && value <= range.max,
            qPrintable(
                QStringLiteral("%1 outside [%2, %3]").arg(value).arg(range.min).arg(range.max)));
    // The step is 1, 2 or 5 times a power of ten and divides the range.
    const double mantissa = range.step / std::pow(10.0, std::floor(std::log10(range.step)));
    QVERIFY2(std::fabs(mantissa - 1) < 1e-9 || std::fabs(mantissa - 2) < 1e-9
            || std::fabs(mantissa - 5) < 1e-9,
        qPrintable(QStringLiteral("step %1").arg(range.step)));
    const double ticks = (range.max - range.min) / range.step;
    QVERIFY2(std::fabs(ticks - std::round(ticks)) < 1e-6, qPrintable(QString::number(ticks)));
    QVERIFY2(ticks >= 2 && ticks <= 12, qPrintable(QString::number(ticks)));
}

// Worked by hand: margin 8 % of the span on each side, then round outwards
// to the step (1, 2 or 5 × 10ᵏ nearest above a fifth of the span).
void TestPlotRange::workedRanges_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    QTest::addColumn<double>("step");
    // [0, 1]: margin 0.08 -> [-0.08, 1.08], span/5 = 0.232 -> step 0.5 -> [-0.5, 1.5].
    QTest::newRow("0..1") << std::vector<double> {0, 1} << -0.5 << 1.5 << 0.5;
    // [-1, 2]: margin 0.24 -> [-1.24, 2.24], span/5 = 0.696 -> step 1 -> [-2, 3].
    QTest::newRow("-1..2") << std::vector<double> {-1, 2, 0.5} << -2.0 << 3.0 << 1.0;
    // [0, 10]: margin 0.8 -> [-0.8, 10.8], span/5 = 2.32 -> step 5 -> [-5, 15].
    QTest::newRow("0..10") << std::vector<double> {10, 0} << -5.0 << 15.0 << 5.0;
}

void TestPlotRange::workedRanges()
{
    QFETCH(std::vector<double>, values);
    QFETCH(double, min);
    QFETCH(double, max);
    QFETCH(double, step);
    const PlotRange range = linattn::plotRange(values);
    QCOMPARE(range.min, min);
    QCOMPARE(range.max, max);
    QCOMPARE(range.step, step);
}

void TestPlotRange::logRanges_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    QTest::newRow("none") << std::vector<double> {} << 0.1 << 1.0;
    QTest::newRow("only zeros and negatives") << std::vector<double> {0, -1, 0} << 0.1 << 1.0;
    QTest::newRow("one decade") << std::vector<double> {2, 3} << 1.0 << 10.0;
    QTest::newRow("exact power") << std::vector<double> {10} << 10.0 << 100.0;
    QTest::newRow("drifts") << std::vector<double> {3e-17, 0, 2e-8, 6e-5} << 1e-17 << 1e-4;
    QTest::newRow("m") << std::vector<double> {1, 2, 4096} << 1.0 << 10000.0;
    QTest::newRow("infinity left out")
        << std::vector<double> {0.5, std::numeric_limits<double>::infinity()} << 0.1 << 1.0;
}

void TestPlotRange::logRanges()
{
    QFETCH(std::vector<double>, values);
    QFETCH(double, min);
    QFETCH(double, max);
    const linattn::LogRange range = linattn::logRange(values);
    QCOMPARE(range.min, min);
    QCOMPARE(range.max, max);
    for (double v : values)
        if (v > 0 && std::isfinite(v))
            QVERIFY(range.min <= v && v <= range.max);
}

QTEST_GUILESS_MAIN(TestPlotRange)
#include "tst_plot_range.moc"
