// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"
#include "typed_numbers.h"

#include <QStringList>

#include <vector>

namespace linattn {

// What a lesson step's state computes and what it starts from, for --check-lesson's warning
// about numbers typed where a placeholder belongs.
struct StepNumbers {
    std::vector<ComputedValue> computed; // each derivation line shown, the block ranks
    std::vector<std::vector<double>> inputVectors; // queries, keys, vector values
    std::vector<double> inputNumbers; // their coordinates, scalar values, the step's settings
};

// The numbers at `state`, computed as the window computes them (built-in presets and sequences).
StepNumbers stepNumbersAt(const ResolvedLessonState &state);

// Each number question whose answer is not the quantity it asks for (askedQuantity()), computed at
// its step's state, within its tolerance; one line each, "step 2: question.answer: the answer is
// 11, but the denominator at prefix 2 is 10.5". Also a quantity that cannot be computed there
// (a prefix beyond the keys, a coordinate a line does not have, an Unavailable output).
QStringList answerProblems(const Lesson &lesson, const std::vector<ResolvedLessonState> &states);

// One line per typed number equal to a value its step computes, in every language:
// "step 5: text: warning: [1.5, 2] is typed where {phi-query} would write it from the state".
QStringList typedNumberWarnings(
    const Lesson &lesson, const std::vector<ResolvedLessonState> &states);

} // namespace linattn
