// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Bad command lines and bad --data files, refused: status 2, one line on
// standard error naming the place (the option, or the file with the line and
// column or the key), nothing on standard output, no output file created or
// overwritten; an output path that cannot be written; options given empty.
// Every process runs without a display (CommandLineTest.h).

#include "CommandLineTest.h"
#include "Refusals.h"
#include "TestFiles.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace linattn;
using namespace linattn::test;

namespace {

constexpr qint64 kOneMebibyte = 1 << 20;

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

} // namespace

class TestCommandLine : public CommandLineTest {
    Q_OBJECT

private slots:
    void badInputIsRefused_data();
    void badInputIsRefused();
    void unwritableOutputPathIsRefused_data();
    void unwritableOutputPathIsRefused();
    void emptyOptionValueIsRefused_data();
    void emptyOptionValueIsRefused();
};

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
    refused("orthogonal maybe",
        {exportOption, csv, "--feature-map", "favor", "--orthogonal", "maybe"},
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
    const QString missing = dataDirectory().filePath(QStringLiteral("missing.json"));
    refused("missing data file", {exportOption, csv, "--data", missing}, {literal(missing)});
    refused("data file is a directory", {exportOption, csv, "--data", dataDirectory().path()},
        {literal(dataDirectory().path())});
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

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_cli_refusals.moc"
