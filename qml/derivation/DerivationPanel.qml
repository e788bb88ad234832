// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Walkthrough

// The worked derivation at the current prefix, in the order a student would
// write it: φ(q), φ(kᵢ), Z and S, denominator, numerator, output, then the
// check against the direct form and softmax for contrast.
Pane {
    id: panel

    required property AttentionModel attention
    // The guided walkthrough, or null: it can highlight a line (brought into
    // view) and fade lines for the student to fill in.
    property WalkthroughModel walkthrough: null

    // The id of the line the walkthrough points at, or "".
    readonly property string highlightedLine: panel.walkthrough !== null
        ? panel.walkthrough.highlightedLine : ""

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.panel
        border.color: Theme.border
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            text: qsTr("Worked derivation")
            font.pixelSize: Theme.titleFontSize
            font.bold: true
            Layout.fillWidth: true
        }
        Label {
            objectName: "derivationSubtitle"
            text: qsTr("%1 · %2 · prefix %3 of %4")
                .arg(panel.attention.dataTitle)
                .arg(panel.attention.featureMapCaption)
                .arg(panel.attention.prefix)
                .arg(panel.attention.keyCount)
            font.pixelSize: Theme.fontSize
            color: Theme.mutedText
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            Layout.topMargin: -Theme.spacing
        }

        ResultSummary {
            Layout.fillWidth: true
            attention: panel.attention
            walkthrough: panel.walkthrough
        }

        // Every line is made and kept, in order: a ListView makes only the
        // lines in view, so a screen reader would lose the others and find
        // them again out of order.
        Flickable {
            id: lines
            objectName: "derivationList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: width
            contentHeight: lineColumn.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            activeFocusOnTab: true
            Keys.onUpPressed: linesScrollBar.decrease()
            Keys.onDownPressed: linesScrollBar.increase()
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Worked derivation")
            ScrollBar.vertical: ScrollBar {
                id: linesScrollBar
                policy: ScrollBar.AsNeeded
            }

            Column {
                id: lineColumn
                objectName: "derivationLines"
                width: lines.width - 12
                spacing: 2

                Repeater {
                    id: lineRepeater
                    model: panel.attention.derivation
                    delegate: DerivationLine {
                        width: lineColumn.width
                        walkthrough: panel.walkthrough
                    }
                }
            }

            // Shows where the keyboard is when Tab has brought it to the lines
            // (Up and Down scroll them).
            Rectangle {
                objectName: "derivationFocusFrame"
                parent: lines
                anchors.fill: parent
                z: 2
                visible: lines.activeFocus
                color: "transparent"
                border.color: Theme.key
                border.width: 2
            }

            // Scrolls as little as needed to show the whole line at `row`.
            function showRow(row: int) {
                const item = lineRepeater.itemAt(row);
                if (item === null)
                    return;
                if (item.y < lines.contentY)
                    lines.contentY = item.y;
                else if (item.y + item.height > lines.contentY + lines.height)
                    lines.contentY = Math.min(item.y, item.y + item.height - lines.height);
            }

            // Brings the line the walkthrough points at into view; otherwise,
            // when the output is Unavailable, the reason.
            function showWhatMatters() {
                const highlighted = panel.highlightedLine !== ""
                    ? panel.attention.derivation.rowOf(panel.highlightedLine) : -1;
                const row = highlighted >= 0 ? highlighted : panel.attention.derivation.rowOf("why-unavailable");
                if (row >= 0)
                    lines.showRow(row);
            }
            // Runs after the list has taken the new lines.
            Timer {
                id: revealReason
                interval: 0
                onTriggered: lines.showWhatMatters()
            }
            Connections {
                target: panel.attention
                function onAvailableChanged() {
                    revealReason.restart();
                }
            }
            Connections {
                target: panel.walkthrough
                enabled: panel.walkthrough !== null
                function onStepChanged() {
                    revealReason.restart();
                }
            }
            Component.onCompleted: revealReason.restart()
            onHeightChanged: {
                if (panel.highlightedLine !== "")
                    revealReason.restart();
            }
            onContentHeightChanged: {
                if (panel.highlightedLine !== "")
                    revealReason.restart();
            }
        }
    }
}
