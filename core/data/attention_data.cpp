// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention_data.h"

#include "number_format.h"

#include <cmath>

namespace linattn {

std::optional<DataError> validateNumber(double x, const std::string &place)
{
    if (std::isnan(x))
        return DataError {place, makeMessage(MessageId::NotFiniteNaN)};
    if (std::isinf(x))
        return DataError {place,
            makeMessage(x > 0 ? MessageId::NotFiniteInfinity : MessageId::NotFiniteMinusInfinity)};
    // All of its digits, so that 1000000.0000001 does not read as the limit it exceeds.
    if (std::fabs(x) > kMaxMagnitude)
        return DataError {
            place, makeMessage(MessageId::AboveLimit, formatRounded(x, kMaxDecimals))};
    return std::nullopt;
}

namespace {
// The common case, checked without building the place's name.
bool isAccepted(double x)
{
    return std::isfinite(x) && std::fabs(x) <= kMaxMagnitude;
}
} // namespace

std::optional<DataError> validate(const AttentionData &data)
{
    if (data.query.empty())
        return DataError {"query", makeMessage(MessageId::ExpectedAtLeastOneNumber)};
    for (std::size_t i = 0; i < data.query.size(); ++i)
        if (!isAccepted(data.query[i]))
            return validateNumber(data.query[i], "query[" + std::to_string(i) + "]");

    if (data.keys.empty() || data.keys.size() > kMaxKeys)
        return DataError {"keys",
            makeMessage(MessageId::ExpectedKeyCount, std::to_string(kMaxKeys),
                std::to_string(data.keys.size()))};
    for (std::size_t k = 0; k < data.keys.size(); ++k) {
        auto place = [k] { return "keys[" + std::to_string(k) + "]"; };
        if (data.keys[k].size() != data.query.size())
            return DataError {place(),
                makeMessage(MessageId::ExpectedNumbers, std::to_string(data.query.size()),
                    std::to_string(data.keys[k].size()))};
        for (std::size_t i = 0; i < data.keys[k].size(); ++i)
            if (!isAccepted(data.keys[k][i]))
                return validateNumber(data.keys[k][i], place() + "[" + std::to_string(i) + "]");
    }

    return validateValues(data.values, data.keys.size());
}

std::vector<Vector> scalarValues(std::span<const double> numbers)
{
    std::vector<Vector> values;
    values.reserve(numbers.size());
    for (double number : numbers)
        values.push_back({number});
    return values;
}

std::vector<Vector> scalarValues(std::initializer_list<double> numbers)
{
    return scalarValues(std::span<const double>(numbers.begin(), numbers.size()));
}

std::optional<DataError> validateValues(const std::vector<Vector> &values, std::size_t keyCount)
{
    if (values.size() != keyCount)
        return DataError {"values",
            makeMessage(MessageId::ExpectedValueCount, std::to_string(keyCount),
                std::to_string(values.size()))};
    const std::size_t valueDimension = values.empty() ? 0 : values.front().size();
    if (valueDimension == 0 || valueDimension > kMaxValueDimension)
        return DataError {"values[0]",
            makeMessage(MessageId::ExpectedCoordinateCount, "1", std::to_string(kMaxValueDimension),
                std::to_string(valueDimension))};
    for (std::size_t k = 0; k < values.size(); ++k) {
        // Scalar values: the file wrote numbers, so the place names the number ("values[3]").
        auto place = [k] { return "values[" + std::to_string(k) + "]"; };
        if (values[k].size() != valueDimension)
            return DataError {place(),
                makeMessage(MessageId::ExpectedNumbers, std::to_string(valueDimension),
                    std::to_string(values[k].size()))};
        for (std::size_t i = 0; i < valueDimension; ++i)
            if (!isAccepted(values[k][i]))
                return validateNumber(values[k][i],
                    valueDimension == 1 ? place() : place() + "[" + std::to_string(i) + "]");
    }
    return std::nullopt;
}

} // namespace linattn
