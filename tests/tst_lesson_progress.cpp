// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// A student's work is kept: answers, tries and reveals survive leaving the lesson and quitting
// the program; choosing the lesson again offers to resume it where it was left, or to start
// it over; Save my answers writes a record the class report reads, and a page to print.

#include "AnswerRecordReader.h"
#include "AnswersExport.h"
#include "BuiltInLessons.h"
#include "ClassReportExport.h"
#include "ExportController.h"
#include "LessonModels.h"
#include "Processes.h"
#include "SessionStore.h"
#include "WalkthroughModel.h"
#include "WindowLauncher.h"
#include "answer_record.h"

#include <QApplication>
#include <QDateTime>
#include <QQmlApplicationEngine>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <algorithm>

using namespace linattn;
using namespace linattn::test;

namespace {

const QString kLesson = QStringLiteral("three-ways");

// The 0-based steps of the lesson's first number question and first choice question, with
// their answers, from the lesson's JSON.
struct Questions {
    int numberStep = -1;
    double numberAnswer = 0;
    int choiceStep = -1;
    int choiceAnswer = -1;
    int count = 0;
};

Questions questionsOf(const QString &lessonId)
{
    Questions found;
    const JsonLesson lesson = jsonLesson(lessonId);
    for (int i = 0; i < lesson.steps.size(); ++i) {
        const JsonStep &step = lesson.steps.at(i);
        if (!step.hasQuestion())
            continue;
        ++found.count;
        const QJsonValue answer = step.question().value(QLatin1String("answer"));
        if (step.isChoice() && found.choiceStep < 0) {
            found.choiceStep = i;
            found.choiceAnswer = answer.toInt();
        } else if (!step.isChoice() && found.numberStep < 0) {
            found.numberStep = i;
            found.numberAnswer = answer.toDouble();
        }
    }
    return found;
}

} // namespace

class TestLessonProgress : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void answersAreKeptWhenTheLessonIsLeft();
    void answersAreKeptWhenAnotherLessonIsChosen();
    void aLessonWithoutWorkStartsAtOnce();
    void startingOverClearsTheWork();
    void theRecordHoldsEveryTry();
    void savedAnswersMakeAClassReport();
    void thePageToHandInIsOnePage_data();
    void thePageToHandInIsOnePage();
    void answersSurviveQuitting();

private:
    Questions questions_;
};

void TestLessonProgress::initTestCase()
{
    questions_ = questionsOf(kLesson);
    QVERIFY(questions_.numberStep >= 0);
    QVERIFY(questions_.choiceStep > questions_.numberStep);
}

void TestLessonProgress::answersAreKeptWhenTheLessonIsLeft()
{
    LessonModels models;
    WalkthroughModel &walkthrough = models.walkthrough;
    walkthrough.choose(kLesson);
    QVERIFY(walkthrough.active());
    QCOMPARE(walkthrough.stepIndex(), 0);
    walkthrough.goToStep(questions_.numberStep);
    QSignalSpy progress(&walkthrough, &WalkthroughModel::progressChanged);
    walkthrough.submitNumber(QString::number(questions_.numberAnswer + 1));
    walkthrough.submitNumber(QString::number(questions_.numberAnswer));
    QCOMPARE(walkthrough.answerState(), QStringLiteral("correct"));
    QVERIFY(progress.count() >= 2);
    QVERIFY(walkthrough.hasWorkInLesson());
    walkthrough.next();
    walkthrough.leave();
    QVERIFY(!walkthrough.active());

    // Chosen again: asked, not started.
    QSignalSpy offer(&walkthrough, &WalkthroughModel::resumeOfferChanged);
    walkthrough.choose(kLesson);
    QVERIFY(!walkthrough.active());
    QCOMPARE(offer.count(), 1);
    QCOMPARE(walkthrough.resumeOfferLessonId(), kLesson);
    const QString text = walkthrough.resumeOfferText();
    QVERIFY2(text.contains(QStringLiteral("at step %1,").arg(questions_.numberStep + 2)),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("1 of its %1 questions").arg(questions_.count)),
        qPrintable(text));

    // Dismissed: nothing starts, nothing is lost.
    walkthrough.dismissResumeOffer();
    QVERIFY(walkthrough.resumeOfferLessonId().isEmpty());
    QVERIFY(!walkthrough.active());

    walkthrough.choose(kLesson);
    walkthrough.acceptResume();
    QVERIFY(walkthrough.resumeOfferLessonId().isEmpty());
    QVERIFY(walkthrough.active());
    QCOMPARE(walkthrough.stepIndex(), questions_.numberStep + 1);
    walkthrough.goToStep(questions_.numberStep);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("correct"));
    // A settled question takes no more tries.
    walkthrough.submitNumber(QStringLiteral("junk"));
    QCOMPARE(walkthrough.answerState(), QStringLiteral("correct"));
}

// Switching to another lesson and back: the first lesson's answer and step are kept, the
// other lesson starts fresh.
void TestLessonProgress::answersAreKeptWhenAnotherLessonIsChosen()
{
    LessonModels models;
    WalkthroughModel &walkthrough = models.walkthrough;
    walkthrough.choose(kLesson);
    walkthrough.goToStep(questions_.numberStep);
    walkthrough.reveal();
    QCOMPARE(walkthrough.answerState(), QStringLiteral("revealed"));

    const QString other = QStringLiteral("reassociation");
    walkthrough.choose(other);
    QVERIFY(walkthrough.resumeOfferLessonId().isEmpty());
    QCOMPARE(walkthrough.lessonId(), other);
    QCOMPARE(walkthrough.stepIndex(), 0);
    QVERIFY(!walkthrough.hasWorkInLesson());

    walkthrough.choose(kLesson);
    QCOMPARE(walkthrough.resumeOfferLessonId(), kLesson);
    QCOMPARE(walkthrough.lessonId(), other); // nothing changes before the student answers
    walkthrough.acceptResume();
    QCOMPARE(walkthrough.lessonId(), kLesson);
    QCOMPARE(walkthrough.stepIndex(), questions_.numberStep);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("revealed"));
}

void TestLessonProgress::aLessonWithoutWorkStartsAtOnce()
{
    LessonModels models;
    WalkthroughModel &walkthrough = models.walkthrough;
    walkthrough.choose(kLesson);
    QVERIFY(walkthrough.active());
    QVERIFY(!walkthrough.hasWorkInLesson());
    walkthrough.leave();
    // Only step 1 seen, nothing answered: nothing to resume.
    walkthrough.choose(kLesson);
    QVERIFY(walkthrough.resumeOfferLessonId().isEmpty());
    QVERIFY(walkthrough.active());
    QCOMPARE(walkthrough.stepIndex(), 0);
}

void TestLessonProgress::startingOverClearsTheWork()
{
    LessonModels models;
    WalkthroughModel &walkthrough = models.walkthrough;
    walkthrough.choose(kLesson);
    walkthrough.goToStep(questions_.numberStep);
    walkthrough.reveal();
    walkthrough.leave();

    walkthrough.choose(kLesson);
    QCOMPARE(walkthrough.resumeOfferLessonId(), kLesson);
    walkthrough.startOfferOver();
    QVERIFY(walkthrough.active());
    QCOMPARE(walkthrough.stepIndex(), 0);
    QVERIFY(!walkthrough.hasWorkInLesson());
    walkthrough.goToStep(questions_.numberStep);
    QCOMPARE(walkthrough.answerState(), QStringLiteral("unanswered"));

    // Start over from inside the lesson too.
    walkthrough.submitNumber(QStringLiteral("3"));
    QVERIFY(walkthrough.hasWorkInLesson());
    walkthrough.startOver();
    QCOMPARE(walkthrough.stepIndex(), 0);
    QVERIFY(!walkthrough.hasWorkInLesson());
    const std::optional<AnswerRecord> record = walkthrough.answerRecord(QStringLiteral("Ada"));
    QVERIFY(record);
    QVERIFY(!record->anyAnswerGiven());
}

void TestLessonProgress::theRecordHoldsEveryTry()
{
    LessonModels models;
    WalkthroughModel &walkthrough = models.walkthrough;
    QVERIFY(!walkthrough.answerRecord(QStringLiteral("Ada"))); // no lesson runs
    walkthrough.choose(kLesson);
    walkthrough.goToStep(questions_.numberStep);
    walkthrough.submitNumber(QStringLiteral("  abc "));
    walkthrough.submitNumber(QStringLiteral(""));
    walkthrough.submitNumber(QString::number(questions_.numberAnswer + 2));
    walkthrough.submitNumber(QString::number(questions_.numberAnswer));
    walkthrough.goToStep(questions_.choiceStep);
    const int wrongOption = questions_.choiceAnswer == 0 ? 1 : 0;
    walkthrough.submitChoice(wrongOption);
    walkthrough.reveal();

    const std::optional<AnswerRecord> record = walkthrough.answerRecord(QStringLiteral(" Ada L "));
    QVERIFY(record);
    QCOMPARE(record->lessonId, kLesson.toStdString());
    QCOMPARE(QString::fromStdString(record->lessonTitle), walkthrough.lessonTitle());
    QCOMPARE(record->student, std::string("Ada L"));
    QCOMPARE(record->currentStep, std::size_t(questions_.choiceStep + 1));
    QVERIFY(QDateTime::fromString(QString::fromStdString(record->date), Qt::ISODate).isValid());
    QCOMPARE(static_cast<int>(record->questions.size()), questions_.count);

    const QuestionAttempts *number = record->question(std::size_t(questions_.numberStep + 1));
    QVERIFY(number);
    // Junk is kept as typed (trimmed), an empty box is not a try.
    QCOMPARE(number->answers,
        (std::vector<std::string> {"abc",
            QString::number(questions_.numberAnswer + 2).toStdString(),
            QString::number(questions_.numberAnswer).toStdString()}));
    QVERIFY(number->right && !number->revealed);

    const QuestionAttempts *choice = record->question(std::size_t(questions_.choiceStep + 1));
    QVERIFY(choice);
    QCOMPARE(choice->answers, (std::vector<std::string> {std::to_string(wrongOption)}));
    QVERIFY(!choice->right && choice->revealed);
}

void TestLessonProgress::savedAnswersMakeAClassReport()
{
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    ExportController exporter;
    std::vector<AnswerRecord> records;
    QList<QUrl> recordFiles;
    // Two students: Ada right at once, Bo wrong (1 more than the answer) and then right.
    for (const auto &[student, tries] :
        {std::pair {QStringLiteral("Ada"), QList<double> {questions_.numberAnswer}},
            std::pair {QStringLiteral("Bo Ng"),
                QList<double> {questions_.numberAnswer + 1, questions_.numberAnswer}}}) {
        LessonModels models;
        WalkthroughModel &walkthrough = models.walkthrough;
        AnswersExport answers;
        answers.setWalkthrough(&walkthrough);
        answers.setExporter(&exporter);
        QVERIFY(!answers.available());
        walkthrough.choose(kLesson);
        QVERIFY(answers.available());
        walkthrough.goToStep(questions_.numberStep);
        for (const double typed : tries)
            walkthrough.submitNumber(QString::number(typed));

        const QString name = answers.suggestedFileName(student);
        QVERIFY2(
            name.startsWith(kLesson + QLatin1Char('-')) && name.endsWith(QLatin1String(".json")),
            qPrintable(name));
        const QString base = directory.filePath(name.chopped(5)); // the dialog may drop .json
        QSignalSpy saved(&answers, &AnswersExport::saved);
        QVERIFY(answers.save(QUrl::fromLocalFile(base), student));
        QCOMPARE(saved.count(), 1);
        // The page to hand in: one page with the lesson, the name, the date and the tries.
        const QString pdf = base + QLatin1String(".pdf");
        const ToolResult info = runPdfTool(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY2(info.ran, qPrintable(info.failure));
        QVERIFY2(QString::fromUtf8(info.output)
                     .contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\n"))),
            info.output.constData());
        const ToolResult page = runPdfTool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY2(page.ran, qPrintable(page.failure));
        const QString pageText = QString::fromUtf8(page.output);
        for (const QString &expected : {walkthrough.lessonTitle(), student,
                 QDate::currentDate().toString(Qt::ISODate), QString::number(tries.first())})
            QVERIFY2(pageText.contains(expected),
                qPrintable(expected + QLatin1String(" in ") + pageText));
        const auto read = AnswerRecordReader::readFile(base + QLatin1String(".json"));
        if (const auto *problem = std::get_if<QString>(&read))
            QFAIL(qPrintable(*problem));
        QCOMPARE(QString::fromStdString(std::get<AnswerRecord>(read).student), student);
        records.push_back(std::get<AnswerRecord>(read));
        recordFiles << QUrl::fromLocalFile(base + QLatin1String(".json"));
    }
    const ClassReport report = classReport(records);
    QCOMPARE(report.students, std::size_t(2));
    const auto row
        = std::find_if(report.rows.begin(), report.rows.end(), [&](const ClassReportRow &each) {
              return each.step == std::size_t(questions_.numberStep + 1);
          });
    QVERIFY(row != report.rows.end());
    QCOMPARE(row->answered, std::size_t(2));
    QCOMPARE(row->rightFirst, std::size_t(1));
    QCOMPARE(row->rightEventually, std::size_t(2));
    QCOMPARE(row->commonWrong,
        (std::vector<std::string> {QString::number(questions_.numberAnswer + 1).toStdString()}));

    // Lessons → Class report… of the same files, with a damaged one among them, which is
    // skipped and named: the row as counted above, in the CSV the command line writes.
    const QString damaged = directory.filePath(QStringLiteral("damaged.json"));
    {
        QFile file(damaged);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"linattn-answers\", \"version\": 1,");
    }
    ClassReportExport classReportExport;
    classReportExport.setExporter(&exporter);
    classReportExport.setRecords(recordFiles + QList<QUrl> {QUrl::fromLocalFile(damaged)});
    QCOMPARE(classReportExport.suggestedFileName(), kLesson + QLatin1String("-class-report.pdf"));
    QSignalSpy outcome(&exporter, &ExportController::exportFinished);
    const QString csvPath = directory.filePath(QStringLiteral("report.csv"));
    QVERIFY(classReportExport.save(QUrl::fromLocalFile(csvPath)));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QString csvText = QString::fromUtf8(csv.readAll());
    const QString expectedRow = QStringLiteral("%1,2,1,2,0,%2\r\n")
                                    .arg(questions_.numberStep + 1)
                                    .arg(QString::number(questions_.numberAnswer + 1));
    QVERIFY2(csvText.contains(expectedRow), qPrintable(csvText));
    QCOMPARE(outcome.count(), 1);
    QVERIFY2(exporter.statusMessage().contains(QLatin1String("damaged.json")),
        qPrintable(exporter.statusMessage()));
    // `linattn --class-report` of the records the window wrote counts the same.
    const Linattn linattn;
    QVERIFY2(linattn.problem().isEmpty(), qPrintable(linattn.problem()));
    QStringList arguments {QStringLiteral("--class-report")};
    for (const QUrl &file : std::as_const(recordFiles))
        arguments << file.toLocalFile();
    const ProcessResult run = linattn.run(arguments);
    QVERIFY2(run.finished, qPrintable(run.failure));
    QCOMPARE(run.standardError, QByteArray());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(QString::fromUtf8(run.standardOutput).contains(expectedRow),
        run.standardOutput.constData());
    QCOMPARE(QString::fromUtf8(run.standardOutput), csvText);

    // A name without a known ending is a PDF.
    const QString pdfBase = directory.filePath(QStringLiteral("report"));
    QVERIFY(classReportExport.save(QUrl::fromLocalFile(pdfBase)));
    QFile pdf(pdfBase + QLatin1String(".pdf"));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    // Only the damaged record: nothing to report, nothing written.
    classReportExport.setRecords({QUrl::fromLocalFile(damaged)});
    const QString none = directory.filePath(QStringLiteral("none.csv"));
    QVERIFY(!classReportExport.save(QUrl::fromLocalFile(none)));
    QVERIFY(!QFile::exists(none));

    // An unwritable place: refused, with the reason, nothing written.
    LessonModels models;
    AnswersExport answers;
    answers.setWalkthrough(&models.walkthrough);
    models.walkthrough.choose(kLesson);
    const QString unwritable = directory.filePath(QStringLiteral("no-such-folder/ada.json"));
    QVERIFY(!answers.save(QUrl::fromLocalFile(unwritable), QStringLiteral("Ada")));
    QVERIFY(!QFile::exists(unwritable));
}

void TestLessonProgress::thePageToHandInIsOnePage_data()
{
    QTest::addColumn<QString>("lessonId");
    for (const char *id :
        {"reassociation", "three-ways", "denominator-stability", "choosing-a-feature-map"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

// Every question of a built-in lesson tried twice, wrongly, then revealed: the page still fits on
// one sheet of A4.
void TestLessonProgress::thePageToHandInIsOnePage()
{
    QFETCH(QString, lessonId);
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    LessonModels models;
    WalkthroughModel &walkthrough = models.walkthrough;
    AnswersExport answers;
    answers.setWalkthrough(&walkthrough);
    walkthrough.choose(lessonId);
    const JsonLesson lesson = jsonLesson(lessonId);
    int questions = 0;
    for (int i = 0; i < lesson.steps.size(); ++i) {
        const JsonStep &step = lesson.steps.at(i);
        if (!step.hasQuestion())
            continue;
        ++questions;
        walkthrough.goToStep(i);
        const double answer = step.question().value(QLatin1String("answer")).toDouble();
        if (step.isChoice()) {
            walkthrough.submitChoice(answer == 0 ? 1 : 0);
            walkthrough.submitChoice(answer == 0 ? 1 : 0);
        } else {
            walkthrough.submitNumber(QString::number(answer + 1000.25));
            walkthrough.submitNumber(QString::number(answer - 1000.5));
        }
        walkthrough.reveal();
    }
    QVERIFY(questions > 0);
    const QString path = directory.filePath(QStringLiteral("answers.json"));
    QVERIFY(answers.save(QUrl::fromLocalFile(path), QStringLiteral("Ada Lovelace-Byron")));
    const ToolResult info = runPdfTool(
        QStringLiteral("pdfinfo"), {directory.filePath(QStringLiteral("answers.pdf"))});
    QVERIFY2(info.ran, qPrintable(info.failure));
    QVERIFY2(QString::fromUtf8(info.output)
                 .contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\n"))),
        info.output.constData());
}

void TestLessonProgress::answersSurviveQuitting()
{
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const SessionStore store(directory.filePath(QStringLiteral("session.ini")));
    {
        QQmlApplicationEngine engine;
        WindowLauncher launcher;
        QCOMPARE(launcher.open(engine, WindowRequest {}, &store), QString());
        WalkthroughModel *walkthrough = launcher.walkthrough();
        walkthrough->choose(kLesson);
        walkthrough->goToStep(questions_.numberStep);
        walkthrough->submitNumber(QStringLiteral("abc"));
        walkthrough->submitNumber(QString::number(questions_.numberAnswer));
        walkthrough->leave();
        // Not saveSession(): what a student does is written as it is done, as if the program
        // were then killed.
    }
    QQmlApplicationEngine engine;
    WindowLauncher launcher;
    QCOMPARE(launcher.open(engine, WindowRequest {}, &store), QString());
    WalkthroughModel *walkthrough = launcher.walkthrough();
    QVERIFY(!walkthrough->active());
    walkthrough->choose(kLesson);
    QCOMPARE(walkthrough->resumeOfferLessonId(), kLesson);
    walkthrough->acceptResume();
    QCOMPARE(walkthrough->stepIndex(), questions_.numberStep);
    QCOMPARE(walkthrough->answerState(), QStringLiteral("correct"));
    const std::optional<AnswerRecord> record = walkthrough->answerRecord({});
    QVERIFY(record);
    const QuestionAttempts *number = record->question(std::size_t(questions_.numberStep + 1));
    QVERIFY(number);
    QCOMPARE(number->answers.size(), std::size_t(2));
    QCOMPARE(number->answers.front(), std::string("abc"));
}

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // Qt Charts needs a QApplication
    TestLessonProgress test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_lesson_progress.moc"
