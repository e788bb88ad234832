import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model

// The classroom window: controls on top, the worked derivation beside the
// three charts, the step table below. Every number comes from `attention`.
ApplicationWindow {
    id: window

    property AttentionModel attention: AttentionModel {}
    property WalkthroughModel walkthrough: WalkthroughModel {
        attention: window.attention
    }

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: false
    title: qsTr("Linear Attention Reassociation")
    color: Theme.window

    header: ControlsBar {
        attention: window.attention
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
            }

            GridLayout {
                SplitView.fillWidth: true
                SplitView.minimumWidth: 420
                columns: 2
                rowSpacing: 0
                columnSpacing: 0

                QueryKeyPlaneChart {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: 1
                    attention: window.attention
                }
                AttentionWeightsChart {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: 1
                    attention: window.attention
                }
                OutputByPrefixChart {
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredHeight: 1
                    attention: window.attention
                }
            }
        }

        StepTableView {
            SplitView.preferredHeight: Math.max(150, window.height * 0.24)
            SplitView.minimumHeight: 110
            attention: window.attention
        }
    }
}
