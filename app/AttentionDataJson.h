#pragma once

#include "attention_data.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace linattn {

// Reads attention data from the `--data` JSON format:
// {"title": "...", "query": [x, y], "keys": [[x, y], ...], "values": [...]}.
// "title" is optional. On failure `out` is untouched and the error names
// the place ("keys[3]: expected 2 numbers, got 3").
std::optional<DataError> readAttentionData(const QByteArray &json, AttentionData &out);
std::optional<DataError> readAttentionData(const QJsonObject &object, AttentionData &out);

// Writes data in the same format (for saving the user's own data).
QJsonObject attentionDataToJson(const AttentionData &data);

// The dimension of queries and keys in data files and presets.
inline constexpr int kDataDimension = 2;

} // namespace linattn
