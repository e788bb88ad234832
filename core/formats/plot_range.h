// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>

namespace linattn {

// An axis range for a chart.
struct PlotRange {
    double min = 0;
    double max = 1;
    double step = 0.2; // distance between "round" ticks, dividing max − min evenly
};

// The narrowest range plotRange() gives. A chart library cannot lay out an
// axis narrower than about 1e-12 (Qt Charts then takes a series' default
// range instead, while the tick distance stays as tiny as the data: ticks by
// the billion, until memory runs out). Values closer together than this, such
// as keys of 1e-300, are drawn together, near the middle of the range.
inline constexpr double kMinimumPlotSpan = 1e-9;

// The smallest range with "round" ends (steps of 1, 2 or 5 × 10ᵏ) that holds
// every value with a margin of `margin` × span on each side, and spans at
// least kMinimumPlotSpan. Never empty: one value v gives a range around v; no
// values give [0, 1].
PlotRange plotRange(std::span<const double> values, double margin = 0.08);

// A range for a logarithmic axis: whole decades 10ᵃ…10ᵇ (b > a) holding every positive, finite
// value; zeros, negatives and non-finite values are left out (a log axis cannot show them). No
// positive value gives [0.1, 1]; one decade's values give that decade.
struct LogRange {
    double min = 0.1;
    double max = 1;
};
LogRange logRange(std::span<const double> values);

} // namespace linattn
