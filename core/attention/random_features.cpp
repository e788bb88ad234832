// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "random_features.h"

#include "number_format.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace linattn {

namespace {

// A whole number in decimal digits only (no sign, no spaces), or nothing.
std::optional<std::uint64_t> parseWhole(std::string_view text)
{
    if (text.empty()
        || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

DataError featureCountOutside(std::uint64_t m)
{
    return {"m",
        makeMessage(MessageId::Outside, std::to_string(m), std::to_string(kMinFavorFeatures),
            std::to_string(kMaxFavorFeatures))};
}

double dotProduct(const double *a, const double *b, std::size_t n)
{
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i)
        sum += a[i] * b[i];
    return sum;
}

} // namespace

std::optional<DataError> validateFavorSettings(const FavorSettings &settings)
{
    if (settings.features < kMinFavorFeatures || settings.features > kMaxFavorFeatures)
        return featureCountOutside(settings.features);
    return std::nullopt;
}

std::variant<std::size_t, DataError> parseFavorFeatureCount(std::string_view text)
{
    const auto value = parseWhole(text);
    if (!value) {
        // A number that is not whole, or negative, is still named by its range.
        return DataError {"m",
            makeMessage(MessageId::ExpectedWholeNumberFrom, std::to_string(kMinFavorFeatures),
                std::to_string(kMaxFavorFeatures), text)};
    }
    if (*value < kMinFavorFeatures || *value > kMaxFavorFeatures)
        return featureCountOutside(*value);
    return static_cast<std::size_t>(*value);
}

std::variant<std::uint64_t, DataError> parseFavorSeed(std::string_view text)
{
    if (const auto value = parseWhole(text))
        return *value;
    return DataError {"seed",
        makeMessage(MessageId::ExpectedWholeNumberFrom, "0",
            std::to_string(std::numeric_limits<std::uint64_t>::max()), text)};
}

std::variant<bool, DataError> parseFavorOrthogonal(std::string_view text)
{
    for (std::string_view yes : {"on", "true", "yes", "1"})
        if (text == yes)
            return true;
    for (std::string_view no : {"off", "false", "no", "0"})
        if (text == no)
            return false;
    return DataError {"orthogonal", makeMessage(MessageId::ExpectedOnOrOff, text)};
}

double uniformFromBits(std::uint64_t bits)
{
    return static_cast<double>(bits >> 11) * 0x1.0p-53;
}

double NormalGenerator::operator()()
{
    if (hasSpare_) {
        hasSpare_ = false;
        return spare_;
    }
    double u = 0, v = 0, s = 0;
    do {
        // 2U − 1 is exact: multiples of 2⁻⁵² in [−1, 1).
        u = 2.0 * uniformFromBits(engine_()) - 1.0;
        v = 2.0 * uniformFromBits(engine_()) - 1.0;
        s = u * u + v * v;
    } while (s >= 1.0 || s == 0.0);
    const double factor = std::sqrt(-2.0 * std::log(s) / s);
    spare_ = v * factor;
    hasSpare_ = true;
    return u * factor;
}

std::vector<double> favorRows(const FavorSettings &settings, std::size_t d)
{
    if (auto error = validateFavorSettings(settings))
        throw std::invalid_argument(error->toString());
    if (d == 0)
        throw std::invalid_argument("favor: the input has no coordinates");
    const std::size_t m = settings.features;
    NormalGenerator normal(settings.seed);
    std::vector<double> rows(m * d);
    if (!settings.orthogonal) {
        for (double &w : rows)
            w = normal();
        return rows;
    }

    std::vector<double> block(d * d);
    std::vector<double> lengths(d);
    for (std::size_t first = 0; first < m; first += d) {
        for (double &g : block)
            g = normal();
        for (std::size_t i = 0; i < d; ++i) {
            double *row = block.data() + i * d;
            for (;;) {
                const double original = std::sqrt(dotProduct(row, row, d));
                for (std::size_t j = 0; j < i; ++j) {
                    const double *unit = block.data() + j * d;
                    const double projection = dotProduct(row, unit, d);
                    for (std::size_t c = 0; c < d; ++c)
                        row[c] -= projection * unit[c];
                }
                const double length = std::sqrt(dotProduct(row, row, d));
                if (length > 1e-8 * original && length > 0) {
                    for (std::size_t c = 0; c < d; ++c)
                        row[c] /= length;
                    break;
                }
                for (std::size_t c = 0; c < d; ++c) // (almost) dependent: draw the row again
                    row[c] = normal();
            }
        }
        for (double &length : lengths) {
            double squares = 0;
            for (std::size_t c = 0; c < d; ++c) {
                const double z = normal();
                squares += z * z;
            }
            length = std::sqrt(squares);
        }
        for (std::size_t i = 0; i < d && first + i < m; ++i)
            for (std::size_t c = 0; c < d; ++c)
                rows[(first + i) * d + c] = block[i * d + c] * lengths[i];
    }
    return rows;
}

FavorFeatureMap::FavorFeatureMap(const FavorSettings &settings)
    : settings_(settings)
    , sqrtFeatures_(std::sqrt(static_cast<double>(settings.features)))
{
    if (auto error = validateFavorSettings(settings))
        throw std::invalid_argument(error->toString());
}

Text FavorFeatureMap::parametersText() const
{
    return makeMessage(
        settings_.orthogonal ? MessageId::FavorOrthogonal : MessageId::FavorIndependent,
        std::to_string(settings_.features), std::to_string(settings_.seed));
}

std::shared_ptr<const std::vector<double>> FavorFeatureMap::rows(std::size_t d) const
{
    const std::lock_guard lock(mutex_);
    for (const auto &[dimension, rows] : rows_)
        if (dimension == d)
            return rows;
    auto rows = std::make_shared<const std::vector<double>>(favorRows(settings_, d));
    double longest = 0;
    for (std::size_t j = 0; j < settings_.features; ++j)
        longest = std::max(longest, dotProduct(rows->data() + j * d, rows->data() + j * d, d));
    if (longest > kFavorMaxRowNormSquared)
        throw std::domain_error("favor: in dimension " + std::to_string(d)
            + " a random row has ‖w‖² = " + formatRounded(longest, 1) + ", above "
            + formatRounded(kFavorMaxRowNormSquared, 0) + ": its features could overflow");
    rows_.emplace_back(d, rows);
    return rows;
}

void FavorFeatureMap::applyInto(std::span<const double> x, std::span<double> features) const
{
    const std::size_t d = x.size();
    const std::shared_ptr<const std::vector<double>> w = rows(d);
    const double halfSquaredNorm = dotProduct(x.data(), x.data(), d) * 0.5;
    for (std::size_t j = 0; j < settings_.features; ++j) {
        const double projection = dotProduct(w->data() + j * d, x.data(), d);
        features[j] = std::exp(projection - halfSquaredNorm) / sqrtFeatures_;
    }
}

std::unique_ptr<FeatureMap> makeFavorFeatureMap(
    std::size_t features, std::uint64_t seed, bool orthogonal)
{
    return makeFavorFeatureMap(FavorSettings {features, seed, orthogonal});
}

std::unique_ptr<FeatureMap> makeFavorFeatureMap(const FavorSettings &settings)
{
    return std::make_unique<FavorFeatureMap>(settings);
}

} // namespace linattn
