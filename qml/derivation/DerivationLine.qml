// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import LinearAttention
import LinearAttention.Walkthrough

// One line of the worked derivation: what it computes, the formula with the
// numbers in it, and the result. Laid out only; the text comes from C++.
// During a walkthrough the line can be highlighted, or faded: then its result
// is hidden and the student types it in (checked by the walkthrough).
Rectangle {
    id: line

    required property int index
    required property string lineId
    required property string kind
    required property string label
    required property string formula
    required property string result
    required property bool unavailable
    // The line as a screen reader says it, shown and hidden (from the model).
    required property string spoken
    required property string spokenConcealed

    // The guided walkthrough, or null.
    property WalkthroughModel walkthrough: null
    // Why the value last typed into this faded line was not accepted.
    property string fillMessage

    readonly property var hiddenLines: line.walkthrough !== null ? line.walkthrough.hiddenLines : []
    readonly property var concealedLines: line.walkthrough !== null ? line.walkthrough.concealedLines : []
    // Faded: the student fills this line in before it is shown.
    readonly property bool hidden: line.hiddenLines.indexOf(line.lineId) >= 0
    // Not faded itself, but the walkthrough keeps it hidden: its result would
    // give a faded line or the open question away.
    readonly property bool masked: !line.hidden && line.walkthrough !== null
        && line.concealedLines.indexOf(line.lineId) >= 0
    readonly property bool concealed: line.hidden || line.masked
    // Left out while the question is open: that the line exists would answer it.
    readonly property var absentLines: line.walkthrough !== null ? line.walkthrough.absentLines : []
    readonly property bool absent: line.absentLines.indexOf(line.lineId) >= 0
    visible: !line.absent
    onHiddenChanged: line.makeFillRow()
    Component.onCompleted: {
        line.makeFillRow();
        line.makeHighlightFrame();
    }
    function makeFillRow() {
        if (line.hidden && fillRow.children.length === 0)
            fillRowComponent.createObject(fillRow);
    }
    // Each step starts with empty fields, even where the next step fades the
    // same line again: an earlier step's value is not this step's answer.
    Connections {
        target: line.walkthrough
        function onStepChanged() {
            line.fillMessage = "";
        }
    }
    // Red tells which lines are Unavailable: not while that is the question.
    readonly property bool showsUnavailable: line.unavailable && !line.concealed
        && !(line.walkthrough !== null && line.walkthrough.concealsAvailability)
    readonly property bool highlighted: line.walkthrough !== null
        && line.walkthrough.highlightedLine === line.lineId

    readonly property bool isOutput: line.kind === "output"
    readonly property bool isExplanation: line.kind === "explanation"
    readonly property color accent: {
        if (line.showsUnavailable)
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
    color: line.highlighted ? Theme.lessonBackground
         : line.isOutput || line.isExplanation ? Theme.outputLineBackground : "transparent"
    border.color: line.showsUnavailable ? Theme.unavailable : "transparent"
    radius: Theme.radius

    // An item of the derivation's list: Up and Down in the list give it the focus, which a step
    // change then leaves where it is.
    readonly property bool holdsKeyboard: true
    Accessible.role: Accessible.ListItem
    Accessible.name: line.concealed ? line.spokenConcealed : line.spoken

    // Where the keyboard is, when Up or Down brought it to this line.
    Rectangle {
        objectName: "lineFocusFrame"
        anchors.fill: parent
        z: 3
        visible: line.activeFocus
        color: "transparent"
        border.color: Theme.key
        border.width: 2
        radius: Theme.radius
    }

    // The walkthrough's amber frame, made the first time a step points at this
    // line (most lines never are), then kept.
    onHighlightedChanged: line.makeHighlightFrame()
    function makeHighlightFrame() {
        if (line.highlighted && line.highlightFrame === null)
            line.highlightFrame = highlightFrameComponent.createObject(line);
    }
    property Item highlightFrame: null
    Component {
        id: highlightFrameComponent
        HighlightFrame {
            objectName: "lineHighlight"
            anchors.fill: parent
            shown: line.highlighted
        }
    }

    function checkFilledValue(text: string, fieldFocused: bool) {
        if (line.walkthrough === null)
            return;
        if (line.walkthrough.fillLine(line.lineId, text)) {
            line.fillMessage = "";
            // The field goes away with the answer: the keys go back to the
            // lesson (Right to the next step), not to a field no longer shown.
            if (fieldFocused)
                line.forceActiveFocus();
        } else {
            line.fillMessage = line.walkthrough.lineFeedback;
        }
    }

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
            // The result's width on one line. A wrapping Text whose width is
            // bound to its own implicitWidth can loop (the implicit width is
            // worked out again at each width: a binding loop tst_monkey found
            // when the panel narrowed), so the text is measured on its own.
            TextMetrics {
                id: resultNaturalWidth
                text: resultText.text
                font: resultText.font
            }
            Text {
                id: resultText
                objectName: "result"
                anchors.right: parent.right
                width: Math.min(Math.ceil(resultNaturalWidth.advanceWidth), parent.width * 0.45)
                visible: !line.isExplanation
                text: "= " + (line.concealed ? qsTr("?") : line.result)
                font.pixelSize: line.isOutput ? Theme.titleFontSize : Theme.fontSize
                font.bold: line.isOutput || line.showsUnavailable || line.concealed
                color: line.concealed ? Theme.lessonAccent : line.showsUnavailable ? Theme.unavailable : Theme.text
                horizontalAlignment: Text.AlignRight
                wrapMode: Text.Wrap
            }
        }
        // The formula; while the walkthrough masks the line, the note that says why.
        Text {
            objectName: "formula"
            visible: !line.hidden
            width: content.width
            text: line.masked ? line.walkthrough?.concealedLineNote ?? "" : line.formula
            font.family: line.isExplanation || line.masked ? resultText.font.family : Theme.monospaceFamily
            font.pixelSize: Theme.smallFontSize + 1
            font.italic: line.masked
            color: line.isExplanation && !line.masked ? Theme.unavailable : Theme.mutedText
            wrapMode: Text.Wrap
        }

        // A faded line: the student's value, checked by the walkthrough. Made
        // when a lesson step first fades the line (most lines never are), then kept.
        Item {
            id: fillRow
            visible: line.hidden
            implicitWidth: fillRow.childrenRect.width
            implicitHeight: fillRow.childrenRect.height

            Component {
                id: fillRowComponent

                Column {
                    spacing: 2
                    topPadding: 2

                    Row {
                        spacing: Theme.spacing

                        Connections {
                            target: line.walkthrough
                            function onStepChanged() {
                                fillField.clear();
                            }
                        }
                        AnswerField {
                            id: fillField
                            objectName: "fillField"
                            walkthrough: line.walkthrough
                            width: Math.round(130 * Theme.textScale)
                            placeholderText: qsTr("your value")
                            placeholderTextColor: Theme.mutedText
                            font.pixelSize: Theme.fontSize
                            onAccepted: line.checkFilledValue(fillField.text, fillField.activeFocus)
                            Accessible.name: qsTr("Your value for %1").arg(line.label)
                        }
                        Button {
                            objectName: "fillCheckButton"
                            text: qsTr("Check")
                            enabled: fillField.text.length > 0
                            font.pixelSize: Theme.fontSize
                            onClicked: line.checkFilledValue(fillField.text, fillField.activeFocus)
                            Accessible.name: qsTr("Check your value for %1").arg(line.label)
                        }
                    }
                    Text {
                        objectName: "fillMessage"
                        visible: line.fillMessage.length > 0
                        width: content.width
                        text: line.fillMessage
                        textFormat: Text.PlainText
                        font.pixelSize: Theme.smallFontSize + 1
                        color: Theme.wrongText
                        wrapMode: Text.Wrap
                        // Said when it appears, like the answer's feedback.
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: line.fillMessage
                    }
                }
            }
        }
    }
}
