// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowModels.h"

#include "DataFiles.h"
#include "ExportController.h"
#include "ProblemModel.h"
#include "Translations.h"
#include "WalkthroughModel.h"
#include "WindowState.h"

namespace linattn {

WindowModels::WindowModels(QObject *owner, const QString &language)
    : problem_(new ProblemModel(owner))
    , walkthrough_(new WalkthroughModel(owner))
    , dataFiles_(new DataFiles(owner))
    , exporter_(new ExportController(owner))
    , windowState_(new WindowState(owner))
{
    // A lesson step sets the problem: its single query, its sequence and the view shown.
    walkthrough_->setProblem(problem_);
    // Lessons are read in the language the window speaks, chosen as installTranslations does.
    walkthrough_->setLanguage(translationLanguageFor(language));
    dataFiles_->setAttention(problem_->attention());
    exporter_->setProblem(problem_);
    exporter_->setWalkthrough(walkthrough_);
}

QVariantMap WindowModels::initialProperties() const
{
    return {
        {QStringLiteral("problem"), QVariant::fromValue(problem_)},
        {QStringLiteral("walkthrough"), QVariant::fromValue(walkthrough_)},
        {QStringLiteral("dataFiles"), QVariant::fromValue(dataFiles_)},
        {QStringLiteral("exporter"), QVariant::fromValue(exporter_)},
        {QStringLiteral("windowState"), QVariant::fromValue(windowState_)},
    };
}

} // namespace linattn
