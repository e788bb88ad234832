// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Floating-point precision of the running sums, for the precision lab.
//
// 1. Drift: S = Σ φ(kᵢ)vᵢ and Z = Σ φ(kᵢ) accumulated one key at a time in float32 or float64
//    over a long generated sequence (up to 1,000,000 keys), against an exact reference, with
//    the output φ(q)·S / φ(q)·Z. Returns the relative drift of S, Z and the output at
//    checkpoints of N, each with a rigorous bound (below) that it never exceeds.
// 2. ELU+1 in float32: written as elu(x) + 1 it is exactly 0 for x ≤ −18 (from about −17.33),
//    while eˣ stays positive down to about −103.9.
//
// Both are pure functions of their arguments (the app runs the drift in a worker thread).

#include "attention_data.h"
#include "feature_map.h"
#include "random_features.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace linattn {

inline constexpr std::size_t kMaxDriftKeys = 1'000'000;

enum class SumPrecision { Float32, Float64 };

// The generated sequence of a seed: NormalGenerator(seed) (random_features.h) draws the query's
// two coordinates, then per key its two coordinates and ε, the value being 1 + ε/2; so query
// and keys are 2-D N(0, I), values N(1, 1/4). Deterministic like the FAVOR+ rows.
class DriftSequence {
public:
    explicit DriftSequence(std::uint64_t seed);

    const std::array<double, 2> &query() const { return query_; }
    // The next key and its value.
    void next(std::array<double, 2> &key, double &value);

private:
    NormalGenerator normal_;
    std::array<double, 2> query_ {};
};

struct PrecisionDriftOptions {
    std::size_t keyCount = kMaxDriftKeys; // N, 1…kMaxDriftKeys
    std::uint64_t seed = 1;
    SumPrecision precision = SumPrecision::Float32;
    // Strictly increasing, each 1…keyCount; empty: 1, 2, 5, 10, 20, 50, … below keyCount, and
    // keyCount itself (defaultDriftCheckpoints()).
    std::vector<std::size_t> checkpoints;
};

// At N keys, with Ŝ, Ẑ, ô the sums and output in the chosen precision and S, Z, o exact (the
// double φ(kᵢ) and vᵢ summed in double-double, error below 10⁻³⁰ relative):
//   sDrift = maxⱼ |Ŝⱼ − Sⱼ| / maxⱼ |Sⱼ|,  zDrift likewise (0 when the exact vector is 0),
//   outputDrift = |ô − o| / |o|.
// The bounds are Higham's for recursive summation, u = 2⁻²⁴ (float32) or 2⁻⁵³ (float64),
// γₖ = ku / (1 − ku), F features, Aⱼ = Σᵢ |φⱼ(kᵢ)vᵢ|, Bⱼ = Σᵢ |φⱼ(kᵢ)|:
//   sBound = γ_(N+2) maxⱼ Aⱼ / maxⱼ |Sⱼ|,  zBound = γ_(N+1) maxⱼ Bⱼ / maxⱼ |Zⱼ|,
//   output: with a = γ_(N+F+3) Σⱼ |φⱼ(q)|Aⱼ, b = γ_(N+F+2) Σⱼ |φⱼ(q)|Bⱼ, n = φ(q)·S, d = φ(q)·Z,
//   e = (a|d| + |n|b) / (|d|(|d| − b)): outputBound = (e + u(|o| + e)) / |o| (empty when b ≥ |d|),
// each plus 2⁻⁵⁰ for the reference's own rounding. φ is computed in double either way (float32
// rounds each φⱼ(k) and v to float, counted in the γ's). For a non-negative φ, Bⱼ = |Zⱼ| so
// zBound ≈ N·u: float32 Z can drift by up to 6% at N = 10⁶, though typically far less.
struct PrecisionDriftPoint {
    std::size_t keys = 0; // N
    double sDrift = 0;
    double zDrift = 0;
    std::optional<double> outputDrift; // empty when o or ô is Unavailable, or o = 0
    double sBound = 0;
    double zBound = 0;
    std::optional<double> outputBound;
    std::optional<double> output; // o, the exact output at N; empty when Unavailable
};

// 1, 2, 5, 10, 20, 50, … below `keyCount`, then keyCount.
std::vector<std::size_t> defaultDriftCheckpoints(std::size_t keyCount);

// Place "N" ("N: 2000000 is outside 1…1000000") or "checkpoints".
std::optional<DataError> validatePrecisionDriftOptions(const PrecisionDriftOptions &options);

// The drift for `map` (any feature map; 2-D input) at each checkpoint. Throws
// std::invalid_argument for invalid options; returns an empty vector when `stop` is requested
// before it is done. Cost: N·(F + 3 normals) — about 0.1 s for N = 10⁶ with ELU+1, optimised.
std::vector<PrecisionDriftPoint> computePrecisionDrift(
    const FeatureMap &map, const PrecisionDriftOptions &options = {}, std::stop_token stop = {});

// ELU+1 in float32, the rejected way: elu(x) + 1 with elu(x) = x for x > 0 and eˣ − 1 (as
// std::expm1 in float) for x ≤ 0. Exactly 0 once eˣ < 2⁻²⁵, i.e. for x ≤ about −17.33.
float elu1Float32AsEluPlusOne(float x);
// ELU+1 in float32, the core's way: x + 1 for x > 0, eˣ (std::exp in float) for x ≤ 0;
// positive down to about −103.9, where eˣ underflows below the smallest float.
float elu1Float32AsExp(float x);
// The largest float x at which elu1Float32AsEluPlusOne(x) is exactly 0 (about −17.33): every
// x at or below it gives 0, every x above it a positive number.
float elu1Float32VanishingPoint();

} // namespace linattn
