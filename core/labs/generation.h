// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Scaling lab's Generation page (standard library only, no Qt): how long producing one more
// token takes at position t, for the four decoders of core/kernels/decoding.h —
//   recurrent         (d) linear attention's running sums: flat in t,
//   softmax-cached    (e) softmax over a key/value cache: grows like t,
//   softmax-uncached  (f) softmax recomputed from scratch: grows like t²,
//   delta             the delta rule's memory (DeltaNet; the memory lab's): flat in t too —
// the slopes of log time against log t, the totals for N tokens at the paper's two image sizes
// (784 for MNIST, 3,072 for CIFAR-10) and a chosen N, and the memory each keeps.
//
// Measurement (runGenerationSweep). (d), (e) and the delta rule generate maxN tokens, `runs` times
// over; their steps are timed in blocks of kGenerationBlock tokens (a clock read per step would
// cost a tenth of a step of (d)), and each block's fastest run counts, so that a run the system
// interrupted does not. The first run is a warm-up (caches, page faults) and is not counted when
// runs > 1; its time decides how many counted runs fit in generationSeconds (at least runs − 1).
// The runs of (d), of (e) and the calls of (f) are spread over `rounds` passes, so that a slow
// moment of the machine (another program, often for most of a second) spoils a share, not a kernel.
// Totals for N ≤ maxN add up the blocks. (f) costs O(t²·d) a step, so it is timed at the sampled
// positions only, each the fastest of `runs` calls or more (see pointSeconds) spread over
// `rounds` passes, and not at positions whose step is
// predicted (from the previous one and t²) to take longer than maxStepSeconds; its totals are
// summed from the samples, interpolated on log–log axes and extrapolated with its fitted slope
// (marked as estimated). The stop token is checked between blocks and calls.

#include "scaling.h"

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

enum class GenerationKernel { Recurrent, SoftmaxCached, SoftmaxUncached, Delta };
inline constexpr std::size_t kGenerationKernelCount = 4;
inline constexpr GenerationKernel kGenerationKernels[kGenerationKernelCount]
    = {GenerationKernel::Recurrent, GenerationKernel::SoftmaxCached,
        GenerationKernel::SoftmaxUncached, GenerationKernel::Delta};
// The delta rule's step as the Generation page times it: β = 0.5, γ = 0.99 (as bench_decoding),
// ELU+1 features made unit length.
inline constexpr double kGenerationDeltaBeta = 0.5;
inline constexpr double kGenerationDeltaDecay = 0.99;
inline constexpr std::size_t kGenerationBlock = 16; // steps per timed block of (d) and (e)
inline constexpr std::size_t kMaxGenerationRuns = 1000; // counted generations of (d) or (e)
inline constexpr std::size_t kMinGenerationN = 16;
inline constexpr std::size_t kMaxGenerationN = 65536;

// "recurrent", "softmax-cached", "softmax-uncached", "delta".
std::string_view generationKernelId(GenerationKernel kernel);
std::optional<GenerationKernel> parseGenerationKernel(std::string_view id);

// The time of one step at `position` (tokens before it): the new token attends to position + 1.
struct GenerationPoint {
    GenerationKernel kernel = GenerationKernel::Recurrent;
    std::size_t position = 0;
    double seconds = 0; // per token
    std::size_t repetitions = 0;
};
double nanosecondsPerToken(const GenerationPoint &point);

// The paper's measurements (Katharopoulos et al. 2020, Tables 1 and 2, and the supplementary
// Table 4): whole models generating images on a GPU, in images per second.
struct PaperGeneration {
    std::size_t tokens; // pixels per image
    const char *dataset;
    double linear; // linear attention (the recurrent form)
    double softmax; // softmax recomputed at every step
    double statefulSoftmax; // softmax with a key/value cache
};
inline constexpr PaperGeneration kPaperGeneration[2]
    = {{784, "MNIST", 142.8, 0.45, 7.56}, {3072, "CIFAR-10", 17.85, 0.004, 0.32}};
std::optional<PaperGeneration> paperGenerationAt(std::size_t tokens);

// Generating n tokens, from the first.
struct GenerationTotal {
    std::size_t n = 0;
    double seconds[kGenerationKernelCount] = {};
    // Not every step was timed: (f)'s total always (a curve through the positions it was timed
    // at, summed), the others' beyond the tokens they generated.
    bool estimated[kGenerationKernelCount] = {};
    // Beyond what was measured: past the last position timed, or the tokens generated.
    bool extrapolated[kGenerationKernelCount] = {};
    bool known[kGenerationKernelCount] = {};
    double tokensPerSecond(GenerationKernel kernel) const;
    // How many times longer `kernel` takes than the recurrent form; 0 when unknown.
    double timesRecurrent(GenerationKernel kernel) const;
};

// Bytes each decoder keeps besides the token's q, k, v: S and Z, d² + d numbers at any position,
// against the cache, 2·d numbers per token so far.
struct GenerationMemory {
    std::size_t n = 0;
    std::uint64_t stateBytes = 0;
    std::uint64_t cacheBytes = 0;
};
GenerationMemory generationMemoryAt(std::size_t n, std::size_t d, ScalingPrecision precision);

// "259 ns", "5.75 µs", "3.18 ms", "31.9 s": three significant digits.
std::string formatDuration(double seconds);
// "8.43×", "34.8×", "317×", "40 264×": three significant digits, whole numbers from 100 on,
// their thousands apart by a narrow no-break space (U+202F).
std::string formatTimes(double ratio);

// "3.89 M", "24.6 k", "31.4", "0.0314": a rate (per second), three significant digits.
std::string formatRate(double perSecond);

struct GenerationOptions {
    std::size_t d = 64;
    ScalingPrecision precision = ScalingPrecision::Float32;
    std::size_t maxN = 4096; // tokens generated by (d) and (e); sampled positions < maxN
    std::size_t chosenN = 0; // a total besides 784 and 3,072 (0: none)
    std::size_t runs = 4; // generations by (d) and (e), the first a warm-up; calls of (f)
    // More counted generations, while they fit in this time (as many as the warm-up predicts, at
    // most kMaxGenerationRuns), and more calls of (f) at a position while they have taken less
    // than pointSeconds: the fastest of many is what a benchmark reports, of a few it is not.
    double generationSeconds = 0.5;
    double pointSeconds = 0.25;
    std::size_t rounds = 5; // passes, each with a share of every kernel's runs or calls
    double maxStepSeconds = 0.05;
    double totalSeconds = 30;
    std::uint64_t seed = 1;
};

// An error text naming the option (d 1…256, maxN 16…65536, chosenN 0…65536, runs 1…20, budgets
// > 0); nullopt when the options are valid.
std::optional<std::string> validateGenerationOptions(const GenerationOptions &options);

// The positions the chart shows: 16·√2ᵏ rounded, below maxN, and maxN − 1.
std::vector<std::size_t> generationPositions(const GenerationOptions &options);
// The totals' sizes: 784, 3,072 and chosenN (if set and not one of them), ascending.
std::vector<std::size_t> generationTotalSizes(const GenerationOptions &options);

struct GenerationProgress {
    std::size_t done = 0;
    std::size_t total = 0;
};

struct GenerationResult {
    std::vector<GenerationPoint> points; // by kernel, then position
    std::vector<GenerationTotal> totals; // at generationTotalSizes()
    bool cancelled = false;
    bool outOfTime = false;
};

// Slope of log seconds against log position over the points at positions ≥ 128 (below, fixed
// costs hide the growth); nullopt with fewer than two such points.
std::optional<PowerLawFit> fitGeneration(
    std::span<const GenerationPoint> points, GenerationKernel kernel);

// Measures; calls progress (if set) now and then from the calling thread. Throws
// std::invalid_argument for invalid options.
GenerationResult runGenerationSweep(const GenerationOptions &options, std::stop_token stop = {},
    const std::function<void(const GenerationProgress &)> &progress = {});

} // namespace linattn
