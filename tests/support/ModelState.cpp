// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelState.h"

#include "Catalog.h"
#include "ProblemCatalog.h"
#include "Text.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QTest>

#include <string>

namespace linattn::test {

CoreState coreState(const QString &presetId, const QString &mapId, int prefix)
{
    CoreState core;
    core.preset = &presetNamed(presetId);
    core.map = &featureMapNamed(mapId);
    core.prefix = prefix;
    core.atPrefix = computeStepTable(
        core.preset->data, *core.map, static_cast<std::size_t>(prefix), core.preset->id);
    core.full = computeStepTable(
        core.preset->data, *core.map, core.preset->data.keys.size(), core.preset->id);
    return core;
}

void moveTo(AttentionModel &model, const QString &presetId, const QString &mapId, int prefix)
{
    model.setPresetId(presetId);
    model.setFeatureMapId(mapId);
    model.setPrefix(prefix);
}

bool perform(AttentionModel &model, const QString &action, const QVariant &value)
{
    if (action == QLatin1String("nextPrefix") || action == QLatin1String("previousPrefix"))
        return QMetaObject::invokeMethod(&model, qPrintable(action));
    return model.setProperty(qPrintable(action), value);
}

int roleNamed(const QAbstractItemModel &model, const QByteArray &name)
{
    const QHash<int, QByteArray> roles = model.roleNames();
    for (auto it = roles.cbegin(); it != roles.cend(); ++it)
        if (it.value() == name)
            return it.key();
    return -1;
}

QString derivationRole(const QAbstractItemModel &derivation, int row, const QByteArray &role)
{
    return derivation.data(derivation.index(row, 0), roleNamed(derivation, role)).toString();
}

void addEveryStateRows()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("featureMapId");
    QTest::addColumn<int>("prefix");
    for (const Preset &preset : ProblemCatalog::presets())
        for (const FeatureMap *map : featureMaps())
            for (std::size_t prefix = 1; prefix <= preset.data.keys.size(); ++prefix)
                QTest::addRow(
                    "%s/%s/%zu", preset.id.c_str(), std::string(map->id()).c_str(), prefix)
                    << fromStd(preset.id) << fromStd(map->id()) << static_cast<int>(prefix);
}

void prepareRowState(AttentionModel &model, CoreState &core)
{
    QFETCH(QString, presetId);
    QFETCH(QString, featureMapId);
    QFETCH(int, prefix);
    moveTo(model, presetId, featureMapId, prefix);
    QCOMPARE(model.presetId(), presetId);
    QCOMPARE(model.featureMapId(), featureMapId);
    QCOMPARE(model.prefix(), prefix);
    core = coreState(presetId, featureMapId, prefix);
}

} // namespace linattn::test
