// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <string_view>
#include <vector>

namespace linattn {

// The papers the program's methods come from, cited as published (the built-in lessons cite the
// same ones, word for word).
namespace references {
extern const LessonReference kVaswani2017; // softmax attention, scores q·k/√d
extern const LessonReference kKatharopoulos2020; // feature maps, S and Z, ELU+1, the RNN view
extern const LessonReference kChoromanski2021; // FAVOR+
extern const LessonReference kSun2023; // the decay γ (RetNet)
extern const LessonReference kYang2024; // the chunkwise form, decay that depends on the data
extern const LessonReference kDaoGu2024; // linear attention with decay as a state space model
extern const LessonReference kSchlag2021; // S as a fast-weight memory, the delta rule, DPFP
extern const LessonReference kYang2024Delta; // DeltaNet: the delta rule, trained in parallel
extern const LessonReference kYang2025Gated; // Gated DeltaNet: the delta rule with a decay γ
} // namespace references

// What a page showing one problem draws on: the linear-attention paper, softmax's for the
// contrast, FAVOR+'s when that is the map; for a sequence also the decay's (RetNet, Mamba-2)
// when γ < 1, and the chunkwise form's.
std::vector<LessonReference> referencesFor(
    std::string_view featureMapId, bool sequence, double decay = 1.0);

// What the memory lab draws on: the state as a fast-weight memory (and DPFP), the linear-attention
// paper, softmax's for the contrast; the delta rule's (DeltaNet) when it is the rule, the gated
// form's decay (RetNet) when γ < 1.
std::vector<LessonReference> memoryReferences(bool deltaRule, double decay);

} // namespace linattn
