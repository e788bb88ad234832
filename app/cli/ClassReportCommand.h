// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

#include <optional>

namespace linattn {

// `linattn --class-report FILE… [--format csv|markdown|pdf] [-o OUT]`: reads students' answer
// records of one lesson and writes one row per question (step, answered, right_first,
// right_eventually, revealed, common_wrong). A damaged record is named on standard error and
// skipped; records of another lesson are refused, naming the files. Without -o the CSV or
// Markdown goes to standard output; a PDF needs -o.
//
// Returns nullopt when `arguments` (argv, the program first) has no --class-report; otherwise
// runs it and returns the exit status. `argc`/`argv` make the application object a PDF needs.
std::optional<int> runClassReportIfAsked(
    int &argc, char **argv, const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace linattn
