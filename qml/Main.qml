// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention.Walkthrough
import LinearAttention.Export
import LinearAttention.Desktop

// The classroom window: menus and controls on top, the worked derivation
// beside the three charts, the step table below, and on request the data
// editor at the left. Every number comes from `attention`. During a guided
// walkthrough a lesson strip sits under the controls and the part of the
// window the step points at is framed in amber. Presenter mode (F5) scales
// every text up for a projector; the charts and the step table can be hidden.
ApplicationWindow {
    id: window

    // The program makes the models and hands them over (WindowLauncher).
    // The problem shown, in either view: its single query and its sequence.
    required property ProblemModel problem
    readonly property AttentionModel attention: window.problem.attention
    required property WalkthroughModel walkthrough
    required property DataFiles dataFiles
    required property ExportController exporter
    // What the window shows (presenter mode, panels, a notice); saved with the session.
    required property WindowState windowState
    // Causal attention over a whole sequence, for the sequence view.
    readonly property SequenceModel sequence: window.problem.sequence
    readonly property bool sequenceView: window.problem.sequenceView

    readonly property bool presenterMode: window.windowState.presenterMode
    // One chart or the step table at a time, chosen by tabs: in presenter mode, and under a lesson
    // in a window shorter than 800 px (at 1024×768 the four left the plane's axes as "…").
    readonly property bool chartsPaged: window.presenterMode || (window.walkthrough.active && window.height < 800)
    readonly property bool fullScreen: window.visibility === Window.FullScreen
    property int visibilityBeforeFullScreen: Window.Windowed

    Binding {
        target: Theme
        property: "presenter"
        value: window.presenterMode
    }
    // The charts of both views, by the names the exports give them (a worksheet takes each
    // step's from its view).
    Binding {
        target: window.exporter
        property: "charts"
        value: Object.assign({
            "plane": planeChartView,
            "weights": weightsChartView,
            "output": outputChart,
            "values": valuePlaneLoader.item
        }, sequencePage.item !== null ? (sequencePage.item as SequenceView).exportCharts : {},
        window.memoryLab !== null ? window.memoryLab.exportCharts : {})
    }

    // The work behind a menu item or a keyboard shortcut, by name.
    function run(name: string) {
        switch (name) {
        // In the sequence view the prefix keys move the token, the preset keys the sequence.
        case "nextPrefix": window.problem.nextStep(); break;
        case "previousPrefix": window.problem.previousStep(); break;
        case "nextPreset": window.problem.nextProblem(); break;
        case "previousPreset": window.problem.previousProblem(); break;
        case "toggleView": window.problem.toggleView(); break;
        case "nextFeatureMap": window.attention.nextFeatureMap(); break;
        case "editData": window.windowState.dataEditorShown = !window.windowState.dataEditorShown; break;
        case "undo": window.attention.editor.undo(); break;
        case "redo": window.attention.editor.redo(); break;
        case "openData": window.chooseDataFile(false); break;
        case "saveData": window.chooseDataFile(true); break;
        case "export":
            if (views.currentIndex === 1 && sequencePage.item !== null)
                (sequencePage.item as SequenceView).openExportMenu();
            else
                controls.openExportMenu();
            break;
        case "quit": window.close(); break;
        case "presenterMode": window.windowState.presenterMode = !window.presenterMode; break;
        case "fullScreen":
            // Leaving full screen goes back to what the window was: maximised or not.
            if (window.fullScreen) {
                window.visibility = window.visibilityBeforeFullScreen;
            } else {
                window.visibilityBeforeFullScreen = window.visibility === Window.Maximized
                    ? Window.Maximized : Window.Windowed;
                window.visibility = Window.FullScreen;
            }
            break;
        case "toggleCharts": window.windowState.showCharts = !window.windowState.showCharts; break;
        case "toggleStepTable": window.windowState.showStepTable = !window.windowState.showStepTable; break;
        case "reloadLesson": window.walkthrough.reloadLesson(); break;
        case "startLesson":
            if (!window.walkthrough.active)
                window.walkthrough.choose(window.walkthrough.lessons.idAt(0));
            break;
        case "shortcutsSheet":
            window.showShortcutsSheet();
            break;
        case "featureMapLab":
            window.showFeatureMapLab();
            break;
        case "memoryLab":
            // During the step that shows it, under the lesson strip as the step does.
            window.showMemoryLab(window.lessonPage === "memory");
            break;
        case "scalingLab":
            // During the step that shows it, under the lesson strip as the step does.
            window.showScalingLab(window.lessonPage !== "", -1);
            break;
        }
    }

    // A popup made from `file` over the window's content, the first time it is asked for.
    function makePopup(file: string, properties: var): var {
        return Qt.createComponent(file).createObject(window.contentItem, properties);
    }

    // The shortcuts sheet is made the first time it is asked for (F1, ? or
    // Help), then reused.
    property ShortcutsSheet shortcutsSheet: null
    function showShortcutsSheet() {
        if (window.shortcutsSheet === null)
            window.shortcutsSheet = window.makePopup("window/ShortcutsSheet.qml", {
                objectName: "shortcutsSheet",
                entries: shortcuts.entries
            }) as ShortcutsSheet;
        if (window.shortcutsSheet !== null)
            window.shortcutsSheet.open();
    }

    // The page a lesson step opens beside the lesson strip ("scaling"), or "".
    readonly property string lessonPage: window.walkthrough.lessonPage
    onLessonPageChanged: window.followLessonPage()
    Component.onCompleted: window.followLessonPage()
    function followLessonPage() {
        if (window.lessonPage === "scaling" || window.lessonPage === "generation")
            window.showScalingLab(true, window.lessonPage === "generation" ? 1 : 0);
        else if (window.scalingLab !== null && window.scalingLab.openedByLesson)
            window.scalingLab.close(); // the lesson moved on, or ended
        if (window.lessonPage === "memory")
            window.showMemoryLab(true);
        else if (window.memoryLab !== null && window.memoryLab.openedByLesson)
            window.memoryLab.close();
    }
    // The Scaling lab (View menu, or a lesson step): made the first time it is
    // asked for, then kept.
    property ScalingLabDialog scalingLab: null
    // The messages shown above the lesson strip take from its room, not from the panels'.
    readonly property real bannersHeight: (lessonErrorBanner.visible ? lessonErrorBanner.height : 0)
        + (dataFileErrorBanner.visible ? dataFileErrorBanner.height : 0)
        + (dataFileStatusBanner.visible ? dataFileStatusBanner.height : 0)
        + (noticeBanner.visible ? noticeBanner.height : 0)
    readonly property bool labUnderLesson: (window.scalingLab !== null && window.scalingLab.visible
                                            && window.scalingLab.openedByLesson)
                                           || (window.memoryLab !== null && window.memoryLab.visible
                                               && window.memoryLab.openedByLesson)
    // page: 0 the whole-sequence page, 1 the Generation page, -1 the one shown last.
    function showScalingLab(underLesson: bool, page: int) {
        if (window.scalingLab === null)
            window.scalingLab = window.makePopup("pages/ScalingLabDialog.qml", {
                objectName: "scalingLab",
                walkthrough: window.walkthrough,
                lessonArea: window.contentItem
            }) as ScalingLabDialog;
        if (window.scalingLab === null)
            return;
        window.scalingLab.openedByLesson = underLesson;
        if (page >= 0)
            window.scalingLab.pageIndex = page;
        window.scalingLab.open();
    }

    // A lesson chosen again whose work is kept asks whether to resume it; the dialog is made
    // the first time it is needed.
    readonly property bool resumeOffered: window.walkthrough.resumeOfferLessonId !== ""
    // Leaving a lesson hides the strip: focus left in it would be on nothing a student sees.
    Connections {
        target: window.walkthrough
        function onActiveChanged() {
            if (!window.walkthrough.active)
                focusAfterLessonLater.restart();
        }
    }
    // Once the strip is hidden.
    Timer {
        id: focusAfterLessonLater
        interval: 0
        onTriggered: window.focusAfterLesson()
    }
    function focusAfterLesson() {
        if (KeyboardPlace.keepsFocus(window.activeFocusItem))
            return;
        if (controls.visible)
            controls.takeFocusAfterLesson();
        else
            window.contentItem.forceActiveFocus(Qt.OtherFocusReason);
    }

    onResumeOfferedChanged: {
        if (!window.resumeOffered)
            return;
        if (window.resumeDialog === null)
            window.resumeDialog = window.makePopup("walkthrough/ResumeLessonDialog.qml", {
                objectName: "resumeDialog",
                walkthrough: window.walkthrough
            }) as ResumeLessonDialog;
        if (window.resumeDialog !== null)
            window.resumeDialog.open();
    }
    property ResumeLessonDialog resumeDialog: null

    // The feature-map lab (View menu) is made the first time it is asked for, then reused.
    property FeatureMapLab featureMapLab: null
    function showFeatureMapLab() {
        if (window.featureMapLab === null)
            window.featureMapLab = window.makePopup("pages/FeatureMapLab.qml", {
                objectName: "featureMapLab",
                attention: window.attention
            }) as FeatureMapLab;
        if (window.featureMapLab !== null)
            window.featureMapLab.open();
    }

    // The memory lab (View menu, F7, or a lesson step), made the first time it is asked for,
    // then reused.
    property MemoryLab memoryLab: null
    function showMemoryLab(underLesson: bool) {
        if (window.memoryLab === null)
            window.memoryLab = window.makePopup("pages/MemoryLab.qml", {
                objectName: "memoryLab",
                exporter: window.exporter,
                lessonArea: window.contentItem,
                walkthrough: window.walkthrough
            }) as MemoryLab;
        if (window.memoryLab === null)
            return;
        window.memoryLab.openedByLesson = underLesson;
        window.memoryLab.open();
    }

    function chooseDataFile(saving: bool) {
        dataFileChooser.saving = saving;
        dataFileChooser.suggestedName = window.dataFiles.suggestedFileName;
        dataFileChooser.open();
    }

    menuBar: MainMenuBar {
        problem: window.problem
        walkthrough: window.walkthrough
        exporter: window.exporter
        dataFiles: window.dataFiles
        entries: shortcuts.entries
        presenterMode: window.presenterMode
        fullScreen: window.fullScreen
        showCharts: window.windowState.showCharts
        showStepTable: window.windowState.showStepTable
        dataEditorShown: window.windowState.dataEditorShown
        onTriggered: name => window.run(name)
        onRecentFileChosen: path => window.dataFiles.open(path)
    }

    KeyboardShortcuts {
        id: shortcuts
        disabled: window.walkthrough.active ? ["startLesson"] : []
        onTriggered: name => window.run(name)
    }

    // The desktop's file dialog, starting in the folder data files were last read from or saved to.
    FileChooser {
        id: dataFileChooser
        objectName: "dataFileChooser"
        folderKey: "data"
        title: dataFileChooser.saving ? qsTr("Save the data as") : qsTr("Open a data file")
        nameFilters: [qsTr("Data files (*.json)"), qsTr("All files (*)")]
        defaultSuffix: "json"
        onChosen: file => {
            if (dataFileChooser.saving)
                window.dataFiles.save(file);
            else
                window.dataFiles.open(file);
        }
    }

    // The derivation lines the student fills in during a walkthrough step.
    readonly property var hiddenLines: window.walkthrough.hiddenLines

    // The presenter page a lesson step points at (0…2 a chart, 3 the table), or -1.
    readonly property int lessonPageIndex: {
        if (window.walkthrough.highlightedTableRow >= 0)
            return 3;
        switch (window.walkthrough.highlightedChart) {
        case "plane": return 0;
        case "weights": return 1;
        case "output": return 2;
        }
        return -1;
    }

    function chartHighlighted(name: string): bool {
        return window.walkthrough.highlightedChart === name;
    }

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: false
    title: qsTr("Linear Attention Reassociation")
    color: Theme.window
    // Text and fields take the theme's colours, so that text the views do not colour follows
    // the theme (presenter mode's black or white, a chosen scheme) and keeps its contrast.
    // Set per colour group: a colour set for all groups would also be a disabled control's, and
    // Back at the first step would look as pressable as Next.
    palette.window: Theme.window
    palette.base: Theme.panel
    palette.button: Theme.button
    palette.placeholderText: Theme.mutedText
    palette.active.windowText: Theme.text
    palette.active.text: Theme.text
    palette.active.buttonText: Theme.text
    palette.inactive.windowText: Theme.text
    palette.inactive.text: Theme.text
    palette.inactive.buttonText: Theme.text
    palette.disabled.windowText: Theme.disabledText
    palette.disabled.text: Theme.disabledText
    palette.disabled.buttonText: Theme.disabledText

    header: ColumnLayout {
        spacing: 0

        ControlsBar {
            id: controls
            Layout.fillWidth: true
            // The lab opened by a lesson covers the charts these controls act on; its room is theirs.
            visible: !window.sequenceView && !window.labUnderLesson
            dataEditorShown: window.windowState.dataEditorShown
            exporter: window.exporter
            onDataEditorToggled: window.windowState.dataEditorShown = !window.windowState.dataEditorShown
            attention: window.attention
            walkthrough: window.walkthrough
            // A short window cannot hold the descriptions and the lesson strip.
            // Presenter mode's larger text needs the room for the charts.
            compact: (window.walkthrough.active && window.height < 720) || window.presenterMode
                || window.lessonPage !== ""
        }
        ErrorBanner {
            id: lessonErrorBanner
            objectName: "lessonErrorBanner"
            Layout.fillWidth: true
            visible: window.walkthrough.errorMessage.length > 0
            title: window.walkthrough.errorTitle
            message: window.walkthrough.errorMessage
            onCloseRequested: window.walkthrough.clearError()
        }
        ErrorBanner {
            id: dataFileErrorBanner
            objectName: "dataFileErrorBanner"
            Layout.fillWidth: true
            visible: window.dataFiles.errorMessage.length > 0
            message: window.dataFiles.errorMessage
            onCloseRequested: window.dataFiles.clearMessages()
        }
        // "Saved …" or "Opened …": a file operation says where it went.
        ErrorBanner {
            id: dataFileStatusBanner
            objectName: "dataFileStatusBanner"
            Layout.fillWidth: true
            informational: true
            visible: window.dataFiles.statusMessage.length > 0
            message: window.dataFiles.statusMessage
            onCloseRequested: window.dataFiles.clearMessages()
        }
        // The walkthrough says once where the user's own data went.
        Connections {
            target: window.walkthrough
            function onNoticeChanged() {
                if (window.walkthrough.notice.length > 0) {
                    window.windowState.notice = window.walkthrough.notice;
                    window.walkthrough.clearNotice();
                }
            }
        }
        ErrorBanner {
            id: noticeBanner
            objectName: "noticeBanner"
            Layout.fillWidth: true
            informational: true
            visible: window.windowState.notice.length > 0
            message: window.windowState.notice
            onCloseRequested: window.windowState.notice = ""
        }
        // The lesson strip is made the first time a lesson starts, so it
        // costs nothing at start-up; then it stays, shown while a lesson runs.
        Loader {
            id: lessonStrip
            Layout.fillWidth: true
            visible: window.walkthrough.active

            function load() {
                if (window.walkthrough.active && lessonStrip.status === Loader.Null)
                    lessonStrip.setSource("walkthrough/WalkthroughPanel.qml", {
                        objectName: "walkthroughPanel",
                        walkthrough: window.walkthrough,
                        // A page under the strip (the Scaling lab) needs the room.
                        compact: Qt.binding(() => window.height < 720 || window.lessonPage !== ""),
                        // The step's text scrolls past about a third of the window (a long step
                        // in presenter mode at 1024×768 left the panels 245 px), past a fifth with
                        // the lab open under it, so that its chart keeps its room.
                        maximumBodyHeight: Qt.binding(() => Math.round(Math.max(
                            window.height * 0.2,
                            window.height * (window.labUnderLesson ? 0.2 : 0.36) - window.bannersHeight)))
                    });
            }
            Connections {
                target: window.walkthrough
                function onActiveChanged() {
                    lessonStrip.load();
                }
            }
            Component.onCompleted: lessonStrip.load()
        }
    }

    // The view shown: the single query's page, or the sequence's, made the first time it is
    // shown, then kept.
    StackLayout {
        id: views
        anchors.fill: parent
        currentIndex: window.sequenceView ? 1 : 0
        onCurrentIndexChanged: sequencePage.load()

        SplitView {
            id: verticalSplit
            orientation: Qt.Vertical

            SplitView {
                SplitView.fillHeight: true
                SplitView.minimumHeight: 300
                orientation: Qt.Horizontal

                // Made when first shown, kept while hidden (its scroll position too).
                Loader {
                    id: dataEditor
                    objectName: "dataEditorLoader"
                    visible: window.windowState.dataEditorShown
                    // Three columns share the width while the editor is open: each takes a share of
                    // the window (not of its neighbours, so no width waits on another), and the three
                    // shares and minimums fit in 1024 px, presenter mode included.
                    SplitView.preferredWidth: Math.round(Math.min(300 * Theme.textScale, window.width * 0.3))
                    SplitView.minimumWidth: 240

                    function load() {
                        if (window.windowState.dataEditorShown && dataEditor.status === Loader.Null)
                            dataEditor.setSource("data/DataEditorPanel.qml", {
                                objectName: "dataEditor",
                                attention: window.attention,
                                dataFiles: window.dataFiles
                            });
                    }
                    Connections {
                        target: window.windowState
                        function onDataEditorShownChanged() {
                            dataEditor.load();
                            editorFocus.restart();
                        }
                    }
                    // Once the editor's grid has its cells.
                    Timer {
                        id: editorFocus
                        interval: 0
                        onTriggered: {
                            if (window.windowState.dataEditorShown) {
                                (dataEditor.item as DataEditorPanel)?.takeFocus();
                                return;
                            }
                            // Closed with the focus inside: back to the button that opens it.
                            const focused = window.activeFocusItem;
                            if (controls.visible && (focused === null || !focused.visible))
                                controls.takeFocusAfterEditor();
                        }
                    }
                    Connections {
                        target: dataEditor.item
                        ignoreUnknownSignals: true
                        function onOpenRequested() {
                            window.chooseDataFile(false);
                        }
                        function onSaveRequested() {
                            window.chooseDataFile(true);
                        }
                        function onCloseRequested() {
                            window.windowState.dataEditorShown = false;
                        }
                    }
                    Component.onCompleted: dataEditor.load()
                }

                DerivationPanel {
                    objectName: "derivationPanel"
                    SplitView.preferredWidth: window.width * (window.presenterMode ? 0.45 : 0.4)
                                              * (window.windowState.dataEditorShown ? 0.75 : 1)
                    SplitView.minimumWidth: window.windowState.dataEditorShown ? 300 : 360
                    SplitView.fillWidth: !chartArea.visible
                    attention: window.attention
                    walkthrough: window.walkthrough
                }

                // Plane and weights side by side over the output chart. Plain
                // anchoring, not a layout, so each chart is laid out once less
                // while the window settles (charts are costly to lay out).
                // Paged (chartsPaged), one page at a time fills the column, chosen by tabs: a chart,
                // or the step table (a projector at 1280×800 or 1024×768 has no room for all four
                // at a readable size).
                Item {
                    id: chartArea
                    visible: window.windowState.showCharts || window.chartsPaged
                    SplitView.fillWidth: true
                    SplitView.minimumWidth: window.windowState.dataEditorShown ? 340 : 420

                    readonly property bool paged: window.chartsPaged
                    // Values of two coordinates get their plane beside the query/key plane, and the
                    // weights move down beside the output: four charts in two rows (paged, the two
                    // planes share the plane's page, one above the other).
                    readonly property bool valuesShown: window.attention.valueDimension === 2
                    // In the lower row the output chart, with a line per coordinate, takes more room.
                    readonly property real lowerSplit: chartArea.width * 0.42
                    // The page shown in presenter mode: 0 plane, 1 weights, 2 output, 3 step table.
                    readonly property int page: presenterTabs.currentIndex
                    readonly property real pageTop: chartArea.paged ? presenterTabs.height : 0
                    readonly property real pageHeight: chartArea.height - chartArea.pageTop
                    TabBar {
                        id: presenterTabs
                        objectName: "presenterTabs"
                        visible: chartArea.paged
                        width: chartArea.width
                        font.pixelSize: Theme.fontSize
                        // A lesson step that points at a chart or a table row turns to it.
                        Connections {
                            target: window
                            function onLessonPageIndexChanged() {
                                if (window.lessonPageIndex >= 0)
                                    presenterTabs.currentIndex = window.lessonPageIndex;
                            }
                        }
                        TabButton {
                            objectName: "planeTab"
                            text: qsTr("Plane")
                            // Named by the word shown (speech input says it), described in full.
                            Accessible.name: text
                            Accessible.description: qsTr("The query/key plane")
                        }
                        TabButton {
                            objectName: "weightsTab"
                            text: qsTr("Weights")
                            Accessible.name: text
                            Accessible.description: qsTr("Attention weights of the included keys")
                        }
                        TabButton {
                            objectName: "outputTab"
                            text: qsTr("Output")
                            Accessible.name: text
                            Accessible.description: qsTr("Output against prefix")
                        }
                        TabButton {
                            objectName: "tableTab"
                            text: qsTr("Step table")
                        }
                    }

                    QueryKeyPlaneChart {
                        id: planeChartView
                        objectName: "planeChart"
                        phiConcealed: window.walkthrough.concealsPhiPoints
                        x: 0
                        y: chartArea.pageTop
                        width: chartArea.paged ? chartArea.width : chartArea.width / 2
                        height: chartArea.paged ? chartArea.pageHeight / (chartArea.valuesShown ? 2 : 1)
                                                : chartArea.height / 2
                        visible: chartArea.paged ? chartArea.page === 0 : window.windowState.showCharts
                        attention: window.attention

                        HighlightFrame {
                            objectName: "planeHighlight"
                            anchors.fill: parent
                            shown: window.chartHighlighted("plane")
                        }
                    }
                    // Made only for values of two coordinates: numbers have no value plane to read
                    // or to start up.
                    Loader {
                        id: valuePlaneLoader
                        // The plane shows the output and, in its path, the weights.
                        readonly property bool concealed: window.walkthrough.concealsOutputChart
                            || window.walkthrough.concealsLinearWeights
                        x: chartArea.paged ? 0 : planeChartView.width
                        y: chartArea.paged ? chartArea.pageTop + planeChartView.height : chartArea.pageTop
                        width: planeChartView.width
                        height: planeChartView.height
                        visible: planeChartView.visible

                        function load() {
                            if (!chartArea.valuesShown)
                                valuePlaneLoader.source = "";
                            else if (valuePlaneLoader.status === Loader.Null)
                                valuePlaneLoader.setSource("charts/ValuePlaneChart.qml", {
                                    objectName: "singleValuePlaneChart",
                                    planeData: window.attention.valuePlaneChart,
                                    concealed: valuePlaneLoader.concealed
                                });
                        }
                        Connections {
                            target: chartArea
                            function onValuesShownChanged() {
                                valuePlaneLoader.load();
                            }
                        }
                        Component.onCompleted: valuePlaneLoader.load()
                        Binding {
                            target: valuePlaneLoader.item
                            when: valuePlaneLoader.item !== null
                            property: "planeData"
                            value: window.attention.valuePlaneChart
                        }
                        Binding {
                            target: valuePlaneLoader.item
                            when: valuePlaneLoader.item !== null
                            property: "concealed"
                            value: valuePlaneLoader.concealed
                        }
                        ConcealedCover {
                            objectName: "singleValuePlaneChartCover"
                            anchors.fill: parent
                            z: 1 // over the chart, made after it
                            visible: valuePlaneLoader.item !== null && valuePlaneLoader.concealed
                            what: qsTr("Values and their weighted average")
                            until: window.walkthrough.concealedNote
                        }
                    }
                    AttentionWeightsChart {
                        id: weightsChartView
                        objectName: "weightsChart"
                        linearConcealed: window.walkthrough.concealsLinearWeights
                        softmaxConcealed: window.walkthrough.concealsSoftmaxWeights
                        concealedNote: window.walkthrough.concealedNote
                        x: chartArea.paged || chartArea.valuesShown ? 0 : chartArea.width / 2
                        y: chartArea.paged ? chartArea.pageTop
                                           : chartArea.valuesShown ? chartArea.height / 2 : 0
                        width: chartArea.paged ? chartArea.width
                                               : chartArea.valuesShown ? chartArea.lowerSplit : chartArea.width / 2
                        height: chartArea.paged ? chartArea.pageHeight : chartArea.height / 2
                        visible: chartArea.paged ? chartArea.page === 1 : window.windowState.showCharts
                        attention: window.attention

                        HighlightFrame {
                            objectName: "weightsHighlight"
                            anchors.fill: parent
                            shown: window.chartHighlighted("weights")
                        }
                    }
                    OutputByPrefixChart {
                        objectName: "outputChart"
                        id: outputChart
                        x: chartArea.paged || !chartArea.valuesShown ? 0 : chartArea.lowerSplit
                        y: chartArea.paged ? chartArea.pageTop : chartArea.height / 2
                        width: chartArea.paged || !chartArea.valuesShown ? chartArea.width
                                                                         : chartArea.width - chartArea.lowerSplit
                        height: chartArea.paged ? chartArea.pageHeight : chartArea.height / 2
                        visible: chartArea.paged ? chartArea.page === 2 : window.windowState.showCharts
                        attention: window.attention
                        concealed: window.walkthrough.concealsOutputChart

                        // While the student works out the output (or whether it is
                        // defined), the chart would show it: covered until answered.
                        ConcealedCover {
                            objectName: "outputChartCover"
                            anchors.fill: parent
                            visible: window.walkthrough.concealsOutputChart
                            what: qsTr("Output against prefix")
                            until: window.walkthrough.concealedNote
                        }
                        HighlightFrame {
                            objectName: "outputHighlight"
                            anchors.fill: parent
                            shown: window.chartHighlighted("output")
                        }
                    }
                    // The step table as a page of its own, made when presenter mode first needs it.
                    Loader {
                        id: presenterTable
                        objectName: "presenterTableLoader"
                        y: chartArea.pageTop
                        width: chartArea.width
                        height: chartArea.pageHeight
                        visible: chartArea.paged && chartArea.page === 3

                        function load() {
                            if (chartArea.paged && presenterTable.status === Loader.Null)
                                presenterTable.setSource("derivation/StepTableView.qml", {
                                    objectName: "presenterStepTable",
                                    attention: window.attention,
                                    walkthrough: window.walkthrough
                                });
                        }
                        Connections {
                            target: chartArea
                            function onPagedChanged() {
                                presenterTable.load();
                            }
                        }
                        Component.onCompleted: presenterTable.load()
                    }
                }
            }

            StepTableView {
                // Paged, the table is a page beside the charts.
                visible: window.windowState.showStepTable && !window.chartsPaged
                // Smaller while a lesson strip takes room above; in a short window
                // just the title, the header and the row that matters.
                SplitView.preferredHeight: !window.walkthrough.active ? Math.max(150, window.height * 0.24)
                                         : window.height < 720 ? 96 : 136
                SplitView.minimumHeight: window.walkthrough.active ? 80 : 110
                attention: window.attention
                walkthrough: window.walkthrough
            }
        }

        Loader {
            id: sequencePage
            objectName: "sequencePage"

            function load() {
                if (views.currentIndex === 1 && sequencePage.status === Loader.Null)
                    sequencePage.setSource("sequence/SequenceView.qml", {
                        objectName: "sequenceView",
                        sequence: window.sequence,
                        attention: window.attention,
                        walkthrough: window.walkthrough,
                        exporter: window.exporter,
                        showCharts: Qt.binding(() => window.windowState.showCharts)
                    });
            }
            Component.onCompleted: sequencePage.load()
        }
    }
}
