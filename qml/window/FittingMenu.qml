// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

// A menu as wide as its widest entry (with its shortcut), so that no entry
// is cut ("Show the step…"), in English, in German and in presenter mode.
Menu {
    id: menu

    width: {
        let widest = 0;
        for (let i = 0; i < menu.count; ++i) {
            const item = menu.itemAt(i);
            if (item !== null)
                widest = Math.max(widest, item.implicitWidth);
        }
        return Math.max(menu.implicitWidth, widest + menu.leftPadding + menu.rightPadding);
    }
}
