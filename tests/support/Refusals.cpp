// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Refusals.h"

#include <QRegularExpression>

namespace linattn::test {

QString literal(const QString &text)
{
    return QRegularExpression::escape(text);
}

QString wholeNumber(int n)
{
    return QStringLiteral("(?<![\\w.])%1(?![\\w.])").arg(n);
}

QString refusalProblem(const ProcessResult &result, const QStringList &messagePatterns)
{
    const QString errorText = QString::fromUtf8(result.standardError);
    if (result.exitCode != 2)
        return QStringLiteral("exit status %1, expected 2; stderr: %2")
            .arg(result.exitCode)
            .arg(errorText);
    if (!result.standardOutput.isEmpty())
        return QStringLiteral("standard output not empty: %1")
            .arg(QString::fromUtf8(result.standardOutput.left(300)));
    if (!errorText.endsWith(QLatin1Char('\n')) || errorText.count(QLatin1Char('\n')) != 1)
        return QStringLiteral("expected exactly one line on stderr, got: %1").arg(errorText);
    const QString line = errorText.trimmed();
    if (line.isEmpty())
        return QStringLiteral("the line on stderr is empty");
    for (const QString &pattern : messagePatterns) {
        const QRegularExpression expression(pattern);
        if (!expression.isValid())
            return QStringLiteral("invalid pattern in test data: %1").arg(pattern);
        if (!expression.match(line).hasMatch())
            return QStringLiteral("message \"%1\" does not match /%2/").arg(line, pattern);
    }
    return {};
}

} // namespace linattn::test
