// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The table export formats by the names the command line takes. Written out
// here rather than taken from parseExportFormat(), so that a wrong mapping in
// the program cannot agree with itself.
#pragma once

#include "exporters.h"

#include <QString>

namespace linattn::test {

struct FormatName {
    const char *name;
    ExportFormat format;
};

inline constexpr FormatName kFormats[] = {
    {"csv", ExportFormat::Csv},
    {"json", ExportFormat::Json},
    {"markdown", ExportFormat::Markdown},
    {"latex", ExportFormat::Latex},
};

// The format called `name` in kFormats; a name not there is a mistake in the test's data.
ExportFormat formatFromName(const QString &name);

} // namespace linattn::test
