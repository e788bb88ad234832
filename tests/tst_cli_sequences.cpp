// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The sequence view's command line: `--list-sequences`, and `--export FORMAT` of a built-in
// sequence (--sequence) or of a --data file with "queries", with γ, C, ε and the feature map,
// byte for byte as the core's exporters write it for the same settings (the core's numbers are
// tested in tst_sequence; here the plumbing is). Bad input is refused: status 2, the exact line,
// no file written, an existing output file left as it was.
// Every process runs without QT_QPA_PLATFORM, DISPLAY and WAYLAND_DISPLAY, so a headless run
// that tried to open a window would fail.

#include "Catalog.h"
#include "CommandLineTest.h"
#include "ExportFormatNames.h"
#include "ProblemCatalog.h"
#include "Processes.h"
#include "Refusals.h"
#include "TestFiles.h"
#include "exporters.h"
#include "feature_map.h"
#include "random_features.h"
#include "sequence_exporters.h"
#include "sequence_table.h"
#include "step_table.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>
#include <string>

using namespace linattn;
using namespace linattn::test;

namespace {

// The settings a run without --decay, --chunk and --epsilon uses: γ = 1, C = 4 or N if shorter.
SequenceSettings defaultSettings(std::size_t tokenCount)
{
    SequenceSettings settings;
    settings.chunkSize = clampChunkSize(kDefaultChunkSize, tokenCount);
    return settings;
}

QByteArray expectedSequenceExport(const SequenceData &data, const std::optional<std::string> &id,
    const FeatureMap &map, const SequenceSettings &settings, ExportFormat format,
    int decimals = kDefaultDecimals)
{
    const SequenceTable table = computeSequence(data, map, settings, id);
    return QByteArray::fromStdString(exportSequence(table, format, decimals));
}

// A sequence of four tokens in the `--data` format, with "queries".
const QByteArray kFourTokens = R"({
  "title": "Four tokens of a student",
  "queries": [[0.5, 1], [-1, 0.25], [2, -0.5], [0, 1]],
  "keys": [[1, 0], [0.5, 0.5], [-1, 2], [0.25, -0.75]],
  "values": [1, -2, 0.5, 3]
}
)";

SequenceData fourTokens()
{
    SequenceData data;
    data.title = "Four tokens of a student";
    data.queries = {{0.5, 1}, {-1, 0.25}, {2, -0.5}, {0, 1}};
    data.keys = {{1, 0}, {0.5, 0.5}, {-1, 2}, {0.25, -0.75}};
    data.values = {{1}, {-2}, {0.5}, {3}};
    return data;
}

// A regular expression for the whole stderr line "linattn: MESSAGE".
QString wholeLine(const QString &message)
{
    return QStringLiteral("^") + literal(QStringLiteral("linattn: ") + message)
        + QStringLiteral("$");
}

} // namespace

class TestCommandLineSequences : public CommandLineTest {
    Q_OBJECT

private slots:
    void listsEverySequence();
    void helpNamesTheSequenceOptions();
    void everySequenceAndFormatMatchesTheCore_data();
    void everySequenceAndFormatMatchesTheCore();
    void settingsReachTheOutput_data();
    void settingsReachTheOutput();
    void dataFileWithQueriesExportsTheSequence();
    void dataFileWithQueryStillExportsTheStepTable();

    void badInputIsRefused_data();
    void badInputIsRefused();
};

void TestCommandLineSequences::listsEverySequence()
{
    QByteArray expected;
    for (const SequencePreset &sequence : ProblemCatalog::sequences())
        expected += QByteArray::fromStdString(sequence.id) + '\t'
            + QByteArray::fromStdString(sequence.title) + '\n';

    const ProcessResult result = runLinattn({QStringLiteral("--list-sequences")});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, expected);
    // The issue's four at least.
    for (const char *id : {"seq-general", "seq-relu-gaps", "seq-sharp-softmax", "seq-long"})
        QVERIFY2(result.standardOutput.startsWith(QByteArray(id) + '\t')
                || result.standardOutput.contains('\n' + QByteArray(id) + '\t'),
            id);
}

void TestCommandLineSequences::helpNamesTheSequenceOptions()
{
    const ProcessResult result = runLinattn({QStringLiteral("--help")});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.exitCode, 0);
    const QString help = QString::fromUtf8(result.standardOutput);
    for (const char *option :
        {"--list-sequences", "--sequence <ID>", "--token <T>", "--decay <G>", "--chunk <C>"})
        QVERIFY2(help.contains(QLatin1String(option)),
            qPrintable(QStringLiteral("--help does not mention %1").arg(option)));
}

void TestCommandLineSequences::everySequenceAndFormatMatchesTheCore_data()
{
    QTest::addColumn<QString>("sequenceId");
    QTest::addColumn<QString>("format");
    for (const SequencePreset &sequence : ProblemCatalog::sequences())
        for (const FormatName &format : kFormats)
            QTest::addRow("%s %s", sequence.id.c_str(), format.name)
                << QString::fromStdString(sequence.id) << QString::fromLatin1(format.name);
}

void TestCommandLineSequences::everySequenceAndFormatMatchesTheCore()
{
    QFETCH(QString, sequenceId);
    QFETCH(QString, format);

    const SequencePreset &sequence = sequenceNamed(sequenceId);
    const QByteArray expected = expectedSequenceExport(sequence.data, sequence.id,
        featureMapNamed(QStringLiteral("elu1")), defaultSettings(sequence.data.tokenCount()),
        formatFromName(format));
    QVERIFY(!expected.isEmpty());

    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    const QString outputPath = directory.filePath(QStringLiteral("sequence.out"));
    const ProcessResult result = runLinattn({QStringLiteral("--export"), format,
        QStringLiteral("--sequence"), sequenceId, QStringLiteral("-o"), outputPath});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, QByteArray());
    QCOMPARE(readFile(outputPath), expected);
    // Written atomically: no temporary file left beside it.
    QCOMPARE(entriesOf(directory.path()), QStringList {QStringLiteral("sequence.out")});

    if (format != QLatin1String("json"))
        return;
    QJsonParseError parseError;
    const QJsonObject root = QJsonDocument::fromJson(readFile(outputPath), &parseError).object();
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    for (const char *key : {"sequence", "title", "featureMap", "decay", "chunk", "epsilon",
             "tokens", "maxDifference", "offDiagonalRank"})
        QVERIFY2(root.contains(QLatin1String(key)), key);
    QCOMPARE(root.value(QStringLiteral("sequence")).toString(), sequenceId);
    QCOMPARE(root.value(QStringLiteral("featureMap")).toString(), QStringLiteral("elu1"));
    const QJsonObject ranks = root.value(QStringLiteral("offDiagonalRank")).toObject();
    QVERIFY(ranks.contains(QStringLiteral("linear")) && ranks.contains(QStringLiteral("softmax")));
    const QJsonArray tokens = root.value(QStringLiteral("tokens")).toArray();
    QCOMPARE(tokens.size(), qsizetype(sequence.data.tokenCount()));
    for (const QJsonValue token : tokens)
        for (const char *key : {"t", "query", "key", "value", "phiQuery", "phiKey", "S", "Z",
                 "numerator", "denominator", "available", "recurrent", "parallel", "chunkwise",
                 "softmax", "weights", "softmaxWeights"})
            QVERIFY2(token.toObject().contains(QLatin1String(key)), key);
}

void TestCommandLineSequences::settingsReachTheOutput_data()
{
    QTest::addColumn<QString>("sequenceId");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("featureMapId");
    QTest::addColumn<int>("favorFeatures"); // 0: not FAVOR+
    QTest::addColumn<qulonglong>("favorSeed");
    QTest::addColumn<bool>("favorOrthogonal");
    QTest::addColumn<double>("decay");
    QTest::addColumn<int>("chunk"); // 0: the default
    QTest::addColumn<double>("epsilon");
    QTest::addColumn<int>("decimals");

    for (const char *format : {"json", "csv", "markdown", "latex"}) {
        QTest::addRow("%s seq-long decay 0.9 chunk 8", format)
            << "seq-long" << format << QStringList {"--decay", "0.9", "--chunk", "8"} << "elu1" << 0
            << qulonglong(0) << true << 0.9 << 8 << 0.0 << kDefaultDecimals;
        QTest::addRow("%s seq-relu-gaps relu epsilon 1e-6 chunk 1", format)
            << "seq-relu-gaps" << format
            << QStringList {"--feature-map", "relu", "--epsilon", "1e-6", "--chunk", "1"} << "relu"
            << 0 << qulonglong(0) << true << 1.0 << 1 << 1e-6 << kDefaultDecimals;
        QTest::addRow("%s seq-general favor m 8 seed 9 off decay 0.5", format)
            << "seq-general" << format
            << QStringList {"--feature-map", "favor", "--features", "8", "--seed", "9",
                   "--orthogonal", "off", "--decay", "0.5"}
            << "favor" << 8 << qulonglong(9) << false << 0.5 << 0 << 0.0 << kDefaultDecimals;
    }
    QTest::newRow("markdown decimals 2") << "seq-sharp-softmax"
                                         << "markdown" << QStringList {"--decimals", "2"} << "elu1"
                                         << 0 << qulonglong(0) << true << 1.0 << 0 << 0.0 << 2;
    QTest::newRow("latex decimals 7 chunk 3")
        << "seq-general"
        << "latex" << QStringList {"--decimals", "7", "--chunk", "3"} << "elu1" << 0
        << qulonglong(0) << true << 1.0 << 3 << 0.0 << 7;
}

void TestCommandLineSequences::settingsReachTheOutput()
{
    QFETCH(QString, sequenceId);
    QFETCH(QString, format);
    QFETCH(QStringList, options);
    QFETCH(QString, featureMapId);
    QFETCH(int, favorFeatures);
    QFETCH(qulonglong, favorSeed);
    QFETCH(bool, favorOrthogonal);
    QFETCH(double, decay);
    QFETCH(int, chunk);
    QFETCH(double, epsilon);
    QFETCH(int, decimals);

    const SequencePreset &sequence = sequenceNamed(sequenceId);
    std::unique_ptr<FeatureMap> favor;
    if (favorFeatures > 0)
        favor = makeFavorFeatureMap(std::size_t(favorFeatures), favorSeed, favorOrthogonal);
    const FeatureMap &map = favor ? *favor : featureMapNamed(featureMapId);
    SequenceSettings settings = defaultSettings(sequence.data.tokenCount());
    settings.decay = decay;
    if (chunk > 0)
        settings.chunkSize = std::size_t(chunk);
    settings.epsilon = epsilon;
    const ExportFormat exportFormat = formatFromName(format);
    const QByteArray expected
        = expectedSequenceExport(sequence.data, sequence.id, map, settings, exportFormat, decimals);
    // Guards the test itself: the settings must change the export, or an ignored option would
    // go unnoticed.
    const QByteArray withDefaults = expectedSequenceExport(sequence.data, sequence.id,
        featureMapNamed(QStringLiteral("elu1")), defaultSettings(sequence.data.tokenCount()),
        exportFormat);
    QVERIFY(expected != withDefaults);

    const ProcessResult result = runLinattn(
        QStringList {QStringLiteral("--export"), format, QStringLiteral("--sequence"), sequenceId}
        + options);
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.standardOutput, expected);

    if (format != QLatin1String("json"))
        return;
    const QJsonObject root = QJsonDocument::fromJson(result.standardOutput).object();
    QCOMPARE(root.value(QStringLiteral("decay")).toDouble(), decay);
    QCOMPARE(root.value(QStringLiteral("chunk")).toInt(), int(settings.chunkSize));
    QCOMPARE(root.value(QStringLiteral("epsilon")).toDouble(), epsilon);
    QCOMPARE(root.value(QStringLiteral("featureMap")).toString(), featureMapId);
}

void TestCommandLineSequences::dataFileWithQueriesExportsTheSequence()
{
    const QString path = writeDataFile(QStringLiteral("four-tokens.json"), kFourTokens);
    const SequenceData data = fourTokens();
    for (const FormatName &format : kFormats) {
        const ProcessResult result
            = runLinattn({QStringLiteral("--export"), QString::fromLatin1(format.name),
                QStringLiteral("--data"), path, QStringLiteral("--chunk"), QStringLiteral("3"),
                QStringLiteral("--decay"), QStringLiteral("0.75")});
        QVERIFY2(result.finished, qPrintable(result.failure));
        QCOMPARE(result.standardError, QByteArray());
        QCOMPARE(result.exitCode, 0);
        SequenceSettings settings;
        settings.decay = 0.75;
        settings.chunkSize = 3;
        QCOMPARE(result.standardOutput,
            expectedSequenceExport(data, std::nullopt, featureMapNamed(QStringLiteral("elu1")),
                settings, format.format));
    }

    // "sequence" is null for a data file; a missing title is the file's base name.
    QByteArray untitled = kFourTokens;
    untitled.replace("\"title\": \"Four tokens of a student\",", "");
    const QString untitledPath = writeDataFile(QStringLiteral("my-tokens.json"), untitled);
    const ProcessResult result = runLinattn({QStringLiteral("--export"), QStringLiteral("json"),
        QStringLiteral("--data"), untitledPath});
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.standardError, QByteArray());
    QCOMPARE(result.exitCode, 0);
    SequenceData titled = data;
    titled.title = "my-tokens";
    QCOMPARE(result.standardOutput,
        expectedSequenceExport(titled, std::nullopt, featureMapNamed(QStringLiteral("elu1")),
            defaultSettings(titled.tokenCount()), ExportFormat::Json));
    const QJsonObject root = QJsonDocument::fromJson(result.standardOutput).object();
    QVERIFY(root.contains(QStringLiteral("sequence")));
    QVERIFY(root.value(QStringLiteral("sequence")).isNull());
    QCOMPARE(root.value(QStringLiteral("title")).toString(), QStringLiteral("my-tokens"));
    QCOMPARE(root.value(QStringLiteral("chunk")).toInt(), 4);
}

// A file with one "query" exports the single-query step table, as before sequences existed.
void TestCommandLineSequences::dataFileWithQueryStillExportsTheStepTable()
{
    const QString path = writeDataFile(QStringLiteral("one-query.json"),
        R"({"title": "One query", "query": [0.5, 1], "keys": [[1, 0], [0, 1]], "values": [1, 3]})");
    AttentionData data;
    data.title = "One query";
    data.query = {0.5, 1};
    data.keys = {{1, 0}, {0, 1}};
    data.values = scalarValues({1, 3});
    for (const FormatName &format : kFormats) {
        const ProcessResult result = runLinattn({QStringLiteral("--export"),
            QString::fromLatin1(format.name), QStringLiteral("--data"), path});
        QVERIFY2(result.finished, qPrintable(result.failure));
        QCOMPARE(result.standardError, QByteArray());
        QCOMPARE(result.exitCode, 0);
        const StepTable table
            = computeStepTable(data, featureMapNamed(QStringLiteral("elu1")), 2, std::nullopt);
        QCOMPARE(result.standardOutput,
            QByteArray::fromStdString(exportStepTable(table, format.format)));
    }
}

void TestCommandLineSequences::badInputIsRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message"); // the whole line after "linattn: "
    QTest::addColumn<bool>("exports"); // also run with -o FILE

    const std::size_t general = sequenceNamed(QStringLiteral("seq-general")).data.tokenCount();
    const QString outsideGeneral = QStringLiteral("is outside 1…%1").arg(general);
    const QString sequenceOnly = QStringLiteral(
        "only meaningful for a sequence (--sequence ID or a --data file with \"queries\")");
    const auto refused
        = [](const char *name, const QStringList &arguments, const QString &message) {
              QTest::newRow(name) << arguments << message << true;
          };
    const auto refusedWindow
        = [](const char *name, const QStringList &arguments, const QString &message) {
              QTest::newRow(name) << arguments << message << false;
          };
    const QStringList csvGeneral {"--export", "csv", "--sequence", "seq-general"};

    // C and γ.
    refused("chunk 0", csvGeneral + QStringList {"--chunk", "0"}, "--chunk: 0 " + outsideGeneral);
    refused("chunk N + 1", csvGeneral + QStringList {"--chunk", QString::number(general + 1)},
        QStringLiteral("--chunk: %1 ").arg(general + 1) + outsideGeneral);
    refused(
        "chunk -1", csvGeneral + QStringList {"--chunk", "-1"}, "--chunk: -1 " + outsideGeneral);
    refused("chunk abc", csvGeneral + QStringList {"--chunk", "abc"},
        "--chunk: expected a whole number, got 'abc'");
    refused(
        "decay 1.5", csvGeneral + QStringList {"--decay", "1.5"}, "--decay: 1.5 is outside (0, 1]");
    refused("decay 0", csvGeneral + QStringList {"--decay", "0"}, "--decay: 0 is outside (0, 1]");
    refused("decay -0.5", csvGeneral + QStringList {"--decay", "-0.5"},
        "--decay: -0.5 is outside (0, 1]");
    refused("decay abc", csvGeneral + QStringList {"--decay", "abc"},
        "--decay: expected a number in (0, 1], got \"abc\"");
    refused("decay nan", csvGeneral + QStringList {"--decay", "nan"},
        "--decay: expected a finite number, got NaN");
    refused(
        "epsilon 2", csvGeneral + QStringList {"--epsilon", "2"}, "--epsilon: 2 is outside 0…1");
    refused("features without favor", csvGeneral + QStringList {"--features", "8"},
        "--features: only meaningful with --feature-map favor");

    // Which sequence.
    refused("misspelt sequence", {"--export", "json", "--sequence", "seq-genral"},
        "--sequence: unknown sequence 'seq-genral'; did you mean seq-general?");
    refused("unknown sequence", {"--export", "json", "--sequence", "fibonacci"},
        "--sequence: unknown sequence 'fibonacci' (see --list-sequences)");
    refused(
        "empty sequence", {"--export", "json", "--sequence", ""}, "--sequence: the value is empty");
    refused("sequence with preset", csvGeneral + QStringList {"--preset", "general"},
        "--sequence and --preset cannot be used together: choose one");
    const QString fourTokens = writeDataFile(QStringLiteral("four.json"), kFourTokens);
    refused("sequence with data", csvGeneral + QStringList {"--data", fourTokens},
        "--sequence and --data cannot be used together: choose one");
    refused("unknown feature map", csvGeneral + QStringList {"--feature-map", "cosine"},
        "--feature-map: unknown feature map 'cosine' (see --list-feature-maps)");

    // Options of the other view.
    refused("decay without a sequence", {"--export", "csv", "--decay", "0.5"},
        "--decay: " + sequenceOnly);
    refused("chunk with a preset", {"--export", "csv", "--preset", "general", "--chunk", "2"},
        "--chunk: " + sequenceOnly);
    const QString oneQuery = writeDataFile(QStringLiteral("one-query.json"),
        R"({"query": [0.5, 1], "keys": [[1, 0], [0, 1]], "values": [1, 3]})");
    refused("decay with a one-query data file",
        {"--export", "csv", "--data", oneQuery, "--decay", "0.5"}, "--decay: " + sequenceOnly);
    refused("prefix with a sequence", csvGeneral + QStringList {"--prefix", "3"},
        "--prefix: only for a single query; a sequence's export holds every token");
    refused("token with an export", csvGeneral + QStringList {"--token", "3"},
        "--token: only for the window, the PDF handout and the charts; a table export holds every "
        "token");
    refused("pdf of a sequence at a token beyond it",
        {"--export", "pdf", "--sequence", "seq-general", "--token", "8", "-o", "x.pdf"},
        "--token: 8 is outside 0…7"); // tokens are numbered from 0

    // Data files with "queries".
    const QString threeForFour = writeDataFile(QStringLiteral("data.json"),
        R"({"queries": [[1, 0], [0, 1], [1, 1]], "keys": [[1, 0], [0, 1], [1, 1], [2, 0]],
            "values": [1, 2, 3, 4]})");
    refused("3 queries for 4 keys", {"--export", "json", "--data", threeForFour},
        threeForFour + ": queries: 3 queries for 4 keys");
    const QString both = writeDataFile(QStringLiteral("both.json"),
        R"({"query": [1, 0], "queries": [[1, 0]], "keys": [[1, 0]], "values": [1]})");
    refused("query and queries", {"--export", "json", "--data", both},
        both
            + ": queries: expected either \"query\" (one query) or \"queries\" (one per key), "
              "not both");
    refused("chunk beyond a data file's tokens",
        {"--export", "csv", "--data", fourTokens, "--chunk", "5"}, "--chunk: 5 is outside 1…4");
    const QString nanQuery = writeDataFile(QStringLiteral("nan-query.json"),
        R"({"queries": [[1, 0], [0, "NaN"]], "keys": [[1, 0], [0, 1]], "values": [1, 2]})");
    refused("string in queries", {"--export", "csv", "--data", nanQuery},
        nanQuery + ": queries[1][1]: expected a number, got a string");

    // The window's options, checked against the sequence before any window opens.
    refusedWindow("window token beyond the sequence", {"--sequence", "seq-general", "--token", "8"},
        "--token: 8 is outside 0…7");
    refusedWindow("window token below 0", {"--sequence", "seq-general", "--token", "-1"},
        "--token: -1 is outside 0…7");
    refusedWindow("window chunk 0", {"--sequence", "seq-general", "--chunk", "0"},
        "--chunk: 0 is outside 1…8");
    refusedWindow("window decay 1.5", {"--sequence", "seq-long", "--decay", "1.5"},
        "--decay: 1.5 is outside (0, 1]");
    refusedWindow("window unknown sequence", {"--sequence", "seq-genral"},
        "--sequence: unknown sequence 'seq-genral'; did you mean seq-general?");
    refusedWindow("window token beyond a data file's tokens",
        {"--data", fourTokens, "--token", "4"}, "--token: 4 is outside 0…3");
    refusedWindow("window decay alone", {"--decay", "0.5"}, "--decay: " + sequenceOnly);
    refusedWindow("window token abc", {"--sequence", "seq-general", "--token", "abc"},
        "--token: expected a whole number, got 'abc'");
}

void TestCommandLineSequences::badInputIsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QFETCH(bool, exports);
    const QStringList pattern {wholeLine(message)};

    {
        const ProcessResult result = runLinattn(arguments);
        QVERIFY2(result.finished, qPrintable(result.failure));
        const QString problem = refusalProblem(result, pattern);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    if (!exports)
        return;

    QTemporaryDir directory;
    QVERIFY2(directory.isValid(), qPrintable(directory.errorString()));
    // -o to a new file: none is created (nor a temporary one).
    {
        const QString outputPath = directory.filePath(QStringLiteral("new.out"));
        const ProcessResult result
            = runLinattn(arguments + QStringList {QStringLiteral("-o"), outputPath});
        QVERIFY2(result.finished, qPrintable(result.failure));
        const QString problem = refusalProblem(result, pattern);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("with -o NEW: ") + problem));
        QCOMPARE(entriesOf(directory.path()), QStringList());
    }
    // -o to an existing file: left byte for byte as it was.
    {
        const QString outputPath = directory.filePath(QStringLiteral("existing.out"));
        QVERIFY(writeFile(outputPath, kKnownContent));
        const ProcessResult result
            = runLinattn(arguments + QStringList {QStringLiteral("-o"), outputPath});
        QVERIFY2(result.finished, qPrintable(result.failure));
        const QString problem = refusalProblem(result, pattern);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("with -o EXISTING: ") + problem));
        QCOMPARE(readFile(outputPath), kKnownContent);
        QCOMPARE(entriesOf(directory.path()), QStringList {QStringLiteral("existing.out")});
    }
}

QTEST_GUILESS_MAIN(TestCommandLineSequences)
#include "tst_cli_sequences.moc"
