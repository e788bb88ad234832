// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import LinearAttention
import LinearAttention.Walkthrough

// A lesson chosen again whose work is kept: resume it where it was left, with its answers,
// or start it over from step 1. Resume has the focus (Enter keeps the work); Esc and Cancel
// start nothing.
Dialog {
    id: dialog

    required property WalkthroughModel walkthrough
    // Set when a button chose; closing any other way (Esc) starts nothing.
    property bool chosen: false

    title: qsTr("Resume the lesson?")
    modal: true
    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    width: Math.max(240, Math.min(parent ? parent.width - 80 : 520, Math.round(520 * Theme.textScale)))
    font.pixelSize: Theme.fontSize
    closePolicy: Popup.CloseOnEscape

    Column {
        width: dialog.availableWidth
        spacing: Theme.spacing

        Label {
            objectName: "resumeMessage"
            width: parent.width
            text: dialog.walkthrough.resumeOfferText
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSize
            color: Theme.text
            Accessible.role: Accessible.StaticText
            Accessible.name: dialog.walkthrough.resumeOfferText
        }
        Flow {
            width: parent.width
            layoutDirection: Qt.RightToLeft
            spacing: Theme.spacing
            Button {
                objectName: "resumeDialogCancel"
                text: qsTr("Cancel")
                font.pixelSize: Theme.fontSize
                Accessible.name: qsTr("Cancel")
                onClicked: dialog.close()
            }
            Button {
                objectName: "resumeDialogStartOver"
                text: qsTr("Start over, clearing my answers")
                font.pixelSize: Theme.fontSize
                Accessible.name: qsTr("Start over, clearing my answers")
                onClicked: {
                    dialog.chosen = true;
                    dialog.close();
                    dialog.walkthrough.startOfferOver();
                }
            }
            Button {
                id: resumeButton
                objectName: "resumeDialogResume"
                text: qsTr("Resume")
                highlighted: true
                font.pixelSize: Theme.fontSize
                Accessible.name: qsTr("Resume")
                onClicked: {
                    dialog.chosen = true;
                    dialog.close();
                    dialog.walkthrough.acceptResume();
                }
            }
        }
    }

    onOpened: {
        dialog.chosen = false;
        resumeButton.forceActiveFocus(Qt.PopupFocusReason);
    }
    onClosed: {
        if (!dialog.chosen)
            dialog.walkthrough.dismissResumeOffer();
    }
}
