// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "generation.h"

#include "sweep_budget.h"

#include "kernels/cache_line_vector.h"
#include "kernels/decoding.h"
#include "kernels/kernels.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <utility>

namespace linattn {

std::string_view generationKernelId(GenerationKernel kernel)
{
    switch (kernel) {
    case GenerationKernel::Recurrent:
        return "recurrent";
    case GenerationKernel::SoftmaxCached:
        return "softmax-cached";
    case GenerationKernel::SoftmaxUncached:
        return "softmax-uncached";
    case GenerationKernel::Delta:
        return "delta";
    }
    return "recurrent";
}

std::optional<GenerationKernel> parseGenerationKernel(std::string_view id)
{
    for (GenerationKernel kernel : kGenerationKernels)
        if (generationKernelId(kernel) == id)
            return kernel;
    return std::nullopt;
}

double nanosecondsPerToken(const GenerationPoint &point)
{
    return point.seconds * 1e9;
}

std::optional<PaperGeneration> paperGenerationAt(std::size_t tokens)
{
    for (const PaperGeneration &paper : kPaperGeneration)
        if (paper.tokens == tokens)
            return paper;
    return std::nullopt;
}

double GenerationTotal::tokensPerSecond(GenerationKernel kernel) const
{
    const auto k = std::size_t(kernel);
    return known[k] && seconds[k] > 0 ? double(n) / seconds[k] : 0;
}

double GenerationTotal::timesRecurrent(GenerationKernel kernel) const
{
    const auto k = std::size_t(kernel);
    const auto r = std::size_t(GenerationKernel::Recurrent);
    return known[k] && known[r] && seconds[r] > 0 ? seconds[k] / seconds[r] : 0;
}

GenerationMemory generationMemoryAt(std::size_t n, std::size_t d, ScalingPrecision precision)
{
    const std::uint64_t bytes = bytesPerNumber(precision);
    return {n, (std::uint64_t(d) * d + d) * bytes, 2 * std::uint64_t(n) * d * bytes};
}

std::string formatDuration(double seconds)
{
    if (!(seconds > 0) || !std::isfinite(seconds))
        return "—";
    static constexpr std::pair<double, const char *> units[]
        = {{1e-9, "ns"}, {1e-6, "µs"}, {1e-3, "ms"}, {1.0, "s"}};
    std::size_t unit = 0;
    while (unit + 1 < std::size(units) && seconds >= units[unit + 1].first * 0.9995)
        ++unit;
    return formatThreeDigits(seconds / units[unit].first) + " " + units[unit].second;
}

std::string formatTimes(double ratio)
{
    if (!(ratio > 0) || !std::isfinite(ratio))
        return "—";
    std::string number = formatThreeDigits(ratio);
    // Thousands apart, as the lessons write them (4 462), with a space that keeps the number on
    // one line: 44 948×, not 44948×.
    if (number.find('.') == std::string::npos)
        for (std::size_t at = number.size(); at > 3; at -= 3)
            number.insert(at - 3, "\u202F");
    return number + "×";
}

std::string formatRate(double perSecond)
{
    if (!(perSecond > 0) || !std::isfinite(perSecond))
        return "—";
    if (perSecond >= 999.5e3)
        return formatThreeDigits(perSecond / 1e6) + " M";
    if (perSecond >= 999.5)
        return formatThreeDigits(perSecond / 1e3) + " k";
    if (perSecond >= 1)
        return formatThreeDigits(perSecond);
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", perSecond);
    return text;
}

std::optional<std::string> validateGenerationOptions(const GenerationOptions &options)
{
    const auto outside = [](const char *name, double value, const char *range) {
        return std::string(name) + ": " + std::to_string(static_cast<long long>(value))
            + " is outside " + range;
    };
    if (options.d < kMinScalingDimension || options.d > kMaxScalingDimension)
        return outside("d", double(options.d), "1…256");
    if (options.maxN < kMinGenerationN || options.maxN > kMaxGenerationN)
        return outside("max-n", double(options.maxN), "16…65536");
    if (options.chosenN > kMaxGenerationN)
        return outside("n", double(options.chosenN), "0…65536");
    if (options.runs < 1 || options.runs > 20)
        return outside("runs", double(options.runs), "1…20");
    if (!(options.maxStepSeconds > 0) || !(options.totalSeconds > 0)
        || !(options.generationSeconds >= 0) || !(options.pointSeconds >= 0))
        return std::string("the time budgets must be positive");
    return std::nullopt;
}

std::vector<std::size_t> generationPositions(const GenerationOptions &options)
{
    std::vector<std::size_t> positions;
    for (int k = 0;; ++k) {
        const auto p = std::size_t(std::lround(16.0 * std::pow(2.0, k / 2.0)));
        if (p >= options.maxN)
            break;
        positions.push_back(p);
    }
    if (positions.empty() || positions.back() != options.maxN - 1)
        positions.push_back(options.maxN - 1);
    return positions;
}

std::vector<std::size_t> generationTotalSizes(const GenerationOptions &options)
{
    std::vector<std::size_t> sizes;
    for (const PaperGeneration &paper : kPaperGeneration)
        sizes.push_back(paper.tokens);
    if (options.chosenN > 0
        && std::find(sizes.begin(), sizes.end(), options.chosenN) == sizes.end())
        sizes.push_back(options.chosenN);
    std::sort(sizes.begin(), sizes.end());
    return sizes;
}

std::optional<PowerLawFit> fitGeneration(
    std::span<const GenerationPoint> points, GenerationKernel kernel)
{
    std::vector<double> x, y;
    for (const GenerationPoint &point : points)
        if (point.kernel == kernel && point.position >= 128) {
            x.push_back(double(point.position));
            y.push_back(point.seconds);
        }
    return fitPowerLaw(x, y);
}

namespace {

using sweeps::Clock;
using sweeps::secondsSince;

// The time of a step at t, from samples (position, seconds) in ascending position: straight
// lines between them on log–log axes, the first sample's time before it, and beyond the last the
// fitted slope.
double interpolated(const std::vector<std::pair<double, double>> &samples, double slope, double t)
{
    if (t <= samples.front().first)
        return samples.front().second;
    if (t >= samples.back().first)
        return samples.back().second * std::pow(t / samples.back().first, slope);
    const auto upper = std::upper_bound(samples.begin(), samples.end(), t,
        [](double value, const std::pair<double, double> &sample) { return value < sample.first; });
    const auto &[x1, y1] = *upper;
    const auto &[x0, y0] = *(upper - 1);
    const double f = std::log(t / x0) / std::log(x1 / x0);
    return std::exp(std::log(y0) + f * (std::log(y1) - std::log(y0)));
}

// Σ over t < n of the step time, from the points of one kernel; estimated when n − 1 lies beyond
// the last point.
std::optional<std::pair<double, bool>> summedFromPoints(
    std::span<const GenerationPoint> points, GenerationKernel kernel, std::size_t n)
{
    std::vector<std::pair<double, double>> samples;
    for (const GenerationPoint &point : points)
        if (point.kernel == kernel && point.seconds > 0)
            samples.emplace_back(double(std::max<std::size_t>(point.position, 1)), point.seconds);
    if (samples.empty())
        return std::nullopt;
    std::sort(samples.begin(), samples.end());
    const auto fit = fitGeneration(points, kernel);
    double slope = fit ? fit->slope : 0.0;
    slope = std::clamp(slope, 0.0, 3.0);
    double sum = 0;
    for (std::size_t t = 0; t < n; ++t)
        sum += interpolated(samples, slope, double(std::max<std::size_t>(t, 1)));
    return std::pair {sum, double(n - 1) > samples.back().first};
}

template <typename T> struct Tokens {
    std::size_t d = 0;
    kernels::CacheLineVector<T> q, k, v;
    std::span<const T> row(const kernels::CacheLineVector<T> &x, std::size_t t) const
    {
        return std::span<const T>(x).subspan(t * d, d);
    }
};

template <typename T>
GenerationResult sweep(const GenerationOptions &options, std::stop_token stop,
    const std::function<void(const GenerationProgress &)> &progress)
{
    const std::size_t d = options.d;
    const std::size_t maxN = options.maxN;
    const std::size_t blocks = (maxN + kGenerationBlock - 1) / kGenerationBlock;
    const auto positions = generationPositions(options);
    const auto started = Clock::now();
    GenerationResult result;
    // Progress in thousandths of the work: (d) and (e) two fifths each (their blocks, over the runs
    // planned), (f) a fifth (its passes). How many runs (d) and (e) make is known after their
    // warm-up, so the estimate may fall for a moment; the bar then waits rather than step back.
    const std::size_t rounds = std::max<std::size_t>(options.rounds, 1);
    GenerationProgress state {0, 1000};
    std::size_t reported = 0;
    const auto advanceTo = [&](std::size_t done) {
        if (done <= state.done)
            return;
        state.done = std::min(done, state.total);
        // About a hundred reports per sweep, and the last.
        if (progress
            && (state.done - reported >= state.total / 100 + 1 || state.done == state.total)) {
            reported = state.done;
            progress(state);
        }
    };
    const auto interrupted
        = [&] { return sweeps::interrupted(result, stop, started, options.totalSeconds); };

    Tokens<T> tokens;
    tokens.d = d;
    std::mt19937_64 random(options.seed);
    std::uniform_real_distribution<double> uniform(-1.0, 1.0);
    for (auto *x : {&tokens.q, &tokens.k, &tokens.v})
        x->reserve(maxN * d);
    for (std::size_t i = 0; i < maxN * d; ++i) {
        tokens.q.push_back(T(uniform(random)));
        tokens.k.push_back(T(uniform(random)));
        tokens.v.push_back(T(uniform(random)));
    }
    kernels::CacheLineVector<T> out(d);

    // The kernels that generate every token — (d), (e) and the delta rule: every block's fastest
    // counted run.
    const double unmeasured = std::numeric_limits<double>::infinity();
    constexpr GenerationKernel generated[]
        = {GenerationKernel::Recurrent, GenerationKernel::SoftmaxCached, GenerationKernel::Delta};
    constexpr std::size_t kGenerated = std::size(generated);
    std::vector<double> best[kGenerated];
    for (auto &times : best)
        times.assign(blocks, unmeasured);
    std::size_t countedRuns[kGenerated] = {};
    std::size_t startedRuns[kGenerated] = {};
    std::size_t planned[kGenerated] = {}; // the warm-up included
    std::fill(std::begin(planned), std::end(planned), options.runs);
    std::size_t blocksDone[kGenerated] = {};
    double uncachedPasses = 0; // of (f) over its positions, a fraction within the current one
    std::vector<GenerationPoint> uncachedPoints;
    const auto showProgress = [&] {
        double share = 0;
        for (std::size_t which = 0; which < kGenerated; ++which)
            share += 0.8 / double(kGenerated)
                * std::min(1.0, double(blocksDone[which]) / double(planned[which] * blocks));
        share += 0.2 * uncachedPasses / double(rounds);
        advanceTo(std::size_t(1000.0 * share));
    };

    // One generation of maxN tokens by (d), (e) or the delta rule, timed block by block.
    const auto generate = [&](std::size_t which, std::size_t run) {
        const bool counted = options.runs == 1 || run > 0;
        // Only the decoder this run times; each run starts from an empty state.
        std::optional<kernels::RecurrentDecoder<T>> recurrent;
        std::optional<kernels::CachedSoftmaxDecoder<T>> cached;
        std::optional<kernels::DeltaDecoder<T>> delta;
        switch (generated[which]) {
        case GenerationKernel::Recurrent:
            recurrent.emplace(d, kernels::FeatureMapKind::Elu1);
            break;
        case GenerationKernel::Delta:
            delta.emplace(d, kernels::FeatureMapKind::Elu1, T(kGenerationDeltaBeta),
                T(kGenerationDeltaDecay));
            break;
        default:
            cached.emplace(d, kernels::bestPath(), maxN);
            break;
        }
        const auto runStart = Clock::now();
        for (std::size_t b = 0; b < blocks; ++b) {
            if (interrupted())
                return;
            const std::size_t first = b * kGenerationBlock;
            const std::size_t last = std::min(first + kGenerationBlock, maxN);
            const auto start = Clock::now();
            for (std::size_t t = first; t < last; ++t) {
                if (recurrent)
                    recurrent->step(tokens.row(tokens.q, t), tokens.row(tokens.k, t),
                        tokens.row(tokens.v, t), out);
                else if (delta)
                    delta->step(tokens.row(tokens.q, t), tokens.row(tokens.k, t),
                        tokens.row(tokens.v, t), out);
                else
                    cached->step(tokens.row(tokens.q, t), tokens.row(tokens.k, t),
                        tokens.row(tokens.v, t), out);
            }
            const double seconds = secondsSince(start);
            if (counted)
                best[which][b] = std::min(best[which][b], seconds);
            ++blocksDone[which];
            showProgress();
        }
        if (counted)
            ++countedRuns[which];
        if (run == 0 && options.runs > 1) {
            const double warmUp = std::max(secondsSince(runStart), 1e-9);
            const auto fit = std::size_t(options.generationSeconds / warmUp);
            planned[which] = 1 + std::clamp(fit, options.runs - 1, kMaxGenerationRuns);
        }
    };

    // (f) at one position: its share of the calls for one pass.
    const std::size_t roundRuns = (options.runs + rounds - 1) / rounds;
    const double roundSeconds = options.pointSeconds / double(rounds);
    const auto timeSteps = [&](GenerationPoint &point) {
        const std::size_t p = point.position;
        const std::size_t size = (p + 1) * d;
        const kernels::Inputs<T> prefix {p + 1, d, std::span<const T>(tokens.q).first(size),
            std::span<const T>(tokens.k).first(size), std::span<const T>(tokens.v).first(size)};
        const auto first = Clock::now();
        std::size_t calls = 0;
        do {
            const auto start = Clock::now();
            kernels::uncachedSoftmaxStep(prefix, std::span<T>(out));
            const double seconds = secondsSince(start);
            point.seconds = point.repetitions == 0 ? seconds : std::min(point.seconds, seconds);
            ++point.repetitions;
            ++calls;
        } while (!stop.stop_requested() && calls < kMaxGenerationRuns
            && (calls < roundRuns || secondsSince(first) < roundSeconds)
            && secondsSince(first) < std::max(options.maxStepSeconds, roundSeconds));
    };

    // The work goes in `rounds` passes, each taking its share of (d)'s runs, (e)'s runs and
    // (f)'s calls, so that a slow moment of the machine (another program, a frequency change)
    // spoils a share of a kernel's measurement, not all of it. The first pass decides which
    // positions (f) reaches: while a step stays within the budget.
    for (std::size_t round = 0; round < rounds && !interrupted(); ++round) {
        for (std::size_t which = 0; which < kGenerated && !interrupted(); ++which) {
            const auto target = [&] {
                return round + 1 == rounds
                    ? planned[which]
                    : std::max<std::size_t>(1, planned[which] * (round + 1) / rounds);
            };
            while (startedRuns[which] < target() && !interrupted())
                generate(which, startedRuns[which]++);
        }
        if (round == 0) {
            double previousSeconds = 0;
            std::size_t previousPosition = 0;
            for (const std::size_t p : positions) {
                if (interrupted())
                    break;
                if (previousSeconds > 0) {
                    const double growth = double(p + 1) / double(previousPosition + 1);
                    if (previousSeconds * growth * growth > options.maxStepSeconds)
                        break;
                }
                GenerationPoint point {GenerationKernel::SoftmaxUncached, p, 0, 0};
                timeSteps(point);
                uncachedPoints.push_back(point);
                previousSeconds = point.seconds;
                previousPosition = p;
                uncachedPasses = double(uncachedPoints.size()) / double(positions.size());
                showProgress();
            }
        } else {
            for (std::size_t i = 0; i < uncachedPoints.size() && !interrupted(); ++i) {
                timeSteps(uncachedPoints[i]);
                uncachedPasses = double(round) + double(i + 1) / double(uncachedPoints.size());
                showProgress();
            }
        }
        uncachedPasses = double(round + 1); // the positions left out count as done
        showProgress();
    }

    for (std::size_t which = 0; which < kGenerated; ++which)
        for (const std::size_t p : positions) {
            const std::size_t b = p / kGenerationBlock;
            if (best[which][b] == unmeasured)
                continue;
            const std::size_t steps = std::min(kGenerationBlock, maxN - b * kGenerationBlock);
            result.points.push_back({generated[which], p, best[which][b] / double(steps),
                std::max<std::size_t>(countedRuns[which], 1)});
        }
    result.points.insert(result.points.end(), uncachedPoints.begin(), uncachedPoints.end());
    if (progress && state.done != state.total) {
        state.done = state.total; // the positions (f) left out, or the interrupted rest
        progress(state);
    }

    // Totals: the generating kernels add up their blocks where every one was measured; otherwise,
    // and for (f), from the points.
    for (const std::size_t n : generationTotalSizes(options)) {
        GenerationTotal total;
        total.n = n;
        for (const GenerationKernel kernel : kGenerationKernels) {
            const auto k = std::size_t(kernel);
            const auto g
                = std::size_t(std::find(generated, generated + kGenerated, kernel) - generated);
            const bool generates = g < kGenerated;
            const std::size_t blocksNeeded = (n + kGenerationBlock - 1) / kGenerationBlock;
            if (generates && n <= maxN
                && std::all_of(best[g].begin(), best[g].begin() + std::ptrdiff_t(blocksNeeded),
                    [&](double s) { return s != unmeasured; })) {
                double sum = 0;
                for (std::size_t b = 0; b < blocksNeeded; ++b) {
                    const std::size_t first = b * kGenerationBlock;
                    const std::size_t steps = std::min(kGenerationBlock, maxN - first);
                    const std::size_t used = std::min(kGenerationBlock, n - first);
                    sum += best[g][b] * double(used) / double(steps);
                }
                total.seconds[k] = sum;
                total.known[k] = true;
                continue;
            }
            if (const auto summed = summedFromPoints(result.points, kernel, n)) {
                total.seconds[k] = summed->first;
                // A sum over a curve through the timed positions is an estimate even within them.
                total.estimated[k] = true;
                total.extrapolated[k] = summed->second || generates;
                total.known[k] = true;
            }
        }
        result.totals.push_back(total);
    }
    return result;
}

} // namespace

GenerationResult runGenerationSweep(const GenerationOptions &options, std::stop_token stop,
    const std::function<void(const GenerationProgress &)> &progress)
{
    if (auto error = validateGenerationOptions(options))
        throw std::invalid_argument(*error);
    if (options.precision == ScalingPrecision::Float32)
        return sweep<float>(options, stop, progress);
    return sweep<double>(options, stop, progress);
}

} // namespace linattn
