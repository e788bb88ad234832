// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLineTest.h"

#include "TestFiles.h"

#include <QTest>

namespace linattn::test {

ProcessResult CommandLineTest::runLinattn(const QStringList &arguments) const
{
    return m_linattn.run(arguments);
}

QString CommandLineTest::writeDataFile(const QString &name, const QByteArray &content) const
{
    return writeFileIn(m_dataDirectory, name, content);
}

void CommandLineTest::initTestCase()
{
    // Also that QT_QPA_PLATFORM, DISPLAY and WAYLAND_DISPLAY are gone.
    QVERIFY2(m_linattn.problem().isEmpty(), qPrintable(m_linattn.problem()));
    QVERIFY2(m_dataDirectory.isValid(), qPrintable(m_dataDirectory.errorString()));
}

} // namespace linattn::test
