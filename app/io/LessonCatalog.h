// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LessonReader.h"

#include <string_view>
#include <vector>

namespace linattn {

// The built-in lessons compiled into the program. A broken built-in lesson
// is a build defect: loading aborts with the reader's message.
class LessonCatalog {
public:
    static const std::vector<LessonPlan> &lessons();
    static const LessonPlan *find(std::string_view id);
};

} // namespace linattn
