// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention
import LinearAttention.Model

// The derivation panel shows the model's lines: the worked example's
// denominator 5, and Unavailable with its reason where φ(q)·Z is 0.
TestCase {
    name: "Derivation"
    when: windowShown
    width: 520
    height: 1400

    AttentionModel {
        id: model
    }

    DerivationPanel {
        id: panel
        width: 520
        height: 1400
        attention: model
    }

    function init() {
        model.presetId = "general";
        model.featureMapId = "elu1";
        model.prefix = 1;
        waitForRendering(panel);
    }

    // The delegate showing the line with this id, or null.
    function lineItem(lineId) {
        const list = findChild(panel, "derivationLines");
        verify(list !== null);
        list.forceLayout();
        const items = list.children;
        for (let i = 0; i < items.length; ++i) {
            if (items[i].lineId === lineId)
                return items[i];
        }
        return null;
    }

    function shownResult(lineId) {
        const line = lineItem(lineId);
        verify(line !== null, "line " + lineId + " is shown");
        return findChild(line, "result").text;
    }

    function test_workedExampleDenominatorIsFive() {
        compare(shownResult("denominator"), "= 5");
        compare(shownResult("numerator"), "= 5");
        compare(shownResult("output"), "= 1");
        compare(lineItem("denominator").formula, "(1.5 × 2) + (2 × 1)");
        compare(lineItem("phi-query").result, "[1.5, 2]");
        compare(findChild(panel, "outputValue").text, "1");
    }

    function test_allNegativeReluIsUnavailable() {
        model.presetId = "all-negative";
        model.featureMapId = "relu";
        waitForRendering(panel);
        compare(shownResult("output"), "= Unavailable");
        verify(lineItem("output").unavailable);
        const why = lineItem("why-unavailable");
        verify(why !== null, "the panel says why the output is Unavailable");
        verify(why.formula.indexOf("ReLU") >= 0, why.formula);
        compare(findChild(panel, "outputValue").text, "Unavailable");
        compare(findChild(panel, "referenceValue").text, "Unavailable");
    }

    function test_backToElu1IsDefinedAgain() {
        model.presetId = "all-negative";
        model.featureMapId = "relu";
        model.featureMapId = "elu1";
        waitForRendering(panel);
        verify(lineItem("why-unavailable") === null);
        verify(shownResult("output") !== "= Unavailable");
    }

    function test_linesFollowThePrefix() {
        model.prefix = 3;
        waitForRendering(panel);
        verify(lineItem("phi-key-2") !== null, "φ(k₂) is shown at prefix 3");
        verify(lineItem("phi-key-3") === null, "φ(k₃) is not shown at prefix 3");
        compare(shownResult("denominator"), "= " + model.denominator.text);
    }
}
