// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons (docs/lessons.md): both built-in lessons validate; walking every
// step with a WalkthroughModel sets exactly the state the lesson's JSON says,
// forwards, backwards and by jumps; answers are accepted within tolerance and
// rejected outside it; faded derivation lines are filled in; and malformed
// lesson files (missing fields, wrong types, unknown ids, out-of-range
// numbers, bad markup, invalid UTF-8, huge or deeply nested files) give a
// message naming the step and the field, never a crash, and leave the
// walkthrough as it was.
//
// The expected state is worked out here from the JSON itself (each step's
// "state" keys applied over the previous step's), not taken from the reader.

#include "AttentionModel.h"
#include "ChoiceListModel.h"
#include "LessonCatalog.h"
#include "LessonReader.h"
#include "WalkthroughModel.h"
#include "derivation.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <cmath>
#include <functional>
#include <optional>
#include <variant>

using namespace linattn;

namespace {

const QStringList kBuiltInIds {QStringLiteral("reassociation"),
    QStringLiteral("denominator-stability"), QStringLiteral("choosing-a-feature-map")};

// ---- The lesson as the test reads it, straight from its JSON ----

struct ExpectedState {
    QString presetId;
    QString featureMapId;
    int prefix = 0;
};

struct JsonStep {
    QJsonObject object;
    ExpectedState state; // after applying this step's "state" over the previous one
    QString title() const { return object.value(QLatin1String("title")).toString(); }
    QString text() const { return object.value(QLatin1String("text")).toString(); }
    bool hasQuestion() const { return object.contains(QLatin1String("question")); }
    QJsonObject question() const { return object.value(QLatin1String("question")).toObject(); }
    bool isChoice() const { return question().contains(QLatin1String("options")); }
    QJsonObject highlight() const { return object.value(QLatin1String("highlight")).toObject(); }
    QStringList fade() const
    {
        QStringList lines;
        for (const QJsonValue &line : object.value(QLatin1String("fade")).toArray())
            lines << line.toString();
        return lines;
    }
};

struct JsonLesson {
    QString id;
    QString title;
    QList<JsonStep> steps;
};

QByteArray readResource(const QString &lessonId)
{
    LessonCatalog::lessons(); // registers the lessons resource
    QFile file(QStringLiteral(":/linattn/lessons/%1.json").arg(lessonId));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("tst_lessons: no resource for lesson '%s'", qPrintable(lessonId));
    return file.readAll();
}

JsonLesson jsonLesson(const QString &lessonId)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(readResource(lessonId), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("tst_lessons: lesson '%s' is not JSON: %s", qPrintable(lessonId),
            qPrintable(error.errorString()));
    const QJsonObject root = document.object();
    JsonLesson lesson;
    lesson.id = root.value(QLatin1String("id")).toString();
    lesson.title = root.value(QLatin1String("title")).toString();
    ExpectedState state;
    for (const QJsonValue &value : root.value(QLatin1String("steps")).toArray()) {
        JsonStep step;
        step.object = value.toObject();
        const QJsonObject set = step.object.value(QLatin1String("state")).toObject();
        if (set.contains(QLatin1String("preset")))
            state.presetId = set.value(QLatin1String("preset")).toString();
        if (set.contains(QLatin1String("featureMap")))
            state.featureMapId = set.value(QLatin1String("featureMap")).toString();
        if (set.contains(QLatin1String("prefix")))
            state.prefix = set.value(QLatin1String("prefix")).toInt();
        step.state = state;
        lesson.steps.append(step);
    }
    return lesson;
}

QString describe(const ExpectedState &state)
{
    return QStringLiteral("%1/%2/%3").arg(state.presetId, state.featureMapId).arg(state.prefix);
}

QString describe(const AttentionModel &attention)
{
    return QStringLiteral("%1/%2/%3")
        .arg(attention.presetId(), attention.featureMapId())
        .arg(attention.prefix());
}

// Empty when the walkthrough and the window show step `index` of `lesson`
// exactly as its JSON says; otherwise the first difference.
QString stepMismatch(const WalkthroughModel &walkthrough, const AttentionModel &attention,
    const JsonLesson &lesson, int index)
{
    const JsonStep &step = lesson.steps.at(index);
    const QString where = QStringLiteral("%1 step %2: ").arg(lesson.id).arg(index + 1);
    auto differ = [&](const char *what, const QString &got, const QString &expected) {
        return where
            + QStringLiteral("%1 is '%2', expected '%3'").arg(QLatin1String(what), got, expected);
    };
    if (walkthrough.lessonId() != lesson.id)
        return differ("lessonId", walkthrough.lessonId(), lesson.id);
    if (walkthrough.lessonTitle() != lesson.title)
        return differ("lessonTitle", walkthrough.lessonTitle(), lesson.title);
    if (!walkthrough.active())
        return where + QStringLiteral("the walkthrough is not active");
    if (walkthrough.stepIndex() != index)
        return differ(
            "stepIndex", QString::number(walkthrough.stepIndex()), QString::number(index));
    if (walkthrough.stepCount() != lesson.steps.size())
        return differ("stepCount", QString::number(walkthrough.stepCount()),
            QString::number(lesson.steps.size()));
    QStringList titles;
    for (const JsonStep &each : lesson.steps)
        titles << each.title();
    if (walkthrough.stepTitles() != titles)
        return differ("stepTitles", walkthrough.stepTitles().join(QLatin1Char('|')),
            titles.join(QLatin1Char('|')));
    if (walkthrough.stepTitle() != step.title())
        return differ("stepTitle", walkthrough.stepTitle(), step.title());
    if (walkthrough.stepText() != step.text())
        return differ("stepText", walkthrough.stepText(), step.text());

    if (attention.presetId() != step.state.presetId
        || attention.featureMapId() != step.state.featureMapId
        || attention.prefix() != step.state.prefix)
        return differ("the window's preset/map/prefix", describe(attention), describe(step.state));

    const QJsonObject highlight = step.highlight();
    const QString kind = highlight.value(QLatin1String("kind")).toString();
    if (walkthrough.highlightKind() != kind)
        return differ("highlightKind", walkthrough.highlightKind(), kind);
    const QString target = highlight.value(QLatin1String("target")).toString();
    if (walkthrough.highlightTarget() != target)
        return differ("highlightTarget", walkthrough.highlightTarget(), target);
    const int row = highlight.value(QLatin1String("row")).toInt();
    if (walkthrough.highlightRow() != row)
        return differ(
            "highlightRow", QString::number(walkthrough.highlightRow()), QString::number(row));
    // What the step points at is on screen in that state.
    if (kind == QLatin1String("derivation") && attention.derivation()->rowOf(target) < 0)
        return where
            + QStringLiteral("highlights derivation line '%1', which is not shown").arg(target);
    if (kind == QLatin1String("table") && (row < 1 || row > attention.keyCount()))
        return where
            + QStringLiteral("highlights table row %1 of %2").arg(row).arg(attention.keyCount());

    if (walkthrough.hasQuestion() != step.hasQuestion())
        return differ("hasQuestion", QVariant(walkthrough.hasQuestion()).toString(),
            QVariant(step.hasQuestion()).toString());
    const QString questionKind = !step.hasQuestion() ? QString()
        : step.isChoice()                            ? QStringLiteral("choice")
                                                     : QStringLiteral("number");
    if (walkthrough.questionKind() != questionKind)
        return differ("questionKind", walkthrough.questionKind(), questionKind);
    const QString prompt = step.question().value(QLatin1String("prompt")).toString();
    if (walkthrough.questionPrompt() != prompt)
        return differ("questionPrompt", walkthrough.questionPrompt(), prompt);
    QStringList options;
    for (const QJsonValue &option : step.question().value(QLatin1String("options")).toArray())
        options << option.toString();
    if (walkthrough.questionOptions() != options)
        return differ("questionOptions", walkthrough.questionOptions().join(QLatin1Char('|')),
            options.join(QLatin1Char('|')));

    if (walkthrough.hiddenLines() != step.fade())
        return differ("hiddenLines", walkthrough.hiddenLines().join(QLatin1Char(',')),
            step.fade().join(QLatin1Char(',')));
    for (const QString &line : step.fade())
        if (attention.derivation()->rowOf(line) < 0)
            return where
                + QStringLiteral("fades derivation line '%1', which is not shown").arg(line);

    if (walkthrough.answerState() != QLatin1String("unanswered"))
        return differ("answerState", walkthrough.answerState(), QStringLiteral("unanswered"));
    if (!walkthrough.feedback().isEmpty())
        return differ("feedback", walkthrough.feedback(), QString());
    return {};
}

// A state no lesson step has, to play a user who changed the controls.
void disturb(AttentionModel &attention)
{
    attention.setPresetId(QStringLiteral("single-key"));
    attention.setFeatureMapId(attention.featureMapId() == QLatin1String("relu")
            ? QStringLiteral("elu1")
            : QStringLiteral("relu"));
    attention.setPrefix(1);
}

// ---- Lesson JSON made up for the malformed cases ----

QJsonObject parseObject(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("tst_lessons: bad JSON in the test: %s", qPrintable(error.errorString()));
    return document.object();
}

// Four valid steps; every malformed case below changes exactly one thing.
QJsonObject validLesson()
{
    return parseObject(R"({
      "id": "test-lesson",
      "title": "A test lesson",
      "description": "Four steps that exercise every field.",
      "steps": [
        {"title": "One", "text": "Plain <b>bold</b>, <i>italic</i>, x<sub>1</sub>, e<sup>2</sup>, φ(q).",
         "state": {"preset": "general", "featureMap": "elu1", "prefix": 1},
         "highlight": {"kind": "controls"}},
        {"title": "Two", "text": "Only the map changes.",
         "state": {"featureMap": "relu"},
         "highlight": {"kind": "derivation", "target": "denominator"}},
        {"title": "Three", "text": "A number question.",
         "highlight": {"kind": "chart", "target": "weights"},
         "question": {"prompt": "Type it.", "answer": 5, "tolerance": 0.001,
                      "hint": "Think.", "explanation": "Because."}},
        {"title": "Four", "text": "A choice question.",
         "state": {"prefix": 2},
         "highlight": {"kind": "table", "row": 2},
         "question": {"prompt": "Pick one.", "options": ["a", "b", "c"], "answer": 1,
                      "hint": "Not that one.", "explanation": "b it is."},
         "fade": ["denominator", "output"]}
      ]
    })");
}

QByteArray toJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray lessonWith(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject lesson = validLesson();
    change(lesson);
    return toJson(lesson);
}

// Changes step `index` (0-based) of the valid lesson.
QByteArray stepWith(int index, const std::function<void(QJsonObject &)> &change)
{
    return lessonWith([&](QJsonObject &lesson) {
        QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
        QJsonObject step = steps.at(index).toObject();
        change(step);
        steps.replace(index, step);
        lesson.insert(QLatin1String("steps"), steps);
    });
}

// Changes one field of an object-valued field of step `index` ("state", "question", ...).
QByteArray stepFieldWith(
    int index, const char *field, const std::function<void(QJsonObject &)> &change)
{
    return stepWith(index, [&](QJsonObject &step) {
        QJsonObject inner = step.value(QLatin1String(field)).toObject();
        change(inner);
        step.insert(QLatin1String(field), inner);
    });
}

// The valid lesson as text with `marker` (a JSON string "@@") replaced by raw bytes.
QByteArray withRawBytes(const QByteArray &bytes)
{
    QByteArray json = stepWith(
        0, [](QJsonObject &step) { step.insert(QLatin1String("title"), QStringLiteral("@@")); });
    return json.replace("@@", bytes);
}

QString errorOf(const std::variant<LessonPlan, QString> &result)
{
    if (const QString *error = std::get_if<QString>(&result))
        return *error;
    return {};
}

QString numberText(double x)
{
    return QString::number(x, 'g', 17);
}

// Writes `bytes` to `name` in `dir` and returns the path.
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("tst_lessons: cannot write %s", qPrintable(path));
    return path;
}

// ---- German texts ----

// The German of a lesson or step object, as its JSON holds it (empty when it has none).
QJsonObject germanOf(const QJsonObject &object)
{
    return object.value(QLatin1String("translations"))
        .toObject()
        .value(QLatin1String("de"))
        .toObject();
}

// The valid lesson with German texts for the lesson and each of its steps.
QJsonObject validGermanLesson()
{
    QJsonObject lesson = validLesson();
    lesson.insert(QLatin1String("translations"), parseObject(R"({"de": {
        "title": "Eine Testlektion", "description": "Vier Schritte, die jedes Feld prüfen."}})"));
    const char *const german[] = {
        R"({"title": "Eins", "text": "Einfach <b>fett</b>, <i>kursiv</i>, x<sub>1</sub>, e<sup>2</sup>, φ(q)."})",
        R"({"title": "Zwei", "text": "Nur die Feature-Map ändert sich."})",
        R"({"title": "Drei", "text": "Eine Zahlenfrage.",
            "question": {"prompt": "Eingeben.", "hint": "Nachdenken.", "explanation": "Darum."}})",
        R"({"title": "Vier", "text": "Eine Auswahlfrage.",
            "question": {"prompt": "Eine wählen.", "options": ["erstens", "zweitens", "drittens"],
                         "hint": "Nicht diese.", "explanation": "Zweitens ist es."}})",
    };
    QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
    for (int i = 0; i < steps.size(); ++i) {
        QJsonObject step = steps.at(i).toObject();
        step.insert(QLatin1String("translations"),
            QJsonObject {{QStringLiteral("de"), parseObject(german[i])}});
        steps.replace(i, step);
    }
    lesson.insert(QLatin1String("steps"), steps);
    return lesson;
}

// Changes the German lesson.
QByteArray germanLessonWith(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject lesson = validGermanLesson();
    change(lesson);
    return toJson(lesson);
}

// Changes the German of step `index` (0-based) of the German lesson.
QByteArray germanStepWith(int index, const std::function<void(QJsonObject &)> &change)
{
    return germanLessonWith([&](QJsonObject &lesson) {
        QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
        QJsonObject step = steps.at(index).toObject();
        QJsonObject translations = step.value(QLatin1String("translations")).toObject();
        QJsonObject german = translations.value(QLatin1String("de")).toObject();
        change(german);
        translations.insert(QLatin1String("de"), german);
        step.insert(QLatin1String("translations"), translations);
        steps.replace(index, step);
        lesson.insert(QLatin1String("steps"), steps);
    });
}

// Changes the German of the question of step `index`.
QByteArray germanQuestionWith(int index, const std::function<void(QJsonObject &)> &change)
{
    return germanStepWith(index, [&](QJsonObject &german) {
        QJsonObject question = german.value(QLatin1String("question")).toObject();
        change(question);
        german.insert(QLatin1String("question"), question);
    });
}

// English words no German lesson text holds (a German "Feature-Map" is the
// window's own word). Titles of published works stay as published.
QStringList englishWordsIn(QString text)
{
    static const QRegularExpression work(QStringLiteral("<i>.*?</i>"));
    text.remove(work);
    text.remove(QStringLiteral(
        "Proceedings of the 37th International Conference on Machine Learning (ICML)"));
    text.remove(QStringLiteral("Feature-Map"));
    static const QRegularExpression english(
        QStringLiteral("\\b(the|of|and|is|are|with|to|for|not|no|because|although|which|when|only|"
                       "each|every|preset|prefix|denominator|numerator|output|unavailable|key|keys|"
                       "value|values|weight|weights|query|map|maps|type|predict)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList found;
    auto it = english.globalMatch(text);
    while (it.hasNext())
        found << it.next().captured(1);
    return found;
}

// The numbers of a text, sorted: "0.3679", "1e-300", "2".
QStringList numbersIn(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("\\d+(?:[.,]\\d+)?(?:e-?\\d+)?"));
    QStringList numbers;
    auto it = number.globalMatch(text);
    while (it.hasNext())
        numbers << it.next().captured(0);
    numbers.sort();
    return numbers;
}

// Empty when `german` translates `english` as a lesson text must: not empty,
// no English left, the same numbers in the same notation, the same markup.
QString translationProblem(const QString &english, const QString &german)
{
    if (german.trimmed().isEmpty())
        return QStringLiteral("no German");
    if (const QStringList words = englishWordsIn(german); !words.isEmpty())
        return QStringLiteral("English words (%1) in \"%2\"")
            .arg(words.join(QStringLiteral(", ")), german);
    if (numbersIn(german) != numbersIn(english))
        return QStringLiteral("numbers %1 in \"%2\", but %3 in the English")
            .arg(numbersIn(german).join(QLatin1Char(' ')), german,
                numbersIn(english).join(QLatin1Char(' ')));
    for (const char *tag : {"<b>", "<i>", "<sub>", "<sup>"})
        if (german.count(QLatin1String(tag)) != english.count(QLatin1String(tag)))
            return QStringLiteral("%1 %2 times in \"%3\", %4 times in the English")
                .arg(QLatin1String(tag))
                .arg(german.count(QLatin1String(tag)))
                .arg(german)
                .arg(english.count(QLatin1String(tag)));
    return {};
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void builtInLessonsValidate();
    void builtInLessonContents();
    void validTestLessonReads();
    void acceptedVariants_data();
    void acceptedVariants();

    void walkForwards_data();
    void walkForwards();
    void walkBackwards_data();
    void walkBackwards();
    void goToEveryStep_data();
    void goToEveryStep();
    void startAtStepAndLeave();

    void numberAnswers_data();
    void numberAnswers();
    void notANumber_data();
    void notANumber();
    void choiceAnswers_data();
    void choiceAnswers();
    void revealAndReset_data();
    void revealAndReset();
    void fillFadedLines_data();
    void fillFadedLines();
    void fillUnavailableLine();
    void answeringShowsTheFadedLineAsked();

    void malformedLessons_data();
    void malformedLessons();
    void unknownKeys_data();
    void unknownKeys();
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

    void builtInLessonsAreGerman_data();
    void builtInLessonsAreGerman();
    void germanLessonReads();
    void malformedTranslations_data();
    void malformedTranslations();
    void walkthroughInGerman_data();
    void walkthroughInGerman();
    void feedbackFollowsTheLanguage();
    void untranslatedLessonStaysEnglish();
    void documentedGermanExampleReads();

private:
    QTemporaryDir dir_;
};

void TestLessons::initTestCase()
{
    QVERIFY(dir_.isValid());
}

// ---- Built-in lessons ----

void TestLessons::builtInLessonsValidate()
{
    const std::vector<LessonPlan> &lessons = LessonCatalog::lessons();
    QCOMPARE(lessons.size(), std::size_t(kBuiltInIds.size()));
    for (std::size_t i = 0; i < lessons.size(); ++i) {
        QCOMPARE(QString::fromStdString(lessons[i].lesson.id), kBuiltInIds.at(i));
        QCOMPARE(lessons[i].states.size(), lessons[i].lesson.steps.size());
        // The reader accepts the file as it is, and the catalog finds it by id.
        const QString path = QStringLiteral(":/linattn/lessons/%1.json").arg(kBuiltInIds.at(i));
        const auto read = LessonReader::readFile(path);
        QVERIFY2(std::holds_alternative<LessonPlan>(read), qPrintable(errorOf(read)));
        QCOMPARE(LessonCatalog::find(kBuiltInIds.at(i).toStdString()), &lessons[i]);
        // Ids as documented: letters, digits and '-'.
        static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9-]{1,64}$"));
        QVERIFY(idPattern.match(QString::fromStdString(lessons[i].lesson.id)).hasMatch());
        QVERIFY(!lessons[i].lesson.title.empty());
        QVERIFY(!lessons[i].lesson.description.empty());
    }
    QCOMPARE(LessonCatalog::find("no-such-lesson"), nullptr);

    // The walkthrough lists them in the same order.
    WalkthroughModel walkthrough;
    QCOMPARE(walkthrough.lessons()->rowCount(), int(kBuiltInIds.size()));
    for (int i = 0; i < int(kBuiltInIds.size()); ++i)
        QCOMPARE(walkthrough.lessons()->at(i).id, kBuiltInIds.at(i));
}

void TestLessons::builtInLessonContents()
{
    const LessonPlan *reassociation = LessonCatalog::find("reassociation");
    const LessonPlan *stability = LessonCatalog::find("denominator-stability");
    QVERIFY(reassociation && stability);
    auto questions = [](const LessonPlan &plan) {
        int count = 0;
        for (const LessonStep &step : plan.lesson.steps)
            count += step.question ? 1 : 0;
        return count;
    };
    QVERIFY2(reassociation->lesson.steps.size() >= 10,
        qPrintable(QString::number(reassociation->lesson.steps.size())));
    QVERIFY2(
        questions(*reassociation) >= 4, qPrintable(QString::number(questions(*reassociation))));
    // "Short": well under the main lesson, and at least one question.
    QVERIFY2(stability->lesson.steps.size() <= 8,
        qPrintable(QString::number(stability->lesson.steps.size())));
    QVERIFY(stability->lesson.steps.size() < reassociation->lesson.steps.size());
    QVERIFY(questions(*stability) >= 1);

    // The worked example of the issue: general, elu1, prefix 1, predicting
    // the denominator 5, then the output 1 (then Z₂, still at prefix 1).
    std::vector<double> numberAnswers;
    for (std::size_t i = 0; i < reassociation->lesson.steps.size(); ++i) {
        const LessonStep &step = reassociation->lesson.steps[i];
        if (step.question && step.question->kind == LessonQuestion::Kind::Number
            && reassociation->states[i] == ResolvedLessonState {"general", "elu1", 1})
            numberAnswers.push_back(step.question->answer);
    }
    QVERIFY(numberAnswers.size() >= 2);
    QCOMPARE(numberAnswers[0], 5.0);
    QCOMPARE(numberAnswers[1], 1.0);
}

void TestLessons::validTestLessonReads()
{
    const auto result = LessonReader::read(toJson(validLesson()));
    QVERIFY2(std::holds_alternative<LessonPlan>(result), qPrintable(errorOf(result)));
    const LessonPlan &plan = std::get<LessonPlan>(result);
    QCOMPARE(plan.lesson.id, std::string("test-lesson"));
    QCOMPARE(plan.lesson.steps.size(), std::size_t(4));
    const std::vector<ResolvedLessonState> expected {{"general", "elu1", 1}, {"general", "relu", 1},
        {"general", "relu", 1}, {"general", "relu", 2}};
    QVERIFY(plan.states == expected);
    const LessonStep &four = plan.lesson.steps[3];
    QVERIFY(four.question && four.question->kind == LessonQuestion::Kind::Choice);
    QCOMPARE(four.question->correctOption, std::size_t(1));
    QCOMPARE(four.fadedLines, (std::vector<std::string> {"denominator", "output"}));
    QCOMPARE(four.highlight.kind, LessonHighlight::Kind::TableRow);
    QCOMPARE(four.highlight.row, std::size_t(2));
}

void TestLessons::acceptedVariants_data()
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

void TestLessons::acceptedVariants()
{
    QFETCH(QByteArray, json);
    const auto result = LessonReader::read(json);
    QVERIFY2(std::holds_alternative<LessonPlan>(result), qPrintable(errorOf(result)));
    QCOMPARE(std::get<LessonPlan>(result).lesson.id, std::string("test-lesson"));
}

// ---- Walking the built-in lessons ----

void TestLessons::walkForwards_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<bool>("userMeddles");
    for (const QString &id : kBuiltInIds) {
        QTest::newRow(qPrintable(id)) << id << false;
        QTest::newRow(qPrintable(id + QStringLiteral(", controls changed at every step")))
            << id << true;
    }
}

void TestLessons::walkForwards()
{
    QFETCH(QString, lessonId);
    QFETCH(bool, userMeddles);
    const JsonLesson lesson = jsonLesson(lessonId);
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lessonId));
    QVERIFY(walkthrough.errorMessage().isEmpty());
    for (int i = 0; i < lesson.steps.size(); ++i) {
        const QString mismatch = stepMismatch(walkthrough, attention, lesson, i);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        if (userMeddles)
            disturb(attention);
        walkthrough.next();
    }
    // Next on the last step stays there (and, as for every step, sets its state).
    QCOMPARE(walkthrough.stepIndex(), lesson.steps.size() - 1);
    if (userMeddles) {
        QCOMPARE(attention.presetId(), QStringLiteral("single-key"));
    } else {
        const QString mismatch
            = stepMismatch(walkthrough, attention, lesson, lesson.steps.size() - 1);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }
}

void TestLessons::walkBackwards_data()
{
    walkForwards_data();
}

void TestLessons::walkBackwards()
{
    QFETCH(QString, lessonId);
    QFETCH(bool, userMeddles);
    const JsonLesson lesson = jsonLesson(lessonId);
    const int last = static_cast<int>(lesson.steps.size()) - 1;
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lessonId));
    walkthrough.goToStep(last);
    for (int i = last; i >= 0; --i) {
        const QString mismatch = stepMismatch(walkthrough, attention, lesson, i);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        // Back restores the state the previous step had set, even after the
        // user moved the controls away from it.
        if (userMeddles)
            disturb(attention);
        walkthrough.back();
    }
    QCOMPARE(walkthrough.stepIndex(), 0);
    if (userMeddles) {
        QCOMPARE(attention.presetId(), QStringLiteral("single-key")); // Back on step 1 does nothing
    } else {
        const QString mismatch = stepMismatch(walkthrough, attention, lesson, 0);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }
}

void TestLessons::goToEveryStep_data()
{
    QTest::addColumn<QString>("lessonId");
    for (const QString &id : kBuiltInIds)
        QTest::newRow(qPrintable(id)) << id;
}

void TestLessons::goToEveryStep()
{
    QFETCH(QString, lessonId);
    const JsonLesson lesson = jsonLesson(lessonId);
    const int count = static_cast<int>(lesson.steps.size());
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lessonId));
    // Every step from every other one: a jump sets the state of the step
    // itself, not of the step before it in the walk.
    for (int from = 0; from < count; ++from) {
        for (int to = 0; to < count; ++to) {
            walkthrough.goToStep(from);
            disturb(attention);
            walkthrough.goToStep(to);
            const QString mismatch = stepMismatch(walkthrough, attention, lesson, to);
            QVERIFY2(mismatch.isEmpty(),
                qPrintable(QStringLiteral("from step %1: ").arg(from + 1) + mismatch));
        }
    }
    // Out of range: ignored.
    walkthrough.goToStep(1);
    walkthrough.goToStep(-1);
    QCOMPARE(walkthrough.stepIndex(), 1);
    walkthrough.goToStep(count);
    QCOMPARE(walkthrough.stepIndex(), 1);
    const QString mismatch = stepMismatch(walkthrough, attention, lesson, 1);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestLessons::startAtStepAndLeave()
{
    const JsonLesson lesson = jsonLesson(QStringLiteral("reassociation"));
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(!walkthrough.active());

    QVERIFY(!walkthrough.start(QStringLiteral("no-such-lesson")));
    QVERIFY(!walkthrough.active());
    QVERIFY2(walkthrough.errorMessage().contains(QLatin1String("no-such-lesson")),
        qPrintable(walkthrough.errorMessage()));

    QVERIFY(walkthrough.start(lesson.id, 8));
    QVERIFY(walkthrough.errorMessage().isEmpty());
    QString mismatch = stepMismatch(walkthrough, attention, lesson, 8);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    // Beyond the end: the last step.
    QVERIFY(walkthrough.start(lesson.id, 1000));
    mismatch = stepMismatch(walkthrough, attention, lesson, lesson.steps.size() - 1);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));

    // Leaving keeps the window as the step left it; Next and Back do nothing.
    walkthrough.goToStep(4); // fades lines
    QVERIFY(!walkthrough.hiddenLines().isEmpty());
    walkthrough.leave();
    QVERIFY(!walkthrough.active());
    QVERIFY(walkthrough.hiddenLines().isEmpty());
    QCOMPARE(describe(attention), describe(lesson.steps.at(4).state));
    walkthrough.next();
    walkthrough.back();
    walkthrough.goToStep(9);
    QCOMPARE(walkthrough.stepIndex(), 4);
    QCOMPARE(describe(attention), describe(lesson.steps.at(4).state));
}

// ---- Answers ----

void TestLessons::numberAnswers_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("accepted");
    int questions = 0;
    for (const QString &id : kBuiltInIds) {
        const JsonLesson lesson = jsonLesson(id);
        for (int i = 0; i < lesson.steps.size(); ++i) {
            const JsonStep &step = lesson.steps.at(i);
            if (!step.hasQuestion() || step.isChoice())
                continue;
            ++questions;
            const double answer = step.question().value(QLatin1String("answer")).toDouble();
            const double tolerance = step.question().value(QLatin1String("tolerance")).toDouble();
            const auto row = [&](const char *name, double typed, bool accepted) {
                QTest::addRow("%s step %d: %s = %s", qPrintable(id), i + 1, name,
                    qPrintable(numberText(typed)))
                    << id << i << numberText(typed) << accepted;
            };
            row("answer", answer, true);
            row("answer + 0.9 tolerance", answer + 0.9 * tolerance, true);
            row("answer - 0.9 tolerance", answer - 0.9 * tolerance, true);
            row("answer + 1.1 tolerance", answer + 1.1 * tolerance + 1e-9, false);
            row("answer - 1.1 tolerance", answer - 1.1 * tolerance - 1e-9, false);
            // As typed by people: spaces, a decimal comma, an exponent.
            QTest::addRow("%s step %d: padded", qPrintable(id), i + 1)
                << id << i << QStringLiteral("  %1 ").arg(numberText(answer)) << true;
            if (answer != std::floor(answer))
                QTest::addRow("%s step %d: decimal comma", qPrintable(id), i + 1)
                    << id << i << numberText(answer).replace(QLatin1Char('.'), QLatin1Char(','))
                    << true;
            QTest::addRow("%s step %d: exponent", qPrintable(id), i + 1)
                << id << i << QStringLiteral("%1e0").arg(numberText(answer)) << true;
            QTest::addRow("%s step %d: infinity", qPrintable(id), i + 1)
                << id << i << QStringLiteral("inf") << false;
        }
    }
    if (questions < 5)
        qFatal("tst_lessons: expected at least 5 number questions, found %d", questions);
}

void TestLessons::numberAnswers()
{
    QFETCH(QString, lessonId);
    QFETCH(int, step);
    QFETCH(QString, typed);
    QFETCH(bool, accepted);
    const JsonLesson lesson = jsonLesson(lessonId);
    const QJsonObject question = lesson.steps.at(step).question();
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lessonId, step));
    QCOMPARE(walkthrough.questionKind(), QStringLiteral("number"));
    QCOMPARE(walkthrough.answerState(), QStringLiteral("unanswered"));

    walkthrough.submitNumber(typed);
    QCOMPARE(
        walkthrough.answerState(), accepted ? QStringLiteral("correct") : QStringLiteral("wrong"));
    QCOMPARE(walkthrough.feedback(),
        question.value(QLatin1String(accepted ? "explanation" : "hint")).toString());
    // Choices are not numbers: ignored on a number question.
    walkthrough.submitChoice(0);
    QCOMPARE(
        walkthrough.answerState(), accepted ? QStringLiteral("correct") : QStringLiteral("wrong"));
}

void TestLessons::notANumber_data()
{
    QTest::addColumn<QString>("typed");
    QTest::newRow("abc") << QStringLiteral("abc");
    QTest::newRow("empty") << QString();
    QTest::newRow("two numbers") << QStringLiteral("1 5");
    QTest::newRow("unit") << QStringLiteral("5 m");
    QTest::newRow("comma and point") << QStringLiteral("1,000.5");
}

void TestLessons::notANumber()
{
    QFETCH(QString, typed);
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(QStringLiteral("reassociation"), 4)); // "Type the denominator"
    QCOMPARE(walkthrough.questionKind(), QStringLiteral("number"));
    walkthrough.submitNumber(typed);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));
    const QString quoted = QLatin1Char('\'') + typed + QLatin1Char('\'');
    QVERIFY2(walkthrough.feedback().contains(quoted), qPrintable(walkthrough.feedback()));
    QVERIFY2(walkthrough.feedback().contains(QLatin1String("not a number")),
        qPrintable(walkthrough.feedback()));
}

void TestLessons::choiceAnswers_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("option");
    QTest::addColumn<bool>("accepted");
    int questions = 0;
    for (const QString &id : kBuiltInIds) {
        const JsonLesson lesson = jsonLesson(id);
        for (int i = 0; i < lesson.steps.size(); ++i) {
            const JsonStep &step = lesson.steps.at(i);
            if (!step.hasQuestion() || !step.isChoice())
                continue;
            ++questions;
            const int right = step.question().value(QLatin1String("answer")).toInt();
            const int count = static_cast<int>(
                step.question().value(QLatin1String("options")).toArray().size());
            for (int option = -1; option <= count; ++option)
                QTest::addRow("%s step %d: option %d", qPrintable(id), i + 1, option)
                    << id << i << option << (option == right);
        }
    }
    if (questions < 4)
        qFatal("tst_lessons: expected at least 4 choice questions, found %d", questions);
}

void TestLessons::choiceAnswers()
{
    QFETCH(QString, lessonId);
    QFETCH(int, step);
    QFETCH(int, option);
    QFETCH(bool, accepted);
    const JsonLesson lesson = jsonLesson(lessonId);
    const QJsonObject question = lesson.steps.at(step).question();
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lessonId, step));
    QCOMPARE(walkthrough.questionKind(), QStringLiteral("choice"));
    walkthrough.submitChoice(option);
    QCOMPARE(
        walkthrough.answerState(), accepted ? QStringLiteral("correct") : QStringLiteral("wrong"));
    QCOMPARE(walkthrough.feedback(),
        question.value(QLatin1String(accepted ? "explanation" : "hint")).toString());
    // A typed number is not a choice: ignored on a choice question.
    walkthrough.submitNumber(QString::number(question.value(QLatin1String("answer")).toInt()));
    QCOMPARE(
        walkthrough.answerState(), accepted ? QStringLiteral("correct") : QStringLiteral("wrong"));
}

void TestLessons::revealAndReset_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("before"); // what the student did before revealing
    for (const QString &id : kBuiltInIds) {
        const JsonLesson lesson = jsonLesson(id);
        for (int i = 0; i < lesson.steps.size(); ++i) {
            if (!lesson.steps.at(i).hasQuestion())
                continue;
            for (const char *before : {"nothing", "wrong", "correct"})
                QTest::addRow("%s step %d after %s", qPrintable(id), i + 1, before)
                    << id << i << QString::fromLatin1(before);
        }
    }
}

void TestLessons::revealAndReset()
{
    QFETCH(QString, lessonId);
    QFETCH(int, step);
    QFETCH(QString, before);
    const JsonLesson lesson = jsonLesson(lessonId);
    const JsonStep &json = lesson.steps.at(step);
    const QJsonObject question = json.question();
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lessonId, step));

    const auto answer = [&](bool right) {
        if (json.isChoice()) {
            const int correct = question.value(QLatin1String("answer")).toInt();
            walkthrough.submitChoice(right ? correct : (correct == 0 ? 1 : 0));
        } else {
            const double value = question.value(QLatin1String("answer")).toDouble();
            walkthrough.submitNumber(numberText(right ? value : value + 1000));
        }
    };
    if (before != QLatin1String("nothing")) {
        answer(before == QLatin1String("correct"));
        QCOMPARE(walkthrough.answerState(), before);
    }
    walkthrough.reveal();
    QCOMPARE(walkthrough.answerState(), QStringLiteral("revealed"));
    QCOMPARE(walkthrough.feedback(), question.value(QLatin1String("explanation")).toString());

    // A new step starts unanswered, whichever way it is reached.
    const int other = step + 1 < lesson.steps.size() ? step + 1 : step - 1;
    if (other == step + 1)
        walkthrough.next();
    else
        walkthrough.back();
    QCOMPARE(walkthrough.stepIndex(), other);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("unanswered"));
    QVERIFY(walkthrough.feedback().isEmpty());
    // Coming back to the question: unanswered again.
    walkthrough.goToStep(step);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("unanswered"));
    answer(false);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));
    walkthrough.goToStep(step); // the same step again also resets
    QCOMPARE(walkthrough.answerState(), QStringLiteral("unanswered"));
    QVERIFY(walkthrough.feedback().isEmpty());

    // On a step without a question nothing can be answered or revealed.
    for (int i = 0; i < lesson.steps.size(); ++i) {
        if (lesson.steps.at(i).hasQuestion())
            continue;
        walkthrough.goToStep(i);
        walkthrough.reveal();
        walkthrough.submitNumber(QStringLiteral("1"));
        walkthrough.submitChoice(0);
        QCOMPARE(walkthrough.answerState(), QStringLiteral("unanswered"));
        QVERIFY(walkthrough.feedback().isEmpty());
        break;
    }
}

// ---- Faded derivation lines ----

void TestLessons::fillFadedLines_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("line");
    int faded = 0;
    for (const QString &id : kBuiltInIds) {
        const JsonLesson lesson = jsonLesson(id);
        for (int i = 0; i < lesson.steps.size(); ++i)
            for (const QString &line : lesson.steps.at(i).fade()) {
                ++faded;
                QTest::addRow("%s step %d: %s", qPrintable(id), i + 1, qPrintable(line))
                    << id << i << line;
            }
    }
    if (faded < 2)
        qFatal("tst_lessons: expected faded lines in the built-in lessons, found %d", faded);
}

void TestLessons::fillFadedLines()
{
    QFETCH(QString, lessonId);
    QFETCH(int, step);
    QFETCH(QString, line);
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lessonId, step));
    const QStringList hidden = walkthrough.hiddenLines();
    QVERIFY(hidden.contains(line));

    std::optional<WrittenLine> shown;
    for (const WrittenLine &each : attention.derivation()->lines())
        if (QString::fromStdString(each.id) == line)
            shown = each;
    QVERIFY2(shown, qPrintable(line));
    QVERIFY2(!shown->unavailable, "a faded line holds a number in the built-in lessons");
    // The number the window shows for that line.
    const std::optional<double> value = [&]() -> std::optional<double> {
        if (line == QLatin1String("denominator"))
            return attention.denominator().number();
        if (line == QLatin1String("numerator"))
            return attention.numerator().number();
        if (line == QLatin1String("output"))
            return attention.output().number();
        if (line == QLatin1String("reference"))
            return attention.reference().number();
        if (line == QLatin1String("softmax"))
            return attention.softmax().number();
        return std::nullopt;
    }();
    QVERIFY2(value, qPrintable(line));

    // A line that is not faded cannot be filled in.
    QVERIFY(!walkthrough.fillLine(QStringLiteral("phi-query"), QStringLiteral("1")));
    QVERIFY(!walkthrough.fillLine(QStringLiteral("no-such-line"), QStringLiteral("1")));

    // Wrong: stays hidden, and the feedback quotes what was typed.
    const QString wrong = numberText(*value + 0.5 + 0.1 * std::fabs(*value));
    QVERIFY(!walkthrough.fillLine(line, wrong));
    QCOMPARE(walkthrough.hiddenLines(), hidden);
    QVERIFY2(walkthrough.lineFeedback().contains(wrong), qPrintable(walkthrough.lineFeedback()));
    QVERIFY(!walkthrough.fillLine(line, QStringLiteral("Unavailable")));
    QVERIFY(!walkthrough.fillLine(line, QStringLiteral("abc")));
    QCOMPARE(walkthrough.hiddenLines(), hidden);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("unanswered")); // the question is apart

    // Right (as the derivation shows it): revealed, only that line.
    QVERIFY2(walkthrough.fillLine(line, QString::fromStdString(shown->result)),
        qPrintable(walkthrough.lineFeedback()));
    QStringList expected = hidden;
    expected.removeAll(line);
    QCOMPARE(walkthrough.hiddenLines(), expected);
    // Filled once: not again.
    QVERIFY(!walkthrough.fillLine(line, numberText(*value)));

    // The full-precision value is accepted as well.
    walkthrough.goToStep(step);
    QCOMPARE(walkthrough.hiddenLines(), hidden); // entering the step again fades it again
    QVERIFY2(
        walkthrough.fillLine(line, numberText(*value)), qPrintable(walkthrough.lineFeedback()));
    QVERIFY(!walkthrough.hiddenLines().contains(line));
}

void TestLessons::fillUnavailableLine()
{
    const QByteArray json = R"({
      "id": "unavailable-fill", "title": "Unavailable", "description": "Fill in Unavailable.",
      "steps": [
        {"title": "All negative", "text": "ReLU makes everything 0.",
         "state": {"preset": "all-negative", "featureMap": "relu", "prefix": 1},
         "fade": ["output"]},
        {"title": "Defined", "text": "ELU+1 brings it back.",
         "state": {"featureMap": "elu1"}, "fade": ["output"]}
      ]})";
    const QString path = writeFile(dir_, QStringLiteral("unavailable-fill.json"), json);
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY2(walkthrough.openLessonFile(path), qPrintable(walkthrough.errorMessage()));
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("unavailable-fill"));
    QCOMPARE(walkthrough.hiddenLines(), QStringList {QStringLiteral("output")});
    QVERIFY(!attention.available());

    QVERIFY(!walkthrough.fillLine(QStringLiteral("output"), QStringLiteral("0")));
    QVERIFY(!walkthrough.lineFeedback().isEmpty());
    QVERIFY(!walkthrough.fillLine(QStringLiteral("output"), QStringLiteral("1")));
    QCOMPARE(walkthrough.hiddenLines(), QStringList {QStringLiteral("output")});
    QVERIFY(walkthrough.fillLine(QStringLiteral("output"), QStringLiteral(" unavailable ")));
    QVERIFY(walkthrough.hiddenLines().isEmpty());

    // Once the output is defined, "Unavailable" is wrong.
    walkthrough.next();
    QVERIFY(attention.available());
    QCOMPARE(walkthrough.hiddenLines(), QStringList {QStringLiteral("output")});
    QVERIFY(!walkthrough.fillLine(QStringLiteral("output"), QStringLiteral("Unavailable")));
    QVERIFY(walkthrough.fillLine(QStringLiteral("output"), attention.output().text));
    QVERIFY(walkthrough.hiddenLines().isEmpty());

    // Without a window nothing can be checked.
    WalkthroughModel alone;
    QVERIFY(alone.openLessonFile(QUrl::fromLocalFile(path).toString()));
    QCOMPARE(alone.hiddenLines(), QStringList {QStringLiteral("output")});
    QVERIFY(!alone.fillLine(QStringLiteral("output"), QStringLiteral("Unavailable")));
}

// ---- Malformed lessons ----

void TestLessons::malformedLessons_data()
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
        "step 1: state: the first step must set preset, featureMap and prefix");
    exact("first step without preset", stepFieldWith(0, "state", remove("preset")),
        "step 1: state: the first step must set preset, featureMap and prefix");
    exact("first step without state", stepWith(0, remove("state")),
        "step 1: state: the first step must set preset, featureMap and prefix");
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
        "step 3: highlight.target: no page 'benchmarks' (scaling)");
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

void TestLessons::malformedLessons()
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

void TestLessons::unknownKeys_data()
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
        "author: unknown key (known: id, title, description, steps, translations)");
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
        "step 1: notes: unknown key (known: title, text, state, highlight, question, fade, "
        "translations)");
    // A step's state.
    row("prefx", stepFieldWith(2, "state", add("prefx", 2)),
        "step 3: state.prefx: unknown key; did you mean prefix?");
    row("featuremap", stepFieldWith(1, "state", renameKey("featureMap", "featuremap")),
        "step 2: state.featuremap: unknown key; did you mean featureMap?");
    row("epsilon misspelt", stepFieldWith(3, "state", add("epsilom", 1e-6)),
        "step 4: state.epsilom: unknown key; did you mean epsilon?");
    row("state, nothing near", stepFieldWith(3, "state", add("colour", QStringLiteral("red"))),
        "step 4: state.colour: unknown key (known: preset, featureMap, prefix, epsilon, features, "
        "seed, orthogonal)");
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
        "explanation, conceal)");
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
        "step 1: translations.de.notes: unknown key (known: title, text, question)");
    row("German hnt", germanQuestionWith(2, renameKey("hint", "hnt")),
        "step 3: translations.de.question.hnt: unknown key; did you mean hint?");
    row("German question, nothing near", germanQuestionWith(3, add("points", 3)),
        "step 4: translations.de.question.points: unknown key (known: prompt, options, hint, "
        "explanation)");
    // What is the same in every language is not translated.
    row("German state", germanStepWith(1, add("state", QJsonObject {{"prefix", 2}})),
        "step 2: translations.de.state: is the same in every language; a translation holds only "
        "title, text and question");
    row("German fade", germanStepWith(3, add("fade", QJsonArray {QStringLiteral("output")})),
        "step 4: translations.de.fade: is the same in every language; a translation holds only "
        "title, text and question");
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

void TestLessons::unknownKeys()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QCOMPARE(errorOf(LessonReader::read(json)), expected);
    // --check-lesson finds the same problem, and no other.
    const LessonCheck check = LessonReader::check(json);
    QVERIFY(!check.plan);
    QCOMPARE(check.problems.value(0), expected);
}

void TestLessons::checkFindsEveryProblem_data()
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
               QStringLiteral("step 1: notes: unknown key (known: title, text, state, highlight, "
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

void TestLessons::checkFindsEveryProblem()
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

void TestLessons::seedLessonsMeantToBeValidRead_data()
{
    QTest::addColumn<QString>("path");
    const QDir seeds(QFINDTESTDATA("fuzz/corpus-lesson-reader"));
    QVERIFY(seeds.exists());
    for (const char *name : {"small-valid.json", "small-valid-de.json", "reassociation.json",
             "denominator-stability.json"})
        QTest::newRow(name) << seeds.filePath(QString::fromLatin1(name));
}

void TestLessons::seedLessonsMeantToBeValidRead()
{
    QFETCH(QString, path);
    const auto result = LessonReader::readFile(path);
    QVERIFY2(std::holds_alternative<LessonPlan>(result), qPrintable(errorOf(result)));
}

void TestLessons::markupPositionsCountCharacters()
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

void TestLessons::sizeLimit()
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

void TestLessons::fiftyMegabytesInMemory()
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

void TestLessons::deepNesting()
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

// ---- Opening files from the window ----

void TestLessons::malformedFilesKeepTheWalkthrough_data()
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

void TestLessons::malformedFilesKeepTheWalkthrough()
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
        path = writeFile(dir_, name, json);
    }

    const JsonLesson lesson = jsonLesson(QStringLiteral("reassociation"));
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
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

void TestLessons::fiftyMegabyteFile()
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

    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(QStringLiteral("denominator-stability"), 2));
    QVERIFY(!walkthrough.openLessonFile(path));
    QCOMPARE(walkthrough.errorMessage(), error);
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("denominator-stability"));
    QCOMPARE(walkthrough.stepIndex(), 2);
    QCOMPARE(attention.presetId(), QStringLiteral("partly-negative"));
    QVERIFY(QFile::remove(path));
}

void TestLessons::openLessonFileAddsAndReplaces()
{
    const QString path = writeFile(dir_, QStringLiteral("valid.json"), toJson(validLesson()));
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
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
    const QString bad = writeFile(dir_, QStringLiteral("bad.json"), QByteArray("{"));
    QVERIFY(!walkthrough.openLessonFile(bad));
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("test-lesson"));
    QCOMPARE(walkthrough.stepIndex(), 3);
    QCOMPARE(describe(attention), QStringLiteral("general/relu/2"));

    // Opening the (edited) file again replaces the earlier copy and starts over.
    const QString edited
        = writeFile(dir_, QStringLiteral("valid.json"), lessonWith([](QJsonObject &lesson) {
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
        = writeFile(dir_, QStringLiteral("same-id.json"), lessonWith([](QJsonObject &lesson) {
              lesson.insert(QLatin1String("id"), QStringLiteral("reassociation"));
          }));
    QVERIFY(walkthrough.openLessonFile(sameId));
    QCOMPARE(walkthrough.lessons()->rowCount(), int(kBuiltInIds.size()) + 2);
    QCOMPARE(walkthrough.stepCount(), 4);
    QVERIFY(walkthrough.openLessonFile(sameId)
        && walkthrough.lessons()->rowCount() == int(kBuiltInIds.size()) + 2);
}

// Answering the worked example's denominator question shows the faded
// denominator line, and only it: the numerator (also 5) stays to be filled in.
void TestLessons::answeringShowsTheFadedLineAsked()
{
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(QStringLiteral("reassociation"), 4));
    QVERIFY(walkthrough.hiddenLines().contains(QStringLiteral("denominator")));
    QVERIFY(walkthrough.hiddenLines().contains(QStringLiteral("numerator")));
    QSignalSpy hidden(&walkthrough, &WalkthroughModel::hiddenLinesChanged);
    walkthrough.submitNumber(QStringLiteral("4"));
    QCOMPARE(hidden.count(), 0);
    walkthrough.submitNumber(QStringLiteral("5"));
    QCOMPARE(walkthrough.answerState(), QStringLiteral("correct"));
    QCOMPARE(hidden.count(), 1);
    QVERIFY(!walkthrough.hiddenLines().contains(QStringLiteral("denominator")));
    QVERIFY(walkthrough.hiddenLines().contains(QStringLiteral("numerator")));
    QVERIFY(walkthrough.hiddenLines().contains(QStringLiteral("output")));
}

// ---- Lessons in German ----

void TestLessons::builtInLessonsAreGerman_data()
{
    QTest::addColumn<QString>("lessonId");
    for (const QString &id : kBuiltInIds)
        QTest::newRow(qPrintable(id)) << id;
}

// Every text a student reads has its German, read from the JSON itself:
// the lesson's title and description, each step's title and text, and each
// question's prompt, options, hint and explanation.
void TestLessons::builtInLessonsAreGerman()
{
    QFETCH(QString, lessonId);
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(readResource(lessonId), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QStringList problems;
    const auto check = [&](const QString &where, const QJsonObject &english,
                           const QJsonObject &german, const char *field) {
        const QString key = QLatin1String(field);
        if (const QString problem
            = translationProblem(english.value(key).toString(), german.value(key).toString());
            !problem.isEmpty())
            problems << QStringLiteral("%1.%2: %3").arg(where, key, problem);
    };
    check(QStringLiteral("lesson"), root, germanOf(root), "title");
    check(QStringLiteral("lesson"), root, germanOf(root), "description");
    const QJsonArray steps = root.value(QLatin1String("steps")).toArray();
    QVERIFY(!steps.isEmpty());
    for (int i = 0; i < steps.size(); ++i) {
        const QString where = QStringLiteral("step %1").arg(i + 1);
        const QJsonObject step = steps.at(i).toObject();
        const QJsonObject german = germanOf(step);
        check(where, step, german, "title");
        check(where, step, german, "text");
        // A title or text the same in both languages was not translated.
        for (const char *field : {"title", "text"})
            if (german.value(QLatin1String(field)) == step.value(QLatin1String(field)))
                problems << QStringLiteral("%1.%2: the English").arg(where, QLatin1String(field));
        const QJsonObject question = step.value(QLatin1String("question")).toObject();
        const QJsonObject germanQuestion = german.value(QLatin1String("question")).toObject();
        if (question.isEmpty() != germanQuestion.isEmpty())
            problems << QStringLiteral("%1: a question in one language only").arg(where);
        if (question.isEmpty() || germanQuestion.isEmpty())
            continue;
        for (const char *field : {"prompt", "hint", "explanation"})
            check(where + QStringLiteral(".question"), question, germanQuestion, field);
        const QJsonArray options = question.value(QLatin1String("options")).toArray();
        const QJsonArray germanOptions = germanQuestion.value(QLatin1String("options")).toArray();
        if (options.size() != germanOptions.size())
            problems << QStringLiteral("%1: %2 English options, %3 German")
                            .arg(where)
                            .arg(options.size())
                            .arg(germanOptions.size());
        for (int o = 0; o < std::min(options.size(), germanOptions.size()); ++o)
            if (const QString problem
                = translationProblem(options.at(o).toString(), germanOptions.at(o).toString());
                !problem.isEmpty())
                problems
                    << QStringLiteral("%1.question.options[%2]: %3").arg(where).arg(o).arg(problem);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

    // The reader keeps them as the file has them.
    const LessonPlan *plan = LessonCatalog::find(lessonId.toStdString());
    QVERIFY(plan);
    QCOMPARE(QString::fromStdString(lessonTexts(plan->lesson, "de").title),
        germanOf(root).value(QLatin1String("title")).toString());
    for (int i = 0; i < steps.size(); ++i)
        QCOMPARE(QString::fromStdString(stepTexts(plan->lesson.steps.at(i), "de").text),
            germanOf(steps.at(i).toObject()).value(QLatin1String("text")).toString());
}

void TestLessons::germanLessonReads()
{
    const auto result = LessonReader::read(toJson(validGermanLesson()));
    QCOMPARE(errorOf(result), QString());
    const Lesson &lesson = std::get<LessonPlan>(result).lesson;
    QCOMPARE(lesson.translations.size(), std::size_t(1));
    QCOMPARE(lessonTexts(lesson, "de"),
        (LessonTexts {"Eine Testlektion", "Vier Schritte, die jedes Feld prüfen."}));
    QCOMPARE(stepTexts(lesson.steps.at(1), "de"),
        (LessonStepTexts {"Zwei", "Nur die Feature-Map ändert sich.", {}, {}, {}, {}}));
    QCOMPARE(stepTexts(lesson.steps.at(3), "de"),
        (LessonStepTexts {"Vier", "Eine Auswahlfrage.", "Eine wählen.",
            {"erstens", "zweitens", "drittens"}, "Nicht diese.", "Zweitens ist es."}));
    // Only the texts: the answer and everything else is the English step's.
    QCOMPARE(lesson.steps.at(3).question->correctOption, std::size_t(1));
    // English, or a language the lesson is not in: the English texts, whole.
    for (const char *language : {"en", "fr", ""}) {
        QCOMPARE(lessonTexts(lesson, language),
            (LessonTexts {"A test lesson", "Four steps that exercise every field."}));
        QCOMPARE(stepTexts(lesson.steps.at(3), language),
            (LessonStepTexts {"Four", "A choice question.", "Pick one.", {"a", "b", "c"},
                "Not that one.", "b it is."}));
    }
    QCOMPARE(LessonReader::languages(), QStringList {QStringLiteral("de")});
}

void TestLessons::malformedTranslations_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const QByteArray &json, const char *expected) {
        QTest::newRow(name) << json << QString::fromUtf8(expected);
    };
    const auto remove = [](const char *field) {
        return [field](QJsonObject &object) { object.remove(QLatin1String(field)); };
    };
    const auto set = [](const char *field, const QJsonValue &value) {
        return [field, value](QJsonObject &object) { object.insert(QLatin1String(field), value); };
    };
    const auto lessonGerman = [](const std::function<void(QJsonObject &)> &change) {
        return germanLessonWith([&](QJsonObject &lesson) {
            QJsonObject translations = lesson.value(QLatin1String("translations")).toObject();
            QJsonObject german = translations.value(QLatin1String("de")).toObject();
            change(german);
            translations.insert(QLatin1String("de"), german);
            lesson.insert(QLatin1String("translations"), translations);
        });
    };

    // The lesson's own German.
    row("no German description", lessonGerman(remove("description")),
        "translations.de.description: missing");
    row("empty German title", lessonGerman(set("title", QString())),
        "translations.de.title: is empty");
    row("translations is an array", germanLessonWith(set("translations", QJsonArray {})),
        "translations: expected an object, got an array");
    row("German is a string", germanLessonWith(set("translations", QJsonObject {{"de", "Hallo"}})),
        "translations.de: expected an object, got a string");

    // A step's German.
    row("no German step title", germanStepWith(1, remove("title")),
        "step 2: translations.de.title: missing");
    row("no German text", germanStepWith(0, remove("text")),
        "step 1: translations.de.text: missing");
    row("empty German text", germanStepWith(1, set("text", QString())),
        "step 2: translations.de.text: is empty");
    row("German text is a number", germanStepWith(1, set("text", 2)),
        "step 2: translations.de.text: expected a string, got a number");
    row("German text with an image",
        germanStepWith(1, set("text", QStringLiteral("Sieh: <img src=x>"))),
        "step 2: translations.de.text: character 7: <img src=x> is not allowed (only <b>, <i>, "
        "<sub>, <sup>)");
    row("German text with an unclosed tag",
        germanStepWith(0, set("text", QStringLiteral("<b>fett"))),
        "step 1: translations.de.text: <b> is never closed");
    row("German text with an entity", germanStepWith(0, set("text", QStringLiteral("a &amp; b"))),
        "step 1: translations.de.text: character 3: '&' is not allowed (write \"and\"; no "
        "entities)");
    row("step German is an array", germanLessonWith([](QJsonObject &lesson) {
        QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
        QJsonObject step = steps.at(1).toObject();
        step.insert(QLatin1String("translations"), QJsonObject {{"de", QJsonArray {}}});
        steps.replace(1, step);
        lesson.insert(QLatin1String("steps"), steps);
    }),
        "step 2: translations.de: expected an object, got an array");
    row("a step without German", germanLessonWith([](QJsonObject &lesson) {
        QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
        QJsonObject step = steps.at(2).toObject();
        step.remove(QLatin1String("translations"));
        steps.replace(2, step);
        lesson.insert(QLatin1String("steps"), steps);
    }),
        "step 3: translations.de: missing; the lesson has translations.de, so every step needs "
        "one");
    row("German steps without the lesson's", germanLessonWith(remove("translations")),
        "step 1: translations.de: the lesson has no translations.de (its title and description at "
        "the top of the file)");

    // A question's German.
    row("no German question", germanStepWith(2, remove("question")),
        "step 3: translations.de.question: missing");
    row("a German question without an English one",
        germanStepWith(1, set("question", QJsonObject {{"prompt", "?"}})),
        "step 2: translations.de.question: the step has no question to translate");
    row("no German prompt", germanQuestionWith(3, remove("prompt")),
        "step 4: translations.de.question.prompt: missing");
    row("no German hint", germanQuestionWith(2, remove("hint")),
        "step 3: translations.de.question.hint: missing");
    row("no German explanation", germanQuestionWith(3, remove("explanation")),
        "step 4: translations.de.question.explanation: missing");
    row("no German options", germanQuestionWith(3, remove("options")),
        "step 4: translations.de.question.options: missing");
    row("fewer German options",
        germanQuestionWith(
            3, set("options", QJsonArray {QStringLiteral("erstens"), QStringLiteral("zweitens")})),
        "step 4: translations.de.question.options: expected 3 options, one for each English option "
        "in the same order, got 2");
    row("more German options",
        germanQuestionWith(3, set("options", QJsonArray {"1", "2", "3", "4"})),
        "step 4: translations.de.question.options: expected 3 options, one for each English option "
        "in the same order, got 4");
    row("an empty German option", germanQuestionWith(3, set("options", QJsonArray {"1", "", "3"})),
        "step 4: translations.de.question.options[1]: is empty");
    row("a German option is a number",
        germanQuestionWith(3, set("options", QJsonArray {"1", 2, "3"})),
        "step 4: translations.de.question.options[1]: expected a string, got a number");
    row("German options for a number question",
        germanQuestionWith(2, set("options", QJsonArray {"1", "2"})),
        "step 3: translations.de.question.options: the question asks for a number, so it has no "
        "options to translate");
}

// One line naming the step and the field, for the window and for --check-lesson alike.
void TestLessons::malformedTranslations()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QCOMPARE(errorOf(LessonReader::read(json)), expected);
    const LessonCheck check = LessonReader::check(json);
    QVERIFY(!check.plan);
    QCOMPARE(check.problems.value(0), expected);
}

void TestLessons::walkthroughInGerman_data()
{
    QTest::addColumn<QString>("lessonId");
    for (const QString &id : kBuiltInIds)
        QTest::newRow(qPrintable(id)) << id;
}

// From the first step to the last, the walkthrough shows the German of the
// JSON, and a question's hint and explanation come in German too.
void TestLessons::walkthroughInGerman()
{
    QFETCH(QString, lessonId);
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(readResource(lessonId), &error).object();
    const QJsonArray steps = root.value(QLatin1String("steps")).toArray();
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    walkthrough.setLanguage(QStringLiteral("de"));
    QCOMPARE(walkthrough.language(), QStringLiteral("de"));

    const int row = walkthrough.lessons()->indexOf(lessonId);
    QVERIFY(row >= 0);
    const QModelIndex index = walkthrough.lessons()->index(row);
    QCOMPARE(walkthrough.lessons()->data(index, ChoiceListModel::TitleRole).toString(),
        germanOf(root).value(QLatin1String("title")).toString());
    QCOMPARE(walkthrough.lessons()->data(index, ChoiceListModel::DescriptionRole).toString(),
        germanOf(root).value(QLatin1String("description")).toString());

    QVERIFY(walkthrough.start(lessonId, 0));
    QCOMPARE(walkthrough.lessonTitle(), germanOf(root).value(QLatin1String("title")).toString());
    QStringList titles;
    for (const QJsonValue &step : steps)
        titles << germanOf(step.toObject()).value(QLatin1String("title")).toString();
    QCOMPARE(walkthrough.stepTitles(), titles);
    for (int i = 0; i < steps.size(); ++i) {
        walkthrough.goToStep(i);
        const QJsonObject german = germanOf(steps.at(i).toObject());
        QCOMPARE(walkthrough.stepTitle(), german.value(QLatin1String("title")).toString());
        QCOMPARE(walkthrough.stepText(), german.value(QLatin1String("text")).toString());
        QVERIFY(!walkthrough.stepTextPlain().contains(QLatin1Char('<')));
        const QJsonObject question = german.value(QLatin1String("question")).toObject();
        QCOMPARE(walkthrough.questionPrompt(), question.value(QLatin1String("prompt")).toString());
        QStringList options;
        for (const QJsonValue &option : question.value(QLatin1String("options")).toArray())
            options << option.toString();
        QCOMPARE(walkthrough.questionOptions(), options);
        if (!walkthrough.hasQuestion())
            continue;
        if (walkthrough.questionKind() == QLatin1String("choice"))
            walkthrough.submitChoice(-1);
        else
            walkthrough.submitNumber(QStringLiteral("123456"));
        QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));
        QCOMPARE(walkthrough.feedback(), question.value(QLatin1String("hint")).toString());
        walkthrough.reveal();
        QCOMPARE(walkthrough.feedback(), question.value(QLatin1String("explanation")).toString());
    }
}

// A change of language shows the step, and the feedback already given, in the new one.
void TestLessons::feedbackFollowsTheLanguage()
{
    const JsonLesson english = jsonLesson(QStringLiteral("reassociation"));
    QJsonParseError error;
    const QJsonObject root
        = QJsonDocument::fromJson(readResource(QStringLiteral("reassociation")), &error).object();
    const QJsonObject german
        = germanOf(root.value(QLatin1String("steps")).toArray().at(4).toObject());
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(QStringLiteral("reassociation"), 4)); // the denominator question
    walkthrough.submitNumber(QStringLiteral("4"));
    QCOMPARE(walkthrough.feedback(),
        english.steps.at(4).question().value(QLatin1String("hint")).toString());

    QSignalSpy steps(&walkthrough, &WalkthroughModel::stepChanged);
    QSignalSpy answers(&walkthrough, &WalkthroughModel::answerChanged);
    QSignalSpy lessons(&walkthrough, &WalkthroughModel::lessonsChanged);
    walkthrough.setLanguage(QStringLiteral("de"));
    QCOMPARE(steps.count(), 1);
    QCOMPARE(answers.count(), 1);
    QCOMPARE(lessons.count(), 1);
    QCOMPARE(walkthrough.stepText(), german.value(QLatin1String("text")).toString());
    QCOMPARE(walkthrough.feedback(),
        german.value(QLatin1String("question")).toObject().value(QLatin1String("hint")).toString());
    // The student's answer and the step stay as they were.
    QCOMPARE(walkthrough.stepIndex(), 4);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));
    walkthrough.setLanguage(QStringLiteral("de"));
    QCOMPARE(steps.count(), 1); // no change, no signal

    walkthrough.submitNumber(QStringLiteral("5"));
    QCOMPARE(walkthrough.feedback(),
        german.value(QLatin1String("question"))
            .toObject()
            .value(QLatin1String("explanation"))
            .toString());
    walkthrough.setLanguage(QStringLiteral("en"));
    QCOMPARE(walkthrough.feedback(),
        english.steps.at(4).question().value(QLatin1String("explanation")).toString());
    QCOMPARE(walkthrough.stepText(), english.steps.at(4).text());
    // A message of the window's own is not a lesson text: it stays.
    walkthrough.goToStep(4);
    walkthrough.submitNumber(QStringLiteral("abc"));
    const QString message = walkthrough.feedback();
    QVERIFY(message.contains(QLatin1String("abc")));
    walkthrough.setLanguage(QStringLiteral("de"));
    QCOMPARE(walkthrough.feedback(), message);
}

// A lesson file without German is shown in English, whole, in a German window.
void TestLessons::untranslatedLessonStaysEnglish()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = writeFile(dir, QStringLiteral("english.json"), toJson(validLesson()));
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    walkthrough.setLanguage(QStringLiteral("de"));
    QVERIFY(walkthrough.openLessonFile(path));
    QCOMPARE(walkthrough.lessonTitle(), QStringLiteral("A test lesson"));
    QCOMPARE(walkthrough.stepTitles(),
        (QStringList {QStringLiteral("One"), QStringLiteral("Two"), QStringLiteral("Three"),
            QStringLiteral("Four")}));
    walkthrough.goToStep(3);
    QCOMPARE(walkthrough.questionOptions(),
        (QStringList {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    walkthrough.submitChoice(0);
    QCOMPARE(walkthrough.feedback(), QStringLiteral("Not that one."));

    // The same file with German: German.
    const QString german
        = writeFile(dir, QStringLiteral("german.json"), toJson(validGermanLesson()));
    QVERIFY(walkthrough.openLessonFile(german));
    QCOMPARE(walkthrough.lessonTitle(), QStringLiteral("Eine Testlektion"));
    walkthrough.goToStep(3);
    QCOMPARE(walkthrough.questionOptions(),
        (QStringList {
            QStringLiteral("erstens"), QStringLiteral("zweitens"), QStringLiteral("drittens")}));
    walkthrough.submitChoice(1);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("correct"));
    QCOMPARE(walkthrough.feedback(), QStringLiteral("Zweitens ist es."));
}

// The example of docs/lessons.md's "Lessons in other languages" reads, and shows German.
void TestLessons::documentedGermanExampleReads()
{
    QFile file(QFINDTESTDATA("../docs/lessons.md"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString docs = QString::fromUtf8(file.readAll());
    const qsizetype section = docs.indexOf(QLatin1String("## Lessons in other languages"));
    QVERIFY(section >= 0);
    const qsizetype start = docs.indexOf(QLatin1String("```json\n"), section);
    QVERIFY(start >= 0);
    const qsizetype end = docs.indexOf(QLatin1String("```"), start + 8);
    QVERIFY(end > start);
    const auto result = LessonReader::read(docs.mid(start + 8, end - start - 8).toUtf8());
    QCOMPARE(errorOf(result), QString());
    const Lesson &lesson = std::get<LessonPlan>(result).lesson;
    QCOMPARE(lessonTexts(lesson, "de").title, std::string("Warum der Nenner zählt"));
    QCOMPARE(stepTexts(lesson.steps.at(0), "de").options.size(),
        lesson.steps.at(0).question->options.size());
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
