// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "derivation.h"

#include "random_features.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace linattn {

namespace {

bool isZero(std::span<const double> vector)
{
    return std::all_of(vector.begin(), vector.end(), [](double x) { return x == 0.0; });
}

// The rule of `map` that turns a non-positive coordinate into 0, if any:
// "ReLU maps x ≤ 0 to 0".
Message zeroRule(const FeatureMap &map)
{
    if (!map.isElementwise())
        return makeMessage(MessageId::GaveZeroFeatures, map.titleText());
    const CoordinateRule rule = map.coordinateRule(-1.0);
    return makeMessage(MessageId::MapsTo, map.titleText(), fillRuleTemplate(rule.condition, "x"),
        fillRuleTemplate(rule.formula, "x"));
}

// φ(q)·Z = 0 with a map that is not non-negative (identity): cancellation.
Message cancellationExplanation(
    const FeatureMap &map, bool queryZero, bool sumZero, const Text &phiQuery, const Text &z)
{
    const Text name = map.titleText();
    if (queryZero && sumZero)
        return makeMessage(MessageId::IdentityBothZero, phiQuery, z, name);
    if (queryZero)
        return makeMessage(MessageId::IdentityQueryZero, phiQuery, name, z);
    if (sumZero)
        return makeMessage(MessageId::IdentitySumZero, z, name, phiQuery);
    return makeMessage(MessageId::IdentityCancels, phiQuery, z, name);
}

// φ(q)·Z = 0 with FAVOR+: its features are positive but underflow.
Message underflowExplanation(bool queryZero, bool sumZero, const Text &phiQuery, const Text &z,
    const std::string &halfSquaredNorm)
{
    if (queryZero && sumZero)
        return makeMessage(MessageId::FavorBothUnderflow, phiQuery, z);
    if (queryZero)
        return makeMessage(MessageId::FavorQueryUnderflow, phiQuery, halfSquaredNorm, z);
    if (sumZero)
        return makeMessage(MessageId::FavorSumUnderflow, z, phiQuery);
    return makeMessage(MessageId::FavorProductsUnderflow, phiQuery, z);
}

} // namespace

Message zeroDenominatorExplanation(const ZeroDenominator &facts)
{
    if (facts.denominator != 0.0 && facts.epsilon > 0.0)
        return makeMessage(MessageId::EpsilonCancels,
            formatRounded(facts.denominator, facts.decimals),
            formatRounded(facts.epsilon, facts.decimals));
    const bool queryZero = isZero(facts.phiQuery);
    const bool sumZero = isZero(facts.sum);
    if (!facts.map.isNonNegative())
        return cancellationExplanation(
            facts.map, queryZero, sumZero, facts.phiQueryText, facts.sumText);
    if (dynamic_cast<const FavorFeatureMap *>(&facts.map)) {
        double squares = 0;
        for (double x : facts.query)
            squares += x * x;
        return underflowExplanation(queryZero, sumZero, facts.phiQueryText, facts.sumText,
            formatRounded(squares * 0.5, facts.decimals));
    }
    const Message rule = zeroRule(facts.map);
    if (queryZero && sumZero)
        return makeMessage(MessageId::BothZero, facts.phiQueryText, facts.sumText, rule);
    if (queryZero)
        return makeMessage(MessageId::QueryZero, facts.phiQueryText, rule, facts.sumText);
    if (sumZero)
        return makeMessage(MessageId::SumZero, facts.sumText, rule, facts.phiQueryText);
    // Both positive somewhere (softplus, ELU+1 far below 0): the products underflow.
    for (std::size_t i = 0; i < facts.phiQuery.size() && i < facts.sum.size(); ++i)
        if (facts.phiQuery[i] > 0.0 && facts.sum[i] > 0.0)
            return makeMessage(MessageId::ProductsUnderflow, facts.phiQueryText, facts.sumText,
                facts.map.titleText());
    return makeMessage(MessageId::ProductsZero, facts.phiQueryText, facts.sumText, rule);
}

namespace {

// Why weights of a map that is not non-negative are no probability
// distribution; empty when every included weight is ≥ 0 or the output is
// Unavailable (then "why-unavailable" explains).
std::optional<Message> distributionExplanation(const StepText &text, std::size_t prefix)
{
    const StepTable &table = text.table();
    const StepRecord &step = table.steps[prefix - 1];
    if (text.map().isNonNegative() || step.denominator == 0.0)
        return std::nullopt;
    bool anyNegative = false, anyPositive = false;
    std::vector<std::string> scores;
    for (std::size_t i = 0; i < prefix; ++i) {
        anyNegative = anyNegative || table.steps[i].score < 0;
        anyPositive = anyPositive || table.steps[i].score > 0;
        scores.push_back(text.step(i).score);
    }
    if (!anyNegative)
        return std::nullopt;
    const Text name = text.map().titleText();
    const std::string list = "φ(q)·φ(kᵢ) = [" + joinTerms(scores, ", ") + "]";
    const std::string &denominator = text.step(prefix - 1).denominator;
    if (!anyPositive)
        return makeMessage(MessageId::WeightsAllNonPositive, denominator, name, list);
    if (step.denominator < 0)
        return makeMessage(MessageId::WeightsMixedNegativeDenominator, denominator, name, list);
    return makeMessage(MessageId::WeightsMixed, list, name, denominator);
}

// What ε did to this output; empty when it changed nothing worth a line.
// A noticeable change: ε at least 0.1% of |φ(q)·Z|.
std::optional<Message> epsilonExplanation(const StepText &text, std::size_t prefix)
{
    const StepTable &table = text.table();
    const StepRecord &step = table.steps[prefix - 1];
    const StepText::Step &current = text.step(prefix - 1);
    const double epsilon = table.epsilon;
    if (epsilon <= 0.0 || !step.output)
        return std::nullopt;
    const std::string e = formatRounded(epsilon, text.decimals());
    if (step.denominator == 0.0)
        return makeMessage(
            MessageId::EpsilonHides, e, current.numerator, e, current.output, current.output);
    if (epsilon < 1e-3 * std::fabs(step.denominator))
        return std::nullopt;
    return makeMessage(MessageId::EpsilonNotNegligible, e, current.denominator, current.numerator,
        current.denominator, e, current.output, current.numerator, current.denominator,
        valueShown(divideOrUnavailable(step.numerator, step.denominator), text.decimals()));
}

} // namespace

std::vector<WrittenLine> writtenEnglish(const std::vector<DerivationLine> &lines)
{
    std::vector<WrittenLine> written;
    written.reserve(lines.size());
    for (const DerivationLine &line : lines)
        written.push_back(writtenLine(line, [](const Text &text) { return renderEnglish(text); }));
    return written;
}

bool matchesLineResult(const WrittenLine &line, const std::string &given)
{
    std::string text;
    for (char c : given)
        if (c != ' ' && c != '\t')
            text += c == ',' ? '.' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (!line.value)
        return line.unavailable && text == "unavailable";
    double number = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (error != std::errc() || end != text.data() + text.size() || text.empty())
        return false;
    return std::fabs(number - *line.value) <= std::max(0.005, 0.005 * std::fabs(*line.value));
}

std::string spokenLine(const WrittenLine &line, const std::string &so)
{
    if (line.kind == DerivationLine::Kind::Explanation)
        return line.formula.empty() ? line.label : line.label + ": " + line.formula;
    std::string rule = line.formula;
    std::string after;
    // "Σ… = (5 × 1) / (5);  |output − reference| = 0": the result belongs
    // to the first part, the difference comes after it.
    if (line.kind == DerivationLine::Kind::Check) {
        if (const auto cut = rule.find(";  "); cut != std::string::npos) {
            after = rule.substr(cut);
            rule.resize(cut);
        }
    }
    std::string text = line.label + ": ";
    if (rule.empty() || rule == line.result)
        return text + line.result + after;
    if (rule.find(";  ") != std::string::npos)
        return text + rule + ";  " + so + " " + line.result + after;
    return text + rule + " = " + line.result + after;
}

std::string subscripted(const std::string &name, std::size_t index)
{
    static const char *const digits[] = {"₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"};
    std::string number;
    do {
        number.insert(0, digits[index % 10]);
        index /= 10;
    } while (index > 0);
    return name + number;
}

std::vector<std::size_t> writtenIndices(std::size_t size)
{
    if (size > kMaxWrittenEntries)
        return {0, 1, 2, size - 1};
    std::vector<std::size_t> indices(size);
    for (std::size_t i = 0; i < size; ++i)
        indices[i] = i;
    return indices;
}

Text writtenVector(const std::vector<std::string> &written, std::size_t size)
{
    if (size > kMaxWrittenEntries)
        return "[" + written[0] + ", " + written[1] + ", " + written[2] + ", …, " + written[3]
            + "] " + Text(makeMessage(MessageId::VectorEntries, std::to_string(size)));
    std::string text = "[";
    for (std::size_t i = 0; i < written.size(); ++i)
        text += (i > 0 ? ", " : "") + written[i];
    return text + "]";
}

std::vector<std::string> writtenCoordinates(std::span<const double> vector, int decimals)
{
    std::vector<std::string> written;
    for (std::size_t i : writtenIndices(vector.size()))
        written.push_back(formatRounded(vector[i], decimals));
    return written;
}

Text formatVectorText(std::span<const double> vector, int decimals)
{
    return writtenVector(writtenCoordinates(vector, decimals), vector.size());
}

std::string formatVector(std::span<const double> vector, int decimals)
{
    return renderEnglish(formatVectorText(vector, decimals));
}

std::vector<DerivationLine> buildDerivation(
    const StepTable &table, const FeatureMap &map, std::size_t prefix, int decimals)
{
    return buildDerivation(StepText(table, map, decimals), prefix);
}

std::vector<DerivationLine> buildDerivation(const StepText &text, std::size_t prefix)
{
    using Kind = DerivationLine::Kind;
    std::vector<DerivationLine> lines;
    const StepTable &table = text.table();
    if (prefix < 1 || prefix > table.steps.size())
        return lines;
    lines.reserve(prefix + 10);
    const std::size_t last = prefix - 1;
    const StepRecord &step = table.steps[last];
    const StepText::Step &current = text.step(last);

    lines.push_back({"phi-query", Kind::Feature, "φ(q), q = " + text.query(), text.phiQueryRule(),
        text.phiQuery()});
    for (std::size_t i = 0; i < prefix; ++i) {
        const StepText::Step &included = text.step(i);
        const std::string k = subscripted("k", i);
        lines.push_back({"phi-key-" + std::to_string(i), Kind::Feature,
            "φ(" + k + "), " + k + " = " + included.key, included.phiKeyRule, included.phiKey});
    }

    // S = Σ φ(kᵢ)vᵢᵀ: a vector times a number for scalar values, an outer product otherwise.
    const bool vectorValues = table.valueDimension > 1;
    const std::string transposed = vectorValues ? "ᵀ" : "";
    const std::string times = vectorValues ? " ⊗ " : " × ";
    if (prefix <= kMaxWrittenTerms) {
        std::vector<std::string> names, sNames;
        std::vector<Text> zTerms, sTerms;
        for (std::size_t i = 0; i < prefix; ++i) {
            const StepText::Step &included = text.step(i);
            names.push_back("φ(" + subscripted("k", i) + ")");
            zTerms.push_back(included.phiKey);
            sNames.push_back("φ(" + subscripted("k", i) + ")" + subscripted("v", i) + transposed);
            sTerms.push_back(included.phiKey + times + included.valueInSum);
        }
        lines.push_back({"z", Kind::Sum, subscripted("Z", last) + " = " + joinTerms(names, " + "),
            joinTerms(zTerms, " + "), current.Z});
        lines.push_back({"s", Kind::Sum, subscripted("S", last) + " = " + joinTerms(sNames, " + "),
            joinTerms(sTerms, " + "), current.S});
    } else {
        const StepText::Step &previous = text.step(last - 1);
        const std::string k = "φ(" + subscripted("k", last) + ")";
        lines.push_back({"z", Kind::Sum,
            subscripted("Z", last) + " = " + subscripted("Z", last - 1) + " + " + k,
            previous.Z + " + " + current.phiKey, current.Z});
        lines.push_back({"s", Kind::Sum,
            subscripted("S", last) + " = " + subscripted("S", last - 1) + " + " + k
                + subscripted("v", last) + transposed,
            previous.S + " + " + current.phiKey + times + current.valueInSum, current.S});
    }

    // The lines name the token the sums end at: φ(q)·Z₂ at prefix 3 (the query has no index: every
    // token shares it).
    const std::string S = subscripted("S", last);
    const std::string Z = subscripted("Z", last);
    const std::size_t features = text.featureCount();
    const double epsilon = table.epsilon;
    const std::string epsilonText = epsilon > 0 ? formatRounded(epsilon, text.decimals()) : "";
    lines.push_back(
        {"denominator", Kind::Product, makeMessage(MessageId::TokenDenominatorLabel, "q", Z),
            dotFormula(text.phiQueryCoordinates(), current.zCoordinates, features),
            current.denominator, false, step.denominator});
    lines.push_back(
        {"numerator", Kind::Product, makeMessage(MessageId::TokenNumeratorLabel, "q", S),
            rowTimesMatrixFormula(
                text.phiQueryCoordinates(), step.S, table.valueDimension, text.decimals()),
            current.numerator, false, numberOf(step.numerator)});
    if (epsilon > 0)
        lines.push_back(
            {"output", Kind::Output, makeMessage(MessageId::TokenOutputWithEpsilonLabel, "q", S, Z),
                current.numerator + " / (" + current.denominator + " + " + epsilonText + ")",
                current.output, !step.available(), numberOf(step.output)});
    else
        lines.push_back(
            {"output", Kind::Output, makeMessage(MessageId::TokenOutputLabel, "q", S, Z),
                current.numerator + " / " + current.denominator, current.output, !step.available(),
                numberOf(step.output)});
    if (!step.available())
        lines.push_back(
            {"why-unavailable", Kind::Explanation, makeMessage(MessageId::WhyUnavailableLabel),
                step.denominator + epsilon == 0.0 ? makeMessage(MessageId::DenominatorZero,
                    zeroDenominatorExplanation(
                        {text.map(), table.query, table.phiQuery, step.Z, step.denominator, epsilon,
                            "φ(q) = " + text.phiQuery(), "Z = " + current.Z, text.decimals()}))
                                                  : makeMessage(MessageId::DenominatorTooSmall,
                                                      current.denominator, current.numerator),
                makeMessage(MessageId::Unavailable), true});
    if (std::optional<Message> why = epsilonExplanation(text, prefix))
        lines.push_back({"epsilon", Kind::Explanation, makeMessage(MessageId::WhatEpsilonDoesLabel),
            std::move(*why), {}, false});
    if (std::optional<Message> why = distributionExplanation(text, prefix))
        lines.push_back({"not-a-distribution", Kind::Explanation,
            makeMessage(MessageId::WhyNonNegativeLabel), std::move(*why), {}, false});

    std::vector<std::string> scoredValues, scores, softmaxScores;
    for (std::size_t i = 0; i < prefix; ++i) {
        const StepText::Step &included = text.step(i);
        // Negative only with identity: "(-1.75) × 4".
        const std::string score = parenthesisedIfNegative(included.score);
        scoredValues.push_back(score + " × " + included.valueInSum);
        scores.push_back(score);
        softmaxScores.push_back(included.softmaxScore);
    }
    const std::string referenceFormula = "(" + joinTerms(scoredValues, " + ") + ") / ("
        + joinTerms(scores, " + ") + (epsilon > 0 ? " + " + epsilonText : "") + ")";
    Message check = step.difference
        ? makeMessage(epsilon > 0 ? MessageId::CheckWithEpsilon : MessageId::Check,
            referenceFormula, current.difference)
        : makeMessage(
            epsilon > 0 ? MessageId::CheckWithEpsilonUnavailable : MessageId::CheckUnavailable,
            referenceFormula);
    lines.push_back({"reference", Kind::Check, makeMessage(MessageId::CheckLabel), std::move(check),
        current.reference, !step.reference.has_value(), numberOf(step.reference)});
    lines.push_back({"softmax", Kind::Contrast, makeMessage(MessageId::ContrastLabel),
        makeMessage(MessageId::SoftmaxScores, joinTerms(softmaxScores, ", ")), current.softmax,
        false, numberOf(std::optional<InlineVector>(step.softmax))});
    return lines;
}

// "(1.5 × 2) + (2 × 1)", from the written coordinates of two vectors of
// `size` entries: "(a₀ × b₀) + (a₁ × b₁) + (a₂ × b₂) + … + (a₆₃ × b₆₃)" when
// they are long (writtenIndices() picks the same entries as joinTerms()).
std::string dotFormula(
    const std::vector<std::string> &a, const std::vector<std::string> &b, std::size_t size)
{
    std::vector<std::string> products;
    products.reserve(a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        products.push_back("(" + a[i] + " × " + parenthesisedIfNegative(b[i]) + ")");
    if (size <= kMaxWrittenEntries)
        return joinTerms(products, " + ");
    return products[0] + " + " + products[1] + " + " + products[2] + " + … + " + products[3];
}

} // namespace linattn
