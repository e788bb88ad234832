// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sequence_exporters.h"

#include "export_text.h"

#include <sstream>

namespace linattn {

using namespace exporting;

namespace {

// "General sequence — feature map elu1, γ = 1, C = 4" (with the map's settings and ε when there
// are any, since they change the numbers).
std::string caption(const SequenceTable &table)
{
    std::string map = table.featureMapId;
    if (!table.featureMapParameters.empty())
        map += " (" + table.featureMapParameters + ")";
    std::string text = singleLine(table.title) + " — feature map " + map
        + ", γ = " + formatShortest(table.settings.decay)
        + ", C = " + std::to_string(table.settings.chunkSize);
    if (table.settings.epsilon > 0)
        text += ", ε = " + formatShortest(table.settings.epsilon);
    return text;
}

// The figures under the table: the forms' agreement, the ranks that make chunks work, memory.
std::string figures(const SequenceTable &table, int decimals)
{
    std::string text = "Largest difference between the three forms: "
        + formatRounded(table.maxDifference, decimals) + "; ";
    if (const auto &block = table.offDiagonalBlock)
        text += "rank of the off-diagonal block (tokens "
            + std::to_string(shownTokenIndex(block->firstRow)) + "–"
            + std::to_string(shownTokenIndex(block->firstRow + block->rowCount - 1))
            + " attending to " + std::to_string(shownTokenIndex(block->firstColumn)) + "–"
            + std::to_string(shownTokenIndex(block->firstColumn + block->columnCount - 1))
            + "): linear " + std::to_string(table.linearBlockRank)
            + " (m = " + std::to_string(table.featureCount) + "), softmax "
            + std::to_string(table.softmaxBlockRank) + "; ";
    else
        text += "a single chunk: no off-diagonal block; ";
    return text + "memory: the state keeps " + std::to_string(table.stateNumbers())
        + " numbers whatever t, a KV cache " + std::to_string(table.kvCacheNumbers(1))
        + " per token (" + std::to_string(table.kvCacheNumbers(table.tokens.size()))
        + " at t = " + std::to_string(shownTokenIndex(table.tokens.size())) + ")";
}

} // namespace

namespace {

// What made the table, repeated on every row, as the step table's CSV does.
constexpr std::string_view kSequenceSettingsHeaders
    = ",sequence,title,feature_map,feature_map_settings,decay,chunk,epsilon";

std::string settingsCells(const SequenceTable &table)
{
    return sourceCells(
               table.sequenceId, table.title, table.featureMapId, table.featureMapParameters, ',')
        + "," + formatShortest(table.settings.decay) + ","
        + std::to_string(table.settings.chunkSize) + "," + formatShortest(table.settings.epsilon);
}

} // namespace

std::string exportSequenceCsv(const SequenceTable &table)
{
    const std::size_t d = table.keyDimension;
    const std::size_t m = table.featureCount;
    const std::size_t dv = table.valueDimension;
    std::string csv = "t" + indexedHeaders("query", d) + indexedHeaders("key", d)
        + valueHeaders("value", dv) + indexedHeaders("phi_query", m) + indexedHeaders("phi_key", m)
        + matrixHeaders("S", m, dv) + indexedHeaders("Z", m) + valueHeaders("numerator", dv)
        + ",denominator,available" + valueHeaders("recurrent", dv) + valueHeaders("parallel", dv)
        + valueHeaders("chunkwise", dv) + valueHeaders("softmax", dv)
        + std::string(kSequenceSettingsHeaders) + "\r\n";
    const std::string settings = settingsCells(table);
    for (const TokenRecord &token : table.tokens) {
        csv += std::to_string(shownTokenIndex(token.token)) + csvCells(token.query)
            + csvCells(token.key) + csvCells(token.value) + csvCells(token.phiQuery)
            + csvCells(token.phiKey) + csvCells(token.S) + csvCells(token.Z)
            + csvCells(token.numerator) + "," + formatShortest(token.denominator) + ","
            + (token.available() ? "true" : "false") + csvCells(token.recurrent, dv)
            + csvCells(token.parallel, dv) + csvCells(token.chunkwise, dv) + csvCells(token.softmax)
            + settings + "\r\n";
    }
    return csv;
}

std::string exportSequenceJson(const SequenceTable &table)
{
    std::ostringstream json;
    json << "{\n"
         << "  \"sequence\": " << (table.sequenceId ? jsonString(*table.sequenceId) : "null")
         << ",\n"
         << "  \"title\": " << jsonString(table.title) << ",\n"
         << "  \"featureMap\": " << jsonString(table.featureMapId) << ",\n"
         << "  \"featureMapParameters\": " << jsonString(table.featureMapParameters) << ",\n"
         << "  \"featureMapSettings\": " << jsonFavorSettings(table.favorSettings) << ",\n"
         << "  \"decay\": " << formatShortest(table.settings.decay) << ",\n"
         << "  \"chunk\": " << table.settings.chunkSize << ",\n"
         << "  \"epsilon\": " << formatShortest(table.settings.epsilon) << ",\n"
         << "  \"tokens\": [";
    for (std::size_t i = 0; i < table.tokens.size(); ++i) {
        const TokenRecord &token = table.tokens[i];
        json << (i == 0 ? "\n" : ",\n") << "    {\"t\": " << shownTokenIndex(token.token)
             << ", \"query\": " << jsonVector(token.query) << ", \"key\": " << jsonVector(token.key)
             << ", \"value\": " << jsonValue(token.value)
             << ", \"phiQuery\": " << jsonVector(token.phiQuery)
             << ", \"phiKey\": " << jsonVector(token.phiKey)
             << ", \"S\": " << jsonMatrix(token.S, table.valueDimension)
             << ", \"Z\": " << jsonVector(token.Z)
             << ", \"numerator\": " << jsonValue(token.numerator)
             << ", \"denominator\": " << formatShortest(token.denominator)
             << ", \"available\": " << (token.available() ? "true" : "false")
             << ", \"recurrent\": " << jsonValueOrUnavailable(token.recurrent)
             << ", \"parallel\": " << jsonValueOrUnavailable(token.parallel)
             << ", \"chunkwise\": " << jsonValueOrUnavailable(token.chunkwise)
             << ", \"softmax\": " << jsonValue(token.softmax)
             << ", \"weights\": " << (token.weights ? jsonVector(*token.weights) : "null")
             << ", \"softmaxWeights\": " << jsonVector(token.softmaxWeights) << "}";
    }
    json << "\n  ],\n"
         << "  \"maxDifference\": " << jsonNumber(table.maxDifference) << ",\n"
         << "  \"offDiagonalRank\": {\"linear\": " << table.linearBlockRank
         << ", \"softmax\": " << table.softmaxBlockRank << "}\n"
         << "}\n";
    return json.str();
}

std::string exportSequenceMarkdown(const SequenceTable &table, int decimals)
{
    const NumberFormatter number = [decimals](double x) { return formatRounded(x, decimals); };
    auto vector = [&number](std::span<const double> v) { return joinVector(v, number, "[", "]"); };
    auto value = [&number](std::span<const double> v) { return textValue(v, number); };
    auto optional = [&value](const std::optional<InlineVector> &v) {
        return v ? value(*v) : std::string(kUnavailableWord);
    };
    const std::size_t dv = table.valueDimension;

    std::string markdown = "**" + markdownEscape(caption(table)) + "**\n\n";
    markdown += "| t | q | k | v | φ(q) | S | Z | numerator φ(q)·S | denominator φ(q)·Z "
                "| recurrent | parallel | chunkwise | softmax |\n";
    markdown += "|--:|---|---|--:|---|---|---|--:|--:|--:|--:|--:|--:|\n";
    for (const TokenRecord &token : table.tokens) {
        markdown += "| " + std::to_string(shownTokenIndex(token.token)) + " | "
            + vector(token.query) + " | " + vector(token.key) + " | " + value(token.value) + " | "
            + vector(token.phiQuery) + " | " + textMatrix(token.S, dv, number) + " | "
            + vector(token.Z) + " | " + value(token.numerator) + " | " + number(token.denominator)
            + " | " + optional(token.recurrent) + " | " + optional(token.parallel) + " | "
            + optional(token.chunkwise) + " | " + value(token.softmax) + " |\n";
    }
    return markdown + "\n" + markdownEscape(figures(table, decimals)) + "\n";
}

std::string exportSequenceLatex(const SequenceTable &table, int decimals)
{
    auto cell = [decimals](double x) { return latexNumber(x, decimals); };
    auto value = [decimals](std::span<const double> v) { return latexValue(v, decimals); };
    auto optional = [decimals](const std::optional<InlineVector> &v) {
        return latexValueOrUnavailable(v, decimals);
    };
    auto vector = [decimals](std::span<const double> v) { return latexVector(v, decimals); };
    const std::size_t dv = table.valueDimension;

    std::string latex = "\\begin{tabular}{rccrcccrrrrrr}\n\\toprule\n";
    latex += "$t$ & $q_t$ & $k_t$ & $v_t$ & $\\phi(q_t)$ & $S_t$ & $Z_t$ & "
             "$\\phi(q_t)\\cdot S_t$ & $\\phi(q_t)\\cdot Z_t$ & recurrent & parallel & chunkwise & "
             "softmax \\\\\n\\midrule\n";
    for (const TokenRecord &token : table.tokens) {
        latex += std::to_string(shownTokenIndex(token.token)) + " & " + vector(token.query) + " & "
            + vector(token.key) + " & " + value(token.value) + " & " + vector(token.phiQuery)
            + " & " + latexMatrix(token.S, dv, decimals) + " & " + vector(token.Z) + " & "
            + value(token.numerator) + " & " + cell(token.denominator) + " & "
            + optional(token.recurrent) + " & " + optional(token.parallel) + " & "
            + optional(token.chunkwise) + " & " + value(token.softmax) + " \\\\\n";
    }
    latex += "\\bottomrule\n\\end{tabular}\n";
    return latexTableFloat(caption(table), latex, figures(table, decimals),
        dv == 1 ? "\\usepackage{booktabs}" : "\\usepackage{booktabs} and \\usepackage{amsmath}");
}

std::string exportSequence(const SequenceTable &table, ExportFormat format, int decimals)
{
    switch (format) {
    case ExportFormat::Csv:
        return exportSequenceCsv(table);
    case ExportFormat::Json:
        return exportSequenceJson(table);
    case ExportFormat::Markdown:
        return exportSequenceMarkdown(table, decimals);
    case ExportFormat::Latex:
        return exportSequenceLatex(table, decimals);
    }
    return exportSequenceCsv(table);
}

} // namespace linattn
