// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace linattn {

// The optimal-string-alignment distance (Damerau–Levenshtein without
// repeated edits of one substring): insertions, deletions, substitutions and
// swaps of two neighbours each count 1, so "titel" is 1 from "title".
std::size_t editDistance(std::string_view a, std::string_view b);

// The known name closest to `name`, if one is close enough to be a slip of
// the keyboard (1 edit for names up to 4 characters, else 2, and always
// fewer edits than the name has characters). Ties go to the earlier name.
std::optional<std::string> nearestName(
    std::string_view name, const std::vector<std::string_view> &known);

// "unknown key; did you mean state?" or, with nothing close,
// "unknown key (known: a, b, c)".
std::string unknownKeyMessage(std::string_view name, const std::vector<std::string_view> &known);

} // namespace linattn
