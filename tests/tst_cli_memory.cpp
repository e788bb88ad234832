// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `linattn --memory`: pairs from a data file worked out by hand (a 2 × 2 memory, a third pair
// that interferes), random and orthogonal pairs, JSON and CSV read back, every input echoed,
// and bad input refused with a message naming it, status 2 and no file written.

#include "CommandLineTest.h"
#include "TestFiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace linattn::test;

namespace {

// Keys [1, 0], [0, 1], [1, 1]; identity features: φ̂ = [1, 0], [0, 1], [1, 1]/√2.
const QByteArray kThreePairs = R"({"keys": [[1, 0], [0, 1], [1, 1]],
 "values": [[1, 0], [0, 1], [-1, -1]]})";

QList<double> numbers(const QJsonValue &array)
{
    QList<double> list;
    for (const QJsonValue &x : array.toArray())
        list << x.toDouble();
    return list;
}

bool near(const QList<double> &got, const QList<double> &want)
{
    if (got.size() != want.size())
        return false;
    for (qsizetype i = 0; i < got.size(); ++i)
        if (std::abs(got[i] - want[i]) > 1e-14)
            return false;
    return true;
}

} // namespace

class TestCliMemory : public CommandLineTest {
    Q_OBJECT

private slots:
    void sumRuleFromADataFile();
    void deltaRuleMendsTheLastPair();
    void randomAndOrthogonalPairs();
    void csvToAFile();
    void badRequestsAreRefused_data();
    void badRequestsAreRefused();

private:
    QJsonObject runJson(const QStringList &arguments) const;
};

QJsonObject TestCliMemory::runJson(const QStringList &arguments) const
{
    const ProcessResult result = runLinattn(QStringList {QStringLiteral("--memory")} + arguments);
    if (!result.finished || result.exitCode != 0 || !result.standardError.isEmpty()) {
        qWarning("%s %s", qPrintable(result.failure), result.standardError.constData());
        return {};
    }
    return QJsonDocument::fromJson(result.standardOutput).object();
}

// S = [[1, 0], [0, 1]] + [[-1, -1], [-1, -1]]/√2: pair 0 reads [1 − 1/√2, −1/√2], error 1
// (‖[−1/√2, −1/√2]‖ / ‖[1, 0]‖), and is still recalled: [1, 0] is its nearest value.
void TestCliMemory::sumRuleFromADataFile()
{
    const QString data = writeDataFile(QStringLiteral("three.json"), kThreePairs);
    const QJsonObject json = runJson({QStringLiteral("--data"), data,
        QStringLiteral("--feature-map"), QStringLiteral("identity")});
    QVERIFY(!json.isEmpty());
    const double r = 1 / std::sqrt(2.0);
    QCOMPARE(json.value(QStringLiteral("featureDim")).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("valueDim")).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("pairCount")).toInt(), 3);
    const QJsonArray pairs = json.value(QStringLiteral("pairs")).toArray();
    const QJsonObject first = pairs.at(0).toObject();
    QCOMPARE(numbers(first.value(QStringLiteral("key"))), (QList<double> {1, 0}));
    QVERIFY(near(numbers(first.value(QStringLiteral("readout"))), {1 - r, -r}));
    QVERIFY(std::abs(first.value(QStringLiteral("error")).toDouble() - 1) < 1e-14);
    QVERIFY(first.value(QStringLiteral("recalled")).toBool());
    const QJsonArray state = json.value(QStringLiteral("state")).toArray();
    QCOMPARE(state.size(), 2);
    QVERIFY(near(numbers(state.at(0)), {1 - r, -r}));
    // Softmax over raw keys, τ = 1: pair 2's scores are 1, 1 and 2.
    const double e = std::exp(1.0);
    const QJsonObject softmax = json.value(QStringLiteral("softmax")).toObject();
    const double w = 1 / (2 + e);
    QVERIFY(near(numbers(softmax.value(QStringLiteral("pairs"))
                             .toArray()
                             .at(2)
                             .toObject()
                             .value(QStringLiteral("readout"))),
        {w - e * w, w - e * w}));
    const QJsonObject inputs = json.value(QStringLiteral("inputs")).toObject();
    QCOMPARE(inputs.value(QStringLiteral("source")).toString(), QStringLiteral("data"));
    QCOMPARE(inputs.value(QStringLiteral("data")).toString(), data);
    QCOMPARE(inputs.value(QStringLiteral("rule")).toString(), QStringLiteral("sum"));
    QCOMPARE(inputs.value(QStringLiteral("featureMap")).toString(), QStringLiteral("identity"));
    QCOMPARE(inputs.value(QStringLiteral("passes")).toInt(), 1);
}

// The delta rule reads the last pair back exactly, and ReLU's zero features make a key
// Unavailable: a negative key is neither written nor read (null read-out and error).
void TestCliMemory::deltaRuleMendsTheLastPair()
{
    const QJsonObject json = runJson({QStringLiteral("--data"),
        writeDataFile(QStringLiteral("three.json"), kThreePairs), QStringLiteral("--rule"),
        QStringLiteral("delta"), QStringLiteral("--feature-map"), QStringLiteral("identity")});
    const QJsonObject last = json.value(QStringLiteral("pairs")).toArray().at(2).toObject();
    QVERIFY(near(numbers(last.value(QStringLiteral("readout"))), {-1, -1}));
    QVERIFY(last.value(QStringLiteral("recalled")).toBool());

    const QJsonObject relu = runJson({QStringLiteral("--data"),
        writeDataFile(QStringLiteral("negative.json"),
            R"({"keys": [[1, 0], [-1, -2]], "values": [[1, 1], [2, 2]]})"),
        QStringLiteral("--feature-map"), QStringLiteral("relu")});
    const QJsonObject negative = relu.value(QStringLiteral("pairs")).toArray().at(1).toObject();
    QVERIFY(negative.value(QStringLiteral("readout")).isNull());
    QVERIFY(negative.value(QStringLiteral("error")).isNull());
    QCOMPARE(negative.value(QStringLiteral("recalled")).toBool(), false);
    QCOMPARE(relu.value(QStringLiteral("recalledCount")).toInt(), 1);
}

// Random pairs are the same for the same seed; orthogonal keys with identity features are held
// exactly by both rules while N ≤ d; DPFP-3 has 2·d·3 features.
void TestCliMemory::randomAndOrthogonalPairs()
{
    const QStringList random {QStringLiteral("--pairs"), QStringLiteral("6"),
        QStringLiteral("--dim"), QStringLiteral("3"), QStringLiteral("--seed"),
        QStringLiteral("9")};
    const QJsonObject once = runJson(random);
    QCOMPARE(once.value(QStringLiteral("pairCount")).toInt(), 6);
    QCOMPARE(once, runJson(random));
    QVERIFY(once
        != runJson({QStringLiteral("--pairs"), QStringLiteral("6"), QStringLiteral("--dim"),
            QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("10")}));
    QCOMPARE(
        once.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("seed")).toInt(), 9);

    for (const QString &rule : {QStringLiteral("sum"), QStringLiteral("delta")}) {
        const QJsonObject orthogonal = runJson({QStringLiteral("--pairs"), QStringLiteral("16"),
            QStringLiteral("--dim"), QStringLiteral("16"), QStringLiteral("--keys"),
            QStringLiteral("orthogonal"), QStringLiteral("--feature-map"),
            QStringLiteral("identity"), QStringLiteral("--rule"), rule});
        QVERIFY2(
            orthogonal.value(QStringLiteral("meanError")).toDouble() < 1e-13, qPrintable(rule));
        QCOMPARE(orthogonal.value(QStringLiteral("recalledCount")).toInt(), 16);
    }
    const QJsonObject dpfp
        = runJson(random + QStringList {QStringLiteral("--feature-map"), QStringLiteral("dpfp3")});
    QCOMPARE(dpfp.value(QStringLiteral("featureDim")).toInt(), 18);
    QCOMPARE(dpfp.value(QStringLiteral("state")).toArray().size(), 18);
}

void TestCliMemory::csvToAFile()
{
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString output = directory.filePath(QStringLiteral("memory.csv"));
    const ProcessResult result = runLinattn({QStringLiteral("--memory"), QStringLiteral("--data"),
        writeDataFile(QStringLiteral("three.json"), kThreePairs), QStringLiteral("--format"),
        QStringLiteral("csv"), QStringLiteral("--decay"), QStringLiteral("0.5"),
        QStringLiteral("-o"), output});
    QVERIFY2(result.finished && result.exitCode == 0, result.standardError.constData());
    QCOMPARE(result.standardOutput, QByteArray());
    const QList<QByteArray> lines = readFile(output).split('\n');
    QCOMPARE(lines.size(), 5); // a header, three pairs, the empty rest after the last CR LF
    QVERIFY(lines[0].startsWith("pair,key_0,key_1,value_0,value_1,readout_0,readout_1,error,"));
    QVERIFY(lines[1].startsWith("0,1,0,1,0,"));
    QVERIFY2(lines[1].endsWith(",sum,1,0.5,1,elu1,1\r"), lines[1].constData());
}

void TestCliMemory::badRequestsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message");
    const QByteArray good = kThreePairs;
    QTest::newRow("unknown option") << QStringList {QStringLiteral("--pairz"), QStringLiteral("3")}
                                    << QByteArray() << "--pairz: not an option of --memory";
    QTest::newRow("too many pairs")
        << QStringList {QStringLiteral("--pairs"), QStringLiteral("5000")} << QByteArray()
        << "--pairs: expected a whole number from 1 to 4096";
    QTest::newRow("beta 0") << QStringList {QStringLiteral("--beta"), QStringLiteral("0")}
                            << QByteArray() << "--beta: expected a number above 0 and at most 1";
    QTest::newRow("decay nan") << QStringList {QStringLiteral("--decay"), QStringLiteral("nan")}
                               << QByteArray()
                               << "--decay: expected a number above 0 and at most 1";
    QTest::newRow("no passes") << QStringList {QStringLiteral("--passes"), QStringLiteral("0")}
                               << QByteArray()
                               << "--passes: expected a whole number from 1 to 1000";
    QTest::newRow("temperature") << QStringList {QStringLiteral("--temperature"),
        QStringLiteral("-1")} << QByteArray()
                                 << "--temperature: expected a number from 1e-100 up";
    QTest::newRow("temperature too small")
        << QStringList {QStringLiteral("--temperature"), QStringLiteral("1e-200")} << QByteArray()
        << "--temperature: expected a number from 1e-100 up";
    QTest::newRow("too many writes")
        << QStringList {QStringLiteral("--pairs"), QStringLiteral("4096"),
               QStringLiteral("--passes"), QStringLiteral("20")}
        << QByteArray() << "--passes: 20 passes over 4096 pairs are 81920 writes, more than 65536";
    QTest::newRow("huge number") << QStringList()
                                 << QByteArray(R"({"keys": [[1e200]], "values": [[1]]})")
                                 << "keys[0][0]: 1e+200 is beyond ±1e100";
    QTest::newRow("rule") << QStringList {QStringLiteral("--rule"), QStringLiteral("hebb")}
                          << QByteArray() << "--rule: expected sum or delta";
    QTest::newRow("map") << QStringList {QStringLiteral("--feature-map"), QStringLiteral("dpfp4")}
                         << QByteArray() << "--feature-map: unknown map 'dpfp4'; did you mean";
    QTest::newRow("orthogonal, too many")
        << QStringList {QStringLiteral("--pairs"), QStringLiteral("3"), QStringLiteral("--dim"),
               QStringLiteral("2"), QStringLiteral("--keys"), QStringLiteral("orthogonal")}
        << QByteArray() << "--keys orthogonal: 3 pairs cannot have orthogonal keys in 2 dimensions";
    QTest::newRow("data and pairs") << QStringList {QStringLiteral("--pairs"), QStringLiteral("3")}
                                    << good << "--data: the pairs come from the file";
    QTest::newRow("malformed") << QStringList() << QByteArray("{\"keys\": [[1, 0]") << "not JSON";
    QTest::newRow("unknown key") << QStringList()
                                 << QByteArray(R"({"keys": [[1]], "values": [[1]], "value": 1})")
                                 << "value: unknown key; did you mean values?";
    QTest::newRow("zero value") << QStringList()
                                << QByteArray(R"({"keys": [[1], [2]], "values": [[1], [0]]})")
                                << "values[1]: a value of length 0";
    QTest::newRow("ragged keys") << QStringList()
                                 << QByteArray(R"({"keys": [[1, 2], [3]], "values": [[1], [2]]})")
                                 << "keys[1]: 1 numbers, but keys[0] has 2";
    QTest::newRow("not a number") << QStringList()
                                  << QByteArray(R"({"keys": [[1, "a"]], "values": [[1]]})")
                                  << "keys[0][1]: expected a finite number";
    QTest::newRow("counts") << QStringList()
                            << QByteArray(R"({"keys": [[1], [2]], "values": [[1]]})")
                            << "values: 1 values for 2 keys";
}

// One line naming what is wrong, status 2, and no file where -o pointed.
void TestCliMemory::badRequestsAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString output = directory.filePath(QStringLiteral("out.json"));
    QStringList all {QStringLiteral("--memory")};
    if (!data.isEmpty())
        all << QStringLiteral("--data") << writeDataFile(QStringLiteral("bad.json"), data);
    all << arguments << QStringLiteral("-o") << output;
    const ProcessResult result = runLinattn(all);
    QVERIFY2(result.finished, qPrintable(result.failure));
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(QString::fromUtf8(result.standardError).contains(message),
        result.standardError.constData());
    QCOMPARE(result.standardError.count('\n'), 1);
    QVERIFY(!QFile::exists(output));
}

QTEST_GUILESS_MAIN(TestCliMemory)
#include "tst_cli_memory.moc"
