// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention
import LinearAttention.Model
import LinearAttention.Walkthrough

// The lesson strip and the faded derivation, driven by keys and clicks as a
// teacher with a presentation clicker, or a student at the keyboard, would.
TestCase {
    id: testCase
    name: "Walkthrough"
    when: windowShown
    width: 1280
    height: 720
    // Visibility is checked below: this case's items must be shown.
    visible: true

    // The single query shown, as the window has it: a part of the problem the lesson sets.
    ProblemModel {
        id: problemModel
    }
    readonly property AttentionModel model: problemModel.attention
    WalkthroughModel {
        id: walkthrough
        problem: problemModel
    }
    WalkthroughPanel {
        id: panel
        width: 1280
        walkthrough: walkthrough
    }
    DerivationPanel {
        id: derivation
        y: 200
        width: 600
        height: 520
        attention: model
        walkthrough: walkthrough
    }

    function init() {
        walkthrough.start("reassociation", 4); // the worked example's denominator
        waitForRendering(panel);
    }
    function cleanup() {
        walkthrough.leave();
        walkthrough.language = "en";
    }

    function lineItem(lineId) {
        const list = findChild(derivation, "derivationLines");
        list.forceLayout();
        const items = list.children;
        for (let i = 0; i < items.length; ++i)
            if (items[i].lineId === lineId)
                return items[i];
        return null;
    }

    function test_stripShowsTheStep() {
        compare(findChild(panel, "stepCounter").text, "Step 5 of " + walkthrough.stepCount);
        compare(findChild(panel, "stepTitle").text, walkthrough.stepTitle);
        verify(findChild(panel, "questionPrompt").text.length > 0);
        verify(findChild(panel, "answerField").visible);
    }

    // In a German window (WindowLauncher sets the language from --lang) the
    // strip shows the lesson's German, the question's hint too.
    function test_germanOnTheStrip() {
        walkthrough.language = "de";
        waitForRendering(panel);
        compare(findChild(panel, "lessonTitle").text, "Lineare Attention als laufende Summen");
        compare(findChild(panel, "stepTitle").text, "Rechenbeispiel: der Nenner");
        compare(findChild(panel, "questionPrompt").text, "Geben Sie den Nenner φ(q)·Z₀ ein.");
        verify(findChild(panel, "stepText").text.startsWith("Beispiel <b>Allgemein</b>, Feature-Map <b>ELU+1</b>"));
        compare(findChild(panel, "stepBox").displayText, "Rechenbeispiel: der Nenner");
        const field = findChild(panel, "answerField");
        field.forceActiveFocus();
        keyClick(Qt.Key_4);
        keyClick(Qt.Key_Return);
        compare(walkthrough.answerState, "wrong");
        verify(findChild(panel, "feedbackText").text.startsWith("Es ist ein Skalarprodukt"));
        walkthrough.language = "en";
        compare(findChild(panel, "stepTitle").text, "Worked example: the denominator");
        verify(findChild(panel, "feedbackText").text.startsWith("It is a dot product"));
    }

    function test_keysStepThroughTheLesson() {
        findChild(panel, "nextButton").forceActiveFocus();
        keyClick(Qt.Key_Right);
        compare(walkthrough.stepIndex, 5);
        keyClick(Qt.Key_PageDown);
        compare(walkthrough.stepIndex, 6);
        keyClick(Qt.Key_PageUp);
        compare(walkthrough.stepIndex, 5);
        keyClick(Qt.Key_Left);
        compare(walkthrough.stepIndex, 4);
        // Back restored the state step 5 sets.
        compare(model.presetId, "general");
        compare(model.featureMapId, "elu1");
        compare(model.prefix, 1);
        keyClick(Qt.Key_Escape);
        verify(!walkthrough.active);
        keyClick(Qt.Key_Right);
        compare(walkthrough.stepIndex, 4, "no lesson keys once the lesson is left");
    }

    function test_typingAnAnswerKeepsTheStep() {
        const field = findChild(panel, "answerField");
        field.forceActiveFocus();
        keyClick(Qt.Key_4);
        keyClick(Qt.Key_Left);
        keyClick(Qt.Key_Right);
        compare(walkthrough.stepIndex, 4, "arrows move the cursor in the answer field");
        keyClick(Qt.Key_Return);
        compare(walkthrough.answerState, "wrong");
        verify(findChild(panel, "feedbackText").text.length > 0, "the hint is shown");
        field.selectAll();
        keyClick(Qt.Key_5);
        keyClick(Qt.Key_Return);
        compare(walkthrough.answerState, "correct");
        compare(findChild(panel, "feedbackText").text, walkthrough.feedback);
    }

    function test_fadedLineIsFilledIn() {
        const numerator = lineItem("numerator");
        verify(numerator !== null);
        compare(findChild(numerator, "result").text, "= ?");
        const field = findChild(numerator, "fillField");
        verify(field.visible);
        field.forceActiveFocus();
        keyClick(Qt.Key_7);
        keyClick(Qt.Key_Return);
        verify(walkthrough.hiddenLines.indexOf("numerator") >= 0, "7 is refused");
        verify(findChild(numerator, "fillMessage").text.indexOf("7") >= 0);
        field.selectAll();
        keyClick(Qt.Key_5);
        keyClick(Qt.Key_Return);
        verify(walkthrough.hiddenLines.indexOf("numerator") < 0, "5 shows the numerator");
        waitForRendering(derivation);
        compare(findChild(lineItem("numerator"), "result").text, "= 5");
    }

    function test_summaryHidesTheFadedOutput() {
        compare(findChild(derivation, "outputValue").text, "?");
        walkthrough.leave();
        compare(findChild(derivation, "outputValue").text, "1");
    }

    function test_highlightedLineIsFramed() {
        compare(walkthrough.highlightKind, "derivation");
        const line = lineItem(walkthrough.highlightTarget);
        verify(line !== null);
        verify(findChild(line, "lineHighlight").shown);
        // A line no step has pointed at has no frame at all; one that was, a hidden one.
        const other = findChild(lineItem("phi-query"), "lineHighlight");
        verify(other === null || !other.shown);
    }

    function test_nextStepStartsWithEmptyFields() {
        // Steps 5 and 6 both fade the output: a value typed at 5 is not 6's answer.
        const field = findChild(lineItem("output"), "fillField");
        field.forceActiveFocus();
        keyClick(Qt.Key_9);
        compare(field.text, "9");
        walkthrough.next();
        waitForRendering(derivation);
        compare(findChild(lineItem("output"), "fillField").text, "");
    }

    function test_questionConcealsWhatGivesItAway() {
        // Step 9: "Is the output at prefix 4 defined?" (All negative, ReLU).
        walkthrough.goToStep(8);
        waitForRendering(derivation);
        compare(findChild(derivation, "outputValue").text, "?");
        compare(findChild(lineItem("why-unavailable"), "formula").text, walkthrough.concealedLineNote);
        compare(findChild(lineItem("denominator"), "result").text, "= ?");
        verify(!lineItem("output").showsUnavailable, "no red while that is the question");
        walkthrough.reveal();
        waitForRendering(derivation);
        compare(findChild(derivation, "outputValue").text, "Unavailable");
        compare(findChild(lineItem("denominator"), "result").text, "= 0");
        verify(lineItem("output").showsUnavailable);
    }

    function test_arrowsInAFieldMoveTheCursorThenTheStep() {
        // Step 5 fades the denominator: type into its field.
        const field = findChild(lineItem("denominator"), "fillField");
        field.forceActiveFocus();
        keyClick(Qt.Key_4);
        keyClick(Qt.Key_2);
        keyClick(Qt.Key_Left);
        compare(field.cursorPosition, 1, "Left moves the cursor inside the text");
        compare(walkthrough.stepIndex, 4);
        keyClick(Qt.Key_Right);
        compare(field.cursorPosition, 2);
        compare(walkthrough.stepIndex, 4, "Right moves the cursor while there is text to its right");
        keyClick(Qt.Key_Right);
        compare(walkthrough.stepIndex, 5, "Right at the end of the text: the next step");
        walkthrough.goToStep(4);
        const again = findChild(lineItem("denominator"), "fillField");
        again.forceActiveFocus();
        keyClick(Qt.Key_Left);
        compare(walkthrough.stepIndex, 3, "Left in an empty field: the step before");
        walkthrough.goToStep(4);
        const third = findChild(lineItem("denominator"), "fillField");
        third.forceActiveFocus();
        keyClick(Qt.Key_7);
        keyClick(Qt.Key_PageDown);
        compare(walkthrough.stepIndex, 5, "a clicker's PageDown always changes the step");
    }

    function test_aCorrectFillGivesTheKeysBackToTheLesson() {
        const field = findChild(lineItem("denominator"), "fillField");
        field.forceActiveFocus();
        keyClick(Qt.Key_5);
        keyClick(Qt.Key_Return);
        verify(!field.activeFocus, "the field went away with the answer");
        tryVerify(() => walkthrough.hiddenLines.indexOf("denominator") < 0);
        keyClick(Qt.Key_Right);
        compare(walkthrough.stepIndex, 5);
    }
}
