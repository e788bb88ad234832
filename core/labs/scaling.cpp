// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaling.h"

#include "sweep_budget.h"

#include "kernels/cache_line_vector.h"
#include "kernels/kernels.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>
#include <stdexcept>

namespace linattn {

std::string_view scalingKernelId(ScalingKernel kernel)
{
    switch (kernel) {
    case ScalingKernel::Reassociated:
        return "reassociated";
    case ScalingKernel::Direct:
        return "direct";
    case ScalingKernel::Softmax:
        return "softmax";
    }
    return "reassociated";
}

std::string_view scalingPrecisionId(ScalingPrecision precision)
{
    return precision == ScalingPrecision::Float32 ? "float32" : "float64";
}

std::size_t bytesPerNumber(ScalingPrecision precision)
{
    return precision == ScalingPrecision::Float32 ? 4 : 8;
}

double nanosecondsPerToken(const ScalingPoint &point)
{
    return point.n == 0 ? 0 : point.seconds * 1e9 / double(point.n);
}

double gigaflops(const ScalingPoint &point, std::size_t d)
{
    if (point.seconds <= 0)
        return 0;
    const double flops = point.kernel == ScalingKernel::Reassociated
        ? kernels::reassociatedFlops(point.n, d)
        : kernels::quadraticFlops(point.n, d);
    return flops / point.seconds / 1e9;
}

double PowerLawFit::at(double x) const
{
    return std::exp(intercept + slope * std::log(x));
}

std::optional<PowerLawFit> fitPowerLaw(std::span<const double> x, std::span<const double> y)
{
    std::vector<double> lx;
    std::vector<double> ly;
    for (std::size_t i = 0; i < std::min(x.size(), y.size()); ++i) {
        if (x[i] > 0 && y[i] > 0 && std::isfinite(x[i]) && std::isfinite(y[i])) {
            lx.push_back(std::log(x[i]));
            ly.push_back(std::log(y[i]));
        }
    }
    const auto count = lx.size();
    if (count < 2)
        return std::nullopt;
    double mx = 0;
    double my = 0;
    for (std::size_t i = 0; i < count; ++i) {
        mx += lx[i];
        my += ly[i];
    }
    mx /= double(count);
    my /= double(count);
    double sxx = 0;
    double sxy = 0;
    for (std::size_t i = 0; i < count; ++i) {
        sxx += (lx[i] - mx) * (lx[i] - mx);
        sxy += (lx[i] - mx) * (ly[i] - my);
    }
    if (!(sxx > 0))
        return std::nullopt;
    PowerLawFit fit;
    fit.slope = sxy / sxx;
    fit.intercept = my - fit.slope * mx;
    fit.count = count;
    return fit;
}

std::optional<PowerLawFit> fitKernel(std::span<const ScalingPoint> points, ScalingKernel kernel)
{
    std::vector<double> x;
    std::vector<double> y;
    for (const ScalingPoint &point : points) {
        if (point.kernel == kernel) {
            x.push_back(double(point.n));
            y.push_back(point.seconds);
        }
    }
    return fitPowerLaw(x, y);
}

std::optional<std::size_t> crossover(
    std::span<const ScalingPoint> points, ScalingKernel fast, ScalingKernel slow)
{
    // (N, fast faster?) for every N measured for both, in increasing N.
    std::vector<std::pair<std::size_t, bool>> common;
    for (const ScalingPoint &a : points) {
        if (a.kernel != fast)
            continue;
        for (const ScalingPoint &b : points) {
            if (b.kernel == slow && b.n == a.n) {
                common.emplace_back(a.n, a.seconds < b.seconds);
                break;
            }
        }
    }
    std::sort(common.begin(), common.end());
    std::optional<std::size_t> from;
    for (auto it = common.rbegin(); it != common.rend() && it->second; ++it)
        from = it->first;
    return from;
}

MemoryFigures memoryAt(std::size_t n, std::size_t d, ScalingPrecision precision)
{
    const std::uint64_t size = bytesPerNumber(precision);
    MemoryFigures figures;
    figures.n = n;
    figures.stateBytes = (std::uint64_t(d) * d + d) * size;
    figures.kvCacheBytes = 2 * std::uint64_t(n) * d * size;
    figures.scoresBytes = std::uint64_t(n) * n * size;
    return figures;
}

std::string formatThreeDigits(double value)
{
    char text[32];
    // Three significant digits, without trailing zeros: 16.3, 4, 512.
    const int decimals = value < 10 ? 2 : value < 100 ? 1 : 0;
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    std::string number = text;
    if (number.find('.') != std::string::npos) {
        while (number.back() == '0')
            number.pop_back();
        if (number.back() == '.')
            number.pop_back();
    }
    return number;
}

std::string formatBytes(std::uint64_t bytes)
{
    static constexpr const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    if (bytes < 1024)
        return std::to_string(bytes) + " B";
    double value = double(bytes);
    std::size_t unit = 0;
    while (value >= 1024 && unit + 1 < std::size(units)) {
        value /= 1024;
        ++unit;
    }
    return formatThreeDigits(value) + " " + units[unit];
}

std::optional<std::string> validateSweepOptions(const SweepOptions &options)
{
    if (options.d < kMinScalingDimension || options.d > kMaxScalingDimension)
        return "d: " + std::to_string(options.d) + " is outside 1…256";
    if (options.maxN < 1 || options.maxN > kMaxScalingN)
        return "max-n: " + std::to_string(options.maxN) + " is outside 1…65536";
    if (options.minN < 1 || options.minN > options.maxN)
        return "min-n: " + std::to_string(options.minN) + " is outside 1…"
            + std::to_string(options.maxN);
    if (!(options.maxCallSeconds > 0) || !(options.repeatSeconds >= 0)
        || !(options.totalSeconds > 0))
        return std::string("budget: the time budgets must be positive");
    return std::nullopt;
}

std::vector<std::size_t> sweepSizes(const SweepOptions &options)
{
    std::vector<std::size_t> sizes;
    for (std::size_t n = options.minN; n >= 1 && n <= options.maxN; n *= 2)
        sizes.push_back(n);
    return sizes;
}

namespace {

using sweeps::Clock;
using sweeps::secondsSince;

template <typename T> struct SweepInputs {
    kernels::CacheLineVector<T> q, k, v, out;
    std::vector<std::uint8_t> available;
};

// Times point.kernel at point.n for about `seconds` (and at least `minimum` calls, while they take
// less than minRepetitionSeconds), keeping the fastest call in point; adds to point.repetitions.
template <typename T>
void timeCalls(ScalingPoint &point, SweepInputs<T> &x, std::size_t d, double seconds,
    std::size_t minimum, const SweepOptions &options, std::stop_token stop)
{
    const std::size_t n = point.n;
    const kernels::Inputs<T> in {n, d, std::span<const T>(x.q.data(), n * d),
        std::span<const T>(x.k.data(), n * d), std::span<const T>(x.v.data(), n * d)};
    const kernels::Outputs<T> outputs {
        std::span<T>(x.out.data(), n * d), std::span<std::uint8_t>(x.available.data(), n)};
    const auto call = [&] {
        switch (point.kernel) {
        case ScalingKernel::Reassociated:
            kernels::reassociated(in, outputs, kernels::FeatureMapKind::Elu1);
            break;
        case ScalingKernel::Direct:
            kernels::directQuadratic(in, outputs, kernels::FeatureMapKind::Elu1);
            break;
        case ScalingKernel::Softmax:
            kernels::softmaxAttention(in, outputs.out);
            break;
        }
    };
    // A warm-up call, not counted: the first touches the outputs' new pages and brings the inputs
    // into the caches, which the benchmark's calls never pay for.
    if (options.warmUp)
        call();
    const auto first = Clock::now();
    std::size_t calls = 0;
    do {
        const auto start = Clock::now();
        call();
        const double took = secondsSince(start);
        point.seconds = point.repetitions == 0 ? took : std::min(point.seconds, took);
        ++point.repetitions;
        ++calls;
    } while (!stop.stop_requested() && calls < 1000
        && (secondsSince(first) < seconds
            || (calls < minimum && secondsSince(first) < options.minRepetitionSeconds)));
}

template <typename T>
SweepResult sweep(const SweepOptions &options, std::stop_token stop,
    const std::function<void(const SweepProgress &, const std::optional<ScalingPoint> &)> &progress)
{
    const auto sizes = sweepSizes(options);
    const std::size_t d = options.d;
    const std::size_t rounds = std::max<std::size_t>(options.rounds, 1);
    SweepResult result;
    SweepProgress state {0, rounds * sizes.size() * kScalingKernelCount};
    const auto started = Clock::now();
    // Each round gets its share of the repetitions: a point's calls are spread over the sweep, so
    // that a slow moment of the machine (another program, a frequency change) spoils one share.
    const double roundSeconds = options.repeatSeconds / double(rounds);
    const std::size_t roundMinimum = (options.minRepetitions + rounds - 1) / rounds;

    std::mt19937_64 random(options.seed);
    std::uniform_real_distribution<double> uniform(-1.0, 1.0);
    SweepInputs<T> x;
    const auto interrupted
        = [&] { return sweeps::interrupted(result, stop, started, options.totalSeconds); };

    // Each kernel's time at the previous N; nullopt once it has stopped.
    std::optional<double> last[kScalingKernelCount] = {0.0, 0.0, 0.0};
    const ScalingKernel kernels[kScalingKernelCount]
        = {ScalingKernel::Reassociated, ScalingKernel::Direct, ScalingKernel::Softmax};
    std::size_t previousN = 0;

    // Round 1 decides which points are measured (the budget per call) and reports each new one.
    for (const std::size_t n : sizes) {
        // The inputs grow by appending: the first n tokens are the same at every N.
        while (x.q.size() < n * d) {
            if (stop.stop_requested()) {
                result.cancelled = true;
                return result;
            }
            const std::size_t chunk = std::min<std::size_t>(n * d - x.q.size(), 1 << 16);
            for (std::size_t i = 0; i < chunk; ++i) {
                x.q.push_back(T(uniform(random)));
                x.k.push_back(T(uniform(random)));
                x.v.push_back(T(uniform(random)));
            }
        }
        x.out.resize(n * d);
        x.available.resize(n);

        for (std::size_t which = 0; which < kScalingKernelCount; ++which) {
            if (interrupted())
                return result;
            std::optional<ScalingPoint> measured;
            auto &previous = last[which];
            if (previous && previousN > 0) {
                const double factor = double(n) / double(previousN);
                const double exponent = which == 0 ? 1.0 : 2.0;
                if (*previous * std::pow(factor, exponent) > options.maxCallSeconds)
                    previous.reset();
            }
            if (previous) {
                ScalingPoint point;
                point.kernel = kernels[which];
                point.n = n;
                timeCalls(point, x, d, roundSeconds, roundMinimum, options, stop);
                if (stop.stop_requested() && point.repetitions == 0) {
                    result.cancelled = true;
                    return result;
                }
                previous = point.seconds;
                result.points.push_back(point);
                measured = point;
            }
            ++state.done;
            if (progress)
                progress(state, measured);
        }
        previousN = n;
    }

    // The other rounds time the same points again; a point is reported when it got faster.
    const std::size_t steps = sizes.size() * kScalingKernelCount;
    for (std::size_t round = 1; round < rounds; ++round) {
        std::size_t next = 0; // the next point of result.points, in the order measured
        for (std::size_t step = 0; step < steps; ++step) {
            if (interrupted())
                return result;
            const std::size_t n = sizes[step / kScalingKernelCount];
            const ScalingKernel kernel = kernels[step % kScalingKernelCount];
            std::optional<ScalingPoint> faster;
            if (next < result.points.size() && result.points[next].n == n
                && result.points[next].kernel == kernel) {
                ScalingPoint &point = result.points[next++];
                const double before = point.seconds;
                timeCalls(point, x, d, roundSeconds, roundMinimum, options, stop);
                if (point.seconds < before)
                    faster = point;
            }
            ++state.done;
            if (progress)
                progress(state, faster);
        }
    }
    return result;
}

} // namespace

SweepResult runScalingSweep(const SweepOptions &options, std::stop_token stop,
    const std::function<void(const SweepProgress &, const std::optional<ScalingPoint> &)> &progress)
{
    if (auto error = validateSweepOptions(options))
        throw std::invalid_argument(*error);
    if (options.precision == ScalingPrecision::Float32)
        return sweep<float>(options, stop, progress);
    return sweep<double>(options, stop, progress);
}

} // namespace linattn
