// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Jupyter notebook export: a notebook (nbformat 4.5, kernel python3, numpy) that holds the
// data and the settings, recomputes every number of a step table or a sequence from the feature
// map's definition, step by step, and then checks each against the app's own values, which it
// holds as data: its last cell prints every number that differs and raises, so that running the
// notebook fails. Unavailable is None on both sides, never NaN. The markdown cells explain each
// step in core's messages, in the language of `render`.

#include "associative_memory.h"
#include "feature_map.h"
#include "memory_exporters.h"
#include "message.h"
#include "sequence_table.h"
#include "step_table.h"

#include <functional>
#include <string>

namespace linattn {

// Writes a text in the reader's language; an empty one writes the English (renderEnglish).
using TextRenderer = std::function<std::string(const Text &)>;

// The notebook of the step table of prefixes 1…table.prefix. `map` is the map that made the table
// (FAVOR+'s random rows are written into the notebook: numpy cannot draw the same ones). Throws
// std::invalid_argument when `map` is not the table's or is a map the notebook has no φ for.
std::string exportNotebook(
    const StepTable &table, const FeatureMap &map, const TextRenderer &render = {});

// The notebook of a whole sequence: the recurrent, parallel and chunkwise forms and softmax for
// every token. Throws as exportNotebook().
std::string exportSequenceNotebook(
    const SequenceTable &table, const FeatureMap &map, const TextRenderer &render = {});

// The notebook of the memory lab's memory (`linattn --memory`): the pairs, the features by the
// map's definition (FAVOR+'s rows or DPFP's products written out), the writes by the rule, every
// read-out, error and recall, and softmax's, checked against `result`. `featureMap` is one of
// memoryFeatureMapIds(); throws std::invalid_argument for another.
std::string exportMemoryNotebook(const MemoryPairs &pairs, const MemoryResult &result,
    const MemoryInputs &inputs, const TextRenderer &render = {});

} // namespace linattn
