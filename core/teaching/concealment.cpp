// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "concealment.h"

#include <algorithm>
#include <array>
#include <utility>

namespace linattn {

namespace {

constexpr std::array<std::pair<ConcealedPart, std::string_view>, 18> kNames {{
    {ConcealedPart::PhiQuery, "phi-query"},
    {ConcealedPart::PhiKeys, "phi-keys"},
    {ConcealedPart::Z, "z"},
    {ConcealedPart::S, "s"},
    {ConcealedPart::Weights, "weights"},
    {ConcealedPart::Numerator, "numerator"},
    {ConcealedPart::Denominator, "denominator"},
    {ConcealedPart::Output, "output"},
    {ConcealedPart::Reference, "reference"},
    {ConcealedPart::Softmax, "softmax"},
    {ConcealedPart::Availability, "availability"},
    {ConcealedPart::WhyUnavailable, "why-unavailable"},
    {ConcealedPart::NotADistribution, "not-a-distribution"},
    {ConcealedPart::OutputChart, "output-chart"},
    {ConcealedPart::LabResults, "lab-results"},
    {ConcealedPart::Chunks, "chunks"},
    {ConcealedPart::LabOrders, "lab-orders"},
    {ConcealedPart::MemoryResults, "memory-results"},
}};

template <typename T> void addOnce(std::vector<T> &list, T item)
{
    if (std::find(list.begin(), list.end(), item) == list.end())
        list.push_back(std::move(item));
}

void conceal(Concealment &c, ConcealedPart part, std::vector<ConcealedPart> &done);

// Hides a derivation line, and with it every place that quotes its result: a line whose id
// names a part (a hidden numerator must not reappear in the output's "14.2457 / 7.8196")
// conceals that part whole, so the pass is closed under "shown elsewhere".
void hideLine(Concealment &c, const std::string &id, std::vector<ConcealedPart> &done)
{
    addOnce(c.lines, id);
    if (auto part = concealedPartFromName(id))
        conceal(c, *part, done);
}

// Adds `part` and whatever would give it away, each part once.
void conceal(Concealment &c, ConcealedPart part, std::vector<ConcealedPart> &done)
{
    if (std::find(done.begin(), done.end(), part) != done.end())
        return;
    done.push_back(part);
    auto line = [&c, &done](const std::string &id) { hideLine(c, id, done); };
    auto column = [&c](StepColumn each) { addOnce(c.columns, each); };
    auto also = [&c, &done](ConcealedPart each) { conceal(c, each, done); };
    switch (part) {
    case ConcealedPart::PhiQuery:
        // The denominator and numerator are written with φ(q)'s coordinates.
        line("phi-query");
        line("denominator");
        line("numerator");
        column(StepColumn::Weight);
        column(StepColumn::Numerator);
        column(StepColumn::Denominator);
        c.phiPoints = true;
        break;
    case ConcealedPart::PhiKeys:
        // Z is the sum of the φ(kᵢ), written term by term; S holds them times vᵢ.
        line("phi-key-");
        line("z");
        line("s");
        column(StepColumn::PhiKey);
        column(StepColumn::Weight);
        column(StepColumn::Z);
        column(StepColumn::S);
        c.phiPoints = true;
        break;
    case ConcealedPart::Z:
        line("z");
        line("denominator");
        column(StepColumn::Z);
        column(StepColumn::Denominator);
        break;
    case ConcealedPart::S:
        line("s");
        line("numerator");
        column(StepColumn::S);
        column(StepColumn::Numerator);
        break;
    case ConcealedPart::Weights:
        column(StepColumn::Weight);
        c.linearWeights = true;
        // The sequence view's parallel and chunkwise forms are written with the weights.
        line("parallel");
        line("chunkwise");
        // The denominator grows by each key's weight from one row to the next,
        // and a key of weight 0 leaves the output flat or Unavailable.
        line("denominator");
        column(StepColumn::Denominator);
        c.outputChart = true;
        // "with ReLU the wholly negative k₄ adds nothing"
        c.presetDescription = true;
        break;
    case ConcealedPart::Denominator:
        // The weights add up to it; numerator / output shows it, wherever the
        // output is; the notes on a negative or zero denominator quote it.
        line("denominator");
        column(StepColumn::Weight);
        column(StepColumn::Denominator);
        line("not-a-distribution");
        line("why-unavailable");
        also(ConcealedPart::Output);
        break;
    case ConcealedPart::Numerator:
        // output × denominator shows it, wherever the output is.
        line("numerator");
        column(StepColumn::Numerator);
        also(ConcealedPart::Output);
        break;
    case ConcealedPart::Output:
        // The direct form equals the output (in the sequence view, the parallel and
        // chunkwise forms do); the chart plots it.
        line("output");
        line("reference");
        line("parallel");
        line("chunkwise");
        line("difference");
        column(StepColumn::Output);
        column(StepColumn::Reference);
        column(StepColumn::Difference);
        c.outputValue = true;
        c.referenceValue = true;
        c.outputChart = true;
        break;
    case ConcealedPart::Reference:
        line("reference");
        column(StepColumn::Reference);
        column(StepColumn::Difference);
        c.referenceValue = true;
        break;
    case ConcealedPart::Softmax:
        line("softmax");
        column(StepColumn::Softmax);
        c.softmaxValue = true;
        c.softmaxWeights = true;
        c.outputChart = true;
        break;
    case ConcealedPart::Availability:
        // Everything that reads "Unavailable" or shows a number only when defined.
        line("output");
        line("reference");
        line("why-unavailable");
        addOnce(c.absentLines, std::string("why-unavailable"));
        column(StepColumn::Output);
        column(StepColumn::Reference);
        column(StepColumn::Difference);
        c.outputValue = true;
        c.referenceValue = true;
        c.availability = true;
        c.presetDescription = true;
        c.linearWeights = true;
        c.outputChart = true;
        break;
    case ConcealedPart::WhyUnavailable:
        line("why-unavailable");
        // "ReLU zeroes φ(q), so the denominator is 0 even though Z is not"
        c.presetDescription = true;
        break;
    case ConcealedPart::NotADistribution:
        line("not-a-distribution");
        break;
    case ConcealedPart::OutputChart:
        c.outputChart = true;
        break;
    case ConcealedPart::LabResults:
        c.labResults = true;
        break;
    case ConcealedPart::Chunks:
        // The chunkwise line's very label names the chunk's first token: left out.
        line("chunkwise");
        addOnce(c.absentLines, std::string("chunkwise"));
        c.chunks = true;
        break;
    case ConcealedPart::LabOrders:
        c.labOrders = true;
        break;
    case ConcealedPart::MemoryResults:
        c.memoryResults = true;
        break;
    }
}

} // namespace

std::string_view concealedPartName(ConcealedPart part)
{
    for (const auto &[each, name] : kNames)
        if (each == part)
            return name;
    return {};
}

std::optional<ConcealedPart> concealedPartFromName(std::string_view name)
{
    for (const auto &[each, eachName] : kNames)
        if (eachName == name)
            return each;
    return std::nullopt;
}

const std::vector<std::string_view> &concealedPartNames()
{
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> all;
        for (const auto &entry : kNames)
            all.push_back(entry.second);
        return all;
    }();
    return names;
}

bool Concealment::concealsLine(std::string_view lineId) const
{
    for (const std::string &line : lines) {
        if (line == lineId)
            return true;
        // Every φ(kᵢ) line of the single-query view, and the sequence view's φ(kₜ).
        if (line == "phi-key-" && (lineId.rfind(line, 0) == 0 || lineId == "phi-key"))
            return true;
    }
    return false;
}

bool Concealment::leavesOut(std::string_view lineId) const
{
    return std::find(absentLines.begin(), absentLines.end(), lineId) != absentLines.end();
}

bool Concealment::concealsColumn(StepColumn column) const
{
    return std::find(columns.begin(), columns.end(), column) != columns.end();
}

bool Concealment::empty() const
{
    return *this == Concealment {};
}

Concealment concealmentOf(
    const std::vector<std::string> &fadedLines, const std::vector<ConcealedPart> &questionParts)
{
    Concealment result;
    // A line still to be filled in conceals what it holds, like a question would.
    for (const std::string &line : fadedLines) {
        std::vector<ConcealedPart> done;
        hideLine(result, line, done);
    }
    std::vector<ConcealedPart> done;
    for (ConcealedPart part : questionParts)
        conceal(result, part, done);
    return result;
}

} // namespace linattn
