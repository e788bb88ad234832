// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Items of a Qt Quick scene. Delegates of views are items of the scene but
// not QObject children of the window, so findChild() misses them: these walk
// the item tree instead.
#pragma once

#include <QList>
#include <QString>

class QQuickItem;

namespace linattn::test {

// The first item named `name` at or below `root` (depth first), or nullptr.
QQuickItem *findItem(QQuickItem *root, const QString &name);

// `item` and every item below it that is visible, in scene order; an
// invisible item hides its children.
void collectVisibleItems(QQuickItem *item, QList<QQuickItem *> &items);

} // namespace linattn::test
