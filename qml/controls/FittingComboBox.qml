// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import LinearAttention.Desktop

// A combo box as tall as its font needs: the style's box keeps its own height when presenter
// mode enlarges the type, and its text field (4 px of padding above and below) cut off the
// bottoms of letters (g, q, y).
ComboBox {
    id: box

    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             Math.ceil(fittingMetrics.height) + 8 + topPadding + bottomPadding)

    FontMetrics {
        id: fittingMetrics
        font: box.font
    }

    // What the box shows, shortened with "…" where it must be (the style's text field cut a long
    // choice off mid-letter: "Abschnitte, und warum ein kleiner Zustan"); the whole of it is in
    // the list and in a tool tip.
    contentItem: Text {
        objectName: "choiceShown"
        leftPadding: 4 - box.padding
        rightPadding: 4 - box.padding
        topPadding: 4
        bottomPadding: 4
        text: box.displayText
        font: box.font
        color: box.palette.buttonText
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    ToolTip.visible: box.hovered && (box.contentItem as Text).truncated && !box.down
    ToolTip.text: box.displayText

    // The style's own delegate (a list item here), but a screen reader is told which choice the
    // arrow keys highlight: the list keeps the keyboard, so no choice takes the focus, and
    // without this the highlight moved in silence.
    delegate: ItemDelegate {
        id: choice
        required property int index
        width: box.popup.width - box.popup.leftPadding - box.popup.rightPadding
        text: box.textAt(choice.index)
        font.pixelSize: box.font.pixelSize
        // The choice the box shows, in semibold as the style's own list has it.
        font.weight: box.currentIndex === choice.index ? Font.DemiBold : Font.Normal
        highlighted: box.highlightedIndex === choice.index
        hoverEnabled: box.hoverEnabled
        Accessible.name: choice.text
        onHighlightedChanged: {
            if (choice.highlighted && box.popup.visible)
                AccessibleFocus.report(choice);
        }
    }

    // Closed, the list gives the box back the keyboard without a word: say so. (`down` holds
    // while the list is open; the list itself is made only when it first opens, so nothing here
    // touches it before.)
    onDownChanged: {
        if (!box.down && box.activeFocus)
            AccessibleFocus.report(box);
    }

    // The open list is a pop-up, a dialog to a screen reader: it is named as the box is. (A
    // pop-up takes no Accessible name of its own in Qt 6.4; its visual root, the content item's
    // parent, does.)
    Binding {
        target: box.down ? box.popup.contentItem.parent : null
        property: "Accessible.name"
        value: box.Accessible.name
    }

    // The text field inside is read as what it shows (a screen reader met it unnamed).
    Binding {
        target: box.contentItem
        property: "Accessible.name"
        value: box.displayText
    }
}
