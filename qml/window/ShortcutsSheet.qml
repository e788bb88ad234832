// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention
import LinearAttention.Desktop

// The keyboard shortcuts, grouped, as a teacher looks them up before class
// (F1 or ?). Read from KeyboardShortcuts.entries, so it lists what works.
Dialog {
    id: sheet

    required property var entries

    title: qsTr("Keyboard shortcuts")
    modal: true
    standardButtons: Dialog.Close
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 80 : 720, Math.round(720 * Theme.textScale))
    height: Math.min(parent ? parent.height - 80 : 600, Math.round(640 * Theme.textScale))
    font.pixelSize: Theme.fontSize

    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth
        ScrollBar.vertical.Accessible.name: qsTr("Scroll the shortcuts")

        Column {
            objectName: "shortcutList"
            width: scroller.availableWidth
            spacing: 4

            Repeater {
                model: sheet.entries
                delegate: Column {
                    id: entry
                    required property var modelData
                    required property int index
                    // A heading above the first entry of each group.
                    readonly property bool startsGroup: entry.index === 0
                        || sheet.entries[entry.index - 1].group !== entry.modelData.group
                    width: parent ? parent.width : 0
                    spacing: 2

                    Label {
                        visible: entry.startsGroup
                        topPadding: entry.index === 0 ? 0 : Theme.spacing
                        text: entry.modelData.group
                        font.pixelSize: Theme.fontSize
                        font.bold: true
                        color: Theme.text
                    }
                    RowLayout {
                        width: parent.width
                        spacing: Theme.spacing
                        Accessible.role: Accessible.StaticText
                        Accessible.name: entry.modelData.text + ": " + KeyNames.nativeTexts(entry.modelData.sequences)

                        Label {
                            Layout.preferredWidth: Math.round(210 * Theme.textScale)
                            text: KeyNames.nativeTexts(entry.modelData.sequences)
                            font.pixelSize: Theme.fontSize
                            font.family: Theme.monospaceFamily
                            color: Theme.key
                        }
                        Label {
                            Layout.fillWidth: true
                            text: entry.modelData.text
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.fontSize
                            color: Theme.text
                        }
                    }
                }
            }
        }
    }
}
