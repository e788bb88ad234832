// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "convergence.h"

#include "random_features.h"
#include "sequence_table.h"
#include "step_table.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <string>

namespace linattn {

std::vector<std::size_t> defaultConvergenceFeatureCounts()
{
    std::vector<std::size_t> counts;
    for (std::size_t m = 1; m <= kMaxFavorFeatures; m *= 2)
        counts.push_back(m);
    return counts;
}

std::optional<DataError> validateConvergenceOptions(const ConvergenceOptions &options)
{
    for (std::size_t m : options.featureCounts)
        if (auto error = validateFavorSettings({m, 0, options.orthogonal}))
            return error;
    if (options.seedCount < 1 || options.seedCount > kMaxConvergenceSeeds)
        return DataError {"seeds",
            std::to_string(options.seedCount) + " is outside 1…"
                + std::to_string(kMaxConvergenceSeeds)};
    return std::nullopt;
}

std::vector<ConvergencePoint> computeFavorConvergence(const AttentionData &data, std::size_t prefix,
    const ConvergenceOptions &options, std::stop_token stop)
{
    if (auto error = validate(data))
        throw InvalidDataError(*error);
    if (prefix < 1 || prefix > data.keys.size())
        throw std::out_of_range("prefix " + std::to_string(prefix) + " is outside 1…"
            + std::to_string(data.keys.size()));
    if (auto error = validateConvergenceOptions(options))
        throw std::invalid_argument(error->toString());

    const std::vector<std::size_t> counts
        = options.featureCounts.empty() ? defaultConvergenceFeatureCounts() : options.featureCounts;
    const std::size_t largest = *std::max_element(counts.begin(), counts.end());
    // The counts in increasing order, so one pass over j serves every m.
    std::vector<std::size_t> order(counts.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
        [&counts](std::size_t a, std::size_t b) { return counts[a] < counts[b]; });

    const std::vector<double> softmaxShares
        = softmaxWeightsOf(data.query, std::span(data.keys).first(prefix));
    // Value-shaped: d_v coordinates; the error is the largest over them.
    const std::size_t dv = data.valueDimension();
    std::vector<double> softmax(dv, 0.0);
    for (std::size_t i = 0; i < prefix; ++i)
        for (std::size_t c = 0; c < dv; ++c)
            softmax[c] += softmaxShares[i] * data.values[i][c];

    std::vector<ConvergencePoint> points(counts.size());
    std::vector<double> errorSums(counts.size(), 0.0);
    for (std::size_t p = 0; p < counts.size(); ++p) {
        points[p].features = counts[p];
        points[p].minError = std::numeric_limits<double>::infinity();
    }

    std::vector<double> phiQuery(largest), phiKey(largest), S(largest * dv), Z(largest);
    std::vector<double> numerator(dv);
    for (std::size_t s = 0; s < options.seedCount; ++s) {
        if (stop.stop_requested())
            return {};
        // Seeds wrap around 2⁶⁴ like the unsigned numbers they are.
        const FavorFeatureMap map({largest, options.firstSeed + s, options.orthogonal});
        map.applyInto(data.query, phiQuery);
        std::fill(S.begin(), S.end(), 0.0);
        std::fill(Z.begin(), Z.end(), 0.0);
        for (std::size_t i = 0; i < prefix; ++i) {
            map.applyInto(data.keys[i], phiKey);
            for (std::size_t j = 0; j < largest; ++j) {
                for (std::size_t c = 0; c < dv; ++c)
                    S[j * dv + c] += phiKey[j] * data.values[i][c];
                Z[j] += phiKey[j];
            }
        }
        std::fill(numerator.begin(), numerator.end(), 0.0);
        double denominator = 0;
        std::size_t j = 0;
        for (std::size_t p : order) {
            for (; j < counts[p]; ++j) {
                for (std::size_t c = 0; c < dv; ++c)
                    numerator[c] += phiQuery[j] * S[j * dv + c];
                denominator += phiQuery[j] * Z[j];
            }
            if (denominator == 0.0)
                continue;
            double error = 0;
            bool finite = true;
            for (std::size_t c = 0; c < dv; ++c) {
                const double output = numerator[c] / denominator;
                finite = finite && std::isfinite(output);
                error = std::max(error, std::fabs(output - softmax[c]));
            }
            if (!finite)
                continue;
            errorSums[p] += error;
            points[p].minError = std::min(points[p].minError, error);
            points[p].maxError = std::max(points[p].maxError, error);
            ++points[p].availableSeeds;
        }
    }
    for (std::size_t p = 0; p < counts.size(); ++p) {
        if (points[p].availableSeeds > 0) {
            points[p].meanError = errorSums[p] / static_cast<double>(points[p].availableSeeds);
        } else {
            points[p].minError = 0;
        }
    }
    return points;
}

} // namespace linattn
