// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in lessons as a test reads them, straight from their JSON, and
// what a WalkthroughModel must show at each of their steps. The expected
// state is worked out here from the JSON itself (each step's "state" keys
// applied over the previous step's), not taken from the reader.
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace linattn {
class AttentionModel;
class WalkthroughModel;
} // namespace linattn

namespace linattn::test {

// The built-in lessons' ids, in the order the catalog and the walkthrough list them.
extern const QStringList kBuiltInIds;

struct ExpectedState {
    QString presetId;
    QString featureMapId;
    int prefix = 0;
    bool showsSequence = false; // the step's problem is a sequence
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

// The JSON file of built-in lesson `lessonId`; stops the test program when there is none.
QByteArray readResource(const QString &lessonId);

// Built-in lesson `lessonId` as its JSON says; stops the test program when it is not JSON.
JsonLesson jsonLesson(const QString &lessonId);

// "preset/map/prefix", to compare a state with the window's in one line.
QString describe(const ExpectedState &state);
QString describe(const AttentionModel &attention);

// Empty when the walkthrough and the window show step `index` of `lesson`
// exactly as its JSON says; otherwise the first difference.
QString stepMismatch(const WalkthroughModel &walkthrough, const AttentionModel &attention,
    const JsonLesson &lesson, int index);

// A state no lesson step has, to play a user who changed the controls.
void disturb(AttentionModel &attention);

} // namespace linattn::test
