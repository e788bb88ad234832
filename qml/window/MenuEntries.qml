// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQml

// The entries of a menu (items, separators, submenus), in order, made as one
// object when the menu first opens; FittingMenu moves them into the menu.
QtObject {
    default property list<QtObject> entries
}
