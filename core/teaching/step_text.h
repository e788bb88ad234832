// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "feature_map.h"
#include "message.h"
#include "number_format.h"
#include "step_table.h"

#include <optional>
#include <string>
#include <vector>

namespace linattn {

// The text of every number in a step table, formatted on first use and then
// kept, so that moving the prefix only joins strings. This is where the
// derivation and the step table view get their numbers as text. Vectors are
// Texts (a long one ends in the message "(64 entries)"), and so are the
// numbers that may be the message Unavailable.
class StepText {
public:
    struct Step {
        Text key;
        std::string value; // valueWritten(): "2", or "[1, 3]" for d_v > 1
        std::string valueInSum; // "(-2)" for a negative value inside a formula
        Text phiKey;
        Text phiKeyRule; // "1 > 0 → 1 + 1 = 2;  0 ≤ 0 → e^0 = 1"
        std::string score; // φ(q)·φ(k)
        Text S; // matrixShown(): rows for d_v > 1
        Text Z;
        // The coordinates the derivation writes: every one of a vector of up to
        // kMaxWrittenEntries, else those at writtenIndices() (first three, last).
        std::vector<std::string> sCoordinates;
        std::vector<std::string> zCoordinates;
        std::string numerator; // value-shaped
        std::string denominator;
        Text output; // or Unavailable
        Text reference;
        std::string softmax; // value-shaped
        Text difference;
        std::string softmaxScore; // q·k
    };

    // Keeps references: `table` and `map` must outlive this object.
    StepText(const StepTable &table, const FeatureMap &map, int decimals = kDefaultDecimals);

    const StepTable &table() const { return *table_; }
    const FeatureMap &map() const { return *map_; }
    int decimals() const { return decimals_; }

    const Text &query() const { return query_; }
    const Text &phiQuery() const { return phiQuery_; }
    const Text &phiQueryRule() const { return phiQueryRule_; }
    // The written coordinates of φ(q), as sCoordinates.
    const std::vector<std::string> &phiQueryCoordinates() const { return phiQueryCoordinates_; }
    // How many features φ has (the full length of the vectors above).
    std::size_t featureCount() const { return table_->phiQuery.size(); }

    // Step `index` (0-based, prefix index + 1), formatted on first use.
    const Step &step(std::size_t index) const;

    // "0.5 > 0 → 0.5 + 1 = 1.5" per coordinate of an element-wise map; for
    // FAVOR+ the formula with ‖x‖²/2 and the first two features worked out
    // ("φⱼ = exp(wⱼ·x − ‖x‖²/2) / √m, ‖x‖²/2 = 0.625, √64 = 8;  w₀ = [0.31, -1.2]:
    // exp(0.7231 − 0.625) / 8 = 0.1387;  …  (64 features)"); "φ([0.5, 1])" otherwise.
    static Text featureRule(const FeatureMap &map, std::span<const double> input,
        std::span<const double> features, int decimals);

private:
    const StepTable *table_;
    const FeatureMap *map_;
    int decimals_;
    Text query_;
    Text phiQuery_;
    Text phiQueryRule_;
    std::vector<std::string> phiQueryCoordinates_;
    mutable std::vector<std::optional<Step>> steps_;
};

// formatRounded(x, decimals), or the message Unavailable.
Text valueText(const std::optional<double> &x, int decimals = kDefaultDecimals);

// A value-shaped number: "3" for scalar values, "[1, 3]" for d_v > 1.
std::string valueWritten(std::span<const double> value, int decimals = kDefaultDecimals);
// valueWritten, or the message Unavailable.
Text valueShown(const std::optional<InlineVector> &value, int decimals = kDefaultDecimals);
// S (m × d_v, row by row): the vector "[2, 1]" for scalar values, rows "[[2, 0], [1, 3]]"
// otherwise; more than kMaxWrittenEntries rows are shortened as a long vector is.
Text matrixShown(
    std::span<const double> matrix, std::size_t columns, int decimals = kDefaultDecimals);
// What a derivation line's `value` holds: the number for scalar values; a vector has no one
// number (a question asks for one of its coordinates through the lesson's numbers instead).
std::optional<double> numberOf(const std::optional<InlineVector> &value);
// φ(q)ᵀS written out from φ(q)'s written coordinates and S (m × `columns`): dotFormula() for
// scalar values, one per column otherwise: "((1.5 × 2) + (2 × 1), (1.5 × 0) + (2 × 3))".
std::string rowTimesMatrixFormula(const std::vector<std::string> &phiQuery,
    std::span<const double> matrix, std::size_t columns, int decimals = kDefaultDecimals);

// "-2" -> "(-2)", so a negative number reads clearly inside a formula.
std::string parenthesisedIfNegative(const std::string &number);

} // namespace linattn
