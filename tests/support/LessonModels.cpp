// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonModels.h"

namespace linattn::test {

LessonModels::LessonModels()
    : attention(*problem.attention())
    , sequence(*problem.sequence())
{
    walkthrough.setProblem(&problem);
}

} // namespace linattn::test
