#pragma once

#include <optional>
#include <string>

namespace linattn {

inline constexpr int kDefaultDecimals = 4;
inline constexpr int kMaxDecimals = 17;
inline constexpr const char *kUnavailableWord = "Unavailable";

// Shortest text that reads back to the same double ("1.5", "5", "1e-300").
std::string formatShortest(double x);

// Rounded to at most `decimals` places, trailing zeros trimmed, integers as
// integers ("5"); scientific ("1.2346e-300") when the magnitude is so small
// that rounding would hide it, or 1e9 and above.
std::string formatRounded(double x, int decimals = kDefaultDecimals);

// formatRounded, or the word Unavailable.
std::string formatRounded(const std::optional<double> &x, int decimals = kDefaultDecimals);

} // namespace linattn
