// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// Texts as a screen reader should say them, for the views' Accessible names.
class AccessibleText : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit AccessibleText(QObject *parent = nullptr);

    // "&File" -> "File", "Salt && pepper" -> "Salt & pepper": a menu title
    // without its mnemonic marker, which the menu underlines but a screen
    // reader should not say.
    Q_INVOKABLE static QString withoutMnemonic(const QString &text);
};

} // namespace linattn
