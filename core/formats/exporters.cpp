// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exporters.h"

#include "export_text.h"

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

} // namespace

std::string exportCsv(const StepTable &table)
{
    const std::size_t keyDimension = table.query.size();
    const std::size_t features = table.phiQuery.size();
    std::string csv = "prefix" + indexedHeaders("key", keyDimension) + ",value"
        + indexedHeaders("phi_key", features) + ",score" + indexedHeaders("S", features)
        + indexedHeaders("Z", features)
        + ",numerator,denominator,available,output,reference,softmax,difference"
        + std::string(kSettingsHeaders) + "\r\n";
    const std::string settings = settingsCells(table, ',');
    for (const StepRecord &step : table.steps) {
        csv += std::to_string(step.prefix) + csvCells(step.key) + "," + formatShortest(step.value)
            + csvCells(step.phiKey) + "," + formatShortest(step.score) + csvCells(step.S)
            + csvCells(step.Z) + "," + formatShortest(step.numerator) + ","
            + formatShortest(step.denominator) + "," + (step.available() ? "true" : "false") + ","
            + csvCell(step.output) + "," + csvCell(step.reference) + ","
            + formatShortest(step.softmax) + "," + csvCell(step.difference) + settings + "\r\n";
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
    auto optional = [](const std::optional<double> &x) {
        return x ? formatShortest(*x) : std::string(kUnavailableWord);
    };
    // The CSV header, with tabs for commas (no name holds either).
    std::string tsv = "prefix" + indexedHeaders("key", table.query.size()) + ",value"
        + indexedHeaders("phi_key", table.phiQuery.size()) + ",score"
        + indexedHeaders("S", table.phiQuery.size()) + indexedHeaders("Z", table.phiQuery.size())
        + ",numerator,denominator,available,output,reference,softmax,difference"
        + std::string(kSettingsHeaders) + "\n";
    for (char &c : tsv)
        if (c == ',')
            c = '\t';
    const std::string settings = settingsCells(table, '\t');
    for (const StepRecord &step : table.steps) {
        tsv += std::to_string(step.prefix) + cells(step.key) + "\t" + formatShortest(step.value)
            + cells(step.phiKey) + "\t" + formatShortest(step.score) + cells(step.S) + cells(step.Z)
            + "\t" + formatShortest(step.numerator) + "\t" + formatShortest(step.denominator) + "\t"
            + (step.available() ? "true" : "false") + "\t" + optional(step.output) + "\t"
            + optional(step.reference) + "\t" + formatShortest(step.softmax) + "\t"
            + optional(step.difference) + settings + "\n";
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
        json << (i == 0 ? "\n" : ",\n") << "    {\"prefix\": " << step.prefix
             << ", \"key\": " << jsonVector(step.key)
             << ", \"value\": " << formatShortest(step.value)
             << ", \"phiKey\": " << jsonVector(step.phiKey)
             << ", \"score\": " << formatShortest(step.score) << ", \"S\": " << jsonVector(step.S)
             << ", \"Z\": " << jsonVector(step.Z)
             << ", \"numerator\": " << formatShortest(step.numerator)
             << ", \"denominator\": " << formatShortest(step.denominator)
             << ", \"available\": " << (step.available() ? "true" : "false")
             << ", \"output\": " << jsonNumber(step.output)
             << ", \"reference\": " << jsonNumber(step.reference)
             << ", \"softmax\": " << formatShortest(step.softmax)
             << ", \"difference\": " << jsonNumber(step.difference) << "}";
    }
    json << "\n  ]\n}\n";
    return json.str();
}

std::string exportMarkdown(const StepTable &table, int decimals)
{
    const NumberFormatter number = [decimals](double x) { return formatRounded(x, decimals); };
    auto optional
        = [decimals](const std::optional<double> &x) { return formatRounded(x, decimals); };
    auto vector = [&number](std::span<const double> v) { return joinVector(v, number, "[", "]"); };

    std::string markdown = "**" + markdownEscape(caption(table, number)) + "**\n\n";
    markdown += "| t | k | v | φ(k) | φ(q)·φ(k) | S | Z | numerator φ(q)·S | denominator φ(q)·Z "
                "| output | reference | softmax | difference |\n";
    markdown += "|--:|---|--:|---|--:|---|---|--:|--:|--:|--:|--:|--:|\n";
    for (const StepRecord &step : table.steps) {
        markdown += "| " + std::to_string(step.prefix) + " | " + vector(step.key) + " | "
            + number(step.value) + " | " + vector(step.phiKey) + " | " + number(step.score) + " | "
            + vector(step.S) + " | " + vector(step.Z) + " | " + number(step.numerator) + " | "
            + number(step.denominator) + " | " + optional(step.output) + " | "
            + optional(step.reference) + " | " + number(step.softmax) + " | "
            + optional(step.difference) + " |\n";
    }
    return markdown;
}

std::string exportLatex(const StepTable &table, int decimals)
{
    const NumberFormatter number = [decimals](double x) { return formatRounded(x, decimals); };
    auto cell = [decimals](double x) { return latexNumber(x, decimals); };
    auto optional
        = [decimals](const std::optional<double> &x) { return latexOptional(x, decimals); };
    auto vector = [decimals](std::span<const double> v) { return latexVector(v, decimals); };

    std::string latex = "\\begin{tabular}{rcrcrccrrrrrr}\n\\toprule\n";
    latex += "$t$ & $k_{t-1}$ & $v_{t-1}$ & $\\phi(k_{t-1})$ & $\\phi(q)\\cdot\\phi(k_{t-1})$ & "
             "$S_t$ & $Z_t$ & $\\phi(q)\\cdot S_t$ & $\\phi(q)\\cdot Z_t$ & output & reference & "
             "softmax & difference \\\\\n\\midrule\n";
    for (const StepRecord &step : table.steps) {
        latex += std::to_string(step.prefix) + " & " + vector(step.key) + " & " + cell(step.value)
            + " & " + vector(step.phiKey) + " & " + cell(step.score) + " & " + vector(step.S)
            + " & " + vector(step.Z) + " & " + cell(step.numerator) + " & " + cell(step.denominator)
            + " & " + optional(step.output) + " & " + optional(step.reference) + " & "
            + cell(step.softmax) + " & " + optional(step.difference) + " \\\\\n";
    }
    latex += "\\bottomrule\n\\end{tabular}\n";
    return latexTableFloat(caption(table, number), latex, {}, "\\usepackage{booktabs}");
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
