// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "associative_memory.h"

#include <cstdint>
#include <optional>
#include <string>

namespace linattn {

// What made a memory, echoed by its exports so that anyone can make it again.
struct MemoryInputs {
    std::string source; // "random", "orthogonal" or "data"
    std::string dataFile; // with "data": the file's name as given
    std::optional<std::uint64_t> seed; // with "random" and "orthogonal"
    std::string featureMap; // "elu1", …, "dpfp2"
    MemorySettings settings;
};

// The JSON of `linattn --memory` (docs/memory.md): every input, featureDim, valueDim,
// pairCount, pairs[i] {key, value, readout (null when Unavailable), error, recalled},
// meanError, recalledCount, state (m rows of d_v numbers), and softmax {pairs[i] {readout,
// error, recalled}, meanError, recalledCount}. Numbers in shortest round-trip form.
std::string memoryJson(
    const MemoryPairs &pairs, const MemoryResult &result, const MemoryInputs &inputs);

// One row per pair: pair, key_0…, value_0…, readout_0…, error, recalled, softmax_readout_0…,
// softmax_error, softmax_recalled, then what made it (rule, beta, decay, passes, feature_map,
// temperature) on every row; Unavailable read-outs and errors are empty cells. Lines end in
// CR LF, as the step table's CSV (RFC 4180).
std::string memoryCsv(
    const MemoryPairs &pairs, const MemoryResult &result, const MemoryInputs &inputs);

} // namespace linattn
