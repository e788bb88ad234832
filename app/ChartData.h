#pragma once

#include "step_table.h"

#include <QVariantMap>

namespace linattn {

// What the three charts plot, as maps of points and axis ranges, so the
// views place points without computing any number themselves.
namespace ChartData {

// q, the keys (included and not yet included) and their images under φ.
// Keys: query, phiQuery, includedKeys, excludedKeys, phiKeys, phiShown,
// xMin, xMax, yMin, yMax, xTick, yTick (distance between round ticks).
QVariantMap plane(const StepTable &table, int prefix);

// Normalised weights of the included keys. Keys: categories, linear (empty
// when Unavailable), linearAvailable, softmax, yMin, yMax, yTick.
QVariantMap weights(const AttentionData &data, const StepTable &table, int prefix);

// Output against prefix. Keys: linearSegments and referenceSegments (lists
// of point lists, broken at Unavailable prefixes), softmax, unavailable
// (markers on the bottom edge), currentLine, currentPoint, xMin, xMax, yMin,
// yMax, xTick, yTick.
QVariantMap output(const StepTable &table, int prefix);

} // namespace ChartData

} // namespace linattn
