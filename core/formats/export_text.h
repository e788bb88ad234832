// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every exporter writes the same way (the step table's and the sequence's): JSON strings and
// numbers, CSV cells, Markdown and LaTeX escapes and numbers. Not for use outside formats/.

#include "inline_vector.h"
#include "random_features.h"

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
// {"features": 64, "seed": 1, "orthogonal": true}, or null for a map without settings.
std::string jsonFavorSettings(const std::optional<FavorSettings> &settings);

// ",name_0,name_1,…" for a vector's columns.
std::string indexedHeaders(std::string_view name, std::size_t count);
// ",1.5,2" for a vector's cells.
std::string csvCells(std::span<const double> vector);
// Shortest round-trip, or an empty cell for Unavailable.
std::string csvCell(const std::optional<double> &x);

// What made a table, the first cells of the step table's and the sequence's last columns
// (`preset`/`sequence`, `title`, `feature_map`, `feature_map_settings`): the id (empty for the
// user's own data), the title, the map, and its settings with ';' for ',' ("m = 64; seed = 1;
// orthogonal"), each on one line. `separator` is ',' for CSV (a cell with a comma or a quote is
// quoted, RFC 4180) or '\t' for TSV.
std::string sourceCells(const std::optional<std::string> &id, const std::string &title,
    const std::string &featureMapId, const std::string &featureMapParameters, char separator);

// Titles are free text; in a table caption they must stay on one line.
std::string singleLine(std::string text);
std::string markdownEscape(std::string text);
std::string latexEscape(const std::string &text);
// latexEscape, and the captions' few symbols set as LaTeX writes them, so that pdflatex reads them
// without extra packages: "—" as "---", "–" as "--", γ, ε, φ in math.
std::string latexProse(const std::string &text);
// A step or sequence table as a LaTeX table float: the caption a reader sees above the
// tabular, and an optional note under it in small type. `usePackages` for the comment line
// that says what the preamble needs ("booktabs").
std::string latexTableFloat(const std::string &caption, const std::string &tabular,
    const std::string &note, const std::string &usePackages);

// "-1.5" -> "$-1.5$", "1.2e-300" -> "$1.2\times10^{-300}$"; plain digits stay.
std::string latexNumber(double x, int decimals);
// latexNumber, or the word Unavailable.
std::string latexOptional(const std::optional<double> &x, int decimals);
// "$(1.5, -2)$".
std::string latexVector(std::span<const double> vector, int decimals);

// Value-shaped fields (a value, an output, S's rows) are numbers for scalar values and vectors of
// d_v coordinates otherwise, so scalar data exports exactly as it did before values had a shape.

// A number when `value` has one coordinate, else "[1, 2]".
std::string jsonValue(std::span<const double> value);
// jsonValue, or null for Unavailable.
std::string jsonValueOrUnavailable(const std::optional<InlineVector> &value);
// S (m × d_v, row by row): "[1, 2]" for d_v = 1, else one array per row "[[1, 2], [3, 4]]".
std::string jsonMatrix(std::span<const double> matrix, std::size_t columns);

// ",name" for one coordinate, else ",name_0,name_1,…".
std::string valueHeaders(std::string_view name, std::size_t valueDimension);
// ",S_0,…" for d_v = 1, else ",S_0_0,S_0_1,…,S_1_0,…" (row, then column).
std::string matrixHeaders(std::string_view name, std::size_t rows, std::size_t columns);
// ",1.5" or ",1.5,2"; empty cells, one per coordinate, for Unavailable.
std::string csvCells(const std::optional<InlineVector> &value, std::size_t valueDimension);

// A number by `format` for one coordinate, else "[1, 2]".
std::string textValue(std::span<const double> value, const NumberFormatter &format);
// S by `format`: "[1, 2]" for d_v = 1, else rows "[[1, 2], [3, 4]]".
std::string textMatrix(
    std::span<const double> matrix, std::size_t columns, const NumberFormatter &format);
// latexNumber for one coordinate, else latexVector.
std::string latexValue(std::span<const double> value, int decimals);
// latexValue, or the word Unavailable.
std::string latexValueOrUnavailable(const std::optional<InlineVector> &value, int decimals);
// latexVector for d_v = 1, else a matrix of m rows ("$\begin{smallmatrix}…\end{smallmatrix}$",
// needs amsmath).
std::string latexMatrix(std::span<const double> matrix, std::size_t columns, int decimals);

} // namespace linattn::exporting
