// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Walkthrough

// Every step 1…n; the current prefix's row highlighted and kept in view,
// Unavailable cells in red. During a walkthrough a step can point at one row
// (framed in amber and brought into view), and while the student works out a
// faded derivation line the current row's cells that hold it show "?".
Pane {
    id: tablePane

    required property AttentionModel attention
    // The guided walkthrough, or null.
    property WalkthroughModel walkthrough: null

    // The model row the walkthrough points at, or -1.
    readonly property int highlightedRow: tablePane.walkthrough !== null
        ? tablePane.walkthrough.highlightedTableRow : -1
    // Columns that would give a faded line or the open question away, hidden
    // in every row (WalkthroughModel decides which).
    readonly property var concealedColumns: tablePane.walkthrough !== null ? tablePane.walkthrough.concealedColumns : []
    readonly property bool availabilityConcealed: tablePane.walkthrough !== null
        && tablePane.walkthrough.concealsAvailability
    // The amber frame of the highlighted row pulses a few times, then stays.
    property real highlightOpacity: 1

    SequentialAnimation {
        id: rowPulse
        loops: 3
        NumberAnimation {
            target: tablePane
            property: "highlightOpacity"
            to: 0.35
            duration: 550
            easing.type: Easing.InOutQuad
        }
        NumberAnimation {
            target: tablePane
            property: "highlightOpacity"
            to: 1
            duration: 550
            easing.type: Easing.InOutQuad
        }
    }
    onHighlightedRowChanged: {
        rowPulse.stop();
        tablePane.highlightOpacity = 1;
        if (tablePane.highlightedRow >= 0)
            rowPulse.start();
    }

    // Column widths by content type: vectors are wider than single numbers.
    readonly property var columnWidths: [34, 96, 60, 124, 104, 134, 134, 96, 100, 90, 90, 86, 104]

    // The walkthrough's row: an amber band across the whole row, made in a
    // cell the first time its row is highlighted (most cells never are).
    Component {
        id: rowBandComponent
        StepRowBand {}
    }

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
                id: headerCell
                required property string display
                implicitWidth: 60
                Accessible.role: Accessible.ColumnHeader
                Accessible.name: headerCell.display
                implicitHeight: Math.round(26 * Theme.textScale)
                color: Theme.headerBackground
                border.color: Theme.border
                Text {
                    anchors.fill: parent
                    anchors.margins: 4
                    text: headerCell.display
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
            // Wider in presenter mode, as the text is.
            columnWidthProvider: column => Math.round(tablePane.columnWidths[column] * Theme.textScale)
            activeFocusOnTab: true
            Accessible.role: Accessible.Table
            Accessible.name: qsTr("Step table")
            ScrollBar.vertical: ScrollBar {}
            ScrollBar.horizontal: ScrollBar {}

            delegate: Rectangle {
                id: cell

                required property string display
                required property string place
                required property bool current
                required property bool unavailable
                required property int row
                required property int column

                readonly property bool concealed: tablePane.concealedColumns.indexOf(cell.column) >= 0
                readonly property bool highlighted: cell.row === tablePane.highlightedRow
                // Red would say which rows are Unavailable while that is the question.
                readonly property bool showsUnavailable: cell.unavailable && !tablePane.availabilityConcealed

                implicitHeight: Math.round(24 * Theme.textScale)
                color: current ? Theme.currentRow : Theme.panel
                border.color: current ? "#e0b500" : "#ececea"
                // A screen reader reads what the cell shows, and where it is.
                Accessible.role: Accessible.Cell
                Accessible.name: cellText.text
                Accessible.description: cell.place
                Text {
                    id: cellText
                    anchors.fill: parent
                    anchors.margins: 4
                    text: cell.concealed ? qsTr("?") : cell.display
                    font.family: Theme.monospaceFamily
                    font.pixelSize: Theme.smallFontSize + 1
                    font.bold: cell.current || cell.showsUnavailable || cell.concealed
                    color: cell.concealed ? Theme.lessonAccent : cell.showsUnavailable ? Theme.unavailable : Theme.text
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                }

                // The walkthrough's row: an amber band across the whole row (StepRowBand).
                Item {
                    id: bandHolder
                    anchors.fill: parent
                    visible: cell.highlighted
                    opacity: tablePane.highlightOpacity

                    function makeBand() {
                        if (cell.highlighted && bandHolder.children.length === 0)
                            rowBandComponent.createObject(bandHolder, {
                                first: Qt.binding(() => cell.column === 0),
                                last: Qt.binding(() => cell.column === table.columns - 1)
                            });
                    }
                    onVisibleChanged: bandHolder.makeBand()
                    Component.onCompleted: bandHolder.makeBand()
                }
            }

            // Shows where the keyboard is when Tab has brought it to the table.
            Rectangle {
                objectName: "stepTableFocusFrame"
                parent: table
                anchors.fill: parent
                z: 2
                visible: table.activeFocus
                color: "transparent"
                border.color: Theme.key
                border.width: 2
            }

            // Keeps the row the walkthrough points at in view, otherwise the
            // current prefix's row, also right after start-up when the table
            // has only just been laid out.
            function showCurrentRow() {
                if (table.rows <= 0)
                    return;
                const row = tablePane.highlightedRow >= 0 && tablePane.highlightedRow < table.rows
                    ? tablePane.highlightedRow : tablePane.attention.stepTable.currentRow;
                // The first row goes to the very top: positioned while the table
                // was still being sized (a restored session), "Contain" could
                // leave it part-way under the header.
                if (row <= 0)
                    table.contentY = table.originY;
                else
                    table.positionViewAtRow(row, TableView.Contain);
            }
            Connections {
                target: tablePane
                function onHighlightedRowChanged() {
                    revealCurrentRow.restart();
                }
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
