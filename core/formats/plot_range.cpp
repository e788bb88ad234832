// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plot_range.h"

#include <algorithm>
#include <cmath>

namespace linattn {

namespace {
// 1, 2 or 5 × 10ᵏ, the smallest not below `rough`.
double roundStep(double rough)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    for (double factor : {1.0, 2.0, 5.0, 10.0})
        if (factor * magnitude >= rough)
            return factor * magnitude;
    return 10.0 * magnitude;
}
} // namespace

PlotRange plotRange(std::span<const double> values, double margin)
{
    if (values.empty())
        return {};
    const auto [low, high] = std::minmax_element(values.begin(), values.end());
    double min = *low;
    double max = *high;
    double span = max - min;
    if (span <= std::max(std::fabs(min), std::fabs(max)) * 1e-9 || span == 0.0) {
        // A single value (or values too close to tell apart): centre on it.
        const double half = std::max(std::fabs(min) * 0.1, 0.5);
        min -= half;
        max += half;
        span = max - min;
    }
    if (span < kMinimumPlotSpan) {
        const double middle = min / 2 + max / 2;
        min = middle - kMinimumPlotSpan / 2;
        max = middle + kMinimumPlotSpan / 2;
        span = max - min;
    }
    min -= span * margin;
    max += span * margin;
    const double step = roundStep((max - min) / 5.0);
    return {std::floor(min / step) * step, std::ceil(max / step) * step, step};
}

LogRange logRange(std::span<const double> values)
{
    double low = 0;
    double high = 0;
    for (double v : values) {
        if (!(v > 0) || !std::isfinite(v))
            continue;
        low = low == 0 ? v : std::min(low, v);
        high = std::max(high, v);
    }
    if (low == 0)
        return {};
    double minExponent = std::floor(std::log10(low));
    double maxExponent = std::ceil(std::log10(high));
    if (maxExponent <= minExponent)
        maxExponent = minExponent + 1;
    return {std::pow(10.0, minExponent), std::pow(10.0, maxExponent)};
}

} // namespace linattn
