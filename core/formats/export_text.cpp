// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export_text.h"

#include "number_format.h"

#include <cstdio>

namespace linattn::exporting {

std::string joinVector(std::span<const double> vector, const NumberFormatter &format,
    std::string_view open, std::string_view close)
{
    std::string text(open);
    for (std::size_t i = 0; i < vector.size(); ++i) {
        if (i > 0)
            text += ", ";
        text += format(vector[i]);
    }
    return text + std::string(close);
}

std::string jsonString(std::string_view text)
{
    std::string quoted = "\"";
    for (const char c : text) {
        switch (c) {
        case '"':
            quoted += "\\\"";
            break;
        case '\\':
            quoted += "\\\\";
            break;
        case '\n':
            quoted += "\\n";
            break;
        case '\r':
            quoted += "\\r";
            break;
        case '\t':
            quoted += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
                quoted += escaped;
            } else {
                quoted += c;
            }
        }
    }
    return quoted + "\"";
}

std::string jsonNumber(const std::optional<double> &x)
{
    return x ? formatShortest(*x) : "null";
}

std::string jsonVector(std::span<const double> vector)
{
    return joinVector(vector, formatShortest, "[", "]");
}

std::string csvCell(const std::optional<double> &x)
{
    return x ? formatShortest(*x) : std::string();
}

std::string singleLine(std::string text)
{
    for (char &c : text)
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
    return text;
}

std::string markdownEscape(std::string text)
{
    std::string escaped;
    for (const char c : singleLine(std::move(text))) {
        if (c == '|' || c == '\\' || c == '*' || c == '_' || c == '`')
            escaped += '\\';
        escaped += c;
    }
    return escaped;
}

std::string latexEscape(const std::string &text)
{
    std::string escaped;
    for (const char c : singleLine(text)) {
        switch (c) {
        case '\\':
            escaped += "\\textbackslash{}";
            break;
        case '~':
            escaped += "\\textasciitilde{}";
            break;
        case '^':
            escaped += "\\textasciicircum{}";
            break;
        case '&':
        case '%':
        case '$':
        case '#':
        case '_':
        case '{':
        case '}':
            escaped += '\\';
            escaped += c;
            break;
        default:
            escaped += c;
        }
    }
    return escaped;
}

std::string latexNumber(double x, int decimals)
{
    const std::string text = formatRounded(x, decimals);
    const auto e = text.find('e');
    if (e != std::string::npos)
        return "$" + text.substr(0, e) + "\\times10^{" + text.substr(e + 1) + "}$";
    if (text.front() == '-')
        return "$" + text + "$";
    return text;
}

std::string latexOptional(const std::optional<double> &x, int decimals)
{
    return x ? latexNumber(*x, decimals) : std::string(kUnavailableWord);
}

std::string latexVector(std::span<const double> vector, int decimals)
{
    auto plain = [decimals](double x) {
        std::string text = latexNumber(x, decimals);
        if (text.front() == '$')
            text = text.substr(1, text.size() - 2);
        return text;
    };
    return "$" + joinVector(vector, plain, "(", ")") + "$";
}

std::string indexedHeaders(std::string_view name, std::size_t count)
{
    std::string headers;
    for (std::size_t i = 0; i < count; ++i)
        headers += "," + std::string(name) + "_" + std::to_string(i);
    return headers;
}

std::string csvCells(std::span<const double> vector)
{
    std::string cells;
    for (double x : vector)
        cells += "," + formatShortest(x);
    return cells;
}

} // namespace linattn::exporting
