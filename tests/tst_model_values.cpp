// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// What AttentionModel shows agrees with core/ for every preset × feature map
// × prefix: its properties, its texts (core's formatting), its step table and
// its worked derivation, also on one model walked through every state; the
// worked example and the Unavailable presets read as the lessons say.

#include "AttentionModel.h"
#include "Catalog.h"
#include "ModelAgreement.h"
#include "ModelState.h"
#include "ProblemCatalog.h"
#include "Text.h"
#include "VariantCompare.h"
#include "feature_map.h"

#include <QTest>

#include <vector>

using namespace linattn;
using namespace linattn::test;

class TestAttentionModel : public QObject {
    Q_OBJECT

private slots:
    void propertiesAgreeWithCore_data() { addEveryStateRows(); }
    void propertiesAgreeWithCore();
    void textsUseCoreFormatting_data() { addEveryStateRows(); }
    void textsUseCoreFormatting();
    void stepTableAgreesWithCore_data() { addEveryStateRows(); }
    void stepTableAgreesWithCore();
    void derivationAgreesWithCore_data() { addEveryStateRows(); }
    void derivationAgreesWithCore();
    void oneModelWalksThroughEveryState();

    void workedExampleReadsTheSeedsNumbers();
    void allNegativeWithReluIsUnavailable_data();
    void allNegativeWithReluIsUnavailable();
    void negativeQueryWithReluExplainsTheZeroQuery_data();
    void negativeQueryWithReluExplainsTheZeroQuery();
};

void TestAttentionModel::propertiesAgreeWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyProperties(model, core);
}

void TestAttentionModel::textsUseCoreFormatting()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyTexts(model, core);
}

void TestAttentionModel::stepTableAgreesWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyStepTable(model, core);
}

void TestAttentionModel::derivationAgreesWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyDerivation(model, core);
}

// The same checks on one long-lived model moved from state to state, forwards
// and then backwards, so stale rows or charts left by a previous state show.
void TestAttentionModel::oneModelWalksThroughEveryState()
{
    struct State {
        QString presetId, mapId;
        int prefix;
    };
    std::vector<State> states;
    for (const Preset &preset : ProblemCatalog::presets())
        for (const FeatureMap *map : featureMaps())
            for (int prefix = 1; prefix <= static_cast<int>(preset.data.keys.size()); ++prefix)
                states.push_back({fromStd(preset.id), fromStd(map->id()), prefix});
    std::vector<State> walk = states;
    walk.insert(walk.end(), states.rbegin(), states.rend());

    AttentionModel model;
    for (const State &state : walk) {
        moveTo(model, state.presetId, state.mapId, state.prefix);
        const CoreState core = coreState(state.presetId, state.mapId, state.prefix);
        for (auto verify : {verifyProperties, verifyTexts, verifyStepTable, verifyDerivation,
                 verifyPlaneChart, verifyWeightsChart, verifyOutputChart}) {
            verify(model, core);
            if (QTest::currentTestFailed()) {
                qWarning("at state %s/%s/%d", qPrintable(state.presetId), qPrintable(state.mapId),
                    state.prefix);
                return;
            }
        }
    }
}

void TestAttentionModel::workedExampleReadsTheSeedsNumbers()
{
    AttentionModel model;
    moveTo(model, QStringLiteral("partly-negative"), QStringLiteral("relu"), 3);
    moveTo(model, QStringLiteral("general"), QStringLiteral("elu1"), 1);
    const auto text
        = [&model](const char *name) { return model.property(name).value<Quantity>().text; };
    QCOMPARE(text("query"), QStringLiteral("[0.5, 1]"));
    QCOMPARE(text("phiQuery"), QStringLiteral("[1.5, 2]"));
    QCOMPARE(text("z"), QStringLiteral("[2, 1]"));
    QCOMPARE(text("s"), QStringLiteral("[2, 1]"));
    QCOMPARE(text("denominator"), QStringLiteral("5"));
    QCOMPARE(text("numerator"), QStringLiteral("5"));
    QCOMPARE(text("output"), QStringLiteral("1"));
    QCOMPARE(text("reference"), QStringLiteral("1"));
    QCOMPARE(text("difference"), QStringLiteral("0"));
    QCOMPARE(model.property("available").toBool(), true);
    VERIFY_EXACT(
        model.property("denominator").value<Quantity>().value, QVariant(5.0), "denominator");
    VERIFY_EXACT(model.property("numerator").value<Quantity>().value, QVariant(5.0), "numerator");
    VERIFY_EXACT(model.property("output").value<Quantity>().value, QVariant(1.0), "output");
    VERIFY_EXACT(model.property("phiQuery").value<Quantity>().value,
        QVariant(QVariantList {1.5, 2.0}), "phiQuery");

    const DerivationModel *derivation = model.derivation();
    QCOMPARE(derivation->resultOf(QStringLiteral("denominator")), QStringLiteral("5"));
    QCOMPARE(derivation->resultOf(QStringLiteral("numerator")), QStringLiteral("5"));
    QCOMPARE(derivation->resultOf(QStringLiteral("output")), QStringLiteral("1"));
    QCOMPARE(derivation->resultOf(QStringLiteral("phi-query")), QStringLiteral("[1.5, 2]"));
    // What a screen reader reads: the line's label, rule and result, and the
    // charts' values (the legend's text alternative).
    const int spokenRow = derivation->rowOf(QStringLiteral("denominator"));
    QCOMPARE(derivation->data(derivation->index(spokenRow), DerivationModel::SpokenRole),
        QVariant(QStringLiteral("denominator φ(q)·Z₀: (1.5 × 2) + (2 × 1) = 5")));
    const auto chartText = [&model](const char *chart, const char *key) {
        return model.property(chart).toMap().value(QLatin1String(key)).toString();
    };
    QCOMPARE(chartText("planeChart", "phiQuerySummary"), QStringLiteral("φ(q) = [1.5, 2]"));
    QCOMPARE(chartText("weightsChart", "linearSummary"), QStringLiteral("linear attention: k₀ 1"));
    QCOMPARE(
        chartText("outputChart", "currentSummary"), QStringLiteral("current prefix 1: output 1"));
    const int denominatorRow = derivation->rowOf(QStringLiteral("denominator"));
    QVERIFY(denominatorRow >= 0);
    QCOMPARE(derivationRole(*derivation, denominatorRow, "formula"),
        QStringLiteral("(1.5 × 2) + (2 × 1)"));
    const int numeratorRow = derivation->rowOf(QStringLiteral("numerator"));
    QVERIFY(numeratorRow >= 0);
    QCOMPARE(derivationRole(*derivation, numeratorRow, "formula"),
        QStringLiteral("(1.5 × 2) + (2 × 1)"));
    QCOMPARE(derivation->rowOf(QStringLiteral("why-unavailable")), -1);
}

void TestAttentionModel::allNegativeWithReluIsUnavailable_data()
{
    QTest::addColumn<int>("prefix");
    for (int prefix = 1; prefix <= keyCountOf(QStringLiteral("all-negative")); ++prefix)
        QTest::addRow("prefix %d", prefix) << prefix;
}

void TestAttentionModel::allNegativeWithReluIsUnavailable()
{
    QFETCH(int, prefix);
    AttentionModel model;
    moveTo(model, QStringLiteral("all-negative"), QStringLiteral("relu"), prefix);
    QCOMPARE(model.prefix(), prefix);
    QCOMPARE(model.property("available").toBool(), false);
    QVERIFY(model.property("output").value<Quantity>().isNull());
    QCOMPARE(model.property("output").value<Quantity>().text, QStringLiteral("Unavailable"));
    QCOMPARE(model.property("denominator").value<Quantity>().text, QStringLiteral("0"));
    QCOMPARE(model.property("phiQuery").value<Quantity>().text, QStringLiteral("[0, 0]"));
    QCOMPARE(model.property("z").value<Quantity>().text, QStringLiteral("[0, 0]"));

    const DerivationModel *derivation = model.derivation();
    QCOMPARE(derivation->resultOf(QStringLiteral("output")), QStringLiteral("Unavailable"));
    const int outputRow = derivation->rowOf(QStringLiteral("output"));
    QVERIFY(outputRow >= 0);
    QCOMPARE(derivation->data(derivation->index(outputRow), roleNamed(*derivation, "unavailable"))
                 .toBool(),
        true);

    const int whyRow = derivation->rowOf(QStringLiteral("why-unavailable"));
    QVERIFY(whyRow > outputRow);
    QCOMPARE(derivationRole(*derivation, whyRow, "result"), QStringLiteral("Unavailable"));
    QCOMPARE(derivationRole(*derivation, whyRow, "kind"), QStringLiteral("explanation"));
    const QString why = derivationRole(*derivation, whyRow, "formula");
    QVERIFY2(why.contains(QStringLiteral("φ(q) = [0, 0]")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("Z = [0, 0]")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("Both")) && why.contains(QStringLiteral("are zero")),
        qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("ReLU")) && why.contains(QStringLiteral("x ≤ 0")),
        qPrintable(why));
    QVERIFY2(!why.contains(QStringLiteral("is not")), qPrintable(why));
}

void TestAttentionModel::negativeQueryWithReluExplainsTheZeroQuery_data()
{
    QTest::addColumn<int>("prefix");
    for (int prefix = 1; prefix <= keyCountOf(QStringLiteral("negative-query")); ++prefix)
        QTest::addRow("prefix %d", prefix) << prefix;
}

void TestAttentionModel::negativeQueryWithReluExplainsTheZeroQuery()
{
    QFETCH(int, prefix);
    AttentionModel model;
    moveTo(model, QStringLiteral("negative-query"), QStringLiteral("relu"), prefix);
    QCOMPARE(model.prefix(), prefix);
    QCOMPARE(model.property("available").toBool(), false);
    QCOMPARE(model.property("output").value<Quantity>().text, QStringLiteral("Unavailable"));
    const QString zText = model.property("z").value<Quantity>().text;
    QVERIFY2(zText != QStringLiteral("[0, 0]"), qPrintable(zText));

    const DerivationModel *derivation = model.derivation();
    const int whyRow = derivation->rowOf(QStringLiteral("why-unavailable"));
    QVERIFY(whyRow >= 0);
    const QString why = derivationRole(*derivation, whyRow, "formula");
    QVERIFY2(why.contains(QStringLiteral("φ(q) = [0, 0] is zero")), qPrintable(why));
    QVERIFY2(
        why.contains(QStringLiteral("Z = ") + zText + QStringLiteral(" is not")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("ReLU")) && why.contains(QStringLiteral("x ≤ 0")),
        qPrintable(why));
    QVERIFY2(!why.contains(QStringLiteral("Both")), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestAttentionModel)

#include "tst_model_values.moc"
