// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// Key sequences as the desktop writes them in the window's language: the
// shortcuts sheet and the menus say "Strg+→" in German, as Qt's own menus do,
// where KeyboardShortcuts.qml lists "Ctrl+Right".
class KeyNames : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit KeyNames(QObject *parent = nullptr);

    // One sequence in Qt's portable form ("Ctrl+Right", "PgDown", "?").
    Q_INVOKABLE static QString nativeText(const QString &portable);
    // Several, joined with the translated " or ".
    Q_INVOKABLE static QString nativeTexts(const QStringList &portable);
};

} // namespace linattn
