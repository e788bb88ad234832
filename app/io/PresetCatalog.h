// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "preset.h"

#include <string_view>
#include <vector>

namespace linattn {

// The built-in presets, read once from the presets.json compiled into the
// program. A broken presets.json is a build defect: loading it aborts with
// the reader's message rather than starting with no presets.
class PresetCatalog {
public:
    static const std::vector<Preset> &presets();
    static const Preset *find(std::string_view id);
};

} // namespace linattn
