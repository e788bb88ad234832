// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exporters.h"

#include "export_text.h"
#include "sequence_data.h"

#include <cstdio>
#include <functional>
#include <sstream>

namespace linattn {

using namespace exporting;

std::optional<ExportFormat> parseExportFormat(std::string_view name)
{
    for (ExportFormat format : exportFormats())
        if (exportFormatName(format) == name)
            return format;
    return std::nullopt;
}

std::string_view exportFormatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv:
        return "csv";
    case ExportFormat::Json:
        return "json";
    case ExportFormat::Markdown:
        return "markdown";
    case ExportFormat::Latex:
        return "latex";
    }
    return "csv";
}

const std::vector<ExportFormat> &exportFormats()
{
    static const std::vector<ExportFormat> formats {
        ExportFormat::Csv, ExportFormat::Json, ExportFormat::Markdown, ExportFormat::Latex};
    return formats;
}

namespace {

std::string caption(const StepTable &table, const NumberFormatter &format)
{
    const std::string prefixes = table.prefix == 1 ? std::string("prefix 1")
                                                   : "prefixes 1–" + std::to_string(table.prefix);
    // The map's settings and ε change the numbers, so they are part of the header (only when
    // there are any, so that the plain ELU+1 caption reads as before).
    std::string map = table.featureMapId;
    if (!table.featureMapParameters.empty())
        map += " (" + table.featureMapParameters + ")";
    if (table.epsilon > 0)
        map += ", ε = " + formatShortest(table.epsilon);
    return singleLine(table.title) + " — feature map " + map + ", " + prefixes
        + ", q = " + joinVector(table.query, format, "[", "]")
        + ", φ(q) = " + joinVector(table.phiQuery, format, "[", "]");
}

// What made the table, repeated on every row (RFC 4180 has no comment line, and a line above
// the header would break every reader that takes the first line for the column names).
constexpr std::string_view kSettingsHeaders
    = ",preset,title,feature_map,feature_map_settings,epsilon";

// `separator`: ',' for CSV, '\t' for TSV.
std::string settingsCells(const StepTable &table, char separator)
{
    return sourceCells(table.presetId, table.title, table.featureMapId, table.featureMapParameters,
               separator)
        + separator + formatShortest(table.epsilon);
}

// The step table's column names after "t", with `separator` before each: value-shaped
// columns are one for scalar values and d_v otherwise (value_0, value_1, …; S_0_0, S_0_1, …).
std::string stepHeaders(const StepTable &table)
{
    const std::size_t features = table.phiQuery.size();
    const std::size_t dv = table.valueDimension;
    return indexedHeaders("key", table.query.size()) + valueHeaders("value", dv)
        + indexedHeaders("phi_key", features) + ",score" + matrixHeaders("S", features, dv)
        + indexedHeaders("Z", features) + valueHeaders("numerator", dv) + ",denominator,available"
        + valueHeaders("output", dv) + valueHeaders("reference", dv) + valueHeaders("softmax", dv)
        + ",difference" + std::string(kSettingsHeaders);
}

} // namespace

std::string exportCsv(const StepTable &table)
{
    const std::size_t dv = table.valueDimension;
    // Each row starts with its token t, numbered from 0 (the prefix t + 1), as the window shows it.
    std::string csv = "t" + stepHeaders(table) + "\r\n";
    const std::string settings = settingsCells(table, ',');
    for (const StepRecord &step : table.steps) {
        csv += std::to_string(shownTokenIndex(step.prefix)) + csvCells(step.key)
            + csvCells(step.value) + csvCells(step.phiKey) + "," + formatShortest(step.score)
            + csvCells(step.S) + csvCells(step.Z) + csvCells(step.numerator) + ","
            + formatShortest(step.denominator) + "," + (step.available() ? "true" : "false")
            + csvCells(step.output, dv) + csvCells(step.reference, dv) + csvCells(step.softmax)
            + "," + csvCell(step.difference) + settings + "\r\n";
    }
    return csv;
}

std::string exportTsv(const StepTable &table)
{
    auto cells = [](std::span<const double> vector) {
        std::string text;
        for (double x : vector)
            text += "\t" + formatShortest(x);
        return text;
    };
    // Unavailable is the word in every coordinate's cell, so the columns stay aligned.
    auto optional = [&cells, dv = table.valueDimension](const std::optional<InlineVector> &x) {
        if (x)
            return cells(*x);
        std::string text;
        for (std::size_t i = 0; i < dv; ++i)
            text += "\t" + std::string(kUnavailableWord);
        return text;
    };
    // The CSV header, with tabs for commas (no name holds either).
    std::string tsv = "t" + stepHeaders(table) + "\n";
    for (char &c : tsv)
        if (c == ',')
            c = '\t';
    const std::string settings = settingsCells(table, '\t');
    for (const StepRecord &step : table.steps) {
        tsv += std::to_string(shownTokenIndex(step.prefix)) + cells(step.key) + cells(step.value)
            + cells(step.phiKey) + "\t" + formatShortest(step.score) + cells(step.S) + cells(step.Z)
            + cells(step.numerator) + "\t" + formatShortest(step.denominator) + "\t"
            + (step.available() ? "true" : "false") + optional(step.output)
            + optional(step.reference) + cells(step.softmax) + "\t"
            + (step.difference ? formatShortest(*step.difference) : std::string(kUnavailableWord))
            + settings + "\n";
    }
    return tsv;
}

std::string exportJson(const StepTable &table)
{
    std::ostringstream json;
    json << "{\n"
         << "  \"preset\": " << (table.presetId ? jsonString(*table.presetId) : "null") << ",\n"
         << "  \"title\": " << jsonString(table.title) << ",\n"
         << "  \"featureMap\": " << jsonString(table.featureMapId) << ",\n"
         << "  \"featureMapParameters\": " << jsonString(table.featureMapParameters) << ",\n"
         << "  \"featureMapSettings\": " << jsonFavorSettings(table.favorSettings) << ",\n"
         << "  \"epsilon\": " << formatShortest(table.epsilon) << ",\n"
         << "  \"prefix\": " << table.prefix << ",\n"
         << "  \"query\": " << jsonVector(table.query) << ",\n"
         << "  \"phiQuery\": " << jsonVector(table.phiQuery) << ",\n"
         << "  \"steps\": [";
    for (std::size_t i = 0; i < table.steps.size(); ++i) {
        const StepRecord &step = table.steps[i];
        json << (i == 0 ? "\n" : ",\n") << "    {\"t\": " << shownTokenIndex(step.prefix)
             << ", \"key\": " << jsonVector(step.key) << ", \"value\": " << jsonValue(step.value)
             << ", \"phiKey\": " << jsonVector(step.phiKey)
             << ", \"score\": " << formatShortest(step.score)
             << ", \"S\": " << jsonMatrix(step.S, table.valueDimension)
             << ", \"Z\": " << jsonVector(step.Z)
             << ", \"numerator\": " << jsonValue(step.numerator)
             << ", \"denominator\": " << formatShortest(step.denominator)
             << ", \"available\": " << (step.available() ? "true" : "false")
             << ", \"output\": " << jsonValueOrUnavailable(step.output)
             << ", \"reference\": " << jsonValueOrUnavailable(step.reference)
             << ", \"softmax\": " << jsonValue(step.softmax)
             << ", \"difference\": " << jsonNumber(step.difference) << "}";
    }
    json << "\n  ]\n}\n";
    return json.str();
}

std::string exportMarkdown(const StepTable &table, int decimals)
{
    const NumberFormatter number = [decimals](double x) { return formatRounded(x, decimals); };
    auto vector = [&number](std::span<const double> v) { return joinVector(v, number, "[", "]"); };
    auto value = [&number](std::span<const double> v) { return textValue(v, number); };
    auto optional = [&value](const std::optional<InlineVector> &v) {
        return v ? value(*v) : std::string(kUnavailableWord);
    };
    const std::size_t dv = table.valueDimension;

    std::string markdown = "**" + markdownEscape(caption(table, number)) + "**\n\n";
    markdown += "| t | k | v | φ(k) | φ(q)·φ(k) | S | Z | numerator φ(q)·S | denominator φ(q)·Z "
                "| output | reference | softmax | difference |\n";
    markdown += "|--:|---|--:|---|--:|---|---|--:|--:|--:|--:|--:|--:|\n";
    for (const StepRecord &step : table.steps) {
        markdown += "| " + std::to_string(shownTokenIndex(step.prefix)) + " | " + vector(step.key)
            + " | " + value(step.value) + " | " + vector(step.phiKey) + " | " + number(step.score)
            + " | " + textMatrix(step.S, dv, number) + " | " + vector(step.Z) + " | "
            + value(step.numerator) + " | " + number(step.denominator) + " | "
            + optional(step.output) + " | " + optional(step.reference) + " | " + value(step.softmax)
            + " | " + formatRounded(step.difference, decimals) + " |\n";
    }
    return markdown;
}

std::string exportLatex(const StepTable &table, int decimals)
{
    const NumberFormatter number = [decimals](double x) { return formatRounded(x, decimals); };
    auto cell = [decimals](double x) { return latexNumber(x, decimals); };
    auto value = [decimals](std::span<const double> v) { return latexValue(v, decimals); };
    auto optional = [decimals](const std::optional<InlineVector> &v) {
        return latexValueOrUnavailable(v, decimals);
    };
    auto vector = [decimals](std::span<const double> v) { return latexVector(v, decimals); };
    const std::size_t dv = table.valueDimension;

    std::string latex = "\\begin{tabular}{rcrcrccrrrrrr}\n\\toprule\n";
    latex += "$t$ & $k_t$ & $v_t$ & $\\phi(k_t)$ & $\\phi(q)\\cdot\\phi(k_t)$ & "
             "$S_t$ & $Z_t$ & $\\phi(q)\\cdot S_t$ & $\\phi(q)\\cdot Z_t$ & output & reference & "
             "softmax & difference \\\\\n\\midrule\n";
    for (const StepRecord &step : table.steps) {
        latex += std::to_string(shownTokenIndex(step.prefix)) + " & " + vector(step.key) + " & "
            + value(step.value) + " & " + vector(step.phiKey) + " & " + cell(step.score) + " & "
            + latexMatrix(step.S, dv, decimals) + " & " + vector(step.Z) + " & "
            + value(step.numerator) + " & " + cell(step.denominator) + " & " + optional(step.output)
            + " & " + optional(step.reference) + " & " + value(step.softmax) + " & "
            + latexOptional(step.difference, decimals) + " \\\\\n";
    }
    latex += "\\bottomrule\n\\end{tabular}\n";
    return latexTableFloat(caption(table, number), latex, {},
        dv == 1 ? "\\usepackage{booktabs}" : "\\usepackage{booktabs} and \\usepackage{amsmath}");
}

std::string exportStepTable(const StepTable &table, ExportFormat format, int decimals)
{
    switch (format) {
    case ExportFormat::Csv:
        return exportCsv(table);
    case ExportFormat::Json:
        return exportJson(table);
    case ExportFormat::Markdown:
        return exportMarkdown(table, decimals);
    case ExportFormat::Latex:
        return exportLatex(table, decimals);
    }
    return exportCsv(table);
}

} // namespace linattn
