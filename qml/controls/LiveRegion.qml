// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// Says a sentence to a screen reader without moving the focus. Qt 6.4 has no announcement call;
// what screen readers speak is an alert whose name changes. The same sentence twice (a second
// wrong answer) is said twice: the name is emptied first and set again on the next turn of the
// event loop, two changes a screen reader follows. Between announcements the region keeps the
// last sentence (it is empty only before the first and for that one turn).
Item {
    id: region

    // What was said last.
    readonly property string spoken: region.said

    function announce(sentence: string) {
        region.pending = sentence;
        region.said = "";
        sayLater.restart();
    }

    property string said: ""
    property string pending: ""

    width: 1
    height: 1
    Accessible.role: Accessible.AlertMessage
    Accessible.name: region.said

    Timer {
        id: sayLater
        interval: 0
        onTriggered: region.said = region.pending
    }
}
