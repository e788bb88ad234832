// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons in German (docs/lessons.md, "Lessons in other languages"): every
// built-in text a student reads has its German, without English left and
// with the English numbers and markup; malformed translations name the step
// and the field; the walkthrough and its feedback follow the language; a
// lesson file without German stays English; the documented example reads.

#include "AttentionModel.h"
#include "BuiltInLessons.h"
#include "ChoiceListModel.h"
#include "LessonCatalog.h"
#include "LessonJson.h"
#include "LessonReader.h"
#include "TestFiles.h"
#include "WalkthroughModel.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <variant>

using namespace linattn;
using namespace linattn::test;

namespace {

// English words no German lesson text holds (a German "Feature-Map" is the
// window's own word). Titles of published works stay as published.
QStringList englishWordsIn(QString text)
{
    static const QRegularExpression work(QStringLiteral("<i>.*?</i>"));
    text.remove(work);
    // Placeholders name derivation lines in English ({denominator}); they are filled with numbers.
    static const QRegularExpression placeholder(QStringLiteral("\\{[^{}]*\\}"));
    text.remove(placeholder);
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

class TestGermanLessons : public QObject {
    Q_OBJECT

private slots:
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
};

void TestGermanLessons::builtInLessonsAreGerman_data()
{
    QTest::addColumn<QString>("lessonId");
    for (const QString &id : kBuiltInIds)
        QTest::newRow(qPrintable(id)) << id;
}

// Every text a student reads has its German, read from the JSON itself:
// the lesson's title and description, each step's title and text, and each
// question's prompt, options, hint and explanation.
void TestGermanLessons::builtInLessonsAreGerman()
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

void TestGermanLessons::germanLessonReads()
{
    const auto result = LessonReader::read(toJson(validGermanLesson()));
    QCOMPARE(errorOf(result), QString());
    const Lesson &lesson = std::get<LessonPlan>(result).lesson;
    QCOMPARE(lesson.translations.size(), std::size_t(1));
    QCOMPARE(lessonTexts(lesson, "de"),
        (LessonTexts {"Eine Testlektion", "Vier Schritte, die jedes Feld prüfen."}));
    QCOMPARE(stepTexts(lesson.steps.at(1), "de"),
        (LessonStepTexts {"Zwei", "Nur die Feature-Map ändert sich.", {}, {}, {}, {}, {}}));
    QCOMPARE(stepTexts(lesson.steps.at(3), "de"),
        (LessonStepTexts {"Vier", "Eine Auswahlfrage.", "Eine wählen.",
            {"erstens", "zweitens", "drittens"}, "Nicht diese.", "Zweitens ist es.", {}}));
    // Only the texts: the answer and everything else is the English step's.
    QCOMPARE(lesson.steps.at(3).question->correctOption, std::size_t(1));
    // English, or a language the lesson is not in: the English texts, whole.
    for (const char *language : {"en", "fr", ""}) {
        QCOMPARE(lessonTexts(lesson, language),
            (LessonTexts {"A test lesson", "Four steps that exercise every field."}));
        QCOMPARE(stepTexts(lesson.steps.at(3), language),
            (LessonStepTexts {"Four", "A choice question.", "Pick one.", {"a", "b", "c"},
                "Not that one.", "b it is.", {}}));
    }
    QCOMPARE(LessonReader::languages(), QStringList {QStringLiteral("de")});
}

void TestGermanLessons::malformedTranslations_data()
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
void TestGermanLessons::malformedTranslations()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QCOMPARE(errorOf(LessonReader::read(json)), expected);
    const LessonCheck check = LessonReader::check(json);
    QVERIFY(!check.plan);
    QCOMPARE(check.problems.value(0), expected);
}

void TestGermanLessons::walkthroughInGerman_data()
{
    QTest::addColumn<QString>("lessonId");
    for (const QString &id : kBuiltInIds)
        QTest::newRow(qPrintable(id)) << id;
}

// From the first step to the last, the walkthrough shows the German of the
// JSON, and a question's hint and explanation come in German too.
void TestGermanLessons::walkthroughInGerman()
{
    QFETCH(QString, lessonId);
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(readResource(lessonId), &error).object();
    const QJsonArray steps = root.value(QLatin1String("steps")).toArray();
    ProblemModel problem;
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
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
        QVERIFY2(fillsPlaceholders(
                     walkthrough.stepText(), german.value(QLatin1String("text")).toString()),
            qPrintable(walkthrough.stepText()));
        QVERIFY(!walkthrough.stepTextPlain().contains(QLatin1Char('<')));
        const QJsonObject question = german.value(QLatin1String("question")).toObject();
        QCOMPARE(walkthrough.questionPrompt(), question.value(QLatin1String("prompt")).toString());
        QStringList options;
        for (const QJsonValue &option : question.value(QLatin1String("options")).toArray())
            options << option.toString();
        QCOMPARE(walkthrough.questionOptions().size(), options.size());
        for (qsizetype option = 0; option < options.size(); ++option)
            QVERIFY2(fillsPlaceholders(walkthrough.questionOptions()[option], options[option]),
                qPrintable(walkthrough.questionOptions()[option]));
        if (!walkthrough.hasQuestion())
            continue;
        if (walkthrough.questionKind() == QLatin1String("choice"))
            walkthrough.submitChoice(-1);
        else
            walkthrough.submitNumber(QStringLiteral("123456"));
        QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));
        QCOMPARE(walkthrough.feedback(), question.value(QLatin1String("hint")).toString());
        walkthrough.reveal();
        QVERIFY2(fillsPlaceholders(walkthrough.feedback(),
                     question.value(QLatin1String("explanation")).toString()),
            qPrintable(walkthrough.feedback()));
    }
}

// A change of language shows the step, and the feedback already given, in the new one.
void TestGermanLessons::feedbackFollowsTheLanguage()
{
    const JsonLesson english = jsonLesson(QStringLiteral("reassociation"));
    QJsonParseError error;
    const QJsonObject root
        = QJsonDocument::fromJson(readResource(QStringLiteral("reassociation")), &error).object();
    const QJsonObject german
        = germanOf(root.value(QLatin1String("steps")).toArray().at(4).toObject());
    ProblemModel problem;
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
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
    QVERIFY2(
        fillsPlaceholders(walkthrough.stepText(), german.value(QLatin1String("text")).toString()),
        qPrintable(walkthrough.stepText()));
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
    QVERIFY2(fillsPlaceholders(walkthrough.stepText(), english.steps.at(4).text()),
        qPrintable(walkthrough.stepText()));
    // A message of the window's own is not a lesson text: it stays. (The question answered
    // stays answered until the lesson is started over.)
    walkthrough.startOver();
    walkthrough.goToStep(4);
    walkthrough.submitNumber(QStringLiteral("abc"));
    const QString message = walkthrough.feedback();
    QVERIFY(message.contains(QLatin1String("abc")));
    walkthrough.setLanguage(QStringLiteral("de"));
    QCOMPARE(walkthrough.feedback(), message);
}

// A lesson file without German is shown in English, whole, in a German window.
void TestGermanLessons::untranslatedLessonStaysEnglish()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = writeFileIn(dir, QStringLiteral("english.json"), toJson(validLesson()));
    ProblemModel problem;
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
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
        = writeFileIn(dir, QStringLiteral("german.json"), toJson(validGermanLesson()));
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
void TestGermanLessons::documentedGermanExampleReads()
{
    QFile file(sourceTreePath(QStringLiteral("docs/lessons.md")));
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

QTEST_GUILESS_MAIN(TestGermanLessons)
#include "tst_lessons_german.moc"
