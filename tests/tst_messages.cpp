// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Core's messages (core/text/message.h): every id has an English template whose
// placeholders are %1 … %n without a gap, renderEnglish() puts each argument
// where its placeholder is (nested messages written out, verbatim parts as
// they are), and every message core writes (the derivations of every preset,
// map and ε, the refusals of data and settings, the maps' names and
// settings) carries as many arguments as its template has placeholders.
// Expected texts are written out here, never made by the code under test.

#include "ProblemCatalog.h"
#include "attention_data.h"
#include "data_edit.h"
#include "derivation.h"
#include "feature_map.h"
#include "message.h"
#include "notebook_exporter.h"
#include "random_features.h"
#include "sequence_data.h"
#include "step_table.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <limits>
#include <string>
#include <variant>
#include <vector>

using namespace linattn;

namespace {

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

// The placeholders of a template, as this test reads them: "%3" -> 3.
QList<int> placeholdersOf(const QString &pattern)
{
    static const QRegularExpression placeholder(QStringLiteral("%([1-9])"));
    QList<int> numbers;
    for (const QRegularExpressionMatch &match : placeholder.globalMatch(pattern))
        numbers << match.captured(1).toInt();
    return numbers;
}

// Every message in `text`, nested ones too, with where it was found.
void collect(const Text &text, const QString &where, QList<QPair<QString, Message>> &found)
{
    for (const Text::Part &part : text.parts()) {
        if (const auto *message = std::get_if<Message>(&part)) {
            found.append({where, *message});
            for (const Text &arg : message->args)
                collect(arg, where, found);
        }
    }
}

const DataError &errorOf(const std::variant<double, DataError> &result)
{
    return std::get<DataError>(result);
}

} // namespace

class TestMessages : public QObject {
    Q_OBJECT

private slots:
    void everyIdRenders_data()
    {
        QTest::addColumn<int>("id");
        for (std::size_t id = 0; id < kMessageCount; ++id)
            QTest::newRow(qPrintable(QString::number(id))) << static_cast<int>(id);
    }

    void everyIdRenders()
    {
        QFETCH(int, id);
        const auto messageId = static_cast<MessageId>(id);
        const QString pattern = QString::fromUtf8(messageTemplate(messageId));
        QVERIFY(!pattern.isEmpty());

        // %1 … %n, each at least once, none skipped; n is the argument count.
        const QList<int> placeholders = placeholdersOf(pattern);
        const int count = placeholders.isEmpty()
            ? 0
            : *std::max_element(placeholders.begin(), placeholders.end());
        for (int n = 1; n <= count; ++n)
            QVERIFY2(placeholders.contains(n),
                qPrintable(
                    QStringLiteral("%%1 is missing from \"%2\"").arg(QString::number(n), pattern)));
        QCOMPARE(messageArgumentCount(messageId), static_cast<std::size_t>(count));

        // Each argument lands where its placeholder was, and nothing else changes.
        Message message {messageId, {}};
        QString expected = pattern;
        for (int n = count; n >= 1; --n)
            expected.replace(
                QStringLiteral("%") + QString::number(n), QStringLiteral("‹arg %1›").arg(n));
        for (int n = 1; n <= count; ++n)
            message.args.emplace_back("‹arg " + std::to_string(n) + "›");
        const QString rendered = fromStd(renderEnglish(message));
        QCOMPARE(rendered, expected);
        QVERIFY2(placeholdersOf(rendered).isEmpty(), qPrintable(rendered));
        QCOMPARE(fromStd(renderEnglish(Text(message))), rendered);
    }

    void textsJoinVerbatimPartsAndMessages()
    {
        const Text vector = Text("[0.1, 0.2, 0.3, …, 0.9] ")
            + Text(makeMessage(MessageId::VectorEntries, std::to_string(64)));
        QCOMPARE(
            fromStd(renderEnglish(vector)), QStringLiteral("[0.1, 0.2, 0.3, …, 0.9] (64 entries)"));
        QCOMPARE(fromStd(renderEnglish(Text())), QString());
        QVERIFY(Text("").empty());
        // Neighbouring verbatim parts are one: the same text compares equal
        // however it was put together.
        QVERIFY(Text("φ(q) = ") + Text("[1, 2]") == Text("φ(q) = [1, 2]"));
        QCOMPARE((Text("a") + Text("b") + Text(makeMessage(MessageId::Unavailable))).parts().size(),
            std::size_t(2));
    }

    void nestedMessagesAreWrittenOut()
    {
        const Message rule = makeMessage(MessageId::MapsTo, "ReLU", "x ≤ 0", "0");
        const Message why = makeMessage(MessageId::DenominatorZero,
            makeMessage(MessageId::BothZero, "φ(q) = [0, 0]", "Z = [0, 0]", rule));
        QCOMPARE(fromStd(renderEnglish(why)),
            QStringLiteral("The denominator is exactly 0, and a ratio with denominator 0 has no "
                           "value. Both φ(q) = [0, 0] and Z = [0, 0] are zero: ReLU maps x ≤ 0 "
                           "to 0, and no coordinate of q or of the included keys is positive."));
        // A map's name may itself be a message.
        QCOMPARE(fromStd(renderEnglish(
                     makeMessage(MessageId::GaveZeroFeatures, makeMessage(MessageId::FavorTitle)))),
            QStringLiteral("FAVOR+ random features gave zero features"));
    }

    void argumentsAreNotReadAsPlaceholders()
    {
        // What a student typed stays as typed, "%2" included.
        QCOMPARE(fromStd(renderEnglish(makeMessage(MessageId::ExpectedNumber, "%2%1"))),
            QStringLiteral("expected a number, got \"%2%1\""));
        QCOMPARE(fromStd(renderEnglish(makeMessage(MessageId::MapsTo, "%3", "%1", "x"))),
            QStringLiteral("%3 maps %1 to x"));
        // A missing argument leaves its placeholder, so the gap shows.
        QCOMPARE(fromStd(renderEnglish(Message {MessageId::RowColumn, {Text("1")}})),
            QStringLiteral("row 1, column %2"));
    }

    // Everything core writes for people, searched for messages whose argument
    // count differs from their template's.
    void coreWritesEveryMessageWithItsArguments()
    {
        QList<QPair<QString, Message>> found;
        const auto favor16 = makeFavorFeatureMap(16, 3, false);
        std::vector<const FeatureMap *> maps = featureMaps();
        maps.push_back(favor16.get());
        for (const Preset &preset : ProblemCatalog::presets()) {
            for (const FeatureMap *map : maps) {
                for (const double epsilon : {0.0, kEpsilonPaper, 0.5}) {
                    const StepTable table = computeStepTable(preset.data, *map,
                        preset.data.keys.size(), preset.id, StepTableOptions {epsilon});
                    for (std::size_t prefix = 1; prefix <= table.steps.size(); ++prefix) {
                        const QString where = QStringLiteral("%1/%2/ε=%3/%4")
                                                  .arg(fromStd(preset.id), fromStd(map->title()))
                                                  .arg(epsilon)
                                                  .arg(prefix);
                        for (const DerivationLine &line : buildDerivation(table, *map, prefix))
                            for (const Text *text : {&line.label, &line.formula, &line.result})
                                collect(*text, where + QLatin1Char(' ') + fromStd(line.id), found);
                    }
                }
            }
        }
        // FAVOR+ features that underflow, identity that cancels.
        const AttentionData far {
            "far", {1000, 1000}, {{1000, -1000}, {1, 1}}, scalarValues({1, 2})};
        const AttentionData opposite {"opposite", {1, 1}, {{1, 1}, {-1, -1}}, scalarValues({1, 2})};
        for (const auto &[data, mapId] :
            {std::pair {far, "favor"}, std::pair {opposite, "identity"}}) {
            const FeatureMap &map = *findFeatureMap(mapId);
            const StepTable table = computeStepTable(data, map, data.keys.size());
            for (std::size_t prefix = 1; prefix <= table.steps.size(); ++prefix)
                for (const DerivationLine &line : buildDerivation(table, map, prefix))
                    collect(line.formula, QString::fromLatin1(mapId), found);
        }
        for (const FeatureMap *map : maps)
            for (const Text &text :
                {map->titleText(), map->descriptionText(), map->parametersText()})
                collect(text, fromStd(std::string(map->id())), found);

        // The refusals of data and settings.
        std::vector<DataError> errors;
        errors.push_back(errorOf(parseDataNumber("abc", "query[0]")));
        errors.push_back(errorOf(parseDataNumber(" ", "query[0]")));
        errors.push_back(errorOf(parseDataNumber("1e400", "query[0]")));
        errors.push_back(errorOf(parseDataNumber("2e6", "query[0]")));
        errors.push_back(errorOf(parseDataNumber("nan", "query[0]")));
        AttentionData data = ProblemCatalog::presets().front().data;
        errors.push_back(*setCell(data, 99, 0, 1.0));
        errors.push_back(*setPoint(data, 99, {1, 2}));
        errors.push_back(*setPoint(data, 1, {1, 2, 3}));
        errors.push_back(*removeKey(data, 99));
        AttentionData one = data;
        one.keys.resize(1);
        one.values.resize(1);
        errors.push_back(*removeKey(one, 0));
        AttentionData full = data;
        full.keys.assign(kMaxKeys, {0, 0});
        full.values.assign(kMaxKeys, Vector {0.0});
        errors.push_back(*addKey(full));
        for (AttentionData invalid :
            {AttentionData {"", {}, {{1}}, scalarValues({1})}, AttentionData {"", {1}, {}, {}},
                AttentionData {"", {1}, {{1, 2}}, scalarValues({1})},
                AttentionData {"", {1}, {{1}}, {}}})
            errors.push_back(*validate(invalid));
        errors.push_back(*validateNumber(std::numeric_limits<double>::infinity(), "x"));
        errors.push_back(*validateNumber(-std::numeric_limits<double>::infinity(), "x"));
        errors.push_back(std::get<DataError>(parseFavorFeatureCount("abc")));
        errors.push_back(std::get<DataError>(parseFavorFeatureCount("5000")));
        errors.push_back(std::get<DataError>(parseFavorSeed("-1")));
        errors.push_back(std::get<DataError>(parseFavorOrthogonal("maybe")));
        errors.push_back(std::get<DataError>(parseEpsilon("abc")));
        errors.push_back(*validateEpsilon(2));
        // The sequence view's: γ, C and one query per key.
        errors.push_back(*validateDecay(1.5));
        errors.push_back(std::get<DataError>(parseDecay("abc")));
        errors.push_back(*validateChunkSize(0, 8));
        errors.push_back(std::get<DataError>(parseChunkSize("x", 8)));
        errors.push_back(*validate(SequenceData {"", {{1, 0}}, {{1, 0}, {0, 1}}, {{1}, {2}}}));
        errors.push_back(
            *validate(SequenceData {"", {{1, 0}}, {{1, 0}}, {{1, 2, 3, 4, 5, 6, 7, 8, 9}}}));
        for (const DataError &error : errors) {
            collect(error.place, fromStd(error.toString()), found);
            collect(error.message, fromStd(error.toString()), found);
        }

        // The Jupyter notebooks' texts, as the renderer the app passes sees them: FAVOR+'s (its
        // rows are explained) and a sequence's.
        const TextRenderer recording = [&found](const Text &text) {
            collect(text, QStringLiteral("notebook"), found);
            return renderEnglish(text);
        };
        const auto favor = makeFavorFeatureMap(4, 1);
        exportNotebook(
            computeStepTable(ProblemCatalog::presets().front().data, *favor, 2), *favor, recording);
        const FeatureMap &elu1 = *findFeatureMap("elu1");
        const SequenceData sequence {"", {{1, 0}, {0, 1}}, {{1, 0}, {0, 1}}, {{1}, {2}}};
        exportSequenceNotebook(computeSequence(sequence, elu1, {1.0, 1, 0.0}), elu1, recording);

        QSet<int> seen;
        QStringList wrong;
        for (const auto &[where, message] : std::as_const(found)) {
            seen.insert(static_cast<int>(message.id));
            if (message.args.size() != messageArgumentCount(message.id))
                // One arg() call: the template's own %1 … must stay as they are.
                wrong << QStringLiteral("%1: \"%2\" with %3 argument(s)")
                             .arg(where, QString::fromUtf8(messageTemplate(message.id)),
                                 QString::number(message.args.size()));
        }
        wrong.removeDuplicates();
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        // The walk above reaches most messages: it did look.
        QVERIFY2(seen.size() > static_cast<int>(kMessageCount) * 3 / 4,
            qPrintable(
                QStringLiteral("only %1 of %2 ids seen").arg(seen.size()).arg(kMessageCount)));
    }

    // The English stays what it was before messages: spot checks of whole
    // sentences as the command line and the exports write them.
    void englishAsBefore()
    {
        QCOMPARE(std::string(kUnavailableWord), std::string("Unavailable"));
        QCOMPARE(fromStd(findFeatureMap("identity")->title()), QStringLiteral("Identity"));
        QCOMPARE(fromStd(findFeatureMap("relu")->title()), QStringLiteral("ReLU"));
        QCOMPARE(fromStd(findFeatureMap("favor")->parameters()),
            QStringLiteral("m = 64, seed = 1, orthogonal"));
        QCOMPARE(fromStd(std::get<DataError>(parseFavorSeed("x")).toString()),
            QStringLiteral(
                "seed: expected a whole number from 0 to 18446744073709551615, got \"x\""));
        AttentionData data = ProblemCatalog::presets().front().data;
        QCOMPARE(fromStd(setCell(data, 99, 1, 0)->toString()),
            QStringLiteral("row 99, column 1: there is no such cell"));
        QCOMPARE(fromStd(formatVector(std::vector<double>(6, 0.5))),
            QStringLiteral("[0.5, 0.5, 0.5, …, 0.5] (6 entries)"));
    }
};

QTEST_APPLESS_MAIN(TestMessages)
#include "tst_messages.moc"
