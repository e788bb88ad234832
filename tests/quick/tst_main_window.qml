// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention.Model

// The whole window loads without warnings, at the sizes a classroom uses.
TestCase {
    id: testCase
    name: "MainWindow"
    when: windowShown

    Component {
        id: partsComponent
        WindowParts {}
    }

    function test_windowLoadsAndFollowsTheModel_data() {
        return [
            { tag: "1280x800", width: 1280, height: 800 },
            { tag: "1024x640", width: 1024, height: 640 }
        ];
    }

    function test_windowLoadsAndFollowsTheModel(data) {
        const parts = partsComponent.createObject(testCase);
        const window = parts.createWindow({ width: data.width, height: data.height });
        verify(window !== null);
        window.visible = true;
        waitForRendering(window.contentItem);
        const attention = window.attention;
        verify(attention !== null);
        attention.presetId = "all-negative";
        attention.featureMapId = "relu";
        attention.prefix = 4;
        waitForRendering(window.contentItem);
        compare(attention.output.text, "Unavailable");
        attention.presetId = "large-scores";
        attention.featureMapId = "elu1";
        waitForRendering(window.contentItem);
        verify(attention.available);
        window.destroy();
    }

    // The output chart and the plane keep their made lines from one update to the next
    // (ChartUpdates): after updates that split the runs at Unavailable prefixes, join them again
    // and add coordinates, the lines drawn are the model's, in its order, and none is left over.
    function test_madeLinesFollowTheModel() {
        const parts = partsComponent.createObject(testCase);
        const window = parts.createWindow({ width: 1280, height: 800 });
        verify(window !== null);
        window.visible = true;
        waitForRendering(window.contentItem);
        const attention = window.attention;
        const output = findChild(window.contentItem, "outputChart");
        const plane = findChild(window.contentItem, "planeChart");
        verify(output !== null && plane !== null);
        const pointsOf = series => {
            const points = [];
            for (let i = 0; i < series.count; ++i)
                points.push([series.at(i).x, series.at(i).y]);
            return JSON.stringify(points);
        };
        const runsOf = list => list.map(run => JSON.stringify(run.map(p => [p.x, p.y])));
        const states = [
            { preset: "general", map: "elu1", prefix: 6 },
            { preset: "all-negative", map: "relu", prefix: 4 },  // runs broken by Unavailable
            { preset: "general", map: "relu", prefix: 5 },
            { preset: "value-arrows", map: "elu1", prefix: 4 },  // two coordinates
            { preset: "general", map: "elu1", prefix: 2 }
        ];
        for (const state of states) {
            attention.presetId = state.preset;
            attention.featureMapId = state.map;
            attention.prefix = state.prefix;
            waitForRendering(window.contentItem);
            const map = attention.outputChart;
            let expected = runsOf(map.linearSegments).concat(runsOf(map.referenceSegments));
            for (const lines of map.coordinates)
                expected = expected.concat([JSON.stringify(lines.softmax.map(p => [p.x, p.y]))],
                                           runsOf(lines.linearSegments), runsOf(lines.referenceSegments));
            compare(output.linesUsed, expected.length, state.preset + " " + state.map);
            compare(output.segmentSeries.length, expected.length, "no line left over");
            for (let i = 0; i < expected.length; ++i)
                compare(pointsOf(output.segmentSeries[i]), expected[i], "line " + i);
            // The plane's dotted lines: q → φ(q), then each included key → φ(k).
            const planeMap = attention.planeChart;
            const connectors = planeMap.phiShown ? planeMap.phiKeys.length + 1 : 0;
            compare(plane.connectorSeries.length, connectors);
            if (connectors > 0)
                compare(pointsOf(plane.connectorSeries[connectors - 1]),
                        JSON.stringify([[planeMap.includedKeys[connectors - 2].x, planeMap.includedKeys[connectors - 2].y],
                                        [planeMap.phiKeys[connectors - 2].x, planeMap.phiKeys[connectors - 2].y]]));
        }
        window.destroy();
    }

    // Values of two coordinates: their plane stands beside the query/key plane (the weights move
    // down beside the output), every chart inside the window, and goes with numbers; in presenter
    // mode it shares the plane's page, below the query/key plane.
    function test_valuePlaneStandsBesideTheQueryKeyPlane_data() {
        return [
            { tag: "1280x800", width: 1280, height: 800, presenter: false },
            { tag: "1024x768 presenter", width: 1024, height: 768, presenter: true }
        ];
    }

    function test_valuePlaneStandsBesideTheQueryKeyPlane(data) {
        const parts = partsComponent.createObject(testCase);
        const window = parts.createWindow({ width: data.width, height: data.height });
        window.visible = true;
        window.windowState.presenterMode = data.presenter;
        const attention = window.attention;
        attention.presetId = "value-arrows";
        attention.prefix = 3;
        waitForRendering(window.contentItem);
        const plane = findChild(window.contentItem, "planeChart");
        const values = findChild(window.contentItem, "singleValuePlaneChart");
        const weights = findChild(window.contentItem, "weightsChart");
        verify(values.visible, "shown for values of two coordinates");
        const box = item => item.mapToItem(window.contentItem, 0, 0, item.width, item.height);
        const planeBox = box(plane);
        const valuesBox = box(values);
        if (data.presenter) {
            compare(valuesBox.x, planeBox.x);
            compare(valuesBox.y, planeBox.y + planeBox.height, "below the plane, on its page");
        } else {
            compare(valuesBox.x, planeBox.x + planeBox.width, "beside the plane");
            compare(valuesBox.y, planeBox.y);
            const weightsBox = box(weights);
            const outputBox = box(findChild(window.contentItem, "outputChart"));
            compare(weightsBox.y, planeBox.y + planeBox.height, "the weights below the plane");
            compare(outputBox.x, weightsBox.x + weightsBox.width, "the output beside them");
            compare(outputBox.y, weightsBox.y);
        }
        compare(valuesBox.width, planeBox.width);
        compare(valuesBox.height, planeBox.height);
        verify(valuesBox.width >= 300 && valuesBox.height >= 250,
               "room to read: " + valuesBox.width + " × " + valuesBox.height);
        verify(valuesBox.x + valuesBox.width <= window.width + 0.5, "inside the window");
        verify(valuesBox.y + valuesBox.height <= window.height + 0.5, "inside the window");
        // The chart names each value and the output.
        compare(attention.valuePlaneChart.values.length, 3);
        verify(attention.valuePlaneChart.outputSummary.indexOf("0.1031") >= 0,
               attention.valuePlaneChart.outputSummary);
        attention.presetId = "general";
        waitForRendering(window.contentItem);
        verify(findChild(window.contentItem, "singleValuePlaneChart") === null, "numbers have no value plane");
        window.destroy();
    }

    // The step table a screen reader reads (its interface: tst_accessible_table, tst_atspi):
    // its selection follows the prefix, it is a Tab stop, and the frame shows where the keyboard is.
    function test_stepTableTakesTheTabAndFollowsThePrefix() {
        const parts = partsComponent.createObject(testCase);
        const window = parts.createWindow({ width: 1280, height: 800 });
        window.visible = true;
        waitForRendering(window.contentItem);
        const readable = findChild(window.contentItem, "stepTableAccessible");
        verify(readable !== null);
        compare(readable.model, window.attention.stepTable);
        window.attention.prefix = 5;
        compare(readable.currentRow, 4);
        const frame = findChild(window.contentItem, "stepTableFocusFrame");
        verify(!frame.visible);
        verify(readable.activeFocusOnTab, "a Tab stop");
        readable.forceActiveFocus(Qt.TabFocusReason);
        verify(readable.activeFocus);
        verify(frame.visible, "the focus frame shows");
        window.destroy();
        parts.destroy();
    }
}
