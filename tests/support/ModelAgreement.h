// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// What an AttentionModel must show for one state, checked against core/
// computed afresh (CoreState): its properties, texts, step table, derivation
// and the three charts. Each check fails the current test (QCOMPARE,
// QVERIFY); after one, ask QTest::currentTestFailed() before going on.
#pragma once

#include "AttentionModel.h"
#include "ModelState.h"

namespace linattn::test {

void verifyProperties(const AttentionModel &model, const CoreState &core);
void verifyTexts(const AttentionModel &model, const CoreState &core);
void verifyStepTable(const AttentionModel &model, const CoreState &core);
void verifyDerivation(const AttentionModel &model, const CoreState &core);
void verifyPlaneChart(const AttentionModel &model, const CoreState &core);
void verifyWeightsChart(const AttentionModel &model, const CoreState &core);
void verifyOutputChart(const AttentionModel &model, const CoreState &core);

} // namespace linattn::test
