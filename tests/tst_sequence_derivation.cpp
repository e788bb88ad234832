// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The sequence view's worked derivation for one token (core/teaching/sequence_derivation): the
// lines of seq-general's tokens 1 and 2 with ELU+1 written out by hand, at γ = 1 and γ = 0.5 and
// with C = 1 (a chunk that carries the state); Unavailable tokens explained; and, at every
// sequence × feature map × token, lines in order with their numbers equal to the table's.

#include "ProblemCatalog.h"
#include "feature_map.h"
#include "number_format.h"
#include "sequence_derivation.h"
#include "sequence_table.h"

#include <QTest>

#include <map>

using namespace linattn;

namespace {

const SequencePreset &sequenceNamed(const char *id)
{
    const SequencePreset *sequence = ProblemCatalog::findSequence(id);
    if (!sequence)
        qFatal("no sequence %s", id);
    return *sequence;
}

const FeatureMap &mapNamed(const char *id)
{
    const FeatureMap *map = findFeatureMap(id);
    if (!map)
        qFatal("no feature map %s", id);
    return *map;
}

// The lines in English, by id.
std::map<std::string, WrittenLine> linesById(
    const char *sequenceId, const char *mapId, std::size_t token, SequenceSettings settings = {})
{
    const SequencePreset &sequence = sequenceNamed(sequenceId);
    const FeatureMap &map = mapNamed(mapId);
    const SequenceTable table = computeSequence(sequence.data, map, settings, sequence.id);
    std::map<std::string, WrittenLine> byId;
    for (const WrittenLine &line : writtenEnglish(buildSequenceDerivation(table, map, token)))
        byId[line.id] = line;
    return byId;
}

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

class TestSequenceDerivation : public QObject {
    Q_OBJECT

private slots:
    void firstTokenIsTheSeedsExample();
    void secondToken_data();
    void secondToken();
    void chunkCarriesTheState();
    void unavailableTokenIsExplained();
    void cancellationIsExplainedAsCancellation_data();
    void cancellationIsExplainedAsCancellation();
    void underflowIsExplainedAsUnderflow();
    void everyTokenAgreesWithTheTable_data();
    void everyTokenAgreesWithTheTable();
    void tokenOutsideTheSequenceHasNoLines();
};

// Token 0, numbered as the single query's keys are: q₀ = [0.5, 1], k₀ = [1, 0], v₀ = 1:
// φ(q₀) = [1.5, 2], S₀ = Z₀ = [2, 1], 5 / 5 = 1.
void TestSequenceDerivation::firstTokenIsTheSeedsExample()
{
    auto lines = linesById("seq-general", "elu1", 1);
    QCOMPARE(q(lines["phi-query"].label), QStringLiteral("φ(q₀), q₀ = [0.5, 1]"));
    QCOMPARE(q(lines["phi-key"].label), QStringLiteral("φ(k₀), k₀ = [1, 0]"));
    QCOMPARE(q(lines["phi-query"].result), QStringLiteral("[1.5, 2]"));
    QCOMPARE(q(lines["phi-key"].result), QStringLiteral("[2, 1]"));
    QCOMPARE(q(lines["s"].label), QStringLiteral("S₀ = φ(k₀)v₀"));
    QCOMPARE(q(lines["z"].label), QStringLiteral("Z₀ = φ(k₀)"));
    // Every line names its token.
    QCOMPARE(q(lines["denominator"].label), QStringLiteral("denominator φ(q₀)·Z₀"));
    QCOMPARE(q(lines["numerator"].label), QStringLiteral("numerator φ(q₀)·S₀"));
    QCOMPARE(q(lines["output"].label), QStringLiteral("output φ(q₀)·S₀ / φ(q₀)·Z₀"));
    QCOMPARE(q(lines["parallel"].label),
        QStringLiteral("parallel form: row 0 of the masked matrix, without S or Z"));
    QCOMPARE(q(lines["s"].formula), QStringLiteral("[2, 1] × 1"));
    QCOMPARE(q(lines["s"].result), QStringLiteral("[2, 1]"));
    QCOMPARE(q(lines["z"].formula), QStringLiteral("[2, 1]"));
    QCOMPARE(q(lines["denominator"].formula), QStringLiteral("(1.5 × 2) + (2 × 1)"));
    QCOMPARE(q(lines["denominator"].result), QStringLiteral("5"));
    QCOMPARE(q(lines["numerator"].result), QStringLiteral("5"));
    QCOMPARE(q(lines["output"].formula), QStringLiteral("5 / 5"));
    QCOMPARE(q(lines["output"].result), QStringLiteral("1"));
    // φ(q₀)·φ(k₀) = 1.5 × 2 + 2 × 1 = 5 is the one weight.
    QCOMPARE(q(lines["parallel"].formula), QStringLiteral("(5 × 1) / (5)"));
    QCOMPARE(q(lines["parallel"].result), QStringLiteral("1"));
    QCOMPARE(q(lines["chunkwise"].result), QStringLiteral("1"));
    QCOMPARE(q(lines["difference"].result), QStringLiteral("0"));
    QCOMPARE(q(lines["softmax"].result), QStringLiteral("1"));
    // The views' softmax has no 1/√d, and its label says so (the labs' kernels keep it).
    QCOMPARE(q(lines["softmax"].label),
        QStringLiteral("contrast: softmax Σ e^(q·kᵢ)vᵢ / Σ e^(q·kᵢ), no 1/√d"));
    QVERIFY(lines.count("why-unavailable") == 0);
}

// Token 1: q₁ = [1, −0.5], k₁ = [0, 1], v₁ = 3, φ(k₁) = [1, 2], φ(q₁) = [2, e^−0.5 = 0.6065].
void TestSequenceDerivation::secondToken_data()
{
    QTest::addColumn<double>("decay");
    QTest::addColumn<QString>("sLabel");
    QTest::addColumn<QString>("sFormula");
    QTest::addColumn<QString>("sResult");
    QTest::addColumn<QString>("zFormula");
    QTest::addColumn<QString>("zResult");
    QTest::addColumn<QString>("parallelFormula");
    // S₁ = [2, 1] + [1, 2] × 3 = [5, 7]; Z₁ = [3, 3]; weights 2·2 + 0.6065·1 = 4.6065 (γ¹ × that
    // at γ = 0.5: 2.3033) and 2·1 + 0.6065·2 = 3.2131.
    QTest::addRow("gamma 1") << 1.0 << QStringLiteral("S₁ = S₀ + φ(k₁)v₁")
                             << QStringLiteral("[2, 1] + [1, 2] × 3") << QStringLiteral("[5, 7]")
                             << QStringLiteral("[2, 1] + [1, 2]") << QStringLiteral("[3, 3]")
                             << QStringLiteral("(4.6065 × 1 + 3.2131 × 3) / (4.6065 + 3.2131)");
    QTest::addRow("gamma 0.5") << 0.5 << QStringLiteral("S₁ = γS₀ + φ(k₁)v₁")
                               << QStringLiteral("0.5 × [2, 1] + [1, 2] × 3")
                               << QStringLiteral("[4, 6.5]")
                               << QStringLiteral("0.5 × [2, 1] + [1, 2]")
                               << QStringLiteral("[2, 2.5]")
                               << QStringLiteral("(2.3033 × 1 + 3.2131 × 3) / (2.3033 + 3.2131)");
}

void TestSequenceDerivation::secondToken()
{
    QFETCH(double, decay);
    QFETCH(QString, sLabel);
    QFETCH(QString, sFormula);
    QFETCH(QString, sResult);
    QFETCH(QString, zFormula);
    QFETCH(QString, zResult);
    QFETCH(QString, parallelFormula);
    auto lines = linesById("seq-general", "elu1", 2, SequenceSettings {decay, 4, 0.0});
    QCOMPARE(q(lines["phi-query"].result), QStringLiteral("[2, 0.6065]"));
    QCOMPARE(q(lines["phi-key"].result), QStringLiteral("[1, 2]"));
    QCOMPARE(q(lines["s"].label), sLabel);
    QCOMPARE(q(lines["s"].formula), sFormula);
    QCOMPARE(q(lines["s"].result), sResult);
    QCOMPARE(q(lines["z"].formula), zFormula);
    QCOMPARE(q(lines["z"].result), zResult);
    QCOMPARE(q(lines["parallel"].formula), parallelFormula);
    QCOMPARE(q(lines["chunkwise"].label),
        QStringLiteral(
            "chunkwise form: the state before token 0, then direct sums over tokens 0…1"));
}

// With C = 1 every token is its own chunk: token 1's chunkwise form carries φ(q₁)·S₀ =
// 2 × 2 + 0.6065 × 1 = 4.6065 and φ(q₁)·Z₀ = the same, decayed once at γ = 0.5 (2.3033).
void TestSequenceDerivation::chunkCarriesTheState()
{
    auto lines = linesById("seq-general", "elu1", 2, SequenceSettings {0.5, 1, 0.0});
    QCOMPARE(q(lines["chunkwise"].label),
        QStringLiteral(
            "chunkwise form: the state before token 1, then direct sums over tokens 1…1"));
    QCOMPARE(q(lines["chunkwise"].formula),
        QStringLiteral("(0.5 × 4.6065 + 3.2131 × 3) / (0.5 × 4.6065 + 3.2131)"));
    QCOMPARE(lines["chunkwise"].value, lines["output"].value);
}

void TestSequenceDerivation::unavailableTokenIsExplained()
{
    const SequencePreset &sequence = sequenceNamed("seq-relu-gaps");
    const FeatureMap &relu = mapNamed("relu");
    const SequenceTable table = computeSequence(sequence.data, relu, {}, sequence.id);
    int explained = 0;
    for (std::size_t t = 1; t <= table.tokens.size(); ++t) {
        if (table.tokens[t - 1].available())
            continue;
        auto lines = linesById("seq-relu-gaps", "relu", t);
        QCOMPARE(q(lines["output"].result), QStringLiteral("Unavailable"));
        QVERIFY(lines["output"].unavailable);
        QVERIFY(!lines["output"].value.has_value());
        QCOMPARE(q(lines["parallel"].result), QStringLiteral("Unavailable"));
        QCOMPARE(q(lines["chunkwise"].result), QStringLiteral("Unavailable"));
        QVERIFY(lines.count("why-unavailable") == 1);
        // ReLU: the rule that zeroes the features, with this token's own φ(qₜ) and Zₜ, named
        // as shown (from 0).
        const QString why = q(lines["why-unavailable"].formula);
        QVERIFY2(why.startsWith(QStringLiteral("The denominator is exactly 0")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("ReLU maps x ≤ 0 to 0")), qPrintable(why));
        QVERIFY2(why.contains(q(subscripted("Z", t - 1)) + " = "), qPrintable(why));
        QVERIFY2(lines.count("difference") == 0, "no difference between values that do not exist");
        ++explained;
    }
    QVERIFY(explained > 0);
}

// Identity keeps negative features: q₁ = [1, 0] with keys [1, 0] and [−1, 0] gives Z₁ = [0, 0]
// and a denominator of 0 by cancellation, with a numerator of 1 × 1 + (−1) × 2 = −1. No text may
// say that no feature is shared or that no token has a weight (worked out by hand).
void TestSequenceDerivation::cancellationIsExplainedAsCancellation_data()
{
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<QString>("explanation");
    QTest::newRow("identity")
        << "identity"
        << "The denominator is exactly 0, and a ratio with denominator 0 has no value. Z₁ = [0, 0] "
           "is zero: Identity keeps negative coordinates, so the included keys' features add up "
           "to zero, and φ(q)·Z = 0 although φ(q₁) = [1, 0] is not.";
}

void TestSequenceDerivation::cancellationIsExplainedAsCancellation()
{
    QFETCH(QString, mapId);
    QFETCH(QString, explanation);
    const SequenceData data {"cancel", {{1, 0}, {1, 0}}, {{1, 0}, {-1, 0}}, {{1}, {2}}};
    const FeatureMap &map = mapNamed(qPrintable(mapId));
    const SequenceTable table = computeSequence(data, map, SequenceSettings {1.0, 2, 0.0});
    QVERIFY(table.tokens[0].available());
    QVERIFY(!table.tokens[1].available());
    QCOMPARE(table.tokens[1].denominator, 0.0);
    QCOMPARE(table.tokens[1].numerator[0], -1.0);
    std::map<std::string, WrittenLine> lines;
    for (const WrittenLine &line : writtenEnglish(buildSequenceDerivation(table, map, 2)))
        lines[line.id] = line;
    QCOMPARE(q(lines["numerator"].result), QStringLiteral("-1"));
    QCOMPARE(q(lines["why-unavailable"].formula), explanation);
}

// softplus never gives 0, yet q = k = [−400, −400] makes φ(q)·Z underflow: features ≈ e^−400,
// products ≈ e^−800, below the smallest double (≈ e^−745).
void TestSequenceDerivation::underflowIsExplainedAsUnderflow()
{
    const SequenceData data {"underflow", {{-400, -400}}, {{-400, -400}}, {{1}}};
    const FeatureMap &softplus = mapNamed("softplus");
    const SequenceTable table = computeSequence(data, softplus, SequenceSettings {1.0, 1, 0.0});
    QVERIFY(!table.tokens[0].available());
    QVERIFY(table.tokens[0].phiQuery[0] > 0.0);
    std::map<std::string, WrittenLine> lines;
    for (const WrittenLine &line : writtenEnglish(buildSequenceDerivation(table, softplus, 1)))
        lines[line.id] = line;
    const QString why = q(lines["why-unavailable"].formula);
    QVERIFY2(why.contains(QStringLiteral("rounds to 0")), qPrintable(why));
    QVERIFY2(
        !why.contains(QStringLiteral("wherever one is positive the other is 0")), qPrintable(why));
}

void TestSequenceDerivation::everyTokenAgreesWithTheTable_data()
{
    QTest::addColumn<QString>("sequenceId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<double>("decay");
    for (const SequencePreset &sequence : ProblemCatalog::sequences())
        for (const FeatureMap *map : featureMaps())
            for (double decay : {1.0, 0.8}) {
                const QString mapId
                    = QString::fromUtf8(map->id().data(), qsizetype(map->id().size()));
                QTest::addRow("%s %s gamma %g", sequence.id.c_str(), qPrintable(mapId), decay)
                    << q(sequence.id) << mapId << decay;
            }
}

void TestSequenceDerivation::everyTokenAgreesWithTheTable()
{
    QFETCH(QString, sequenceId);
    QFETCH(QString, mapId);
    QFETCH(double, decay);
    const SequencePreset &sequence = sequenceNamed(qPrintable(sequenceId));
    const FeatureMap &map = mapNamed(qPrintable(mapId));
    const SequenceTable table
        = computeSequence(sequence.data, map, SequenceSettings {decay, 3, 0.0});
    for (std::size_t t = 1; t <= table.tokens.size(); ++t) {
        const TokenRecord &record = table.tokens[t - 1];
        std::vector<std::string> ids;
        std::map<std::string, WrittenLine> byId;
        for (const WrittenLine &line : writtenEnglish(buildSequenceDerivation(table, map, t))) {
            ids.push_back(line.id);
            byId[line.id] = line;
        }
        std::vector<std::string> expected {
            "phi-query", "phi-key", "s", "z", "denominator", "numerator", "output"};
        if (!record.available())
            expected.push_back("why-unavailable");
        expected.insert(expected.end(), {"parallel", "chunkwise"});
        if (record.available())
            expected.push_back("difference");
        expected.push_back("softmax");
        QCOMPARE(ids, expected);
        QCOMPARE(byId["denominator"].value, std::optional<double>(record.denominator));
        if (table.valueDimension == 1) {
            // Scalar values: every value-shaped line holds its one number.
            const auto only = [](const std::optional<InlineVector> &value) {
                return value ? std::optional<double>((*value)[0]) : std::nullopt;
            };
            QCOMPARE(byId["numerator"].value, std::optional<double>(record.numerator[0]));
            QCOMPARE(byId["output"].value, only(record.recurrent));
            QCOMPARE(byId["parallel"].value, only(record.parallel));
            QCOMPARE(byId["chunkwise"].value, only(record.chunkwise));
            QCOMPARE(byId["softmax"].value, std::optional<double>(record.softmax[0]));
        } else {
            // A vector has no one number; its result reads every coordinate, rounded, in order.
            const auto written = [](const InlineVector &value) {
                std::string text = "[";
                for (std::size_t c = 0; c < value.size(); ++c)
                    text += (c ? ", " : "") + formatRounded(value[c]);
                return text + "]";
            };
            for (const char *id : {"numerator", "output", "parallel", "chunkwise", "softmax"})
                QVERIFY2(!byId[id].value, id);
            QCOMPARE(byId["numerator"].result, written(record.numerator));
            QCOMPARE(byId["softmax"].result, written(record.softmax));
            if (record.available()) {
                QCOMPARE(byId["output"].result, written(*record.recurrent));
                QCOMPARE(byId["parallel"].result, written(*record.parallel));
                QCOMPARE(byId["chunkwise"].result, written(*record.chunkwise));
            }
            // S is m × d_v: one bracketed row per feature.
            QVERIFY2(byId["s"].result.rfind("[[", 0) == 0, byId["s"].result.c_str());
        }
        for (const auto &[id, line] : byId)
            QVERIFY2(line.result.find("nan") == std::string::npos, id.c_str());
    }
}

void TestSequenceDerivation::tokenOutsideTheSequenceHasNoLines()
{
    const SequencePreset &sequence = sequenceNamed("seq-general");
    const FeatureMap &map = mapNamed("elu1");
    const SequenceTable table = computeSequence(sequence.data, map, {});
    QVERIFY(buildSequenceDerivation(table, map, 0).empty());
    QVERIFY(buildSequenceDerivation(table, map, 9).empty());
}

QTEST_APPLESS_MAIN(TestSequenceDerivation)
#include "tst_sequence_derivation.moc"
