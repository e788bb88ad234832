// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The sequence view's core (core/sequence): every built-in sequence under every feature map, chunk
// size and decay against a direct O(N²) computation written here from the formulas (weights
// γ^(t−j) φ(qₜ)·φ(kⱼ), sums over j ≤ t, std::pow for the decay, softmax with the largest score
// subtracted), never from the code under test; the seed's worked example as the first token; the
// ranks of the off-diagonal block; Unavailable tokens; every refusal of data and settings; the
// data-file reader for "queries"; the exports read back.

#include "AttentionDataJson.h"
#include "Catalog.h"
#include "ProblemCatalog.h"
#include "ProblemSelection.h"
#include "TestFiles.h"
#include "Text.h"
#include "numerical_rank.h"
#include "random_features.h"
#include "sequence_exporters.h"
#include "sequence_table.h"
#include "step_table.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>
#include <memory>
#include <random>

using namespace linattn;
using namespace linattn::test;

namespace {

constexpr double kAgreement = 1e-12;

// The sequence view's numbers for one token, from the formulas directly. Value-shaped numbers have
// d_v coordinates; S is m × d_v, row by row.
struct DirectToken {
    std::vector<double> S, Z;
    std::vector<double> scaleS; // Σⱼ γ^(t−j)|φ(kⱼ)vⱼ| per entry of S: what may cancel in S
    std::vector<double> numerator;
    double denominator = 0;
    std::optional<std::vector<double>> output;
    // Σ|terms| of numerator and denominator, the largest over the coordinates: the size of what
    // may cancel, so that "relative 1e-12" means relative to the terms, also where an output near
    // 0 is a difference of them.
    double scale = 0;
    std::vector<double> weights; // γ^(t−j) φ(qₜ)·φ(kⱼ) / (denominator + ε), j ≤ t
    std::vector<double> softmaxWeights;
    std::vector<double> softmax;
};

std::vector<DirectToken> directComputation(
    const SequenceData &data, const FeatureMap &map, double decay, double epsilon)
{
    const std::size_t n = data.keys.size();
    const std::size_t dv = data.values.front().size();
    std::vector<std::vector<double>> phiQ(n), phiK(n);
    for (std::size_t t = 0; t < n; ++t) {
        const InlineVector q = map.apply(data.queries[t]);
        const InlineVector k = map.apply(data.keys[t]);
        phiQ[t].assign(q.begin(), q.end());
        phiK[t].assign(k.begin(), k.end());
    }
    const std::size_t m = phiQ[0].size();
    std::vector<DirectToken> tokens(n);
    for (std::size_t t = 0; t < n; ++t) {
        DirectToken &token = tokens[t];
        token.S.assign(m * dv, 0.0);
        token.Z.assign(m, 0.0);
        token.scaleS.assign(m * dv, 0.0);
        token.numerator.assign(dv, 0.0);
        std::vector<double> a(t + 1);
        std::vector<double> absNumerator(dv, 0.0);
        double absDenominator = 0;
        for (std::size_t j = 0; j <= t; ++j) {
            const double factor = std::pow(decay, static_cast<double>(t - j));
            double product = 0;
            for (std::size_t f = 0; f < m; ++f) {
                product += phiQ[t][f] * phiK[j][f];
                for (std::size_t c = 0; c < dv; ++c) {
                    token.S[f * dv + c] += factor * phiK[j][f] * data.values[j][c];
                    token.scaleS[f * dv + c] += std::fabs(factor * phiK[j][f] * data.values[j][c]);
                }
                token.Z[f] += factor * phiK[j][f];
            }
            a[j] = factor * product;
            for (std::size_t c = 0; c < dv; ++c) {
                token.numerator[c] += a[j] * data.values[j][c];
                absNumerator[c] += std::fabs(a[j] * data.values[j][c]);
            }
            token.denominator += a[j];
            absDenominator += std::fabs(a[j]);
        }
        const double divisor = token.denominator + epsilon;
        if (divisor != 0.0) {
            token.output = std::vector<double>(dv);
            for (std::size_t c = 0; c < dv; ++c) {
                (*token.output)[c] = token.numerator[c] / divisor;
                token.scale = std::max(token.scale,
                    (absNumerator[c] + std::fabs((*token.output)[c]) * (absDenominator + epsilon))
                        / std::fabs(divisor));
            }
            for (double x : a)
                token.weights.push_back(x / divisor);
        }

        std::vector<double> scores(t + 1);
        double largest = -std::numeric_limits<double>::infinity();
        for (std::size_t j = 0; j <= t; ++j) {
            scores[j] = 0;
            for (std::size_t i = 0; i < data.queries[t].size(); ++i)
                scores[j] += data.queries[t][i] * data.keys[j][i];
            largest = std::max(largest, scores[j]);
        }
        double sum = 0;
        for (double &score : scores)
            sum += (score = std::exp(score - largest));
        token.softmax.assign(dv, 0.0);
        for (std::size_t j = 0; j <= t; ++j) {
            token.softmaxWeights.push_back(scores[j] / sum);
            for (std::size_t c = 0; c < dv; ++c)
                token.softmax[c] += scores[j] / sum * data.values[j][c];
        }
    }
    return tokens;
}

// The sequence with values of `valueDimension` coordinates: value t keeps its first coordinates
// (a built-in's number, or the first of its arrow's), the others point elsewhere (signs and sizes
// mixed), so the output is an average of arrows. The queries and keys are kept: the Unavailable
// tokens stay.
SequenceData withValueDimension(SequenceData data, std::size_t valueDimension)
{
    if (valueDimension == data.valueDimension())
        return data;
    const std::size_t kept = std::min(valueDimension, data.valueDimension());
    for (std::size_t t = 0; t < data.values.size(); ++t) {
        const double number = data.values[t].front();
        data.values[t].resize(valueDimension);
        for (std::size_t c = kept; c < valueDimension; ++c)
            data.values[t][c] = std::sin(1.7 * static_cast<double>(t + 1) + static_cast<double>(c))
                    * (c % 2 == 0 ? 5.0 : -2.0)
                + number * 0.25;
    }
    return data;
}

bool near(double actual, double expected, double scale)
{
    return std::fabs(actual - expected) <= kAgreement * std::max(scale, std::fabs(expected));
}

QString describe(const std::optional<std::vector<double>> &x)
{
    if (!x)
        return QStringLiteral("Unavailable");
    QStringList coordinates;
    for (double c : *x)
        coordinates << QString::number(c, 'g', 17);
    return QLatin1Char('[') + coordinates.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString describe(const std::optional<InlineVector> &x)
{
    return describe(x ? std::optional<std::vector<double>>(x->toVector()) : std::nullopt);
}

QStringList sequenceIds()
{
    QStringList ids;
    for (const SequencePreset &sequence : ProblemCatalog::sequences())
        ids << fromStd(sequence.id);
    return ids;
}

// Every built-in map, and FAVOR+ with other settings (m = 16, independent rows).
std::vector<const FeatureMap *> everyFeatureMap()
{
    static const auto favor16 = makeFavorFeatureMap(16, 3, false);
    std::vector<const FeatureMap *> maps = featureMaps();
    maps.push_back(favor16.get());
    return maps;
}

QString mapName(const FeatureMap &map)
{
    const std::string parameters = map.parameters();
    return fromStd(map.id()) + (parameters.empty() ? QString() : " (" + fromStd(parameters) + ")");
}

SequenceData makeSequence(
    std::vector<Vector> queries, std::vector<Vector> keys, std::vector<double> values)
{
    return SequenceData {"", std::move(queries), std::move(keys), scalarValues(values)};
}

QJsonArray arrayOf(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toArray();
}

std::vector<double> numbersOf(const QJsonValue &value)
{
    std::vector<double> numbers;
    for (const QJsonValue &each : value.toArray())
        numbers.push_back(each.toDouble());
    return numbers;
}

std::optional<double> optionalOf(const QJsonValue &value)
{
    return value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
}

// A value-shaped field as the JSON writes it: a number for scalar values, an array of d_v
// numbers, or S's rows (arrays of d_v) flattened row by row.
std::vector<double> valueOf(const QJsonValue &value)
{
    if (!value.isArray())
        return {value.toDouble()};
    std::vector<double> numbers;
    for (const QJsonValue &each : value.toArray()) {
        const std::vector<double> part = valueOf(each);
        numbers.insert(numbers.end(), part.begin(), part.end());
    }
    return numbers;
}

std::optional<std::vector<double>> optionalValueOf(const QJsonValue &value)
{
    return value.isNull() ? std::nullopt : std::optional<std::vector<double>>(valueOf(value));
}

std::optional<std::vector<double>> asVector(const std::optional<InlineVector> &value)
{
    return value ? std::optional<std::vector<double>>(value->toVector()) : std::nullopt;
}

// The one coordinate of a scalar value (the built-ins' values are numbers); NaN, which equals
// nothing, when the value has another shape.
double only(const InlineVector &value)
{
    return value.size() == 1 ? value[0] : std::numeric_limits<double>::quiet_NaN();
}

std::optional<double> only(const std::optional<InlineVector> &value)
{
    return value ? std::optional<double>(only(*value)) : std::nullopt;
}

} // namespace

Q_DECLARE_METATYPE(SequenceSettings)

class TestSequence : public QObject {
    Q_OBJECT

private slots:
    void catalogueHoldsTheBuiltInSequences();

    void formsAgreeWithTheDirectComputation_data();
    void formsAgreeWithTheDirectComputation();

    void firstTokenIsTheSeedExample_data();
    void firstTokenIsTheSeedExample();
    void firstArrowIsTheSeedExample_data();
    void firstArrowIsTheSeedExample();

    void repeatedQueryRowsEqualFreshRows_data();
    void repeatedQueryRowsEqualFreshRows();

    void reluLeavesGapsInTheSequence_data();
    void reluLeavesGapsInTheSequence();
    void epsilonFillsTheGapsAsTheStepTableDoes();

    void offDiagonalBlockRanks_data();
    void offDiagonalBlockRanks();
    void repeatedKeysLowerBothRanks();
    void numericalRankOfKnownMatrices_data();
    void numericalRankOfKnownMatrices();
    void largestOffDiagonalBlock_data();
    void largestOffDiagonalBlock();

    void decayForgetsTheEarlyToken();
    void memoryFigures();

    void settingsRefusals_data();
    void settingsRefusals();
    void dataRefusals_data();
    void dataRefusals();
    void computeSequenceRefusesBadInput();

    void dataFileReadsEitherKind();
    void dataFileRefusals_data();
    void dataFileRefusals();
    void dataFileNamesTheFile();
    void sequenceDataRoundTrips();

    void jsonExportReadsBack_data();
    void jsonExportReadsBack();
    void tableExportsHaveOneRowPerToken();
};

void TestSequence::catalogueHoldsTheBuiltInSequences()
{
    QCOMPARE(sequenceIds(),
        (QStringList {QStringLiteral("seq-general"), QStringLiteral("seq-relu-gaps"),
            QStringLiteral("seq-sharp-softmax"), QStringLiteral("seq-long"),
            QStringLiteral("seq-arrows")}));
    for (const SequencePreset &sequence : ProblemCatalog::sequences()) {
        QVERIFY(!sequence.title.empty());
        QVERIFY(!sequence.description.empty());
        QCOMPARE(fromStd(sequence.data.title), fromStd(sequence.title));
        QVERIFY2(!validate(sequence.data), sequence.id.c_str());
    }
    QCOMPARE(sequenceNamed(QStringLiteral("seq-long")).data.tokenCount(), kMaxKeys);
    QCOMPARE(sequenceNamed(QStringLiteral("seq-general")).data.tokenCount(), std::size_t(8));
    // Every built-in has numbers for values but the arrows, which have two coordinates.
    for (const SequencePreset &sequence : ProblemCatalog::sequences())
        QCOMPARE(sequence.data.valueDimension(), std::size_t(sequence.id == "seq-arrows" ? 2 : 1));
    QVERIFY(!ProblemCatalog::findSequence("general"));
}

void TestSequence::formsAgreeWithTheDirectComputation_data()
{
    QTest::addColumn<QString>("sequenceId");
    QTest::addColumn<int>("mapIndex");
    QTest::addColumn<SequenceSettings>("settings");
    QTest::addColumn<int>("valueDimension");

    const auto maps = everyFeatureMap();
    for (const QString &id : sequenceIds()) {
        const std::size_t n = sequenceNamed(id).data.tokenCount();
        for (std::size_t mapIndex = 0; mapIndex < maps.size(); ++mapIndex)
            for (const std::size_t chunk : {std::size_t(1), std::size_t(2), std::size_t(3), n})
                for (const double decay : {1.0, 0.9, 0.5})
                    for (const double epsilon : {0.0, kEpsilonPaper})
                        for (const int valueDimension : {1, 2, 3})
                            QTest::addRow("%s %s C=%zu γ=%g ε=%g d_v=%d", qPrintable(id),
                                qPrintable(mapName(*maps[mapIndex])), chunk, decay, epsilon,
                                valueDimension)
                                << id << int(mapIndex) << SequenceSettings {decay, chunk, epsilon}
                                << valueDimension;
    }
}

void TestSequence::formsAgreeWithTheDirectComputation()
{
    QFETCH(QString, sequenceId);
    QFETCH(int, mapIndex);
    QFETCH(SequenceSettings, settings);
    QFETCH(int, valueDimension);
    const SequencePreset &preset = sequenceNamed(sequenceId);
    const SequencePreset sequence {preset.id, preset.title, preset.description,
        withValueDimension(preset.data, std::size_t(valueDimension))};
    const std::size_t dv = std::size_t(valueDimension);
    const FeatureMap &map = *everyFeatureMap()[mapIndex];

    const SequenceTable table = computeSequence(sequence.data, map, settings, sequence.id);
    const std::vector<DirectToken> direct
        = directComputation(sequence.data, map, settings.decay, settings.epsilon);
    QCOMPARE(table.tokens.size(), direct.size());
    QCOMPARE(table.valueDimension, dv);
    QCOMPARE(fromStd(table.sequenceId.value_or("")), sequenceId);
    QCOMPARE(table.settings, settings);
    QCOMPARE(table.featureCount, map.featureCount(2));

    double largestDifference = -1;
    for (std::size_t t = 0; t < direct.size(); ++t) {
        const TokenRecord &token = table.tokens[t];
        const DirectToken &expected = direct[t];
        const QByteArray where = QByteArray("token ") + QByteArray::number(qulonglong(t + 1));
        QCOMPARE(token.token, t + 1);
        QCOMPARE(token.chunkStart, t / settings.chunkSize * settings.chunkSize + 1);

        QCOMPARE(token.value.size(), dv);
        QCOMPARE(token.S.size(), expected.S.size());
        for (std::size_t e = 0; e < expected.S.size(); ++e)
            QVERIFY2(near(token.S[e], expected.S[e], expected.scaleS[e]), where);
        for (std::size_t f = 0; f < expected.Z.size(); ++f)
            QVERIFY2(near(token.Z[f], expected.Z[f], std::fabs(expected.Z[f])), where);
        // Every form is available exactly where the direct denominator (+ ε) is not 0.
        for (const auto *form : {&token.recurrent, &token.parallel, &token.chunkwise}) {
            QVERIFY2(form->has_value() == expected.output.has_value(),
                qPrintable(QStringLiteral("%1: %2 against %3")
                               .arg(QString::fromLatin1(where), describe(*form),
                                   describe(expected.output))));
            if (!expected.output)
                continue;
            QCOMPARE((*form)->size(), dv);
            for (std::size_t c = 0; c < dv; ++c)
                QVERIFY2(near((**form)[c], (*expected.output)[c], expected.scale),
                    qPrintable(QStringLiteral("%1: %2 against %3")
                                   .arg(QString::fromLatin1(where), describe(*form),
                                       describe(expected.output))));
        }
        QCOMPARE(token.available(), expected.output.has_value());
        if (expected.output) {
            for (std::size_t c = 0; c < dv; ++c) {
                const double r = (*token.recurrent)[c], p = (*token.parallel)[c],
                             k = (*token.chunkwise)[c];
                largestDifference = std::max(
                    {largestDifference, std::fabs(r - p), std::fabs(r - k), std::fabs(p - k)});
                QVERIFY(near(token.numerator[c], expected.numerator[c],
                    expected.scale * std::fabs(token.denominator + settings.epsilon)));
            }
            QVERIFY(token.weights.has_value());
            QCOMPARE(token.weights->size(), t + 1);
            for (std::size_t j = 0; j <= t; ++j)
                QVERIFY2(
                    near((*token.weights)[j], expected.weights[j],
                        expected.scale / std::max(std::fabs((*expected.output)[0]), 1e-300) + 1.0),
                    where);
        } else {
            QVERIFY2(!token.weights, where);
        }

        QCOMPARE(token.softmaxWeights.size(), t + 1);
        for (std::size_t j = 0; j <= t; ++j)
            QVERIFY2(near(token.softmaxWeights[j], expected.softmaxWeights[j], 1.0), where);
        QCOMPARE(token.softmax.size(), dv);
        for (std::size_t c = 0; c < dv; ++c)
            QVERIFY2(
                near(token.softmax[c], expected.softmax[c], 1.0 + std::fabs(expected.softmax[c])),
                where);
    }
    if (largestDifference < 0) {
        QVERIFY(!table.maxDifference);
    } else {
        QVERIFY(table.maxDifference);
        QCOMPARE(*table.maxDifference, largestDifference);
    }

    // The rank fact that makes chunks work: an off-diagonal block of A has rank ≤ m.
    if (settings.chunkSize == sequence.data.tokenCount()) {
        QVERIFY(!table.offDiagonalBlock);
        QCOMPARE(table.linearBlockRank, std::size_t(0));
        QCOMPARE(table.softmaxBlockRank, std::size_t(0));
    } else {
        QVERIFY(table.offDiagonalBlock);
        const MatrixBlock &block = *table.offDiagonalBlock;
        QVERIFY(table.linearBlockRank
            <= std::min({table.featureCount, block.rowCount, block.columnCount}));
        QVERIFY(table.softmaxBlockRank <= std::min(block.rowCount, block.columnCount));
    }
}

// Where tokens share one query (the single query's sequence) each row of A and of softmax keeps
// the row before's scores. Token t's row must be what it is when computed afresh: the same
// sequence with other queries before t (the row then starts over) gives t the same numbers, bit
// for bit.
void TestSequence::repeatedQueryRowsEqualFreshRows_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<int>("mapIndex");
    QTest::addColumn<SequenceSettings>("settings");

    const auto maps = everyFeatureMap();
    for (const Preset &preset : ProblemCatalog::presets())
        for (std::size_t mapIndex = 0; mapIndex < maps.size(); ++mapIndex)
            for (const std::size_t chunk :
                {std::size_t(1), std::size_t(3), preset.data.keys.size()})
                for (const double decay : {1.0, 0.5})
                    QTest::addRow("%s %s C=%zu γ=%g", preset.id.c_str(),
                        qPrintable(mapName(*maps[mapIndex])), chunk, decay)
                        << QString::fromStdString(preset.id) << int(mapIndex)
                        << SequenceSettings {decay, std::min(chunk, preset.data.keys.size()), 0.0};
}

void TestSequence::repeatedQueryRowsEqualFreshRows()
{
    QFETCH(QString, presetId);
    QFETCH(int, mapIndex);
    QFETCH(SequenceSettings, settings);
    const AttentionData &data = presetNamed(presetId).data;
    const FeatureMap &map = *everyFeatureMap()[static_cast<std::size_t>(mapIndex)];
    const std::size_t n = data.keys.size();
    const SequenceData shared = sharedQuerySequence(data, n);
    QCOMPARE(shared.tokenCount(), n);
    const SequenceTable table = computeSequence(shared, map, settings);

    // Another query whose features differ (ReLU maps many negative queries to the same zeros),
    // so that the row starts over at t.
    Vector otherQuery = data.query;
    for (double &coordinate : otherQuery)
        coordinate = 0.5 - coordinate;
    QVERIFY(map.apply(otherQuery) != map.apply(data.query));
    for (std::size_t t = 1; t < n; ++t) {
        SequenceData fresh = shared;
        for (std::size_t j = 0; j < t; ++j)
            fresh.queries[j] = otherQuery;
        const TokenRecord &kept = table.tokens[t];
        const SequenceTable freshTable = computeSequence(fresh, map, settings);
        const TokenRecord &afresh = freshTable.tokens[t];
        const QByteArray where = QByteArray("token ") + QByteArray::number(qulonglong(t + 1));
        QVERIFY2(kept.ownScore == afresh.ownScore, where + " own score");
        QVERIFY2(kept.parallel == afresh.parallel, where + " parallel");
        QVERIFY2(kept.chunkwise == afresh.chunkwise, where + " chunkwise");
        QVERIFY2(kept.weights == afresh.weights, where + " weights");
        QVERIFY2(kept.softmax == afresh.softmax, where + " softmax");
        QVERIFY2(kept.softmaxWeights == afresh.softmaxWeights, where + " softmax weights");
        QVERIFY2(
            kept.softmaxWeights == softmaxWeightsOf(data.query, std::span(data.keys).first(t + 1)),
            where + " softmax weights of the query alone");
    }
}

void TestSequence::firstTokenIsTheSeedExample_data()
{
    QTest::addColumn<SequenceSettings>("settings");
    for (const std::size_t chunk : {std::size_t(1), std::size_t(4), std::size_t(8)})
        for (const double decay : {1.0, 0.5})
            QTest::addRow("C=%zu γ=%g", chunk, decay) << SequenceSettings {decay, chunk, 0.0};
}

void TestSequence::firstTokenIsTheSeedExample()
{
    QFETCH(SequenceSettings, settings);
    const SequencePreset &general = sequenceNamed(QStringLiteral("seq-general"));
    const SequenceTable table
        = computeSequence(general.data, featureMapNamed(QStringLiteral("elu1")), settings);
    const TokenRecord &first = table.tokens.front();
    QCOMPARE(first.query, (InlineVector {0.5, 1}));
    QCOMPARE(first.key, (InlineVector {1, 0}));
    QCOMPARE(only(first.value), 1.0);
    QCOMPARE(first.phiQuery, (InlineVector {1.5, 2}));
    QCOMPARE(first.phiKey, (InlineVector {2, 1}));
    QCOMPARE(first.S, (InlineVector {2, 1}));
    QCOMPARE(first.Z, (InlineVector {2, 1}));
    QCOMPARE(first.denominator, 5.0);
    QCOMPARE(only(first.numerator), 5.0);
    QCOMPARE(only(first.recurrent), std::optional<double>(1.0));
    QCOMPARE(only(first.parallel), std::optional<double>(1.0));
    QCOMPARE(only(first.chunkwise), std::optional<double>(1.0));
    QCOMPARE(first.weights, std::optional<std::vector<double>>(std::vector<double> {1.0}));
    QCOMPARE(first.softmaxWeights, std::vector<double> {1.0});
    QCOMPARE(only(first.softmax), 1.0);
}

void TestSequence::firstArrowIsTheSeedExample_data()
{
    QTest::addColumn<SequenceSettings>("settings");
    for (const std::size_t chunk : {std::size_t(1), std::size_t(4), std::size_t(6)})
        for (const double decay : {1.0, 0.5})
            QTest::addRow("C=%zu γ=%g", chunk, decay) << SequenceSettings {decay, chunk, 0.0};
}

// seq-arrows: the seed's query and key with the value [1, 0]. S = φ(k₁)v₁ᵀ has the rows
// 2·[1, 0] and 1·[1, 0]; φ(q₁)ᵀS = [1.5 × 2 + 2 × 1, 0] = [5, 0] over the denominator 5.
void TestSequence::firstArrowIsTheSeedExample()
{
    QFETCH(SequenceSettings, settings);
    const SequencePreset &arrows = sequenceNamed(QStringLiteral("seq-arrows"));
    const SequenceTable table
        = computeSequence(arrows.data, featureMapNamed(QStringLiteral("elu1")), settings);
    QCOMPARE(table.valueDimension, std::size_t(2));
    const TokenRecord &first = table.tokens.front();
    QCOMPARE(first.query, (InlineVector {0.5, 1}));
    QCOMPARE(first.key, (InlineVector {1, 0}));
    QCOMPARE(first.value, (InlineVector {1, 0}));
    QCOMPARE(first.S, (InlineVector {2, 0, 1, 0}));
    QCOMPARE(first.Z, (InlineVector {2, 1}));
    QCOMPARE(first.numerator, (InlineVector {5, 0}));
    QCOMPARE(first.denominator, 5.0);
    for (const auto *form : {&first.recurrent, &first.parallel, &first.chunkwise})
        QCOMPARE(*form, std::optional<InlineVector>(InlineVector {1, 0}));
    QCOMPARE(first.softmax, (InlineVector {1, 0}));
}

void TestSequence::reluLeavesGapsInTheSequence_data()
{
    QTest::addColumn<SequenceSettings>("settings");
    for (const std::size_t chunk : {std::size_t(1), std::size_t(2), std::size_t(3), std::size_t(6)})
        for (const double decay : {1.0, 0.9, 0.5})
            QTest::addRow("C=%zu γ=%g", chunk, decay) << SequenceSettings {decay, chunk, 0.0};
}

void TestSequence::reluLeavesGapsInTheSequence()
{
    QFETCH(SequenceSettings, settings);
    const SequencePreset &gaps = sequenceNamed(QStringLiteral("seq-relu-gaps"));
    const SequenceTable table
        = computeSequence(gaps.data, featureMapNamed(QStringLiteral("relu")), settings);
    QList<std::size_t> unavailable;
    for (const TokenRecord &token : table.tokens) {
        if (!token.available()) {
            unavailable << token.token;
            QVERIFY(!token.parallel && !token.chunkwise && !token.weights);
            QCOMPARE(token.denominator, 0.0);
            QCOMPARE(token.phiQuery, (InlineVector {0, 0}));
        } else {
            QVERIFY(token.parallel && token.chunkwise && token.weights);
            QVERIFY(token.denominator > 0);
        }
        QVERIFY(std::isfinite(only(token.softmax))); // softmax is never Unavailable
    }
    QCOMPARE(unavailable, (QList<std::size_t> {2, 4, 6}));
    QVERIFY(table.maxDifference); // over the available tokens
}

void TestSequence::epsilonFillsTheGapsAsTheStepTableDoes()
{
    // ε added to every denominator: a zero denominator reads numerator / ε instead of Unavailable,
    // as in the step table. The single-query step table of token 2's query over keys 1…2 is the
    // same computation at γ = 1.
    const SequencePreset &gaps = sequenceNamed(QStringLiteral("seq-relu-gaps"));
    const FeatureMap &relu = featureMapNamed(QStringLiteral("relu"));
    const SequenceTable table = computeSequence(gaps.data, relu, {1.0, 2, kEpsilonPaper});
    for (const TokenRecord &token : table.tokens) {
        QVERIFY(token.available());
        const AttentionData single {
            "", gaps.data.queries[token.token - 1], gaps.data.keys, gaps.data.values};
        const StepTable steps = computeStepTable(
            single, relu, token.token, std::nullopt, StepTableOptions {kEpsilonPaper});
        QCOMPARE(token.recurrent, steps.steps.back().output);
        QCOMPARE(token.denominator, steps.steps.back().denominator);
    }
    QCOMPARE(only(table.tokens[1].recurrent), std::optional<double>(0.0));
}

void TestSequence::offDiagonalBlockRanks_data()
{
    QTest::addColumn<QString>("sequenceId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<int>("chunk");
    QTest::addColumn<double>("decay");
    QTest::addColumn<int>("linearRank");
    QTest::addColumn<int>("softmaxRank");

    // ELU+1 in two dimensions: m = 2, so a 4 × 4 block has rank 2 where softmax's has 4.
    for (const double decay : {1.0, 0.9, 0.5}) {
        QTest::addRow("seq-long elu1 C=4 γ=%g", decay)
            << QStringLiteral("seq-long") << QStringLiteral("elu1") << 4 << decay << 2 << 4;
        QTest::addRow("seq-long identity C=4 γ=%g", decay)
            << QStringLiteral("seq-long") << QStringLiteral("identity") << 4 << decay << 2 << 4;
        QTest::addRow("seq-long softplus C=8 γ=%g", decay)
            << QStringLiteral("seq-long") << QStringLiteral("softplus") << 8 << decay << 2 << 8;
        QTest::addRow("seq-general elu1 C=4 γ=%g", decay)
            << QStringLiteral("seq-general") << QStringLiteral("elu1") << 4 << decay << 2 << 4;
    }
    // A 1 × 1 block: rank 1 for both.
    QTest::newRow("seq-general elu1 C=1")
        << QStringLiteral("seq-general") << QStringLiteral("elu1") << 1 << 1.0 << 1 << 1;
    // ReLU zeroes the block's queries where they are negative.
    QTest::newRow("seq-relu-gaps relu C=3: tokens 4–6, of which 4 and 6 are zero")
        << QStringLiteral("seq-relu-gaps") << QStringLiteral("relu") << 3 << 1.0 << 1 << 3;
}

void TestSequence::offDiagonalBlockRanks()
{
    QFETCH(QString, sequenceId);
    QFETCH(QString, mapId);
    QFETCH(int, chunk);
    QFETCH(double, decay);
    QFETCH(int, linearRank);
    QFETCH(int, softmaxRank);
    const SequenceTable table = computeSequence(
        sequenceNamed(sequenceId).data, featureMapNamed(mapId), {decay, std::size_t(chunk), 0.0});
    QVERIFY(table.offDiagonalBlock);
    QCOMPARE(table.offDiagonalBlock->firstRow, std::size_t(chunk + 1));
    QCOMPARE(table.offDiagonalBlock->firstColumn, std::size_t(1));
    QCOMPARE(int(table.linearBlockRank), linearRank);
    QCOMPARE(int(table.softmaxBlockRank), softmaxRank);
}

void TestSequence::repeatedKeysLowerBothRanks()
{
    // Keys 1…4 are one key: the block's columns are equal, rank 1 for linear attention and for
    // softmax alike. The scores reach 800, where e^800 overflows a double: softmax's block is
    // divided by each row's largest entry before the rank, so it still comes out right.
    const SequenceData data
        = makeSequence({{1, 0}, {0, 1}, {1, 1}, {2, 0}, {400, 0}, {0, 400}, {-1, 300}, {200, 200}},
            {{2, 1}, {2, 1}, {2, 1}, {2, 1}, {1, 0}, {0, 1}, {1, 1}, {-1, 0}},
            {1, 2, 3, 4, 5, 6, 7, 8});
    for (const FeatureMap *map : everyFeatureMap()) {
        const SequenceTable table = computeSequence(data, *map, {0.9, 4, 0.0});
        QCOMPARE(table.offDiagonalBlock, std::optional(MatrixBlock {5, 4, 1, 4}));
        QVERIFY2(table.linearBlockRank <= 1, map->id().data());
        QCOMPARE(table.softmaxBlockRank, std::size_t(1));
    }
    // Four different keys: softmax's block is of full rank even at these scores.
    SequenceData different = data;
    different.keys[1] = {1, 2};
    different.keys[2] = {-1, 1};
    different.keys[3] = {0.5, -2};
    different.queries = {{1, 0}, {0, 1}, {1, 1}, {2, 0}, {3, 0}, {0, 3}, {-1, 3}, {2, 2}};
    const SequenceTable full
        = computeSequence(different, featureMapNamed(QStringLiteral("elu1")), {1.0, 4, 0.0});
    QCOMPARE(full.linearBlockRank, std::size_t(2));
    QCOMPARE(full.softmaxBlockRank, std::size_t(4));
}

void TestSequence::numericalRankOfKnownMatrices_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<std::vector<double>>("matrix");
    QTest::addColumn<int>("rank");

    QTest::newRow("empty") << 0 << 0 << std::vector<double> {} << 0;
    QTest::newRow("zero 3 × 2") << 3 << 2 << std::vector<double>(6, 0.0) << 0;
    QTest::newRow("identity 4") << 4 << 4
                                << std::vector<double> {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0,
                                       1}
                                << 4;
    QTest::newRow("identity 4 scaled by 1e-300")
        << 4 << 4
        << std::vector<double> {1e-300, 0, 0, 0, 0, 1e-300, 0, 0, 0, 0, 1e-300, 0, 0, 0, 0, 1e-300}
        << 4;
    QTest::newRow("rows 2 = 2 × row 1") << 2 << 3 << std::vector<double> {1, 2, 3, 2, 4, 6} << 1;
    QTest::newRow("a tiny but genuine third direction")
        << 3 << 3 << std::vector<double> {1, 0, 0, 0, 1, 0, 0, 0, 1e-8} << 3;
    QTest::newRow("a third direction below the tolerance")
        << 3 << 3 << std::vector<double> {1, 0, 0, 0, 1, 0, 0, 0, 1e-13} << 2;

    // Sums of r outer products of random vectors: rank r, in wide, tall and square shapes.
    std::mt19937_64 engine(7);
    std::uniform_real_distribution<double> uniform(-1, 1);
    for (const auto &[rows, columns, rank] : {std::tuple {8, 8, 2}, std::tuple {32, 32, 2},
             std::tuple {32, 32, 5}, std::tuple {5, 12, 3}, std::tuple {12, 5, 5}}) {
        std::vector<double> matrix(rows * columns, 0.0);
        for (int r = 0; r < rank; ++r) {
            std::vector<double> u(rows), v(columns);
            for (double &x : u)
                x = uniform(engine);
            for (double &x : v)
                x = uniform(engine);
            for (int i = 0; i < rows; ++i)
                for (int j = 0; j < columns; ++j)
                    matrix[i * columns + j] += u[i] * v[j];
        }
        QTest::addRow("rank %d, %d × %d", rank, rows, columns) << rows << columns << matrix << rank;
    }
}

void TestSequence::numericalRankOfKnownMatrices()
{
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(std::vector<double>, matrix);
    QFETCH(int, rank);
    QCOMPARE(int(numericalRank(matrix, std::size_t(rows), std::size_t(columns))), rank);
}

void TestSequence::largestOffDiagonalBlock_data()
{
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("chunk");
    QTest::addColumn<int>("rowCount"); // 0: no block

    QTest::newRow("N = 8, C = 4: rows 5–8 × columns 1–4") << 8 << 4 << 4;
    QTest::newRow("N = 6, C = 4: rows 5–6 × columns 1–4") << 6 << 4 << 2;
    QTest::newRow("N = 8, C = 8: a single chunk") << 8 << 8 << 0;
    QTest::newRow("N = 1, C = 1") << 1 << 1 << 0;
    QTest::newRow("N = 64, C = 1") << 64 << 1 << 1;
    QTest::newRow("N = 64, C = 32") << 64 << 32 << 32;
}

void TestSequence::largestOffDiagonalBlock()
{
    QFETCH(int, tokens);
    QFETCH(int, chunk);
    QFETCH(int, rowCount);
    const auto block = linattn::largestOffDiagonalBlock(std::size_t(tokens), std::size_t(chunk));
    if (rowCount == 0) {
        QVERIFY(!block);
        return;
    }
    QVERIFY(block);
    QCOMPARE(*block,
        (MatrixBlock {std::size_t(chunk + 1), std::size_t(rowCount), 1, std::size_t(chunk)}));
}

void TestSequence::decayForgetsTheEarlyToken()
{
    // seq-long: token 1 carries the value 8 and token 64's query looks for it. With γ = 1 its
    // weight at token 64 is its plain share; with γ = 0.5 it is γ⁶³ ≈ 1e-19 times that.
    const SequencePreset &long64 = sequenceNamed(QStringLiteral("seq-long"));
    const FeatureMap &elu1 = featureMapNamed(QStringLiteral("elu1"));
    const SequenceTable kept = computeSequence(long64.data, elu1, {1.0, 4, 0.0});
    const SequenceTable forgotten = computeSequence(long64.data, elu1, {0.5, 4, 0.0});
    QCOMPARE(long64.data.values.front(), Vector {8.0});
    const double keptWeight = kept.tokens.back().weights->front();
    const double forgottenWeight = forgotten.tokens.back().weights->front();
    QVERIFY2(keptWeight > 0.02, qPrintable(fullPrecision(keptWeight)));
    QVERIFY2(forgottenWeight < 1e-17, qPrintable(fullPrecision(forgottenWeight)));
    // Softmax has no decay and finds the token: almost all its weight.
    QVERIFY(kept.tokens.back().softmaxWeights.front() > 0.5);
}

void TestSequence::memoryFigures()
{
    const SequenceData &data = sequenceNamed(QStringLiteral("seq-general")).data;
    const SequenceTable elu1 = computeSequence(data, featureMapNamed(QStringLiteral("elu1")), {});
    QCOMPARE(elu1.stateNumbers(), std::size_t(4));
    QCOMPARE(elu1.kvCacheNumbers(1), std::size_t(3));
    QCOMPARE(elu1.kvCacheNumbers(8), std::size_t(24));
    // Values of 3 coordinates: S is m × 3 (6 numbers) beside Z's 2; a KV cache keeps 2 + 3 per
    // token.
    const SequenceTable arrows
        = computeSequence(withValueDimension(data, 3), featureMapNamed(QStringLiteral("elu1")), {});
    QCOMPARE(arrows.stateNumbers(), std::size_t(8));
    QCOMPARE(arrows.kvCacheNumbers(8), std::size_t(40));
    const SequenceTable favor = computeSequence(data, featureMapNamed(QStringLiteral("favor")), {});
    QCOMPARE(favor.featureCount, kDefaultFavorFeatures);
    QCOMPARE(favor.stateNumbers(), 2 * kDefaultFavorFeatures);
    QCOMPARE(favor.kvCacheNumbers(8), std::size_t(24));
}

void TestSequence::settingsRefusals_data()
{
    QTest::addColumn<QString>("refusal");
    QTest::addColumn<QString>("expected");

    auto text = [](const std::optional<DataError> &error) {
        return error ? fromStd(error->toString()) : QStringLiteral("accepted");
    };
    auto parsed = [](const auto &result) {
        using Result = std::decay_t<decltype(result)>;
        const auto *error = std::get_if<DataError>(&result);
        static_assert(std::variant_size_v<Result> == 2);
        return error ? fromStd(error->toString()) : QStringLiteral("accepted");
    };
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("decay 0") << text(validateDecay(0)) << QStringLiteral("γ: 0 is outside (0, 1]");
    QTest::newRow("decay 1.5") << text(validateDecay(1.5))
                               << QStringLiteral("γ: 1.5 is outside (0, 1]");
    QTest::newRow("decay -0.5") << text(validateDecay(-0.5))
                                << QStringLiteral("γ: -0.5 is outside (0, 1]");
    QTest::newRow("decay NaN") << text(validateDecay(nan))
                               << QStringLiteral("γ: expected a finite number, got NaN");
    QTest::newRow("decay infinity") << text(validateDecay(std::numeric_limits<double>::infinity()))
                                    << QStringLiteral("γ: expected a finite number, got infinity");
    QTest::newRow("decay 1") << text(validateDecay(1)) << QStringLiteral("accepted");
    QTest::newRow("decay 1e-9") << text(validateDecay(1e-9)) << QStringLiteral("accepted");
    QTest::newRow("typed decay abc") << parsed(
        parseDecay("abc")) << QStringLiteral("γ: expected a number in (0, 1], got \"abc\"");
    QTest::newRow("typed decay 1.5")
        << parsed(parseDecay("1.5")) << QStringLiteral("γ: 1.5 is outside (0, 1]");
    QTest::newRow("typed decay 0.9") << parsed(parseDecay("0.9")) << QStringLiteral("accepted");
    QTest::newRow("chunk 0 of 8") << text(validateChunkSize(0, 8))
                                  << QStringLiteral("C: 0 is outside 1…8");
    QTest::newRow("chunk 9 of 8 (N + 1)")
        << text(validateChunkSize(9, 8)) << QStringLiteral("C: 9 is outside 1…8");
    QTest::newRow("chunk 8 of 8") << text(validateChunkSize(8, 8)) << QStringLiteral("accepted");
    QTest::newRow("typed chunk x")
        << parsed(parseChunkSize("x", 8))
        << QStringLiteral("C: expected a whole number from 1 to 8, got \"x\"");
    QTest::newRow("typed chunk -1")
        << parsed(parseChunkSize("-1", 8))
        << QStringLiteral("C: expected a whole number from 1 to 8, got \"-1\"");
    QTest::newRow("typed chunk 0")
        << parsed(parseChunkSize("0", 8)) << QStringLiteral("C: 0 is outside 1…8");
    QTest::newRow("settings: ε 2")
        << text(validateSettings({1.0, 4, 2.0}, 8)) << QStringLiteral("ε: 2 is outside 0…1");
    QTest::newRow("settings: decay first")
        << text(validateSettings({0.0, 0, 2.0}, 8)) << QStringLiteral("γ: 0 is outside (0, 1]");
    QTest::newRow("default settings for 8 tokens")
        << text(validateSettings({}, 8)) << QStringLiteral("accepted");
    QTest::newRow("default settings for 3 tokens")
        << text(validateSettings({}, 3)) << QStringLiteral("C: 4 is outside 1…3");
    QTest::newRow("clamped default for 3 tokens")
        << text(validateSettings({1.0, clampChunkSize(kDefaultChunkSize, 3), 0.0}, 3))
        << QStringLiteral("accepted");
}

void TestSequence::settingsRefusals()
{
    QFETCH(QString, refusal);
    QFETCH(QString, expected);
    QCOMPARE(refusal, expected);
}

void TestSequence::dataRefusals_data()
{
    QTest::addColumn<SequenceData>("data");
    QTest::addColumn<QString>("expected");

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const std::vector<Vector> fourKeys {{1, 0}, {0, 1}, {1, 1}, {-1, 0}};
    const std::vector<double> fourValues {1, 2, 3, 4};
    QTest::newRow("3 queries for 4 keys") << makeSequence({{1, 0}, {0, 1}, {1, 1}}, fourKeys,
        fourValues) << QStringLiteral("queries: 3 queries for 4 keys");
    QTest::newRow("5 queries for 4 keys") << makeSequence({{1, 0}, {0, 1}, {1, 1}, {1, 1}, {1, 1}},
        fourKeys, fourValues) << QStringLiteral("queries: 5 queries for 4 keys");
    QTest::newRow("no tokens") << makeSequence({}, {}, {})
                               << QStringLiteral("keys: expected 1 to 64 keys, got 0");
    QTest::newRow("65 tokens") << makeSequence(std::vector<Vector>(65, Vector {1, 0}),
        std::vector<Vector>(65, Vector {1, 0}), std::vector<double>(65, 1.0))
                               << QStringLiteral("keys: expected 1 to 64 keys, got 65");
    QTest::newRow("values for 3 of 4 keys") << makeSequence(fourKeys, fourKeys,
        {1, 2, 3}) << QStringLiteral("values: expected 4 numbers (one per key), got 3");
    QTest::newRow("NaN in a query") << makeSequence({{1, 0}, {nan, 1}, {1, 1}, {1, 1}}, fourKeys,
        fourValues) << QStringLiteral("queries[1][0]: expected a finite number, got NaN");
    QTest::newRow("infinity in a key")
        << makeSequence(fourKeys, {{1, 0}, {0, 1}, {1, -inf}, {-1, 0}}, fourValues)
        << QStringLiteral("keys[2][1]: expected a finite number, got -infinity");
    QTest::newRow("NaN value") << makeSequence(fourKeys, fourKeys, {1, 2, nan, 4})
                               << QStringLiteral("values[2]: expected a finite number, got NaN");
    QTest::newRow("2e6 in a query")
        << makeSequence({{2e6, 0}, {0, 1}, {1, 1}, {1, 1}}, fourKeys, fourValues)
        << QStringLiteral("queries[0][0]: 2000000 is above the limit of 1e6 in magnitude");
    QTest::newRow("a key of 3 numbers")
        << makeSequence(fourKeys, {{1, 0}, {0, 1, 2}, {1, 1}, {-1, 0}}, fourValues)
        << QStringLiteral("keys[1]: expected 2 numbers, got 3");
    QTest::newRow("empty queries") << makeSequence({{}, {}, {}, {}}, fourKeys,
        fourValues) << QStringLiteral("queries[0]: expected at least 1 number, got 0");
    const auto withValues = [&fourKeys](std::vector<Vector> values) {
        return SequenceData {"", fourKeys, fourKeys, std::move(values)};
    };
    QTest::newRow("values of two lengths") << withValues(
        {{1, 2}, {3, 4}, {5}, {6, 7}}) << QStringLiteral("values[2]: expected 2 numbers, got 1");
    QTest::newRow("NaN in a value of 2")
        << withValues({{1, 2}, {nan, 4}, {5, 6}, {6, 7}})
        << QStringLiteral("values[1][0]: expected a finite number, got NaN");
    QTest::newRow("a value of 9 numbers")
        << withValues(std::vector<Vector>(4, Vector(9, 1.0)))
        << QStringLiteral("values[0]: expected a value of 1 to 8 numbers, got 9 numbers");
    QTest::newRow("empty values") << withValues(std::vector<Vector>(4, Vector {}))
                                  << QStringLiteral(
                                         "values[0]: expected a value of 1 to 8 numbers, got 0 "
                                         "numbers");
    QTest::newRow("valid") << makeSequence(fourKeys, fourKeys, fourValues)
                           << QStringLiteral("accepted");
    QTest::newRow("valid with values of 8")
        << withValues(std::vector<Vector>(4, Vector(8, -2.5))) << QStringLiteral("accepted");
}

void TestSequence::dataRefusals()
{
    QFETCH(SequenceData, data);
    QFETCH(QString, expected);
    const auto error = validate(data);
    QCOMPARE(error ? fromStd(error->toString()) : QStringLiteral("accepted"), expected);
}

void TestSequence::computeSequenceRefusesBadInput()
{
    const SequenceData &data = sequenceNamed(QStringLiteral("seq-general")).data;
    const FeatureMap &elu1 = featureMapNamed(QStringLiteral("elu1"));
    auto refusal = [&](const SequenceData &input, const SequenceSettings &settings) {
        try {
            computeSequence(input, elu1, settings);
        } catch (const InvalidDataError &error) {
            return QStringLiteral("data: ") + fromStd(error.what());
        } catch (const std::invalid_argument &error) {
            return QStringLiteral("settings: ") + fromStd(error.what());
        }
        return QStringLiteral("accepted");
    };
    QCOMPARE(refusal(data, {1.5, 4, 0}), QStringLiteral("settings: γ: 1.5 is outside (0, 1]"));
    QCOMPARE(refusal(data, {1.0, 9, 0}), QStringLiteral("settings: C: 9 is outside 1…8"));
    QCOMPARE(refusal(data, {1.0, 0, 0}), QStringLiteral("settings: C: 0 is outside 1…8"));
    QCOMPARE(refusal(data, {1.0, 4, -1}), QStringLiteral("settings: ε: -1 is outside 0…1"));
    SequenceData short3 = data;
    short3.queries.resize(3);
    QCOMPARE(refusal(short3, {}), QStringLiteral("data: queries: 3 queries for 8 keys"));
    QCOMPARE(refusal(data, {}), QStringLiteral("accepted"));
}

void TestSequence::dataFileReadsEitherKind()
{
    DataFileContents contents;
    auto error = readDataFile(R"({"title": "Mine", "queries": [[0.5, 1], [1, -1]],
        "keys": [[1, 0], [0, 1]], "values": [1, 3]})",
        contents);
    QVERIFY2(!error, error ? error->toString().c_str() : "");
    QVERIFY(std::holds_alternative<SequenceData>(contents));
    QCOMPARE(std::get<SequenceData>(contents),
        (SequenceData {"Mine", {{0.5, 1}, {1, -1}}, {{1, 0}, {0, 1}}, {{1}, {3}}}));

    error = readDataFile(R"({"query": [0.5, 1], "keys": [[1, 0]], "values": [1]})", contents);
    QVERIFY2(!error, error ? error->toString().c_str() : "");
    QVERIFY(std::holds_alternative<AttentionData>(contents));
    QCOMPARE(std::get<AttentionData>(contents).query, (Vector {0.5, 1}));
}

void TestSequence::dataFileRefusals_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");

    QTest::newRow("both query and queries")
        << QByteArray(R"({"query": [1, 0], "queries": [[1, 0]], "keys": [[1, 0]], "values": [1]})")
        << QStringLiteral(
               R"(queries: expected either "query" (one query) or "queries" (one per key), not both)");
    QTest::newRow("neither query nor queries")
        << QByteArray(R"({"keys": [[1, 0]], "values": [1]})")
        << QStringLiteral(
               R"(query: missing: expected "query" (one query) or "queries" (one per key))");
    QTest::newRow("3 queries for 4 keys") << QByteArray(R"({"queries": [[1, 0], [0, 1], [1, 1]],
            "keys": [[1, 0], [0, 1], [1, 1], [2, 2]], "values": [1, 2, 3, 4]})")
                                          << QStringLiteral("queries: 3 queries for 4 keys");
    QTest::newRow("a query of 3 numbers")
        << QByteArray(R"({"queries": [[1, 0, 2]], "keys": [[1, 0]], "values": [1]})")
        << QStringLiteral("queries[0]: expected 2 numbers, got 3");
    QTest::newRow("queries is a number")
        << QByteArray(R"({"queries": 1, "keys": [[1, 0]], "values": [1]})")
        << QStringLiteral("queries: expected an array of queries, got a number");
    QTest::newRow("values for 1 of 2 keys")
        << QByteArray(R"({"queries": [[1, 0], [0, 1]], "keys": [[1, 0], [0, 1]], "values": [1]})")
        << QStringLiteral("values: expected 2 values (one per key), got 1");
    const QByteArray twoTokens = R"({"queries": [[1, 0], [0, 1]], "keys": [[1, 0], [0, 1]], )";
    QTest::newRow("a number after an array of values")
        << twoTokens + R"("values": [[1, 2], 3]})"
        << QStringLiteral("values[1]: expected an array of 2 numbers like values[0], got a number");
    QTest::newRow("an array after a number of values")
        << twoTokens + R"("values": [1, [2]]})"
        << QStringLiteral("values[1]: expected a number like values[0], got an array (every "
                          "value must have the same shape)");
    QTest::newRow("values of two lengths")
        << twoTokens + R"("values": [[1, 2], [3, 4, 5]]})"
        << QStringLiteral("values[1]: expected 2 numbers, got 3");
    QTest::newRow("an empty value") << twoTokens + R"("values": [[], []]})"
                                    << QStringLiteral("values[0]: expected a value of 1 to 8 "
                                                      "numbers, got 0 numbers");
    QTest::newRow("a value of 9 numbers")
        << twoTokens + R"("values": [[1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9]]})"
        << QStringLiteral("values[0]: expected a value of 1 to 8 numbers, got 9 numbers");
    QTest::newRow("a string in a value")
        << twoTokens + R"("values": [[1, 2], [3, "x"]]})"
        << QStringLiteral("values[1][1]: expected a number, got a string");
    QTest::newRow("a number, then an arrow, for one query")
        << QByteArray(R"({"query": [1, 0], "keys": [[1, 0], [0, 1]], "values": [2, [1, 2]]})")
        << QStringLiteral("values[1]: expected a number like values[0], got an array (every value "
                          "must have the same shape)");
    QTest::newRow("a misspelt key in a sequence")
        << QByteArray(R"({"queries": [[1, 0]], "keys": [[1, 0]], "valuez": [1]})")
        << QStringLiteral("valuez: unknown key; did you mean values?");
}

void TestSequence::dataFileRefusals()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    DataFileContents contents = SequenceData {"untouched", {{1, 1}}, {{1, 1}}, {{1}}};
    const auto error = readDataFile(json, contents);
    QVERIFY(error);
    QCOMPARE(fromStd(error->toString()), expected);
    QCOMPARE(std::get<SequenceData>(contents).title, std::string("untouched"));
}

void TestSequence::dataFileNamesTheFile()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString bad = writeFileIn(folder, QStringLiteral("data.json"),
        R"({"queries": [[1, 0], [0, 1], [1, 1]], "keys": [[1, 0], [0, 1], [1, 1], [2, 2]],
            "values": [1, 2, 3, 4]})");
    const auto refused = loadDataOrSequenceFile(bad);
    QVERIFY(std::holds_alternative<QString>(refused));
    QCOMPARE(std::get<QString>(refused), bad + QStringLiteral(": queries: 3 queries for 4 keys"));

    const QString good = writeFileIn(folder, QStringLiteral("mine.json"),
        R"({"queries": [[1, 0]], "keys": [[1, 0]], "values": [1]})");
    const auto loaded = loadDataOrSequenceFile(good);
    QVERIFY(std::holds_alternative<DataFileContents>(loaded));
    QCOMPARE(std::get<SequenceData>(std::get<DataFileContents>(loaded)).title, std::string("mine"));

    // The single-query reader names a sequence file as what it is.
    const auto single = loadDataFile(good);
    QVERIFY(std::holds_alternative<QString>(single));
    QVERIFY2(std::get<QString>(single).contains(QStringLiteral(": queries: a sequence")),
        qPrintable(std::get<QString>(single)));
}

void TestSequence::sequenceDataRoundTrips()
{
    for (const SequencePreset &sequence : ProblemCatalog::sequences()) {
        const QByteArray json = QJsonDocument(sequenceDataToJson(sequence.data)).toJson();
        SequenceData out;
        const auto error = readSequenceData(json, out, KeyCheck::Strict);
        QVERIFY2(!error, error ? error->toString().c_str() : "");
        QCOMPARE(out, sequence.data);
        // The same with values of 2 and 3 coordinates: arrays in the file, read back as written.
        for (const std::size_t valueDimension : {std::size_t(2), std::size_t(3)}) {
            const SequenceData vectors = withValueDimension(sequence.data, valueDimension);
            const QJsonObject object = sequenceDataToJson(vectors);
            QVERIFY(object.value("values").toArray().first().isArray());
            SequenceData read;
            const auto vectorError
                = readSequenceData(QJsonDocument(object).toJson(), read, KeyCheck::Strict);
            QVERIFY2(!vectorError, vectorError ? vectorError->toString().c_str() : "");
            QCOMPARE(read, vectors);
        }
    }
}

void TestSequence::jsonExportReadsBack_data()
{
    QTest::addColumn<QString>("sequenceId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<SequenceSettings>("settings");
    QTest::addColumn<int>("valueDimension");
    QTest::newRow("seq-general elu1")
        << QStringLiteral("seq-general") << QStringLiteral("elu1") << SequenceSettings {} << 1;
    QTest::newRow("seq-relu-gaps relu γ=0.9 C=3")
        << QStringLiteral("seq-relu-gaps") << QStringLiteral("relu")
        << SequenceSettings {0.9, 3, 0.0} << 1;
    QTest::newRow("seq-sharp-softmax favor ε=1e-6 C=6")
        << QStringLiteral("seq-sharp-softmax") << QStringLiteral("favor")
        << SequenceSettings {1.0, 6, kEpsilonPaper} << 1;
    QTest::newRow("seq-long softplus γ=0.5")
        << QStringLiteral("seq-long") << QStringLiteral("softplus")
        << SequenceSettings {0.5, 4, 0.0} << 1;
    QTest::newRow("seq-general elu1 d_v=2")
        << QStringLiteral("seq-general") << QStringLiteral("elu1") << SequenceSettings {} << 2;
    QTest::newRow("seq-relu-gaps relu γ=0.9 C=3 d_v=3")
        << QStringLiteral("seq-relu-gaps") << QStringLiteral("relu")
        << SequenceSettings {0.9, 3, 0.0} << 3;
}

void TestSequence::jsonExportReadsBack()
{
    QFETCH(QString, sequenceId);
    QFETCH(QString, mapId);
    QFETCH(SequenceSettings, settings);
    QFETCH(int, valueDimension);
    const SequencePreset &preset = sequenceNamed(sequenceId);
    const SequencePreset sequence {preset.id, preset.title, preset.description,
        withValueDimension(preset.data, std::size_t(valueDimension))};
    const SequenceTable table
        = computeSequence(sequence.data, featureMapNamed(mapId), settings, sequence.id);

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(
        QByteArray::fromStdString(exportSequenceJson(table)), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    const QJsonObject root = document.object();
    QStringList keys = root.keys();
    keys.sort();
    QCOMPARE(keys,
        (QStringList {"chunk", "decay", "epsilon", "featureMap", "featureMapParameters",
            "featureMapSettings", "maxDifference", "offDiagonalRank", "sequence", "title",
            "tokens"}));
    // The map's settings: FAVOR+'s m, seed and orthogonality as numbers, null for the others.
    QCOMPARE(root.value("featureMapParameters").toString(), fromStd(table.featureMapParameters));
    if (mapId == QLatin1String("favor")) {
        const QJsonObject favor = root.value("featureMapSettings").toObject();
        QCOMPARE(favor.value("features").toInt(), 64);
        QCOMPARE(favor.value("seed").toInt(), 1);
        QCOMPARE(favor.value("orthogonal").toBool(), true);
    } else {
        QVERIFY(root.value("featureMapSettings").isNull());
    }
    QCOMPARE(root.value("sequence").toString(), sequenceId);
    QCOMPARE(root.value("title").toString(), fromStd(sequence.title));
    QCOMPARE(root.value("featureMap").toString(), mapId);
    QCOMPARE(root.value("decay").toDouble(), settings.decay);
    QCOMPARE(root.value("chunk").toInt(), int(settings.chunkSize));
    QCOMPARE(root.value("epsilon").toDouble(), settings.epsilon);
    QCOMPARE(optionalOf(root.value("maxDifference")), table.maxDifference);
    const QJsonObject ranks = root.value("offDiagonalRank").toObject();
    QCOMPARE(ranks.keys(), (QStringList {"linear", "softmax"}));
    QCOMPARE(ranks.value("linear").toInt(), int(table.linearBlockRank));
    QCOMPARE(ranks.value("softmax").toInt(), int(table.softmaxBlockRank));

    const QJsonArray tokens = arrayOf(root, "tokens");
    QCOMPARE(std::size_t(tokens.size()), table.tokens.size());
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QJsonObject token = tokens[i].toObject();
        const TokenRecord &record = table.tokens[std::size_t(i)];
        QStringList tokenKeys = token.keys();
        tokenKeys.sort();
        QCOMPARE(tokenKeys,
            (QStringList {"S", "Z", "available", "chunkwise", "denominator", "key", "numerator",
                "parallel", "phiKey", "phiQuery", "query", "recurrent", "softmax", "softmaxWeights",
                "t", "value", "weights"}));
        // Numbered from 0, as the window shows the tokens.
        QCOMPARE(token.value("t").toInt(), int(record.token) - 1);
        QCOMPARE(numbersOf(token.value("query")), record.query.toVector());
        QCOMPARE(numbersOf(token.value("key")), record.key.toVector());
        QCOMPARE(valueOf(token.value("value")), record.value.toVector());
        QCOMPARE(numbersOf(token.value("phiQuery")), record.phiQuery.toVector());
        QCOMPARE(numbersOf(token.value("phiKey")), record.phiKey.toVector());
        QCOMPARE(valueOf(token.value("S")), record.S.toVector());
        QCOMPARE(token.value("S").toArray().size(), qsizetype(table.featureCount));
        QCOMPARE(numbersOf(token.value("Z")), record.Z.toVector());
        QCOMPARE(valueOf(token.value("numerator")), record.numerator.toVector());
        QCOMPARE(token.value("numerator").isArray(), valueDimension > 1);
        QCOMPARE(token.value("denominator").toDouble(), record.denominator);
        QCOMPARE(token.value("available").toBool(), record.available());
        QCOMPARE(optionalValueOf(token.value("recurrent")), asVector(record.recurrent));
        QCOMPARE(optionalValueOf(token.value("parallel")), asVector(record.parallel));
        QCOMPARE(optionalValueOf(token.value("chunkwise")), asVector(record.chunkwise));
        QCOMPARE(valueOf(token.value("softmax")), record.softmax.toVector());
        if (record.weights)
            QCOMPARE(numbersOf(token.value("weights")), *record.weights);
        else
            QVERIFY(token.value("weights").isNull());
        QCOMPARE(numbersOf(token.value("softmaxWeights")), record.softmaxWeights);
    }
    if (sequenceId == QStringLiteral("seq-relu-gaps"))
        QVERIFY(tokens[1].toObject().value("recurrent").isNull());
}

void TestSequence::tableExportsHaveOneRowPerToken()
{
    const SequencePreset &gaps = sequenceNamed(QStringLiteral("seq-relu-gaps"));
    const SequenceTable table = computeSequence(
        gaps.data, featureMapNamed(QStringLiteral("relu")), {1.0, 2, 0.0}, gaps.id);
    const std::size_t rows = table.tokens.size();

    const QStringList csv = fromStd(exportSequence(table, ExportFormat::Csv))
                                .split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(std::size_t(csv.size()), rows + 1);
    QCOMPARE(csv[0],
        QStringLiteral("t,query_0,query_1,key_0,key_1,value,phi_query_0,phi_query_1,phi_key_0,"
                       "phi_key_1,S_0,S_1,Z_0,Z_1,numerator,denominator,available,recurrent,"
                       "parallel,chunkwise,softmax,sequence,title,feature_map,"
                       "feature_map_settings,decay,chunk,epsilon"));
    // What made the table ends every row: γ = 1, C = 2, ε = 0 here.
    QVERIFY2(csv[1].endsWith(QStringLiteral(",seq-relu-gaps,") + fromStd(gaps.data.title)
                 + QStringLiteral(",relu,,1,2,0")),
        qPrintable(csv[1]));
    QCOMPARE(csv[1].split(QLatin1Char(',')).size(), csv[0].split(QLatin1Char(',')).size());
    // The tokens are numbered from 0, as in the window.
    QVERIFY2(csv[1].startsWith(QStringLiteral("0,")) && csv[2].startsWith(QStringLiteral("1,")),
        qPrintable(csv[1]));
    // Token 1 (the second) is Unavailable: empty cells, never NaN.
    QVERIFY2(csv[2].contains(QStringLiteral(",false,,,,")), qPrintable(csv[2]));
    QVERIFY(!csv.join(QString()).contains(QStringLiteral("nan"), Qt::CaseInsensitive));

    const QString markdown = fromStd(exportSequence(table, ExportFormat::Markdown));
    const QStringList tableLines
        = markdown.split(QLatin1Char('\n')).filter(QRegularExpression(QStringLiteral("^\\|")));
    QCOMPARE(std::size_t(tableLines.size()), rows + 2);
    QCOMPARE(tableLines[0].count(QLatin1Char('|')), 14);
    QVERIFY(tableLines[3].contains(QStringLiteral("| Unavailable | Unavailable | Unavailable |")));
    QVERIFY(markdown.contains(QStringLiteral("linear 1 (m = 2), softmax 2")));

    const QString latex = fromStd(exportSequence(table, ExportFormat::Latex, 3));
    QVERIFY(latex.contains(QStringLiteral("\\begin{tabular}{rccrcccrrrrrr}")));
    const QStringList latexRows
        = latex.split(QLatin1Char('\n')).filter(QRegularExpression(QStringLiteral("\\\\\\\\$")));
    QCOMPARE(std::size_t(latexRows.size()), rows + 1); // the header too
    for (const QString &row : latexRows)
        QCOMPARE(row.count(QLatin1Char('&')), 12);
}

QTEST_GUILESS_MAIN(TestSequence)
#include "tst_sequence.moc"
