// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson JSON made up for the reader's tests: a valid four-step lesson that
// uses every field, the same lesson with one thing changed, and its German.
// Each malformed case a test builds changes exactly one thing of it.
#pragma once

#include "LessonReader.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <variant>

namespace linattn::test {

// The object of `json`; stops the test program on bad JSON (test data cannot fail a test).
QJsonObject parseObject(const char *json);

// Four valid steps: lesson "test-lesson", English only.
QJsonObject validLesson();

QByteArray toJson(const QJsonObject &object);

// The valid lesson after `change`.
QByteArray lessonWith(const std::function<void(QJsonObject &)> &change);

// Changes step `index` (0-based) of the valid lesson.
QByteArray stepWith(int index, const std::function<void(QJsonObject &)> &change);

// Changes one field of an object-valued field of step `index` ("state", "question", ...).
QByteArray stepFieldWith(
    int index, const char *field, const std::function<void(QJsonObject &)> &change);

// The valid lesson as text with the title of step 1 replaced by raw `bytes`.
QByteArray withRawBytes(const QByteArray &bytes);

// Whether `shown` is the lesson text `written` with each of its placeholders ({z},
// {denominator.formula}) filled in by some value without braces ("?" where it is concealed).
bool fillsPlaceholders(const QString &shown, const QString &written);
// The reader's message, or empty when it read a lesson.
QString errorOf(const std::variant<LessonPlan, QString> &result);

// ---- German texts ----

// The German of a lesson or step object, as its JSON holds it (empty when it has none).
QJsonObject germanOf(const QJsonObject &object);

// The valid lesson with German texts for the lesson and each of its steps.
QJsonObject validGermanLesson();

// Changes the German lesson.
QByteArray germanLessonWith(const std::function<void(QJsonObject &)> &change);

// Changes the German of step `index` (0-based) of the German lesson.
QByteArray germanStepWith(int index, const std::function<void(QJsonObject &)> &change);

// Changes the German of the question of step `index`.
QByteArray germanQuestionWith(int index, const std::function<void(QJsonObject &)> &change);

} // namespace linattn::test
