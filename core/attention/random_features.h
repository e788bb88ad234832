// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// FAVOR+ (Choromanski et al., "Rethinking Attention with Performers", ICLR 2021): positive
// random features whose dot product estimates the softmax kernel,
//
//     φ(x) = exp(Wx − ‖x‖²/2) / √m,    E[φ(q)·φ(k)] = e^(q·k),
//
// with m rows wⱼ of W drawn from N(0, I) (optionally orthogonal within blocks of d rows).
//
// Reproducibility. The rows depend only on (seed, m, input dimension d, orthogonal). They come
// from std::mt19937_64(seed), whose output sequence the C++ standard fixes, turned into uniform
// doubles exactly ((bits >> 11) · 2⁻⁵³) and into normal ones by Marsaglia's polar method written
// here (std::normal_distribution is implementation-defined). Arithmetic is IEEE double without
// contraction into fused multiply-adds (this file is compiled with -ffp-contract=off), and the
// only libm call is std::log in the polar method (sqrt is correctly rounded everywhere): the same
// binary gives bit-identical rows and features on every run, and two machines differ at most
// where their libms round log or exp differently in the last bit.
//
// The rows are nested: the first m rows for m' > m are the rows for m (blocks are generated
// whole and truncated), so the convergence chart can reuse them.
//
// Finite numbers. The polar method returns |z| ≤ √(2·104·ln 2) < 12.01, so ‖wⱼ‖² < 144.2·d.
// Since wⱼ·x − ‖x‖²/2 ≤ ‖wⱼ‖²/2 for every x, each feature is at most e^(‖wⱼ‖²/2)/√m and each
// product φⱼ(q)φⱼ(k) at most e^(‖wⱼ‖²)/m: with ‖wⱼ‖² ≤ kFavorMaxRowNormSquared (690) every
// weight, S, Z, numerator and denominator of a step table (64 keys, values ≤ 1e6) stays below
// 64·1e6·e^690 < e^708, i.e. finite. That always holds for d ≤ 4 (144.2·4 < 690; the app's data is
// 2-D); for larger d the rows are checked and a map whose rows exceed it throws std::domain_error
// (in practice never: it needs d in the hundreds). Large inputs make the features underflow
// instead (e^(−‖x‖²/2)): the denominator may then be exactly 0, which is Unavailable and
// explained as such by the derivation.

#include "attention_data.h"
#include "feature_map.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace linattn {

inline constexpr std::size_t kMinFavorFeatures = 1;
inline constexpr std::size_t kMaxFavorFeatures = 4096;
inline constexpr std::size_t kDefaultFavorFeatures = 64;
inline constexpr std::uint64_t kDefaultFavorSeed = 1;
inline constexpr double kFavorMaxRowNormSquared = 690.0;

// What makes one FAVOR+ map: m, the seed of its rows, and whether rows are orthogonalised.
struct FavorSettings {
    std::size_t features = kDefaultFavorFeatures; // m, 1…4096
    std::uint64_t seed = kDefaultFavorSeed; // any 64-bit value
    bool orthogonal = true;

    bool operator==(const FavorSettings &) const = default;
};

// Problems with settings, named like the settings a user types: place "m", message
// "5000 is outside 1…4096" (toString(): "m: 5000 is outside 1…4096").
std::optional<DataError> validateFavorSettings(const FavorSettings &settings);
// "64" -> 64; "5000" -> "m: 5000 is outside 1…4096"; "abc" -> "m: expected a whole number, got
// \"abc\"".
std::variant<std::size_t, DataError> parseFavorFeatureCount(std::string_view text);
// "0" … "18446744073709551615"; otherwise
// "seed: expected a whole number from 0 to 18446744073709551615, got \"-1\"".
std::variant<std::uint64_t, DataError> parseFavorSeed(std::string_view text);
// "on"/"off", "true"/"false", "yes"/"no", "1"/"0";
// otherwise "orthogonal: expected on or off, got \"maybe\"".
std::variant<bool, DataError> parseFavorOrthogonal(std::string_view text);

// The uniform double in [0, 1) of the top 53 bits: (bits >> 11) · 2⁻⁵³, exact.
double uniformFromBits(std::uint64_t bits);

// Standard normal numbers from std::mt19937_64(seed) by Marsaglia's polar method: two uniforms
// u, v in [−1, 1) per try, accepted when 0 < s = u² + v² < 1, giving u·√(−2 ln s / s) and then
// v·√(−2 ln s / s). The same seed gives the same sequence on every platform (up to std::log).
class NormalGenerator {
public:
    explicit NormalGenerator(std::uint64_t seed)
        : engine_(seed)
    {
    }
    double operator()();

private:
    std::mt19937_64 engine_;
    double spare_ = 0;
    bool hasSpare_ = false;
};

// The m × d matrix W, row-major (row j at j·d). Not orthogonal: m·d normals in order.
// Orthogonal: per block of d rows, a d × d matrix of normals (row-major) made orthonormal by
// modified Gram–Schmidt (a row that comes out shorter than 1e-8 of its length is drawn again),
// then d lengths, each the norm of d fresh normals, so every row is still N(0, I) marginally;
// the last block is truncated. Throws std::invalid_argument for invalid settings or d = 0.
std::vector<double> favorRows(const FavorSettings &settings, std::size_t inputDimension);

// FAVOR+'s id, wherever a map is chosen by id (the window, the command line, lessons).
inline constexpr std::string_view kFavorMapId = "favor";

// FAVOR+ as a feature map: id kFavorMapId, m features whatever the input's dimension.
class FavorFeatureMap final : public FeatureMap {
public:
    // Throws std::invalid_argument with validateFavorSettings()'s message.
    explicit FavorFeatureMap(const FavorSettings &settings = {});

    std::string_view id() const override { return kFavorMapId; }
    Text titleText() const override { return makeMessage(MessageId::FavorTitle); }
    Text descriptionText() const override { return makeMessage(MessageId::FavorDescription); }
    std::size_t featureCount(std::size_t) const override { return settings_.features; }
    // φⱼ(x) = exp(wⱼ·x − ‖x‖²/2) / √m: wⱼ·x = Σᵢ wⱼᵢxᵢ from 0 in order, ‖x‖²/2 = (Σᵢ xᵢxᵢ) × 0.5,
    // then std::exp of the difference divided by √m. Throws std::domain_error for rows beyond
    // kFavorMaxRowNormSquared (see above; impossible for d ≤ 4).
    void applyInto(std::span<const double> x, std::span<double> features) const override;
    bool isElementwise() const override { return false; }
    CoordinateRule coordinateRule(double) const override { return {}; }
    Text parametersText() const override;

    const FavorSettings &settings() const { return settings_; }
    // W for inputs of dimension d (favorRows()), made on first use and kept; thread-safe.
    std::shared_ptr<const std::vector<double>> rows(std::size_t inputDimension) const;

private:
    FavorSettings settings_;
    double sqrtFeatures_;
    mutable std::mutex mutex_;
    mutable std::vector<std::pair<std::size_t, std::shared_ptr<const std::vector<double>>>> rows_;
};

// A FAVOR+ map with these settings, for a settings panel or the command line. Throws
// std::invalid_argument (what(): e.g. "m: 5000 is outside 1…4096") for invalid settings.
std::unique_ptr<FeatureMap> makeFavorFeatureMap(
    std::size_t features, std::uint64_t seed, bool orthogonal = true);
std::unique_ptr<FeatureMap> makeFavorFeatureMap(const FavorSettings &settings);

} // namespace linattn
