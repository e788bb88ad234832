// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace linattn {

// The edits a student or teacher makes to attention data in the window. Each
// is checked before it is applied, so the data stays valid whatever is typed:
// on an error the data is left exactly as it was.
//
// Cells are addressed as in the data editor: row 0 is the query, row k + 1 is
// key k; columns 0…d−1 are coordinates and columns d…d+d_v−1 are the key's
// value's coordinates (the query has none).

// Reads a number typed by a person: surrounding spaces, a leading "+" or "−"
// (U+2212), and a decimal comma instead of a point are accepted; anything
// else, NaN, infinities and |x| > kMaxMagnitude are refused, the error naming
// `place`.
std::variant<double, DataError> parseDataNumber(std::string_view text, const std::string &place);

// "query[0]", "keys[2][1]", "values[2]" (scalar values) or "values[2][1]"; empty for a cell that
// does not exist.
std::string cellPlace(const AttentionData &data, std::size_t row, std::size_t column);

// Whether the cell exists (the query row has no value column).
bool isEditableCell(const AttentionData &data, std::size_t row, std::size_t column);

std::optional<DataError> setCell(
    AttentionData &data, std::size_t row, std::size_t column, double x);

// Sets a key's (row ≥ 1) or the query's (row 0) coordinates at once, as a
// drag on the plane does; both are checked before either is written.
std::optional<DataError> setPoint(AttentionData &data, std::size_t row, const Vector &point);

// Appends a key at the origin with value 0 (every coordinate); refused at kMaxKeys keys.
std::optional<DataError> addKey(AttentionData &data);

// Removes key `key` and its value; refused for the last remaining key.
std::optional<DataError> removeKey(AttentionData &data, std::size_t key);

// x rounded to the nearest multiple of step (step > 0), so a point dragged
// with the mouse lands on a number a class can read aloud.
double snapToGrid(double x, double step);

} // namespace linattn
