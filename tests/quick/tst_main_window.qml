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
