// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import LinearAttention
import LinearAttention.Model
import LinearAttention.Export
import LinearAttention.Desktop

// The Export button: a menu listing the table formats, the copy, the two
// handouts and a PNG submenu per chart; its entries reach ExportController
// (the copy at once, files through a save dialog made only when asked for,
// with a suggested name); the result is shown under the button.
TestCase {
    id: testCase
    name: "ExportMenu"
    when: windowShown
    width: 1280
    height: 600
    visible: true

    // The single query shown, as the window has it: a part of the problem the exports follow.

    ProblemModel {

        id: problemModel

    }

    readonly property AttentionModel model: problemModel.attention
    // A stand-in for a chart: something on screen to grab.
    Rectangle {
        id: fakeChart
        x: 20
        y: 80
        width: 200
        height: 120
        color: "#1d4ed8"
    }
    ExportMenu {
        id: menu
        x: 600
        attention: model
        controller: ExportController {
            problem: problemModel
            // No output chart on screen: its entries are off.
            charts: ({ "plane": fakeChart, "weights": fakeChart })
        }
    }
    TextEdit {
        id: pasteTarget
        y: 300
        width: 400
        height: 100
    }
    SignalSpy {
        id: finished
        target: menu.controller
        signalName: "exportFinished"
    }

    // A file that cannot be written, even by root: below a missing folder.
    readonly property string unwritableFolder: "file:///nonexistent-linattn-folder"

    function initTestCase() {
        const chooser = findChild(menu, "exportFileChooser");
        verify(chooser !== null);
        verify(!chooser.isOpen, "no dialog at start-up");
    }

    function init() {
        model.setState("general", "elu1", 3);
        menu.controller.clearMessages();
        finished.clear();
    }

    function cleanup() {
        const exportMenu = findChild(menu, "exportMenu"); // made when first opened
        if (exportMenu !== null && exportMenu.opened)
            exportMenu.close();
        findChild(menu, "exportFileChooser").cancel();
        menu.controller.clearMessages();
    }

    // Opens the menu and chooses the entry; returns the file chooser it opened.
    function chooseEntry(name: string): FileChooser {
        mouseClick(menu);
        const exportMenu = findChild(menu, "exportMenu");
        tryCompare(exportMenu, "opened", true);
        const entry = findChild(menu, name);
        verify(entry !== null, name);
        entry.triggered();
        exportMenu.close();
        const chooser = findChild(menu, "exportFileChooser") as FileChooser;
        verify(chooser.isOpen, "the entry opens the file dialog");
        return chooser;
    }

    function test_menuListsItsEntries() {
        mouseClick(menu);
        const exportMenu = findChild(menu, "exportMenu");
        tryCompare(exportMenu, "opened", true);
        const entries = {
            exportCsv: "Step table as CSV…",
            exportMarkdown: "Step table as Markdown…",
            exportLatex: "Step table as LaTeX…",
            exportJson: "Step table as JSON…",
            exportNotebook: "Step table as a Jupyter notebook…",
            copyTable: "Copy step table",
            exportHandoutA4: "PDF handout (A4)…",
            exportHandoutLetter: "PDF handout (US Letter)…"
        };
        for (const name in entries) {
            const entry = findChild(menu, name);
            verify(entry !== null, name);
            compare(entry.text, entries[name]);
            verify(entry.enabled, name);
        }
        // Each chart's submenu hangs from the menu itself: no third level.
        const titles = { plane: "Query/key plane as SVG or PNG", weights: "Attention weights as SVG or PNG",
                         output: "Output against the prefix as SVG or PNG" };
        for (const chart in titles) {
            const submenu = findChild(menu, "chartMenu-" + chart);
            compare(submenu.title, titles[chart]);
            let hangsFromTheMenu = false;
            for (let i = 0; i < exportMenu.count; ++i)
                hangsFromTheMenu = hangsFromTheMenu || exportMenu.menuAt(i) === submenu;
            verify(hangsFromTheMenu, chart);
        }
        for (const chart of ["plane", "weights", "output"]) {
            verify(findChild(menu, "chartMenu-" + chart) !== null, chart);
            for (const scale of ["svg", "1x", "2x", "3x"]) {
                const entry = findChild(menu, chart + "-" + scale);
                verify(entry !== null, chart + "-" + scale);
                // Without its chart item the entry is off.
                compare(entry.enabled, chart !== "output", chart + "-" + scale);
            }
        }
        compare(findChild(menu, "copyShortcutText").text.length > 0, true);
    }

    // Values of two coordinates add the value plane's submenu; the sequence's tokens rename the
    // table entries and leave nothing to copy.
    function test_entriesFollowWhatIsExported() {
        model.setState("value-arrows", "elu1", 2);
        compare(menu.controller.chartMenu.map(entry => entry.chart), ["plane", "weights", "output", "values"]);
        compare(menu.controller.chartMenu[3].title, "Values and their weighted average as SVG or PNG");
        verify(!menu.controller.chartMenu[3].ready, "no value plane on screen here");
        model.setState("general", "elu1", 2);
        compare(menu.controller.chartMenu.map(entry => entry.chart), ["plane", "weights", "output"]);
        verify(menu.controller.canCopyTable);
        compare(menu.controller.tableMenuLabels.csv, "Step table as CSV…");
    }

    function test_copyPutsTheTableOnTheClipboard() {
        mouseClick(menu);
        findChild(menu, "copyTable").triggered();
        compare(menu.controller.errorMessage, "");
        verify(menu.controller.statusMessage.length > 0);
        pasteTarget.clear();
        pasteTarget.paste();
        compare(pasteTarget.text, menu.controller.tableTsv());
        // A header and one row per prefix 1…3.
        compare(pasteTarget.text.split("\n").filter(line => line.length > 0).length, 4);
        // Said under the button.
        tryCompare(findChild(menu, "exportStatusPopup"), "visible", true);
        compare(findChild(menu, "exportMessage").text, menu.controller.statusMessage);
    }

    function test_shortcutCopies() {
        model.setState("general", "elu1", 2);
        keyClick(Qt.Key_C, Qt.ControlModifier | Qt.ShiftModifier);
        verify(menu.controller.statusMessage.length > 0);
        pasteTarget.clear();
        pasteTarget.paste();
        compare(pasteTarget.text.split("\n").filter(line => line.length > 0).length, 3);
    }

    function test_fileDialogIsMadeWhenAskedFor() {
        const chooser = chooseEntry("exportCsv");
        verify(chooser.saving);
        verify(chooser.startFile().endsWith("/general-elu1-prefix3.csv"), chooser.startFile());
        verify(chooser.nameFilters[0].indexOf("*.csv") >= 0);
        compare(chooser.defaultSuffix, "csv");
        chooser.cancel();
        verify(!chooser.isOpen);
        compare(finished.count, 0, "nothing exported when the dialog is cancelled");
    }

    function test_entriesSuggestTheirFiles_data() {
        return [
            { tag: "markdown", entry: "exportMarkdown", name: "general-elu1-prefix3.md" },
            { tag: "latex", entry: "exportLatex", name: "general-elu1-prefix3.tex" },
            { tag: "json", entry: "exportJson", name: "general-elu1-prefix3.json" },
            { tag: "ipynb", entry: "exportNotebook", name: "general-elu1-prefix3.ipynb" },
            { tag: "a4", entry: "exportHandoutA4", name: "general-elu1-prefix3-handout-a4.pdf" },
            { tag: "letter", entry: "exportHandoutLetter", name: "general-elu1-prefix3-handout-letter.pdf" },
            { tag: "plane 2x", entry: "plane-2x", name: "general-elu1-prefix3-plane-2x.png" },
            { tag: "weights 3x", entry: "weights-3x", name: "general-elu1-prefix3-weights-3x.png" }
        ];
    }

    function test_entriesSuggestTheirFiles(data) {
        const chooser = chooseEntry(data.entry);
        verify(chooser.startFile().endsWith("/" + data.name), chooser.startFile());
        chooser.cancel();
    }

    function test_chosenFileIsExported_data() {
        return [
            { tag: "csv", entry: "exportCsv", file: "table.csv" },
            { tag: "ipynb", entry: "exportNotebook", file: "table.ipynb" },
            { tag: "letter handout", entry: "exportHandoutLetter", file: "handout.pdf" },
            { tag: "plane 1x", entry: "plane-1x", file: "plane.png" }
        ];
    }

    // Accepting the dialog exports to the chosen file: here one that cannot
    // be written, so the failure is reported under the button and no file made.
    function test_chosenFileIsExported(data) {
        const chooser = chooseEntry(data.entry);
        const file = testCase.unwritableFolder + "/" + data.file;
        chooser.choose(file);
        verify(!chooser.isOpen, "choosing closes the dialog");
        finished.wait(10000);
        compare(finished.count, 1);
        compare(finished.signalArguments[0][0], false);
        const message = menu.controller.errorMessage;
        verify(message.indexOf("/nonexistent-linattn-folder/" + data.file + ": cannot write: ") === 0, message);
        compare(menu.controller.statusMessage, "");
        tryCompare(findChild(menu, "exportStatusPopup"), "visible", true);
        compare(findChild(menu, "exportMessage").text, message);
        // Closing the message clears it.
        mouseClick(findChild(menu, "closeExportMessage"));
        compare(menu.controller.errorMessage, "");
        tryCompare(findChild(menu, "exportStatusPopup"), "visible", false);
    }
}
