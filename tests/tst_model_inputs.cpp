// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionModel's inputs: the presets and feature maps it offers, the state
// it starts in, unknown ids (kept state, an error naming them, cleared by the
// next valid change), and the prefix kept within 1…n by clamping, by a preset
// with fewer keys and by next/previous.

#include "AttentionModel.h"
#include "Catalog.h"
#include "ModelAgreement.h"
#include "ModelState.h"
#include "ProblemCatalog.h"
#include "SignalLog.h"
#include "Text.h"
#include "VariantCompare.h"
#include "feature_map.h"

#include <QAbstractItemModel>
#include <QTest>

using namespace linattn;
using namespace linattn::test;

class TestAttentionModel : public QObject {
    Q_OBJECT

private slots:
    void listsOfferEveryPresetAndFeatureMap();
    void startsAtTheWorkedExample();
    void setStateRefusesUnknownIds();

    void unknownChoiceKeepsStateAndReportsError_data();
    void unknownChoiceKeepsStateAndReportsError();
    void prefixIsClampedToOneThroughN_data();
    void prefixIsClampedToOneThroughN();
    void presetWithFewerKeysClampsPrefix();
    void nextAndPreviousPrefixStepAndStopAtTheEnds_data();
    void nextAndPreviousPrefixStepAndStopAtTheEnds();
};

void TestAttentionModel::listsOfferEveryPresetAndFeatureMap()
{
    AttentionModel model;
    const auto &presets = ProblemCatalog::presets();
    QVERIFY(presets.size() >= 7);
    for (const char *id : {"general", "all-negative", "negative-query", "single-key"})
        QVERIFY2(ProblemCatalog::findPreset(id), id);

    auto *presetList
        = qobject_cast<QAbstractItemModel *>(model.property("presets").value<QObject *>());
    QVERIFY(presetList);
    QCOMPARE(presetList->rowCount(), static_cast<int>(presets.size()));
    QCOMPARE(presetList->property("count").toInt(), static_cast<int>(presets.size()));
    for (int row = 0; row < presetList->rowCount(); ++row) {
        const QModelIndex index = presetList->index(row, 0);
        const Preset &preset = presets[static_cast<std::size_t>(row)];
        QCOMPARE(presetList->data(index, roleNamed(*presetList, "choiceId")).toString(),
            fromStd(preset.id));
        QCOMPARE(presetList->data(index, roleNamed(*presetList, "title")).toString(),
            fromStd(preset.title));
        QCOMPARE(presetList->data(index, roleNamed(*presetList, "description")).toString(),
            fromStd(preset.description));
    }

    auto *mapList
        = qobject_cast<QAbstractItemModel *>(model.property("featureMaps").value<QObject *>());
    QVERIFY(mapList);
    QCOMPARE(mapList->rowCount(), static_cast<int>(featureMaps().size()));
    QStringList mapIds;
    for (int row = 0; row < mapList->rowCount(); ++row) {
        const QModelIndex index = mapList->index(row, 0);
        const FeatureMap &map = *featureMaps()[static_cast<std::size_t>(row)];
        mapIds << mapList->data(index, roleNamed(*mapList, "choiceId")).toString();
        QCOMPARE(
            mapList->data(index, roleNamed(*mapList, "title")).toString(), fromStd(map.title()));
        QCOMPARE(mapList->data(index, roleNamed(*mapList, "description")).toString(),
            fromStd(map.description()));
    }
    QVERIFY(mapIds.contains(QStringLiteral("elu1")));
    QVERIFY(mapIds.contains(QStringLiteral("relu")));
}

void TestAttentionModel::startsAtTheWorkedExample()
{
    AttentionModel model;
    QCOMPARE(model.presetId(), QStringLiteral("general"));
    QCOMPARE(model.featureMapId(), QStringLiteral("elu1"));
    QCOMPARE(model.prefix(), 1);
    QCOMPARE(model.errorMessage(), QString());
    verifyProperties(model, coreState(QStringLiteral("general"), QStringLiteral("elu1"), 1));
}

void TestAttentionModel::unknownChoiceKeepsStateAndReportsError_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("named");

    QTest::newRow("unknown preset id")
        << "presetId" << QVariant("no-such-preset") << "no-such-preset";
    QTest::newRow("preset id in another case") << "presetId" << QVariant("General") << "General";
    QTest::newRow("empty preset id") << "presetId" << QVariant(QString()) << "preset";
    QTest::newRow("unknown feature map id") << "featureMapId" << QVariant("tanh") << "tanh";
    QTest::newRow("preset index past the end") << "presetIndex" << QVariant(99) << "99";
    QTest::newRow("negative preset index") << "presetIndex" << QVariant(-1) << "-1";
    QTest::newRow("feature map index past the end") << "featureMapIndex" << QVariant(17) << "17";
}

void TestAttentionModel::unknownChoiceKeepsStateAndReportsError()
{
    QFETCH(QString, action);
    QFETCH(QVariant, value);
    QFETCH(QString, named);

    AttentionModel model;
    moveTo(model, QStringLiteral("partly-negative"), QStringLiteral("relu"), 3);
    QVariantMap before = propertySnapshot(model);
    QCOMPARE(before.value("errorMessage").toString(), QString());
    SignalLog log;
    log.watch(&model);
    log.watch(model.stepTable(), QStringLiteral("stepTable."));
    log.watch(model.derivation(), QStringLiteral("derivation."));

    perform(model, action, value);

    const QString error = model.errorMessage();
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(named), qPrintable(error));
    QVERIFY2(log.count(QStringLiteral("errorMessageChanged()")) == 1, qPrintable(log.summary()));
    QVERIFY2(log.total() == 1, qPrintable(QStringLiteral("emitted ") + log.summary()));
    QVariantMap after = propertySnapshot(model);
    before.remove(QStringLiteral("errorMessage"));
    after.remove(QStringLiteral("errorMessage"));
    const QString mismatch = exactMismatch(after, before, QStringLiteral("state"));
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    verifyStepTable(model, coreState(QStringLiteral("partly-negative"), QStringLiteral("relu"), 3));
    if (QTest::currentTestFailed())
        return;

    // The same mistake again changes nothing, not even the message.
    perform(model, action, value);
    QVERIFY2(log.total() == 1, qPrintable(QStringLiteral("emitted ") + log.summary()));
    QCOMPARE(model.errorMessage(), error);

    // The next valid change clears the message, with one notification.
    QVERIFY(model.setProperty("prefix", 2));
    QCOMPARE(model.errorMessage(), QString());
    QVERIFY2(log.count(QStringLiteral("errorMessageChanged()")) == 2, qPrintable(log.summary()));
    QVERIFY2(log.count(QStringLiteral("prefixChanged()")) == 1, qPrintable(log.summary()));
}

void TestAttentionModel::prefixIsClampedToOneThroughN_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<int>("requested");
    QTest::addColumn<int>("expectedPrefix");

    const int general = keyCountOf(QStringLiteral("general"));
    QTest::newRow("0 from 3") << "general" << 3 << 0 << 1;
    QTest::newRow("-7 from 3") << "general" << 3 << -7 << 1;
    QTest::newRow("n+5 from 3") << "general" << 3 << general + 5 << general;
    QTest::newRow("n+1 from 1") << "general" << 1 << general + 1 << general;
    QTest::newRow("n exactly from 1") << "general" << 1 << general << general;
    QTest::newRow("0 from 2 with 3 keys") << "negative-query" << 2 << 0 << 1;
    QTest::newRow("n+5 from 1 with 3 keys") << "negative-query" << 1 << 8 << 3;
}

void TestAttentionModel::prefixIsClampedToOneThroughN()
{
    QFETCH(QString, presetId);
    QFETCH(int, prefix);
    QFETCH(int, requested);
    QFETCH(int, expectedPrefix);

    AttentionModel model;
    moveTo(model, presetId, QStringLiteral("elu1"), prefix);
    QCOMPARE(model.prefix(), prefix);
    SignalLog log;
    log.watch(&model);

    model.setPrefix(requested);

    QCOMPARE(model.prefix(), expectedPrefix);
    QCOMPARE(log.count(QStringLiteral("prefixChanged()")), 1);
    QCOMPARE(log.count(QStringLiteral("keyCountChanged()")), 0);
    QCOMPARE(log.count(QStringLiteral("errorMessageChanged()")), 0);
    QCOMPARE(model.stepTable()->currentRow(), expectedPrefix - 1);
    verifyProperties(model, coreState(presetId, QStringLiteral("elu1"), expectedPrefix));
}

void TestAttentionModel::presetWithFewerKeysClampsPrefix()
{
    AttentionModel model;
    moveTo(model, QStringLiteral("general"), QStringLiteral("elu1"), 6);
    QCOMPARE(model.prefix(), 6);
    {
        SignalLog log;
        log.watch(&model);
        model.setPresetId(QStringLiteral("single-key"));
        QCOMPARE(model.prefix(), 1);
        QCOMPARE(model.keyCount(), 1);
        QVERIFY2(log.count(QStringLiteral("prefixChanged()")) == 1, qPrintable(log.summary()));
        QVERIFY2(log.count(QStringLiteral("keyCountChanged()")) == 1, qPrintable(log.summary()));
        QVERIFY2(log.count(QStringLiteral("presetIdChanged()")) == 1, qPrintable(log.summary()));
        QVERIFY2(
            log.count(QStringLiteral("errorMessageChanged()")) == 0, qPrintable(log.summary()));
        verifyProperties(model, coreState(QStringLiteral("single-key"), QStringLiteral("elu1"), 1));
        if (QTest::currentTestFailed())
            return;
        verifyStepTable(model, coreState(QStringLiteral("single-key"), QStringLiteral("elu1"), 1));
        if (QTest::currentTestFailed())
            return;
    }
    {
        SignalLog log;
        log.watch(&model);
        model.setPresetId(QStringLiteral("general"));
        QCOMPARE(model.prefix(), 1);
        QCOMPARE(model.keyCount(), keyCountOf(QStringLiteral("general")));
        QVERIFY2(log.count(QStringLiteral("prefixChanged()")) == 0, qPrintable(log.summary()));
        QVERIFY2(log.count(QStringLiteral("keyCountChanged()")) == 1, qPrintable(log.summary()));
        QVERIFY2(log.count(QStringLiteral("presetIdChanged()")) == 1, qPrintable(log.summary()));
        verifyProperties(model, coreState(QStringLiteral("general"), QStringLiteral("elu1"), 1));
    }
}

void TestAttentionModel::nextAndPreviousPrefixStepAndStopAtTheEnds_data()
{
    QTest::addColumn<QString>("presetId");
    for (const Preset &preset : ProblemCatalog::presets())
        QTest::newRow(preset.id.c_str()) << fromStd(preset.id);
}

void TestAttentionModel::nextAndPreviousPrefixStepAndStopAtTheEnds()
{
    QFETCH(QString, presetId);
    const int n = keyCountOf(presetId);
    AttentionModel model;
    moveTo(model, presetId, QStringLiteral("relu"), 1);
    QCOMPARE(model.prefix(), 1);

    SignalLog log;
    log.watch(&model);
    for (int expected = 2; expected <= n; ++expected) {
        QVERIFY(QMetaObject::invokeMethod(&model, "nextPrefix"));
        QCOMPARE(model.prefix(), expected);
        QCOMPARE(log.count(QStringLiteral("prefixChanged()")), expected - 1);
    }
    int total = log.total();
    QVERIFY(QMetaObject::invokeMethod(&model, "nextPrefix"));
    QCOMPARE(model.prefix(), n);
    QVERIFY2(log.total() == total, qPrintable(log.summary()));

    for (int expected = n - 1; expected >= 1; --expected) {
        QVERIFY(QMetaObject::invokeMethod(&model, "previousPrefix"));
        QCOMPARE(model.prefix(), expected);
        QCOMPARE(log.count(QStringLiteral("prefixChanged()")), 2 * (n - 1) - (expected - 1));
    }
    total = log.total();
    QVERIFY(QMetaObject::invokeMethod(&model, "previousPrefix"));
    QCOMPARE(model.prefix(), 1);
    QVERIFY2(log.total() == total, qPrintable(log.summary()));
    verifyProperties(model, coreState(presetId, QStringLiteral("relu"), 1));
}

void TestAttentionModel::setStateRefusesUnknownIds()
{
    AttentionModel model;
    QSignalSpy prefix(&model, &AttentionModel::prefixChanged);
    QVERIFY(!model.setState(QStringLiteral("nope"), QStringLiteral("relu"), 2));
    QVERIFY(model.errorMessage().contains(QStringLiteral("nope")));
    QVERIFY(!model.setState(QStringLiteral("general"), QStringLiteral("softmax"), 2));
    QVERIFY(model.errorMessage().contains(QStringLiteral("softmax")));
    QCOMPARE(prefix.count(), 0);
    QCOMPARE(model.presetId(), QStringLiteral("general"));
    QCOMPARE(model.featureMapId(), QStringLiteral("elu1"));
}

QTEST_GUILESS_MAIN(TestAttentionModel)

#include "tst_model_inputs.moc"
