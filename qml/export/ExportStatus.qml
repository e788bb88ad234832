// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention
import LinearAttention.Export

// What the last export did: a green line that goes after a few seconds, or a
// red one naming the file and why it was not written, which stays until
// closed. The window goes on as it was either way.
Rectangle {
    id: strip

    // The exports to report on; nothing is shown without one.
    property ExportController controller: null

    readonly property bool failed: strip.controller !== null && strip.controller.errorMessage.length > 0
    readonly property string message: strip.controller === null ? ""
        : strip.failed ? strip.controller.errorMessage : strip.controller.statusMessage

    implicitWidth: row.implicitWidth + 2 * Theme.spacing
    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    visible: strip.message.length > 0
    color: strip.failed ? Theme.errorBackground : Theme.correctBackground
    border.color: strip.failed ? Theme.unavailable : Theme.correctText
    border.width: strip.failed ? 2 : 1
    radius: Theme.radius

    Accessible.role: Accessible.AlertMessage
    Accessible.name: strip.message

    // A success needs no answer: it goes by itself.
    Timer {
        id: fade
        interval: 8000
        onTriggered: {
            if (strip.controller !== null && !strip.failed)
                strip.controller.clearMessages();
        }
    }
    Connections {
        target: strip.controller
        function onStatusMessageChanged() {
            fade.restart();
        }
    }
    // Made for a message that has just come (the strip is made when there is one to show).
    Component.onCompleted: {
        if (strip.controller !== null && strip.controller.statusMessage.length > 0)
            fade.restart();
    }

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        Label {
            objectName: "exportMessage"
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignVCenter
            text: strip.message
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            color: strip.failed ? Theme.unavailable : Theme.correctText
            font.pixelSize: Theme.fontSize
        }
        Button {
            objectName: "closeExportMessage"
            text: qsTr("Close")
            font.pixelSize: Theme.fontSize
            Accessible.name: qsTr("Close the export message")
            onClicked: {
                if (strip.controller !== null)
                    strip.controller.clearMessages();
            }
        }
    }
}
