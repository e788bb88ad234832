// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `linattn --export ipynb`, judged from outside: a notebook for every preset under every feature
// map, every sequence, FAVOR+ with other settings, ε, data of one's own and one in German, all
// executed by Jupyter (`jupyter nbconvert --to notebook --execute`, Debian packages
// jupyter-nbconvert python3-nbclient python3-ipykernel python3-numpy), must run without an
// error and compare as many numbers as the app exported; notebooks with one of the app's values
// changed must fail, naming that number; the German notebook explains itself in German; and a
// malformed selection writes no notebook. Every linattn process runs without a display
// (CommandLineTest.h).
//
// Kernels take about a second each to start, so the notebooks go to one nbconvert run per core
// (with --allow-errors, so that the failing ones do not stop it; their errors are read back from
// the executed notebooks). One perturbed notebook is also run on its own, without
// --allow-errors, to show that nbconvert itself fails.

#include "CommandLineTest.h"
#include "CoreTexts.h"
#include "Refusals.h"
#include "TestFiles.h"
#include "Translations.h"
#include "message.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

using namespace linattn;
using namespace linattn::test;

namespace {

// Each notebook starts a kernel of its own, about 1.3 s of one core, so the notebooks are shared
// among as many nbconvert runs as the machine has cores (2 in CI): one run for all of them took
// 60 to 80 s, two side by side take half that.
const int kConcurrentRuns = std::clamp(QThread::idealThreadCount(), 1, 2);
constexpr int kNbconvertTimeoutMs = 240000;

// A notebook the test writes with linattn: its file name (without .ipynb) and its options.
struct NotebookCase {
    QString name;
    QStringList selection; // what to export (--preset, --sequence, --feature-map, …)
    QString language; // --lang
};

// A notebook made from another by changing one of the app's values in its "app-values" cell.
struct PerturbedCase {
    QString name;
    QString base; // the NotebookCase it is made from
    QString valuePattern; // a regular expression; its first match's group 1 is replaced…
    QString replacement; // …by this
    QString mismatchLine; // the line the notebook's check must print
};

QJsonObject readJsonObject(const QString &path)
{
    return QJsonDocument::fromJson(readFile(path)).object();
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

// What an executed notebook's cells wrote: their errors, and the check cell's printed text.
struct ExecutionRecord {
    QStringList errors; // "cell-id: AssertionError: …"
    QString checkOutput;
};

ExecutionRecord recordOf(const QJsonObject &executed)
{
    ExecutionRecord record;
    for (const QJsonValue &value : executed.value(QStringLiteral("cells")).toArray()) {
        const QJsonObject cell = value.toObject();
        const QString id = cell.value(QStringLiteral("id")).toString();
        for (const QJsonValue &outputValue : cell.value(QStringLiteral("outputs")).toArray()) {
            const QJsonObject output = outputValue.toObject();
            const QString type = output.value(QStringLiteral("output_type")).toString();
            if (type == QLatin1String("error"))
                record.errors << QStringLiteral("%1: %2: %3")
                                     .arg(id, output.value(QStringLiteral("ename")).toString(),
                                         output.value(QStringLiteral("evalue")).toString());
            else if (type == QLatin1String("stream") && id == QLatin1String("check"))
                for (const QJsonValue &line : output.value(QStringLiteral("text")).toArray())
                    record.checkOutput += line.toString();
        }
    }
    return record;
}

// Everything an executed notebook's cells printed, cell after cell.
QString printedText(const QJsonObject &executed)
{
    QString printed;
    for (const QJsonValue &cell : executed.value(QStringLiteral("cells")).toArray())
        for (const QJsonValue &output :
            cell.toObject().value(QStringLiteral("outputs")).toArray()) {
            const QJsonValue text = output.toObject().value(QStringLiteral("text"));
            if (text.isArray())
                for (const QJsonValue &line : text.toArray())
                    printed += line.toString();
            else
                printed += text.toString();
        }
    return printed;
}

// `NAME = "…"` of the notebook's tools cell, as a regular expression with {count} a number.
QRegularExpression printedLine(const QJsonObject &notebook, const QString &name)
{
    const QString tools = sourceOf(cellWithId(notebook, QStringLiteral("tools")));
    const QRegularExpression assignment(
        QStringLiteral("^%1 = \"(.*)\"$").arg(name), QRegularExpression::MultilineOption);
    QString pattern = QRegularExpression::escape(assignment.match(tools).captured(1));
    pattern.replace(
        QRegularExpression::escape(QStringLiteral("{count}")), QStringLiteral("(\\d+)"));
    return QRegularExpression(
        QStringLiteral("^") + pattern + QStringLiteral("$"), QRegularExpression::MultilineOption);
}

// The environment of a Jupyter run: its kernels' files in the test's own folder.
QProcessEnvironment jupyterEnvironment(const QString &folder)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("JUPYTER_RUNTIME_DIR"), folder + QStringLiteral("/runtime"));
    environment.insert(QStringLiteral("IPYTHONDIR"), folder + QStringLiteral("/ipython"));
    environment.insert(QStringLiteral("PYDEVD_DISABLE_FILE_VALIDATION"), QStringLiteral("1"));
    return environment;
}

QStringList nbconvertArguments(const QString &outputFolder)
{
    return {QStringLiteral("nbconvert"), QStringLiteral("--to"), QStringLiteral("notebook"),
        QStringLiteral("--execute"), QStringLiteral("--output-dir"), outputFolder,
        // The kernel has nothing to save: stopping it at once saves a third of a second each.
        QStringLiteral("--ExecutePreprocessor.shutdown_kernel=immediate"),
        // A kernel starts in about a second, but on a machine busy with other tests it has been
        // seen to take longer than the default minute.
        QStringLiteral("--ExecutePreprocessor.startup_timeout=120")};
}

} // namespace

class TestNotebook : public CommandLineTest {
    Q_OBJECT

private slots:
    void notebookAgreesWithTheApp_data();
    void notebookAgreesWithTheApp();
    void changedValueIsCaught_data();
    void changedValueIsCaught();
    void changedNotebookFailsToRun();
    void germanNotebookIsInGerman();
    void memoryNotebooksRecomputeTheMemory();
    void malformedSelectionIsRefused_data();
    void malformedSelectionIsRefused();

private:
    QList<NotebookCase> notebookCases() const;
    static QList<PerturbedCase> perturbedCases();
    QStringList idsListed(const QString &option) const;
    QString jupyter() const { return QStandardPaths::findExecutable(QStringLiteral("jupyter")); }
    // Writes every notebook and executes them all in one nbconvert run, the first time it is
    // asked; empty when that worked, otherwise why not.
    QString executeAll();
    QString writtenPath(const QString &name) const
    {
        return m_work.filePath(QStringLiteral("written/%1.ipynb").arg(name));
    }
    QString executedPath(const QString &name) const
    {
        return m_work.filePath(QStringLiteral("executed/%1.ipynb").arg(name));
    }

    QTemporaryDir m_work;
    std::optional<QString> m_executionProblem;
};

QStringList TestNotebook::idsListed(const QString &option) const
{
    const ProcessResult result = runLinattn({option});
    QStringList ids;
    if (!result.finished || result.exitCode != 0)
        qFatal("linattn %s failed", qPrintable(option));
    for (const QString &line : QString::fromUtf8(result.standardOutput).split(QLatin1Char('\n')))
        if (!line.isEmpty())
            ids << line.section(QLatin1Char('\t'), 0, 0);
    return ids;
}

QList<NotebookCase> TestNotebook::notebookCases() const
{
    const QString en = QStringLiteral("en");
    QList<NotebookCase> cases;
    const QStringList maps = idsListed(QStringLiteral("--list-feature-maps"));
    for (const QString &preset : idsListed(QStringLiteral("--list-presets")))
        for (const QString &map : maps)
            cases.append({preset + QLatin1Char('-') + map,
                {QStringLiteral("--preset"), preset, QStringLiteral("--feature-map"), map}, en});
    // The sequence view, each sequence under its default map, then the maps and settings that
    // make Unavailable tokens, decay, FAVOR+ rows of other settings and ε.
    for (const QString &sequence : idsListed(QStringLiteral("--list-sequences")))
        cases.append({sequence, {QStringLiteral("--sequence"), sequence}, en});
    cases.append({QStringLiteral("seq-relu-gaps-relu"),
        {"--sequence", "seq-relu-gaps", "--feature-map", "relu", "--chunk", "3"}, en});
    cases.append({QStringLiteral("seq-long-favor"),
        {"--sequence", "seq-long", "--feature-map", "favor", "--features", "16", "--seed", "7",
            "--orthogonal", "off", "--decay", "0.9", "--chunk", "8"},
        en});
    cases.append({QStringLiteral("seq-general-identity-epsilon"),
        {"--sequence", "seq-general", "--feature-map", "identity", "--epsilon", "1e-6"}, en});
    cases.append({QStringLiteral("tiny-denominator-relu-epsilon"),
        {"--preset", "tiny-denominator", "--feature-map", "relu", "--epsilon", "1e-6"}, en});
    cases.append({QStringLiteral("general-favor-m256-prefix4"),
        {"--preset", "general", "--feature-map", "favor", "--features", "256", "--seed", "3",
            "--prefix", "4"},
        en});
    // Identity: the two keys' features cancel, so φ(q)·Z is exactly 0 at prefix 2 with φ(q) ≠ 0.
    const QString ownData = writeDataFile(QStringLiteral("cancelling.json"),
        R"({"title": "Cancelling keys", "query": [1, 2], "keys": [[1, 0.5], [-1, -0.5], [3, 1]],
           "values": [1, 2, -1]})");
    cases.append({QStringLiteral("own-data-identity"),
        {"--data", ownData, "--feature-map", "identity"}, en});
    // Values of 2 and 3 coordinates: S is m × d_v and every output a vector; under ReLU token 2's
    // φ(q₂) = [0, 1] meets Z₂ = [1, 0], so it is Unavailable.
    const QString arrows = writeDataFile(QStringLiteral("arrows.json"),
        R"({"title": "Arrows", "queries": [[1, 0], [-1, 1], [-1, 0.5], [0, -1], [1, 1]],
           "keys": [[1, 0], [-1, 0], [-1, 0], [0.5, -0.5], [-1, -1]],
           "values": [[1, 0], [0, 2], [-1, 1], [3, -1], [0.5, 0.5]]})");
    cases.append({QStringLiteral("arrows-relu"),
        {"--data", arrows, "--feature-map", "relu", "--decay", "0.9", "--chunk", "2"}, en});
    const QString arrows3 = writeDataFile(QStringLiteral("arrows3.json"),
        R"({"title": "Arrows in space", "queries": [[1, 0], [0.5, 1], [-1, 0.5], [0, -1]],
           "keys": [[1, 0], [0, 1], [-1, 0], [0.5, -0.5]],
           "values": [[1, 0, 2], [0, 2, -1], [-1, 1, 0], [3, -1, 1]]})");
    cases.append({QStringLiteral("arrows3-elu1-epsilon"),
        {"--data", arrows3, "--feature-map", "elu1", "--epsilon", "1e-6", "--chunk", "3"}, en});
    cases.append({QStringLiteral("general-elu1-de"),
        {"--preset", "general", "--feature-map", "elu1", "--prefix", "3"}, QStringLiteral("de")});
    cases.append(
        {QStringLiteral("seq-general-de"), {"--sequence", "seq-general"}, QStringLiteral("de")});
    return cases;
}

QList<PerturbedCase> TestNotebook::perturbedCases()
{
    return {
        {QStringLiteral("numerator-changed"), QStringLiteral("general-elu1"),
            QStringLiteral("\"numerator\": (5\\.0),"), QStringLiteral("5.000005"),
            QStringLiteral("t = 0: φ(q)·S: the notebook has 5.0, the app 5.000005")},
        // No absolute tolerance hides a change of a number near 1e-300.
        {QStringLiteral("tiny-denominator-changed"), QStringLiteral("tiny-denominator-relu"),
            QStringLiteral("\"denominator\": (1e-300),"), QStringLiteral("1.000001e-300"),
            QStringLiteral("t = 0: φ(q)·Z: the notebook has 1e-300, the app 1.000001e-300")},
        {QStringLiteral("unavailable-made-a-number"), QStringLiteral("all-negative-relu"),
            QStringLiteral("\"output\": (None),"), QStringLiteral("0.0"),
            QStringLiteral("t = 0: output: the notebook has Unavailable, the app 0.0")},
        {QStringLiteral("number-made-unavailable"), QStringLiteral("general-elu1"),
            QStringLiteral("\"output\": (1\\.0),"), QStringLiteral("None"),
            QStringLiteral("t = 0: output: the notebook has 1.0, the app Unavailable")},
        {QStringLiteral("coordinate-changed"), QStringLiteral("arrows-relu"),
            QStringLiteral("\"recurrent\": \\[(1\\.0), 0\\.0\\],"), QStringLiteral("1.000001"),
            QStringLiteral("t = 0: recurrent[0]: the notebook has 1.0, the app 1.000001")},
        {QStringLiteral("token-made-a-number"), QStringLiteral("seq-relu-gaps-relu"),
            QStringLiteral("\"recurrent\": (None),"), QStringLiteral("2.0"),
            QStringLiteral("t = 1: recurrent: the notebook has Unavailable, the app 2.0")},
    };
}

QString TestNotebook::executeAll()
{
    if (m_executionProblem)
        return *m_executionProblem;
    m_executionProblem = QString();
    QString &problem = *m_executionProblem;
    if (jupyter().isEmpty())
        return problem = QStringLiteral("jupyter is not installed (Debian packages "
                                        "jupyter-nbconvert python3-nbclient python3-ipykernel "
                                        "python3-numpy; tools/dev.sh installs them)");
    if (!m_work.isValid() || !QDir(m_work.path()).mkpath(QStringLiteral("written")))
        return problem = QStringLiteral("no working folder");

    QStringList files;
    for (const NotebookCase &notebook : notebookCases()) {
        const ProcessResult result = runLinattn(
            QStringList {QStringLiteral("--export"), QStringLiteral("ipynb"), QStringLiteral("-o"),
                writtenPath(notebook.name), "--lang", notebook.language}
            + notebook.selection);
        if (!result.finished || result.exitCode != 0)
            return problem = QStringLiteral("linattn --export ipynb %1: %2 %3")
                                 .arg(notebook.selection.join(QLatin1Char(' ')), result.failure,
                                     QString::fromUtf8(result.standardError));
        files << writtenPath(notebook.name);
    }
    for (const PerturbedCase &perturbed : perturbedCases()) {
        QJsonObject notebook = readJsonObject(writtenPath(perturbed.base));
        QJsonArray cells = notebook.value(QStringLiteral("cells")).toArray();
        bool changed = false;
        for (QJsonValueRef cellValue : cells) {
            QJsonObject cell = cellValue.toObject();
            if (cell.value(QStringLiteral("id")).toString() != QLatin1String("app-values"))
                continue;
            QString source = sourceOf(cell);
            const QRegularExpressionMatch match
                = QRegularExpression(perturbed.valuePattern).match(source);
            if (!match.hasMatch())
                return problem = QStringLiteral("%1: /%2/ not in the app's values of %3")
                                     .arg(perturbed.name, perturbed.valuePattern, perturbed.base);
            source.replace(match.capturedStart(1), match.capturedLength(1), perturbed.replacement);
            cell.insert(QStringLiteral("source"), QJsonArray {source});
            cellValue = cell;
            changed = true;
        }
        if (!changed)
            return problem = QStringLiteral("%1: no app-values cell").arg(perturbed.base);
        notebook.insert(QStringLiteral("cells"), cells);
        if (!writeFile(writtenPath(perturbed.name), QJsonDocument(notebook).toJson()))
            return problem = QStringLiteral("cannot write %1").arg(writtenPath(perturbed.name));
        files << writtenPath(perturbed.name);
    }

    // One nbconvert per core, each with its share of the notebooks, side by side.
    QElapsedTimer timer;
    timer.start();
    const auto startShare = [&](int share) {
        QStringList arguments = nbconvertArguments(m_work.filePath(QStringLiteral("executed")))
            << QStringLiteral("--allow-errors");
        for (qsizetype i = share; i < files.size(); i += kConcurrentRuns)
            arguments << files[i];
        auto run = std::make_unique<QProcess>();
        run->setProcessEnvironment(jupyterEnvironment(m_work.path()));
        run->start(jupyter(), arguments, QIODevice::ReadOnly);
        return run;
    };
    // Why a run failed, the exception's own line first (a traceback's end is its message).
    const auto failure = [](QProcess &run) -> QString {
        if (run.waitForFinished(kNbconvertTimeoutMs) && run.exitStatus() == QProcess::NormalExit
            && run.exitCode() == 0)
            return {};
        run.kill();
        const QString error = QString::fromUtf8(run.readAllStandardError()).trimmed();
        return QStringLiteral("jupyter nbconvert: %1 (%2, status %3)\n%4")
            .arg(error.section(QLatin1Char('\n'), -1), run.errorString())
            .arg(run.exitCode())
            .arg(error.right(3000));
    };
    std::vector<std::unique_ptr<QProcess>> runs;
    for (int share = 0; share < kConcurrentRuns; ++share)
        runs.push_back(startShare(share));
    for (int share = 0; share < kConcurrentRuns; ++share) {
        const QString first = failure(*runs[std::size_t(share)]);
        if (first.isEmpty())
            continue;
        // Kernels started side by side can race for the same free port, and a loaded machine can
        // be slow to start one: the share is run once more, alone, before the test gives up.
        qWarning("%s\nrunning those notebooks once more", qPrintable(first));
        runs[std::size_t(share)] = startShare(share);
        if (const QString second = failure(*runs[std::size_t(share)]); !second.isEmpty())
            return problem = second;
    }
    qInfo("%d nbconvert runs side by side executed %lld notebooks in %.1f s", kConcurrentRuns,
        static_cast<long long>(files.size()), double(timer.elapsed()) / 1000);
    return problem;
}

void TestNotebook::notebookAgreesWithTheApp_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("selection");
    for (const NotebookCase &notebook : notebookCases())
        QTest::newRow(qPrintable(notebook.name)) << notebook.name << notebook.selection;
}

// Runs without an error, and compares every number the app exported: as many as the app's own
// JSON export of the same selection has (φ, S and Z entry by entry).
void TestNotebook::notebookAgreesWithTheApp()
{
    QFETCH(QString, name);
    QFETCH(QStringList, selection);
    const QString problem = executeAll();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    const QJsonObject executed = readJsonObject(executedPath(name));
    QVERIFY2(!executed.isEmpty(), qPrintable(executedPath(name)));
    const ExecutionRecord record = recordOf(executed);
    QVERIFY2(record.errors.isEmpty(), qPrintable(record.errors.join(QLatin1Char('\n'))));
    const QRegularExpressionMatch agreed
        = printedLine(executed, QStringLiteral("ALL_AGREE")).match(record.checkOutput);
    QVERIFY2(agreed.hasMatch(), qPrintable(record.checkOutput));

    const ProcessResult json = runLinattn(QStringList {"--export", "json"} + selection);
    QCOMPARE(json.exitCode, 0);
    const QJsonObject app = QJsonDocument::fromJson(json.standardOutput).object();
    qsizetype expected = 0;
    if (app.contains(QStringLiteral("tokens"))) {
        // Per token φ(q), φ(k) and Z (m each), S (m × d_v), the numerator (d_v), the
        // denominator, the three forms (d_v each, or one Unavailable each), softmax (d_v), the
        // t weights (or one Unavailable) and softmax's t weights; then the largest difference and
        // the two ranks. A value is a number (d_v = 1) or an array of d_v.
        const QJsonArray tokens = app.value(QStringLiteral("tokens")).toArray();
        const qsizetype m
            = tokens.first().toObject().value(QStringLiteral("phiQuery")).toArray().size();
        const QJsonValue firstValue = tokens.first().toObject().value(QStringLiteral("value"));
        const qsizetype dv = firstValue.isArray() ? firstValue.toArray().size() : 1;
        for (const QJsonValue &token : tokens) {
            const QJsonObject fields = token.toObject();
            const bool available = fields.value(QStringLiteral("available")).toBool();
            expected += 3 * m + m * dv + dv + 1 + (available ? 3 * dv : 3) + dv;
            const QJsonValue weights = fields.value(QStringLiteral("weights"));
            expected += (weights.isArray() ? weights.toArray().size() : 1)
                + fields.value(QStringLiteral("softmaxWeights")).toArray().size();
        }
        expected += 1 + 2;
    } else {
        // φ(q), then per step φ(k) and Z (m each), S (m × d_v), the score, the numerator (d_v),
        // the denominator, output and reference (d_v each, or one Unavailable each), softmax
        // (d_v) and the difference.
        const qsizetype m = app.value(QStringLiteral("phiQuery")).toArray().size();
        const QJsonArray steps = app.value(QStringLiteral("steps")).toArray();
        const QJsonValue firstValue = steps.first().toObject().value(QStringLiteral("value"));
        const qsizetype dv = firstValue.isArray() ? firstValue.toArray().size() : 1;
        expected = m;
        for (const QJsonValue &step : steps) {
            const QJsonObject fields = step.toObject();
            const qsizetype output = fields.value(QStringLiteral("output")).isNull() ? 1 : dv;
            const qsizetype reference = fields.value(QStringLiteral("reference")).isNull() ? 1 : dv;
            expected += 2 * m + m * dv + 1 + dv + 1 + output + reference + dv + 1;
        }
    }
    QCOMPARE(agreed.captured(1).toLongLong(), expected);
}

void TestNotebook::changedValueIsCaught_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("mismatchLine");
    for (const PerturbedCase &perturbed : perturbedCases())
        QTest::newRow(qPrintable(perturbed.name)) << perturbed.name << perturbed.mismatchLine;
}

// One of the app's values changed: the check prints that one number and raises.
void TestNotebook::changedValueIsCaught()
{
    QFETCH(QString, name);
    QFETCH(QString, mismatchLine);
    const QString problem = executeAll();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    const QJsonObject executed = readJsonObject(executedPath(name));
    QVERIFY2(!executed.isEmpty(), qPrintable(executedPath(name)));
    const ExecutionRecord record = recordOf(executed);
    QCOMPARE(record.errors.size(), 1);
    QVERIFY2(record.errors.first().startsWith(QStringLiteral("check: AssertionError: 1 numbers")),
        qPrintable(record.errors.first()));
    QCOMPARE(record.checkOutput, mismatchLine + QLatin1Char('\n'));
}

// Without --allow-errors, the run of a changed notebook itself fails.
void TestNotebook::changedNotebookFailsToRun()
{
    QVERIFY2(executeAll().isEmpty(), qPrintable(executeAll()));
    const QString name = perturbedCases().first().name;
    const QString outputFolder = m_work.filePath(QStringLiteral("failing"));
    const ProcessResult run
        = runProcess(jupyter(), nbconvertArguments(outputFolder) << writtenPath(name),
            jupyterEnvironment(m_work.path()), kNbconvertTimeoutMs);
    QVERIFY2(run.finished, qPrintable(run.failure));
    QVERIFY(run.exitCode != 0);
    const QString error = QString::fromUtf8(run.standardError);
    // The error names the number, for whoever runs it without a notebook window.
    QVERIFY2(error.contains(QStringLiteral("AssertionError")), qPrintable(error.right(2000)));
    QVERIFY2(error.contains(perturbedCases().first().mismatchLine), qPrintable(error.right(2000)));
}

// The German notebook's explanations and printed words are the catalogue's German, and differ
// from the English notebook's.
void TestNotebook::germanNotebookIsInGerman()
{
    QVERIFY2(executeAll().isEmpty(), qPrintable(executeAll()));
    const auto markdownOf = [](const QJsonObject &notebook) {
        QString markdown;
        for (const QJsonValue &cell : notebook.value(QStringLiteral("cells")).toArray())
            if (cell.toObject().value(QStringLiteral("cell_type")).toString()
                == QLatin1String("markdown"))
                markdown += sourceOf(cell.toObject()) + QLatin1Char('\n');
        // Markdown escapes (\*, \_, \|) are not part of the words.
        return markdown.remove(QLatin1Char('\\'));
    };
    const QJsonObject german = readJsonObject(writtenPath(QStringLiteral("general-elu1-de")));
    const QJsonObject english = readJsonObject(writtenPath(QStringLiteral("general-elu1")));
    const QString germanMarkdown = markdownOf(german);

    QVERIFY(installTranslations(QStringLiteral("de")).isEmpty());
    const QString description = CoreTexts::translated(makeMessage(MessageId::Elu1Description));
    const QString unavailable = CoreTexts::translated(makeMessage(MessageId::Unavailable));
    installTranslations(QStringLiteral("en"));
    // The catalogue is loaded: else the rest would compare English with English.
    QVERIFY(description
        != QString::fromStdString(renderEnglish(makeMessage(MessageId::Elu1Description))));

    QVERIFY2(germanMarkdown.contains(description), qPrintable(germanMarkdown));
    QVERIFY(!markdownOf(english).contains(description));
    QVERIFY2(germanMarkdown.contains(QStringLiteral("Allgemein")), qPrintable(germanMarkdown));
    const QString tools = sourceOf(cellWithId(german, QStringLiteral("tools")));
    QVERIFY2(
        tools.contains(QStringLiteral("UNAVAILABLE = \"%1\"").arg(unavailable)), qPrintable(tools));
    // What the cells print is German too: "t = 0: … Ausgabe = 1", not "output =".
    // The sequence notebook's too: its weights and the ranks of its block.
    const QString printed
        = printedText(readJsonObject(executedPath(QStringLiteral("general-elu1-de"))))
        + printedText(readJsonObject(executedPath(QStringLiteral("seq-general-de"))));
    for (const char *german :
        {"  Ausgabe = ", "  Referenz = ", "  Gewichte = ", "Zeilen 4–7 × Spalten 0–3"})
        QVERIFY2(printed.contains(QString::fromUtf8(german)), german);
    for (const char *english : {"output", "reference", "weights =", "ranks", "rows ", "columns"})
        QVERIFY2(!printed.contains(QString::fromUtf8(english)), english);
    // Every heading of the notebook, as the catalogue has it (English until translated).
    installTranslations(QStringLiteral("de"));
    for (MessageId heading : {MessageId::NotebookDataHeading, MessageId::NotebookFeatureMapHeading,
             MessageId::NotebookSumsHeading, MessageId::NotebookOutputHeading,
             MessageId::NotebookDirectHeading, MessageId::NotebookSoftmaxHeading,
             MessageId::NotebookAppValuesHeading, MessageId::NotebookCheckHeading}) {
        const QString text = CoreTexts::translated(makeMessage(heading));
        QVERIFY2(germanMarkdown.contains(QStringLiteral("## ") + text), qPrintable(text));
    }
    installTranslations(QStringLiteral("en"));
}

// `linattn --memory --format ipynb`: the notebook recomputes the features, the writes by either
// rule, every read-out, error and recall and softmax's from the definitions, and agrees with the
// app (FAVOR+'s rows and DPFP's products included, a key of ReLU features 0 Unavailable); the
// same notebook with one read-out changed fails its check, naming the pair.
void TestNotebook::memoryNotebooksRecomputeTheMemory()
{
    if (jupyter().isEmpty())
        QFAIL("jupyter is not installed (tools/dev.sh installs it)");
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QList<QPair<QString, QStringList>> memories {
        {"sum-relu", {"--feature-map", "relu", "--pairs", "6", "--dim", "2", "--seed", "3"}},
        {"delta-elu1",
            {"--rule", "delta", "--beta", "0.5", "--decay", "0.9", "--passes", "3", "--pairs", "8",
                "--dim", "3"}},
        {"delta-dpfp2",
            {"--rule", "delta", "--feature-map", "dpfp2", "--pairs", "12", "--dim", "4"}},
        {"sum-favor",
            {"--feature-map", "favor", "--pairs", "5", "--dim", "4", "--temperature", "0.5"}},
        {"orthogonal-identity",
            {"--feature-map", "identity", "--keys", "orthogonal", "--pairs", "3", "--dim", "3"}}};
    QStringList files;
    for (const auto &[name, options] : memories) {
        const QString path = folder.filePath(name + QStringLiteral(".ipynb"));
        const ProcessResult result
            = runLinattn(QStringList {"--memory", "--format", "ipynb", "-o", path} + options);
        QVERIFY2(result.finished && result.exitCode == 0,
            qPrintable(name + QLatin1Char(' ') + QString::fromUtf8(result.standardError)));
        files << path;
    }
    // One read-out of the first notebook changed: the check must name it.
    QJsonObject changed = readJsonObject(files.first());
    QJsonArray cells = changed.value(QStringLiteral("cells")).toArray();
    for (QJsonValueRef value : cells) {
        QJsonObject cell = value.toObject();
        if (cell.value(QStringLiteral("id")).toString() != QLatin1String("app-values"))
            continue;
        QString source = sourceOf(cell);
        const QRegularExpressionMatch readouts
            = QRegularExpression(QStringLiteral("\"readouts\": \\[\\[(-?[0-9.e-]+)")).match(source);
        QVERIFY2(readouts.hasMatch(), qPrintable(source));
        source.replace(
            readouts.capturedStart(1), readouts.capturedLength(1), QStringLiteral("7.5"));
        cell.insert(QStringLiteral("source"), QJsonArray {source});
        value = cell;
    }
    changed.insert(QStringLiteral("cells"), cells);
    const QString changedPath = folder.filePath(QStringLiteral("changed.ipynb"));
    QVERIFY(writeFile(changedPath, QJsonDocument(changed).toJson()));
    files << changedPath;

    QProcess run;
    run.setProcessEnvironment(jupyterEnvironment(folder.path()));
    run.start(jupyter(),
        nbconvertArguments(folder.filePath(QStringLiteral("executed")))
            << QStringLiteral("--allow-errors") << files);
    QVERIFY2(run.waitForFinished(kNbconvertTimeoutMs) && run.exitCode() == 0,
        qPrintable(QString::fromUtf8(run.readAllStandardError()).right(2000)));
    for (const QString &file : files) {
        const QString name = QFileInfo(file).completeBaseName();
        const QJsonObject executed
            = readJsonObject(folder.filePath(QStringLiteral("executed/%1.ipynb").arg(name)));
        const ExecutionRecord record = recordOf(executed);
        if (name == QLatin1String("changed")) {
            QVERIFY2(record.errors.size() == 1
                    && record.errors.first().startsWith("check: AssertionError"),
                qPrintable(record.errors.join(QLatin1Char('\n'))));
            QVERIFY2(
                record.checkOutput.contains(QStringLiteral("k0: read-out[0]: the notebook has ")),
                qPrintable(record.checkOutput));
            continue;
        }
        QVERIFY2(record.errors.isEmpty(),
            qPrintable(name + QStringLiteral(": ") + record.errors.join(QLatin1Char('\n'))));
        const QRegularExpressionMatch agreed
            = printedLine(executed, QStringLiteral("ALL_AGREE")).match(record.checkOutput);
        QVERIFY2(agreed.hasMatch(), qPrintable(name + QStringLiteral(": ") + record.checkOutput));
        QVERIFY2(agreed.captured(1).toInt() >= 10, qPrintable(agreed.captured(0)));
    }
}

void TestNotebook::malformedSelectionIsRefused_data()
{
    QTest::addColumn<QStringList>("selection");
    QTest::addColumn<QStringList>("messagePatterns");
    QTest::newRow("unknown preset") << QStringList {"--preset", "genral"}
                                    << QStringList {literal("--preset"), literal("genral")};
    QTest::newRow("prefix beyond the keys") << QStringList {"--preset", "general", "--prefix",
        "7"} << QStringList {literal("--prefix"), wholeNumber(7), wholeNumber(6)};
    QTest::newRow("prefix 0") << QStringList {"--prefix", "0"}
                              << QStringList {literal("--prefix"), wholeNumber(0)};
    QTest::newRow("unknown map") << QStringList {"--feature-map", "relux"}
                                 << QStringList {literal("--feature-map"), literal("relux")};
    QTest::newRow("epsilon NaN") << QStringList {"--epsilon", "nan"}
                                 << QStringList {literal("--epsilon"), literal("NaN")};
    QTest::newRow("features 5000") << QStringList {"--feature-map", "favor", "--features",
        "5000"} << QStringList {literal("--features"), literal("5000 is outside 1…4096")};
    QTest::newRow("chunk 0") << QStringList {"--sequence", "seq-general", "--chunk", "0"}
                             << QStringList {literal("--chunk"), literal("0 is outside 1…8")};
    QTest::newRow("token of a table") << QStringList {"--sequence", "seq-general", "--token", "2"}
                                      << QStringList {literal("--token")};
    QTest::newRow("no such language")
        << QStringList {"--lang", "xx"} << QStringList {literal("--lang"), literal("xx")};
    const QString nanData = writeDataFile(
        QStringLiteral("nan.json"), R"({"query": [0.5, 1], "keys": [[1, 0]], "values": [NaN]})");
    QTest::newRow("NaN in a data file")
        << QStringList {"--data", nanData} << QStringList {literal(nanData), literal("line 1")};
}

// Status 2, one line naming the place, and no notebook: a new file is not made, an existing one
// keeps what it held.
void TestNotebook::malformedSelectionIsRefused()
{
    QFETCH(QStringList, selection);
    QFETCH(QStringList, messagePatterns);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString kept = folder.filePath(QStringLiteral("kept.ipynb"));
    QVERIFY(writeFile(kept, kKnownContent));
    for (const QString &path : {folder.filePath(QStringLiteral("new.ipynb")), kept}) {
        const ProcessResult result
            = runLinattn(QStringList {"--export", "ipynb", "-o", path} + selection);
        const QString problem = refusalProblem(result, messagePatterns);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QCOMPARE(entriesOf(folder.path()), QStringList {QStringLiteral("kept.ipynb")});
    QCOMPARE(readFile(kept), kKnownContent);
}

QTEST_GUILESS_MAIN(TestNotebook)
#include "tst_notebook.moc"
