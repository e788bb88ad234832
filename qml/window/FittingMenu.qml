// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import LinearAttention.Desktop

// A menu as wide as its widest entry (with its shortcut), so that no entry
// is cut ("Show the step…"), in English, in German and in presenter mode.
// With `entries`, its entries are made the first time it opens: a window's
// menus are many items that start-up need not make (their keyboard
// shortcuts are the window's, and work with the menus never opened).
Menu {
    id: menu

    // A MenuEntries, made and moved into the menu just before it first shows.
    property Component entries: null
    property MenuEntries madeEntries: null

    function makeEntries() {
        if (menu.madeEntries !== null || menu.entries === null)
            return;
        menu.madeEntries = menu.entries.createObject(menu) as MenuEntries;
        if (menu.madeEntries === null)
            return;
        const made = menu.madeEntries.entries;
        for (let i = 0; i < made.length; ++i) {
            const submenu = made[i] as Menu;
            if (submenu !== null)
                menu.addMenu(submenu);
            else
                menu.addItem(made[i] as Item);
        }
    }
    onAboutToShow: menu.makeEntries()

    // Open, the menu is named by its title for a screen reader (a pop-up takes no Accessible
    // name of its own in Qt 6.4; its visual root, the content item's parent, does).
    Binding {
        // Only while it shows: the menu's list is made when it first opens, not at start-up.
        target: menu.visible ? menu.contentItem.parent : null
        property: "Accessible.name"
        value: AccessibleText.withoutMnemonic(menu.title)
    }

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
