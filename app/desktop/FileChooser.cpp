// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileChooser.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QSettings>
#include <QStandardPaths>

namespace linattn {

namespace {
QString settingsKey(const QString &folderKey)
{
    return QStringLiteral("folders/") + (folderKey.isEmpty() ? QStringLiteral("other") : folderKey);
}
} // namespace

FileChooser::FileChooser(QObject *parent)
    : QObject(parent)
{
}

FileChooser::~FileChooser()
{
    if (dialog_)
        dialog_->deleteLater();
}

QString FileChooser::rememberedFolder(const QString &key)
{
    const QString folder = QSettings().value(settingsKey(key)).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : QString();
}

void FileChooser::rememberFolder(const QString &key, const QString &folder)
{
    QSettings().setValue(settingsKey(key), folder);
}

QString FileChooser::startFolder() const
{
    if (folder_.isLocalFile() && QFileInfo(folder_.toLocalFile()).isDir())
        return folder_.toLocalFile();
    const QString remembered = rememberedFolder(folderKey_);
    if (!remembered.isEmpty())
        return remembered;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString FileChooser::startFile() const
{
    return saving_ && !suggestedName_.isEmpty() ? QDir(startFolder()).filePath(suggestedName_)
                                                : QString();
}

void FileChooser::open()
{
    closeDialog();
    opener_ = QGuiApplication::focusWindow();
    auto *dialog = new QFileDialog(nullptr, title_, startFolder());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::ApplicationModal);
    dialog->setAcceptMode(saving_ ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
    dialog->setFileMode(saving_ ? QFileDialog::AnyFile
            : multiple_         ? QFileDialog::ExistingFiles
                                : QFileDialog::ExistingFile);
    if (!nameFilters_.isEmpty())
        dialog->setNameFilters(nameFilters_);
    dialog->setDefaultSuffix(defaultSuffix_);
    if (!startFile().isEmpty())
        dialog->selectFile(startFile());
    if (multiple_ && !saving_) {
        connect(dialog, &QFileDialog::filesSelected, this, [this](const QStringList &files) {
            QList<QUrl> urls;
            for (const QString &file : files)
                urls << QUrl::fromLocalFile(file);
            chooseFiles(urls);
        });
    } else {
        connect(dialog, &QFileDialog::fileSelected, this,
            [this](const QString &file) { choose(QUrl::fromLocalFile(file)); });
    }
    connect(dialog, &QFileDialog::rejected, this, [this] {
        dialog_ = nullptr;
        giveFocusBack();
        emit isOpenChanged();
        emit cancelled();
    });
    dialog_ = dialog;
    emit isOpenChanged();
    dialog->open();
}

void FileChooser::cancel()
{
    if (dialog_)
        dialog_->reject();
}

void FileChooser::choose(const QUrl &file)
{
    closeDialog();
    if (file.isLocalFile())
        rememberFolder(folderKey_, QFileInfo(file.toLocalFile()).absolutePath());
    emit chosen(file);
}

void FileChooser::chooseFiles(const QList<QUrl> &files)
{
    closeDialog();
    if (!files.isEmpty() && files.front().isLocalFile())
        rememberFolder(folderKey_, QFileInfo(files.front().toLocalFile()).absolutePath());
    emit chosenFiles(files);
}

void FileChooser::closeDialog()
{
    if (!dialog_)
        return;
    QFileDialog *dialog = dialog_;
    dialog_ = nullptr;
    dialog->disconnect(this);
    dialog->close();
    giveFocusBack();
    emit isOpenChanged();
}

void FileChooser::giveFocusBack()
{
    // The window's shortcuts (a clicker's keys among them) work only while it is active.
    if (opener_)
        opener_->requestActivate();
    opener_ = nullptr;
}

} // namespace linattn
