// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention
import LinearAttention.Model
import LinearAttention.Export

// The controls drive the model, by keyboard as well as by value.
TestCase {
    id: testCase
    name: "Controls"
    when: windowShown
    width: 1280
    height: 120

    // The single query shown, as the window has it: a part of the problem the exports follow.

    ProblemModel {

        id: problemModel

    }

    readonly property AttentionModel model: problemModel.attention

    ControlsBar {
        id: bar
        width: 1280
        attention: model
        exporter: ExportController {
            problem: problemModel
        }
    }

    function init() {
        model.presetId = "general";
        model.featureMapId = "elu1";
        model.prefix = 1;
    }

    function control(name) {
        const item = findChild(bar, name);
        verify(item !== null, "control " + name + " exists");
        return item;
    }

    function test_comboBoxesShowTheModel() {
        compare(control("presetBox").currentText, "General");
        compare(control("featureMapBox").currentText, "ELU + 1");
        model.featureMapId = "relu";
        compare(control("featureMapBox").currentText, "ReLU");
        model.presetId = "all-negative";
        compare(control("presetBox").currentText, "All negative");
        compare(control("presetDescription").text, model.presetDescription);
    }

    function test_keyboardChangesPreset() {
        const box = control("presetBox");
        box.forceActiveFocus();
        verify(box.activeFocus);
        keyClick(Qt.Key_Down);
        compare(model.presetId, "all-negative");
        keyClick(Qt.Key_Up);
        compare(model.presetId, "general");
    }

    function test_keyboardChangesFeatureMap() {
        const box = control("featureMapBox");
        box.forceActiveFocus();
        keyClick(Qt.Key_Down);
        compare(model.featureMapId, "relu");
    }

    function test_sliderDrivesPrefix() {
        const slider = control("prefixSlider");
        compare(slider.to, 6);
        slider.forceActiveFocus();
        keyClick(Qt.Key_Right);
        compare(model.prefix, 2);
        for (let i = 0; i < 10; ++i)
            keyClick(Qt.Key_Right);
        compare(model.prefix, 6);
        keyClick(Qt.Key_Left);
        compare(model.prefix, 5);
    }

    function test_spinBoxDrivesPrefix() {
        const spin = control("prefixSpinBox");
        spin.forceActiveFocus();
        keyClick(Qt.Key_Up);
        compare(model.prefix, 2);
        keyClick(Qt.Key_Up);
        compare(model.prefix, 3);
        keyClick(Qt.Key_Down);
        compare(model.prefix, 2);
    }

    function test_prefixControlsFollowThePreset() {
        model.prefix = 6;
        model.presetId = "single-key";
        compare(control("prefixSlider").to, 1);
        compare(control("prefixSpinBox").value, 1);
        compare(model.prefix, 1);
    }

    // Every control takes keyboard focus by Tab (the order in the real
    // window is checked by tst_keyboard, where Tab can be delivered).
    function test_everyControlTakesFocusByTab() {
        const items = [control("presetBox"), control("featureMapBox"), control("prefixSlider"),
                       control("prefixSpinBox").contentItem];
        for (const item of items)
            verify(item.activeFocusOnTab, item + " takes focus by Tab");
    }
}
