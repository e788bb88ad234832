// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeatureMapOptions.h"

#include "AttentionModel.h"
#include "CoreTexts.h"
#include "number_format.h"
#include "step_table.h"

#include <algorithm>

namespace linattn {

FeatureMapOptions::FeatureMapOptions(AttentionModel *model)
    : QObject(model)
    , model_(*model)
{
}

bool FeatureMapOptions::applies() const
{
    return model_.featureMapId() == QLatin1String(kFavorMapId.data(), kFavorMapId.size());
}

int FeatureMapOptions::favorFeatures() const
{
    return static_cast<int>(model_.favorSettings().features);
}

QString FeatureMapOptions::favorSeed() const
{
    return QString::number(model_.favorSettings().seed);
}

bool FeatureMapOptions::favorOrthogonal() const
{
    return model_.favorSettings().orthogonal;
}

Quantity FeatureMapOptions::epsilon() const
{
    const double epsilon = model_.epsilon();
    return {epsilon,
        epsilon > 0 ? QString::fromStdString(formatShortest(epsilon)) : QStringLiteral("0")};
}

int FeatureMapOptions::epsilonChoice() const
{
    const double epsilon = model_.epsilon();
    return epsilon == 0                    ? EpsilonOff
        : epsilon == kEpsilonPaper         ? EpsilonPaper
        : epsilon == kEpsilonKernelLibrary ? EpsilonKernelLibrary
                                           : EpsilonOther;
}

void FeatureMapOptions::refuse(const QString &reason)
{
    model_.refuse(tr("%1; the settings stay as they were.").arg(reason));
}

void FeatureMapOptions::setFavorFeatures(int features)
{
    FavorSettings next = model_.favorSettings();
    next.features = static_cast<std::size_t>(std::max(0, features));
    if (auto error = validateFavorSettings(next); error || features < 0) {
        refuse(CoreTexts::dataError(error
                ? *error
                : DataError {"m",
                    makeMessage(MessageId::Outside, std::to_string(features),
                        std::to_string(kMinFavorFeatures), std::to_string(kMaxFavorFeatures))}));
        return;
    }
    model_.applySettings(next, model_.epsilon());
}

void FeatureMapOptions::setFavorOrthogonal(bool orthogonal)
{
    FavorSettings next = model_.favorSettings();
    next.orthogonal = orthogonal;
    model_.applySettings(next, model_.epsilon());
}

void FeatureMapOptions::setEpsilon(double epsilon)
{
    if (auto error = validateEpsilon(epsilon)) {
        refuse(CoreTexts::dataError(*error));
        return;
    }
    model_.applySettings(model_.favorSettings(), epsilon);
}

bool FeatureMapOptions::setFavorFeaturesText(const QString &text)
{
    auto parsed = parseFavorFeatureCount(text.trimmed().toStdString());
    if (auto *error = std::get_if<DataError>(&parsed)) {
        refuse(CoreTexts::dataError(*error));
        return false;
    }
    FavorSettings next = model_.favorSettings();
    next.features = std::get<std::size_t>(parsed);
    model_.applySettings(next, model_.epsilon());
    return true;
}

bool FeatureMapOptions::setFavorSeedText(const QString &text)
{
    auto parsed = parseFavorSeed(text.trimmed().toStdString());
    if (auto *error = std::get_if<DataError>(&parsed)) {
        refuse(CoreTexts::dataError(*error));
        return false;
    }
    FavorSettings next = model_.favorSettings();
    next.seed = std::get<std::uint64_t>(parsed);
    model_.applySettings(next, model_.epsilon());
    return true;
}

bool FeatureMapOptions::setEpsilonText(const QString &text)
{
    auto parsed = parseEpsilon(text.trimmed().toStdString());
    if (auto *error = std::get_if<DataError>(&parsed)) {
        refuse(CoreTexts::dataError(*error));
        return false;
    }
    model_.applySettings(model_.favorSettings(), std::get<double>(parsed));
    return true;
}

bool FeatureMapOptions::chooseEpsilon(int choice)
{
    switch (choice) {
    case EpsilonOff:
        setEpsilon(0);
        return true;
    case EpsilonPaper:
        setEpsilon(kEpsilonPaper);
        return true;
    case EpsilonKernelLibrary:
        setEpsilon(kEpsilonKernelLibrary);
        return true;
    default:
        return false;
    }
}

bool FeatureMapOptions::accepts(const FavorSettings &favor, double epsilon)
{
    std::optional<DataError> error = validateFavorSettings(favor);
    if (!error)
        error = validateEpsilon(epsilon);
    if (error)
        refuse(CoreTexts::dataError(*error));
    return !error;
}

bool FeatureMapOptions::set(const FavorSettings &favor, double epsilon)
{
    if (!accepts(favor, epsilon))
        return false;
    model_.applySettings(favor, epsilon);
    return true;
}

void FeatureMapOptions::announce(bool mapChanged, bool favorChanged, bool epsilonChanged)
{
    if (mapChanged)
        emit appliesChanged();
    if (favorChanged)
        emit this->favorChanged();
    if (epsilonChanged)
        emit this->epsilonChanged();
}

} // namespace linattn
