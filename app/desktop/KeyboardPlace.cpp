// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyboardPlace.h"

namespace linattn {

KeyboardPlace::KeyboardPlace(QObject *parent)
    : QObject(parent)
{
}

bool KeyboardPlace::keepsFocus(QQuickItem *item)
{
    return item && item->isVisible()
        && (item->activeFocusOnTab() || item->inherits("QQuickTextInput")
            || item->property("holdsKeyboard").toBool());
}

} // namespace linattn
