// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"

namespace linattn {

// The data the window works on and where it came from: a preset as shipped,
// or the user's own (edited, or opened from a file).
struct DataState {
    int presetIndex = 0; // the preset chosen last; own data starts from it
    AttentionData data;
    bool ownData = false;

    bool operator==(const DataState &) const = default;
};

} // namespace linattn
