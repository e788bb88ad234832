// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How FAVOR+ approaches softmax attention as m grows: |linear − softmax| against m, averaged over
// several seeds, for the convergence chart (a pure function: the app runs it in a worker thread).

#include "attention_data.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace linattn {

inline constexpr std::size_t kMaxConvergenceSeeds = 256;

struct ConvergenceOptions {
    // The m of each point, each 1…4096; empty: 1, 2, 4, …, 4096
    // (defaultConvergenceFeatureCounts()).
    std::vector<std::size_t> featureCounts;
    std::size_t seedCount = 8; // 1…kMaxConvergenceSeeds: seeds firstSeed, firstSeed + 1, …
    std::uint64_t firstSeed = 1;
    bool orthogonal = true;
};

struct ConvergencePoint {
    std::size_t features = 0; // m
    // The mean over the seeds whose output is available of |output − softmax| at the prefix;
    // empty when no seed gave an available output (every denominator underflowed to 0).
    std::optional<double> meanError;
    double minError = 0; // over the same seeds (0 when meanError is empty)
    double maxError = 0;
    std::size_t availableSeeds = 0; // how many seeds the mean is over
};

// 1, 2, 4, …, 4096.
std::vector<std::size_t> defaultConvergenceFeatureCounts();

// Place "m" ("m: 5000 is outside 1…4096") or "seeds" ("seeds: 0 is outside 1…256").
std::optional<DataError> validateConvergenceOptions(const ConvergenceOptions &options);

// One point per feature count, in the order given. The output for (m, seed) is that of
// computeStepTable(data, FavorFeatureMap({m, seed, orthogonal}), prefix) up to rounding (the rows
// for m are the first m rows of the largest m, so each seed's rows and features are made once;
// the common factor 1/√m cancels in the ratio), and softmax is the step table's softmax.
// Throws InvalidDataError for invalid data, std::out_of_range for a prefix outside 1…n and
// std::invalid_argument for invalid options (the message of validateConvergenceOptions()).
// Returns an empty vector when `stop` is requested before it is done. Cost: about
// seedCount · (prefix + 1) · max(m) exponentials (8 · 65 · 4096 ≈ 2·10⁶, a few ms optimised).
std::vector<ConvergencePoint> computeFavorConvergence(const AttentionData &data, std::size_t prefix,
    const ConvergenceOptions &options = {}, std::stop_token stop = {});

} // namespace linattn
