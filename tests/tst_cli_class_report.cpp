// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `linattn --class-report`: students' answer records of one lesson made into one row per
// question, as CSV, Markdown or a PDF (read back with pdftotext); a damaged record named and
// skipped; records of two lessons refused, naming the files; no file written on a refusal.
// Every process runs without a display (CommandLineTest.h).

#include "CommandLineTest.h"
#include "TestFiles.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace linattn;
using namespace linattn::test;

namespace {

// Step 2 answered by both (Ada: 6 then 11, right; Bo: 6, then revealed), step 3 right first by
// Bo only.
const QByteArray kAda = R"({"format": "linattn-answers", "version": 1, "lesson": "three-ways",
 "title": "Three ways", "student": "Ada", "date": "2026-12-04T10:00:00Z", "language": "en",
 "step": 5, "questions": [
  {"step": 2, "answers": ["6", "11"], "right": true, "revealed": false},
  {"step": 3, "answers": [], "right": false, "revealed": false}], "filled": []})";
const QByteArray kBo = R"({"format": "linattn-answers", "version": 1, "lesson": "three-ways",
 "title": "Three ways", "student": "Bo", "questions": [
  {"step": 2, "answers": ["6"], "right": false, "revealed": true},
  {"step": 3, "answers": ["1"], "right": true, "revealed": false}]})";
const QByteArray kOtherLesson = R"({"format": "linattn-answers", "version": 1,
 "lesson": "reassociation", "student": "Cy", "questions": []})";

const QByteArray kExpectedCsv
    = "step,answered,right_first,right_eventually,revealed,common_wrong\r\n"
      "2,2,0,1,1,6\r\n"
      "3,1,1,1,0,\r\n";

} // namespace

class TestClassReport : public CommandLineTest {
    Q_OBJECT

private slots:
    void csvToStandardOutput();
    void markdownToAFile();
    void pdfReport();
    void damagedRecordIsSkipped();
    void recordsOfTwoLessonsAreRefused();
    void badRequestsAreRefused_data();
    void badRequestsAreRefused();
};

void TestClassReport::csvToStandardOutput()
{
    const ProcessResult result = runLinattn(
        {QStringLiteral("--class-report"), writeDataFile(QStringLiteral("ada.json"), kAda),
            writeDataFile(QStringLiteral("bo.json"), kBo)});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, kExpectedCsv);
}

void TestClassReport::markdownToAFile()
{
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString output = directory.filePath(QStringLiteral("report.md"));
    const ProcessResult result = runLinattn(
        {QStringLiteral("--class-report"), writeDataFile(QStringLiteral("ada.json"), kAda),
            writeDataFile(QStringLiteral("bo.json"), kBo), QStringLiteral("--format"),
            QStringLiteral("markdown"), QStringLiteral("-o"), output});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, QByteArray());
    const QString markdown = QString::fromUtf8(readFile(output));
    QVERIFY2(markdown.contains(QStringLiteral("Three ways")), qPrintable(markdown));
    QVERIFY2(markdown.contains(QStringLiteral("| 2 | 2 | 0 | 1 | 1 | 6 |")), qPrintable(markdown));
    QVERIFY2(markdown.contains(QStringLiteral("| 3 | 1 | 1 | 1 | 0 |")), qPrintable(markdown));
}

void TestClassReport::pdfReport()
{
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString output = directory.filePath(QStringLiteral("report.pdf"));
    const ProcessResult result = runLinattn(
        {QStringLiteral("--class-report"), writeDataFile(QStringLiteral("ada.json"), kAda),
            writeDataFile(QStringLiteral("bo.json"), kBo), QStringLiteral("--format"),
            QStringLiteral("pdf"), QStringLiteral("-o"), output});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    const ToolResult pdftotext = runPdfTool(
        QStringLiteral("pdftotext"), {QStringLiteral("-layout"), output, QStringLiteral("-")});
    QVERIFY2(pdftotext.ran, qPrintable(pdftotext.failure));
    const QString text = QString::fromUtf8(pdftotext.output).simplified();
    QVERIFY2(text.contains(QStringLiteral("Three ways")), qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("2 record(s)")) || text.contains(QStringLiteral("2 records")),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2 2 0 1 1 6")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("3 1 1 1 0")), qPrintable(text));
}

void TestClassReport::damagedRecordIsSkipped()
{
    const QString damaged = writeDataFile(QStringLiteral("damaged.json"),
        R"({"format": "linattn-answers", "version": 1, "lesson": "three-ways", "student": "Di",
            "questions": [{"step": 2, "answers": [6], "right": false, "revealed": false}]})");
    const ProcessResult result = runLinattn(
        {QStringLiteral("--class-report"), writeDataFile(QStringLiteral("ada.json"), kAda), damaged,
            writeDataFile(QStringLiteral("bo.json"), kBo)});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(QString::fromUtf8(result.standardError),
        QStringLiteral("linattn: %1: questions[0].answers[0]: expected a text, got a number; "
                       "skipped\n")
            .arg(damaged));
    QCOMPARE(result.standardOutput, kExpectedCsv);
}

void TestClassReport::recordsOfTwoLessonsAreRefused()
{
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString output = directory.filePath(QStringLiteral("report.csv"));
    const QString ada = writeDataFile(QStringLiteral("ada.json"), kAda);
    const QString cy = writeDataFile(QStringLiteral("cy.json"), kOtherLesson);
    const ProcessResult result
        = runLinattn({QStringLiteral("--class-report"), ada, cy, QStringLiteral("-o"), output});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.exitCode, 2); // bad input, as every refusal of the command line
    const QString error = QString::fromUtf8(result.standardError);
    QVERIFY2(error.contains(QStringLiteral("different lessons")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("'three-ways' in ") + ada), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("'reassociation' in ") + cy), qPrintable(error));
    QVERIFY(!QFile::exists(output));
}

void TestClassReport::badRequestsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");

    QTest::newRow("no files") << QStringList {QStringLiteral("--class-report")}
                              << QStringLiteral("--class-report: name at least one answer record");
    QTest::newRow("unknown format")
        << QStringList {QStringLiteral("--class-report"), QStringLiteral("a.json"),
               QStringLiteral("--format"), QStringLiteral("xlsx")}
        << QStringLiteral("--format: expected csv, markdown or pdf, got \"xlsx\"");
    QTest::newRow("pdf to the terminal") << QStringList {QStringLiteral("--class-report"),
        QStringLiteral("a.json"), QStringLiteral("--format"),
        QStringLiteral("pdf")} << QStringLiteral("--class-report --format pdf: needs -o FILE");
    QTest::newRow("a missing file")
        << QStringList {QStringLiteral("--class-report"), QStringLiteral("no-such-record.json")}
        << QStringLiteral("no-such-record.json: cannot be read");
}

void TestClassReport::badRequestsAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);

    const ProcessResult result = runLinattn(arguments);
    QVERIFY2(result.finished, qPrintable(result.failure));
    QVERIFY(result.exitCode != 0);
    QCOMPARE(result.standardOutput, QByteArray());
    const QString error = QString::fromUtf8(result.standardError);
    QVERIFY2(error.contains(QStringLiteral("linattn: ") + message), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestClassReport)
#include "tst_cli_class_report.moc"
