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

// One line per typed number equal to a value its step computes, in every language:
// "step 5: text: warning: [1.5, 2] is typed where {phi-query} would write it from the state".
QStringList typedNumberWarnings(
    const Lesson &lesson, const std::vector<ResolvedLessonState> &states);

} // namespace linattn
