// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

#include <optional>

namespace linattn {

// `linattn --memory [--data FILE | --pairs N --dim D --keys orthogonal|random --seed S]
// [--rule sum|delta] [--beta B] [--decay G] [--passes P] [--feature-map M] [--temperature T]
// [--format json|csv] [-o FILE]`: writes N pairs into linear attention's state as a key→value
// memory (core/memory) and reads each back, with the softmax contrast; JSON or CSV (docs/
// memory.md). Bad input: one line naming it, status 2, no file written.
//
// Returns nullopt when `arguments` (argv, the program first) has no --memory; otherwise runs it
// and returns the exit status.
std::optional<int> runMemoryIfAsked(
    const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace linattn
