// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WindowRequest.h"

#include <QString>

namespace linattn {

// The two ways the program runs with a window, each making its own
// QApplication (Qt Charts needs one) from main()'s argc and argv.

// The classroom window: checks the request (preset or data file, map, prefix,
// lesson) before any display is touched, restores and saves the session unless
// request.noSession, takes the screenshot or quits after the first frame when
// asked; returns the exit status.
int runWindow(int &argc, char **argv, const WindowRequest &request);

// `linattn --export pdf -o FILE`: the window, rendered offscreen, gives the
// handout its charts, and the window's own ExportController writes it, as
// the window's menu does. Returns 0, or 2 after one line on standard error.
int exportHandoutHeadless(int &argc, char **argv, const WindowRequest &request,
    const QString &outputFile, const QString &pageSize);

// One line "linattn: MESSAGE" on standard error; returns kExitBadInput.
int failWith(const QString &message);

} // namespace linattn
