// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import LinearAttention

// One entry of a chart's own legend: a small picture of the series' line or
// marker and its name; a screen reader hears the name with its values.
Row {
    id: entry

    property string label
    // What a screen reader reads: the entry with its values (from the model).
    property string values
    // Covered by a lesson question: the label only.
    property bool concealed: false
    property color colour
    // "line", "dashed", "dashdot", "dotted", "edge", "diamond", "ring" or "dot"
    property string shape: "line"

    spacing: 4
    Accessible.role: Accessible.ListItem
    Accessible.name: entry.concealed ? entry.label : entry.values

    Item {
        width: 18
        height: 14
        anchors.verticalCenter: parent.verticalCenter

        Rectangle {
            visible: entry.shape === "line"
            anchors.centerIn: parent
            width: 18
            height: 3
            color: entry.colour
        }
        Row {
            visible: entry.shape === "dashed" || entry.shape === "dashdot"
            anchors.centerIn: parent
            spacing: 2
            Rectangle { width: 5; height: 2; color: entry.colour }
            Rectangle { width: entry.shape === "dashed" ? 5 : 2; height: 2; color: entry.colour }
            Rectangle { width: 5; height: 2; color: entry.colour }
        }
        Row {
            visible: entry.shape === "dotted"
            anchors.centerIn: parent
            spacing: 2
            Repeater {
                model: 4
                Rectangle { width: 3; height: 3; color: entry.colour }
            }
        }
        // The upper half of a diamond, as the Unavailable markers show on the edge.
        Item {
            visible: entry.shape === "edge"
            anchors.centerIn: parent
            width: 16
            height: 8
            clip: true
            Rectangle {
                x: 2
                y: 2
                width: 12
                height: 12
                rotation: 45
                color: entry.colour
            }
        }
        Rectangle {
            visible: entry.shape === "diamond" || entry.shape === "ring" || entry.shape === "dot"
            anchors.centerIn: parent
            width: entry.shape === "ring" ? 11 : 9
            height: width
            radius: entry.shape === "ring" || entry.shape === "dot" ? width / 2 : 0
            rotation: entry.shape === "diamond" ? 45 : 0
            color: entry.shape === "ring" ? "transparent" : entry.colour
            border.color: entry.colour
            border.width: 2
        }
    }
    Text {
        anchors.verticalCenter: parent.verticalCenter
        text: entry.label
        color: Theme.text
        font.pixelSize: Theme.smallFontSize
    }
}
