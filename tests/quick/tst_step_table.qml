// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention
import LinearAttention.Model

// The step table has one row per key, highlights the current prefix and
// writes Unavailable where the model says so.
TestCase {
    name: "StepTable"
    when: windowShown
    width: 1300
    height: 400

    AttentionModel {
        id: model
    }

    StepTableView {
        id: view
        width: 1300
        height: 400
        attention: model
    }

    function init() {
        model.presetId = "general";
        model.featureMapId = "elu1";
        model.prefix = 1;
    }

    function table() {
        const t = findChild(view, "stepTable");
        verify(t !== null);
        return t;
    }

    function test_tableHasOneRowPerKey_data() {
        return [
            { tag: "general", preset: "general", rows: 6 },
            { tag: "single-key", preset: "single-key", rows: 1 },
            { tag: "all-negative", preset: "all-negative", rows: 4 },
            { tag: "tiny-denominator", preset: "tiny-denominator", rows: 3 }
        ];
    }

    function test_tableHasOneRowPerKey(data) {
        model.presetId = data.preset;
        compare(model.keyCount, data.rows);
        // TableView takes a model reset at its next polish.
        tryCompare(table(), "rows", data.rows);
        compare(table().columns, 13);
    }

    function test_currentRowFollowsPrefix() {
        model.prefix = 4;
        compare(model.stepTable.currentRow, 3);
        waitForRendering(view);
        const cell = table().itemAtCell(Qt.point(0, 3));
        verify(cell !== null);
        verify(cell.current, "row 4 is highlighted");
        const other = table().itemAtCell(Qt.point(0, 0));
        verify(!other.current);
    }

    function test_unavailableCellsShowTheWord() {
        model.presetId = "all-negative";
        model.featureMapId = "relu";
        waitForRendering(view);
        const outputCell = table().itemAtCell(Qt.point(9, 0));
        verify(outputCell !== null);
        compare(outputCell.display, "Unavailable");
        verify(outputCell.unavailable);
    }
}
