// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"

#include <string>

namespace linattn {

// A named data set the app offers, with one sentence on what it shows.
struct Preset {
    std::string id;
    std::string title;
    std::string description;
    AttentionData data;
};

} // namespace linattn
