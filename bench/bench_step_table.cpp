// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Times the whole step table for 64 keys, for each feature map. The table is the single query's
// sequence (64 tokens sharing one query: three forms, softmax and both weight rows of every token),
// so its target is the sequence's: at most 200 µs each (bench_sequence), which FAVOR+ misses
// (0.24–0.35 ms on a 2-core AMD EPYC; before the table was read from the sequence: 6–9 µs, FAVOR+
// 60–83 µs). Not part of
// the pass/fail suite: run it by hand, e.g. `bench_step_table -tickcounter` or `-iterations 10000`.
#include "ProblemCatalog.h"
#include "step_table.h"

#include <QTest>

#include <cmath>

using namespace linattn;

class BenchStepTable : public QObject {
    Q_OBJECT

private slots:
    void fullTable_data();
    void fullTable();
};

namespace {
// 64 keys with both signs and a spread of magnitudes, deterministic.
AttentionData sixtyFourKeys()
{
    AttentionData data;
    data.title = "benchmark";
    data.query = {0.5, -1.25};
    for (std::size_t i = 0; i < kMaxKeys; ++i) {
        const double angle = 0.7 * static_cast<double>(i);
        data.keys.push_back({2 * std::cos(angle), 1.5 * std::sin(1.3 * angle)});
        data.values.push_back({std::sin(0.37 * static_cast<double>(i)) * 4});
    }
    return data;
}
} // namespace

void BenchStepTable::fullTable_data()
{
    QTest::addColumn<QString>("featureMapId");
    for (const FeatureMap *map : featureMaps())
        QTest::newRow(std::string(map->id()).c_str()) << QString::fromUtf8(map->id().data());
}

void BenchStepTable::fullTable()
{
    QFETCH(QString, featureMapId);
    const FeatureMap *map = findFeatureMap(featureMapId.toStdString());
    QVERIFY(map);
    const AttentionData data = sixtyFourKeys();
    StepTable table;
    QBENCHMARK
    {
        table = computeStepTable(data, *map, data.keys.size());
    }
    QCOMPARE(table.steps.size(), kMaxKeys);
}

QTEST_GUILESS_MAIN(BenchStepTable)
#include "bench_step_table.moc"
