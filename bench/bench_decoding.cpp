// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of generation token by token (core/kernels/decoding.h), with Google Benchmark, at
// d = 64, float32, ELU+1, one thread:
//   (d) the recurrent step of linear attention against its two bounds, both measured in this
//       run: the FMA peak (2·d² multiply-adds per step) and the L1 cache's store bandwidth (the
//       step writes the d² numbers of S back); and the update of S alone, without the
//       numerator, with S's rows 256 and 320 bytes apart (what the loads and stores cost by
//       themselves, and what rows 4 KiB apart cost this processor);
//   (e) the softmax step over a key/value cache at positions 1024 and 4096, against the FMA peak
//       and against the read bandwidth of the cache that holds the keys and values (measured in
//       this run over as many bytes): the step reads each cached number once for one
//       multiply-add, 4 bytes per 2 flops, so where that cache cannot deliver 2 bytes per flop of
//       the FMA peak the read bound is the tighter one;
//   (f) the softmax step without a cache (everything recomputed) at the same positions;
// each of (d) and (e) beside a plain loop compiled with the same flags.
//
//   build/default/bench/bench_decoding --benchmark_repetitions=3
//
// Counters come from the fastest batch of steps (as in bench_kernels: on a shared machine the
// mean mostly measures the neighbours); a summary follows the table.

#include "kernels/cache_line_vector.h"
#include "kernels/decoding.h"
#include "kernels/kernels.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>
#include <random>
#include <span>
#include <string>
#include <vector>

using namespace linattn::kernels;

namespace {

constexpr std::size_t kD = 64;
constexpr std::size_t kTokens = 4096 + 64; // room for the steps timed at position 4096
constexpr std::size_t kBatch = 64; // steps per timed batch
using Clock = std::chrono::steady_clock;

struct Tokens {
    CacheLineVector<float> q, k, v;
    std::span<const float> row(const CacheLineVector<float> &x, std::size_t t) const
    {
        return std::span<const float>(x).subspan((t % kTokens) * kD, kD);
    }
};

const Tokens &tokens()
{
    static const Tokens t = [] {
        Tokens made;
        std::mt19937 rng(64);
        std::uniform_real_distribution<float> uniform(-1.5f, 1.5f);
        for (auto *x : {&made.q, &made.k, &made.v}) {
            x->resize(kTokens * kD);
            for (float &value : *x)
                value = uniform(rng);
        }
        return made;
    }();
    return t;
}

std::map<std::string, double> &best() // seconds per step, the fastest batch
{
    static std::map<std::string, double> b;
    return b;
}
void record(const std::string &name, double seconds)
{
    auto [it, inserted] = best().try_emplace(name, seconds);
    if (!inserted)
        it->second = std::min(it->second, seconds);
}

template <typename F> double fastest(int runs, F &&call)
{
    double result = 1e300;
    for (int i = 0; i < runs; ++i) {
        const auto start = Clock::now();
        call();
        result = std::min(result, std::chrono::duration<double>(Clock::now() - start).count());
    }
    return result;
}

// The bounds are measured when first asked for and again for the summary (remeasureBounds()),
// and the higher of the two figures is kept: a bound measured while a neighbour held the core
// would be too low, and every percentage against it too high. Each measurement takes the
// fastest of many short runs spread over about 10 ms.
double measuredPeakGflops()
{
    std::uint64_t flops = 0;
    const double s = fastest(100, [&] { flops = fmaPeakLoop(bestPath(), 1 << 16); });
    return double(flops) / s / 1e9;
}
double &peakGflopsSoFar()
{
    static double peak = measuredPeakGflops();
    return peak;
}
double peakGflops()
{
    return peakGflopsSoFar();
}

// Stores to 16 KiB, the size of S at d = 64 in float, with each vector path's widest stores: the
// bound is the fastest of them (on Zen 4, 256-bit stores fill the L1 cache a little faster than
// 512-bit ones, and the chosen step uses them).
double measuredStoreGBytesPerSecond()
{
    double best = 0;
    for (Path path : {Path::Avx2, Path::Avx512}) {
        if (!isSupported(path))
            continue;
        std::uint64_t bytes = 0;
        const double s = fastest(1000, [&] { bytes = storeBandwidthLoop(path, 16384, 64); });
        best = std::max(best, double(bytes) / s / 1e9);
    }
    return best;
}
double &storeGBytesPerSecondSoFar()
{
    static double bandwidth = measuredStoreGBytesPerSecond();
    return bandwidth;
}
double storeGBytesPerSecond()
{
    return storeGBytesPerSecondSoFar();
}

void remeasureBounds()
{
    peakGflopsSoFar() = std::max(peakGflopsSoFar(), measuredPeakGflops());
    storeGBytesPerSecondSoFar()
        = std::max(storeGBytesPerSecondSoFar(), measuredStoreGBytesPerSecond());
}

// The step of (e) at `position` reads t + 1 keys and values of d floats each, once.
std::size_t cacheBytes(std::size_t position)
{
    return 2 * (position + 1) * kD * sizeof(float);
}

// Reads a buffer of `bytes` again and again: the bandwidth of the cache that holds it.
double readGBytesPerSecond(std::size_t bytes)
{
    static std::map<std::size_t, double> measured;
    auto [it, inserted] = measured.try_emplace(bytes, 0.0);
    if (inserted) {
        const CacheLineVector<float> buffer(bytes / sizeof(float), 1.0f);
        std::uint64_t read = 0;
        const double s = fastest(200, [&] { read = readBandwidthLoop(bestPath(), buffer, 4); });
        it->second = double(read) / s / 1e9;
    }
    return it->second;
}

// ----- plain loops, compiled with the project's flags ------------------------------------------

float phi(float x)
{
    return x > 0 ? x + 1.0f : std::exp(x);
}

struct PlainRecurrent {
    std::vector<float> S = std::vector<float>(kD * kD, 0.0f), Z = std::vector<float>(kD, 0.0f);
    void step(std::span<const float> q, std::span<const float> k, std::span<const float> v,
        std::span<float> out)
    {
        float pq[kD], pk[kD], num[kD] = {};
        for (std::size_t j = 0; j < kD; ++j) {
            pq[j] = phi(q[j]);
            pk[j] = phi(k[j]);
        }
        float den = 0;
        for (std::size_t i = 0; i < kD; ++i) {
            Z[i] += pk[i];
            den += pq[i] * Z[i];
            for (std::size_t j = 0; j < kD; ++j)
                S[i * kD + j] += pk[i] * v[j];
        }
        for (std::size_t i = 0; i < kD; ++i)
            for (std::size_t j = 0; j < kD; ++j)
                num[j] += pq[i] * S[i * kD + j];
        for (std::size_t j = 0; j < kD; ++j)
            out[j] = den != 0 ? num[j] / den : 0.0f;
    }
};

struct PlainCachedSoftmax {
    std::vector<float> keys, values, scores;
    void step(std::span<const float> q, std::span<const float> k, std::span<const float> v,
        std::span<float> out)
    {
        keys.insert(keys.end(), k.begin(), k.end());
        values.insert(values.end(), v.begin(), v.end());
        const std::size_t count = keys.size() / kD;
        scores.resize(count);
        const float scale = 1.0f / std::sqrt(float(kD));
        float largest = -INFINITY;
        for (std::size_t i = 0; i < count; ++i) {
            float s = 0;
            for (std::size_t j = 0; j < kD; ++j)
                s += q[j] * keys[i * kD + j];
            scores[i] = s * scale;
            largest = std::max(largest, scores[i]);
        }
        float den = 0;
        std::fill(out.begin(), out.end(), 0.0f);
        for (std::size_t i = 0; i < count; ++i) {
            const float e = std::exp(scores[i] - largest);
            den += e;
            for (std::size_t j = 0; j < kD; ++j)
                out[j] += e * values[i * kD + j];
        }
        for (float &x : out)
            x /= den;
    }
};

// ----- benchmarks ------------------------------------------------------------------------------

// (d), or its plain loop: batches of kBatch steps, per step.
template <typename Decoder>
void runRecurrent(benchmark::State &state, Decoder &decoder, const char *name,
    double flops = recurrentStepFlops(kD))
{
    const Tokens &x = tokens();
    std::vector<float> out(kD);
    std::size_t t = 0;
    double fastestBatch = 1e300;
    for (auto _ : state) {
        const auto start = Clock::now();
        for (std::size_t i = 0; i < kBatch; ++i, ++t)
            decoder.step(x.row(x.q, t), x.row(x.k, t), x.row(x.v, t), out);
        benchmark::ClobberMemory();
        fastestBatch
            = std::min(fastestBatch, std::chrono::duration<double>(Clock::now() - start).count());
    }
    const double perStep = fastestBatch / double(kBatch);
    record(name, perStep);
    state.counters["ns/token"] = perStep * 1e9;
    state.counters["%FMA peak"] = 100.0 * flops / perStep / 1e9 / peakGflops();
    const double storeBound = double(kD * kD * sizeof(float)) / storeGBytesPerSecond() / 1e9;
    state.counters["%store bound"] = 100.0 * storeBound / perStep;
}

// Arguments: the path, and on AVX-512 the step's vectors (1: 256-bit, 2: 512-bit; 0: the one
// path with one width). The width this processor prefers (wideVectorsPreferred()) is "(d)".
void BM_RecurrentStep(benchmark::State &state)
{
    const Path path = Path(state.range(0));
    if (!isSupported(path))
        return state.SkipWithError("path not supported here");
    const auto vectors = StepVectors(state.range(1));
    RecurrentDecoder<float> decoder(kD, FeatureMapKind::Elu1, path, vectors);
    const bool wide = vectors == StepVectors::Wide;
    const bool preferred = vectors == StepVectors::Preferred || wide == wideVectorsPreferred();
    std::string label(pathName(path));
    if (vectors != StepVectors::Preferred)
        label += wide ? " 512-bit" : " 256-bit";
    state.SetLabel(label + (preferred && path == bestPath() ? " (chosen)" : ""));
    runRecurrent(state, decoder,
        path != bestPath() ? "(d) narrower path"
            : preferred    ? "(d)"
            : wide         ? "(d) 512-bit, not chosen here"
                           : "(d) 256-bit, not chosen here");
}
BENCHMARK(BM_RecurrentStep)
    ->Args({int(Path::Generic), int(StepVectors::Preferred)})
    ->Args({int(Path::Avx2), int(StepVectors::Preferred)})
    ->Args({int(Path::Avx512), int(StepVectors::Narrow)})
    ->Args({int(Path::Avx512), int(StepVectors::Wide)})
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

// The update of S alone (decoding.h's stateUpdateLoop), without the numerator's multiply-adds,
// per path, with S's rows 64 floats (256 bytes: row r − 16 lies 4 KiB below row r) and 80 floats
// apart (the decoders' layout at d = 64): against the store bound, what the step's loads and
// stores cost by themselves, and whether rows 4 KiB apart slow this processor down.
void BM_StateUpdate(benchmark::State &state)
{
    const Path path = Path(state.range(0));
    if (!isSupported(path))
        return state.SkipWithError("path not supported here");
    const std::size_t stride = std::size_t(state.range(1));
    CacheLineVector<float> s(kD * stride, 0.0f);
    double fastestBatch = 1e300;
    for (auto _ : state) {
        const auto start = Clock::now();
        stateUpdateLoop(path, s, kD, stride, kBatch);
        fastestBatch
            = std::min(fastestBatch, std::chrono::duration<double>(Clock::now() - start).count());
    }
    const double perPass = fastestBatch / double(kBatch);
    record(std::string("(S update) ") + std::string(pathName(path)) + " "
            + std::to_string(stride * sizeof(float)),
        perPass);
    state.counters["ns/pass"] = perPass * 1e9;
    const double storeBound = double(kD * kD * sizeof(float)) / storeGBytesPerSecond() / 1e9;
    state.counters["%store bound"] = 100.0 * storeBound / perPass;
    state.SetLabel(std::string(pathName(path)) + ", rows " + std::to_string(stride * sizeof(float))
        + " bytes apart");
}
BENCHMARK(BM_StateUpdate)
    ->ArgsProduct({{int(Path::Avx2), int(Path::Avx512)}, {64, 80}})
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

// The delta rule's step (the memory lab's), β = 0.5, γ = 0.99, per path: it reads S twice and
// writes it once, 3·d² multiply-adds.
void BM_DeltaStep(benchmark::State &state)
{
    const Path path = Path(state.range(0));
    if (!isSupported(path))
        return state.SkipWithError("path not supported here");
    DeltaDecoder<float> decoder(kD, FeatureMapKind::Elu1, 0.5f, 0.99f, path);
    state.SetLabel(std::string(pathName(path)));
    runRecurrent(state, decoder, path == bestPath() ? "(delta)" : "(delta) narrower path",
        deltaStepFlops(kD));
}
BENCHMARK(BM_DeltaStep)
    ->Arg(int(Path::Generic))
    ->Arg(int(Path::Avx2))
    ->Arg(int(Path::Avx512))
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

void BM_RecurrentStepPlainLoop(benchmark::State &state)
{
    PlainRecurrent decoder;
    runRecurrent(state, decoder, "(d) plain");
}
BENCHMARK(BM_RecurrentStepPlainLoop)->UseRealTime()->Unit(benchmark::kMicrosecond);

// (e), or its plain loop, at position `range(0)`: the cache is filled up to there, then batches of
// 16 steps are timed from there on, each batch starting again at the position.
template <typename Decoder> void runCached(benchmark::State &state, Decoder make, const char *name)
{
    const std::size_t position = std::size_t(state.range(0));
    const Tokens &x = tokens();
    std::vector<float> out(kD);
    constexpr std::size_t kSteps = 16;
    double fastestBatch = 1e300;
    for (auto _ : state) {
        state.PauseTiming();
        auto decoder = make();
        for (std::size_t t = 0; t < position; ++t)
            decoder.step(x.row(x.q, t), x.row(x.k, t), x.row(x.v, t), out);
        state.ResumeTiming();
        const auto start = Clock::now();
        for (std::size_t t = position; t < position + kSteps; ++t)
            decoder.step(x.row(x.q, t), x.row(x.k, t), x.row(x.v, t), out);
        benchmark::ClobberMemory();
        fastestBatch
            = std::min(fastestBatch, std::chrono::duration<double>(Clock::now() - start).count());
    }
    const double perStep = fastestBatch / double(kSteps);
    double flops = 0;
    for (std::size_t t = position; t < position + kSteps; ++t)
        flops += cachedSoftmaxStepFlops(t, kD);
    record(std::string(name) + " " + std::to_string(position), perStep);
    state.counters["ns/token"] = perStep * 1e9;
    state.counters["%FMA peak"] = 100.0 * flops / fastestBatch / 1e9 / peakGflops();
    const double readBound
        = double(cacheBytes(position)) / readGBytesPerSecond(cacheBytes(position)) / 1e9;
    state.counters["%read bound"] = 100.0 * readBound / perStep;
}

void BM_CachedSoftmaxStep(benchmark::State &state)
{
    const Path path = Path(state.range(1));
    if (!isSupported(path))
        return state.SkipWithError("path not supported here");
    state.SetLabel(std::string(pathName(path)));
    runCached(
        state, [path] { return CachedSoftmaxDecoder<float>(kD, path, kTokens); },
        path == bestPath() ? "(e)" : "(e) narrower path");
}
BENCHMARK(BM_CachedSoftmaxStep)
    ->ArgsProduct({{1024, 4096}, {int(Path::Avx2), int(Path::Avx512)}})
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

void BM_CachedSoftmaxStepPlainLoop(benchmark::State &state)
{
    runCached(
        state, [] { return PlainCachedSoftmax(); }, "(e) plain");
}
BENCHMARK(BM_CachedSoftmaxStepPlainLoop)
    ->Arg(1024)
    ->Arg(4096)
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

// (f) at position `range(0)`: the prefix of position + 1 tokens, computed again.
void BM_UncachedSoftmaxStep(benchmark::State &state)
{
    const std::size_t position = std::size_t(state.range(0));
    const Tokens &x = tokens();
    const std::size_t size = (position + 1) * kD;
    const Inputs<float> prefix {position + 1, kD, std::span<const float>(x.q).first(size),
        std::span<const float>(x.k).first(size), std::span<const float>(x.v).first(size)};
    std::vector<float> out(kD);
    double fastestStep = 1e300;
    for (auto _ : state) {
        const auto start = Clock::now();
        uncachedSoftmaxStep(prefix, out);
        benchmark::ClobberMemory();
        fastestStep
            = std::min(fastestStep, std::chrono::duration<double>(Clock::now() - start).count());
    }
    record("(f) " + std::to_string(position), fastestStep);
    state.counters["ns/token"] = fastestStep * 1e9;
    state.counters["%FMA peak"]
        = 100.0 * quadraticFlops(position + 1, kD) / fastestStep / 1e9 / peakGflops();
}
BENCHMARK(BM_UncachedSoftmaxStep)
    ->Arg(1024)
    ->Arg(4096)
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

void printSummary()
{
    const auto &b = best();
    if (b.empty())
        return;
    remeasureBounds();
    const double peak = peakGflops();
    const double store = storeGBytesPerSecond();
    std::printf("\nSummary (fastest batch; d = %zu, float32, ELU+1, %s path):\n", kD,
        pathName(bestPath()).data());
    std::printf("  on %s\n", processorDescription().c_str());
    std::printf("  FMA peak %.1f GFLOP/s; L1 store bandwidth %.1f GB/s\n", peak, store);
    // Every path and width measured, the chosen one first, each against the same bounds.
    const double fmaBound = recurrentStepFlops(kD) / peak / 1e9;
    const double storeBound = double(kD * kD * sizeof(float)) / store / 1e9;
    for (const char *name : {"(d)", "(d) 256-bit, not chosen here", "(d) 512-bit, not chosen here",
             "(d) narrower path"}) {
        if (!b.count(name))
            continue;
        const double step = b.at(name);
        std::printf("  %-30s %8.1f ns/token: %5.1f%% of the FMA bound (%.1f ns), %5.1f%% of the "
                    "store bound (%.1f ns); tighter bound: %5.1f%%\n",
            std::string(name) == "(d)" ? "(d) recurrent step" : name, step * 1e9,
            100 * fmaBound / step, fmaBound * 1e9, 100 * storeBound / step, storeBound * 1e9,
            100 * std::max(fmaBound, storeBound) / step);
    }
    for (const char *path : {"avx2", "avx512"}) {
        const std::string packed = std::string("(S update) ") + path + " 256",
                          padded = std::string("(S update) ") + path + " 320";
        if (b.count(packed) && b.count(padded))
            std::printf("  S update alone, %-6s %8.1f ns a pass with rows 256 bytes apart, %.1f ns "
                        "with rows 320 bytes apart (%5.1f%% and %5.1f%% of the store bound)\n",
                path, b.at(packed) * 1e9, b.at(padded) * 1e9, 100 * storeBound / b.at(packed),
                100 * storeBound / b.at(padded));
    }
    const double deltaFmaBound = deltaStepFlops(kD) / peak / 1e9;
    for (const char *name : {"(delta)", "(delta) narrower path"}) {
        if (!b.count(name))
            continue;
        const double step = b.at(name);
        std::printf("  %-30s %8.1f ns/token: %5.1f%% of the FMA bound (%.1f ns), %5.1f%% of the "
                    "store bound (%.1f ns); tighter bound: %5.1f%%\n",
            std::string(name) == "(delta)" ? "delta-rule step" : name, step * 1e9,
            100 * deltaFmaBound / step, deltaFmaBound * 1e9, 100 * storeBound / step,
            storeBound * 1e9, 100 * std::max(deltaFmaBound, storeBound) / step);
    }
    if (b.count("(d)") && b.count("(d) plain"))
        std::printf("      plain loop       %8.1f ns/token (%.1fx slower)\n",
            b.at("(d) plain") * 1e9, b.at("(d) plain") / b.at("(d)"));
    for (const char *position : {"1024", "4096"}) {
        const std::string e = std::string("(e) ") + position;
        const std::string plain = std::string("(e) plain ") + position;
        const std::string f = std::string("(f) ") + position;
        if (b.count(e)) {
            const double flops = cachedSoftmaxStepFlops(std::stoul(position), kD);
            const std::size_t bytes = cacheBytes(std::stoul(position));
            const double read = readGBytesPerSecond(bytes);
            std::printf("  (e) cached softmax at t = %s: %8.1f ns/token, %5.1f%% of the FMA peak, "
                        "%5.1f%% of the read bound (%zu KiB of keys and values at %.1f GB/s, "
                        "%.1f ns; the FMA peak would need %.1f GB/s)",
                position, b.at(e) * 1e9, 100 * flops / b.at(e) / 1e9 / peak,
                100 * double(bytes) / read / 1e9 / b.at(e), bytes / 1024, read,
                double(bytes) / read, double(bytes) * peak / flops);
            if (b.count(plain))
                std::printf("; plain loop %.1f ns (%.1fx slower)", b.at(plain) * 1e9,
                    b.at(plain) / b.at(e));
            std::printf("\n");
        }
        if (b.count(f))
            std::printf(
                "  (f) uncached softmax at t = %s: %10.3f ms/token\n", position, b.at(f) * 1e3);
    }
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
