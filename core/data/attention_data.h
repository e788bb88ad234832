// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "message.h"

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace linattn {

using Vector = std::vector<double>;

// Bounds on the data a student or teacher can feed in; they keep every
// product and sum in the core finite, so no NaN or infinity can appear.
inline constexpr std::size_t kMaxKeys = 64;
inline constexpr double kMaxMagnitude = 1e6;

// One attention problem: a query, n keys of the query's dimension and one
// scalar value per key (as in the seed's worked example).
struct AttentionData {
    std::string title;
    Vector query;
    std::vector<Vector> keys;
    std::vector<double> values;

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
// dimension) and that every number is finite with |x| <= kMaxMagnitude.
std::optional<DataError> validate(const AttentionData &data);

// Checks one number; `place` names it in the error ("query[0]").
std::optional<DataError> validateNumber(double x, const std::string &place);

} // namespace linattn
