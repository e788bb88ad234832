// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AttentionDataJson.h"
#include "attention_data.h"
#include "feature_map.h"
#include "random_features.h"
#include "sequence_data.h"

#include <QString>

#include <optional>
#include <string>
#include <variant>

namespace linattn {

inline constexpr const char *kDefaultPresetId = "general";
inline constexpr const char *kDefaultFeatureMapId = "elu1";

// What a run was asked to work on, before any file is read: a preset or a
// data file, a feature map and a prefix, and the map's settings. Empty or
// unset fields keep their defaults (or, in the window, the session's).
struct ProblemRequest {
    QString presetId; // empty: the default preset, unless dataFile is set
    QString featureMapId; // empty: the default map
    std::optional<int> prefix;
    // FAVOR+'s m, seed and orthogonality, and ε.
    std::optional<std::size_t> favorFeatures;
    std::optional<std::uint64_t> favorSeed;
    std::optional<bool> favorOrthogonal;
    std::optional<double> epsilon;
    QString dataFile;
    // The sequence view: a built-in sequence (instead of a preset or a data file), the token
    // selected in the window, γ and C. Token and C are checked against the number of tokens
    // only once the sequence is known (selectProblemOrSequence()).
    QString sequenceId;
    std::optional<int> token;
    std::optional<double> decay;
    std::optional<int> chunk;

    bool hasSequenceSettings() const { return token || decay || chunk; }
    bool hasFavorSettings() const { return favorFeatures || favorSeed || favorOrthogonal; }
    // `base` with the settings given here.
    FavorSettings favorSettings(FavorSettings base = {}) const;
};

// The data, map and prefix one run works on, resolved from ids and files.
struct ProblemSelection {
    AttentionData data;
    std::optional<std::string> presetId; // empty for a data file
    const FeatureMap *featureMap = nullptr;
    std::size_t prefix = 0;
};

// The sequence, map and settings one run of the sequence view works on.
struct SequenceSelection {
    SequenceData data;
    std::optional<std::string> sequenceId; // empty for a data file
    const FeatureMap *featureMap = nullptr;
    SequenceSettings settings; // γ, C (within 1…N) and ε
    std::optional<std::size_t> token; // 0…N−1 (tokens are numbered from 0), when one was asked for
};

// Resolves a request to one query (a preset, or a data file with "query") or a whole sequence
// (--sequence, or a data file with "queries"). Returns one line naming what is wrong, e.g.
// "--chunk: 0 is outside 1…8", "data.json: queries: 3 queries for 4 keys" or
// "--decay: only meaningful for a sequence (--sequence ID or a --data file with \"queries\")".
std::variant<ProblemSelection, SequenceSelection, QString> selectProblemOrSequence(
    const ProblemRequest &request);

// γ, C and the token mean nothing for one query: said rather than ignored. Empty when none of
// them is set: "--decay: only meaningful for a sequence (--sequence ID or a --data file with
// \"queries\")".
QString sequenceOnlyError(const ProblemRequest &request);

// Resolves preset or data file, feature map and prefix (empty: all keys).
// Returns one line naming what is wrong, e.g.
// "--prefix: 9 is beyond the 6 keys of preset general".
std::variant<ProblemSelection, QString> selectProblem(const QString &presetId,
    const QString &dataFile, const QString &featureMapId, std::optional<int> prefix);

// Reads a `--data` file; the error names the file and the place in it.
std::variant<AttentionData, QString> loadDataFile(const QString &path);
// The same for a file that may hold a sequence ("queries") or one query ("query"), exactly one of
// them: "data.json: queries: 3 queries for 4 keys". A missing title is the file's base name.
std::variant<DataFileContents, QString> loadDataOrSequenceFile(const QString &path);

// Bigger than any valid data file of 64 keys could reasonably be.
inline constexpr qint64 kMaxDataFileBytes = 1 << 20;

} // namespace linattn
