import QtQuick
import QtQuick.Controls

// One line of the worked derivation: what it computes, the formula with the
// numbers in it, and the result. Laid out only; the text comes from C++.
Rectangle {
    id: line

    required property int index
    required property string lineId
    required property string kind
    required property string label
    required property string formula
    required property string result
    required property bool unavailable

    readonly property bool isOutput: line.kind === "output"
    readonly property bool isExplanation: line.kind === "explanation"
    readonly property color accent: {
        if (line.unavailable)
            return Theme.unavailable;
        switch (line.kind) {
        case "feature": return Theme.feature;
        case "check": return Theme.reference;
        case "contrast": return Theme.softmax;
        case "output": return Theme.linear;
        default: return Theme.text;
        }
    }

    implicitHeight: content.implicitHeight + 12
    color: line.isOutput || line.isExplanation ? "#f4f7fb" : "transparent"
    border.color: line.unavailable ? Theme.unavailable : "transparent"
    radius: Theme.radius

    Accessible.role: Accessible.StaticText
    Accessible.name: line.label
    Accessible.description: line.formula + (line.isExplanation ? "" : " = " + line.result)

    Rectangle {
        width: 3
        height: parent.height - 8
        anchors.verticalCenter: parent.verticalCenter
        color: line.accent
        radius: 1
    }

    Column {
        id: content
        x: 12
        y: 6
        width: line.width - 18
        spacing: 2

        Item {
            width: content.width
            height: Math.max(labelText.implicitHeight, resultText.implicitHeight)

            Text {
                id: labelText
                width: parent.width - (resultText.visible ? resultText.width + Theme.spacing : 0)
                text: line.label
                font.pixelSize: Theme.fontSize
                font.bold: true
                color: line.accent
                wrapMode: Text.Wrap
            }
            Text {
                id: resultText
                objectName: "result"
                anchors.right: parent.right
                width: Math.min(implicitWidth, parent.width * 0.45)
                visible: !line.isExplanation
                text: "= " + line.result
                font.pixelSize: line.isOutput ? Theme.titleFontSize : Theme.fontSize
                font.bold: line.isOutput || line.unavailable
                color: line.unavailable ? Theme.unavailable : Theme.text
                horizontalAlignment: Text.AlignRight
                wrapMode: Text.WrapAnywhere
            }
        }
        Text {
            width: content.width
            text: line.formula
            font.family: line.isExplanation ? resultText.font.family : Theme.monospaceFamily
            font.pixelSize: Theme.smallFontSize + 1
            color: line.isExplanation ? Theme.unavailable : Theme.mutedText
            wrapMode: Text.Wrap
        }
    }
}
