// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "message.h"

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace linattn {

using Vector = std::vector<double>;

// Bounds on the data a student or teacher can feed in; they keep every
// product and sum in the core finite, so no NaN or infinity can appear.
inline constexpr std::size_t kMaxKeys = 64;
inline constexpr double kMaxMagnitude = 1e6;
// The most coordinates a value may have: enough for arrows in a plane or in space and for a
// memory lab's small patterns, few enough that S (m × d_v) still fits on a slide.
inline constexpr std::size_t kMaxValueDimension = 8;

// One attention problem: a query, n keys of the query's dimension and one value per key, a vector
// of d_v = 1…kMaxValueDimension coordinates, the same d_v for every key; a number is a value of one
// coordinate (as in the seed's worked example), and then every value-shaped result is a number.
struct AttentionData {
    std::string title;
    Vector query;
    std::vector<Vector> keys;
    std::vector<Vector> values;

    // d_v, read from the first value (0 with no values; validate() refuses that).
    std::size_t valueDimension() const { return values.empty() ? 0 : values.front().size(); }
    bool operator==(const AttentionData &) const = default;
};

// A problem with the data, with the place it occurred ("keys[3][1]") and
// what is wrong there ("expected a finite number, got inf"): core's own
// refusals are messages the window translates, a place is mostly verbatim.
struct DataError {
    Text place;
    Text message;
    // "keys[3][1]: expected a finite number, got inf", in English.
    std::string toString() const
    {
        return place.empty() ? renderEnglish(message)
                             : renderEnglish(place) + ": " + renderEnglish(message);
    }
};

class InvalidDataError : public std::invalid_argument {
public:
    explicit InvalidDataError(const DataError &error)
        : std::invalid_argument(error.toString())
        , error_(error)
    {
    }
    const DataError &error() const { return error_; }

private:
    DataError error_;
};

// Checks counts (1..kMaxKeys keys, one value per key, every key the query's
// dimension, every value the first value's d_v) and that every number is finite with
// |x| <= kMaxMagnitude.
std::optional<DataError> validate(const AttentionData &data);

// One value per entry of `numbers`: the scalar case, as the built-in scalar data writes it.
std::vector<Vector> scalarValues(std::span<const double> numbers);
std::vector<Vector> scalarValues(std::initializer_list<double> numbers);

// Checks `values` against `keyCount` keys: one value per key ("values: expected 4 numbers (one
// per key), got 3"), d_v of 1…kMaxValueDimension ("values[0]: …"), every value of the first
// value's d_v ("values[2]: expected 2 numbers, got 3"), every number finite ("values[1][0]: …",
// or "values[1]: …" when d_v = 1, where a data file wrote a plain number).
std::optional<DataError> validateValues(const std::vector<Vector> &values, std::size_t keyCount);

// Checks one number; `place` names it in the error ("query[0]").
std::optional<DataError> validateNumber(double x, const std::string &place);

} // namespace linattn
