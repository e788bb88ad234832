// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Students' answer records (docs/answers.md): the class report's counts worked out by hand for
// small classes, its CSV and Markdown as a spreadsheet and pandoc read them, the JSON read back
// as it was written, and damaged records refused with the place of the damage.

#include "AnswerRecordReader.h"
#include "answer_exporters.h"
#include "answer_record.h"

#include <QTest>

#include <string>
#include <vector>

using namespace linattn;

namespace {

QuestionAttempts attempts(
    std::size_t step, std::vector<std::string> answers, bool right, bool revealed = false)
{
    return {step, std::move(answers), right, revealed};
}

AnswerRecord record(std::string student, std::vector<QuestionAttempts> questions)
{
    AnswerRecord result;
    result.lessonId = "three-ways";
    result.lessonTitle = "Three ways";
    result.student = std::move(student);
    result.date = "2026-12-04T10:00:00Z";
    result.language = "en";
    result.currentStep = 4;
    result.questions = std::move(questions);
    return result;
}

using Records = std::vector<AnswerRecord>;
using Rows = std::vector<ClassReportRow>;

} // namespace

Q_DECLARE_METATYPE(Records)
Q_DECLARE_METATYPE(Rows)

class TestAnswerRecords : public QObject {
    Q_OBJECT

private slots:
    void attemptsEndAtTheFirstRightAnswer();
    void classReportCounts_data();
    void classReportCounts();
    void csvIsQuotedAsRfc4180();
    void markdownIsATable();
    void jsonReadsBackAsWritten();
    void damagedRecordsAreRefused_data();
    void damagedRecordsAreRefused();
};

void TestAnswerRecords::attemptsEndAtTheFirstRightAnswer()
{
    QuestionAttempts question {3, {}, false, false};
    question.recordAnswer("6", false);
    question.recordAnswer("11", true);
    question.recordAnswer("12", false); // settled: not kept
    question.recordReveal(); // settled: not kept
    QCOMPARE(question.answers, (std::vector<std::string> {"6", "11"}));
    QVERIFY(question.right);
    QVERIFY(!question.revealed);
    QCOMPARE(question.wrongAnswers().size(), std::size_t(1));
    QCOMPARE(question.wrongAnswers()[0], std::string("6"));

    QuestionAttempts shown {5, {}, false, false};
    shown.recordAnswer("x", false);
    shown.recordReveal();
    shown.recordAnswer("2", true); // after the reveal: not kept
    QCOMPARE(shown.answers, (std::vector<std::string> {"x"}));
    QVERIFY(shown.revealed && !shown.right);
    QCOMPARE(shown.wrongAnswers().size(), std::size_t(1));
}

void TestAnswerRecords::classReportCounts_data()
{
    QTest::addColumn<Records>("records");
    QTest::addColumn<Rows>("expected");

    QTest::newRow("one student, right first")
        << Records {record("Ada", {attempts(2, {"11"}, true)})} << Rows {{2, 1, 1, 1, 0, {}}};
    // Step 2: Ada wrong (6) then right; Bo wrong twice (6, 5) then revealed; Cy never tried.
    // The most frequent wrong answer comes first: 6 (twice), then 5.
    QTest::newRow("three students")
        << Records {record("Ada", {attempts(2, {"6", "11"}, true), attempts(3, {}, false)}),
               record("Bo", {attempts(2, {"6", "5"}, false, true), attempts(3, {"1"}, true)}),
               record("Cy", {attempts(2, {}, false), attempts(3, {}, false)})}
        << Rows {{2, 2, 0, 1, 1, {"6", "5"}}, {3, 1, 1, 1, 0, {}}};
    // A reveal with no try: shown, but not answered.
    QTest::newRow("revealed without trying")
        << Records {record("Ada", {attempts(4, {}, false, true)})} << Rows {{4, 0, 0, 0, 1, {}}};
    // Four wrong answers once each: the three met first. Spaces around an answer do not make
    // it another answer.
    QTest::newRow("ties and spaces") << Records {record("Ada", {attempts(1, {"a", " b "}, false)}),
        record("Bo", {attempts(1, {"c", "d", "b"}, false)})}
                                     << Rows {{1, 2, 0, 0, 0, {"b", "a", "c"}}};
    // A step only one record lists still gets its row.
    QTest::newRow("a step in one record only")
        << Records {record("Ada", {attempts(1, {"2"}, true)}),
               record("Bo", {attempts(1, {"3", "2"}, true), attempts(6, {"0"}, false)})}
        << Rows {{1, 2, 1, 2, 0, {"3"}}, {6, 1, 0, 0, 0, {"0"}}};
}

void TestAnswerRecords::classReportCounts()
{
    QFETCH(Records, records);
    QFETCH(Rows, expected);

    const ClassReport report = classReport(records);
    QCOMPARE(report.students, records.size());
    QCOMPARE(report.lessonId, std::string("three-ways"));
    QCOMPARE(report.lessonTitle, std::string("Three ways"));
    QCOMPARE(report.rows.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const ClassReportRow &row = report.rows[i];
        const ClassReportRow &want = expected[i];
        QCOMPARE(row.step, want.step);
        QCOMPARE(row.answered, want.answered);
        QCOMPARE(row.rightFirst, want.rightFirst);
        QCOMPARE(row.rightEventually, want.rightEventually);
        QCOMPARE(row.revealed, want.revealed);
        QCOMPARE(row.commonWrong, want.commonWrong);
    }
}

void TestAnswerRecords::csvIsQuotedAsRfc4180()
{
    const Records records {record("Ada", {attempts(2, {"1,5", "say \"7\"", "11"}, true)}),
        record("Bo", {attempts(2, {"1,5"}, false, true)})};
    const std::string csv = classReportCsv(classReport(records));
    // Worked out by hand: 2 answered, none right first, 1 right in the end, 1 revealed; "1,5"
    // twice before the quoted answer; the cell holds a comma and quotes, so it is quoted and
    // its quotes doubled.
    QCOMPARE(csv,
        std::string("step,answered,right_first,right_eventually,revealed,common_wrong\r\n"
                    "2,2,0,1,1,\"1,5; say \"\"7\"\"\"\r\n"));
}

void TestAnswerRecords::markdownIsATable()
{
    const Records records {record("Ada", {attempts(2, {"6", "11"}, true)}),
        record("Bo", {attempts(2, {"a|b"}, false)})};
    const QString markdown = QString::fromStdString(classReportMarkdown(classReport(records)));
    const QStringList lines = markdown.split(u'\n', Qt::SkipEmptyParts);
    QVERIFY2(lines.first().startsWith(u"# "), qPrintable(markdown));
    QVERIFY2(lines.first().contains(u"Three ways"), qPrintable(markdown));
    int tableLines = 0;
    for (const QString &line : lines)
        if (line.startsWith(u'|'))
            ++tableLines;
    QCOMPARE(tableLines, 3); // header, rule, one row
    // A | in an answer would end the cell: it is escaped.
    QVERIFY2(markdown.contains(QStringLiteral("a\\|b")), qPrintable(markdown));
    QVERIFY2(markdown.contains(QStringLiteral("| 2 | 2 | 0 | 1 | 0 |")), qPrintable(markdown));
    // A hand-written record may give no title: the heading names the lesson by its id alone.
    Records untitled = records;
    for (AnswerRecord &each : untitled)
        each.lessonTitle.clear();
    const QString heading
        = QString::fromStdString(classReportMarkdown(classReport(untitled))).section(u'\n', 0, 0);
    QCOMPARE(heading,
        QStringLiteral("# Class report: ") + QString::fromStdString(records.front().lessonId));
}

void TestAnswerRecords::jsonReadsBackAsWritten()
{
    AnswerRecord written = record("Zoë \"Z\" Ng",
        {attempts(2, {"6", "1/8", "11"}, true), attempts(4, {}, false, true),
            attempts(7, {"", "ü"}, false)});
    written.filledLines = {{3, "denominator"}, {5, "numerator"}};
    const std::string json = answerRecordJson(written);
    const auto read = AnswerRecordReader::read(QByteArray::fromStdString(json));
    if (const auto *problem = std::get_if<QString>(&read))
        QFAIL(qPrintable(*problem + QStringLiteral("\n") + QString::fromStdString(json)));
    QVERIFY(std::get<AnswerRecord>(read) == written);
}

void TestAnswerRecords::damagedRecordsAreRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");

    const QByteArray head
        = R"({"format": "linattn-answers", "version": 1, "lesson": "three-ways", "student": "Ada", )";
    QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QStringLiteral("invalid JSON at");
    QTest::newRow("an array") << QByteArray("[]")
                              << QStringLiteral("expected an object holding an answer record");
    QTest::newRow("another format")
        << QByteArray(R"({"format": "linattn-lesson", "version": 1})")
        << QStringLiteral("format: expected \"linattn-answers\": this is not an answer record");
    QTest::newRow("a later version") << QByteArray(R"({"format": "linattn-answers", "version": 2})")
                                     << QStringLiteral("version: expected 1, got 2");
    QTest::newRow("no lesson") << QByteArray(
        R"({"format": "linattn-answers", "version": 1, "student": "", "questions": []})")
                               << QStringLiteral("lesson: missing");
    QTest::newRow("a number as an answer")
        << head
            + R"("questions": [{"step": 2, "answers": ["6"], "right": false, "revealed": false}, {"step": 3, "answers": [], "right": false, "revealed": false}, {"step": 4, "answers": [7], "right": false, "revealed": false}]})"
        << QStringLiteral("questions[2].answers[0]: expected a text, got a number");
    QTest::newRow("step 0") << head
            + R"("questions": [{"step": 0, "answers": [], "right": false, "revealed": false}]})"
                            << QStringLiteral(
                                   "questions[0].step: expected a step number from 1, got 0");
    QTest::newRow("a step twice") << head
            + R"("questions": [{"step": 2, "answers": [], "right": false, "revealed": false}, {"step": 2, "answers": [], "right": false, "revealed": false}]})"
                                  << QStringLiteral("questions[1].step: step 2 is listed twice");
    QTest::newRow("right without an answer")
        << head + R"("questions": [{"step": 2, "answers": [], "right": true, "revealed": false}]})"
        << QStringLiteral("questions[0]: right, but no answer is given");
    QTest::newRow("revealed not a boolean")
        << head + R"("questions": [{"step": 2, "answers": [], "right": false, "revealed": "yes"}]})"
        << QStringLiteral("questions[0].revealed: expected true or false, got a string");
}

void TestAnswerRecords::damagedRecordsAreRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);

    const auto read = AnswerRecordReader::read(json);
    const auto *problem = std::get_if<QString>(&read);
    QVERIFY2(problem, "a damaged record was read");
    QVERIFY2(problem->startsWith(message), qPrintable(*problem));
}

QTEST_GUILESS_MAIN(TestAnswerRecords)
#include "tst_answer_records.moc"
