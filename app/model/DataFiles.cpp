// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataFiles.h"

#include "AtomicSave.h"
#include "AttentionDataJson.h"
#include "AttentionModel.h"
#include "ProblemSelection.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSettings>

#include <memory>

namespace linattn {

namespace {

const QString kRecentFilesKey = QStringLiteral("data/recentFiles");

QString localPath(const QString &pathOrUrl)
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

} // namespace

DataFiles::DataFiles(QObject *parent)
    : QObject(parent)
{
    loadRecentFiles();
}

void DataFiles::setAttention(AttentionModel *attention)
{
    if (attention_ == attention)
        return;
    if (attention_)
        disconnect(attention_, nullptr, this, nullptr);
    attention_ = attention;
    if (attention_)
        connect(attention_, &AttentionModel::dataChanged, this, &DataFiles::attentionChanged);
    emit attentionChanged();
}

void DataFiles::setSettingsFile(const QString &path)
{
    settingsFile_ = path;
    loadRecentFiles();
}

QString DataFiles::suggestedFileName() const
{
    if (!attention_)
        return QStringLiteral("data.json");
    QString name = attention_->ownData() ? attention_->dataTitle() : attention_->presetId();
    // Keep letters, digits and dashes: a name every file system takes.
    name = name.toLower();
    for (QChar &c : name)
        if (!c.isLetterOrNumber())
            c = QLatin1Char('-');
    name = name.split(QLatin1Char('-'), Qt::SkipEmptyParts).join(QLatin1Char('-'));
    return (name.isEmpty() ? QStringLiteral("data") : name) + QStringLiteral(".json");
}

bool DataFiles::open(const QString &pathOrUrl)
{
    const QString path = localPath(pathOrUrl);
    if (!attention_) {
        setMessages(tr("There is no model to load %1 into.").arg(path), {});
        return false;
    }
    auto loaded = loadDataFile(path);
    if (auto *error = std::get_if<QString>(&loaded)) {
        setMessages(tr("Could not open %1. The data stays as it was.").arg(*error), {});
        return false;
    }
    const QString name = QFileInfo(path).fileName();
    if (!attention_->editor()->loadOwnData(
            std::get<AttentionData>(std::move(loaded)), tr("Open %1").arg(name))) {
        setMessages(tr("%1: %2").arg(path, attention_->editor()->editError()), {});
        return false;
    }
    remember(QFileInfo(path).absoluteFilePath());
    setMessages({}, tr("Opened %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool DataFiles::save(const QString &pathOrUrl)
{
    const QString path = localPath(pathOrUrl);
    if (!attention_) {
        setMessages(tr("There is no data to save to %1.").arg(path), {});
        return false;
    }
    const QByteArray json = QJsonDocument(attentionDataToJson(attention_->currentData()))
                                .toJson(QJsonDocument::Indented);
    if (const QString why = saveAtomically(path, json); !why.isEmpty()) {
        setMessages(tr("Could not save %1: %2. Nothing was written.")
                        .arg(QDir::toNativeSeparators(path), why),
            {});
        return false;
    }
    remember(QFileInfo(path).absoluteFilePath());
    setMessages({}, tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void DataFiles::clearRecentFiles()
{
    if (recentFiles_.isEmpty())
        return;
    recentFiles_.clear();
    storeRecentFiles();
    emit recentFilesChanged();
}

void DataFiles::clearMessages()
{
    setMessages({}, {});
}

void DataFiles::remember(const QString &path)
{
    QStringList files = recentFiles_;
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    if (files == recentFiles_)
        return;
    recentFiles_ = files;
    storeRecentFiles();
    emit recentFilesChanged();
}

void DataFiles::setMessages(const QString &error, const QString &status)
{
    if (error == errorMessage_ && status == statusMessage_)
        return;
    errorMessage_ = error;
    statusMessage_ = status;
    emit messageChanged();
}

void DataFiles::loadRecentFiles()
{
    const auto settings = settingsFile_.isEmpty()
        ? std::make_unique<QSettings>()
        : std::make_unique<QSettings>(settingsFile_, QSettings::IniFormat);
    // A foreign value (not a list of strings) is dropped, not shown.
    QStringList files;
    const QVariant stored = settings->value(kRecentFilesKey);
    if (stored.canConvert<QStringList>())
        for (const QString &file : stored.toStringList())
            if (!file.isEmpty() && files.size() < kMaxRecentFiles && !files.contains(file))
                files.append(file);
    if (files == recentFiles_)
        return;
    recentFiles_ = files;
    emit recentFilesChanged();
}

void DataFiles::storeRecentFiles()
{
    const auto settings = settingsFile_.isEmpty()
        ? std::make_unique<QSettings>()
        : std::make_unique<QSettings>(settingsFile_, QSettings::IniFormat);
    settings->setValue(kRecentFilesKey, recentFiles_);
}

} // namespace linattn
