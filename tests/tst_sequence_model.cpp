// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// SequenceModel, the sequence view's model: its numbers against values worked out by hand
// (seq-general with ELU+1, at γ = 1 and γ = 0.5), the three forms' agreement at every sequence ×
// feature map × γ × C, Unavailable tokens, refused inputs that keep the last good state, and the
// notifications each input sends.

#include "SequenceCatalog.h"
#include "SequenceModel.h"
#include "feature_map.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace linattn;

namespace {

QList<double> numbers(const Quantity &quantity)
{
    QList<double> list;
    for (const QVariant &x : quantity.value.toList())
        list.append(x.toDouble());
    return list;
}

} // namespace

class TestSequenceModel : public QObject {
    Q_OBJECT

private slots:
    void startsOnTheSeedsExample();
    void handWorkedTokenTwo_data();
    void handWorkedTokenTwo();
    void threeFormsAgree_data();
    void threeFormsAgree();
    void reluGapsAreUnavailable();
    void refusedDecayKeepsTheState_data();
    void refusedDecayKeepsTheState();
    void refusedChunkKeepsTheState_data();
    void refusedChunkKeepsTheState();
    void tokenIsClamped();
    void unknownIdsAreRefused();
    void memoryLine();
    void weightRowsAreCausal();
    void derivationFollowsTheToken();
};

// seq-general's first token is the seed's example: q = [0.5, 1], k = [1, 0], v = 1.
void TestSequenceModel::startsOnTheSeedsExample()
{
    SequenceModel model;
    QCOMPARE(model.sequenceId(), QStringLiteral("seq-general"));
    QCOMPARE(model.featureMapId(), QStringLiteral("elu1"));
    QCOMPARE(model.token(), 1);
    QCOMPARE(model.chunkSize(), 4);
    QCOMPARE(model.decay().number(), 1.0);
    QCOMPARE(numbers(model.phiQuery()), (QList<double> {1.5, 2}));
    QCOMPARE(numbers(model.stateS()), (QList<double> {2, 1}));
    QCOMPARE(numbers(model.stateZ()), (QList<double> {2, 1}));
    QCOMPARE(model.denominator().number(), 5.0);
    QCOMPARE(model.numerator().number(), 5.0);
    QVERIFY(model.available());
    QCOMPARE(model.recurrent().number(), 1.0);
    QCOMPARE(model.recurrent().text, QStringLiteral("1"));
    QCOMPARE(model.parallel().number(), 1.0);
    QCOMPARE(model.chunkwise().number(), 1.0);
    QCOMPARE(model.softmax().number(), 1.0); // one token: all weight on it
}

// Token 2: q₂ = [1, −0.5], k₂ = [0, 1], v₂ = 3, so φ(q₂) = [2, e^−0.5] and φ(k₂) = [1, 2]:
// S₂ = γ·[2, 1] + 3·[1, 2] and Z₂ = γ·[2, 1] + [1, 2], worked out here for each γ.
void TestSequenceModel::handWorkedTokenTwo_data()
{
    QTest::addColumn<QString>("decayText");
    QTest::addColumn<QList<double>>("S");
    QTest::addColumn<QList<double>>("Z");
    QTest::addRow("gamma 1") << QStringLiteral("1") << QList<double> {5, 7} << QList<double> {3, 3};
    QTest::addRow("gamma 0.5") << QStringLiteral("0.5") << QList<double> {4, 6.5}
                               << QList<double> {2, 2.5};
}

void TestSequenceModel::handWorkedTokenTwo()
{
    QFETCH(QString, decayText);
    QFETCH(QList<double>, S);
    QFETCH(QList<double>, Z);
    SequenceModel model;
    QVERIFY(model.setDecayText(decayText));
    model.setToken(2);
    const double e = std::exp(-0.5);
    QCOMPARE(numbers(model.phiQuery()), (QList<double> {2, e}));
    QCOMPARE(numbers(model.stateS()), S);
    QCOMPARE(numbers(model.stateZ()), Z);
    const double numerator = 2 * S[0] + e * S[1];
    const double denominator = 2 * Z[0] + e * Z[1];
    QCOMPARE(model.numerator().number(), numerator);
    QCOMPARE(model.denominator().number(), denominator);
    QCOMPARE(model.recurrent().number(), numerator / denominator);
    QCOMPARE(model.parallel().number(), numerator / denominator);
    QCOMPARE(model.chunkwise().number(), numerator / denominator);
}

void TestSequenceModel::threeFormsAgree_data()
{
    QTest::addColumn<QString>("sequenceId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<QString>("decayText");
    QTest::addColumn<int>("chunk");
    for (const SequencePreset &sequence : SequenceCatalog::sequences())
        for (const FeatureMap *map : featureMaps())
            for (const char *decay : {"1", "0.9"})
                for (int chunk : {1, 3, 4}) {
                    const QString id = QString::fromStdString(sequence.id);
                    const QString mapId
                        = QString::fromUtf8(map->id().data(), qsizetype(map->id().size()));
                    QTest::addRow(
                        "%s %s gamma %s C %d", qPrintable(id), qPrintable(mapId), decay, chunk)
                        << id << mapId << QString::fromLatin1(decay) << chunk;
                }
}

// The recurrent, parallel and chunkwise outputs are computed apart; at every token where one is
// available all three are, and they agree to rounding.
void TestSequenceModel::threeFormsAgree()
{
    QFETCH(QString, sequenceId);
    QFETCH(QString, mapId);
    QFETCH(QString, decayText);
    QFETCH(int, chunk);
    SequenceModel model;
    QVERIFY(model.setSequenceId(sequenceId));
    QVERIFY(model.setFeatureMapId(mapId));
    QVERIFY(model.setDecayText(decayText));
    QVERIFY(model.setChunkSize(chunk));
    double largest = 0;
    for (int t = 1; t <= model.tokenCount(); ++t) {
        model.setToken(t);
        const Quantity recurrent = model.recurrent();
        QCOMPARE(model.parallel().isNull(), recurrent.isNull());
        QCOMPARE(model.chunkwise().isNull(), recurrent.isNull());
        QCOMPARE(model.available(), !recurrent.isNull());
        if (recurrent.isNull())
            continue;
        const double scale = std::max(1.0, std::abs(recurrent.number()));
        largest = std::max({largest, std::abs(recurrent.number() - model.parallel().number()),
            std::abs(recurrent.number() - model.chunkwise().number())});
        QVERIFY2(largest <= 1e-9 * scale, qPrintable(QStringLiteral("token %1").arg(t)));
        QVERIFY(
            model.chunkStart() >= 1 && model.chunkStart() <= t && t - model.chunkStart() < chunk);
    }
    if (!model.maxDifference().isNull())
        QVERIFY(model.maxDifference().number() <= 1e-9 * 64);
    // The block below the diagonal blocks passes through the state: rank at most m.
    QVERIFY(model.linearBlockRank() <= model.featureCount());
}

// seq-relu-gaps has wholly negative queries: ReLU leaves those tokens Unavailable, others defined.
void TestSequenceModel::reluGapsAreUnavailable()
{
    SequenceModel model;
    QVERIFY(model.setSequenceId(QStringLiteral("seq-relu-gaps")));
    QVERIFY(model.setFeatureMapId(QStringLiteral("relu")));
    int unavailable = 0;
    int available = 0;
    for (int t = 1; t <= model.tokenCount(); ++t) {
        model.setToken(t);
        if (model.available()) {
            ++available;
            continue;
        }
        ++unavailable;
        QCOMPARE(model.denominator().number(), 0.0);
        QVERIFY(model.recurrent().value.isNull());
        QCOMPARE(model.recurrent().text, QStringLiteral("Unavailable"));
        QCOMPARE(model.linearWeights().at(t - 1), QVariant());
    }
    QVERIFY(unavailable > 0);
    QVERIFY(available > 0);
}

void TestSequenceModel::refusedDecayKeepsTheState_data()
{
    QTest::addColumn<QString>("text");
    QTest::addRow("zero") << QStringLiteral("0");
    QTest::addRow("above one") << QStringLiteral("1.5");
    QTest::addRow("negative") << QStringLiteral("-0.5");
    QTest::addRow("not a number") << QStringLiteral("abc");
    QTest::addRow("empty") << QString();
    QTest::addRow("nan") << QStringLiteral("nan");
    QTest::addRow("infinity") << QStringLiteral("inf");
}

void TestSequenceModel::refusedDecayKeepsTheState()
{
    QFETCH(QString, text);
    SequenceModel model;
    QVERIFY(model.setDecayText(QStringLiteral("0.9")));
    model.setToken(3);
    const double before = model.recurrent().number();
    QSignalSpy results(&model, &SequenceModel::resultsChanged);
    QSignalSpy decay(&model, &SequenceModel::decayChanged);
    QSignalSpy error(&model, &SequenceModel::decayErrorChanged);
    QVERIFY(!model.setDecayText(text));
    QCOMPARE(results.count(), 0);
    QCOMPARE(decay.count(), 0);
    QCOMPARE(error.count(), 1);
    QVERIFY(!model.decayError().isEmpty());
    QCOMPARE(model.decay().number(), 0.9);
    QCOMPARE(model.recurrent().number(), before);
    // A good value clears the message.
    QVERIFY(model.setDecayText(QStringLiteral("1")));
    QVERIFY(model.decayError().isEmpty());
    QCOMPARE(decay.count(), 1);
    QCOMPARE(results.count(), 1);
}

void TestSequenceModel::refusedChunkKeepsTheState_data()
{
    QTest::addColumn<int>("chunk");
    QTest::addRow("zero") << 0;
    QTest::addRow("negative") << -3;
    QTest::addRow("longer than the sequence") << 9; // seq-general has 8 tokens
}

void TestSequenceModel::refusedChunkKeepsTheState()
{
    QFETCH(int, chunk);
    SequenceModel model;
    QCOMPARE(model.tokenCount(), 8);
    QVERIFY(model.setChunkSize(2));
    QSignalSpy results(&model, &SequenceModel::resultsChanged);
    QSignalSpy chunkSize(&model, &SequenceModel::chunkSizeChanged);
    QVERIFY(!model.setChunkSize(chunk));
    QCOMPARE(results.count(), 0);
    QCOMPARE(chunkSize.count(), 0);
    QCOMPARE(model.chunkSize(), 2);
    QVERIFY(model.chunkError().contains(QStringLiteral("8")));
    QVERIFY(model.setChunkSize(8));
    QVERIFY(model.chunkError().isEmpty());
}

void TestSequenceModel::tokenIsClamped()
{
    SequenceModel model;
    QSignalSpy token(&model, &SequenceModel::tokenChanged);
    model.setToken(999);
    QCOMPARE(model.token(), 8);
    model.setToken(0);
    QCOMPARE(model.token(), 1);
    QCOMPARE(token.count(), 2);
    // A longer sequence keeps the token; a shorter one brings it within its length.
    model.setToken(8);
    QVERIFY(model.setSequenceId(QStringLiteral("seq-long")));
    QCOMPARE(model.tokenCount(), 64);
    QCOMPARE(model.token(), 8);
    model.setToken(40);
    QVERIFY(model.setSequenceId(QStringLiteral("seq-general")));
    QCOMPARE(model.token(), 8);
}

void TestSequenceModel::unknownIdsAreRefused()
{
    SequenceModel model;
    QSignalSpy results(&model, &SequenceModel::resultsChanged);
    QVERIFY(!model.setSequenceId(QStringLiteral("seq-nope")));
    QVERIFY(!model.setFeatureMapId(QStringLiteral("tanh")));
    QCOMPARE(results.count(), 0);
    QCOMPARE(model.sequenceId(), QStringLiteral("seq-general"));
    QCOMPARE(model.featureMapId(), QStringLiteral("elu1"));
}

// The state keeps 2m numbers whatever t is; a KV cache keeps every key (2 numbers) and value.
void TestSequenceModel::memoryLine()
{
    SequenceModel model;
    QCOMPARE(model.featureCount(), 2);
    QCOMPARE(model.stateNumbers(), 4);
    model.setToken(5);
    QCOMPARE(model.kvCacheNumbers(), 15);
    QVERIFY(model.setFeatureMapId(QStringLiteral("favor")));
    QCOMPARE(model.stateNumbers(), 2 * model.featureCount());
    QCOMPARE(model.kvCacheNumbers(), 15);
}

// Row t holds t weights (j = 1…t), each row summing to 1.
void TestSequenceModel::weightRowsAreCausal()
{
    SequenceModel model;
    const QVariantList linear = model.linearWeights();
    const QVariantList softmax = model.softmaxWeights();
    QCOMPARE(linear.size(), 8);
    QCOMPARE(softmax.size(), 8);
    for (int t = 1; t <= 8; ++t) {
        const QVariantList linearRow = linear.at(t - 1).toList();
        const QVariantList softmaxRow = softmax.at(t - 1).toList();
        QCOMPARE(linearRow.size(), t);
        QCOMPARE(softmaxRow.size(), t);
        double linearSum = 0;
        double softmaxSum = 0;
        for (int j = 0; j < t; ++j) {
            linearSum += linearRow.at(j).toDouble();
            softmaxSum += softmaxRow.at(j).toDouble();
        }
        QVERIFY(std::abs(linearSum - 1) < 1e-12);
        QVERIFY(std::abs(softmaxSum - 1) < 1e-12);
    }
}

// The derivation rows are the selected token's: its output line says what `recurrent` says,
// and a refused γ leaves them as they were.
void TestSequenceModel::derivationFollowsTheToken()
{
    SequenceModel model;
    DerivationModel *derivation = model.derivation();
    QCOMPARE(derivation->resultOf(QStringLiteral("output")), QStringLiteral("1"));
    QCOMPARE(derivation->resultOf(QStringLiteral("s")), QStringLiteral("[2, 1]"));
    model.setToken(2);
    QCOMPARE(derivation->resultOf(QStringLiteral("s")), QStringLiteral("[5, 7]"));
    QCOMPARE(derivation->resultOf(QStringLiteral("output")), model.recurrent().text);
    QVERIFY(model.setDecayText(QStringLiteral("0.5")));
    QCOMPARE(derivation->resultOf(QStringLiteral("s")), QStringLiteral("[4, 6.5]"));
    QVERIFY(!model.setDecayText(QStringLiteral("2")));
    QCOMPARE(derivation->resultOf(QStringLiteral("s")), QStringLiteral("[4, 6.5]"));
    QVERIFY(model.setSequenceId(QStringLiteral("seq-relu-gaps")));
    QVERIFY(model.setFeatureMapId(QStringLiteral("relu")));
    for (int t = 1; t <= model.tokenCount(); ++t) {
        model.setToken(t);
        QCOMPARE(derivation->rowOf(QStringLiteral("why-unavailable")) >= 0, !model.available());
    }
}

QTEST_GUILESS_MAIN(TestSequenceModel)
#include "tst_sequence_model.moc"
