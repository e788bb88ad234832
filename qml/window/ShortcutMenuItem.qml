// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention

// A menu item that shows its keyboard shortcut at the right, as desktop menus
// do. The shortcut itself is a Shortcut in the window (KeyboardShortcuts), so
// it works with the menu closed.
MenuItem {
    id: item

    property string keys: ""

    font.pixelSize: Theme.fontSize
    Accessible.name: item.text
    Accessible.description: item.keys.length > 0 ? qsTr("Shortcut: %1").arg(item.keys) : ""

    contentItem: RowLayout {
        spacing: Theme.spacing * 3
        // The item's name and description say both labels.
        Label {
            Accessible.ignored: true
            Layout.fillWidth: true
            leftPadding: item.checkable ? item.indicator.width + item.spacing : 0
            text: item.text
            font: item.font
            color: item.enabled ? Theme.text : Theme.mutedText
            elide: Text.ElideRight
        }
        Label {
            Accessible.ignored: true
            visible: item.keys.length > 0
            text: item.keys
            font.pixelSize: Theme.smallFontSize
            color: Theme.mutedText
        }
    }
}
