// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import LinearAttention

// The thick amber frame a walkthrough step draws around the part of the
// window it points at. It pulses a few times when it appears, then stays
// solid, so that a projector shows it without the window redrawing forever.
// Place it with anchors.fill over the item to frame; it takes no input.
Rectangle {
    id: frame

    // Whether the step points here.
    property bool shown: false

    visible: frame.shown
    color: "transparent"
    border.color: Theme.highlight
    border.width: Theme.highlightWidth
    radius: Theme.radius
    z: 100

    SequentialAnimation {
        id: pulse
        loops: 3
        NumberAnimation {
            target: frame
            property: "opacity"
            to: 0.35
            duration: 550
            easing.type: Easing.InOutQuad
        }
        NumberAnimation {
            target: frame
            property: "opacity"
            to: 1
            duration: 550
            easing.type: Easing.InOutQuad
        }
    }

    onShownChanged: {
        pulse.stop();
        frame.opacity = 1;
        if (frame.shown)
            pulse.start();
    }
    Component.onCompleted: {
        if (frame.shown)
            pulse.start();
    }
}
