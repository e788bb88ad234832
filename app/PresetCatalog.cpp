#include "PresetCatalog.h"

#include "AttentionDataJson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

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
        if (auto error = readAttentionData(entry, preset.data))
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
