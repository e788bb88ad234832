// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "number_format.h"
#include "step_table.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace linattn {

enum class ExportFormat { Csv, Json, Markdown, Latex };

std::optional<ExportFormat> parseExportFormat(std::string_view name);
std::string_view exportFormatName(ExportFormat format);
const std::vector<ExportFormat> &exportFormats();

// CSV (RFC 4180, CRLF line ends, header row, shortest round-trip numbers,
// an `available` column, empty cells where a value is Unavailable), each row
// ending with what made the table: preset, title, feature map, its settings, ε.
std::string exportCsv(const StepTable &table);

// Tab-separated values for pasting into a spreadsheet: the CSV's header row
// and columns, one row per prefix, LF line ends, shortest round-trip numbers,
// and the word Unavailable (never an empty cell) where a value is Unavailable.
std::string exportTsv(const StepTable &table);

// JSON with the keys documented in the README; null where Unavailable.
std::string exportJson(const StepTable &table);

// A GitHub table, numbers rounded to `decimals`, the word Unavailable.
std::string exportMarkdown(const StepTable &table, int decimals = kDefaultDecimals);

// A booktabs tabular, numbers rounded to `decimals`, the word Unavailable.
std::string exportLatex(const StepTable &table, int decimals = kDefaultDecimals);

std::string exportStepTable(
    const StepTable &table, ExportFormat format, int decimals = kDefaultDecimals);

} // namespace linattn
