// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A whole sequence for causal attention: every token has a query of its own and attends to itself
// and the tokens before it. AttentionData keeps its single query (the single-query view, the
// editor and the session depend on it); a sequence is a type of its own with the same bounds and
// the same refusals (DataError naming the place), so neither view has to ask which kind it holds.

#include "attention_data.h"

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace linattn {

// N tokens, 1 ≤ N ≤ kMaxKeys; token t (1-based) is queries[t−1], keys[t−1], values[t−1]. A value
// is a vector of d_v = 1…kMaxValueDimension coordinates, the same d_v for every token; a number
// is a value of one coordinate, and then every value-shaped result is a number too.
struct SequenceData {
    std::string title;
    std::vector<Vector> queries;
    std::vector<Vector> keys;
    std::vector<Vector> values;

    std::size_t tokenCount() const { return keys.size(); }
    // d_v, read from the first value (0 with no values; validate() refuses that).
    std::size_t valueDimension() const { return values.empty() ? 0 : values.front().size(); }
    bool operator==(const SequenceData &) const = default;
};

// Checks counts (1…kMaxKeys keys; one query and one value per key: "queries: 3 queries for 4
// keys", "values: expected 4 numbers (one per key), got 3"; every query and key of the first
// query's dimension, at least 1; every value of the first value's d_v, 1…kMaxValueDimension:
// "values[2]: expected 2 numbers, got 3") and every number as validate(AttentionData) does
// ("queries[2][0]: expected a finite number, got NaN"; "values[1][0]: …", or "values[1]: …" when
// d_v = 1, where the data file wrote a plain number).
std::optional<DataError> validate(const SequenceData &data);

// The single-query problem as the sequence it is: its `tokens` tokens take keys k₀…k_{tokens−1}
// and their values, and every token's query is the one query, so that token t's output is the
// single query's output at prefix t + 1. `tokens` is at most data.keys.size().
SequenceData sharedQuerySequence(const AttentionData &data, std::size_t tokens);

// A named sequence the app offers, with one sentence on what it shows.
struct SequencePreset {
    std::string id;
    std::string title;
    std::string description;
    SequenceData data;
};

// The decay γ of retention-style models: 1 is the paper's linear attention (nothing forgotten);
// below 1 a key j tokens back weighs γʲ times as much.
inline constexpr double kDefaultDecay = 1.0;
// The chunk size C of the chunkwise form; kDefaultChunkSize unless the sequence is shorter.
inline constexpr std::size_t kDefaultChunkSize = 4;

// How a sequence is computed: γ in (0, 1], C in 1…N, and ε as in StepTableOptions (added to
// every denominator, 0 = off: exact, with Unavailable where the denominator is exactly 0).
struct SequenceSettings {
    double decay = kDefaultDecay;
    std::size_t chunkSize = kDefaultChunkSize;
    double epsilon = 0.0;

    bool operator==(const SequenceSettings &) const = default;
};

// Place "γ": "1.5 is outside (0, 1]", "0 is outside (0, 1]", "expected a finite number, got NaN".
// The command line puts its option's name in the place ("--decay: 1.5 is outside (0, 1]").
std::optional<DataError> validateDecay(double decay);
// "0.9" -> 0.9; otherwise place "γ": "expected a number in (0, 1], got \"abc\"" or validateDecay's.
std::variant<double, DataError> parseDecay(std::string_view text);

// Place "C": "0 is outside 1…8" for a sequence of 8 tokens.
std::optional<DataError> validateChunkSize(std::size_t chunkSize, std::size_t tokenCount);
// "4" -> 4; otherwise place "C": "expected a whole number from 1 to 8, got \"x\"" or
// validateChunkSize's.
std::variant<std::size_t, DataError> parseChunkSize(std::string_view text, std::size_t tokenCount);
// `chunkSize` brought into 1…tokenCount: the default 4 for a sequence of 3 tokens is 3, and a kept
// C stays usable when shorter data arrives.
std::size_t clampChunkSize(std::size_t chunkSize, std::size_t tokenCount);

// The first of validateDecay(), validateChunkSize() and validateEpsilon() that fails.
std::optional<DataError> validateSettings(const SequenceSettings &settings, std::size_t tokenCount);

// One numbering wherever tokens are shown, in both views, every export and every lesson: tokens,
// keys, values and queries from 0 (the seed's first key is k₀, at prefix 1), and Sₜ, Zₜ the state
// after token t. The code counts a token's position from 1 instead (the number of tokens up to and
// including it, as a prefix does); this gives the number shown for a position.
inline constexpr std::size_t shownTokenIndex(std::size_t position)
{
    return position - 1;
}

// What each form keeps in memory at token t: the recurrent state is S (m × d_v) and Z (m), m·d_v +
// m numbers whatever t is; a KV cache keeps every key and value seen so far, (d + d_v)·t numbers
// (3t for 2-D keys and scalar values).
inline constexpr std::size_t stateNumberCount(std::size_t featureCount, std::size_t valueDimension)
{
    return featureCount * valueDimension + featureCount;
}
inline constexpr std::size_t kvCacheNumberCount(
    std::size_t token, std::size_t keyDimension, std::size_t valueDimension)
{
    return (keyDimension + valueDimension) * token;
}

} // namespace linattn
