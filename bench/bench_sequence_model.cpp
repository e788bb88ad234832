// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Times a control change of the sequence view end to end in its model, on seq-long (64 tokens):
// the recompute of all three forms, the weight rows, the ranks, the chart data and the token's
// derivation, plus every notification with a receiver connected to each signal as QML would be
// (target: at most 200 µs each). Not part of the pass/fail suite.
//   build/default/bench/bench_sequence_model
#include "SequenceModel.h"

#include <QMetaMethod>
#include <QTest>

using linattn::SequenceModel;

class BenchSequenceModel : public QObject {
    Q_OBJECT

public slots:
    // Stands in for a QML binding on each notification (public: QTest runs only private slots).
    void receive() { ++notifications_; }

private slots:
    void initTestCase();
    void tokenChange();
    void decayChange();
    void chunkChange();
    void featureMapChange();
    void decayChangeWithFavor();

private:
    void prepare(SequenceModel &model);

    long notifications_ = 0;
};

void BenchSequenceModel::prepare(SequenceModel &model)
{
    QVERIFY(model.setSequenceId(QStringLiteral("seq-long")));
    QCOMPARE(model.tokenCount(), 64);
    model.setToken(40);
    const QMetaObject *meta = model.metaObject();
    const QMetaMethod receiver = metaObject()->method(metaObject()->indexOfMethod("receive()"));
    for (int i = meta->methodOffset(); i < meta->methodCount(); ++i)
        if (meta->method(i).methodType() == QMetaMethod::Signal)
            connect(&model, meta->method(i), this, receiver);
}

void BenchSequenceModel::initTestCase()
{
    SequenceModel model;
    prepare(model);
    QVERIFY(model.setDecayText(QStringLiteral("0.9")));
    QVERIFY(notifications_ > 0);
}

// The token alone: its derivation and the chart's selected-token marks.
void BenchSequenceModel::tokenChange()
{
    SequenceModel model;
    prepare(model);
    int token = 1;
    QBENCHMARK
    {
        token = token % 64 + 1;
        model.setToken(token);
    }
}

// γ: every token again, three ways, with weights, ranks and the chart.
void BenchSequenceModel::decayChange()
{
    SequenceModel model;
    prepare(model);
    bool half = false;
    QBENCHMARK
    {
        half = !half;
        model.setDecayText(half ? QStringLiteral("0.5") : QStringLiteral("0.9"));
    }
}

void BenchSequenceModel::chunkChange()
{
    SequenceModel model;
    prepare(model);
    bool small = false;
    QBENCHMARK
    {
        small = !small;
        model.setChunkSize(small ? 2 : 8);
    }
}

void BenchSequenceModel::featureMapChange()
{
    SequenceModel model;
    prepare(model);
    bool relu = false;
    QBENCHMARK
    {
        relu = !relu;
        model.setFeatureMapId(relu ? QStringLiteral("relu") : QStringLiteral("elu1"));
    }
}

// γ again with FAVOR+ (64 random features): the core's share grows with m.
void BenchSequenceModel::decayChangeWithFavor()
{
    SequenceModel model;
    prepare(model);
    QVERIFY(model.setFeatureMapId(QStringLiteral("favor")));
    bool half = false;
    QBENCHMARK
    {
        half = !half;
        model.setDecayText(half ? QStringLiteral("0.5") : QStringLiteral("0.9"));
    }
}

QTEST_GUILESS_MAIN(BenchSequenceModel)
#include "bench_sequence_model.moc"
