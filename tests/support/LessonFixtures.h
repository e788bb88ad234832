// SPDX-License-Identifier: GPL-3.0-or-later
// What the lesson tests share: the built-in lessons as the test reads them
// straight from their JSON, and a check that a walkthrough shows a step
// exactly as that JSON says; the expected state is worked out from the JSON
// itself (each step's "state" keys applied over the previous step's), not
// taken from the reader. And a valid test lesson with ways to break it in
// exactly one place, for the malformed cases.
#pragma once

#include "AttentionModel.h"
#include "LessonReader.h"
#include "WalkthroughModel.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <variant>

class QTemporaryDir;

namespace linattn::test {

extern const QStringList kBuiltInIds; // in the order the catalog lists them

// ---- The lesson as the test reads it, straight from its JSON ----

struct ExpectedState {
    QString presetId;
    QString featureMapId;
    int prefix = 0;
};

struct JsonStep {
    QJsonObject object;
    ExpectedState state; // after applying this step's "state" over the previous one
    QString title() const { return object.value(QLatin1String("title")).toString(); }
    QString text() const { return object.value(QLatin1String("text")).toString(); }
    bool hasQuestion() const { return object.contains(QLatin1String("question")); }
    QJsonObject question() const { return object.value(QLatin1String("question")).toObject(); }
    bool isChoice() const { return question().contains(QLatin1String("options")); }
    QJsonObject highlight() const { return object.value(QLatin1String("highlight")).toObject(); }
    QStringList fade() const
    {
        QStringList lines;
        for (const QJsonValue &line : object.value(QLatin1String("fade")).toArray())
            lines << line.toString();
        return lines;
    }
};

struct JsonLesson {
    QString id;
    QString title;
    QList<JsonStep> steps;
};

// The built-in lesson's JSON, from the program's resources.
QByteArray readResource(const QString &lessonId);

JsonLesson jsonLesson(const QString &lessonId);

// "preset/map/prefix", of a step or of the window.
QString describe(const ExpectedState &state);
QString describe(const AttentionModel &attention);

// Empty when the walkthrough and the window show step `index` of `lesson`
// exactly as its JSON says; otherwise the first difference.
QString stepMismatch(const WalkthroughModel &walkthrough, const AttentionModel &attention,
    const JsonLesson &lesson, int index);

// A state no lesson step has, to play a user who changed the controls.
void disturb(AttentionModel &attention);

// The object `json` holds; stops the test program when it is not one.
QJsonObject parseObject(const char *json);

// Four valid steps; every malformed case changes exactly one thing.
QJsonObject validLesson();

// Compact JSON text.
QByteArray toJson(const QJsonObject &object);

// The valid lesson with `change` made to it, as JSON text.
QByteArray lessonWith(const std::function<void(QJsonObject &)> &change);

// Changes step `index` (0-based) of the valid lesson.
QByteArray stepWith(int index, const std::function<void(QJsonObject &)> &change);

// Changes one field of an object-valued field of step `index` ("state", "question", ...).
QByteArray stepFieldWith(
    int index, const char *field, const std::function<void(QJsonObject &)> &change);

// The valid lesson as text with `marker` (a JSON string "@@") replaced by raw bytes.
QByteArray withRawBytes(const QByteArray &bytes);

// The reader's message, or empty when it read the lesson.
QString errorOf(const std::variant<LessonPlan, QString> &result);

// A number as a student would type it at full precision (fullPrecision()).
QString numberText(double x);

// Writes `bytes` to `name` in `dir` and returns the path (writeFileIn()).
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes);

// Renames key `from` of `object` to `to`, keeping its value.
std::function<void(QJsonObject &)> renameKey(const char *from, const char *to);

// Adds (or replaces) `field`.
std::function<void(QJsonObject &)> add(const char *field, const QJsonValue &value);

} // namespace linattn::test
