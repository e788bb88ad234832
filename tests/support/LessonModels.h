// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AttentionModel.h"
#include "SequenceModel.h"
#include "WalkthroughModel.h"

namespace linattn::test {

// The models a walkthrough runs over, wired as WindowLauncher wires them: the sequence model
// follows the attention model's map and ε, and the walkthrough sets both.
struct LessonModels {
    LessonModels();

    AttentionModel attention;
    SequenceModel sequence;
    WalkthroughModel walkthrough;
};

} // namespace linattn::test
