// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"
#include "inline_vector.h"
#include "message.h"

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace linattn {

// How one coordinate of an element-wise map was computed, for the worked
// derivation: which branch of the rule applied and what it evaluates.
// "{x}" in either template stands for the coordinate.
struct CoordinateRule {
    std::string condition; // e.g. "{x} > 0"
    std::string formula; // e.g. "{x} + 1"
};

// A rule template with "{x}" replaced by `x`: "{x} + 1" -> "0.5 + 1".
std::string fillRuleTemplate(std::string ruleTemplate, const std::string &x);

// A feature map φ, non-negative unless isNonNegative() says otherwise. The
// number of features may differ from the input's dimension (random-feature
// maps), so callers ask featureCount().
class FeatureMap {
public:
    virtual ~FeatureMap() = default;

    virtual std::string_view id() const = 0;
    // The name, verbatim ("ReLU") or a message ("Identity"), and what it does.
    virtual Text titleText() const = 0;
    virtual Text descriptionText() const = 0;
    // The same in English, for the command line and the exports.
    std::string title() const { return renderEnglish(titleText()); }
    std::string description() const { return renderEnglish(descriptionText()); }

    virtual std::size_t featureCount(std::size_t inputDimension) const = 0;
    // Writes φ(x) into `features`, which holds featureCount(x.size()) entries.
    virtual void applyInto(std::span<const double> x, std::span<double> features) const = 0;

    InlineVector apply(std::span<const double> x) const
    {
        InlineVector features(featureCount(x.size()));
        applyInto(x, {features.data(), features.size()});
        return features;
    }

    // True when φ works coordinate by coordinate; then coordinateRule() tells
    // which branch produced a coordinate.
    virtual bool isElementwise() const = 0;
    virtual CoordinateRule coordinateRule(double x) const = 0;

    // True when φ(x) ≥ 0 for every x, so every weight φ(q)·φ(k) is ≥ 0 and a
    // denominator is positive or exactly 0. Identity is the counterexample.
    virtual bool isNonNegative() const { return true; }
    // The settings that change its numbers, for titles and exports
    // ("m = 64, seed = 1, orthogonal"); empty for a map without any.
    virtual Text parametersText() const { return {}; }
    std::string parameters() const { return renderEnglish(parametersText()); }
};

// The maps that work coordinate by coordinate: as many features as inputs,
// each from Derived::applyScalar, called directly (no virtual call per
// coordinate, which the step table's 6 µs could not afford).
template <typename Derived> class ElementwiseFeatureMap : public FeatureMap {
public:
    std::size_t featureCount(std::size_t inputDimension) const final { return inputDimension; }
    void applyInto(std::span<const double> x, std::span<double> features) const final
    {
        for (std::size_t i = 0; i < x.size(); ++i)
            features[i] = Derived::applyScalar(x[i]);
    }
    bool isElementwise() const final { return true; }
};

// ELU+1: x + 1 for x > 0, eˣ for x <= 0 (eˣ directly, never elu(x) + 1,
// which rounds to 0 for very negative x).
class Elu1FeatureMap final : public ElementwiseFeatureMap<Elu1FeatureMap> {
public:
    std::string_view id() const override { return "elu1"; }
    Text titleText() const override { return "ELU + 1"; }
    Text descriptionText() const override { return makeMessage(MessageId::Elu1Description); }
    CoordinateRule coordinateRule(double x) const override;

    static double applyScalar(double x);
};

// ReLU: max(0, x). Zero for every non-positive coordinate.
class ReluFeatureMap final : public ElementwiseFeatureMap<ReluFeatureMap> {
public:
    std::string_view id() const override { return "relu"; }
    Text titleText() const override { return "ReLU"; }
    Text descriptionText() const override { return makeMessage(MessageId::ReluDescription); }
    CoordinateRule coordinateRule(double x) const override;

    static double applyScalar(double x);
};

// Identity: φ(x) = x. Not non-negative, so weights φ(q)·φ(k) = q·k and the
// denominator can be negative, exactly 0, or change sign from one prefix to
// the next: the counterexample that shows why linear attention needs φ ≥ 0.
class IdentityFeatureMap final : public ElementwiseFeatureMap<IdentityFeatureMap> {
public:
    std::string_view id() const override { return "identity"; }
    Text titleText() const override { return makeMessage(MessageId::IdentityTitle); }
    Text descriptionText() const override { return makeMessage(MessageId::IdentityDescription); }
    CoordinateRule coordinateRule(double x) const override;
    bool isNonNegative() const override { return false; }

    static double applyScalar(double x) { return x; }
};

// Softplus: log(1 + eˣ), computed as x + log1p(e⁻ˣ) for x > 0 and log1p(eˣ)
// for x ≤ 0, so no eˣ overflows (log(1 + eˣ) itself is ∞ above x ≈ 709.8)
// and tiny values keep their digits (log1p(eˣ) = eˣ for very negative x).
// Positive, except that it underflows to 0 below x ≈ −745 as eˣ does.
class SoftplusFeatureMap final : public ElementwiseFeatureMap<SoftplusFeatureMap> {
public:
    std::string_view id() const override { return "softplus"; }
    Text titleText() const override { return "Softplus"; }
    Text descriptionText() const override { return makeMessage(MessageId::SoftplusDescription); }
    CoordinateRule coordinateRule(double x) const override;

    static double applyScalar(double x);
};

// Every built-in map, in the order the app lists them: elu1, relu, identity,
// softplus, and favor with its defaults (m = 64, seed = 1, orthogonal; see
// random_features.h for other settings and makeFavorFeatureMap()).
const std::vector<const FeatureMap *> &featureMaps();

// The map with this id, or nullptr.
const FeatureMap *findFeatureMap(std::string_view id);

} // namespace linattn
