// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionModel's chart data agrees with core/ for every preset × feature
// map × prefix: the plane (q, the keys included and not, φ), the weights
// (linear and softmax, each a distribution) and the output against the prefix,
// whose lines break where the output is Unavailable (worked out by hand).

#include "AttentionModel.h"
#include "Catalog.h"
#include "ChartData.h"
#include "ModelAgreement.h"
#include "ModelState.h"
#include "VariantCompare.h"
#include "step_table.h"

#include <QPointF>
#include <QTest>
#include <QVariantList>

#include <vector>

using namespace linattn;
using namespace linattn::test;

class TestAttentionModel : public QObject {
    Q_OBJECT

private slots:
    void planeChartAgreesWithCore_data() { addEveryStateRows(); }
    void planeChartAgreesWithCore();
    void weightsChartAgreesWithCore_data() { addEveryStateRows(); }
    void weightsChartAgreesWithCore();
    void outputChartAgreesWithCore_data() { addEveryStateRows(); }
    void outputChartAgreesWithCore();
    void outputLinesBreakAtUnavailablePrefixes_data();
    void outputLinesBreakAtUnavailablePrefixes();
};

void TestAttentionModel::planeChartAgreesWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyPlaneChart(model, core);
}

void TestAttentionModel::weightsChartAgreesWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyWeightsChart(model, core);
}

void TestAttentionModel::outputChartAgreesWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyOutputChart(model, core);
}

namespace {

// A segment of the output chart: its points (prefix, output), in order.
QVariant segment(std::initializer_list<QPointF> points)
{
    QVariantList list;
    for (const QPointF &p : points)
        list.append(pointOf(p.x(), p.y()));
    return list;
}

} // namespace

// Data of our own under the identity map, whose denominator φ(q)·Z = q·Σkᵢ
// can come back from 0: with q = [1, 0] it is the sum of the keys' first
// coordinates, and the output Σ kᵢ₀vᵢ over it (the reference, Σ(q·kᵢ)vᵢ /
// Σ q·kᵢ, is the same number). Each row is worked out by hand.
void TestAttentionModel::outputLinesBreakAtUnavailablePrefixes_data()
{
    QTest::addColumn<std::vector<Vector>>("keys");
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<QVariantList>("segments");

    // Denominators 1, 0, 2; outputs 1/1 and (1 − 1 + 2·2)/2.
    QTest::newRow("a gap in the middle")
        << std::vector<Vector> {{1, 0}, {-1, 0}, {2, 0}} << std::vector<double> {1, 1, 2}
        << QVariantList {segment({{1, 1}}), segment({{3, 2}})};
    // Denominators 1, 0, 0 (Z = [0, 5]), 3; outputs 3/1 and (3 + 3·1)/3.
    QTest::newRow("a gap of two prefixes")
        << std::vector<Vector> {{1, 0}, {-1, 0}, {0, 5}, {3, 0}} << std::vector<double> {3, 0, 7, 1}
        << QVariantList {segment({{1, 3}}), segment({{4, 2}})};
    // Denominators 1, 3, 0; outputs 1/1 and (1 + 2·4)/3.
    QTest::newRow("Unavailable at the end")
        << std::vector<Vector> {{1, 0}, {2, 0}, {-3, 0}} << std::vector<double> {1, 4, 9}
        << QVariantList {segment({{1, 1}, {2, 3}})};
    // Denominators 0, 2, 3; outputs 2·1/2 and (2·1 + 1·4)/3.
    QTest::newRow("Unavailable at the start")
        << std::vector<Vector> {{0, 1}, {2, 0}, {1, 0}} << std::vector<double> {5, 1, 4}
        << QVariantList {segment({{2, 1}, {3, 2}})};
    // Denominators 1, 2; outputs 2/1 and (2 + 4)/2.
    QTest::newRow("never Unavailable")
        << std::vector<Vector> {{1, 0}, {1, 0}} << std::vector<double> {2, 4}
        << QVariantList {segment({{1, 2}, {2, 3}})};
    QTest::newRow("Unavailable throughout")
        << std::vector<Vector> {{0, 1}, {0, 2}} << std::vector<double> {2, 4} << QVariantList {};
}

void TestAttentionModel::outputLinesBreakAtUnavailablePrefixes()
{
    QFETCH(std::vector<Vector>, keys);
    QFETCH(std::vector<double>, values);
    QFETCH(QVariantList, segments);
    const AttentionData data {"Breaks", {1, 0}, keys, scalarValues(values)};
    const StepTable table
        = computeStepTable(data, featureMapNamed(QStringLiteral("identity")), keys.size());
    const QVariantMap chart = ChartData::output(table, 1);
    VERIFY_EXACT(chart.value("linearSegments"), QVariant(segments), "linearSegments");
    VERIFY_EXACT(chart.value("referenceSegments"), QVariant(segments), "referenceSegments");
}

QTEST_GUILESS_MAIN(TestAttentionModel)

#include "tst_model_charts.moc"
