// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// Tells screen readers where the keyboard is when Qt Quick does not: the arrow keys move the
// highlight through an open combo box's list while the list keeps the focus, so no choice takes
// it and nothing says that the highlight moved.
class AccessibleFocus : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit AccessibleFocus(QObject *parent = nullptr);

    // Sends the platform's focus event for `item` (as if it had taken the focus), when a screen
    // reader listens; nothing for null.
    Q_INVOKABLE static void report(QQuickItem *item);
};

} // namespace linattn
