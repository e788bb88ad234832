// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Session.h"

#include <QString>
#include <QVariantMap>

#include <optional>

class QSettings;

namespace linattn {

// A session as read from the settings, or what is wrong with them.
struct SessionReadResult {
    std::optional<Session> session;
    QString problem;
};

// Turns the stored keys and values of a session into a Session: Qt Core
// only, so that the fuzz target and headless tools need no window.
class SessionReader {
public:
    // Bumped when the meaning of a key changes; another version is foreign.
    static constexpr int kFormat = 1;

    // The group the session's keys live in.
    static QString group();
    // The group of the lessons' kept work, one key a lesson (its id, percent-encoded).
    static QString progressGroup();
    // The groups this program writes: the session, and the data files' list.
    static bool isOwnKey(const QString &key);

    // The saved session, or a message naming the first bad value (starting
    // with the file's name); nullopt and no message when nothing was saved.
    // A corrupt or foreign file gives a message, never a crash.
    static SessionReadResult read(QSettings &settings);
    // The same from every key of the file ("session/prefix", "data/recent")
    // and its value as QSettings reads it: text, a list for "a, b", or
    // another type for "@Variant(…)".
    static SessionReadResult read(const QVariantMap &values, const QString &fileName);
};

} // namespace linattn
