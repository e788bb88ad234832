// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data_edit.h"

#include <charconv>
#include <cmath>

namespace linattn {

namespace {

constexpr std::string_view kUnicodeMinus = "\xE2\x88\x92"; // U+2212 in UTF-8

std::string_view trimmed(std::string_view text)
{
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

DataError notANumber(std::string_view typed, const std::string &place)
{
    return DataError {place, makeMessage(MessageId::ExpectedNumber, typed)};
}

} // namespace

std::variant<double, DataError> parseDataNumber(std::string_view text, const std::string &place)
{
    const std::string_view typed = trimmed(text);
    if (typed.empty())
        return DataError {place, makeMessage(MessageId::ExpectedNumberGotNothing)};

    std::string normalised;
    std::string_view rest = typed;
    if (rest.starts_with(kUnicodeMinus)) {
        normalised = "-";
        rest.remove_prefix(kUnicodeMinus.size());
    } else if (rest.front() == '+' || rest.front() == '-') {
        if (rest.front() == '-')
            normalised = "-";
        rest.remove_prefix(1);
    }
    // A second sign ("--1", "+-1") is not a number a person means.
    if (rest.empty() || rest.front() == '+' || rest.front() == '-')
        return notANumber(typed, place);
    normalised.append(rest);
    // A decimal comma, as typed in much of Europe, when there is no point.
    if (normalised.find('.') == std::string::npos) {
        if (const auto comma = normalised.find(',');
            comma != std::string::npos && normalised.find(',', comma + 1) == std::string::npos)
            normalised[comma] = '.';
    }

    // from_chars reads no "inf" or "nan" spelled out unless asked; they are
    // refused by name all the same, so the message says what went wrong.
    double x = 0;
    const char *first = normalised.data();
    const char *last = first + normalised.size();
    const auto [end, error] = std::from_chars(first, last, x, std::chars_format::general);
    if (error == std::errc::result_out_of_range)
        return DataError {place, makeMessage(MessageId::NotRepresentable, typed)};
    if (error != std::errc() || end != last)
        return notANumber(typed, place);
    if (auto invalid = validateNumber(x, place))
        return *invalid;
    return x;
}

std::string cellPlace(const AttentionData &data, std::size_t row, std::size_t column)
{
    if (!isEditableCell(data, row, column))
        return {};
    const std::size_t dimension = data.query.size();
    if (row == 0)
        return "query[" + std::to_string(column) + "]";
    const std::string key = std::to_string(row - 1);
    if (column >= dimension)
        return data.valueDimension() == 1
            ? "values[" + key + "]"
            : "values[" + key + "][" + std::to_string(column - dimension) + "]";
    return "keys[" + key + "][" + std::to_string(column) + "]";
}

bool isEditableCell(const AttentionData &data, std::size_t row, std::size_t column)
{
    const std::size_t dimension = data.query.size();
    if (row == 0)
        return column < dimension;
    return row <= data.keys.size() && column < dimension + data.valueDimension();
}

std::optional<DataError> setCell(AttentionData &data, std::size_t row, std::size_t column, double x)
{
    if (!isEditableCell(data, row, column))
        return DataError {
            makeMessage(MessageId::RowColumn, std::to_string(row), std::to_string(column)),
            makeMessage(MessageId::NoSuchCell)};
    if (auto invalid = validateNumber(x, cellPlace(data, row, column)))
        return invalid;
    const std::size_t dimension = data.query.size();
    if (row == 0)
        data.query[column] = x;
    else if (column >= dimension)
        data.values[row - 1][column - dimension] = x;
    else
        data.keys[row - 1][column] = x;
    return std::nullopt;
}

std::optional<DataError> setPoint(AttentionData &data, std::size_t row, const Vector &point)
{
    if (row > data.keys.size())
        return DataError {
            makeMessage(MessageId::Row, std::to_string(row)), makeMessage(MessageId::NoSuchKey)};
    const std::string place = row == 0 ? "query" : "keys[" + std::to_string(row - 1) + "]";
    if (point.size() != data.query.size())
        return DataError {place,
            makeMessage(MessageId::ExpectedNumbers, std::to_string(data.query.size()),
                std::to_string(point.size()))};
    for (std::size_t i = 0; i < point.size(); ++i)
        if (auto invalid = validateNumber(point[i], place + "[" + std::to_string(i) + "]"))
            return invalid;
    (row == 0 ? data.query : data.keys[row - 1]) = point;
    return std::nullopt;
}

std::optional<DataError> addKey(AttentionData &data)
{
    if (data.keys.size() >= kMaxKeys)
        return DataError {"keys", makeMessage(MessageId::TooManyKeys, std::to_string(kMaxKeys))};
    data.keys.emplace_back(data.query.size(), 0.0);
    data.values.emplace_back(data.valueDimension(), 0.0);
    return std::nullopt;
}

std::optional<DataError> removeKey(AttentionData &data, std::size_t key)
{
    if (key >= data.keys.size())
        return DataError {"keys[" + std::to_string(key) + "]", makeMessage(MessageId::NoSuchKey)};
    if (data.keys.size() == 1)
        return DataError {"keys[0]", makeMessage(MessageId::LastKey)};
    data.keys.erase(data.keys.begin() + static_cast<std::ptrdiff_t>(key));
    data.values.erase(data.values.begin() + static_cast<std::ptrdiff_t>(key));
    return std::nullopt;
}

double snapToGrid(double x, double step)
{
    if (!(step > 0) || !std::isfinite(x))
        return x;
    const double snapped = std::round(x / step) * step;
    // 0.1 * 3 is 0.30000000000000004: go through the grid's decimal places.
    const double digits = std::max(0.0, std::ceil(-std::log10(step)));
    const double scale = std::pow(10.0, digits);
    const double tidy = std::round(snapped * scale) / scale;
    return tidy == 0 ? 0.0 : tidy; // never −0
}

} // namespace linattn
