// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <optional>

class QTextStream;

namespace linattn {

// `linattn --bench [--d D] [--max-n N] [--precision float32|float64] [--format csv|json]`: the
// Scaling lab's sweep (core's runScalingSweep, as the window's Scaling page runs it, but with a
// 2 s single-call budget since nothing needs to cancel it) printed as CSV (one row per
// measurement: n,d,precision,kernel,seconds,ns_per_token,gflops) or JSON (also the fitted
// slopes, the crossover N and the memory figures). Qt Core only: no display is touched.
//
// Returns nullopt when `arguments` (argv, the program first) has no --bench; otherwise runs it
// and returns the exit status: 0, or 2 after one line on `err` for a bad option
// ("--d: 300 is outside 1…256").
std::optional<int> runBenchIfAsked(
    const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace linattn
