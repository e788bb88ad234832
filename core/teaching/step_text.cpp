// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "step_text.h"

#include "derivation.h"
#include "random_features.h"

#include <cmath>

namespace linattn {

namespace {

// How many features the FAVOR+ rule works out before "…".
constexpr std::size_t kFavorRuleFeatures = 2;

Text favorRule(const FavorFeatureMap &map, std::span<const double> input,
    std::span<const double> features, int decimals)
{
    const std::size_t d = input.size();
    const std::size_t m = features.size();
    const auto rows = map.rows(d);
    double squares = 0;
    for (double x : input)
        squares += x * x;
    const double half = squares * 0.5;
    const double root = std::sqrt(static_cast<double>(m));
    const std::string rootText = formatRounded(root, decimals);
    Text text = "φⱼ = exp(wⱼ·x − ‖x‖²/2) / √m, ‖x‖²/2 = " + formatRounded(half, decimals) + ", √"
        + std::to_string(m) + " = " + rootText;
    const std::size_t shown = std::min(m, kFavorRuleFeatures);
    for (std::size_t j = 0; j < shown; ++j) {
        const double *w = rows->data() + j * d;
        double projection = 0;
        for (std::size_t c = 0; c < d; ++c)
            projection += w[c] * input[c];
        text += ";  " + subscripted("w", j) + " = " + formatVectorText({w, d}, decimals) + ": exp("
            + formatRounded(projection, decimals) + " − " + formatRounded(half, decimals) + ") / "
            + rootText + " = " + formatRounded(features[j], decimals);
    }
    if (shown < m)
        text += ";  …  " + Text(makeMessage(MessageId::FavorFeatures, std::to_string(m)));
    return text;
}

} // namespace

Text valueText(const std::optional<double> &x, int decimals)
{
    if (!x)
        return makeMessage(MessageId::Unavailable);
    return formatRounded(*x, decimals);
}

std::string valueWritten(std::span<const double> value, int decimals)
{
    if (value.size() == 1)
        return formatRounded(value[0], decimals);
    return "[" + joinTerms(writtenCoordinates(value, decimals), ", ") + "]";
}

Text valueShown(const std::optional<InlineVector> &value, int decimals)
{
    if (!value)
        return makeMessage(MessageId::Unavailable);
    return valueWritten(*value, decimals);
}

Text matrixShown(std::span<const double> matrix, std::size_t columns, int decimals)
{
    if (columns <= 1)
        return formatVectorText(matrix, decimals);
    // Shortened as a long vector is, a row for an entry: FAVOR+'s S has m rows.
    const std::size_t rows = matrix.size() / columns;
    std::vector<std::string> written;
    for (std::size_t row : writtenIndices(rows))
        written.push_back(valueWritten(matrix.subspan(row * columns, columns), decimals));
    return writtenVector(written, rows);
}

std::optional<double> numberOf(const std::optional<InlineVector> &value)
{
    if (!value || value->size() != 1)
        return std::nullopt;
    return (*value)[0];
}

std::string rowTimesMatrixFormula(const std::vector<std::string> &phiQuery,
    std::span<const double> matrix, std::size_t columns, int decimals)
{
    const std::size_t features = columns == 0 ? 0 : matrix.size() / columns;
    if (columns <= 1)
        return dotFormula(phiQuery, writtenCoordinates(matrix, decimals), features);
    std::vector<std::string> products;
    std::vector<double> column(features);
    for (std::size_t c = 0; c < columns; ++c) {
        for (std::size_t f = 0; f < features; ++f)
            column[f] = matrix[f * columns + c];
        products.push_back(dotFormula(phiQuery, writtenCoordinates(column, decimals), features));
    }
    return "(" + joinTerms(products, ", ") + ")";
}

std::string parenthesisedIfNegative(const std::string &number)
{
    return !number.empty() && number.front() == '-' ? "(" + number + ")" : number;
}

Text StepText::featureRule(const FeatureMap &map, std::span<const double> input,
    std::span<const double> features, int decimals)
{
    if (const auto *favor = dynamic_cast<const FavorFeatureMap *>(&map))
        return favorRule(*favor, input, features, decimals);
    if (!map.isElementwise())
        return "φ(" + formatVectorText(input, decimals) + ")";
    std::string text;
    for (std::size_t i = 0; i < input.size(); ++i) {
        const CoordinateRule rule = map.coordinateRule(input[i]);
        const std::string x = formatRounded(input[i], decimals);
        const std::string y = formatRounded(features[i], decimals);
        // A formula that is the coordinate itself ("{x}": ReLU's x > 0,
        // identity) writes it as it is: "-1 ∈ ℝ → -1", not "→ (-1) = -1".
        const std::string evaluated = rule.formula == "{x}"
            ? x
            : fillRuleTemplate(rule.formula, parenthesisedIfNegative(x));
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
    , query_(formatVectorText(table.query, decimals))
    , phiQueryRule_(featureRule(map, table.query, table.phiQuery, decimals))
    , phiQueryCoordinates_(writtenCoordinates(table.phiQuery, decimals))
    , steps_(table.steps.size())
{
    phiQuery_ = writtenVector(phiQueryCoordinates_, table.phiQuery.size());
}

const StepText::Step &StepText::step(std::size_t index) const
{
    std::optional<Step> &cached = steps_.at(index);
    if (cached)
        return *cached;
    const StepRecord &record = table_->steps[index];
    Step text;
    text.key = formatVectorText(record.key, decimals_);
    const std::size_t dv = table_->valueDimension;
    text.value = valueWritten(record.value, decimals_);
    text.valueInSum = parenthesisedIfNegative(text.value);
    text.phiKey = formatVectorText(record.phiKey, decimals_);
    text.phiKeyRule = featureRule(*map_, record.key, record.phiKey, decimals_);
    text.score = formatRounded(record.score, decimals_);
    text.sCoordinates = writtenCoordinates(record.S, decimals_);
    text.zCoordinates = writtenCoordinates(record.Z, decimals_);
    text.S = dv == 1 ? writtenVector(text.sCoordinates, record.S.size())
                     : matrixShown(record.S, dv, decimals_);
    text.Z = writtenVector(text.zCoordinates, record.Z.size());
    text.numerator = valueWritten(record.numerator, decimals_);
    text.denominator = formatRounded(record.denominator, decimals_);
    text.output = valueShown(record.output, decimals_);
    text.reference = valueShown(record.reference, decimals_);
    text.softmax = valueWritten(record.softmax, decimals_);
    text.difference = valueText(record.difference, decimals_);
    text.softmaxScore = formatRounded(dot(table_->query, record.key), decimals_);
    cached = std::move(text);
    return *cached;
}

} // namespace linattn
