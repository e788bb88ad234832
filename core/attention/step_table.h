// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"
#include "feature_map.h"
#include "random_features.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace linattn {

// Everything the app shows for one prefix p (keys k₀…kₚ₋₁ included): the token t = p − 1 of the
// single query's sequence (sharedQuerySequence()), whose tokens share the one query; the sums are
// Sₜ and Zₜ, named by that token as everywhere (shownTokenIndex). Value-shaped fields have d_v
// coordinates (StepTable::valueDimension), one for scalar values; S is m × d_v, row f for feature
// f, stored row by row. An empty optional means Unavailable: its denominator is exactly zero.
struct StepRecord {
    std::size_t prefix = 0; // p, 1-based: the token t = p − 1
    InlineVector key; // kₜ
    InlineVector value; // vₜ, d_v coordinates
    InlineVector phiKey; // φ(kₜ)
    double score = 0; // φ(q)·φ(kₜ): the weight before normalising
    InlineVector S; // Sₜ = Σᵢ≤ₜ φ(kᵢ) vᵢᵀ, m × d_v row by row
    InlineVector Z; // Zₜ = Σᵢ≤ₜ φ(kᵢ)
    InlineVector numerator; // φ(q)ᵀS, d_v coordinates
    double denominator = 0; // φ(q)·Z (without ε: see StepTable::epsilon)
    std::optional<InlineVector> output; // numerator / (denominator + ε)
    std::optional<InlineVector> reference; // Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε), without S or Z
    InlineVector softmax; // Σ e^(q·kᵢ) vᵢ / Σ e^(q·kᵢ), stable
    std::optional<double> difference; // the largest |output − reference| over the coordinates
    // The normalised scores φ(q)·φ(kᵢ) / (Σⱼ φ(q)·φ(kⱼ) + ε), i < t: the parallel form's row t;
    // empty where the reference is Unavailable. With identity they can be negative or above 1.
    std::optional<std::vector<double>> weights;
    std::vector<double> softmaxWeights; // e^(q·kᵢ) / Σⱼ e^(q·kⱼ), i < t, summing to 1

    bool available() const { return output.has_value(); }
};

// The ε of real implementations, added to the denominator: 1e-6 in the paper
// authors' implementation, 1e-10 in a common kernel library.
inline constexpr double kEpsilonPaper = 1e-6;
inline constexpr double kEpsilonKernelLibrary = 1e-10;
inline constexpr double kMaxEpsilon = 1.0;

// How the step table divides. ε = 0 (the default) is the exact ratio, with
// Unavailable where the denominator is exactly 0. With ε > 0 the output is
// φ(q)·S / (φ(q)·Z + ε) and the reference Σ wᵢvᵢ / (Σ wᵢ + ε): a zero
// denominator then gives 0 (or the numerator / ε) instead of Unavailable —
// ε hides the undefined case, it does not fix it. Only where φ(q)·Z + ε is
// itself exactly 0 (possible with identity) is the output Unavailable.
struct StepTableOptions {
    double epsilon = 0.0; // 0…kMaxEpsilon, finite

    bool operator==(const StepTableOptions &) const = default;
};

// Place "ε", message e.g. "2 is outside 0…1" or "expected a finite number, got NaN".
std::optional<DataError> validateEpsilon(double epsilon);
// "1e-6", "0.000001", "0" -> the number; otherwise a DataError at place "ε":
// "expected a number from 0 to 1, got \"abc\"" or "2 is outside 0…1".
std::variant<double, DataError> parseEpsilon(std::string_view text);

// The step records for prefixes 1…prefix, with what produced them.
struct StepTable {
    std::optional<std::string> presetId; // empty for the user's own data
    std::string title;
    std::string featureMapId;
    std::string featureMapParameters; // FeatureMap::parameters(): "m = 64, seed = 1, orthogonal"
    std::optional<FavorSettings> favorSettings; // the same as numbers, for FAVOR+ only
    double epsilon = 0.0; // StepTableOptions::epsilon
    std::size_t prefix = 0;
    std::size_t valueDimension = 1; // d_v
    Vector query;
    InlineVector phiQuery;
    std::vector<StepRecord> steps;
};

// Computes steps 1…prefix, as tokens 1…prefix of the single query's sequence (computeSequence()
// with γ = 1 and one chunk: the output is the recurrent form's, the reference the parallel form's
// row, softmax the sequence's). Throws InvalidDataError for data that fails validate(), and
// std::out_of_range for a prefix outside 1…n.
StepTable computeStepTable(const AttentionData &data, const FeatureMap &map, std::size_t prefix,
    std::optional<std::string> presetId = std::nullopt);

// The same with options (ε): computeStepTable(data, map, prefix, presetId,
// {kEpsilonPaper}), presetId std::nullopt for the user's own data. (Options
// come last and have no default, so a call with four arguments, even
// `computeStepTable(data, map, n, {})`, still means the one above.) Throws
// std::invalid_argument for an ε that fails validateEpsilon(), with its
// message ("ε: 2 is outside 0…1").
StepTable computeStepTable(const AttentionData &data, const FeatureMap &map, std::size_t prefix,
    std::optional<std::string> presetId, const StepTableOptions &options);

// Softmax's weights over the first `prefix` keys (1…table.steps.size()): the step's
// softmaxWeights.
const std::vector<double> &softmaxWeights(const StepTable &table, std::size_t prefix);

// Linear attention's normalised weights φ(q)·φ(kᵢ) / (Σⱼ φ(q)·φ(kⱼ) + ε) over the first `prefix`
// keys (1…table.steps.size()), ε = table.epsilon (0 unless set): the step's weights, empty where
// the denominator is exactly 0 (Unavailable). With ε > 0 they sum to less than 1.
const std::optional<std::vector<double>> &linearWeights(const StepTable &table, std::size_t prefix);

double dot(std::span<const double> a, std::span<const double> b);

// numerator / denominator, or Unavailable (empty) when the denominator is exactly 0 or the
// quotient is not finite (possible only with maps that are not non-negative): no NaN or infinity
// leaves the core.
std::optional<double> divideOrUnavailable(double numerator, double denominator);
// The same for a value-shaped numerator: every coordinate divided, Unavailable when the denominator
// is exactly 0 or any quotient is not finite.
std::optional<InlineVector> divideOrUnavailable(
    std::span<const double> numerator, double denominator);

} // namespace linattn
