// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "number_format.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

namespace linattn {

namespace {

// Below this magnitude (or at 1e9 and above) numbers are written in
// scientific notation, so a tiny denominator never reads as "0".
constexpr double kSmallestFixed = 1e-4;
constexpr double kLargestFixed = 1e9;

// |x| as decimal digits d₀d₁d₂… with d₀ at 10^exponent, taken from the
// shortest round-trip text, so rounding sees the digits a person would
// (2.675 rounds to 2.68, not to 2.67 as its binary value would). Fixed
// buffers: this runs for every number the window shows.
struct Decimal {
    bool negative = false;
    char digits[20] = {}; // at most 17 significant digits, plus a carried 1
    int count = 0;
    int exponent = 0;
};

Decimal shortestDecimal(double x)
{
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, x, std::chars_format::scientific).ptr;
    Decimal decimal;
    const char *p = text;
    decimal.negative = *p == '-';
    if (decimal.negative)
        ++p;
    for (; p < end && *p != 'e'; ++p)
        if (*p != '.')
            decimal.digits[decimal.count++] = *p;
    if (p < end) {
        ++p; // 'e'
        if (*p == '+')
            ++p;
        std::from_chars(p, end, decimal.exponent);
    }
    return decimal;
}

// Keeps the first `keep` digits, rounding half away from zero; keep <= 0
// leaves at most a carried 1. Trailing zeros are dropped.
void roundDigits(Decimal &decimal, int keep)
{
    if (keep < decimal.count) {
        const bool up = keep >= 0 && decimal.digits[keep] >= '5';
        decimal.count = std::max(keep, 0);
        if (up) {
            int i = decimal.count - 1;
            while (i >= 0 && decimal.digits[i] == '9')
                decimal.digits[i--] = '0';
            if (i >= 0) {
                ++decimal.digits[i];
            } else {
                std::copy_backward(decimal.digits, decimal.digits + decimal.count,
                    decimal.digits + decimal.count + 1);
                decimal.digits[0] = '1';
                ++decimal.count;
                ++decimal.exponent;
            }
        }
    }
    while (decimal.count > 0 && decimal.digits[decimal.count - 1] == '0')
        --decimal.count;
}

std::string fixed(double x, int decimals)
{
    Decimal decimal = shortestDecimal(x);
    const Decimal unrounded = decimal;
    roundDigits(decimal, decimal.exponent + decimals + 1);
    if (decimal.count == 0) {
        // Too few decimals for this value: one significant digit rather than
        // a "0" that would read as an exactly-zero denominator.
        decimal = unrounded;
        roundDigits(decimal, 1);
    }
    std::string text;
    text.reserve(32);
    if (decimal.negative)
        text += '-';
    if (decimal.exponent >= 0) {
        const int integerDigits = decimal.exponent + 1;
        for (int i = 0; i < integerDigits; ++i)
            text += i < decimal.count ? decimal.digits[i] : '0';
        if (decimal.count > integerDigits) {
            text += '.';
            text.append(decimal.digits + integerDigits, decimal.digits + decimal.count);
        }
    } else {
        text += "0.";
        text.append(static_cast<std::size_t>(-decimal.exponent - 1), '0');
        text.append(decimal.digits, decimal.digits + decimal.count);
    }
    return text;
}

// "1.2346e-300", "1e9".
std::string scientific(double x, int decimals)
{
    Decimal decimal = shortestDecimal(x);
    roundDigits(decimal, decimals + 1);
    std::string text;
    if (decimal.negative)
        text += '-';
    text += decimal.digits[0];
    if (decimal.count > 1) {
        text += '.';
        text.append(decimal.digits + 1, decimal.digits + decimal.count);
    }
    return text + "e" + std::to_string(decimal.exponent);
}

} // namespace

std::string formatShortest(double x)
{
    if (x == 0)
        return "0"; // also for -0
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, x);
    return std::string(buffer, result.ptr);
}

std::string formatRounded(double x, int decimals)
{
    decimals = std::clamp(decimals, 0, kMaxDecimals);
    if (x == 0)
        return "0";
    const double magnitude = std::fabs(x);
    if (magnitude < kSmallestFixed || magnitude >= kLargestFixed)
        return scientific(x, decimals);
    return fixed(x, decimals);
}

std::string formatRounded(const std::optional<double> &x, int decimals)
{
    return x ? formatRounded(*x, decimals) : std::string(kUnavailableWord);
}

} // namespace linattn
