// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Files and folders a test writes, reads back and looks into.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QTemporaryDir;

namespace linattn::test {

// The whole file, or empty when it cannot be read.
QByteArray readFile(const QString &path);

// Writes `bytes` to `path`, replacing what was there; false when any of it
// could not be written.
bool writeFile(const QString &path, const QByteArray &bytes);

// Writes `bytes` to `name` in `folder` and returns the path. Stops the test
// program when it cannot: for _data functions and set-ups, where a QVERIFY
// has no test to fail.
QString writeFileIn(const QTemporaryDir &folder, const QString &name, const QByteArray &bytes);

// The entries of `folder`, hidden ones too, without "." and "..": compared
// before and after to show that nothing was left behind.
QStringList entriesOf(const QString &folder);

// `relative` (e.g. "tests/data/own-data.json") under the source tree, which CTest names in
// LINATTN_SOURCE_ROOT. Used instead of QFINDTESTDATA, whose compiled-in absolute folders would make
// every test's compilation depend on where the clone lies.
QString sourceTreePath(const QString &relative);

} // namespace linattn::test
