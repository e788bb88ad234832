// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention
import LinearAttention.Walkthrough

// The Scaling lab's window: the page over the main window, closed by Close or
// Esc; closing it cancels a running measurement. Opened by a lesson step, it
// fills the window under the lesson strip and is not modal, so that Back, Next
// and the step's question stay in reach; the next step closes it.
Dialog {
    id: dialog

    required property WalkthroughModel walkthrough
    // Where the lab lies under a lesson: the window's content, below its lesson strip.
    required property Item lessonArea
    property bool openedByLesson: false
    // The page shown: 0 the whole sequence at once, 1 generation token by token.
    property alias pageIndex: tabs.currentIndex

    readonly property Item area: dialog.openedByLesson ? dialog.lessonArea : Overlay.overlay as Item
    parent: dialog.area
    // Not shown (the tabs are the header), but the dialog's name for a screen reader.
    title: qsTr("Scaling lab")
    modal: !dialog.openedByLesson
    // Under a lesson it must not take Esc: a popup that closes on Esc blocks the window's
    // shortcuts, and the lesson strip's keys (a clicker's PageDown, Esc to leave) must work.
    closePolicy: dialog.openedByLesson ? Popup.NoAutoClose : Popup.CloseOnEscape | Popup.CloseOnPressOutside
    padding: 0
    standardButtons: Dialog.Close
    // Under a lesson it covers the whole area, edges too (the charts beneath showed through).
    x: dialog.openedByLesson ? 0 : 20
    y: dialog.openedByLesson ? 0 : 20
    width: dialog.area.width - 2 * dialog.x
    height: dialog.area.height - 2 * dialog.y
    onClosed: {
        dialog.openedByLesson = false;
        page.runner.cancel();
        generationPage.runner.cancel();
    }

    header: TabBar {
        id: tabs
        objectName: "scalingLabTabs"
        font.pixelSize: Theme.fontSize
        // One measurement at a time: the page left stops its own, which would also disturb the
        // timings of the page shown.
        onCurrentIndexChanged: {
            if (tabs.currentIndex !== 0)
                page.runner.cancel();
            if (tabs.currentIndex !== 1)
                generationPage.runner.cancel();
        }
        TabButton {
            text: qsTr("Whole sequence")
        }
        TabButton {
            objectName: "generationTab"
            text: qsTr("Generation, token by token")
        }
    }

    StackLayout {
        anchors.fill: parent
        currentIndex: tabs.currentIndex

        ScalingPage {
            id: page
            objectName: "scalingPage"
            resultsConcealed: dialog.walkthrough.concealsLabResults
            ordersConcealed: dialog.walkthrough.concealsLabOrders
            lessonHighlight: dialog.openedByLesson
            onRunStarted: dialog.walkthrough.noteLabRun()
        }
        GenerationPage {
            id: generationPage
            objectName: "generationPage"
            resultsConcealed: dialog.walkthrough.concealsLabResults
            lessonHighlight: dialog.openedByLesson
            onRunStarted: dialog.walkthrough.noteLabRun()
        }
    }
}
