// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartUpdates: a series' points replaced at once, an axis' range set only when it changes, and
// anything else refused without a change.
#include "ChartUpdates.h"

#include <QLineSeries>
#include <QPointF>
#include <QSignalSpy>
#include <QTest>
#include <QValueAxis>
#include <QVariantMap>

#include <limits>

using linattn::ChartUpdates;

class TestChartUpdates : public QObject {
    Q_OBJECT

private slots:
    void pointsAreReplacedAtOnce();
    void pointsOfAnotherShapeAreRefused();
    void anUnchangedRangeChangesNothing();
    void aRangeIsSetWithFewTicksOnTheWay_data();
    void aRangeIsSetWithFewTicksOnTheWay();
    void aBadRangeIsRefused();
};

void TestChartUpdates::pointsAreReplacedAtOnce()
{
    QLineSeries series;
    series.append(9, 9);
    QSignalSpy replaced(&series, &QXYSeries::pointsReplaced);
    QSignalSpy added(&series, &QXYSeries::pointAdded);
    // As the models give them (QPointF), and as a JavaScript object with x and y.
    const QVariantList points {QVariant::fromValue(QPointF(0, 1)),
        QVariant::fromValue(QPointF(1, 2.5)),
        QVariantMap {{QStringLiteral("x"), 2}, {QStringLiteral("y"), -1}}};
    QVERIFY(ChartUpdates::replacePoints(&series, points));
    QCOMPARE(series.points(), (QList<QPointF> {{0, 1}, {1, 2.5}, {2, -1}}));
    QCOMPARE(replaced.count(), 1);
    QCOMPARE(added.count(), 0);
    QVERIFY(ChartUpdates::replacePoints(&series, {}));
    QCOMPARE(series.count(), 0);
}

void TestChartUpdates::pointsOfAnotherShapeAreRefused()
{
    QLineSeries series;
    series.append(1, 1);
    QVERIFY(!ChartUpdates::replacePoints(&series, {QVariantMap {{QStringLiteral("x"), 2}}}));
    QVERIFY(!ChartUpdates::replacePoints(&series, {QStringLiteral("3, 4")}));
    QCOMPARE(series.points(), QList<QPointF> {QPointF(1, 1)});
    QValueAxis notASeries;
    QVERIFY(!ChartUpdates::replacePoints(&notASeries, {QVariant::fromValue(QPointF(0, 0))}));
    QVERIFY(!ChartUpdates::replacePoints(nullptr, {}));
}

void TestChartUpdates::anUnchangedRangeChangesNothing()
{
    QValueAxis axis;
    QVERIFY(ChartUpdates::setRange(&axis, -2, 4, 1));
    QSignalSpy range(&axis, &QValueAxis::rangeChanged);
    QSignalSpy tick(&axis, &QValueAxis::tickIntervalChanged);
    QVERIFY(ChartUpdates::setRange(&axis, -2, 4, 1));
    QCOMPARE(range.count(), 0);
    QCOMPARE(tick.count(), 0);
    QVERIFY(ChartUpdates::setRange(&axis, -2, 5, 1));
    QCOMPARE(range.count(), 1);
    QCOMPARE(tick.count(), 0);
    QCOMPARE(axis.max(), 5.0);
}

void TestChartUpdates::aRangeIsSetWithFewTicksOnTheWay_data()
{
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    QTest::addColumn<double>("tick");
    QTest::newRow("wider, larger ticks") << -1000.0 << 1000.0 << 500.0;
    QTest::newRow("narrower, smaller ticks") << 0.0 << 0.001 << 0.0002;
    QTest::newRow("same ticks") << 1.0 << 9.0 << 1.0;
}

// From 0…1 with ticks of 0.25 (four intervals) to the new range: no layout on the way has more
// tick intervals than the first or the last.
void TestChartUpdates::aRangeIsSetWithFewTicksOnTheWay()
{
    QFETCH(double, min);
    QFETCH(double, max);
    QFETCH(double, tick);
    QValueAxis axis;
    QVERIFY(ChartUpdates::setRange(&axis, 0, 1, 0.25));
    const double most = std::max(4.0, (max - min) / tick);
    double seen = 0;
    const auto count
        = [&] { seen = std::max(seen, (axis.max() - axis.min()) / axis.tickInterval()); };
    connect(&axis, &QValueAxis::rangeChanged, this, count);
    connect(&axis, &QValueAxis::tickIntervalChanged, this, count);
    QVERIFY(ChartUpdates::setRange(&axis, min, max, tick));
    QCOMPARE(axis.min(), min);
    QCOMPARE(axis.max(), max);
    QCOMPARE(axis.tickInterval(), tick);
    QVERIFY2(seen <= most * (1 + 1e-9),
        qPrintable(QStringLiteral("%1 intervals on the way, at most %2").arg(seen).arg(most)));
}

void TestChartUpdates::aBadRangeIsRefused()
{
    QValueAxis axis;
    QVERIFY(ChartUpdates::setRange(&axis, 0, 2, 0.5));
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double infinity = std::numeric_limits<double>::infinity();
    QVERIFY(!ChartUpdates::setRange(&axis, 1, 1, 0.5)); // empty
    QVERIFY(!ChartUpdates::setRange(&axis, 2, 1, 0.5)); // reversed
    QVERIFY(!ChartUpdates::setRange(&axis, nan, 1, 0.5));
    QVERIFY(!ChartUpdates::setRange(&axis, 0, infinity, 0.5));
    QVERIFY(!ChartUpdates::setRange(&axis, 0, 1, 0));
    QVERIFY(!ChartUpdates::setRange(&axis, 0, 1, -1));
    QLineSeries notAnAxis;
    QVERIFY(!ChartUpdates::setRange(&notAnAxis, 0, 1, 0.5));
    QCOMPARE(axis.min(), 0.0);
    QCOMPARE(axis.max(), 2.0);
    QCOMPARE(axis.tickInterval(), 0.5);
}

QTEST_MAIN(TestChartUpdates)
#include "tst_chart_updates.moc"
