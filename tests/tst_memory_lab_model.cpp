// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// MemoryLabModel, the memory lab's model: every read-out, error and recall it shows equals this
// test's own recomputation from the definitions (features by formula, unit length, the sum or
// delta rule written out, nearest value), a refused input keeps the state and says why, and a
// change is notified once.

#include "MemoryLabModel.h"
#include "MemoryLabSettingsType.h"
#include "number_format.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>
#include <optional>

using namespace linattn;

namespace {

using Vector = std::vector<double>;

// The features by their formulas, written out here.
Vector featuresOf(const QString &map, const Vector &key)
{
    Vector f;
    for (double x : key) {
        if (map == QLatin1String("relu"))
            f.push_back(x > 0 ? x : 0);
        else if (map == QLatin1String("elu1"))
            f.push_back(x > 0 ? x + 1 : std::exp(x));
        else
            f.push_back(x); // identity
    }
    return f;
}

double lengthOf(const Vector &x)
{
    double sum = 0;
    for (double each : x)
        sum += each * each;
    return std::sqrt(sum);
}

struct Expected {
    std::vector<std::optional<Vector>> readouts;
    std::vector<std::optional<double>> errors;
    std::vector<bool> recalled;
};

// Writes every pair `passes` times by the rule, then reads each back (the issue's definitions).
Expected recompute(
    const MemoryPairs &pairs, const QString &map, bool delta, double beta, double decay, int passes)
{
    const std::size_t n = pairs.keys.size(), dv = pairs.values[0].size();
    std::vector<std::optional<Vector>> unit(n);
    std::size_t m = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const Vector f = featuresOf(map, pairs.keys[i]);
        m = f.size();
        const double length = lengthOf(f);
        if (length > 0) {
            Vector u(f.size());
            for (std::size_t j = 0; j < f.size(); ++j)
                u[j] = f[j] / length;
            unit[i] = u;
        }
    }
    std::vector<Vector> s(m, Vector(dv, 0.0));
    for (int pass = 0; pass < passes; ++pass)
        for (std::size_t i = 0; i < n; ++i) {
            if (!unit[i])
                continue;
            const Vector &u = *unit[i];
            Vector what(dv);
            for (std::size_t c = 0; c < dv; ++c) {
                double old = 0; // γ Sᵀu
                for (std::size_t r = 0; r < m; ++r)
                    old += decay * s[r][c] * u[r];
                what[c] = delta ? beta * (pairs.values[i][c] - old) : pairs.values[i][c];
            }
            for (std::size_t r = 0; r < m; ++r)
                for (std::size_t c = 0; c < dv; ++c)
                    s[r][c] = decay * s[r][c] + u[r] * what[c];
        }
    Expected expected;
    for (std::size_t i = 0; i < n; ++i) {
        if (!unit[i]) {
            expected.readouts.push_back(std::nullopt);
            expected.errors.push_back(std::nullopt);
            expected.recalled.push_back(false);
            continue;
        }
        Vector r(dv, 0.0);
        for (std::size_t c = 0; c < dv; ++c)
            for (std::size_t row = 0; row < m; ++row)
                r[c] += s[row][c] * (*unit[i])[row];
        Vector difference(dv);
        for (std::size_t c = 0; c < dv; ++c)
            difference[c] = r[c] - pairs.values[i][c];
        expected.readouts.push_back(r);
        expected.errors.push_back(lengthOf(difference) / lengthOf(pairs.values[i]));
        // Recalled: its own value strictly nearest among the stored values that differ from it.
        const double own = lengthOf(difference);
        bool nearest = true;
        for (std::size_t j = 0; j < n; ++j) {
            if (pairs.values[j] == pairs.values[i])
                continue;
            Vector other(dv);
            for (std::size_t c = 0; c < dv; ++c)
                other[c] = r[c] - pairs.values[j][c];
            if (lengthOf(other) <= own)
                nearest = false;
        }
        expected.recalled.push_back(nearest);
    }
    return expected;
}

// Softmax over every stored pair: r = Σⱼ softmaxⱼ(k·kⱼ / τ) vⱼ, with its error and recall.
Expected recomputeSoftmax(const MemoryPairs &pairs, double tau)
{
    Expected expected;
    const std::size_t n = pairs.keys.size(), dv = pairs.values[0].size();
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<double> scores(n);
        double largest = -HUGE_VAL;
        for (std::size_t j = 0; j < n; ++j) {
            double dot = 0;
            for (std::size_t c = 0; c < pairs.keys[i].size(); ++c)
                dot += pairs.keys[i][c] * pairs.keys[j][c];
            scores[j] = dot / tau;
            largest = std::max(largest, scores[j]);
        }
        double total = 0;
        Vector r(dv, 0.0);
        for (std::size_t j = 0; j < n; ++j) {
            const double e = std::exp(scores[j] - largest);
            total += e;
            for (std::size_t c = 0; c < dv; ++c)
                r[c] += e * pairs.values[j][c];
        }
        for (double &x : r)
            x /= total;
        Vector difference(dv);
        for (std::size_t c = 0; c < dv; ++c)
            difference[c] = r[c] - pairs.values[i][c];
        expected.readouts.push_back(r);
        expected.errors.push_back(lengthOf(difference) / lengthOf(pairs.values[i]));
    }
    return expected;
}

void compareWithRecomputation(const MemoryLabModel &model)
{
    const Expected expected = recompute(model.memoryPairs(), model.featureMapId(),
        model.rule() == QLatin1String("delta"), model.beta(), model.decay(), model.passes());
    const QVariantList rows = model.pairs();
    QCOMPARE(rows.size(), model.pairCount());
    int recalled = 0;
    for (int i = 0; i < rows.size(); ++i) {
        const QVariantMap row = rows[i].toMap();
        const QVariantList readout = row.value(QStringLiteral("readoutValues")).toList();
        if (!expected.readouts[std::size_t(i)]) {
            QVERIFY2(readout.isEmpty(), qPrintable(QStringLiteral("pair %1").arg(i)));
            QCOMPARE(
                row.value(QStringLiteral("readout")).toString(), QStringLiteral("Unavailable"));
            continue;
        }
        const Vector &r = *expected.readouts[std::size_t(i)];
        QCOMPARE(readout.size(), qsizetype(r.size()));
        for (std::size_t c = 0; c < r.size(); ++c)
            QVERIFY2(
                std::abs(readout[qsizetype(c)].toDouble() - r[c]) <= 1e-12 * (1 + std::abs(r[c])),
                qPrintable(QStringLiteral("pair %1 coordinate %2: %3, recomputed %4")
                               .arg(i)
                               .arg(c)
                               .arg(readout[qsizetype(c)].toDouble())
                               .arg(r[c])));
        QCOMPARE(row.value(QStringLiteral("recalled")).toBool(), expected.recalled[std::size_t(i)]);
        recalled += expected.recalled[std::size_t(i)] ? 1 : 0;
        const double error = *expected.errors[std::size_t(i)];
        QVERIFY2(std::abs(row.value(QStringLiteral("errorValue")).toDouble() - error)
                <= 1e-12 * (1 + error),
            qPrintable(QStringLiteral("pair %1 error").arg(i)));
    }
    QCOMPARE(model.recalledCount(), recalled);
    // Softmax's read-outs over every pair.
    const Expected softmax = recomputeSoftmax(model.memoryPairs(), model.temperature());
    for (int i = 0; i < rows.size(); ++i) {
        const QVariantList readout
            = rows[i].toMap().value(QStringLiteral("softmaxReadoutValues")).toList();
        const Vector &r = *softmax.readouts[std::size_t(i)];
        for (std::size_t c = 0; c < r.size(); ++c)
            QVERIFY2(
                std::abs(readout[qsizetype(c)].toDouble() - r[c]) <= 1e-12 * (1 + std::abs(r[c])),
                qPrintable(QStringLiteral("pair %1 softmax coordinate %2").arg(i).arg(c)));
    }
}

} // namespace

class TestMemoryLabModel : public QObject {
    Q_OBJECT

private slots:
    void readoutsEqualTheDefinitions_data();
    void readoutsEqualTheDefinitions();
    void orthogonalFeaturesRecallExactly();
    void aThirdPairDoesNotFitATwoByTwoMemory();
    void refusedInputsKeepTheState_data();
    void refusedInputsKeepTheState();
    void aChangeIsNotifiedOnce();
    void planesOnlyInTwoDimensions();
    void capacityIsComputedAwayFromTheWindow();
    void theWritesCanBeSteppedThrough();
    void theMemoryIsSavedWholeOrNotAtAll();
    void typedNumbersAreReadOrRefused();
    void aPairsReadOutIsWorkedThrough();
    void ownPairsAreDraggedAndKept();
    void pairsAreOpenedAndSavedAsDataFiles();
    void aLessonSetsEverySettingAtOnce();
    void concealedResultsReadAsQuestionMarks();
};

void TestMemoryLabModel::readoutsEqualTheDefinitions_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("map");
    QTest::addColumn<double>("decay");
    QTest::addColumn<int>("passes");
    QTest::addColumn<int>("pairs");
    QTest::addColumn<int>("dimension");
    for (const char *rule : {"sum", "delta"})
        for (const char *map : {"relu", "elu1", "identity"})
            for (double decay : {1.0, 0.5})
                for (int passes : {1, 3})
                    for (auto [pairs, dimension] : {std::pair {5, 3}, std::pair {3, 2}})
                        QTest::addRow("%s %s γ=%g passes=%d N=%d d=%d", rule, map, decay, passes,
                            pairs, dimension)
                            << QString::fromLatin1(rule) << QString::fromLatin1(map) << decay
                            << passes << pairs << dimension;
}

void TestMemoryLabModel::readoutsEqualTheDefinitions()
{
    QFETCH(QString, rule);
    QFETCH(QString, map);
    QFETCH(double, decay);
    QFETCH(int, passes);
    QFETCH(int, pairs);
    QFETCH(int, dimension);
    MemoryLabModel model;
    model.setRule(rule);
    model.setFeatureMapId(map);
    model.setDecay(decay);
    model.setPasses(passes);
    model.setBeta(0.75);
    model.setDimension(dimension);
    model.setPairCount(pairs);
    model.setSeed(7);
    QVERIFY2(model.inputError().isEmpty(), qPrintable(model.inputError()));
    compareWithRecomputation(model);
    QCOMPARE(model.stateRows().size(), dimension); // these maps keep d features
}

void TestMemoryLabModel::orthogonalFeaturesRecallExactly()
{
    // The identity map of orthonormal keys: unit features at right angles, room for both.
    for (const QString &rule : {QStringLiteral("sum"), QStringLiteral("delta")}) {
        MemoryLabModel model;
        model.setRule(rule);
        model.setFeatureMapId(QStringLiteral("identity"));
        model.setPairCount(2);
        model.setOrthogonalKeys(true);
        QVERIFY(model.inputError().isEmpty());
        QCOMPARE(model.recalledCount(), 2);
        for (const QVariant &row : model.pairs())
            QVERIFY(row.toMap().value(QStringLiteral("errorValue")).toDouble() < 1e-12);
        compareWithRecomputation(model);
    }
}

void TestMemoryLabModel::aThirdPairDoesNotFitATwoByTwoMemory()
{
    // Three pairs in a 2 × 2 sum-rule memory: they interfere, not every one comes back; softmax
    // over the cache of three pairs is not bounded so.
    MemoryLabModel model;
    model.setFeatureMapId(QStringLiteral("identity"));
    model.setPairCount(3);
    QCOMPARE(model.featureDimension(), 2);
    QCOMPARE(model.valueDimension(), 2);
    QVERIFY(model.recalledCount() < 3);
    compareWithRecomputation(model);
}

void TestMemoryLabModel::refusedInputsKeepTheState_data()
{
    QTest::addColumn<QString>("property");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("β 0") << "beta" << QVariant(0.0) << "β: 0 is outside (0, 1]";
    QTest::newRow("β 1.5") << "beta" << QVariant(1.5) << "β: 1.5 is outside (0, 1]";
    QTest::newRow("β NaN") << "beta" << QVariant(std::nan("")) << "β: nan is outside (0, 1]";
    QTest::newRow("γ 0") << "decay" << QVariant(0.0) << "γ: 0 is outside (0, 1]";
    QTest::newRow("passes 0") << "passes" << QVariant(0) << "Passes: 0 is outside 1…100";
    QTest::newRow("τ 0") << "temperature" << QVariant(0.0) << "τ: 0 is outside 1e-100…1e100";
    QTest::newRow("pairs 0") << "pairCount" << QVariant(0) << "Pairs: 0 is outside 1…64";
    QTest::newRow("pairs 65") << "pairCount" << QVariant(65) << "Pairs: 65 is outside 1…64";
    QTest::newRow("d 0") << "dimension" << QVariant(0) << "d: 0 is outside 1…64";
    QTest::newRow("map") << "featureMapId" << QVariant(QStringLiteral("elu"))
                         << "Feature map: unknown map 'elu'";
    QTest::newRow("rule") << "rule" << QVariant(QStringLiteral("hebb"))
                          << "Rule: 'hebb' is neither sum nor delta";
    QTest::newRow("orthogonal, 3 pairs in 2 coordinates")
        << "orthogonalKeys" << QVariant(true)
        << "Orthogonal keys: 3 pairs need at least 3 coordinates (d = 2)";
}

void TestMemoryLabModel::refusedInputsKeepTheState()
{
    QFETCH(QString, property);
    QFETCH(QVariant, value);
    QFETCH(QString, message);
    MemoryLabModel model;
    const QVariant before = model.property(property.toLatin1());
    const QVariantList rows = model.pairs();
    QSignalSpy results(&model, &MemoryLabModel::resultChanged);
    QSignalSpy inputs(&model, &MemoryLabModel::inputsChanged);
    QVERIFY(model.setProperty(property.toLatin1(), value));
    QCOMPARE(model.inputError(), message);
    QCOMPARE(model.property(property.toLatin1()), before);
    QCOMPARE(model.pairs(), rows);
    QCOMPARE(results.count(), 0);
    QCOMPARE(inputs.count(), 0);
}

void TestMemoryLabModel::aChangeIsNotifiedOnce()
{
    MemoryLabModel model;
    model.setBeta(2); // refused: the error is cleared by the next accepted input
    QVERIFY(!model.inputError().isEmpty());
    QSignalSpy results(&model, &MemoryLabModel::resultChanged);
    QSignalSpy inputs(&model, &MemoryLabModel::inputsChanged);
    QSignalSpy errors(&model, &MemoryLabModel::inputErrorChanged);
    model.setRule(QStringLiteral("delta"));
    QCOMPARE(results.count(), 1);
    QCOMPARE(inputs.count(), 1);
    QCOMPARE(errors.count(), 1);
    QVERIFY(model.inputError().isEmpty());
    model.setRule(QStringLiteral("delta"));
    model.setSeed(model.seed());
    QCOMPARE(results.count(), 1);
    QCOMPARE(inputs.count(), 1);
}

void TestMemoryLabModel::planesOnlyInTwoDimensions()
{
    MemoryLabModel model;
    model.setFeatureMapId(QStringLiteral("identity"));
    const QVariantMap planes = model.planes();
    QCOMPARE(planes.value(QStringLiteral("keys")).toList().size(), 3);
    QCOMPARE(planes.value(QStringLiteral("values")).toList().size(), 3);
    QCOMPARE(planes.value(QStringLiteral("readouts")).toList().size(), 3);
    const QVariantMap first = planes.value(QStringLiteral("keys")).toList()[0].toMap();
    QCOMPARE(first.value(QStringLiteral("x")).toDouble(), model.memoryPairs().keys[0][0]);
    QCOMPARE(first.value(QStringLiteral("label")).toString(), QStringLiteral("k₀"));
    model.setDimension(3);
    QVERIFY(model.planes().isEmpty());
}

void TestMemoryLabModel::capacityIsComputedAwayFromTheWindow()
{
    MemoryLabModel model;
    model.setDimension(4);
    model.setFeatureMapId(QStringLiteral("identity"));
    QVERIFY(model.capacity().value(QStringLiteral("points")).toList().isEmpty());
    QSignalSpy changes(&model, &MemoryLabModel::capacityChanged);
    model.startCapacity();
    QVERIFY(model.capacityBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!model.capacityBusy(), 20000);
    QVariantList points = model.capacity().value(QStringLiteral("points")).toList();
    // m = 4: N = 1, 2, 4, 8, 16, one change per point and one at each end.
    QCOMPARE(points.size(), 5);
    QCOMPARE(model.capacityProgress(), 1.0);
    QCOMPARE(changes.count(), 7);
    QCOMPARE(model.capacity().value(QStringLiteral("m")).toInt(), 4);
    const QVariantMap first = points[0].toMap();
    QCOMPARE(first.value(QStringLiteral("n")).toInt(), 1);
    QVERIFY(first.value(QStringLiteral("sumError")).toDouble() < 1e-15);
    QCOMPARE(first.value(QStringLiteral("softmaxRecalled")).toDouble(), 1.0);
    // Sixteen pairs in a 4 × 4 memory: the sum rule cannot recall them all.
    QVERIFY(points[4].toMap().value(QStringLiteral("sumRecalled")).toDouble() < 1.0);
    // Its figures are core's for the same pairs.
    const CapacityPoint eight = capacityPoint(8, 4, *memoryFeaturesFor("identity"), {}, 1);
    QCOMPARE(points[3].toMap().value(QStringLiteral("sumError")).toDouble(), *eight.sumError);

    // A change computes the curves again; stopped, they stay as they are.
    model.setSeed(2);
    QVERIFY(model.capacityBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!model.capacityBusy(), 20000);
    QVERIFY(points != model.capacity().value(QStringLiteral("points")).toList());
    model.stopCapacity();
    points = model.capacity().value(QStringLiteral("points")).toList();
    model.setSeed(3);
    QVERIFY(!model.capacityBusy());
    QCOMPARE(model.capacity().value(QStringLiteral("points")).toList(), points);
}

void TestMemoryLabModel::theWritesCanBeSteppedThrough()
{
    MemoryLabModel model;
    model.setFeatureMapId(QStringLiteral("identity"));
    model.setRule(QStringLiteral("delta"));
    model.setPasses(2);
    QCOMPARE(model.writeCount(), 6);
    QCOMPARE(model.selectedWrite(), 6);
    QCOMPARE(model.writeCells(), model.stateCells());
    QSignalSpy selected(&model, &MemoryLabModel::selectedWriteChanged);
    model.setSelectedWrite(1);
    QCOMPARE(selected.count(), 1);
    QCOMPARE(model.writeCaption(), QStringLiteral("S after write 1 of 6, pair k₀"));
    // The first write into an empty S: nothing returned yet, all of v₀ written (β = 1).
    const QStringList lines = model.writeLines();
    QCOMPARE(lines.size(), 5);
    QVERIFY2(lines[2].endsWith(QStringLiteral("γSᵀf = [0, 0]")), qPrintable(lines[2]));
    const MemoryPairs &pairs = model.memoryPairs();
    const double length = std::hypot(pairs.keys[0][0], pairs.keys[0][1]);
    // S = f v₀ᵀ: its first cell is f₁ v₀₁, worked out here.
    QCOMPARE(model.writeCells()[0],
        QString::fromStdString(formatRounded(pairs.keys[0][0] / length * pairs.values[0][0], 4)));
    model.setSelectedWrite(7); // beyond the writes: ignored
    model.setSelectedWrite(0);
    QCOMPARE(model.selectedWrite(), 1);
    QCOMPARE(selected.count(), 1);
    // A change starts again from the last write.
    model.setBeta(0.5);
    QCOMPARE(model.selectedWrite(), 6);

    // A large memory keeps only its last state: N · passes · m · d_v is too many numbers.
    model.setDimension(64);
    model.setPairCount(64);
    model.setFeatureMapId(QStringLiteral("dpfp3"));
    model.setPasses(10);
    QVERIFY(model.inputError().isEmpty());
    QCOMPARE(model.writeCount(), 0);
    QVERIFY(model.writeLines().isEmpty());
    QCOMPARE(model.writeCells(), model.stateCells());
    QCOMPARE(model.stateCells().size(), 12 * 12);
}

void TestMemoryLabModel::theMemoryIsSavedWholeOrNotAtAll()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    MemoryLabModel model;
    model.setRule(QStringLiteral("delta"));
    const QString json = folder.filePath(QStringLiteral("memory.json"));
    QVERIFY(model.exportAs(QStringLiteral("json"), QUrl::fromLocalFile(json)));
    QCOMPARE(model.exportMessage(),
        QStringLiteral("The memory's 3 pairs saved as JSON to %1").arg(json));
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject inputs = root.value(QStringLiteral("inputs")).toObject();
    QCOMPARE(inputs.value(QStringLiteral("rule")).toString(), QStringLiteral("delta"));
    QCOMPARE(inputs.value(QStringLiteral("featureMap")).toString(), QStringLiteral("relu"));
    QCOMPARE(inputs.value(QStringLiteral("seed")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("pairs")).toArray().size(), 3);
    QCOMPARE(root.value(QStringLiteral("recalledCount")).toInt(), model.recalledCount());

    const QString csv = folder.filePath(QStringLiteral("memory.csv"));
    QVERIFY(model.exportAs(QStringLiteral("csv"), QUrl::fromLocalFile(csv)));
    QFile table(csv);
    QVERIFY(table.open(QIODevice::ReadOnly));
    QCOMPARE(table.readAll().count("\r\n"), 4); // a header and a row per pair

    // Nowhere to write, or no such format: nothing written, and it says why.
    const QString nowhere = folder.filePath(QStringLiteral("missing/memory.json"));
    QVERIFY(!model.exportAs(QStringLiteral("json"), QUrl::fromLocalFile(nowhere)));
    QVERIFY2(model.exportMessage().startsWith(nowhere + QStringLiteral(": not written: ")),
        qPrintable(model.exportMessage()));
    QVERIFY(!QFile::exists(nowhere));
    QVERIFY(!model.exportAs(QStringLiteral("xml"), QUrl::fromLocalFile(json)));
    QCOMPARE(model.exportMessage(),
        QStringLiteral("Nothing was exported: unknown format 'xml' (csv, json or ipynb)"));
    const QString notebook = folder.filePath(QStringLiteral("memory.ipynb"));
    QVERIFY(model.exportAs(QStringLiteral("ipynb"), QUrl::fromLocalFile(notebook)));
    QFile cells(notebook);
    QVERIFY(cells.open(QIODevice::ReadOnly));
    QCOMPARE(
        QJsonDocument::fromJson(cells.readAll()).object().value(QStringLiteral("nbformat")).toInt(),
        4);
}

// As typed in the lab's fields: a decimal comma reads as a point (German); what is not a number
// is refused, quoted, and the setting kept.
void TestMemoryLabModel::typedNumbersAreReadOrRefused()
{
    MemoryLabModel model;
    QVERIFY(model.setDecayText(QStringLiteral(" 0,5 ")));
    QCOMPARE(model.decay(), 0.5);
    QVERIFY(model.setTemperatureText(QStringLiteral("2.5")));
    QCOMPARE(model.temperature(), 2.5);
    QVERIFY(!model.setBetaText(QStringLiteral("abc")));
    QCOMPARE(model.inputError(), QStringLiteral("β: “abc” is not a number"));
    QCOMPARE(model.beta(), 1.0);
    QVERIFY(!model.setBetaText(QString()));
    QCOMPARE(model.inputError(), QStringLiteral("β: “” is not a number"));
    QVERIFY(!model.setDecayText(QStringLiteral("1,5")));
    QCOMPARE(model.inputError(), QStringLiteral("γ: 1.5 is outside (0, 1]"));
    QCOMPARE(model.decay(), 0.5);
    QVERIFY(model.setBetaText(QStringLiteral("0.25")));
    QVERIFY(model.inputError().isEmpty());
}

// The chosen pair's read-out in words: r, its error, and the value it was judged against (the
// nearest stored value other than its own, found here from the read-out).
void TestMemoryLabModel::aPairsReadOutIsWorkedThrough()
{
    MemoryLabModel model; // ReLU, three pairs: k₁'s features are all 0, k₂ is not recalled
    QSignalSpy selected(&model, &MemoryLabModel::selectedPairChanged);
    QCOMPARE(model.selectedPair(), 0);
    model.setSelectedPair(1);
    QCOMPARE(selected.count(), 1);
    QVERIFY2(model.readLines().first().startsWith(QStringLiteral("k₁'s features are all 0")),
        qPrintable(model.readLines().first()));
    model.setSelectedPair(2);
    const QStringList lines = model.readLines();
    QCOMPARE(lines.size(), 5);
    const QVariantMap row = model.pairs()[2].toMap();
    QCOMPARE(lines[0], QStringLiteral("r = Sᵀf for k₂ = %1").arg(row.value("readout").toString()));
    QVERIFY(!row.value(QStringLiteral("recalled")).toBool());
    // The stored value other than v₂ nearest to r₂, worked out here.
    const QVariantList r = row.value(QStringLiteral("readoutValues")).toList();
    const MemoryPairs &pairs = model.memoryPairs();
    std::size_t nearest = 0;
    double best = HUGE_VAL;
    for (std::size_t j = 0; j < 2; ++j) {
        const double distance = std::hypot(
            r[0].toDouble() - pairs.values[j][0], r[1].toDouble() - pairs.values[j][1]);
        if (distance < best) {
            best = distance;
            nearest = j;
        }
    }
    QVERIFY2(lines[2].contains(QStringLiteral("‖r − v%1‖ = %2 is not farther: not recalled")
                                   .arg(nearest == 0 ? QStringLiteral("₀") : QStringLiteral("₁"))
                                   .arg(QString::fromStdString(formatRounded(best, 4)))),
        qPrintable(lines[2]));
    model.setSelectedPair(3); // beyond the pairs: ignored
    QCOMPARE(model.selectedPair(), 2);
    model.setSeed(4); // a change starts again at the first pair
    QCOMPARE(model.selectedPair(), 0);
}

// Own pairs start as the pairs shown; a drag moves one point, snapped to a twentieth, and the
// memory is recomputed from the definitions; the seed, d and orthogonal keys no longer make the
// pairs; a value of length 0, or a move without own pairs, is refused with the pairs kept.
void TestMemoryLabModel::ownPairsAreDraggedAndKept()
{
    MemoryLabModel model;
    model.setSeed(3);
    const MemoryPairs shown = model.memoryPairs();
    QVERIFY(!model.movePoint(0, false, 1.0, 1.0)); // not own pairs yet
    QVERIFY(model.memoryPairs().keys == shown.keys);
    QSignalSpy changes(&model, &MemoryLabModel::resultChanged);
    model.setOwnPairs(true);
    QVERIFY(model.ownPairs());
    QVERIFY(model.memoryPairs().keys == shown.keys);
    QVERIFY(model.memoryPairs().values == shown.values);

    QVERIFY(model.movePoint(1, false, 1.0312, -0.4861));
    QCOMPARE(model.memoryPairs().keys[1], (std::vector<double> {1.05, -0.5}));
    QVERIFY(model.movePoint(2, true, 0.26, 0.74));
    QCOMPARE(model.memoryPairs().values[2], (std::vector<double> {0.25, 0.75}));
    QCOMPARE(changes.count(), 3);
    QCOMPARE(model.memoryPairs().keys[0], shown.keys[0]);
    compareWithRecomputation(model);

    // Refused: a value of length 0, a pair that is not there; the pairs stay.
    const MemoryPairs before = model.memoryPairs();
    QVERIFY(!model.movePoint(0, true, 0.01, -0.02));
    QVERIFY(model.inputError().contains(QStringLiteral("length 0")));
    QVERIFY(!model.movePoint(3, false, 1.0, 1.0));
    QVERIFY(model.memoryPairs().keys == before.keys && model.memoryPairs().values == before.values);

    // The seed no longer makes them; d and orthogonal keys are refused while they are own.
    model.setSeed(9);
    QVERIFY(model.memoryPairs().keys == before.keys);
    model.setDimension(3);
    QCOMPARE(model.dimension(), 2);
    QVERIFY(!model.inputError().isEmpty());
    model.setOrthogonalKeys(true);
    QVERIFY(!model.orthogonalKeys());
    // More pairs add the seed's next ones; fewer drop the last.
    model.setPairCount(5);
    QCOMPARE(model.memoryPairs().keys.size(), std::size_t(5));
    QVERIFY(std::equal(before.keys.begin(), before.keys.end(), model.memoryPairs().keys.begin()));
    QCOMPARE(model.memoryPairs().keys[4], randomMemoryPairs(5, 2, 9, false).keys[4]);
    compareWithRecomputation(model);
    model.setPairCount(2);
    QCOMPARE(model.memoryPairs().keys.size(), std::size_t(2));
    QCOMPARE(model.memoryPairs().keys[1], before.keys[1]);
    QVERIFY(model.settingsCaption().contains(QStringLiteral("placed by hand")));
    QVERIFY(model.about().startsWith(QStringLiteral("The pairs are the ones placed by hand")));
    // A file says where the pairs came from, and holds them.
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString json = folder.filePath(QStringLiteral("own.json"));
    QVERIFY(model.exportAs(QStringLiteral("json"), QUrl::fromLocalFile(json)));
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject inputs = root.value(QStringLiteral("inputs")).toObject();
    QCOMPARE(inputs.value(QStringLiteral("source")).toString(), QStringLiteral("own"));
    QVERIFY(!inputs.contains(QStringLiteral("seed")));
    const QJsonArray key
        = root.value(QStringLiteral("pairs"))[1].toObject().value(QStringLiteral("key")).toArray();
    QCOMPARE(key.at(0).toDouble(), 1.05);

    // Off again: the seed's pairs.
    model.setOwnPairs(false);
    QVERIFY(model.about().startsWith(QStringLiteral("Keys and values are random numbers")));
    QVERIFY(model.memoryPairs().keys == randomMemoryPairs(2, 2, 9, false).keys);
}

// A teacher's pairs open as own pairs, d and N taken from the file; the pairs shown save as a
// file `linattn --memory --data` reads, which opens back to the same pairs; a malformed file is
// refused with its path and place, the lab kept as it was.
void TestMemoryLabModel::pairsAreOpenedAndSavedAsDataFiles()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString teacher = folder.filePath(QStringLiteral("teacher.json"));
    {
        QFile file(teacher);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"title": "Two orthogonal keys, one more",
            "keys": [[1, 0, 0], [0, 1, 0], [1, 1, 0]], "values": [[1, 0], [0, 1], [0.5, 0.5]]})");
    }
    MemoryLabModel model;
    model.setFeatureMapId(QStringLiteral("identity"));
    QVERIFY(model.openPairs(QUrl::fromLocalFile(teacher)));
    QVERIFY(model.ownPairs());
    QCOMPARE(model.pairCount(), 3);
    QCOMPARE(model.dimension(), 3);
    QCOMPARE(model.memoryPairs().keys[2], (std::vector<double> {1, 1, 0}));
    QCOMPARE(model.memoryPairs().values[1], (std::vector<double> {0, 1}));
    QCOMPARE(model.exportMessage(),
        QStringLiteral("3 pairs of 3 coordinates opened from %1").arg(teacher));
    compareWithRecomputation(model);

    const QString saved = folder.filePath(QStringLiteral("saved.json"));
    QVERIFY(model.savePairs(QUrl::fromLocalFile(saved)));
    QCOMPARE(model.exportMessage(), QStringLiteral("The 3 pairs saved to %1").arg(saved));
    MemoryLabModel again;
    QVERIFY(again.openPairs(QUrl::fromLocalFile(saved)));
    QVERIFY(again.memoryPairs().keys == model.memoryPairs().keys);
    QVERIFY(again.memoryPairs().values == model.memoryPairs().values);

    // Refused: the message names the file and the place; the pairs stay.
    const QString broken = folder.filePath(QStringLiteral("broken.json"));
    {
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"keys": [[1, 0], [0, 1]], "values": [[1, 0], [0, 0]]})");
    }
    QVERIFY(!model.openPairs(QUrl::fromLocalFile(broken)));
    QCOMPARE(model.exportMessage(),
        QStringLiteral("%1: not opened: values[1]: a value of length 0 has no relative error to "
                       "read back")
            .arg(broken));
    QCOMPARE(model.pairCount(), 3);
    QCOMPARE(model.memoryPairs().keys[2], (std::vector<double> {1, 1, 0}));
    QVERIFY(!model.openPairs(QUrl::fromLocalFile(folder.filePath(QStringLiteral("none.json")))));
    QVERIFY(model.exportMessage().contains(QStringLiteral("not opened: cannot read")));
    QVERIFY(!model.savePairs(QUrl::fromLocalFile(QStringLiteral("/nonexistent-folder/p.json"))));
    QVERIFY(model.exportMessage().startsWith(
        QStringLiteral("/nonexistent-folder/p.json: not written")));
}

QTEST_GUILESS_MAIN(TestMemoryLabModel)
// A lesson step's settings (lessonSettings, a MemoryLabSettings) set the lab at once, own pairs
// given up for the seed's, with one notification; settings core refuses leave the lab as it was
// and say why; anything but MemoryLabSettings is ignored.
void TestMemoryLabModel::aLessonSetsEverySettingAtOnce()
{
    MemoryLabModel lab;
    lab.setOwnPairs(true);
    MemoryLabSettings wanted;
    wanted.writing.rule = MemoryRule::Delta;
    wanted.writing.beta = 0.5;
    wanted.writing.decay = 0.9;
    wanted.writing.passes = 4;
    wanted.writing.temperature = 0.25;
    wanted.featureMapId = "dpfp1";
    wanted.pairs = 5;
    wanted.dimension = 6;
    wanted.orthogonalKeys = true;
    wanted.seed = 42;
    QSignalSpy inputs(&lab, &MemoryLabModel::inputsChanged);
    lab.setProperty("lessonSettings", QVariant::fromValue(wanted));
    QCOMPARE(inputs.count(), 1);
    QVERIFY(lab.settings() == wanted);
    QVERIFY(!lab.ownPairs());
    QCOMPARE(lab.rule(), QStringLiteral("delta"));
    QCOMPARE(lab.pairCount(), 5);
    QCOMPARE(lab.featureDimension(), 2 * 6 * 1); // DPFP-1: 2·d·ν features
    QVERIFY(lab.inputError().isEmpty());
    // The same again changes nothing.
    lab.setProperty("lessonSettings", QVariant::fromValue(wanted));
    QCOMPARE(inputs.count(), 1);

    MemoryLabSettings refused = wanted;
    refused.pairs = 7; // 7 orthogonal keys of 6 coordinates
    QVERIFY(!lab.applySettings(refused));
    QVERIFY(lab.settings() == wanted);
    QCOMPARE(lab.inputError(),
        QStringLiteral("orthogonalKeys: 7 pairs of orthogonal keys need at least 7 coordinates "
                       "(d = 6)"));
    QCOMPARE(inputs.count(), 1);

    lab.setProperty("lessonSettings", QVariant(3));
    lab.setProperty("lessonSettings", QVariant());
    QVERIFY(lab.settings() == wanted);
    QCOMPARE(inputs.count(), 1);
}

// While a lesson's question hides the results, nothing the lab says holds a read-out, an error,
// a recall or a number of S: every text the lab gives is searched for them; the pairs stay, and
// the results are not saved. Shown again, they are the same as before.
void TestMemoryLabModel::concealedResultsReadAsQuestionMarks()
{
    MemoryLabModel lab;
    lab.setPairCount(3);
    const QVariantMap first = lab.pairs().first().toMap();
    const QString readout = first.value(QStringLiteral("readout")).toString();
    const QString error = first.value(QStringLiteral("error")).toString();
    const QString summary = lab.memorySummary();
    const QStringList state = lab.stateCells();
    QVERIFY(!readout.isEmpty() && !error.isEmpty() && !state.isEmpty());
    QSignalSpy results(&lab, &MemoryLabModel::resultChanged);
    lab.setConcealed(true);
    QCOMPARE(results.count(), 1);
    // Everything the lab shows or says, as text.
    QStringList said {lab.memorySummary(), lab.softmaxSummary(), lab.writeCaption(),
        lab.writeStateText(), lab.capacityCaption()};
    said << lab.readLines() << lab.writeLines() << lab.writeCells() << lab.stateCells();
    for (const QVariant &row : lab.pairs())
        for (const QVariant &field : row.toMap())
            said << field.toString();
    const QString all = said.join(QLatin1Char('\n'));
    QVERIFY2(!all.contains(readout), qPrintable(all));
    QVERIFY2(!all.contains(summary), qPrintable(all));
    for (const QString &cell : state)
        if (cell != QStringLiteral("0"))
            QVERIFY2(!all.contains(cell), qPrintable(cell + QStringLiteral(" in ") + all));
    QVERIFY(lab.planes().value(QStringLiteral("readouts")).toList().isEmpty());
    QVERIFY(lab.planes().value(QStringLiteral("softmaxReadouts")).toList().isEmpty());
    QVERIFY(!lab.planes().value(QStringLiteral("values")).toList().isEmpty());
    QCOMPARE(lab.recalledCount(), -1);
    QCOMPARE(first.value(QStringLiteral("key")),
        lab.pairs().first().toMap().value(QStringLiteral("key")));
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("memory.json"));
    QVERIFY(!lab.exportAs(QStringLiteral("json"), QUrl::fromLocalFile(path)));
    QVERIFY(!QFile::exists(path));
    QVERIFY(lab.exportMessage().contains(QStringLiteral("hidden")));
    lab.setConcealed(false);
    QCOMPARE(lab.pairs().first().toMap().value(QStringLiteral("readout")).toString(), readout);
    QCOMPARE(lab.memorySummary(), summary);
    QVERIFY(lab.exportAs(QStringLiteral("json"), QUrl::fromLocalFile(path)));
}

#include "tst_memory_lab_model.moc"
