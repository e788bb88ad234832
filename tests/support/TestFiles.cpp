// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace linattn::test {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(bytes) == bytes.size();
}

QString writeFileIn(const QTemporaryDir &folder, const QString &name, const QByteArray &bytes)
{
    const QString path = folder.filePath(name);
    if (!writeFile(path, bytes))
        qFatal("%s: cannot write %s", qPrintable(QCoreApplication::applicationName()),
            qPrintable(path));
    return path;
}

QStringList entriesOf(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

QString sourceTreePath(const QString &relative)
{
    const QString root = qEnvironmentVariable("LINATTN_SOURCE_ROOT");
    if (root.isEmpty())
        qFatal("LINATTN_SOURCE_ROOT is not set: run the tests through ctest, or set it to the "
               "source tree's root");
    return QDir(root).filePath(relative);
}

} // namespace linattn::test
