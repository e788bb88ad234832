// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Export
import LinearAttention.Desktop

// "Export": the step table as CSV, Markdown, LaTeX or JSON (the same bytes as
// `linattn --export`), the step table on the clipboard as tab-separated text
// (also Ctrl+Shift+C), a PDF handout for A4 or US Letter, and each chart as an
// SVG or a PNG at 1×, 2× or 3×. ExportController does the work; a strip under the
// button says what was written, or what failed and why.
ToolButton {
    id: button

    // The state to export; the menu's entries are disabled without one.
    property AttentionModel attention: null
    // Does the exporting (the program's one ExportController, which also
    // writes the headless handout); its messages are shown under the button.
    required property ExportController controller
    // The table entries' labels by format, for the view shown (a plain object for the bindings).
    readonly property var tableLabels: button.controller.tableMenuLabels
    // What the file dialog is choosing a file for ("csv", "handout-a4", "plane-2x", …).
    property string pendingKind: ""

    // Asks where to save an export of this kind, suggesting a file name.
    function chooseFile(kind: string) {
        button.pendingKind = kind;
        button.controller.clearMessages();
        exportFileChooser.title = button.controller.dialogTitle(kind);
        exportFileChooser.nameFilters = button.controller.nameFilters(kind);
        exportFileChooser.defaultSuffix = button.controller.defaultSuffix(kind);
        exportFileChooser.suggestedName = button.controller.suggestedFileName(kind);
        exportFileChooser.open();
    }

    // Opens the menu, e.g. from a window-wide shortcut.
    function openMenu() {
        if (button.madeMenu === null)
            button.madeMenu = exportMenuComponent.createObject(button) as Menu;
        if (button.madeMenu !== null)
            button.madeMenu.open();
    }

    // The menu, made the first time it is opened (start-up need not make it).
    property Menu madeMenu: null
    // The strip that says what the last export did, made when it first has something to say.
    property Popup madeStatusPopup: null
    readonly property bool hasMessage: button.controller.statusMessage.length > 0
        || button.controller.errorMessage.length > 0
    onHasMessageChanged: {
        if (button.hasMessage && button.madeStatusPopup === null)
            button.madeStatusPopup = statusPopupComponent.createObject(button) as Popup;
    }

    text: qsTr("Export")
    font.pixelSize: Theme.fontSize
    enabled: button.attention !== null
    Accessible.name: qsTr("Export")
    Accessible.description: qsTr("Save the table, a PDF handout or a chart, or copy the table")
    onClicked: button.openMenu()

    // One shortcut in the window: the single-query view's button owns it.
    Shortcut {
        id: copyShortcut
        sequence: "Ctrl+Shift+C"
        // Both views have an Export button: the one on screen owns it.
        enabled: button.controller.canCopyTable && button.visible
        // While answerHidden the controller refuses, and the strip says why.
        onActivated: button.controller.copyTable()
    }

    // One submenu per chart: as SVG (vector graphics, for slides and papers) or
    // as a PNG at 1×, 2× or 3× its size on screen.
    component ChartFileMenu: Menu {
        id: chartMenu

        required property string chart
        // Its item is on screen to be grabbed.
        required property bool ready

        // A kind was chosen: "plane-svg", "plane-2x" and the like.
        signal chosen(string kind)

        objectName: "chartMenu-" + chartMenu.chart

        // Open, named by its title for a screen reader (see FittingMenu).
        Binding {
            target: chartMenu.visible ? chartMenu.contentItem.parent : null
            property: "Accessible.name"
            value: chartMenu.title
        }

        MenuItem {
            objectName: chartMenu.chart + "-svg"
            text: qsTr("SVG (vector graphics)…")
            font.pixelSize: Theme.fontSize
            enabled: chartMenu.ready
            onTriggered: chartMenu.chosen(chartMenu.chart + "-svg")
        }
        MenuItem {
            objectName: chartMenu.chart + "-1x"
            text: qsTr("PNG 1× (as on screen)…")
            font.pixelSize: Theme.fontSize
            enabled: chartMenu.ready
            onTriggered: chartMenu.chosen(chartMenu.chart + "-1x")
        }
        MenuItem {
            objectName: chartMenu.chart + "-2x"
            text: qsTr("PNG 2×…")
            font.pixelSize: Theme.fontSize
            enabled: chartMenu.ready
            onTriggered: chartMenu.chosen(chartMenu.chart + "-2x")
        }
        MenuItem {
            objectName: chartMenu.chart + "-3x"
            text: qsTr("PNG 3×…")
            font.pixelSize: Theme.fontSize
            enabled: chartMenu.ready
            onTriggered: chartMenu.chosen(chartMenu.chart + "-3x")
        }
    }

    Component {
        id: exportMenuComponent

        Menu {
            id: exportMenu
            objectName: "exportMenu"
            parent: button
            y: button.height
            width: 300

            // Open, named as its button is for a screen reader (see FittingMenu).
            Binding {
                target: exportMenu.visible ? exportMenu.contentItem.parent : null
                property: "Accessible.name"
                value: button.Accessible.name
            }

            // While a lesson's question keeps part of the table hidden, the table, the notebook
            // and the handout would print it: they wait, and this line says why.
            MenuItem {
                objectName: "exportWaitsForAnswer"
                visible: button.controller.answerHidden
                height: visible ? implicitHeight : 0
                enabled: false
                text: qsTr("Tables and handouts: answer the question first")
                font.pixelSize: Theme.smallFontSize
            }
            MenuItem {
                objectName: "exportCsv"
                enabled: !button.controller.answerHidden
                text: button.tableLabels.csv
                font.pixelSize: Theme.fontSize
                onTriggered: button.chooseFile("csv")
            }
            MenuItem {
                objectName: "exportMarkdown"
                enabled: !button.controller.answerHidden
                text: button.tableLabels.markdown
                font.pixelSize: Theme.fontSize
                onTriggered: button.chooseFile("markdown")
            }
            MenuItem {
                objectName: "exportLatex"
                enabled: !button.controller.answerHidden
                text: button.tableLabels.latex
                font.pixelSize: Theme.fontSize
                onTriggered: button.chooseFile("latex")
            }
            MenuItem {
                objectName: "exportJson"
                enabled: !button.controller.answerHidden
                text: button.tableLabels.json
                font.pixelSize: Theme.fontSize
                onTriggered: button.chooseFile("json")
            }
            MenuItem {
                objectName: "exportNotebook"
                enabled: !button.controller.answerHidden
                text: button.tableLabels.ipynb
                font.pixelSize: Theme.fontSize
                Accessible.description: qsTr("Recomputes every number with numpy and checks it against the app's")
                onTriggered: button.chooseFile("ipynb")
            }
            MenuItem {
                id: copyItem
                objectName: "copyTable"
                text: qsTr("Copy step table")
                enabled: button.controller.canCopyTable && !button.controller.answerHidden
                font.pixelSize: Theme.fontSize
                Accessible.name: qsTr("Copy step table")
                Accessible.description: qsTr("As tab-separated text, for a spreadsheet (%1)")
                                            .arg(copyShortcut.nativeText)
                onTriggered: button.controller.copyTable()

                contentItem: RowLayout {
                    spacing: Theme.spacing
                    Label {
                        Layout.fillWidth: true
                        text: copyItem.text
                        textFormat: Text.PlainText
                        font: copyItem.font
                        elide: Text.ElideRight
                    }
                    Label {
                        objectName: "copyShortcutText"
                        text: copyShortcut.nativeText
                        textFormat: Text.PlainText
                        font.pixelSize: Theme.smallFontSize
                        color: Theme.mutedText
                    }
                }
            }

            MenuSeparator {}

            MenuItem {
                objectName: "exportHandoutA4"
                enabled: !button.controller.answerHidden
                text: qsTr("PDF handout (A4)…")
                font.pixelSize: Theme.fontSize
                onTriggered: button.chooseFile("handout-a4")
            }
            MenuItem {
                objectName: "exportHandoutLetter"
                enabled: !button.controller.answerHidden
                text: qsTr("PDF handout (US Letter)…")
                font.pixelSize: Theme.fontSize
                onTriggered: button.chooseFile("handout-letter")
            }

            MenuSeparator {}

            // One submenu per chart, beside this menu: a third level would open
            // over this one at the window's right edge.
            Instantiator {
                model: button.controller.chartMenu
                delegate: ChartFileMenu {
                    required property var modelData
                    chart: modelData.chart
                    ready: modelData.ready
                    title: modelData.title
                    onChosen: kind => button.chooseFile(kind)
                }
                onObjectAdded: (index, object) => exportMenu.addMenu(object as Menu)
                onObjectRemoved: (index, object) => exportMenu.removeMenu(object as Menu)
            }
        }
    }

    // The desktop's file dialog, in the folder last exported to.
    FileChooser {
        id: exportFileChooser
        objectName: "exportFileChooser"
        folderKey: "export"
        saving: true
        onChosen: file => button.controller.exportAs(button.pendingKind, file)
    }

    // What the last export did, under the button, inside the window.
    Component {
        id: statusPopupComponent

        Popup {
            id: statusPopup
            objectName: "exportStatusPopup"
            parent: button
            x: button.width - statusPopup.width
            y: button.height + 4
            width: Math.min(status.implicitWidth, 560)
            margins: Theme.spacing
            padding: 0
            modal: false
            focus: false
            closePolicy: Popup.NoAutoClose
            // Both views have an Export button: only the one on screen says what happened.
            visible: status.message.length > 0 && button.visible
            background: null

            ExportStatus {
                id: status
                objectName: "exportStatus"
                width: statusPopup.availableWidth
                controller: button.controller
            }
        }
    }
}
