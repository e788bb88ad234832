// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// core's Jupyter notebook writer (notebook_exporter.h) without Python: every preset under every
// map, and every sequence, is a JSON document in nbformat 4 with a python3 kernel, cells with
// unique ids and the fields nbformat requires; its data cell holds the table's own numbers; its
// markdown comes from the renderer it is given; a map that did not make the table, or that it has
// no φ for, is refused. Running the notebooks is tst_notebook's.

#include "Catalog.h"
#include "ProblemCatalog.h"
#include "notebook_exporter.h"
#include "number_format.h"
#include "random_features.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace linattn;
using namespace linattn::test;

namespace {

// The notebook as nbformat reads it: a JSON object, or a test failure.
QJsonObject parsed(const std::string &notebook)
{
    QJsonParseError error;
    const QJsonDocument document
        = QJsonDocument::fromJson(QByteArray::fromStdString(notebook), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qWarning("not a JSON object: %s at %d", qPrintable(error.errorString()), error.offset);
    return document.object();
}

QString sourceOf(const QJsonObject &cell)
{
    QString source;
    for (const QJsonValue &line : cell.value(QStringLiteral("source")).toArray())
        source += line.toString();
    return source;
}

QJsonObject cellWithId(const QJsonObject &notebook, const QString &id)
{
    for (const QJsonValue &cell : notebook.value(QStringLiteral("cells")).toArray())
        if (cell.toObject().value(QStringLiteral("id")).toString() == id)
            return cell.toObject();
    return {};
}

// What nbformat 4.5 requires of the document and of each cell; empty when all is there.
QString nbformatProblem(const QJsonObject &notebook)
{
    if (notebook.value(QStringLiteral("nbformat")).toInt() != 4)
        return QStringLiteral("nbformat is not 4");
    if (notebook.value(QStringLiteral("nbformat_minor")).toInt() < 5)
        return QStringLiteral("nbformat_minor below 5 (cell ids need 4.5)");
    const QJsonObject kernel = notebook.value(QStringLiteral("metadata"))
                                   .toObject()
                                   .value(QStringLiteral("kernelspec"))
                                   .toObject();
    if (kernel.value(QStringLiteral("name")).toString() != QLatin1String("python3")
        || kernel.value(QStringLiteral("language")).toString() != QLatin1String("python"))
        return QStringLiteral("the kernelspec is not python3");
    const QJsonArray cells = notebook.value(QStringLiteral("cells")).toArray();
    if (cells.isEmpty())
        return QStringLiteral("no cells");
    static const QRegularExpression validId(QStringLiteral("^[a-zA-Z0-9_-]{1,64}$"));
    QSet<QString> ids;
    for (const QJsonValue &value : cells) {
        const QJsonObject cell = value.toObject();
        const QString id = cell.value(QStringLiteral("id")).toString();
        if (!validId.match(id).hasMatch() || ids.contains(id))
            return QStringLiteral("cell id '%1' is not valid or not unique").arg(id);
        ids.insert(id);
        if (!cell.value(QStringLiteral("metadata")).isObject()
            || !cell.value(QStringLiteral("source")).isArray())
            return QStringLiteral("cell %1 lacks metadata or source").arg(id);
        const QString type = cell.value(QStringLiteral("cell_type")).toString();
        if (type == QLatin1String("code")) {
            if (!cell.value(QStringLiteral("outputs")).isArray()
                || !cell.value(QStringLiteral("execution_count")).isNull())
                return QStringLiteral("code cell %1 lacks outputs or execution_count").arg(id);
        } else if (type != QLatin1String("markdown")) {
            return QStringLiteral("cell %1 has type '%2'").arg(id, type);
        }
    }
    return {};
}

// A renderer that marks every text, so that a test sees which texts went through it.
const TextRenderer kMarkingRenderer
    = [](const Text &text) { return "«" + renderEnglish(text) + "»"; };

// A map the notebook knows no φ for.
class SquareFeatureMap final : public ElementwiseFeatureMap<SquareFeatureMap> {
public:
    std::string_view id() const override { return "square"; }
    Text titleText() const override { return "Square"; }
    Text descriptionText() const override { return "x²"; }
    CoordinateRule coordinateRule(double) const override { return {"{x} ∈ ℝ", "{x}²"}; }
    static double applyScalar(double x) { return x * x; }
};

} // namespace

class TestNotebookExporter : public QObject {
    Q_OBJECT

private slots:
    void everyPresetAndMapIsANotebook_data();
    void everyPresetAndMapIsANotebook();
    void everySequenceIsANotebook_data();
    void everySequenceIsANotebook();
    void dataCellHoldsTheTable();
    void favorRowsAreTheMaps();
    void markdownComesFromTheRenderer();
    void unknownOrWrongMapIsRefused();
};

void TestNotebookExporter::everyPresetAndMapIsANotebook_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("mapId");
    for (const Preset &preset : ProblemCatalog::presets())
        for (const FeatureMap *map : featureMaps())
            QTest::addRow("%s %s", preset.id.c_str(), std::string(map->id()).c_str())
                << QString::fromStdString(preset.id) << QString::fromUtf8(map->id().data());
}

void TestNotebookExporter::everyPresetAndMapIsANotebook()
{
    QFETCH(QString, presetId);
    QFETCH(QString, mapId);
    const StepTable table = presetTable(presetId, mapId, keyCountOf(presetId));
    const QJsonObject notebook = parsed(exportNotebook(table, featureMapNamed(mapId)));
    const QString problem = nbformatProblem(notebook);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    for (const char *id :
        {"data", "phi", "sums", "output", "direct", "softmax", "app-values", "check"})
        QVERIFY2(!cellWithId(notebook, QLatin1String(id)).isEmpty(), id);
    // The check raises, so that a notebook that differs fails to run.
    QVERIFY(sourceOf(cellWithId(notebook, QStringLiteral("check"))).contains("raise "));
}

void TestNotebookExporter::everySequenceIsANotebook_data()
{
    QTest::addColumn<QString>("sequenceId");
    QTest::addColumn<QString>("mapId");
    for (const SequencePreset &sequence : ProblemCatalog::sequences())
        for (const FeatureMap *map : featureMaps())
            QTest::addRow("%s %s", sequence.id.c_str(), std::string(map->id()).c_str())
                << QString::fromStdString(sequence.id) << QString::fromUtf8(map->id().data());
}

void TestNotebookExporter::everySequenceIsANotebook()
{
    QFETCH(QString, sequenceId);
    QFETCH(QString, mapId);
    const SequencePreset &sequence = sequenceNamed(sequenceId);
    const FeatureMap &map = featureMapNamed(mapId);
    SequenceSettings settings;
    settings.chunkSize = clampChunkSize(kDefaultChunkSize, sequence.data.tokenCount());
    const SequenceTable table = computeSequence(sequence.data, map, settings, sequence.id);
    const QJsonObject notebook = parsed(exportSequenceNotebook(table, map));
    const QString problem = nbformatProblem(notebook);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    for (const char *id : {"recurrent", "parallel", "chunkwise", "forms", "softmax", "check"})
        QVERIFY2(!cellWithId(notebook, QLatin1String(id)).isEmpty(), id);
    // One entry of the app's values per token.
    const QString appValues = sourceOf(cellWithId(notebook, QStringLiteral("app-values")));
    QCOMPARE(appValues.count(QStringLiteral("{\"t\": ")), qsizetype(table.tokens.size()));
}

// all-negative under ReLU: its numbers, and None where the output is Unavailable.
void TestNotebookExporter::dataCellHoldsTheTable()
{
    const StepTable table = presetTable(QStringLiteral("all-negative"), QStringLiteral("relu"), 4);
    const QJsonObject notebook = parsed(exportNotebook(table, featureMapNamed("relu")));
    const QString data = sourceOf(cellWithId(notebook, QStringLiteral("data")));
    QVERIFY2(data.contains(QStringLiteral("q = np.array([-1.0, -0.5])")), qPrintable(data));
    QVERIFY2(data.contains(QStringLiteral("[-1.5, -1.5],  # k3")), qPrintable(data));
    QVERIFY2(data.contains(QStringLiteral("values = np.array([1.0, -1.0, 2.0, 0.5])")),
        qPrintable(data));
    QVERIFY2(data.contains(QStringLiteral("preset = \"all-negative\"")), qPrintable(data));
    QVERIFY2(data.contains(QStringLiteral("prefix = 4\n")), qPrintable(data));
    const QString app = sourceOf(cellWithId(notebook, QStringLiteral("app-values")));
    QCOMPARE(app.count(QStringLiteral("\"output\": None")), qsizetype(4));
    QCOMPARE(app.count(QStringLiteral("\"denominator\": 0.0,")), qsizetype(4));
    // No NaN anywhere, and the words the notebook prints are there.
    const QString tools = sourceOf(cellWithId(notebook, QStringLiteral("tools")));
    QVERIFY(tools.contains(QStringLiteral("UNAVAILABLE = \"Unavailable\"")));
    QVERIFY(!app.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
}

// FAVOR+'s rows are written in as data, every one of them, to the last bit.
void TestNotebookExporter::favorRowsAreTheMaps()
{
    const auto favor = makeFavorFeatureMap(8, 42, false);
    const StepTable table = computeStepTable(
        presetNamed("general").data, *favor, 2, std::string("general"), {kEpsilonPaper});
    const QJsonObject notebook = parsed(exportNotebook(table, *favor));
    const QString phi = sourceOf(cellWithId(notebook, QStringLiteral("phi")));
    const std::vector<double> rows = favorRows({8, 42, false}, 2);
    for (std::size_t j = 0; j < 8; ++j) {
        const QString row = QStringLiteral("[%1, %2],")
                                .arg(QString::fromStdString(formatShortest(rows[2 * j])),
                                    QString::fromStdString(formatShortest(rows[2 * j + 1])));
        QVERIFY2(phi.contains(row), qPrintable(row + QStringLiteral(" not in\n") + phi));
    }
    QVERIFY(phi.contains(QStringLiteral("m = 8, seed = 42, independent")));
    const QString data = sourceOf(cellWithId(notebook, QStringLiteral("data")));
    QVERIFY2(data.contains(QStringLiteral("epsilon = 1e-06")), qPrintable(data));
}

// Every markdown paragraph and printed word goes through the renderer (the app's translation).
void TestNotebookExporter::markdownComesFromTheRenderer()
{
    const StepTable table = presetTable(QStringLiteral("general"), QStringLiteral("elu1"), 2);
    const QJsonObject notebook
        = parsed(exportNotebook(table, featureMapNamed("elu1"), kMarkingRenderer));
    int markdownCells = 0;
    for (const QJsonValue &value : notebook.value(QStringLiteral("cells")).toArray()) {
        const QJsonObject cell = value.toObject();
        if (cell.value(QStringLiteral("cell_type")).toString() != QLatin1String("markdown"))
            continue;
        ++markdownCells;
        const QString source = sourceOf(cell);
        QVERIFY2(source.startsWith(QStringLiteral("«")) || source.startsWith(QStringLiteral("# «"))
                || source.startsWith(QStringLiteral("## «")),
            qPrintable(source));
    }
    QVERIFY(markdownCells >= 8);
    const QString tools = sourceOf(cellWithId(notebook, QStringLiteral("tools")));
    QVERIFY2(tools.contains(QStringLiteral("UNAVAILABLE = \"«Unavailable»\"")), qPrintable(tools));
    QVERIFY2(tools.contains(QStringLiteral("ALL_AGREE = \"«All {count} numbers agree")),
        qPrintable(tools));
}

void TestNotebookExporter::unknownOrWrongMapIsRefused()
{
    const StepTable table = presetTable(QStringLiteral("general"), QStringLiteral("elu1"), 2);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, exportNotebook(table, featureMapNamed("relu")));
    // A FAVOR+ map with other settings has other rows: not the map of the table.
    const auto favor = makeFavorFeatureMap(8, 1);
    const StepTable favorTable = computeStepTable(presetNamed("general").data, *favor, 2);
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument, exportNotebook(favorTable, featureMapNamed("favor")));
    const SquareFeatureMap square;
    const StepTable squareTable = computeStepTable(presetNamed("general").data, square, 2);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, exportNotebook(squareTable, square));
}

QTEST_GUILESS_MAIN(TestNotebookExporter)
#include "tst_notebook_exporter.moc"
