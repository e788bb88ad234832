// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention
import LinearAttention.Model

// The data editor: one field per number, a refused entry outlined in red
// with its message, keys added and removed, undo and redo by button, and
// a key dragged on the plane chart.
TestCase {
    id: testCase
    name: "DataEditor"
    when: windowShown
    width: 1280
    height: 800
    visible: true

    AttentionModel {
        id: model
    }
    DataFiles {
        id: files
        attention: model
    }

    Component {
        id: editorComponent
        DataEditorPanel {
            width: 320
            height: 600
            attention: model
            dataFiles: files
        }
    }

    function findByName(item, name) {
        if (item.objectName === name)
            return item;
        for (let i = 0; i < item.children.length; ++i) {
            const found = findByName(item.children[i], name);
            if (found)
                return found;
        }
        return null;
    }

    function init() {
        model.setState("general", "elu1", 1);
        model.editor.clearEditError();
    }

    function test_fieldsShowTheDataAndTypedValuesReachTheModel() {
        const editor = createTemporaryObject(editorComponent, testCase);
        waitForRendering(editor);
        let cell = null;
        tryVerify(() => (cell = findByName(editor, "cell-0-1")) !== null);
        compare(cell.text, "1");
        cell.forceActiveFocus();
        cell.selectAll();
        keyClick(Qt.Key_2);
        keyClick(Qt.Key_Return);
        compare(model.query.value[1], 2);
        compare(cell.text, "2");
        verify(model.ownData);
        verify(findByName(editor, "dataSource").text.indexOf("General, edited") >= 0);
    }

    // Values of two coordinates: a field for each, headed by its coordinate; typing into the
    // second changes that coordinate of the value and the output with it.
    function test_valuesOfTwoCoordinatesHaveAFieldEach() {
        model.setState("value-arrows", "elu1", 1);
        const editor = createTemporaryObject(editorComponent, testCase);
        waitForRendering(editor);
        let cell = null;
        tryVerify(() => (cell = findByName(editor, "cell-1-3")) !== null);
        compare(findByName(editor, "cell-1-2").text, "1");
        compare(cell.text, "0");
        compare(model.output.text, "[1, 0]");
        cell.forceActiveFocus();
        cell.selectAll();
        keyClick(Qt.Key_2);
        keyClick(Qt.Key_Return);
        compare(cell.text, "2");
        verify(model.ownData);
        // v₀ = [1, 2] alone at prefix 1: the output is v₀.
        compare(model.output.text, "[1, 2]");
        verify(findByName(editor, "cell-1-4") === null, "no third value coordinate");
    }

    function test_aRefusedEntryIsOutlinedAndExplained() {
        const editor = createTemporaryObject(editorComponent, testCase);
        waitForRendering(editor);
        let cell = null;
        tryVerify(() => (cell = findByName(editor, "cell-3-1")) !== null);
        cell.forceActiveFocus();
        cell.selectAll();
        keyClick(Qt.Key_X);
        keyClick(Qt.Key_Return);
        compare(cell.text, "0.5");
        verify(cell.refused);
        const message = findByName(editor, "editError");
        compare(message.text, "Not accepted: k₂, coord. 2: expected a number, got \"x\"");
        compare(model.currentData === undefined, true); // not exposed to QML
        verify(!model.ownData);
    }

    function test_keysAddRemoveUndoRedoByButton() {
        const editor = createTemporaryObject(editorComponent, testCase);
        waitForRendering(editor);
        const add = findByName(editor, "addKeyButton");
        const undo = findByName(editor, "undoButton");
        const redo = findByName(editor, "redoButton");
        const reset = findByName(editor, "resetButton");
        verify(!undo.enabled && !redo.enabled && !reset.enabled);
        mouseClick(add);
        compare(model.keyCount, 7);
        verify(undo.enabled && reset.enabled);
        mouseClick(undo);
        compare(model.keyCount, 6);
        verify(redo.enabled);
        mouseClick(redo);
        compare(model.keyCount, 7);
        mouseClick(reset);
        compare(model.keyCount, 6);
        verify(!model.ownData);
        tryVerify(() => findByName(editor, "cell-7-0") === null);
    }

    Component {
        id: chartComponent
        QueryKeyPlaneChart {
            width: 600
            height: 500
            attention: model
        }
    }

    function test_aKeyIsDraggedOnThePlane() {
        const chart = createTemporaryObject(chartComponent, testCase);
        waitForRendering(chart);
        // k₁ = [0, 1] at the pixel the chart draws it.
        const series = chart.series(0);
        const from = chart.mapToPosition(Qt.point(0, 1), series);
        const to = chart.mapToPosition(Qt.point(1.5, -1), series);
        const area = findByName(chart, "planeDragArea");
        mousePress(area, from.x, from.y);
        mouseMove(area, (from.x + to.x) / 2, (from.y + to.y) / 2);
        mouseMove(area, to.x, to.y);
        mouseRelease(area, to.x, to.y);
        verify(model.ownData);
        compare(model.editor.undoText, "Move k₁");
        model.editor.undo();
        verify(!model.ownData);
        compare(model.editor.canUndo, false);
    }

    function test_undoAndRedoKeysWorkInAField() {
        const editor = createTemporaryObject(editorComponent, testCase);
        waitForRendering(editor);
        let cell = null;
        tryVerify(() => (cell = findByName(editor, "cell-1-2")) !== null);
        cell.forceActiveFocus();
        cell.selectAll();
        keyClick(Qt.Key_3);
        keyClick(Qt.Key_Return);
        compare(model.ownData, true);
        // Typed but not entered: Ctrl+Z takes the typing back, not the data.
        keyClick(Qt.Key_9);
        keyClick(Qt.Key_Z, Qt.ControlModifier);
        compare(cell.text, "3");
        verify(model.ownData);
        // Then it undoes the last change of the data, as the Edit menu does.
        keyClick(Qt.Key_Z, Qt.ControlModifier);
        verify(!model.ownData);
        tryCompare(findByName(editor, "cell-1-2"), "text", "1");
        keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier);
        verify(model.ownData);
        tryCompare(findByName(editor, "cell-1-2"), "text", "3");
    }

    function test_undoClearsARefusalThatNoLongerApplies() {
        const editor = createTemporaryObject(editorComponent, testCase);
        waitForRendering(editor);
        let cell = null;
        tryVerify(() => (cell = findByName(editor, "cell-2-0")) !== null);
        cell.forceActiveFocus();
        cell.selectAll();
        keyClick(Qt.Key_2);
        keyClick(Qt.Key_Return); // a good edit
        cell.selectAll();
        keyClick(Qt.Key_X);
        keyClick(Qt.Key_Return); // refused
        verify(cell.refused);
        verify(findByName(editor, "editError").text.length > 0);
        mouseClick(findByName(editor, "undoButton"));
        verify(!model.ownData);
        verify(!findByName(editor, "cell-2-0").refused, "no red outline on good data");
        compare(findByName(editor, "editError").text, "");
    }

    function test_aNewKeyIsScrolledIntoView() {
        const editor = createTemporaryObject(editorComponent, testCase);
        waitForRendering(editor);
        const grid = findByName(editor, "dataGrid");
        const add = findByName(editor, "addKeyButton");
        for (let i = 0; i < 14; ++i)
            mouseClick(add);
        compare(model.keyCount, 20);
        waitForRendering(editor);
        let cell = null;
        tryVerify(() => (cell = findByName(editor, "cell-20-0")) !== null, 5000, "the new key's row is made");
        const top = cell.mapToItem(grid, 0, 0).y;
        verify(top >= 0 && top + cell.height <= grid.height + 1, "the new key's row is in view: " + top);
    }
}
