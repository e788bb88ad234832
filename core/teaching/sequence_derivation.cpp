// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sequence_derivation.h"

#include "step_table.h"
#include "step_text.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>
#include <string>

namespace linattn {

namespace {

// φ(q)ᵀS for S of `columns` columns, as the core computes it (scalar values: dot(φ(q), S)).
InlineVector rowTimes(
    std::span<const double> phiQuery, std::span<const double> matrix, std::size_t columns)
{
    InlineVector product(columns, 0.0);
    for (std::size_t c = 0; c < columns; ++c)
        for (std::size_t f = 0; f < phiQuery.size(); ++f)
            product[c] += phiQuery[f] * matrix[f * columns + c];
    return product;
}

// "0.9 × [2, 1] + [1, 2] × 3": γ × previous + φ(kₜ) × factor, with "γ ×" left out at γ = 1 and the
// previous state left out at the first token (no `previous`: the state before it is 0). `factor` is
// empty for Z; for a value of d_v > 1 it is joined by the outer product: "[1, 2] ⊗ [1, 3]".
Text stateFormula(const Text *previous, double decay, const Text &phiKey, const std::string &factor,
    bool outer, int decimals)
{
    Text formula;
    if (previous) {
        if (decay != 1.0)
            formula += formatRounded(decay, decimals) + " × ";
        formula += *previous;
        formula += " + ";
    }
    formula += phiKey;
    if (!factor.empty())
        formula += (outer ? " ⊗ " : " × ") + factor;
    return formula;
}

// "γ^(t−j) × φ(qₜ)·φ(kⱼ)" for j = from…to: the weights of the direct sums, decayed.
std::vector<double> decayedScores(
    const SequenceTable &table, std::size_t token, std::size_t from, std::size_t to)
{
    const TokenRecord &current = table.tokens[token - 1];
    std::vector<double> scores;
    for (std::size_t j = from; j <= to; ++j)
        scores.push_back(std::pow(table.settings.decay, static_cast<double>(token - j))
            * dot(current.phiQuery, table.tokens[j - 1].phiKey));
    return scores;
}

// "(a₁ × v₁ + a₂ × v₂) / (a₁ + a₂)" from the decayed scores of tokens from…to, with a carried
// part in front of each sum when the chunk starts after token 1.
std::string directSumsFormula(const SequenceTable &table, const std::vector<double> &scores,
    std::size_t from, const std::string &carriedNumerator, const std::string &carriedDenominator,
    int decimals)
{
    std::vector<std::string> weighted, weights;
    if (!carriedNumerator.empty()) {
        weighted.push_back(carriedNumerator);
        weights.push_back(carriedDenominator);
    }
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const std::string score = parenthesisedIfNegative(formatRounded(scores[i], decimals));
        weighted.push_back(score + " × "
            + parenthesisedIfNegative(valueWritten(table.tokens[from - 1 + i].value, decimals)));
        weights.push_back(score);
    }
    std::string denominator = joinTerms(weights, " + ");
    if (table.settings.epsilon > 0)
        denominator += " + " + formatRounded(table.settings.epsilon, decimals);
    return "(" + joinTerms(weighted, " + ") + ") / (" + denominator + ")";
}

} // namespace

std::vector<DerivationLine> buildSequenceDerivation(
    const SequenceTable &table, const FeatureMap &map, std::size_t token, int decimals)
{
    using Kind = DerivationLine::Kind;
    std::vector<DerivationLine> lines;
    if (token < 1 || token > table.tokens.size())
        return lines;
    const TokenRecord &current = table.tokens[token - 1];
    const bool first = token == 1;
    const std::size_t features = current.phiQuery.size();
    const double decay = table.settings.decay;
    const double epsilon = table.settings.epsilon;
    // Named as shown: token t from 0, its state Sₜ after it, Sₜ₋₁ before it.
    const std::size_t shown = shownTokenIndex(token);
    const std::string q = subscripted("q", shown);
    const std::string k = subscripted("k", shown);
    const std::string S = subscripted("S", shown);
    const std::string Z = subscripted("Z", shown);
    const std::string previousS = first ? "" : subscripted("S", shown - 1);
    const std::string previousZ = first ? "" : subscripted("Z", shown - 1);
    const std::string v = subscripted("v", shown);
    const std::string gamma = decay != 1.0 ? "γ" : "";

    lines.push_back({"phi-query", Kind::Feature,
        "φ(" + q + "), " + q + " = " + formatVectorText(current.query, decimals),
        StepText::featureRule(map, current.query, current.phiQuery, decimals),
        formatVectorText(current.phiQuery, decimals)});
    const Text phiKey = formatVectorText(current.phiKey, decimals);
    lines.push_back({"phi-key", Kind::Feature,
        "φ(" + k + "), " + k + " = " + formatVectorText(current.key, decimals),
        StepText::featureRule(map, current.key, current.phiKey, decimals), phiKey});

    const TokenRecord *before = first ? nullptr : &table.tokens[token - 2];
    const std::size_t dv = table.valueDimension;
    const std::string value = parenthesisedIfNegative(valueWritten(current.value, decimals));
    const std::optional<Text> previousSText
        = before ? std::optional<Text>(matrixShown(before->S, dv, decimals)) : std::nullopt;
    const std::optional<Text> previousZText
        = before ? std::optional<Text>(formatVectorText(before->Z, decimals)) : std::nullopt;
    lines.push_back({"s", Kind::Sum,
        S + " = " + (first ? "" : gamma + previousS + " + ") + "φ(" + k + ")" + v
            + (dv > 1 ? "ᵀ" : ""),
        stateFormula(
            previousSText ? &*previousSText : nullptr, decay, phiKey, value, dv > 1, decimals),
        matrixShown(current.S, dv, decimals)});
    lines.push_back({"z", Kind::Sum,
        Z + " = " + (first ? "" : gamma + previousZ + " + ") + "φ(" + k + ")",
        stateFormula(previousZText ? &*previousZText : nullptr, decay, phiKey, "", false, decimals),
        formatVectorText(current.Z, decimals)});

    const std::vector<std::string> phiQuery = writtenCoordinates(current.phiQuery, decimals);
    const std::string denominator = formatRounded(current.denominator, decimals);
    const std::string numerator = valueWritten(current.numerator, decimals);
    // φ(q)ᵀS one column at a time: "((1.5 × 2) + (2 × 1), (1.5 × 0) + (2 × 3))" for d_v = 2.
    const std::string numeratorFormula = rowTimesMatrixFormula(phiQuery, current.S, dv, decimals);
    lines.push_back(
        {"denominator", Kind::Product, makeMessage(MessageId::TokenDenominatorLabel, q, Z),
            dotFormula(phiQuery, writtenCoordinates(current.Z, decimals), features), denominator,
            false, current.denominator});
    lines.push_back({"numerator", Kind::Product, makeMessage(MessageId::TokenNumeratorLabel, q, S),
        numeratorFormula, numerator, false, numberOf(current.numerator)});
    const bool available = current.available();
    if (epsilon > 0)
        lines.push_back(
            {"output", Kind::Output, makeMessage(MessageId::TokenOutputWithEpsilonLabel, q, S, Z),
                numerator + " / (" + denominator + " + " + formatRounded(epsilon, decimals) + ")",
                valueShown(current.recurrent, decimals), !available, numberOf(current.recurrent)});
    else
        lines.push_back({"output", Kind::Output, makeMessage(MessageId::TokenOutputLabel, q, S, Z),
            numerator + " / " + denominator, valueShown(current.recurrent, decimals), !available,
            numberOf(current.recurrent)});
    if (!available)
        lines.push_back(
            {"why-unavailable", Kind::Explanation, makeMessage(MessageId::WhyUnavailableLabel),
                current.denominator + epsilon == 0.0
                    ? makeMessage(MessageId::DenominatorZero,
                        zeroDenominatorExplanation({map, current.query, current.phiQuery, current.Z,
                            current.denominator, epsilon,
                            "φ(" + q + ") = " + formatVectorText(current.phiQuery, decimals),
                            Z + " = " + formatVectorText(current.Z, decimals), decimals}))
                    : makeMessage(MessageId::DenominatorTooSmall, denominator, numerator),
                makeMessage(MessageId::Unavailable), true});

    lines.push_back(
        {"parallel", Kind::Check, makeMessage(MessageId::ParallelFormLabel, std::to_string(shown)),
            directSumsFormula(table, decayedScores(table, token, 1, token), 1, "", "", decimals),
            valueShown(current.parallel, decimals), !current.parallel.has_value(),
            numberOf(current.parallel)});

    // The chunk s…t: what the state carried to token s − 1 gives, decayed, plus direct sums.
    const std::size_t start = current.chunkStart;
    std::string carriedNumerator, carriedDenominator;
    if (start > 1) {
        const TokenRecord &carried = table.tokens[start - 2];
        const double factor = std::pow(decay, static_cast<double>(token - start + 1));
        const std::string factorText = factor != 1.0 ? formatRounded(factor, decimals) + " × " : "";
        carriedNumerator = factorText
            + parenthesisedIfNegative(
                valueWritten(rowTimes(current.phiQuery, carried.S, dv), decimals));
        carriedDenominator = factorText + formatRounded(dot(current.phiQuery, carried.Z), decimals);
    }
    lines.push_back({"chunkwise", Kind::Check,
        makeMessage(MessageId::ChunkwiseFormLabel, std::to_string(shownTokenIndex(start)),
            std::to_string(shown)),
        directSumsFormula(table, decayedScores(table, token, start, token), start, carriedNumerator,
            carriedDenominator, decimals),
        valueShown(current.chunkwise, decimals), !current.chunkwise.has_value(),
        numberOf(current.chunkwise)});

    if (current.recurrent && current.parallel && current.chunkwise) {
        double largest = 0;
        for (std::size_t i = 0; i < dv; ++i) {
            const double a = (*current.recurrent)[i], b = (*current.parallel)[i],
                         c = (*current.chunkwise)[i];
            largest = std::max({largest, std::abs(a - b), std::abs(a - c), std::abs(b - c)});
        }
        // In words: the three values agree to the shown decimals, so written out they would
        // read |0.9474 − 0.9474| and hide what is being measured.
        lines.push_back({"difference", Kind::Check, makeMessage(MessageId::FormsDifferenceLabel),
            makeMessage(MessageId::FormsDifferenceFormula), formatRounded(largest, decimals), false,
            largest});
    }

    std::vector<std::string> scores;
    for (std::size_t j = 1; j <= token; ++j)
        scores.push_back(formatRounded(dot(current.query, table.tokens[j - 1].key), decimals));
    lines.push_back({"softmax", Kind::Contrast, makeMessage(MessageId::ContrastLabel),
        makeMessage(MessageId::SoftmaxScores, joinTerms(scores, ", ")),
        valueWritten(current.softmax, decimals), false,
        numberOf(std::optional<InlineVector>(current.softmax))});
    return lines;
}

} // namespace linattn
