#include "derivation.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace linattn {

namespace {

// Sums with more terms than this are written in running-sum form
// (Zₜ = Zₜ₋₁ + φ(kₜ₋₁)) or shortened with "…".
constexpr std::size_t kMaxWrittenTerms = 4;

// Joins terms with `separator`, writing the first and last ones and "…"
// between them when there are too many to read.
std::string joinTerms(const std::vector<std::string> &terms, const std::string &separator)
{
    std::string text;
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

// "(1.5 × 2) + (2 × 1)"
std::string dotFormula(const std::vector<std::string> &a, const std::vector<std::string> &b)
{
    std::vector<std::string> products;
    products.reserve(a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        products.push_back("(" + a[i] + " × " + parenthesisedIfNegative(b[i]) + ")");
    return joinTerms(products, " + ");
}

bool isZero(std::span<const double> vector)
{
    return std::all_of(vector.begin(), vector.end(), [](double x) { return x == 0.0; });
}

// The rule of `map` that turns a non-positive coordinate into 0, if any:
// "ReLU maps x ≤ 0 to 0".
std::string zeroRule(const FeatureMap &map)
{
    if (!map.isElementwise())
        return std::string(map.title()) + " gave zero features";
    const CoordinateRule rule = map.coordinateRule(-1.0);
    return std::string(map.title()) + " maps " + fillRuleTemplate(rule.condition, "x") + " to "
        + fillRuleTemplate(rule.formula, "x");
}

std::string unavailableExplanation(const StepText &text, std::size_t index)
{
    const StepRecord &step = text.table().steps[index];
    const std::string rule = zeroRule(text.map());
    const bool queryZero = isZero(text.table().phiQuery);
    const bool sumZero = isZero(step.Z);
    const std::string phiQuery = "φ(q) = " + text.phiQuery();
    const std::string z = "Z = " + text.step(index).Z;
    if (queryZero && sumZero)
        return "Both " + phiQuery + " and " + z + " are zero: " + rule
            + ", and no coordinate of q or of the included keys is positive.";
    if (queryZero)
        return phiQuery + " is zero because no coordinate of q is positive and " + rule
            + ", so φ(q)·Z = 0 although " + z + " is not.";
    if (sumZero)
        return z + " is zero because every included key has φ(k) = 0 (" + rule
            + "), so φ(q)·Z = 0 although " + phiQuery + " is not.";
    return "Neither " + phiQuery + " nor " + z
        + " is zero, but wherever one is positive the other is 0 (" + rule
        + "), so every product in φ(q)·Z is 0.";
}

} // namespace

bool matchesLineResult(const DerivationLine &line, const std::string &given)
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

std::string formatVector(std::span<const double> vector, int decimals)
{
    std::string text = "[";
    for (std::size_t i = 0; i < vector.size(); ++i)
        text += (i > 0 ? ", " : "") + formatRounded(vector[i], decimals);
    return text + "]";
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

    if (prefix <= kMaxWrittenTerms) {
        std::vector<std::string> names, zTerms, sNames, sTerms;
        for (std::size_t i = 0; i < prefix; ++i) {
            const StepText::Step &included = text.step(i);
            names.push_back("φ(" + subscripted("k", i) + ")");
            zTerms.push_back(included.phiKey);
            sNames.push_back("φ(" + subscripted("k", i) + ")" + subscripted("v", i));
            sTerms.push_back(included.phiKey + " × " + included.valueInSum);
        }
        lines.push_back({"z", Kind::Sum, subscripted("Z", prefix) + " = " + joinTerms(names, " + "),
            joinTerms(zTerms, " + "), current.Z});
        lines.push_back(
            {"s", Kind::Sum, subscripted("S", prefix) + " = " + joinTerms(sNames, " + "),
                joinTerms(sTerms, " + "), current.S});
    } else {
        const StepText::Step &previous = text.step(last - 1);
        const std::string k = "φ(" + subscripted("k", last) + ")";
        lines.push_back(
            {"z", Kind::Sum, subscripted("Z", prefix) + " = " + subscripted("Z", last) + " + " + k,
                previous.Z + " + " + current.phiKey, current.Z});
        lines.push_back({"s", Kind::Sum,
            subscripted("S", prefix) + " = " + subscripted("S", last) + " + " + k
                + subscripted("v", last),
            previous.S + " + " + current.phiKey + " × " + current.valueInSum, current.S});
    }

    lines.push_back({"denominator", Kind::Product, "denominator φ(q)·Z",
        dotFormula(text.phiQueryCoordinates(), current.zCoordinates), current.denominator, false,
        step.denominator});
    lines.push_back({"numerator", Kind::Product, "numerator φ(q)·S",
        dotFormula(text.phiQueryCoordinates(), current.sCoordinates), current.numerator, false,
        step.numerator});
    lines.push_back({"output", Kind::Output, "output φ(q)·S / φ(q)·Z",
        current.numerator + " / " + current.denominator, current.output, !step.available(),
        step.output});
    if (!step.available())
        lines.push_back({"why-unavailable", Kind::Explanation, "why Unavailable",
            "The denominator is exactly 0, and a ratio with denominator 0 has no value. "
                + unavailableExplanation(text, last),
            kUnavailableWord, true});

    std::vector<std::string> weightedValues, weights, scores;
    for (std::size_t i = 0; i < prefix; ++i) {
        const StepText::Step &included = text.step(i);
        weightedValues.push_back(included.weight + " × " + included.valueInSum);
        weights.push_back(included.weight);
        scores.push_back(included.score);
    }
    std::string referenceFormula
        = "(" + joinTerms(weightedValues, " + ") + ") / (" + joinTerms(weights, " + ") + ")";
    referenceFormula += step.difference ? ";  |output − reference| = " + current.difference
                                        : ";  no difference: a side is Unavailable";
    lines.push_back({"reference", Kind::Check, "check: direct form, without S or Z",
        "Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ) = " + referenceFormula, current.reference,
        !step.reference.has_value(), step.reference});
    lines.push_back({"softmax", Kind::Contrast, "contrast: softmax Σ e^(q·kᵢ)vᵢ / Σ e^(q·kᵢ)",
        "scores q·kᵢ = [" + joinTerms(scores, ", ") + "], largest subtracted first",
        current.softmax, false, step.softmax});
    return lines;
}

} // namespace linattn
