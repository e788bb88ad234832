// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Session.h"
#include "SessionReader.h"

#include <QString>

#include <memory>
#include <optional>

class QQuickWindow;
class QSettings;

namespace linattn {

class ProblemModel;
class WalkthroughModel;
class WindowState;

// Reads and writes the session in the application's settings (or in a file
// of its own, for tests). A corrupt or foreign file never stops a start:
// restore() applies nothing then and returns one message to show once, and
// the next save() overwrites the bad values.
class SessionStore {
public:
    // Empty: QSettings' default location for this application.
    explicit SessionStore(QString settingsFile = {});

    // The saved session, or a message naming the first bad value; nullopt
    // and no message when nothing was saved yet (SessionReader::read).
    using ReadResult = SessionReadResult;
    ReadResult read() const;
    void write(const Session &session) const;

    // Applies a session to the window and its models; a message when a part
    // could not be applied (then the window keeps its defaults).
    static QString apply(const Session &session, QQuickWindow &window, WindowState &windowState,
        ProblemModel &problem, WalkthroughModel &walkthrough);
    static Session capture(const QQuickWindow &window, const WindowState &windowState,
        const ProblemModel &problem, const WalkthroughModel &walkthrough);

private:
    std::unique_ptr<QSettings> open() const;

    QString settingsFile_;
};

} // namespace linattn
