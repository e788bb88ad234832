// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import LinearAttention
import LinearAttention.Walkthrough

// A field a student types an answer into during a lesson. Left and Right
// move its cursor while there is text to move through; at the end of the text
// Right goes on to the next step (at its start Left goes back), as it does
// everywhere else in the lesson, and PageDown/PageUp (a clicker) always change
// the step. Esc clears the field, or, when it is empty, leaves it (leftByEscape):
// it never leaves the lesson. The shortcuts sheet says the same.
TextField {
    id: field

    // The lesson whose steps the keys change, or null.
    property WalkthroughModel walkthrough: null

    inputMethodHints: Qt.ImhFormattedNumbersOnly
    // The style's placeholder grey is 3.9:1 on white; the muted text colour reads at 4.5:1.
    placeholderTextColor: Theme.mutedText

    // Esc was pressed in the empty field: whoever placed it moves the focus on.
    signal leftByEscape()

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Escape) {
            if (field.length > 0)
                field.clear();
            else
                field.leftByEscape();
            event.accepted = true;
            return;
        }
        if (field.walkthrough === null || !field.walkthrough.active
                || (event.modifiers & ~Qt.KeypadModifier) !== Qt.NoModifier)
            return;
        const caretOnly = field.selectionStart === field.selectionEnd;
        if (event.key === Qt.Key_PageDown
                || (event.key === Qt.Key_Right && caretOnly && field.cursorPosition === field.length)) {
            field.walkthrough.next();
            event.accepted = true;
        } else if (event.key === Qt.Key_PageUp
                || (event.key === Qt.Key_Left && caretOnly && field.cursorPosition === 0)) {
            field.walkthrough.back();
            event.accepted = true;
        }
    }
}
