// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// An AttentionModel at a preset × feature map × prefix, and what core/ says
// about that state; changes made the way QML makes them; the roles of the
// model's item models by name.
#pragma once

#include "AttentionModel.h"
#include "feature_map.h"
#include "preset.h"
#include "step_table.h"

#include <QByteArray>
#include <QString>
#include <QVariant>

class QAbstractItemModel;

namespace linattn::test {

// What core/ says about one state of the model.
struct CoreState {
    const Preset *preset = nullptr;
    const FeatureMap *map = nullptr;
    int prefix = 0;
    StepTable atPrefix; // computeStepTable(data, map, prefix): the state itself
    StepTable full; // computeStepTable(data, map, n): every row of the table
    const StepRecord &step() const { return atPrefix.steps.back(); }
    int keyCount() const { return static_cast<int>(preset->data.keys.size()); }
};

CoreState coreState(const QString &presetId, const QString &mapId, int prefix);

// Sets preset, then map, then prefix, one property at a time.
void moveTo(AttentionModel &model, const QString &presetId, const QString &mapId, int prefix);

// Performs one input change the way QML does: through the property system
// ("prefix", "presetId", …) or an invokable method ("nextPrefix",
// "previousPrefix"). False when QML could not have made it.
bool perform(AttentionModel &model, const QString &action, const QVariant &value);

// The role called `name`, -1 when there is none.
int roleNamed(const QAbstractItemModel &model, const QByteArray &name);

// A line of the derivation, as the view reads it through a role.
QString derivationRole(const QAbstractItemModel &derivation, int row, const QByteArray &role);

// Columns presetId, featureMapId and prefix, one row for every prefix of
// every preset under every feature map.
void addEveryStateRows();

// Moves a fresh model to the current data row's state (the columns of
// addEveryStateRows) and sets `core` to core's view of it; fails the test
// when the model does not arrive there.
void prepareRowState(AttentionModel &model, CoreState &core);

} // namespace linattn::test
