import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model

// The worked derivation at the current prefix, in the order a student would
// write it: φ(q), φ(kᵢ), Z and S, denominator, numerator, output, then the
// check against the direct form and softmax for contrast.
Pane {
    id: panel

    required property AttentionModel attention

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
                .arg(panel.attention.presetTitle)
                .arg(panel.attention.featureMapTitle)
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
        }

        ListView {
            id: lines
            objectName: "derivationList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 2
            model: panel.attention.derivation
            boundsBehavior: Flickable.StopAtBounds
            activeFocusOnTab: true
            keyNavigationEnabled: true
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Worked derivation")
            ScrollBar.vertical: ScrollBar {
                policy: ScrollBar.AsNeeded
            }
            delegate: DerivationLine {
                width: ListView.view.width - 12
            }

            // When the output becomes Unavailable, bring the reason into view.
            function showReasonIfUnavailable() {
                const row = panel.attention.derivation.rowOf("why-unavailable");
                if (row >= 0)
                    lines.positionViewAtIndex(row, ListView.Contain);
            }
            // Runs after the list has taken the new lines.
            Timer {
                id: revealReason
                interval: 0
                onTriggered: lines.showReasonIfUnavailable()
            }
            Connections {
                target: panel.attention
                function onAvailableChanged() {
                    revealReason.restart();
                }
            }
            Component.onCompleted: revealReason.restart()
        }
    }
}
