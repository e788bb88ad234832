// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// Says a sentence to a screen reader without moving the focus. Qt 6.4 has no announcement call;
// what screen readers speak is an alert whose name changes. One change per sentence: the same
// sentence twice (a second wrong answer) is told apart by an invisible mark (a zero-width space)
// that every other sentence carries, so it is a change too. Emptying the name first made two
// changes, and a screen reader that reads the name when the event arrives said the sentence
// twice.
Item {
    id: region

    // What was said last, as written.
    readonly property string spoken: region.sentence
    // The name a screen reader is sent: the sentence, marked every other time. Set once per
    // sentence (a binding on the sentence and the mark changed it twice).
    readonly property alias said: region.name

    function announce(sentence: string) {
        region.marked = !region.marked;
        region.sentence = sentence;
        region.name = region.marked ? sentence + "\u200B" : sentence;
    }

    property string sentence: ""
    property bool marked: false
    property string name: ""

    width: 1
    height: 1
    Accessible.role: Accessible.AlertMessage
    Accessible.name: region.name
}
