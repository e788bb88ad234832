// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionModel's notifications: a change of an input emits each changed
// property's NOTIFY signal exactly once, after the whole recompute (a QML
// binding re-evaluated in a handler sees the new state); the step table and
// the derivation follow with one update each; setState() recomputes once;
// setting a value the model already has emits nothing.

#include "AttentionModel.h"
#include "Catalog.h"
#include "ModelAgreement.h"
#include "ModelState.h"
#include "SignalLog.h"
#include "VariantCompare.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QMetaMethod>
#include <QMetaProperty>
#include <QSignalSpy>
#include <QTest>

#include <utility>

using namespace linattn;
using namespace linattn::test;

// Snapshots every property of the model each time one of the model's own
// signals fires, to show that no signal goes out before the recompute is
// complete (a QML binding re-evaluated in a handler must see the new state).
class EmissionRecorder : public QObject {
    Q_OBJECT

public:
    explicit EmissionRecorder(QObject *model)
        : model_(model)
    {
        const QMetaObject *meta = model->metaObject();
        const QMetaMethod slot = metaObject()->method(metaObject()->indexOfSlot("record()"));
        for (int i = meta->methodOffset(); i < meta->methodCount(); ++i)
            if (meta->method(i).methodType() == QMetaMethod::Signal)
                connect(model, meta->method(i), this, slot);
    }

    QList<std::pair<QString, QVariantMap>> emissions;

public slots:
    void record()
    {
        const QMetaMethod signal = model_->metaObject()->method(senderSignalIndex());
        emissions.append({QString::fromLatin1(signal.name()), propertySnapshot(*model_)});
    }

private:
    QObject *model_;
};

class TestAttentionModel : public QObject {
    Q_OBJECT

private slots:
    void setStateRecomputesOnce();

    void prefixChangeNotifiesEachChangedPropertyOnce();
    void featureMapChangeNotifiesOnce();
    void notificationsMatchPropertyChanges_data();
    void notificationsMatchPropertyChanges();
    void childModelsNotifyOnlyWhatChanged_data() { notificationsMatchPropertyChanges_data(); }
    void childModelsNotifyOnlyWhatChanged();
    void settingTheCurrentValueEmitsNothing_data();
    void settingTheCurrentValueEmitsNothing();
};

void TestAttentionModel::prefixChangeNotifiesEachChangedPropertyOnce()
{
    AttentionModel model;
    moveTo(model, QStringLiteral("general"), QStringLiteral("elu1"), 1);
    SignalLog log;
    log.watch(&model);
    QVERIFY2(log.invalidSpies().isEmpty(), qPrintable(log.invalidSpies().join(", ")));

    QVERIFY(model.setProperty("prefix", 2));

    QCOMPARE(model.prefix(), 2);
    const QString fired = log.summary();
    for (const char *signal : {"prefixChanged()", "sChanged()", "zChanged()", "numeratorChanged()",
             "denominatorChanged()", "outputChanged()", "referenceChanged()", "softmaxChanged()",
             "planeChartChanged()", "weightsChartChanged()", "outputChartChanged()"})
        QVERIFY2(log.count(QString::fromLatin1(signal)) == 1,
            qPrintable(QStringLiteral("%1 in %2").arg(signal, fired)));
    for (const char *signal :
        {"queryChanged()", "phiQueryChanged()", "presetIdChanged()", "featureMapIdChanged()",
            "keyCountChanged()", "availableChanged()", "errorMessageChanged()"})
        QVERIFY2(log.count(QString::fromLatin1(signal)) == 0,
            qPrintable(QStringLiteral("%1 in %2").arg(signal, fired)));
}

void TestAttentionModel::featureMapChangeNotifiesOnce()
{
    AttentionModel model;
    moveTo(model, QStringLiteral("general"), QStringLiteral("elu1"), 1);
    SignalLog log;
    log.watch(&model);

    QVERIFY(model.setProperty("featureMapId", QStringLiteral("relu")));

    QCOMPARE(model.featureMapId(), QStringLiteral("relu"));
    const QString fired = log.summary();
    QVERIFY2(log.count(QStringLiteral("featureMapIdChanged()")) == 1, qPrintable(fired));
    QVERIFY2(log.count(QStringLiteral("phiQueryChanged()")) == 1, qPrintable(fired));
    for (const char *signal : {"queryChanged()", "presetIdChanged()", "prefixChanged()",
             "keyCountChanged()", "errorMessageChanged()"})
        QVERIFY2(log.count(QString::fromLatin1(signal)) == 0,
            qPrintable(QStringLiteral("%1 in %2").arg(signal, fired)));
}

void TestAttentionModel::notificationsMatchPropertyChanges_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("featureMapId");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<int>("expectedPrefix");

    // One row each: the start (preset, map, prefix), the action and its value, the prefix after.
    struct Change {
        const char *tag;
        const char *presetId;
        const char *featureMapId;
        int prefix;
        const char *action;
        QVariant value;
        int expectedPrefix;
    };
    const QVariant relu = QStringLiteral("relu");
    const QVariant elu1 = QStringLiteral("elu1");
    const Change changes[] = {
        {"general/elu1 prefix 1 to 2", "general", "elu1", 1, "prefix", 2, 2},
        {"general/elu1 prefix 2 to 1", "general", "elu1", 2, "prefix", 1, 1},
        {"general/relu prefix 3 to 6", "general", "relu", 3, "prefix", 6, 6},
        {"general/relu prefix 4 to 5 (k3 adds nothing)", "general", "relu", 4, "prefix", 5, 5},
        {"all-negative/relu prefix 1 to 2, Unavailable both", "all-negative", "relu", 1, "prefix",
            2, 2},
        {"negative-query/relu prefix 3 to 1", "negative-query", "relu", 3, "prefix", 1, 1},
        {"general/elu1 map to relu at 1", "general", "elu1", 1, "featureMapId", relu, 1},
        {"general/relu map to elu1 at 3", "general", "relu", 3, "featureMapId", elu1, 3},
        {"all-negative/elu1 map to relu (becomes Unavailable)", "all-negative", "elu1", 2,
            "featureMapId", relu, 2},
        {"all-negative/relu map to elu1 (becomes available)", "all-negative", "relu", 4,
            "featureMapId", elu1, 4},
        {"tiny-denominator/elu1 map to relu at 3", "tiny-denominator", "elu1", 3, "featureMapId",
            relu, 3},
        {"general/elu1 preset to partly-negative at 3", "general", "elu1", 3, "presetId",
            QStringLiteral("partly-negative"), 3},
        {"general/elu1 preset to single-key at 6 (clamps)", "general", "elu1", 6, "presetId",
            QStringLiteral("single-key"), 1},
        {"single-key/elu1 preset to general", "single-key", "elu1", 1, "presetId",
            QStringLiteral("general"), 1},
        {"general/relu preset to negative-query at 5 (clamps)", "general", "relu", 5, "presetId",
            QStringLiteral("negative-query"), 3},
        {"general/relu preset to all-negative at 2", "general", "relu", 2, "presetId",
            QStringLiteral("all-negative"), 2},
        {"large-scores/elu1 preset index to general", "large-scores", "elu1", 4, "presetIndex",
            presetIndexOf(QStringLiteral("general")), 4},
        {"general/elu1 feature map index to relu", "general", "elu1", 2, "featureMapIndex",
            featureMapIndexOf(QStringLiteral("relu")), 2},
        {"general/elu1 nextPrefix at 3", "general", "elu1", 3, "nextPrefix", QVariant(), 4},
        {"general/elu1 previousPrefix at 3", "general", "elu1", 3, "previousPrefix", QVariant(), 2},
    };
    for (const Change &change : changes)
        QTest::newRow(change.tag) << QString::fromLatin1(change.presetId)
                                  << QString::fromLatin1(change.featureMapId) << change.prefix
                                  << QString::fromLatin1(change.action) << change.value
                                  << change.expectedPrefix;
}

void TestAttentionModel::notificationsMatchPropertyChanges()
{
    QFETCH(QString, presetId);
    QFETCH(QString, featureMapId);
    QFETCH(int, prefix);
    QFETCH(QString, action);
    QFETCH(QVariant, value);
    QFETCH(int, expectedPrefix);

    AttentionModel model;
    moveTo(model, presetId, featureMapId, prefix);
    QCOMPARE(model.prefix(), prefix);
    const QVariantMap before = propertySnapshot(model);
    SignalLog log;
    log.watch(&model);
    QVERIFY2(log.invalidSpies().isEmpty(), qPrintable(log.invalidSpies().join(", ")));
    EmissionRecorder recorder(&model);

    QVERIFY(perform(model, action, value));

    QCOMPARE(model.prefix(), expectedPrefix);
    const QVariantMap after = propertySnapshot(model);
    const QStringList changed = changedProperties(before, after);
    QVERIFY2(!changed.isEmpty(), "the row should change something");

    // Each NOTIFY signal fires once when any property it notifies changed,
    // and not at all otherwise.
    QHash<QString, QStringList> changedBySignal;
    const QMetaObject *meta = model.metaObject();
    for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
        const QMetaProperty property = meta->property(i);
        if (!property.hasNotifySignal())
            continue;
        QStringList &names
            = changedBySignal[QString::fromLatin1(property.notifySignal().methodSignature())];
        if (changed.contains(QString::fromLatin1(property.name())))
            names << QString::fromLatin1(property.name());
    }
    const QString fired = log.summary();
    for (int i = meta->methodOffset(); i < meta->methodCount(); ++i) {
        const QMetaMethod method = meta->method(i);
        if (method.methodType() != QMetaMethod::Signal)
            continue;
        const QString signal = QString::fromLatin1(method.methodSignature());
        const QStringList names = changedBySignal.value(signal);
        const int expected = names.isEmpty() ? 0 : 1;
        QVERIFY2(log.count(signal) == expected,
            qPrintable(QStringLiteral("%1 fired %2 times, expected %3 (changed: %4); all: %5")
                           .arg(signal)
                           .arg(log.count(signal))
                           .arg(expected)
                           .arg(names.join(QStringLiteral(", ")), fired)));
    }

    // Every signal went out after the whole recompute.
    QVERIFY(!recorder.emissions.isEmpty());
    for (const auto &[signal, snapshot] : recorder.emissions) {
        const QString mismatch
            = exactMismatch(snapshot, after, QStringLiteral("state seen in ") + signal);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    // And the state it arrived at is the core's.
    verifyProperties(model, coreState(model.presetId(), model.featureMapId(), expectedPrefix));
}

// The step table and the derivation follow a change with one update each,
// and their own properties (currentRow, count) notify only when they change.
void TestAttentionModel::childModelsNotifyOnlyWhatChanged()
{
    QFETCH(QString, presetId);
    QFETCH(QString, featureMapId);
    QFETCH(int, prefix);
    QFETCH(QString, action);
    QFETCH(QVariant, value);

    AttentionModel model;
    moveTo(model, presetId, featureMapId, prefix);
    const int rowBefore = model.stepTable()->currentRow();
    const int rowsBefore = model.stepTable()->rowCount();
    const int countBefore = model.derivation()->rowCount();
    const QString presetBefore = model.presetId(), mapBefore = model.featureMapId();
    SignalLog log;
    log.watch(model.stepTable(), QStringLiteral("stepTable."));
    log.watch(model.derivation(), QStringLiteral("derivation."));
    QVERIFY2(log.invalidSpies().isEmpty(), qPrintable(log.invalidSpies().join(", ")));

    QVERIFY(perform(model, action, value));

    const QString fired = log.summary();
    const bool tableReplaced
        = model.presetId() != presetBefore || model.featureMapId() != mapBefore;
    // A new table of as many rows changes its cells in place (the view keeps its delegates); only
    // a table of another length is a reset.
    const bool rowsChanged = model.stepTable()->rowCount() != rowsBefore;
    QVERIFY2(log.count(QStringLiteral("stepTable.modelReset()")) == (rowsChanged ? 1 : 0),
        qPrintable(fired));
    if (tableReplaced && !rowsChanged)
        QVERIFY2(
            log.count(QStringLiteral("stepTable.dataChanged(QModelIndex,QModelIndex,QList<int>)"))
                >= 1,
            qPrintable(fired));
    const int rowAfter = model.stepTable()->currentRow();
    QVERIFY2(log.count(QStringLiteral("stepTable.currentRowChanged()"))
            == (rowAfter != rowBefore ? 1 : 0),
        qPrintable(QStringLiteral("currentRow %1 -> %2; emitted %3")
                       .arg(rowBefore)
                       .arg(rowAfter)
                       .arg(fired)));
    // Lines are updated in place and added or removed at the end, never reset:
    // a reset while the list view makes its buffered delegates has it cancel
    // a row that is gone ("DelegateModel::cancel: index out range", which
    // tst_monkey found).
    QVERIFY2(log.count(QStringLiteral("derivation.modelReset()")) == 0, qPrintable(fired));
    QVERIFY2(log.count(QStringLiteral("derivation.dataChanged(QModelIndex,QModelIndex,QList<int>)"))
            == 1,
        qPrintable(fired));
    const int countAfter = model.derivation()->rowCount();
    QVERIFY2(log.count(QStringLiteral("derivation.rowsInserted(QModelIndex,int,int)"))
            == (countAfter > countBefore ? 1 : 0),
        qPrintable(fired));
    QVERIFY2(log.count(QStringLiteral("derivation.rowsRemoved(QModelIndex,int,int)"))
            == (countAfter < countBefore ? 1 : 0),
        qPrintable(fired));
    QVERIFY2(log.count(QStringLiteral("derivation.countChanged()"))
            == (model.derivation()->rowCount() != countBefore ? 1 : 0),
        qPrintable(fired));
    QCOMPARE(model.stepTable()->rowCount(), model.keyCount());
}

void TestAttentionModel::settingTheCurrentValueEmitsNothing_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("featureMapId");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QVariant>("value");

    const int general = keyCountOf(QStringLiteral("general"));
    QTest::newRow("same prefix") << "general"
                                 << "elu1" << 3 << "prefix" << QVariant(3);
    QTest::newRow("same preset") << "general"
                                 << "elu1" << 3 << "presetId" << QVariant("general");
    QTest::newRow("same feature map") << "general"
                                      << "elu1" << 3 << "featureMapId" << QVariant("elu1");
    QTest::newRow("same preset index")
        << "partly-negative"
        << "relu" << 2 << "presetIndex"
        << QVariant(presetIndexOf(QStringLiteral("partly-negative")));
    QTest::newRow("same feature map index")
        << "partly-negative"
        << "relu" << 2 << "featureMapIndex" << QVariant(featureMapIndexOf(QStringLiteral("relu")));
    QTest::newRow("prefix 0 at prefix 1") << "general"
                                          << "elu1" << 1 << "prefix" << QVariant(0);
    QTest::newRow("prefix n+5 at prefix n")
        << "general"
        << "elu1" << general << "prefix" << QVariant(general + 5);
    QTest::newRow("nextPrefix at n") << "general"
                                     << "relu" << general << "nextPrefix" << QVariant();
    QTest::newRow("previousPrefix at 1") << "general"
                                         << "relu" << 1 << "previousPrefix" << QVariant();
    QTest::newRow("nextPrefix with a single key") << "single-key"
                                                  << "elu1" << 1 << "nextPrefix" << QVariant();
    QTest::newRow("same prefix while Unavailable") << "all-negative"
                                                   << "relu" << 2 << "prefix" << QVariant(2);
    QTest::newRow("same map while Unavailable")
        << "negative-query"
        << "relu" << 3 << "featureMapId" << QVariant("relu");
}

void TestAttentionModel::settingTheCurrentValueEmitsNothing()
{
    QFETCH(QString, presetId);
    QFETCH(QString, featureMapId);
    QFETCH(int, prefix);
    QFETCH(QString, action);
    QFETCH(QVariant, value);

    AttentionModel model;
    moveTo(model, presetId, featureMapId, prefix);
    QCOMPARE(model.prefix(), prefix);
    const QVariantMap before = propertySnapshot(model);
    SignalLog log;
    log.watch(&model);
    log.watch(model.stepTable(), QStringLiteral("stepTable."));
    log.watch(model.derivation(), QStringLiteral("derivation."));
    log.watch(model.presets(), QStringLiteral("presets."));
    log.watch(model.featureMaps(), QStringLiteral("featureMaps."));
    QVERIFY2(log.invalidSpies().isEmpty(), qPrintable(log.invalidSpies().join(", ")));

    QVERIFY(perform(model, action, value));

    QVERIFY2(log.total() == 0, qPrintable(QStringLiteral("emitted ") + log.summary()));
    const QString mismatch
        = exactMismatch(propertySnapshot(model), before, QStringLiteral("state"));
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

// A lesson step changes preset, map and prefix together: one recompute, so
// each signal at most once and the derivation reset once.
void TestAttentionModel::setStateRecomputesOnce()
{
    AttentionModel model;
    QSignalSpy preset(&model, &AttentionModel::presetIdChanged);
    QSignalSpy map(&model, &AttentionModel::featureMapIdChanged);
    QSignalSpy prefix(&model, &AttentionModel::prefixChanged);
    QSignalSpy output(&model, &AttentionModel::outputChanged);
    QSignalSpy derivationReset(model.derivation(), &QAbstractItemModel::modelReset);
    QVERIFY(model.setState(QStringLiteral("all-negative"), QStringLiteral("relu"), 3));
    QCOMPARE(preset.count(), 1);
    QCOMPARE(map.count(), 1);
    QCOMPARE(prefix.count(), 1);
    QCOMPARE(output.count(), 1);
    QVERIFY(derivationReset.count() <= 1);
    QCOMPARE(model.presetId(), QStringLiteral("all-negative"));
    QCOMPARE(model.featureMapId(), QStringLiteral("relu"));
    QCOMPARE(model.prefix(), 3);
    QCOMPARE(model.output().text, QStringLiteral("Unavailable"));
    QVERIFY(model.setState(QStringLiteral("all-negative"), QStringLiteral("relu"), 3));
    QCOMPARE(preset.count(), 1);
    QCOMPARE(output.count(), 1);
}

QTEST_GUILESS_MAIN(TestAttentionModel)

#include "tst_model_notifications.moc"
