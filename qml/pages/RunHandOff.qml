// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import LinearAttention

// A lab page's Run and Cancel, for a keyboard and a screen reader: the measurement's start and
// end are said (its progress is the bar's value, not every measurement the status line counts),
// and Run or Cancel, disabled once pressed, hands the focus to the other when it had it (a
// disabled button's focus falls back to the window behind). Not when the page was closed or left,
// nor when the student moved on from Cancel during the run. Place it in the page; call pressed()
// from both buttons' onClicked.
Item {
    id: handOff

    // The page's runner (ScalingRunner, GenerationRunner): its `busy`.
    required property var runner
    required property Button runButton
    required property Button cancelButton
    required property LiveRegion announcer
    // The status line, said when a run starts and ends.
    required property string status

    // Run or Cancel was last pressed from the keyboard (it had the focus).
    property bool keyboardOnRunOrCancel: false

    function pressed(button: Button) {
        handOff.keyboardOnRunOrCancel = button.activeFocus;
    }

    Connections {
        target: handOff.runner
        function onBusyChanged() {
            announceStatus.restart();
            handFocusOn.restart();
        }
    }
    // Tabbed away during the run: the end of the run leaves the focus where it went.
    Connections {
        target: handOff.cancelButton
        function onActiveFocusChanged() {
            if (!handOff.cancelButton.activeFocus && handOff.cancelButton.enabled)
                handOff.keyboardOnRunOrCancel = false;
        }
    }
    Timer {
        id: handFocusOn
        interval: 0
        onTriggered: {
            const handOn = handOff.keyboardOnRunOrCancel && handOff.visible;
            handOff.keyboardOnRunOrCancel = handOff.runner.busy && handOn;
            if (handOn)
                (handOff.runner.busy ? handOff.cancelButton : handOff.runButton).forceActiveFocus(Qt.TabFocusReason);
        }
    }
    Timer {
        id: announceStatus
        interval: 0
        onTriggered: handOff.announcer.announce(handOff.status)
    }
}
