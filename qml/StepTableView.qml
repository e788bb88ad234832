import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model

// Every step 1…n; the current prefix's row highlighted and kept in view,
// Unavailable cells in red.
Pane {
    id: tablePane

    required property AttentionModel attention

    // Column widths by content type: vectors are wider than single numbers.
    readonly property var columnWidths: [34, 96, 60, 124, 104, 134, 134, 96, 100, 90, 90, 86, 104]

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.panel
        border.color: Theme.border
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 2

        Label {
            text: qsTr("Step table — one row per prefix t (keys k₀…kₜ₋₁ included)")
            font.pixelSize: Theme.titleFontSize
            font.bold: true
        }

        HorizontalHeaderView {
            id: header
            Layout.fillWidth: true
            syncView: table
            clip: true
            delegate: Rectangle {
                required property string display
                implicitWidth: 60
                implicitHeight: 26
                color: Theme.headerBackground
                border.color: Theme.border
                Text {
                    anchors.fill: parent
                    anchors.margins: 4
                    text: parent.display
                    font.pixelSize: Theme.smallFontSize + 1
                    font.bold: true
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                }
            }
        }

        TableView {
            id: table
            objectName: "stepTable"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: tablePane.attention.stepTable
            boundsBehavior: Flickable.StopAtBounds
            columnWidthProvider: column => tablePane.columnWidths[column]
            activeFocusOnTab: true
            Accessible.role: Accessible.Table
            Accessible.name: qsTr("Step table")
            ScrollBar.vertical: ScrollBar {}
            ScrollBar.horizontal: ScrollBar {}

            delegate: Rectangle {
                required property string display
                required property bool current
                required property bool unavailable
                implicitHeight: 24
                color: current ? Theme.currentRow : Theme.panel
                border.color: current ? "#e0b500" : "#ececea"
                Text {
                    anchors.fill: parent
                    anchors.margins: 4
                    text: parent.display
                    font.family: Theme.monospaceFamily
                    font.pixelSize: Theme.smallFontSize + 1
                    font.bold: parent.current || parent.unavailable
                    color: parent.unavailable ? Theme.unavailable : Theme.text
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                }
            }

            // Keeps the current prefix's row in view, also right after start-up
            // when the table has only just been laid out.
            function showCurrentRow() {
                if (table.rows > 0)
                    table.positionViewAtRow(tablePane.attention.stepTable.currentRow, TableView.Contain);
            }
            Timer {
                id: revealCurrentRow
                interval: 0
                onTriggered: table.showCurrentRow()
            }
            Connections {
                target: tablePane.attention.stepTable
                function onCurrentRowChanged() {
                    revealCurrentRow.restart();
                }
            }
            Component.onCompleted: revealCurrentRow.restart()
            onHeightChanged: revealCurrentRow.restart()
            onRowsChanged: revealCurrentRow.restart()
        }
    }
}
