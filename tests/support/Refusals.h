// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// A command line that linattn refuses: exit status 2, nothing on standard
// output, one line on standard error that names the place, and every file
// left as it was.
#pragma once

#include "Processes.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace linattn::test {

// What a file holds that a refused run must leave byte for byte as it was.
inline const QByteArray kKnownContent = "known content that must survive a refused export\n";

// Empty when `result` is a proper refusal: status 2, nothing on standard
// output, exactly one non-empty line on standard error matching every
// pattern (regular expressions); otherwise what is wrong.
QString refusalProblem(const ProcessResult &result, const QStringList &messagePatterns);

// A regular expression matching `text` literally.
QString literal(const QString &text);

// A regular expression matching the whole number `n`, not a part of another
// number or word ("65" but not "165", "6.5" or "a65").
QString wholeNumber(int n);

} // namespace linattn::test
