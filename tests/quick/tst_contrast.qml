// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention
import LinearAttention.Model

// Contrast (WCAG 2.1, 1.4.3): every text the window shows reads at least 4.5:1 against what it
// sits on, 3:1 when large (24 px, or 18.67 px bold), in the light and the dark scheme, normal and
// presenter. The test walks the live window, takes each visible text's colour and the nearest
// opaque fill behind it (its own ancestors' backgrounds), blends in its opacity, and computes the
// ratio from the relative luminances, as WCAG defines them.
TestCase {
    id: testCase
    name: "Contrast"
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
        Theme.scheme = "system";
        testCase.window.windowState.presenterMode = false;
        testCase.window.walkthrough.leave();
        testCase.window.destroy();
        testCase.window = null;
        testCase.parts.destroy();
        testCase.parts = null;
    }

    function channel(value) {
        return value <= 0.03928 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
    }
    function luminance(colour) {
        return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b);
    }
    function contrast(a, b) {
        const la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    // A filled rectangle: a colour, a border and a radius, and no text of its own.
    function isFill(item) {
        return item !== null && item.color !== undefined && item.border !== undefined
                && item.radius !== undefined && item.text === undefined;
    }
    // The colours of an opaque fill: its gradient's stops (a Fusion button's), or its colour;
    // empty when it is not opaque.
    function fillColours(item) {
        if (item.gradient !== null && item.gradient !== undefined && item.gradient.stops !== undefined) {
            const colours = [];
            for (let i = 0; i < item.gradient.stops.length; ++i)
                colours.push(item.gradient.stops[i].color);
            return colours;
        }
        return item.color.a > 0.99 ? [item.color] : [];
    }
    // The colours behind a text: the nearest opaque fill among its ancestors or their backgrounds.
    function backgroundsOf(item) {
        for (let ancestor = item.parent; ancestor !== null; ancestor = ancestor.parent) {
            const background = ancestor.background;
            if (background !== undefined && background !== null && background.visible && isFill(background)) {
                const colours = fillColours(background);
                if (colours.length > 0)
                    return colours;
            }
            if (isFill(ancestor) && ancestor.visible) {
                const colours = fillColours(ancestor);
                if (colours.length > 0)
                    return colours;
            }
        }
        return [Theme.window];
    }
    function opacityOf(item) {
        let opacity = 1;
        for (let ancestor = item; ancestor !== null; ancestor = ancestor.parent)
            opacity *= ancestor.opacity;
        return opacity;
    }
    function blend(foreground, background, alpha) {
        return Qt.rgba(background.r + (foreground.r - background.r) * alpha,
                       background.g + (foreground.g - background.g) * alpha,
                       background.b + (foreground.b - background.b) * alpha, 1);
    }

    // Every visible, enabled text under `item` that shows something.
    function texts(item, found) {
        if (!item.visible)
            return found;
        if (item.font !== undefined && item.color !== undefined && typeof item.text === "string"
                && item.text.trim() !== "" && item.enabled && item.width > 0 && item.height > 0)
            found.push(item);
        for (let i = 0; i < item.children.length; ++i)
            testCase.texts(item.children[i], found);
        return found;
    }

    function checkWindow(where) {
        waitForRendering(testCase.window.contentItem);
        const root = testCase.window.contentItem.parent ?? testCase.window.contentItem;
        const found = testCase.texts(root, []);
        verify(found.length > 40, where + ": " + found.length + " texts");
        const failures = [];
        for (const item of found) {
            const large = item.font.pixelSize >= 24 || (item.font.bold && item.font.pixelSize >= 18.67);
            const needed = large ? 3 : 4.5;
            for (const background of testCase.backgroundsOf(item)) {
                const colour = testCase.blend(item.color, background, item.color.a * testCase.opacityOf(item));
                const ratio = testCase.contrast(colour, background);
                if (ratio < needed)
                    failures.push("\"" + item.text.substring(0, 40) + "\" (" + (item.objectName || "unnamed")
                                  + ") " + item.color + " on " + background + ": " + ratio.toFixed(2) + ":1");
            }
        }
        verify(failures.length === 0, where + ": " + failures.length + " texts below 4.5:1 (3:1 large): "
               + failures.join("; "));
    }

    function test_everyTextReads_data() {
        const rows = [];
        for (const scheme of ["light", "dark"])
            for (const presenter of [false, true])
                rows.push({ tag: scheme + (presenter ? " presenter" : ""), scheme: scheme, presenter: presenter });
        return rows;
    }
    function test_everyTextReads(data) {
        Theme.scheme = data.scheme;
        testCase.window.windowState.presenterMode = data.presenter;
        checkWindow("the window");

        // A lesson: its strip, a number question, a wrong answer's hint, then the answer revealed.
        const walkthrough = testCase.window.walkthrough;
        verify(walkthrough.start("three-ways", 3));
        checkWindow("three-ways step 4");
        walkthrough.submitNumber("1");
        checkWindow("three-ways step 4, a wrong answer");
        walkthrough.reveal();
        checkWindow("three-ways step 4, revealed");
        verify(walkthrough.start("denominator-stability", 4));
        checkWindow("denominator-stability step 5, a choice");
    }

    // The theme's palette must not give a disabled control the enabled text colour: Back at the
    // first step looks greyed, not as pressable as Leave.
    function test_disabledControlsLookDisabled() {
        const walkthrough = testCase.window.walkthrough;
        verify(walkthrough.start("reassociation", 0));
        waitForRendering(testCase.window.contentItem);
        const root = testCase.window.contentItem.parent ?? testCase.window.contentItem;
        const back = findChild(root, "backButton");
        const next = findChild(root, "leaveButton");
        verify(back !== null && next !== null);
        verify(!back.enabled && next.enabled);
        verify(!Qt.colorEqual(back.contentItem.color, next.contentItem.color),
               "Back (disabled) " + back.contentItem.color + ", Leave " + next.contentItem.color);
    }
}
