// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention
import LinearAttention.Labs
import LinearAttention.Desktop
import LinearAttention.Export
import LinearAttention.Walkthrough

// The memory lab (View menu, F7): linear attention's state S as a key→value memory of fixed
// size. Pairs are written with unit features f = φ(k)/‖φ(k)‖ by the sum rule S ← γS + f vᵀ or
// the delta rule S ← γS + βf(v − γSᵀf)ᵀ and read back as r = Sᵀf, beside softmax over every
// pair. (f, not φ̂: a combining hat is drawn beside its letter in common fonts.)
// Every number comes from the MemoryLabModel (core); QML only places it.
Dialog {
    id: lab

    readonly property MemoryLabModel memory: memoryModel
    // The window's exporter, which saves the lab's charts as SVG or PNG as it saves the others.
    required property ExportController exporter
    // The exporter saves the lab's handout from this memory.
    Binding {
        target: lab.exporter
        property: "memoryLab"
        value: lab.memory
    }
    // The lab's charts by the names the exporter gives them.
    readonly property var exportCharts: ({
        "memory-keys": keyPlane,
        "memory-values": valuePlane,
        "memory-error": errorChart,
        "memory-recall": recallChart
    })

    // Too narrow for S beside the pairs' table (a projector's 1024 px): a page each.
    // From the lab's own width (known when it is made), not the column's, which starts at 0.
    readonly property bool narrow: lab.availableWidth - settingsView.Layout.preferredWidth
        < Math.round(760 * Theme.textScale)
    onNarrowChanged: memoryTabs.currentIndex = 0
    // The pages the tabs offer: "pairs", "state" (S alone, when narrow) and "capacity".
    readonly property list<string> pages: lab.narrow ? ["pairs", "state", "capacity"] : ["pairs", "capacity"]
    readonly property string shownPage: lab.pages[memoryTabs.currentIndex] ?? "pairs"

    // Where the lab lies under a lesson: the window's content, below its lesson strip.
    required property Item lessonArea
    // The lesson whose step opened the lab, and set it as the step says at every step.
    required property WalkthroughModel walkthrough
    Binding {
        target: lab.memory
        property: "lessonSettings"
        value: lab.walkthrough.memorySettings
        when: lab.openedByLesson
        restoreMode: Binding.RestoreNone
    }
    // What the step's open question hides (the read-outs it asks about), whoever opened the lab.
    Binding {
        target: lab.memory
        property: "concealed"
        value: lab.walkthrough.concealsMemoryResults
    }
    // Opened by a lesson step: it fills the window under the lesson strip and is not modal, so
    // that Back, Next and the step's question stay in reach; the next step closes it.
    property bool openedByLesson: false
    readonly property Item area: lab.openedByLesson ? lab.lessonArea : Overlay.overlay as Item

    title: qsTr("Memory lab")
    modal: !lab.openedByLesson
    // Under a lesson it must not take Esc: a popup that closes on Esc blocks the window's
    // shortcuts, and the lesson strip's keys (a clicker's PageDown, Esc to leave) must work.
    closePolicy: lab.openedByLesson ? Popup.NoAutoClose : Popup.CloseOnEscape | Popup.CloseOnPressOutside
    standardButtons: Dialog.Close
    parent: lab.area
    x: lab.openedByLesson ? 0 : 20
    y: lab.openedByLesson ? 0 : 20
    width: lab.area ? lab.area.width - 2 * lab.x : 1200
    height: lab.area ? lab.area.height - 2 * lab.y : 740
    font.pixelSize: Theme.fontSize
    // The capacity curves are computed while the lab is open, in a worker thread.
    onOpened: {
        lab.exporter.clearMessages();
        lab.memory.startCapacity();
    }
    onClosed: {
        lab.openedByLesson = false;
        lab.memory.stopCapacity();
    }

    MemoryLabModel {
        id: memoryModel
        objectName: "memoryLabModel"
    }

    function chooseExport(format: string) {
        exportChooser.format = format;
        exportChooser.title = lab.memory.dialogTitle(format);
        exportChooser.nameFilters = lab.memory.nameFilters(format);
        exportChooser.defaultSuffix = format;
        exportChooser.suggestedName = lab.memory.suggestedFileName(format);
        exportChooser.open();
    }
    function chooseChartExport(kind: string) {
        chartChooser.kind = kind;
        chartChooser.title = lab.exporter.dialogTitle(kind);
        chartChooser.nameFilters = lab.exporter.nameFilters(kind);
        chartChooser.defaultSuffix = lab.exporter.defaultSuffix(kind);
        chartChooser.suggestedName = lab.exporter.suggestedFileName(kind);
        chartChooser.open();
    }
    FileChooser {
        id: chartChooser
        objectName: "memoryChartChooser"
        property string kind: "memory-keys-svg"
        folderKey: "export"
        saving: true
        onChosen: file => lab.exporter.exportAs(chartChooser.kind, file)
    }
    // The pairs alone, as `linattn --memory --data` reads them: a teacher's set opened, the
    // student's own saved.
    FileChooser {
        id: pairsOpener
        objectName: "memoryPairsOpener"
        folderKey: "data"
        title: qsTr("Open memory pairs")
        nameFilters: [qsTr("Memory pairs (*.json)"), qsTr("All files (*)")]
        onChosen: file => lab.memory.openPairs(file)
    }
    FileChooser {
        id: pairsSaver
        objectName: "memoryPairsSaver"
        folderKey: "data"
        saving: true
        title: qsTr("Save the memory's pairs")
        nameFilters: [qsTr("Memory pairs (*.json)")]
        defaultSuffix: "json"
        suggestedName: "memory-pairs.json"
        onChosen: file => lab.memory.savePairs(file)
    }
    FileChooser {
        id: exportChooser
        objectName: "memoryExportChooser"
        property string format: "csv"
        folderKey: "export"
        saving: true
        onChosen: file => lab.memory.exportAs(exportChooser.format, file)
    }

    component SettingLabel: Label {
        font.pixelSize: Theme.fontSize
        color: Theme.text
    }
    // A number typed and handed to the model on Enter or when the field is left; the model
    // refuses what is out of range and says why below.
    component NumberField: TextField {
        id: field
        required property real value
        // The text as typed, for the model to read (a decimal comma too) or refuse.
        signal typed(string text)
        text: String(field.value)
        selectByMouse: true
        font.pixelSize: Theme.fontSize
        Layout.preferredWidth: Math.round(90 * Theme.textScale)
        // Afterwards the field shows what the model holds again; a refusal says what was typed.
        onEditingFinished: {
            field.typed(field.text);
            field.text = Qt.binding(() => String(field.value));
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacing * 2
        // In a short window the columns take the lab's height and scroll or cut inside it,
        // never past its edge.
        clip: true

        // What is written, and how.
        ScrollView {
            id: settingsView
            Layout.fillHeight: true
            // A third of a narrow lab at most: presenter mode's 450 px left the results half.
            Layout.preferredWidth: Math.min(Math.round(300 * Theme.textScale), Math.round(lab.availableWidth * 0.34))
            Layout.minimumHeight: 0
            Layout.preferredHeight: 0
            contentWidth: availableWidth
            clip: true
            ScrollBar.vertical: ScrollBar {
                parent: settingsView
                x: settingsView.width - width
                height: settingsView.availableHeight
                active: settingsView.ScrollBar.horizontal.active
                Accessible.name: qsTr("Scroll the settings")
            }
            ScrollBar.horizontal: ScrollBar {
                policy: ScrollBar.AlwaysOff
                Accessible.name: qsTr("Scroll the settings sideways")
            }

            ColumnLayout {
                width: parent.width
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    text: qsTr("Write pairs (k, v) into S and read each back with its key.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fontSize
                    color: Theme.text
                }
                GridLayout {
                    // Within the column: a narrow lab shrinks the fields rather than cutting them.
                    Layout.fillWidth: true
                    columns: 2
                    columnSpacing: Theme.spacing
                    rowSpacing: 4

                    SettingLabel { text: qsTr("Rule") }
                    FittingComboBox {
                        objectName: "memoryRule"
                        Layout.fillWidth: true
                        font.pixelSize: Theme.fontSize
                        textRole: "text"
                        valueRole: "id"
                        model: [
                            { id: "sum", text: qsTr("sum rule") },
                            { id: "delta", text: qsTr("delta rule") }
                        ]
                        currentIndex: lab.memory.rule === "delta" ? 1 : 0
                        onActivated: lab.memory.rule = currentValue
                        Accessible.name: qsTr("Rule")
                        Accessible.description: lab.memory.ruleFormula
                    }
                    Item {
                        implicitWidth: 1
                    }
                    Label {
                        objectName: "memoryRuleFormula"
                        Layout.fillWidth: true
                        text: lab.memory.ruleFormula
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.smallFontSize
                        color: Theme.text
                    }
                    SettingLabel { text: qsTr("Feature map φ") }
                    FittingComboBox {
                        objectName: "memoryFeatureMap"
                        Layout.fillWidth: true
                        font.pixelSize: Theme.fontSize
                        textRole: "title"
                        valueRole: "id"
                        model: lab.memory.featureMaps
                        currentIndex: lab.memory.featureMapIndex
                        onActivated: lab.memory.featureMapId = currentValue
                        Accessible.name: qsTr("Feature map φ")
                    }
                    SettingLabel { text: qsTr("β (delta rule)") }
                    NumberField {
                        objectName: "memoryBeta"
                        value: lab.memory.beta
                        enabled: lab.memory.rule === "delta"
                        onTyped: text => lab.memory.setBetaText(text)
                        Accessible.name: qsTr("β, the delta rule's step, in (0, 1]")
                    }
                    SettingLabel { text: qsTr("Decay γ") }
                    NumberField {
                        objectName: "memoryDecay"
                        value: lab.memory.decay
                        onTyped: text => lab.memory.setDecayText(text)
                        Accessible.name: qsTr("Decay γ, in (0, 1]")
                    }
                    SettingLabel { text: qsTr("Passes") }
                    RangeSpinBox {
                        objectName: "memoryPasses"
                        from: 1
                        to: 100
                        value: lab.memory.passes
                        font.pixelSize: Theme.fontSize
                        onValueModified: lab.memory.passes = value
                        Accessible.name: qsTr("Passes over the pairs")
                    }
                    SettingLabel { text: qsTr("Softmax τ") }
                    NumberField {
                        objectName: "memoryTemperature"
                        value: lab.memory.temperature
                        onTyped: text => lab.memory.setTemperatureText(text)
                        Accessible.name: qsTr("Softmax temperature τ")
                    }
                    SettingLabel { text: qsTr("Pairs N") }
                    RangeSpinBox {
                        objectName: "memoryPairCount"
                        from: 1
                        to: 64
                        value: lab.memory.pairCount
                        font.pixelSize: Theme.fontSize
                        onValueModified: {
                            lab.memory.pairCount = value;
                            value = lab.memory.pairCount;
                        }
                        Accessible.name: qsTr("Number of pairs N")
                    }
                    SettingLabel { text: qsTr("Dimension d") }
                    RangeSpinBox {
                        objectName: "memoryDimension"
                        enabled: !lab.memory.ownPairs
                        from: 1
                        to: 64
                        value: lab.memory.dimension
                        font.pixelSize: Theme.fontSize
                        onValueModified: {
                            lab.memory.dimension = value;
                            value = lab.memory.dimension;
                        }
                        Accessible.name: qsTr("Dimension d of keys and values")
                    }
                    SettingLabel { text: qsTr("Seed") }
                    RangeSpinBox {
                        objectName: "memorySeed"
                        from: 0
                        to: 9999
                        value: lab.memory.seed
                        font.pixelSize: Theme.fontSize
                        onValueModified: lab.memory.seed = value
                        Accessible.name: qsTr("Seed of the random keys and values")
                    }
                }
                CheckBox {
                    objectName: "memoryOrthogonal"
                    text: qsTr("Orthogonal keys (N ≤ d)")
                    enabled: !lab.memory.ownPairs
                    checked: lab.memory.orthogonalKeys
                    font.pixelSize: Theme.fontSize
                    onToggled: {
                        lab.memory.orthogonalKeys = checked;
                        checked = Qt.binding(() => lab.memory.orthogonalKeys);
                    }
                }
                // The pairs shown become the student's own, to drag in the planes.
                CheckBox {
                    id: ownPairsBox
                    objectName: "memoryOwnPairs"
                    Layout.fillWidth: true
                    text: lab.memory.dimension === 2 ? qsTr("Own pairs: drag the keys and the values in the planes")
                                                     : qsTr("Own pairs (with d = 2, dragged in the planes)")
                    checked: lab.memory.ownPairs
                    font.pixelSize: Theme.fontSize
                    onToggled: {
                        lab.memory.ownPairs = checked;
                        checked = Qt.binding(() => lab.memory.ownPairs);
                    }
                    contentItem: Text {
                        leftPadding: ownPairsBox.indicator.width + ownPairsBox.spacing
                        text: ownPairsBox.text
                        font: ownPairsBox.font
                        color: ownPairsBox.enabled ? Theme.text : Theme.disabledText
                        wrapMode: Text.WordWrap
                        verticalAlignment: Text.AlignVCenter
                    }
                }
                Label {
                    objectName: "memoryInputError"
                    Layout.fillWidth: true
                    visible: lab.memory.inputError !== ""
                    text: lab.memory.inputError
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fontSize
                    color: Theme.wrongText
                    Accessible.role: Accessible.AlertMessage
                }
                // The pairs as a file of their own, to open as own pairs.
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    Button {
                        objectName: "memoryOpenPairs"
                        text: qsTr("Open pairs…")
                        font.pixelSize: Theme.fontSize
                        onClicked: pairsOpener.open()
                    }
                    Button {
                        objectName: "memorySavePairs"
                        text: qsTr("Save pairs…")
                        font.pixelSize: Theme.fontSize
                        onClicked: pairsSaver.open()
                    }
                }
                // The memory shown, as the files `linattn --memory` writes (one under the other
                // where the column is narrow).
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    Button {
                        objectName: "memoryExportCsv"
                        text: qsTr("Save as CSV…")
                        font.pixelSize: Theme.fontSize
                        onClicked: lab.chooseExport("csv")
                    }
                    Button {
                        objectName: "memoryExportJson"
                        text: qsTr("Save as JSON…")
                        font.pixelSize: Theme.fontSize
                        onClicked: lab.chooseExport("json")
                    }
                }
                // The charts on the page shown, for slides and handouts.
                Button {
                    id: chartSaveButton
                    objectName: "memoryChartSave"
                    // Within the column: a long label is shortened, not cut at the column's edge.
                    Layout.maximumWidth: chartSaveButton.implicitWidth
                    Layout.fillWidth: true
                    text: qsTr("Save a chart or a handout…")
                    font.pixelSize: Theme.fontSize
                    onClicked: chartMenu.popup(chartSaveButton, 0, chartSaveButton.height)
                    // As wide as its widest entry, named for a screen reader by its title.
                    FittingMenu {
                        id: chartMenu
                        objectName: "memoryChartMenu"
                        title: chartSaveButton.text
                        MenuItem {
                            text: qsTr("Keys as SVG…")
                            enabled: keyPlane.visible
                            onTriggered: lab.chooseChartExport("memory-keys-svg")
                        }
                        MenuItem {
                            text: qsTr("Keys as PNG…")
                            enabled: keyPlane.visible
                            onTriggered: lab.chooseChartExport("memory-keys-2x")
                        }
                        MenuItem {
                            text: qsTr("Values and read-outs as SVG…")
                            enabled: valuePlane.visible
                            onTriggered: lab.chooseChartExport("memory-values-svg")
                        }
                        MenuItem {
                            text: qsTr("Values and read-outs as PNG…")
                            enabled: valuePlane.visible
                            onTriggered: lab.chooseChartExport("memory-values-2x")
                        }
                        MenuItem {
                            text: qsTr("Mean error against N as SVG…")
                            enabled: errorChart.visible
                            onTriggered: lab.chooseChartExport("memory-error-svg")
                        }
                        MenuItem {
                            text: qsTr("Mean error against N as PNG…")
                            enabled: errorChart.visible
                            onTriggered: lab.chooseChartExport("memory-error-2x")
                        }
                        MenuItem {
                            text: qsTr("Share recalled against N as SVG…")
                            enabled: recallChart.visible
                            onTriggered: lab.chooseChartExport("memory-recall-svg")
                        }
                        MenuItem {
                            text: qsTr("Share recalled against N as PNG…")
                            enabled: recallChart.visible
                            onTriggered: lab.chooseChartExport("memory-recall-2x")
                        }
                        MenuSeparator {}
                        MenuItem {
                            objectName: "memoryHandoutA4"
                            text: qsTr("Handout with the charts shown (PDF, A4)…")
                            onTriggered: lab.chooseChartExport("memory-handout-a4")
                        }
                        MenuItem {
                            text: qsTr("Handout with the charts shown (PDF, US Letter)…")
                            onTriggered: lab.chooseChartExport("memory-handout-letter")
                        }
                    }
                }
                Button {
                    id: notebookButton
                    objectName: "memoryExportNotebook"
                    Layout.maximumWidth: notebookButton.implicitWidth
                    Layout.fillWidth: true
                    text: qsTr("Save as a Jupyter notebook…")
                    font.pixelSize: Theme.fontSize
                    onClicked: lab.chooseExport("ipynb")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("A notebook that recomputes every read-out with numpy and checks it against these")
                }
                Label {
                    objectName: "memoryChartMessage"
                    Layout.fillWidth: true
                    visible: lab.exporter.statusMessage !== ""
                    text: lab.exporter.statusMessage
                    wrapMode: Text.WrapAnywhere
                    font.pixelSize: Theme.smallFontSize
                    color: Theme.text
                    Accessible.role: Accessible.AlertMessage
                }
                Label {
                    objectName: "memoryChartError"
                    Layout.fillWidth: true
                    visible: lab.exporter.errorMessage !== ""
                    text: lab.exporter.errorMessage
                    wrapMode: Text.WrapAnywhere
                    font.pixelSize: Theme.smallFontSize
                    color: Theme.wrongText
                    Accessible.role: Accessible.AlertMessage
                }
                Label {
                    objectName: "memoryExportMessage"
                    Layout.fillWidth: true
                    visible: lab.memory.exportMessage !== ""
                    text: lab.memory.exportMessage
                    wrapMode: Text.WrapAnywhere
                    font.pixelSize: Theme.smallFontSize
                    color: Theme.text
                    Accessible.role: Accessible.AlertMessage
                }
                Label {
                    Layout.fillWidth: true
                    objectName: "memoryAbout"
                    text: lab.memory.about
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.smallFontSize
                    color: Theme.mutedText
                }
            }
        }

        // What the memory holds and returns.
        ColumnLayout {
            id: resultsColumn
            Layout.fillWidth: true
            // What is left beside the settings, whatever its texts' own widths.
            Layout.minimumWidth: 0
            Layout.fillHeight: true
            Layout.minimumHeight: 0
            Layout.preferredHeight: 0
            spacing: Theme.spacing

            Label {
                objectName: "memorySummary"
                Layout.fillWidth: true
                text: qsTr("Linear attention's memory: %1").arg(lab.memory.memorySummary)
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontSize
                font.bold: true
                color: Theme.linear
            }
            Label {
                objectName: "softmaxSummary"
                Layout.fillWidth: true
                text: qsTr("Softmax over every pair (its cache): %1").arg(lab.memory.softmaxSummary)
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontSize
                color: Theme.softmax
            }

            TabBar {
                id: memoryTabs
                objectName: "memoryTabs"
                Layout.fillWidth: true
                font.pixelSize: Theme.fontSize
                Accessible.name: qsTr("Pages of the memory lab")
                // Where S and the pairs' table cannot share a row (presenter mode at 1024 px left the
                // table a strip), each has a page of its own.
                Repeater {
                    model: lab.pages
                    TabButton {
                        required property string modelData
                        objectName: modelData === "capacity" ? "memoryCapacityTab"
                                  : modelData === "state" ? "memoryStateTab" : "memoryPairsTab"
                        text: modelData === "capacity" ? qsTr("Capacity against N")
                            : modelData === "state" ? qsTr("S, write by write")
                            : lab.narrow ? qsTr("Pairs") : qsTr("Pairs and S")
                    }
                }
            }

            StackLayout {
                // A short window scrolls nothing out of the lab: what does not fit is cut here.
                clip: true
                Layout.minimumWidth: 0
                Layout.minimumHeight: 0
                Layout.preferredHeight: 0
                Layout.fillWidth: true
                Layout.fillHeight: true
                currentIndex: lab.shownPage === "capacity" ? 1 : 0

                ColumnLayout {
                    spacing: Theme.spacing

                    RowLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        // Without S below them, the planes take more of a narrow page.
                        Layout.preferredHeight: lab.narrow ? 7 : 3
                        Layout.minimumHeight: 100
                        visible: lab.memory.planesShown && lab.shownPage === "pairs"
                        spacing: Theme.spacing

                        MemoryPlaneChart {
                            id: keyPlane
                            objectName: "memoryKeyPlane"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.minimumHeight: 80
                            planes: lab.memory.planes
                            valuePlane: false
                            editable: lab.memory.ownPairs
                            onPointDragged: (pair, x, y) => lab.memory.movePoint(pair, false, x, y)
                        }
                        MemoryPlaneChart {
                            id: valuePlane
                            objectName: "memoryValuePlane"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.minimumHeight: 80
                            // Its legend needs the width: more of it where the lab is narrow.
                            Layout.preferredWidth: lab.narrow ? 2.2 : 1.4
                            planes: lab.memory.planes
                            valuePlane: true
                            editable: lab.memory.ownPairs
                            onPointDragged: (pair, x, y) => lab.memory.movePoint(pair, true, x, y)
                        }
                    }

                    RowLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredHeight: 2
                        Layout.minimumHeight: 100
                        spacing: Theme.spacing * 2

                        // S, the memory itself.
                        ColumnLayout {
                            visible: !lab.narrow || lab.shownPage === "state"
                            Layout.fillHeight: true
                            Layout.alignment: Qt.AlignTop
                            spacing: 4

                            Label {
                                objectName: "memoryStateCaption"
                                Layout.maximumWidth: Math.round(320 * Theme.textScale)
                                text: lab.memory.stateCaption
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.fontSize
                                font.bold: true
                                color: Theme.text
                            }
                            // The writes one at a time: S after the one chosen, and what it wrote.
                            Slider {
                                objectName: "memoryWriteSlider"
                                Layout.preferredWidth: Math.round(300 * Theme.textScale)
                                visible: lab.memory.writeCount > 1
                                from: 1
                                to: Math.max(1, lab.memory.writeCount)
                                stepSize: 1
                                snapMode: Slider.SnapAlways
                                value: lab.memory.selectedWrite
                                onMoved: lab.memory.selectedWrite = value
                                // Qt Quick's value interface reads these (Slider has from and to).
                                readonly property real minimumValue: from
                                readonly property real maximumValue: to
                                Accessible.role: Accessible.Slider
                                Accessible.name: qsTr("Write shown")
                            }
                            Label {
                                objectName: "memoryWriteCaption"
                                Layout.maximumWidth: Math.round(320 * Theme.textScale)
                                text: lab.memory.writeCaption
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.fontSize
                                color: Theme.text
                            }
                            Grid {
                                objectName: "memoryState"
                                columns: Math.max(1, lab.memory.stateColumns)
                                columnSpacing: Theme.spacing
                                rowSpacing: 2
                                Accessible.role: Accessible.StaticText
                                Accessible.name: lab.memory.writeStateText
                                Repeater {
                                    model: lab.memory.writeCells
                                    delegate: Label {
                                        required property string modelData
                                        text: modelData
                                        font.family: "monospace"
                                        font.pixelSize: Theme.smallFontSize
                                        color: Theme.text
                                        horizontalAlignment: Text.AlignRight
                                        Accessible.ignored: true
                                    }
                                }
                            }
                            Column {
                                objectName: "memoryWriteLines"
                                spacing: 2
                                Repeater {
                                    model: lab.memory.writeLines
                                    delegate: Label {
                                        required property string modelData
                                        width: Math.min(implicitWidth, Math.round(320 * Theme.textScale))
                                        text: modelData
                                        wrapMode: Text.WordWrap
                                        font.pixelSize: Theme.smallFontSize
                                        color: Theme.text
                                    }
                                }
                            }
                        }

                        // Every pair: what was written, what comes back.
                        ColumnLayout {
                            visible: lab.shownPage === "pairs"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            spacing: 2
                            Row {
                                objectName: "memoryPairsHeader"
                                width: pairList.width
                                Repeater {
                                    model: [qsTr("pair"), qsTr("key k"), qsTr("value v"), qsTr("read-out r"),
                                            qsTr("error"), qsTr("recalled"), qsTr("softmax: error, recalled")]
                                    delegate: Label {
                                        required property int index
                                        required property string modelData
                                        width: pairList.width * pairList.shares[index]
                                        text: modelData
                                        // Two lines before a cut, in a narrow lab too.
                                        wrapMode: Text.WordWrap
                                        maximumLineCount: 2
                                        elide: Text.ElideRight
                                        font.pixelSize: Theme.smallFontSize
                                        font.bold: true
                                        color: Theme.text
                                    }
                                }
                            }
                            ListView {
                                id: pairList
                                objectName: "memoryPairs"
                                Layout.fillWidth: true
                                Layout.fillHeight: true
                                clip: true
                                model: lab.memory.pairs
                                boundsBehavior: Flickable.StopAtBounds
                                ScrollBar.vertical: ScrollBar {
                                    Accessible.name: qsTr("Scroll the pairs")
                                }
                                Accessible.role: Accessible.List
                                Accessible.name: qsTr("Pairs and their read-outs")
                                readonly property list<real> shares: [0.06, 0.19, 0.19, 0.19, 0.1, 0.11, 0.16]
                                currentIndex: lab.memory.selectedPair
                                delegate: Item {
                                    id: pairRow
                                    required property int index
                                    required property var modelData
                                    readonly property bool current: pairRow.index === lab.memory.selectedPair
                                    width: pairList.width
                                    implicitHeight: cells.implicitHeight + 2
                                    Accessible.role: Accessible.ListItem
                                    Accessible.name: pairRow.modelData.spoken
                                    Accessible.selected: pairRow.current
                                    // A click works the row's read-out through below the list.
                                    TapHandler {
                                        onTapped: lab.memory.selectedPair = pairRow.index
                                    }
                                    // The chosen row's band.
                                    Rectangle {
                                        anchors.fill: parent
                                        color: pairRow.current ? Theme.currentRow : "transparent"
                                    }
                                    Row {
                                        id: cells
                                        y: 1
                                        Repeater {
                                            model: [pairRow.modelData.name, pairRow.modelData.key, pairRow.modelData.value,
                                                    pairRow.modelData.readout, pairRow.modelData.error,
                                                    pairRow.modelData.recalledText, pairRow.modelData.softmaxText]
                                            delegate: Label {
                                                required property int index
                                                required property string modelData
                                                width: pairList.width * pairList.shares[index]
                                                text: modelData
                                                // A vector of two numbers whole on two lines
                                                // where one is too narrow; longer ones cut.
                                                wrapMode: Text.WordWrap
                                                maximumLineCount: 2
                                                elide: Text.ElideRight
                                                font.pixelSize: Theme.smallFontSize
                                                color: index === 5 && pairRow.modelData.notRecalled ? Theme.wrongText : Theme.text
                                                Accessible.ignored: true
                                            }
                                        }
                                    }
                                }
                            }
                            // The chosen pair's read-out, worked through (in a Column: a Repeater
                            // placed by a layout can crash Qt 6.4 when its model changes).
                            Column {
                                objectName: "memoryReadLines"
                                Layout.fillWidth: true
                                spacing: 2
                                Repeater {
                                    model: lab.memory.readLines
                                    delegate: Label {
                                        required property string modelData
                                        width: parent ? parent.width : 0
                                        text: modelData
                                        wrapMode: Text.WordWrap
                                        font.pixelSize: Theme.smallFontSize
                                        color: Theme.text
                                    }
                                }
                            }
                        }
                    }
                }

                // How much the memory holds: N pairs of the settings' d, from 1 to past m.
                ColumnLayout {
                    spacing: Theme.spacing

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing
                        Label {
                            Layout.fillWidth: true
                            text: lab.memory.capacityCaption
                            wrapMode: Text.WordWrap
                            font.pixelSize: Theme.fontSize
                            color: Theme.text
                        }
                        RangeProgressBar {
                            objectName: "memoryCapacityProgress"
                            visible: lab.memory.capacityBusy
                            Layout.preferredWidth: 160
                            from: 0
                            to: 1
                            value: lab.memory.capacityProgress
                            Accessible.name: qsTr("Computing the capacity curves")
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        spacing: Theme.spacing
                        MemoryCapacityChart {
                            id: errorChart
                            objectName: "memoryErrorChart"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            capacity: lab.memory.capacity
                            recall: false
                        }
                        MemoryCapacityChart {
                            id: recallChart
                            objectName: "memoryRecallChart"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            capacity: lab.memory.capacity
                            recall: true
                        }
                    }
                }
            }
        }
    }
}
