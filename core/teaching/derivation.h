// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "feature_map.h"
#include "message.h"
#include "number_format.h"
#include "step_table.h"
#include "step_text.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace linattn {

// One line of the worked derivation: what it computes, the formula with the
// numbers substituted, and the result. Views only lay these out. The texts
// hold messages (labels, sentences, the word Unavailable) around verbatim
// numbers and formulas: writtenEnglish() writes them for the command line,
// the app translates them.
struct DerivationLine {
    enum class Kind {
        Feature, // φ(q), φ(kᵢ)
        Sum, // Z, S
        Product, // denominator, numerator
        Output, // the reassociated output
        Explanation, // why the output is Unavailable
        Check, // the direct reference
        Contrast, // softmax attention
    };

    std::string id; // stable, for highlights: "phi-query", "phi-key-3", "z", "output", ...
    Kind kind = Kind::Feature;
    Text label;
    Text formula;
    Text result;
    bool unavailable = false;
    // The result as a number, for lines that hold one (denominator,
    // numerator, output, reference, softmax); empty when Unavailable.
    std::optional<double> value = std::nullopt;
};

// A derivation line with its texts written out in one language: English
// (writtenEnglish()) or the window's (the app's translator).
struct WrittenLine {
    std::string id;
    DerivationLine::Kind kind = DerivationLine::Kind::Feature;
    std::string label;
    std::string formula;
    std::string result;
    bool unavailable = false;
    std::optional<double> value = std::nullopt;
};

// `line` with each text written by `write`, a function from Text to std::string.
template <typename Write> WrittenLine writtenLine(const DerivationLine &line, Write &&write)
{
    return {line.id, line.kind, write(line.label), write(line.formula), write(line.result),
        line.unavailable, line.value};
}

// The lines in English.
std::vector<WrittenLine> writtenEnglish(const std::vector<DerivationLine> &lines);

// Whether `given` (typed by a student) matches a line's result closely
// enough for a worked-by-hand answer: within 0.5% or 0.005. "Unavailable"
// (any case) matches a line that is Unavailable.
bool matchesLineResult(const WrittenLine &line, const std::string &given);

// What a screen reader says for a line: its label, then its rule and result in
// the order a student writes them ("denominator φ(q)·Z: (1.5 × 2) + (2 × 1) =
// 5"). A rule that is its own result is said once; a rule of several parts
// (one per coordinate) ends with `so` and the result ("…;  so [1.5, 2]"), not
// with an "=" that would join the last part to it; the check says its result
// before the difference; an explanation is its label and its sentence.
std::string spokenLine(const WrittenLine &line, const std::string &so = "so");

// The derivation at `prefix` (1…table.steps.size()), in the seed's order,
// from numbers already formatted by `text`.
std::vector<DerivationLine> buildDerivation(const StepText &text, std::size_t prefix);

// The same, formatting the table first.
std::vector<DerivationLine> buildDerivation(const StepTable &table, const FeatureMap &map,
    std::size_t prefix, int decimals = kDefaultDecimals);

// Sums with more terms than this are written in running-sum form
// (Zₜ = Zₜ₋₁ + φ(kₜ₋₁)) or shortened with "…".
inline constexpr std::size_t kMaxWrittenTerms = 4;

// Joins terms with `separator`, writing the first and last ones and "…"
// between them when there are too many to read.
template <typename T> T joinTerms(const std::vector<T> &terms, const std::string &separator)
{
    T text;
    const bool shorten = terms.size() > kMaxWrittenTerms + 1;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        if (shorten && i == kMaxWrittenTerms - 1) {
            text += separator + "…";
            i = terms.size() - 1;
        }
        if (!text.empty())
            text += separator;
        text += terms[i];
    }
    return text;
}

// What makes a denominator φ(q)·Z (+ ε) exactly 0, for the "why-unavailable" line of both
// views: the query's features, the sum of the included keys' features and how they are written.
struct ZeroDenominator {
    const FeatureMap &map;
    std::span<const double> query;
    std::span<const double> phiQuery;
    std::span<const double> sum; // Z
    double denominator; // φ(q)·Z, before ε
    double epsilon;
    Text phiQueryText; // "φ(q) = [0, 0]"
    Text sumText; // "Z = [2, 1]"
    int decimals;
};

// Why the denominator is 0: ε cancelling φ(q)·Z, products cancelling (a map with negative
// features), features underflowing (FAVOR+, or products of tiny positive features), or a
// map's rule that gives 0 (ReLU).
Message zeroDenominatorExplanation(const ZeroDenominator &facts);

// "(1.5 × 2) + (2 × 1)", from the written coordinates of two vectors of
// `size` entries: "(a₀ × b₀) + (a₁ × b₁) + (a₂ × b₂) + … + (a₆₃ × b₆₃)" when
// they are long (writtenIndices() picks the same entries as joinTerms()).
std::string dotFormula(
    const std::vector<std::string> &a, const std::vector<std::string> &b, std::size_t size);

// "k" and 3 -> "k₃": the subscripted names the derivation uses.
std::string subscripted(const std::string &name, std::size_t index);

// Vectors longer than this (FAVOR+ has up to 4096 features) are written
// shortened: the first three entries, "…", the last one and the count.
inline constexpr std::size_t kMaxWrittenEntries = 5;

// The indices of the entries written of a vector of `size`: all of them up to
// kMaxWrittenEntries, else 0, 1, 2 and size − 1.
std::vector<std::size_t> writtenIndices(std::size_t size);

// The texts of the entries of `vector` that are written (writtenIndices()): a vector of
// 4096 features costs four numbers to format, not 4096.
std::vector<std::string> writtenCoordinates(std::span<const double> vector, int decimals);

// "[1.5, 2]" from the texts of the written entries (writtenIndices(size)), or
// "[0.1, 0.2, 0.3, …, 0.9] (64 entries)" for a vector longer than kMaxWrittenEntries.
Text writtenVector(const std::vector<std::string> &written, std::size_t size);

// "[1.5, 2]" with numbers rounded to `decimals`; shortened as writtenVector()
// for vectors longer than kMaxWrittenEntries.
Text formatVectorText(std::span<const double> vector, int decimals = kDefaultDecimals);
// The same in English.
std::string formatVector(std::span<const double> vector, int decimals = kDefaultDecimals);

} // namespace linattn
