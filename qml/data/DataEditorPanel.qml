// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention

// The data being worked on, editable: q, the keys and their values, one row
// each. A typed number is checked by the model when the field is left (Enter
// or Tab); a refused entry is outlined in red, the message says what and
// where, and the field goes back to the last good value. Keys can be added
// (up to 64) and removed (down to 1); every edit can be undone.
Pane {
    id: editor

    required property AttentionModel attention
    required property DataFiles dataFiles

    signal openRequested()
    signal saveRequested()
    signal closeRequested()

    // Opened from the keyboard (Ctrl+D, Edit data): the keyboard goes to the query's first number.
    function takeFocus() {
        const cell = grid.itemAtCell(Qt.point(0, 0));
        (cell !== null ? cell : grid).forceActiveFocus(Qt.TabFocusReason);
    }

    readonly property int cellWidth: Math.round(74 * Theme.textScale)
    readonly property int labelWidth: Math.round(34 * Theme.textScale)
    readonly property int rowHeight: Math.round(30 * Theme.textScale)

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.panel
        border.color: Theme.border
    }

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Data editor")

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: qsTr("Data")
                font.pixelSize: Theme.titleFontSize
                font.bold: true
                color: Theme.text
            }
            ToolButton {
                objectName: "closeDataEditor"
                text: "×"
                font.pixelSize: Theme.titleFontSize
                onClicked: editor.closeRequested()
                Accessible.name: qsTr("Close the data editor")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Close the data editor (Ctrl+D)")
            }
        }
        Label {
            objectName: "dataSource"
            // Wrapping labels fill the width but ask for little: the panel's implicit width must
            // not follow its own width (the split view would resize it again: a polish loop).
            Layout.fillWidth: true
            Layout.preferredWidth: editor.cellWidth
            Layout.topMargin: -Theme.spacing
            text: editor.attention.ownData
                  ? qsTr("Own data: %1").arg(editor.attention.dataTitle)
                  : qsTr("Preset %1, as shipped").arg(editor.attention.presetTitle)
            wrapMode: Text.Wrap
            font.pixelSize: Theme.smallFontSize
            color: Theme.mutedText
        }

        // The grid with its column headings above and row names (q, k₀, …) beside.
        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: 2
            rowSpacing: 2
            columnSpacing: 2

            Item {
                implicitWidth: editor.labelWidth
                implicitHeight: 1
            }
            HorizontalHeaderView {
                Layout.fillWidth: true
                implicitHeight: editor.rowHeight
                syncView: grid
                clip: true
                delegate: Label {
                    required property string display
                    text: display
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                    font.pixelSize: Theme.smallFontSize
                    font.bold: true
                    color: Theme.mutedText
                }
            }
            VerticalHeaderView {
                Layout.fillHeight: true
                implicitWidth: editor.labelWidth
                syncView: grid
                clip: true
                delegate: Label {
                    required property string display
                    required property int row
                    text: display
                    verticalAlignment: Text.AlignVCenter
                    font.pixelSize: Theme.fontSize
                    font.bold: true
                    color: row === 0 ? Theme.query : Theme.key
                }
            }
            TableView {
                id: grid
                objectName: "dataGrid"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: editor.rowHeight * 3
                clip: true
                rowSpacing: 2
                columnSpacing: 2
                model: editor.attention.dataTable
                boundsBehavior: Flickable.StopAtBounds
                // A value of several coordinates adds columns: they share the width down to a
                // number's room, then the grid scrolls sideways.
                columnWidthProvider: () => Math.max(Math.round(56 * Theme.textScale),
                                                    Math.min(editor.cellWidth,
                                                             Math.floor((grid.width - grid.columnSpacing * (grid.columns - 1))
                                                                        / Math.max(1, grid.columns))))
                // Not during a layout under way (the split view settling): right after it.
                onWidthChanged: relayout.restart()
                onColumnsChanged: relayout.restart()
                Timer {
                    id: relayout
                    interval: 0
                    onTriggered: grid.forceLayout()
                }
                rowHeightProvider: () => editor.rowHeight
                ScrollBar.vertical: ScrollBar {
                    Accessible.name: qsTr("Scroll the keys")
                }
                ScrollBar.horizontal: ScrollBar {
                    Accessible.name: qsTr("Scroll the coordinates")
                }

                // A key added (by the button, the menu or a redo) is brought
                // into view: it is the last row.
                property int shownKeys: editor.attention.keyCount
                Timer {
                    id: showNewKey
                    interval: 0
                    onTriggered: {
                        grid.forceLayout();
                        grid.positionViewAtRow(grid.rows - 1, TableView.Contain);
                    }
                }
                Connections {
                    target: editor.attention
                    function onKeyCountChanged() {
                        // Once the table has its new row.
                        if (editor.attention.keyCount > grid.shownKeys)
                            showNewKey.restart();
                        grid.shownKeys = editor.attention.keyCount;
                    }
                }

                delegate: TextField {
                    id: cell

                    required property int row
                    required property int column
                    required property string display
                    required property bool editable
                    required property string rowLabel
                    required property string place

                    readonly property bool refused: editor.attention.editor.editErrorRow === cell.row
                                                    && editor.attention.editor.editErrorColumn === cell.column

                    objectName: "cell-" + cell.row + "-" + cell.column
                    visible: cell.editable
                    enabled: cell.editable
                    text: cell.display
                    selectByMouse: true
                    horizontalAlignment: TextInput.AlignRight
                    font.pixelSize: Theme.fontSize
                    font.family: Theme.monospaceFamily
                    color: Theme.text
                    inputMethodHints: Qt.ImhFormattedNumbersOnly
                    background: Rectangle {
                        color: cell.refused ? Theme.errorBackground : Theme.panel
                        border.color: cell.refused ? Theme.unavailable
                                    : cell.activeFocus ? Theme.key : Theme.border
                        border.width: cell.refused || cell.activeFocus ? 2 : 1
                        radius: 2
                    }
                    Accessible.name: cell.rowLabel + ", " + editor.attention.dataTable.columnLabel(cell.column)
                    Accessible.description: qsTr("%1 in the data file").arg(cell.place)

                    function commit() {
                        if (cell.text === cell.display)
                            return;
                        // Refused: the model keeps its value and says why.
                        if (!editor.attention.editor.editCell(cell.row, cell.column, cell.text))
                            cell.text = cell.display;
                    }
                    onEditingFinished: cell.commit()
                    // A value the model changed (undo, a drag) replaces the shown one.
                    onDisplayChanged: cell.text = cell.display
                    Keys.onEscapePressed: cell.text = cell.display
                    // Ctrl+Z in a field first takes back what was typed and not yet
                    // entered; then, as everywhere in the window, it undoes the last
                    // change of the data (the Edit menu's Undo), as Ctrl+Shift+Z redoes.
                    Keys.onPressed: event => {
                        if (event.matches(StandardKey.Undo)) {
                            if (cell.text !== cell.display)
                                cell.text = cell.display;
                            else
                                editor.attention.editor.undo();
                            event.accepted = true;
                        } else if (event.matches(StandardKey.Redo)
                                   || (event.key === Qt.Key_Z && event.modifiers === (Qt.ControlModifier | Qt.ShiftModifier))) {
                            editor.attention.editor.redo();
                            event.accepted = true;
                        }
                    }
                }
            }
        }

        // Room for three lines is kept whether or not there is a message, so
        // the grid does not jump (and the layout does not chase the text).
        Label {
            objectName: "editError"
            Layout.fillWidth: true
            Layout.preferredWidth: editor.cellWidth
            Layout.preferredHeight: Math.ceil(Theme.smallFontSize * 1.4) * 3
            text: editor.attention.editor.editError.length > 0
                  ? qsTr("Not accepted: %1").arg(editor.attention.editor.editError) : ""
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
            verticalAlignment: Text.AlignTop
            font.pixelSize: Theme.smallFontSize
            color: Theme.unavailable
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }

        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: Theme.spacing
            rowSpacing: 4

            Button {
                objectName: "addKeyButton"
                Layout.fillWidth: true
                text: qsTr("Add key")
                font.pixelSize: Theme.fontSize
                enabled: editor.attention.keyCount < 64
                onClicked: editor.attention.editor.addKey()
                Accessible.description: qsTr("Appends a key at the origin with value 0")
            }
            FittingComboBox {
                id: removeChoice
                objectName: "removeKeyBox"
                Layout.fillWidth: true
                font.pixelSize: Theme.fontSize
                enabled: editor.attention.keyCount > 1
                model: editor.attention.keyCount
                displayText: qsTr("Remove…")
                // Its own words per choice, with the highlight said as FittingComboBox's is.
                delegate: ItemDelegate {
                    id: removeItem
                    required property int index
                    width: removeChoice.width
                    text: qsTr("Remove %1").arg(editor.attention.dataTable.rowLabel(removeItem.index + 1))
                    font.pixelSize: Theme.fontSize
                    highlighted: removeChoice.highlightedIndex === removeItem.index
                    Accessible.name: removeItem.text
                    onHighlightedChanged: {
                        if (removeItem.highlighted && removeChoice.popup.visible)
                            AccessibleFocus.report(removeItem);
                    }
                }
                onActivated: index => editor.attention.editor.removeKey(index)
                // Named by the word shown; what it does is the description.
                Accessible.name: qsTr("Remove")
                Accessible.description: qsTr("Remove a key")
            }
            Button {
                objectName: "undoButton"
                Layout.fillWidth: true
                text: qsTr("Undo")
                font.pixelSize: Theme.fontSize
                enabled: editor.attention.editor.canUndo
                onClicked: editor.attention.editor.undo()
                Accessible.description: editor.attention.editor.undoText
                ToolTip.visible: hovered && editor.attention.editor.canUndo
                ToolTip.text: qsTr("Undo: %1 (Ctrl+Z)").arg(editor.attention.editor.undoText)
            }
            Button {
                objectName: "redoButton"
                Layout.fillWidth: true
                text: qsTr("Redo")
                font.pixelSize: Theme.fontSize
                enabled: editor.attention.editor.canRedo
                onClicked: editor.attention.editor.redo()
                Accessible.description: editor.attention.editor.redoText
                ToolTip.visible: hovered && editor.attention.editor.canRedo
                ToolTip.text: qsTr("Redo: %1 (Ctrl+Shift+Z)").arg(editor.attention.editor.redoText)
            }
            Button {
                objectName: "resetButton"
                Layout.fillWidth: true
                Layout.columnSpan: 2
                text: qsTr("Reset to preset %1").arg(editor.attention.presetTitle)
                font.pixelSize: Theme.fontSize
                enabled: editor.attention.ownData
                onClicked: editor.attention.editor.resetToPreset()
            }
            Button {
                objectName: "openDataButton"
                Layout.fillWidth: true
                text: qsTr("Open…")
                font.pixelSize: Theme.fontSize
                onClicked: editor.openRequested()
                Accessible.description: qsTr("Open data from a JSON file (Ctrl+O)")
            }
            Button {
                objectName: "saveDataButton"
                Layout.fillWidth: true
                text: qsTr("Save as…")
                font.pixelSize: Theme.fontSize
                onClicked: editor.saveRequested()
                Accessible.description: qsTr("Save the data as a JSON file (Ctrl+S)")
            }
        }
        Label {
            Layout.fillWidth: true
            Layout.preferredWidth: editor.cellWidth
            text: qsTr("Drag q or a key on the plane chart to move it.")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.smallFontSize
            color: Theme.mutedText
        }
    }
}
