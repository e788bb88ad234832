// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the command-line parser: the input is split into
// arguments at newlines (after the program's name). Any arguments must give a
// request or one message naming the problem; never a crash, a leak, undefined
// behaviour or a hang. Only parsing runs: nothing is read or written.

#include "CommandLine.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size)
{
    using linattn::CommandLineRequest;
    const QByteArray input(reinterpret_cast<const char *>(bytes), static_cast<qsizetype>(size));
    QStringList arguments {QStringLiteral("linattn")};
    if (!input.isEmpty())
        for (const QByteArray &argument : input.split('\n'))
            arguments << QString::fromUtf8(argument);

    const auto parsed = linattn::CommandLine::parse(arguments);
    if (const auto *error = std::get_if<QString>(&parsed)) {
        if (error->isEmpty())
            std::abort(); // a refusal always says why
        return 0;
    }
    const CommandLineRequest &request = std::get<CommandLineRequest>(parsed);
    // What parse() lets through is what the rest of the program relies on.
    if (request.step < 1 || request.decimals < 0 || request.helpText.isEmpty())
        std::abort();
    if (request.mode == CommandLineRequest::Mode::ExportPdf && request.outputFile.isEmpty())
        std::abort();
    if (request.mode == CommandLineRequest::Mode::CheckLesson && request.checkLessonFile.isEmpty())
        std::abort();
    if (request.windowSize.isValid()
        && (request.windowSize.width() < 320 || request.windowSize.height() < 240))
        std::abort();
    return 0;
}
