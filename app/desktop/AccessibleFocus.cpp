// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessibleFocus.h"

#include <QAccessible>

namespace linattn {

AccessibleFocus::AccessibleFocus(QObject *parent)
    : QObject(parent)
{
}

void AccessibleFocus::report(QQuickItem *item)
{
    if (!item || !QAccessible::isActive())
        return;
    QAccessibleEvent event(item, QAccessible::Focus);
    QAccessible::updateAccessibility(&event);
}

} // namespace linattn
