// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention.Model

// The memory lab (View menu, F7): it opens from the window without warnings, shows every pair
// the model computes and S's numbers, its planes in two dimensions only, takes its settings
// from its controls and shows a refusal where it was typed, the state kept.
TestCase {
    id: testCase
    name: "MemoryLab"
    when: windowShown

    property var window: null
    property WindowParts parts: null

    Component {
        id: partsComponent
        WindowParts {}
    }

    function init() {
        testCase.parts = partsComponent.createObject(testCase);
        testCase.window = testCase.parts.createWindow({ width: 1280, height: 800 });
        verify(testCase.window !== null);
        testCase.window.visible = true;
        waitForRendering(testCase.window.contentItem);
    }
    function cleanup() {
        testCase.window.destroy();
        testCase.window = null;
        testCase.parts.destroy();
        testCase.parts = null;
    }

    function openLab() {
        testCase.window.run("memoryLab");
        const lab = testCase.window.memoryLab;
        verify(lab !== null);
        tryCompare(lab, "opened", true);
        waitForRendering(lab.contentItem);
        return lab;
    }

    function test_F7OpensTheLab() {
        testCase.window.requestActivate();
        tryVerify(() => testCase.window.active);
        keyClick(Qt.Key_F7);
        tryVerify(() => testCase.window.memoryLab !== null && testCase.window.memoryLab.opened);
    }

    // As in the rest of the window, no Repeater is placed by a layout (Qt 6.4 can crash when its
    // model changes under one: the read-out lines did, on a change of seed).
    function test_noRepeaterIsPlacedByALayout() {
        const lab = openLab();
        lab.memory.seed = 5;
        lab.memory.selectedPair = 1;
        waitForRendering(lab.contentItem);
        compare(testCase.parts.repeatersInLayouts(lab.contentItem, "memoryLab", []), []);
    }

    function test_everyPairAndEveryNumberOfSIsShown() {
        const lab = openLab();
        const memory = lab.memory;
        const list = findChild(lab.contentItem, "memoryPairs");
        compare(list.count, memory.pairCount);
        const state = findChild(lab.contentItem, "memoryState");
        // The grid holds m × d_v labels and its repeater.
        compare(state.children.length - 1, memory.featureDimension * memory.valueDimension);
        compare(state.columns, memory.valueDimension);
        verify(findChild(lab.contentItem, "memoryKeyPlane").visible);
        verify(findChild(lab.contentItem, "memoryValuePlane").visible);
        compare(findChild(lab.contentItem, "memorySummary").text.indexOf(memory.memorySummary) >= 0, true);
    }

    function test_controlsReachTheModel() {
        const lab = openLab();
        const memory = lab.memory;
        const pairs = findChild(lab.contentItem, "memoryPairs");
        const pairSpin = findChild(lab.contentItem, "memoryPairCount");
        verify(pairSpin !== null);
        pairSpin.forceActiveFocus();
        keyClick(Qt.Key_Up);
        compare(memory.pairCount, 4);
        tryCompare(pairs, "count", 4);
        // Three dimensions: no planes, the table and S stay.
        const dimension = findChild(lab.contentItem, "memoryDimension");
        dimension.forceActiveFocus();
        keyClick(Qt.Key_Up);
        compare(memory.dimension, 3);
        verify(!findChild(lab.contentItem, "memoryKeyPlane").visible);
        compare(findChild(lab.contentItem, "memoryState").columns, 3);
    }

    function test_aRefusalIsShownAndTheStateKept() {
        const lab = openLab();
        const memory = lab.memory;
        const rule = findChild(lab.contentItem, "memoryRule");
        rule.currentIndex = 1;
        rule.activated(1);
        compare(memory.rule, "delta");
        const before = memory.pairs;
        const beta = findChild(lab.contentItem, "memoryBeta");
        verify(beta.enabled);
        beta.forceActiveFocus();
        beta.selectAll();
        keyClick(Qt.Key_0);
        keyClick(Qt.Key_Return);
        const error = findChild(lab.contentItem, "memoryInputError");
        tryCompare(error, "visible", true);
        compare(error.text, "β: 0 is outside (0, 1]");
        compare(memory.beta, 1);
        compare(memory.pairs, before);
        // The field shows what the memory holds again, not the refused 0.
        compare(beta.text, "1");
        // A decimal comma is read as a point.
        beta.forceActiveFocus();
        beta.selectAll();
        keyClick(Qt.Key_0);
        keyClick(Qt.Key_Comma);
        keyClick(Qt.Key_5);
        keyClick(Qt.Key_Return);
        compare(memory.beta, 0.5);
        tryCompare(error, "visible", false);
        compare(beta.text, "0.5");
    }

    // On a projector's 1024×768 in presenter mode S and the pairs' table cannot share a row: each
    // has a page, and the table takes the results' width (it was left a strip at the edge).
    function test_aNarrowLabGivesSAndThePairsAPageEach() {
        testCase.window.width = 1024;
        testCase.window.height = 768;
        testCase.window.windowState.presenterMode = true;
        const lab = openLab();
        const tabs = findChild(lab.contentItem, "memoryTabs");
        tryCompare(tabs, "count", 3);
        const pairs = findChild(lab.contentItem, "memoryPairs");
        const state = findChild(lab.contentItem, "memoryState");
        tryVerify(() => pairs.visible && !state.visible, 1000, "the pairs' page shows the table alone");
        verify(pairs.width >= 0.9 * tabs.width, "the table is " + pairs.width + " px of " + tabs.width);
        compare(tabs.itemAt(1).objectName, "memoryStateTab");
        mouseClick(tabs.itemAt(1));
        tryVerify(() => state.visible && !pairs.visible, 1000, "S has a page of its own");
        wait(Qt.styleHints.mouseDoubleClickInterval + 50); // two clicks, not a double click
        mouseClick(tabs.itemAt(2));
        tryCompare(tabs, "currentIndex", 2);
        tryVerify(() => findChild(lab.contentItem, "memoryErrorChart").visible, 1000, "the capacity page");
        // With room again: two pages, S beside the pairs.
        testCase.window.windowState.presenterMode = false;
        testCase.window.width = 1280;
        testCase.window.height = 800;
        tryCompare(tabs, "count", 2);
        tabs.currentIndex = 0;
        tryVerify(() => pairs.visible && state.visible, 1000, "S beside the pairs");
    }

    // Own pairs: the box makes the pairs shown the student's; a key dragged in its plane moves
    // there (the model snaps it), and the seed's field and orthogonal keys are off meanwhile.
    function test_ownPairsAreDraggedInThePlanes() {
        const lab = openLab();
        const own = findChild(lab.contentItem, "memoryOwnPairs");
        const plane = findChild(lab.contentItem, "memoryKeyPlane");
        const before = lab.memory.planes.keys[0];
        // Not own yet: a drag moves nothing.
        const at = plane.mapToPosition(Qt.point(before.x, before.y), plane.series(0));
        mouseDrag(plane, at.x, at.y, -40, 30);
        compare(lab.memory.planes.keys[0].x, before.x);
        mouseClick(own);
        tryCompare(lab.memory, "ownPairs", true);
        verify(!findChild(lab.contentItem, "memoryOrthogonal").enabled);
        verify(!findChild(lab.contentItem, "memoryDimension").enabled);
        compare(lab.memory.planes.keys[0].x, before.x);
        waitForRendering(plane);
        const from = plane.mapToPosition(Qt.point(before.x, before.y), plane.series(0));
        // Where the mouse ends, on the axes as they are during the drag (the release refits them).
        const target = plane.mapToValue(Qt.point(from.x - 40, from.y + 30), plane.series(0));
        mouseDrag(plane, from.x, from.y, -40, 30);
        const moved = lab.memory.planes.keys[0];
        verify(Math.abs(moved.x - target.x) <= 0.06, moved.x + " for " + target.x);
        verify(Math.abs(moved.y - target.y) <= 0.06, moved.y + " for " + target.y);
        compare(Math.round(moved.x * 20), moved.x * 20); // snapped to a twentieth
        mouseClick(own);
        tryCompare(lab.memory, "ownPairs", false);
        compare(lab.memory.planes.keys[0].x, before.x);
    }

    function test_capacityCurvesFillWhileTheLabIsOpen() {
        const lab = openLab();
        const memory = lab.memory;
        tryCompare(memory, "capacityBusy", false, 20000);
        const tabs = findChild(lab.contentItem, "memoryTabs");
        tabs.currentIndex = 1;
        const errors = findChild(lab.contentItem, "memoryErrorChart");
        const recall = findChild(lab.contentItem, "memoryRecallChart");
        tryCompare(errors, "visible", true);
        const points = memory.capacity.points.length;
        verify(points >= 4, points + " points");
        // Sum rule, delta rule and softmax: a point each per N; the line at N = m has two.
        for (const chart of [errors, recall]) {
            for (let i = 0; i < 3; ++i)
                compare(chart.series(i).count, points, chart.objectName + " series " + i);
            compare(chart.series(3).count, 2);
            compare(chart.series(3).at(0).x, memory.featureDimension);
        }
        lab.close();
        tryCompare(lab, "visible", false);
        verify(!memory.capacityBusy);
    }

    // Save as CSV… asks for a file; one that cannot be written is reported in the lab, nothing made.
    function test_aSaveThatFailsIsReported() {
        const lab = openLab();
        mouseClick(findChild(lab.contentItem, "memoryExportCsv"));
        const chooser = findChild(lab, "memoryExportChooser");
        verify(chooser !== null);
        verify(chooser.isOpen);
        chooser.choose("file:///nonexistent-linattn-folder/memory.csv");
        verify(!chooser.isOpen);
        const message = findChild(lab.contentItem, "memoryExportMessage");
        tryCompare(message, "visible", true);
        verify(message.text.indexOf("/nonexistent-linattn-folder/memory.csv: not written: ") === 0, message.text);
    }

    // "Save a chart…" offers the charts on the page shown (the planes here, the capacity curves
    // on the other page) through the window's exporter, and reports a file it could not write.
    function test_chartsAreSavedFromThePageShown() {
        const lab = openLab();
        const button = findChild(lab.contentItem, "memoryChartSave");
        verify(button !== null);
        mouseClick(button);
        const menu = findChild(lab, "memoryChartMenu");
        tryCompare(menu, "opened", true);
        const enabled = [];
        for (let i = 0; i < menu.count; ++i)
            enabled.push(menu.itemAt(i).enabled);
        // Eight charts (the capacity page hidden), a separator, the handout on A4 and on US Letter.
        compare(enabled, [true, true, true, true, false, false, false, false, true, true, true]);
        menu.itemAt(0).triggered();
        menu.close();
        const chooser = findChild(lab, "memoryChartChooser");
        verify(chooser.isOpen);
        compare(chooser.suggestedName, "linattn-memory-keys.svg");
        chooser.choose("file:///nonexistent-linattn-folder/keys.svg");
        const error = findChild(lab.contentItem, "memoryChartError");
        tryCompare(error, "visible", true);
        verify(error.text.indexOf("/nonexistent-linattn-folder/keys.svg: cannot write: ") === 0, error.text);

        mouseClick(findChild(lab.contentItem, "memoryCapacityTab"));
        waitForRendering(lab.contentItem);
        tryVerify(() => !menu.itemAt(0).enabled && menu.itemAt(4).enabled && menu.itemAt(7).enabled);
    }
}
