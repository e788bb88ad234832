// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Exports from the window through ExportController, on the real window
// (offscreen): the step table in each format byte for byte as the core and
// the command line write it, the tab-separated copy on the clipboard, the PDF
// handout (a PDF of the chosen page size whose text holds the worked
// example), each chart as a PNG at 1×, 2× and 3×, and failed exports: a clear
// message naming the file, no file left behind, the window's state kept.

#include "AttentionModel.h"
#include "Catalog.h"
#include "ExportController.h"
#include "HandoutWriter.h"
#include "ProblemCatalog.h"
#include "ProblemModel.h"
#include "Processes.h"
#include "SequenceModel.h"
#include "TestFiles.h"
#include "WalkthroughModel.h"
#include "WindowLauncher.h"
#include "WindowState.h"
#include "WorksheetPrinter.h"
#include "exporters.h"
#include "feature_map.h"
#include "sequence_exporters.h"
#include "step_table.h"

#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPolygonF>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <functional>
#include <memory>

using namespace linattn;
using namespace linattn::test;

namespace {

constexpr int kExportTimeoutMs = 20000;
const QByteArray kKnownContent = "known content that a failed export must not touch\n";

QByteArray coreExport(
    const QString &presetId, const QString &mapId, int prefix, ExportFormat format)
{
    return QByteArray::fromStdString(exportStepTable(presetTable(presetId, mapId, prefix), format));
}

// Colours in the picture, up to `enough`: a blank grab has one.
int colourCount(const QImage &image, int enough = 16)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height() && colours.size() < enough; y += 3)
        for (int x = 0; x < image.width() && colours.size() < enough; x += 3)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();

    void tableExportMatchesTheCommandLine_data();
    void tableExportMatchesTheCommandLine();
    void tableExportReplacesAnExistingFile();
    void notebookMatchesTheCommandLine_data();
    void notebookMatchesTheCommandLine();
    void copyPutsTheTsvOnTheClipboard_data();
    void copyPutsTheTsvOnTheClipboard();

    void handoutIsAPdfWithTheWorkedExample_data();
    void handoutIsAPdfWithTheWorkedExample();
    void handoutShowsUnavailableInWords();

    void pngScaleMultipliesThePixels_data();
    void pngScaleMultipliesThePixels();
    void svgIsVectorWithLabelsAsText_data();
    void svgIsVectorWithLabelsAsText();
    void svgOfACoveredChartHoldsOnlyTheCover();
    void svgOfACoveredHeatmapHoldsOnlyItsCover();
    void svgClipsWhatTheWindowClips();
    void tablesWaitForTheOpenQuestion();
    void printingAWorksheetLeavesTheLessonAsItWas_data();
    void printingAWorksheetLeavesTheLessonAsItWas();

    void failedExportLeavesNoFile_data();
    void failedExportLeavesNoFile();
    void badRequestsAreRefused_data();
    void badRequestsAreRefused();
    void successClearsAnEarlierError();

    void sequenceViewExportsItsOwn();
    void memoryLabSavesItsCharts();
    void aShortPlaneKeepsItsAxisTitlesWhole();

    void suggestedFileNames_data();
    void suggestedFileNames();

private:
    // Runs `start` and waits for the export it began to finish.
    bool finishes(const std::function<bool()> &start, bool &succeeded);
    void setState(const QString &presetId, const QString &mapId, int prefix);

    std::unique_ptr<QQmlApplicationEngine> engine_;
    std::unique_ptr<WindowLauncher> launcher_;
    std::unique_ptr<ExportController> exporter_;
    QTemporaryDir directory_;
};

void TestExport::initTestCase()
{
    QVERIFY2(directory_.isValid(), qPrintable(directory_.errorString()));
    engine_ = std::make_unique<QQmlApplicationEngine>();
    launcher_ = std::make_unique<WindowLauncher>();
    QCOMPARE(launcher_->open(*engine_, {}), QString());
    QVERIFY(QTest::qWaitForWindowExposed(launcher_->window()));

    exporter_ = std::make_unique<ExportController>();
    exporter_->setProblem(launcher_->problem());
    QQuickWindow *window = launcher_->window();
    auto item = [window](const char *name) {
        return QVariant::fromValue(
            static_cast<QObject *>(window->findChild<QQuickItem *>(QLatin1String(name))));
    };
    exporter_->setCharts({{QStringLiteral("plane"), item("planeChart")},
        {QStringLiteral("weights"), item("weightsChart")},
        {QStringLiteral("output"), item("outputChart")}});
    QVERIFY(exporter_->chartItem(QStringLiteral("plane")));
    QVERIFY(exporter_->chartItem(QStringLiteral("weights")));
    QVERIFY(exporter_->chartItem(QStringLiteral("output")));
    // Charts lay themselves out over the first frames.
    QTest::qWait(300);
}

void TestExport::cleanupTestCase()
{
    exporter_.reset();
    launcher_.reset();
    engine_.reset();
}

void TestExport::init()
{
    exporter_->clearMessages();
    QVERIFY(!exporter_->busy());
}

bool TestExport::finishes(const std::function<bool()> &start, bool &succeeded)
{
    QSignalSpy finished(exporter_.get(), &ExportController::exportFinished);
    start();
    if (finished.isEmpty() && !finished.wait(kExportTimeoutMs))
        return false;
    // Exactly one report per export.
    QTest::qWait(20);
    if (finished.size() != 1)
        return false;
    succeeded = finished.constFirst().at(0).toBool();
    return !exporter_->busy();
}

void TestExport::setState(const QString &presetId, const QString &mapId, int prefix)
{
    QVERIFY(launcher_->model()->setState(presetId, mapId, prefix));
    QCOMPARE(launcher_->model()->prefix(), prefix);
}

// --- the step table ----------------------------------------------------------

void TestExport::tableExportMatchesTheCommandLine_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<QString>("extension");

    struct State {
        const char *preset;
        const char *map;
        int prefix;
    };
    const State states[] = {
        {"general", "elu1", 1},
        {"general", "relu", 3},
        {"all-negative", "relu", 4}, // Unavailable throughout
        {"tiny-denominator", "relu", 1},
    };
    const std::pair<const char *, const char *> formats[]
        = {{"csv", "csv"}, {"json", "json"}, {"markdown", "md"}, {"latex", "tex"}};
    for (const auto &[format, extension] : formats)
        for (const State &state : states)
            QTest::addRow("%s %s/%s/%d", format, state.preset, state.map, state.prefix)
                << QString::fromLatin1(format) << QString::fromLatin1(state.preset)
                << QString::fromLatin1(state.map) << state.prefix << QString::fromLatin1(extension);
}

void TestExport::notebookMatchesTheCommandLine_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<int>("prefix");
    QTest::newRow("general/elu1/1") << "general"
                                    << "elu1" << 1;
    QTest::newRow("all-negative/relu/4") << "all-negative"
                                         << "relu" << 4;
    QTest::newRow("general/favor/3") << "general"
                                     << "favor" << 3;
}

// Export → Step table as a Jupyter notebook…: byte for byte what `linattn --export ipynb`
// writes for the same state, in the window's language (English here).
void TestExport::notebookMatchesTheCommandLine()
{
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    setState(presetId, mapId, prefix);

    const QString path = directory_.filePath(exporter_->suggestedFileName(QStringLiteral("ipynb")));
    QCOMPARE(QFileInfo(path).suffix(), QStringLiteral("ipynb"));
    bool succeeded = false;
    QVERIFY(finishes(
        [&] { return exporter_->exportAs(QStringLiteral("ipynb"), QUrl::fromLocalFile(path)); },
        succeeded));
    QVERIFY2(succeeded, qPrintable(exporter_->errorMessage()));
    QVERIFY(exporter_->statusMessage().contains(path));

    const Linattn linattn(Linattn::Display::Inherited);
    QVERIFY2(linattn.problem().isEmpty(), qPrintable(linattn.problem()));
    const ProcessResult cli = linattn.run(
        {QStringLiteral("--export"), QStringLiteral("ipynb"), QStringLiteral("--preset"), presetId,
            QStringLiteral("--feature-map"), mapId, QStringLiteral("--prefix"),
            QString::number(prefix), QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(cli.finished, qPrintable(cli.failure));
    QCOMPARE(cli.exitCode, 0);
    QVERIFY(cli.standardOutput.contains("\"nbformat\": 4"));
    QCOMPARE(readFile(path), cli.standardOutput);
}

void TestExport::tableExportMatchesTheCommandLine()
{
    QFETCH(QString, format);
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    QFETCH(QString, extension);
    setState(presetId, mapId, prefix);

    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString path = directory.filePath(exporter_->suggestedFileName(format));
    QCOMPARE(QFileInfo(path).suffix(), extension);
    QSignalSpy status(exporter_.get(), &ExportController::statusMessageChanged);
    bool succeeded = false;
    QVERIFY(finishes(
        [&] { return exporter_->exportTable(format, QUrl::fromLocalFile(path)); }, succeeded));
    QVERIFY2(succeeded, qPrintable(exporter_->errorMessage()));
    QCOMPARE(status.size(), 1);
    QVERIFY(exporter_->statusMessage().contains(path));
    QCOMPARE(exporter_->errorMessage(), QString());

    // The core's bytes for the same state…
    const QByteArray written = readFile(path);
    const auto parsed = parseExportFormat(format.toStdString());
    QVERIFY(parsed);
    QCOMPARE(written, coreExport(presetId, mapId, prefix, *parsed));
    // …which the command line prints for the same options.
    const Linattn linattn(Linattn::Display::Inherited);
    QVERIFY2(linattn.problem().isEmpty(), qPrintable(linattn.problem()));
    const ProcessResult cli = linattn.run({QStringLiteral("--export"), format,
        QStringLiteral("--preset"), presetId, QStringLiteral("--feature-map"), mapId,
        QStringLiteral("--prefix"), QString::number(prefix)});
    QVERIFY2(cli.finished, qPrintable(cli.failure));
    QCOMPARE(cli.exitCode, 0);
    QCOMPARE(cli.standardOutput, written);
    // Written atomically: nothing else in the folder.
    QCOMPARE(entriesOf(directory.path()), QStringList {QFileInfo(path).fileName()});
}

void TestExport::tableExportReplacesAnExistingFile()
{
    setState(QStringLiteral("general"), QStringLiteral("elu1"), 2);
    const QString path = directory_.filePath(QStringLiteral("existing.csv"));
    QVERIFY(writeFile(path, kKnownContent));
    bool succeeded = false;
    // A plain path works as well as a file: URL.
    QVERIFY(finishes(
        [&] { return exporter_->exportTable(QStringLiteral("csv"), QUrl(path)); }, succeeded));
    QVERIFY2(succeeded, qPrintable(exporter_->errorMessage()));
    QCOMPARE(readFile(path),
        coreExport(QStringLiteral("general"), QStringLiteral("elu1"), 2, ExportFormat::Csv));
}

void TestExport::copyPutsTheTsvOnTheClipboard_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<int>("unavailableRows");

    QTest::newRow("general/elu1/1")
        << QStringLiteral("general") << QStringLiteral("elu1") << 1 << 0;
    QTest::newRow("general/elu1/6")
        << QStringLiteral("general") << QStringLiteral("elu1") << 6 << 0;
    QTest::newRow("all-negative/relu/4")
        << QStringLiteral("all-negative") << QStringLiteral("relu") << 4 << 4;
    QTest::newRow("partly-negative/relu/3")
        << QStringLiteral("partly-negative") << QStringLiteral("relu") << 3 << 1;
}

void TestExport::copyPutsTheTsvOnTheClipboard()
{
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    QFETCH(int, unavailableRows);
    setState(presetId, mapId, prefix);

    QClipboard *clipboard = QGuiApplication::clipboard();
    QVERIFY(clipboard);
    clipboard->setText(QStringLiteral("something else"));
    QVERIFY(exporter_->copyTable());
    QCOMPARE(exporter_->errorMessage(), QString());
    QVERIFY(!exporter_->statusMessage().isEmpty());

    const QString text = clipboard->text();
    const StepTable table = presetTable(presetId, mapId, prefix);
    QCOMPARE(text, QString::fromStdString(exportTsv(table)));
    QCOMPARE(text, exporter_->tableTsv());

    // A header and one row per prefix, every row as wide as the header.
    const QStringList rows = text.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), prefix + 1);
    const QStringList header = rows.first().split(u'\t');
    QCOMPARE(header.first(), QStringLiteral("t"));
    QVERIFY(header.contains(QStringLiteral("output")));
    int unavailable = 0;
    for (int row = 1; row < rows.size(); ++row) {
        const QStringList cells = rows[row].split(u'\t');
        QCOMPARE(cells.size(), header.size());
        QCOMPARE(cells.first(), QString::number(row - 1)); // token t, from 0: prefix t + 1
        const QString output = cells[header.indexOf(QStringLiteral("output"))];
        if (output == QLatin1String("Unavailable"))
            ++unavailable;
        else
            QVERIFY2(!output.isEmpty(), qPrintable(rows[row]));
    }
    QCOMPARE(unavailable, unavailableRows);
}

// --- the PDF handout -----------------------------------------------------------

void TestExport::handoutIsAPdfWithTheWorkedExample_data()
{
    QTest::addColumn<QString>("pageSize");
    QTest::addColumn<QString>("pageSizeLine"); // as pdfinfo reports it
    QTest::newRow("a4") << QStringLiteral("a4") << QStringLiteral("595 x 842 pts (A4)");
    QTest::newRow("letter") << QStringLiteral("letter") << QStringLiteral("612 x 792 pts (letter)");
}

void TestExport::handoutIsAPdfWithTheWorkedExample()
{
    QFETCH(QString, pageSize);
    QFETCH(QString, pageSizeLine);
    setState(QStringLiteral("general"), QStringLiteral("elu1"), 1);
    QTest::qWait(100); // the charts follow the state

    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString path
        = directory.filePath(exporter_->suggestedFileName(QStringLiteral("handout-") + pageSize));
    QVERIFY(path.endsWith(QStringLiteral("general-elu1-prefix1-handout-%1.pdf").arg(pageSize)));
    QSignalSpy busy(exporter_.get(), &ExportController::busyChanged);
    bool succeeded = false;
    QVERIFY(finishes(
        [&] { return exporter_->exportHandout(QUrl::fromLocalFile(path), pageSize); }, succeeded));
    QVERIFY2(succeeded, qPrintable(exporter_->errorMessage()));
    QCOMPARE(busy.size(), 2); // busy while the charts were grabbed, then not
    QVERIFY(exporter_->statusMessage().contains(path));
    QCOMPARE(entriesOf(directory.path()), QStringList {QFileInfo(path).fileName()});

    const QByteArray pdf = readFile(path);
    QVERIFY2(pdf.startsWith("%PDF-"), pdf.left(16).constData());

    const ToolResult info = runPdfTool(QStringLiteral("pdfinfo"), {path});
    QVERIFY2(info.ran, qPrintable(info.failure));
    const QString infoText = QString::fromUtf8(info.output);
    QVERIFY2(infoText.contains(QRegularExpression(
                 QStringLiteral("Page size:\\s+%1").arg(QRegularExpression::escape(pageSizeLine)))),
        qPrintable(infoText));

    // Real text, one line per row of the derivation.
    const ToolResult text = runPdfTool(
        QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    QVERIFY2(text.ran, qPrintable(text.failure));
    const QString handout = QString::fromUtf8(text.output);
    const QStringList expectedLines {
        QStringLiteral("Query q = \\[0\\.5, 1\\]"),
        QStringLiteral("prefix 1 of 6 keys"),
        // φ(q) = [1.5, 2]
        QStringLiteral("φ\\(q\\), q = \\[0\\.5, 1\\].*=\\s*\\[1\\.5, 2\\]"),
        // Z = S = [2, 1], named by the token they end at: prefix 1 is token 0.
        QStringLiteral("Z₀ = φ\\(k₀\\).*=\\s*\\[2, 1\\]"),
        QStringLiteral("S₀ = φ\\(k₀\\)v₀.*=\\s*\\[2, 1\\]"),
        // denominator (1.5 × 2) + (2 × 1) = 5, numerator 5, output 1
        QStringLiteral("denominator φ\\(q\\)·Z₀\\s+\\(1\\.5 × 2\\) \\+ \\(2 × 1\\)\\s+=\\s*5\\s*$"),
        QStringLiteral("numerator φ\\(q\\)·S₀\\s+\\(1\\.5 × 2\\) \\+ \\(2 × 1\\)\\s+=\\s*5\\s*$"),
        QStringLiteral("output φ\\(q\\)·S₀ / φ\\(q\\)·Z₀\\s+5\\s*/\\s*5\\s+=\\s*1\\s*$"),
        // The step table's first row: t = 0, k, v, φ(k), score, S, Z.
        QStringLiteral("^\\s*0\\s+\\[1, 0\\]\\s+1\\s+\\[2, 1\\]\\s+5\\s+\\[2, 1\\]\\s+\\[2, 1\\]"),
        QStringLiteral("Charts at prefix 1"),
    };
    for (const QString &pattern : expectedLines) {
        const QRegularExpression expression(pattern, QRegularExpression::MultilineOption);
        QVERIFY2(expression.isValid(), qPrintable(pattern));
        QVERIFY2(expression.match(handout).hasMatch(),
            qPrintable(QStringLiteral("no line matches /%1/ in:\n%2").arg(pattern, handout)));
    }

    // The three charts as vector drawings: their titles and axis labels are text
    // on the page, and the PDF holds no picture at all. Read in the order they were drawn
    // (-raw): a layout of the page's columns may interleave a chart's rotated axis title
    // with its neighbours' words. (Read so, the rotated titles break after each word: the
    // SVG tests find them whole.)
    const ToolResult drawnText = runPdfTool(
        QStringLiteral("pdftotext"), {QStringLiteral("-raw"), path, QStringLiteral("-")});
    QVERIFY2(drawnText.ran, qPrintable(drawnText.failure));
    const QString drawn = QString::fromUtf8(drawnText.output);
    for (const QString &label :
        {QStringLiteral("The query/key plane"), QStringLiteral("coordinate 1"),
            QStringLiteral("Attention weights of the included keys"),
            QStringLiteral("included key"), QStringLiteral("Output against prefix"),
            QStringLiteral("linear attention"), QStringLiteral("current prefix")})
        QVERIFY2(
            drawn.contains(label), qPrintable(label + QStringLiteral(" is not in:\n") + drawn));
    const ToolResult images
        = runPdfTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path});
    QVERIFY2(images.ran, qPrintable(images.failure));
    const QStringList imageLines
        = QString::fromUtf8(images.output).split(u'\n', Qt::SkipEmptyParts).mid(2);
    QVERIFY2(imageLines.isEmpty(), qPrintable(imageLines.join(u'\n')));
}

void TestExport::handoutShowsUnavailableInWords()
{
    setState(QStringLiteral("all-negative"), QStringLiteral("relu"), 2);
    const QString path = directory_.filePath(QStringLiteral("unavailable.pdf"));
    bool succeeded = false;
    QVERIFY(finishes(
        [&] { return exporter_->exportHandout(QUrl::fromLocalFile(path), QStringLiteral("a4")); },
        succeeded));
    QVERIFY2(succeeded, qPrintable(exporter_->errorMessage()));
    const ToolResult text = runPdfTool(
        QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    QVERIFY2(text.ran, qPrintable(text.failure));
    const QString handout = QString::fromUtf8(text.output);
    QVERIFY2(handout.contains(QRegularExpression(QStringLiteral(
                 "output φ\\(q\\)·S\\S* / φ\\(q\\)·Z\\S*\\s+0\\s*/\\s*0\\s+=\\s*Unavailable"))),
        qPrintable(handout));
    QVERIFY(!handout.contains(QStringLiteral("NaN")));
    QVERIFY(handout.contains(QStringLiteral("ReLU (relu)")));
}

// --- charts as PNG ---------------------------------------------------------------

void TestExport::pngScaleMultipliesThePixels_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<int>("scale");
    for (const char *chart : {"plane", "weights", "output"})
        for (int scale : {2, 3})
            QTest::addRow("%s %d×", chart, scale) << QString::fromLatin1(chart) << scale;
}

void TestExport::pngScaleMultipliesThePixels()
{
    QFETCH(QString, chart);
    QFETCH(int, scale);
    setState(QStringLiteral("general"), QStringLiteral("elu1"), 3);
    QTest::qWait(100);

    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    auto exportPng = [&](int pngScale) {
        const QString path = directory.filePath(
            exporter_->suggestedFileName(QStringLiteral("%1-%2x").arg(chart).arg(pngScale)));
        bool succeeded = false;
        if (!finishes(
                [&] {
                    return exporter_->exportChartPng(chart, pngScale, QUrl::fromLocalFile(path));
                },
                succeeded)
            || !succeeded)
            return QImage();
        return QImage(path, "PNG");
    };
    const QImage one = exportPng(1);
    QVERIFY2(!one.isNull(), qPrintable(exporter_->errorMessage()));
    const QImage scaled = exportPng(scale);
    QVERIFY2(!scaled.isNull(), qPrintable(exporter_->errorMessage()));

    QQuickItem *item = exporter_->chartItem(chart);
    QVERIFY(item);
    QCOMPARE(one.size(), item->size().toSize());
    QCOMPARE(scaled.width(), scale * one.width());
    QCOMPARE(scaled.height(), scale * one.height());
    QVERIFY2(colourCount(one) > 4, "the 1× picture is blank");
    QVERIFY2(colourCount(scaled) > 4, "the scaled picture is blank");
    QVERIFY(exporter_->statusMessage().contains(
        QStringLiteral("%1 × %2").arg(scaled.width()).arg(scaled.height())));
    QCOMPARE(entriesOf(directory.path()).size(), 2);
}

// --- charts as SVG -----------------------------------------------------------------

namespace {

struct SvgContents {
    bool wellFormed = false;
    QString error;
    QStringList texts; // every <text>'s words, in order
    int images = 0; // <image> elements: bitmaps inside the drawing
    int shapes = 0; // <path>, <polyline>, <rect>, …
};

SvgContents readSvg(const QByteArray &bytes)
{
    SvgContents contents;
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QStringView name = xml.name();
        if (name == u"text")
            contents.texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        else if (name == u"image")
            ++contents.images;
        else if (name == u"path" || name == u"polyline" || name == u"rect" || name == u"line"
            || name == u"polygon" || name == u"ellipse" || name == u"circle")
            ++contents.shapes;
    }
    contents.wellFormed = !xml.hasError();
    contents.error = xml.errorString();
    return contents;
}

// The bounding boxes of the filled shapes made only of straight lines (markers: diamonds,
// squares, triangles) in groups that only move them (no rotation): what the chart's scatter
// markers become in an SVG.
QList<QRectF> straightMarkerBoxes(const QByteArray &bytes)
{
    QList<QRectF> boxes;
    QXmlStreamReader xml(bytes);
    bool moved = false;
    bool filled = false;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"g") {
            const QString transform = xml.attributes().value(QLatin1String("transform")).toString();
            moved = transform.startsWith(QStringLiteral("matrix(1,0,0,1,"));
            const QString fill = xml.attributes().value(QLatin1String("fill")).toString();
            filled = fill.startsWith(u'#')
                && xml.attributes().value(QLatin1String("fill-opacity")) != u"0";
            continue;
        }
        if (xml.name() != u"path" || !moved || !filled)
            continue;
        const QString d = xml.attributes().value(QLatin1String("d")).toString();
        if (d.contains(u'C') || d.contains(u'Q') || d.contains(u'A'))
            continue;
        QPolygonF points;
        const QRegularExpression number(QStringLiteral("(-?[0-9.e+-]+),(-?[0-9.e+-]+)"));
        for (const QRegularExpressionMatch &match : number.globalMatch(d))
            points << QPointF(match.captured(1).toDouble(), match.captured(2).toDouble());
        if (points.size() >= 3)
            boxes << points.boundingRect();
    }
    return boxes;
}

} // namespace

void TestExport::svgIsVectorWithLabelsAsText_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QStringList>("labels");
    QTest::newRow("plane") << "plane"
                           << QStringList {"The query/key plane", "coordinate 1", "coordinate 2",
                                  "q", "included keys", "not yet included"};
    QTest::newRow("weights") << "weights"
                             << QStringList {"Attention weights of the included keys",
                                    "included key", "weight", "linear attention",
                                    "softmax e^(q·k)"};
    QTest::newRow("output") << "output"
                            << QStringList {"Output against prefix", "prefix", "output",
                                   "linear attention", "softmax e^(q·k)", "current prefix"};
}

// Each chart as SVG: a document an SVG reader accepts, its size the chart's on screen, its
// titles, axis labels and legend as text (not outlines, not a picture).
void TestExport::svgIsVectorWithLabelsAsText()
{
    QFETCH(QString, chart);
    QFETCH(QStringList, labels);
    setState(QStringLiteral("general"), QStringLiteral("elu1"), 3);
    QTest::qWait(100);

    const QString path
        = directory_.filePath(exporter_->suggestedFileName(chart + QStringLiteral("-svg")));
    QVERIFY(path.endsWith(QStringLiteral("-%1.svg").arg(chart)));
    bool succeeded = false;
    QVERIFY(finishes(
        [&] {
            return exporter_->exportAs(chart + QStringLiteral("-svg"), QUrl::fromLocalFile(path));
        },
        succeeded));
    QVERIFY2(succeeded, qPrintable(exporter_->errorMessage()));
    QVERIFY2(exporter_->statusMessage().contains(QStringLiteral("as SVG")),
        qPrintable(exporter_->statusMessage()));

    const QByteArray bytes = readFile(path);
    QSvgRenderer renderer(bytes);
    QVERIFY(renderer.isValid());
    QQuickItem *item = exporter_->chartItem(chart);
    QVERIFY(item);
    // One unit per pixel on screen (the width and height are written in millimetres).
    QCOMPARE(renderer.viewBoxF(), QRectF(QPointF(0, 0), item->size()));
    const SvgContents contents = readSvg(bytes);
    QVERIFY2(contents.wellFormed, qPrintable(contents.error));
    QCOMPARE(contents.images, 0);
    QVERIFY2(contents.shapes > 10, "hardly anything is drawn");
    for (const QString &label : labels)
        QVERIFY2(contents.texts.contains(label),
            qPrintable(QStringLiteral("no <text> '%1' among: %2")
                           .arg(label, contents.texts.join(QStringLiteral(" | ")))));
    // Tick labels are text too: the plane's axes run from -2.
    if (chart == QLatin1String("plane"))
        QVERIFY(contents.texts.contains(QStringLiteral("-2")));
}

// The Unavailable tokens' markers sit on the bottom edge of the plot, where the window shows only
// their upper halves (the plot clips them). The SVG does the same: each of the three diamonds of
// seq-relu-gaps under ReLU (tokens 1, 3 and 5) is cut to its upper half, about half as high as
// wide, where a whole diamond is as high as wide.
void TestExport::svgClipsWhatTheWindowClips()
{
    ProblemModel &problem = *launcher_->problem();
    SequenceModel &sequence = *launcher_->sequence();
    const auto back = qScopeGuard([&] {
        problem.setSequenceView(false);
        sequence.setSequenceId(QStringLiteral("seq-general"));
        problem.attention()->setFeatureMapId(QStringLiteral("elu1"));
    });
    problem.setSequenceView(true);
    QVERIFY(sequence.setSequenceId(QStringLiteral("seq-relu-gaps")));
    problem.attention()->setFeatureMapId(QStringLiteral("relu"));
    QTRY_VERIFY(launcher_->exporter()->chartItem(QStringLiteral("sequence-output")));
    QTest::qWait(300);
    const QString path = directory_.filePath(QStringLiteral("gaps-output.svg"));
    QSignalSpy finished(launcher_->exporter(), &ExportController::exportFinished);
    launcher_->exporter()->exportChartSvg(
        QStringLiteral("sequence-output"), QUrl::fromLocalFile(path));
    QVERIFY(!finished.isEmpty() && finished.constFirst().at(0).toBool());
    const QList<QRectF> markers = straightMarkerBoxes(readFile(path));
    int cut = 0;
    for (const QRectF &box : markers) {
        if (box.width() < 10 || box.width() > 40 || box.height() < 5)
            continue; // not a marker (the background, the legend's thin bars)
        QVERIFY2(box.height() <= 0.6 * box.width(),
            qPrintable(QStringLiteral("a marker %1 wide and %2 high: not cut at the plot's edge")
                           .arg(box.width())
                           .arg(box.height())));
        ++cut;
    }
    QString seen;
    for (const QRectF &box : markers)
        seen += QStringLiteral("%1×%2 ").arg(box.width()).arg(box.height());
    QVERIFY2(cut == 3, qPrintable(seen));
}

// While a lesson question covers the output chart, its SVG is the cover: a vector file keeps
// whatever is drawn in it, even under an opaque shape, so nothing under the cover is drawn.
// Out of the lesson, the chart is back.
void TestExport::svgOfACoveredChartHoldsOnlyTheCover()
{
    WalkthroughModel &walkthrough = *launcher_->walkthrough();
    QVERIFY(walkthrough.start(QStringLiteral("reassociation")));
    int step = 0;
    while (!walkthrough.concealsOutputChart() && step + 1 < walkthrough.stepCount())
        walkthrough.goToStep(++step);
    QVERIFY2(walkthrough.concealsOutputChart(), "no step of the lesson covers the output chart");
    QTest::qWait(100);

    const QString path = directory_.filePath(QStringLiteral("covered.svg"));
    bool succeeded = false;
    QVERIFY(finishes(
        [&] {
            return exporter_->exportChartSvg(QStringLiteral("output"), QUrl::fromLocalFile(path));
        },
        succeeded));
    QVERIFY2(succeeded, qPrintable(exporter_->errorMessage()));
    SvgContents covered = readSvg(readFile(path));
    QVERIFY(covered.wellFormed);
    // The cover's one sentence (wrapped over lines), and no other word.
    QCOMPARE(covered.texts.join(u' '),
        QStringLiteral("Output against prefix: hidden until the question is answered"));

    walkthrough.leave();
    QTest::qWait(100);
    QVERIFY(!walkthrough.concealsOutputChart());
    QVERIFY(finishes(
        [&] {
            return exporter_->exportChartSvg(QStringLiteral("output"), QUrl::fromLocalFile(path));
        },
        succeeded));
    QVERIFY2(succeeded, qPrintable(exporter_->errorMessage()));
    const SvgContents shown = readSvg(readFile(path));
    QVERIFY(shown.texts.contains(QStringLiteral("linear attention")));
}

// In the sequence lesson a question about the weights covers the linear heatmap only: its SVG
// holds that cover and the softmax heatmap, and not one cell or label of the linear one.
void TestExport::svgOfACoveredHeatmapHoldsOnlyItsCover()
{
    ExportController &controller = *launcher_->exporter();
    WalkthroughModel &walkthrough = *launcher_->walkthrough();
    QVERIFY(walkthrough.start(QStringLiteral("three-ways")));
    // The lesson sets γ, C and the token: the defaults again for the tests after this one.
    const auto leave = qScopeGuard([&] {
        walkthrough.leave();
        launcher_->problem()->setSequenceView(false);
        launcher_->sequence()->setDecay(1.0);
        launcher_->sequence()->setChunkText(QStringLiteral("4"));
        launcher_->sequence()->setToken(0);
    });
    int step = 0;
    while (!walkthrough.concealsLinearWeights() && step + 1 < walkthrough.stepCount())
        walkthrough.goToStep(++step);
    QVERIFY2(walkthrough.concealsLinearWeights(), "no step of the lesson covers the weights");
    QTRY_VERIFY(controller.problem()->sequenceView()
        && controller.chartItem(QStringLiteral("sequence-weights")));
    QTest::qWait(300);

    const auto svgTexts = [&](const QString &name) {
        const QString path = directory_.filePath(name);
        QSignalSpy finished(&controller, &ExportController::exportFinished);
        controller.exportChartSvg(QStringLiteral("sequence-weights"), QUrl::fromLocalFile(path));
        if (finished.isEmpty() || !finished.constFirst().at(0).toBool())
            return QStringList {controller.errorMessage()};
        return readSvg(readFile(path)).texts;
    };
    const QStringList covered = svgTexts(QStringLiteral("covered-weights.svg"));
    QVERIFY2(covered.join(u' ').contains(
                 QStringLiteral("Linear attention weights: hidden until the question is answered")),
        qPrintable(covered.join(QStringLiteral(" | "))));
    QVERIFY(covered.contains(QStringLiteral("Softmax weights")));
    // Each heatmap numbers its rows and columns: token 2's label twice in one heatmap.
    QCOMPARE(covered.count(QStringLiteral("2")), 2);

    walkthrough.leave();
    launcher_->problem()->setSequenceView(true);
    // The export menu follows the view: its tables are every token.
    QTRY_COMPARE(controller.tableMenuLabels().value(QStringLiteral("csv")).toString(),
        QStringLiteral("Every token as CSV…"));
    QTest::qWait(300);
    const QStringList shown = svgTexts(QStringLiteral("shown-weights.svg"));
    QVERIFY(shown.contains(QStringLiteral("Linear attention weights")));
    QCOMPARE(shown.count(QStringLiteral("2")), 4);
}

// --- the lesson's worksheet, printed from the window ---------------------------------

// Reassociation step 7 asks for Z₂'s coordinates: the step table, the notebook, the handout and
// the clipboard would print them, so they are refused, with the reason in the strip, until the
// question is revealed; the Export menu says so (answerHidden).
void TestExport::tablesWaitForTheOpenQuestion()
{
    ExportController &controller = *launcher_->exporter();
    WalkthroughModel &walkthrough = *launcher_->walkthrough();
    QVERIFY(!controller.answerHidden());
    QSignalSpy hidden(&controller, &ExportController::answerHiddenChanged);
    QVERIFY(walkthrough.start(QStringLiteral("reassociation"), 6));
    const auto leave = qScopeGuard([&walkthrough] { walkthrough.leave(); });
    QVERIFY(hidden.count() >= 1);
    QVERIFY(controller.answerHidden());
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString csv = directory.filePath(QStringLiteral("table.csv"));
    for (const QString &kind :
        {QStringLiteral("csv"), QStringLiteral("json"), QStringLiteral("markdown"),
            QStringLiteral("latex"), QStringLiteral("ipynb"), QStringLiteral("handout-a4")}) {
        const QString path = directory.filePath(QStringLiteral("refused.") + kind);
        QSignalSpy finished(&controller, &ExportController::exportFinished);
        QVERIFY2(!controller.exportAs(kind, QUrl::fromLocalFile(path)), qPrintable(kind));
        QCOMPARE(finished.size(), 1);
        QVERIFY2(controller.errorMessage().contains(QStringLiteral("open question")),
            qPrintable(controller.errorMessage()));
        QVERIFY2(!QFileInfo::exists(path), qPrintable(path));
    }
    QVERIFY(!controller.copyTable());
    QVERIFY(controller.errorMessage().startsWith(QStringLiteral("Nothing was copied")));
    walkthrough.reveal();
    QVERIFY(!controller.answerHidden());
    QVERIFY2(controller.exportAs(QStringLiteral("csv"), QUrl::fromLocalFile(csv)),
        qPrintable(controller.errorMessage()));
    QVERIFY(QFileInfo::exists(csv));
}

void TestExport::printingAWorksheetLeavesTheLessonAsItWas_data()
{
    QTest::addColumn<bool>("answerKey");
    QTest::newRow("worksheet") << false;
    QTest::newRow("answer key") << true;
}

// Lessons → Print worksheet… while the class is at a question: the PDF is made by a second,
// offscreen program, so the lesson on screen stays at its step with the question still open
// (no answer shown, none lost), and the Export strip says where the file went.
void TestExport::printingAWorksheetLeavesTheLessonAsItWas()
{
    QFETCH(bool, answerKey);
    const Linattn linattn;
    QVERIFY2(linattn.problem().isEmpty(), qPrintable(linattn.problem()));
    WalkthroughModel &walkthrough = *launcher_->walkthrough();
    QVERIFY(walkthrough.start(QStringLiteral("reassociation")));
    int step = 0;
    while (!walkthrough.concealsOutputChart() && step + 1 < walkthrough.stepCount())
        walkthrough.goToStep(++step);
    QVERIFY(walkthrough.concealsOutputChart());
    walkthrough.submitNumber(QStringLiteral("123456"));
    const QString answerState = walkthrough.answerState();
    const QString feedback = walkthrough.feedback();
    QVERIFY(answerState != QLatin1String("revealed"));

    WorksheetPrinter printer;
    printer.setProgram(linattn.path());
    printer.setWalkthrough(&walkthrough);
    printer.setExporter(exporter_.get());
    QVERIFY(printer.available());
    QSignalSpy stepChanges(&walkthrough, &WalkthroughModel::stepChanged);
    QSignalSpy answerChanges(&walkthrough, &WalkthroughModel::answerChanged);
    QSignalSpy finished(&printer, &WorksheetPrinter::exportFinished);
    const QString path = directory_.filePath(printer.suggestedFileName(answerKey));
    QVERIFY(path.endsWith(QStringLiteral(".pdf")));
    QVERIFY(printer.print(QUrl::fromLocalFile(path), answerKey));
    QVERIFY(printer.busy());
    QVERIFY(finished.wait(60000));
    QVERIFY2(finished.constFirst().at(0).toBool(), qPrintable(exporter_->errorMessage()));
    QVERIFY(!printer.busy());
    QVERIFY(exporter_->statusMessage().contains(path));

    // The PDF is the lesson's; the window's lesson never moved.
    const ToolResult text = runPdfTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    QVERIFY2(text.ran, qPrintable(text.failure));
    QVERIFY(QString::fromUtf8(text.output).contains(walkthrough.lessonTitle()));
    QCOMPARE(stepChanges.size(), 0);
    QCOMPARE(answerChanges.size(), 0);
    QCOMPARE(walkthrough.stepIndex(), step);
    QCOMPARE(walkthrough.answerState(), answerState);
    QCOMPARE(walkthrough.feedback(), feedback);
    QVERIFY(walkthrough.concealsOutputChart());
    walkthrough.leave();
    QVERIFY(!printer.available());
}

// --- the sequence view -------------------------------------------------------------

// With the sequence view shown, the window's own controller (the Export menu's) exports the
// tokens as the command line does, the matrices and the output chart as PNGs, and the
// sequence's handout; the single view's charts and the copy are not offered.
void TestExport::sequenceViewExportsItsOwn()
{
    ExportController &controller = *launcher_->exporter();
    SequenceModel &sequence = *launcher_->sequence();
    QVERIFY(sequence.setSequenceId(QStringLiteral("seq-general")));
    QVERIFY(launcher_->model()->setState(QStringLiteral("general"), QStringLiteral("elu1"), 1));
    launcher_->problem()->setSequenceView(true);
    // The export menu follows the view: its tables are every token.
    QTRY_COMPARE(controller.tableMenuLabels().value(QStringLiteral("csv")).toString(),
        QStringLiteral("Every token as CSV…"));
    QTRY_VERIFY(controller.chartItem(QStringLiteral("sequence-weights"))
        && controller.chartItem(QStringLiteral("sequence-output")));
    QTest::qWait(300);
    const auto back = qScopeGuard([this] { launcher_->problem()->setSequenceView(false); });

    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const auto run = [&controller](const std::function<bool()> &start) {
        QSignalSpy finished(&controller, &ExportController::exportFinished);
        start();
        return (!finished.isEmpty() || finished.wait(kExportTimeoutMs))
            && finished.constFirst().at(0).toBool();
    };

    QCOMPARE(controller.suggestedFileName(QStringLiteral("csv")),
        QStringLiteral("seq-general-elu1-gamma1-C4-token0.csv"));
    const QString csvPath = directory.filePath(QStringLiteral("tokens.csv"));
    QVERIFY2(run([&] {
        return controller.exportAs(QStringLiteral("csv"), QUrl::fromLocalFile(csvPath));
    }),
        qPrintable(controller.errorMessage()));
    const SequencePreset *preset = ProblemCatalog::findSequence("seq-general");
    QVERIFY(preset);
    const SequenceTable table = computeSequence(
        preset->data, featureMapNamed(QStringLiteral("elu1")), SequenceSettings {}, preset->id);
    QCOMPARE(readFile(csvPath), QByteArray::fromStdString(exportSequenceCsv(table)));
    QVERIFY(controller.statusMessage().contains(QStringLiteral("8 tokens")));

    const QString pngPath = directory.filePath(QStringLiteral("weights.png"));
    QVERIFY2(run([&] {
        return controller.exportAs(
            QStringLiteral("sequence-weights-2x"), QUrl::fromLocalFile(pngPath));
    }),
        qPrintable(controller.errorMessage()));
    const QImage weights(pngPath, "PNG");
    QCOMPARE(weights.size(),
        2 * controller.chartItem(QStringLiteral("sequence-weights"))->size().toSize());
    QVERIFY2(colourCount(weights) > 4, "the matrices' picture is blank");

    const QString pdfPath = directory.filePath(QStringLiteral("handout.pdf"));
    QVERIFY2(run([&] {
        return controller.exportAs(QStringLiteral("handout-a4"), QUrl::fromLocalFile(pdfPath));
    }),
        qPrintable(controller.errorMessage()));
    const ToolResult text = runPdfTool(QStringLiteral("pdftotext"), {pdfPath, QStringLiteral("-")});
    QVERIFY2(text.ran, qPrintable(text.failure));
    QVERIFY(
        QString::fromUtf8(text.output).contains(QStringLiteral("Every token (token 0 shaded)")));

    // The other view's chart and the copy are refused, saying why.
    QVERIFY(!controller.exportChartPng(QStringLiteral("plane"), 1,
        QUrl::fromLocalFile(directory.filePath(QStringLiteral("plane.png")))));
    QVERIFY(
        controller.errorMessage().contains(QStringLiteral("sequence-weights, sequence-output")));
    QVERIFY(!controller.copyTable());
    QVERIFY(controller.errorMessage().contains(QStringLiteral("save the tokens as CSV")));
    QCOMPARE(entriesOf(directory.path()),
        (QStringList {QStringLiteral("handout.pdf"), QStringLiteral("tokens.csv"),
            QStringLiteral("weights.png")}));
}

// --- failures ------------------------------------------------------------------

void TestExport::failedExportLeavesNoFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("where"); // "below a file", "missing folder", "a folder", "/proc"

    for (const char *kind : {"csv", "json", "markdown", "latex", "handout-a4", "handout-letter",
             "plane-1x", "output-2x", "weights-svg"})
        for (const char *where : {"below a file", "missing folder", "a folder", "/proc"})
            QTest::addRow("%s %s", kind, where)
                << QString::fromLatin1(kind) << QString::fromLatin1(where);
}

void TestExport::failedExportLeavesNoFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, where);
    setState(QStringLiteral("partly-negative"), QStringLiteral("relu"), 2);

    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    // A regular file used as a folder fails even for root.
    QVERIFY(writeFile(directory.filePath(QStringLiteral("file.txt")), kKnownContent));
    QVERIFY(QDir(directory.path()).mkdir(QStringLiteral("folder")));
    QString path;
    QString reason; // what the message must say, in words a person can act on
    if (where == QLatin1String("below a file")) {
        path = directory.filePath(QStringLiteral("file.txt/out"));
        reason = directory.filePath(QStringLiteral("file.txt"))
            + QStringLiteral(" is a file, not a folder");
    } else if (where == QLatin1String("missing folder")) {
        path = directory.filePath(QStringLiteral("missing/out"));
        reason = QStringLiteral("the folder %1 does not exist")
                     .arg(directory.filePath(QStringLiteral("missing")));
    } else if (where == QLatin1String("a folder")) {
        path = directory.filePath(QStringLiteral("folder"));
        reason = path + QStringLiteral(" is a folder, not a file");
    } else {
        if (!QFileInfo(QStringLiteral("/proc")).isDir())
            QSKIP("no /proc on this system");
        // A folder that exists and looks writable to root, yet takes no files:
        // the system says "No such file or directory", which misleads.
        path = QStringLiteral("/proc/linattn-export.%1").arg(kind);
        reason = QStringLiteral("the folder /proc does not take new files");
    }
    const QStringList before = entriesOf(directory.path());

    QSignalSpy errors(exporter_.get(), &ExportController::errorMessageChanged);
    bool succeeded = true;
    QVERIFY(
        finishes([&] { return exporter_->exportAs(kind, QUrl::fromLocalFile(path)); }, succeeded));
    QVERIFY(!succeeded);
    QCOMPARE(errors.size(), 1);
    const QString message = exporter_->errorMessage();
    QVERIFY2(message.startsWith(path + QStringLiteral(": cannot write: ") + reason),
        qPrintable(message));
    QCOMPARE(exporter_->statusMessage(), QString());

    // Nothing written anywhere, the file and folder as they were.
    QCOMPARE(entriesOf(directory.path()), before);
    QCOMPARE(readFile(directory.filePath(QStringLiteral("file.txt"))), kKnownContent);
    QCOMPARE(entriesOf(directory.filePath(QStringLiteral("folder"))), QStringList());
    // The window keeps its state.
    QCOMPARE(launcher_->model()->presetId(), QStringLiteral("partly-negative"));
    QCOMPARE(launcher_->model()->featureMapId(), QStringLiteral("relu"));
    QCOMPARE(launcher_->model()->prefix(), 2);
}

void TestExport::badRequestsAreRefused_data()
{
    QTest::addColumn<QString>("call");
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("messagePattern");

    // Files in the test's own folder, which must stay empty.
    const auto file = [this](const char *name) {
        return QUrl::fromLocalFile(directory_.filePath(QLatin1String(name))).toString();
    };
    QTest::newRow("unknown table format")
        << "table"
        << "xls" << file("refused.xls") << "unknown table format 'xls'";
    QTest::newRow("unknown page size") << "handout"
                                       << "a5" << file("refused.pdf") << "unknown page size 'a5'";
    QTest::newRow("unknown chart") << "png"
                                   << "pie" << file("refused.png") << "unknown chart 'pie'";
    QTest::newRow("unknown chart as SVG") << "svg"
                                          << "pie" << file("refused.svg") << "unknown chart 'pie'";
    QTest::newRow("scale 4") << "png4"
                             << "plane" << file("refused.png") << "1, 2 or 3, not 4";
    QTest::newRow("unknown kind") << "as"
                                  << "plane-9x" << file("refused") << "unknown kind";
    QTest::newRow("no file") << "table"
                             << "csv"
                             << ""
                             << "No file was chosen";
    QTest::newRow("remote file") << "table"
                                 << "csv"
                                 << "https://example.org/x.csv"
                                 << "only files on this computer";
}

void TestExport::badRequestsAreRefused()
{
    QFETCH(QString, call);
    QFETCH(QString, argument);
    QFETCH(QString, url);
    QFETCH(QString, messagePattern);

    bool succeeded = true;
    QVERIFY(finishes(
        [&] {
            const QUrl file(url);
            if (call == QLatin1String("table"))
                return exporter_->exportTable(argument, file);
            if (call == QLatin1String("handout"))
                return exporter_->exportHandout(file, argument);
            if (call == QLatin1String("png"))
                return exporter_->exportChartPng(argument, 2, file);
            if (call == QLatin1String("svg"))
                return exporter_->exportChartSvg(argument, file);
            if (call == QLatin1String("png4"))
                return exporter_->exportChartPng(argument, 4, file);
            return exporter_->exportAs(argument, file);
        },
        succeeded));
    QVERIFY(!succeeded);
    QVERIFY2(
        exporter_->errorMessage().contains(messagePattern), qPrintable(exporter_->errorMessage()));
    if (QUrl(url).isLocalFile())
        QVERIFY(!QFileInfo::exists(QUrl(url).toLocalFile()));
}

void TestExport::successClearsAnEarlierError()
{
    setState(QStringLiteral("general"), QStringLiteral("elu1"), 1);
    bool succeeded = true;
    QVERIFY(finishes(
        [&] {
            return exporter_->exportTable(QStringLiteral("csv"),
                QUrl::fromLocalFile(directory_.filePath(QStringLiteral("none/x.csv"))));
        },
        succeeded));
    QVERIFY(!succeeded);
    QVERIFY(!exporter_->errorMessage().isEmpty());
    QVERIFY(finishes(
        [&] {
            return exporter_->exportTable(QStringLiteral("json"),
                QUrl::fromLocalFile(directory_.filePath(QStringLiteral("ok.json"))));
        },
        succeeded));
    QVERIFY(succeeded);
    QCOMPARE(exporter_->errorMessage(), QString());
    QVERIFY(!exporter_->statusMessage().isEmpty());
    // Where the next dialog opens is FileChooser's (tst_file_chooser).
    QSignalSpy cleared(exporter_.get(), &ExportController::statusMessageChanged);
    exporter_->clearMessages();
    QCOMPARE(cleared.size(), 1);
    QCOMPARE(exporter_->statusMessage(), QString());
}

void TestExport::suggestedFileNames_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("name");
    QTest::newRow("csv") << "csv"
                         << "general-elu1-prefix3.csv";
    QTest::newRow("json") << "json"
                          << "general-elu1-prefix3.json";
    QTest::newRow("markdown") << "markdown"
                              << "general-elu1-prefix3.md";
    QTest::newRow("latex") << "latex"
                           << "general-elu1-prefix3.tex";
    QTest::newRow("handout a4") << "handout-a4"
                                << "general-elu1-prefix3-handout-a4.pdf";
    QTest::newRow("handout letter") << "handout-letter"
                                    << "general-elu1-prefix3-handout-letter.pdf";
    QTest::newRow("plane 2x") << "plane-2x"
                              << "general-elu1-prefix3-plane-2x.png";
    QTest::newRow("output 3x") << "output-3x"
                               << "general-elu1-prefix3-output-3x.png";
}

void TestExport::suggestedFileNames()
{
    QFETCH(QString, kind);
    QFETCH(QString, name);
    setState(QStringLiteral("general"), QStringLiteral("elu1"), 3);
    QCOMPARE(exporter_->suggestedFileName(kind), name);
    QVERIFY(!exporter_->nameFilters(kind).isEmpty());
    QVERIFY(!exporter_->dialogTitle(kind).isEmpty());
    QCOMPARE(exporter_->defaultSuffix(kind), QFileInfo(name).suffix());
}

// --- the memory lab ----------------------------------------------------------------

// The memory lab saves its charts through the window's exporter: each as SVG (its title and
// its series as vector graphics) and as a PNG at twice its size, only while it is on screen,
// named by the lab rather than by the problem shown; they are neither in the Export menu nor in
// the handout.
void TestExport::memoryLabSavesItsCharts()
{
    ExportController &controller = *launcher_->exporter();
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString closedPath = directory.filePath(QStringLiteral("closed.svg"));
    // Before the lab was ever opened its charts are not on screen.
    QVERIFY(
        !controller.exportAs(QStringLiteral("memory-keys-svg"), QUrl::fromLocalFile(closedPath)));
    QVERIFY2(controller.errorMessage().contains(QStringLiteral("is not on screen")),
        qPrintable(controller.errorMessage()));
    QVERIFY(!QFileInfo::exists(closedPath));

    QQuickWindow *window = launcher_->window();
    QVERIFY(QMetaObject::invokeMethod(window, "run", Q_ARG(QString, QStringLiteral("memoryLab"))));
    QObject *lab = window->property("memoryLab").value<QObject *>();
    QVERIFY(lab);
    const auto closeLab = qScopeGuard([lab] { QMetaObject::invokeMethod(lab, "close"); });
    QTRY_VERIFY(lab->property("opened").toBool());
    QTRY_VERIFY(controller.chartItem(QStringLiteral("memory-keys"))
        && controller.chartItem(QStringLiteral("memory-keys"))->isVisible());
    QTest::qWait(300);

    for (const QVariant &entry : controller.chartMenu())
        QVERIFY(!entry.toMap()
                     .value(QStringLiteral("chart"))
                     .toString()
                     .startsWith(QStringLiteral("memory")));
    QCOMPARE(controller.suggestedFileName(QStringLiteral("memory-keys-svg")),
        QStringLiteral("linattn-memory-keys.svg"));

    const auto run = [&controller](const std::function<bool()> &start) {
        QSignalSpy finished(&controller, &ExportController::exportFinished);
        start();
        return (!finished.isEmpty() || finished.wait(kExportTimeoutMs))
            && finished.constFirst().at(0).toBool();
    };
    const QString svgPath = directory.filePath(QStringLiteral("keys.svg"));
    QVERIFY2(run([&] {
        return controller.exportAs(QStringLiteral("memory-keys-svg"), QUrl::fromLocalFile(svgPath));
    }),
        qPrintable(controller.errorMessage()));
    const QByteArray svg = readFile(svgPath);
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("<path") || svg.contains("<polyline"));
    QVERIFY2(controller.statusMessage().contains(QStringLiteral("The memory's keys")),
        qPrintable(controller.statusMessage()));

    const QString pngPath = directory.filePath(QStringLiteral("values.png"));
    QVERIFY2(run([&] {
        return controller.exportAs(
            QStringLiteral("memory-values-2x"), QUrl::fromLocalFile(pngPath));
    }),
        qPrintable(controller.errorMessage()));
    const QImage values(pngPath, "PNG");
    QCOMPARE(
        values.size(), 2 * controller.chartItem(QStringLiteral("memory-values"))->size().toSize());
    QVERIFY2(colourCount(values) > 4, "the value plane's picture is blank");

    // The handout: the settings, every pair with what the memory and softmax return, S, the
    // charts on screen and the papers, as text (a reader finds every number), on A4.
    QCOMPARE(controller.suggestedFileName(QStringLiteral("memory-handout-a4")),
        QStringLiteral("linattn-memory-handout-a4.pdf"));
    auto *memory = controller.memoryLab();
    QVERIFY(memory);
    const QString pdfPath = directory.filePath(QStringLiteral("memory.pdf"));
    QVERIFY2(run([&] {
        return controller.exportAs(
            QStringLiteral("memory-handout-a4"), QUrl::fromLocalFile(pdfPath));
    }),
        qPrintable(controller.errorMessage()));
    const ToolResult text = runPdfTool(
        QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdfPath, QStringLiteral("-")});
    QVERIFY2(text.ran, qPrintable(text.failure));
    const QString printed = QString::fromUtf8(text.output).simplified();
    QStringList expected {QStringLiteral("Linear attention as a key→value memory"),
        memory->settingsCaption(), memory->memorySummary(), memory->softmaxSummary(),
        QStringLiteral("The memory's keys"), QStringLiteral("The memory's values and read-outs"),
        QStringLiteral("Linear Transformers Are Secretly Fast Weight Programmers")};
    for (const QVariant &entry : memory->pairs()) {
        const QVariantMap pair = entry.toMap();
        expected << pair.value(QStringLiteral("key")).toString()
                 << pair.value(QStringLiteral("readout")).toString();
    }
    for (const QString &cell : memory->stateCells())
        expected << cell;
    for (const QString &wanted : expected)
        QVERIFY2(printed.contains(wanted.simplified()),
            qPrintable(QStringLiteral("'%1' is not printed in: %2").arg(wanted, printed)));
    const ToolResult info = runPdfTool(QStringLiteral("pdfinfo"), {pdfPath});
    QVERIFY2(info.ran, qPrintable(info.failure));
    QVERIFY2(
        QString::fromUtf8(info.output)
            .contains(QRegularExpression(QStringLiteral("Page size:\\s+595.* x 84[12].* pts"))),
        info.output.constData());

    // The capacity page is not shown: its charts are not on screen, and nothing is written.
    const QString hiddenPath = directory.filePath(QStringLiteral("error.svg"));
    QVERIFY(
        !controller.exportAs(QStringLiteral("memory-error-svg"), QUrl::fromLocalFile(hiddenPath)));
    QVERIFY(!QFileInfo::exists(hiddenPath));
}

// Under a lesson step at 1280 × 800 the plane is a short strip; Qt Charts elides an
// axis title longer than its axis ("coordinat…"), so the title is drawn smaller instead: the
// SVG, drawn from the chart as it is on screen, holds both titles whole.
void TestExport::aShortPlaneKeepsItsAxisTitlesWhole()
{
    QQuickWindow *window = launcher_->window();
    const QSize before = window->size();
    WalkthroughModel &walkthrough = *launcher_->walkthrough();
    const auto restore = qScopeGuard([&] {
        walkthrough.leave();
        window->resize(before);
    });
    window->resize(1280, 800);
    QVERIFY(walkthrough.start(QStringLiteral("reassociation"), 1));
    QQuickItem *plane = exporter_->chartItem(QStringLiteral("plane"));
    QVERIFY(plane);
    QTest::qWait(300);

    const QString path = directory_.filePath(QStringLiteral("short-plane.svg"));
    bool succeeded = false;
    QVERIFY(finishes(
        [&] { return exporter_->exportAs(QStringLiteral("plane-svg"), QUrl::fromLocalFile(path)); },
        succeeded));
    QVERIFY2(succeeded, qPrintable(exporter_->errorMessage()));
    const SvgContents contents = readSvg(readFile(path));
    QVERIFY2(contents.wellFormed, qPrintable(contents.error));
    for (const QString &title : {QStringLiteral("coordinate 1"), QStringLiteral("coordinate 2")})
        QVERIFY2(contents.texts.contains(title),
            qPrintable(QStringLiteral("no <text> '%1' among: %2 (plane %3 px high)")
                           .arg(title, contents.texts.join(QStringLiteral(" | ")))
                           .arg(plane->height())));
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
