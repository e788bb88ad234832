// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import LinearAttention
import LinearAttention.Export
import LinearAttention.Desktop

// Lessons → Save my answers…: the student's name, then a file. The record for the teacher
// (JSON) and a page to print (PDF) are written under the name chosen.
Dialog {
    id: dialog

    required property AnswersExport answers

    title: dialog.answers.dialogTitle()
    modal: true
    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    width: Math.max(240, Math.min(parent ? parent.width - 80 : 480, Math.round(480 * Theme.textScale)))
    font.pixelSize: Theme.fontSize
    closePolicy: Popup.CloseOnEscape

    Column {
        width: dialog.availableWidth
        spacing: Theme.spacing

        Label {
            width: parent.width
            text: qsTr("Your name, as your teacher should see it on your answers:")
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSize
            color: Theme.text
        }
        TextField {
            id: nameField
            objectName: "studentNameField"
            width: parent.width
            font.pixelSize: Theme.fontSize
            placeholderText: qsTr("First and last name")
            placeholderTextColor: Theme.mutedText
            Accessible.name: qsTr("Your name")
            onAccepted: dialog.chooseFile()
            // Esc here closes the dialog, not the lesson behind it.
            Keys.onEscapePressed: dialog.close()
        }
        Row {
            anchors.right: parent.right
            spacing: Theme.spacing
            Button {
                objectName: "saveAnswersChoose"
                text: qsTr("Choose where to save…")
                highlighted: true
                font.pixelSize: Theme.fontSize
                Accessible.name: qsTr("Choose where to save")
                onClicked: dialog.chooseFile()
            }
            Button {
                objectName: "saveAnswersCancel"
                text: qsTr("Cancel")
                font.pixelSize: Theme.fontSize
                Accessible.name: qsTr("Cancel")
                onClicked: dialog.close()
            }
        }
    }

    function chooseFile() {
        answersFileChooser.title = dialog.answers.dialogTitle();
        answersFileChooser.nameFilters = dialog.answers.nameFilters();
        answersFileChooser.suggestedName = dialog.answers.suggestedFileName(nameField.text);
        dialog.close();
        answersFileChooser.open();
    }

    FileChooser {
        id: answersFileChooser
        objectName: "answersFileChooser"
        folderKey: "export"
        saving: true
        defaultSuffix: "json"
        onChosen: file => dialog.answers.save(file, nameField.text)
    }

    onOpened: nameField.forceActiveFocus(Qt.PopupFocusReason)
}
