// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import LinearAttention

// The largest of the theme's sizes at which a chart's title fits the chart's width unelided (a
// narrow cell at 1024×640, or a third of the chart column, cannot hold it at the title size).
QtObject {
    id: size

    required property string text
    required property real available

    readonly property int pixelSize: size.large.width + 40 <= size.available ? Theme.titleFontSize
                                   : size.medium.width + 40 <= size.available ? Theme.fontSize
                                   : Theme.smallFontSize

    readonly property TextMetrics large: TextMetrics {
        font.pixelSize: Theme.titleFontSize
        font.bold: true
        text: size.text
    }
    readonly property TextMetrics medium: TextMetrics {
        font.pixelSize: Theme.fontSize
        font.bold: true
        text: size.text
    }
}
