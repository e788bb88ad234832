// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "memory_exporters.h"

#include "export_text.h"
#include "number_format.h"

namespace linattn {

using namespace exporting;

namespace {

std::string ruleName(MemoryRule rule)
{
    return rule == MemoryRule::Delta ? "delta" : "sum";
}

std::string jsonReadout(const MemoryReadout &readout)
{
    return "{\"readout\": " + (readout.readout ? jsonVector(*readout.readout) : "null")
        + ", \"error\": " + jsonNumber(readout.error)
        + ", \"recalled\": " + (readout.recalled ? "true" : "false") + "}";
}

std::string jsonInputs(const MemoryInputs &inputs)
{
    const MemorySettings &s = inputs.settings;
    std::string json = "{\"source\": " + jsonString(inputs.source);
    if (!inputs.dataFile.empty())
        json += ", \"data\": " + jsonString(inputs.dataFile);
    if (inputs.seed)
        json += ", \"seed\": " + std::to_string(*inputs.seed);
    json += ", \"rule\": " + jsonString(ruleName(s.rule)) + ", \"beta\": " + jsonNumber(s.beta)
        + ", \"decay\": " + jsonNumber(s.decay) + ", \"passes\": " + std::to_string(s.passes)
        + ", \"featureMap\": " + jsonString(inputs.featureMap)
        + ", \"temperature\": " + jsonNumber(s.temperature) + "}";
    return json;
}

// ",1.5,2", or empty cells for Unavailable.
std::string cells(const std::optional<std::vector<double>> &x, std::size_t count)
{
    return x ? csvCells(*x) : std::string(count, ',');
}

} // namespace

std::string memoryJson(
    const MemoryPairs &pairs, const MemoryResult &result, const MemoryInputs &inputs)
{
    std::string json = "{\n  \"inputs\": " + jsonInputs(inputs) + ",\n";
    json += "  \"featureDim\": " + std::to_string(result.featureDimension) + ",\n";
    json += "  \"valueDim\": " + std::to_string(result.valueDimension) + ",\n";
    json += "  \"pairCount\": " + std::to_string(result.pairCount) + ",\n";
    json += "  \"pairs\": [";
    for (std::size_t i = 0; i < result.pairCount; ++i) {
        std::string readout = jsonReadout(result.linear[i]);
        readout.erase(0, 1); // joined with the key and value below
        json += std::string(i ? "," : "") + "\n    {\"key\": " + jsonVector(pairs.keys[i])
            + ", \"value\": " + jsonVector(pairs.values[i]) + ", " + readout;
    }
    json += "\n  ],\n  \"meanError\": " + jsonNumber(result.meanError) + ",\n";
    json += "  \"recalledCount\": " + std::to_string(result.recalledCount) + ",\n";
    json += "  \"state\": [";
    for (std::size_t row = 0; row < result.featureDimension; ++row)
        json += std::string(row ? "," : "") + "\n    "
            + jsonVector(std::span<const double>(result.state)
                             .subspan(row * result.valueDimension, result.valueDimension));
    json += "\n  ],\n  \"softmax\": {\n    \"pairs\": [";
    for (std::size_t i = 0; i < result.pairCount; ++i)
        json += std::string(i ? "," : "") + "\n      " + jsonReadout(result.softmax[i]);
    json += "\n    ],\n    \"meanError\": " + jsonNumber(result.softmaxMeanError) + ",\n";
    json += "    \"recalledCount\": " + std::to_string(result.softmaxRecalledCount) + "\n  }\n}\n";
    return json;
}

std::string memoryCsv(
    const MemoryPairs &pairs, const MemoryResult &result, const MemoryInputs &inputs)
{
    const std::size_t d = pairs.keys.front().size();
    const std::size_t dv = result.valueDimension;
    std::string csv = "pair" + indexedHeaders("key", d) + indexedHeaders("value", dv)
        + indexedHeaders("readout", dv) + ",error,recalled" + indexedHeaders("softmax_readout", dv)
        + ",softmax_error,softmax_recalled,rule,beta,decay,passes,feature_map,temperature\r\n";
    const MemorySettings &s = inputs.settings;
    const std::string made = "," + ruleName(s.rule) + "," + formatShortest(s.beta) + ","
        + formatShortest(s.decay) + "," + std::to_string(s.passes) + "," + inputs.featureMap + ","
        + formatShortest(s.temperature);
    for (std::size_t i = 0; i < result.pairCount; ++i) {
        const MemoryReadout &linear = result.linear[i];
        const MemoryReadout &softmax = result.softmax[i];
        csv += std::to_string(i) + csvCells(pairs.keys[i]) + csvCells(pairs.values[i])
            + cells(linear.readout, dv) + "," + csvCell(linear.error) + ","
            + (linear.readout ? (linear.recalled ? "true" : "false") : "")
            + cells(softmax.readout, dv) + "," + csvCell(softmax.error) + ","
            + (softmax.recalled ? "true" : "false") + made + "\r\n";
    }
    return csv;
}

} // namespace linattn
