// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention.Tests
import LinearAttention
import LinearAttention.Model

// Presenter mode (F5): every text of the window grows, the chart labels and
// the step table's included, and the secondary panels can be hidden.
TestCase {
    id: testCase
    name: "PresenterMode"
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
        testCase.window.windowState.presenterMode = false;
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

    function isInside(item, container) {
        for (let at = item; at; at = at.parent)
            if (at === container)
                return true;
        return false;
    }

    // Every visible text item under `item`, with its pixel size.
    function textSizes(item, sizes) {
        if (!item.visible)
            return sizes;
        if (item.font !== undefined && item.text !== undefined && item.text !== "")
            sizes.push({ item: item, size: item.font.pixelSize });
        for (let i = 0; i < item.children.length; ++i)
            testCase.textSizes(item.children[i], sizes);
        return sizes;
    }

    function chartLabelSize(name) {
        const chart = findByName(testCase.window.contentItem, name);
        verify(chart !== null, name);
        const axis = chart.axisX(chart.series(0));
        verify(axis !== null && axis !== undefined, name + " has no x axis");
        // Qt Charts hands its QFont to QML without the font value type; its
        // text form is QFont(family,pointSize,pixelSize,…).
        const match = String(axis.labelsFont).match(/^QFont\([^,]*,[^,]*,(\d+),/);
        verify(match !== null, name + ": " + String(axis.labelsFont));
        return Number(match[1]);
    }

    function test_everyTextGrows() {
        const before = textSizes(testCase.window.contentItem, []);
        verify(before.length > 50, "texts found: " + before.length);
        const charts = ["planeChart", "weightsChart", "outputChart"].map(chartLabelSize);

        testCase.window.windowState.presenterMode = true;
        waitForRendering(testCase.window.contentItem);
        compare(Theme.presenter, true);
        // Items that survive the change grew; delegates made anew (the table
        // re-creates its cells for the wider columns) are checked below.
        let survived = 0;
        for (const entry of before) {
            if (entry.item.font === undefined)
                continue;
            verify(entry.item.font.pixelSize > entry.size,
                   "'" + entry.item.text + "' stays at " + entry.size + " px");
            ++survived;
        }
        verify(survived > 40, "texts that survived: " + survived);
        const smallestBefore = Math.min(...before.map(entry => entry.size));
        for (const entry of textSizes(testCase.window.contentItem, []))
            verify(entry.size >= smallestBefore * 1.4,
                   "'" + entry.item.text + "' is " + entry.size + " px in presenter mode");
        const after = ["planeChart", "weightsChart", "outputChart"].map(chartLabelSize);
        for (let i = 0; i < 3; ++i)
            verify(after[i] >= charts[i] * 1.4, "chart " + i + ": " + charts[i] + " → " + after[i]);

        testCase.window.windowState.presenterMode = false;
        waitForRendering(testCase.window.contentItem);
        for (const entry of before)
            if (entry.item.font !== undefined)
                compare(entry.item.font.pixelSize, entry.size);
    }

    function test_secondaryPanelsCanBeHidden() {
        const chart = findByName(testCase.window.contentItem, "planeChart");
        const table = findByName(testCase.window.contentItem, "stepTable");
        verify(chart.visible && table.visible);
        testCase.window.windowState.showCharts = false;
        testCase.window.windowState.showStepTable = false;
        waitForRendering(testCase.window.contentItem);
        verify(!chart.visible);
        verify(!table.visible);
        testCase.window.windowState.showCharts = true;
        testCase.window.windowState.showStepTable = true;
        waitForRendering(testCase.window.contentItem);
        verify(chart.visible && table.visible);
    }

    // A projector at 1280×800 or 1024×768: the output line on screen, each
    // chart large enough to read, and the page a lesson step points at shown.
    function test_projectorSizesShowWhatAClassReads_data() {
        return [{ tag: "1280x800", width: 1280, height: 800 }, { tag: "1024x768", width: 1024, height: 768 }];
    }
    function test_projectorSizesShowWhatAClassReads(data) {
        testCase.window.width = data.width;
        testCase.window.height = data.height;
        testCase.window.windowState.presenterMode = true;
        waitForRendering(testCase.window.contentItem);
        const content = testCase.window.contentItem;
        const list = findByName(content, "derivationLines");
        list.forceLayout();
        let output = null;
        const items = list.children;
        for (let i = 0; i < items.length; ++i)
            if (items[i].lineId === "output")
                output = items[i];
        verify(output !== null);
        const bottom = output.mapToItem(content, 0, output.height).y;
        verify(bottom <= content.height, "the output line ends at " + bottom + " of " + content.height);
        for (const [tab, chart] of [["planeTab", "planeChart"], ["weightsTab", "weightsChart"], ["outputTab", "outputChart"]]) {
            mouseClick(findByName(content, tab));
            const view = findByName(content, chart);
            tryVerify(() => view.visible, 5000, chart);
            verify(view.height >= 0.6 * content.height, chart + " is " + view.height + " px tall");
        }
        mouseClick(findByName(content, "tableTab"));
        const table = findByName(content, "presenterStepTable");
        verify(table !== null && table.visible);
        verify(table.height >= 0.6 * content.height);

        // A lesson step that frames a chart turns to it.
        testCase.window.walkthrough.start("reassociation", 0);
        let chartStep = -1;
        for (let step = 0; step < testCase.window.walkthrough.stepCount && chartStep < 0; ++step) {
            testCase.window.walkthrough.goToStep(step);
            if (testCase.window.walkthrough.highlightKind === "chart")
                chartStep = step;
        }
        verify(chartStep >= 0, "the lesson frames a chart somewhere");
        const target = testCase.window.walkthrough.highlightTarget + "Chart";
        tryVerify(() => findByName(content, target).visible, 5000, target);
        testCase.window.walkthrough.leave();
    }

    // Every visible combo box, in presenter mode's larger type, is tall enough for its text:
    // the style's box kept its height and cut off the bottoms of letters.
    function combosUnder(item, found) {
        if (!item.visible)
            return found;
        if (item.displayText !== undefined && item.popup !== undefined && item.contentItem)
            found.push(item);
        for (let i = 0; i < item.children.length; ++i)
            testCase.combosUnder(item.children[i], found);
        return found;
    }
    function test_comboBoxesFitTheirText() {
        testCase.window.windowState.presenterMode = true;
        testCase.window.walkthrough.start("three-ways", 1);
        waitForRendering(testCase.window.contentItem);
        const combos = combosUnder(testCase.window.contentItem, []);
        verify(combos.length >= 3, combos.length + " combo boxes");
        for (const combo of combos) {
            const field = combo.contentItem;
            const needed = field.contentHeight + field.topPadding + field.bottomPadding;
            verify(needed <= field.height + 0.5, combo.objectName + ": text and padding " + needed
                   + " px in " + field.height + " px");
        }
        testCase.window.walkthrough.leave();
    }

    // The sweep a projector needs: every built-in step at 1024×768 and 1280×800, in English and
    // German, normal and presenter: the step's text, the prompt, every choice option and the
    // lesson's buttons lie inside the window (three-ways step 8's first option ran past the right
    // edge at 1024×768 in presenter mode before options wrapped).
    function test_lessonStripSweep_data() {
        const rows = [];
        for (const size of [[1024, 768], [1280, 800]])
            for (const language of ["en", "de"])
                for (const presenter of [false, true])
                    rows.push({ tag: size[0] + "x" + size[1] + " " + language + (presenter ? " presenter" : ""),
                                width: size[0], height: size[1], language: language, presenter: presenter,
                                notice: false, editor: false });
        // A notice strip above the lesson (own data kept) at the smallest size.
        for (const language of ["en", "de"])
            for (const presenter of [false, true])
                rows.push({ tag: "1024x768 " + language + (presenter ? " presenter" : "") + " notice",
                            width: 1024, height: 768, language: language, presenter: presenter, notice: true,
                            editor: false });
        // The data editor open beside the derivation, at the smallest size: the panels too.
        for (const language of ["en", "de"])
            for (const presenter of [false, true])
                rows.push({ tag: "1024x768 " + language + (presenter ? " presenter" : "") + " editor",
                            width: 1024, height: 768, language: language, presenter: presenter, notice: false,
                            editor: true });
        return rows;
    }
    function test_lessonStripSweep(data) {
        if (TestBuild.sanitized)
            skip("every step in twelve layouts takes minutes under ASan; the default build sweeps");
        testCase.window.width = data.width;
        testCase.window.height = data.height;
        testCase.window.windowState.presenterMode = data.presenter;
        testCase.window.windowState.notice = data.notice
            ? "Your own data “Classroom example” is kept: after the lesson, Edit → Undo (Ctrl+Z) brings it back." : "";
        const content = testCase.window.contentItem;
        testCase.window.windowState.dataEditorShown = data.editor;
        const walkthrough = testCase.window.walkthrough;
        walkthrough.language = data.language;
        const names = ["stepText", "questionPrompt", "answerField", "checkButton", "revealButton",
                       "revealChoiceButton", "nextButton", "backButton", "leaveButton",
                       "option0", "option1", "option2", "option3", "option4", "option5"];
        if (data.editor)
            names.push("dataEditor", "derivationPanel", "planeChart", "weightsChart", "outputChart",
                       "presenterTabs", "resultSummary");
        let checked = 0;
        waitForRendering(content);
        compare(findByName(content.parent ?? content, "noticeBanner").visible, data.notice, "the notice strip");
        for (const lesson of ["reassociation", "denominator-stability", "choosing-a-feature-map", "three-ways"]) {
            verify(walkthrough.start(lesson, 0), lesson);
            for (let step = 0; step < walkthrough.stepCount; ++step) {
                walkthrough.goToStep(step);
                waitForRendering(content);
                // The step's text and question scroll inside the strip's body when they are
                // longer than it holds: there they must be reachable, and the body in the window.
                const body = findByName(content, "lessonBody");
                for (const name of ["lessonBody"].concat(names)) {
                    const item = findByName(content, name);
                    if (!item || !item.visible || item.width <= 0)
                        continue;
                    const topLeft = item.mapToItem(null, 0, 0); // the scene: the strip is the window's header
                    const where = lesson + " step " + (step + 1) + " " + name;
                    verify(topLeft.x >= -0.5 && topLeft.x + item.width <= testCase.window.width + 0.5,
                           where + ": x " + topLeft.x + "…" + (topLeft.x + item.width) + " of " + testCase.window.width);
                    if (item !== body && isInside(item, body.contentItem)) {
                        const inBody = item.mapToItem(body.contentItem, 0, 0);
                        verify(inBody.y >= -0.5 && inBody.y + item.height <= body.contentHeight + 0.5,
                               where + ": y " + inBody.y + "…" + (inBody.y + item.height) + " of the body's "
                               + body.contentHeight);
                    } else {
                        verify(topLeft.y >= -0.5 && topLeft.y + item.height <= testCase.window.height + 0.5,
                               where + ": y " + topLeft.y + "…" + (topLeft.y + item.height) + " of " + testCase.window.height);
                    }
                    ++checked;
                }
                // The step list's box shows the step's title whole or shortened with "…", never
                // cut off mid-letter ("Abschnitte, und warum ein kleiner Zustan"); in the normal
                // window, at 1024×768 too, every title reads whole.
                const shown = findByName(findByName(content, "stepBox"), "choiceShown");
                const where = lesson + " step " + (step + 1) + " step box";
                verify(shown !== null && (shown.truncated || shown.implicitWidth <= shown.width + 0.5),
                       where + ": " + (shown ? shown.implicitWidth + " px of text in " + shown.width : "no text"));
                if (!data.presenter)
                    verify(!shown.truncated, where + ": \"" + shown.text + "\" is shortened");
                // The panels below keep a readable height (a long step in presenter mode left them 245 px).
                verify(content.height >= 300, lesson + " step " + (step + 1) + ": the panels have " + content.height + " px");
            }
            walkthrough.leave();
        }
        walkthrough.language = "en";
        testCase.window.windowState.notice = "";
        testCase.window.windowState.dataEditorShown = false;
        verify(checked > 100, checked + " items checked");
    }

    // A wrong answer's hint fills room the strip kept for it: the panels below stay where they
    // are (they moved down by up to 86 px and back at every try), at every built-in question.
    function test_aWrongAnswerKeepsThePanelsInPlace_data() {
        return [
            { tag: "1280x800 en", width: 1280, height: 800, language: "en", presenter: false },
            { tag: "1024x768 de", width: 1024, height: 768, language: "de", presenter: false },
            { tag: "1024x768 en presenter", width: 1024, height: 768, language: "en", presenter: true },
            { tag: "1280x800 de presenter", width: 1280, height: 800, language: "de", presenter: true }
        ];
    }
    function test_aWrongAnswerKeepsThePanelsInPlace(data) {
        if (TestBuild.sanitized)
            skip("every question in four layouts takes minutes under ASan; the default build checks");
        testCase.window.width = data.width;
        testCase.window.height = data.height;
        testCase.window.windowState.presenterMode = data.presenter;
        const walkthrough = testCase.window.walkthrough;
        walkthrough.language = data.language;
        const content = testCase.window.contentItem;
        let questions = 0;
        for (const lesson of ["reassociation", "denominator-stability", "choosing-a-feature-map", "three-ways"]) {
            verify(walkthrough.start(lesson, 0), lesson);
            for (let step = 0; step < walkthrough.stepCount; ++step) {
                walkthrough.goToStep(step);
                if (!walkthrough.hasQuestion || walkthrough.answerState !== "unanswered")
                    continue;
                waitForRendering(content);
                const top = content.mapToItem(null, 0, 0).y;
                if (walkthrough.questionKind === "number")
                    walkthrough.submitNumber("123456.5");
                else
                    walkthrough.submitChoice(walkthrough.questionOptions.length - 1);
                if (walkthrough.answerState !== "wrong")
                    continue; // the last option was the right one: nothing to hint at
                waitForRendering(content);
                const box = findByName(content, "feedbackBox");
                verify(box !== null && box.visible, lesson + " step " + (step + 1) + ": the hint shows");
                compare(content.mapToItem(null, 0, 0).y, top,
                        lesson + " step " + (step + 1) + ": the panels' top after a wrong answer");
                ++questions;
            }
            walkthrough.leave();
        }
        walkthrough.language = "en";
        verify(questions >= 15, questions + " questions answered wrongly");
    }

    // With the data editor open, the editor, the derivation and the charts share the window's
    // width: at 1024×768 and 1280×800, normal and presenter, each keeps its place inside it.
    function test_dataEditorLeavesRoomForTheCharts_data() {
        const rows = [];
        for (const size of [[1024, 768], [1280, 800]])
            for (const presenter of [false, true])
                rows.push({ tag: size[0] + "x" + size[1] + (presenter ? " presenter" : ""),
                            width: size[0], height: size[1], presenter: presenter });
        return rows;
    }
    function test_dataEditorLeavesRoomForTheCharts(data) {
        testCase.window.width = data.width;
        testCase.window.height = data.height;
        testCase.window.windowState.presenterMode = data.presenter;
        testCase.window.windowState.dataEditorShown = true;
        const content = testCase.window.contentItem;
        waitForRendering(content);
        tryVerify(() => findByName(content, "dataEditor") !== null, 3000, "the editor is made");
        waitForRendering(content);
        const names = data.presenter ? ["dataEditor", "derivationPanel", "presenterTabs", "planeChart"]
                                     : ["dataEditor", "derivationPanel", "planeChart", "weightsChart", "outputChart"];
        for (const name of names) {
            const item = findByName(content, name);
            verify(item !== null, name);
            const topLeft = item.mapToItem(content, 0, 0);
            verify(topLeft.x >= -0.5 && topLeft.x + item.width <= content.width + 0.5,
                   name + ": x " + topLeft.x + "…" + (topLeft.x + item.width) + " of " + content.width);
            verify(item.width >= 200, name + " is " + item.width + " px wide");
        }
        testCase.window.windowState.dataEditorShown = false;
    }
}
