// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace linattn {

// A part of the window a lesson question can keep hidden until it is answered
// or revealed, named in lesson files by the strings of concealedPartName().
enum class ConcealedPart : std::uint8_t {
    PhiQuery, // "phi-query": φ(q), and the sums written with its coordinates
    PhiKeys, // "phi-keys": every φ(kᵢ) line and column, the φ points on the plane
    Z, // "z"
    S, // "s"
    Weights, // "weights": φ(q)·φ(kᵢ) in the table, the linear bars of the weights chart
    Numerator, // "numerator"
    Denominator, // "denominator"
    Output, // "output": every place the output is shown, the output chart too
    Reference, // "reference": the direct form and the difference
    Softmax, // "softmax": softmax's value, weights and curve
    Availability, // "availability": whatever says whether the output is defined
    WhyUnavailable, // "why-unavailable": the reason box
    NotADistribution, // "not-a-distribution": the line that says a weight is negative
    OutputChart, // "output-chart": the output against the prefix
    LabResults, // "lab-results": a page's results from before the step's own run
    Chunks, // "chunks": the sequence view's chunk grid and the ranks of its blocks
    LabOrders, // "lab-orders": the orders of growth a lab names (O(N²·d), "grows with N²")
    MemoryResults, // "memory-results": what the memory lab computes from its pairs (below)
};

// The step table's columns, in the order the table shows them.
enum class StepColumn : std::uint8_t {
    Prefix,
    Key,
    Value,
    PhiKey,
    Weight,
    S,
    Z,
    Numerator,
    Denominator,
    Output,
    Reference,
    Softmax,
    Difference,
};

std::string_view concealedPartName(ConcealedPart part);
std::optional<ConcealedPart> concealedPartFromName(std::string_view name);
// Every name, in the enum's order: for messages and the lesson format's docs.
const std::vector<std::string_view> &concealedPartNames();

// What the window keeps off the screen at one moment of a step: worked out
// from the lines the student still fills in and from what the open question
// conceals, with everything that would give those away. Table columns are
// concealed in every row: a neighbouring row tells nearly as much.
struct Concealment {
    std::vector<std::string>
        lines; // derivation line ids; "phi-key-" covers every φ(kᵢ) line and φ(kₜ)
    // Lines left out altogether: their mere presence answers the question ("why Unavailable"
    // exists only where the output is Unavailable).
    std::vector<std::string> absentLines;
    std::vector<StepColumn> columns;
    bool outputValue = false; // the large output in the summary
    bool referenceValue = false; // the summary's reference and difference
    bool softmaxValue = false; // the summary's softmax
    bool availability = false; // red, "Unavailable", the charts' Unavailable notes
    bool presetDescription = false; // a preset's description says where it is Unavailable
    bool phiPoints = false; // φ(q) and φ(kᵢ) on the query/key plane
    bool linearWeights = false; // the weights chart's linear bars
    bool softmaxWeights = false; // the weights chart's softmax bars
    bool outputChart = false; // the output against the prefix, whole
    bool labResults = false; // a page's earlier results
    bool chunks = false; // the sequence view's chunk grid and block ranks
    bool labOrders = false; // the Scaling lab's O(·) labels and its note's N²
    // The memory lab's results: the read-outs, errors and recall of linear attention and of
    // softmax, their summaries and planes, S and its writes, the capacity curves and the saves;
    // the pairs themselves stay.
    bool memoryResults = false;

    bool concealsLine(std::string_view lineId) const;
    // The line is left out altogether (absentLines).
    bool leavesOut(std::string_view lineId) const;
    bool concealsColumn(StepColumn column) const;
    bool empty() const;
    friend bool operator==(const Concealment &, const Concealment &) = default;
};

// `fadedLines`: the derivation lines still to be filled in; `questionParts`:
// what the open question conceals (empty once it is answered or revealed).
Concealment concealmentOf(
    const std::vector<std::string> &fadedLines, const std::vector<ConcealedPart> &questionParts);

} // namespace linattn
