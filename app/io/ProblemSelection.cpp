// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProblemSelection.h"

#include "AttentionDataJson.h"
#include "ProblemCatalog.h"
#include "message.h"
#include "nearest_name.h"

#include <QFile>
#include <QFileInfo>

#include <string>
#include <string_view>
#include <vector>

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

// The map of that id, the default one for an empty id.
std::variant<const FeatureMap *, QString> requestedFeatureMap(const QString &featureMapId)
{
    const QString mapId
        = featureMapId.isEmpty() ? QString::fromLatin1(kDefaultFeatureMapId) : featureMapId;
    if (const FeatureMap *map = findFeatureMap(mapId.toStdString()))
        return map;
    return QStringLiteral("--feature-map: unknown feature map '%1' (see --list-feature-maps)")
        .arg(mapId);
}

// The preset's or data file's problem with its map and prefix; `source` names it in messages.
std::variant<ProblemSelection, QString> completeProblem(ProblemSelection selection,
    const QString &source, const QString &featureMapId, std::optional<int> prefix)
{
    auto map = requestedFeatureMap(featureMapId);
    if (auto *error = std::get_if<QString>(&map))
        return *error;
    selection.featureMap = std::get<const FeatureMap *>(map);

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

QString dataWithPresetError()
{
    return QStringLiteral("--data and --preset cannot be used together: choose one");
}

// "--sequence: unknown sequence 'seq-genral'; did you mean seq-general?"
QString unknownSequenceError(const QString &id)
{
    std::vector<std::string_view> known;
    for (const SequencePreset &sequence : ProblemCatalog::sequences())
        known.push_back(sequence.id);
    if (const auto nearest = nearestName(id.toStdString(), known))
        return QStringLiteral("--sequence: unknown sequence '%1'; did you mean %2?")
            .arg(id, QString::fromStdString(*nearest));
    return QStringLiteral("--sequence: unknown sequence '%1' (see --list-sequences)").arg(id);
}

// "--chunk: 0 is outside 1…8", in the core's words for C.
QString outsideTokensError(const QString &option, int number, std::size_t tokenCount)
{
    return QStringLiteral("%1: %2").arg(option,
        QString::fromStdString(renderEnglish(makeMessage(
            MessageId::Outside, std::to_string(number), "1", std::to_string(tokenCount)))));
}

std::variant<SequenceSelection, QString> completeSequence(
    SequenceData data, std::optional<std::string> sequenceId, const ProblemRequest &request)
{
    SequenceSelection selection;
    const std::size_t tokenCount = data.tokenCount();
    if (request.prefix)
        return QStringLiteral("--prefix: only for a single query; a sequence's export holds "
                              "every token");
    auto map = requestedFeatureMap(request.featureMapId);
    if (auto *error = std::get_if<QString>(&map))
        return *error;
    selection.featureMap = std::get<const FeatureMap *>(map);
    if (request.chunk) {
        const int chunk = *request.chunk;
        if (chunk < 1 || static_cast<std::size_t>(chunk) > tokenCount)
            return outsideTokensError(QStringLiteral("--chunk"), chunk, tokenCount);
        selection.settings.chunkSize = static_cast<std::size_t>(chunk);
    } else {
        selection.settings.chunkSize = clampChunkSize(kDefaultChunkSize, tokenCount);
    }
    if (request.token) {
        // Tokens are numbered from 0 (shownTokenIndex), as the window shows them.
        const int token = *request.token;
        if (token < 0 || static_cast<std::size_t>(token) >= tokenCount)
            return QStringLiteral("--token: %1")
                .arg(QString::fromStdString(renderEnglish(makeMessage(MessageId::Outside,
                    std::to_string(token), "0", std::to_string(shownTokenIndex(tokenCount))))));
        selection.token = static_cast<std::size_t>(token);
    }
    selection.settings.decay = request.decay.value_or(kDefaultDecay);
    selection.settings.epsilon = request.epsilon.value_or(0.0);
    selection.data = std::move(data);
    selection.sequenceId = std::move(sequenceId);
    return selection;
}

} // namespace

QString sequenceOnlyError(const ProblemRequest &request)
{
    const QString option = request.decay ? QStringLiteral("--decay")
        : request.chunk                  ? QStringLiteral("--chunk")
        : request.token                  ? QStringLiteral("--token")
                                         : QString();
    if (option.isEmpty())
        return {};
    return QStringLiteral(
        "%1: only meaningful for a sequence (--sequence ID or a --data file with \"queries\")")
        .arg(option);
}

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
            return dataWithPresetError();
        auto loaded = loadDataFile(dataFile);
        if (auto *error = std::get_if<QString>(&loaded))
            return *error;
        selection.data = std::get<AttentionData>(std::move(loaded));
        source = QStringLiteral("data file %1").arg(dataFile);
    } else {
        const QString id = presetId.isEmpty() ? QString::fromLatin1(kDefaultPresetId) : presetId;
        const Preset *preset = ProblemCatalog::findPreset(id.toStdString());
        if (!preset)
            return QStringLiteral("--preset: unknown preset '%1' (see --list-presets)").arg(id);
        selection.data = preset->data;
        selection.presetId = preset->id;
        source = QStringLiteral("preset %1").arg(id);
    }
    return completeProblem(std::move(selection), source, featureMapId, prefix);
}

std::variant<ProblemSelection, SequenceSelection, QString> selectProblemOrSequence(
    const ProblemRequest &request)
{
    using Result = std::variant<ProblemSelection, SequenceSelection, QString>;
    const auto fromProblem = [](std::variant<ProblemSelection, QString> problem) -> Result {
        if (auto *error = std::get_if<QString>(&problem))
            return *error;
        return std::get<ProblemSelection>(std::move(problem));
    };
    const auto fromSequence = [](std::variant<SequenceSelection, QString> sequence) -> Result {
        if (auto *error = std::get_if<QString>(&sequence))
            return *error;
        return std::get<SequenceSelection>(std::move(sequence));
    };

    if (!request.sequenceId.isEmpty()) {
        if (!request.presetId.isEmpty())
            return QStringLiteral("--sequence and --preset cannot be used together: choose one");
        if (!request.dataFile.isEmpty())
            return QStringLiteral("--sequence and --data cannot be used together: choose one");
        const SequencePreset *preset
            = ProblemCatalog::findSequence(request.sequenceId.toStdString());
        if (!preset)
            return unknownSequenceError(request.sequenceId);
        return fromSequence(completeSequence(preset->data, preset->id, request));
    }
    if (request.dataFile.isEmpty()) {
        if (const QString error = sequenceOnlyError(request); !error.isEmpty())
            return error;
        return fromProblem(selectProblem(
            request.presetId, request.dataFile, request.featureMapId, request.prefix));
    }

    if (!request.presetId.isEmpty())
        return dataWithPresetError();
    auto loaded = loadDataOrSequenceFile(request.dataFile);
    if (auto *error = std::get_if<QString>(&loaded))
        return *error;
    auto &contents = std::get<DataFileContents>(loaded);
    if (auto *sequence = std::get_if<SequenceData>(&contents))
        return fromSequence(completeSequence(std::move(*sequence), std::nullopt, request));
    if (const QString error = sequenceOnlyError(request); !error.isEmpty())
        return error;
    ProblemSelection selection;
    selection.data = std::get<AttentionData>(std::move(contents));
    return fromProblem(
        completeProblem(std::move(selection), QStringLiteral("data file %1").arg(request.dataFile),
            request.featureMapId, request.prefix));
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
