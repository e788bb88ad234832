#include "derivation.h"

#include "random_features.h"

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

// φ(q)·Z = 0 with a map that is not non-negative (identity): cancellation.
std::string cancellationExplanation(const StepText &text, bool queryZero, bool sumZero,
    const std::string &phiQuery, const std::string &z)
{
    const std::string name(text.map().title());
    if (queryZero && sumZero)
        return "Both " + phiQuery + " and " + z + " are zero: " + name
            + " maps x to x, q is zero and the included keys add up to zero.";
    if (queryZero)
        return phiQuery + " is zero because q is zero and " + name
            + " maps x to x, so φ(q)·Z = 0 although " + z + " is not.";
    if (sumZero)
        return z + " is zero: " + name
            + " keeps negative coordinates, so the included keys' features add up to zero, and "
              "φ(q)·Z = 0 although "
            + phiQuery + " is not.";
    return "Neither " + phiQuery + " nor " + z
        + " is zero, but the products in φ(q)·Z cancel: " + name
        + " keeps negative coordinates, so positive and negative terms add up to exactly 0. A "
          "non-negative φ gives 0 only when every product is 0.";
}

// φ(q)·Z = 0 with FAVOR+: its features are positive but underflow.
std::string underflowExplanation(bool queryZero, bool sumZero, const std::string &phiQuery,
    const std::string &z, const std::string &halfSquaredNorm)
{
    if (queryZero && sumZero)
        return "Both " + phiQuery + " and " + z
            + " are zero: every feature exp(wⱼ·x − ‖x‖²/2) / √m underflows to 0 when ‖x‖ is "
              "large. FAVOR+ features are positive in exact arithmetic but vanish in floating "
              "point for long vectors.";
    if (queryZero)
        return phiQuery + " is zero: every feature exp(wⱼ·q − ‖q‖²/2) / √m underflows to 0, "
            + "because ‖q‖²/2 = " + halfSquaredNorm
            + " is far larger than any wⱼ·q. FAVOR+ features are positive in exact arithmetic but "
              "vanish in floating point for long vectors, so φ(q)·Z = 0 although "
            + z + " is not.";
    if (sumZero)
        return z
            + " is zero: the features exp(wⱼ·k − ‖k‖²/2) / √m of every included key underflow "
              "to 0 (‖k‖ is large), so φ(q)·Z = 0 although "
            + phiQuery + " is not.";
    return "Neither " + phiQuery + " nor " + z
        + " is zero, but every product φⱼ(q)Zⱼ underflows to 0: both factors are tiny, because "
          "FAVOR+ features shrink like e^(−‖x‖²/2).";
}

std::string unavailableExplanation(const StepText &text, std::size_t index)
{
    const StepRecord &step = text.table().steps[index];
    const double epsilon = text.table().epsilon;
    if (step.denominator != 0.0 && epsilon > 0.0)
        return "φ(q)·Z = " + text.step(index).denominator + " and ε = "
            + formatRounded(epsilon, text.decimals()) + " cancel: φ(q)·Z + ε is exactly 0.";
    const bool queryZero = isZero(text.table().phiQuery);
    const bool sumZero = isZero(step.Z);
    const std::string phiQuery = "φ(q) = " + text.phiQuery();
    const std::string z = "Z = " + text.step(index).Z;
    if (!text.map().isNonNegative())
        return cancellationExplanation(text, queryZero, sumZero, phiQuery, z);
    if (dynamic_cast<const FavorFeatureMap *>(&text.map())) {
        double squares = 0;
        for (double x : text.table().query)
            squares += x * x;
        return underflowExplanation(
            queryZero, sumZero, phiQuery, z, formatRounded(squares * 0.5, text.decimals()));
    }
    const std::string rule = zeroRule(text.map());
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

// Why weights of a map that is not non-negative are no probability
// distribution; empty when every included weight is ≥ 0 or the output is
// Unavailable (then "why-unavailable" explains).
std::string distributionExplanation(const StepText &text, std::size_t prefix)
{
    const StepTable &table = text.table();
    const StepRecord &step = table.steps[prefix - 1];
    if (text.map().isNonNegative() || step.denominator == 0.0)
        return {};
    bool anyNegative = false, anyPositive = false;
    std::vector<std::string> weights;
    for (std::size_t i = 0; i < prefix; ++i) {
        anyNegative = anyNegative || table.steps[i].weight < 0;
        anyPositive = anyPositive || table.steps[i].weight > 0;
        weights.push_back(text.step(i).weight);
    }
    if (!anyNegative)
        return {};
    const std::string name(text.map().title());
    const std::string list = "φ(q)·φ(kᵢ) = [" + joinTerms(weights, ", ") + "]";
    const std::string denominator = text.step(prefix - 1).denominator;
    if (!anyPositive)
        return "φ(q)·Z = " + denominator + " is negative: " + name
            + " is not non-negative, and every weight " + list
            + " is ≤ 0. Divided by the negative denominator the shares happen to be ≥ 0 and sum "
              "to 1, but only because every sign agrees: one key on the other side would break "
              "it. A non-negative φ guarantees weights ≥ 0.";
    if (step.denominator < 0)
        return "φ(q)·Z = " + denominator + " is negative: " + name
            + " is not non-negative, so the weights " + list
            + " have both signs. Divided by the denominator they are not a probability "
              "distribution (some shares are negative, others above 1), so the output is not an "
              "average of the values and can leave their range. A non-negative φ keeps every "
              "weight ≥ 0, and the denominator positive or exactly 0.";
    return "The weights " + list + " have both signs: " + name
        + " is not non-negative. Divided by φ(q)·Z = " + denominator
        + " they are not a probability distribution (some shares are negative), so the output is "
          "not an average of the values and can leave their range. A non-negative φ keeps every "
          "weight ≥ 0.";
}

// What ε did to this output; empty when it changed nothing worth a line.
// A noticeable change: ε at least 0.1% of |φ(q)·Z|.
std::string epsilonExplanation(const StepText &text, std::size_t prefix)
{
    const StepTable &table = text.table();
    const StepRecord &step = table.steps[prefix - 1];
    const StepText::Step &current = text.step(prefix - 1);
    const double epsilon = table.epsilon;
    if (epsilon <= 0.0 || !step.output)
        return {};
    const std::string e = formatRounded(epsilon, text.decimals());
    if (step.denominator == 0.0)
        return "ε = " + e + " is added to the denominator, so the output reads " + current.numerator
            + " / (0 + " + e + ") = " + current.output
            + " instead of Unavailable. ε hides the undefined case rather than fixing it: φ(q)·Z "
              "is still exactly 0, so no key has any weight, and "
            + current.output + " is the numerator divided by ε, not an average of the values.";
    if (epsilon < 1e-3 * std::fabs(step.denominator))
        return {};
    std::optional<double> withoutEpsilon = step.numerator / step.denominator;
    if (!std::isfinite(*withoutEpsilon))
        withoutEpsilon.reset();
    return "ε = " + e + " is not negligible next to φ(q)·Z = " + current.denominator
        + ": the output " + current.numerator + " / (" + current.denominator + " + " + e
        + ") = " + current.output + " differs from " + current.numerator + " / "
        + current.denominator + " = " + formatRounded(withoutEpsilon, text.decimals())
        + ". ε trades an undefined result for a wrong one when the denominator is tiny.";
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

std::string spokenLine(const DerivationLine &line, const std::string &so)
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

std::string writtenVector(const std::vector<std::string> &written, std::size_t size)
{
    if (size > kMaxWrittenEntries)
        return "[" + written[0] + ", " + written[1] + ", " + written[2] + ", …, " + written[3]
            + "] (" + std::to_string(size) + " entries)";
    std::string text = "[";
    for (std::size_t i = 0; i < written.size(); ++i)
        text += (i > 0 ? ", " : "") + written[i];
    return text + "]";
}

std::string formatVector(std::span<const double> vector, int decimals)
{
    if (vector.size() > kMaxWrittenEntries) {
        std::vector<std::string> written;
        for (std::size_t i : writtenIndices(vector.size()))
            written.push_back(formatRounded(vector[i], decimals));
        return writtenVector(written, vector.size());
    }
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

    const std::size_t features = text.featureCount();
    const double epsilon = table.epsilon;
    const std::string epsilonText = epsilon > 0 ? formatRounded(epsilon, text.decimals()) : "";
    lines.push_back({"denominator", Kind::Product, "denominator φ(q)·Z",
        dotFormula(text.phiQueryCoordinates(), current.zCoordinates, features), current.denominator,
        false, step.denominator});
    lines.push_back({"numerator", Kind::Product, "numerator φ(q)·S",
        dotFormula(text.phiQueryCoordinates(), current.sCoordinates, features), current.numerator,
        false, step.numerator});
    if (epsilon > 0)
        lines.push_back({"output", Kind::Output, "output φ(q)·S / (φ(q)·Z + ε)",
            current.numerator + " / (" + current.denominator + " + " + epsilonText + ")",
            current.output, !step.available(), step.output});
    else
        lines.push_back({"output", Kind::Output, "output φ(q)·S / φ(q)·Z",
            current.numerator + " / " + current.denominator, current.output, !step.available(),
            step.output});
    if (!step.available())
        lines.push_back({"why-unavailable", Kind::Explanation, "why Unavailable",
            step.denominator + epsilon == 0.0
                ? "The denominator is exactly 0, and a ratio with denominator 0 has no value. "
                    + unavailableExplanation(text, last)
                : "The denominator " + current.denominator
                    + " is not 0, but so small next to the numerator " + current.numerator
                    + " that their ratio is beyond the largest double: it has no finite value.",
            kUnavailableWord, true});
    if (std::string why = epsilonExplanation(text, prefix); !why.empty())
        lines.push_back({"epsilon", Kind::Explanation, "what ε does", std::move(why), "", false});
    if (std::string why = distributionExplanation(text, prefix); !why.empty())
        lines.push_back({"not-a-distribution", Kind::Explanation, "why φ must be non-negative",
            std::move(why), "", false});

    std::vector<std::string> weightedValues, weights, scores;
    for (std::size_t i = 0; i < prefix; ++i) {
        const StepText::Step &included = text.step(i);
        // Negative only with identity: "(-1.75) × 4".
        const std::string weight = parenthesisedIfNegative(included.weight);
        weightedValues.push_back(weight + " × " + included.valueInSum);
        weights.push_back(weight);
        scores.push_back(included.score);
    }
    std::string referenceFormula = "(" + joinTerms(weightedValues, " + ") + ") / ("
        + joinTerms(weights, " + ") + (epsilon > 0 ? " + " + epsilonText : "") + ")";
    referenceFormula += step.difference ? ";  |output − reference| = " + current.difference
                                        : ";  no difference: a side is Unavailable";
    lines.push_back({"reference", Kind::Check, "check: direct form, without S or Z",
        (epsilon > 0 ? "Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε) = "
                     : "Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ) = ")
            + referenceFormula,
        current.reference, !step.reference.has_value(), step.reference});
    lines.push_back({"softmax", Kind::Contrast, "contrast: softmax Σ e^(q·kᵢ)vᵢ / Σ e^(q·kᵢ)",
        "scores q·kᵢ = [" + joinTerms(scores, ", ") + "], largest subtracted first",
        current.softmax, false, step.softmax});
    return lines;
}

} // namespace linattn
