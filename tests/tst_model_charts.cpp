// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionModel's chart data agrees with core/ for every preset × feature
// map × prefix: the plane (q, the keys included and not, φ), the weights
// (linear and softmax, each a distribution) and the output against the prefix.

#include "AttentionModel.h"
#include "ModelAgreement.h"
#include "ModelState.h"

#include <QTest>

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

QTEST_GUILESS_MAIN(TestAttentionModel)

#include "tst_model_charts.moc"
