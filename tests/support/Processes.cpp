// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Processes.h"

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace linattn::test {

ProcessResult runProcess(const QString &program, const QStringList &arguments,
    const QProcessEnvironment &environment, int timeoutMs)
{
    ProcessResult result;
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProgram(program);
    process.setArguments(arguments);
    const QString commandLine = QStringLiteral("%1 %2").arg(
        QFileInfo(program).fileName(), arguments.join(QLatin1Char(' ')));
    process.start(QIODevice::ReadOnly);
    if (!process.waitForStarted(timeoutMs)) {
        result.failure
            = QStringLiteral("%1: did not start: %2").arg(commandLine, process.errorString());
        return result;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(timeoutMs);
        result.failure
            = QStringLiteral("%1: did not finish within %2 ms").arg(commandLine).arg(timeoutMs);
        return result;
    }
    result.standardOutput = process.readAllStandardOutput();
    result.standardError = process.readAllStandardError();
    if (process.exitStatus() != QProcess::NormalExit) {
        result.failure = QStringLiteral("%1: crashed; stderr: %2")
                             .arg(commandLine, QString::fromUtf8(result.standardError));
        return result;
    }
    result.finished = true;
    result.exitCode = process.exitCode();
    return result;
}

Linattn::Linattn(Display display)
    : environment_(QProcessEnvironment::systemEnvironment())
{
    switch (display) {
    case Display::None:
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            environment_.remove(QString::fromLatin1(name));
        break;
    case Display::Offscreen:
        environment_.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        break;
    case Display::Inherited:
        break;
    }

    // What a headless run must not see, should removing have failed.
    if (display == Display::None)
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            if (environment_.contains(QString::fromLatin1(name)))
                problem_ = QStringLiteral("%1 is still set for a run without a display")
                               .arg(QLatin1String(name));
    if (!problem_.isEmpty())
        return;

    const QString given = qEnvironmentVariable("LINATTN_EXECUTABLE");
    const QFileInfo executable(given);
    if (given.isEmpty())
        problem_ = QStringLiteral("set LINATTN_EXECUTABLE to the path of the built linattn "
                                  "executable");
    else if (!executable.isFile() || !executable.isExecutable())
        problem_ = QStringLiteral("LINATTN_EXECUTABLE=%1 is not an executable file").arg(given);
    else
        path_ = executable.absoluteFilePath();
}

ProcessResult Linattn::run(const QStringList &arguments, int timeoutMs) const
{
    if (!problem_.isEmpty()) {
        ProcessResult result;
        result.failure = problem_;
        return result;
    }
    return runProcess(path_, arguments, environment_, timeoutMs);
}

ToolResult runPdfTool(const QString &tool, const QStringList &arguments)
{
    ToolResult result;
    const QString program = QStandardPaths::findExecutable(tool);
    if (program.isEmpty()) {
        result.failure = QStringLiteral("%1 is not installed (Debian package poppler-utils; "
                                        "tools/dev.sh installs it)")
                             .arg(tool);
        return result;
    }
    const ProcessResult run
        = runProcess(program, arguments, QProcessEnvironment::systemEnvironment());
    if (!run.finished || run.exitCode != 0) {
        result.failure = QStringLiteral("%1 %2 failed: %3")
                             .arg(tool, arguments.join(QLatin1Char(' ')),
                                 run.finished ? QString::fromUtf8(run.standardError) : run.failure);
        return result;
    }
    result.ran = true;
    result.output = run.standardOutput;
    return result;
}

} // namespace linattn::test
