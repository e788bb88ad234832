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

        DerivationLineList {
            id: lines
            objectName: "derivationList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            derivation: panel.attention.derivation
            walkthrough: panel.walkthrough

            Connections {
                target: panel.attention
                function onAvailableChanged() {
                    lines.revealSoon();
                }
            }
        }
    }
}
