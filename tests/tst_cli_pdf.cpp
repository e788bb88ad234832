// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `linattn --export pdf`: the handout of the chosen page size, rendered
// offscreen by the program itself, whose text (read back with poppler-utils)
// holds the worked example or a data file's numbers; `linattn --export svg
// --chart NAME`: the chart as an SVG whose labels are text; bad requests
// refused without a file.
// Every process runs without a display (CommandLineTest.h).

#include "CommandLineTest.h"
#include "Refusals.h"
#include "TestFiles.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace linattn;
using namespace linattn::test;

class TestCommandLine : public CommandLineTest {
    Q_OBJECT

private slots:
    void pdfHandoutNamesItsSettings();
    void pdfHandoutOfADataFile();
    void pdfHandoutOfASequence();
    void pdfHandoutIsWritten_data();
    void pdfHandoutIsWritten();
    void badPdfRequestsAreRefused_data();
    void badPdfRequestsAreRefused();
    void svgChartIsWritten_data();
    void svgChartIsWritten();

private:
    // The text of the PDF that linattn `arguments` write to `pdf` (pdftotext -layout); `failure`
    // says why there is none: the run did not finish, wrote to standard error, exited non-zero,
    // or the PDF could not be read.
    struct PdfText {
        QString text;
        QString failure;
    };
    PdfText exportedPdfText(const QStringList &arguments, const QString &pdf) const;
};

TestCommandLine::PdfText TestCommandLine::exportedPdfText(
    const QStringList &arguments, const QString &pdf) const
{
    const ProcessResult result = runLinattn(arguments);
    if (!result.finished)
        return {{}, result.failure};
    if (!result.standardError.isEmpty())
        return {{}, QStringLiteral("standard error: ") + QString::fromUtf8(result.standardError)};
    if (result.exitCode != 0)
        return {{}, QStringLiteral("exit status %1").arg(result.exitCode)};
    const ToolResult pdftotext = runPdfTool(
        QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!pdftotext.ran)
        return {{}, pdftotext.failure};
    return {QString::fromUtf8(pdftotext.output), {}};
}

void TestCommandLine::pdfHandoutIsWritten_data()
{
    QTest::addColumn<QStringList>("pageSizeOption"); // empty: the default, A4
    QTest::addColumn<QString>("pageSizeLine"); // as pdfinfo reports it

    QTest::newRow("default") << QStringList() << QStringLiteral("595 x 842 pts (A4)");
    QTest::newRow("a4") << QStringList {"--page-size", "a4"}
                        << QStringLiteral("595 x 842 pts (A4)");
    QTest::newRow("letter") << QStringList {"--page-size", "letter"}
                            << QStringLiteral("612 x 792 pts (letter)");
}

// `--export pdf` renders the window offscreen by itself: the environment of
// these runs has no QT_QPA_PLATFORM and no display.
void TestCommandLine::pdfHandoutIsWritten()
{
    QFETCH(QStringList, pageSizeOption);
    QFETCH(QString, pageSizeLine);

    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString outputPath = directory.filePath(QStringLiteral("handout.pdf"));
    const ProcessResult result
        = runLinattn(QStringList {QStringLiteral("--export"), QStringLiteral("pdf"),
                         QStringLiteral("-o"), outputPath, QStringLiteral("--preset"),
                         QStringLiteral("general"), QStringLiteral("--feature-map"),
                         QStringLiteral("elu1"), QStringLiteral("--prefix"), QStringLiteral("1")}
            + pageSizeOption);
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, QByteArray());
    QCOMPARE(entriesOf(directory.path()), QStringList {QStringLiteral("handout.pdf")});
    QVERIFY(readFile(outputPath).startsWith("%PDF-"));

    const ToolResult pdfinfo = runPdfTool(QStringLiteral("pdfinfo"), {outputPath});
    QVERIFY2(pdfinfo.ran, qPrintable(pdfinfo.failure));
    const QString info = QString::fromUtf8(pdfinfo.output);
    QVERIFY2(
        info.contains(QRegularExpression(QStringLiteral("Page size:\\s+") + literal(pageSizeLine))),
        qPrintable(info));

    const ToolResult pdftotext = runPdfTool(
        QStringLiteral("pdftotext"), {QStringLiteral("-layout"), outputPath, QStringLiteral("-")});
    QVERIFY2(pdftotext.ran, qPrintable(pdftotext.failure));
    const QString text = QString::fromUtf8(pdftotext.output);
    // The worked example: φ(q) = [1.5, 2], Z = S = [2, 1], denominator and
    // numerator 5, output 1.
    for (const QString &pattern :
        {QStringLiteral("φ\\(q\\), q = \\[0\\.5, 1\\].*=\\s*\\[1\\.5, 2\\]"),
            QStringLiteral("Z₀ = φ\\(k₀\\).*=\\s*\\[2, 1\\]"),
            QStringLiteral("S₀ = φ\\(k₀\\)v₀.*=\\s*\\[2, 1\\]"),
            QStringLiteral("denominator φ\\(q\\)·Z₀.*=\\s*5\\s*$"),
            QStringLiteral("numerator φ\\(q\\)·S₀.*=\\s*5\\s*$"),
            QStringLiteral("output φ\\(q\\)·S₀ / φ\\(q\\)·Z₀.*=\\s*1\\s*$")}) {
        const QRegularExpression expression(pattern, QRegularExpression::MultilineOption);
        QVERIFY2(expression.match(text).hasMatch(),
            qPrintable(QStringLiteral("no line matches /%1/ in:\n%2").arg(pattern, text)));
    }
    // S is a sum of outer products, written as the README writes it.
    const QString flowing = text.simplified();
    QVERIFY2(flowing.contains(QStringLiteral("S = Σᵢ φ(kᵢ) vᵢᵀ, Z = Σᵢ φ(kᵢ)")),
        qPrintable(flowing.left(600)));
    // It ends with the papers it draws on: softmax's and linear attention's, not FAVOR+'s.
    const qsizetype references = flowing.lastIndexOf(QStringLiteral("References"));
    QVERIFY2(references > 0, qPrintable(flowing.right(600)));
    QVERIFY(flowing.indexOf(QStringLiteral("Attention Is All You Need"), references) > 0);
    QVERIFY(flowing.indexOf(QStringLiteral("Transformers are RNNs"), references) > 0);
    QVERIFY(!flowing.contains(QStringLiteral("Performers")));
}

// The header names what changes every number: the map with its settings, and ε; the papers at
// the end follow the map.
void TestCommandLine::pdfHandoutNamesItsSettings()
{
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString outputPath = directory.filePath(QStringLiteral("favor.pdf"));
    const PdfText pdf = exportedPdfText(
        {QStringLiteral("--export"), QStringLiteral("pdf"), QStringLiteral("-o"), outputPath,
            QStringLiteral("--preset"), QStringLiteral("general"), QStringLiteral("--feature-map"),
            QStringLiteral("favor"), QStringLiteral("--features"), QStringLiteral("16"),
            QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--epsilon"),
            QStringLiteral("1e-6")},
        outputPath);
    QVERIFY2(pdf.failure.isEmpty(), qPrintable(pdf.failure));
    const QString text = pdf.text.simplified();
    const qsizetype header = text.indexOf(QStringLiteral(
        "Feature map FAVOR+ random features (m = 16, seed = 3, orthogonal), ε = 1e-06"));
    QVERIFY2(header >= 0, qPrintable(text.left(600)));
    const qsizetype references = text.lastIndexOf(QStringLiteral("References"));
    QVERIFY2(references > header, qPrintable(text.right(600)));
    QVERIFY(text.indexOf(QStringLiteral("Rethinking Attention with Performers"), references) > 0);
}

// A data file makes the handout's data: its title and numbers are in the text.
void TestCommandLine::pdfHandoutOfADataFile()
{
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString dataPath = directory.filePath(QStringLiteral("class.json"));
    QVERIFY(writeFile(dataPath,
        R"({"title": "Monday class", "query": [2, 0], "keys": [[1, 0]], "values": [7]})"));
    const QString outputPath = directory.filePath(QStringLiteral("handout.pdf"));
    const PdfText pdf
        = exportedPdfText({QStringLiteral("--export"), QStringLiteral("pdf"), QStringLiteral("-o"),
                              outputPath, QStringLiteral("--data"), dataPath},
            outputPath);
    QVERIFY2(pdf.failure.isEmpty(), qPrintable(pdf.failure));
    const QString &text = pdf.text;
    QVERIFY2(text.contains(QStringLiteral("Monday class")), qPrintable(text));
    // φ(q) = [3, 1], φ(k₀) = [2, 1]: denominator 7, numerator 49, output 7.
    const QRegularExpression output(QStringLiteral("output φ\\(q\\)·S₀ / φ\\(q\\)·Z₀.*=\\s*7\\s*$"),
        QRegularExpression::MultilineOption);
    QVERIFY2(output.match(text).hasMatch(), qPrintable(text));
}

// A sequence's handout: the selected token worked through, every token's three forms, the
// ranks and the memory line, and both pictures.
void TestCommandLine::pdfHandoutOfASequence()
{
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString outputPath = directory.filePath(QStringLiteral("sequence.pdf"));
    const PdfText pdf = exportedPdfText(
        {QStringLiteral("--export"), QStringLiteral("pdf"), QStringLiteral("-o"), outputPath,
            QStringLiteral("--sequence"), QStringLiteral("seq-general"), QStringLiteral("--token"),
            QStringLiteral("1"), QStringLiteral("--decay"), QStringLiteral("0.5")},
        outputPath);
    QVERIFY2(pdf.failure.isEmpty(), qPrintable(pdf.failure));
    QCOMPARE(entriesOf(directory.path()), QStringList {QStringLiteral("sequence.pdf")});
    const QString &text = pdf.text;
    // Token 1 (the second, numbered from 0) at γ = 0.5 by hand: S₁ = 0.5 × [2, 1] + [1, 2] × 3 =
    // [4, 6.5], Z₁ = 0.5 × [2, 1] + [1, 2] = [2, 2.5]; token 0 is the seed's example, output 1 in
    // all three forms.
    for (const QString &pattern : {QStringLiteral("General sequence \\(sequence seq-general\\)"),
             QStringLiteral("γ = 0\\.5 · C = 4"), QStringLiteral("Worked derivation, token 1"),
             QStringLiteral("S₁ = γS₀ \\+ φ\\(k₁\\)v₁.*=\\s*\\[4, 6\\.5\\]"),
             QStringLiteral("Z₁ = γZ₀ \\+ φ\\(k₁\\).*=\\s*\\[2, 2\\.5\\]"),
             QStringLiteral("^\\s*0\\s+\\[0\\.5, 1\\]\\s+\\[1, 0\\]\\s+1\\s+1\\s+1\\s+1\\s+1\\s*$"),
             QStringLiteral("rank 2 for linear attention"), QStringLiteral("Memory at token 1"),
             QStringLiteral("Weight matrices of the sequence"),
             QStringLiteral("Output against token")}) {
        const QRegularExpression expression(pattern, QRegularExpression::MultilineOption);
        QVERIFY2(expression.match(text).hasMatch(),
            qPrintable(QStringLiteral("no line matches /%1/ in:\n%2").arg(pattern, text)));
    }
    QVERIFY2(!text.contains(QStringLiteral("could not be drawn")), qPrintable(text));
    // γ < 1: the decay's papers join the chunkwise form's at the end.
    const QString flowing = text.simplified();
    const qsizetype references = flowing.lastIndexOf(QStringLiteral("References"));
    QVERIFY2(references > 0, qPrintable(flowing.right(600)));
    for (const QString &title : {QStringLiteral("Transformers are RNNs"),
             QStringLiteral("Retentive Network"), QStringLiteral("Transformers are SSMs"),
             QStringLiteral("Gated Linear Attention Transformers")})
        QVERIFY2(flowing.indexOf(title, references) > 0, qPrintable(title));
}

void TestCommandLine::badPdfRequestsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments"); // OUT stands for a path in a fresh folder
    QTest::addColumn<QStringList>("messagePatterns");

    const QString out = QStringLiteral("OUT");
    QTest::newRow("pdf without -o") << QStringList {"--export", "pdf"}
                                    << QStringList {literal("--export pdf"), literal("-o FILE")};
    QTest::newRow("bad --page-size") << QStringList {"--export", "pdf", "-o", out, "--page-size",
        "b5"} << QStringList {literal("--page-size"), literal("'b5'"), literal("a4 or letter")};
    QTest::newRow("--page-size without pdf") << QStringList {"--export", "csv", "--page-size",
        "a4"} << QStringList {literal("--page-size"), literal("--export pdf")};
    QTest::newRow("--page-size empty") << QStringList {"--export", "pdf", "-o", out, "--page-size",
        ""} << QStringList {literal("--page-size")};
    QTest::newRow("pdf with a missing --data file") << QStringList {"--export", "pdf", "-o", out,
        "--data", "some.json"} << QStringList {literal("some.json"), literal("no such file")};
    QTest::newRow("pdf with an unknown preset") << QStringList {"--export", "pdf", "-o", out,
        "--preset", "nope"} << QStringList {literal("--preset"), literal("nope")};
    QTest::newRow("pdf with prefix 7 of 6") << QStringList {"--export", "pdf", "-o", out,
        "--prefix", "7"} << QStringList {literal("--prefix"), wholeNumber(7), wholeNumber(6)};
    QTest::newRow("pdf with a lesson") << QStringList {"--export", "pdf", "-o", out,
        "--walkthrough"} << QStringList {literal("--export pdf"), literal("--walkthrough")};
    QTest::newRow("svg without --chart") << QStringList {"--export", "svg", "-o", out}
                                         << QStringList {literal("--export svg: needs --chart")};
    QTest::newRow("svg with an unknown chart")
        << QStringList {"--export", "svg", "-o", out, "--chart", "pie"}
        << QStringList {
               literal("--chart"), literal("'pie'"), literal("plane, weights, output, values")};
    QTest::newRow("--chart without svg") << QStringList {"--export", "csv", "--chart",
        "plane"} << QStringList {literal("--chart"), literal("--export svg")};
    QTest::newRow("svg without -o") << QStringList {"--export", "svg", "--chart", "plane"}
                                    << QStringList {literal("--export svg"), literal("-o FILE")};
    QTest::newRow("svg of the plane of a sequence") << QStringList {"--export", "svg", "-o", out,
        "--chart", "plane", "--sequence",
        "seq-general"} << QStringList {literal("--chart plane"), literal("weights and output")};
    QTest::newRow("svg of the value plane of one query's numbers")
        << QStringList {"--export", "svg", "-o", out, "--chart", "values"}
        << QStringList {literal("--chart values"), literal("two coordinates"), literal("have 1")};
    QTest::newRow("svg of the value plane of numbers")
        << QStringList {"--export", "svg", "-o", out, "--chart", "values", "--sequence",
               "seq-general"}
        << QStringList {literal("--chart values"), literal("two coordinates"), literal("have 1")};
    QTest::newRow("svg with a lesson")
        << QStringList {"--export", "svg", "-o", out, "--chart", "output", "--walkthrough"}
        << QStringList {literal("--export svg"), literal("--walkthrough")};
    QTest::newRow("svg in a missing folder")
        << QStringList {"--export", "svg", "--chart", "weights", "-o", "MISSING/chart.svg"}
        << QStringList {QStringLiteral("^linattn: -o \\S+/missing/chart\\.svg: cannot write: \\S")};
    // One line: "linattn: -o FILE: cannot write: reason", and no file.
    QTest::newRow("-o below a regular file")
        << QStringList {"--export", "pdf", "-o", "FILE/handout.pdf"}
        << QStringList {
               QStringLiteral("^linattn: -o \\S+/plain-file/handout\\.pdf: cannot write: \\S")};
    QTest::newRow("-o in a missing folder")
        << QStringList {"--export", "pdf", "-o", "MISSING/handout.pdf"}
        << QStringList {
               QStringLiteral("^linattn: -o \\S+/missing/handout\\.pdf: cannot write: \\S")};
    QTest::newRow("-o is a folder")
        << QStringList {"--export", "pdf", "--page-size", "letter", "-o", "FOLDER"}
        << QStringList {QStringLiteral("^linattn: -o \\S+/folder: cannot write: \\S")};
}

void TestCommandLine::badPdfRequestsAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, messagePatterns);

    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    QVERIFY(writeFile(directory.filePath(QStringLiteral("plain-file")), kKnownContent));
    QVERIFY(QDir(directory.path()).mkdir(QStringLiteral("folder")));
    for (QString &argument : arguments) {
        if (argument == QLatin1String("OUT"))
            argument = directory.filePath(QStringLiteral("handout.pdf"));
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

void TestCommandLine::svgChartIsWritten_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("labels"); // each the whole of one <text>

    QTest::newRow("plane") << QStringList {"--chart", "plane", "--prefix", "2"}
                           << QStringList {"The query/key plane", "coordinate 1", "coordinate 2",
                                  "included keys"};
    QTest::newRow("weights, relu")
        << QStringList {"--chart", "weights", "--feature-map", "relu", "--preset", "all-negative"}
        << QStringList {"Attention weights of the included keys", "included key",
               "linear attention: Unavailable"};
    QTest::newRow("output") << QStringList {"--chart", "output"}
                            << QStringList {"Output against prefix", "prefix", "current prefix"};
    QTest::newRow("sequence weights")
        << QStringList {"--chart", "weights", "--sequence", "seq-general", "--token", "3"}
        << QStringList {"Linear attention weights", "Softmax weights"};
    QTest::newRow("sequence output") << QStringList {"--chart", "output", "--sequence",
        "seq-general"} << QStringList {"Output against token", "token t", "recurrent", "chunkwise"};
    // Values of two coordinates: a line per coordinate, and the value plane with each value named.
    QTest::newRow("sequence output, arrows")
        << QStringList {"--chart", "output", "--sequence", "seq-arrows"}
        << QStringList {"Output against token", "recurrent, coordinate 1",
               "recurrent, coordinate 2", "softmax e^(q·k), coordinate 2"};
    QTest::newRow("output of one query, arrows")
        << QStringList {"--chart", "output", "--preset", "value-arrows"}
        << QStringList {"Output against prefix", "linear attention, coordinate 1",
               "linear attention, coordinate 2", "softmax e^(q·k), coordinate 2"};
    QTest::newRow("value plane of one query")
        << QStringList {"--chart", "values", "--preset", "value-arrows", "--prefix", "3"}
        << QStringList {"Values and their weighted average", "coordinate 1", "v₀", "v₁", "v₂",
               "output, the weighted average"};
    QTest::newRow("value plane") << QStringList {"--chart", "values", "--sequence", "seq-arrows",
        "--token", "3"}
                                 << QStringList {"Values and their weighted average",
                                        "coordinate 1", "v₁", "v₂", "v₃",
                                        "output, the weighted average"};
}

// The chart is drawn by the window's own export, offscreen: a well-formed SVG with the
// chart's words as text and no picture inside.
void TestCommandLine::svgChartIsWritten()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, labels);
    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString outputPath = directory.filePath(QStringLiteral("chart.svg"));
    const ProcessResult result
        = runLinattn(QStringList {QStringLiteral("--export"), QStringLiteral("svg"),
                         QStringLiteral("-o"), outputPath}
            + arguments);
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(entriesOf(directory.path()), QStringList {QStringLiteral("chart.svg")});

    QXmlStreamReader xml(readFile(outputPath));
    QStringList texts;
    int images = 0;
    QString root;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (root.isEmpty())
            root = xml.name().toString();
        if (xml.name() == u"text")
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        else if (xml.name() == u"image")
            ++images;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(root, QStringLiteral("svg"));
    QCOMPARE(images, 0);
    for (const QString &label : labels)
        QVERIFY2(texts.contains(label),
            qPrintable(QStringLiteral("no <text> '%1' among: %2")
                           .arg(label, texts.join(QStringLiteral(" | ")))));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_cli_pdf.moc"
