// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Walkthrough

// The output at the current prefix, large, with the reference and softmax
// beside it; Unavailable in red with no number. While a walkthrough has the
// student work out the output (or the reference, or softmax), the values that
// would give it away show "?".
Rectangle {
    id: summary
    objectName: "resultSummary"

    required property AttentionModel attention
    // The guided walkthrough, or null.
    property WalkthroughModel walkthrough: null

    readonly property bool outputHidden: summary.walkthrough !== null && summary.walkthrough.concealsOutputValue
    readonly property bool referenceHidden: summary.walkthrough !== null && summary.walkthrough.concealsReferenceValue
    readonly property bool softmaxHidden: summary.walkthrough !== null && summary.walkthrough.concealsSoftmaxValue
    readonly property bool availabilityHidden: summary.walkthrough !== null && summary.walkthrough.concealsAvailability
    readonly property string unknown: qsTr("?")
    // Unavailable would tell too, so a hidden output is neutral in colour.
    readonly property bool showsUnavailable: !summary.attention.available && !summary.outputHidden
        && !summary.availabilityHidden

    implicitHeight: content.implicitHeight + 2 * Theme.spacing
    color: summary.showsUnavailable ? Theme.unavailableBackground : Theme.outputBackground
    border.color: summary.showsUnavailable ? Theme.unavailable : Theme.border
    radius: Theme.radius

    // A status: the output changes with every control, and a screen reader
    // reads a status bar's new name without the focus going there.
    Accessible.role: Accessible.StatusBar
    Accessible.name: qsTr("Output at prefix %1: %2").arg(summary.attention.prefix)
        .arg(summary.outputHidden ? summary.unknown : summary.attention.output.text)

    // Side by side when there is room; in a narrow panel (the data editor open at 1024 px in
    // presenter mode) the reference and softmax go under the output, where their values fit.
    GridLayout {
        id: content
        objectName: "resultSummaryContent"
        anchors.fill: parent
        anchors.margins: Theme.spacing
        // Beside each other while the output, the longest name and a value of about six
        // figures fit (the labels' own widths, not the layout's, so nothing waits on itself).
        columns: Math.max(outputCaption.implicitWidth, outputValue.implicitWidth) + content.columnSpacing
                 + differenceName.implicitWidth + Theme.spacing + Math.round(50 * Theme.textScale)
                 > summary.width - 2 * Theme.spacing ? 1 : 2
        rowSpacing: Theme.spacing
        columnSpacing: Theme.spacing * 2

        ColumnLayout {
            spacing: 0
            Label {
                id: outputCaption
                text: qsTr("output at prefix %1").arg(summary.attention.prefix)
                font.pixelSize: Theme.smallFontSize
                color: Theme.mutedText
            }
            Label {
                id: outputValue
                objectName: "outputValue"
                text: summary.outputHidden ? summary.unknown : summary.attention.output.text
                font.pixelSize: Theme.largeFontSize
                font.bold: true
                color: summary.outputHidden ? Theme.lessonAccent
                     : summary.attention.available ? Theme.linear : Theme.unavailable
            }
        }

        GridLayout {
            Layout.fillWidth: true
            columns: 2
            rowSpacing: 0
            columnSpacing: Theme.spacing

            Label {
                text: qsTr("direct reference")
                font.pixelSize: Theme.smallFontSize
                color: Theme.reference
            }
            Label {
                objectName: "referenceValue"
                Layout.fillWidth: true
                text: summary.referenceHidden ? summary.unknown : summary.attention.reference.text
                font.pixelSize: Theme.fontSize
                elide: Text.ElideRight
            }
            Label {
                id: differenceName
                text: qsTr("|output − reference|")
                font.pixelSize: Theme.smallFontSize
                color: Theme.mutedText
            }
            Label {
                objectName: "differenceValue"
                Layout.fillWidth: true
                text: summary.referenceHidden ? summary.unknown : summary.attention.difference.text
                font.pixelSize: Theme.fontSize
                elide: Text.ElideRight
            }
            Label {
                text: qsTr("softmax attention, e^(q·k)")
                font.pixelSize: Theme.smallFontSize
                color: Theme.softmax
            }
            Label {
                objectName: "softmaxValue"
                Layout.fillWidth: true
                text: summary.softmaxHidden ? summary.unknown : summary.attention.softmax.text
                font.pixelSize: Theme.fontSize
                elide: Text.ElideRight
            }
        }
    }
}
