// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `linattn --export worksheet`: every built-in lesson's worksheet and answer key, in English and
// German, read back with poppler-utils. The worksheet has every step title, question prompt
// and option, and no answer: no explanation, no "✓" (the mark the key puts on a right answer);
// the key has every answer after a "✓" and every explanation. The charts are vector drawings
// (no bitmap in the PDF). Bad requests are refused without a file. The expected texts are
// read from the lessons' JSON, not from the program's reader.
// Every process runs without a display (CommandLineTest.h).

#include "AnswerTells.h"
#include "BuiltInLessons.h"
#include "CommandLineTest.h"
#include "LessonCatalog.h"
#include "Refusals.h"
#include "TestFiles.h"
#include "WorksheetWriter.h"

#include <QDir>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace linattn;
using namespace linattn::test;

namespace {

const QString kAnswerMark = QStringLiteral("✓");

// The texts of one step in one language, as the lesson's JSON has them.
struct StepTexts {
    QString title;
    QString prompt;
    QStringList options;
    QString explanation;
};

StepTexts textsOf(const JsonStep &step, const QString &language)
{
    const QJsonObject translated = language == QLatin1String("en")
        ? step.object
        : step.object.value(QLatin1String("translations")).toObject().value(language).toObject();
    const QJsonObject question = translated.value(QLatin1String("question")).toObject();
    StepTexts texts;
    texts.title = translated.value(QLatin1String("title")).toString();
    texts.prompt = question.value(QLatin1String("prompt")).toString();
    for (const QJsonValue &option : question.value(QLatin1String("options")).toArray())
        texts.options << option.toString();
    texts.explanation = question.value(QLatin1String("explanation")).toString();
    return texts;
}

// A text as it is compared with a PDF's: every run of white space one space, so that a sentence
// wrapped over lines reads as written; without hyphens, as pdftotext joins a word hyphenated at
// the end of a line ("56-fach" as "56fach"); and "✓" next to what it marks, as pdftotext may
// leave out the space after it.
QString comparable(const QString &text)
{
    // The PDF shows the lesson's markup, so its text has none (d<sub>v</sub> reads "dv").
    static const QRegularExpression markup(QStringLiteral("</?(b|i|sub|sup)>"));
    return QString(text)
        .remove(markup)
        .simplified()
        .remove(QLatin1Char('-'))
        .replace(QStringLiteral("✓ "), QStringLiteral("✓"));
}

// Whether the comparable PDF text holds the comparable lesson text `written`, each placeholder
// ({s}, {output.formula}) filled in by some value.
bool holdsFilled(const QString &text, const QString &written)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{[^{}]*\\}"));
    QStringList parts;
    for (const QString &part : written.split(placeholder))
        parts << QRegularExpression::escape(part);
    return QRegularExpression(parts.join(QStringLiteral(".+?"))).match(text).hasMatch();
}

// The PDF's text with the footers taken out, comparable: a step after a page's footer reads on.
QString flowingText(const QByteArray &pdftotextOutput)
{
    QString text = QString::fromUtf8(pdftotextOutput);
    text.remove(QRegularExpression(
        QStringLiteral("^.* · (Worksheet|Answer key|Arbeitsblatt|Lösungen|Lösungsblatt)\\s*$"),
        QRegularExpression::MultilineOption));
    text.remove(QRegularExpression(QStringLiteral("^(page|Seite) \\d+ (of|von) \\d+\\s*$"),
        QRegularExpression::MultilineOption));
    return comparable(text);
}

QString answerOf(const JsonStep &step, const StepTexts &texts)
{
    const QJsonValue answer = step.question().value(QLatin1String("answer"));
    if (step.isChoice())
        return texts.options.value(answer.toInt());
    return QString::number(answer.toDouble(), 'g', QLocale::FloatingPointShortest);
}

struct Written {
    QString failure; // empty when the PDF was written and read back
    QString text; // flowing
    QByteArray imageList; // pdfimages -list, without its two header lines
    QString spaced; // the text with its hyphens and minus signs, every run of white space one space
};

// Reads back a PDF that `result`, a run of linattn, wrote to `outputPath`.
Written readBack(const ProcessResult &result, const QString &outputPath)
{
    Written written;
    if (!result.finished)
        return {result.failure, {}, {}, {}};
    if (result.exitCode != 0 || !result.standardError.isEmpty())
        return {QStringLiteral("exit %1: %2")
                    .arg(result.exitCode)
                    .arg(QString::fromUtf8(result.standardError)),
            {}, {}, {}};
    if (!readFile(outputPath).startsWith("%PDF-"))
        return {QStringLiteral("%1 is not a PDF").arg(outputPath), {}, {}, {}};
    const ToolResult pdftotext = runPdfTool(QStringLiteral("pdftotext"),
        {QStringLiteral("-enc"), QStringLiteral("UTF-8"), outputPath, QStringLiteral("-")});
    if (!pdftotext.ran)
        return {pdftotext.failure, {}, {}, {}};
    written.text = flowingText(pdftotext.output);
    written.spaced = QString::fromUtf8(pdftotext.output).simplified();
    const ToolResult pdfimages
        = runPdfTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), outputPath});
    if (!pdfimages.ran)
        return {pdfimages.failure, {}, {}, {}};
    QList<QByteArray> lines = pdfimages.output.trimmed().split('\n');
    written.imageList = lines.mid(2).join('\n');
    return written;
}

} // namespace

class TestWorksheet : public CommandLineTest {
    Q_OBJECT

private slots:
    void worksheetAndAnswerKey_data();
    void worksheetAndAnswerKey();
    void letterPages();
    void lessonFile();
    void badRequestsAreRefused_data();
    void badRequestsAreRefused();
    void dataTablesFollowTheData();
    void memoryStepsPrintTheLabsSettingsAndPairs();

private:
    // Runs linattn with `arguments` and -o `outputPath`, and reads the PDF back.
    Written writeAndRead(const QStringList &arguments, const QString &outputPath) const
    {
        return readBack(
            runLinattn(arguments + QStringList {QStringLiteral("-o"), outputPath}), outputPath);
    }
};

void TestWorksheet::worksheetAndAnswerKey_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<QString>("language");
    for (const LessonPlan &plan : LessonCatalog::lessons()) {
        const QString id = QString::fromStdString(plan.lesson.id);
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")})
            QTest::addRow("%s %s", qPrintable(id), qPrintable(language)) << id << language;
    }
}

void TestWorksheet::worksheetAndAnswerKey()
{
    QFETCH(QString, lessonId);
    QFETCH(QString, language);

    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QStringList arguments {QStringLiteral("--export"), QStringLiteral("worksheet"),
        QStringLiteral("--lesson"), lessonId, QStringLiteral("--lang"), language};
    const Written worksheet
        = writeAndRead(arguments, directory.filePath(QStringLiteral("worksheet.pdf")));
    QVERIFY2(worksheet.failure.isEmpty(), qPrintable(worksheet.failure));
    const Written key = writeAndRead(arguments + QStringList {QStringLiteral("--answers")},
        directory.filePath(QStringLiteral("key.pdf")));
    QVERIFY2(key.failure.isEmpty(), qPrintable(key.failure));
    QCOMPARE(entriesOf(directory.path()),
        (QStringList {QStringLiteral("key.pdf"), QStringLiteral("worksheet.pdf")}));

    // The charts are drawn as lines and text: no bitmap anywhere.
    QVERIFY2(worksheet.imageList.isEmpty(), worksheet.imageList.constData());
    QVERIFY2(key.imageList.isEmpty(), key.imageList.constData());
    // Nothing in the worksheet is marked as the answer.
    QVERIFY2(!worksheet.text.contains(kAnswerMark), qPrintable(worksheet.text));
    // Every chart a step points at was drawn ("…: the chart could not be drawn." otherwise).
    for (const Written *written : {&worksheet, &key})
        for (const QString &missing :
            {QStringLiteral("could not be drawn"), QStringLiteral("nicht gezeichnet")})
            QVERIFY2(!written->text.contains(missing), qPrintable(written->text));

    const JsonLesson lesson = jsonLesson(lessonId);
    int questions = 0;
    for (int i = 0; i < lesson.steps.size(); ++i) {
        const JsonStep &step = lesson.steps[i];
        const StepTexts texts = textsOf(step, language);
        QVERIFY2(!texts.title.isEmpty(), qPrintable(QStringLiteral("step %1").arg(i + 1)));
        for (const Written *written : {&worksheet, &key})
            QVERIFY2(holdsFilled(written->text, comparable(texts.title)),
                qPrintable(QStringLiteral("step %1's title \"%2\" is missing in:\n%3")
                               .arg(i + 1)
                               .arg(texts.title, written->text)));
        // A lab's question is asked in the window only, not on paper.
        const bool labStep
            = step.highlight().value(QLatin1String("kind")).toString() == QLatin1String("page");
        if (!step.hasQuestion() || labStep) {
            if (step.hasQuestion())
                for (const Written *written : {&worksheet, &key})
                    QVERIFY2(!holdsFilled(written->text, comparable(texts.prompt)),
                        qPrintable(
                            QStringLiteral("step %1's lab question is on paper").arg(i + 1)));
            continue;
        }
        ++questions;
        for (const Written *written : {&worksheet, &key}) {
            QVERIFY2(holdsFilled(written->text, comparable(texts.prompt)),
                qPrintable(QStringLiteral("step %1's prompt \"%2\" is missing")
                               .arg(i + 1)
                               .arg(texts.prompt)));
            for (const QString &option : texts.options)
                QVERIFY2(holdsFilled(written->text, comparable(option)),
                    qPrintable(QStringLiteral("step %1's option \"%2\" is missing")
                                   .arg(i + 1)
                                   .arg(option)));
        }
        // The worksheet leaves a box (☐) per option to tick; the key ticks the right one.
        if (step.isChoice())
            QVERIFY2(holdsFilled(worksheet.text,
                         comparable(QStringLiteral("☐ ") + texts.options.constFirst())),
                qPrintable(QStringLiteral("step %1: no ☐ before the first option").arg(i + 1)));
        const QString explanation = comparable(texts.explanation);
        QVERIFY2(!holdsFilled(worksheet.text, explanation),
            qPrintable(QStringLiteral("step %1's explanation is in the worksheet").arg(i + 1)));
        QVERIFY2(holdsFilled(key.text, explanation),
            qPrintable(QStringLiteral("step %1's explanation \"%2\" is missing in the key:\n%3")
                           .arg(i + 1)
                           .arg(explanation, key.text)));
        const QString answer = comparable(kAnswerMark + QLatin1Char(' ') + answerOf(step, texts));
        QVERIFY2(key.text.contains(answer),
            qPrintable(QStringLiteral("step %1: \"%2\" is missing in the key:\n%3")
                           .arg(i + 1)
                           .arg(answer, key.text)));
    }
    // One ✓ per question: no wrong option is marked.
    QCOMPARE(key.text.count(kAnswerMark), questions);
    // Paper needs room to work under every question, and the data to work from (step 1 starts
    // on data); the answer key needs neither box.
    const QString working = language == QLatin1String("de") ? QStringLiteral("Nebenrechnung:")
                                                            : QStringLiteral("Working:");
    QCOMPARE(worksheet.text.count(working), questions);
    QVERIFY(!key.text.contains(working));
    const QString data
        = language == QLatin1String("de") ? QStringLiteral("Daten: ") : QStringLiteral("Data: ");
    for (const Written *written : {&worksheet, &key})
        QVERIFY2(written->text.contains(data), qPrintable(written->text.left(600)));
    // Paper has no keys to press, no buttons and nothing that lifts once answered.
    static const QRegularExpression screenWords(
        QStringLiteral("F5|F6|Ctrl|Strg|hidden until|verborgen, bis|press Run|Press|Drücken Sie"));
    for (const Written *written : {&worksheet, &key}) {
        const QRegularExpressionMatch found = screenWords.match(written->text);
        QVERIFY2(!found.hasMatch(),
            qPrintable(
                QStringLiteral("\"%1\" on paper: …%2…")
                    .arg(found.captured(), written->text.mid(found.capturedStart() - 120, 240))));
    }

    // On paper every step is in sight at once: no text, chart or table of the worksheet gives
    // a question away, later steps' included (reassociation's step 8 printed "Z₂ = [3, 3]"
    // under step 7's question, three-ways' step 10 "rank 2" after steps 7 and 8).
    for (const Tell &tell : worksheetTells(lessonId, language)) {
        const QRegularExpression quoted = tellPattern(tell.text);
        const QRegularExpressionMatch found = quoted.match(worksheet.spaced);
        QVERIFY2(!found.hasMatch(),
            qPrintable(QStringLiteral("step %1's answer follows from \"%2\", printed in: …%3…")
                           .arg(tell.step)
                           .arg(tell.text,
                               worksheet.spaced.mid(
                                   std::max<qsizetype>(0, found.capturedStart() - 80), 160))));
    }

    // Both end with the papers the lesson draws on, cited as the window cites them.
    const LessonPlan *plan = LessonCatalog::find(lessonId.toStdString());
    QVERIFY(plan && !plan->lesson.references.empty());
    const QString heading = language == QLatin1String("de") ? QStringLiteral("Literatur")
                                                            : QStringLiteral("References");
    for (const Written *written : {&worksheet, &key}) {
        const qsizetype headingAt = written->text.lastIndexOf(heading);
        QVERIFY2(headingAt >= 0, qPrintable(written->text.right(400)));
        for (const LessonReference &reference : plan->lesson.references) {
            const QString cited = comparable(QString::fromStdString(citation(reference)));
            QVERIFY2(written->text.indexOf(cited, headingAt) > headingAt,
                qPrintable(QStringLiteral("\"%1\" is not after \"%2\" in: %3")
                               .arg(cited, heading, written->text.mid(headingAt))));
        }
    }
}

void TestWorksheet::letterPages()
{
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString outputPath = directory.filePath(QStringLiteral("letter.pdf"));
    const ProcessResult result = runLinattn({QStringLiteral("--export"),
        QStringLiteral("worksheet"), QStringLiteral("--lesson"), QStringLiteral("reassociation"),
        QStringLiteral("--page-size"), QStringLiteral("letter"), QStringLiteral("-o"), outputPath});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    const ToolResult pdfinfo = runPdfTool(QStringLiteral("pdfinfo"), {outputPath});
    QVERIFY2(pdfinfo.ran, qPrintable(pdfinfo.failure));
    QVERIFY2(QString::fromUtf8(pdfinfo.output)
                 .contains(QRegularExpression(QStringLiteral("Page size:\\s+612 x 792 pts"))),
        pdfinfo.output.constData());
}

// A teacher's own lesson file, with a chart the question conceals.
void TestWorksheet::lessonFile()
{
    const QString lessonPath = writeDataFile(QStringLiteral("own.json"), R"({
        "id": "own-lesson", "title": "Monday's lesson", "description": "Two steps of my own.",
        "steps": [
          {"title": "Look at the plane", "text": "The <b>plane</b> with k<sub>0</sub>.",
           "state": {"preset": "general", "featureMap": "relu", "prefix": 2},
           "highlight": {"kind": "chart", "target": "weights"},
           "question": {"prompt": "Which weight is larger?", "options": ["k0's", "k1's"],
             "answer": 1, "hint": "Compare.", "explanation": "Because k1 points along q.",
             "conceal": ["weights"]}},
          {"title": "The denominator", "text": "Type it.",
           "question": {"prompt": "Denominator at prefix 2?", "answer": 3.5, "tolerance": 0.01,
             "hint": "Add.", "explanation": "Sum the products."}}
        ]})");
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QStringList arguments {QStringLiteral("--export"), QStringLiteral("worksheet"),
        QStringLiteral("--lesson-file"), lessonPath};
    const Written worksheet = writeAndRead(arguments, directory.filePath(QStringLiteral("w.pdf")));
    QVERIFY2(worksheet.failure.isEmpty(), qPrintable(worksheet.failure));
    for (const QString &expected :
        {QStringLiteral("Monday's lesson"), QStringLiteral("Two steps of my own."),
            QStringLiteral("Look at the plane"), QStringLiteral("☐ k0's"), QStringLiteral("☐ k1's"),
            QStringLiteral("Denominator at prefix 2?")})
        QVERIFY2(worksheet.text.contains(comparable(expected)),
            qPrintable(expected + "\n" + worksheet.text));
    QVERIFY2(!worksheet.text.contains(comparable(QStringLiteral("Because k1 points along q."))),
        qPrintable(worksheet.text));
    QVERIFY(worksheet.imageList.isEmpty());
    // The weights chart is drawn (its axis title is text), the linear bars under the question's
    // cover: its legend says they are left to work out (nobody answers on paper).
    for (const QString &expected : {QStringLiteral("included key"),
             QStringLiteral("linear attention: left for you to work out")})
        QVERIFY2(worksheet.text.contains(comparable(expected)),
            qPrintable(expected + "\n" + worksheet.text));
    const Written key = writeAndRead(arguments + QStringList {QStringLiteral("--answers")},
        directory.filePath(QStringLiteral("k.pdf")));
    QVERIFY2(key.failure.isEmpty(), qPrintable(key.failure));
    for (const QString &expected : {QStringLiteral("✓ k1's"), QStringLiteral("☐ k0's"),
             QStringLiteral("Because k1 points along q."), QStringLiteral("✓ 3.5"),
             QStringLiteral("0.01"), QStringLiteral("Sum the products."),
             QStringLiteral("included key")})
        QVERIFY2(key.text.contains(comparable(expected)), qPrintable(expected + "\n" + key.text));
    // The key shows the chart as it is once answered.
    QVERIFY2(!key.text.contains(QStringLiteral("hidden until")), qPrintable(key.text));
}

void TestWorksheet::badRequestsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments"); // OUT stands for a path in a fresh folder
    QTest::addColumn<QStringList>("messagePatterns");

    const QString out = QStringLiteral("OUT");
    QTest::newRow("no lesson") << QStringList {"--export", "worksheet", "-o", out}
                               << QStringList {literal("--export worksheet"), literal("--lesson")};
    QTest::newRow("unknown lesson") << QStringList {"--export", "worksheet", "--lesson",
        "reasociation", "-o", out} << QStringList {literal("--lesson"), literal("'reasociation'")};
    QTest::newRow("malformed lesson file") << QStringList {"--export", "worksheet", "--lesson-file",
        "BAD", "-o", out} << QStringList {literal("bad-lesson.json"), literal("titel")};
    QTest::newRow("missing lesson file") << QStringList {"--export", "worksheet", "--lesson-file",
        "MISSING/x.json", "-o", out} << QStringList {literal("--lesson-file"), literal("x.json")};
    QTest::newRow("--answers without worksheet") << QStringList {"--export", "csv", "--answers",
        "-o", out} << QStringList {literal("--answers"), literal("--export worksheet")};
    QTest::newRow("--answers with pdf") << QStringList {"--export", "pdf", "--answers", "-o",
        out} << QStringList {literal("--answers"), literal("--export worksheet")};
    QTest::newRow("missing -o") << QStringList {"--export", "worksheet", "--lesson", "three-ways"}
                                << QStringList {literal("--export worksheet"), literal("-o FILE")};
    QTest::newRow("with --preset") << QStringList {"--export", "worksheet", "--lesson",
        "reassociation", "--preset", "general", "-o",
        out} << QStringList {literal("--export worksheet"), literal("--preset")};
    QTest::newRow("-o in a missing folder")
        << QStringList {"--export", "worksheet", "--lesson", "reassociation", "-o",
               "MISSING/worksheet.pdf"}
        << QStringList {
               QStringLiteral("^linattn: -o \\S+/missing/worksheet\\.pdf: cannot write: \\S")};
    QTest::newRow("-o below a regular file")
        << QStringList {"--export", "worksheet", "--lesson", "denominator-stability", "--answers",
               "-o", "FILE/worksheet.pdf"}
        << QStringList {
               QStringLiteral("^linattn: -o \\S+/plain-file/worksheet\\.pdf: cannot write: \\S")};
    QTest::newRow("-o is a folder")
        << QStringList {"--export", "worksheet", "--lesson", "reassociation", "-o", "FOLDER"}
        << QStringList {QStringLiteral("^linattn: -o \\S+/folder: cannot write: \\S")};
}

void TestWorksheet::badRequestsAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, messagePatterns);

    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    QVERIFY(writeFile(directory.filePath(QStringLiteral("plain-file")), kKnownContent));
    QVERIFY(QDir(directory.path()).mkdir(QStringLiteral("folder")));
    QVERIFY(writeFile(directory.filePath(QStringLiteral("bad-lesson.json")),
        R"({"id": "bad", "titel": "Oops", "description": "x", "steps": []})"));
    for (QString &argument : arguments) {
        if (argument == QLatin1String("OUT"))
            argument = directory.filePath(QStringLiteral("worksheet.pdf"));
        if (argument == QLatin1String("BAD"))
            argument = directory.filePath(QStringLiteral("bad-lesson.json"));
        argument.replace(QLatin1String("FILE/"), directory.filePath(QStringLiteral("plain-file/")));
        argument.replace(QLatin1String("MISSING/"), directory.filePath(QStringLiteral("missing/")));
        if (argument == QLatin1String("FOLDER"))
            argument = directory.filePath(QStringLiteral("folder"));
    }
    const QStringList before = entriesOf(directory.path());

    const ProcessResult result = runLinattn(arguments);
    QVERIFY2(result.finished, qPrintable(result.failure));
    const QString problem = refusalProblem(result, messagePatterns);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(entriesOf(directory.path()), before);
    QCOMPARE(readFile(directory.filePath(QStringLiteral("plain-file"))), kKnownContent);
    QCOMPARE(entriesOf(directory.filePath(QStringLiteral("folder"))), QStringList());
}

// The data to work from is printed where a step starts on new data, as the window numbers it:
// the seed's example (q = [0.5, 1], k₀ = [1, 0], v₀ = 1) and the sequence's tokens from 1.
void TestWorksheet::dataTablesFollowTheData()
{
    const LessonPlan *three = LessonCatalog::find("three-ways");
    QVERIFY(three);
    const WorksheetContent content
        = WorksheetWriter::contentOf(*three, QStringLiteral("en"), false);
    QStringList printedAt;
    for (const WorksheetContent::Step &step : content.steps)
        if (step.data)
            printedAt << QString::number(step.number);
    // Step 1 on Partly negative, step 2 on the general sequence, 13 and 14 on two others, 15
    // back on the general sequence.
    QCOMPARE(printedAt, (QStringList {"1", "2", "13", "14", "15"}));
    const WorksheetContent::DataTable &single = *content.steps.at(0).data;
    QCOMPARE(single.caption, QStringLiteral("Data: Partly negative, query q = [1, 0.5]"));
    QCOMPARE(single.rows.constFirst(), (QStringList {"0", "[-1, -0.5]", "5"}));
    const WorksheetContent::DataTable &sequence = *content.steps.at(1).data;
    QCOMPARE(sequence.headers.size(), 4);
    QCOMPARE(sequence.rows.size(), 8);
    QCOMPARE(sequence.rows.constFirst(), (QStringList {"0", "[0.5, 1]", "[1, 0]", "1"}));
}

// A step that shows the memory lab prints the lab's settings and the pairs it writes (as the lab
// rounds them), not the window's problem behind it; the pairs again only where they change.
void TestWorksheet::memoryStepsPrintTheLabsSettingsAndPairs()
{
    const LessonPlan *memory = LessonCatalog::find("memory");
    QVERIFY(memory);
    const WorksheetContent content
        = WorksheetWriter::contentOf(*memory, QStringLiteral("en"), false);
    const WorksheetContent::Step &first = content.steps.at(0);
    QStringList labels, values;
    for (const WorksheetContent::StateEntry &entry : first.state) {
        labels << entry.label;
        values << entry.value;
    }
    QCOMPARE(
        labels, (QStringList {"Rule", "Feature map φ", "Decay γ", "Passes", "Softmax τ", "Pairs"}));
    QCOMPARE(values,
        (QStringList {
            "sum rule", "Identity", "1", "1", "1", "2 with orthogonal keys, d = 2, seed 1"}));
    QVERIFY(first.data);
    QCOMPARE(first.data->caption, QStringLiteral("Data: the memory's pairs"));
    // Orthonormal keys from seed 1 (k₀·k₁ = 0 by hand), rounded as the lab shows them.
    QCOMPARE(first.data->rows.size(), 2);
    QCOMPARE(first.data->rows.at(0), (QStringList {"0", "[0.7241, 0.6897]", "[1.2285, 1.0957]"}));
    QCOMPARE(first.data->rows.at(1), (QStringList {"1", "[0.6897, -0.7241]", "[0.1218, 0.0018]"}));
    // Step 2 changes the map only: no table; step 3 three random pairs; step 4 the same pairs.
    QVERIFY(!content.steps.at(1).data);
    QVERIFY(content.steps.at(2).data);
    QCOMPARE(content.steps.at(2).data->rows.size(), 3);
    QVERIFY(!content.steps.at(3).data);
    QCOMPARE(content.steps.at(3).state.at(0).value, QStringLiteral("delta rule, β = 1"));
}

QTEST_GUILESS_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
