// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention

// A red strip across the window with a message the user must see (a lesson
// file that could not be opened) and a button to close it. The window goes
// on with what it had; closing the banner only hides the message.
Rectangle {
    id: banner

    // What failed, in a few words, and the message that says why.
    property string title
    property string message
    // A notice rather than an error: blue, not red.
    property bool informational: false

    signal closeRequested()

    implicitHeight: (banner.contents !== null ? banner.contents.implicitHeight : 0) + 2 * Theme.spacing
    color: banner.informational ? Theme.noticeBackground : Theme.errorBackground
    border.color: banner.informational ? Theme.noticeText : Theme.unavailable
    border.width: 2

    Accessible.role: Accessible.AlertMessage
    // Nothing (not a lone space) while there is no message: the hidden alert waits to speak.
    Accessible.name: banner.title.length > 0 ? banner.title + " " + banner.message : banner.message

    // The strip's contents are made when it is first shown (most never are), then kept.
    property Item contents: null
    onVisibleChanged: banner.makeContents()
    Component.onCompleted: banner.makeContents()
    function makeContents() {
        if (banner.visible && banner.contents === null)
            banner.contents = contentsComponent.createObject(banner);
    }
    Component {
        id: contentsComponent
        RowLayout {
            anchors.fill: parent
            anchors.margins: Theme.spacing
            spacing: Theme.spacing

            Label {
                objectName: "errorTitle"
                Layout.alignment: Qt.AlignTop
                visible: banner.title.length > 0
                text: banner.title
                textFormat: Text.PlainText
                color: banner.informational ? Theme.noticeText : Theme.unavailable
                font.pixelSize: Theme.fontSize
                font.bold: true
            }
            Label {
                objectName: "errorText"
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                text: banner.message
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                color: banner.informational ? Theme.noticeText : Theme.unavailable
                font.pixelSize: Theme.fontSize
            }
            Button {
                objectName: "closeErrorButton"
                text: qsTr("Close")
                font.pixelSize: Theme.fontSize
                onClicked: banner.closeRequested()
                Accessible.name: banner.informational ? qsTr("Close the message") : qsTr("Close the error message")
            }
        }
    }
}
