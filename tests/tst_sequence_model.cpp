// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// SequenceModel, the sequence view's model: its numbers against values worked out by hand
// (seq-general with ELU+1, at γ = 1 and γ = 0.5), the three forms' agreement at every sequence ×
// feature map × γ × C, Unavailable tokens, refused inputs that keep the last good state, and the
// notifications each input sends.

#include "AttentionModel.h"
#include "ProblemCatalog.h"
#include "SequenceModel.h"
#include "feature_map.h"

#include <QPointF>
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

QList<QPointF> points(const QVariant &list)
{
    QList<QPointF> all;
    for (const QVariant &point : list.toList())
        all.append(point.toPointF());
    return all;
}

// A chart's segments (lists of points) as one list per segment.
QList<QList<QPointF>> segments(const QVariantMap &chart, const QString &key)
{
    QList<QList<QPointF>> all;
    for (const QVariant &segment : chart.value(key).toList())
        all.append(points(segment));
    return all;
}

// Runs of consecutive tokens that have a value, as the chart must draw them: (token, value), the
// tokens numbered from 0.
QList<QList<QPointF>> expectedRuns(const QList<std::optional<double>> &values)
{
    QList<QList<QPointF>> runs;
    QList<QPointF> run;
    for (int t = 0; t < values.size(); ++t) {
        if (values.at(t)) {
            run.append(QPointF(t, *values.at(t)));
        } else if (!run.isEmpty()) {
            runs.append(run);
            run.clear();
        }
    }
    if (!run.isEmpty())
        runs.append(run);
    return runs;
}

std::optional<double> valueOf(const Quantity &quantity)
{
    return quantity.isNull() ? std::nullopt : std::optional<double>(quantity.number());
}

// Coordinate c of a value-shaped quantity (a number, or a list of coordinates).
std::optional<double> coordinateOf(const Quantity &quantity, int c)
{
    if (quantity.isNull())
        return std::nullopt;
    const QVariantList coordinates = quantity.value.toList();
    return coordinates.isEmpty() ? quantity.number() : coordinates.at(c).toDouble();
}

// Five tokens of arrows; under ReLU token 1's φ(q₁) = [0, 1] meets Z₁ = [1, 0]: Unavailable.
SequenceData arrowsWithAGap()
{
    SequenceData data;
    data.title = "Arrows with a gap";
    data.queries = {{1, 0}, {-1, 1}, {-1, 0.5}, {0, -1}, {1, 1}};
    data.keys = {{1, 0}, {-1, 0}, {-1, 0}, {0.5, -0.5}, {-1, -1}};
    data.values = {{1, 0}, {0, 2}, {-1, 1}, {3, -1}, {0.5, 0.5}};
    return data;
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
    void weightRecordsReadTheMatrices_data();
    void weightRecordsReadTheMatrices();
    void derivationFollowsTheToken();
    void outputChartFollowsTheTokens_data();
    void outputChartFollowsTheTokens();
    void arrowsHaveALinePerCoordinate();
    void valuePlaneIsTheWeightedAverage_data();
    void valuePlaneIsTheWeightedAverage();
    void followsTheSingleViewsMap();
    void chunkTextIsChecked_data();
    void chunkTextIsChecked();
    void rankSummaryNamesTheBlock();
    void ownSequence();
    void keysFollowTheWeights();
    void sequencesGoRound();
};

// seq-general's first token is the seed's example: q = [0.5, 1], k = [1, 0], v = 1.
void TestSequenceModel::startsOnTheSeedsExample()
{
    SequenceModel model;
    QCOMPARE(model.sequenceId(), QStringLiteral("seq-general"));
    QCOMPARE(model.featureMapId(), QStringLiteral("elu1"));
    QCOMPARE(model.token(), 0); // tokens are numbered from 0, as the keys are
    QCOMPARE(model.lastToken(), 7);
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
// S₂ = γ × [2, 1] + 3 × [1, 2] and Z₂ = γ × [2, 1] + [1, 2], worked out here for each γ.
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
    model.setToken(1); // the second token
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
    for (const SequencePreset &sequence : ProblemCatalog::sequences())
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
    for (int t = 0; t < model.tokenCount(); ++t) {
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
            model.chunkStart() >= 0 && model.chunkStart() <= t && t - model.chunkStart() < chunk);
        QCOMPARE(model.chunkStart() % chunk, 0); // chunks start at tokens 0, C, 2C, …
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
    for (int t = 0; t < model.tokenCount(); ++t) {
        model.setToken(t);
        if (model.available()) {
            ++available;
            continue;
        }
        ++unavailable;
        QCOMPARE(model.denominator().number(), 0.0);
        QVERIFY(model.recurrent().value.isNull());
        QCOMPARE(model.recurrent().text, QStringLiteral("Unavailable"));
        QCOMPARE(model.linearWeights().at(t), QVariant());
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
    model.setToken(2);
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
    QCOMPARE(model.token(), 7);
    model.setToken(-1);
    QCOMPARE(model.token(), 0);
    QCOMPARE(token.count(), 2);
    // A longer sequence keeps the token; a shorter one brings it within its length.
    model.setToken(7);
    QVERIFY(model.setSequenceId(QStringLiteral("seq-long")));
    QCOMPARE(model.tokenCount(), 64);
    QCOMPARE(model.lastToken(), 63);
    QCOMPARE(model.token(), 7);
    model.setToken(40);
    QVERIFY(model.setSequenceId(QStringLiteral("seq-general")));
    QCOMPARE(model.token(), 7);
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
    model.setToken(4); // the fifth token: five keys and values kept
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

// The matrices as a screen reader's table reads them: every token's row names every token,
// each weight within rounding of the number the heatmap draws, "masked" past the diagonal and
// "Unavailable" across a linear row that has no weights.
void TestSequenceModel::weightRecordsReadTheMatrices_data()
{
    QTest::addColumn<QString>("sequence");
    QTest::addColumn<QString>("map");
    QTest::newRow("general elu1") << QStringLiteral("seq-general") << QStringLiteral("elu1");
    QTest::newRow("relu gaps relu") << QStringLiteral("seq-relu-gaps") << QStringLiteral("relu");
}

void TestSequenceModel::weightRecordsReadTheMatrices()
{
    QFETCH(QString, sequence);
    QFETCH(QString, map);
    SequenceModel model;
    QVERIFY(model.setSequenceId(sequence));
    QVERIFY(model.setFeatureMapId(map));
    const int n = model.tokenCount();
    QCOMPARE(model.tokenNumbers().size(), n);
    // Numbered from 0, as the tokens are everywhere.
    QCOMPARE(model.tokenNumbers().constFirst(), QStringLiteral("0"));
    QCOMPARE(model.tokenNumbers().constLast(), QString::number(n - 1));
    int unavailableRows = 0;
    for (const bool linear : {true, false}) {
        const QVariantList numbers = linear ? model.linearWeights() : model.softmaxWeights();
        const QVariantList records
            = linear ? model.linearWeightRecords() : model.softmaxWeightRecords();
        QCOMPARE(records.size(), n);
        // Rows and columns are the tokens, numbered from 0.
        for (int t = 0; t < n; ++t) {
            const QVariantMap record = records.at(t).toMap();
            QCOMPARE(record.size(), n);
            const QVariant row = numbers.at(t);
            unavailableRows += row.isNull() ? 1 : 0;
            for (int j = 0; j < n; ++j) {
                const QString text = record.value(QString::number(j)).toString();
                if (j > t) {
                    QCOMPARE(text, QStringLiteral("masked"));
                } else if (row.isNull()) {
                    QVERIFY(linear);
                    QCOMPARE(text, QStringLiteral("Unavailable"));
                } else {
                    bool isNumber = false;
                    const double read = text.toDouble(&isNumber);
                    QVERIFY2(isNumber, qPrintable(text));
                    const double weight = row.toList().at(j).toDouble();
                    QVERIFY2(std::abs(read - weight) <= 0.5e-4 + 1e-12,
                        qPrintable(QStringLiteral("row %1, token %2: %3 for %4")
                                       .arg(t)
                                       .arg(j)
                                       .arg(text)
                                       .arg(weight)));
                }
            }
        }
    }
    QCOMPARE(unavailableRows > 0, sequence == QStringLiteral("seq-relu-gaps"));
}

// The derivation rows are the selected token's: its output line says what `recurrent` says,
// and a refused γ leaves them as they were.
void TestSequenceModel::derivationFollowsTheToken()
{
    SequenceModel model;
    DerivationModel *derivation = model.derivation();
    QCOMPARE(derivation->resultOf(QStringLiteral("output")), QStringLiteral("1"));
    QCOMPARE(derivation->resultOf(QStringLiteral("s")), QStringLiteral("[2, 1]"));
    model.setToken(1);
    QCOMPARE(derivation->resultOf(QStringLiteral("s")), QStringLiteral("[5, 7]"));
    QCOMPARE(derivation->resultOf(QStringLiteral("output")), model.recurrent().text);
    QVERIFY(model.setDecayText(QStringLiteral("0.5")));
    QCOMPARE(derivation->resultOf(QStringLiteral("s")), QStringLiteral("[4, 6.5]"));
    QVERIFY(!model.setDecayText(QStringLiteral("2")));
    QCOMPARE(derivation->resultOf(QStringLiteral("s")), QStringLiteral("[4, 6.5]"));
    QVERIFY(model.setSequenceId(QStringLiteral("seq-relu-gaps")));
    QVERIFY(model.setFeatureMapId(QStringLiteral("relu")));
    for (int t = 0; t < model.tokenCount(); ++t) {
        model.setToken(t);
        QCOMPARE(derivation->rowOf(QStringLiteral("why-unavailable")) >= 0, !model.available());
    }
}

void TestSequenceModel::outputChartFollowsTheTokens_data()
{
    QTest::addColumn<QString>("sequenceId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<QString>("decayText");
    QTest::addColumn<int>("chunk");
    QTest::addRow("seq-general elu1") << "seq-general"
                                      << "elu1"
                                      << "1" << 4;
    QTest::addRow("seq-relu-gaps relu") << "seq-relu-gaps"
                                        << "relu"
                                        << "1" << 2;
    QTest::addRow("seq-long elu1 gamma 0.9 C 8") << "seq-long"
                                                 << "elu1"
                                                 << "0.9" << 8;
    QTest::addRow("seq-sharp-softmax favor") << "seq-sharp-softmax"
                                             << "favor"
                                             << "0.5" << 3;
}

// The chart's three polylines are the token's own outputs, broken exactly at the Unavailable
// tokens (marked on the bottom edge); softmax has a point at every token; the selected token's
// line and ring move with the token.
void TestSequenceModel::outputChartFollowsTheTokens()
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
    QList<std::optional<double>> recurrent, parallel, chunkwise;
    QList<QPointF> softmax;
    QList<double> unavailableTokens;
    for (int t = 0; t < model.tokenCount(); ++t) {
        model.setToken(t);
        recurrent.append(valueOf(model.recurrent()));
        parallel.append(valueOf(model.parallel()));
        chunkwise.append(valueOf(model.chunkwise()));
        softmax.append(QPointF(t, model.softmax().number()));
        if (!model.available())
            unavailableTokens.append(t);
    }
    QSignalSpy tokenResults(&model, &SequenceModel::tokenResultsChanged);
    model.setToken(1);
    QCOMPARE(tokenResults.count(), 1);
    const QVariantMap chart = model.outputChart();
    QCOMPARE(segments(chart, QStringLiteral("recurrentSegments")), expectedRuns(recurrent));
    QCOMPARE(segments(chart, QStringLiteral("parallelSegments")), expectedRuns(parallel));
    QCOMPARE(segments(chart, QStringLiteral("chunkwiseSegments")), expectedRuns(chunkwise));
    QCOMPARE(points(chart.value(QStringLiteral("softmax"))), softmax);
    const double yMin = chart.value(QStringLiteral("yMin")).toDouble();
    const double yMax = chart.value(QStringLiteral("yMax")).toDouble();
    QList<double> markers;
    for (const QPointF &marker : points(chart.value(QStringLiteral("unavailable")))) {
        QCOMPARE(marker.y(), yMin);
        markers.append(marker.x());
    }
    QCOMPARE(markers, unavailableTokens);
    QCOMPARE(points(chart.value(QStringLiteral("currentLine"))),
        (QList<QPointF> {QPointF(1, yMin), QPointF(1, yMax)}));
    const QVariant ring = chart.value(QStringLiteral("currentPoint"));
    QCOMPARE(ring.isNull(), !recurrent.at(1).has_value());
    if (!ring.isNull())
        QCOMPARE(ring.toPointF(), QPointF(1, *recurrent.at(1)));
    // Every value lies inside the y range, every token inside the x range.
    for (const auto &value : recurrent + parallel + chunkwise)
        if (value)
            QVERIFY(*value >= yMin && *value <= yMax);
    QCOMPARE(chart.value(QStringLiteral("xMin")).toDouble(), -0.5);
    QCOMPARE(chart.value(QStringLiteral("xMax")).toDouble(), model.tokenCount() - 0.5);
    // Where the forms agree (always, here), a screen reader hears it once, with the difference.
    for (const char *form : {"parallel", "chunkwise"})
        QVERIFY(
            chart.value(QStringLiteral("%1Summary").arg(QLatin1String(form)))
                .toString()
                .startsWith(QStringLiteral("%1 form: the recurrent form's values at every token "
                                           "(largest difference between the forms %2)")
                                .arg(QLatin1String(form), model.maxDifference().text)));
    QVERIFY(chart.value(QStringLiteral("unavailableSummary"))
                .toString()
                .startsWith(unavailableTokens.isEmpty() ? QStringLiteral("Unavailable: no token")
                                                        : QStringLiteral("Unavailable, the")));
}

// In the window the sequence view uses the single-query view's map, FAVOR+ settings and ε.
void TestSequenceModel::followsTheSingleViewsMap()
{
    AttentionModel attention;
    SequenceModel model;
    QVERIFY(model.setSequenceId(QStringLiteral("seq-relu-gaps")));
    QSignalSpy mapChanged(&model, &SequenceModel::featureMapIdChanged);
    QSignalSpy attentionChanged(&model, &SequenceModel::attentionChanged);
    model.followAttention(&attention);
    QCOMPARE(attentionChanged.count(), 1);
    QCOMPARE(model.featureMapId(), attention.featureMapId());

    attention.setFeatureMapId(QStringLiteral("relu"));
    QCOMPARE(model.featureMapId(), QStringLiteral("relu"));
    QCOMPARE(mapChanged.count(), 1);
    SequenceModel alone;
    QVERIFY(alone.setSequenceId(QStringLiteral("seq-relu-gaps")));
    QVERIFY(alone.setFeatureMapId(QStringLiteral("relu")));
    int unavailable = 0;
    for (int t = 0; t < model.tokenCount(); ++t) {
        model.setToken(t);
        alone.setToken(t);
        QCOMPARE(model.recurrent().text, alone.recurrent().text);
        unavailable += model.available() ? 0 : 1;
    }
    QVERIFY(unavailable > 0);

    // ε set in the single view reaches every denominator here: no token is Unavailable.
    QVERIFY(attention.mapOptions()->setEpsilonText(QStringLiteral("0.001")));
    for (int t = 0; t < model.tokenCount(); ++t) {
        model.setToken(t);
        QVERIFY2(model.available(), qPrintable(QStringLiteral("token %1").arg(t)));
    }
    QVERIFY(model.caption().contains(QStringLiteral("ε = 0.001")));

    // Choosing a map here chooses it for both views.
    QVERIFY(model.setFeatureMapId(QStringLiteral("elu1")));
    QCOMPARE(attention.featureMapId(), QStringLiteral("elu1"));
    QCOMPARE(model.featureMapId(), QStringLiteral("elu1"));
}

void TestSequenceModel::chunkTextIsChecked_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("chunk"); // 0: refused
    QTest::addColumn<QString>("error");
    QTest::addRow("2") << "2" << 2 << "";
    QTest::addRow("spaces") << " 8 " << 8 << "";
    QTest::addRow("0") << "0" << 0 << "C: 0 is outside 1…8";
    QTest::addRow("9") << "9" << 0 << "C: 9 is outside 1…8";
    QTest::addRow("letters") << "x" << 0 << "C: expected a whole number from 1 to 8, got \"x\"";
    QTest::addRow("fraction") << "2.5" << 0
                              << "C: expected a whole number from 1 to 8, got \"2.5\"";
    QTest::addRow("empty") << "" << 0 << "C: expected a whole number from 1 to 8, got \"\"";
}

void TestSequenceModel::chunkTextIsChecked()
{
    QFETCH(QString, text);
    QFETCH(int, chunk);
    QFETCH(QString, error);
    SequenceModel model;
    QVERIFY(model.setChunkSize(4));
    QCOMPARE(model.setChunkText(text), chunk > 0);
    QCOMPARE(model.chunkSize(), chunk > 0 ? chunk : 4);
    QCOMPARE(model.chunkError(), error);
}

// The block named is rows C+1…2C against columns 1…C; one chunk has none.
void TestSequenceModel::rankSummaryNamesTheBlock()
{
    SequenceModel model;
    QVERIFY(model.setChunkSize(4));
    QCOMPARE(model.rankSummary(),
        QStringLiteral("A block through the state (rows 4–7 × columns 0–3; every full block below "
                       "the diagonal has this size): rank %1 for linear attention (at most m = 2), "
                       "%2 for softmax.")
            .arg(model.linearBlockRank())
            .arg(model.softmaxBlockRank()));
    QVERIFY(model.linearBlockRank() <= 2);
    QVERIFY(model.setChunkSize(3));
    QVERIFY(model.rankSummary().contains(QStringLiteral("rows 3–5 × columns 0–2")));
    QVERIFY(model.setChunkSize(1));
    QVERIFY(model.rankSummary().contains(QStringLiteral("rows 1 × columns 0;")));
    QVERIFY(model.setChunkSize(8));
    QVERIFY(model.rankSummary().startsWith(QStringLiteral("One chunk (C = N)")));
}

// A data file with "queries": no id, its own title, C kept within its length.
// seq-arrows: each coordinate of the three forms and of softmax is a line of its own, the first in
// the chart's own keys and the second under "coordinates", with its values by token.
void TestSequenceModel::arrowsHaveALinePerCoordinate()
{
    SequenceModel model;
    QVERIFY(model.setSequenceId(QStringLiteral("seq-arrows")));
    QCOMPARE(model.valueDimension(), 2);
    QList<std::optional<double>> recurrent[2];
    QList<QPointF> softmax[2];
    for (int t = 0; t < model.tokenCount(); ++t) {
        model.setToken(t);
        for (int c = 0; c < 2; ++c) {
            recurrent[c].append(coordinateOf(model.recurrent(), c));
            softmax[c].append(QPointF(t, *coordinateOf(model.softmax(), c)));
        }
    }
    model.setToken(2);
    const QVariantMap chart = model.outputChart();
    QCOMPARE(chart.value(QStringLiteral("coordinateCount")).toInt(), 2);
    const QVariantList coordinates = chart.value(QStringLiteral("coordinates")).toList();
    QCOMPARE(coordinates.size(), 1);
    const QVariantMap second = coordinates.front().toMap();
    QCOMPARE(segments(chart, QStringLiteral("recurrentSegments")), expectedRuns(recurrent[0]));
    QCOMPARE(segments(second, QStringLiteral("recurrentSegments")), expectedRuns(recurrent[1]));
    QCOMPARE(segments(second, QStringLiteral("chunkwiseSegments")), expectedRuns(recurrent[1]));
    QCOMPARE(points(chart.value(QStringLiteral("softmax"))), softmax[0]);
    QCOMPARE(points(second.value(QStringLiteral("softmax"))), softmax[1]);
    QVERIFY(chart.value(QStringLiteral("recurrentSummary"))
                .toString()
                .startsWith(QStringLiteral("coordinate 1 of 2: ")));
    QVERIFY(second.value(QStringLiteral("recurrentSummary"))
                .toString()
                .startsWith(QStringLiteral("coordinate 2 of 2: ")));
    QCOMPARE(points(chart.value(QStringLiteral("currentPoints"))),
        (QList<QPointF> {QPointF(2, *recurrent[0].at(2)), QPointF(2, *recurrent[1].at(2))}));
    // Every coordinate lies inside the y range.
    const double yMin = chart.value(QStringLiteral("yMin")).toDouble();
    const double yMax = chart.value(QStringLiteral("yMax")).toDouble();
    for (const auto &line : recurrent)
        for (const auto &y : line)
            QVERIFY(!y || (*y >= yMin && *y <= yMax));
}

void TestSequenceModel::valuePlaneIsTheWeightedAverage_data()
{
    QTest::addColumn<QString>("sequenceId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<QString>("decayText");
    QTest::addRow("seq-arrows elu1") << "seq-arrows"
                                     << "elu1"
                                     << "1";
    QTest::addRow("seq-arrows identity γ=0.8") << "seq-arrows"
                                               << "identity"
                                               << "0.8";
    QTest::addRow("own arrows relu") << ""
                                     << "relu"
                                     << "1";
    QTest::addRow("seq-general elu1 (numbers)") << "seq-general"
                                                << "elu1"
                                                << "1";
}

// The value plane at every token: the values so far, a path from the origin through w₁v₁, w₁v₁ +
// w₂v₂, … (the weights of the selected row, from the weight matrix) that ends on the recurrent
// output, and softmax's average; nothing for numbers; no path and no output where Unavailable.
void TestSequenceModel::valuePlaneIsTheWeightedAverage()
{
    QFETCH(QString, sequenceId);
    QFETCH(QString, mapId);
    QFETCH(QString, decayText);
    SequenceModel model;
    if (sequenceId.isEmpty())
        model.setOwnSequence(arrowsWithAGap());
    else
        QVERIFY(model.setSequenceId(sequenceId));
    QVERIFY(model.setFeatureMapId(mapId));
    QVERIFY(model.setDecayText(decayText));
    const SequenceTable &table = model.table();
    bool sawUnavailable = false;
    for (int t = 0; t < model.tokenCount(); ++t) {
        model.setToken(t);
        const QVariantMap plane = model.valuePlaneChart();
        QCOMPARE(plane.value(QStringLiteral("shown")).toBool(), model.valueDimension() == 2);
        if (model.valueDimension() != 2)
            continue;
        const QVariantList values = plane.value(QStringLiteral("values")).toList();
        QCOMPARE(values.size(), t + 1); // v₀ … vₜ
        for (int j = 0; j <= t; ++j) {
            const QVariantMap value = values.at(j).toMap();
            QCOMPARE(value.value(QStringLiteral("x")).toDouble(), table.tokens[j].value[0]);
            QCOMPARE(value.value(QStringLiteral("y")).toDouble(), table.tokens[j].value[1]);
            QCOMPARE(value.value(QStringLiteral("label")).toString(),
                QStringLiteral("v") + QChar(0x2080 + j));
        }
        const QList<QPointF> path = points(plane.value(QStringLiteral("path")));
        const QVariant output = plane.value(QStringLiteral("output"));
        if (!model.available()) {
            sawUnavailable = true;
            QVERIFY(path.isEmpty());
            QVERIFY(output.isNull());
            continue;
        }
        // The path's steps are the weights of row t (as the weight matrix shows them) times the
        // values, and it ends on the recurrent form's output.
        const QVariantList row = model.linearWeights().at(t).toList();
        QCOMPARE(path.size(), t + 2);
        QCOMPARE(path.front(), QPointF(0, 0));
        for (int j = 0; j <= t; ++j) {
            const double w = row.at(j).toDouble();
            const QPointF step = path.at(j + 1) - path.at(j);
            QVERIFY(std::abs(step.x() - w * table.tokens[j].value[0]) <= 1e-12);
            QVERIFY(std::abs(step.y() - w * table.tokens[j].value[1]) <= 1e-12);
        }
        const QPointF end = path.back();
        const double scale = 1 + std::abs(end.x()) + std::abs(end.y());
        QVERIFY(std::abs(end.x() - *coordinateOf(model.recurrent(), 0)) <= 1e-12 * scale);
        QVERIFY(std::abs(end.y() - *coordinateOf(model.recurrent(), 1)) <= 1e-12 * scale);
        QCOMPARE(output.toPointF(),
            QPointF(*coordinateOf(model.recurrent(), 0), *coordinateOf(model.recurrent(), 1)));
        QCOMPARE(plane.value(QStringLiteral("softmax")).toPointF(),
            QPointF(*coordinateOf(model.softmax(), 0), *coordinateOf(model.softmax(), 1)));
    }
    QCOMPARE(sawUnavailable, sequenceId.isEmpty());
}

void TestSequenceModel::ownSequence()
{
    SequenceModel model;
    QVERIFY(model.setChunkSize(4));
    SequenceData data;
    data.title = "Three tokens";
    data.queries = {{0.5, 1}, {-1, 0.5}, {1, -2}};
    data.keys = {{1, 0}, {0, 1}, {-1, 1}};
    data.values = {{1}, {-2}, {3}};
    QSignalSpy sequenceChanged(&model, &SequenceModel::sequenceIdChanged);
    QSignalSpy chunkChanged(&model, &SequenceModel::chunkSizeChanged);
    model.setOwnSequence(data);
    QCOMPARE(sequenceChanged.count(), 1);
    QCOMPARE(chunkChanged.count(), 1);
    QCOMPARE(model.sequenceId(), QString());
    QCOMPARE(model.sequenceIndex(), -1);
    QCOMPARE(model.title(), QStringLiteral("Three tokens"));
    QCOMPARE(model.tokenCount(), 3);
    QCOMPARE(model.chunkSize(), 3);
    // Token 0 is the seed's example: φ(q) = [1.5, 2], φ(k) = [2, 1], v = 1, output 1.
    model.setToken(0);
    QCOMPARE(model.recurrent().text, QStringLiteral("1"));
    // Token 1 by hand: φ(q₁) = [e⁻¹, 1.5], φ(k₁) = [1, 2]; S₁ = [2, 1] − 2·[1, 2] = [0, −3],
    // Z₁ = [3, 3]; output = (1.5 × −3) / (3e⁻¹ + 4.5).
    model.setToken(1);
    const double expected = (1.5 * -3) / (3 * std::exp(-1.0) + 4.5);
    QVERIFY(std::abs(model.recurrent().number() - expected) < 1e-12);
    // The next sequence is the first built-in one.
    model.nextSequence();
    QCOMPARE(model.sequenceIndex(), 0);
}

// The keys of the matrices: outside 0…1 only for a map that can be negative; Unavailable only
// where a token is.
void TestSequenceModel::keysFollowTheWeights()
{
    SequenceModel model;
    QVERIFY(!model.weightsLeaveUnitRange());
    QVERIFY(!model.hasUnavailableTokens());
    QVERIFY(model.setFeatureMapId(QStringLiteral("identity")));
    QVERIFY(model.weightsLeaveUnitRange());
    QVERIFY(model.setSequenceId(QStringLiteral("seq-relu-gaps")));
    QVERIFY(model.setFeatureMapId(QStringLiteral("relu")));
    QVERIFY(model.hasUnavailableTokens());
    QVERIFY(!model.weightsLeaveUnitRange());
}

void TestSequenceModel::sequencesGoRound()
{
    SequenceModel model;
    const int count = model.sequences()->rowCount();
    QVERIFY(count >= 4);
    QCOMPARE(model.sequenceIndex(), 0);
    model.previousSequence();
    QCOMPARE(model.sequenceIndex(), count - 1);
    model.nextSequence();
    QCOMPARE(model.sequenceIndex(), 0);
    model.nextSequence();
    QCOMPARE(model.sequenceIndex(), 1);
    QCOMPARE(model.sequenceId(), model.sequences()->idAt(1));
    QVERIFY(!model.description().isEmpty());
}

QTEST_GUILESS_MAIN(TestSequenceModel)
#include "tst_sequence_model.moc"
