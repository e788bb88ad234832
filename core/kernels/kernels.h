// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Compute kernels for the Scaling lab: causal single-head attention over N tokens of dimension d,
// written three ways so the app can time them against each other and show why reassociation wins
// as N grows. Standard library only (no Qt), so the app, the tests and the benchmarks share them.
//
//   (a) reassociated()     one pass, running S = Σ φ(kᵢ)vᵢᵀ (d×d) and Z = Σ φ(kᵢ):  O(N·d²)
//       twoPassLoop()      the same recurrence as the plain two-loop textbook code (S += φ(k)vᵀ,
//                          then out = φ(q)ᵀS), the baseline that (a) is measured against
//   (b) directQuadratic()  out_t = Σ_{i≤t} (φ(q_t)·φ(kᵢ)) vᵢ / Σ_{i≤t} φ(q_t)·φ(kᵢ):  O(N²·d)
//   (c) softmaxAttention() causal softmax attention with scores q·k/√d:               O(N²·d)
//   referenceLinear(), referenceSoftmax(): float64, plain loops, obviously correct (tests only).
//
// Layout: Q, K, V and the output are row-major N×d arrays (token t, coordinate j at t·d + j), with
// d_k = d_v = d, 1 ≤ d ≤ kMaxDimension. Every kernel exists for float and double.
//
// Unavailable rows: where the denominator φ(q_t)·Z_t is exactly 0 (ReLU with no overlapping
// positive coordinates, or φ underflowing to 0) the output row is written as zeros and
// available[t] = 0; otherwise available[t] = 1. No kernel ever writes NaN for a zero
// denominator. The functions return the number of unavailable rows. Softmax rows are always
// available (the largest score contributes e⁰ = 1 to the denominator).
//
// Feature maps, as in core/feature_map.h: ELU+1 is x + 1 for x > 0 and eˣ otherwise; ReLU is
// max(0, x). The vector paths compute eˣ with a polynomial accurate to a few ulp; below
// x ≈ −87.3 (float) or −708.4 (double) they return 0 instead of a subnormal number.
//
// Vector paths: Generic is plain C++ (any CPU, any architecture); Avx2 (AVX2 + FMA) and Avx512
// (AVX-512F) are compiled into separate translation units with their own -m flags and chosen at
// run time, so the shipped build needs no -march=native. On non-x86 builds only Generic exists;
// Avx512 is built with GCC only (core/kernels/CMakeLists.txt).
//
// Thread safety: every function is reentrant; a ThreadPool must be driven by one thread at a time.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace linattn::kernels {

inline constexpr std::size_t kMaxDimension = 256;

enum class FeatureMapKind { Elu1, Relu };

// Instruction-set paths, from the most portable to the widest.
enum class Path { Generic, Avx2, Avx512 };

std::string_view pathName(Path path); // "generic", "avx2", "avx512"
std::optional<Path> parsePath(std::string_view name);
std::string_view featureMapName(FeatureMapKind map); // "elu1", "relu" (the app's ids)
std::optional<FeatureMapKind> parseFeatureMap(std::string_view name);

// Paths compiled into this build and supported by this CPU (and its OS), Generic first.
std::vector<Path> supportedPaths();
bool isSupported(Path path);
// The widest supported path: the default of every kernel.
Path bestPath();

// The processor the kernels run on, as its own CPUID reports it, for benchmark reports: its
// name, vendor, family and model, the kind the kernels were measured on where it is one of them
// ("AMD EPYC (AuthenticAMD family 0x19 model 0x11: AMD Zen 4), AVX2, AVX-512F"), and the
// instruction sets the paths need. "unknown processor" off x86-64.
std::string processorDescription();

// Whether this processor executes 512-bit vector operations whole (Intel's cores with AVX-512),
// rather than as two 256-bit halves (AMD's Zen 4): the decoding step (d) takes 512-bit vectors
// where it does. Read from the vendor CPUID reports, never from how the program was built.
bool wideVectorsPreferred();

// One problem: n tokens of dimension d; q, k, v hold n·d numbers each (heads·n·d for the
// *Heads functions, head-major: head h starts at h·n·d).
template <typename T> struct Inputs {
    std::size_t n = 0;
    std::size_t d = 0;
    std::span<const T> q;
    std::span<const T> k;
    std::span<const T> v;
};

// Caller-owned results: out holds n·d numbers, available n flags (heads× for *Heads); out must
// not overlap the inputs.
template <typename T> struct Outputs {
    std::span<T> out;
    std::span<std::uint8_t> available;
};

// Every kernel throws std::invalid_argument when d is outside 1…kMaxDimension, a span has the
// wrong size, or the path is not supported (see isSupported()). n = 0 is allowed and does nothing.

// (a) Reassociated linear attention, one pass over the tokens; returns the unavailable count.
std::size_t reassociated(
    const Inputs<float> &in, const Outputs<float> &out, FeatureMapKind map, Path path = bestPath());
std::size_t reassociated(const Inputs<double> &in, const Outputs<double> &out, FeatureMapKind map,
    Path path = bestPath());

// (a) as the plain textbook loop (per token: S += φ(k)vᵀ; out = φ(q)ᵀS; plain loops, compiled
// with the project's flags): the baseline of the benchmark. Returns the unavailable count.
std::size_t twoPassLoop(const Inputs<float> &in, const Outputs<float> &out, FeatureMapKind map);
std::size_t twoPassLoop(const Inputs<double> &in, const Outputs<double> &out, FeatureMapKind map);

// (b) The direct causal quadratic form, blocked like flash attention (64 queries share each tile
// of 64 keys, register tiles of 4 × 16 in AVX2), so it is a fair opponent for (a).
std::size_t directQuadratic(
    const Inputs<float> &in, const Outputs<float> &out, FeatureMapKind map, Path path = bestPath());
std::size_t directQuadratic(const Inputs<double> &in, const Outputs<double> &out,
    FeatureMapKind map, Path path = bestPath());

// (c) Causal softmax attention, scores q_t·kᵢ/√d (scaled dot-product attention, Vaswani et al.
// 2017), blocked, numerically stable with a running maximum per row (online softmax). `out` holds
// n·d numbers.
void softmaxAttention(const Inputs<float> &in, std::span<float> out, Path path = bestPath());
void softmaxAttention(const Inputs<double> &in, std::span<double> out, Path path = bestPath());

// Float64 references for the tests: the direct form (b) and softmax (c) as plain loops, without
// blocking, reassociation or vector code. Unavailable exactly where the double denominator is 0.
std::size_t referenceLinear(
    const Inputs<double> &in, const Outputs<double> &out, FeatureMapKind map);
void referenceSoftmax(const Inputs<double> &in, std::span<double> out);

// Flops counted by the benchmarks (a multiply-add is 2): 4·d² per token for (a) (S update and
// φ(q)ᵀS); 4·d per (query, key) pair with key ≤ query for (b) and (c).
constexpr double reassociatedFlops(std::size_t n, std::size_t d)
{
    return 4.0 * double(d) * double(d) * double(n);
}
constexpr double quadraticFlops(std::size_t n, std::size_t d)
{
    return 4.0 * double(d) * (double(n) * double(n + 1) / 2.0);
}

// A fixed pool of worker threads for independent heads (or batch items). size() threads work,
// the calling thread being one of them, so ThreadPool(1) starts no thread.
class ThreadPool {
public:
    explicit ThreadPool(std::size_t threads); // threads ≥ 1
    ~ThreadPool();
    ThreadPool(const ThreadPool &) = delete;
    ThreadPool &operator=(const ThreadPool &) = delete;

    std::size_t size() const;
    // Calls task(i) once for every i in 0…count−1, spread over the threads; returns when all
    // are done. The first exception a task throws is rethrown here.
    void run(std::size_t count, const std::function<void(std::size_t)> &task);

private:
    struct State;
    std::unique_ptr<State> state_;
};

// (a) for `heads` independent heads of n×d each, head-major, one head per task on the pool.
std::size_t reassociatedHeads(ThreadPool &pool, std::size_t heads, const Inputs<float> &in,
    const Outputs<float> &out, FeatureMapKind map, Path path = bestPath());
std::size_t reassociatedHeads(ThreadPool &pool, std::size_t heads, const Inputs<double> &in,
    const Outputs<double> &out, FeatureMapKind map, Path path = bestPath());

// A loop of independent fused multiply-adds (12 accumulator chains of the path's widest float
// vector) that runs at this core's peak FMA rate: time it to get the peak GFLOP/s that the
// kernels are compared with. Returns the flops it did (2 per lane per FMA).
std::uint64_t fmaPeakLoop(Path path, std::uint64_t iterations);

} // namespace linattn::kernels
