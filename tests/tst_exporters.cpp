// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every export format parsed back: CSV and TSV cell by cell (exact doubles), JSON
// through QJsonDocument (exact doubles), Markdown and LaTeX row counts,
// rounding and the word Unavailable, for every preset × feature map.

#include "Catalog.h"
#include "ProblemCatalog.h"
#include "ScalarValue.h"
#include "Text.h"
#include "exporters.h"
#include "feature_map.h"
#include "number_format.h"
#include "random_features.h"
#include "sequence_exporters.h"
#include "sequence_table.h"
#include "step_table.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

using namespace linattn;
using namespace linattn::test;

namespace {

// The Markdown and LaTeX tables both have these 13 columns, in this order.
constexpr int kTableColumns = 13;
enum TableColumn {
    ColumnToken = 0, // t, from 0: the prefix t + 1
    ColumnKey,
    ColumnValue,
    ColumnPhiKey,
    ColumnScore,
    ColumnS,
    ColumnZ,
    ColumnNumerator,
    ColumnDenominator,
    ColumnOutput,
    ColumnReference,
    ColumnSoftmax,
    ColumnDifference,
};

// Collects every mismatch of one table, so a failure lists them all
// (the first few) instead of stopping at the first.
class Mismatches {
public:
    void add(const QString &message) { messages_ << message; }

    void expectExact(const QString &where, double actual, double expected)
    {
        // Exact on purpose: QCOMPARE on doubles is fuzzy.
        if (!(actual == expected))
            add(QStringLiteral("%1: got %2, expected exactly %3")
                    .arg(where, fullPrecision(actual), fullPrecision(expected)));
    }

    void expectText(const QString &where, const QString &actual, const QString &expected)
    {
        if (actual != expected)
            add(QStringLiteral("%1: got \"%2\", expected \"%3\"").arg(where, actual, expected));
    }

    void expectTrue(const QString &where, bool condition, const QString &what)
    {
        if (!condition)
            add(QStringLiteral("%1: %2").arg(where, what));
    }

    bool isEmpty() const { return messages_.isEmpty(); }

    QByteArray report() const
    {
        QStringList shown = messages_.mid(0, 12);
        if (messages_.size() > shown.size())
            shown << QStringLiteral("... and %1 more").arg(messages_.size() - shown.size());
        return (QStringLiteral("%1 mismatch(es):\n  ").arg(messages_.size())
            + shown.join(QStringLiteral("\n  ")))
            .toUtf8();
    }

private:
    QStringList messages_;
};

#define VERIFY_NO_MISMATCHES(mismatches)                                                           \
    QVERIFY2((mismatches).isEmpty(), (mismatches).report().constData())

// True when `text` is the shortest decimal that reads back to `x`: it reads
// back exactly, and one significant digit fewer does not.
bool isShortestRoundTrip(const QString &text, double x)
{
    bool ok = false;
    if (text.toDouble(&ok) != x || !ok)
        return false;
    QString mantissa = text.section(QRegularExpression(QStringLiteral("[eE]")), 0, 0);
    if (mantissa.contains(u'.') && mantissa.endsWith(u'0'))
        return false; // "0.50": a trailing fraction zero is never shortest
    QString digits = mantissa;
    digits.remove(u'-').remove(u'+').remove(u'.');
    while (digits.startsWith(u'0'))
        digits.remove(0, 1);
    while (digits.endsWith(u'0'))
        digits.chop(1);
    const int significant = int(digits.size());
    if (significant <= 1)
        return true;
    char shorter[64];
    std::snprintf(shorter, sizeof shorter, "%.*e", significant - 2, x);
    return std::strtod(shorter, nullptr) != x;
}

// An independent check of a rounded cell: at most `decimals` fraction
// digits, no trailing zeros, within half a unit of the last place; tiny
// non-zero values in scientific form rather than "0".
QString roundingProblem(const QString &text, double x, int decimals)
{
    bool ok = false;
    const double shown = text.toDouble(&ok);
    if (!ok)
        return QStringLiteral("\"%1\" is not a number").arg(text);
    if (text.contains(u'e')) {
        const double relative = std::fabs(shown - x) / std::fabs(x);
        if (!(relative <= 0.5 * std::pow(10.0, -decimals) * (1 + 1e-9)))
            return QStringLiteral("\"%1\" is too far from %2").arg(text, fullPrecision(x));
        return {};
    }
    const double halfUnit = 0.5 * std::pow(10.0, -decimals);
    if (x != 0 && std::fabs(x) < halfUnit) {
        // Documented: a value that `decimals` would round to 0 keeps one
        // significant digit instead ("0.4" at 0 decimals).
        if (shown == 0)
            return QStringLiteral("\"%1\" hides the non-zero %2").arg(text, fullPrecision(x));
        const double digitUnit = std::pow(10.0, std::floor(std::log10(std::fabs(x))));
        if (!(std::fabs(shown - x) <= 0.5 * digitUnit * (1 + 1e-9)))
            return QStringLiteral("\"%1\" is not %2 to one significant digit")
                .arg(text, fullPrecision(x));
        return {};
    }
    const qsizetype point = text.indexOf(u'.');
    if (point >= 0) {
        if (text.size() - point - 1 > decimals)
            return QStringLiteral("\"%1\" has more than %2 decimals").arg(text).arg(decimals);
        if (text.endsWith(u'0') || text.endsWith(u'.'))
            return QStringLiteral("\"%1\" has a trailing zero or point").arg(text);
    }
    if (x != 0 && shown == 0)
        return QStringLiteral("\"%1\" hides the non-zero %2").arg(text, fullPrecision(x));
    if (!(std::fabs(shown - x) <= halfUnit * (1 + 1e-9) + std::fabs(x) * 1e-15))
        return QStringLiteral("\"%1\" is not %2 rounded to %3 decimals")
            .arg(text, fullPrecision(x))
            .arg(decimals);
    return {};
}

// φ written here again, so which steps are Unavailable is known without the core.
std::optional<double> independentPhi(const QString &mapId, double x)
{
    if (mapId == QLatin1String("elu1"))
        return x > 0 ? x + 1 : std::exp(x);
    if (mapId == QLatin1String("relu"))
        return x > 0 ? x : 0.0;
    return std::nullopt;
}

// Unavailable at prefix t exactly when Σᵢ<ₜ φ(q)·φ(kᵢ) is 0 (φ is non-negative,
// so that is when every weight is 0). Empty when the map is unknown here.
std::optional<std::vector<bool>> independentUnavailable(
    const AttentionData &data, const QString &mapId, int prefix)
{
    std::vector<bool> unavailable;
    double weightSum = 0;
    for (int t = 0; t < prefix; ++t) {
        for (std::size_t f = 0; f < data.query.size(); ++f) {
            const auto phiQuery = independentPhi(mapId, data.query[f]);
            const auto phiKey = independentPhi(mapId, data.keys[t][f]);
            if (!phiQuery || !phiKey)
                return std::nullopt;
            weightSum += *phiQuery * *phiKey;
        }
        unavailable.push_back(weightSum == 0);
    }
    return unavailable;
}

int nullCount(const StepRecord &step)
{
    return int(!step.output) + int(!step.reference) + int(!step.difference);
}

// S's rows, "[[2, 0], [1, 0]]" -> ["2, 0", "1, 0"] for values of several coordinates.
QStringList markdownMatrixRows(QString cell)
{
    if (!cell.startsWith(QLatin1String("[[")) || !cell.endsWith(QLatin1String("]]")))
        return {QStringLiteral("<not a matrix: %1>").arg(cell)};
    return cell.mid(2, cell.size() - 4).split(QStringLiteral("], ["));
}

// A LaTeX row's cells: split at & except inside a smallmatrix, whose & separate its entries.
QStringList latexCells(const QString &line)
{
    static const QRegularExpression matrix(
        QStringLiteral(R"(\\begin\{smallmatrix\}.*?\\end\{smallmatrix\})"));
    QString protectedLine = line;
    for (const QRegularExpressionMatch &match : matrix.globalMatch(line)) {
        QString inside = match.captured(0);
        inside.replace(u'&', QChar(0x1F));
        protectedLine.replace(match.capturedStart(0), match.capturedLength(0), inside);
    }
    QStringList cells = protectedLine.split(u'&');
    for (QString &cell : cells)
        cell = cell.replace(QChar(0x1F), u'&').trimmed();
    return cells;
}

// S's entries from "$\left(\begin{smallmatrix}2 & 0 \\ 1 & 0\end{smallmatrix}\right)$", row
// by row; empty when the cell is not such a matrix.
QStringList latexMatrixEntries(const QString &cell)
{
    static const QRegularExpression matrix(
        QStringLiteral(R"(^\$\\left\(\\begin\{smallmatrix\}(.*)\\end\{smallmatrix\}\\right\)\$$)"));
    const QRegularExpressionMatch match = matrix.match(cell);
    if (!match.hasMatch())
        return {};
    QStringList entries;
    for (const QString &row : match.captured(1).split(QStringLiteral(R"( \\ )")))
        for (const QString &entry : row.split(QStringLiteral(" & ")))
            entries << entry.trimmed();
    return entries;
}

int countOf(const QString &text, const QString &word)
{
    return int(text.count(word));
}

// "| a | b |" -> ["a", "b"]; none of the cells contains a pipe.
QStringList markdownCells(const QString &line)
{
    QStringList cells = line.split(u'|');
    if (cells.size() < 2)
        return {};
    cells.removeFirst();
    cells.removeLast();
    for (QString &cell : cells)
        cell = cell.trimmed();
    return cells;
}

// "[0.37, 1.5]" -> ["0.37", "1.5"]
QStringList vectorElements(QString cell, QChar open, QChar close)
{
    if (!cell.startsWith(open) || !cell.endsWith(close))
        return {QStringLiteral("<not a vector: %1>").arg(cell)};
    cell = cell.mid(1, cell.size() - 2);
    return cell.split(QStringLiteral(", "));
}

// "$-1.5$" -> "-1.5", "$1.2\times10^{-300}$" -> "1.2e-300", "5" -> "5".
QString latexToPlainNumber(QString cell)
{
    if (cell.startsWith(u'$') && cell.endsWith(u'$'))
        cell = cell.mid(1, cell.size() - 2);
    const QString times = QStringLiteral("\\times10^{");
    const qsizetype at = cell.indexOf(times);
    if (at >= 0 && cell.endsWith(u'}'))
        cell = cell.left(at) + u'e'
            + cell.mid(at + times.size(), cell.size() - at - times.size() - 1);
    return cell;
}

const QStringList &documentedCsvHeader()
{
    static const QStringList header {QStringLiteral("t"), QStringLiteral("key_0"),
        QStringLiteral("key_1"), QStringLiteral("value"), QStringLiteral("phi_key_0"),
        QStringLiteral("phi_key_1"), QStringLiteral("score"), QStringLiteral("S_0"),
        QStringLiteral("S_1"), QStringLiteral("Z_0"), QStringLiteral("Z_1"),
        QStringLiteral("numerator"), QStringLiteral("denominator"), QStringLiteral("available"),
        QStringLiteral("output"), QStringLiteral("reference"), QStringLiteral("softmax"),
        QStringLiteral("difference"), QStringLiteral("preset"), QStringLiteral("title"),
        QStringLiteral("feature_map"), QStringLiteral("feature_map_settings"),
        QStringLiteral("epsilon")};
    return header;
}

// The columns of a value-shaped field: its name for scalar values, name_0, name_1, … for values
// of d_v coordinates, as the documentation says.
QStringList valueColumns(const QString &name, std::size_t dv)
{
    if (dv == 1)
        return {name};
    QStringList columns;
    for (std::size_t c = 0; c < dv; ++c)
        columns << name + u'_' + QString::number(c);
    return columns;
}

// S's columns: S_0 … S_(m−1) for scalar values, S_f_c (row f, column c) otherwise.
QStringList matrixColumns(std::size_t features, std::size_t dv)
{
    QStringList columns;
    for (std::size_t f = 0; f < features; ++f)
        for (const QString &column : valueColumns(QStringLiteral("S_%1").arg(f), dv))
            columns << column;
    return columns;
}

// The documented header (2-D keys, two features, scalar values) with each feature group,
// phi_key_*, S_* and Z_*, as long as the table has features (FAVOR+ has m), and each value-shaped
// column as many as the values have coordinates: derived from the hand-written header, not built
// the way the exporter builds it.
QStringList documentedCsvHeaderFor(const StepTable &table)
{
    static const QStringList featureGroups {QStringLiteral("phi_key_"), QStringLiteral("Z_")};
    static const QStringList valueShaped {QStringLiteral("value"), QStringLiteral("numerator"),
        QStringLiteral("output"), QStringLiteral("reference"), QStringLiteral("softmax")};
    const std::size_t features = table.phiQuery.size();
    QStringList header;
    for (const QString &name : documentedCsvHeader()) {
        const QString group = name.chopped(1); // "phi_key_" of "phi_key_0"
        if (valueShaped.contains(name))
            header << valueColumns(name, table.valueDimension);
        else if (name == QLatin1String("S_0"))
            header << matrixColumns(features, table.valueDimension);
        else if (name.startsWith(QLatin1String("S_")))
            continue;
        else if (!featureGroups.contains(group))
            header << name;
        else if (name.endsWith(u'0'))
            for (std::size_t i = 0; i < features; ++i)
                header << group + QString::number(i);
    }
    return header;
}

// The worked example of the seed: general, elu1, prefix 1.
StepTable workedExampleTable(int prefix = 1)
{
    return presetTable(QStringLiteral("general"), QStringLiteral("elu1"), prefix);
}

AttentionData smallData(const std::string &title)
{
    AttentionData data;
    data.title = title;
    data.query = {0.5, 1};
    data.keys = {{1, 0}, {-1, 0.5}};
    data.values = scalarValues({1, -2});
    return data;
}

} // namespace

class TestExporters : public QObject {
    Q_OBJECT

private:
    void addEveryTable();

private slots:
    // Premise of the data-driven tests: the presets the issue names exist and
    // are Unavailable where the issue says (computed independently here).
    void presetsHaveTheDocumentedUnavailability();

    void csvParsesBackExactly_data() { addEveryTable(); }
    void csvParsesBackExactly();
    void csvHeaderIsTheDocumentedOne();

    void jsonParsesBackExactly_data() { addEveryTable(); }
    void jsonParsesBackExactly();
    void jsonPresetIsNullForOwnData();
    void jsonTitleWithSpecialCharactersRoundTrips();

    void markdownRowsAndRounding_data() { addEveryTable(); }
    void markdownRowsAndRounding();
    void markdownWorkedExampleRow();
    void markdownRoundsToTwoDecimals();
    void markdownTitleCannotAddTableRows();

    void latexRowsAndCells_data() { addEveryTable(); }
    void latexRowsAndCells();
    void latexWorkedExampleRow();
    void latexTitleSpecialsAreEscaped();
    void latexReadsInPdflatex();

    void tsvParsesBackExactly_data() { addEveryTable(); }
    void tsvParsesBackExactly();
    void tsvWorkedExampleRows();
    void tsvTitleCannotAddRowsOrColumns();

    void exportStepTableDispatches_data() { addEveryTable(); }
    void exportStepTableDispatches();

    void parseExportFormat_data();
    void parseExportFormat();
    void exportFormatNamesRoundTrip();

    void headersNameMapParametersAndEpsilon_data();
    void headersNameMapParametersAndEpsilon();
};

// Every preset × feature map at its full prefix and at prefix 1.
void TestExporters::addEveryTable()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("mapId");
    QTest::addColumn<int>("prefix");

    QVERIFY(!ProblemCatalog::presets().empty());
    QVERIFY(!featureMaps().empty());
    for (const Preset &preset : ProblemCatalog::presets()) {
        const int keyCount = int(preset.data.keys.size());
        for (const FeatureMap *map : featureMaps()) {
            const QString presetId = fromStd(preset.id);
            const QString mapId = QString::fromUtf8(map->id().data(), map->id().size());
            QTest::addRow("%s/%s/prefix %d", preset.id.c_str(), qPrintable(mapId), keyCount)
                << presetId << mapId << keyCount;
            if (keyCount > 1)
                QTest::addRow("%s/%s/prefix 1", preset.id.c_str(), qPrintable(mapId))
                    << presetId << mapId << 1;
        }
    }
}

void TestExporters::presetsHaveTheDocumentedUnavailability()
{
    // Prefixes 1…unavailableThrough are Unavailable, the rest defined.
    constexpr int everywhere = 1000;
    struct Expectation {
        const char *preset;
        const char *map;
        int unavailableThrough;
    };
    const Expectation expectations[] = {
        {"general", "elu1", 0},
        {"general", "relu", 0},
        {"all-negative", "elu1", 0},
        {"all-negative", "relu", everywhere},
        {"negative-query", "relu", everywhere},
        {"partly-negative", "relu", 1},
        {"partly-negative", "elu1", 0},
        {"single-key", "relu", 0},
        {"large-scores", "relu", 0},
        {"tiny-denominator", "relu", 0},
    };
    for (const Expectation &expectation : expectations) {
        const Preset &preset = presetNamed(QLatin1String(expectation.preset));
        const int keyCount = int(preset.data.keys.size());
        const auto unavailable
            = independentUnavailable(preset.data, QLatin1String(expectation.map), keyCount);
        QVERIFY(unavailable.has_value());
        for (int t = 0; t < keyCount; ++t)
            QVERIFY2((*unavailable)[t] == (t < expectation.unavailableThrough),
                qPrintable(
                    QStringLiteral("%1/%2 prefix %3")
                        .arg(QLatin1String(expectation.preset), QLatin1String(expectation.map))
                        .arg(t + 1)));

        const StepTable table = presetTable(
            QLatin1String(expectation.preset), QLatin1String(expectation.map), keyCount);
        for (int t = 0; t < keyCount; ++t)
            QCOMPARE(table.steps[std::size_t(t)].available(), t >= expectation.unavailableThrough);
    }
}

void TestExporters::csvParsesBackExactly()
{
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    const Preset &preset = presetNamed(presetId);
    const StepTable table = presetTable(presetId, mapId, prefix);
    const auto unavailable = independentUnavailable(preset.data, mapId, prefix);

    const QString csv = fromStd(exportCsv(table));
    QVERIFY2(csv.endsWith(QStringLiteral("\r\n")), "the last record must end with CRLF");
    QStringList lines = csv.split(QStringLiteral("\r\n"));
    QCOMPARE(lines.takeLast(), QString());
    for (const QString &line : lines)
        QVERIFY2(!line.contains(u'\n') && !line.contains(u'\r'),
            qPrintable(QStringLiteral("bare line break in \"%1\"").arg(line)));

    const QStringList header = lines.takeFirst().split(u',');
    QCOMPARE(header, documentedCsvHeaderFor(table));
    QCOMPARE(lines.size(), prefix);

    Mismatches mismatches;
    for (int row = 0; row < lines.size(); ++row) {
        const StepRecord &step = table.steps[std::size_t(row)];
        const QStringList cells = lines[row].split(u',');
        QCOMPARE(cells.size(), header.size());
        auto cell = [&](const QString &name) { return cells[header.indexOf(name)]; };
        auto where = [&](const QString &name) {
            return QStringLiteral("row %1, %2 \"%3\"").arg(row + 1).arg(name, cell(name));
        };
        auto number = [&](const QString &name, double expected) {
            bool ok = false;
            const double parsed = cell(name).toDouble(&ok);
            mismatches.expectTrue(where(name), ok, QStringLiteral("not a number"));
            mismatches.expectExact(where(name), parsed, expected);
            mismatches.expectTrue(where(name), isShortestRoundTrip(cell(name), expected),
                QStringLiteral("not the shortest round-trip text of %1")
                    .arg(fullPrecision(expected)));
        };
        auto numbers = [&](const char *name, std::span<const double> expected) {
            for (std::size_t i = 0; i < expected.size(); ++i)
                number(QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(i), expected[i]);
        };
        auto optionalNumber = [&](const QString &name, const std::optional<double> &expected) {
            if (expected)
                number(name, *expected);
            else
                mismatches.expectText(where(name), cell(name), QString());
        };
        const std::size_t dv = table.valueDimension;
        // A value-shaped field, coordinate by coordinate; S entry by entry.
        auto value = [&](const char *name, std::span<const double> expected) {
            const QStringList columns = valueColumns(QLatin1String(name), dv);
            QCOMPARE(std::size_t(columns.size()), expected.size());
            for (qsizetype c = 0; c < columns.size(); ++c)
                number(columns[c], expected[std::size_t(c)]);
        };
        auto optionalValue = [&](const char *name, const std::optional<InlineVector> &expected) {
            const QStringList columns = valueColumns(QLatin1String(name), dv);
            for (qsizetype c = 0; c < columns.size(); ++c)
                optionalNumber(columns[c],
                    expected ? std::optional<double>((*expected)[std::size_t(c)]) : std::nullopt);
        };
        auto matrix = [&](std::span<const double> expected) {
            const QStringList columns = matrixColumns(table.phiQuery.size(), dv);
            QCOMPARE(std::size_t(columns.size()), expected.size());
            for (qsizetype e = 0; e < columns.size(); ++e)
                number(columns[e], expected[std::size_t(e)]);
        };

        // The row's token t, numbered from 0: the prefix row + 1.
        mismatches.expectText(
            where(QStringLiteral("t")), cell(QStringLiteral("t")), QString::number(row));
        numbers("key", step.key);
        value("value", step.value);
        numbers("phi_key", step.phiKey);
        number(QStringLiteral("score"), step.score);
        matrix(step.S);
        numbers("Z", step.Z);
        value("numerator", step.numerator);
        number(QStringLiteral("denominator"), step.denominator);
        mismatches.expectText(where(QStringLiteral("available")), cell(QStringLiteral("available")),
            step.available() ? QStringLiteral("true") : QStringLiteral("false"));
        if (unavailable)
            mismatches.expectText(where(QStringLiteral("available")),
                cell(QStringLiteral("available")),
                (*unavailable)[std::size_t(row)] ? QStringLiteral("false")
                                                 : QStringLiteral("true"));
        optionalValue("output", step.output);
        optionalValue("reference", step.reference);
        value("softmax", step.softmax);
        optionalNumber(QStringLiteral("difference"), step.difference);

        // Empty cells exactly where Unavailable, as computed independently.
        if (unavailable) {
            const bool expectEmpty = (*unavailable)[std::size_t(row)];
            const QStringList columns = valueColumns(QStringLiteral("output"), dv)
                + valueColumns(QStringLiteral("reference"), dv)
                + QStringList {QStringLiteral("difference")};
            for (const QString &name : columns)
                mismatches.expectTrue(where(name), cell(name).isEmpty() == expectEmpty,
                    expectEmpty ? QStringLiteral("should be empty (Unavailable)")
                                : QStringLiteral("should hold a number"));
        }
    }
    VERIFY_NO_MISMATCHES(mismatches);
}

void TestExporters::csvHeaderIsTheDocumentedOne()
{
    const QString csv = fromStd(exportCsv(workedExampleTable()));
    QCOMPARE(csv.section(QStringLiteral("\r\n"), 0, 0).split(u','), documentedCsvHeader());
    // The worked example's row, token 0 (prefix 1), checked by hand: φ(q) = [1.5, 2],
    // φ(k₀) = [2, 1].
    QCOMPARE(csv.section(QStringLiteral("\r\n"), 1, 1),
        QStringLiteral("0,1,0,1,2,1,5,2,1,2,1,5,5,true,1,1,1,0,general,General,elu1,,0"));
    // What made a table, on every row: FAVOR+'s settings in one cell, ε as a number.
    const Preset &general = presetNamed(QStringLiteral("general"));
    const std::unique_ptr<FeatureMap> favorMap = makeFavorFeatureMap(16, 7, false);
    const StepTable favor
        = computeStepTable(general.data, *favorMap, 2, general.id, StepTableOptions {1e-6});
    const QStringList rows = fromStd(exportCsv(favor)).split(QStringLiteral("\r\n"));
    for (int row : {1, 2})
        QVERIFY2(rows[row].endsWith(
                     QStringLiteral(",general,General,favor,m = 16; seed = 7; independent,1e-06")),
            qPrintable(rows[row]));
    // A title with a comma is quoted (RFC 4180); the user's own data has no preset id.
    const StepTable own = computeStepTable(
        smallData("Mine, quoted \"here\""), featureMapNamed(QStringLiteral("elu1")), 1);
    QVERIFY2(fromStd(exportCsv(own))
                 .contains(QStringLiteral(",,\"Mine, quoted \"\"here\"\"\",elu1,,0\r\n")),
        qPrintable(fromStd(exportCsv(own))));
}

void TestExporters::jsonParsesBackExactly()
{
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    const Preset &preset = presetNamed(presetId);
    const StepTable table = presetTable(presetId, mapId, prefix);
    const auto unavailable = independentUnavailable(preset.data, mapId, prefix);

    const std::string text = exportJson(table);
    QJsonParseError parseError;
    const QJsonDocument document
        = QJsonDocument::fromJson(QByteArray::fromStdString(text), &parseError);
    QVERIFY2(parseError.error == QJsonParseError::NoError,
        qPrintable(QStringLiteral("%1 at offset %2")
                       .arg(parseError.errorString())
                       .arg(parseError.offset)));
    QVERIFY(document.isObject());
    const QJsonObject root = document.object();

    for (const char *key :
        {"preset", "title", "featureMap", "prefix", "query", "phiQuery", "steps"})
        QVERIFY2(root.contains(QLatin1String(key)), key);
    QVERIFY(root.value(QLatin1String("preset")).isString());
    QCOMPARE(root.value(QLatin1String("preset")).toString(), presetId);
    QVERIFY(root.value(QLatin1String("title")).isString());
    QCOMPARE(root.value(QLatin1String("title")).toString(), fromStd(preset.title));
    QCOMPARE(root.value(QLatin1String("featureMap")).toString(), mapId);
    QVERIFY(root.value(QLatin1String("prefix")).isDouble());
    QCOMPARE(root.value(QLatin1String("prefix")).toDouble(), double(prefix));

    Mismatches mismatches;
    auto number = [&](const QString &where, const QJsonValue &value, double expected) {
        mismatches.expectTrue(where, value.isDouble(), QStringLiteral("not a number"));
        mismatches.expectExact(where, value.toDouble(), expected);
    };
    auto numbers = [&](const QString &where, const QJsonValue &value,
                       std::span<const double> expected) {
        mismatches.expectTrue(where, value.isArray(), QStringLiteral("not an array"));
        const QJsonArray array = value.toArray();
        mismatches.expectTrue(where, std::size_t(array.size()) == expected.size(),
            QStringLiteral("%1 numbers, expected %2").arg(array.size()).arg(expected.size()));
        for (qsizetype i = 0; i < std::min<qsizetype>(array.size(), qsizetype(expected.size()));
             ++i)
            number(QStringLiteral("%1[%2]").arg(where).arg(i), array[i], expected[std::size_t(i)]);
    };
    auto optionalNumber = [&](const QString &where, const QJsonValue &value,
                              const std::optional<double> &expected) {
        if (expected)
            number(where, value, *expected);
        else
            mismatches.expectTrue(where, value.isNull(), QStringLiteral("should be null"));
    };
    // A value-shaped field: a number for scalar values, an array of d_v otherwise; S an array of
    // m numbers, or of m rows of d_v.
    const std::size_t dv = table.valueDimension;
    auto value = [&](const QString &where, const QJsonValue &json, std::span<const double> v) {
        if (dv == 1)
            number(where, json, v[0]);
        else
            numbers(where, json, v);
    };
    auto optionalValue
        = [&](const QString &where, const QJsonValue &json, const std::optional<InlineVector> &v) {
              if (v)
                  value(where, json, *v);
              else
                  mismatches.expectTrue(where, json.isNull(), QStringLiteral("should be null"));
          };
    auto matrix = [&](const QString &where, const QJsonValue &json, std::span<const double> S) {
        if (dv == 1) {
            numbers(where, json, S);
            return;
        }
        const QJsonArray rows = json.toArray();
        mismatches.expectTrue(where, std::size_t(rows.size()) * dv == S.size(),
            QStringLiteral("%1 rows of %2").arg(rows.size()).arg(dv));
        for (qsizetype f = 0; f < rows.size() && std::size_t(f + 1) * dv <= S.size(); ++f)
            numbers(QStringLiteral("%1[%2]").arg(where).arg(f), rows[f],
                S.subspan(std::size_t(f) * dv, dv));
    };

    numbers(QStringLiteral("query"), root.value(QLatin1String("query")), table.query);
    numbers(QStringLiteral("phiQuery"), root.value(QLatin1String("phiQuery")), table.phiQuery);

    QVERIFY(root.value(QLatin1String("steps")).isArray());
    const QJsonArray steps = root.value(QLatin1String("steps")).toArray();
    QCOMPARE(steps.size(), qsizetype(prefix));
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const StepRecord &step = table.steps[std::size_t(i)];
        QVERIFY(steps[i].isObject());
        const QJsonObject object = steps[i].toObject();
        const QString at = QStringLiteral("steps[%1].").arg(i);
        for (const char *key : {"t", "key", "value", "phiKey", "score", "S", "Z", "numerator",
                 "denominator", "available", "output", "reference", "softmax", "difference"})
            mismatches.expectTrue(at + QLatin1String(key), object.contains(QLatin1String(key)),
                QStringLiteral("missing"));
        auto field = [&](const char *key) { return object.value(QLatin1String(key)); };
        auto name = [&](const char *key) { return at + QLatin1String(key); };

        number(name("t"), field("t"), double(i)); // token t = i, the prefix i + 1
        numbers(name("key"), field("key"), step.key);
        value(name("value"), field("value"), step.value);
        numbers(name("phiKey"), field("phiKey"), step.phiKey);
        number(name("score"), field("score"), step.score);
        matrix(name("S"), field("S"), step.S);
        numbers(name("Z"), field("Z"), step.Z);
        value(name("numerator"), field("numerator"), step.numerator);
        number(name("denominator"), field("denominator"), step.denominator);
        mismatches.expectTrue(
            name("available"), field("available").isBool(), QStringLiteral("not true/false"));
        mismatches.expectTrue(name("available"), field("available").toBool() == step.available(),
            QStringLiteral("disagrees with the step record"));
        optionalValue(name("output"), field("output"), step.output);
        optionalValue(name("reference"), field("reference"), step.reference);
        value(name("softmax"), field("softmax"), step.softmax);
        optionalNumber(name("difference"), field("difference"), step.difference);

        // The documented null rules, from the JSON alone.
        mismatches.expectTrue(name("output"),
            field("output").isNull() == !field("available").toBool(),
            QStringLiteral("null exactly when not available"));
        mismatches.expectTrue(name("reference"),
            field("reference").isNull() == !step.reference.has_value(),
            QStringLiteral("null exactly when its denominator is 0"));
        mismatches.expectTrue(name("difference"),
            field("difference").isNull()
                == (field("output").isNull() || field("reference").isNull()),
            QStringLiteral("null exactly when output or reference is null"));
        if (unavailable) {
            const bool expectNull = (*unavailable)[std::size_t(i)];
            for (const char *key : {"output", "reference", "difference"})
                mismatches.expectTrue(name(key), field(key).isNull() == expectNull,
                    expectNull ? QStringLiteral("should be null (Unavailable)")
                               : QStringLiteral("should be a number"));
        }
    }
    VERIFY_NO_MISMATCHES(mismatches);
}

void TestExporters::jsonPresetIsNullForOwnData()
{
    const StepTable table
        = computeStepTable(smallData("My data"), featureMapNamed(QStringLiteral("elu1")), 2);
    QVERIFY(!table.presetId.has_value());
    const QJsonDocument document
        = QJsonDocument::fromJson(QByteArray::fromStdString(exportJson(table)));
    QVERIFY(document.isObject());
    QVERIFY(document.object().contains(QLatin1String("preset")));
    QVERIFY(document.object().value(QLatin1String("preset")).isNull());
    QCOMPARE(document.object().value(QLatin1String("title")).toString(), QStringLiteral("My data"));
    QCOMPARE(document.object().value(QLatin1String("steps")).toArray().size(), 2);
}

void TestExporters::jsonTitleWithSpecialCharactersRoundTrips()
{
    // Quotes, a backslash, a newline, non-ASCII, a tab and a control character.
    const std::string title = "Ünïcode \"q\" \\ line\nbreak\tφ(q) \x01 end";
    const StepTable table = computeStepTable(
        smallData(title), featureMapNamed(QStringLiteral("relu")), 1, std::string("own \"id\""));
    QJsonParseError parseError;
    const QJsonDocument document
        = QJsonDocument::fromJson(QByteArray::fromStdString(exportJson(table)), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QCOMPARE(
        document.object().value(QLatin1String("title")).toString(), QString::fromStdString(title));
    QCOMPARE(
        document.object().value(QLatin1String("preset")).toString(), QStringLiteral("own \"id\""));
}

void TestExporters::markdownRowsAndRounding()
{
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    const Preset &preset = presetNamed(presetId);
    const StepTable table = presetTable(presetId, mapId, prefix);
    const auto unavailable = independentUnavailable(preset.data, mapId, prefix);

    QCOMPARE(exportMarkdown(table), exportMarkdown(table, kDefaultDecimals));
    QCOMPARE(kDefaultDecimals, 4);

    for (const int decimals : {4, 2, 0}) {
        const QString markdown = fromStd(exportMarkdown(table, decimals));
        const QString context = QStringLiteral("decimals %1").arg(decimals);
        QStringList tableLines;
        for (const QString &line : markdown.split(u'\n'))
            if (line.startsWith(u'|'))
                tableLines << line;
        QVERIFY2(tableLines.size() == 2 + prefix,
            qPrintable(context + QStringLiteral(": %1 table lines").arg(tableLines.size())));
        QCOMPARE(markdownCells(tableLines[0]).size(), kTableColumns);
        QVERIFY(markdownCells(tableLines[0]).contains(QStringLiteral("output")));
        static const QRegularExpression separator(QStringLiteral("^\\|(:?-+:?\\|)+$"));
        QVERIFY2(separator.match(tableLines[1]).hasMatch(), qPrintable(tableLines[1]));
        QCOMPARE(markdownCells(tableLines[1]).size(), kTableColumns);
        for (const QString &line : tableLines)
            QVERIFY2(!line.contains(QStringLiteral("nan"), Qt::CaseInsensitive)
                    && !line.contains(QStringLiteral("inf"), Qt::CaseInsensitive),
                qPrintable(line));

        Mismatches mismatches;
        int expectedWordCount = 0;
        for (int row = 0; row < prefix; ++row) {
            const StepRecord &step = table.steps[std::size_t(row)];
            const QString &line = tableLines[2 + row];
            const QStringList cells = markdownCells(line);
            const QString at = context + QStringLiteral(", row %1").arg(row + 1);
            if (cells.size() != kTableColumns) {
                mismatches.add(
                    at + QStringLiteral(": %1 cells in \"%2\"").arg(cells.size()).arg(line));
                continue;
            }
            auto number = [&](int column, double x) {
                const QString where = at + QStringLiteral(", column %1").arg(column);
                mismatches.expectText(where, cells[column], fromStd(formatRounded(x, decimals)));
                const QString problem = roundingProblem(cells[column], x, decimals);
                mismatches.expectTrue(where, problem.isEmpty(), problem);
            };
            auto vector = [&](int column, std::span<const double> v) {
                const QStringList elements = vectorElements(cells[column], u'[', u']');
                const QString where = at + QStringLiteral(", column %1").arg(column);
                mismatches.expectTrue(where, std::size_t(elements.size()) == v.size(),
                    QStringLiteral("\"%1\" has the wrong length").arg(cells[column]));
                for (std::size_t i = 0; i < std::min(std::size_t(elements.size()), v.size()); ++i) {
                    mismatches.expectText(
                        where, elements[qsizetype(i)], fromStd(formatRounded(v[i], decimals)));
                    const QString problem = roundingProblem(elements[qsizetype(i)], v[i], decimals);
                    mismatches.expectTrue(where, problem.isEmpty(), problem);
                }
            };
            auto optional = [&](int column, const std::optional<double> &x) {
                if (x)
                    number(column, *x);
                else
                    mismatches.expectText(at + QStringLiteral(", column %1").arg(column),
                        cells[column], QLatin1String(kUnavailableWord));
            };
            // Value-shaped cells: a number for scalar values, a vector otherwise.
            const std::size_t dv = table.valueDimension;
            auto value = [&](int column, std::span<const double> v) {
                if (dv == 1)
                    number(column, v[0]);
                else
                    vector(column, v);
            };
            auto optionalValue = [&](int column, const std::optional<InlineVector> &v) {
                if (v)
                    value(column, *v);
                else
                    mismatches.expectText(at + QStringLiteral(", column %1").arg(column),
                        cells[column], QLatin1String(kUnavailableWord));
            };
            auto matrix = [&](int column, std::span<const double> S) {
                if (dv == 1) {
                    vector(column, S);
                    return;
                }
                const QStringList rows = markdownMatrixRows(cells[column]);
                const QString where = at + QStringLiteral(", column %1").arg(column);
                mismatches.expectTrue(where, std::size_t(rows.size()) * dv == S.size(),
                    QStringLiteral("\"%1\" has the wrong number of rows").arg(cells[column]));
                for (qsizetype f = 0; f < rows.size() && std::size_t(f + 1) * dv <= S.size(); ++f) {
                    const QStringList entries = rows[f].split(QStringLiteral(", "));
                    for (std::size_t c = 0; c < dv && qsizetype(c) < entries.size(); ++c)
                        mismatches.expectText(where, entries[qsizetype(c)],
                            fromStd(formatRounded(S[std::size_t(f) * dv + c], decimals)));
                }
            };

            // Row `row` is token t = row (prefix row + 1), numbered from 0 as in the window.
            mismatches.expectText(at, cells[ColumnToken], QString::number(row));
            vector(ColumnKey, step.key);
            value(ColumnValue, step.value);
            vector(ColumnPhiKey, step.phiKey);
            number(ColumnScore, step.score);
            matrix(ColumnS, step.S);
            vector(ColumnZ, step.Z);
            value(ColumnNumerator, step.numerator);
            number(ColumnDenominator, step.denominator);
            optionalValue(ColumnOutput, step.output);
            optionalValue(ColumnReference, step.reference);
            value(ColumnSoftmax, step.softmax);
            optional(ColumnDifference, step.difference);

            const int expectedInRow = nullCount(step);
            expectedWordCount += expectedInRow;
            mismatches.expectTrue(at,
                countOf(line, QLatin1String(kUnavailableWord)) == expectedInRow,
                QStringLiteral("\"Unavailable\" %1 times, expected %2")
                    .arg(countOf(line, QLatin1String(kUnavailableWord)))
                    .arg(expectedInRow));
            if (unavailable)
                mismatches.expectTrue(at,
                    line.contains(QLatin1String(kUnavailableWord))
                        == (*unavailable)[std::size_t(row)],
                    QStringLiteral("Unavailable where it should not be, or missing"));
        }
        mismatches.expectTrue(context,
            countOf(markdown, QLatin1String(kUnavailableWord)) == expectedWordCount,
            QStringLiteral("\"Unavailable\" outside the rows where it belongs"));
        VERIFY_NO_MISMATCHES(mismatches);
    }
}

void TestExporters::markdownWorkedExampleRow()
{
    const QString markdown = fromStd(exportMarkdown(workedExampleTable(), 4));
    const QStringList lines = markdown.split(u'\n');
    QStringList tableLines;
    for (const QString &line : lines)
        if (line.startsWith(u'|'))
            tableLines << line;
    QCOMPARE(tableLines.size(), 3);
    // By hand: φ(q) = [1.5, 2], φ(k₀) = [2, 1], S = Z = [2, 1], numerator and
    // denominator 5, output 1; integers are written as integers, not 5.0000. Prefix 1 is the row
    // of token 0.
    QCOMPARE(tableLines[2],
        QStringLiteral(
            "| 0 | [1, 0] | 1 | [2, 1] | 5 | [2, 1] | [2, 1] | 5 | 5 | 1 | 1 | 1 | 0 |"));
    QVERIFY(!markdown.contains(QStringLiteral("5.0000")));
    QVERIFY(!markdown.contains(QLatin1String(kUnavailableWord)));
    QVERIFY2(lines.first().contains(QStringLiteral("General")), qPrintable(lines.first()));

    // Values that are arrows, by hand: S = φ(k₀)v₀ᵀ = [2, 1]ᵀ[1, 0], then + [1, 2]ᵀ[0, 1]; the
    // numerator φ(q)ᵀS = [1.5·2 + 2·1, 1.5·1 + 2·2] = [5, 5.5] over 10.5; softmax's weights
    // e^0.5 : e^1 give [0.3775, 0.6225].
    const QStringList arrowLines = fromStd(
        exportMarkdown(presetTable(QStringLiteral("value-arrows"), QStringLiteral("elu1"), 2), 4))
                                       .split(u'\n')
                                       .filter(QRegularExpression(QStringLiteral("^\\| [01] \\|")));
    QCOMPARE(arrowLines,
        (QStringList {
            QStringLiteral("| 0 | [1, 0] | [1, 0] | [2, 1] | 5 | [[2, 0], [1, 0]] | [2, 1] "
                           "| [5, 0] | 5 | [1, 0] | [1, 0] | [1, 0] | 0 |"),
            QStringLiteral("| 1 | [0, 1] | [0, 1] | [1, 2] | 5.5 | [[2, 1], [1, 2]] | [3, 3] "
                           "| [5, 5.5] | 10.5 | [0.4762, 0.5238] | [0.4762, 0.5238] "
                           "| [0.3775, 0.6225] | 0 |")}));

    // general + elu1 never has an Unavailable step.
    QVERIFY(!fromStd(exportMarkdown(workedExampleTable(6), 4))
                 .contains(QLatin1String(kUnavailableWord)));
}

void TestExporters::markdownRoundsToTwoDecimals()
{
    const StepTable table = workedExampleTable(3);
    const QString markdown = fromStd(exportMarkdown(table, 2));
    QStringList rows;
    for (const QString &line : markdown.split(u'\n'))
        if (line.startsWith(QStringLiteral("| ")) && !line.startsWith(QStringLiteral("| t ")))
            rows << line;
    QCOMPARE(rows.size(), 3);

    // By hand, prefix 2: k₁ = [0, 1], φ(k₁) = [1, 2], S = [2, 1] + 3·[1, 2] = [5, 7],
    // Z = [3, 3], numerator 1.5·5 + 2·7 = 21.5, denominator 1.5·3 + 2·3 = 10.5,
    // output 21.5 / 10.5 = 2.047619… → 2.05; softmax (e^0.5·1 + e^1·3) / (e^0.5 + e^1) = 2.2449…
    // → 2.24.
    const QStringList second = markdownCells(rows[1]);
    QCOMPARE(second.size(), kTableColumns);
    QCOMPARE(second[ColumnPhiKey], QStringLiteral("[1, 2]"));
    QCOMPARE(second[ColumnScore], QStringLiteral("5.5"));
    QCOMPARE(second[ColumnS], QStringLiteral("[5, 7]"));
    QCOMPARE(second[ColumnZ], QStringLiteral("[3, 3]"));
    QCOMPARE(second[ColumnNumerator], QStringLiteral("21.5"));
    QCOMPARE(second[ColumnDenominator], QStringLiteral("10.5"));
    QCOMPARE(second[ColumnOutput], QStringLiteral("2.05"));
    QCOMPARE(second[ColumnReference], QStringLiteral("2.05"));
    QCOMPARE(second[ColumnSoftmax], QStringLiteral("2.24"));

    // Prefix 3: k₂ = [-1, 0.5], φ(k₂) = [e⁻¹, 1.5] = [0.367879…, 1.5] → [0.37, 1.5].
    const QStringList third = markdownCells(rows[2]);
    QCOMPARE(third.size(), kTableColumns);
    QCOMPARE(third[ColumnPhiKey], QStringLiteral("[0.37, 1.5]"));
    // The same value through formatRounded, and at 4 decimals.
    const double phiK2 = table.steps[2].phiKey[0];
    QCOMPARE(phiK2, std::exp(-1.0));
    QCOMPARE(fromStd(formatRounded(phiK2, 2)), QStringLiteral("0.37"));
    QString thirdAtFourDecimals;
    for (const QString &line : fromStd(exportMarkdown(table, 4)).split(u'\n'))
        if (line.startsWith(QStringLiteral("| 2 |"))) // prefix 3, token 2
            thirdAtFourDecimals = line;
    QCOMPARE(
        markdownCells(thirdAtFourDecimals).value(ColumnPhiKey), QStringLiteral("[0.3679, 1.5]"));

    // A value with many decimals: the output at prefix 3 is
    // (21.5 + (1.5·e⁻¹ + 2·1.5)·(-2)) / (10.5 + 1.5·e⁻¹ + 2·1.5) = 1.02449….
    const double output3 = *scalar(table.steps[2].output);
    QCOMPARE(third[ColumnOutput], QStringLiteral("1.02"));
    QCOMPARE(third[ColumnOutput], fromStd(formatRounded(output3, 2)));
    QVERIFY(roundingProblem(third[ColumnOutput], output3, 2).isEmpty());
    QVERIFY(std::fabs(output3 - (21.5 - 3 * std::exp(-1.0) - 6) / (13.5 + 1.5 * std::exp(-1.0)))
        < 1e-12);
}

void TestExporters::markdownTitleCannotAddTableRows()
{
    const StepTable table = computeStepTable(
        smallData("Pipe | and\n| fake | row |"), featureMapNamed(QStringLiteral("elu1")), 2);
    const QString markdown = fromStd(exportMarkdown(table));
    int tableLines = 0;
    for (const QString &line : markdown.split(u'\n'))
        if (line.startsWith(u'|'))
            ++tableLines;
    QCOMPARE(tableLines, 2 + 2);
    const QString caption = markdown.section(u'\n', 0, 0);
    QVERIFY2(caption.startsWith(QStringLiteral("**Pipe \\| and \\| fake \\| row \\|")),
        qPrintable(caption));
}

void TestExporters::latexRowsAndCells()
{
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    const Preset &preset = presetNamed(presetId);
    const StepTable table = presetTable(presetId, mapId, prefix);
    const auto unavailable = independentUnavailable(preset.data, mapId, prefix);

    QCOMPARE(exportLatex(table), exportLatex(table, kDefaultDecimals));

    for (const int decimals : {4, 2}) {
        const QString latex = fromStd(exportLatex(table, decimals));
        const QStringList lines = latex.split(u'\n');
        const QString context = QStringLiteral("decimals %1").arg(decimals);

        // The booktabs skeleton, each part once and in order.
        qsizetype previous = -1;
        for (const char *part :
            {"\\begin{tabular}", "\\toprule", "\\midrule", "\\bottomrule", "\\end{tabular}"}) {
            QVERIFY2(countOf(latex, QLatin1String(part)) == 1, part);
            const qsizetype at = latex.indexOf(QLatin1String(part));
            QVERIFY2(at > previous, part);
            previous = at;
        }
        static const QRegularExpression columnSpec(
            QStringLiteral("\\\\begin\\{tabular\\}\\{([lcr]+)\\}"));
        const QRegularExpressionMatch spec = columnSpec.match(latex);
        QVERIFY(spec.hasMatch());
        QCOMPARE(spec.captured(1).size(), kTableColumns);

        const qsizetype midrule = lines.indexOf(QStringLiteral("\\midrule"));
        const qsizetype bottomrule = lines.indexOf(QStringLiteral("\\bottomrule"));
        QVERIFY(midrule > 0 && bottomrule > midrule);
        const QStringList rows = lines.mid(midrule + 1, bottomrule - midrule - 1);
        int dataRows = 0;
        for (const QString &row : rows)
            if (row.endsWith(QStringLiteral("\\\\")))
                ++dataRows;
        QCOMPARE(dataRows, prefix);
        QCOMPARE(rows.size(), qsizetype(prefix)); // nothing else between the rules
        // The header row, just above \midrule, has as many cells as the spec.
        QCOMPARE(latexCells(lines[midrule - 1]).size(), kTableColumns);

        Mismatches mismatches;
        int expectedWordCount = 0;
        for (int row = 0; row < prefix; ++row) {
            const StepRecord &step = table.steps[std::size_t(row)];
            QString line = rows[row];
            line.chop(2); // the trailing "\\"
            const QStringList cells = latexCells(line);
            const QString at = context + QStringLiteral(", row %1").arg(row + 1);
            if (cells.size() != kTableColumns) {
                mismatches.add(
                    at + QStringLiteral(": %1 cells in \"%2\"").arg(cells.size()).arg(rows[row]));
                continue;
            }
            auto number = [&](int column, double x) {
                const QString where
                    = at + QStringLiteral(", column %1 \"%2\"").arg(column).arg(cells[column]);
                const QString plain = latexToPlainNumber(cells[column]);
                mismatches.expectText(where, plain, fromStd(formatRounded(x, decimals)));
                const QString problem = roundingProblem(plain, x, decimals);
                mismatches.expectTrue(where, problem.isEmpty(), problem);
                // A minus sign or an exponent needs math mode.
                if (plain.startsWith(u'-') || plain.contains(u'e'))
                    mismatches.expectTrue(where,
                        cells[column].startsWith(u'$') && cells[column].endsWith(u'$'),
                        QStringLiteral("not in math mode"));
            };
            auto vector = [&](int column, std::span<const double> v) {
                const QString where
                    = at + QStringLiteral(", column %1 \"%2\"").arg(column).arg(cells[column]);
                mismatches.expectTrue(where,
                    cells[column].startsWith(u'$') && cells[column].endsWith(u'$'),
                    QStringLiteral("a vector is set in math mode"));
                const QStringList elements
                    = vectorElements(cells[column].mid(1, cells[column].size() - 2), u'(', u')');
                mismatches.expectTrue(where, std::size_t(elements.size()) == v.size(),
                    QStringLiteral("wrong length"));
                for (std::size_t i = 0; i < std::min(std::size_t(elements.size()), v.size()); ++i)
                    mismatches.expectText(where, latexToPlainNumber(elements[qsizetype(i)]),
                        fromStd(formatRounded(v[i], decimals)));
            };
            auto optional = [&](int column, const std::optional<double> &x) {
                if (x)
                    number(column, *x);
                else
                    mismatches.expectText(at + QStringLiteral(", column %1").arg(column),
                        cells[column], QLatin1String(kUnavailableWord));
            };
            // Value-shaped cells: a number for scalar values, a vector otherwise; S a matrix.
            const std::size_t dv = table.valueDimension;
            auto value = [&](int column, std::span<const double> v) {
                if (dv == 1)
                    number(column, v[0]);
                else
                    vector(column, v);
            };
            auto optionalValue = [&](int column, const std::optional<InlineVector> &v) {
                if (v)
                    value(column, *v);
                else
                    mismatches.expectText(at + QStringLiteral(", column %1").arg(column),
                        cells[column], QLatin1String(kUnavailableWord));
            };
            auto matrix = [&](int column, std::span<const double> S) {
                if (dv == 1) {
                    vector(column, S);
                    return;
                }
                const QStringList entries = latexMatrixEntries(cells[column]);
                const QString where
                    = at + QStringLiteral(", column %1 \"%2\"").arg(column).arg(cells[column]);
                mismatches.expectTrue(where, std::size_t(entries.size()) == S.size(),
                    QStringLiteral("not a matrix of %1 entries").arg(S.size()));
                for (qsizetype e = 0; e < entries.size() && std::size_t(e) < S.size(); ++e)
                    mismatches.expectText(where, latexToPlainNumber(entries[e]),
                        fromStd(formatRounded(S[std::size_t(e)], decimals)));
            };

            // Row `row` is token t = row (prefix row + 1), numbered from 0 as in the window.
            mismatches.expectText(at, cells[ColumnToken], QString::number(row));
            vector(ColumnKey, step.key);
            value(ColumnValue, step.value);
            vector(ColumnPhiKey, step.phiKey);
            number(ColumnScore, step.score);
            matrix(ColumnS, step.S);
            vector(ColumnZ, step.Z);
            value(ColumnNumerator, step.numerator);
            number(ColumnDenominator, step.denominator);
            optionalValue(ColumnOutput, step.output);
            optionalValue(ColumnReference, step.reference);
            value(ColumnSoftmax, step.softmax);
            optional(ColumnDifference, step.difference);

            expectedWordCount += nullCount(step);
            if (unavailable)
                mismatches.expectTrue(at,
                    rows[row].contains(QLatin1String(kUnavailableWord))
                        == (*unavailable)[std::size_t(row)],
                    QStringLiteral("Unavailable where it should not be, or missing"));
        }
        mismatches.expectTrue(context,
            countOf(latex, QLatin1String(kUnavailableWord)) == expectedWordCount,
            QStringLiteral("\"Unavailable\" outside the rows where it belongs"));
        VERIFY_NO_MISMATCHES(mismatches);
    }
}

void TestExporters::latexWorkedExampleRow()
{
    const QString latex = fromStd(exportLatex(workedExampleTable(), 4));
    QVERIFY2(latex.contains(QStringLiteral("\n0 & $(1, 0)$ & 1 & $(2, 1)$ & 5 & $(2, 1)$ & $(2, "
                                           "1)$ & 5 & 5 & 1 & 1 & 1 & 0 \\\\\n")),
        qPrintable(latex));
    QVERIFY(!latex.contains(QStringLiteral("5.0000")));

    // A negative value is set in math mode: general, prefix 3 has v₂ = -2.
    const QString longer = fromStd(exportLatex(workedExampleTable(3), 4));
    QVERIFY2(longer.contains(QStringLiteral("\n2 & $(-1, 0.5)$ & $-2$ & $(0.3679, 1.5)$ & ")),
        qPrintable(longer));
}

void TestExporters::latexTitleSpecialsAreEscaped()
{
    const StepTable table
        = computeStepTable(smallData("A & B 50% $x$ #1 a_b {c} ~d ^e \\f\n\\end{tabular} oops"),
            featureMapNamed(QStringLiteral("elu1")), 2);
    const QString latex = fromStd(exportLatex(table));
    const QStringList lines = latex.split(u'\n');
    // The title is in the caption a reader sees, escaped, on one line that closes the caption.
    const auto caption = std::find_if(lines.begin(), lines.end(),
        [](const QString &line) { return line.startsWith(QLatin1String("\\caption{")); });
    QVERIFY2(caption != lines.end(), qPrintable(latex));
    QVERIFY2(caption->startsWith(QStringLiteral(
                 "\\caption{A \\& B 50\\% \\$x\\$ \\#1 a\\_b \\{c\\} \\textasciitilde{}d "
                 "\\textasciicircum{}e \\textbackslash{}f \\textbackslash{}end\\{tabular\\} oops")),
        qPrintable(*caption));
    QVERIFY2(caption->endsWith(u'}'), qPrintable(*caption));
    // No unescaped & or % in it.
    for (qsizetype i = 1; i < caption->size(); ++i)
        if ((*caption)[i] == u'&' || (*caption)[i] == u'%')
            QVERIFY2((*caption)[i - 1] == u'\\',
                qPrintable(QStringLiteral("unescaped %1 at %2 in: %3")
                               .arg((*caption)[i])
                               .arg(i)
                               .arg(*caption)));
    // The newline in the title does not reach the output: the tabular starts on the next line.
    QVERIFY2((caption + 1)->startsWith(QLatin1String("\\begin{tabular}")), qPrintable(latex));
    QCOMPARE(countOf(latex, QStringLiteral("\\begin{table}")), 1);
    QCOMPARE(countOf(latex, QStringLiteral("\\end{table}")), 1);
    QCOMPARE(countOf(latex, QStringLiteral("\\end{tabular}")), 1);
    QCOMPARE(countOf(latex, QStringLiteral("\\begin{tabular}")), 1);
}

// Every table as LaTeX goes through pdflatex, the program a teacher pastes it into, in one
// article with the packages the exports' comment lines ask for; the PDF shows every caption.
void TestExporters::latexReadsInPdflatex()
{
    QStringList tables;
    QStringList captions; // as pdftotext reads them
    for (const Preset &preset : ProblemCatalog::presets())
        for (const FeatureMap *map : featureMaps()) {
            const StepTable table = computeStepTable(preset.data, *map, preset.data.keys.size(),
                preset.id, StepTableOptions {map->id() == "relu" ? 1e-6 : 0.0});
            tables << fromStd(exportLatex(table));
            captions << fromStd(table.title + " — feature map " + std::string(map->id()));
        }
    const StepTable awkward = computeStepTable(
        smallData("A & B 50% $x$ #1 a_b {c} ~d ^e \\f"), *findFeatureMap("elu1"), 2);
    tables << fromStd(exportLatex(awkward));
    // pdftotext reads OT1's underscore rule, tilde and circumflex as a space, ˜ and ˆ.
    captions << QStringLiteral("A & B 50% $x$ #1 a b {c} ˜d ˆe \\f — feature map elu1");
    for (const SequencePreset &sequence : ProblemCatalog::sequences()) {
        const SequenceTable table = computeSequence(
            sequence.data, *findFeatureMap("elu1"), SequenceSettings {0.5, 2, 0.0}, sequence.id);
        tables << fromStd(exportSequenceLatex(table, 4));
        captions << fromStd(table.title + " — feature map elu1, γ = 0.5, C = 2");
    }
    for (const QString &table : std::as_const(tables))
        QVERIFY2(table.startsWith(QLatin1String("% requires \\usepackage{booktabs}")),
            qPrintable(table.left(200)));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile document(dir.filePath(QStringLiteral("tables.tex")));
    QVERIFY(document.open(QIODevice::WriteOnly));
    document.write(
        "\\documentclass{article}\n\\usepackage[a3paper,landscape,margin=1cm]{geometry}\n"
        "\\usepackage{booktabs}\n\\usepackage{amsmath}\n\\begin{document}\n");
    for (const QString &table : std::as_const(tables))
        document.write(table.toUtf8() + "\\clearpage\n");
    document.write("\\end{document}\n");
    document.close();

    QProcess latex;
    latex.setWorkingDirectory(dir.path());
    latex.start(QStringLiteral("pdflatex"),
        {QStringLiteral("-interaction=nonstopmode"), QStringLiteral("-halt-on-error"),
            QStringLiteral("tables.tex")});
    QVERIFY2(latex.waitForStarted(),
        "pdflatex is not installed (Debian: texlive-latex-base and "
        "texlive-latex-recommended)");
    QVERIFY(latex.waitForFinished(120000));
    const QString log = QString::fromUtf8(latex.readAllStandardOutput());
    QVERIFY2(latex.exitStatus() == QProcess::NormalExit && latex.exitCode() == 0,
        qPrintable(log.right(3000)));
    QVERIFY2(!log.contains(QLatin1String("Missing character")), qPrintable(log.right(3000)));

    QProcess text;
    text.start(QStringLiteral("pdftotext"),
        {QStringLiteral("-nopgbrk"), dir.filePath(QStringLiteral("tables.pdf")),
            QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000));
    const QString shown = QString::fromUtf8(text.readAllStandardOutput()).simplified();
    for (qsizetype i = 0; i < captions.size(); ++i)
        QVERIFY2(shown.contains(QStringLiteral("Table %1: %2").arg(i + 1).arg(captions[i])),
            qPrintable(
                QStringLiteral("caption %1 \"%2\" is not in the PDF").arg(i + 1).arg(captions[i])));
}

// Tab-separated for a spreadsheet: the CSV's header, one row per prefix with
// as many cells as the header, exact shortest numbers, and the word
// Unavailable (not an empty cell) exactly where the output is Unavailable.
void TestExporters::tsvParsesBackExactly()
{
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    const Preset &preset = presetNamed(presetId);
    const StepTable table = presetTable(presetId, mapId, prefix);
    const auto unavailable = independentUnavailable(preset.data, mapId, prefix);

    const QString tsv = fromStd(exportTsv(table));
    QVERIFY2(tsv.endsWith(u'\n') && !tsv.contains(u'\r'), "LF line ends, the last one too");
    QStringList lines = tsv.split(u'\n');
    QCOMPARE(lines.takeLast(), QString());
    const QStringList header = lines.takeFirst().split(u'\t');
    QCOMPARE(header, documentedCsvHeaderFor(table));
    QCOMPARE(lines.size(), prefix);

    Mismatches mismatches;
    for (int row = 0; row < lines.size(); ++row) {
        const StepRecord &step = table.steps[std::size_t(row)];
        const QStringList cells = lines[row].split(u'\t');
        QCOMPARE(cells.size(), header.size());
        // A number's cell is never empty; a map without settings (all but FAVOR+) leaves
        // feature_map_settings empty.
        const qsizetype settingsColumn = header.indexOf(QStringLiteral("feature_map_settings"));
        for (qsizetype i = 0; i < cells.size(); ++i)
            mismatches.expectTrue(QStringLiteral("row %1, %2").arg(row + 1).arg(header[i]),
                !cells[i].isEmpty() || (i == settingsColumn && table.featureMapParameters.empty()),
                QStringLiteral("an empty cell"));
        mismatches.expectText(QStringLiteral("row %1, feature_map").arg(row + 1),
            cells[header.indexOf(QStringLiteral("feature_map"))], mapId);
        auto cell = [&](const QString &name) { return cells[header.indexOf(name)]; };
        auto where = [&](const QString &name) {
            return QStringLiteral("row %1, %2 \"%3\"").arg(row + 1).arg(name, cell(name));
        };
        auto number = [&](const QString &name, double expected) {
            bool ok = false;
            const double parsed = cell(name).toDouble(&ok);
            mismatches.expectTrue(where(name), ok, QStringLiteral("not a number"));
            mismatches.expectExact(where(name), parsed, expected);
            mismatches.expectTrue(where(name), isShortestRoundTrip(cell(name), expected),
                QStringLiteral("not the shortest round-trip text"));
        };
        auto numbers = [&](const char *name, std::span<const double> expected) {
            for (std::size_t i = 0; i < expected.size(); ++i)
                number(QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(i), expected[i]);
        };
        auto optionalNumber = [&](const QString &name, const std::optional<double> &expected) {
            if (expected)
                number(name, *expected);
            else
                mismatches.expectText(where(name), cell(name), QStringLiteral("Unavailable"));
        };
        const std::size_t dv = table.valueDimension;
        // A value-shaped field, coordinate by coordinate (Unavailable in each); S entry by entry.
        auto value = [&](const char *name, std::span<const double> expected) {
            const QStringList columns = valueColumns(QLatin1String(name), dv);
            QCOMPARE(std::size_t(columns.size()), expected.size());
            for (qsizetype c = 0; c < columns.size(); ++c)
                number(columns[c], expected[std::size_t(c)]);
        };
        auto optionalValue = [&](const char *name, const std::optional<InlineVector> &expected) {
            const QStringList columns = valueColumns(QLatin1String(name), dv);
            for (qsizetype c = 0; c < columns.size(); ++c)
                optionalNumber(columns[c],
                    expected ? std::optional<double>((*expected)[std::size_t(c)]) : std::nullopt);
        };
        auto matrix = [&](std::span<const double> expected) {
            const QStringList columns = matrixColumns(table.phiQuery.size(), dv);
            QCOMPARE(std::size_t(columns.size()), expected.size());
            for (qsizetype e = 0; e < columns.size(); ++e)
                number(columns[e], expected[std::size_t(e)]);
        };
        // The row's token t, numbered from 0: the prefix row + 1.
        mismatches.expectText(
            where(QStringLiteral("t")), cell(QStringLiteral("t")), QString::number(row));
        numbers("key", step.key);
        value("value", step.value);
        numbers("phi_key", step.phiKey);
        number(QStringLiteral("score"), step.score);
        matrix(step.S);
        numbers("Z", step.Z);
        value("numerator", step.numerator);
        number(QStringLiteral("denominator"), step.denominator);
        optionalValue("output", step.output);
        optionalValue("reference", step.reference);
        value("softmax", step.softmax);
        optionalNumber(QStringLiteral("difference"), step.difference);
        if (unavailable) {
            const bool expectWord = (*unavailable)[std::size_t(row)];
            mismatches.expectText(where(QStringLiteral("available")),
                cell(QStringLiteral("available")),
                expectWord ? QStringLiteral("false") : QStringLiteral("true"));
            const QString output = valueColumns(QStringLiteral("output"), dv).first();
            mismatches.expectTrue(where(output),
                (cell(output) == QLatin1String("Unavailable")) == expectWord,
                expectWord ? QStringLiteral("should read Unavailable")
                           : QStringLiteral("should hold a number"));
        }
    }
    VERIFY_NO_MISMATCHES(mismatches);
}

void TestExporters::tsvWorkedExampleRows()
{
    // The worked example, checked by hand: φ(q) = [1.5, 2], φ(k₀) = [2, 1].
    QCOMPARE(fromStd(exportTsv(workedExampleTable())),
        documentedCsvHeader().join(u'\t') + u'\n'
            + QStringLiteral("0\t1\t0\t1\t2\t1\t5\t2\t1\t2\t1\t5\t5\ttrue\t1\t1\t1\t0\tgeneral\tGen"
                             "eral\telu1\t\t0\n"));
    // all-negative under ReLU: every output Unavailable, in words.
    const StepTable table = presetTable(QStringLiteral("all-negative"), QStringLiteral("relu"), 2);
    const QStringList rows = fromStd(exportTsv(table)).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 3);
    for (int row = 1; row < rows.size(); ++row) {
        const QStringList cells = rows[row].split(u'\t');
        QCOMPARE(cells[documentedCsvHeader().indexOf(QStringLiteral("available"))],
            QStringLiteral("false"));
        for (const char *name : {"output", "reference", "difference"})
            QCOMPARE(cells[documentedCsvHeader().indexOf(QLatin1String(name))],
                QStringLiteral("Unavailable"));
    }
}

void TestExporters::tsvTitleCannotAddRowsOrColumns()
{
    // The title is not part of the TSV: tabs and line breaks in it change nothing.
    const AttentionData data = smallData("Tab\there\nand a new line");
    const StepTable table = computeStepTable(data, featureMapNamed(QStringLiteral("elu1")), 2);
    const QStringList rows = fromStd(exportTsv(table)).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 3);
    for (const QString &row : rows)
        QCOMPARE(row.split(u'\t').size(), documentedCsvHeader().size());
}

void TestExporters::exportStepTableDispatches()
{
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    QFETCH(int, prefix);
    const StepTable table = presetTable(presetId, mapId, prefix);
    QCOMPARE(exportStepTable(table, ExportFormat::Csv), exportCsv(table));
    QCOMPARE(exportStepTable(table, ExportFormat::Json), exportJson(table));
    QCOMPARE(exportStepTable(table, ExportFormat::Markdown, 3), exportMarkdown(table, 3));
    QCOMPARE(exportStepTable(table, ExportFormat::Latex, 3), exportLatex(table, 3));
    QCOMPARE(exportStepTable(table, ExportFormat::Markdown), exportMarkdown(table, 4));
}

void TestExporters::parseExportFormat_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("format");

    QTest::newRow("csv") << QStringLiteral("csv") << true << int(ExportFormat::Csv);
    QTest::newRow("json") << QStringLiteral("json") << true << int(ExportFormat::Json);
    QTest::newRow("markdown") << QStringLiteral("markdown") << true << int(ExportFormat::Markdown);
    QTest::newRow("latex") << QStringLiteral("latex") << true << int(ExportFormat::Latex);
    QTest::newRow("xls") << QStringLiteral("xls") << false << -1;
    QTest::newRow("empty") << QString() << false << -1;
    QTest::newRow("CSV upper case") << QStringLiteral("CSV") << false << -1;
    QTest::newRow("md") << QStringLiteral("md") << false << -1;
    QTest::newRow("csv with space") << QStringLiteral("csv ") << false << -1;
}

void TestExporters::parseExportFormat()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QFETCH(int, format);
    const std::string text = name.toStdString();
    const std::optional<ExportFormat> parsed = linattn::parseExportFormat(text);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(int(*parsed), format);
}

void TestExporters::exportFormatNamesRoundTrip()
{
    QCOMPARE(exportFormats().size(), std::size_t(4));
    for (ExportFormat format : exportFormats()) {
        const auto parsed = linattn::parseExportFormat(exportFormatName(format));
        QVERIFY(parsed.has_value());
        QCOMPARE(int(*parsed), int(format));
    }
}

void TestExporters::headersNameMapParametersAndEpsilon_data()
{
    QTest::addColumn<int>("features"); // 0: ELU+1
    QTest::addColumn<bool>("orthogonal");
    QTest::addColumn<double>("epsilon");
    QTest::addColumn<QString>("mapText"); // in the Markdown and LaTeX headers
    QTest::newRow("elu1 exact") << 0 << true << 0.0 << QStringLiteral("feature map elu1, prefix");
    QTest::newRow("elu1 paper ε") << 0 << true << kEpsilonPaper
                                  << QStringLiteral("feature map elu1, ε = ");
    QTest::newRow("favor 64 orthogonal")
        << 64 << true << 0.0 << QStringLiteral("feature map favor (m = 64, seed = 5, orthogonal)");
    QTest::newRow("favor 8 iid ε 1e-10") << 8 << false << kEpsilonKernelLibrary
                                         << QStringLiteral("feature map favor (m = 8, seed = 5");
}

void TestExporters::headersNameMapParametersAndEpsilon()
{
    QFETCH(int, features);
    QFETCH(bool, orthogonal);
    QFETCH(double, epsilon);
    QFETCH(QString, mapText);
    const Preset &preset = *ProblemCatalog::findPreset("general");
    std::unique_ptr<FeatureMap> favor;
    if (features > 0)
        favor = makeFavorFeatureMap(std::size_t(features), 5, orthogonal);
    const FeatureMap &map = favor ? *favor : *findFeatureMap("elu1");
    const StepTable table = computeStepTable(
        preset.data, map, preset.data.keys.size(), preset.id, StepTableOptions {epsilon});

    const QString markdown = QString::fromStdString(exportMarkdown(table)).section(u'\n', 0, 0);
    QVERIFY2(markdown.contains(mapText), qPrintable(markdown));
    // LaTeX's caption, which sets ε in math.
    const QString latex = QString::fromStdString(exportLatex(table)).section(u'\n', 3, 3);
    QVERIFY2(latex.startsWith(QLatin1String("\\caption{")), qPrintable(latex));
    QVERIFY2(latex.contains(
                 QString(mapText).replace(QStringLiteral("ε"), QStringLiteral("$\\varepsilon$"))),
        qPrintable(latex));
    if (epsilon > 0) {
        const QString e
            = QStringLiteral("ε = %1").arg(QString::fromStdString(formatShortest(epsilon)));
        QVERIFY(markdown.contains(e));
        QVERIFY(latex.contains(
            QString(e).replace(QStringLiteral("ε"), QStringLiteral("$\\varepsilon$"))));
    } else {
        QVERIFY(!markdown.contains(QStringLiteral("ε")));
    }

    const QJsonObject root
        = QJsonDocument::fromJson(QByteArray::fromStdString(exportJson(table))).object();
    QCOMPARE(root.value(QLatin1String("featureMap")).toString(),
        QString::fromUtf8(map.id().data(), qsizetype(map.id().size())));
    QVERIFY(root.value(QLatin1String("featureMapParameters")).isString());
    // The same as numbers a program can read, for FAVOR+; null for the other maps.
    if (const auto *favor = dynamic_cast<const FavorFeatureMap *>(&map)) {
        const QJsonObject settings = root.value(QLatin1String("featureMapSettings")).toObject();
        QCOMPARE(settings.value(QLatin1String("features")).toInteger(),
            qint64(favor->settings().features));
        QCOMPARE(settings.value(QLatin1String("seed")).toInteger(), qint64(favor->settings().seed));
        QCOMPARE(
            settings.value(QLatin1String("orthogonal")).toBool(), favor->settings().orthogonal);
    } else {
        QVERIFY(root.value(QLatin1String("featureMapSettings")).isNull());
    }
    QCOMPARE(root.value(QLatin1String("featureMapParameters")).toString(),
        QString::fromStdString(map.parameters()));
    QVERIFY(root.value(QLatin1String("epsilon")).isDouble());
    QCOMPARE(root.value(QLatin1String("epsilon")).toDouble(), epsilon);

    // CSV names them in its last columns, the same header row whatever the settings, the
    // map's settings in one cell without commas.
    const QStringList csv = fromStd(exportCsv(table)).split(QStringLiteral("\r\n"));
    QCOMPARE(csv[0].split(u',').mid(csv[0].count(u',') - 1),
        (QStringList {QStringLiteral("feature_map_settings"), QStringLiteral("epsilon")}));
    QVERIFY2(csv[1].endsWith(QLatin1Char(',')
                 + QString::fromStdString(map.parameters()).replace(u',', u';') + QLatin1Char(',')
                 + QString::fromStdString(formatShortest(epsilon))),
        qPrintable(csv[1]));
}

QTEST_GUILESS_MAIN(TestExporters)
#include "tst_exporters.moc"
