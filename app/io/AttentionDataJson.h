// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"
#include "sequence_data.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <variant>

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

// Reads a sequence from the same format with "queries": [[x, y], …] (one per key) in place of
// "query": {"title": "...", "queries": [...], "keys": [...], "values": [...]}. The errors are
// readAttentionData()'s, and "queries: 3 queries for 4 keys".
std::optional<DataError> readSequenceData(
    const QByteArray &json, SequenceData &out, KeyCheck keyCheck);
std::optional<DataError> readSequenceData(
    const QJsonObject &object, SequenceData &out, KeyCheck keyCheck);

// What a `--data` file holds: one query for every key (the single-query view) or one query per
// key (the sequence view).
using DataFileContents = std::variant<AttentionData, SequenceData>;

// Reads either kind, told apart by "query" or "queries": exactly one of the two must be there
// ("queries: expected either \"query\" (one query) or \"queries\" (one per key), not both";
// with neither, "query: missing: expected \"query\" (one query) or \"queries\" (one per key)").
// Strict about other keys, as for a file the user opens. On failure `out` is untouched.
std::optional<DataError> readDataFile(const QByteArray &json, DataFileContents &out);

// Writes data in the same format (for saving the user's own data).
QJsonObject attentionDataToJson(const AttentionData &data);
QJsonObject sequenceDataToJson(const SequenceData &data);

// The dimension of queries and keys in data files and presets.
inline constexpr int kDataDimension = 2;

} // namespace linattn
