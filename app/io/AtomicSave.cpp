// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AtomicSave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace linattn {

QString whyCannotCreate(const QString &path, const QString &systemReason)
{
    const QFileInfo file(path);
    const QFileInfo folder(file.absolutePath());
    const QString folderName = QDir::toNativeSeparators(folder.absoluteFilePath());
    if (file.isDir())
        return QCoreApplication::translate("SaveFailure", "%1 is a folder, not a file")
            .arg(QDir::toNativeSeparators(path));
    // A missing folder, or a file where a folder should be, somewhere up the path.
    for (QFileInfo up = folder; !up.isRoot(); up = QFileInfo(up.absolutePath())) {
        if (up.exists() && !up.isDir())
            return QCoreApplication::translate("SaveFailure", "%1 is a file, not a folder")
                .arg(QDir::toNativeSeparators(up.absoluteFilePath()));
        if (up.exists())
            break;
    }
    if (!folder.exists())
        return QCoreApplication::translate("SaveFailure", "the folder %1 does not exist")
            .arg(folderName);
    if (file.exists() && !file.isWritable())
        return QCoreApplication::translate("SaveFailure", "the file is read-only (%1)")
            .arg(systemReason);
    if (!folder.isWritable())
        return QCoreApplication::translate(
            "SaveFailure", "there is no permission to write in the folder %1")
            .arg(folderName);
    // The folder is there and open to writing, yet refuses: /proc, /sys, a
    // read-only or full disk.
    return QCoreApplication::translate("SaveFailure", "the folder %1 does not take new files (%2)")
        .arg(folderName, systemReason);
}

QString saveAtomically(const QString &path, const std::function<bool(QIODevice &)> &write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return whyCannotCreate(path, file.errorString());
    if (!write(file) || !file.commit()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return reason;
    }
    return {};
}

QString saveAtomically(const QString &path, const QByteArray &bytes)
{
    return saveAtomically(
        path, [&bytes](QIODevice &file) { return file.write(bytes) == bytes.size(); });
}

} // namespace linattn
