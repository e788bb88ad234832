// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `linattn --export`: the step table in every format byte for byte as the
// core's exporters write it, to standard output or a file (written
// atomically), rounded by --decimals where the format rounds, of a preset or
// of a --data file (up to its limits), with FAVOR+'s settings and ε.
// Every process runs without a display (CommandLineTest.h).

#include "Catalog.h"
#include "CommandLineTest.h"
#include "ExportFormatNames.h"
#include "Refusals.h"
#include "TestFiles.h"
#include "exporters.h"
#include "feature_map.h"
#include "random_features.h"
#include "step_table.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace linattn;
using namespace linattn::test;

namespace {

constexpr qint64 kOneMebibyte = 1 << 20;

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
    QByteArrayList keys, values;
    for (const Vector &key : data.keys)
        keys << jsonArray(key);
    // Numbers for scalar values, as the data files write them; arrays of d_v otherwise.
    for (const Vector &value : data.values)
        values << (value.size() == 1 ? QByteArray::number(value[0], 'g', 17) : jsonArray(value));
    const QJsonValue title(QString::fromStdString(data.title));
    const QByteArray titleJson
        = QJsonDocument(QJsonArray {title}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    return "{\n  \"title\": " + titleJson + ",\n  \"query\": " + jsonArray(data.query)
        + ",\n  \"keys\": [" + keys.join(", ") + "],\n  \"values\": [" + values.join(", ")
        + "]\n}\n";
}

QByteArray expectedExport(const AttentionData &data, const std::optional<std::string> &presetId,
    const QString &featureMapId, std::size_t prefix, ExportFormat format,
    int decimals = kDefaultDecimals)
{
    const StepTable table = computeStepTable(data, featureMapNamed(featureMapId), prefix, presetId);
    return QByteArray::fromStdString(exportStepTable(table, format, decimals));
}

} // namespace

class TestCommandLine : public CommandLineTest {
    Q_OBJECT

private slots:
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
};

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

    // The defaults: preset general, map elu1, every key.
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
    data.values = scalarValues({2, -1, 0.5});
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
        limits.values.push_back({i % 3 ? -1e6 : 1e6});
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
            data.values.push_back({v.toDouble()});
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
            << QString::fromLatin1(format.name) << "favor" << QStringList {} << 64 << qulonglong(1)
            << true << 0.0;
        QTest::addRow("%s favor m 8 seed 9 off eps 1e-6", format.name)
            << QString::fromLatin1(format.name) << "favor"
            << QStringList {"--features", "8", "--seed", "9", "--orthogonal", "off", "--epsilon",
                   "1e-6"}
            << 8 << qulonglong(9) << false << 1e-6;
        QTest::addRow("%s relu eps 1e-10", format.name)
            << QString::fromLatin1(format.name) << "relu" << QStringList {"--epsilon", "1e-10"} << 0
            << qulonglong(0) << true << 1e-10;
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

    const ProcessResult result = runLinattn(
        QStringList {QStringLiteral("--export"), format, QStringLiteral("--preset"),
            QStringLiteral("all-negative"), QStringLiteral("--feature-map"), featureMapId}
        + options);
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, expected);
    // The header names the map's settings and ε (CSV has no header line for them).
    if (format != QLatin1String("csv")) {
        if (favor)
            QVERIFY(result.standardOutput.contains(QByteArray::fromStdString(favor->parameters())));
        if (epsilon > 0 && format == QLatin1String("latex"))
            QVERIFY(result.standardOutput.contains("$\\varepsilon$ = "));
        else if (epsilon > 0 && format != QLatin1String("json"))
            QVERIFY(result.standardOutput.contains("ε = "));
    }
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_cli_exports.moc"
