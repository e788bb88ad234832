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
}
