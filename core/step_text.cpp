#include "step_text.h"

#include "derivation.h"

namespace linattn {

namespace {

std::vector<std::string> formatEach(std::span<const double> vector, int decimals)
{
    std::vector<std::string> texts;
    texts.reserve(vector.size());
    for (double x : vector)
        texts.push_back(formatRounded(x, decimals));
    return texts;
}

std::string bracketed(const std::vector<std::string> &coordinates)
{
    std::string text = "[";
    for (std::size_t i = 0; i < coordinates.size(); ++i)
        text += (i > 0 ? ", " : "") + coordinates[i];
    return text + "]";
}

} // namespace

std::string parenthesisedIfNegative(const std::string &number)
{
    return !number.empty() && number.front() == '-' ? "(" + number + ")" : number;
}

std::string StepText::featureRule(const FeatureMap &map, std::span<const double> input,
    std::span<const double> features, int decimals)
{
    if (!map.isElementwise())
        return "φ(" + formatVector(input, decimals) + ")";
    std::string text;
    for (std::size_t i = 0; i < input.size(); ++i) {
        const CoordinateRule rule = map.coordinateRule(input[i]);
        const std::string x = formatRounded(input[i], decimals);
        const std::string y = formatRounded(features[i], decimals);
        const std::string evaluated = fillRuleTemplate(rule.formula, parenthesisedIfNegative(x));
        if (i > 0)
            text += ";  ";
        text += fillRuleTemplate(rule.condition, x) + " → " + evaluated;
        if (evaluated != y)
            text += " = " + y;
    }
    return text;
}

StepText::StepText(const StepTable &table, const FeatureMap &map, int decimals)
    : table_(&table)
    , map_(&map)
    , decimals_(decimals)
    , query_(formatVector(table.query, decimals))
    , phiQueryRule_(featureRule(map, table.query, table.phiQuery, decimals))
    , phiQueryCoordinates_(formatEach(table.phiQuery, decimals))
    , steps_(table.steps.size())
{
    phiQuery_ = bracketed(phiQueryCoordinates_);
}

const StepText::Step &StepText::step(std::size_t index) const
{
    std::optional<Step> &cached = steps_.at(index);
    if (cached)
        return *cached;
    const StepRecord &record = table_->steps[index];
    Step text;
    text.key = formatVector(record.key, decimals_);
    text.value = formatRounded(record.value, decimals_);
    text.valueInSum = parenthesisedIfNegative(text.value);
    text.phiKey = formatVector(record.phiKey, decimals_);
    text.phiKeyRule = featureRule(*map_, record.key, record.phiKey, decimals_);
    text.weight = formatRounded(record.weight, decimals_);
    text.sCoordinates = formatEach(record.S, decimals_);
    text.zCoordinates = formatEach(record.Z, decimals_);
    text.S = bracketed(text.sCoordinates);
    text.Z = bracketed(text.zCoordinates);
    text.numerator = formatRounded(record.numerator, decimals_);
    text.denominator = formatRounded(record.denominator, decimals_);
    text.output = formatRounded(record.output, decimals_);
    text.reference = formatRounded(record.reference, decimals_);
    text.softmax = formatRounded(record.softmax, decimals_);
    text.difference = formatRounded(record.difference, decimals_);
    text.score = formatRounded(dot(table_->query, record.key), decimals_);
    cached = std::move(text);
    return *cached;
}

} // namespace linattn
