// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention
import LinearAttention.Model

// The sequence view in the whole window: made when first shown, bound to the
// sequence model (heatmaps, token controls, derivation, chart), refusing a bad
// γ or C where it was typed, and giving the single-query view back.
TestCase {
    id: testCase
    name: "SequenceView"
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

    function find(name) {
        const item = findByName(testCase.window.contentItem, name);
        verify(item !== null, name + " not found");
        return item;
    }

    function showSequenceView() {
        testCase.window.problem.sequenceView = true;
        waitForRendering(testCase.window.contentItem);
        return find("sequenceView");
    }

    function test_madeOnlyWhenFirstShown() {
        compare(findByName(testCase.window.contentItem, "sequenceView"), null);
        const view = showSequenceView();
        verify(view.visible);
        // The controls take their room (a bar that cannot size to its contents collapses to 0).
        const decay = find("decayField");
        const inView = decay.mapToItem(view, 0, 0);
        verify(decay.height > 10 && inView.y >= 0 && inView.y + decay.height < view.height / 4,
               "the decay field at y " + inView.y + ", height " + decay.height);
        verify(find("tokenDerivation").mapToItem(view, 0, 0).y >= inView.y + decay.height);
        // The single-query view's parts are hidden, not gone.
        compare(find("presetBox").visible, false);
        testCase.window.problem.sequenceView = false;
        waitForRendering(testCase.window.contentItem);
        compare(view.visible, false);
        compare(find("sequenceView"), view);
        verify(find("presetBox").visible);
    }

    // View ▸ Show the charts acts on the sequence view too: without them its derivation takes
    // the width, and they come back where they were.
    function test_theChartsCanBeHidden() {
        const view = showSequenceView();
        const derivation = find("tokenDerivation");
        const linear = find("linearHeatmap");
        verify(linear.visible);
        const withCharts = derivation.width;
        testCase.window.windowState.showCharts = false;
        waitForRendering(testCase.window.contentItem);
        compare(linear.visible, false);
        verify(derivation.width > view.width * 0.9,
               "the derivation " + derivation.width + " px of " + view.width);
        testCase.window.windowState.showCharts = true;
        waitForRendering(testCase.window.contentItem);
        verify(linear.visible);
        fuzzyCompare(derivation.width, withCharts, 1);
    }

    function test_theViewFollowsTheModel_data() {
        return [
            // Tokens are numbered from 0.
            { tag: "seq-general token 0", sequence: "seq-general", map: "elu1", token: 0 },
            { tag: "seq-relu-gaps relu token 1", sequence: "seq-relu-gaps", map: "relu", token: 1 },
            { tag: "seq-long token 63", sequence: "seq-long", map: "elu1", token: 63 },
            { tag: "seq-sharp-softmax favor", sequence: "seq-sharp-softmax", map: "favor", token: 3 }
        ];
    }

    function test_theViewFollowsTheModel(data) {
        showSequenceView();
        const sequence = testCase.parts.sequence;
        sequence.sequenceId = data.sequence;
        testCase.parts.attention.featureMapId = data.map;
        sequence.token = data.token;
        waitForRendering(testCase.window.contentItem);

        const linear = find("linearHeatmap");
        compare(linear.rows.length, sequence.tokenCount);
        compare(linear.selectedRow, data.token);
        compare(linear.chunkSize, sequence.chunkSize);
        compare(find("softmaxHeatmap").rows.length, sequence.tokenCount);
        compare(find("tokenSpinBox").value, data.token);
        compare(find("tokenSlider").value, data.token);
        compare(find("tokenSlider").from, 0);
        compare(find("tokenSlider").to, sequence.tokenCount - 1);
        compare(find("tokenSpinBox").from, 0);
        compare(find("sequenceCaption").text, sequence.caption);
        compare(find("memoryLine").text, sequence.memorySummary);
        compare(find("rankSummary").text, sequence.rankSummary);
        // The derivation shows the selected token's lines, output included.
        const lines = find("sequenceDerivationList");
        compare(lines.derivation.resultOf("output"), sequence.recurrent.text);
        compare(find("sequenceOutputChart").chartData().currentLine[0].x, data.token);
    }

    function test_aClickOnARowSelectsItsToken() {
        showSequenceView();
        const heatmap = findByName(find("linearHeatmap"), "heatmap");
        verify(heatmap !== null);
        // The middle of the matrix's last row: token 7 of seq-general (numbered from 0).
        let y = heatmap.height - 3;
        while (y > 0 && heatmap.rowAt(heatmap.width / 2, y) === -1)
            y -= 1;
        compare(heatmap.rowAt(heatmap.width / 2, y), 7);
        mouseClick(heatmap, heatmap.width / 2, y);
        compare(testCase.parts.sequence.token, 7);
        // Outside the matrix there is no row.
        compare(heatmap.rowAt(1, 1), -1);
    }

    function test_aBadDecayIsRefusedWhereItWasTyped_data() {
        return [
            { tag: "1.5", text: "1.5", error: "γ: 1.5 is outside (0, 1]" },
            { tag: "letters", text: "slow", error: "γ: expected a number in (0, 1], got \"slow\"" },
            { tag: "zero", text: "0", error: "γ: 0 is outside (0, 1]" }
        ];
    }

    function test_aBadDecayIsRefusedWhereItWasTyped(data) {
        showSequenceView();
        const field = find("decayField");
        field.forceActiveFocus();
        field.selectAll();
        keyClick(Qt.Key_Delete);
        for (const c of "0.5")
            keyClick(c);
        keyClick(Qt.Key_Return);
        compare(testCase.parts.sequence.decay.text, "0.5");
        field.selectAll();
        for (const c of data.text)
            keyClick(c);
        keyClick(Qt.Key_Return);
        compare(testCase.parts.sequence.decay.text, "0.5");
        compare(field.text, "0.5");
        const error = find("decayError");
        verify(error.visible);
        compare(error.text, data.error);
    }

    function test_aBadChunkIsRefusedWhereItWasTyped() {
        showSequenceView();
        const field = find("chunkField");
        field.forceActiveFocus();
        field.selectAll();
        keyClick("9");
        keyClick(Qt.Key_Return);
        compare(testCase.parts.sequence.chunkSize, 4);
        compare(field.text, "4");
        compare(find("chunkError").text, "C: 9 is outside 1…8");
        field.selectAll();
        keyClick("2");
        keyClick(Qt.Key_Return);
        compare(testCase.parts.sequence.chunkSize, 2);
        compare(find("chunkError").visible, false);
        compare(find("linearHeatmap").chunkSize, 2);
    }
}
