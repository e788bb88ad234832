// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import LinearAttention

// One kernel in a lab page's legend: its line's colour, its name and its fitted slope. A long
// entry wraps within the legend (maximumWidth) instead of running under what is beside it.
Row {
    id: key

    required property string name
    required property string slope
    required property color colour
    required property real maximumWidth

    spacing: 6

    Rectangle {
        anchors.verticalCenter: parent.verticalCenter
        width: 18
        height: 3
        color: key.colour
    }
    Label {
        width: Math.min(implicitWidth, key.maximumWidth - 24)
        wrapMode: Text.WordWrap
        text: qsTr("%1 — %2").arg(key.name).arg(key.slope)
        font.pixelSize: Theme.smallFontSize
        color: Theme.text
    }
}
