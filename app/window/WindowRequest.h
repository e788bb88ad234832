// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ProblemSelection.h"

#include <QSize>
#include <QString>

namespace linattn {

// The exit status of a run refused for bad input (an option, a file), with one
// line on standard error that names the place.
inline constexpr int kExitBadInput = 2;

// How the window is asked to open: the problem it shows, and the window's own
// options (size, presenter mode, a lesson, a screenshot).
struct WindowRequest : ProblemRequest {
    QString screenshotFile;
    QSize windowSize;
    bool quitAfterFirstFrame = false;
    bool presenterMode = false; // start the window in presenter mode
    bool noSession = false; // neither restore nor save the last session
    QString language; // of the window, e.g. "de"; empty: the system's
    bool walkthrough = false;
    QString lessonId; // empty: the first built-in lesson
    QString lessonFile; // a lesson file to open and start
    int step = 1; // 1-based, with --walkthrough
};

} // namespace linattn
