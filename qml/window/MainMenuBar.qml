// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import LinearAttention.Model
import LinearAttention
import LinearAttention.Walkthrough
import LinearAttention.Export
import LinearAttention.Desktop

// File, Edit, View, Lessons and Help, as a desktop program has them. Items
// name the work (triggered(name)); the window does it, the same way its
// keyboard shortcuts do, and each item shows its shortcut from the one list.
MenuBar {
    id: bar
    Accessible.name: qsTr("Menu bar")

    // The problem shown: its single query's data and the words of its view's commands.
    required property ProblemModel problem
    readonly property AttentionModel attention: bar.problem.attention
    required property WalkthroughModel walkthrough
    // Shows how a printed worksheet went, in the Export strip.
    required property ExportController exporter
    required property DataFiles dataFiles
    required property var entries
    property bool presenterMode: false
    property bool fullScreen: false
    property bool showCharts: true
    property bool showStepTable: true
    property bool dataEditorShown: false

    signal triggered(string name)
    signal recentFileChosen(string path)

    function keysOf(name: string): string {
        for (const entry of bar.entries)
            if (entry.name === name)
                return KeyNames.nativeText(entry.sequences[0]);
        return "";
    }

    font.pixelSize: Theme.fontSize

    // The style's item, named without the mnemonic's '&' for screen readers.
    delegate: MenuBarItem {
        id: menuBarItem
        Accessible.name: menuBarItem.menu !== null ? AccessibleText.withoutMnemonic(menuBarItem.menu.title) : ""
    }

    FittingMenu {
        objectName: "fileMenu"
        title: qsTr("&File")
        entries: Component {
            MenuEntries {
                ShortcutMenuItem {
                    objectName: "openDataItem"
                    text: qsTr("Open data…")
                    keys: bar.keysOf("openData")
                    onTriggered: bar.triggered("openData")
                }
                FittingMenu {
                    id: recentMenu
                    objectName: "recentMenu"
                    title: qsTr("Open recent")
                    enabled: bar.dataFiles.recentFiles.length > 0
                    font.pixelSize: Theme.fontSize
                    Instantiator {
                        model: bar.dataFiles.recentFiles
                        delegate: MenuItem {
                            required property string modelData
                            text: modelData
                            font.pixelSize: Theme.fontSize
                            onTriggered: bar.recentFileChosen(modelData)
                        }
                        onObjectAdded: (index, object) => recentMenu.insertItem(index, object as MenuItem)
                        onObjectRemoved: (index, object) => recentMenu.removeItem(object as MenuItem)
                    }
                    MenuSeparator {}
                    MenuItem {
                        text: qsTr("Clear the list")
                        font.pixelSize: Theme.fontSize
                        onTriggered: bar.dataFiles.clearRecentFiles()
                    }
                }
                ShortcutMenuItem {
                    objectName: "saveDataItem"
                    text: qsTr("Save data as…")
                    keys: bar.keysOf("saveData")
                    onTriggered: bar.triggered("saveData")
                }
                MenuSeparator {}
                ShortcutMenuItem {
                    text: qsTr("Export…")
                    keys: bar.keysOf("export")
                    onTriggered: bar.triggered("export")
                }
                MenuSeparator {}
                ShortcutMenuItem {
                    text: qsTr("Quit")
                    keys: bar.keysOf("quit")
                    onTriggered: bar.triggered("quit")
                }
            }
        }
    }

    FittingMenu {
        objectName: "editMenu"
        title: qsTr("&Edit")
        entries: Component {
            MenuEntries {
                ShortcutMenuItem {
                    objectName: "undoItem"
                    text: bar.attention.editor.canUndo ? qsTr("Undo %1").arg(bar.attention.editor.undoText) : qsTr("Undo")
                    enabled: bar.attention.editor.canUndo
                    keys: bar.keysOf("undo")
                    onTriggered: bar.triggered("undo")
                }
                ShortcutMenuItem {
                    objectName: "redoItem"
                    text: bar.attention.editor.canRedo ? qsTr("Redo %1").arg(bar.attention.editor.redoText) : qsTr("Redo")
                    enabled: bar.attention.editor.canRedo
                    keys: bar.keysOf("redo")
                    onTriggered: bar.triggered("redo")
                }
                MenuSeparator {}
                ShortcutMenuItem {
                    text: qsTr("Edit data")
                    checkable: true
                    checked: bar.dataEditorShown
                    keys: bar.keysOf("editData")
                    onTriggered: bar.triggered("editData")
                }
                ShortcutMenuItem {
                    text: qsTr("Reset to preset %1").arg(bar.attention.presetTitle)
                    enabled: bar.attention.ownData
                    onTriggered: bar.attention.editor.resetToPreset()
                }
            }
        }
    }

    FittingMenu {
        objectName: "viewMenu"
        title: qsTr("&View")
        entries: Component {
            MenuEntries {
                // The same keys move the prefix or, in the sequence view, the token (texts to match).
                ShortcutMenuItem {
                    text: bar.problem.nextStepText
                    keys: bar.keysOf("nextPrefix")
                    onTriggered: bar.triggered("nextPrefix")
                }
                ShortcutMenuItem {
                    text: bar.problem.previousStepText
                    keys: bar.keysOf("previousPrefix")
                    onTriggered: bar.triggered("previousPrefix")
                }
                ShortcutMenuItem {
                    text: bar.problem.nextProblemText
                    keys: bar.keysOf("nextPreset")
                    onTriggered: bar.triggered("nextPreset")
                }
                ShortcutMenuItem {
                    text: qsTr("Next feature map")
                    keys: bar.keysOf("nextFeatureMap")
                    onTriggered: bar.triggered("nextFeatureMap")
                }
                MenuSeparator {}
                ShortcutMenuItem {
                    objectName: "sequenceViewItem"
                    text: qsTr("Sequence view (every token)")
                    checkable: true
                    checked: bar.problem.sequenceView
                    keys: bar.keysOf("toggleView")
                    onTriggered: bar.triggered("toggleView")
                }
                MenuSeparator {}
                ShortcutMenuItem {
                    objectName: "presenterItem"
                    text: qsTr("Presenter mode")
                    checkable: true
                    checked: bar.presenterMode
                    keys: bar.keysOf("presenterMode")
                    onTriggered: bar.triggered("presenterMode")
                }
                ShortcutMenuItem {
                    text: qsTr("Full screen")
                    checkable: true
                    checked: bar.fullScreen
                    keys: bar.keysOf("fullScreen")
                    onTriggered: bar.triggered("fullScreen")
                }
                ShortcutMenuItem {
                    text: qsTr("Show the charts")
                    checkable: true
                    checked: bar.showCharts
                    keys: bar.keysOf("toggleCharts")
                    onTriggered: bar.triggered("toggleCharts")
                }
                ShortcutMenuItem {
                    text: qsTr("Show the step table")
                    enabled: !bar.problem.sequenceView
                    checkable: true
                    checked: bar.showStepTable
                    keys: bar.keysOf("toggleStepTable")
                    onTriggered: bar.triggered("toggleStepTable")
                }
                MenuSeparator {}
                ShortcutMenuItem {
                    objectName: "featureMapLabItem"
                    text: qsTr("Feature-map lab…")
                    onTriggered: bar.triggered("featureMapLab")
                }
                ShortcutMenuItem {
                    objectName: "scalingLabItem"
                    text: qsTr("Scaling lab…")
                    onTriggered: bar.triggered("scalingLab")
                }
                ShortcutMenuItem {
                    objectName: "memoryLabItem"
                    text: qsTr("Memory lab…")
                    keys: bar.keysOf("memoryLab")
                    onTriggered: bar.triggered("memoryLab")
                }
            }
        }
    }

    // The open lesson printed for the class: a worksheet with blanks, or its answer key.
    WorksheetPrinter {
        id: worksheets
        walkthrough: bar.walkthrough
        exporter: bar.exporter
    }
    function chooseWorksheetFile(answerKey: bool) {
        worksheetFileChooser.answerKey = answerKey;
        worksheetFileChooser.title = worksheets.dialogTitle(answerKey);
        worksheetFileChooser.nameFilters = worksheets.nameFilters();
        worksheetFileChooser.suggestedName = worksheets.suggestedFileName(answerKey);
        worksheetFileChooser.open();
    }
    FileChooser {
        id: worksheetFileChooser
        objectName: "worksheetFileChooser"
        property bool answerKey: false
        folderKey: "export"
        saving: true
        defaultSuffix: "pdf"
        onChosen: file => worksheets.print(file, worksheetFileChooser.answerKey)
    }

    // The running lesson's answers, saved for the teacher (JSON) and to print (PDF).
    AnswersExport {
        id: answersExport
        walkthrough: bar.walkthrough
        exporter: bar.exporter
    }
    // The two dialogs, made the first time they are asked for.
    property SaveAnswersDialog saveAnswersDialog: null
    function showSaveAnswers() {
        if (bar.saveAnswersDialog === null)
            bar.saveAnswersDialog = saveAnswersComponent.createObject(bar, {
                answers: answersExport
            }) as SaveAnswersDialog;
        if (bar.saveAnswersDialog !== null)
            bar.saveAnswersDialog.open();
    }
    Component {
        id: saveAnswersComponent
        SaveAnswersDialog {
            objectName: "saveAnswersDialog"
        }
    }
    // Lessons → Class report…: a teacher picks the students' records, then where the report goes.
    ClassReportExport {
        id: classReportExport
        exporter: bar.exporter
    }
    FileChooser {
        id: classRecordsChooser
        objectName: "classRecordsChooser"
        title: classReportExport.recordsDialogTitle()
        nameFilters: classReportExport.recordsNameFilters()
        folderKey: "answers"
        multiple: true
        onChosenFiles: files => {
            classReportExport.setRecords(files);
            classReportChooser.suggestedName = classReportExport.suggestedFileName();
            classReportChooser.open();
        }
    }
    FileChooser {
        id: classReportChooser
        objectName: "classReportChooser"
        title: classReportExport.reportDialogTitle()
        nameFilters: classReportExport.reportNameFilters()
        folderKey: "export"
        saving: true
        defaultSuffix: "pdf"
        onChosen: file => classReportExport.save(file)
    }

    property ConfirmationDialog startOverDialog: null
    function confirmStartOver() {
        if (bar.startOverDialog === null)
            bar.startOverDialog = startOverComponent.createObject(bar) as ConfirmationDialog;
        if (bar.startOverDialog !== null)
            bar.startOverDialog.open();
    }
    Component {
        id: startOverComponent
        ConfirmationDialog {
            objectName: "startOverDialog"
            title: qsTr("Start the lesson over?")
            message: qsTr("Your answers in “%1” are cleared, and the lesson starts again at step 1.")
                         .arg(bar.walkthrough.lessonTitle)
            confirmText: qsTr("Start over")
            cancelText: qsTr("Keep my answers")
            onAccepted: bar.walkthrough.startOver()
        }
    }

    // The desktop's file dialog for a lesson file, starting where one was last opened.
    FileChooser {
        id: lessonFileChooser
        objectName: "menuLessonFileChooser"
        folderKey: "lessons"
        title: qsTr("Open a lesson file")
        nameFilters: [qsTr("Lesson files (*.json)"), qsTr("All files (*)")]
        onChosen: file => bar.walkthrough.openLessonFile(file)
    }

    FittingMenu {
        objectName: "lessonsMenu"
        title: qsTr("&Lessons")
        entries: Component {
            MenuEntries {
                ShortcutMenuItem {
                    objectName: "startLessonItem"
                    text: qsTr("Start the guided walkthrough")
                    enabled: !bar.walkthrough.active
                    keys: bar.keysOf("startLesson")
                    onTriggered: bar.triggered("startLesson")
                }
                // Every lesson the walkthrough knows, from either view: choosing one starts it.
                FittingMenu {
                    id: chooseLessonMenu
                    objectName: "chooseLessonMenu"
                    title: qsTr("Choose a lesson")
                    font.pixelSize: Theme.fontSize
                    Instantiator {
                        model: bar.walkthrough.lessons
                        delegate: MenuItem {
                            id: lessonEntry
                            required property string choiceId
                            required property string title
                            required property string description
                            objectName: "menuLesson-" + lessonEntry.choiceId
                            text: lessonEntry.title
                            font.pixelSize: Theme.fontSize
                            Accessible.description: lessonEntry.description
                            onTriggered: bar.walkthrough.choose(lessonEntry.choiceId)
                        }
                        onObjectAdded: (index, object) => chooseLessonMenu.insertItem(index, object as MenuItem)
                        onObjectRemoved: (index, object) => chooseLessonMenu.removeItem(object as MenuItem)
                    }
                }
                ShortcutMenuItem {
                    objectName: "openLessonFileItem"
                    text: qsTr("Open lesson file…")
                    Accessible.description: qsTr("Open a lesson written as a file (see the lesson format) and start it")
                    onTriggered: lessonFileChooser.open()
                }
                ShortcutMenuItem {
                    objectName: "reloadLessonItem"
                    text: qsTr("Reload lesson file")
                    enabled: bar.walkthrough.canReload
                    keys: bar.keysOf("reloadLesson")
                    Accessible.description: qsTr("Read the running lesson's file again after editing it, at the same step")
                    onTriggered: bar.triggered("reloadLesson")
                }
                ShortcutMenuItem {
                    objectName: "startOverItem"
                    text: qsTr("Start this lesson over…")
                    enabled: bar.walkthrough.hasWorkInLesson
                    Accessible.description: qsTr("Clear your answers in the running lesson and go back to its first step")
                    onTriggered: bar.confirmStartOver()
                }
                ShortcutMenuItem {
                    objectName: "saveAnswersItem"
                    text: qsTr("Save my answers…")
                    enabled: answersExport.available
                    Accessible.description: qsTr("Your answers in the running lesson, as a file for your teacher and a page to print")
                    onTriggered: bar.showSaveAnswers()
                }
                ShortcutMenuItem {
                    objectName: "classReportItem"
                    text: qsTr("Class report…")
                    Accessible.description: qsTr("For a teacher: the answer records your students saved, read together into one table per question")
                    onTriggered: classRecordsChooser.open()
                }
                MenuSeparator {}
                ShortcutMenuItem {
                    objectName: "asksBeforeLeavingItem"
                    text: qsTr("Ask before leaving or revealing")
                    checkable: true
                    checked: bar.walkthrough.asksBeforeLeavingOrRevealing
                    Accessible.description: qsTr("Leaving a lesson in which answers were given, and showing an answer, ask first; turn it off to demonstrate")
                    onTriggered: bar.walkthrough.asksBeforeLeavingOrRevealing = !bar.walkthrough.asksBeforeLeavingOrRevealing
                }
                MenuSeparator {}
                ShortcutMenuItem {
                    objectName: "printWorksheetItem"
                    text: qsTr("Print worksheet…")
                    enabled: worksheets.canPrint
                    Accessible.description: qsTr("The open lesson's steps, charts and questions as a PDF with blanks to fill in")
                    onTriggered: bar.chooseWorksheetFile(false)
                }
                ShortcutMenuItem {
                    objectName: "printAnswerKeyItem"
                    text: qsTr("Print answer key…")
                    enabled: worksheets.canPrint
                    Accessible.description: qsTr("The open lesson's worksheet with every answer and explanation")
                    onTriggered: bar.chooseWorksheetFile(true)
                }
            }
        }
    }

    FittingMenu {
        objectName: "helpMenu"
        title: qsTr("&Help")
        entries: Component {
            MenuEntries {
                ShortcutMenuItem {
                    objectName: "shortcutsItem"
                    text: qsTr("Keyboard shortcuts")
                    keys: bar.keysOf("shortcutsSheet")
                    onTriggered: bar.triggered("shortcutsSheet")
                }
                ShortcutMenuItem {
                    text: qsTr("Start the guided walkthrough")
                    enabled: !bar.walkthrough.active
                    keys: bar.keysOf("startLesson")
                    onTriggered: bar.triggered("startLesson")
                }
            }
        }
    }
}
