// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sequence_data.h"

#include "number_format.h"
#include "step_table.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace linattn {

namespace {

std::optional<DataError> validateVectors(
    const std::vector<Vector> &vectors, std::size_t dimension, const std::string &name)
{
    for (std::size_t k = 0; k < vectors.size(); ++k) {
        auto place = [&name, k] { return name + "[" + std::to_string(k) + "]"; };
        if (vectors[k].size() != dimension)
            return DataError {place(),
                makeMessage(MessageId::ExpectedNumbers, std::to_string(dimension),
                    std::to_string(vectors[k].size()))};
        for (std::size_t i = 0; i < dimension; ++i)
            if (auto error = validateNumber(vectors[k][i], place() + "[" + std::to_string(i) + "]"))
                return error;
    }
    return std::nullopt;
}

} // namespace

SequenceData sharedQuerySequence(const AttentionData &data, std::size_t tokens)
{
    tokens = std::min(tokens, data.keys.size());
    SequenceData sequence;
    sequence.title = data.title;
    sequence.queries.assign(tokens, data.query);
    sequence.keys.assign(
        data.keys.begin(), data.keys.begin() + static_cast<std::ptrdiff_t>(tokens));
    sequence.values.assign(
        data.values.begin(), data.values.begin() + static_cast<std::ptrdiff_t>(tokens));
    return sequence;
}

std::optional<DataError> validate(const SequenceData &data)
{
    if (data.keys.empty() || data.keys.size() > kMaxKeys)
        return DataError {"keys",
            makeMessage(MessageId::ExpectedKeyCount, std::to_string(kMaxKeys),
                std::to_string(data.keys.size()))};
    if (data.queries.size() != data.keys.size())
        return DataError {"queries",
            makeMessage(MessageId::QueryCountForKeys, std::to_string(data.queries.size()),
                std::to_string(data.keys.size()))};
    const std::size_t dimension = data.queries.front().size();
    if (dimension == 0)
        return DataError {"queries[0]", makeMessage(MessageId::ExpectedAtLeastOneNumber)};
    if (auto error = validateVectors(data.queries, dimension, "queries"))
        return error;
    if (auto error = validateVectors(data.keys, dimension, "keys"))
        return error;
    return validateValues(data.values, data.keys.size());
}

std::optional<DataError> validateDecay(double decay)
{
    if (!std::isfinite(decay))
        return validateNumber(decay, "γ");
    if (!(decay > 0.0 && decay <= 1.0))
        return DataError {"γ",
            makeMessage(MessageId::OutsideHalfOpen, formatRounded(decay, kMaxDecimals), "0", "1")};
    return std::nullopt;
}

std::variant<double, DataError> parseDecay(std::string_view text)
{
    double decay = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), decay);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return DataError {"γ", makeMessage(MessageId::ExpectedNumberInHalfOpen, "0", "1", text)};
    if (auto invalid = validateDecay(decay))
        return *invalid;
    return decay;
}

std::optional<DataError> validateChunkSize(std::size_t chunkSize, std::size_t tokenCount)
{
    if (chunkSize < 1 || chunkSize > tokenCount)
        return DataError {"C",
            makeMessage(
                MessageId::Outside, std::to_string(chunkSize), "1", std::to_string(tokenCount))};
    return std::nullopt;
}

std::variant<std::size_t, DataError> parseChunkSize(std::string_view text, std::size_t tokenCount)
{
    std::size_t chunkSize = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), chunkSize);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return DataError {"C",
            makeMessage(MessageId::ExpectedWholeNumberFrom, "1", std::to_string(tokenCount), text)};
    if (auto invalid = validateChunkSize(chunkSize, tokenCount))
        return *invalid;
    return chunkSize;
}

std::size_t clampChunkSize(std::size_t chunkSize, std::size_t tokenCount)
{
    return std::clamp<std::size_t>(chunkSize, 1, std::max<std::size_t>(tokenCount, 1));
}

std::optional<DataError> validateSettings(const SequenceSettings &settings, std::size_t tokenCount)
{
    if (auto error = validateDecay(settings.decay))
        return error;
    if (auto error = validateChunkSize(settings.chunkSize, tokenCount))
        return error;
    return validateEpsilon(settings.epsilon);
}

} // namespace linattn
