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

// `linattn --export pdf|svg -o FILE`: the window, rendered offscreen, gives the
// handout its charts (or the chart its drawing), and the window's own
// ExportController writes the file, as the window's menu does. `kind` is one of
// ExportController::exportAs()'s kinds ("handout-a4", "plane-svg"); in the
// sequence view a chart's kind names the sequence's chart ("weights-svg" is
// "sequence-weights-svg"). Returns 0, or 2 after one line on standard error.
int exportFromWindowHeadless(
    int &argc, char **argv, const WindowRequest &request, const QString &outputFile, QString kind);

// `linattn --export worksheet (--lesson ID | --lesson-file FILE) [--answers] -o FILE`: the
// lesson opened in an offscreen window, taken to each step that shows a chart to draw it, and
// its worksheet (or answer key) written by WorksheetExport, as the window's Lessons menu does.
// Returns 0, or 2 after one line on standard error.
int exportWorksheetHeadless(int &argc, char **argv, const WindowRequest &request,
    const QString &outputFile, bool answerKey, const QString &pageSize);

// One line "linattn: MESSAGE" on standard error; returns kExitBadInput.
int failWith(const QString &message);

} // namespace linattn
