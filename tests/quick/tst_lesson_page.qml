// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import LinearAttention.Tests
import LinearAttention.Model

// A lesson step that opens a page: the reassociation lesson's Scaling-lab step opens the lab under
// the lesson strip, not modal, with Run framed; Back, Next, Leave and the question stay usable;
// the next step turns to the Generation page, the one after closes the lab; leaving a page's
// step stops its measurement at once.
TestCase {
    id: testCase
    name: "LessonPage"
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
        testCase.window.walkthrough.leave();
        testCase.window.destroy();
        testCase.window = null;
        testCase.parts.destroy();
        testCase.parts = null;
    }

    function lab() {
        return findChild(testCase.window, "scalingLab");
    }
    function strip() {
        return findChild(testCase.window, "walkthroughPanel");
    }
    function pageStep(walkthrough) {
        walkthrough.start("reassociation", 0);
        for (let i = 0; i < walkthrough.stepCount; ++i) {
            walkthrough.goToStep(i);
            if (walkthrough.highlightKind === "page")
                return i;
        }
        return -1;
    }
    function click(name) {
        const button = findChild(strip(), name);
        verify(button !== null, name);
        mouseClick(button);
    }

    function test_theStepOpensTheLabUnderTheStrip() {
        const walkthrough = testCase.window.walkthrough;
        const step = pageStep(walkthrough);
        verify(step > 0, "the reassociation lesson has a page step");
        compare(walkthrough.highlightTarget, "scaling");
        const dialog = lab();
        verify(dialog !== null);
        tryCompare(dialog, "opened", true);
        verify(!dialog.modal, "the lesson strip stays usable");
        waitForRendering(testCase.window.contentItem);
        const panel = strip();
        verify(panel !== null && panel.visible);
        const stripBottom = panel.mapToItem(null, 0, panel.height).y;
        const labTop = dialog.contentItem.mapToItem(null, 0, 0).y;
        verify(labTop >= stripBottom, "lab at " + labTop + ", strip ends at " + stripBottom);
        const labBottom = dialog.contentItem.mapToItem(null, 0, dialog.contentItem.height).y;
        verify(labBottom <= testCase.window.height, "lab ends at " + labBottom);
        const page = findChild(dialog.contentItem, "scalingPage");
        verify(page !== null);
        verify(page.lessonHighlight);
        verify(findChild(page, "scalingRunHighlight").visible);
        // Nothing has run yet: there are no earlier results to cover.
        verify(walkthrough.concealsLabResults);
        verify(!page.runner.hasResults);
        verify(!findChild(page, "scalingResultsCover").visible);
        // The question is answered in the strip while the lab is open.
        click("option1");
        compare(walkthrough.answerState, "correct");
        verify(dialog.opened);
    }

    // Everything the lab says on screen and to a screen reader, visible items only.
    function labTexts(item, out) {
        if (!item || !item.visible)
            return out;
        if (typeof item.text === "string" && item.text !== "")
            out.push(item.text);
        if (item.Accessible && item.Accessible.name)
            out.push(item.Accessible.name);
        if (item.Accessible && item.Accessible.description)
            out.push(item.Accessible.description);
        for (let i = 0; i < item.children.length; ++i)
            labTexts(item.children[i], out);
        return out;
    }

    // The step asks how fast (b)'s time grows: while it is open the lab names no order of growth
    // (its legend said "O(N²·d)" and its note "their time grows with N²"), before and after the
    // student's own run; once answered, the orders are back.
    function test_theLabDoesNotNameTheSlopeItAsksFor() {
        if (TestBuild.sanitized)
            skip("a measurement under ASan takes minutes; the default build checks");
        const walkthrough = testCase.window.walkthrough;
        pageStep(walkthrough);
        verify(walkthrough.concealsLabOrders);
        const dialog = lab();
        tryCompare(dialog, "opened", true);
        const page = findChild(dialog.contentItem, "scalingPage");
        const giveAways = text => text.indexOf("N²") >= 0 || text.indexOf("O(N") >= 0;
        let texts = labTexts(dialog.contentItem, []);
        verify(texts.length > 10, texts.length + " texts read");
        compare(texts.filter(giveAways), [], "before the run");
        page.runner.maxN = 1024;
        mouseClick(findChild(page, "scalingRun"));
        tryCompare(page.runner, "busy", false, 20000);
        waitForRendering(testCase.window.contentItem);
        texts = labTexts(dialog.contentItem, []);
        compare(texts.filter(giveAways), [], "after the run");
        click("option1");
        compare(walkthrough.answerState, "correct");
        verify(!walkthrough.concealsLabOrders);
        waitForRendering(testCase.window.contentItem);
        verify(labTexts(dialog.contentItem, []).some(text => text.indexOf("O(N²·d)") >= 0), "answered: the orders are named");
    }

    // Numbers of tokens are written in digits only, whatever the language: "4096", not "4,096",
    // which a German class reads as four point zero nine six.
    function test_tokenCountsAreDigitsOnly() {
        const walkthrough = testCase.window.walkthrough;
        const step = pageStep(walkthrough);
        walkthrough.goToStep(step + 1);
        compare(walkthrough.highlightTarget, "generation");
        const dialog = lab();
        tryCompare(dialog, "opened", true);
        const tokens = findChild(dialog.contentItem, "generationTokens");
        verify(tokens !== null);
        tryVerify(() => tokens.visible);
        compare(tokens.displayText, "4096");
        compare(findChild(dialog.contentItem, "generationChosenN").displayText.indexOf(","), -1);
        // Nothing has run on this page: there are no earlier results to cover (the cover said
        // results "of an earlier run are hidden" when there were none).
        verify(walkthrough.concealsLabResults);
        const cover = findChild(dialog.contentItem, "generationResultsCover");
        verify(cover !== null);
        verify(!cover.visible);
    }

    function test_nextAndBackCloseAndReopen() {
        const walkthrough = testCase.window.walkthrough;
        const step = pageStep(walkthrough);
        const dialog = lab();
        tryCompare(dialog, "opened", true);
        compare(dialog.pageIndex, 0);
        click("nextButton");
        compare(walkthrough.stepIndex, step + 1);
        compare(walkthrough.highlightTarget, "generation");
        verify(dialog.opened, "the Generation step keeps the lab open");
        compare(dialog.pageIndex, 1);
        verify(findChild(dialog.contentItem, "generationPage").lessonHighlight);
        click("nextButton");
        compare(walkthrough.stepIndex, step + 2);
        tryCompare(dialog, "visible", false);
        click("backButton");
        compare(walkthrough.stepIndex, step + 1);
        tryCompare(dialog, "opened", true);
        compare(dialog.pageIndex, 1);
        click("backButton");
        compare(walkthrough.stepIndex, step);
        compare(dialog.pageIndex, 0);
        verify(dialog.opened);
        verify(!dialog.modal);
        click("leaveButton");
        verify(!walkthrough.active);
        tryCompare(dialog, "visible", false);
        // Opened from the View menu outside a lesson, the lab is the modal one again.
        testCase.window.run("scalingLab");
        tryCompare(dialog, "opened", true);
        verify(dialog.modal);
        const page = findChild(dialog.contentItem, "scalingPage");
        verify(!page.lessonHighlight);
        verify(!findChild(page, "scalingRunHighlight").visible);
        dialog.close();
        tryCompare(dialog, "visible", false);
    }

    // A clicker's PageDown / PageUp, the arrows and Esc keep working while the lab is open.
    function test_theStripsKeysStillWork() {
        const walkthrough = testCase.window.walkthrough;
        const step = pageStep(walkthrough);
        const dialog = lab();
        tryCompare(dialog, "opened", true);
        findChild(dialog.contentItem, "scalingPrecision").forceActiveFocus(); // focus inside the lab
        keyClick(Qt.Key_PageDown);
        compare(walkthrough.stepIndex, step + 1);
        compare(dialog.pageIndex, 1);
        keyClick(Qt.Key_PageDown);
        compare(walkthrough.stepIndex, step + 2);
        tryCompare(dialog, "visible", false);
        keyClick(Qt.Key_PageUp);
        compare(walkthrough.stepIndex, step + 1);
        tryCompare(dialog, "opened", true);
        keyClick(Qt.Key_PageUp);
        compare(walkthrough.stepIndex, step);
        compare(dialog.pageIndex, 0);
        keyClick(Qt.Key_Right);
        compare(walkthrough.stepIndex, step + 1);
        keyClick(Qt.Key_Left);
        compare(walkthrough.stepIndex, step);
        tryCompare(dialog, "opened", true);
        keyClick(Qt.Key_Escape);
        verify(!walkthrough.active, "Esc leaves the lesson");
        tryCompare(dialog, "visible", false);
    }

    // A projector's 1024×768 under the lesson strip, after Run: the lab covers the window below
    // the strip to its edges (nothing beneath shows through), its chart keeps a plot, and the
    // legend and the crossover line lie on the page (scrolled to in presenter mode, where the
    // page is too short for all of it; in the normal window everything is in view).
    function test_theLabAfterRunFitsASmallWindow_data() {
        const rows = [];
        for (const language of ["en", "de"])
            for (const presenter of [false, true])
                rows.push({ tag: language + (presenter ? " presenter" : ""), language: language, presenter: presenter });
        return rows;
    }
    function test_theLabAfterRunFitsASmallWindow(data) {
        if (TestBuild.sanitized)
            skip("four measurements take minutes under ASan; the default build lays them out");
        testCase.window.width = 1024;
        testCase.window.height = 768;
        testCase.window.windowState.presenterMode = data.presenter;
        const walkthrough = testCase.window.walkthrough;
        walkthrough.language = data.language;
        pageStep(walkthrough);
        const dialog = lab();
        tryCompare(dialog, "opened", true);
        const page = findChild(dialog.contentItem, "scalingPage");
        page.runner.maxN = 1024; // the layout, not the timings, is under test
        mouseClick(findChild(page, "scalingRun"));
        tryCompare(page.runner, "busy", false, 20000);
        compare(page.runner.outcome, "finished");
        waitForRendering(testCase.window.contentItem);

        const content = testCase.window.contentItem;
        const topLeft = dialog.contentItem.mapToItem(content, 0, 0);
        compare(dialog.x, 0);
        compare(dialog.y, 0);
        compare(dialog.width, content.width);
        compare(dialog.height, content.height);
        const body = findChild(strip(), "lessonBody");
        const bodyBottom = body.mapToItem(null, 0, body.height).y;
        verify(bodyBottom <= content.mapToItem(null, 0, 0).y + 0.5, "the strip ends above the lab: " + bodyBottom);

        const results = findChild(page, "scalingResults");
        const chart = findChild(page, "scalingChart");
        verify(chart.plotArea.height >= 80, "the plot is " + chart.plotArea.height + " px tall");
        verify(chart.plotArea.width >= 300, "the plot is " + chart.plotArea.width + " px wide");
        for (const name of ["scalingLegend", "scalingCrossover", "scalingMemorySummary", "scalingMemoryHeader"]) {
            const item = findChild(page, name);
            const at = item.mapToItem(results.contentItem, 0, 0);
            verify(at.x >= -0.5 && at.x + item.width <= results.width + 0.5,
                   name + ": x " + at.x + "…" + (at.x + item.width) + " of " + results.width);
            verify(at.y >= -0.5 && at.y + item.height <= results.contentHeight + 0.5,
                   name + ": y " + at.y + "…" + (at.y + item.height) + " of " + results.contentHeight);
        }
        // The memory table's headings fit their columns ("KV cache" ran into "N×N scores").
        const header = findChild(page, "scalingMemoryHeader");
        for (let i = 0; i < header.children.length; ++i) {
            const cell = header.children[i];
            verify(cell.implicitWidth <= cell.width + 0.5, cell.text + ": " + cell.implicitWidth + " px in " + cell.width);
        }
        if (!data.presenter)
            verify(!results.scrolls, "the normal window shows all the results at once");
        walkthrough.language = "en";
        testCase.window.windowState.presenterMode = false;
    }

    // The Generation page on a projector's 1024×768 under the lesson strip: its legend wraps
    // within the chart's column (presenter mode's entries ran under the totals beside it) and
    // the chart's title and y-axis title fit whole.
    function test_theGenerationPageFitsASmallWindow_data() {
        return test_theLabAfterRunFitsASmallWindow_data();
    }
    function test_theGenerationPageFitsASmallWindow(data) {
        testCase.window.width = 1024;
        testCase.window.height = 768;
        testCase.window.windowState.presenterMode = data.presenter;
        const walkthrough = testCase.window.walkthrough;
        walkthrough.language = data.language;
        walkthrough.goToStep(pageStep(walkthrough) + 1);
        compare(walkthrough.highlightTarget, "generation");
        const dialog = lab();
        tryCompare(dialog, "opened", true);
        const page = findChild(dialog.contentItem, "generationPage");
        waitForRendering(testCase.window.contentItem);

        const totals = findChild(page, "generationTotals");
        const totalsLeft = totals.mapToItem(page, 0, 0).x;
        const legend = findChild(page, "generationLegend");
        verify(legend.children.length >= 4);
        for (let i = 0; i < legend.children.length; ++i) {
            const entry = legend.children[i];
            const right = entry.mapToItem(page, entry.width, 0).x;
            verify(right <= totalsLeft + 0.5, "legend entry " + i + " ends at " + right + ", the totals start at " + totalsLeft);
            const text = entry.children[1];
            verify(text.width >= text.implicitWidth - 0.5 || text.lineCount > 1,
                   "legend entry " + i + " is cut, not wrapped");
        }
        const chart = findChild(page, "generationChart");
        verify(chart.plotArea.height >= 80, "the plot is " + chart.plotArea.height + " px tall");
        const titleWidth = textWidth(chart.title, chart.titleFont);
        verify(titleWidth + 40 <= chart.width, "the title needs " + titleWidth + " px of " + chart.width);
        const axisY = chart.axisY(chart.series(0));
        const axisTitleWidth = textWidth(axisY.titleText, axisY.titleFont);
        verify(axisTitleWidth <= chart.plotArea.height, "the y-axis title needs " + axisTitleWidth + " px of " + chart.plotArea.height);
        walkthrough.language = "en";
        testCase.window.windowState.presenterMode = false;
    }
    TextMetrics {
        id: metrics
    }
    function textWidth(text, font) {
        metrics.font = font;
        metrics.text = text;
        return metrics.advanceWidth;
    }

    function test_leavingTheStepStopsAMeasurement() {
        const walkthrough = testCase.window.walkthrough;
        const step = pageStep(walkthrough);
        const dialog = lab();
        tryCompare(dialog, "opened", true);
        const page = findChild(dialog.contentItem, "scalingPage");
        const run = findChild(page, "scalingRun");
        run.forceActiveFocus(Qt.TabFocusReason); // as a keyboard user reaches it
        mouseClick(run);
        verify(page.runner.busy);
        // A screen reader hears the start and, below, the end.
        const announcer = findChild(page, "scalingAnnouncer");
        tryVerify(() => announcer.spoken.startsWith("Measuring"), 1000, announcer.spoken);
        // The disabled Run gives the keyboard to Cancel.
        verify(!run.activeFocus);
        tryVerify(() => findChild(page, "scalingCancel").activeFocus, 1000, "Cancel has the focus during a run");
        verify(!findChild(page, "scalingRunHighlight").visible, "the frame goes once Run is pressed");
        click("nextButton");
        compare(walkthrough.stepIndex, step + 1);
        tryCompare(page.runner, "busy", false, 100);
        compare(page.runner.outcome, "cancelled");
        tryVerify(() => announcer.spoken.startsWith("Cancelled"), 1000, announcer.spoken);
        compare(dialog.pageIndex, 1);

        // The same on the Generation page, its start said and Cancel given the focus.
        const generation = findChild(dialog.contentItem, "generationPage");
        const generationRun = findChild(generation, "generationRun");
        generationRun.forceActiveFocus(Qt.TabFocusReason);
        mouseClick(generationRun);
        verify(generation.runner.busy);
        tryVerify(() => findChild(generation, "generationCancel").activeFocus, 1000, "Cancel has the focus");
        const generationAnnouncer = findChild(generation, "generationAnnouncer");
        tryVerify(() => generationAnnouncer.spoken.length > 0, 1000, "the start is said");
        click("nextButton");
        compare(walkthrough.stepIndex, step + 2);
        tryCompare(generation.runner, "busy", false, 100);
        compare(generation.runner.outcome, "cancelled");
        tryCompare(dialog, "visible", false);
    }

    // Qt 6.4's layouts can keep an item a Repeater has destroyed (its rows are made again when
    // its model changes); the next layout pass reads freed memory. A run of the monkey test
    // died so, closing the lab after the Generation page's totals had changed. No Repeater is
    // placed by a layout, in the window or in either page of the lab.
    function test_noRepeaterIsPlacedByALayout() {
        const walkthrough = testCase.window.walkthrough;
        pageStep(walkthrough);
        const dialog = lab();
        tryCompare(dialog, "opened", true);
        click("nextButton");
        compare(dialog.pageIndex, 1);
        // From the window's root, which holds the popups' overlay beside the content.
        const root = testCase.window.contentItem.parent;
        verify(root !== null);
        const generation = findChild(dialog.contentItem, "generationPage");
        verify(generation !== null);
        compare(testCase.parts.repeatersInLayouts(root, "window", []), []);
        // The guard finds one where there is one.
        const probe = Qt.createQmlObject("import QtQuick; import QtQuick.Layouts; ColumnLayout { Repeater { model: 2; Item {} } }", testCase);
        compare(testCase.parts.repeatersInLayouts(probe, "probe", []).length, 1);
        probe.destroy();
    }

    // The rows made again (a new N, a new d) while the lab is open, then the lab closed and
    // reopened: the memory rows follow the settings, and closing lays the page out again.
    function test_newRowsThenClosingTheLab() {
        const walkthrough = testCase.window.walkthrough;
        const step = pageStep(walkthrough);
        const dialog = lab();
        tryCompare(dialog, "opened", true);
        click("nextButton");
        compare(dialog.pageIndex, 1);
        const generation = findChild(dialog.contentItem, "generationPage");
        const runner = generation.runner;
        for (const n of [1, 0, 2048, 3072, 1]) {
            runner.chosenN = n;
            waitForRendering(testCase.window.contentItem);
        }
        runner.dimension = 32;
        compare(generation.runner.memory.length, 3);
        dialog.close();
        tryCompare(dialog, "visible", false);
        testCase.window.run("scalingLab");
        tryCompare(dialog, "opened", true);
        runner.chosenN = 0;
        compare(generation.runner.memory.length, 2);
        click("nextButton");
        compare(walkthrough.stepIndex, step + 2);
        tryCompare(dialog, "visible", false);
    }

    function test_theViewMenuReopensItUnderTheStrip() {
        const walkthrough = testCase.window.walkthrough;
        pageStep(walkthrough);
        const dialog = lab();
        tryCompare(dialog, "opened", true);
        dialog.close();
        tryCompare(dialog, "visible", false);
        testCase.window.run("scalingLab");
        tryCompare(dialog, "opened", true);
        verify(!dialog.modal, "still under the strip during the page step");
    }
    // A lesson file's step can open the memory lab the same way: under the strip, not modal,
    // the strip's buttons in reach; the next step closes it, and F7 during the step keeps it
    // under the strip.
    function test_aMemoryStepOpensTheMemoryLabUnderTheStrip() {
        const walkthrough = testCase.window.walkthrough;
        verify(walkthrough.openLessonFile(Qt.resolvedUrl("../data/lessons/memory-page-lesson.json")),
            walkthrough.errorMessage);
        verify(findChild(testCase.window, "memoryLab") === null, "no lab before the step");
        walkthrough.goToStep(1);
        compare(walkthrough.lessonPage, "memory");
        const memoryLab = findChild(testCase.window, "memoryLab");
        verify(memoryLab !== null);
        tryCompare(memoryLab, "opened", true);
        verify(memoryLab.openedByLesson);
        verify(!memoryLab.modal, "the lesson strip stays usable");
        waitForRendering(testCase.window.contentItem);
        const panel = strip();
        verify(panel !== null && panel.visible);
        const stripBottom = panel.mapToItem(null, 0, panel.height).y;
        const labTop = memoryLab.contentItem.mapToItem(null, 0, 0).y;
        verify(labTop >= stripBottom, "lab at " + labTop + ", strip ends at " + stripBottom);
        const labBottom = memoryLab.contentItem.mapToItem(null, 0, memoryLab.contentItem.height).y;
        verify(labBottom <= testCase.window.height, "lab ends at " + labBottom);
        // The step's settings reach the lab.
        const memory = memoryLab.memory;
        compare(memory.pairCount, 3);
        compare(memory.dimension, 3);
        verify(memory.orthogonalKeys);
        compare(memory.rule, "sum");
        // Its question hides the results: no text in the lab, shown or spoken, holds the
        // read-outs or the recall; revealed, they are there.
        verify(memory.concealed);
        const texts = [];
        collectTexts(memoryLab.contentItem, texts);
        const shown = texts.join("\n");
        verify(shown.indexOf("3 of 3 pairs recalled") < 0, shown);
        verify(shown.indexOf("mean error 0 ") < 0, shown);
        verify(shown.indexOf("?") >= 0, "the results read ?");
        walkthrough.reveal();
        tryVerify(() => !memory.concealed);
        const revealed = [];
        collectTexts(memoryLab.contentItem, revealed);
        verify(revealed.join("\n").indexOf("3 of 3 pairs recalled") >= 0, revealed.join("\n"));
        // A student's change lasts while the step is shown; the next step sets the lab again,
        // keeping what it leaves out.
        memory.pairCount = 2;
        compare(memory.pairCount, 2);
        click("nextButton");
        compare(walkthrough.stepIndex, 2);
        tryCompare(memory, "rule", "delta");
        compare(memory.beta, 0.5);
        compare(memory.passes, 2);
        compare(memory.pairCount, 3);
        verify(memory.orthogonalKeys);
        // Next, in the strip, above the lab: the step after closes it.
        click("nextButton");
        tryCompare(memoryLab, "opened", false);
        compare(walkthrough.stepIndex, 3);
        // Back opens it again; opened from the View menu meanwhile it stays under the strip.
        walkthrough.back();
        tryCompare(memoryLab, "opened", true);
        testCase.window.run("memoryLab");
        verify(memoryLab.openedByLesson);
        // Leaving the lesson closes it.
        walkthrough.leave();
        tryCompare(memoryLab, "opened", false);
        // Opened from the menu outside a lesson it is the modal lab again.
        testCase.window.run("memoryLab");
        tryCompare(memoryLab, "opened", true);
        verify(memoryLab.modal && !memoryLab.openedByLesson);
        memoryLab.close();
    }

    function collectTexts(item, found) {
        if (item.visible === false)
            return;
        if (typeof item.text === "string" && item.text !== "")
            found.push(item.text);
        if (item.Accessible && item.Accessible.name)
            found.push(item.Accessible.name);
        for (let i = 0; i < item.children.length; ++i)
            collectTexts(item.children[i], found);
    }
}
