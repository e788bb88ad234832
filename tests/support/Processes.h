// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Running programs from a test: the linattn executable the build made (named
// by LINATTN_EXECUTABLE, which linattn_add_test sets) and the poppler-utils
// tools that read a PDF back.
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace linattn::test {

constexpr int kProcessTimeoutMs = 30000;

struct ProcessResult {
    bool finished = false; // started, ended within the timeout, not crashed
    QString failure; // why not, for QVERIFY2
    int exitCode = -1;
    QByteArray standardOutput;
    QByteArray standardError;
};

ProcessResult runProcess(const QString &program, const QStringList &arguments,
    const QProcessEnvironment &environment, int timeoutMs = kProcessTimeoutMs);

// The linattn executable, run in the environment chosen at construction.
class Linattn {
public:
    enum class Display {
        None, // no QT_QPA_PLATFORM, DISPLAY or WAYLAND_DISPLAY: opening a window fails
        Offscreen, // QT_QPA_PLATFORM=offscreen: windows render without a screen
        Inherited, // the test's own environment
    };

    explicit Linattn(Display display = Display::None);

    // Empty when LINATTN_EXECUTABLE names an executable file; otherwise what
    // is wrong, for QVERIFY2 in initTestCase.
    QString problem() const { return problem_; }
    QString path() const { return path_; }

    ProcessResult run(const QStringList &arguments, int timeoutMs = kProcessTimeoutMs) const;

private:
    QString path_;
    QString problem_;
    QProcessEnvironment environment_;
};

struct ToolResult {
    bool ran = false; // found, exited with status 0
    QString failure; // why not
    QByteArray output; // its standard output
};

// Runs pdftotext, pdfinfo or pdfimages (Debian package poppler-utils).
ToolResult runPdfTool(const QString &tool, const QStringList &arguments);

} // namespace linattn::test
