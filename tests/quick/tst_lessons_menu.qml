// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention
import LinearAttention.Model
import LinearAttention.Export
import LinearAttention.Walkthrough

// The Lessons button: a menu of the built-in lessons that starts one, and
// "Open lesson file…", which makes its file dialog only when asked.
TestCase {
    name: "LessonsMenu"
    when: windowShown
    width: 1280
    height: 200
    visible: true

    // The single query shown, as the window has it: a part of the problem the exports follow.

    ProblemModel {

        id: problemModel

    }

    readonly property AttentionModel model: problemModel.attention
    WalkthroughModel {
        id: walkthrough
        problem: problemModel
    }
    ControlsBar {
        id: bar
        width: 1280
        attention: model
        exporter: ExportController {
            problem: problemModel
        }
        walkthrough: walkthrough
    }

    function cleanup() {
        walkthrough.leave();
        walkthrough.language = "en";
    }

    function test_menuStartsALesson() {
        mouseClick(findChild(bar, "lessonsButton"));
        const entry = findChild(bar, "lesson-denominator-stability");
        verify(entry !== null, "the menu lists the built-in lesson");
        entry.triggered();
        verify(walkthrough.active);
        compare(walkthrough.lessonId, "denominator-stability");
        compare(walkthrough.stepIndex, 0);
    }

    function test_menuListsTheLessonsInTheWindowsLanguage() {
        walkthrough.language = "de";
        wait(0); // the menu's entries for the English list are deleted later
        mouseClick(findChild(bar, "lessonsButton"));
        const entry = findChild(bar, "lesson-denominator-stability");
        verify(entry !== null);
        compare(entry.text, "Wenn der Nenner null ist");
        entry.triggered();
        compare(walkthrough.lessonTitle, "Wenn der Nenner null ist");
        compare(walkthrough.stepTitle, "Woraus der Nenner besteht");
    }

    function test_fileDialogIsMadeWhenAskedFor() {
        const chooser = findChild(bar, "lessonFileChooser");
        verify(chooser !== null);
        verify(!chooser.isOpen, "no dialog at start-up");
        mouseClick(findChild(bar, "lessonsButton"));
        findChild(bar, "openLessonFile").triggered();
        verify(chooser.isOpen, "the entry opens the file dialog");
        chooser.cancel();
        verify(!chooser.isOpen);
    }
}
