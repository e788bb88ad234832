// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The base of the tests that run the linattn program as a process
// (tst_cli_*): every run goes without QT_QPA_PLATFORM, DISPLAY and
// WAYLAND_DISPLAY, so a headless run that tried to open a window would fail,
// and data files go to a temporary folder of the test's own. Its
// initTestCase, which Qt Test runs for the derived class, checks both.
#pragma once

#include "Processes.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace linattn::test {

class CommandLineTest : public QObject {
    Q_OBJECT

protected:
    ProcessResult runLinattn(const QStringList &arguments) const;
    // Writes `content` to `name` in the data folder and returns the path.
    QString writeDataFile(const QString &name, const QByteArray &content) const;
    const QTemporaryDir &dataDirectory() const { return m_dataDirectory; }

private slots:
    void initTestCase();

private:
    const Linattn m_linattn {Linattn::Display::None};
    QTemporaryDir m_dataDirectory;
};

} // namespace linattn::test
