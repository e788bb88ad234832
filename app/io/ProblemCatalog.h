// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "preset.h"
#include "sequence_data.h"

#include <string_view>
#include <vector>

namespace linattn {

// The built-in problems, read once from the problems.json compiled into the program: each is a
// single query ("query", a preset of the single-query view) or a sequence ("queries", one query
// per key, for the sequence view), read as a data file of that kind is, with an id, a title and
// a description. Ids are unique across both kinds. A broken problems.json is a build defect:
// loading it aborts with the reader's message rather than starting with no problems.
class ProblemCatalog {
public:
    // The single queries, in the file's order.
    static const std::vector<Preset> &presets();
    // The sequences, in the file's order.
    static const std::vector<SequencePreset> &sequences();
    static const Preset *findPreset(std::string_view id);
    static const SequencePreset *findSequence(std::string_view id);
};

} // namespace linattn
