// The command line of `linattn`, run as a separate process through QProcess:
// listings, --help and --version, exports compared byte for byte with the
// core's exporters, --data files, the PDF handout (`--export pdf`, read back
// with poppler-utils), and every kind of bad input (status 2, one
// line on standard error naming the place, nothing on standard output, no
// output file created or overwritten). Every process runs without
// QT_QPA_PLATFORM, DISPLAY and WAYLAND_DISPLAY, so a headless run that tried
// to open a window would fail.

#include "Catalog.h"
#include "PresetCatalog.h"
#include "Processes.h"
#include "TestFiles.h"
#include "Text.h"
#include "exporters.h"
#include "feature_map.h"
#include "random_features.h"
#include "step_table.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>
#include <string>

using namespace linattn;
using namespace linattn::test;

namespace {

constexpr qint64 kOneMebibyte = 1 << 20;
const QByteArray kKnownContent = "known content that must survive a refused export\n";

struct FormatName {
    const char *name;
    ExportFormat format;
};

// Written out here rather than taken from parseExportFormat(), so a wrong
// mapping in the program cannot agree with itself.
const FormatName kFormats[] = {
    {"csv", ExportFormat::Csv},
    {"json", ExportFormat::Json},
    {"markdown", ExportFormat::Markdown},
    {"latex", ExportFormat::Latex},
};

ExportFormat formatFromName(const QString &name)
{
    for (const FormatName &entry : kFormats)
        if (name == QLatin1String(entry.name))
            return entry.format;
    qFatal("tst_cli: unknown format name %s in test data", qPrintable(name));
}

// A regular expression matching `text` literally.
QString literal(const QString &text)
{
    return QRegularExpression::escape(text);
}

// A regular expression matching the whole number `n`, not a part of another
// number or word ("65" but not "165", "6.5" or "a65").
QString wholeNumber(int n)
{
    return QStringLiteral("(?<![\\w.])%1(?![\\w.])").arg(n);
}

// The data file format of the issue, written by hand so that literals such as
// 1e999 and NaN can be placed exactly.
QByteArray dataFileText(const QByteArray &query, const QByteArray &keys, const QByteArray &values)
{
    return "{\n"
           "  \"title\": \"Bad data\",\n"
           "  \"query\": "
        + query
        + ",\n"
          "  \"keys\": "
        + keys
        + ",\n"
          "  \"values\": "
        + values
        + "\n"
          "}\n";
}

QByteArray keysText(int count)
{
    QByteArrayList keys;
    for (int i = 0; i < count; ++i)
        keys << QByteArray("[") + QByteArray::number(i % 5 - 2) + ", "
                + QByteArray::number(0.5 * (i % 3)) + "]";
    return "[" + keys.join(", ") + "]";
}

QByteArray valuesText(int count)
{
    QByteArrayList values;
    for (int i = 0; i < count; ++i)
        values << QByteArray::number(i % 4 - 1);
    return "[" + values.join(", ") + "]";
}

QByteArray jsonArray(const std::vector<double> &numbers)
{
    QByteArrayList parts;
    for (double x : numbers)
        parts << QByteArray::number(x, 'g', 17);
    return "[" + parts.join(", ") + "]";
}

// The data as the `--data` JSON format, title included.
QByteArray dataFileFor(const AttentionData &data)
{
    QByteArrayList keys;
    for (const Vector &key : data.keys)
        keys << jsonArray(key);
    const QJsonValue title(QString::fromStdString(data.title));
    const QByteArray titleJson
        = QJsonDocument(QJsonArray {title}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    return "{\n  \"title\": " + titleJson + ",\n  \"query\": " + jsonArray(data.query)
        + ",\n  \"keys\": [" + keys.join(", ") + "],\n  \"values\": " + jsonArray(data.values)
        + "\n}\n";
}

QByteArray expectedExport(const AttentionData &data, const std::optional<std::string> &presetId,
    const QString &featureMapId, std::size_t prefix, ExportFormat format,
    int decimals = kDefaultDecimals)
{
    const StepTable table = computeStepTable(data, featureMapNamed(featureMapId), prefix, presetId);
    return QByteArray::fromStdString(exportStepTable(table, format, decimals));
}

// Empty when `result` is a proper refusal: status 2, nothing on standard
// output, exactly one non-empty line on standard error matching every pattern.
QString refusalProblem(const ProcessResult &result, const QStringList &messagePatterns)
{
    const QString errorText = QString::fromUtf8(result.standardError);
    if (result.exitCode != 2)
        return QStringLiteral("exit status %1, expected 2; stderr: %2")
            .arg(result.exitCode)
            .arg(errorText);
    if (!result.standardOutput.isEmpty())
        return QStringLiteral("standard output not empty: %1")
            .arg(QString::fromUtf8(result.standardOutput.left(300)));
    if (!errorText.endsWith(QLatin1Char('\n')) || errorText.count(QLatin1Char('\n')) != 1)
        return QStringLiteral("expected exactly one line on stderr, got: %1").arg(errorText);
    const QString line = errorText.trimmed();
    if (line.isEmpty())
        return QStringLiteral("the line on stderr is empty");
    for (const QString &pattern : messagePatterns) {
        const QRegularExpression expression(pattern);
        if (!expression.isValid())
            return QStringLiteral("invalid pattern in test data: %1").arg(pattern);
        if (!expression.match(line).hasMatch())
            return QStringLiteral("message \"%1\" does not match /%2/").arg(line, pattern);
    }
    return {};
}

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void listsOneIdAndTitlePerLine_data();
    void listsOneIdAndTitlePerLine();
    void helpDescribesTheOptions_data();
    void helpDescribesTheOptions();
    void versionPrintsTheVersion_data();
    void versionPrintsTheVersion();

    void exportToStandardOutputMatchesTheCore_data();
    void exportToStandardOutputMatchesTheCore();
    void decimalsRoundMarkdownAndLatexOnly_data();
    void decimalsRoundMarkdownAndLatexOnly();
    void exportToFileWritesTheSameBytes_data();
    void exportToFileWritesTheSameBytes();
    void dataFileReplacesThePreset();
    void dataFileAtTheLimitsIsAccepted_data();
    void dataFileAtTheLimitsIsAccepted();

    void favorAndEpsilonExportsMatchTheCore_data();
    void favorAndEpsilonExportsMatchTheCore();
    void badInputIsRefused_data();
    void badInputIsRefused();
    void unwritableOutputPathIsRefused_data();
    void unwritableOutputPathIsRefused();
    void emptyOptionValueIsRefused_data();
    void emptyOptionValueIsRefused();
    void badWalkthroughOptionsAreRefused_data();
    void badWalkthroughOptionsAreRefused();
    void checkLesson_data();
    void checkLesson();

    void pdfHandoutOfADataFile();
    void pdfHandoutIsWritten_data();
    void pdfHandoutIsWritten();
    void badPdfRequestsAreRefused_data();
    void badPdfRequestsAreRefused();

private:
    ProcessResult runLinattn(const QStringList &arguments) const
    {
        return m_linattn.run(arguments);
    }
    QString writeDataFile(const QString &name, const QByteArray &content) const
    {
        return writeFileIn(m_dataDirectory, name, content);
    }

    const Linattn m_linattn {Linattn::Display::None};
    QTemporaryDir m_dataDirectory;
};

void TestCommandLine::initTestCase()
{
    // Also that QT_QPA_PLATFORM, DISPLAY and WAYLAND_DISPLAY are gone.
    QVERIFY2(m_linattn.problem().isEmpty(), qPrintable(m_linattn.problem()));
    QVERIFY2(m_dataDirectory.isValid(), qPrintable(m_dataDirectory.errorString()));
}

// --- listings, help, version -------------------------------------------------

void TestCommandLine::listsOneIdAndTitlePerLine_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QByteArray>("expectedOutput");
    QTest::addColumn<QStringList>("requiredIds");

    QByteArray presets;
    for (const Preset &preset : PresetCatalog::presets())
        presets += QByteArray::fromStdString(preset.id) + '\t'
            + QByteArray::fromStdString(preset.title) + '\n';
    QTest::newRow("presets") << QStringLiteral("--list-presets") << presets
                             << QStringList {"general", "all-negative", "negative-query",
                                    "partly-negative", "single-key", "large-scores",
                                    "tiny-denominator"};

    QByteArray maps;
    for (const FeatureMap *map : featureMaps())
        maps += fromStd(map->id()).toUtf8() + '\t' + fromStd(map->title()).toUtf8() + '\n';
    QTest::newRow("feature maps") << QStringLiteral("--list-feature-maps") << maps
                                  << QStringList {"elu1", "relu"};
}

void TestCommandLine::listsOneIdAndTitlePerLine()
{
    QFETCH(QString, option);
    QFETCH(QByteArray, expectedOutput);
    QFETCH(QStringList, requiredIds);

    const ProcessResult result = runLinattn({option});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.standardOutput, expectedOutput);

    QStringList ids;
    const QString output = QString::fromUtf8(result.standardOutput);
    QVERIFY(output.endsWith(QLatin1Char('\n')));
    for (const QString &line : output.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList fields = line.split(QLatin1Char('\t'));
        QVERIFY2(fields.size() == 2, qPrintable(QStringLiteral("not id<TAB>title: ") + line));
        QVERIFY2(!fields[0].isEmpty() && !fields[1].trimmed().isEmpty(), qPrintable(line));
        ids << fields[0];
    }
    for (const QString &id : requiredIds)
        QVERIFY2(ids.contains(id), qPrintable(QStringLiteral("%1 is not listed").arg(id)));
}

void TestCommandLine::helpDescribesTheOptions_data()
{
    QTest::addColumn<QString>("option");
    QTest::newRow("--help") << QStringLiteral("--help");
    QTest::newRow("-h") << QStringLiteral("-h");
    // Listed by --help itself, so it must work headless too.
    QTest::newRow("--help-all") << QStringLiteral("--help-all");
}

void TestCommandLine::helpDescribesTheOptions()
{
    QFETCH(QString, option);

    const ProcessResult result = runLinattn({option});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardError, QByteArray());
    const QString help = QString::fromUtf8(result.standardOutput);
    const QString usage = help.section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(usage.startsWith(QLatin1String("Usage: ")) && usage.contains(QLatin1String("linattn"))
            && !usage.contains(QLatin1String("<executable_name>")),
        qPrintable(QStringLiteral("the usage line does not name linattn: ") + usage));
    for (const char *mentioned : {"--export", "--preset", "--feature-map", "--prefix", "--data",
             "--decimals", "-o", "--list-presets", "--list-feature-maps", "--version", "csv",
             "json", "markdown", "latex", "pdf", "--page-size"})
        QVERIFY2(help.contains(QLatin1String(mentioned)),
            qPrintable(QStringLiteral("--help does not mention %1").arg(mentioned)));
}

void TestCommandLine::versionPrintsTheVersion_data()
{
    QTest::addColumn<QString>("option");
    QTest::newRow("--version") << QStringLiteral("--version");
    QTest::newRow("-v") << QStringLiteral("-v");
}

void TestCommandLine::versionPrintsTheVersion()
{
    QFETCH(QString, option);

    const ProcessResult result = runLinattn({option});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.standardOutput, QByteArray("linattn " LINATTN_VERSION "\n"));
    const QRegularExpression version(QStringLiteral("^linattn \\d+\\.\\d+\\.\\d+\\n$"));
    QVERIFY2(version.match(QString::fromUtf8(result.standardOutput)).hasMatch(),
        result.standardOutput.constData());
}

// --- exports -------------------------------------------------------------------

void TestCommandLine::exportToStandardOutputMatchesTheCore_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("presetId"); // empty: option not given
    QTest::addColumn<QString>("featureMapId"); // empty: option not given
    QTest::addColumn<int>("prefix"); // 0: option not given

    struct Selection {
        const char *name;
        const char *presetId;
        const char *featureMapId;
        int prefix;
    };
    const Selection selections[] = {
        {"defaults", "", "", 0},
        {"general relu prefix 3", "general", "relu", 3},
        {"all-negative relu (Unavailable)", "all-negative", "relu", 0},
        {"large-scores elu1 prefix 2", "large-scores", "elu1", 2},
        {"tiny-denominator relu prefix 1", "tiny-denominator", "relu", 1},
    };
    for (const FormatName &format : kFormats)
        for (const Selection &selection : selections)
            QTest::addRow("%s %s", format.name, selection.name)
                << QString::fromLatin1(format.name) << QString::fromLatin1(selection.presetId)
                << QString::fromLatin1(selection.featureMapId) << selection.prefix;
}

void TestCommandLine::exportToStandardOutputMatchesTheCore()
{
    QFETCH(QString, format);
    QFETCH(QString, presetId);
    QFETCH(QString, featureMapId);
    QFETCH(int, prefix);

    QStringList arguments {QStringLiteral("--export"), format};
    if (!presetId.isEmpty())
        arguments << QStringLiteral("--preset") << presetId;
    if (!featureMapId.isEmpty())
        arguments << QStringLiteral("--feature-map") << featureMapId;
    if (prefix > 0)
        arguments << QStringLiteral("--prefix") << QString::number(prefix);

    // The issue's defaults: preset general, map elu1, every key.
    const Preset &preset = presetNamed(presetId.isEmpty() ? QStringLiteral("general") : presetId);
    const std::size_t expectedPrefix
        = prefix > 0 ? static_cast<std::size_t>(prefix) : preset.data.keys.size();
    const QByteArray expected = expectedExport(preset.data, preset.id,
        featureMapId.isEmpty() ? QStringLiteral("elu1") : featureMapId, expectedPrefix,
        formatFromName(format));
    QVERIFY(!expected.isEmpty());

    const ProcessResult result = runLinattn(arguments);
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, expected);
}

void TestCommandLine::decimalsRoundMarkdownAndLatexOnly_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<bool>("decimalsMatter");

    QTest::newRow("markdown 2") << QStringLiteral("markdown") << 2 << true;
    QTest::newRow("markdown 0") << QStringLiteral("markdown") << 0 << true;
    QTest::newRow("latex 7") << QStringLiteral("latex") << 7 << true;
    QTest::newRow("latex 17") << QStringLiteral("latex") << 17 << true;
    QTest::newRow("csv 2 keeps full precision") << QStringLiteral("csv") << 2 << false;
    QTest::newRow("json 2 keeps full precision") << QStringLiteral("json") << 2 << false;
}

void TestCommandLine::decimalsRoundMarkdownAndLatexOnly()
{
    QFETCH(QString, format);
    QFETCH(int, decimals);
    QFETCH(bool, decimalsMatter);

    const Preset &preset = presetNamed(QStringLiteral("general"));
    const std::size_t prefix = preset.data.keys.size();
    const ExportFormat exportFormat = formatFromName(format);
    const QByteArray withDefault
        = expectedExport(preset.data, preset.id, QStringLiteral("elu1"), prefix, exportFormat);
    const QByteArray expected = expectedExport(
        preset.data, preset.id, QStringLiteral("elu1"), prefix, exportFormat, decimals);
    // Guards the test itself: for markdown and latex the chosen decimals must
    // change the table, or an ignored --decimals would go unnoticed.
    QCOMPARE(expected != withDefault, decimalsMatter);

    const ProcessResult result
        = runLinattn({QStringLiteral("--export"), format, QStringLiteral("--preset"),
            QStringLiteral("general"), QStringLiteral("--decimals"), QString::number(decimals)});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, expected);
}

void TestCommandLine::exportToFileWritesTheSameBytes_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("outputOption");
    QTest::addColumn<bool>("fileExistsBefore");

    for (const FormatName &format : kFormats)
        QTest::addRow("%s to a new file", format.name)
            << QString::fromLatin1(format.name) << QStringLiteral("-o") << false;
    QTest::newRow("csv over an existing file")
        << QStringLiteral("csv") << QStringLiteral("-o") << true;
    QTest::newRow("json with --output")
        << QStringLiteral("json") << QStringLiteral("--output") << false;
}

void TestCommandLine::exportToFileWritesTheSameBytes()
{
    QFETCH(QString, format);
    QFETCH(QString, outputOption);
    QFETCH(bool, fileExistsBefore);

    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString outputPath = directory.filePath(QStringLiteral("table.out"));
    if (fileExistsBefore)
        QVERIFY(writeFile(outputPath, kKnownContent));

    const Preset &preset = presetNamed(QStringLiteral("partly-negative"));
    const QByteArray expected
        = expectedExport(preset.data, preset.id, QStringLiteral("relu"), 3, formatFromName(format));
    QVERIFY(!expected.isEmpty());

    const ProcessResult result = runLinattn({QStringLiteral("--export"), format,
        QStringLiteral("--preset"), QStringLiteral("partly-negative"),
        QStringLiteral("--feature-map"), QStringLiteral("relu"), QStringLiteral("--prefix"),
        QStringLiteral("3"), outputOption, outputPath});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, QByteArray());
    QCOMPARE(readFile(outputPath), expected);
    // Written atomically: no temporary file left beside it.
    QCOMPARE(entriesOf(directory.path()), QStringList {QStringLiteral("table.out")});
}

void TestCommandLine::dataFileReplacesThePreset()
{
    AttentionData data;
    data.title = "Classroom data: Käse, φ and “quotes”";
    data.query = {0.25, -1.5};
    data.keys = {{1, 2}, {-0.5, 0.75}, {3, -2}};
    data.values = {2, -1, 0.5};
    const QString path = writeDataFile(QStringLiteral("classroom.json"), dataFileFor(data));

    const ProcessResult json = runLinattn(
        {QStringLiteral("--export"), QStringLiteral("json"), QStringLiteral("--data"), path});
    QVERIFY2(json.finished, qPrintable(json.failure));
    QCOMPARE(json.standardError, QByteArray());
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(json.standardOutput,
        expectedExport(data, std::nullopt, QStringLiteral("elu1"), 3, ExportFormat::Json));

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json.standardOutput, &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    const QJsonObject root = document.object();
    QVERIFY2(root.contains(QStringLiteral("preset")), "the JSON export has no \"preset\" key");
    QVERIFY2(root.value(QStringLiteral("preset")).isNull(), "\"preset\" is not null");
    QCOMPARE(root.value(QStringLiteral("title")).toString(), QString::fromStdString(data.title));
    QCOMPARE(root.value(QStringLiteral("featureMap")).toString(), QStringLiteral("elu1"));
    QCOMPARE(root.value(QStringLiteral("prefix")).toInt(), 3);
    QCOMPARE(root.value(QStringLiteral("steps")).toArray().size(), 3);
    QCOMPARE(root.value(QStringLiteral("query")).toArray(), (QJsonArray {0.25, -1.5}));

    const ProcessResult csv = runLinattn({QStringLiteral("--export"), QStringLiteral("csv"),
        QStringLiteral("--data"), path, QStringLiteral("--feature-map"), QStringLiteral("relu"),
        QStringLiteral("--prefix"), QStringLiteral("2")});
    QVERIFY2(csv.finished, qPrintable(csv.failure));
    QCOMPARE(csv.standardError, QByteArray());
    QCOMPARE(csv.exitCode, 0);
    QCOMPARE(csv.standardOutput,
        expectedExport(data, std::nullopt, QStringLiteral("relu"), 2, ExportFormat::Csv));
}

void TestCommandLine::dataFileAtTheLimitsIsAccepted_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("keyCount");

    // 64 keys, and magnitudes of exactly 1e6 in every place.
    AttentionData limits;
    limits.title = "At the limits";
    limits.query = {1e6, -1e6};
    for (int i = 0; i < 64; ++i) {
        limits.keys.push_back({i % 2 ? 1e6 : -1e6, 0.125 * (i % 7) - 0.375});
        limits.values.push_back(i % 3 ? -1e6 : 1e6);
    }
    QTest::newRow("64 keys, |x| = 1e6") << dataFileFor(limits) << 64;

    // Exactly 1 MiB: the limit is "larger than 1 MiB".
    QByteArray padded = dataFileFor(presetNamed(QStringLiteral("general")).data);
    padded += QByteArray(kOneMebibyte - padded.size(), ' ');
    QTest::newRow("exactly 1 MiB") << padded << 6;
}

void TestCommandLine::dataFileAtTheLimitsIsAccepted()
{
    QFETCH(QByteArray, content);
    QFETCH(int, keyCount);

    AttentionData data;
    {
        // What the file holds, read back independently of the program.
        const QJsonObject root = QJsonDocument::fromJson(content).object();
        data.title = root.value(QStringLiteral("title")).toString().toStdString();
        for (const QJsonValue x : root.value(QStringLiteral("query")).toArray())
            data.query.push_back(x.toDouble());
        for (const QJsonValue key : root.value(QStringLiteral("keys")).toArray()) {
            Vector k;
            for (const QJsonValue x : key.toArray())
                k.push_back(x.toDouble());
            data.keys.push_back(k);
        }
        for (const QJsonValue v : root.value(QStringLiteral("values")).toArray())
            data.values.push_back(v.toDouble());
    }
    QCOMPARE(static_cast<int>(data.keys.size()), keyCount);

    const QString path = writeDataFile(QStringLiteral("at-the-limits.json"), content);
    const ProcessResult result = runLinattn(
        {QStringLiteral("--export"), QStringLiteral("csv"), QStringLiteral("--data"), path});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput,
        expectedExport(data, std::nullopt, QStringLiteral("elu1"),
            static_cast<std::size_t>(keyCount), ExportFormat::Csv));
}

// --- bad input -----------------------------------------------------------------

void TestCommandLine::favorAndEpsilonExportsMatchTheCore_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("featureMapId");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("features");
    QTest::addColumn<qulonglong>("seed");
    QTest::addColumn<bool>("orthogonal");
    QTest::addColumn<double>("epsilon");
    for (const FormatName &format : kFormats) {
        QTest::addRow("%s favor defaults", format.name)
            << QString::fromLatin1(format.name) << "favor" << QStringList {} << 64
            << qulonglong(1) << true << 0.0;
        QTest::addRow("%s favor m 8 seed 9 off eps 1e-6", format.name)
            << QString::fromLatin1(format.name) << "favor"
            << QStringList {"--features", "8", "--seed", "9", "--orthogonal", "off", "--epsilon",
                   "1e-6"}
            << 8 << qulonglong(9) << false << 1e-6;
        QTest::addRow("%s relu eps 1e-10", format.name)
            << QString::fromLatin1(format.name) << "relu"
            << QStringList {"--epsilon", "1e-10"} << 0 << qulonglong(0) << true << 1e-10;
    }
}

void TestCommandLine::favorAndEpsilonExportsMatchTheCore()
{
    QFETCH(QString, format);
    QFETCH(QString, featureMapId);
    QFETCH(QStringList, options);
    QFETCH(int, features);
    QFETCH(qulonglong, seed);
    QFETCH(bool, orthogonal);
    QFETCH(double, epsilon);

    const Preset &preset = presetNamed(QStringLiteral("all-negative"));
    std::unique_ptr<FeatureMap> favor;
    if (features > 0)
        favor = makeFavorFeatureMap(std::size_t(features), seed, orthogonal);
    const FeatureMap &map = favor ? *favor : *findFeatureMap(featureMapId.toStdString());
    const StepTable table = computeStepTable(
        preset.data, map, preset.data.keys.size(), preset.id, StepTableOptions {epsilon});
    const QByteArray expected
        = QByteArray::fromStdString(exportStepTable(table, formatFromName(format)));

    const ProcessResult result = runLinattn(QStringList {QStringLiteral("--export"), format,
                                                QStringLiteral("--preset"),
                                                QStringLiteral("all-negative"),
                                                QStringLiteral("--feature-map"), featureMapId}
        + options);
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, expected);
    // The header names the map's settings and ε (CSV has no header line for them).
    if (format != QLatin1String("csv")) {
        if (favor)
            QVERIFY(result.standardOutput.contains(QByteArray::fromStdString(favor->parameters())));
        if (epsilon > 0 && format != QLatin1String("json"))
            QVERIFY(result.standardOutput.contains("ε = "));
    }
}

void TestCommandLine::badInputIsRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("messagePatterns"); // each must match the stderr line

    const QString exportOption = QStringLiteral("--export");
    const QString csv = QStringLiteral("csv");
    const auto refused
        = [&](const char *name, const QStringList &arguments, const QStringList &patterns) {
              QTest::newRow(name) << arguments << patterns;
          };
    // Writes a data file; its path must appear in the message.
    const auto refusedFile = [&](const char *name, const QString &fileName,
                                 const QByteArray &content, QStringList patterns) {
        const QString path = writeDataFile(fileName, content);
        patterns.prepend(literal(path));
        refused(name, {exportOption, csv, QStringLiteral("--data"), path}, patterns);
    };

    // Ids, formats, options.
    refused("unknown preset", {exportOption, csv, "--preset", "no-such-preset"},
        {literal("--preset"), literal("no-such-preset")});
    refused("unknown feature map", {exportOption, csv, "--feature-map", "cosine"},
        {literal("--feature-map"), literal("cosine")});
    refused("unknown export format", {exportOption, "xml"}, {literal("--export"), literal("xml")});
    refused("export without a format", {exportOption}, {literal("export")});
    refused("unknown option", {exportOption, csv, "--no-such-option"}, {literal("no-such-option")});
    refused(
        "stray positional argument", {exportOption, csv, "stray-word"}, {literal("stray-word")});

    // FAVOR+ settings and ε.
    refused("features 5000", {exportOption, csv, "--feature-map", "favor", "--features", "5000"},
        {literal("--features"), literal("5000 is outside 1…4096")});
    refused("features 0", {exportOption, csv, "--feature-map", "favor", "--features", "0"},
        {literal("--features"), literal("0 is outside")});
    refused("features abc", {exportOption, csv, "--feature-map", "favor", "--features", "abc"},
        {literal("--features"), literal("abc")});
    refused("seed -1", {exportOption, csv, "--feature-map", "favor", "--seed", "-1"},
        {literal("--seed"), literal("-1")});
    refused("orthogonal maybe", {exportOption, csv, "--feature-map", "favor", "--orthogonal", "maybe"},
        {literal("--orthogonal"), literal("on or off"), literal("maybe")});
    refused("features without favor", {exportOption, csv, "--features", "8"},
        {literal("--features"), literal("--feature-map favor")});
    refused("seed with relu", {exportOption, csv, "--feature-map", "relu", "--seed", "8"},
        {literal("--seed"), literal("--feature-map favor")});
    refused("epsilon 2", {exportOption, csv, "--epsilon", "2"},
        {literal("--epsilon"), literal("2 is outside 0…1")});
    refused("epsilon -1e-6", {exportOption, csv, "--epsilon", "-1e-6"}, {literal("--epsilon")});
    refused("epsilon abc", {exportOption, csv, "--epsilon", "abc"},
        {literal("--epsilon"), literal("abc")});
    refused("epsilon nan", {exportOption, csv, "--epsilon", "nan"}, {literal("--epsilon")});
    refused("window features 0", {"--feature-map", "favor", "--features", "0"},
        {literal("--features")});

    // Prefix.
    refused(
        "prefix 0", {exportOption, csv, "--prefix", "0"}, {literal("--prefix"), wholeNumber(0)});
    refused(
        "prefix -1", {exportOption, csv, "--prefix", "-1"}, {literal("--prefix"), literal("-1")});
    refused("prefix beyond the 6 keys of general",
        {exportOption, csv, "--preset", "general", "--prefix", "7"},
        {literal("--prefix"), wholeNumber(7), wholeNumber(6)});
    refused("prefix beyond the 1 key of single-key",
        {exportOption, csv, "--preset", "single-key", "--prefix", "2"},
        {literal("--prefix"), wholeNumber(2), wholeNumber(1)});
    const QString twoKeys
        = writeDataFile("two-keys.json", dataFileText("[1, 1]", "[[1, 0], [0, 1]]", "[1, 2]"));
    refused("prefix beyond the 2 keys of a data file",
        {exportOption, csv, "--data", twoKeys, "--prefix", "3"},
        {literal("--prefix"), wholeNumber(3), wholeNumber(2)});
    refused("prefix abc", {exportOption, csv, "--prefix", "abc"},
        {literal("--prefix"), literal("abc")});
    refused("prefix 1.5", {exportOption, csv, "--prefix", "1.5"},
        {literal("--prefix"), literal("1.5")});

    // Decimals.
    refused("decimals -1", {"--export", "markdown", "--decimals", "-1"},
        {literal("--decimals"), literal("-1")});
    refused("decimals 18", {"--export", "markdown", "--decimals", "18"},
        {literal("--decimals"), wholeNumber(18)});
    refused("decimals x", {"--export", "latex", "--decimals", "x"},
        {literal("--decimals"), QStringLiteral("'x'|\"x\"|\\bx\\b")});

    // Choosing the data.
    refused("data together with preset",
        {exportOption, csv, "--data", twoKeys, "--preset", "general"},
        {literal("--data"), literal("--preset")});
    const QString missing = m_dataDirectory.filePath(QStringLiteral("missing.json"));
    refused("missing data file", {exportOption, csv, "--data", missing}, {literal(missing)});
    refused("data file is a directory", {exportOption, csv, "--data", m_dataDirectory.path()},
        {literal(m_dataDirectory.path())});
    QByteArray large = dataFileText("[0.5, 1]", "[[1, 0]]", "[1]");
    large += QByteArray(kOneMebibyte + 1 - large.size(), ' ');
    // A misspelt key is named with the key it was probably meant to be.
    refusedFile("misspelt key in a data file", QStringLiteral("valuez.json"),
        R"({"query": [1, 2], "keys": [[1, 0]], "values": [1], "valuez": [2]})",
        {literal(": valuez: unknown key; did you mean values?")});
    refusedFile("data file larger than 1 MiB", "large.json", large,
        {QStringLiteral("(?i)large|big|size|bytes|MiB")});

    // Malformed JSON: the file and the line and column of the problem.
    refusedFile(
        "empty data file", "empty.json", "", {QStringLiteral("line 1, column 1\\b|[Ee]mpty")});
    refusedFile("malformed JSON", "malformed.json",
        "{\n"
        "  \"query\": [0.5, 1],\n"
        "  \"keys\": [[1, 0]],\n"
        "  \"values\": [1, x]\n"
        "}\n",
        {literal("line 4, column 17")});
    // NaN is not JSON; the literal must be refused at its place.
    refusedFile("literal NaN", "nan-literal.json", dataFileText("[0.5, 1]", "[[1, 0]]", "[NaN]"),
        {literal("line 5, column 14")});
    // 1e999 overflows a double; refused, naming its line (the column may
    // point anywhere from its first character to just after it, 14...19).
    refusedFile("literal 1e999", "huge-literal.json",
        dataFileText("[0.5, 1]", "[[1, 0]]", "[1e999]"),
        {QStringLiteral("line 5, column 1[4-9]\\b")});
    refusedFile("literal -1e999", "minus-huge-literal.json",
        dataFileText("[0.5, 1]", "[[1, 0]]", "[-1e999]"),
        {QStringLiteral("line 5, column (1[4-9]|20)\\b")});

    // Structure, counts and types.
    refusedFile("top level is not an object", "array.json", "[1, 2]\n", {});
    refusedFile("keys[3] with 3 numbers", "three-numbers.json",
        dataFileText("[0.5, 1]", "[[1, 0], [0, 1], [1, 1], [1, 2, 3], [2, 2]]", "[1, 2, 3, 4, 5]"),
        {literal("keys[3]: expected 2 numbers, got 3")});
    refusedFile("query with 3 numbers", "query-three.json",
        dataFileText("[0.5, 1, 2]", "[[1, 0]]", "[1]"), {literal("query"), wholeNumber(3)});
    refusedFile("string where a number belongs", "string-number.json",
        dataFileText("[0.5, 1]", "[[1, 0], [\"1.5\", 2]]", "[1, 2]"), {literal("keys[1][0]")});
    refusedFile("string NaN", "nan-string.json", dataFileText("[0.5, \"NaN\"]", "[[1, 0]]", "[1]"),
        {literal("query[1]")});
    refusedFile("null value", "null-value.json",
        dataFileText("[0.5, 1]", "[[1, 0], [0, 1]]", "[1, null]"), {literal("values[1]")});
    refusedFile("key is not an array", "key-number.json",
        dataFileText("[0.5, 1]", "[[1, 0], 5]", "[1, 2]"), {literal("keys[1]")});
    refusedFile("keys is not an array", "keys-object.json",
        dataFileText("[0.5, 1]", "{\"a\": 1}", "[1]"), {literal("keys")});
    refusedFile("title is not a string", "title-number.json",
        "{\"title\": 5, \"query\": [1, 1], \"keys\": [[1, 0]], \"values\": [1]}",
        {literal("title")});
    refusedFile("values missing", "no-values.json", "{\"query\": [1, 1], \"keys\": [[1, 0]]}",
        {literal("values")});
    refusedFile("1e7 in query[0]", "query-too-large.json",
        dataFileText("[1e7, 1]", "[[1, 0]]", "[1]"), {literal("query[0]")});
    refusedFile("-1e7 in values[2]", "value-too-large.json",
        dataFileText("[1, 1]", "[[1, 0], [0, 1], [1, 1]]", "[1, 2, -1e7]"), {literal("values[2]")});
    refusedFile("1000000.5 in keys[0][1]", "key-just-too-large.json",
        dataFileText("[1, 1]", "[[1, 1000000.5]]", "[1]"), {literal("keys[0][1]")});
    refusedFile("65 keys", "sixty-five-keys.json",
        dataFileText("[1, 1]", keysText(65), valuesText(65)), {literal("keys"), wholeNumber(65)});
    refusedFile("0 keys", "zero-keys.json", dataFileText("[1, 1]", "[]", "[]"),
        {literal("keys"), wholeNumber(0)});
    refusedFile("3 keys but 2 values", "values-mismatch.json",
        dataFileText("[1, 1]", "[[1, 0], [0, 1], [1, 1]]", "[1, 2]"),
        {literal("values"), wholeNumber(3), wholeNumber(2)});
    refusedFile("2 keys but 3 values", "values-too-many.json",
        dataFileText("[1, 1]", "[[1, 0], [0, 1]]", "[1, 2, 3]"),
        {literal("values"), wholeNumber(3), wholeNumber(2)});
}

void TestCommandLine::badInputIsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, messagePatterns);

    // Standard output.
    {
        const ProcessResult result = runLinattn(arguments);
        QVERIFY2(result.finished, qPrintable(result.failure));
        const QString problem = refusalProblem(result, messagePatterns);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("to stdout: ") + problem));
    }

    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));

    // -o FILE goes first, so that an option missing its value at the end
    // (`--export`) stays the last argument.

    // -o to a new file: none is created (nor a temporary one).
    {
        const QString outputPath = directory.filePath(QStringLiteral("new.csv"));
        const ProcessResult result
            = runLinattn(QStringList {QStringLiteral("-o"), outputPath} + arguments);
        QVERIFY2(result.finished, qPrintable(result.failure));
        const QString problem = refusalProblem(result, messagePatterns);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("with -o NEW: ") + problem));
        QVERIFY2(!QFileInfo::exists(outputPath), "the output file was created");
        QCOMPARE(entriesOf(directory.path()), QStringList());
    }

    // -o to an existing file: left byte for byte as it was.
    {
        const QString outputPath = directory.filePath(QStringLiteral("existing.csv"));
        QVERIFY(writeFile(outputPath, kKnownContent));
        const ProcessResult result
            = runLinattn(QStringList {QStringLiteral("-o"), outputPath} + arguments);
        QVERIFY2(result.finished, qPrintable(result.failure));
        const QString problem = refusalProblem(result, messagePatterns);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("with -o EXISTING: ") + problem));
        QCOMPARE(readFile(outputPath), kKnownContent);
        QCOMPARE(entriesOf(directory.path()), QStringList {QStringLiteral("existing.csv")});
    }
}

void TestCommandLine::unwritableOutputPathIsRefused_data()
{
    QTest::addColumn<QString>("relativeOutputPath");
    QTest::addColumn<QString>("setUp"); // "", "directory" or "file": what exists beforehand

    QTest::newRow("inside a missing directory")
        << QStringLiteral("missing-dir/out.csv") << QString();
    QTest::newRow("an existing directory")
        << QStringLiteral("existing-dir") << QStringLiteral("directory");
    QTest::newRow("below a regular file")
        << QStringLiteral("plain-file/out.csv") << QStringLiteral("file");
}

void TestCommandLine::unwritableOutputPathIsRefused()
{
    QFETCH(QString, relativeOutputPath);
    QFETCH(QString, setUp);

    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString outputPath = directory.filePath(relativeOutputPath);
    const QString firstComponent = relativeOutputPath.section(QLatin1Char('/'), 0, 0);
    if (setUp == QLatin1String("directory"))
        QVERIFY(QDir(directory.path()).mkdir(firstComponent));
    else if (setUp == QLatin1String("file"))
        QVERIFY(writeFile(directory.filePath(firstComponent), kKnownContent));
    const QStringList entriesBefore = entriesOf(directory.path());

    const ProcessResult result = runLinattn(
        {QStringLiteral("--export"), QStringLiteral("csv"), QStringLiteral("-o"), outputPath});
    QVERIFY2(result.finished, qPrintable(result.failure));
    const QString problem = refusalProblem(result, {literal(outputPath)});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    QCOMPARE(entriesOf(directory.path()), entriesBefore);
    if (setUp == QLatin1String("directory")) {
        QVERIFY(QFileInfo(outputPath).isDir());
        QCOMPARE(entriesOf(outputPath), QStringList());
    } else if (setUp == QLatin1String("file")) {
        QCOMPARE(readFile(directory.filePath(firstComponent)), kKnownContent);
    }
}

// An option given with an empty value names nothing: `--data "$FILE"` with an
// unset variable must not silently export the default preset instead.
void TestCommandLine::emptyOptionValueIsRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("optionPattern");

    QTest::newRow("--data \"\"") << QStringList {"--export", "csv", "--data", ""}
                                 << QStringLiteral("--data");
    QTest::newRow("--preset \"\"")
        << QStringList {"--export", "csv", "--preset", ""} << QStringLiteral("--preset");
    QTest::newRow("--feature-map \"\"")
        << QStringList {"--export", "csv", "--feature-map", ""} << QStringLiteral("--feature-map");
    QTest::newRow("-o \"\"") << QStringList {"--export", "csv", "-o", ""}
                             << QStringLiteral("(^|\\s)-o\\b|--output");
}

void TestCommandLine::emptyOptionValueIsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, optionPattern);

    const ProcessResult result = runLinattn(arguments);
    QVERIFY2(result.finished, qPrintable(result.failure));
    const QString problem = refusalProblem(result, {optionPattern});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

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
    QTest::newRow("unknown lesson") << QStringList{"--lesson", "nope"}
                                    << QStringList{literal("--lesson"), literal("'nope'")};
    QTest::newRow("step beyond the lesson")
        << QStringList{"--walkthrough", "--lesson", "denominator-stability", "--step", "99"}
        << QStringList{literal("--step"), literal("99"), literal("steps")};
    QTest::newRow("step 0") << QStringList{"--walkthrough", "--step", "0"}
                            << QStringList{literal("--step"), literal("0")};
    QTest::newRow("step without walkthrough") << QStringList{"--step", "2"}
                                              << QStringList{literal("--step")};
    QTest::newRow("lesson and lesson file")
        << QStringList{"--lesson", "reassociation", "--lesson-file", malformed}
        << QStringList{literal("--lesson"), literal("--lesson-file")};
    QTest::newRow("malformed lesson file")
        << QStringList{"--lesson-file", malformed}
        << QStringList{literal("bad-lesson.json"),
               literal("step 4: state.prefix: 9 is beyond the 6 keys of preset general")};
    QTest::newRow("missing lesson file")
        << QStringList{"--lesson-file", m_dataDirectory.filePath(QStringLiteral("none.json"))}
        << QStringList{literal("none.json"), literal("no such file")};
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

// --- --check-lesson --------------------------------------------------------------

void TestCommandLine::checkLesson_data()
{
    QTest::addColumn<QByteArray>("content"); // of lesson.json; empty: no such file
    QTest::addColumn<QStringList>("extraArguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("standardOutput");
    QTest::addColumn<QStringList>("errorLines"); // each after "linattn: <path>: "

    const QByteArray good = R"({"id": "my-id", "title": "Title", "description": "d", "steps": [
        {"title": "a", "text": "b", "state": {"preset": "general", "featureMap": "elu1", "prefix": 1},
         "question": {"prompt": "p", "answer": 5, "tolerance": 0, "hint": "h", "explanation": "e"}},
        {"title": "a", "text": "b", "state": {"prefix": 2}},
        {"title": "a", "text": "b", "question": {"prompt": "p", "options": ["x", "y"], "answer": 1,
         "hint": "h", "explanation": "e"}}]})";
    QTest::newRow("good file") << good << QStringList {} << 0
                               << QStringLiteral("lesson 'my-id' \"Title\": 3 steps, 2 questions, ok")
                               << QStringList {};
    QTest::newRow("a built-in lesson's length")
        << QByteArray(R"({"id": "one", "title": "One", "description": "d", "steps": [
            {"title": "a", "text": "b", "state": {"preset": "general", "featureMap": "elu1", "prefix": 1}}]})")
        << QStringList {} << 0 << QStringLiteral("lesson 'one' \"One\": 1 step, 0 questions, ok")
        << QStringList {};
    QByteArray twoMisspellings = good;
    twoMisspellings.replace(R"("state": {"prefix": 2})", R"("stat": {"prefix": 2})");
    twoMisspellings.replace(R"("options")", R"("optons")");
    QTest::newRow("two misspellings in different steps")
        << twoMisspellings << QStringList {} << 2 << QString()
        << QStringList {QStringLiteral("step 2: stat: unknown key; did you mean state?"),
               QStringLiteral("step 3: question.optons: unknown key; did you mean options?"),
               QStringLiteral("step 3: question.tolerance: missing")};
    QTest::newRow("missing file") << QByteArray() << QStringList {} << 2 << QString()
                                  << QStringList {QStringLiteral("no such file")};
    QTest::newRow("malformed JSON")
        << QByteArray("{\"id\": \"x\",\n  \"title\": oops\n}") << QStringList {} << 2
        << QString() << QStringList {QStringLiteral("*invalid JSON*")};
    QTest::newRow("not with --export")
        << good << QStringList {QStringLiteral("--export"), QStringLiteral("csv")} << 2
        << QString() << QStringList {QStringLiteral("-")};
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

    if (exitCode == 0) {
        QCOMPARE(QString::fromUtf8(result.standardOutput), path + ": " + standardOutput + "\n");
        QVERIFY(result.standardError.isEmpty());
        return;
    }
    QVERIFY(result.standardOutput.isEmpty());
    const QStringList lines = QString::fromUtf8(result.standardError).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (errorLines == QStringList {QStringLiteral("-")}) { // refused as a command line: one line
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(QLatin1String("--check-lesson")), qPrintable(lines.first()));
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

// --- the PDF handout ------------------------------------------------------------

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
    const ProcessResult result = runLinattn(QStringList {QStringLiteral("--export"),
                                                QStringLiteral("pdf"), QStringLiteral("-o"),
                                                outputPath, QStringLiteral("--preset"),
                                                QStringLiteral("general"),
                                                QStringLiteral("--feature-map"),
                                                QStringLiteral("elu1"), QStringLiteral("--prefix"),
                                                QStringLiteral("1")}
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
    QVERIFY2(info.contains(QRegularExpression(
                 QStringLiteral("Page size:\\s+") + literal(pageSizeLine))),
        qPrintable(info));

    const ToolResult pdftotext = runPdfTool(
        QStringLiteral("pdftotext"), {QStringLiteral("-layout"), outputPath, QStringLiteral("-")});
    QVERIFY2(pdftotext.ran, qPrintable(pdftotext.failure));
    const QString text = QString::fromUtf8(pdftotext.output);
    // The worked example: φ(q) = [1.5, 2], Z = S = [2, 1], denominator and
    // numerator 5, output 1.
    for (const QString &pattern :
        {QStringLiteral("φ\\(q\\), q = \\[0\\.5, 1\\].*=\\s*\\[1\\.5, 2\\]"),
            QStringLiteral("Z₁ = φ\\(k₀\\).*=\\s*\\[2, 1\\]"),
            QStringLiteral("S₁ = φ\\(k₀\\)v₀.*=\\s*\\[2, 1\\]"),
            QStringLiteral("denominator φ\\(q\\)·Z.*=\\s*5\\s*$"),
            QStringLiteral("numerator φ\\(q\\)·S.*=\\s*5\\s*$"),
            QStringLiteral("output φ\\(q\\)·S / φ\\(q\\)·Z.*=\\s*1\\s*$")}) {
        const QRegularExpression expression(pattern, QRegularExpression::MultilineOption);
        QVERIFY2(expression.match(text).hasMatch(),
            qPrintable(QStringLiteral("no line matches /%1/ in:\n%2").arg(pattern, text)));
    }
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
    const ProcessResult result = runLinattn({QStringLiteral("--export"), QStringLiteral("pdf"),
        QStringLiteral("-o"), outputPath, QStringLiteral("--data"), dataPath});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    const ToolResult pdftotext = runPdfTool(
        QStringLiteral("pdftotext"), {QStringLiteral("-layout"), outputPath, QStringLiteral("-")});
    QVERIFY2(pdftotext.ran, qPrintable(pdftotext.failure));
    const QString text = QString::fromUtf8(pdftotext.output);
    QVERIFY2(text.contains(QStringLiteral("Monday class")), qPrintable(text));
    // φ(q) = [3, 1], φ(k₀) = [2, 1]: denominator 7, numerator 49, output 7.
    const QRegularExpression output(
        QStringLiteral("output φ\\(q\\)·S / φ\\(q\\)·Z.*=\\s*7\\s*$"),
        QRegularExpression::MultilineOption);
    QVERIFY2(output.match(text).hasMatch(), qPrintable(text));
}

void TestCommandLine::badPdfRequestsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments"); // OUT stands for a path in a fresh folder
    QTest::addColumn<QStringList>("messagePatterns");

    const QString out = QStringLiteral("OUT");
    QTest::newRow("pdf without -o") << QStringList {"--export", "pdf"}
                                    << QStringList {literal("--export pdf"), literal("-o FILE")};
    QTest::newRow("bad --page-size")
        << QStringList {"--export", "pdf", "-o", out, "--page-size", "b5"}
        << QStringList {literal("--page-size"), literal("'b5'"), literal("a4 or letter")};
    QTest::newRow("--page-size without pdf")
        << QStringList {"--export", "csv", "--page-size", "a4"}
        << QStringList {literal("--page-size"), literal("--export pdf")};
    QTest::newRow("--page-size empty") << QStringList {"--export", "pdf", "-o", out, "--page-size", ""}
                                       << QStringList {literal("--page-size")};
    QTest::newRow("pdf with a missing --data file")
        << QStringList {"--export", "pdf", "-o", out, "--data", "some.json"}
        << QStringList {literal("some.json"), literal("no such file")};
    QTest::newRow("pdf with an unknown preset")
        << QStringList {"--export", "pdf", "-o", out, "--preset", "nope"}
        << QStringList {literal("--preset"), literal("nope")};
    QTest::newRow("pdf with prefix 7 of 6")
        << QStringList {"--export", "pdf", "-o", out, "--prefix", "7"}
        << QStringList {literal("--prefix"), wholeNumber(7), wholeNumber(6)};
    QTest::newRow("pdf with a lesson")
        << QStringList {"--export", "pdf", "-o", out, "--walkthrough"}
        << QStringList {literal("--export pdf"), literal("--walkthrough")};
    // One line: "linattn: -o FILE: cannot write: reason", and no file.
    QTest::newRow("-o below a regular file")
        << QStringList {"--export", "pdf", "-o", "FILE/handout.pdf"}
        << QStringList {QStringLiteral("^linattn: -o \\S+/plain-file/handout\\.pdf: cannot write: \\S")};
    QTest::newRow("-o in a missing folder")
        << QStringList {"--export", "pdf", "-o", "MISSING/handout.pdf"}
        << QStringList {QStringLiteral("^linattn: -o \\S+/missing/handout\\.pdf: cannot write: \\S")};
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

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_cli.moc"
