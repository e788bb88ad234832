// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "step_table.h"

#include "number_format.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace linattn {

double dot(std::span<const double> a, std::span<const double> b)
{
    return std::inner_product(a.begin(), a.end(), b.begin(), 0.0);
}

// A ratio whose denominator is exactly zero is Unavailable. A non-finite
// quotient (possible only with maps that are not non-negative) is too,
// because no NaN or infinity may leave the core.
std::optional<double> divideOrUnavailable(double numerator, double denominator)
{
    if (denominator == 0.0)
        return std::nullopt;
    const double quotient = numerator / denominator;
    if (!std::isfinite(quotient))
        return std::nullopt;
    return quotient;
}

std::optional<InlineVector> divideOrUnavailable(
    std::span<const double> numerator, double denominator)
{
    if (denominator == 0.0)
        return std::nullopt;
    InlineVector quotient(numerator.size());
    for (std::size_t c = 0; c < numerator.size(); ++c) {
        quotient[c] = numerator[c] / denominator;
        if (!std::isfinite(quotient[c]))
            return std::nullopt;
    }
    return quotient;
}

namespace {

// Softmax attention over a growing prefix, one key at a time. It keeps the
// largest score seen and rescales its sums when a larger one arrives, so
// every exponent is <= 0 and nothing overflows.
class RunningSoftmax {
public:
    void add(double score, double value)
    {
        if (score > largestScore_) {
            const double rescale = std::exp(largestScore_ - score); // 0 on the first key
            weightSum_ = weightSum_ * rescale + 1.0;
            weightedValues_ = weightedValues_ * rescale + value;
            largestScore_ = score;
        } else {
            const double weight = std::exp(score - largestScore_);
            weightSum_ += weight;
            weightedValues_ += weight * value;
        }
    }
    // weightSum_ >= 1 once a key was added: the largest score contributes e⁰.
    double output() const { return weightedValues_ / weightSum_; }

private:
    double largestScore_ = -std::numeric_limits<double>::infinity();
    double weightSum_ = 0;
    double weightedValues_ = 0;
};

} // namespace

std::optional<DataError> validateEpsilon(double epsilon)
{
    if (auto error = validateNumber(epsilon, "ε"); error && !std::isfinite(epsilon))
        return error;
    if (!(epsilon >= 0.0 && epsilon <= kMaxEpsilon))
        return DataError {"ε",
            makeMessage(MessageId::Outside, formatRounded(epsilon, kMaxDecimals), "0",
                formatRounded(kMaxEpsilon))};
    return std::nullopt;
}

std::variant<double, DataError> parseEpsilon(std::string_view text)
{
    double epsilon = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), epsilon);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return DataError {
            "ε", makeMessage(MessageId::ExpectedNumberFrom, "0", formatRounded(kMaxEpsilon), text)};
    if (auto invalid = validateEpsilon(epsilon))
        return *invalid;
    return epsilon;
}

StepTable computeStepTable(const AttentionData &data, const FeatureMap &map, std::size_t prefix,
    std::optional<std::string> presetId)
{
    return computeStepTable(data, map, prefix, std::move(presetId), StepTableOptions {});
}

StepTable computeStepTable(const AttentionData &data, const FeatureMap &map, std::size_t prefix,
    std::optional<std::string> presetId, const StepTableOptions &options)
{
    if (auto error = validateEpsilon(options.epsilon))
        throw std::invalid_argument(error->toString());
    if (auto error = validate(data))
        throw InvalidDataError(*error);
    if (prefix < 1 || prefix > data.keys.size())
        throw std::out_of_range("prefix " + std::to_string(prefix) + " is outside 1…"
            + std::to_string(data.keys.size()));

    StepTable table;
    table.presetId = std::move(presetId);
    table.title = data.title;
    table.featureMapId = std::string(map.id());
    table.featureMapParameters = map.parameters();
    if (const auto *favor = dynamic_cast<const FavorFeatureMap *>(&map))
        table.favorSettings = favor->settings();
    table.epsilon = options.epsilon;
    table.prefix = prefix;
    table.query = data.query;
    table.phiQuery = map.apply(data.query);

    const std::size_t features = table.phiQuery.size();
    InlineVector S(features, 0.0);
    InlineVector Z(features, 0.0);
    // The direct form's own running sums: weights first, then values.
    double directNumerator = 0;
    double directDenominator = 0;
    RunningSoftmax softmax;
    // x + 0.0 is x for every x but −0, whose division is Unavailable either
    // way: with ε off the arithmetic is exactly the plain ratio's.
    const double epsilon = options.epsilon;

    table.steps.reserve(prefix);
    for (std::size_t i = 0; i < prefix; ++i) {
        StepRecord step;
        step.prefix = i + 1;
        step.key = data.keys[i];
        step.value = data.values[i];
        step.phiKey = map.apply(step.key);
        for (std::size_t f = 0; f < features; ++f) {
            S[f] += step.phiKey[f] * step.value;
            Z[f] += step.phiKey[f];
        }
        step.S = S;
        step.Z = Z;
        step.numerator = dot(table.phiQuery, S);
        step.denominator = dot(table.phiQuery, Z);
        step.output = divideOrUnavailable(step.numerator, step.denominator + epsilon);

        step.score = dot(table.phiQuery, step.phiKey);
        directNumerator += step.score * step.value;
        directDenominator += step.score;
        step.reference = divideOrUnavailable(directNumerator, directDenominator + epsilon);

        softmax.add(dot(data.query, step.key), step.value);
        step.softmax = softmax.output();

        if (step.output && step.reference)
            step.difference = std::fabs(*step.output - *step.reference);
        table.steps.push_back(std::move(step));
    }
    return table;
}

std::vector<double> softmaxWeights(const AttentionData &data, std::size_t prefix)
{
    prefix = std::min(prefix, data.keys.size());
    std::vector<double> scores(prefix);
    for (std::size_t i = 0; i < prefix; ++i)
        scores[i] = dot(data.query, data.keys[i]);
    if (scores.empty())
        return scores;
    const double largest = *std::max_element(scores.begin(), scores.end());
    double sum = 0;
    for (double &score : scores) {
        score = std::exp(score - largest);
        sum += score;
    }
    for (double &score : scores)
        score /= sum;
    return scores;
}

std::optional<std::vector<double>> linearWeights(const StepTable &table, std::size_t prefix)
{
    prefix = std::min(prefix, table.steps.size());
    double sum = 0;
    for (std::size_t i = 0; i < prefix; ++i)
        sum += table.steps[i].score;
    sum += table.epsilon;
    if (sum == 0.0)
        return std::nullopt;
    std::vector<double> weights(prefix);
    for (std::size_t i = 0; i < prefix; ++i)
        weights[i] = table.steps[i].score / sum;
    return weights;
}

} // namespace linattn
