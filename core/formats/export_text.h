// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every exporter writes the same way (the step table's and the sequence's): JSON strings and
// numbers, CSV cells, Markdown and LaTeX escapes and numbers. Not for use outside formats/.

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace linattn::exporting {

using NumberFormatter = std::function<std::string(double)>;

// "[1, 2]" with open "[" and close "]", each number by `format`.
std::string joinVector(std::span<const double> vector, const NumberFormatter &format,
    std::string_view open, std::string_view close);

std::string jsonString(std::string_view text);
// Shortest round-trip, or null for Unavailable.
std::string jsonNumber(const std::optional<double> &x);
std::string jsonVector(std::span<const double> vector);

// ",name_0,name_1,…" for a vector's columns.
std::string indexedHeaders(std::string_view name, std::size_t count);
// ",1.5,2" for a vector's cells.
std::string csvCells(std::span<const double> vector);
// Shortest round-trip, or an empty cell for Unavailable.
std::string csvCell(const std::optional<double> &x);

// Titles are free text; in a table caption they must stay on one line.
std::string singleLine(std::string text);
std::string markdownEscape(std::string text);
std::string latexEscape(const std::string &text);

// "-1.5" -> "$-1.5$", "1.2e-300" -> "$1.2\times10^{-300}$"; plain digits stay.
std::string latexNumber(double x, int decimals);
// latexNumber, or the word Unavailable.
std::string latexOptional(const std::optional<double> &x, int decimals);
// "$(1.5, -2)$".
std::string latexVector(std::span<const double> vector, int decimals);

} // namespace linattn::exporting
