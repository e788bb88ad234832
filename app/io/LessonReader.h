// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace linattn {

// A lesson with the state in effect at each of its steps.
struct LessonPlan {
    Lesson lesson;
    std::vector<ResolvedLessonState> states;
};

// What --check-lesson reports: the lesson, or every problem found, one line each.
struct LessonCheck {
    std::optional<LessonPlan> plan; // set only when there is no problem
    QStringList problems;
    // Numbers typed where a placeholder belongs (typedNumberWarnings()): the lesson still reads.
    QStringList warnings;
};

// Reads and checks a lesson file (docs/lessons.md) against the built-in
// presets and feature maps. Errors are one line naming the step and field.
class LessonReader {
public:
    static constexpr qint64 kMaxBytes = 1 << 20;

    // The languages a lesson may be translated into ("de"): the window's,
    // besides English, which is the lesson's own.
    static QStringList languages();

    static std::variant<LessonPlan, QString> read(const QByteArray &json);
    // The message starts with the file's path.
    static std::variant<LessonPlan, QString> readFile(const QString &path);

    // Like read(), but goes on after a problem: every unknown key, and the
    // first problem of each step that fails (the states are resolved only
    // when every step reads).
    static LessonCheck check(const QByteArray &json);
    // Each problem starts with the file's path.
    static LessonCheck checkFile(const QString &path);
};

} // namespace linattn
