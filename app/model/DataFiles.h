// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace linattn {

class AttentionModel;

// Opening and saving the user's own data in the `--data` JSON format, and
// the list of files used recently. A file that fails to load leaves the data
// untouched and says why (errorMessage names the file and the place in it);
// saving goes through QSaveFile, so a failed save leaves no partial file.
class DataFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(linattn::AttentionModel *attention READ attention WRITE setAttention NOTIFY
            attentionChanged FINAL)
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged FINAL)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY messageChanged FINAL)
    Q_PROPERTY(QString statusMessage READ statusMessage NOTIFY messageChanged FINAL)
    Q_PROPERTY(QString suggestedFileName READ suggestedFileName NOTIFY attentionChanged FINAL)

public:
    static constexpr int kMaxRecentFiles = 8;

    explicit DataFiles(QObject *parent = nullptr);

    AttentionModel *attention() const { return attention_; }
    void setAttention(AttentionModel *attention);
    QStringList recentFiles() const { return recentFiles_; }
    QString errorMessage() const { return errorMessage_; }
    QString statusMessage() const { return statusMessage_; }
    // "general-edited.json" and the like, for the save dialog.
    QString suggestedFileName() const;

    // A local path or a file: URL. Each returns whether it succeeded.
    Q_INVOKABLE bool open(const QString &pathOrUrl);
    Q_INVOKABLE bool save(const QString &pathOrUrl);
    Q_INVOKABLE void clearRecentFiles();
    Q_INVOKABLE void clearMessages();

    // Where the list of recent files is kept: QSettings' default for the
    // application, or a file of its own (tests).
    void setSettingsFile(const QString &path);

signals:
    void attentionChanged();
    void recentFilesChanged();
    void messageChanged();

private:
    void remember(const QString &path);
    void setMessages(const QString &error, const QString &status);
    void loadRecentFiles();
    void storeRecentFiles();

    QPointer<AttentionModel> attention_;
    QStringList recentFiles_;
    QString errorMessage_;
    QString statusMessage_;
    QString settingsFile_;
};

} // namespace linattn
