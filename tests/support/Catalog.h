// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in presets and feature maps by id, as a test names them. A test
// names only ids that exist: a missing one stops the test program, since
// test data (a _data function) cannot fail a test.
#pragma once

#include "feature_map.h"
#include "preset.h"
#include "sequence_data.h"
#include "step_table.h"

#include <QString>

namespace linattn::test {

const Preset &presetNamed(const QString &id);
const FeatureMap &featureMapNamed(const QString &id);
// A built-in sequence of problems.json (ProblemCatalog), stopping the test program when missing.
const SequencePreset &sequenceNamed(const QString &id);

// Core's step table of a preset under a map, up to `prefix`.
StepTable presetTable(const QString &presetId, const QString &mapId, int prefix);

int keyCountOf(const QString &presetId);

// Positions in the lists the window offers (ProblemCatalog::presets(),
// featureMaps()); -1 when not there.
int presetIndexOf(const QString &presetId);
int featureMapIndexOf(const QString &mapId);

} // namespace linattn::test
