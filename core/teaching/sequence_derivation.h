// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "derivation.h"
#include "feature_map.h"
#include "number_format.h"
#include "sequence_table.h"

#include <cstddef>
#include <vector>

namespace linattn {

// The worked derivation of the token at `token` = 1…N of a sequence (shown as t = token − 1, from
// 0: shownTokenIndex), in the order the
// sequence view writes it: φ(qₜ) and φ(kₜ) with their rules, the state update
// Sₜ = γSₜ₋₁ + φ(kₜ)vₜ and Zₜ with the numbers, the denominator, numerator and
// recurrent output (and why it is Unavailable), then the parallel and chunkwise
// forms with their own numbers, the largest difference between the three, and
// softmax. Line ids: phi-query, phi-key, s, z, denominator, numerator, output,
// why-unavailable, parallel, chunkwise, difference, softmax. Empty for a token
// position outside 1…N. `map` is the map `table` was computed with.
std::vector<DerivationLine> buildSequenceDerivation(const SequenceTable &table,
    const FeatureMap &map, std::size_t token, int decimals = kDefaultDecimals);

} // namespace linattn
