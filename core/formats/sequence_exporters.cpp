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
        text += "rank of the off-diagonal block (tokens " + std::to_string(block->firstRow) + "–"
            + std::to_string(block->firstRow + block->rowCount - 1) + " attending to "
            + std::to_string(block->firstColumn) + "–"
            + std::to_string(block->firstColumn + block->columnCount - 1) + "): linear "
            + std::to_string(table.linearBlockRank) + " (m = " + std::to_string(table.featureCount)
            + "), softmax " + std::to_string(table.softmaxBlockRank) + "; ";
    else
        text += "a single chunk: no off-diagonal block; ";
    return text + "memory: the state keeps " + std::to_string(table.stateNumbers())
        + " numbers whatever t, a KV cache " + std::to_string(table.kvCacheNumbers(1))
        + " per token (" + std::to_string(table.kvCacheNumbers(table.tokens.size()))
        + " at t = " + std::to_string(table.tokens.size()) + ")";
}

} // namespace

std::string exportSequenceCsv(const SequenceTable &table)
{
    const std::size_t d = table.keyDimension;
    const std::size_t m = table.featureCount;
    std::string csv = "t" + indexedHeaders("query", d) + indexedHeaders("key", d) + ",value"
        + indexedHeaders("phi_query", m) + indexedHeaders("phi_key", m) + indexedHeaders("S", m)
        + indexedHeaders("Z", m)
        + ",numerator,denominator,available,recurrent,parallel,chunkwise,softmax\r\n";
    for (const TokenRecord &token : table.tokens) {
        csv += std::to_string(token.token) + csvCells(token.query) + csvCells(token.key) + ","
            + formatShortest(token.value) + csvCells(token.phiQuery) + csvCells(token.phiKey)
            + csvCells(token.S) + csvCells(token.Z) + "," + formatShortest(token.numerator) + ","
            + formatShortest(token.denominator) + "," + (token.available() ? "true" : "false") + ","
            + csvCell(token.recurrent) + "," + csvCell(token.parallel) + ","
            + csvCell(token.chunkwise) + "," + formatShortest(token.softmax) + "\r\n";
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
         << "  \"decay\": " << formatShortest(table.settings.decay) << ",\n"
         << "  \"chunk\": " << table.settings.chunkSize << ",\n"
         << "  \"epsilon\": " << formatShortest(table.settings.epsilon) << ",\n"
         << "  \"tokens\": [";
    for (std::size_t i = 0; i < table.tokens.size(); ++i) {
        const TokenRecord &token = table.tokens[i];
        json << (i == 0 ? "\n" : ",\n") << "    {\"t\": " << token.token
             << ", \"query\": " << jsonVector(token.query) << ", \"key\": " << jsonVector(token.key)
             << ", \"value\": " << formatShortest(token.value)
             << ", \"phiQuery\": " << jsonVector(token.phiQuery)
             << ", \"phiKey\": " << jsonVector(token.phiKey) << ", \"S\": " << jsonVector(token.S)
             << ", \"Z\": " << jsonVector(token.Z)
             << ", \"numerator\": " << formatShortest(token.numerator)
             << ", \"denominator\": " << formatShortest(token.denominator)
             << ", \"available\": " << (token.available() ? "true" : "false")
             << ", \"recurrent\": " << jsonNumber(token.recurrent)
             << ", \"parallel\": " << jsonNumber(token.parallel)
             << ", \"chunkwise\": " << jsonNumber(token.chunkwise)
             << ", \"softmax\": " << formatShortest(token.softmax)
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
    auto optional
        = [decimals](const std::optional<double> &x) { return formatRounded(x, decimals); };
    auto vector = [&number](std::span<const double> v) { return joinVector(v, number, "[", "]"); };

    std::string markdown = "**" + markdownEscape(caption(table)) + "**\n\n";
    markdown += "| t | q | k | v | φ(q) | S | Z | numerator φ(q)·S | denominator φ(q)·Z "
                "| recurrent | parallel | chunkwise | softmax |\n";
    markdown += "|--:|---|---|--:|---|---|---|--:|--:|--:|--:|--:|--:|\n";
    for (const TokenRecord &token : table.tokens) {
        markdown += "| " + std::to_string(token.token) + " | " + vector(token.query) + " | "
            + vector(token.key) + " | " + number(token.value) + " | " + vector(token.phiQuery)
            + " | " + vector(token.S) + " | " + vector(token.Z) + " | " + number(token.numerator)
            + " | " + number(token.denominator) + " | " + optional(token.recurrent) + " | "
            + optional(token.parallel) + " | " + optional(token.chunkwise) + " | "
            + number(token.softmax) + " |\n";
    }
    return markdown + "\n" + markdownEscape(figures(table, decimals)) + "\n";
}

std::string exportSequenceLatex(const SequenceTable &table, int decimals)
{
    auto cell = [decimals](double x) { return latexNumber(x, decimals); };
    auto optional
        = [decimals](const std::optional<double> &x) { return latexOptional(x, decimals); };
    auto vector = [decimals](std::span<const double> v) { return latexVector(v, decimals); };

    std::string latex = "% " + latexEscape(caption(table)) + "\n";
    latex += "% " + latexEscape(figures(table, decimals)) + "\n";
    latex += "% requires \\usepackage{booktabs}\n";
    latex += "\\begin{tabular}{rccrcccrrrrrr}\n\\toprule\n";
    latex += "$t$ & $q_t$ & $k_t$ & $v_t$ & $\\phi(q_t)$ & $S_t$ & $Z_t$ & "
             "$\\phi(q_t)\\cdot S_t$ & $\\phi(q_t)\\cdot Z_t$ & recurrent & parallel & chunkwise & "
             "softmax \\\\\n\\midrule\n";
    for (const TokenRecord &token : table.tokens) {
        latex += std::to_string(token.token) + " & " + vector(token.query) + " & "
            + vector(token.key) + " & " + cell(token.value) + " & " + vector(token.phiQuery) + " & "
            + vector(token.S) + " & " + vector(token.Z) + " & " + cell(token.numerator) + " & "
            + cell(token.denominator) + " & " + optional(token.recurrent) + " & "
            + optional(token.parallel) + " & " + optional(token.chunkwise) + " & "
            + cell(token.softmax) + " \\\\\n";
    }
    latex += "\\bottomrule\n\\end{tabular}\n";
    return latex;
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
