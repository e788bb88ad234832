// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Times a control change end to end in the model: recompute plus every
// notification, with a receiver connected to each signal as QML would be
// (target: at most 50 µs). Not part of the pass/fail suite.
#include "AttentionModel.h"

#include <QMetaMethod>
#include <QTest>

using linattn::AttentionModel;

class BenchModel : public QObject {
    Q_OBJECT

public slots:
    // Stands in for a QML binding on each notification (public: QTest runs
    // only private slots as tests).
    void receive() { ++notifications_; }

private slots:
    void initTestCase();
    void prefixChange();
    void featureMapChange();
    void presetChange();

private:
    void connectEverySignal(AttentionModel &model);

    long notifications_ = 0;
};

void BenchModel::initTestCase()
{
    AttentionModel model;
    connectEverySignal(model);
    model.setPrefix(3);
    QVERIFY(notifications_ > 0);
}

void BenchModel::connectEverySignal(AttentionModel &model)
{
    const QMetaObject *meta = model.metaObject();
    const QMetaMethod receiver = metaObject()->method(metaObject()->indexOfMethod("receive()"));
    for (int i = meta->methodOffset(); i < meta->methodCount(); ++i)
        if (meta->method(i).methodType() == QMetaMethod::Signal)
            connect(&model, meta->method(i), this, receiver);
}

void BenchModel::prefixChange()
{
    AttentionModel model;
    connectEverySignal(model);
    int prefix = 1;
    QBENCHMARK
    {
        prefix = prefix % model.keyCount() + 1;
        model.setPrefix(prefix);
    }
}

void BenchModel::featureMapChange()
{
    AttentionModel model;
    connectEverySignal(model);
    model.setPrefix(model.keyCount());
    int map = 0;
    QBENCHMARK
    {
        map = 1 - map;
        model.setFeatureMapIndex(map);
    }
}

void BenchModel::presetChange()
{
    AttentionModel model;
    connectEverySignal(model);
    int preset = 0;
    QBENCHMARK
    {
        preset = (preset + 1) % model.presets()->rowCount();
        model.setPresetIndex(preset);
    }
}

QTEST_GUILESS_MAIN(BenchModel)
#include "bench_model.moc"
