// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProblemSelection.h"

#include "AttentionDataJson.h"
#include "PresetCatalog.h"

#include <QFile>
#include <QFileInfo>

namespace linattn {

namespace {

// The bytes of a data file, or one line on why they cannot be read.
std::variant<QByteArray, QString> readDataFileBytes(const QString &path)
{
    QFile file(path);
    const QFileInfo info(path);
    if (info.isDir())
        return QStringLiteral("%1: is a folder, not a data file").arg(path);
    if (!info.exists())
        return QStringLiteral("%1: no such file").arg(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("%1: cannot open: %2").arg(path, file.errorString());
    if (file.size() > kMaxDataFileBytes)
        return QStringLiteral("%1: %2 bytes is too large for a data file of at most %3 keys")
            .arg(path)
            .arg(file.size())
            .arg(kMaxKeys);
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return QStringLiteral("%1: cannot read: %2").arg(path, file.errorString());
    return bytes;
}

} // namespace

std::variant<AttentionData, QString> loadDataFile(const QString &path)
{
    auto bytes = readDataFileBytes(path);
    if (auto *error = std::get_if<QString>(&bytes))
        return *error;
    AttentionData data;
    if (auto error = readAttentionData(std::get<QByteArray>(bytes), data, KeyCheck::Strict))
        return QStringLiteral("%1: %2").arg(path, QString::fromStdString(error->toString()));
    if (data.title.empty())
        data.title = QFileInfo(path).completeBaseName().toStdString();
    return data;
}

std::variant<DataFileContents, QString> loadDataOrSequenceFile(const QString &path)
{
    auto bytes = readDataFileBytes(path);
    if (auto *error = std::get_if<QString>(&bytes))
        return *error;
    DataFileContents contents;
    if (auto error = readDataFile(std::get<QByteArray>(bytes), contents))
        return QStringLiteral("%1: %2").arg(path, QString::fromStdString(error->toString()));
    std::visit(
        [&path](auto &data) {
            if (data.title.empty())
                data.title = QFileInfo(path).completeBaseName().toStdString();
        },
        contents);
    return contents;
}

std::variant<ProblemSelection, QString> selectProblem(const QString &presetId,
    const QString &dataFile, const QString &featureMapId, std::optional<int> prefix)
{
    ProblemSelection selection;
    QString source;
    if (!dataFile.isEmpty()) {
        if (!presetId.isEmpty())
            return QStringLiteral("--data and --preset cannot be used together: choose one");
        auto loaded = loadDataFile(dataFile);
        if (auto *error = std::get_if<QString>(&loaded))
            return *error;
        selection.data = std::get<AttentionData>(std::move(loaded));
        source = QStringLiteral("data file %1").arg(dataFile);
    } else {
        const QString id = presetId.isEmpty() ? QString::fromLatin1(kDefaultPresetId) : presetId;
        const Preset *preset = PresetCatalog::find(id.toStdString());
        if (!preset)
            return QStringLiteral("--preset: unknown preset '%1' (see --list-presets)").arg(id);
        selection.data = preset->data;
        selection.presetId = preset->id;
        source = QStringLiteral("preset %1").arg(id);
    }

    const QString mapId
        = featureMapId.isEmpty() ? QString::fromLatin1(kDefaultFeatureMapId) : featureMapId;
    selection.featureMap = findFeatureMap(mapId.toStdString());
    if (!selection.featureMap)
        return QStringLiteral("--feature-map: unknown feature map '%1' (see --list-feature-maps)")
            .arg(mapId);

    const int keyCount = static_cast<int>(selection.data.keys.size());
    const int chosenPrefix = prefix.value_or(keyCount);
    if (chosenPrefix < 1)
        return QStringLiteral("--prefix: %1 is below 1; a prefix counts the included keys")
            .arg(chosenPrefix);
    if (chosenPrefix > keyCount)
        return QStringLiteral("--prefix: %1 is beyond the %2 of %3")
            .arg(chosenPrefix)
            .arg(keyCount == 1 ? QStringLiteral("1 key") : QStringLiteral("%1 keys").arg(keyCount))
            .arg(source);
    selection.prefix = static_cast<std::size_t>(chosenPrefix);
    return selection;
}

FavorSettings ProblemRequest::favorSettings(FavorSettings base) const
{
    if (favorFeatures)
        base.features = *favorFeatures;
    if (favorSeed)
        base.seed = *favorSeed;
    if (favorOrthogonal)
        base.orthogonal = *favorOrthogonal;
    return base;
}

} // namespace linattn
