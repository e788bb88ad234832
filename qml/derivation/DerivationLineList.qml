// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import LinearAttention.Model
import LinearAttention
import LinearAttention.Walkthrough

// The lines of a worked derivation, scrolled together: the single-query
// panel's and the sequence view's. Every line is made and kept, in order: a
// ListView makes only the lines in view, so a screen reader would lose the
// others and find them again out of order.
Flickable {
    id: lines

    required property DerivationModel derivation
    // The guided walkthrough, or null: it can highlight a line (brought into
    // view) and fade lines for the student to fill in.
    property WalkthroughModel walkthrough: null
    readonly property string highlightedLine: lines.walkthrough !== null
        ? lines.walkthrough.highlightedLine : ""

    clip: true
    contentWidth: width
    contentHeight: lineColumn.implicitHeight
    boundsBehavior: Flickable.StopAtBounds
    // A list to move through: one line is the Tab stop (the last one read, the first at first,
    // so Shift+Tab leaves the list as Tab does), Up and Down move line by line, Home and End to
    // either end, over the lines shown only (a hidden line's existence can be the answer); each
    // line takes the focus, so a screen reader reads it. PageUp and PageDown scroll a page.
    property int currentRow: 0
    // The row of the line with the keyboard, -1 when it is elsewhere (a line's answer field
    // keeps its own keys).
    function focusedRow(): int {
        const focused = lines.Window.activeFocusItem;
        for (let row = 0; row < lineRepeater.count; ++row)
            if (lineRepeater.itemAt(row) === focused)
                return row;
        return -1;
    }
    // The first line shown from `row` on, going `step` (+1 or −1), or -1.
    function shownFrom(row: int, step: int): int {
        for (let at = row; at >= 0 && at < lineRepeater.count; at += step) {
            const item = lineRepeater.itemAt(at);
            if (item !== null && item.visible)
                return at;
        }
        return -1;
    }
    function moveTo(row: int) {
        if (row < 0)
            return;
        lines.currentRow = row;
        lines.showRow(row);
        lineRepeater.itemAt(row)?.forceActiveFocus(Qt.OtherFocusReason);
    }
    // Given the focus as a whole (a program, not Tab): the line that is the Tab stop takes it.
    onActiveFocusChanged: {
        if (!lines.activeFocus)
            return;
        const row = lines.shownFrom(lines.currentRow, 1);
        lines.moveTo(row >= 0 ? row : lines.shownFrom(0, 1));
    }
    Keys.onUpPressed: event => {
        const row = lines.focusedRow();
        event.accepted = row >= 0;
        if (row > 0)
            lines.moveTo(lines.shownFrom(row - 1, -1));
    }
    Keys.onDownPressed: event => {
        const row = lines.focusedRow();
        event.accepted = row >= 0;
        if (row >= 0)
            lines.moveTo(lines.shownFrom(row + 1, 1));
    }
    Keys.onPressed: event => {
        const page = Math.max(lines.height - 40, 40);
        const bottom = Math.max(0, lines.contentHeight - lines.height);
        if (event.key === Qt.Key_PageDown)
            lines.contentY = Math.min(bottom, lines.contentY + page);
        else if (event.key === Qt.Key_PageUp)
            lines.contentY = Math.max(0, lines.contentY - page);
        else if (event.key === Qt.Key_Home && lines.focusedRow() >= 0)
            lines.moveTo(lines.shownFrom(0, 1));
        else if (event.key === Qt.Key_End && lines.focusedRow() >= 0)
            lines.moveTo(lines.shownFrom(lineRepeater.count - 1, -1));
        else
            return;
        event.accepted = true;
    }
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Worked derivation")
    // Always shown while lines are out of view, so the class sees there is more.
    ScrollBar.vertical: ScrollBar {
        id: linesScrollBar
        Accessible.name: qsTr("Scroll the derivation")
        policy: lines.contentHeight > lines.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
    }

    Column {
        id: lineColumn
        objectName: "derivationLines"
        width: lines.width - 12
        spacing: 2

        Repeater {
            id: lineRepeater
            model: lines.derivation
            delegate: DerivationLine {
                width: lineColumn.width
                walkthrough: lines.walkthrough
                // The list's one Tab stop.
                activeFocusOnTab: index === lines.currentRow
            }
        }
    }

    // Shows where the keyboard is when the list as a whole has it (each line frames itself
    // while it has the focus).
    Rectangle {
        objectName: "derivationFocusFrame"
        parent: lines
        anchors.fill: parent
        z: 2
        visible: lines.activeFocus
        color: "transparent"
        border.color: Theme.key
        border.width: 2
    }

    // Scrolls as little as needed to show the whole line at `row`.
    function showRow(row: int) {
        const item = lineRepeater.itemAt(row);
        if (item === null)
            return;
        if (item.y < lines.contentY)
            lines.contentY = item.y;
        else if (item.y + item.height > lines.contentY + lines.height)
            lines.contentY = Math.min(item.y, item.y + item.height - lines.height);
    }

    // Brings the line the walkthrough points at into view; otherwise, when
    // the output is Unavailable, the reason.
    function showWhatMatters() {
        const highlighted = lines.highlightedLine !== ""
            ? lines.derivation.rowOf(lines.highlightedLine) : -1;
        const row = highlighted >= 0 ? highlighted : lines.derivation.rowOf("why-unavailable");
        if (row >= 0)
            lines.showRow(row);
    }
    // After the list has taken new lines.
    function revealSoon() {
        revealReason.restart();
    }
    // New lines from the top (another token), then what matters.
    function startAgain() {
        lines.contentY = 0;
        revealReason.restart();
    }
    Timer {
        id: revealReason
        interval: 0
        onTriggered: lines.showWhatMatters()
    }
    Connections {
        target: lines.walkthrough
        enabled: lines.walkthrough !== null
        function onStepChanged() {
            revealReason.restart();
        }
    }
    Component.onCompleted: revealReason.restart()
    onHeightChanged: {
        if (lines.highlightedLine !== "")
            revealReason.restart();
    }
    onContentHeightChanged: {
        if (lines.highlightedLine !== "")
            revealReason.restart();
    }
}
