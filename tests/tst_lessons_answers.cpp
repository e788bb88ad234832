// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Answering the built-in lessons' questions (docs/lessons.md): numbers are
// accepted within tolerance and rejected outside it, choices only when right,
// revealing shows the explanation, which stays when the step is left and entered
// again, until the lesson is started over; faded derivation lines are filled in
// with the number the window shows (or "Unavailable" where it shows none).

#include "AttentionModel.h"
#include "BuiltInLessons.h"
#include "LessonJson.h"
#include "TestFiles.h"
#include "Text.h"
#include "WalkthroughModel.h"
#include "derivation.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <cmath>
#include <optional>

using namespace linattn;
using namespace linattn::test;

class TestLessonAnswers : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
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

private:
    QTemporaryDir dir_;
};

void TestLessonAnswers::initTestCase()
{
    QVERIFY(dir_.isValid());
}

void TestLessonAnswers::numberAnswers_data()
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
                    qPrintable(fullPrecision(typed)))
                    << id << i << fullPrecision(typed) << accepted;
            };
            row("answer", answer, true);
            row("answer + 0.9 tolerance", answer + 0.9 * tolerance, true);
            row("answer - 0.9 tolerance", answer - 0.9 * tolerance, true);
            row("answer + 1.1 tolerance", answer + 1.1 * tolerance + 1e-9, false);
            row("answer - 1.1 tolerance", answer - 1.1 * tolerance - 1e-9, false);
            // As typed by people: spaces, a decimal comma, an exponent.
            QTest::addRow("%s step %d: padded", qPrintable(id), i + 1)
                << id << i << QStringLiteral("  %1 ").arg(fullPrecision(answer)) << true;
            if (answer != std::floor(answer))
                QTest::addRow("%s step %d: decimal comma", qPrintable(id), i + 1)
                    << id << i << fullPrecision(answer).replace(QLatin1Char('.'), QLatin1Char(','))
                    << true;
            QTest::addRow("%s step %d: exponent", qPrintable(id), i + 1)
                << id << i << QStringLiteral("%1e0").arg(fullPrecision(answer)) << true;
            QTest::addRow("%s step %d: infinity", qPrintable(id), i + 1)
                << id << i << QStringLiteral("inf") << false;
            // A fraction, as a student works out 0.5³: the answer times 8, over 8.
            QTest::addRow("%s step %d: fraction", qPrintable(id), i + 1)
                << id << i << QStringLiteral("%1 / 8").arg(fullPrecision(8 * answer)) << true;
        }
    }
    if (questions < 5)
        qFatal("tst_lessons_answers: expected at least 5 number questions, found %d", questions);
}

void TestLessonAnswers::numberAnswers()
{
    QFETCH(QString, lessonId);
    QFETCH(int, step);
    QFETCH(QString, typed);
    QFETCH(bool, accepted);
    const JsonLesson lesson = jsonLesson(lessonId);
    const QJsonObject question = lesson.steps.at(step).question();
    ProblemModel problem;
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
    QVERIFY(walkthrough.start(lessonId, step));
    QCOMPARE(walkthrough.questionKind(), QStringLiteral("number"));
    QCOMPARE(walkthrough.answerState(), QStringLiteral("unanswered"));

    walkthrough.submitNumber(typed);
    QCOMPARE(
        walkthrough.answerState(), accepted ? QStringLiteral("correct") : QStringLiteral("wrong"));
    QVERIFY2(fillsPlaceholders(walkthrough.feedback(),
                 question.value(QLatin1String(accepted ? "explanation" : "hint")).toString()),
        qPrintable(walkthrough.feedback()));
    // Choices are not numbers: ignored on a number question.
    walkthrough.submitChoice(0);
    QCOMPARE(
        walkthrough.answerState(), accepted ? QStringLiteral("correct") : QStringLiteral("wrong"));
}

void TestLessonAnswers::notANumber_data()
{
    QTest::addColumn<QString>("typed");
    QTest::newRow("abc") << QStringLiteral("abc");
    QTest::newRow("empty") << QString();
    QTest::newRow("two numbers") << QStringLiteral("1 5");
    QTest::newRow("unit") << QStringLiteral("5 m");
    QTest::newRow("comma and point") << QStringLiteral("1,000.5");
    QTest::newRow("markup") << QStringLiteral("<b>5</b> & <img src=x>");
}

void TestLessonAnswers::notANumber()
{
    QFETCH(QString, typed);
    ProblemModel problem;
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
    QVERIFY(walkthrough.start(QStringLiteral("reassociation"), 4)); // "Type the denominator"
    QCOMPARE(walkthrough.questionKind(), QStringLiteral("number"));
    walkthrough.submitNumber(typed);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));
    const QString quoted = QLatin1Char('\'') + typed + QLatin1Char('\'');
    QVERIFY2(walkthrough.feedback().contains(quoted), qPrintable(walkthrough.feedback()));
    QVERIFY2(walkthrough.feedback().contains(QLatin1String("not a number")),
        qPrintable(walkthrough.feedback()));
    // The window shows the message as rich text: what was typed is escaped, never markup.
    QCOMPARE(walkthrough.feedbackRich(), walkthrough.feedback().toHtmlEscaped());
    QCOMPARE(walkthrough.feedbackPlain(), walkthrough.feedback());
}

void TestLessonAnswers::choiceAnswers_data()
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
        qFatal("tst_lessons_answers: expected at least 4 choice questions, found %d", questions);
}

void TestLessonAnswers::choiceAnswers()
{
    QFETCH(QString, lessonId);
    QFETCH(int, step);
    QFETCH(int, option);
    QFETCH(bool, accepted);
    const JsonLesson lesson = jsonLesson(lessonId);
    const QJsonObject question = lesson.steps.at(step).question();
    ProblemModel problem;
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
    QVERIFY(walkthrough.start(lessonId, step));
    QCOMPARE(walkthrough.questionKind(), QStringLiteral("choice"));
    walkthrough.submitChoice(option);
    QCOMPARE(
        walkthrough.answerState(), accepted ? QStringLiteral("correct") : QStringLiteral("wrong"));
    QVERIFY2(fillsPlaceholders(walkthrough.feedback(),
                 question.value(QLatin1String(accepted ? "explanation" : "hint")).toString()),
        qPrintable(walkthrough.feedback()));
    // A typed number is not a choice: ignored on a choice question.
    walkthrough.submitNumber(QString::number(question.value(QLatin1String("answer")).toInt()));
    QCOMPARE(
        walkthrough.answerState(), accepted ? QStringLiteral("correct") : QStringLiteral("wrong"));
}

void TestLessonAnswers::revealAndReset_data()
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

void TestLessonAnswers::revealAndReset()
{
    QFETCH(QString, lessonId);
    QFETCH(int, step);
    QFETCH(QString, before);
    const JsonLesson lesson = jsonLesson(lessonId);
    const JsonStep &json = lesson.steps.at(step);
    const QJsonObject question = json.question();
    ProblemModel problem;
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
    QVERIFY(walkthrough.start(lessonId, step));

    const auto answer = [&](bool right) {
        if (json.isChoice()) {
            const int correct = question.value(QLatin1String("answer")).toInt();
            walkthrough.submitChoice(right ? correct : (correct == 0 ? 1 : 0));
        } else {
            const double value = question.value(QLatin1String("answer")).toDouble();
            walkthrough.submitNumber(fullPrecision(right ? value : value + 1000));
        }
    };
    if (before != QLatin1String("nothing")) {
        answer(before == QLatin1String("correct"));
        QCOMPARE(walkthrough.answerState(), before);
    }
    walkthrough.reveal();
    QCOMPARE(walkthrough.answerState(), QStringLiteral("revealed"));
    QVERIFY2(fillsPlaceholders(
                 walkthrough.feedback(), question.value(QLatin1String("explanation")).toString()),
        qPrintable(walkthrough.feedback()));
    const QString shownOnReveal = walkthrough.feedback();

    // A new step starts unanswered, whichever way it is reached.
    const int other = step + 1 < lesson.steps.size() ? step + 1 : step - 1;
    if (other == step + 1)
        walkthrough.next();
    else
        walkthrough.back();
    QCOMPARE(walkthrough.stepIndex(), other);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("unanswered"));
    QVERIFY(walkthrough.feedback().isEmpty());
    // Coming back to the question: the reveal is kept (a right answer before it stays right),
    // and a later try does not undo it.
    const QString kept = before == QLatin1String("correct") ? QStringLiteral("correct")
                                                            : QStringLiteral("revealed");
    walkthrough.goToStep(step);
    QCOMPARE(walkthrough.answerState(), kept);
    // As it was shown right after the reveal: the same explanation, its numbers as concealed.
    if (kept == QLatin1String("revealed"))
        QCOMPARE(walkthrough.feedback(), shownOnReveal);
    QVERIFY2(fillsPlaceholders(
                 walkthrough.feedback(), question.value(QLatin1String("explanation")).toString()),
        qPrintable(walkthrough.feedback()));
    answer(false);
    QCOMPARE(walkthrough.answerState(), kept);
    walkthrough.goToStep(step); // the same step again keeps it too
    QCOMPARE(walkthrough.answerState(), kept);
    // Starting over clears it: the question is open again, at step 1.
    walkthrough.startOver();
    QCOMPARE(walkthrough.stepIndex(), 0);
    walkthrough.goToStep(step);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("unanswered"));
    QVERIFY(walkthrough.feedback().isEmpty());
    answer(false);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));

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

void TestLessonAnswers::fillFadedLines_data()
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
        qFatal(
            "tst_lessons_answers: expected faded lines in the built-in lessons, found %d", faded);
}

void TestLessonAnswers::fillFadedLines()
{
    QFETCH(QString, lessonId);
    QFETCH(int, step);
    QFETCH(QString, line);
    ProblemModel problem;
    AttentionModel &attention = *problem.attention();
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
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
    const QString wrong = fullPrecision(*value + 0.5 + 0.1 * std::fabs(*value));
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
    QVERIFY(!walkthrough.fillLine(line, fullPrecision(*value)));

    // Entering the step again keeps the line filled in; starting over fades it again.
    walkthrough.goToStep(step);
    QCOMPARE(walkthrough.hiddenLines(), expected);
    walkthrough.startOver();
    walkthrough.goToStep(step);
    QCOMPARE(walkthrough.hiddenLines(), hidden);
    // The full-precision value is accepted as well.
    QVERIFY2(
        walkthrough.fillLine(line, fullPrecision(*value)), qPrintable(walkthrough.lineFeedback()));
    QVERIFY(!walkthrough.hiddenLines().contains(line));
}

void TestLessonAnswers::fillUnavailableLine()
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
    const QString path = writeFileIn(dir_, QStringLiteral("unavailable-fill.json"), json);
    ProblemModel problem;
    AttentionModel &attention = *problem.attention();
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
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

// Answering the worked example's denominator question shows the faded
// denominator line, and only it: the numerator (also 5) stays to be filled in.
void TestLessonAnswers::answeringShowsTheFadedLineAsked()
{
    ProblemModel problem;
    WalkthroughModel walkthrough;
    walkthrough.setProblem(&problem);
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

QTEST_GUILESS_MAIN(TestLessonAnswers)
#include "tst_lessons_answers.moc"
