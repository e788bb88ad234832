// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "associative_memory.h"

#include "feature_map.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>

namespace linattn {

namespace {

void requireMemory(bool condition, const char *what)
{
    if (!condition)
        throw std::invalid_argument(std::string("computeMemory: ") + what);
}

bool allFiniteNumbers(std::span<const double> x)
{
    return std::all_of(x.begin(), x.end(), [](double v) { return std::isfinite(v); });
}

double memoryDot(std::span<const double> a, std::span<const double> b)
{
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += a[i] * b[i];
    return sum;
}

double memoryDistance(std::span<const double> a, std::span<const double> b)
{
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += (a[i] - b[i]) * (a[i] - b[i]);
    return std::sqrt(sum);
}

// Sᵀf: d_v numbers, from S stored m rows of d_v.
std::vector<double> memoryReadOut(
    const std::vector<double> &s, std::span<const double> f, std::size_t dv)
{
    std::vector<double> r(dv, 0.0);
    for (std::size_t row = 0; row < f.size(); ++row)
        for (std::size_t c = 0; c < dv; ++c)
            r[c] += f[row] * s[row * dv + c];
    return r;
}

// Error and recall of read-out `r` for pair `i` among `values`.
MemoryReadout judgedReadout(
    std::vector<double> r, std::size_t i, const std::vector<std::vector<double>> &values)
{
    MemoryReadout result;
    const std::vector<double> &v = values[i];
    result.error = memoryDistance(r, v) / std::sqrt(memoryDot(v, v));
    const double own = memoryDistance(r, v);
    result.recalled = true;
    result.ownDistance = own;
    for (std::size_t j = 0; j < values.size(); ++j) {
        if (values[j] == v)
            continue;
        const double distance = memoryDistance(r, values[j]);
        if (distance <= own)
            result.recalled = false;
        if (!result.nearestOther || distance < result.nearestOtherDistance) {
            result.nearestOther = j;
            result.nearestOtherDistance = distance;
        }
    }
    result.readout = std::move(r);
    return result;
}

} // namespace

MemoryResult computeMemory(
    const MemoryPairs &pairs, const MemoryFeatures &features, const MemorySettings &settings)
{
    const std::size_t n = pairs.keys.size();
    requireMemory(n > 0 && pairs.values.size() == n, "as many values as keys, at least one");
    const std::size_t d = pairs.keys.front().size();
    const std::size_t dv = pairs.values.front().size();
    requireMemory(d > 0 && dv > 0, "keys and values of at least one number");
    for (std::size_t i = 0; i < n; ++i) {
        requireMemory(pairs.keys[i].size() == d && pairs.values[i].size() == dv,
            "keys of one length and values of one length");
        requireMemory(
            allFiniteNumbers(pairs.keys[i]) && allFiniteNumbers(pairs.values[i]), "finite numbers");
        requireMemory(memoryDot(pairs.values[i], pairs.values[i]) > 0, "no value of length 0");
    }
    requireMemory(settings.beta > 0 && settings.beta <= 1, "β in (0, 1]");
    requireMemory(settings.decay > 0 && settings.decay <= 1, "γ in (0, 1]");
    requireMemory(settings.passes >= 1, "at least one pass");
    requireMemory(settings.temperature > 0 && std::isfinite(settings.temperature), "τ > 0");

    MemoryResult result;
    result.pairCount = n;
    result.valueDimension = dv;
    for (const std::vector<double> &key : pairs.keys) {
        std::vector<double> f = features(key);
        if (result.features.empty())
            result.featureDimension = f.size();
        requireMemory(f.size() == result.featureDimension && !f.empty() && allFiniteNumbers(f),
            "the same number of finite features for every key");
        // ‖φ‖ scaled by the largest |φᵢ| first, so that neither tiny nor huge features (DPFP
        // squares the key's magnitude) underflow or overflow on the way.
        double largest = 0;
        for (double x : f)
            largest = std::max(largest, std::abs(x));
        double sum = 0;
        for (double x : f)
            sum += (x / largest) * (x / largest);
        const double norm = largest > 0 ? largest * std::sqrt(sum) : 0;
        if (norm > 0 && std::isfinite(norm)) {
            for (double &x : f)
                x /= norm;
            result.features.emplace_back(std::move(f));
        } else {
            result.features.emplace_back(std::nullopt);
        }
    }

    const std::size_t m = result.featureDimension;
    std::vector<double> s(m * dv, 0.0);
    for (std::size_t pass = 0; pass < settings.passes; ++pass) {
        for (std::size_t i = 0; i < n; ++i) {
            if (!result.features[i])
                continue; // φ(k) = 0: nothing to write with
            const std::vector<double> &f = *result.features[i];
            for (double &x : s)
                x *= settings.decay;
            // The sum rule writes v; the delta rule what the (decayed) memory still lacks of it.
            std::vector<double> written = pairs.values[i];
            const bool delta = settings.rule == MemoryRule::Delta;
            std::vector<double> now;
            if (delta || settings.keepStates)
                now = memoryReadOut(s, f, dv);
            if (delta)
                for (std::size_t c = 0; c < dv; ++c)
                    written[c] = settings.beta * (written[c] - now[c]);
            for (std::size_t row = 0; row < m; ++row)
                for (std::size_t c = 0; c < dv; ++c)
                    s[row * dv + c] += f[row] * written[c];
            if (settings.keepStates) {
                result.states.push_back(s);
                result.predictions.push_back(std::move(now));
                result.writtenValues.push_back(std::move(written));
            }
            result.writtenPairs.push_back(i);
        }
    }
    result.state = s;

    double errorSum = 0;
    std::size_t readable = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (!result.features[i]) {
            result.linear.emplace_back();
            continue;
        }
        result.linear.push_back(
            judgedReadout(memoryReadOut(s, *result.features[i], dv), i, pairs.values));
        errorSum += *result.linear.back().error;
        ++readable;
        result.recalledCount += result.linear.back().recalled ? 1 : 0;
    }
    if (readable > 0)
        result.meanError = errorSum / double(readable);

    // Softmax over every stored pair, the largest score subtracted first.
    double softmaxErrorSum = 0;
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<double> scores(n);
        for (std::size_t j = 0; j < n; ++j)
            scores[j] = memoryDot(pairs.keys[i], pairs.keys[j]) / settings.temperature;
        const double largest = *std::max_element(scores.begin(), scores.end());
        double total = 0;
        for (double &x : scores)
            total += (x = std::exp(x - largest));
        std::vector<double> r(dv, 0.0);
        for (std::size_t j = 0; j < n; ++j)
            for (std::size_t c = 0; c < dv; ++c)
                r[c] += scores[j] / total * pairs.values[j][c];
        result.softmax.push_back(judgedReadout(std::move(r), i, pairs.values));
        softmaxErrorSum += *result.softmax.back().error;
        result.softmaxRecalledCount += result.softmax.back().recalled ? 1 : 0;
    }
    result.softmaxMeanError = softmaxErrorSum / double(n);
    return result;
}

MemoryPairs randomMemoryPairs(std::size_t n, std::size_t d, std::uint64_t seed, bool orthogonalKeys)
{
    if (n == 0 || d == 0)
        throw std::invalid_argument("randomMemoryPairs: at least one pair of one number");
    if (orthogonalKeys && n > d)
        throw std::invalid_argument("randomMemoryPairs: orthogonal keys need N ≤ d");
    // Box–Muller from a 64-bit generator of its own, not std::normal_distribution, whose
    // numbers differ between standard libraries.
    std::mt19937_64 random(seed);
    const auto uniform = [&random] { return (double(random() >> 11) + 0.5) / 9007199254740992.0; };
    const auto normal = [&uniform] {
        return std::sqrt(-2 * std::log(uniform())) * std::cos(6.283185307179586 * uniform());
    };
    MemoryPairs pairs;
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<double> key(d), value(d);
        for (double &x : key)
            x = normal();
        for (double &x : value)
            x = normal();
        if (orthogonalKeys) {
            // Gram–Schmidt twice over, against the keys before, then unit length.
            for (int round = 0; round < 2; ++round)
                for (const std::vector<double> &earlier : pairs.keys) {
                    const double along = memoryDot(key, earlier);
                    for (std::size_t c = 0; c < d; ++c)
                        key[c] -= along * earlier[c];
                }
            const double length = std::sqrt(memoryDot(key, key));
            for (double &x : key)
                x /= length;
        }
        pairs.keys.push_back(std::move(key));
        pairs.values.push_back(std::move(value));
    }
    return pairs;
}

std::vector<double> dpfpFeatures(std::span<const double> key, int nu)
{
    if (nu < 1 || nu > 3)
        throw std::invalid_argument("dpfpFeatures: ν in 1…3");
    const std::size_t d = key.size();
    std::vector<double> x(2 * d);
    for (std::size_t i = 0; i < d; ++i) {
        x[i] = std::max(key[i], 0.0);
        x[d + i] = std::max(-key[i], 0.0);
    }
    std::vector<double> features;
    features.reserve(2 * d * std::size_t(nu));
    for (int j = 1; j <= nu; ++j)
        for (std::size_t i = 0; i < 2 * d; ++i)
            features.push_back(x[i] * x[(i + std::size_t(j)) % (2 * d)]);
    return features;
}

} // namespace linattn

namespace linattn {

CapacityPoint capacityPoint(std::size_t n, std::size_t d, const MemoryFeatures &features,
    const MemorySettings &settings, std::uint64_t seed, const std::stop_token &stop)
{
    if (stop.stop_requested())
        return {};
    const MemoryPairs pairs = randomMemoryPairs(n, d, seed, false);
    MemorySettings rule = settings;
    rule.keepStates = false;
    rule.rule = MemoryRule::Sum;
    const MemoryResult sum = computeMemory(pairs, features, rule);
    if (stop.stop_requested())
        return {};
    rule.rule = MemoryRule::Delta;
    const MemoryResult delta = computeMemory(pairs, features, rule);
    CapacityPoint point;
    point.pairs = n;
    point.sumError = sum.meanError;
    point.deltaError = delta.meanError;
    point.softmaxError = sum.softmaxMeanError;
    point.sumRecalled = sum.recalledCount;
    point.deltaRecalled = delta.recalledCount;
    point.softmaxRecalled = sum.softmaxRecalledCount;
    return point;
}

std::vector<std::size_t> capacityPairCounts(std::size_t m)
{
    const std::size_t last
        = std::max<std::size_t>(std::min<std::size_t>(256, 4 * m), std::max<std::size_t>(m, 1));
    std::vector<std::size_t> counts;
    for (std::size_t n = 1; n <= last; n *= 2)
        counts.push_back(n);
    if (m >= 1 && m <= last && std::find(counts.begin(), counts.end(), m) == counts.end()) {
        counts.push_back(m);
        std::sort(counts.begin(), counts.end());
    }
    return counts;
}

std::vector<std::string_view> memoryFeatureMapIds()
{
    std::vector<std::string_view> ids;
    for (const FeatureMap *map : featureMaps())
        ids.push_back(map->id());
    for (std::string_view dpfp : {"dpfp1", "dpfp2", "dpfp3"})
        ids.push_back(dpfp);
    return ids;
}

std::optional<MemoryFeatures> memoryFeaturesFor(std::string_view id)
{
    if (id == "dpfp1" || id == "dpfp2" || id == "dpfp3") {
        const int nu = id.back() - '0';
        return MemoryFeatures {[nu](std::span<const double> key) { return dpfpFeatures(key, nu); }};
    }
    const FeatureMap *map = findFeatureMap(id);
    if (!map)
        return std::nullopt;
    return MemoryFeatures {[map](std::span<const double> key) {
        const InlineVector f = map->apply(key);
        return std::vector<double>(f.begin(), f.end());
    }};
}

std::optional<MemorySettingsError> memoryLabSettingsError(const MemoryLabSettings &settings)
{
    const auto number = [](double x) {
        char text[32];
        std::snprintf(text, sizeof text, "%g", x);
        return std::string(text);
    };
    const MemorySettings &writing = settings.writing;
    if (!(writing.beta > 0 && writing.beta <= 1))
        return MemorySettingsError {"beta", number(writing.beta) + " is outside (0, 1]"};
    if (!(writing.decay > 0 && writing.decay <= 1))
        return MemorySettingsError {"decay", number(writing.decay) + " is outside (0, 1]"};
    if (writing.passes < 1 || writing.passes > kMemoryLabMaxPasses)
        return MemorySettingsError {"passes",
            std::to_string(writing.passes) + " is outside 1…"
                + std::to_string(kMemoryLabMaxPasses)};
    if (!(writing.temperature >= 1e-100 && writing.temperature <= 1e100))
        return MemorySettingsError {
            "temperature", number(writing.temperature) + " is outside 1e-100…1e100"};
    const std::vector<std::string_view> maps = memoryFeatureMapIds();
    if (std::find(maps.begin(), maps.end(), settings.featureMapId) == maps.end()) {
        std::string known;
        for (std::string_view id : maps)
            known += (known.empty() ? "" : ", ") + std::string(id);
        return MemorySettingsError {
            "featureMap", "unknown map '" + settings.featureMapId + "' (" + known + ")"};
    }
    if (settings.pairs < 1 || settings.pairs > kMemoryLabMaxPairs)
        return MemorySettingsError {"pairs",
            std::to_string(settings.pairs) + " is outside 1…" + std::to_string(kMemoryLabMaxPairs)};
    if (settings.dimension < 1 || settings.dimension > kMemoryLabMaxDimension)
        return MemorySettingsError {"dimension",
            std::to_string(settings.dimension) + " is outside 1…"
                + std::to_string(kMemoryLabMaxDimension)};
    if (settings.orthogonalKeys && settings.pairs > settings.dimension)
        return MemorySettingsError {"orthogonalKeys",
            std::to_string(settings.pairs) + " pairs of orthogonal keys need at least "
                + std::to_string(settings.pairs)
                + " coordinates (d = " + std::to_string(settings.dimension) + ")"};
    if (settings.seed > kMemoryLabMaxSeed)
        return MemorySettingsError {"seed",
            std::to_string(settings.seed) + " is above " + std::to_string(kMemoryLabMaxSeed)};
    return std::nullopt;
}

} // namespace linattn
