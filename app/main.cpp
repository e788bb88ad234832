// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// linattn: parses the command line, then runs what it asks for: --bench, --memory, a
// headless export or list, the PDF handout (which renders the window
// offscreen), or the classroom window.
#include "BenchCommand.h"
#include "ClassReportCommand.h"
#include "CommandLine.h"
#include "MemoryCommand.h"
#include "Translations.h"
#include "WindowProgram.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    using namespace linattn;
    QCoreApplication::setApplicationName(QStringLiteral("linattn"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LINATTN_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Linear Attention Reassociation"));
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    QTextStream out(stdout);
    QTextStream err(stderr);
    // --bench comes before the rest of the command line, which does not know its options.
    if (const auto status = runBenchIfAsked(arguments, out, err))
        return *status;
    if (const auto status = runClassReportIfAsked(argc, argv, arguments, out, err))
        return *status;
    if (const auto status = runMemoryIfAsked(arguments, out, err))
        return *status;

    // Everything is checked before any window or display is touched.
    const auto parsed = CommandLine::parse(arguments);
    if (const auto *error = std::get_if<QString>(&parsed))
        return failWith(*error);
    const auto &request = std::get<CommandLineRequest>(parsed);
    if (const QString error = translationLanguageError(request.language); !error.isEmpty())
        return failWith(error);

    switch (request.mode) {
    case CommandLineRequest::Mode::Window:
        return runWindow(argc, argv, request);
    case CommandLineRequest::Mode::ExportPdf:
        return exportFromWindowHeadless(
            argc, argv, request, request.outputFile, QStringLiteral("handout-") + request.pageSize);
    case CommandLineRequest::Mode::ExportSvg:
        return exportFromWindowHeadless(
            argc, argv, request, request.outputFile, request.chart + QStringLiteral("-svg"));
    case CommandLineRequest::Mode::ExportWorksheet:
        return exportWorksheetHeadless(
            argc, argv, request, request.outputFile, request.answers, request.pageSize);
    default: {
        QCoreApplication app(argc, argv);
        return CommandLine::runHeadless(request, out, err);
    }
    }
}
