// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export_text.h"

#include "number_format.h"

#include <algorithm>
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

std::string jsonFavorSettings(const std::optional<FavorSettings> &settings)
{
    if (!settings)
        return "null";
    return "{\"features\": " + std::to_string(settings->features)
        + ", \"seed\": " + std::to_string(settings->seed)
        + ", \"orthogonal\": " + (settings->orthogonal ? "true" : "false") + "}";
}

namespace {

// A map's settings "m = 64, seed = 1, orthogonal" as "m = 64; seed = 1; orthogonal": one CSV cell
// that a reader splitting at commas still reads whole.
std::string settingsWithoutCommas(std::string settings)
{
    std::replace(settings.begin(), settings.end(), ',', ';');
    return settings;
}

// ",text": a text cell, quoted as RFC 4180 says when it holds a comma or a quote.
std::string csvTextCell(std::string_view text)
{
    if (text.find_first_of(",\"") == std::string_view::npos)
        return "," + std::string(text);
    std::string quoted = ",\"";
    for (char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

} // namespace

std::string sourceCells(const std::optional<std::string> &id, const std::string &title,
    const std::string &featureMapId, const std::string &featureMapParameters, char separator)
{
    // On one line each, so that no text adds a row; CSV quotes, TSV cannot hold a tab.
    const auto cell = [separator](const std::string &text) {
        const std::string line = singleLine(text);
        return separator == ',' ? csvTextCell(line) : separator + line;
    };
    return cell(id.value_or("")) + cell(title) + cell(featureMapId)
        + cell(settingsWithoutCommas(featureMapParameters));
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

std::string latexProse(const std::string &text)
{
    static const std::pair<std::string_view, std::string_view> symbols[] {
        {"—", "---"}, {"–", "--"}, {"γ", "$\\gamma$"}, {"ε", "$\\varepsilon$"}, {"φ", "$\\phi$"}};
    std::string escaped = latexEscape(text);
    for (const auto &[symbol, latex] : symbols)
        for (std::size_t at = escaped.find(symbol); at != std::string::npos;
             at = escaped.find(symbol, at + latex.size()))
            escaped.replace(at, symbol.size(), latex);
    return escaped;
}

std::string latexTableFloat(const std::string &caption, const std::string &tabular,
    const std::string &note, const std::string &usePackages)
{
    std::string latex = "% requires " + usePackages + "\n";
    latex += "\\begin{table}[htbp]\n\\centering\n\\caption{" + latexProse(caption) + "}\n";
    latex += tabular;
    if (!note.empty())
        latex += "\\par\\smallskip{\\footnotesize " + latexProse(note) + "}\n";
    return latex + "\\end{table}\n";
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

std::string jsonValue(std::span<const double> value)
{
    return value.size() == 1 ? formatShortest(value[0]) : jsonVector(value);
}

std::string jsonValueOrUnavailable(const std::optional<InlineVector> &value)
{
    return value ? jsonValue(*value) : "null";
}

std::string jsonMatrix(std::span<const double> matrix, std::size_t columns)
{
    if (columns <= 1)
        return jsonVector(matrix);
    std::string text = "[";
    for (std::size_t row = 0; row * columns < matrix.size(); ++row)
        text += (row == 0 ? "" : ", ") + jsonVector(matrix.subspan(row * columns, columns));
    return text + "]";
}

std::string valueHeaders(std::string_view name, std::size_t valueDimension)
{
    return valueDimension == 1 ? "," + std::string(name) : indexedHeaders(name, valueDimension);
}

std::string matrixHeaders(std::string_view name, std::size_t rows, std::size_t columns)
{
    if (columns == 1)
        return indexedHeaders(name, rows);
    std::string headers;
    for (std::size_t row = 0; row < rows; ++row)
        headers += indexedHeaders(std::string(name) + "_" + std::to_string(row), columns);
    return headers;
}

std::string csvCells(const std::optional<InlineVector> &value, std::size_t valueDimension)
{
    return value ? csvCells(*value) : std::string(valueDimension, ',');
}

std::string textValue(std::span<const double> value, const NumberFormatter &format)
{
    return value.size() == 1 ? format(value[0]) : joinVector(value, format, "[", "]");
}

std::string textMatrix(
    std::span<const double> matrix, std::size_t columns, const NumberFormatter &format)
{
    if (columns <= 1)
        return joinVector(matrix, format, "[", "]");
    std::string text = "[";
    for (std::size_t row = 0; row * columns < matrix.size(); ++row)
        text += (row == 0 ? "" : ", ")
            + joinVector(matrix.subspan(row * columns, columns), format, "[", "]");
    return text + "]";
}

std::string latexValue(std::span<const double> value, int decimals)
{
    return value.size() == 1 ? latexNumber(value[0], decimals) : latexVector(value, decimals);
}

std::string latexValueOrUnavailable(const std::optional<InlineVector> &value, int decimals)
{
    return value ? latexValue(*value, decimals) : std::string(kUnavailableWord);
}

std::string latexMatrix(std::span<const double> matrix, std::size_t columns, int decimals)
{
    if (columns <= 1)
        return latexVector(matrix, decimals);
    auto plain = [decimals](double x) {
        std::string text = latexNumber(x, decimals);
        if (text.front() == '$')
            text = text.substr(1, text.size() - 2);
        return text;
    };
    std::string text = "$\\left(\\begin{smallmatrix}";
    for (std::size_t i = 0; i < matrix.size(); ++i) {
        if (i > 0)
            text += i % columns == 0 ? " \\\\ " : " & ";
        text += plain(matrix[i]);
    }
    return text + "\\end{smallmatrix}\\right)$";
}

} // namespace linattn::exporting
