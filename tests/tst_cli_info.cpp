// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `linattn --list-presets`, `--list-feature-maps`, `--help` and `--version`:
// one id and title a line, every option described, the version.
// Every process runs without a display (CommandLineTest.h).

#include "CommandLineTest.h"
#include "ProblemCatalog.h"
#include "Text.h"
#include "feature_map.h"

#include <QRegularExpression>
#include <QTest>

using namespace linattn;
using namespace linattn::test;

class TestCommandLine : public CommandLineTest {
    Q_OBJECT

private slots:
    void listsOneIdAndTitlePerLine_data();
    void listsOneIdAndTitlePerLine();
    void helpDescribesTheOptions_data();
    void helpDescribesTheOptions();
    void versionPrintsTheVersion_data();
    void versionPrintsTheVersion();
};

void TestCommandLine::listsOneIdAndTitlePerLine_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QByteArray>("expectedOutput");
    QTest::addColumn<QStringList>("requiredIds");

    QByteArray presets;
    for (const Preset &preset : ProblemCatalog::presets())
        presets += QByteArray::fromStdString(preset.id) + '\t'
            + QByteArray::fromStdString(preset.title) + '\n';
    QTest::newRow("presets") << QStringLiteral("--list-presets") << presets
                             << QStringList {"general", "all-negative", "negative-query",
                                    "partly-negative", "single-key", "large-scores",
                                    "tiny-denominator", "value-arrows"};

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

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_cli_info.moc"
