#include "number_format.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>

namespace linattn {

namespace {

std::string toChars(double x, std::chars_format format, int precision)
{
    char buffer[400]; // fixed notation of 1e6 with 17 decimals fits easily
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, x, format, precision);
    return std::string(buffer, result.ptr);
}

// "1.5000" -> "1.5", "5.0000" -> "5"; leaves integers alone.
void trimFractionZeros(std::string &digits)
{
    if (digits.find('.') == std::string::npos)
        return;
    while (!digits.empty() && digits.back() == '0')
        digits.pop_back();
    if (!digits.empty() && digits.back() == '.')
        digits.pop_back();
}

// "1.2300e-05" -> "1.23e-5", "1.0000e+09" -> "1e9".
std::string scientific(double x, int decimals)
{
    std::string text = toChars(x, std::chars_format::scientific, decimals);
    const auto e = text.find('e');
    std::string mantissa = text.substr(0, e);
    std::string exponent = text.substr(e + 1);
    trimFractionZeros(mantissa);
    const bool negative = exponent.front() == '-';
    exponent.erase(0, exponent.find_first_not_of("+-"));
    exponent.erase(0, std::min(exponent.find_first_not_of('0'), exponent.size() - 1));
    return mantissa + "e" + (negative ? "-" : "") + exponent;
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
    if (std::fabs(x) >= 1e9)
        return scientific(x, decimals);
    std::string fixed = toChars(x, std::chars_format::fixed, decimals);
    trimFractionZeros(fixed);
    if (fixed == "0" || fixed == "-0")
        return scientific(x, decimals); // rounding would hide a non-zero value
    return fixed;
}

std::string formatRounded(const std::optional<double> &x, int decimals)
{
    return x ? formatRounded(*x, decimals) : std::string(kUnavailableWord);
}

} // namespace linattn
