import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model

// The classroom window: controls on top, the worked derivation beside the
// three charts, the step table below. Every number comes from `attention`.
// During a guided walkthrough a lesson strip sits under the controls and the
// part of the window the step points at is framed in amber.
ApplicationWindow {
    id: window

    property AttentionModel attention: AttentionModel {}
    property WalkthroughModel walkthrough: WalkthroughModel {
        attention: window.attention
    }

    // The derivation lines the student fills in during a walkthrough step.
    readonly property var hiddenLines: window.walkthrough.hiddenLines

    function chartHighlighted(name: string): bool {
        return window.walkthrough.active && window.walkthrough.highlightKind === "chart"
            && window.walkthrough.highlightTarget === name;
    }

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: false
    title: qsTr("Linear Attention Reassociation")
    color: Theme.window

    header: ColumnLayout {
        spacing: 0

        ControlsBar {
            Layout.fillWidth: true
            attention: window.attention
            walkthrough: window.walkthrough
            // A short window cannot hold the descriptions and the lesson strip.
            compact: window.walkthrough.active && window.height < 720
        }
        ErrorBanner {
            objectName: "lessonErrorBanner"
            Layout.fillWidth: true
            visible: window.walkthrough.errorMessage.length > 0
            title: qsTr("The lesson could not be opened:")
            message: window.walkthrough.errorMessage
            onCloseRequested: window.walkthrough.clearError()
        }
        // The lesson strip is made the first time a lesson starts, so it
        // costs nothing at start-up; then it stays, shown while a lesson runs.
        Loader {
            id: lessonStrip
            Layout.fillWidth: true
            visible: window.walkthrough.active

            function load() {
                if (window.walkthrough.active && lessonStrip.status === Loader.Null)
                    lessonStrip.setSource("WalkthroughPanel.qml", {
                        objectName: "walkthroughPanel",
                        walkthrough: window.walkthrough,
                        compact: Qt.binding(() => window.height < 720)
                    });
            }
            Connections {
                target: window.walkthrough
                function onActiveChanged() {
                    lessonStrip.load();
                }
            }
            Component.onCompleted: lessonStrip.load()
        }
    }

    SplitView {
        id: verticalSplit
        anchors.fill: parent
        orientation: Qt.Vertical

        SplitView {
            SplitView.fillHeight: true
            SplitView.minimumHeight: 300
            orientation: Qt.Horizontal

            DerivationPanel {
                SplitView.preferredWidth: window.width * 0.4
                SplitView.minimumWidth: 360
                attention: window.attention
                walkthrough: window.walkthrough
            }

            // Plane and weights side by side over the output chart. Plain
            // anchoring, not a layout, so each chart is laid out once less
            // while the window settles (charts are costly to lay out).
            Item {
                id: chartArea
                SplitView.fillWidth: true
                SplitView.minimumWidth: 420

                QueryKeyPlaneChart {
                    objectName: "planeChart"
                    anchors.left: chartArea.left
                    anchors.top: chartArea.top
                    width: chartArea.width / 2
                    height: chartArea.height / 2
                    attention: window.attention

                    HighlightFrame {
                        objectName: "planeHighlight"
                        anchors.fill: parent
                        shown: window.chartHighlighted("plane")
                    }
                }
                AttentionWeightsChart {
                    objectName: "weightsChart"
                    anchors.right: chartArea.right
                    anchors.top: chartArea.top
                    width: chartArea.width / 2
                    height: chartArea.height / 2
                    attention: window.attention

                    HighlightFrame {
                        objectName: "weightsHighlight"
                        anchors.fill: parent
                        shown: window.chartHighlighted("weights")
                    }
                }
                OutputByPrefixChart {
                    objectName: "outputChart"
                    id: outputChart
                    anchors.left: chartArea.left
                    anchors.right: chartArea.right
                    anchors.bottom: chartArea.bottom
                    height: chartArea.height / 2
                    attention: window.attention

                    // While the student works out the output, the chart would
                    // show it: it is covered until the line is filled in.
                    Rectangle {
                        objectName: "outputChartCover"
                        anchors.fill: parent
                        visible: window.hiddenLines.indexOf("output") >= 0
                        color: Theme.lessonBackground
                        border.color: Theme.border

                        Label {
                            anchors.centerIn: parent
                            width: Math.min(implicitWidth, parent.width - 2 * Theme.spacing)
                            text: qsTr("Output against prefix: hidden until you have filled in the output line")
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.WordWrap
                            font.pixelSize: Theme.fontSize
                            color: Theme.mutedText
                        }
                    }
                    HighlightFrame {
                        objectName: "outputHighlight"
                        anchors.fill: parent
                        shown: window.chartHighlighted("output")
                    }
                }
            }
        }

        StepTableView {
            // Smaller while a lesson strip takes room above; in a short window
            // just the title, the header and the row that matters.
            SplitView.preferredHeight: !window.walkthrough.active ? Math.max(150, window.height * 0.24)
                                     : window.height < 720 ? 96 : 136
            SplitView.minimumHeight: window.walkthrough.active ? 80 : 110
            attention: window.attention
            walkthrough: window.walkthrough
        }
    }
}
