// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import LinearAttention

// The walkthrough's row in the step table: an amber band across the whole
// row, one piece per cell, closed at the row's first and last cells.
Item {
    id: band
    // Whether the cell is the row's first or last: the band's ends are drawn there.
    required property bool first
    required property bool last
    anchors.fill: parent
    Rectangle {
        anchors.fill: parent
        color: Theme.highlightWash
    }
    Rectangle {
        width: parent.width
        height: Theme.highlightWidth
        color: Theme.highlight
    }
    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: Theme.highlightWidth
        color: Theme.highlight
    }
    Rectangle {
        visible: band.first
        width: Theme.highlightWidth
        height: parent.height
        color: Theme.highlight
    }
    Rectangle {
        visible: band.last
        anchors.right: parent.right
        width: Theme.highlightWidth
        height: parent.height
        color: Theme.highlight
    }
}
