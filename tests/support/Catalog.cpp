// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Catalog.h"

#include "ProblemCatalog.h"
#include "Text.h"

#include <QCoreApplication>

namespace linattn::test {

const Preset &presetNamed(const QString &id)
{
    const Preset *preset = ProblemCatalog::findPreset(id.toStdString());
    if (!preset)
        qFatal("%s: no preset '%s' in problems.json",
            qPrintable(QCoreApplication::applicationName()), qPrintable(id));
    return *preset;
}

const FeatureMap &featureMapNamed(const QString &id)
{
    const FeatureMap *map = findFeatureMap(id.toStdString());
    if (!map)
        qFatal("%s: no feature map '%s'", qPrintable(QCoreApplication::applicationName()),
            qPrintable(id));
    return *map;
}

const SequencePreset &sequenceNamed(const QString &id)
{
    const SequencePreset *sequence = ProblemCatalog::findSequence(id.toStdString());
    if (!sequence)
        qFatal("%s: no sequence '%s' in problems.json",
            qPrintable(QCoreApplication::applicationName()), qPrintable(id));
    return *sequence;
}

StepTable presetTable(const QString &presetId, const QString &mapId, int prefix)
{
    const Preset &preset = presetNamed(presetId);
    return computeStepTable(
        preset.data, featureMapNamed(mapId), static_cast<std::size_t>(prefix), preset.id);
}

int keyCountOf(const QString &presetId)
{
    return static_cast<int>(presetNamed(presetId).data.keys.size());
}

int presetIndexOf(const QString &presetId)
{
    const auto &presets = ProblemCatalog::presets();
    for (std::size_t i = 0; i < presets.size(); ++i)
        if (fromStd(presets[i].id) == presetId)
            return static_cast<int>(i);
    return -1;
}

int featureMapIndexOf(const QString &mapId)
{
    const auto &maps = featureMaps();
    for (std::size_t i = 0; i < maps.size(); ++i)
        if (fromStd(maps[i]->id()) == mapId)
            return static_cast<int>(i);
    return -1;
}

} // namespace linattn::test
