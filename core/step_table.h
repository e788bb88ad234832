#pragma once

#include "attention_data.h"
#include "feature_map.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace linattn {

// Everything the app shows for one prefix t (keys k₀…kₜ₋₁ included).
// An empty optional means Unavailable: its denominator is exactly zero.
struct StepRecord {
    std::size_t prefix = 0; // t, 1-based
    InlineVector key; // kₜ₋₁
    double value = 0; // vₜ₋₁
    InlineVector phiKey; // φ(kₜ₋₁)
    double weight = 0; // φ(q)·φ(kₜ₋₁)
    InlineVector S; // Σᵢ<ₜ φ(kᵢ) vᵢ
    InlineVector Z; // Σᵢ<ₜ φ(kᵢ)
    double numerator = 0; // φ(q)·S
    double denominator = 0; // φ(q)·Z
    std::optional<double> output; // numerator / denominator
    std::optional<double> reference; // Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ), without S or Z
    double softmax = 0; // Σ e^(q·kᵢ) vᵢ / Σ e^(q·kᵢ), stable
    std::optional<double> difference; // |output − reference|

    bool available() const { return output.has_value(); }
};

// The step records for prefixes 1…prefix, with what produced them.
struct StepTable {
    std::optional<std::string> presetId; // empty for the user's own data
    std::string title;
    std::string featureMapId;
    std::size_t prefix = 0;
    Vector query;
    InlineVector phiQuery;
    std::vector<StepRecord> steps;
};

// Computes steps 1…prefix. Throws InvalidDataError for data that fails
// validate(), and std::out_of_range for a prefix outside 1…n.
StepTable computeStepTable(const AttentionData &data, const FeatureMap &map, std::size_t prefix,
    std::optional<std::string> presetId = std::nullopt);

// Softmax attention over the first `prefix` keys, computed in two passes by
// subtracting the largest score. Used by tests and by the weights view.
std::vector<double> softmaxWeights(const AttentionData &data, std::size_t prefix);

// Linear attention's normalised weights φ(q)·φ(kᵢ) / Σⱼ φ(q)·φ(kⱼ) over the
// first `prefix` steps; empty when that sum is exactly 0 (Unavailable).
std::optional<std::vector<double>> linearWeights(const StepTable &table, std::size_t prefix);

double dot(std::span<const double> a, std::span<const double> b);

} // namespace linattn
