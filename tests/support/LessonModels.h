// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ProblemModel.h"
#include "WalkthroughModel.h"

namespace linattn::test {

// The models a walkthrough runs over, wired as WindowLauncher wires them: the problem's two
// parts (the sequence follows the single query's map and ε), which the walkthrough sets.
struct LessonModels {
    LessonModels();

    ProblemModel problem;
    AttentionModel &attention;
    SequenceModel &sequence;
    WalkthroughModel walkthrough;
};

} // namespace linattn::test
