// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention

// A lab page's results in one row: the chart with its legend, and the table beside it. Too short
// for them at their smallest (a projector's 1024×768 under a lesson), they scroll rather than
// squeeze the chart away. A lesson question about them covers an earlier run's.
Flickable {
    id: results

    // The row's height at its smallest: the chart at its minimum with its legend, or the table.
    required property real wantedHeight
    // Cover an earlier run's results: a lesson question asks about them.
    required property bool concealed
    required property string coverName
    default property alias content: row.data

    // Taken over on the next turn of the event loop: a new content height lays the columns out
    // at once, which can rewrap their texts and change wantedHeight while it is set.
    property real neededHeight: 0
    onWantedHeightChanged: takeWantedHeight.restart()
    Timer {
        id: takeWantedHeight
        interval: 0
        onTriggered: results.neededHeight = results.wantedHeight
    }
    readonly property bool scrolls: results.neededHeight > results.height + 1
    contentWidth: results.width
    contentHeight: Math.max(results.height, results.neededHeight)
    clip: results.scrolls
    interactive: results.scrolls
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {
        id: resultsScrollBar
        Accessible.name: qsTr("Scroll the results")
        policy: results.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
    }

    RowLayout {
        id: row
        // The scroll bar's room is kept whether it shows or not: a width that changed with it
        // would rewrap the legend and change the height that decides it.
        width: results.width - resultsScrollBar.width
        height: results.contentHeight
        spacing: Theme.spacing
    }

    Rectangle {
        objectName: results.coverName
        anchors.fill: parent
        visible: results.concealed
        color: Theme.lessonBackground
        border.color: Theme.border

        Label {
            anchors.centerIn: parent
            width: Math.min(implicitWidth, parent.width - 2 * Theme.spacing)
            text: qsTr("The results of an earlier run are hidden: press Run to measure them yourself.")
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSize
            color: Theme.mutedText
        }
    }
}
