// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// Where the keyboard may stay when the window changes around it (a lesson's step, its end): an
// item a student can see that Tab stops at, a text field, or an item that says it holds the
// keyboard (`holdsKeyboard: true`, a derivation line moved to with Up and Down). Anything else (a
// hidden field, a closed menu, nothing) leaves the focus to be placed again.
class KeyboardPlace : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit KeyboardPlace(QObject *parent = nullptr);

    Q_INVOKABLE static bool keepsFocus(QQuickItem *item);
};

} // namespace linattn
