// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention
import LinearAttention.Model

// Where the keyboard is during a lesson: after a start, a step change, an answer, a reveal and a
// leave the focus is on a visible control that makes sense there (Next, or the field a student is
// still answering in; after leaving, the Lessons button), never on a hidden one.
TestCase {
    id: testCase
    name: "LessonFocus"
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
        testCase.window.requestActivate();
        tryVerify(() => testCase.window.active, 3000, "the window is active");
        waitForRendering(testCase.window.contentItem);
        // The strip does not take the focus from a visible control below it: start from none.
        testCase.window.contentItem.forceActiveFocus();
    }

    function cleanup() {
        testCase.window.walkthrough.leave();
        testCase.window.destroy();
        testCase.window = null;
        testCase.parts.destroy();
        testCase.parts = null;
    }

    function effectivelyVisible(item) {
        for (let ancestor = item; ancestor !== null; ancestor = ancestor.parent)
            if (!ancestor.visible || ancestor.opacity === 0)
                return false;
        return true;
    }
    // The focus lands on the item named `name` (or an item inside it), and it can be seen.
    function verifyFocusOn(name, when) {
        tryVerify(() => {
            const focused = testCase.window.activeFocusItem;
            for (let item = focused; item !== null; item = item.parent)
                if (item.objectName === name)
                    return true;
            return false;
        }, 2000, when + ": the focus is on " + name + ", not "
           + (testCase.window.activeFocusItem ? testCase.window.activeFocusItem.objectName || testCase.window.activeFocusItem : "nothing"));
        verify(effectivelyVisible(testCase.window.activeFocusItem), when + ": the focused control is visible");
    }

    function test_focusFollowsTheLesson() {
        const walkthrough = testCase.window.walkthrough;
        const content = testCase.window.contentItem.parent ?? testCase.window.contentItem;
        // reassociation step 5 asks for the denominator at prefix 1.
        verify(walkthrough.start("reassociation", 4));
        verifyFocusOn("nextButton", "a lesson started");
        findChild(content, "answerField").forceActiveFocus(Qt.TabFocusReason);
        walkthrough.submitNumber("4");
        compare(walkthrough.answerState, "wrong");
        verifyFocusOn("answerField", "after a wrong answer the field keeps it");
        walkthrough.submitNumber("5");
        compare(walkthrough.answerState, "correct");
        verifyFocusOn("nextButton", "after the right answer");

        // Back keeps the focus on Back, also onto a step already answered.
        findChild(content, "backButton").forceActiveFocus(Qt.TabFocusReason);
        walkthrough.back();
        walkthrough.next();
        verifyFocusOn("backButton", "Back, then onto the answered step");
        walkthrough.next();
        walkthrough.next();
        verify(testCase.window.activeFocusItem !== null);
        verify(effectivelyVisible(testCase.window.activeFocusItem), "after Next: the focus is visible");

        // denominator-stability step 5 is a choice.
        verify(walkthrough.start("denominator-stability", 4));
        compare(walkthrough.questionKind, "choice");
        findChild(content, "option0").forceActiveFocus(Qt.TabFocusReason);
        walkthrough.reveal();
        verifyFocusOn("nextButton", "after a reveal: the options are gone");

        walkthrough.leave();
        verifyFocusOn("lessonsButton", "after leaving");
    }

    // A student on the controls below keeps the focus there when the lesson moves on, and when
    // a question is answered.
    function test_controlsBelowKeepTheFocus() {
        const walkthrough = testCase.window.walkthrough;
        verify(walkthrough.start("reassociation", 3));
        const content = testCase.window.contentItem;
        const lessons = findChild(content.parent ?? content, "lessonsButton");
        verify(lessons !== null);
        lessons.forceActiveFocus(Qt.TabFocusReason);
        walkthrough.next();
        wait(50);
        compare(testCase.window.activeFocusItem, lessons);
        walkthrough.submitNumber("5");
        compare(walkthrough.answerState, "correct");
        wait(50);
        compare(testCase.window.activeFocusItem, lessons);
    }

    // A derivation line read with Up and Down keeps the focus when the step changes (it is no Tab
    // stop, but a place the keyboard was brought to).
    function test_aDerivationLineKeepsTheFocus() {
        const walkthrough = testCase.window.walkthrough;
        verify(walkthrough.start("reassociation", 1));
        const content = testCase.window.contentItem;
        const lines = findChild(content, "derivationLines");
        verify(lines !== null);
        lines.parent.parent.forceActiveFocus(Qt.TabFocusReason); // the list: its first line takes it
        const line = testCase.window.activeFocusItem;
        verify(line !== null && line.holdsKeyboard === true, "a line has the focus: " + line);
        walkthrough.next();
        wait(50);
        compare(testCase.window.activeFocusItem, line);
    }

    // Closing the data editor with the keyboard in it gives it to Edit data, not a hidden cell.
    function test_closingTheEditorKeepsTheFocusVisible() {
        testCase.window.windowState.dataEditorShown = true;
        tryVerify(() => testCase.window.activeFocusItem !== null
                  && testCase.window.activeFocusItem.objectName === "cell-0-0", 3000, "a cell has the focus");
        testCase.window.windowState.dataEditorShown = false;
        verifyFocusOn("editDataButton", "after closing the editor");
    }

}
