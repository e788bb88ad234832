// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Times computeSequence() for seq-long (64 tokens): the recurrent, parallel and chunkwise forms,
// causal softmax, both weight rows and the off-diagonal block's two ranks, for each feature map
// and a few chunk sizes (target: at most 200 µs each). Not part of the pass/fail suite:
//
//   build/bench/bench/bench_sequence --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include "ProblemCatalog.h"
#include "feature_map.h"
#include "sequence_table.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace linattn;

namespace {

void recomputeSequence(
    benchmark::State &state, const std::string &mapId, std::size_t chunk, double decay)
{
    const SequencePreset *sequence = ProblemCatalog::findSequence("seq-long");
    const FeatureMap *map = findFeatureMap(mapId);
    if (!sequence || !map) {
        state.SkipWithError("seq-long or the feature map is missing");
        return;
    }
    const SequenceSettings settings {decay, chunk, 0.0};
    for (auto _ : state) {
        SequenceTable table = computeSequence(sequence->data, *map, settings, sequence->id);
        benchmark::DoNotOptimize(table);
    }
    state.counters["tokens"] = static_cast<double>(sequence->data.tokenCount());
}

void registerAll()
{
    for (const FeatureMap *map : featureMaps()) {
        const std::string id(map->id());
        for (const std::size_t chunk : {std::size_t(4), std::size_t(32)}) {
            const std::string name = "seq-long/" + id + "/C=" + std::to_string(chunk) + "/γ=0.9";
            benchmark::RegisterBenchmark(name.c_str(), recomputeSequence, id, chunk, 0.9)
                ->Unit(benchmark::kMicrosecond);
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return EXIT_FAILURE;
    registerAll();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return EXIT_SUCCESS;
}
