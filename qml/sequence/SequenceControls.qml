// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Export

// The sequence view's controls: the sequence, the feature map (shared with
// the single-query view), the decay γ, the chunk size C and the selected
// token. A refused γ or C goes back to the last good value and says why
// beside the field it was typed in.
ToolBar {
    id: bar

    required property SequenceModel sequence
    required property AttentionModel attention
    // A lesson step points at the controls.
    property bool highlighted: false
    // A short window (or presenter mode's large type) keeps the room for the views: no sentence.
    property bool compact: false
    // A lesson question hides the sequence's sentence (it says where outputs are Unavailable).
    property bool descriptionConcealed: false
    // Exports of this view: the tokens, the handout and these two charts.
    required property ExportController exporter

    function openExportMenu() {
        exportButton.openMenu();
    }

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.headerBackground
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }
        // In the background: a second item in the bar itself would stop it sizing to its contents.
        HighlightFrame {
            objectName: "sequenceControlsHighlight"
            anchors.fill: parent
            shown: bar.highlighted
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing * 2

            RowLayout {
                spacing: Theme.spacing
                Label {
                    text: qsTr("Sequence")
                    font.bold: true
                    font.pixelSize: Theme.fontSize
                }
                FittingComboBox {
                    id: sequenceBox
                    objectName: "sequenceBox"
                    implicitContentWidthPolicy: ComboBox.WidestText
                    model: bar.sequence.sequences
                    textRole: "title"
                    currentIndex: bar.sequence.sequenceIndex
                    displayText: bar.sequence.title
                    font.pixelSize: Theme.fontSize
                    // Wide enough for what it shows: a file's own title, or any title in
                    // presenter mode's larger type.
                    Layout.minimumWidth: shownTitle.advanceWidth + sequenceBox.leftPadding
                                         + sequenceBox.rightPadding + 4
                    TextMetrics {
                        id: shownTitle
                        font: sequenceBox.font
                        text: sequenceBox.displayText
                    }
                    onActivated: index => bar.sequence.sequenceIndex = index
                    Binding {
                        target: sequenceBox.contentItem
                        property: "Accessible.name"
                        value: sequenceBox.displayText
                    }
                    Accessible.name: qsTr("Sequence")
                    Accessible.description: bar.sequence.description
                }
                Label {
                    text: qsTr("Feature map φ")
                    font.bold: true
                    font.pixelSize: Theme.fontSize
                }
                FittingComboBox {
                    id: featureMapBox
                    objectName: "sequenceFeatureMapBox"
                    implicitContentWidthPolicy: ComboBox.WidestText
                    model: bar.attention.featureMaps
                    textRole: "title"
                    currentIndex: bar.attention.featureMapIndex
                    font.pixelSize: Theme.fontSize
                    onActivated: index => bar.attention.featureMapIndex = index
                    Binding {
                        target: featureMapBox.contentItem
                        property: "Accessible.name"
                        value: featureMapBox.displayText
                    }
                    Accessible.name: qsTr("Feature map")
                    Accessible.description: bar.attention.featureMapDescription
                }
            }

            RowLayout {
                spacing: Theme.spacing
                Label {
                    text: qsTr("Decay γ")
                    font.bold: true
                    font.pixelSize: Theme.fontSize
                }
                TextField {
                    objectName: "decayField"
                    text: bar.sequence.decay.text
                    font.pixelSize: Theme.fontSize
                    Layout.preferredWidth: 70
                    onEditingFinished: {
                        if (!bar.sequence.setDecayText(text))
                            text = bar.sequence.decay.text;
                    }
                    Accessible.name: qsTr("Decay γ")
                    Accessible.description: qsTr("A number in (0, 1]: 1 forgets nothing; below 1 a key j tokens back weighs γ to the power j")
                }
                Label {
                    text: qsTr("Chunk C")
                    font.bold: true
                    font.pixelSize: Theme.fontSize
                }
                TextField {
                    objectName: "chunkField"
                    text: String(bar.sequence.chunkSize)
                    font.pixelSize: Theme.fontSize
                    Layout.preferredWidth: 50
                    inputMethodHints: Qt.ImhDigitsOnly
                    onEditingFinished: {
                        if (!bar.sequence.setChunkText(text))
                            text = String(bar.sequence.chunkSize);
                    }
                    Accessible.name: qsTr("Chunk size C")
                    Accessible.description: qsTr("A whole number from 1 to %1").arg(bar.sequence.tokenCount)
                }
            }

            RowLayout {
                spacing: Theme.spacing
                Label {
                    text: qsTr("Token")
                    font.bold: true
                    font.pixelSize: Theme.fontSize
                }
                Slider {
                    id: tokenSlider
                    objectName: "tokenSlider"
                    Layout.preferredWidth: 160
                    from: 0
                    to: bar.sequence.lastToken
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: bar.sequence.token
                    enabled: bar.sequence.tokenCount > 1
                    onMoved: bar.sequence.token = value
                    // What a screen reader reports as the slider's range.
                    readonly property real minimumValue: tokenSlider.from
                    readonly property real maximumValue: tokenSlider.to
                    Accessible.role: Accessible.Slider
                    Accessible.name: qsTr("Token")
                    Accessible.description: qsTr("The token whose query is worked through, numbered from 0")
                }
                RangeSpinBox {
                    id: tokenSpinBox
                    objectName: "tokenSpinBox"
                    from: 0
                    to: bar.sequence.lastToken
                    value: bar.sequence.token
                    editable: true
                    font.pixelSize: Theme.fontSize
                    onValueModified: bar.sequence.token = value
                    Accessible.name: qsTr("Token")
                    Accessible.description: qsTr("The token whose query is worked through, numbered from 0")
                }
                Label {
                    text: qsTr("of %1 tokens (0–%2)").arg(bar.sequence.tokenCount).arg(bar.sequence.lastToken)
                    font.pixelSize: Theme.fontSize
                    color: Theme.mutedText
                }
                ExportMenu {
                    id: exportButton
                    objectName: "sequenceExportButton"
                    Layout.leftMargin: Theme.spacing
                    attention: bar.attention
                    controller: bar.exporter
                }
            }
        }

        Label {
            objectName: "decayError"
            Layout.fillWidth: true
            visible: text.length > 0
            text: bar.sequence.decayError
            wrapMode: Text.WordWrap
            color: Theme.unavailable
            font.pixelSize: Theme.fontSize
        }
        Label {
            objectName: "chunkError"
            Layout.fillWidth: true
            visible: text.length > 0
            text: bar.sequence.chunkError
            wrapMode: Text.WordWrap
            color: Theme.unavailable
            font.pixelSize: Theme.fontSize
        }
        Label {
            objectName: "sequenceDescription"
            Layout.fillWidth: true
            visible: text.length > 0 && !bar.compact
            text: bar.descriptionConcealed
                  ? qsTr("%1: its description is hidden until the question is answered.").arg(bar.sequence.title)
                  : bar.sequence.description
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.smallFontSize
            color: Theme.mutedText
        }
    }
}
