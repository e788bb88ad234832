// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Linear attention's state as a key→value memory of fixed size (Schlag, Irie & Schmidhuber 2021,
// "Linear Transformers Are Secretly Fast Weight Programmers"). Pairs (kᵢ, vᵢ) are written into
// S (m × d_v, zero at first) in order, `passes` times over, with unit-length features
// φ̂(k) = φ(k) / ‖φ(k)‖ of the key:
//   sum rule    S ← γS + φ̂(k)vᵀ
//   delta rule  S ← γS + β φ̂(k)(v − γSᵀφ̂(k))ᵀ   (DeltaNet, Yang et al. 2024; gated, γ < 1,
//                                                 in Gated DeltaNet, Yang et al. 2025)
// and read back after all writes: rᵢ = Sᵀφ̂(kᵢ), error eᵢ = ‖rᵢ − vᵢ‖ / ‖vᵢ‖, recalled when
// vᵢ is strictly nearer to rᵢ than every other stored value that differs from it. A key whose
// features are all 0 can be neither written nor read: its read-out is Unavailable.
// The contrast is softmax attention over the whole cache of pairs (its KV cache):
// rᵢ = Σⱼ softmaxⱼ(kᵢ·kⱼ / τ) vⱼ over the raw keys, with the same error and recall.
// Everything in float64.

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

enum class MemoryRule { Sum, Delta };

struct MemorySettings {
    MemoryRule rule = MemoryRule::Sum;
    double beta = 1; // the delta rule's step, in (0, 1]
    double decay = 1; // γ, in (0, 1]: below 1 the gated form, which forgets the oldest
    std::size_t passes = 1; // writes of every pair, in order, at least 1
    double temperature = 1; // τ of the softmax contrast, > 0
    // Keep S after every write (MemoryResult::states): N·passes copies of m × d_v numbers, for a
    // step-through of a small memory; off, only the last state is kept.
    bool keepStates = false;
    friend bool operator==(const MemorySettings &, const MemorySettings &) = default;
};

// N pairs: keys of one length d, values of one length d_v, all finite, no value of length 0.
struct MemoryPairs {
    std::vector<std::vector<double>> keys;
    std::vector<std::vector<double>> values;
};

// The features a key is written and read with (φ, before it is made unit length); every key
// must give the same number of them.
using MemoryFeatures = std::function<std::vector<double>(std::span<const double> key)>;

struct MemoryReadout {
    std::optional<std::vector<double>> readout; // nullopt: Unavailable (φ(k) = 0)
    std::optional<double> error; // ‖r − v‖ / ‖v‖, nullopt where the read-out is
    bool recalled = false;
    // What recall was judged by: ‖r − v‖, and the stored value that differs from v nearest to r
    // (nullopt when every stored value equals v) with its distance.
    double ownDistance = 0;
    std::optional<std::size_t> nearestOther;
    double nearestOtherDistance = 0;
};

struct MemoryResult {
    std::size_t featureDimension = 0; // m
    std::size_t valueDimension = 0; // d_v
    std::size_t pairCount = 0; // N
    // φ̂(kᵢ), unit length; nullopt where φ(kᵢ) = 0.
    std::vector<std::optional<std::vector<double>>> features;
    // S after every write (with keepStates; else empty), m rows of d_v numbers each, and the
    // pair each write took, in order.
    std::vector<std::vector<double>> states;
    std::vector<std::size_t> writtenPairs;
    // With keepStates, for every write: what the decayed memory returned for the key just before
    // it, γSᵀf, and the vector written with f, S ← γS + f wᵀ (w = v for the sum rule,
    // β(v − γSᵀf) for the delta rule).
    std::vector<std::vector<double>> predictions;
    std::vector<std::vector<double>> writtenValues;
    std::vector<double> state; // S after the last write (zero if nothing could be written)
    std::vector<MemoryReadout> linear; // one per pair
    std::vector<MemoryReadout> softmax; // one per pair, never Unavailable
    // Over the pairs with a read-out; nullopt when no pair has one.
    std::optional<double> meanError;
    std::size_t recalledCount = 0;
    double softmaxMeanError = 0;
    std::size_t softmaxRecalledCount = 0;
};

// Writes and reads the pairs. Throws std::invalid_argument for pairs or settings outside what
// the comments above allow (the command line says which, before calling).
MemoryResult computeMemory(
    const MemoryPairs &pairs, const MemoryFeatures &features, const MemorySettings &settings);

// N pairs of random keys and values of dimension d (standard normal numbers from `seed`); with
// `orthogonalKeys` the keys are orthonormal instead (Gram–Schmidt on the random ones), which
// needs N ≤ d (std::invalid_argument otherwise). The same seed gives the same pairs everywhere.
MemoryPairs randomMemoryPairs(
    std::size_t n, std::size_t d, std::uint64_t seed, bool orthogonalKeys);

// DPFP-ν (Schlag et al. 2021, deterministic parameter-free projection): x = ReLU([k, −k]) of
// 2d numbers, then feature (j − 1)·2d + i = xᵢ · x_{(i + j) mod 2d} for j = 1…ν, i = 0…2d − 1:
// 2·d·ν features, more room than the key's own d. ν in 1…3.
std::vector<double> dpfpFeatures(std::span<const double> key, int nu);

// One point of a capacity curve: N random pairs of dimension d (randomMemoryPairs with the seed)
// written by the sum rule and by the delta rule with the same β, γ, passes and τ, and read back;
// softmax over the same pairs. Errors are means over the pairs with a read-out (nullopt when none
// has one); the counts are of recalled pairs.
struct CapacityPoint {
    std::size_t pairs = 0;
    std::optional<double> sumError, deltaError;
    double softmaxError = 0;
    std::size_t sumRecalled = 0, deltaRecalled = 0, softmaxRecalled = 0;
};
// With `stop` requested before a rule is written, nothing more is computed and `pairs` is 0.
CapacityPoint capacityPoint(std::size_t n, std::size_t d, const MemoryFeatures &features,
    const MemorySettings &settings, std::uint64_t seed, const std::stop_token &stop = {});
// The N of a capacity curve for a memory of m features: powers of two from 1 up to 4m (but not
// past 256 unless m is), and m itself, ascending.
std::vector<std::size_t> capacityPairCounts(std::size_t m);

// What the memory lab shows, as a lesson step sets it: how the pairs are written, the map they
// are written with (an id of memoryFeatureMapIds()), and N random pairs of d coordinates from
// the seed, with orthogonal keys or not (randomMemoryPairs). The defaults are the lab's.
struct MemoryLabSettings {
    MemorySettings writing;
    std::string featureMapId = "relu";
    std::size_t pairs = 3;
    std::size_t dimension = 2;
    bool orthogonalKeys = false;
    std::uint64_t seed = 1;
    friend bool operator==(const MemoryLabSettings &, const MemoryLabSettings &) = default;
};
constexpr std::size_t kMemoryLabMaxPairs = 64;
constexpr std::size_t kMemoryLabMaxDimension = 64;
constexpr std::size_t kMemoryLabMaxPasses = 100;
constexpr std::uint64_t kMemoryLabMaxSeed = 9999;
// What makes `settings` impossible to show, as the field's name and why ({"beta", "1.5 is
// outside (0, 1]"}), or nullopt: β and γ in (0, 1], 1 to kMemoryLabMaxPasses passes, τ a finite
// number from 1e-100 to 1e100, 1 to kMemoryLabMaxPairs pairs of 1 to kMemoryLabMaxDimension
// coordinates, orthogonal keys only where N ≤ d, a seed up to kMemoryLabMaxSeed, a known map.
struct MemorySettingsError {
    std::string field;
    std::string message;
};
std::optional<MemorySettingsError> memoryLabSettingsError(const MemoryLabSettings &settings);

// The maps a memory can be written with: the program's feature maps (featureMaps(), FAVOR+
// with its defaults) and DPFP-1…3 ("dpfp1", "dpfp2", "dpfp3"), in that order.
std::vector<std::string_view> memoryFeatureMapIds();
// The features of the map `id` (one of memoryFeatureMapIds()); nullopt for an unknown id.
std::optional<MemoryFeatures> memoryFeaturesFor(std::string_view id);

} // namespace linattn
