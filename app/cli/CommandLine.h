// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WindowRequest.h"
#include "exporters.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

class QTextStream;

namespace linattn {

// What one invocation of `linattn` asked for, before any file is read: what
// the window (or an export) shows, and what to do with it.
struct CommandLineRequest : WindowRequest {
    // ExportPdf and ExportSvg render the window (offscreen) for the handout's
    // charts or the chart, so main() runs them, not runHeadless().
    enum class Mode {
        Window,
        Help,
        Version,
        ListPresets,
        ListFeatureMaps,
        ListSequences,
        Export,
        ExportPdf,
        ExportSvg,
        // --export worksheet: a lesson's worksheet (or answer key), its charts from the window.
        ExportWorksheet,
        CheckLesson
    };

    Mode mode = Mode::Window;
    ExportFormat exportFormat = ExportFormat::Csv;
    // --export ipynb: a Jupyter notebook of the selection instead of exportFormat (Mode::Export).
    bool notebook = false;
    int decimals = kDefaultDecimals;
    QString outputFile; // empty: standard output
    QString pageSize = QStringLiteral("a4"); // of the PDF handout: "a4" or "letter"
    QString chart; // of --export svg: "plane", "weights" or "output"
    bool answers = false; // --answers: the worksheet's answer key
    QString checkLessonFile; // a lesson file to check, headless, with --check-lesson
    QString helpText;
};

// Parses and runs the command line. Every error is one line naming the place
// it happened; headless runs exit with 2 on any error and write no file.
class CommandLine {
public:
    static constexpr int kExitBadInput = linattn::kExitBadInput;

    // An error message when the arguments cannot be understood.
    static std::variant<CommandLineRequest, QString> parse(const QStringList &arguments);

    // Runs a headless request (help, version, lists, export, lesson check); returns
    // the exit status.
    static int runHeadless(const CommandLineRequest &request, QTextStream &out, QTextStream &err);
};

} // namespace linattn
