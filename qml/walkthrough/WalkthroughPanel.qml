// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention
import LinearAttention.Walkthrough
import LinearAttention.Desktop

// The lesson strip under the controls while a walkthrough runs: where the
// lesson stands (step n of m, a list of steps to jump to), Back / Next /
// Leave, the step's title and text, and its question with the feedback on
// the answer. Right / PageDown go on, Left / PageUp go back, Esc leaves (not
// from a text field, where it clears the field). Leaving a lesson with answers
// given, and revealing an answer, ask first unless the teacher turned that off.
// Everything it shows comes from `walkthrough`; it only lays it out.
Pane {
    id: panel

    required property WalkthroughModel walkthrough

    // Smaller type and tighter buttons, for a short window (1024×640), so
    // that the charts below keep room for their labels.
    property bool compact: false
    // The step's text and question are held to this height (a lab under the strip needs the
    // room); what does not fit scrolls.
    property real maximumBodyHeight: Infinity
    readonly property int titleSize: panel.compact ? Theme.fontSize : Theme.titleFontSize
    readonly property int textSize: panel.compact ? Theme.fontSize : Theme.lessonFontSize
    readonly property int buttonSize: panel.compact ? Theme.smallFontSize + 1 : Theme.fontSize

    // The option the student picked for this step's choice question, -1 if none.
    property int chosenOption: -1

    // The answer to this step's question and what it earned, as last set by
    // an answer or a reveal. The walkthrough also puts the reason a faded
    // derivation line was refused into `feedback` (without changing
    // answerState); that is shown at the line, not here as the question's.
    readonly property string questionState: panel.walkthrough.answerState
    readonly property string questionFeedback: panel.walkthrough.feedback

    readonly property bool answered: panel.questionState !== "unanswered"
    // Answered correctly, or revealed: nothing left to try.
    readonly property bool settled: panel.questionState === "correct" || panel.questionState === "revealed"
    readonly property color feedbackColour: {
        switch (panel.questionState) {
        case "wrong": return Theme.wrongText;
        case "correct": return Theme.correctText;
        default: return Theme.revealedText;
        }
    }
    readonly property color feedbackBackground: {
        switch (panel.questionState) {
        case "wrong": return Theme.wrongBackground;
        case "correct": return Theme.correctBackground;
        default: return Theme.revealedBackground;
        }
    }
    readonly property string verdict: {
        switch (panel.questionState) {
        case "wrong": return qsTr("Not yet.");
        case "correct": return qsTr("Correct.");
        case "revealed": return qsTr("Answer:");
        default: return "";
        }
    }

    visible: panel.walkthrough.active
    // The column below sizes the pane (a pane sizes itself only by a single child; the
    // announcer is a second).
    contentHeight: content.implicitHeight
    padding: Theme.spacing
    leftPadding: Theme.spacing + 6

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Lesson: %1").arg(panel.walkthrough.lessonTitle)

    background: Rectangle {
        color: Theme.lessonBackground
        Rectangle {
            width: 6
            height: parent.height
            color: Theme.lessonAccent
        }
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }
    }

    function submitNumber() {
        panel.walkthrough.submitNumber(answerField.text);
    }
    function submitChoice(option: int) {
        panel.chosenOption = option;
        panel.walkthrough.submitChoice(option);
    }
    function reveal() {
        if (!panel.walkthrough.revealNeedsConfirmation) {
            panel.walkthrough.reveal();
            return;
        }
        if (panel.revealDialog === null)
            panel.revealDialog = revealDialogComponent.createObject(panel) as ConfirmationDialog;
        panel.revealDialog.open();
    }
    function leave() {
        if (!panel.walkthrough.leaveNeedsConfirmation) {
            panel.walkthrough.leave();
            return;
        }
        if (panel.leaveDialog === null)
            panel.leaveDialog = leaveDialogComponent.createObject(panel) as ConfirmationDialog;
        panel.leaveDialog.open();
    }
    // The two questions, made the first time they are asked (start-up need not make them).
    property ConfirmationDialog leaveDialog: null
    property ConfirmationDialog revealDialog: null

    Connections {
        target: panel.walkthrough
        // A new step starts with an empty answer.
        function onStepChanged() {
            panel.chosenOption = -1;
            answerField.clear();
            bodyView.contentY = 0; // a new step's text from its beginning
            focusLater.afterAnswer = false;
            focusLater.restart();
            stepAnnouncement.restart();
        }
        function onActiveChanged() {
            if (panel.walkthrough.active) {
                focusLater.afterAnswer = false;
                focusLater.restart();
            }
        }
        // Each check is said, a second wrong answer too.
        function onAnswerChecked() {
            announcer.announce(panel.verdict + " " + panel.walkthrough.feedbackPlain);
        }
    }

    // Once the step's texts are in (they follow the step).
    Timer {
        id: stepAnnouncement
        interval: 0
        onTriggered: panel.announceStep()
    }
    function announceStep() {
        if (!panel.walkthrough.active)
            return;
        const step = qsTr("Step %1 of %2: %3.").arg(panel.walkthrough.stepNumber)
            .arg(panel.walkthrough.stepCount).arg(panel.walkthrough.stepTitle);
        announcer.announce(panel.walkthrough.hasQuestion
                           ? step + " " + panel.walkthrough.questionPromptPlain : step);
    }
    // Answered right or revealed: the options (or the field's purpose) are gone, Next is what
    // comes now.
    onSettledChanged: {
        if (panel.settled) {
            focusLater.afterAnswer = true;
            focusLater.restart();
        }
    }
    // Once the step's controls are shown or hidden.
    Timer {
        id: focusLater
        // An answer settled the question: the focus leaves the question for Next.
        property bool afterAnswer: false
        interval: 0
        onTriggered: panel.placeFocus(focusLater.afterAnswer)
    }

    // Where the keyboard goes after a step change, an answer, a reveal or a lesson's start: Next
    // (Leave at the last step), the control that moves the lesson on; the question is a Tab away,
    // and Esc there stays the field's. Only when the focus is on no visible control (a hidden field
    // of the step before, a closed menu), or, after an answer, on the question just settled: Back,
    // the step list and the controls below keep it. Tab as the reason, so the style draws the
    // focus frame.
    function placeFocus(afterAnswer: bool) {
        if (!panel.walkthrough.active)
            return;
        const focused = panel.Window.activeFocusItem;
        const onQuestion = focused !== null && panel.holdsIn(questionColumn, focused);
        if (KeyboardPlace.keepsFocus(focused) && !(afterAnswer && onQuestion))
            return;
        const target = nextButton.enabled ? nextButton : leaveButton;
        if (target !== focused)
            target.forceActiveFocus(Qt.TabFocusReason);
    }
    function holdsIn(container: Item, item: Item): bool {
        for (let ancestor = item; ancestor !== null; ancestor = ancestor.parent)
            if (ancestor === container)
                return true;
        return false;
    }

    // Presentation clickers send PageDown / PageUp. A text field with the
    // focus keeps Left and Right for moving its cursor (it takes them before
    // any shortcut), and so does a focused slider, for the prefix.
    readonly property bool focusUsesArrows: panel.Window.activeFocusItem instanceof Slider
    Shortcut {
        objectName: "nextShortcut"
        sequence: "Right"
        enabled: panel.walkthrough.active && !panel.focusUsesArrows
        onActivated: panel.walkthrough.next()
    }
    Shortcut {
        objectName: "backShortcut"
        sequence: "Left"
        enabled: panel.walkthrough.active && !panel.focusUsesArrows
        onActivated: panel.walkthrough.back()
    }
    Shortcut {
        objectName: "nextPageShortcut"
        sequence: "PgDown"
        enabled: panel.walkthrough.active
        onActivated: panel.walkthrough.next()
    }
    Shortcut {
        objectName: "backPageShortcut"
        sequence: "PgUp"
        enabled: panel.walkthrough.active
        onActivated: panel.walkthrough.back()
    }
    // Esc in a text field is the field's (AnswerField clears itself), never the lesson's.
    readonly property bool focusIsText: panel.Window.activeFocusItem instanceof TextInput
    Shortcut {
        objectName: "leaveShortcut"
        sequence: "Esc"
        enabled: panel.walkthrough.active && !panel.focusIsText
        onActivated: panel.leave()
    }

    Component {
        id: leaveDialogComponent
        ConfirmationDialog {
            objectName: "leaveDialog"
            title: qsTr("Leave the lesson?")
            message: qsTr("Outside the lesson the derivation shows every number, the answers too. Your answers in “%1” are kept: choose the lesson again to resume where you left it.")
                         .arg(panel.walkthrough.lessonTitle)
            confirmText: qsTr("Leave")
            cancelText: qsTr("Stay in the lesson")
            onAccepted: panel.walkthrough.leave()
        }
    }
    Component {
        id: revealDialogComponent
        ConfirmationDialog {
            objectName: "revealDialog"
            title: qsTr("Show the answer?")
            message: qsTr("The answer and its explanation appear on the screen, for everyone to see.")
            confirmText: qsTr("Show the answer")
            cancelText: qsTr("Cancel")
            onAccepted: panel.walkthrough.reveal()
        }
    }

    // What a screen reader says of a lesson's progress: the new step (its number, title and
    // question) and the verdict of every check; sighted students see both in the strip.
    LiveRegion {
        id: announcer
        objectName: "lessonAnnouncer"
    }

    Column {
        id: content
        width: panel.availableWidth
        spacing: 6

        // Where the lesson stands, and the way through it.
        RowLayout {
            width: content.width
            spacing: Theme.spacing

            Label {
                objectName: "lessonTitle"
                // The step's title comes first: the lesson's takes what the row has left.
                Layout.fillWidth: true
                Layout.minimumWidth: 80
                Layout.preferredWidth: 80
                text: panel.walkthrough.lessonTitle
                textFormat: Text.PlainText
                font.pixelSize: Theme.fontSize
                font.bold: true
                color: Theme.lessonAccent
                elide: Text.ElideRight
            }
            Label {
                objectName: "stepCounter"
                text: qsTr("Step %1 of %2").arg(panel.walkthrough.stepNumber).arg(panel.walkthrough.stepCount)
                font.pixelSize: Theme.fontSize
                font.bold: true
            }
            FittingComboBox {
                id: stepBox
                objectName: "stepBox"
                // As wide as the current step's title (within reason), so that it reads whole;
                // narrower, with "…", where the row is short (a box that does not fill keeps its
                // preferred width and pushed the buttons out of the window).
                readonly property real fittingWidth: Math.min(content.width / 2, Math.ceil(stepTitleMetrics.advanceWidth)
                                                              + leftPadding + rightPadding
                                                              + (indicator ? indicator.width : 0) + 8)
                Layout.fillWidth: true
                Layout.preferredWidth: fittingWidth
                Layout.maximumWidth: fittingWidth
                Layout.minimumWidth: Math.min(160, fittingWidth)
                TextMetrics {
                    id: stepTitleMetrics
                    font: stepBox.font
                    text: stepBox.displayText
                }
                model: panel.walkthrough.stepTitles
                font.pixelSize: Theme.fontSize
                onActivated: index => panel.walkthrough.goToStep(index)
                // Not a property binding: a click in the list sets the box's own index, which
                // would end one, and the list would then show (and highlight) a stale step.
                Binding on currentIndex {
                    value: panel.walkthrough.stepIndex
                }
                Accessible.name: qsTr("Jump to step")
                Accessible.description: qsTr("Every step of the lesson, by title")
            }
            Button {
                objectName: "backButton"
                text: qsTr("‹ Back")
                enabled: panel.walkthrough.canGoBack
                font.pixelSize: Theme.fontSize
                onClicked: panel.walkthrough.back()
                Accessible.name: qsTr("Back")
                Accessible.description: qsTr("Previous step")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Previous step (Left or Page Up)")
            }
            Button {
                id: nextButton
                objectName: "nextButton"
                text: qsTr("Next ›")
                highlighted: true
                enabled: panel.walkthrough.canGoNext
                font.pixelSize: Theme.fontSize
                onClicked: panel.walkthrough.next()
                Accessible.name: qsTr("Next")
                Accessible.description: qsTr("Next step")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Next step (Right or Page Down)")
            }
            Button {
                id: leaveButton
                objectName: "leaveButton"
                text: qsTr("Leave (Esc)")
                font.pixelSize: Theme.fontSize
                onClicked: panel.leave()
                Accessible.name: qsTr("Leave the lesson")
                Accessible.description: qsTr("The window keeps the state of this step")
            }
        }

        // Side by side: the step (what to look at and why) and, when the step
        // asks one, the question. Wrapping text gets explicit widths, so the
        // strip is as tall as its longer side (layouts do not wrap text). Held
        // to maximumBodyHeight, the rest scrolls.
        Flickable {
            id: bodyView
            objectName: "lessonBody"
            readonly property bool held: body.implicitHeight > panel.maximumBodyHeight
            width: content.width
            height: Math.min(body.implicitHeight, panel.maximumBodyHeight)
            contentWidth: width
            contentHeight: body.implicitHeight
            clip: bodyView.held
            interactive: bodyView.held
            boundsBehavior: Flickable.StopAtBounds
            // The control Tab brings the keyboard to is scrolled into view.
            readonly property Item keyboardItem: panel.Window.activeFocusItem
            onKeyboardItemChanged: {
                const item = bodyView.keyboardItem;
                if (!bodyView.held || item === null || !panel.holdsIn(body, item))
                    return;
                const top = item.mapToItem(body, 0, 0).y;
                if (top < bodyView.contentY)
                    bodyView.contentY = top;
                else if (top + item.height > bodyView.contentY + bodyView.height)
                    bodyView.contentY = Math.min(top, top + item.height - bodyView.height);
            }
            ScrollBar.vertical: ScrollBar {
                objectName: "lessonBodyScrollBar"
                policy: bodyView.held ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                Accessible.name: qsTr("Scroll the lesson's text")
            }

            Item {
                id: body
                // A held strip keeps the scroll bar's room whatever the text (its width must not
                // depend on its own height).
                width: content.width - (panel.maximumBodyHeight < Infinity ? Theme.spacing + 10 : 0)
                // At least as tall as most steps need, so that stepping through a
                // lesson does not make the window below jump at every step (a
                // short window gives the room to the charts instead).
                implicitHeight: Math.max(panel.compact ? 0 : 112, stepColumn.implicitHeight,
                                         questionColumn.visible ? questionColumn.implicitHeight + body.feedbackRoom : 0)

                // Room kept under an open question for what a wrong answer brings (the hint, or
                // one line saying why the entry was not read): the panels below no longer move
                // down and back at every try. Taken by the feedback once it shows.
                readonly property real feedbackRoom: {
                    if (!panel.walkthrough.hasQuestion || panel.settled || feedbackBox.visible)
                        return 0;
                    return questionColumn.spacing + Math.max(hintMeasure.implicitHeight, hintMeasure.lineHeightPx) + 8;
                }
                // The hint measured at the feedback's width; never shown (the box shows it).
                Text {
                    id: hintMeasure
                    readonly property real lineHeightPx: fontInfo.pixelSize * 1.25
                    visible: false
                    width: questionColumn.width - 6 - verdictMetrics.advanceWidth - 6 - 6
                    text: panel.walkthrough.questionHint
                    textFormat: Text.RichText
                    font.pixelSize: Theme.fontSize
                    wrapMode: Text.WordWrap
                    Accessible.ignored: true
                }
                TextMetrics {
                    id: verdictMetrics
                    font.pixelSize: Theme.fontSize
                    font.bold: true
                    text: qsTr("Not yet.")
                }

                readonly property real questionWidth: panel.walkthrough.hasQuestion ? Math.round(body.width * 0.5) : 0

                Column {
                    id: stepColumn
                    width: panel.walkthrough.hasQuestion ? body.width - body.questionWidth - 2 * Theme.spacing : body.width
                    spacing: 2

                    // In a short window the list of steps above shows the title.
                    Label {
                        objectName: "stepTitle"
                        visible: !panel.compact
                        width: stepColumn.width
                        text: panel.walkthrough.stepTitle
                        textFormat: Text.PlainText
                        font.pixelSize: panel.titleSize
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        objectName: "stepText"
                        width: stepColumn.width
                        text: panel.walkthrough.stepText
                        // Rich text, because StyledText on Qt 6.4 drops <sub> and
                        // <sup> (e<sup>q·k</sup> would read "eq·k"). Safe: every
                        // lesson's text is checked on reading (core/lesson.cpp,
                        // checkLessonMarkup) to hold only <b>, <i>, <sub> and <sup>,
                        // with no other '<' and no '&', so it can load nothing.
                        textFormat: Text.RichText
                        font.pixelSize: panel.textSize
                        wrapMode: Text.WordWrap
                        // Read without the markup ("k_i", not "k<sub>i</sub>").
                        Accessible.name: panel.walkthrough.stepTextPlain
                    }
                    // The lesson ends with the papers it draws on (its last step only), in one short
                    // line: the full citations would crowd a projector's strip.
                    Label {
                        objectName: "references"
                        visible: panel.walkthrough.stepReferencesLine !== ""
                        width: stepColumn.width
                        topPadding: Theme.spacing
                        text: qsTr("References: %1").arg(panel.walkthrough.stepReferencesLine)
                        textFormat: Text.PlainText
                        font.pixelSize: Theme.smallFontSize
                        wrapMode: Text.WordWrap
                    }
                }

                Rectangle {
                    visible: panel.walkthrough.hasQuestion
                    x: stepColumn.width + Theme.spacing
                    width: 1
                    height: body.height
                    color: Theme.border
                }

                // The question of the step, and what the answer earned.
                Column {
                    id: questionColumn
                    objectName: "questionArea"
                    visible: panel.walkthrough.hasQuestion
                    x: body.width - body.questionWidth
                    width: body.questionWidth
                    spacing: 4

                    Label {
                        objectName: "questionPrompt"
                        width: questionColumn.width
                        text: panel.walkthrough.questionPrompt
                        // Rich text for the lesson's checked markup, as the step's text.
                        textFormat: Text.RichText
                        Accessible.name: panel.walkthrough.questionPromptPlain
                        font.pixelSize: panel.textSize
                        font.bold: true
                        color: Theme.lessonAccent
                        wrapMode: Text.WordWrap
                    }

                    Row {
                        visible: panel.walkthrough.questionKind === "number"
                        spacing: Theme.spacing

                        AnswerField {
                            id: answerField
                            objectName: "answerField"
                            walkthrough: panel.walkthrough
                            width: Math.round(140 * Theme.textScale)
                            placeholderText: qsTr("your answer")
                            // Answered or revealed: the answer stays as it is.
                            readOnly: panel.settled
                            font.pixelSize: panel.textSize
                            onAccepted: panel.submitNumber()
                            // An empty field left with Esc gives the keys back to the lesson.
                            onLeftByEscape: nextButton.forceActiveFocus(Qt.OtherFocusReason)
                            Accessible.name: qsTr("Your answer")
                            Accessible.description: panel.walkthrough.questionPromptPlain
                        }
                        Button {
                            objectName: "checkButton"
                            text: qsTr("Check")
                            enabled: answerField.text.length > 0 && !panel.settled
                            font.pixelSize: Theme.fontSize
                            onClicked: panel.submitNumber()
                            Accessible.name: qsTr("Check the answer")
                        }
                        Button {
                            objectName: "revealButton"
                            text: qsTr("Reveal")
                            enabled: !panel.settled
                            font.pixelSize: Theme.fontSize
                            onClicked: panel.reveal()
                            Accessible.name: qsTr("Reveal the answer")
                        }
                    }

                    Flow {
                        objectName: "choiceOptions"
                        // Once the answer is known the options give way to the explanation.
                        visible: panel.walkthrough.questionKind === "choice" && !panel.settled
                        width: questionColumn.width
                        spacing: 6

                        Repeater {
                            model: panel.walkthrough.questionOptions
                            delegate: Button {
                                id: optionButton

                                required property int index
                                required property string modelData

                                objectName: "option" + optionButton.index
                                // The name without markup; the label shows the lesson's markup.
                                text: panel.walkthrough.questionOptionsPlain[optionButton.index] ?? ""
                                // A long option wraps inside the question's column instead of
                                // running past the window's edge. The width comes from the plain
                                // text's length and the height from the label at that width, so
                                // nothing depends on its own size (a wrapping label's implicit
                                // size would loop).
                                width: Math.min(Math.ceil(optionMetrics.advanceWidth) + leftPadding + rightPadding + 2,
                                                questionColumn.width)
                                highlighted: optionButton.index === panel.chosenOption
                                font.pixelSize: panel.buttonSize
                                padding: panel.compact ? 4 : 6
                                onClicked: panel.submitChoice(optionButton.index)
                                Accessible.name: optionButton.text
                                TextMetrics {
                                    id: optionMetrics
                                    font: optionButton.font
                                    text: optionButton.text
                                }
                                // The label sits inside a plain item: the button sizes that item,
                                // never the label, so the label's height does not feed back.
                                contentItem: Item {
                                    // (No id: an id inside a deferred contentItem makes it
                                    // immediate; childrenRect would loop through the centring.)
                                    implicitHeight: children[0].implicitHeight
                                    Label {
                                        width: optionButton.width - optionButton.leftPadding - optionButton.rightPadding
                                        anchors.verticalCenter: parent.verticalCenter
                                        text: optionButton.modelData
                                        textFormat: Text.RichText
                                        wrapMode: Text.WordWrap
                                        font: optionButton.font
                                        color: optionButton.palette.buttonText
                                        horizontalAlignment: Text.AlignHCenter
                                    }
                                }
                            }
                        }
                        Button {
                            objectName: "revealChoiceButton"
                            text: qsTr("Reveal")
                            flat: true
                            font.pixelSize: panel.buttonSize
                            padding: panel.compact ? 4 : 6
                            onClicked: panel.reveal()
                            Accessible.name: qsTr("Reveal the answer")
                        }
                    }

                    // What the answer earned: the hint in a warm colour, or the
                    // explanation.
                    Rectangle {
                        id: feedbackBox
                        objectName: "feedbackBox"
                        visible: panel.answered && panel.questionFeedback.length > 0
                        width: questionColumn.width
                        height: feedbackText.implicitHeight + 8
                        color: panel.feedbackBackground
                        radius: Theme.radius

                        // Read where it stands; the lesson's announcer says each verdict as it comes.
                        Accessible.role: Accessible.StaticText
                        Accessible.name: panel.verdict + " " + panel.walkthrough.feedbackPlain

                        Label {
                            id: verdictText
                            objectName: "verdictText"
                            x: 6
                            y: 4
                            text: panel.verdict
                            textFormat: Text.PlainText
                            font.pixelSize: Theme.fontSize
                            font.bold: true
                            color: panel.feedbackColour
                        }
                        Label {
                            id: feedbackText
                            objectName: "feedbackText"
                            x: verdictText.x + verdictText.width + 6
                            y: 4
                            width: parent.width - x - 6
                            text: panel.walkthrough.feedbackRich
                            textFormat: Text.RichText
                            font.pixelSize: Theme.fontSize
                            color: panel.feedbackColour
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
        }
    }
}
