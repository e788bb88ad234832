// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

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

    // The text field inside is read as what it shows (a screen reader met it unnamed).
    Binding {
        target: box.contentItem
        property: "Accessible.name"
        value: box.displayText
    }
}
