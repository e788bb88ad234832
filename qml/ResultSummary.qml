import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model

// The output at the current prefix, large, with the reference and softmax
// beside it; Unavailable in red with no number.
Rectangle {
    id: summary

    required property AttentionModel attention

    implicitHeight: content.implicitHeight + 2 * Theme.spacing
    color: summary.attention.available ? "#eef6ff" : "#fdecec"
    border.color: summary.attention.available ? Theme.border : Theme.unavailable
    radius: Theme.radius

    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Output at prefix %1: %2").arg(summary.attention.prefix).arg(summary.attention.outputText)

    RowLayout {
        id: content
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing * 2

        ColumnLayout {
            spacing: 0
            Label {
                text: qsTr("output at prefix %1").arg(summary.attention.prefix)
                font.pixelSize: Theme.smallFontSize
                color: Theme.mutedText
            }
            Label {
                objectName: "outputValue"
                text: summary.attention.outputText
                font.pixelSize: Theme.largeFontSize
                font.bold: true
                color: summary.attention.available ? Theme.linear : Theme.unavailable
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
                text: summary.attention.referenceText
                font.pixelSize: Theme.fontSize
                elide: Text.ElideRight
            }
            Label {
                text: qsTr("|output − reference|")
                font.pixelSize: Theme.smallFontSize
                color: Theme.mutedText
            }
            Label {
                objectName: "differenceValue"
                Layout.fillWidth: true
                text: summary.attention.differenceText
                font.pixelSize: Theme.fontSize
                elide: Text.ElideRight
            }
            Label {
                text: qsTr("softmax attention")
                font.pixelSize: Theme.smallFontSize
                color: Theme.softmax
            }
            Label {
                objectName: "softmaxValue"
                Layout.fillWidth: true
                text: summary.attention.softmaxText
                font.pixelSize: Theme.fontSize
                elide: Text.ElideRight
            }
        }
    }
}
