// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick

// Every keyboard shortcut of the window in one list: the Shortcut objects are
// made from it, and the shortcuts sheet (F1) shows it, so the two can never
// disagree. A shortcut emits triggered(name); the window does the work.
// Entries with `listed` only are keys handled elsewhere (the lesson strip),
// shown in the sheet for completeness. An entry `everywhere` works while a modal
// lab or dialog is open too (a window's shortcuts wait for it to close).
Item {
    id: shortcuts

    // Names whose shortcut is off right now (e.g. "leaveLesson" without a lesson).
    property var disabled: []

    signal triggered(string name)

    readonly property var entries: [
        { group: qsTr("Data"), name: "nextPrefix", sequences: ["Ctrl+Right", "]"], text: qsTr("Next prefix (one key more); in the sequence view, next token") },
        { group: qsTr("Data"), name: "previousPrefix", sequences: ["Ctrl+Left", "["], text: qsTr("Previous prefix (one key fewer); in the sequence view, previous token") },
        { group: qsTr("Data"), name: "nextPreset", sequences: ["Ctrl+Down"], text: qsTr("Next preset; in the sequence view, next sequence") },
        { group: qsTr("Data"), name: "previousPreset", sequences: ["Ctrl+Up"], text: qsTr("Previous preset; in the sequence view, previous sequence") },
        { group: qsTr("Data"), name: "nextFeatureMap", sequences: ["Ctrl+M"], text: qsTr("Next feature map") },
        { group: qsTr("Data"), name: "editData", sequences: ["Ctrl+D"], text: qsTr("Show or hide the data editor") },
        { group: qsTr("Data"), name: "undo", sequences: ["Ctrl+Z"], text: qsTr("Undo the last change of the data (in a data field: first what was typed there)") },
        { group: qsTr("Data"), name: "redo", sequences: ["Ctrl+Shift+Z", "Ctrl+Y"], text: qsTr("Redo") },
        { group: qsTr("Files"), name: "openData", sequences: ["Ctrl+O"], text: qsTr("Open a data file") },
        { group: qsTr("Files"), name: "saveData", sequences: ["Ctrl+S"], text: qsTr("Save the data as a file") },
        { group: qsTr("Files"), name: "export", sequences: ["Ctrl+E"], text: qsTr("Export: step table, PDF handout, charts") },
        { group: qsTr("Files"), name: "copyTable", sequences: ["Ctrl+Shift+C"], text: qsTr("Copy the step table for a spreadsheet"), listed: true },
        { group: qsTr("Files"), name: "quit", sequences: ["Ctrl+Q"], text: qsTr("Quit"), everywhere: true },
        { group: qsTr("In front of a class"), name: "presenterMode", sequences: ["F5"], text: qsTr("Presenter mode on or off") },
        { group: qsTr("In front of a class"), name: "fullScreen", sequences: ["F11"], text: qsTr("Full screen on or off") },
        { group: qsTr("In front of a class"), name: "toggleView", sequences: ["F6"], text: qsTr("Single-query view or sequence view (every token of a sequence)") },
        { group: qsTr("In front of a class"), name: "memoryLab", sequences: ["F7"], text: qsTr("The memory lab: the state S as a key→value memory") },
        { group: qsTr("In front of a class"), name: "toggleCharts", sequences: ["Ctrl+1"], text: qsTr("Show or hide the charts") },
        { group: qsTr("In front of a class"), name: "toggleStepTable", sequences: ["Ctrl+2"], text: qsTr("Show or hide the step table") },
        { group: qsTr("Guided walkthrough"), name: "startLesson", sequences: ["Ctrl+L"], text: qsTr("Start the guided walkthrough") },
        { group: qsTr("Guided walkthrough"), name: "reloadLesson", sequences: ["Ctrl+R"], text: qsTr("Read the lesson file again (after editing it)") },
        { group: qsTr("Guided walkthrough"), name: "lessonNext", sequences: ["Right", "PgDown"], text: qsTr("Next step (in an answer field, Right at the end of the text; PageDown always)"), listed: true },
        { group: qsTr("Guided walkthrough"), name: "lessonBack", sequences: ["Left", "PgUp"], text: qsTr("Previous step (in an answer field, Left at the start of the text; PageUp always)"), listed: true },
        { group: qsTr("Guided walkthrough"), name: "leaveLesson", sequences: ["Esc"], text: qsTr("Leave the walkthrough"), listed: true },
        { group: qsTr("Help"), name: "shortcutsSheet", sequences: ["F1", "?"], text: qsTr("This list of shortcuts") }
    ]

    Instantiator {
        model: shortcuts.entries.filter(entry => !entry.listed)
        delegate: Shortcut {
            required property var modelData
            objectName: "shortcut-" + modelData.name
            sequences: modelData.sequences
            context: modelData.everywhere ? Qt.ApplicationShortcut : Qt.WindowShortcut
            enabled: shortcuts.disabled.indexOf(modelData.name) < 0
            onActivated: shortcuts.triggered(modelData.name)
        }
    }
}
