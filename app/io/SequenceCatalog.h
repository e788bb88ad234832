// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sequence_data.h"

#include <string_view>
#include <vector>

namespace linattn {

// The built-in sequences of the sequence view, read once from the sequences.json compiled into
// the program. As with PresetCatalog, a broken sequences.json is a build defect: loading it
// aborts with the reader's message rather than starting with no sequences.
class SequenceCatalog {
public:
    static const std::vector<SequencePreset> &sequences();
    static const SequencePreset *find(std::string_view id);
};

} // namespace linattn
