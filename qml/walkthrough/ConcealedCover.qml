// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import LinearAttention

// Covers a chart or panel whose contents would give an open lesson question
// away, and says what is hidden and until when. Place it with anchors.fill
// over the item; shown by the walkthrough's conceals… properties.
Rectangle {
    id: cover

    // What is hidden, e.g. "Output against prefix".
    property string what
    // Until when (WalkthroughModel.concealedNote): answering on screen, never on paper.
    property string until: qsTr("hidden until the question is answered")

    color: Theme.lessonBackground
    border.color: Theme.border
    z: 50

    Label {
        anchors.centerIn: parent
        width: Math.min(implicitWidth, parent.width - 2 * Theme.spacing)
        text: qsTr("%1: %2").arg(cover.what).arg(cover.until)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.fontSize
        color: Theme.mutedText
    }
    // Nothing under the cover can be clicked through it.
    MouseArea {
        anchors.fill: parent
    }
}
