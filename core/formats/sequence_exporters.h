// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exporters.h"
#include "number_format.h"
#include "sequence_table.h"

#include <string>

namespace linattn {

// The sequence view's exports, in the step table's formats (exporters.h).

// CSV (RFC 4180, CRLF line ends, header row, shortest round-trip numbers, an `available` column,
// empty cells where a value is Unavailable): one row per token with t (from 0), q, k, v, φ(q),
// φ(k), S, Z, numerator, denominator, available, recurrent, parallel, chunkwise and softmax.
std::string exportSequenceCsv(const SequenceTable &table);

// JSON: {"sequence": id or null, "title", "featureMap", "decay", "chunk", "epsilon", "tokens":
// [{"t", "query", "key", "value", "phiQuery", "phiKey", "S", "Z", "numerator", "denominator",
// "available", "recurrent", "parallel", "chunkwise", "softmax", "weights", "softmaxWeights"}],
// "maxDifference", "offDiagonalRank": {"linear", "softmax"}}. Shortest round-trip numbers, null
// where Unavailable (`weights` whole); `weights` and `softmaxWeights` are rows j = 0…t.
std::string exportSequenceJson(const SequenceTable &table);

// A GitHub table of the columns a teacher shows (t, q, k, v, φ(q), S, Z, numerator, denominator,
// recurrent, parallel, chunkwise, softmax) under a bold caption (title, map, γ, C, ε), then a line
// with the largest difference, the off-diagonal block's ranks and the memory figures. Numbers
// rounded to `decimals`, the word Unavailable.
std::string exportSequenceMarkdown(const SequenceTable &table, int decimals = kDefaultDecimals);

// The same columns as a booktabs tabular, caption and figures in comment lines.
std::string exportSequenceLatex(const SequenceTable &table, int decimals = kDefaultDecimals);

std::string exportSequence(
    const SequenceTable &table, ExportFormat format, int decimals = kDefaultDecimals);

} // namespace linattn
