// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Walkthrough
import LinearAttention.Export

// Causal attention over a whole sequence: the controls on top; the selected
// token's worked derivation at the left; at the right the weight matrices of
// linear attention (with the chunk grid) and of softmax side by side, the
// ranks of the largest block through the state, and the output at every
// token, computed three ways. Every number comes from `sequence`. During a
// lesson step on this view, what the step points at is framed and what would
// give its question away is covered.
Item {
    id: view

    required property SequenceModel sequence
    required property AttentionModel attention
    property WalkthroughModel walkthrough: null
    required property ExportController exporter
    // The matrices and charts beside the derivation (View ▸ Show the charts); without them the
    // derivation takes the width.
    property bool showCharts: true

    function openExportMenu() {
        controls.openExportMenu();
    }

    // This view's charts by the names the exports give them (ExportController.charts).
    readonly property var exportCharts: ({
        "sequence-weights": heatmaps,
        "sequence-output": outputChartView,
        "sequence-values": valuePlaneView
    })

    readonly property bool inLesson: view.walkthrough !== null && view.walkthrough.active
    readonly property bool hidesChunks: view.inLesson && view.walkthrough.concealsChunks
    readonly property bool hidesLinearWeights: view.inLesson && view.walkthrough.concealsLinearWeights
    readonly property bool hidesSoftmaxWeights: view.inLesson && view.walkthrough.concealsSoftmaxWeights
    readonly property bool hidesOutputChart: view.inLesson && view.walkthrough.concealsOutputChart
    readonly property string concealedNote: view.walkthrough !== null ? view.walkthrough.concealedNote : ""
    function chartHighlighted(name: string): bool {
        return view.inLesson && view.walkthrough.highlightedChart === name;
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        SequenceControls {
            id: controls
            Layout.fillWidth: true
            exporter: view.exporter
            sequence: view.sequence
            attention: view.attention
            highlighted: view.inLesson && view.walkthrough.controlsHighlighted
            descriptionConcealed: view.inLesson && view.walkthrough.concealsPresetDescription
            compact: Theme.presenter || (view.inLesson && view.height < 640)
        }

        SplitView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            orientation: Qt.Horizontal

            Pane {
                objectName: "tokenDerivation"
                // A lesson step that asks about a chart gives it the room (presenter mode's
                // pages were left about 90 px matrices at 1024×768).
                SplitView.preferredWidth: view.width * (!Theme.presenter ? 0.36
                                                        : view.inLesson && view.walkthrough.highlightedChart !== "" ? 0.32 : 0.45)
                SplitView.minimumWidth: 340
                SplitView.fillWidth: !rightColumn.visible
                padding: Theme.spacing
                background: Rectangle {
                    color: Theme.panel
                    border.color: Theme.border
                }

                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing

                    Label {
                        objectName: "sequenceDerivationTitle"
                        text: qsTr("Worked derivation, token %1").arg(view.sequence.token)
                        font.pixelSize: Theme.titleFontSize
                        font.bold: true
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "sequenceCaption"
                        text: view.sequence.caption
                        font.pixelSize: Theme.fontSize
                        color: Theme.mutedText
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                        Layout.topMargin: -Theme.spacing
                    }
                    Label {
                        objectName: "memoryLine"
                        text: view.sequence.memorySummary
                        font.pixelSize: Theme.smallFontSize
                        color: Theme.text
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                        background: Rectangle {
                            color: Theme.noticeBackground
                            radius: Theme.radius
                        }
                        padding: 4
                    }
                    // The token's output in its three forms and softmax, as a status a screen
                    // reader reads on request (the single query's output box is one). While a
                    // lesson question hides anything, its numbers read "?".
                    Item {
                        objectName: "sequenceOutputStatus"
                        readonly property bool hidesNumbers: view.inLesson
                            && (view.walkthrough.concealedLines.length > 0 || view.walkthrough.concealsOutputValue
                                || view.walkthrough.concealsReferenceValue || view.walkthrough.concealsSoftmaxValue
                                || view.walkthrough.concealsAvailability || view.hidesOutputChart)
                        readonly property string unknown: qsTr("?")
                        Layout.preferredWidth: 1
                        Layout.preferredHeight: 1
                        Accessible.role: Accessible.StatusBar
                        Accessible.name: qsTr("Output at token %1: recurrent %2, parallel %3, chunkwise %4; softmax %5")
                            .arg(view.sequence.token)
                            .arg(hidesNumbers ? unknown : view.sequence.recurrent.text)
                            .arg(hidesNumbers ? unknown : view.sequence.parallel.text)
                            .arg(hidesNumbers ? unknown : view.sequence.chunkwise.text)
                            .arg(hidesNumbers ? unknown : view.sequence.softmax.text)
                    }
                    DerivationLineList {
                        id: lines
                        objectName: "sequenceDerivationList"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        derivation: view.sequence.derivation
                        walkthrough: view.walkthrough

                        Connections {
                            target: view.sequence
                            function onTokenChanged() {
                                lines.startAgain();
                            }
                            function onTokenResultsChanged() {
                                lines.revealSoon();
                            }
                        }
                    }
                }
            }

            // The matrices over the output chart; in presenter mode, or when the
            // column is too short for both at a readable size, one page at a time,
            // chosen by tabs (a lesson step that points at one turns to it).
            Item {
                id: rightColumn
                visible: view.showCharts
                SplitView.fillWidth: true
                SplitView.minimumWidth: 420

                // The value plane shares the output's row, so with it the charts need more height.
                readonly property bool paged: Theme.presenter
                    || rightColumn.height < (view.sequence.valueDimension === 2 ? 600 : 440)
                // 0: the weight matrices, 1: the output chart (and the value plane).
                readonly property int page: pageTabs.currentIndex

                TabBar {
                    id: pageTabs
                    objectName: "sequencePageTabs"
                    visible: rightColumn.paged
                    width: rightColumn.width
                    font.pixelSize: Theme.fontSize
                    Connections {
                        target: view.walkthrough
                        enabled: view.walkthrough !== null
                        function onHighlightChanged() {
                            if (view.chartHighlighted("sequence-weights"))
                                pageTabs.currentIndex = 0;
                            else if (view.chartHighlighted("sequence-output"))
                                pageTabs.currentIndex = 1;
                        }
                    }
                    TabButton {
                        objectName: "sequenceWeightsTab"
                        text: qsTr("Weight matrices")
                    }
                    TabButton {
                        objectName: "sequenceOutputTab"
                        text: view.sequence.valueDimension === 2 ? qsTr("Output and values")
                                                                 : qsTr("Output against token")
                    }
                }

                ColumnLayout {
                    anchors.fill: parent
                    anchors.topMargin: rightColumn.paged ? pageTabs.height : 0
                    spacing: 0

                    // The two matrices share the width equally and take a little over half the
                    // height (all of it, as a page).
                    RowLayout {
                        id: heatmaps
                        readonly property real share: rightColumn.paged ? parent.height - rankLine.height
                                                                        : parent.height * 0.56
                        visible: !rightColumn.paged || rightColumn.page === 0
                        Layout.fillWidth: true
                        Layout.preferredHeight: heatmaps.share
                        Layout.maximumHeight: heatmaps.share
                        spacing: 0

                        WeightHeatmapPanel {
                            objectName: "linearHeatmap"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.fillHeight: true
                            title: qsTr("Linear attention weights")
                            note: qsTr("decay γ^(t−j) included")
                            showsUnavailableKey: view.sequence.hasUnavailableTokens
                            showsOutsideRangeKey: view.sequence.weightsLeaveUnitRange
                            rows: view.sequence.linearWeights
                            records: view.sequence.linearWeightRecords
                            tokenNumbers: view.sequence.tokenNumbers
                            concealed: view.hidesLinearWeights
                            selectedRow: view.sequence.token
                            rowSummary: view.sequence.linearRowSummary
                            chunkSize: view.sequence.chunkSize
                            colour: Theme.linear
                            showsChunks: !view.hidesChunks
                            onTokenChosen: token => view.sequence.token = token

                            ConcealedCover {
                                objectName: "linearHeatmapCover"
                                anchors.fill: parent
                                visible: view.hidesLinearWeights
                                what: qsTr("Linear attention weights")
                                until: view.concealedNote
                            }
                        }
                        WeightHeatmapPanel {
                            objectName: "softmaxHeatmap"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.fillHeight: true
                            title: qsTr("Softmax weights")
                            rows: view.sequence.softmaxWeights
                            records: view.sequence.softmaxWeightRecords
                            tokenNumbers: view.sequence.tokenNumbers
                            concealed: view.hidesSoftmaxWeights
                            selectedRow: view.sequence.token
                            rowSummary: view.sequence.softmaxRowSummary
                            colour: Theme.softmax
                            onTokenChosen: token => view.sequence.token = token

                            ConcealedCover {
                                objectName: "softmaxHeatmapCover"
                                anchors.fill: parent
                                visible: view.hidesSoftmaxWeights
                                what: qsTr("Softmax weights")
                                until: view.concealedNote
                            }
                        }
                    }
                    Label {
                        id: rankLine
                        objectName: "rankSummary"
                        visible: heatmaps.visible
                        Layout.fillWidth: true
                        text: view.hidesChunks
                              ? qsTr("The ranks of the blocks: %1").arg(view.concealedNote)
                              : view.sequence.rankSummary
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fontSize
                        color: Theme.text
                        padding: 4
                        background: Rectangle {
                            color: Theme.panel
                            border.color: Theme.border
                        }
                    }
                    // The output against token; beside it, for values of two coordinates, the
                    // value plane with the selected token's output as a weighted average.
                    RowLayout {
                        visible: !rightColumn.paged || rightColumn.page === 1
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 180
                        spacing: 0

                        SequenceOutputChart {
                            id: outputChartView
                            objectName: "sequenceOutputChart"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.preferredWidth: 3
                            sequence: view.sequence
                            concealed: view.hidesOutputChart

                            ConcealedCover {
                                objectName: "sequenceOutputChartCover"
                                anchors.fill: parent
                                visible: view.hidesOutputChart
                                what: qsTr("Output against token")
                                until: view.concealedNote
                            }
                            HighlightFrame {
                                objectName: "sequenceOutputHighlight"
                                anchors.fill: parent
                                shown: view.chartHighlighted("sequence-output")
                            }
                        }
                        ValuePlaneChart {
                            id: valuePlaneView
                            objectName: "valuePlaneChart"
                            visible: view.sequence.valueDimension === 2
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.preferredWidth: 2
                            planeData: view.sequence.valuePlaneChart
                            // The plane shows the output and, in its path, the weights.
                            concealed: view.hidesOutputChart || view.hidesLinearWeights

                            ConcealedCover {
                                objectName: "valuePlaneChartCover"
                                anchors.fill: parent
                                visible: view.hidesOutputChart || view.hidesLinearWeights
                                what: qsTr("Values and their weighted average")
                                until: view.concealedNote
                            }
                        }
                    }
                }
                // Over both matrices and the rank line: outside the layout, placed on them.
                HighlightFrame {
                    objectName: "sequenceWeightsHighlight"
                    x: heatmaps.x
                    y: heatmaps.y
                    width: heatmaps.width
                    height: rankLine.y + rankLine.height - heatmaps.y
                    shown: view.chartHighlighted("sequence-weights")
                }
            }
        }
    }
}
