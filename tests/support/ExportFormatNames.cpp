// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportFormatNames.h"

#include <QtGlobal>

namespace linattn::test {

ExportFormat formatFromName(const QString &name)
{
    for (const FormatName &entry : kFormats)
        if (name == QLatin1String(entry.name))
            return entry.format;
    qFatal("unknown export format name %s in test data", qPrintable(name));
}

} // namespace linattn::test
