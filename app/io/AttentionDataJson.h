// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace linattn {

// Whether a key other than title, query, keys and values is refused. Strict
// for a file the user opens (a misspelt "valuez" is named, with the key it
// was probably meant to be); lenient where the data is embedded in something
// with keys of its own or written by this program (a preset, the session).
enum class KeyCheck { Strict, Lenient };

// Reads attention data from the `--data` JSON format:
// {"title": "...", "query": [x, y], "keys": [[x, y], ...], "values": [...]}.
// "title" is optional. On failure `out` is untouched and the error names
// the place ("keys[3]: expected 2 numbers, got 3").
std::optional<DataError> readAttentionData(
    const QByteArray &json, AttentionData &out, KeyCheck keyCheck);
std::optional<DataError> readAttentionData(
    const QJsonObject &object, AttentionData &out, KeyCheck keyCheck);

// Writes data in the same format (for saving the user's own data).
QJsonObject attentionDataToJson(const AttentionData &data);

// The dimension of queries and keys in data files and presets.
inline constexpr int kDataDimension = 2;

} // namespace linattn
