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

#include <cmath>
#include <vector>

using namespace linattn;
using namespace linattn::test;

Q_DECLARE_METATYPE(linattn::AttentionData)

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
    void valuePlaneIsTheWeightedAverage_data();
    void valuePlaneIsTheWeightedAverage();
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

void TestAttentionModel::valuePlaneIsTheWeightedAverage_data()
{
    QTest::addColumn<AttentionData>("data");
    QTest::addColumn<QString>("mapId");
    const AttentionData arrows = presetNamed(QStringLiteral("value-arrows")).data;
    for (const char *map : {"elu1", "relu", "identity", "softplus", "favor"})
        QTest::addRow("value-arrows %s", map) << arrows << QString::fromLatin1(map);
    // ReLU of a negative query: every weight 0, the output Unavailable at every prefix.
    AttentionData dark = arrows;
    dark.query = {-1, -0.5};
    QTest::addRow("negative query relu") << dark << QStringLiteral("relu");
    // Numbers: no plane.
    QTest::addRow("general elu1") << presetNamed(QStringLiteral("general")).data
                                  << QStringLiteral("elu1");
}

// The single query's value plane at every prefix: the included keys' values, a path from the
// origin through w₀v₀, w₀v₀ + w₁v₁, … (the weights chart's linear weights) that ends on the
// output, and softmax's average; nothing for numbers; no path and no output where Unavailable.
void TestAttentionModel::valuePlaneIsTheWeightedAverage()
{
    QFETCH(AttentionData, data);
    QFETCH(QString, mapId);
    const StepTable table = computeStepTable(data, featureMapNamed(mapId), data.keys.size());
    bool sawUnavailable = false;
    for (int prefix = 1; prefix <= int(data.keys.size()); ++prefix) {
        const QVariantMap plane = ChartData::valuePlane(table, prefix);
        QCOMPARE(plane.value(QStringLiteral("shown")).toBool(), data.valueDimension() == 2);
        if (data.valueDimension() != 2)
            continue;
        const QVariantList values = plane.value(QStringLiteral("values")).toList();
        QCOMPARE(values.size(), prefix);
        for (int i = 0; i < prefix; ++i) {
            const QVariantMap value = values.at(i).toMap();
            QCOMPARE(value.value(QStringLiteral("x")).toDouble(), data.values[std::size_t(i)][0]);
            QCOMPARE(value.value(QStringLiteral("y")).toDouble(), data.values[std::size_t(i)][1]);
            QCOMPARE(value.value(QStringLiteral("label")).toString(),
                QStringLiteral("v") + QChar(0x2080 + i));
        }
        const StepRecord &step = table.steps[std::size_t(prefix - 1)];
        const QVariantList path = plane.value(QStringLiteral("path")).toList();
        const QVariant output = plane.value(QStringLiteral("output"));
        if (!step.available()) {
            sawUnavailable = true;
            QVERIFY(path.isEmpty());
            QVERIFY(output.isNull());
            continue;
        }
        // Each step of the path is a weight of the weights chart times its value; it ends on
        // the output.
        const QVariantList weights
            = ChartData::weights(table, prefix).value(QStringLiteral("linear")).toList();
        QCOMPARE(weights.size(), prefix);
        QCOMPARE(path.size(), prefix + 1);
        QCOMPARE(path.front().toPointF(), QPointF(0, 0));
        for (int i = 0; i < prefix; ++i) {
            const double w = weights.at(i).toDouble();
            const QPointF move = path.at(i + 1).toPointF() - path.at(i).toPointF();
            QVERIFY(std::abs(move.x() - w * data.values[std::size_t(i)][0]) <= 1e-12);
            QVERIFY(std::abs(move.y() - w * data.values[std::size_t(i)][1]) <= 1e-12);
        }
        const QPointF end = path.back().toPointF();
        const double scale = 1 + std::abs(end.x()) + std::abs(end.y());
        QVERIFY(std::abs(end.x() - (*step.output)[0]) <= 1e-12 * scale);
        QVERIFY(std::abs(end.y() - (*step.output)[1]) <= 1e-12 * scale);
        QCOMPARE(output.toPointF(), QPointF((*step.output)[0], (*step.output)[1]));
        QCOMPARE(plane.value(QStringLiteral("softmax")).toPointF(),
            QPointF(step.softmax[0], step.softmax[1]));
    }
    QCOMPARE(sawUnavailable, data.query[0] < 0);
}

#include "tst_model_charts.moc"
