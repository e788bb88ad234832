// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons on the command line: walkthrough options that are refused before
// any window exists, and --check-lesson, which reads a lesson file, reports
// every problem it finds and writes nothing.
// Every process runs without a display (CommandLineTest.h).

#include "CommandLineTest.h"
#include "Refusals.h"
#include "TestFiles.h"

#include <QTemporaryDir>
#include <QTest>

using namespace linattn;
using namespace linattn::test;

class TestCommandLine : public CommandLineTest {
    Q_OBJECT

private slots:
    void badWalkthroughOptionsAreRefused_data();
    void badWalkthroughOptionsAreRefused();
    void checkLesson_data();
    void checkLesson();
};

// Walkthrough options are checked before any window exists, so these
// refusals need no display either.
void TestCommandLine::badWalkthroughOptionsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("messagePatterns");
    const QString malformed = writeDataFile(QStringLiteral("bad-lesson.json"),
        R"({"id": "bad", "title": "t", "description": "d", "steps": [
            {"title": "a", "text": "b", "state": {"preset": "general", "featureMap": "elu1", "prefix": 1}},
            {"title": "a", "text": "b"}, {"title": "a", "text": "b"},
            {"title": "a", "text": "b", "state": {"prefix": 9}}]})");
    QTest::newRow("unknown lesson")
        << QStringList {"--lesson", "nope"} << QStringList {literal("--lesson"), literal("'nope'")};
    QTest::newRow("step beyond the lesson")
        << QStringList {"--walkthrough", "--lesson", "denominator-stability", "--step", "99"}
        << QStringList {literal("--step"), literal("99"), literal("steps")};
    QTest::newRow("step 0") << QStringList {"--walkthrough", "--step", "0"}
                            << QStringList {literal("--step"), literal("0")};
    QTest::newRow("step without walkthrough")
        << QStringList {"--step", "2"} << QStringList {literal("--step")};
    QTest::newRow("lesson and lesson file") << QStringList {"--lesson", "reassociation",
        "--lesson-file", malformed} << QStringList {literal("--lesson"), literal("--lesson-file")};
    QTest::newRow("malformed lesson file")
        << QStringList {"--lesson-file", malformed}
        << QStringList {literal("bad-lesson.json"),
               literal("step 4: state.prefix: 9 is beyond the 6 keys of preset general")};
    QTest::newRow("missing lesson file")
        << QStringList {"--lesson-file", dataDirectory().filePath(QStringLiteral("none.json"))}
        << QStringList {literal("none.json"), literal("no such file")};
}

void TestCommandLine::badWalkthroughOptionsAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, messagePatterns);
    const ProcessResult result = runLinattn(arguments);
    QVERIFY2(result.finished, qPrintable(result.failure));
    const QString problem = refusalProblem(result, messagePatterns);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCommandLine::checkLesson_data()
{
    QTest::addColumn<QByteArray>("content"); // of lesson.json; empty: no such file
    QTest::addColumn<QStringList>("extraArguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("standardOutput");
    // Each after "linattn: <path>: ": the problems, or a readable lesson's warnings.
    QTest::addColumn<QStringList>("errorLines");

    const QByteArray good = R"({"id": "my-id", "title": "Title", "description": "d", "steps": [
        {"title": "a", "text": "b", "state": {"preset": "general", "featureMap": "elu1", "prefix": 1},
         "question": {"prompt": "p", "answer": 5, "tolerance": 0, "hint": "h", "explanation": "e"}},
        {"title": "a", "text": "b", "state": {"prefix": 2}},
        {"title": "a", "text": "b", "question": {"prompt": "p", "options": ["x", "y"], "answer": 1,
         "hint": "h", "explanation": "e"}}]})";
    QTest::newRow("good file") << good << QStringList {} << 0
                               << QStringLiteral(
                                      "lesson 'my-id' \"Title\": 3 steps, 2 questions, ok")
                               << QStringList {};
    QTest::newRow("a built-in lesson's length")
        << QByteArray(R"({"id": "one", "title": "One", "description": "d", "steps": [
            {"title": "a", "text": "b", "state": {"preset": "general", "featureMap": "elu1", "prefix": 1}}]})")
        << QStringList {} << 0 << QStringLiteral("lesson 'one' \"One\": 1 step, 0 questions, ok")
        << QStringList {};
    // A number the state computes, typed: the lesson reads, with a warning naming the
    // placeholder that writes it. An input ([0.5, 1] is q) is no computed number.
    QByteArray typed = good;
    typed.replace(R"("text": "b", "state": {"prefix": 2})",
        R"("text": "q = [0.5, 1], Z₂ = [3, 3], denominator 10.5", "state": {"prefix": 2})");
    QTest::newRow("typed computed numbers")
        << typed << QStringList {} << 0
        << QStringLiteral("lesson 'my-id' \"Title\": 3 steps, 2 questions, ok with 2 warnings "
                          "(numbers a placeholder should write)")
        << QStringList {QStringLiteral("step 2: text: warning: [3, 3] is typed where {z} would "
                                       "write it from the state"),
               QStringLiteral("step 2: text: warning: 10.5 is typed where {denominator} would "
                              "write it from the state")};
    // A number question's answer is computed at its step: 11 is not the denominator at prefix
    // 2 (10.5), so students typing 10.5 would be told "Not yet".
    const QByteArray eleven = R"({"id": "my-id", "title": "Title", "description": "d", "steps": [
        {"title": "a", "text": "b", "state": {"preset": "general", "featureMap": "elu1", "prefix": 2},
         "question": {"prompt": "Type the denominator.", "answer": 11, "tolerance": 0.01,
          "quantity": {"line": "denominator"}, "hint": "h", "explanation": "e"}}]})";
    QTest::newRow("an answer the step does not compute")
        << eleven << QStringList {} << 2 << QString()
        << QStringList {QStringLiteral("step 1: question.answer: the answer is 11, but the "
                                       "denominator at prefix 2 is 10.5")};
    QByteArray twoMisspellings = good;
    twoMisspellings.replace(R"("state": {"prefix": 2})", R"("stat": {"prefix": 2})");
    twoMisspellings.replace(R"("options")", R"("optons")");
    QTest::newRow("two misspellings in different steps")
        << twoMisspellings << QStringList {} << 2 << QString()
        << QStringList {QStringLiteral("step 2: stat: unknown key; did you mean state?"),
               QStringLiteral("step 3: question.optons: unknown key; did you mean options?"),
               QStringLiteral("step 3: question.tolerance: missing")};
    // German texts are read and checked with the rest, and named in the summary.
    const QByteArray german = R"({"id": "my-id", "title": "Title", "description": "d",
        "translations": {"de": {"title": "Titel", "description": "D"}}, "steps": [
        {"title": "a", "text": "b", "state": {"preset": "general", "featureMap": "elu1", "prefix": 1},
         "translations": {"de": {"title": "A", "text": "B"}}},
        {"title": "a", "text": "b", "question": {"prompt": "p", "options": ["x", "y"], "answer": 1,
         "hint": "h", "explanation": "e"},
         "translations": {"de": {"title": "A", "text": "B", "question": {"prompt": "P",
          "options": ["X", "Y"], "hint": "H", "explanation": "E"}}}}]})";
    QTest::newRow("good file with German")
        << german << QStringList {} << 0
        << QStringLiteral("lesson 'my-id' \"Title\": 2 steps, 1 question, translated into de, ok")
        << QStringList {};
    QByteArray germanProblems = german;
    germanProblems.replace(R"("translations": {"de": {"title": "A", "text": "B"}})",
        R"("translations": {"de": {"titel": "A", "text": "B"}})");
    germanProblems.replace(R"(["X", "Y"])", R"(["X"])");
    QTest::newRow("German problems in two steps")
        << germanProblems << QStringList {} << 2 << QString()
        << QStringList {
               QStringLiteral("step 1: translations.de.titel: unknown key; did you mean title?"),
               QStringLiteral("step 1: translations.de.title: missing"),
               QStringLiteral("step 2: translations.de.question.options: expected 2 options, one "
                              "for each English option in the same order, got 1")};
    // The built-in lessons, as a teacher would check a copy of one.
    const struct {
        const char *id;
        const char *summary;
    } builtIn[] = {
        {"reassociation", "\"Linear attention as running sums\": 18 steps, 9 questions"},
        {"denominator-stability", "\"When the denominator is zero\": 7 steps, 3 questions"},
        {"choosing-a-feature-map", "\"Choosing a feature map\": 10 steps, 3 questions"},
        {"three-ways", "\"Three ways to one answer\": 15 steps, 6 questions"},
    };
    for (const auto &lesson : builtIn) {
        QFile file(sourceTreePath(
            QStringLiteral("app/io/data/lessons/%1.json").arg(QLatin1String(lesson.id))));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QTest::addRow("built-in %s", lesson.id)
            << file.readAll() << QStringList {} << 0
            << QStringLiteral("lesson '%1' %2, translated into de, ok")
                   .arg(QLatin1String(lesson.id), QString::fromUtf8(lesson.summary))
            << QStringList {};
    }
    QTest::newRow("missing file") << QByteArray() << QStringList {} << 2 << QString()
                                  << QStringList {QStringLiteral("no such file")};
    QTest::newRow("malformed JSON")
        << QByteArray("{\"id\": \"x\",\n  \"title\": oops\n}") << QStringList {} << 2 << QString()
        << QStringList {QStringLiteral("*invalid JSON*")};
    QTest::newRow("not with --export")
        << good << QStringList {QStringLiteral("--export"), QStringLiteral("csv")} << 2 << QString()
        << QStringList {QStringLiteral("-")};
}

void TestCommandLine::checkLesson()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, extraArguments);
    QFETCH(int, exitCode);
    QFETCH(QString, standardOutput);
    QFETCH(QStringList, errorLines);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("lesson.json"));
    if (!content.isEmpty())
        QVERIFY(writeFile(path, content));
    const QStringList before = entriesOf(dir.path());

    const ProcessResult result = runLinattn(QStringList {"--check-lesson", path} + extraArguments);
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.exitCode, exitCode);
    // It only reads: nothing is written beside the lesson, the lesson is as it was.
    QCOMPARE(entriesOf(dir.path()), before);
    if (!content.isEmpty())
        QCOMPARE(readFile(path), content);

    if (exitCode == 0)
        QCOMPARE(QString::fromUtf8(result.standardOutput), path + ": " + standardOutput + "\n");
    else
        QVERIFY(result.standardOutput.isEmpty());
    const QStringList lines
        = QString::fromUtf8(result.standardError).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (errorLines == QStringList {QStringLiteral("-")}) { // refused as a command line: one line
        QCOMPARE(lines.size(), 1);
        QVERIFY2(
            lines.first().contains(QLatin1String("--check-lesson")), qPrintable(lines.first()));
        return;
    }
    QCOMPARE(lines.size(), errorLines.size());
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString prefix = QStringLiteral("linattn: %1: ").arg(path);
        QVERIFY2(lines[i].startsWith(prefix), qPrintable(lines[i]));
        const QString rest = lines[i].mid(prefix.size());
        if (errorLines[i].startsWith(QLatin1Char('*')))
            QVERIFY2(rest.contains(errorLines[i].mid(1).chopped(1)), qPrintable(rest));
        else
            QCOMPARE(rest, errorLines[i]);
    }
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_cli_lessons.moc"
