// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import LinearAttention

// Asks before a lesson step does something the class cannot take back: leaving a lesson in
// which answers were given, or showing an answer on the projector. The safe choice has the
// focus, so Enter or Space does not do it by accident; Esc is the safe choice too.
Dialog {
    id: dialog

    // The question's sentence, and the two buttons' words.
    property string message
    property string confirmText
    property string cancelText

    modal: true
    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    width: Math.max(240, Math.min(parent ? parent.width - 80 : 480, Math.round(480 * Theme.textScale)))
    font.pixelSize: Theme.fontSize
    // A screen reader names the dialog by its title (Qt Quick's Dialog does) and reads the
    // sentence with it.
    closePolicy: Popup.CloseOnEscape

    Column {
        width: dialog.availableWidth
        spacing: Theme.spacing

        Label {
            width: parent.width
            text: dialog.message
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSize
            color: Theme.text
            Accessible.role: Accessible.StaticText
            Accessible.name: dialog.message
        }
        Row {
            anchors.right: parent.right
            spacing: Theme.spacing
            Button {
                objectName: dialog.objectName + "Confirm"
                text: dialog.confirmText
                font.pixelSize: Theme.fontSize
                Accessible.name: dialog.confirmText
                onClicked: dialog.accept()
            }
            Button {
                id: cancelButton
                objectName: dialog.objectName + "Cancel"
                text: dialog.cancelText
                font.pixelSize: Theme.fontSize
                Accessible.name: dialog.cancelText
                onClicked: dialog.reject()
            }
        }
    }

    onOpened: cancelButton.forceActiveFocus(Qt.PopupFocusReason)
}
