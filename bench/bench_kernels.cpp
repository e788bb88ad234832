// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of core/kernels for the Scaling lab, with Google Benchmark: how close the reassociated
// kernel (a) comes to this core's peak FMA rate (measured in the same run by an FMA-bound loop),
// how much faster it is than the two-pass textbook loop, how it compares with the quadratic
// forms (b) and (c) as N grows (the crossover), and how independent heads scale on 1 and 2
// threads. All at d = 64, float32, ELU+1; one thread unless said otherwise.
//
//   build/kernels/bench/bench_kernels --benchmark_repetitions=3
//
// Flops: 4·d² per token for (a) and the two-pass loop, 4·d per (query, key ≤ query) pair for
// (b) and (c) (kernels.h). Counters (GFLOP/s, ns/token, %peak, x two-pass, speedup) come from the
// fastest call of each benchmark; the Time column is Google Benchmark's mean. After the table, a
// summary with the fastest call of each over all repetitions.

#include "kernels/cache_line_vector.h"
#include "kernels/kernels.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

using namespace linattn::kernels;

namespace {

constexpr std::size_t kD = 64;
constexpr std::size_t kN = 4096;
constexpr std::size_t kHeads = 8;
constexpr FeatureMapKind kMap = FeatureMapKind::Elu1;

struct Data {
    std::size_t n = 0;
    CacheLineVector<float> q, k, v, out; // as the Scaling lab's
    std::vector<std::uint8_t> available;

    Inputs<float> inputs() const { return {n, kD, q, k, v}; }
    Outputs<float> outputs() { return {out, available}; }
};

// Random problems of n tokens (× heads), made once per size.
Data &data(std::size_t n, std::size_t heads = 1)
{
    static std::map<std::pair<std::size_t, std::size_t>, std::unique_ptr<Data>> cache;
    auto &slot = cache[{n, heads}];
    if (!slot) {
        slot = std::make_unique<Data>();
        slot->n = n;
        std::mt19937 rng(static_cast<unsigned>(n + heads));
        std::uniform_real_distribution<float> uniform(-1.5f, 1.5f);
        for (auto *x : {&slot->q, &slot->k, &slot->v}) {
            x->resize(heads * n * kD);
            for (float &value : *x)
                value = uniform(rng);
        }
        slot->out.resize(heads * n * kD);
        slot->available.resize(heads * n);
    }
    return *slot;
}

using Clock = std::chrono::steady_clock;

// The widest path's FMA loop: GFLOP/s of the fastest of 20 runs (~0.25 ms each with AVX2).
double measurePeakOnce(Path path)
{
    double best = 0;
    for (int i = 0; i < 20; ++i) {
        const auto start = Clock::now();
        const std::uint64_t flops = fmaPeakLoop(path, 1 << 17);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        best = std::max(best, double(flops) / seconds / 1e9);
    }
    return best;
}

// The best of everything measured in this run, for the counters and the summary.
struct Results {
    double peak = 0; // GFLOP/s
    std::map<std::string, double> bestSeconds; // per benchmark name, per call
};
Results &results()
{
    static Results r;
    return r;
}

double peakGflops()
{
    Results &r = results();
    if (r.peak == 0)
        for (int i = 0; i < 5; ++i)
            r.peak = std::max(r.peak, measurePeakOnce(bestPath()));
    return r.peak;
}

void recordBest(const std::string &name, double seconds)
{
    auto [it, inserted] = results().bestSeconds.try_emplace(name, seconds);
    if (!inserted)
        it->second = std::min(it->second, seconds);
}

// Runs `call` in the benchmark loop; returns the fastest call's wall-clock seconds. The
// counters use the fastest call rather than the mean (the Time column) because on a shared
// machine the mean mostly measures the neighbours; the peak loop is timed the same way.
template <typename F> double timeLoop(benchmark::State &state, F &&call)
{
    double fastest = 1e300;
    for (auto _ : state) {
        const auto start = Clock::now();
        call();
        benchmark::ClobberMemory();
        fastest = std::min(fastest, std::chrono::duration<double>(Clock::now() - start).count());
    }
    return fastest;
}

void setCounters(benchmark::State &state, double flopsPerCall, double seconds, std::size_t tokens)
{
    state.counters["GFLOP/s"] = flopsPerCall / seconds / 1e9;
    state.counters["ns/token"] = seconds * 1e9 / double(tokens);
    state.counters["%peak"] = 100.0 * flopsPerCall / seconds / 1e9 / peakGflops();
}

double twoPassSeconds()
{
    const auto &best = results().bestSeconds;
    if (auto it = best.find("two-pass"); it != best.end())
        return it->second;
    Data &x = data(kN);
    double seconds = 1e9;
    for (int i = 0; i < 3; ++i) {
        const auto start = Clock::now();
        twoPassLoop(x.inputs(), x.outputs(), kMap);
        seconds = std::min(seconds, std::chrono::duration<double>(Clock::now() - start).count());
    }
    recordBest("two-pass", seconds);
    return seconds;
}

void skipUnsupported(benchmark::State &state, Path path)
{
    state.SkipWithError(
        ("the " + std::string(pathName(path)) + " path is not supported here").c_str());
}

// ----- peak ----------------------------------------------------------------------------------

void BM_PeakFma(benchmark::State &state)
{
    const Path path = Path(state.range(0));
    if (!isSupported(path))
        return skipUnsupported(state, path);
    std::uint64_t flops = 0;
    const double seconds = timeLoop(state, [&] { flops = fmaPeakLoop(path, 1 << 17); });
    const double gflops = double(flops) / seconds / 1e9;
    if (path == bestPath())
        results().peak = std::max(peakGflops(), gflops);
    state.counters["GFLOP/s"] = gflops;
    state.SetLabel(std::string(pathName(path)) + ", 12 chains");
}
BENCHMARK(BM_PeakFma)
    ->Arg(int(Path::Generic))
    ->Arg(int(Path::Avx2))
    ->Arg(int(Path::Avx512))
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

// ----- N = 4096, d = 64 ----------------------------------------------------------------------

void BM_TwoPassLoop(benchmark::State &state)
{
    Data &x = data(kN);
    const double seconds = timeLoop(state, [&] { twoPassLoop(x.inputs(), x.outputs(), kMap); });
    recordBest("two-pass", seconds);
    setCounters(state, reassociatedFlops(kN, kD), seconds, kN);
}
BENCHMARK(BM_TwoPassLoop)->UseRealTime()->Unit(benchmark::kMillisecond);

void BM_Reassociated(benchmark::State &state)
{
    const Path path = Path(state.range(0));
    if (!isSupported(path))
        return skipUnsupported(state, path);
    Data &x = data(kN);
    const double seconds
        = timeLoop(state, [&] { reassociated(x.inputs(), x.outputs(), kMap, path); });
    recordBest("(a) " + std::string(pathName(path)), seconds);
    setCounters(state, reassociatedFlops(kN, kD), seconds, kN);
    state.counters["x two-pass"] = twoPassSeconds() / seconds;
    state.SetLabel(std::string(pathName(path)));
}
BENCHMARK(BM_Reassociated)
    ->Arg(int(Path::Generic))
    ->Arg(int(Path::Avx2))
    ->Arg(int(Path::Avx512))
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

// The same with ReLU: no exponentials, so what the tiles and the O(d) work per token cost alone.
void BM_ReassociatedRelu(benchmark::State &state)
{
    Data &x = data(kN);
    const double seconds = timeLoop(
        state, [&] { reassociated(x.inputs(), x.outputs(), FeatureMapKind::Relu, bestPath()); });
    recordBest("(a) relu", seconds);
    setCounters(state, reassociatedFlops(kN, kD), seconds, kN);
    state.SetLabel(std::string(pathName(bestPath())) + ", ReLU");
}
BENCHMARK(BM_ReassociatedRelu)->UseRealTime()->Unit(benchmark::kMillisecond);

void BM_DirectQuadratic(benchmark::State &state)
{
    Data &x = data(kN);
    const double seconds = timeLoop(state, [&] { directQuadratic(x.inputs(), x.outputs(), kMap); });
    recordBest("(b)", seconds);
    setCounters(state, quadraticFlops(kN, kD), seconds, kN);
    state.SetLabel(std::string(pathName(bestPath())));
}
BENCHMARK(BM_DirectQuadratic)->UseRealTime()->Unit(benchmark::kMillisecond);

void BM_Softmax(benchmark::State &state)
{
    Data &x = data(kN);
    const double seconds = timeLoop(state, [&] { softmaxAttention(x.inputs(), x.out); });
    recordBest("(c)", seconds);
    setCounters(state, quadraticFlops(kN, kD), seconds, kN);
    state.SetLabel(std::string(pathName(bestPath())));
}
BENCHMARK(BM_Softmax)->UseRealTime()->Unit(benchmark::kMillisecond);

// ----- independent heads on 1 and 2 threads ---------------------------------------------------

void BM_Heads(benchmark::State &state)
{
    const std::size_t threads = std::size_t(state.range(0));
    Data &x = data(kN, kHeads);
    ThreadPool pool(threads);
    const double seconds
        = timeLoop(state, [&] { reassociatedHeads(pool, kHeads, x.inputs(), x.outputs(), kMap); });
    recordBest("heads " + std::to_string(threads), seconds);
    state.counters["GFLOP/s"] = double(kHeads) * reassociatedFlops(kN, kD) / seconds / 1e9;
    const auto &best = results().bestSeconds;
    if (auto one = best.find("heads 1"); one != best.end())
        state.counters["speedup"] = one->second / seconds;
    state.SetLabel(std::to_string(kHeads) + " heads, " + std::to_string(threads) + " thread(s)");
}
BENCHMARK(BM_Heads)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// ----- N from 64 to 65536: where (a) overtakes (b) and (c) ------------------------------------

void BM_ScalingReassociated(benchmark::State &state)
{
    const std::size_t n = std::size_t(state.range(0));
    Data &x = data(n);
    const double seconds = timeLoop(state, [&] { reassociated(x.inputs(), x.outputs(), kMap); });
    recordBest("scaling a " + std::to_string(n), seconds);
    setCounters(state, reassociatedFlops(n, kD), seconds, n);
}
void BM_ScalingDirectQuadratic(benchmark::State &state)
{
    const std::size_t n = std::size_t(state.range(0));
    Data &x = data(n);
    const double seconds = timeLoop(state, [&] { directQuadratic(x.inputs(), x.outputs(), kMap); });
    recordBest("scaling b " + std::to_string(n), seconds);
    setCounters(state, quadraticFlops(n, kD), seconds, n);
}
void BM_ScalingSoftmax(benchmark::State &state)
{
    const std::size_t n = std::size_t(state.range(0));
    Data &x = data(n);
    const double seconds = timeLoop(state, [&] { softmaxAttention(x.inputs(), x.out); });
    recordBest("scaling c " + std::to_string(n), seconds);
    setCounters(state, quadraticFlops(n, kD), seconds, n);
}
BENCHMARK(BM_ScalingReassociated)
    ->RangeMultiplier(2)
    ->Range(64, 65536)
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ScalingDirectQuadratic)
    ->RangeMultiplier(2)
    ->Range(64, 65536)
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ScalingSoftmax)
    ->RangeMultiplier(2)
    ->Range(64, 65536)
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

// The first N from which (a) stays faster than `other` for every larger N measured.
std::string crossover(const char *other)
{
    const auto &best = results().bestSeconds;
    std::size_t from = 0;
    bool any = false;
    for (std::size_t n = 64; n <= 65536; n *= 2) {
        const auto a = best.find("scaling a " + std::to_string(n));
        const auto b = best.find(std::string("scaling ") + other + " " + std::to_string(n));
        if (a == best.end() || b == best.end())
            continue;
        any = true;
        if (a->second < b->second) {
            if (from == 0)
                from = n;
        } else {
            from = 0;
        }
    }
    if (!any)
        return "not measured";
    return from ? "N = " + std::to_string(from) : "(a) never faster up to N = 65536";
}

void printSummary()
{
    const auto &best = results().bestSeconds;
    if (best.empty())
        return;
    const double peak = peakGflops();
    std::printf("\nSummary (best repetition; N = %zu, d = %zu, float32, ELU+1, %s path):\n", kN, kD,
        pathName(bestPath()).data());
    std::printf("  on %s\n", processorDescription().c_str());
    std::printf("  peak FMA (%s loop): %.1f GFLOP/s\n", pathName(bestPath()).data(), peak);
    const auto line = [&](const std::string &name, double flops) {
        const auto it = best.find(name);
        if (it == best.end())
            return;
        const double gflops = flops / it->second / 1e9;
        std::printf("  %-14s %9.3f ms  %7.1f GFLOP/s  %5.1f%% of peak", name.c_str(),
            it->second * 1e3, gflops, 100 * gflops / peak);
        if (name.rfind("(a)", 0) == 0 && name != "(a) relu" && best.count("two-pass"))
            std::printf("  %.2fx the two-pass loop", best.at("two-pass") / it->second);
        std::printf("\n");
    };
    line("two-pass", reassociatedFlops(kN, kD));
    for (Path path : {Path::Generic, Path::Avx2, Path::Avx512})
        line("(a) " + std::string(pathName(path)), reassociatedFlops(kN, kD));
    line("(a) relu", reassociatedFlops(kN, kD));
    line("(b)", quadraticFlops(kN, kD));
    line("(c)", quadraticFlops(kN, kD));
    if (best.count("heads 1") && best.count("heads 2"))
        std::printf("  %zu heads: 1 thread %.3f ms, 2 threads %.3f ms, speedup %.2fx\n", kHeads,
            best.at("heads 1") * 1e3, best.at("heads 2") * 1e3,
            best.at("heads 1") / best.at("heads 2"));
    std::printf("  (a) faster than (b) from %s; faster than (c) from %s\n", crossover("b").c_str(),
        crossover("c").c_str());
}

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    printSummary();
    benchmark::Shutdown();
    return 0;
}
