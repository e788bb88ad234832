// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;

namespace linattn {

// Every file the program writes goes through saveAtomically(): a whole file
// or nothing (QSaveFile), so a failed save leaves no partial file and an
// existing file as it was. `write` fills the file and says whether it could;
// the result is empty when the file was written, else why not, in words a
// person can act on (whyCannotCreate() when the file could not be created).
QString saveAtomically(const QString &path, const std::function<bool(QIODevice &)> &write);
QString saveAtomically(const QString &path, const QByteArray &bytes);

// Why a file could not be created at `path`, in words a person can act on
// ("the folder /home/ana/missing does not exist", "the folder /proc does not
// take new files"), where the system's own reason (`systemReason`, e.g. "No
// such file or directory" for a folder that exists) would mislead.
QString whyCannotCreate(const QString &path, const QString &systemReason);

} // namespace linattn
