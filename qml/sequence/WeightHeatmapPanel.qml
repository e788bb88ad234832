// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention
import LinearAttention.Desktop

// One causal weight matrix of the sequence (row t: token t's normalised
// weights over tokens 1…t) as a heatmap with its title and key. A click on a
// row selects that token. With a chunk size, the chunk grid is drawn over it.
Pane {
    id: panel

    required property string title
    // Rows from the model (SequenceModel.linearWeights or softmaxWeights).
    required property var rows
    required property int selectedRow
    // The selected row in words, for a screen reader (from the model).
    required property string rowSummary
    // The matrix as a screen reader's table reads it: row t a map from token j to the text of
    // its weight, and the tokens' numbers (SequenceModel.*WeightRecords, tokenNumbers).
    required property var records
    required property var tokenNumbers
    // A lesson covers the matrix: its table's cells read "hidden".
    property bool concealed: false
    property int chunkSize: 0
    // False while a lesson question asks about the chunks: the grid and its key are left out.
    property bool showsChunks: true
    property color colour: Theme.linear
    // The key lists the hatch of Unavailable rows, and the colour of weights
    // outside 0…1, only when the matrix has them.
    property bool showsUnavailableKey: false
    property bool showsOutsideRangeKey: false
    // A word on what the weights include, e.g. the decay factor.
    property string note

    signal tokenChosen(int token)

    // A short panel (presenter mode under a lesson) keeps the room for the matrix: the key
    // keeps only the scale.
    readonly property bool compactKey: panel.height < 300

    padding: 4
    background: Rectangle {
        color: Theme.panel
        border.color: Theme.border
    }
    Accessible.role: Accessible.Graphic
    Accessible.name: panel.title
    // The selected row's weights, unless a lesson question hides the matrix.
    Accessible.description: panel.concealed ? "" : panel.rowSummary

    ColumnLayout {
        anchors.fill: parent
        spacing: 2

        Label {
            text: panel.title
            font.bold: true
            font.pixelSize: Theme.fontSize
            color: Theme.text
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        WeightHeatmap {
            id: heatmap
            objectName: "heatmap"

            // The weights as a table: rows and columns the tokens, the selected token's row
            // selected.
            AccessibleTable {
                objectName: "heatmapTable"
                anchors.fill: parent
                records: panel.records
                fields: panel.tokenNumbers
                headings: panel.tokenNumbers
                currentRow: panel.selectedRow
                concealed: panel.concealed
                concealedText: qsTr("hidden")
                Accessible.role: Accessible.Table
                Accessible.name: panel.title
                Accessible.description: qsTr("Row t holds token t's weights over tokens 0 to t; the selected token's row is selected")
            }
            Layout.fillWidth: true
            Layout.fillHeight: true
            rows: panel.rows
            selectedRow: panel.selectedRow
            chunkSize: panel.showsChunks ? panel.chunkSize : 0
            colour: panel.colour
            emptyColour: Theme.dark ? "#1f2937" : "#ffffff"
            negativeColour: Theme.query
            maskColour: Theme.border
            unavailableColour: Theme.unavailable
            gridColour: Theme.text
            // Not the lesson's amber: that frame says "look here", this one "the selected token".
            selectionColour: Theme.current
            textColour: Theme.mutedText
            fontPixelSize: Theme.smallFontSize

            MouseArea {
                anchors.fill: parent
                onClicked: mouse => {
                    const row = heatmap.rowAt(mouse.x, mouse.y);
                    if (row >= 0)
                        panel.tokenChosen(row);
                }
            }
        }
        // The key: weight 0 to 1, and what the matrix has of negative weights,
        // Unavailable rows and chunk frames.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Row {
                spacing: 4
                Label {
                    text: "0"
                    font.pixelSize: Theme.smallFontSize
                    color: Theme.mutedText
                }
                Rectangle {
                    width: 60
                    height: 10
                    anchors.verticalCenter: parent.verticalCenter
                    border.color: Theme.border
                    gradient: Gradient {
                        orientation: Gradient.Horizontal
                        GradientStop { position: 0; color: heatmap.emptyColour }
                        GradientStop { position: 1; color: panel.colour }
                    }
                }
                Label {
                    text: qsTr("1 weight")
                    font.pixelSize: Theme.smallFontSize
                    color: Theme.mutedText
                }
            }
            Label {
                visible: panel.note.length > 0 && !panel.compactKey
                text: panel.note
                font.pixelSize: Theme.smallFontSize
                color: Theme.mutedText
            }
            Label {
                visible: panel.showsOutsideRangeKey
                text: qsTr("■ below 0 · ● above 1")
                font.pixelSize: Theme.smallFontSize
                color: Theme.query
            }
            Label {
                visible: panel.showsUnavailableKey
                text: qsTr("▨ Unavailable row")
                font.pixelSize: Theme.smallFontSize
                color: Theme.unavailable
            }
        }
        Label {
            visible: panel.showsChunks && panel.chunkSize > 0 && !panel.compactKey
            Layout.fillWidth: true
            text: qsTr("Chunks: ▭ solid, computed directly · ⬚ dashed, through the state")
            // Said in words: a screen reader spells the frame signs.
            Accessible.name: qsTr("Chunks: blocks framed solid are computed directly; blocks framed dashed go through the state")
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.smallFontSize
            color: Theme.mutedText
        }
    }
}
