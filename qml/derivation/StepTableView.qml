// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Walkthrough
import LinearAttention.Desktop

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

    // Column widths by content type: vectors are wider than single numbers. Values of d_v
    // coordinates widen the value-shaped columns (v, φ(q)·S, output, reference, softmax) to a
    // vector of d_v rounded numbers, and S to two rows of them; the table then scrolls sideways.
    readonly property var columnWidths: {
        const base = [34, 96, 60, 124, 104, 134, 134, 96, 100, 90, 90, 86, 104];
        const dv = tablePane.attention.valueDimension;
        if (dv <= 1)
            return base;
        const vectorWidth = 16 + 7 * (2 + 8 * dv);
        const widths = base.slice();
        for (const column of [2, 7, 9, 10, 11])
            widths[column] = Math.max(base[column], vectorWidth);
        widths[5] = Math.max(base[5], 16 + 7 * (4 + 2 * (1 + 8 * dv)));
        return widths;
    }

    // Every row is as high as the others, so a row's place is its index times this.
    readonly property int rowHeight: Math.round(24 * Theme.textScale)

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.panel
        border.color: Theme.border
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 2

        Label {
            text: qsTr("Step table — one row per token t: prefix t + 1, keys k₀…kₜ included")
            font.pixelSize: Theme.titleFontSize
            font.bold: true
        }

        HorizontalHeaderView {
            id: header
            Layout.fillWidth: true
            syncView: table
            clip: true
            // One Text per column; the band behind them is drawn once.
            delegate: Text {
                id: headerCell
                required property string display
                // Read as the table's headings (AccessibleTable below), not as loose labels.
                Accessible.ignored: true
                padding: 4
                text: headerCell.display
                color: Theme.text
                font.pixelSize: Theme.smallFontSize + 1
                font.bold: true
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
            }
            rowHeightProvider: () => Math.round(26 * Theme.textScale)
            Rectangle {
                z: -1
                width: Math.max(header.contentWidth, header.width)
                height: header.height
                color: Theme.headerBackground
                border.color: Theme.border
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
            ScrollBar.vertical: ScrollBar {
                Accessible.name: qsTr("Scroll the step table's rows")
            }
            ScrollBar.horizontal: ScrollBar {
                Accessible.name: qsTr("Scroll the step table's columns")
            }

            rowHeightProvider: () => tablePane.rowHeight
            // The rules and bands span the columns, or the view where they are narrower.
            readonly property real rowWidth: Math.max(table.contentWidth, table.width)

            // One Text per cell and nothing else: the table's rules, the current
            // row and the walkthrough's row are drawn once for the whole table
            // below, not in each of its cells.
            delegate: Text {
                id: cell

                required property string display
                required property bool current
                required property bool unavailable
                required property int row
                required property int column

                readonly property bool concealed: tablePane.concealedColumns.indexOf(cell.column) >= 0
                // Red would say which rows are Unavailable while that is the question.
                readonly property bool showsUnavailable: cell.unavailable && !tablePane.availabilityConcealed

                padding: 4
                text: cell.concealed ? qsTr("?") : cell.display
                font.family: Theme.monospaceFamily
                font.pixelSize: Theme.smallFontSize + 1
                font.bold: cell.showsUnavailable || cell.concealed
                color: cell.concealed ? Theme.lessonAccent : cell.showsUnavailable ? Theme.unavailable : Theme.text
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                // Read through the table's interface (AccessibleTable below): every row, not
                // only those in view, with its column's heading.
                Accessible.ignored: true
            }

            // A rule under every row, behind the cells.
            Repeater {
                model: tablePane.attention.stepTable
                delegate: Rectangle {
                    required property int index
                    parent: table.contentItem
                    z: -2
                    y: (index + 1) * tablePane.rowHeight - 1
                    width: table.rowWidth
                    height: 1
                    color: Theme.rowRule
                }
            }

            // The current prefix's row, behind its cells.
            Rectangle {
                objectName: "stepTableCurrentRow"
                parent: table.contentItem
                z: -1
                visible: tablePane.attention.stepTable.currentRow >= 0
                y: tablePane.attention.stepTable.currentRow * tablePane.rowHeight
                width: table.rowWidth
                height: tablePane.rowHeight
                color: Theme.currentRow
                border.color: Theme.currentRowBorder
            }

            // The walkthrough's row: an amber band over the whole row.
            StepRowBand {
                objectName: "stepTableHighlightedRow"
                parent: table.contentItem
                z: 1
                visible: tablePane.highlightedRow >= 0
                opacity: tablePane.highlightOpacity
                y: tablePane.highlightedRow * tablePane.rowHeight
                width: table.rowWidth
                height: tablePane.rowHeight
            }

            // The table as a screen reader reads it: rows, columns, headings, the current
            // prefix's row selected, the concealed columns as "?". The Tab stop of the table.
            AccessibleTable {
                id: accessibleTable
                objectName: "stepTableAccessible"
                parent: table
                anchors.fill: parent
                model: tablePane.attention.stepTable
                concealedColumns: tablePane.concealedColumns
                concealedText: qsTr("?")
                currentRow: tablePane.attention.stepTable.currentRow
                activeFocusOnTab: true
                Accessible.role: Accessible.Table
                Accessible.name: qsTr("Step table")
                Accessible.description: qsTr("One row per token t, that is per prefix t + 1; the current prefix's row is selected")

                // Shows where the keyboard is when Tab has brought it to the table.
                Rectangle {
                    objectName: "stepTableFocusFrame"
                    anchors.fill: parent
                    z: 2
                    visible: accessibleTable.activeFocus
                    color: "transparent"
                    border.color: Theme.key
                    border.width: 2
                }
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
