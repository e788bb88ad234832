// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Numbers a lesson's author typed where a placeholder belongs: "Z₁ = [2, 1]" where the step's
// state computes Z = [2, 1]. A typed copy is right only until the preset or the map changes;
// {z} is right always. --check-lesson warns about each one.

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace linattn {

// A value the step's state computes, under the placeholder that writes it: "z" and [2, 1],
// "denominator" and [5].
struct ComputedValue {
    std::string placeholder;
    std::vector<double> numbers; // one for a scalar, the coordinates of a vector
};

// A typed number or vector that equals a computed value.
struct TypedComputedNumber {
    std::string typed; // as written: "[2, 1]", "5", "0.9762"
    std::vector<std::string> placeholders; // each that writes it, in the order given: "z"
};

// Reads the numbers of a written result: "[2, 1]" gives 2 and 1, "5" gives 5, "Unavailable"
// nothing. The minus sign may be '-' or '−'.
std::vector<double> numbersIn(std::string_view written);

// The numbers and vectors in `text` that equal a computed value at the precision they are typed
// with ("0.40" is 0.4012 to two decimals; "5" is only a whole 5). Not counted, since a reader
// cannot tell them from the data: a vector equal to an input vector, a number equal to an
// input number (a coordinate, a value, a setting such as the prefix or γ), numbers inside a
// placeholder, a <sub> or <sup>, or a name ("ELU+1", "k2"). Inside a vector with a term that
// is not a number ("[5 − 0.7358, 7 − 3]") each number counts alone.
std::vector<TypedComputedNumber> typedComputedNumbers(std::string_view text,
    const std::vector<ComputedValue> &computed,
    const std::vector<std::vector<double>> &inputVectors, std::span<const double> inputNumbers);

} // namespace linattn
