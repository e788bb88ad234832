// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace linattn {

// Why a file could not be created at `path`, in words a person can act on
// ("the folder /home/ana/missing does not exist", "the folder /proc does not
// take new files"), where the system's own reason (`systemReason`, e.g. "No
// such file or directory" for a folder that exists) would mislead.
QString whyCannotCreate(const QString &path, const QString &systemReason);

} // namespace linattn
