// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PresetCatalog.h"

#include "AttentionDataJson.h"
#include "nearest_name.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

// The resource lives in a static library, so it must be initialised by name
// (outside any namespace) before it can be read.
static void initialisePresetResource()
{
    Q_INIT_RESOURCE(presets);
}

namespace linattn {

namespace {

[[noreturn]] void failBuiltInPresets(const std::string &message)
{
    std::fprintf(stderr, "linattn: built-in presets.json is broken: %s\n", message.c_str());
    std::abort();
}

std::vector<Preset> loadPresets()
{
    initialisePresetResource();
    QFile file(QStringLiteral(":/linattn/presets.json"));
    if (!file.open(QIODevice::ReadOnly))
        failBuiltInPresets("not found in the program's resources");
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
    const QJsonArray entries = document.object().value(QLatin1String("presets")).toArray();
    if (entries.isEmpty())
        failBuiltInPresets("no \"presets\" array");

    std::vector<Preset> presets;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QJsonObject entry = entries[i].toObject();
        Preset preset;
        preset.id = entry.value(QLatin1String("id")).toString().toStdString();
        preset.title = entry.value(QLatin1String("title")).toString().toStdString();
        preset.description = entry.value(QLatin1String("description")).toString().toStdString();
        if (preset.id.empty() || preset.title.empty() || preset.description.empty())
            failBuiltInPresets(
                "presets[" + std::to_string(i) + "] lacks an id, title or description");
        // A preset's own keys sit beside the data's, so the data is read
        // leniently and the whole entry's keys are checked here.
        const std::vector<std::string_view> known {
            "id", "title", "description", "query", "keys", "values"};
        for (const QString &key : entry.keys())
            if (std::find(known.begin(), known.end(), key.toStdString()) == known.end())
                failBuiltInPresets(preset.id + ": " + key.toStdString() + ": "
                    + unknownKeyMessage(key.toStdString(), known));
        if (auto error = readAttentionData(entry, preset.data, KeyCheck::Lenient))
            failBuiltInPresets(preset.id + ": " + error->toString());
        preset.data.title = preset.title;
        presets.push_back(std::move(preset));
    }
    return presets;
}

} // namespace

const std::vector<Preset> &PresetCatalog::presets()
{
    static const std::vector<Preset> presets = loadPresets();
    return presets;
}

const Preset *PresetCatalog::find(std::string_view id)
{
    for (const Preset &preset : presets())
        if (preset.id == id)
            return &preset;
    return nullptr;
}

} // namespace linattn
