// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "message.h"

#include <optional>
#include <string>

namespace linattn {

inline constexpr int kDefaultDecimals = 4;
inline constexpr int kMaxDecimals = 17;
// The English of MessageId::Unavailable, for the exports.
inline const char *const kUnavailableWord = messageTemplate(MessageId::Unavailable);

// Shortest text that reads back to the same double ("1.5", "5", "1e-300").
std::string formatShortest(double x);

// Rounded half away from zero to at most `decimals` places (of the
// shortest decimal text, as a person would round it), trailing zeros
// trimmed, integers as integers ("5"); scientific ("1.2346e-300") below
// 1e-4 and from 1e9 in magnitude. A non-zero value never reads "0": when
// `decimals` would round it away it keeps one significant digit ("0.4").
std::string formatRounded(double x, int decimals = kDefaultDecimals);

// formatRounded, or the word Unavailable.
std::string formatRounded(const std::optional<double> &x, int decimals = kDefaultDecimals);

} // namespace linattn
