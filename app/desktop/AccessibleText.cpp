// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessibleText.h"

namespace linattn {

AccessibleText::AccessibleText(QObject *parent)
    : QObject(parent)
{
}

QString AccessibleText::withoutMnemonic(const QString &text)
{
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&') && i + 1 < text.size())
            ++i; // "&x" is x, "&&" is one '&'
        plain += text.at(i);
    }
    return plain;
}

} // namespace linattn
