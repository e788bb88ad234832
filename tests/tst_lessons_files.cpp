// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson files (docs/lessons.md): what the reader accepts, and malformed
// lessons (missing fields, wrong types, unknown ids and keys, out-of-range
// numbers, bad markup, invalid UTF-8, huge or deeply nested files) giving a
// message naming the step and the field, never a crash; --check-lesson's
// every problem; opening a file from the window, which a malformed one
// leaves as it was.

#include "AttentionModel.h"
#include "BuiltInLessons.h"
#include "ChoiceListModel.h"
#include "LessonJson.h"
#include "LessonReader.h"
#include "TestFiles.h"
#include "WalkthroughModel.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <functional>
#include <variant>

using namespace linattn;
using namespace linattn::test;

namespace {

// Renames key `from` of `object` to `to`, keeping its value.
std::function<void(QJsonObject &)> renameKey(const char *from, const char *to)
{
    return [=](QJsonObject &object) {
        const QJsonValue value = object.take(QLatin1String(from));
        object.insert(QLatin1String(to), value);
    };
}

std::function<void(QJsonObject &)> add(const char *field, const QJsonValue &value)
{
    return [=](QJsonObject &object) { object.insert(QLatin1String(field), value); };
}

} // namespace

class TestLessonFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void validTestLessonReads();
    void referencesRead();
    void oneProblemPerStep();
    void acceptedVariants_data();
    void acceptedVariants();
    void malformedLessons_data();
    void malformedLessons();
    void unknownKeys_data();
    void unknownKeys();
    void memorySettingsAreKeptFromStepToStep();
    void checkFindsEveryProblem_data();
    void checkFindsEveryProblem();
    void seedLessonsMeantToBeValidRead_data();
    void seedLessonsMeantToBeValidRead();
    void markupPositionsCountCharacters();
    void sizeLimit();
    void fiftyMegabytesInMemory();
    void deepNesting();
    void malformedFilesKeepTheWalkthrough_data();
    void malformedFilesKeepTheWalkthrough();
    void fiftyMegabyteFile();
    void openLessonFileAddsAndReplaces();

private:
    QTemporaryDir dir_;
};

void TestLessonFiles::initTestCase()
{
    QVERIFY(dir_.isValid());
}

void TestLessonFiles::validTestLessonReads()
{
    const auto result = LessonReader::read(toJson(validLesson()));
    QVERIFY2(std::holds_alternative<LessonPlan>(result), qPrintable(errorOf(result)));
    const LessonPlan &plan = std::get<LessonPlan>(result);
    QCOMPARE(plan.lesson.id, std::string("test-lesson"));
    QCOMPARE(plan.lesson.steps.size(), std::size_t(4));
    constexpr ProblemKind single = ProblemKind::SingleQuery;
    const std::vector<ResolvedLessonState> expected {{"general", single, "elu1", 1},
        {"general", single, "relu", 1}, {"general", single, "relu", 1},
        {"general", single, "relu", 2}};
    QVERIFY(plan.states == expected);
    const LessonStep &four = plan.lesson.steps[3];
    QVERIFY(four.question && four.question->kind == LessonQuestion::Kind::Choice);
    QCOMPARE(four.question->correctOption, std::size_t(1));
    QCOMPARE(four.fadedLines, (std::vector<std::string> {"denominator", "output"}));
    QCOMPARE(four.highlight.kind, LessonHighlight::Kind::TableRow);
    QCOMPARE(four.highlight.row, std::size_t(2));
}

// "references" is optional; each is cited as "authors (year). title. venue." in every language.
void TestLessonFiles::referencesRead()
{
    const QByteArray json = lessonWith([](QJsonObject &lesson) {
        lesson.insert(QLatin1String("references"),
            QJsonArray {QJsonObject {{QLatin1String("authors"), QStringLiteral("T. Dao, A. Gu")},
                            {QLatin1String("year"), 2024},
                            {QLatin1String("title"), QStringLiteral("Transformers are SSMs")},
                            {QLatin1String("venue"), QStringLiteral("ICML 2024")}},
                QJsonObject {{QLatin1String("authors"), QStringLiteral("A. Vaswani et al.")},
                    {QLatin1String("year"), 2017},
                    {QLatin1String("title"), QStringLiteral("Attention Is All You Need?")},
                    {QLatin1String("venue"), QStringLiteral("NIPS 2017")}}});
    });
    const auto result = LessonReader::read(json);
    QVERIFY2(std::holds_alternative<LessonPlan>(result), qPrintable(errorOf(result)));
    const std::vector<LessonReference> &references = std::get<LessonPlan>(result).lesson.references;
    QCOMPARE(references.size(), std::size_t(2));
    QCOMPARE(references[0].year, 2024);
    QCOMPARE(citation(references[0]),
        std::string("T. Dao, A. Gu (2024). Transformers are SSMs. ICML 2024."));
    // A title ending in its own mark takes no full stop after it.
    QCOMPARE(citation(references[1]),
        std::string("A. Vaswani et al. (2017). Attention Is All You Need? NIPS 2017."));
    // Without the key, none.
    const auto without = LessonReader::read(toJson(validLesson()));
    QVERIFY(std::get<LessonPlan>(without).lesson.references.empty());
}

// A step names one problem; its kind chooses the view. An older lesson's "preset", "sequence" and
// "view" still read: "view" alone goes back to the last problem of its kind.
void TestLessonFiles::oneProblemPerStep()
{
    const auto statesOf = [](const std::vector<QJsonObject> &stepStates) {
        const QByteArray json = lessonWith([&](QJsonObject &lesson) {
            QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
            for (std::size_t i = 0; i < stepStates.size(); ++i) {
                QJsonObject step = steps.at(qsizetype(i)).toObject();
                step.remove(QLatin1String("highlight")); // the test lesson's point at one view
                QJsonObject state = step.value(QLatin1String("state")).toObject();
                // null takes the key out of the test lesson's step.
                for (auto entry = stepStates[i].begin(); entry != stepStates[i].end(); ++entry)
                    if (entry.value().isNull())
                        state.remove(entry.key());
                    else
                        state.insert(entry.key(), entry.value());
                step.insert(QLatin1String("state"), state);
                steps.replace(qsizetype(i), step);
            }
            lesson.insert(QLatin1String("steps"), steps);
        });
        const auto result = LessonReader::read(json);
        if (!std::holds_alternative<LessonPlan>(result))
            qWarning("%s", qPrintable(errorOf(result)));
        return std::holds_alternative<LessonPlan>(result) ? std::get<LessonPlan>(result).states
                                                          : std::vector<ResolvedLessonState> {};
    };
    const auto problems = [](const std::vector<ResolvedLessonState> &states) {
        QStringList named;
        for (const ResolvedLessonState &state : states)
            named << QString::fromStdString(state.problemId)
                    + (state.showsSequence() ? QStringLiteral(" (sequence)") : QString());
        return named.join(QLatin1String(", "));
    };
    // The test lesson's four steps: general at step 1.
    const auto current = statesOf({{}, {{"problem", QStringLiteral("seq-general")}, {"token", 3}},
        {}, {{"problem", QStringLiteral("all-negative")}, {"prefix", 1}}});
    QCOMPARE(problems(current),
        QStringLiteral("general, seq-general (sequence), seq-general (sequence), all-negative"));
    QCOMPARE(current[2].token, std::size_t(3));
    QCOMPARE(current[3].prefix, std::size_t(1));
    // The same lesson as older files wrote it, going back with "view".
    const auto older = statesOf({{},
        {{"view", QStringLiteral("sequence")}, {"sequence", QStringLiteral("seq-general")},
            {"token", 3}},
        {}, {{"view", QStringLiteral("single")}}});
    QCOMPARE(problems(older),
        QStringLiteral("general, seq-general (sequence), seq-general (sequence), general"));
    // Going back keeps each kind's settings: the prefix of the single query, the sequence's token.
    const auto back = statesOf({{}, {{"problem", QStringLiteral("seq-general")}, {"token", 5}},
        {{"problem", QStringLiteral("general")}},
        {{"view", QStringLiteral("sequence")}, {"prefix", QJsonValue()}}});
    QCOMPARE(problems(back),
        QStringLiteral("general, seq-general (sequence), general, seq-general (sequence)"));
    QCOMPARE(back[2].prefix, back[0].prefix);
    QCOMPARE(back[3].token, std::size_t(5));
}

void TestLessonFiles::acceptedVariants_data()
{
    QTest::addColumn<QByteArray>("json");
    const QByteArray compact = toJson(validLesson());
    QTest::newRow("compact") << compact;
    QTest::newRow("indented") << QJsonDocument(validLesson()).toJson(QJsonDocument::Indented);
    QTest::newRow("CRLF line ends")
        << QJsonDocument(validLesson()).toJson(QJsonDocument::Indented).replace("\n", "\r\n");
    QTest::newRow("UTF-8 byte order mark") << "\xef\xbb\xbf" + compact;
    QTest::newRow("escaped characters") << withRawBytes("\\u03c6(q) \\\"quoted\\\" \\ud83d\\ude00");
    QTest::newRow("200 steps") << lessonWith([](QJsonObject &lesson) {
        QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
        while (steps.size() < 200)
            steps.append(steps.at(1));
        lesson.insert(QLatin1String("steps"), steps);
    });
    QTest::newRow("six options, the last right")
        << stepFieldWith(3, "question", [](QJsonObject &question) {
               question.insert(QLatin1String("options"),
                   QJsonArray {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                       QStringLiteral("d"), QStringLiteral("e"), QStringLiteral("f")});
               question.insert(QLatin1String("answer"), 5);
           });
    QTest::newRow("tolerance 0") << stepFieldWith(2, "question",
        [](QJsonObject &question) { question.insert(QLatin1String("tolerance"), 0); });
    // Step 3 is General with ReLU at prefix 1: the denominator is 0.5, Z = [1, 0].
    const auto asking = [](double answer, const char *quantity) {
        return stepFieldWith(2, "question", [answer, quantity](QJsonObject &question) {
            question.insert(QLatin1String("answer"), answer);
            question.insert(QLatin1String("quantity"),
                QJsonDocument::fromJson(QByteArray("[") + quantity + "]").array().at(0));
        });
    };
    QTest::newRow("the quantity asked") << asking(0.5, R"({"line": "denominator"})");
    QTest::newRow("a coordinate at another prefix")
        << asking(1.5, R"({"line": "z", "coordinate": 2, "prefix": 3})");
    QTest::newRow("a sum") << asking(1, R"({"line": "z", "sum": true})");
    QTest::newRow("nothing the state computes") << asking(7, R"("none")");
    QTest::newRow("a concealed number, within the tolerance") << stepFieldWith(
        2, "question", [](QJsonObject &question) {
            question.insert(QLatin1String("answer"), 0.5004);
            question.insert(QLatin1String("conceal"), QJsonArray {QStringLiteral("denominator")});
        });
    QTest::newRow("prefix equal to the keys") << stepFieldWith(
        3, "state", [](QJsonObject &state) { state.insert(QLatin1String("prefix"), 6); });
    QTest::newRow("every fadeable line") << stepWith(3, [](QJsonObject &step) {
        step.insert(QLatin1String("fade"),
            QJsonArray {QStringLiteral("denominator"), QStringLiteral("numerator"),
                QStringLiteral("output"), QStringLiteral("reference"), QStringLiteral("softmax")});
    });
    QTest::newRow("highlight phi-key-63")
        << stepFieldWith(1, "highlight", [](QJsonObject &highlight) {
               highlight.insert(QLatin1String("target"), QStringLiteral("phi-key-63"));
           });
    QTest::newRow("the Scaling lab as the page")
        << stepFieldWith(2, "highlight", [](QJsonObject &highlight) {
               highlight.insert(QLatin1String("kind"), QStringLiteral("page"));
               highlight.insert(QLatin1String("target"), QStringLiteral("scaling"));
           });
}

void TestLessonFiles::acceptedVariants()
{
    QFETCH(QByteArray, json);
    const auto result = LessonReader::read(json);
    QVERIFY2(std::holds_alternative<LessonPlan>(result), qPrintable(errorOf(result)));
    QCOMPARE(std::get<LessonPlan>(result).lesson.id, std::string("test-lesson"));
}

void TestLessonFiles::malformedLessons_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("exact"); // the whole message, when it is pinned down
    QTest::addColumn<QStringList>("keyWords"); // otherwise words it must hold

    const auto exact = [](const char *name, const QByteArray &json, const char *message) {
        QTest::newRow(name) << json << QString::fromUtf8(message) << QStringList();
    };
    const auto words = [](const char *name, const QByteArray &json, QStringList keyWords) {
        QTest::newRow(name) << json << QString() << keyWords;
    };
    const auto remove = [](const char *field) {
        return [field](QJsonObject &object) { object.remove(QLatin1String(field)); };
    };
    const auto set = [](const char *field, const QJsonValue &value) {
        return [field, value](QJsonObject &object) { object.insert(QLatin1String(field), value); };
    };

    // A number question's answer is the quantity it asks for, computed at its step.
    const auto asking = [](double answer, const char *quantity) {
        return stepFieldWith(2, "question", [answer, quantity](QJsonObject &question) {
            question.insert(QLatin1String("answer"), answer);
            question.insert(QLatin1String("quantity"),
                QJsonDocument::fromJson(QByteArray("[") + quantity + "]").array().at(0));
        });
    };
    exact("an answer that is not the quantity", asking(5, R"({"line": "denominator"})"),
        "step 3: question.answer: the answer is 5, but the denominator at prefix 1 is 0.5");
    exact("an answer that is not the concealed number",
        stepFieldWith(2, "question",
            [](QJsonObject &question) {
                question.insert(QLatin1String("conceal"), QJsonArray {QStringLiteral("output")});
            }),
        "step 3: question.answer: the answer is 5, but the output at prefix 1 is 1");
    exact("a coordinate at another prefix",
        asking(2, R"({"line": "s", "coordinate": 2, "prefix": 2})"),
        "step 3: question.answer: the answer is 2, but coordinate 2 of S at prefix 2 is 3");
    exact("a misspelt line", asking(5, R"({"line": "denominatr"})"),
        "step 3: question.quantity.line: no line 'denominatr' to ask for; did you mean "
        "denominator?");
    exact("a vector without a coordinate", asking(5, R"({"line": "z"})"),
        "step 3: question.quantity: Z has 2 coordinates: ask for one (\"coordinate\") or their "
        "sum (\"sum\")");
    exact("a coordinate beyond the vector", asking(5, R"({"line": "z", "coordinate": 3})"),
        "step 3: question.quantity: Z has 2 coordinates");
    exact("coordinate 0", asking(5, R"({"line": "z", "coordinate": 0})"),
        "step 3: question.quantity.coordinate: coordinates count from 1");
    exact("a coordinate and the sum", asking(5, R"({"line": "z", "coordinate": 1, "sum": true})"),
        "step 3: question.quantity.sum: ask for one coordinate or for the sum, not both");
    exact("a prefix beyond the keys", asking(5, R"({"line": "denominator", "prefix": 9})"),
        "step 3: question.quantity: 9 is beyond the 6 keys of the step's data");
    exact("a token for one query", asking(5, R"({"line": "denominator", "token": 2})"),
        "step 3: question.quantity: the step shows one query: give \"prefix\", not \"token\"");
    exact("an output that is Unavailable",
        stepFieldWith(2, "question",
            [](QJsonObject &question) {
                question.insert(QLatin1String("quantity"),
                    QJsonObject {{QStringLiteral("line"), QStringLiteral("phi-key-4")}});
            }),
        "step 3: question.quantity: φ(k4) at prefix 1 is not shown (Unavailable, or no such line "
        "there)");
    words("neither none nor an object", asking(5, R"("some")"),
        {QStringLiteral("step 3: question.quantity"), QStringLiteral("\"none\"")});
    exact("a quantity on a choice",
        stepFieldWith(3, "question",
            [](QJsonObject &question) {
                question.insert(QLatin1String("quantity"), QStringLiteral("none"));
            }),
        "step 4: question.quantity: only a number question asks for a quantity");

    // A print text is checked as the text is, and translated where the English has one.
    exact("markup in a print text", stepWith(0, set("print", QStringLiteral("a <br> b"))),
        "step 1: print: character 3: <br> is not allowed (only <b>, <i>, <sub>, <sup>)");
    // Markup is checked wherever a student reads it; a title takes none.
    exact("markup in a prompt",
        stepFieldWith(2, "question",
            [](QJsonObject &question) {
                question.insert(QLatin1String("prompt"), QStringLiteral("Z<br>2"));
            }),
        "step 3: question.prompt: character 2: <br> is not allowed (only <b>, <i>, <sub>, <sup>)");
    exact("markup in an option",
        stepFieldWith(3, "question",
            [](QJsonObject &question) {
                question.insert(QLatin1String("options"),
                    QJsonArray {QStringLiteral("a"), QStringLiteral("b &amp; c")});
                question.insert(QLatin1String("answer"), 0);
            }),
        "step 4: question.options[1]: character 3: '&' is not allowed (write \"and\"; no "
        "entities)");
    exact("an unclosed tag in an explanation",
        stepFieldWith(2, "question",
            [](QJsonObject &question) {
                question.insert(QLatin1String("explanation"), QStringLiteral("e<sup>x"));
            }),
        "step 3: question.explanation: <sup> is never closed");
    exact("markup in a title", stepWith(0, set("title", QStringLiteral("Z<sub>2</sub>"))),
        "step 1: title: a title is plain text, without markup or '&' (write Z₂, not "
        "Z<sub>2</sub>)");

    // Missing fields.
    exact("no id", lessonWith(remove("id")), "id: missing");
    exact("no title", lessonWith(remove("title")), "title: missing");
    exact("no description", lessonWith(remove("description")), "description: missing");
    exact("no steps", lessonWith(remove("steps")), "steps: missing");
    exact("no step title", stepWith(1, remove("title")), "step 2: title: missing");
    exact("no step text", stepWith(2, remove("text")), "step 3: text: missing");
    exact("no question hint", stepFieldWith(2, "question", remove("hint")),
        "step 3: question.hint: missing");
    exact("no question prompt", stepFieldWith(3, "question", remove("prompt")),
        "step 4: question.prompt: missing");
    exact("no question explanation", stepFieldWith(3, "question", remove("explanation")),
        "step 4: question.explanation: missing");
    exact("no tolerance", stepFieldWith(2, "question", remove("tolerance")),
        "step 3: question.tolerance: missing");
    exact("no choice answer", stepFieldWith(3, "question", remove("answer")),
        "step 4: question.answer: missing");
    exact("no highlight kind", stepFieldWith(1, "highlight", remove("kind")),
        "step 2: highlight.kind: missing");
    exact("no highlight target", stepFieldWith(1, "highlight", remove("target")),
        "step 2: highlight.target: missing");
    exact("no table row", stepFieldWith(3, "highlight", remove("row")),
        "step 4: highlight.row: missing");
    exact("empty title", lessonWith(set("title", QString())), "title: is empty");

    // References: a list of 1 to 20 objects of four fields.
    const QJsonObject reference {{QLatin1String("authors"), QStringLiteral("A. Author")},
        {QLatin1String("year"), 2020}, {QLatin1String("title"), QStringLiteral("A Title")},
        {QLatin1String("venue"), QStringLiteral("ICML 2020")}};
    const auto referenceWith = [&](const std::function<void(QJsonObject &)> &change) {
        QJsonObject changed = reference;
        change(changed);
        return lessonWith([changed](QJsonObject &lesson) {
            lesson.insert(QLatin1String("references"), QJsonArray {changed});
        });
    };
    exact("references not a list", lessonWith(set("references", QStringLiteral("Katharopoulos"))),
        "references: expected an array, got a string");
    exact("no references", lessonWith(set("references", QJsonArray())),
        "references: expected 1 to 20 references, got 0");
    exact("reference not an object", lessonWith(set("references", QJsonArray {2020})),
        "references[0]: expected an object, got a number");
    exact("reference without a title", referenceWith(remove("title")),
        "references[0].title: missing");
    exact("reference with an empty venue", referenceWith(set("venue", QString())),
        "references[0].venue: is empty");
    exact("reference year as text", referenceWith(set("year", QStringLiteral("2020"))),
        "references[0].year: expected a number, got a string");
    exact("reference year 20", referenceWith(set("year", 20)),
        "references[0].year: expected a year from 1800 to 2200, got 20");
    exact("reference year 2020.5", referenceWith(set("year", 2020.5)),
        "references[0].year: expected a year from 1800 to 2200, got 2020.5");
    exact("reference key misspelt", referenceWith([](QJsonObject &object) {
        object.insert(QLatin1String("autors"), object.take(QLatin1String("authors")));
    }),
        "references[0].autors: unknown key; did you mean authors?");

    // Wrong types.
    exact(
        "title is a number", lessonWith(set("title", 3)), "title: expected a string, got a number");
    exact("title is null", lessonWith(set("title", QJsonValue::Null)),
        "title: expected a string, got null");
    exact("steps is an object", lessonWith(set("steps", QJsonObject {})),
        "steps: expected an array, got an object");
    exact("steps is empty", lessonWith(set("steps", QJsonArray {})),
        "steps: expected 1 to 200 steps, got 0");
    exact("a step is a number", lessonWith([](QJsonObject &lesson) {
        QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
        steps.replace(2, 7);
        lesson.insert(QLatin1String("steps"), steps);
    }),
        "step 3: expected an object, got a number");
    // The sequence view's state.
    const auto sequenceState = [](QJsonObject state) {
        return [state](QJsonObject &object) {
            for (auto entry = state.begin(); entry != state.end(); ++entry)
                object.insert(entry.key(), entry.value());
        };
    };
    exact("view without a sequence",
        stepFieldWith(1, "state", set("view", QStringLiteral("sequence"))),
        "step 2: state.view: no earlier step named a sequence to go back to: set \"problem\" in "
        "this step");
    exact("view neither single nor sequence",
        stepFieldWith(1, "state", set("view", QStringLiteral("both"))),
        "step 2: state.view: expected \"single\" or \"sequence\", got \"both\"");
    exact("unknown sequence",
        stepFieldWith(1, "state",
            sequenceState(
                {{"view", QStringLiteral("sequence")}, {"sequence", QStringLiteral("seq-x")}})),
        "step 2: state.sequence: unknown sequence 'seq-x'");
    exact("token beyond the sequence",
        stepFieldWith(1, "state",
            sequenceState({{"view", QStringLiteral("sequence")},
                {"sequence", QStringLiteral("seq-general")}, {"token", 8}})),
        "step 2: state.token: 8 is outside 0…7 (the 8 tokens of seq-general, numbered from 0)");
    exact("chunk beyond the sequence",
        stepFieldWith(
            1, "state", sequenceState({{"sequence", QStringLiteral("seq-general")}, {"chunk", 9}})),
        "step 2: state.chunk: 9 is outside 1…8 (the tokens of seq-general)");
    exact("decay 1.5",
        stepFieldWith(1, "state",
            sequenceState({{"sequence", QStringLiteral("seq-general")}, {"decay", 1.5}})),
        "step 2: state.decay: 1.5 is outside (0, 1]");
    // The memory lab's settings, checked as the lab checks them.
    const auto memoryState = [](QJsonObject memory) {
        return [memory](QJsonObject &object) { object.insert(QLatin1String("memory"), memory); };
    };
    exact("memory: beta 1.5", stepFieldWith(1, "state", memoryState({{"beta", 1.5}})),
        "step 2: state.memory.beta: 1.5 is outside (0, 1]");
    exact("memory: a rule neither sum nor delta",
        stepFieldWith(1, "state", memoryState({{"rule", QStringLiteral("hebb")}})),
        "step 2: state.memory.rule: expected \"sum\" or \"delta\", got \"hebb\"");
    exact("memory: orthogonal keys beyond d",
        stepFieldWith(
            1, "state", memoryState({{"pairs", 3}, {"dimension", 2}, {"orthogonalKeys", true}})),
        "step 2: state.memory.orthogonalKeys: 3 pairs of orthogonal keys need at least 3 "
        "coordinates (d = 2)");
    exact("memory: an unknown map",
        stepFieldWith(1, "state", memoryState({{"featureMap", QStringLiteral("dpfp4")}})),
        "step 2: state.memory.featureMap: unknown map 'dpfp4' (elu1, relu, identity, softplus, "
        "favor, dpfp1, dpfp2, dpfp3)");
    exact("memory: 0 passes", stepFieldWith(1, "state", memoryState({{"passes", 0}})),
        "step 2: state.memory.passes: 0 is outside 1…100");
    exact("memory: 65 pairs", stepFieldWith(1, "state", memoryState({{"pairs", 65}})),
        "step 2: state.memory.pairs: 65 is outside 1…64");
    exact("memory: a misspelt key", stepFieldWith(1, "state", memoryState({{"pair", 3}})),
        "step 2: state.memory.pair: unknown key; did you mean pairs?");
    exact("memory: orthogonal keys not true or false",
        stepFieldWith(1, "state", memoryState({{"orthogonalKeys", 1}})),
        "step 2: state.memory.orthogonalKeys: expected true or false, got a number");
    // One problem per step, its kind choosing the view.
    exact("unknown problem",
        stepFieldWith(1, "state", sequenceState({{"problem", QStringLiteral("seq-x")}})),
        "step 2: state.problem: unknown problem 'seq-x'");
    exact("a prefix for a sequence",
        stepFieldWith(
            1, "state", sequenceState({{"problem", QStringLiteral("seq-general")}, {"prefix", 2}})),
        "step 2: state.prefix: seq-general is a sequence: choose its token (\"token\"), not a "
        "prefix");
    exact("a token for a single query", stepFieldWith(1, "state", sequenceState({{"token", 2}})),
        "step 2: state.token: general is a single query: token applies to a sequence");
    exact("a decay for a single query", stepFieldWith(1, "state", sequenceState({{"decay", 0.5}})),
        "step 2: state.decay: general is a single query: decay applies to a sequence");
    exact("a preset that is a sequence",
        stepFieldWith(1, "state", sequenceState({{"preset", QStringLiteral("seq-general")}})),
        "step 2: state.preset: 'seq-general' is a sequence: name it as \"problem\"");
    exact("two problems in a step",
        stepFieldWith(1, "state",
            sequenceState({{"problem", QStringLiteral("general")},
                {"sequence", QStringLiteral("seq-general")}})),
        "step 2: state.sequence: a step names one problem: \"problem\" is set already");
    exact("a problem with a view",
        stepFieldWith(1, "state",
            sequenceState({{"problem", QStringLiteral("seq-general")},
                {"view", QStringLiteral("sequence")}})),
        "step 2: state.view: \"problem\" says which view shows it; leave \"view\" out");
    exact("a single-view chart in the sequence view",
        stepWith(1,
            [](QJsonObject &step) {
                QJsonObject state = step.value(QLatin1String("state")).toObject();
                state.insert(QLatin1String("view"), QStringLiteral("sequence"));
                state.insert(QLatin1String("sequence"), QStringLiteral("seq-general"));
                step.insert(QLatin1String("state"), state);
                step.insert(QLatin1String("highlight"),
                    QJsonObject {
                        {"kind", QStringLiteral("chart")}, {"target", QStringLiteral("plane")}});
            }),
        "step 2: highlight.target: no chart 'plane' in the sequence view (sequence-weights or "
        "sequence-output)");
    exact("prefix is a string", stepFieldWith(3, "state", set("prefix", QStringLiteral("2"))),
        "step 4: state.prefix: expected a number, got a string");
    words("prefix 2.5", stepFieldWith(3, "state", set("prefix", 2.5)),
        {QStringLiteral("step 4: state.prefix:"), QStringLiteral("whole number"),
            QStringLiteral("2.5")});
    words("prefix -1", stepFieldWith(3, "state", set("prefix", -1)),
        {QStringLiteral("step 4: state.prefix:"), QStringLiteral("whole number"),
            QStringLiteral("-1")});
    words("prefix 1e300", stepFieldWith(3, "state", set("prefix", 1e300)),
        {QStringLiteral("step 4: state.prefix:")});
    exact("state is an array", stepWith(1, set("state", QJsonArray {1})),
        "step 2: state: expected an object, got an array");
    exact("preset is a number", stepFieldWith(1, "state", set("preset", 1)),
        "step 2: state.preset: expected a string, got a number");
    exact("question is a string", stepWith(2, set("question", QStringLiteral("?"))),
        "step 3: question: expected an object, got a string");
    exact("answer is a string", stepFieldWith(2, "question", set("answer", QStringLiteral("5"))),
        "step 3: question.answer: expected a number, got a string");
    exact("options is a string", stepFieldWith(3, "question", set("options", QStringLiteral("a"))),
        "step 4: question.options: expected an array, got a string");
    exact("an option is a number",
        stepFieldWith(3, "question", set("options", QJsonArray {QStringLiteral("a"), 2})),
        "step 4: question.options[1]: expected a string, got a number");
    exact("fade is a string", stepWith(3, set("fade", QStringLiteral("output"))),
        "step 4: fade: expected an array, got a string");
    exact("fade holds a number", stepWith(3, set("fade", QJsonArray {QStringLiteral("output"), 1})),
        "step 4: fade[1]: expected a string, got a number");
    exact("highlight is true", stepWith(1, set("highlight", true)),
        "step 2: highlight: expected an object, got true/false");

    // Unknown ids and numbers out of range.
    exact("unknown preset", stepFieldWith(0, "state", set("preset", QStringLiteral("nope"))),
        "step 1: state.preset: unknown preset 'nope'");
    exact("unknown preset later",
        stepFieldWith(3, "state", set("preset", QStringLiteral("General"))),
        "step 4: state.preset: unknown preset 'General'");
    exact("unknown feature map",
        stepFieldWith(1, "state", set("featureMap", QStringLiteral("softmax"))),
        "step 2: state.featureMap: unknown feature map 'softmax'");
    exact("prefix beyond the keys", stepFieldWith(3, "state", set("prefix", 9)),
        "step 4: state.prefix: 9 is beyond the 6 keys of preset general");
    exact("prefix beyond the keys of the new preset",
        stepFieldWith(3, "state", set("preset", QStringLiteral("single-key"))),
        "step 4: state.prefix: 2 is beyond the 1 key of preset single-key");
    exact("inherited prefix beyond the keys of the new preset", lessonWith([](QJsonObject &lesson) {
        QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
        QJsonObject first = steps.at(0).toObject();
        first.insert(QLatin1String("state"),
            QJsonObject {{QStringLiteral("preset"), QStringLiteral("general")},
                {QStringLiteral("featureMap"), QStringLiteral("elu1")},
                {QStringLiteral("prefix"), 6}});
        steps.replace(0, first);
        QJsonObject second = steps.at(1).toObject();
        second.insert(QLatin1String("state"),
            QJsonObject {{QStringLiteral("preset"), QStringLiteral("negative-query")}});
        steps.replace(1, second);
        lesson.insert(QLatin1String("steps"), steps);
    }),
        "step 2: state.prefix: the prefix 6 kept from an earlier step is beyond the 3 keys of "
        "preset negative-query; set a prefix in this step");
    exact("inherited prefix beyond a smaller preset",
        stepFieldWith(1, "state",
            [](QJsonObject &state) {
                state.insert(QLatin1String("preset"), QStringLiteral("single-key"));
            }),
        "step 4: state.prefix: 2 is beyond the 1 key of preset single-key");
    words("prefix 0", stepFieldWith(3, "state", set("prefix", 0)),
        {QStringLiteral("step 4: state.prefix:"), QStringLiteral("0")});
    exact("first step without prefix", stepFieldWith(0, "state", remove("prefix")),
        "step 1: state: the first step must set problem and featureMap, and prefix for a single "
        "query");
    exact("first step without preset", stepFieldWith(0, "state", remove("preset")),
        "step 1: state: the first step must set problem and featureMap, and prefix for a single "
        "query");
    exact("first step without state", stepWith(0, remove("state")),
        "step 1: state: the first step must set problem and featureMap, and prefix for a single "
        "query");
    exact("invalid id", lessonWith(set("id", QStringLiteral("my lesson"))),
        "id: 'my lesson' must be 1 to 64 letters, digits and '-'");
    words("id of 65 letters", lessonWith(set("id", QString(65, QLatin1Char('a')))),
        {QStringLiteral("id:")});

    // Markup.
    const auto text
        = [&](const char *value) { return stepWith(1, set("text", QString::fromUtf8(value))); };
    exact("img", text("Look: <img src=x>"),
        "step 2: text: character 7: <img src=x> is not allowed (only <b>, <i>, <sub>, <sup>)");
    words("script", text("<script>alert(1)</script>"),
        {QStringLiteral("step 2: text:"), QStringLiteral("<script>"),
            QStringLiteral("not allowed")});
    words("ampersand entity", text("a &amp; b"),
        {QStringLiteral("step 2: text:"), QStringLiteral("'&'"), QStringLiteral("not allowed")});
    exact("unclosed b", text("<b>bold"), "step 2: text: <b> is never closed");
    words("wrongly nested", text("<b><i>x</b></i>"),
        {QStringLiteral("step 2: text:"), QStringLiteral("</b>"), QStringLiteral("not open")});
    words("stray closing tag", text("x</sub>"),
        {QStringLiteral("step 2: text:"), QStringLiteral("</sub>")});
    words("less-than without a tag", text("x < y"),
        {QStringLiteral("step 2: text:"), QStringLiteral("'<'")});
    words("attribute on an allowed tag", text("<b style=\"color:red\">x</b>"),
        {QStringLiteral("step 2: text:"), QStringLiteral("not allowed")});
    words("upper-case tag", text("<B>x</B>"),
        {QStringLiteral("step 2: text:"), QStringLiteral("<B>")});
    words("comment", text("<!-- x -->"),
        {QStringLiteral("step 2: text:"), QStringLiteral("not allowed")});

    // Highlights, fades, questions.
    exact("unknown highlight kind",
        stepFieldWith(1, "highlight", set("kind", QStringLiteral("glow"))),
        "step 2: highlight.kind: unknown kind 'glow' (controls, derivation, chart, table or page)");
    exact("unknown page",
        stepFieldWith(2, "highlight",
            [](QJsonObject &highlight) {
                highlight.insert(QLatin1String("kind"), QStringLiteral("page"));
                highlight.insert(QLatin1String("target"), QStringLiteral("benchmarks"));
            }),
        "step 3: highlight.target: no page 'benchmarks' (scaling, generation or memory)");
    exact("page without a target",
        stepFieldWith(2, "highlight",
            [](QJsonObject &highlight) {
                highlight.insert(QLatin1String("kind"), QStringLiteral("page"));
                highlight.remove(QLatin1String("target"));
            }),
        "step 3: highlight.target: missing");
    exact("unknown derivation line",
        stepFieldWith(1, "highlight", set("target", QStringLiteral("phi-key-64"))),
        "step 2: highlight.target: no derivation line 'phi-key-64'");
    exact("unknown chart", stepFieldWith(2, "highlight", set("target", QStringLiteral("pie"))),
        "step 3: highlight.target: no chart 'pie' (plane, weights or output)");
    exact("table row beyond the keys", stepFieldWith(3, "highlight", set("row", 7)),
        "step 4: highlight.row: 7 is not a row of the 6-row table of preset general");
    words("table row 0", stepFieldWith(3, "highlight", set("row", 0)),
        {QStringLiteral("step 4: highlight.row:"), QStringLiteral("0")});
    exact("fade of a line that is not a number",
        stepWith(3, set("fade", QJsonArray {QStringLiteral("output"), QStringLiteral("z")})),
        "step 4: fade[1]: 'z' cannot be filled in (denominator, numerator, output, reference or "
        "softmax)");
    exact("choice answer out of range", stepFieldWith(3, "question", set("answer", 3)),
        "step 4: question.answer: 3 is not the index of an option (0 to 2)");
    exact("one option",
        stepFieldWith(3, "question",
            [](QJsonObject &question) {
                question.insert(QLatin1String("options"), QJsonArray {QStringLiteral("only")});
                question.insert(QLatin1String("answer"), 0);
            }),
        "step 4: question.options: expected 2 to 6 options, got 1");
    exact("seven options",
        stepFieldWith(3, "question",
            set("options",
                QJsonArray {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                    QStringLiteral("d"), QStringLiteral("e"), QStringLiteral("f"),
                    QStringLiteral("g")})),
        "step 4: question.options: expected 2 to 6 options, got 7");
    exact("empty option",
        stepFieldWith(3, "question", set("options", QJsonArray {QStringLiteral("a"), QString()})),
        "step 4: question.options[1]: is empty");
    words("negative tolerance", stepFieldWith(2, "question", set("tolerance", -0.5)),
        {QStringLiteral("step 3: question"), QStringLiteral("tolerance")});
    words("answer too large for a double",
        [] {
            QByteArray json = stepFieldWith(2, "question",
                [](QJsonObject &question) { question.insert(QLatin1String("answer"), 424242); });
            return json.replace("424242", "1e999");
        }(),
        {});

    // Bytes, not JSON.
    exact("invalid UTF-8", withRawBytes("\xff\xfe bad"), "not valid UTF-8 text");
    exact("overlong UTF-8", withRawBytes("\xc0\xaf"), "not valid UTF-8 text");
    exact("UTF-8 surrogate", withRawBytes("\xed\xa0\x80"), "not valid UTF-8 text");
    // Cut in the middle of a character: refused, though as JSON rather than as UTF-8.
    words("truncated UTF-8 at the end", toJson(validLesson()) + "\xe2\x82", {});
    exact("empty", QByteArray(), "the file is empty");
    exact("white space only", QByteArray(" \n\t\r\n "), "the file is empty");
    exact("an array", QByteArray("[]"),
        "expected a JSON object with id, title, description and steps");
    words("a number", QByteArray("42"), {QStringLiteral("invalid JSON")});
    words("not JSON", QByteArray("{\n  \"id\": \"x\",\n  \"title\": oops\n}"),
        {QStringLiteral("line 3"), QStringLiteral("invalid JSON")});
    words("trailing comma", QByteArray("{\"id\": \"x\",}"), {QStringLiteral("invalid JSON")});
    words("truncated", toJson(validLesson()).chopped(10), {QStringLiteral("invalid JSON")});
    words("NUL byte", QByteArray("{\"id\"\0: 1}", 10), {});
    exact("201 steps", lessonWith([](QJsonObject &lesson) {
        QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
        while (steps.size() < 201)
            steps.append(steps.at(1));
        lesson.insert(QLatin1String("steps"), steps);
    }),
        "steps: expected 1 to 200 steps, got 201");
}

void TestLessonFiles::malformedLessons()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, exact);
    QFETCH(QStringList, keyWords);
    const auto result = LessonReader::read(json);
    const QString error = errorOf(result);
    QVERIFY2(!error.isEmpty(), "a malformed lesson was accepted");
    QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error)); // one line
    if (!exact.isEmpty())
        QCOMPARE(error, exact);
    for (const QString &word : keyWords)
        QVERIFY2(error.contains(word),
            qPrintable(QStringLiteral("'%1' does not contain '%2'").arg(error, word)));
}

// A step's memory settings hold until a later step changes them; a lesson that sets none has
// the lab's defaults in every step.
void TestLessonFiles::memorySettingsAreKeptFromStepToStep()
{
    QJsonObject lesson = validLesson();
    QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
    const auto setMemory = [&](qsizetype index, const QJsonObject &memory) {
        QJsonObject step = steps.at(index).toObject();
        QJsonObject state = step.value(QLatin1String("state")).toObject();
        state.insert(QLatin1String("memory"), memory);
        step.insert(QLatin1String("state"), state);
        steps.replace(index, step);
    };
    setMemory(1,
        {{"rule", QStringLiteral("delta")}, {"beta", 0.5}, {"pairs", 4}, {"dimension", 4},
            {"orthogonalKeys", true}, {"featureMap", QStringLiteral("dpfp2")}, {"seed", 7}});
    setMemory(2, {{"passes", 3}, {"decay", 0.9}, {"temperature", 0.25}});
    lesson.insert(QLatin1String("steps"), steps);
    const auto result = LessonReader::read(toJson(lesson));
    QVERIFY2(std::holds_alternative<LessonPlan>(result), qPrintable(errorOf(result)));
    const std::vector<ResolvedLessonState> &states = std::get<LessonPlan>(result).states;
    QVERIFY(states[0].memory == MemoryLabSettings {});
    MemoryLabSettings second;
    second.writing.rule = MemoryRule::Delta;
    second.writing.beta = 0.5;
    second.pairs = 4;
    second.dimension = 4;
    second.orthogonalKeys = true;
    second.featureMapId = "dpfp2";
    second.seed = 7;
    QVERIFY(states[1].memory == second);
    MemoryLabSettings third = second;
    third.writing.passes = 3;
    third.writing.decay = 0.9;
    third.writing.temperature = 0.25;
    QVERIFY(states[2].memory == third);
    QVERIFY(states[3].memory == third);
    // The lab's own defaults: ReLU, 3 random pairs of 2 coordinates from seed 1, the sum rule.
    QCOMPARE(MemoryLabSettings {}.featureMapId, std::string("relu"));
    QCOMPARE(MemoryLabSettings {}.pairs, std::size_t(3));
}

void TestLessonFiles::unknownKeys_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const QByteArray &json, const char *expected) {
        QTest::newRow(name) << json << QString::fromUtf8(expected);
    };
    // Top level.
    row("titel", lessonWith(renameKey("title", "titel")),
        "titel: unknown key; did you mean title?");
    row("step", lessonWith(renameKey("steps", "step")), "step: unknown key; did you mean steps?");
    row("descripton", lessonWith(renameKey("description", "descripton")),
        "descripton: unknown key; did you mean description?");
    row("top level, nothing near", lessonWith(add("author", QStringLiteral("me"))),
        "author: unknown key (known: id, title, description, steps, references, translations)");
    // A step.
    row("stat", stepWith(2, add("stat", QJsonObject {})),
        "step 3: stat: unknown key; did you mean state?");
    row("hightlight", stepWith(1, renameKey("highlight", "hightlight")),
        "step 2: hightlight: unknown key; did you mean highlight?");
    row("qestion", stepWith(3, renameKey("question", "qestion")),
        "step 4: qestion: unknown key; did you mean question?");
    row("fades", stepWith(3, renameKey("fade", "fades")),
        "step 4: fades: unknown key; did you mean fade?");
    row("step, nothing near", stepWith(0, add("notes", QStringLiteral("x"))),
        "step 1: notes: unknown key (known: title, text, print, state, highlight, question, fade, "
        "translations)");
    // A step's state.
    row("prefx", stepFieldWith(2, "state", add("prefx", 2)),
        "step 3: state.prefx: unknown key; did you mean prefix?");
    row("featuremap", stepFieldWith(1, "state", renameKey("featureMap", "featuremap")),
        "step 2: state.featuremap: unknown key; did you mean featureMap?");
    row("epsilon misspelt", stepFieldWith(3, "state", add("epsilom", 1e-6)),
        "step 4: state.epsilom: unknown key; did you mean epsilon?");
    row("state, nothing near", stepFieldWith(3, "state", add("colour", QStringLiteral("red"))),
        "step 4: state.colour: unknown key (known: problem, featureMap, prefix, epsilon, features, "
        "seed, orthogonal, token, decay, chunk, preset, sequence, view, memory)");
    // A highlight.
    row("targt", stepFieldWith(1, "highlight", renameKey("target", "targt")),
        "step 2: highlight.targt: unknown key; did you mean target?");
    row("rows", stepFieldWith(3, "highlight", renameKey("row", "rows")),
        "step 4: highlight.rows: unknown key; did you mean row?");
    row("highlight, nothing near",
        stepFieldWith(0, "highlight", add("colour", QStringLiteral("red"))),
        "step 1: highlight.colour: unknown key (known: kind, target, row)");
    // A question.
    row("answr", stepFieldWith(2, "question", renameKey("answer", "answr")),
        "step 3: question.answr: unknown key; did you mean answer?");
    row("option", stepFieldWith(3, "question", renameKey("options", "option")),
        "step 4: question.option: unknown key; did you mean options?");
    row("conceals", stepFieldWith(2, "question", add("conceals", QJsonArray {QStringLiteral("z")})),
        "step 3: question.conceals: unknown key; did you mean conceal?");
    row("question, nothing near", stepFieldWith(2, "question", add("points", 3)),
        "step 3: question.points: unknown key (known: prompt, answer, tolerance, options, hint, "
        "explanation, conceal, quantity)");
    // An unknown key comes before what it leaves missing.
    row("tolerance misspelt, so missing",
        stepFieldWith(2, "question", renameKey("tolerance", "tolerence")),
        "step 3: question.tolerence: unknown key; did you mean tolerance?");
    // Translations: the lesson's, a step's, a question's.
    row("translation", stepWith(1, add("translation", QJsonObject {})),
        "step 2: translation: unknown key; did you mean translations?");
    row("German descripton", germanLessonWith([](QJsonObject &lesson) {
        QJsonObject translations = lesson.value(QLatin1String("translations")).toObject();
        QJsonObject german = translations.value(QLatin1String("de")).toObject();
        renameKey("description", "descripton")(german);
        translations.insert(QLatin1String("de"), german);
        lesson.insert(QLatin1String("translations"), translations);
    }),
        "translations.de.descripton: unknown key; did you mean description?");
    row("German titel", germanStepWith(1, renameKey("title", "titel")),
        "step 2: translations.de.titel: unknown key; did you mean title?");
    row("German step, nothing near", germanStepWith(0, add("notes", QStringLiteral("x"))),
        "step 1: translations.de.notes: unknown key (known: title, text, print, question)");
    row("German hnt", germanQuestionWith(2, renameKey("hint", "hnt")),
        "step 3: translations.de.question.hnt: unknown key; did you mean hint?");
    row("German question, nothing near", germanQuestionWith(3, add("points", 3)),
        "step 4: translations.de.question.points: unknown key (known: prompt, options, hint, "
        "explanation)");
    // What is the same in every language is not translated.
    row("German state", germanStepWith(1, add("state", QJsonObject {{"prefix", 2}})),
        "step 2: translations.de.state: is the same in every language; a translation holds only "
        "title, text, print and question");
    row("German fade", germanStepWith(3, add("fade", QJsonArray {QStringLiteral("output")})),
        "step 4: translations.de.fade: is the same in every language; a translation holds only "
        "title, text, print and question");
    row("German answer", germanQuestionWith(3, add("answer", 1)),
        "step 4: translations.de.question.answer: is the same in every language; a translation "
        "holds only prompt, options, hint and explanation");
    row("German steps", germanLessonWith([](QJsonObject &lesson) {
        QJsonObject translations = lesson.value(QLatin1String("translations")).toObject();
        QJsonObject german = translations.value(QLatin1String("de")).toObject();
        german.insert(QLatin1String("steps"), QJsonArray {});
        translations.insert(QLatin1String("de"), german);
        lesson.insert(QLatin1String("translations"), translations);
    }),
        "translations.de.steps: is the same in every language; a translation holds only title and "
        "description");
    // Languages are keys too.
    row("language dee", germanLessonWith([](QJsonObject &lesson) {
        QJsonObject translations = lesson.value(QLatin1String("translations")).toObject();
        renameKey("de", "dee")(translations);
        lesson.insert(QLatin1String("translations"), translations);
    }),
        "translations.dee: unknown language; did you mean de?");
    row("language fr", stepWith(0, add("translations", QJsonObject {{"fr", QJsonObject {}}})),
        "step 1: translations.fr: unknown language (known: de)");
    row("language en", stepWith(0, add("translations", QJsonObject {{"en", QJsonObject {}}})),
        "step 1: translations.en: English is the lesson's own text; translations are into other "
        "languages (de)");
}

void TestLessonFiles::unknownKeys()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QCOMPARE(errorOf(LessonReader::read(json)), expected);
    // --check-lesson finds the same problem, and no other.
    const LessonCheck check = LessonReader::check(json);
    QVERIFY(!check.plan);
    QCOMPARE(check.problems.value(0), expected);
}

void TestLessonFiles::checkFindsEveryProblem_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("valid") << toJson(validLesson()) << QStringList {};
    QTest::newRow("two misspellings in different steps")
        << lessonWith([](QJsonObject &lesson) {
               QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
               QJsonObject second = steps.at(1).toObject();
               renameKey("state", "stat")(second);
               steps.replace(1, second);
               QJsonObject fourth = steps.at(3).toObject();
               QJsonObject state = fourth.value(QLatin1String("state")).toObject();
               renameKey("prefix", "prefx")(state);
               fourth.insert(QLatin1String("state"), state);
               steps.replace(3, fourth);
               lesson.insert(QLatin1String("steps"), steps);
           })
        << QStringList {QStringLiteral("step 2: stat: unknown key; did you mean state?"),
               QStringLiteral("step 4: state.prefx: unknown key; did you mean prefix?")};
    // Every unknown key of one object, in the object's (sorted) order, and
    // the first other problem of each failing step; the top level goes on too.
    QTest::newRow("unknown keys and type problems")
        << lessonWith([](QJsonObject &lesson) {
               renameKey("title", "titel")(lesson);
               QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
               QJsonObject first = steps.at(0).toObject();
               add("notes", 1)(first);
               add("hilight", 1)(first);
               first.insert(QLatin1String("text"), 3);
               first.insert(QLatin1String("title"), 4); // reported; text, read after it, is not
               steps.replace(0, first);
               QJsonObject third = steps.at(2).toObject();
               QJsonObject question = third.value(QLatin1String("question")).toObject();
               question.insert(QLatin1String("tolerance"), QStringLiteral("small"));
               add("answr", 5)(question);
               third.insert(QLatin1String("question"), question);
               steps.replace(2, third);
               lesson.insert(QLatin1String("steps"), steps);
           })
        << QStringList {QStringLiteral("titel: unknown key; did you mean title?"),
               QStringLiteral("title: missing"),
               QStringLiteral("step 1: hilight: unknown key; did you mean highlight?"),
               QStringLiteral(
                   "step 1: notes: unknown key (known: title, text, print, state, highlight, "
                   "question, fade, translations)"),
               QStringLiteral("step 1: title: expected a string, got a number"),
               QStringLiteral("step 3: question.answr: unknown key; did you mean answer?"),
               QStringLiteral("step 3: question.tolerance: expected a number, got a string")};
    // A step's reading ends at its first problem; its unknown keys are named all the same.
    QTest::newRow("unknown keys after a step's first problem")
        << stepWith(3,
               [](QJsonObject &step) {
                   QJsonObject highlight = step.value(QLatin1String("highlight")).toObject();
                   renameKey("row", "rows")(highlight);
                   step.insert(QLatin1String("highlight"), highlight);
                   QJsonObject question = step.value(QLatin1String("question")).toObject();
                   renameKey("options", "optons")(question);
                   step.insert(QLatin1String("question"), question);
               })
        << QStringList {QStringLiteral("step 4: highlight.rows: unknown key; did you mean row?"),
               QStringLiteral("step 4: highlight.row: missing"),
               QStringLiteral("step 4: question.optons: unknown key; did you mean options?")};
    // The first problem is the one the window shows, also when an unknown key
    // comes later in the step.
    QTest::newRow("an unknown key after a step's first problem")
        << stepWith(3,
               [](QJsonObject &step) {
                   QJsonObject highlight = step.value(QLatin1String("highlight")).toObject();
                   highlight.remove(QLatin1String("row"));
                   step.insert(QLatin1String("highlight"), highlight);
                   QJsonObject question = step.value(QLatin1String("question")).toObject();
                   question.insert(QLatin1String("hnt"), QStringLiteral("x"));
                   step.insert(QLatin1String("question"), question);
               })
        << QStringList {QStringLiteral("step 4: highlight.row: missing"),
               QStringLiteral("step 4: question.hnt: unknown key; did you mean hint?")};
    QTest::newRow("a state beyond its preset, once every step reads")
        << stepFieldWith(
               3, "state", [](QJsonObject &state) { state.insert(QLatin1String("prefix"), 9); })
        << QStringList {
               QStringLiteral("step 4: state.prefix: 9 is beyond the 6 keys of preset general")};
    // Every step whose German fails is named, the unknown keys of its German too.
    QTest::newRow("German problems in three steps")
        <<
        [] {
            QJsonObject lesson = validGermanLesson();
            QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
            QJsonObject first = steps.at(0).toObject();
            first.remove(QLatin1String("translations"));
            steps.replace(0, first);
            QJsonObject third = steps.at(2).toObject();
            QJsonObject german = germanOf(third);
            german.remove(QLatin1String("text"));
            german.insert(QLatin1String("txet"), QStringLiteral("Eine Zahlenfrage."));
            third.insert(
                QLatin1String("translations"), QJsonObject {{QStringLiteral("de"), german}});
            steps.replace(2, third);
            QJsonObject fourth = steps.at(3).toObject();
            german = germanOf(fourth);
            QJsonObject question = german.value(QLatin1String("question")).toObject();
            question.insert(QLatin1String("options"), QJsonArray {QStringLiteral("erstens")});
            question.insert(QLatin1String("hnt"), QStringLiteral("x"));
            german.insert(QLatin1String("question"), question);
            fourth.insert(
                QLatin1String("translations"), QJsonObject {{QStringLiteral("de"), german}});
            steps.replace(3, fourth);
            lesson.insert(QLatin1String("steps"), steps);
            return toJson(lesson);
        }()
        << QStringList {QStringLiteral("step 1: translations.de: missing; the lesson has "
                                       "translations.de, so every step needs one"),
               QStringLiteral("step 3: translations.de.txet: unknown key; did you mean text?"),
               QStringLiteral("step 3: translations.de.text: missing"),
               QStringLiteral(
                   "step 4: translations.de.question.hnt: unknown key; did you mean hint?"),
               QStringLiteral("step 4: translations.de.question.options: expected 3 options, one "
                              "for each English option in the same order, got 1")};
    QTest::newRow("not JSON") << QByteArray("{\"id\": ") << QStringList {QStringLiteral("*")};
}

void TestLessonFiles::checkFindsEveryProblem()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, expected);
    const LessonCheck check = LessonReader::check(json);
    if (expected == QStringList {QStringLiteral("*")}) { // one problem, whatever it says
        QCOMPARE(check.problems.size(), 1);
        QVERIFY(!check.plan);
        return;
    }
    QCOMPARE(check.problems, expected);
    QCOMPARE(check.plan.has_value(), expected.isEmpty());
    // The window's reading stops at the first of them.
    QCOMPARE(errorOf(LessonReader::read(json)), expected.value(0));
}

void TestLessonFiles::seedLessonsMeantToBeValidRead_data()
{
    QTest::addColumn<QString>("path");
    const QDir seeds(sourceTreePath(QStringLiteral("tests/fuzz/corpus-lesson-reader")));
    QVERIFY(seeds.exists());
    for (const char *name : {"small-valid.json", "small-valid-de.json", "reassociation.json",
             "denominator-stability.json"})
        QTest::newRow(name) << seeds.filePath(QString::fromLatin1(name));
}

void TestLessonFiles::seedLessonsMeantToBeValidRead()
{
    QFETCH(QString, path);
    const auto result = LessonReader::readFile(path);
    QVERIFY2(std::holds_alternative<LessonPlan>(result), qPrintable(errorOf(result)));
}

void TestLessonFiles::markupPositionsCountCharacters()
{
    // Lesson texts are full of φ, Z₁, k₀: the position a teacher is told is
    // the character they see, not a byte of its UTF-8 encoding.
    const auto errorFor = [](const char *text) {
        return errorOf(LessonReader::read(stepWith(1, [text](QJsonObject &step) {
            step.insert(QLatin1String("text"), QString::fromUtf8(text));
        })));
    };
    // ASCII: bytes and characters agree.
    QCOMPARE(errorFor("q <img>"),
        QStringLiteral(
            "step 2: text: character 3: <img> is not allowed (only <b>, <i>, <sub>, <sup>)"));
    QCOMPARE(errorFor("φ(q) <img>"),
        QStringLiteral(
            "step 2: text: character 6: <img> is not allowed (only <b>, <i>, <sub>, <sup>)"));
    QCOMPARE(errorFor("Z₁ & Z₂"),
        QStringLiteral(
            "step 2: text: character 4: '&' is not allowed (write \"and\"; no entities)"));
}

void TestLessonFiles::sizeLimit()
{
    // A valid lesson padded with spaces to exactly 1 MiB is read; one byte more is not.
    QByteArray json = toJson(validLesson());
    json.append(QByteArray(LessonReader::kMaxBytes - json.size(), ' '));
    QCOMPARE(json.size(), LessonReader::kMaxBytes);
    const auto atLimit = LessonReader::read(json);
    QVERIFY2(std::holds_alternative<LessonPlan>(atLimit), qPrintable(errorOf(atLimit)));
    json.append(' ');
    QCOMPARE(errorOf(LessonReader::read(json)),
        QStringLiteral("1048577 bytes is too large for a lesson (at most 1 MiB)"));
}

void TestLessonFiles::fiftyMegabytesInMemory()
{
    // A syntactically plausible 50 MB lesson: one huge title.
    const qsizetype size = 50 * 1024 * 1024;
    QByteArray json = toJson(validLesson());
    json.insert(1, "\"padding\": \"" + QByteArray(size - json.size() - 15, 'x') + "\", ");
    QVERIFY(json.size() >= size - 16 && json.size() <= size);
    QElapsedTimer timer;
    timer.start();
    const QString error = errorOf(LessonReader::read(json));
    const qint64 elapsed = timer.elapsed();
    QCOMPARE(error,
        QStringLiteral("%1 bytes is too large for a lesson (at most 1 MiB)").arg(json.size()));
    // Refused by its size, not after decoding or parsing 50 MB.
    QVERIFY2(elapsed < 200, qPrintable(QStringLiteral("%1 ms").arg(elapsed)));
}

void TestLessonFiles::deepNesting()
{
    struct Case {
        const char *name;
        QByteArray json;
        QString keyWord;
    };
    const QByteArray lesson = toJson(validLesson());
    const auto nestedObjects = [](int depth) {
        QByteArray nested;
        for (int i = 0; i < depth; ++i)
            nested += "{\"a\":";
        nested += '1';
        nested += QByteArray(depth, '}');
        return nested;
    };
    // The value of a step's field, nested `depth` objects deep.
    const auto inStep = [&](const char *field, int depth) {
        QByteArray json = stepWith(1, [field](QJsonObject &step) {
            step.insert(QLatin1String(field), QStringLiteral("@@"));
        });
        return json.replace("\"@@\"", nestedObjects(depth));
    };
    const QList<Case> cases {
        {"100000 [", QByteArray(100000, '['), QStringLiteral("invalid JSON")},
        {"100000 [ then ]", QByteArray(100000, '[') + QByteArray(100000, ']'),
            QStringLiteral("invalid JSON")},
        {"100000 {\"a\":", QByteArray("{\"a\":").repeated(100000), QStringLiteral("invalid JSON")},
        {"2000 nested objects in a step", inStep("extra", 2000), QStringLiteral("invalid JSON")},
        {"2000 nested objects as a title", inStep("title", 2000), QStringLiteral("invalid JSON")},
        // Under the parser's limit the reader sees an object where it wants a string.
        {"500 nested objects as a title", inStep("title", 500),
            QStringLiteral("step 2: title: expected a string, got an object")},
        {"500 nested objects as the highlight", inStep("highlight", 500),
            QStringLiteral("step 2: highlight.a: unknown key (known: kind, target, row)")},
        {"500 nested arrays as the fade",
            [&] {
                QByteArray json = stepWith(1, [](QJsonObject &step) {
                    step.insert(QLatin1String("fade"), QStringLiteral("@@"));
                });
                return json.replace("\"@@\"", QByteArray(500, '[') + QByteArray(500, ']'));
            }(),
            QStringLiteral("step 2: fade[0]: expected a string, got an array")},
    };
    QElapsedTimer timer;
    timer.start();
    for (const Case &each : cases) {
        const QString error = errorOf(LessonReader::read(each.json));
        QVERIFY2(error.contains(each.keyWord),
            qPrintable(QStringLiteral("%1: '%2' does not contain '%3'")
                           .arg(QLatin1String(each.name), error, each.keyWord)));
    }
    QVERIFY2(timer.elapsed() < 3000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
}

void TestLessonFiles::malformedFilesKeepTheWalkthrough_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("keyWords");
    QTest::newRow("prefix beyond the keys") << QStringLiteral(
        "prefix.json") << stepFieldWith(3, "state", [](QJsonObject &state) {
        state.insert(QLatin1String("prefix"), 9);
    }) << QStringLiteral("step 4: state.prefix: 9 is beyond the 6 keys of preset general");
    QTest::newRow("unknown preset") << QStringLiteral(
        "preset.json") << stepFieldWith(1, "state", [](QJsonObject &state) {
        state.insert(QLatin1String("preset"), QStringLiteral("nope"));
    }) << QStringLiteral("step 2: state.preset: unknown preset 'nope'");
    QTest::newRow("missing hint") << QStringLiteral(
        "hint.json") << stepFieldWith(2, "question", [](QJsonObject &question) {
        question.remove(QLatin1String("hint"));
    }) << QStringLiteral("step 3: question.hint: missing");
    QTest::newRow("invalid UTF-8")
        << QStringLiteral("utf8.json") << withRawBytes("\xff") << QStringLiteral("not valid UTF-8");
    QTest::newRow("empty") << QStringLiteral("empty.json") << QByteArray()
                           << QStringLiteral("the file is empty");
    QTest::newRow("deep nesting") << QStringLiteral("deep.json") << QByteArray(100000, '[')
                                  << QStringLiteral("invalid JSON");
    QTest::newRow("markup") << QStringLiteral("markup.json") << stepWith(1, [](QJsonObject &step) {
        step.insert(QLatin1String("text"), QStringLiteral("<script>x</script>"));
    }) << QStringLiteral("step 2: text:");
    QTest::newRow("no such file") << QStringLiteral("missing/none.json") << QByteArray()
                                  << QStringLiteral("no such file");
    QTest::newRow("a folder") << QStringLiteral("folder") << QByteArray()
                              << QStringLiteral("is a folder");
}

void TestLessonFiles::malformedFilesKeepTheWalkthrough()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, json);
    QFETCH(QString, keyWords);
    QString path;
    if (name == QLatin1String("folder")) {
        QVERIFY(QDir(dir_.path()).mkpath(name));
        path = dir_.filePath(name);
    } else if (name.startsWith(QLatin1String("missing/"))) {
        path = dir_.filePath(name);
    } else {
        path = writeFileIn(dir_, name, json);
    }

    const JsonLesson lesson = jsonLesson(QStringLiteral("reassociation"));
    ProblemModel problem;
    AttentionModel &attention = *problem.attention();
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
    QVERIFY(walkthrough.start(lesson.id, 4)); // a step with faded lines and a question
    walkthrough.submitNumber(QStringLiteral("7"));
    QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));
    const QString feedback = walkthrough.feedback();
    const QStringList hidden = walkthrough.hiddenLines();
    const int lessonCount = walkthrough.lessons()->rowCount();

    for (const QString &given : {path, QUrl::fromLocalFile(path).toString()}) {
        QVERIFY(!walkthrough.openLessonFile(given));
        // The message names the file, then what is wrong in it.
        const QString error = walkthrough.errorMessage();
        QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.contains(keyWords), qPrintable(error));
        // Everything else is as it was.
        QVERIFY(walkthrough.active());
        const QString mismatch = [&] {
            // stepMismatch wants a fresh answer; compare the answer apart.
            const QString m = stepMismatch(walkthrough, attention, lesson, 4);
            return m.contains(QLatin1String("answerState")) || m.contains(QLatin1String("feedback"))
                ? QString()
                : m;
        }();
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));
        QCOMPARE(walkthrough.feedback(), feedback);
        QCOMPARE(walkthrough.hiddenLines(), hidden);
        QCOMPARE(walkthrough.lessons()->rowCount(), lessonCount);
    }
    // The next good action clears the message.
    walkthrough.next();
    QVERIFY(walkthrough.start(lesson.id, 5));
    QVERIFY(walkthrough.errorMessage().isEmpty());
}

void TestLessonFiles::fiftyMegabyteFile()
{
    const QString path = dir_.filePath(QStringLiteral("fifty.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QVERIFY(file.write(toJson(validLesson())) > 0);
        QVERIFY(file.resize(50 * 1024 * 1024)); // the rest reads as NUL bytes
    }
    QElapsedTimer timer;
    timer.start();
    const QString error = errorOf(LessonReader::readFile(path));
    QVERIFY2(timer.elapsed() < 200, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
    QCOMPARE(
        error, path + QStringLiteral(": 52428800 bytes is too large for a lesson (at most 1 MiB)"));

    ProblemModel problem;
    AttentionModel &attention = *problem.attention();
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
    QVERIFY(walkthrough.start(QStringLiteral("denominator-stability"), 2));
    QVERIFY(!walkthrough.openLessonFile(path));
    QCOMPARE(walkthrough.errorMessage(), error);
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("denominator-stability"));
    QCOMPARE(walkthrough.stepIndex(), 2);
    QCOMPARE(attention.presetId(), QStringLiteral("partly-negative"));
    QVERIFY(QFile::remove(path));
}

void TestLessonFiles::openLessonFileAddsAndReplaces()
{
    const QString path = writeFileIn(dir_, QStringLiteral("valid.json"), toJson(validLesson()));
    ProblemModel problem;
    AttentionModel &attention = *problem.attention();
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
    QVERIFY2(walkthrough.openLessonFile(path), qPrintable(walkthrough.errorMessage()));
    QVERIFY(walkthrough.active());
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("test-lesson"));
    QCOMPARE(walkthrough.stepIndex(), 0);
    QCOMPARE(walkthrough.stepCount(), 4);
    QCOMPARE(walkthrough.lessons()->rowCount(), int(kBuiltInIds.size()) + 1);
    QCOMPARE(walkthrough.lessons()->at(int(kBuiltInIds.size())).id, QStringLiteral("test-lesson"));
    QCOMPARE(describe(attention), QStringLiteral("general/elu1/1"));
    walkthrough.goToStep(3);
    QCOMPARE(describe(attention), QStringLiteral("general/relu/2"));
    QCOMPARE(walkthrough.hiddenLines(),
        (QStringList {QStringLiteral("denominator"), QStringLiteral("output")}));

    // A failed open after a good one keeps the opened lesson.
    const QString bad = writeFileIn(dir_, QStringLiteral("bad.json"), QByteArray("{"));
    QVERIFY(!walkthrough.openLessonFile(bad));
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("test-lesson"));
    QCOMPARE(walkthrough.stepIndex(), 3);
    QCOMPARE(describe(attention), QStringLiteral("general/relu/2"));

    // Opening the (edited) file again replaces the earlier copy and starts over.
    const QString edited
        = writeFileIn(dir_, QStringLiteral("valid.json"), lessonWith([](QJsonObject &lesson) {
              lesson.insert(QLatin1String("title"), QStringLiteral("Edited"));
          }));
    QVERIFY(walkthrough.openLessonFile(edited));
    QVERIFY(walkthrough.errorMessage().isEmpty());
    QCOMPARE(walkthrough.lessons()->rowCount(), int(kBuiltInIds.size()) + 1);
    QCOMPARE(walkthrough.lessonTitle(), QStringLiteral("Edited"));
    QCOMPARE(walkthrough.stepIndex(), 0);
    // The built-in lessons are still there.
    QVERIFY(walkthrough.start(QStringLiteral("reassociation")));
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("reassociation"));
    QVERIFY(walkthrough.start(QStringLiteral("test-lesson"), 1));
    QCOMPARE(walkthrough.lessonTitle(), QStringLiteral("Edited"));

    // A file with a built-in lesson's id is listed apart, once, however often it is opened.
    const QString sameId
        = writeFileIn(dir_, QStringLiteral("same-id.json"), lessonWith([](QJsonObject &lesson) {
              lesson.insert(QLatin1String("id"), QStringLiteral("reassociation"));
          }));
    QVERIFY(walkthrough.openLessonFile(sameId));
    QCOMPARE(walkthrough.lessons()->rowCount(), int(kBuiltInIds.size()) + 2);
    QCOMPARE(walkthrough.stepCount(), 4);
    QVERIFY(walkthrough.openLessonFile(sameId)
        && walkthrough.lessons()->rowCount() == int(kBuiltInIds.size()) + 2);
}

QTEST_GUILESS_MAIN(TestLessonFiles)
#include "tst_lessons_files.moc"
