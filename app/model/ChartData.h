// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sequence_table.h"
#include "step_table.h"

#include <QVariantMap>

namespace linattn {

// What the three charts plot, as maps of points and axis ranges, so the
// views place points without computing any number themselves.
namespace ChartData {

// q, the keys (included and not yet included) and their images under φ.
// Keys: query, phiQuery, includedKeys, excludedKeys, phiKeys, phiShown,
// xMin, xMax, yMin, yMax, xTick, yTick (distance between round ticks); and
// for screen readers, each legend entry with its points: querySummary,
// includedSummary, excludedSummary, phiQuerySummary, phiKeysSummary (the
// last two empty when φ is not shown).
QVariantMap plane(const StepTable &table, int prefix);

// Normalised weights of the included keys. Keys: categories, linear (empty
// when Unavailable), linearAvailable, softmax, yMin, yMax, yTick; and for
// screen readers linearSummary (the weights, or why they are Unavailable) and
// softmaxSummary.
QVariantMap weights(const StepTable &table, int prefix);

// Output against prefix. Keys: linearSegments and referenceSegments (lists
// of point lists, broken at Unavailable prefixes), softmax, unavailable
// (markers on the bottom edge), currentLine, currentPoint, xMin, xMax, yMin,
// yMax, xTick, yTick; and for screen readers each series' values by prefix:
// linearSummary, referenceSummary, softmaxSummary, unavailableSummary (where
// and why), currentSummary.
QVariantMap output(const StepTable &table, int prefix);

// Output against token for the sequence view, made once per table. Keys: recurrentSegments,
// parallelSegments and chunkwiseSegments (broken at Unavailable tokens), softmax, unavailable
// (markers on the bottom edge), xMin, xMax, yMin, yMax, xTick, yTick; and for screen readers
// recurrentSummary, parallelSummary, chunkwiseSummary, softmaxSummary, unavailableSummary.
QVariantMap sequenceOutput(const SequenceTable &table);
// Tokens are drawn at their numbers from 0 (shownTokenIndex); `token` below is a position, 1…N.
// Adds or replaces the selected token's keys of that map: currentLine, currentPoint (absent
// where the token is Unavailable) and currentSummary. A position outside 1…N changes nothing.
void selectToken(QVariantMap &chart, const SequenceTable &table, int token);

// The value plane of the sequence view at token t (at position `token` = t + 1), for values of
// two coordinates (else only shown = false): the values v₀…vₜ as arrows from the origin, the
// output as their weighted average Σⱼ wⱼvⱼ with linear attention's weights of row t (decay
// included), drawn as the path w₀v₀, then + w₁v₁, … from the origin to it, and softmax's average
// for contrast. Keys: shown, values (points with label "v₃" and weight), path (points, empty where
// Unavailable), output and softmax (points; output null where Unavailable), xMin, xMax, xTick,
// yMin, yMax, yTick; and for screen readers valuesSummary, outputSummary and softmaxSummary.
QVariantMap sequenceValuePlane(const SequenceTable &table, int token);
// The same for the single query at `prefix`: the values v₀…v_(prefix−1) of the included keys, the
// output as their weighted average with linear attention's weights, softmax's average.
QVariantMap valuePlane(const StepTable &table, int prefix);

} // namespace ChartData

} // namespace linattn
