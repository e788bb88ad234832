// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "feature_map.h"

#include "random_features.h"

#include <cmath>

namespace linattn {

std::string fillRuleTemplate(std::string ruleTemplate, const std::string &x)
{
    static const std::string placeholder = "{x}";
    for (std::size_t at = ruleTemplate.find(placeholder); at != std::string::npos;
         at = ruleTemplate.find(placeholder, at + x.size()))
        ruleTemplate.replace(at, placeholder.size(), x);
    return ruleTemplate;
}

double Elu1FeatureMap::applyScalar(double x)
{
    return x > 0 ? x + 1 : std::exp(x);
}

CoordinateRule Elu1FeatureMap::coordinateRule(double x) const
{
    if (x > 0)
        return {"{x} > 0", "{x} + 1"};
    return {"{x} ≤ 0", "e^{x}"};
}

double ReluFeatureMap::applyScalar(double x)
{
    return x > 0 ? x : 0.0;
}

CoordinateRule ReluFeatureMap::coordinateRule(double x) const
{
    if (x > 0)
        return {"{x} > 0", "{x}"};
    return {"{x} ≤ 0", "0"};
}

CoordinateRule IdentityFeatureMap::coordinateRule(double) const
{
    return {"{x} ∈ ℝ", "{x}"};
}

double SoftplusFeatureMap::applyScalar(double x)
{
    return x > 0 ? x + std::log1p(std::exp(-x)) : std::log1p(std::exp(x));
}

CoordinateRule SoftplusFeatureMap::coordinateRule(double x) const
{
    if (x > 0)
        return {"{x} > 0", "{x} + log(1 + e^(−{x}))"};
    return {"{x} ≤ 0", "log(1 + e^{x})"};
}

const std::vector<const FeatureMap *> &featureMaps()
{
    static const Elu1FeatureMap elu1;
    static const ReluFeatureMap relu;
    static const IdentityFeatureMap identity;
    static const SoftplusFeatureMap softplus;
    static const FavorFeatureMap favor;
    static const std::vector<const FeatureMap *> maps {&elu1, &relu, &identity, &softplus, &favor};
    return maps;
}

const FeatureMap *findFeatureMap(std::string_view id)
{
    for (const FeatureMap *map : featureMaps())
        if (map->id() == id)
            return map;
    return nullptr;
}

} // namespace linattn
