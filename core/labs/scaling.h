// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Scaling lab's arithmetic and its measurement loop (standard library only, no Qt):
//
// - fitPowerLaw(): least squares on log–log, time ≈ c·N^slope (slope ≈ 1 for (a), ≈ 2 for (b),
// (c));
// - crossover(): the N from which the reassociated kernel (a) is faster at every larger measured N;
// - memoryAt(): the bytes each form keeps — (a)'s fixed d×d state S plus d for Z, against the N×N
//   score matrix of the quadratic forms and the growing KV cache (2·N·d) of decoding;
// - runScalingSweep(): times (a) reassociated, (b) directQuadratic and (c) softmaxAttention of
//   core/kernels for N = minN, 2·minN, … ≤ maxN, in the calling thread (the app runs it in a
//   worker).
//
// Budgets of the sweep (SweepOptions). The kernels cannot be interrupted inside a call, so a kernel
// stops (is not run for larger N) at the first N whose single call is predicted — from its time at
// the previous N and its complexity, ×2 for (a), ×4 for (b) and (c) — to take longer than
// maxCallSeconds; the page uses 50 ms so that Cancel stops the worker within 100 ms, the headless
// `--bench` 2 s. Each call is repeated (the fastest repetition counts) until repeatSeconds have
// passed and at least minRepetitions calls are done (unless they took minRepetitionSeconds),
// spread over `rounds` passes of the sweep, each pass starting a point with a warm-up call that
// does not count; a slow moment of the machine then spoils one pass of a point, not the point.
// The whole sweep stops after totalSeconds. The stop token is checked between repetitions. Times
// are wall-clock (std::chrono::steady_clock): a busy machine makes them longer.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

namespace linattn {

enum class ScalingKernel { Reassociated, Direct, Softmax };
enum class ScalingPrecision { Float32, Float64 };

inline constexpr std::size_t kScalingKernelCount = 3;
inline constexpr std::size_t kMinScalingDimension = 1;
inline constexpr std::size_t kMaxScalingDimension = 256;
inline constexpr std::size_t kMinScalingN = 64; // 2⁶
inline constexpr std::size_t kMaxScalingN = 65536; // 2¹⁶

std::string_view scalingKernelId(ScalingKernel kernel); // "reassociated", "direct", "softmax"
std::string_view scalingPrecisionId(ScalingPrecision precision); // "float32", "float64"
std::size_t bytesPerNumber(ScalingPrecision precision); // 4 or 8

// One timing: the fastest of `repetitions` calls.
struct ScalingPoint {
    ScalingKernel kernel = ScalingKernel::Reassociated;
    std::size_t n = 0;
    double seconds = 0;
    std::size_t repetitions = 0;
};

double nanosecondsPerToken(const ScalingPoint &point);
// The flops of the kernels' own count (kernels.h) per second, in units of 10⁹.
double gigaflops(const ScalingPoint &point, std::size_t d);

// y ≈ exp(intercept)·x^slope by least squares on (ln x, ln y). Pairs with x ≤ 0 or y ≤ 0 (or
// not finite) are left out; nullopt when fewer than two distinct x remain.
struct PowerLawFit {
    double slope = 0;
    double intercept = 0; // ln c
    std::size_t count = 0;
    double at(double x) const; // exp(intercept)·x^slope
};
std::optional<PowerLawFit> fitPowerLaw(std::span<const double> x, std::span<const double> y);
// The fit of one kernel's points among `points`.
std::optional<PowerLawFit> fitKernel(std::span<const ScalingPoint> points, ScalingKernel kernel);

// The smallest N measured for both kernels from which `fast` takes less time than `slow` at every
// N measured for both; nullopt when `fast` is not faster at the largest common N (or none).
std::optional<std::size_t> crossover(
    std::span<const ScalingPoint> points, ScalingKernel fast, ScalingKernel slow);

// Bytes held besides Q, K, V and the output.
struct MemoryFigures {
    std::size_t n = 0;
    std::uint64_t stateBytes = 0; // (d·d + d) numbers: S and Z, whatever N
    std::uint64_t kvCacheBytes = 0; // 2·N·d numbers: every key and value, for decoding
    std::uint64_t scoresBytes = 0; // N·N numbers: the score matrix, if it is materialised
};
MemoryFigures memoryAt(std::size_t n, std::size_t d, ScalingPrecision precision);

// A non-negative number with three significant digits and no trailing zeros: "16.3", "4", "512"
// (whole numbers from 100 on).
std::string formatThreeDigits(double value);
// "512 B", "16.3 KiB", "4 GiB": binary units, three significant digits.
std::string formatBytes(std::uint64_t bytes);

struct SweepOptions {
    std::size_t d = 64;
    ScalingPrecision precision = ScalingPrecision::Float32;
    std::size_t minN = kMinScalingN;
    std::size_t maxN = kMaxScalingN;
    double maxCallSeconds = 0.05;
    // The fastest of many calls is what a benchmark reports; the fastest of a few, on a machine
    // that is also drawing the window, is often 30–50 % slower.
    double repeatSeconds = 0.1;
    // At least this many calls (the fastest counts, so a call the system interrupted does not),
    // while they have taken less than minRepetitionSeconds.
    std::size_t minRepetitions = 10;
    bool warmUp = true; // one call before the counted ones
    // The repetitions are spread over this many passes of the sweep (see runScalingSweep). On a
    // shared machine slow spells of a second or two come often; with 5 passes, 5 of 8 runs of
    // `--bench --max-n 4096` had a point over 10 % above bench_kernels, with 16 none of 16.
    std::size_t rounds = 16;
    double minRepetitionSeconds = 1.0;
    double totalSeconds = 20;
    std::uint64_t seed = 1;
};

// An error text for options outside the ranges above (d 1…256, 1 ≤ minN ≤ maxN ≤ 2¹⁶, budgets
// > 0), naming the option: "d: 300 is outside 1…256".
std::optional<std::string> validateSweepOptions(const SweepOptions &options);

// N = minN, 2·minN, … ≤ maxN.
std::vector<std::size_t> sweepSizes(const SweepOptions &options);

struct SweepProgress {
    std::size_t done = 0; // (N, kernel) steps measured or skipped
    std::size_t total = 0; // sizes × kernels
};

struct SweepResult {
    std::vector<ScalingPoint> points; // in the order measured
    bool cancelled = false;
    bool outOfTime = false; // stopped at totalSeconds
};

// Runs the sweep; after every step of every round calls progress (if set) with the point just
// measured, or measured again and faster (a point of the same kernel and N: it replaces the one
// reported before), or nullopt. result.points holds each point once, in the order first measured.
// Throws std::invalid_argument for invalid options.
SweepResult runScalingSweep(const SweepOptions &options, std::stop_token stop = {},
    const std::function<void(const SweepProgress &, const std::optional<ScalingPoint> &)> &progress
    = {});

} // namespace linattn
