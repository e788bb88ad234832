// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "step_table.h"

#include "number_format.h"
#include "sequence_table.h"

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

    // The single query is a sequence whose tokens share it: γ = 1 and one chunk, so the state is
    // the plain running sums and the parallel form's row is the direct form without S or Z.
    SequenceTable sequence = computeSequence(
        sharedQuerySequence(data, prefix), map, SequenceSettings {1.0, prefix, options.epsilon});

    StepTable table;
    table.presetId = std::move(presetId);
    table.title = data.title;
    table.featureMapId = sequence.featureMapId;
    table.featureMapParameters = sequence.featureMapParameters;
    table.favorSettings = sequence.favorSettings;
    table.epsilon = options.epsilon;
    table.prefix = prefix;
    table.valueDimension = sequence.valueDimension;
    table.query = data.query;
    table.phiQuery = sequence.tokens.front().phiQuery;

    table.steps.reserve(prefix);
    for (TokenRecord &token : sequence.tokens) {
        StepRecord step;
        step.prefix = token.token;
        step.key = token.key;
        step.value = std::move(token.value);
        step.phiKey = std::move(token.phiKey);
        step.score = token.ownScore;
        step.S = std::move(token.S);
        step.Z = std::move(token.Z);
        step.numerator = std::move(token.numerator);
        step.denominator = token.denominator;
        step.output = std::move(token.recurrent);
        step.reference = std::move(token.parallel);
        step.softmax = std::move(token.softmax);
        if (step.output && step.reference) {
            double largest = 0;
            for (std::size_t i = 0; i < step.output->size(); ++i)
                largest = std::max(largest, std::fabs((*step.output)[i] - (*step.reference)[i]));
            step.difference = largest;
        }
        step.weights = std::move(token.weights);
        step.softmaxWeights = std::move(token.softmaxWeights);
        table.steps.push_back(std::move(step));
    }
    return table;
}

const std::vector<double> &softmaxWeights(const StepTable &table, std::size_t prefix)
{
    return table.steps.at(prefix - 1).softmaxWeights;
}

const std::optional<std::vector<double>> &linearWeights(const StepTable &table, std::size_t prefix)
{
    return table.steps.at(prefix - 1).weights;
}

} // namespace linattn
