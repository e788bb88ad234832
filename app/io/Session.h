// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "answer_record.h"
#include "random_features.h"

#include <QByteArray>
#include <QRect>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace linattn {

// What the window looked like when it was closed, so the next start reopens
// as it was left: the data (preset or own), map, prefix, the FAVOR+ settings
// and ε, lesson and step, geometry, presenter mode, which panels were shown, and
// the sequence view with its settings.
struct Session {
    QString presetId;
    std::optional<QByteArray> ownData; // the --data JSON of the user's own data
    QString featureMapId;
    int prefix = 1;
    // Absent in a session saved before they were kept: the defaults stay.
    std::optional<FavorSettings> favor;
    std::optional<double> epsilon;
    QString lessonId; // empty: no lesson running
    QString lessonFile; // the lesson's file, for a lesson opened from one
    int lessonStep = 0; // 0-based
    QRect geometry;
    QString visibility; // "windowed", "maximized" or "fullscreen"
    bool presenterMode = false;
    // Leaving a lesson with answers and revealing an answer ask first (Lessons menu).
    bool asksBeforeLeavingOrRevealing = true;
    bool showCharts = true;
    bool showStepTable = true;
    // The sequence view: whether it was shown, and its sequence, selected
    // token, γ and C (absent: the defaults).
    bool sequenceView = false;
    QString sequenceId;
    int sequenceToken = 0; // numbered from 0, as shown
    std::optional<double> decay;
    std::optional<int> chunkSize;
    // The work kept of each lesson taken (answers, reveals, filled lines, the step reached), in
    // the settings' group "progress", one answer record (docs/answers.md) a lesson.
    std::vector<AnswerRecord> progress;
    // Kept work that could not be read back, one message each; the rest is restored.
    QStringList progressProblems;
};

} // namespace linattn
