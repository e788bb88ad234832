// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import LinearAttention

// The size at which a vertical axis's title fits along its axis whole: the theme's small size
// where there is room, smaller in a short chart (the plane's "Koordinate 2" read "Koordina…"
// under a German lesson step at 1280×800), down to three quarters of it. Qt Charts elides a
// title longer than its axis; a smaller title keeps every letter.
QtObject {
    id: size

    required property string text
    // The axis's length: the plot area's height. The title's size changes the plot's width only.
    required property real available

    // Whether the text fits at pixelSize; where it does not, a view may show a shorter title.
    readonly property bool fits: size.full.width * size.pixelSize / Theme.smallFontSize <= size.available - 4

    readonly property int pixelSize: Math.max(Math.round(Theme.smallFontSize * 0.75),
        Math.min(Theme.smallFontSize,
                 Math.floor(Theme.smallFontSize * (size.available - 4) / Math.max(1, size.full.width))))

    readonly property TextMetrics full: TextMetrics {
        font.pixelSize: Theme.smallFontSize
        text: size.text
    }
}
