// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import LinearAttention
import LinearAttention.Walkthrough
import LinearAttention.Desktop

// "Lessons": a menu with one entry per lesson the walkthrough knows (the
// built-in ones, then any opened from a file) and "Open lesson file…".
// Choosing a lesson starts it at its first step.
Button {
    id: button

    // The walkthrough whose lessons are listed; the button is not used without one.
    property WalkthroughModel walkthrough: null

    text: qsTr("Lessons")
    font.pixelSize: Theme.fontSize
    Accessible.name: qsTr("Lessons")
    Accessible.description: qsTr("Start a guided lesson, or open a lesson file")

    onClicked: button.openMenu()

    // The menu, made the first time it is opened (start-up need not make it).
    property Menu madeMenu: null
    function openMenu() {
        if (button.madeMenu === null)
            button.madeMenu = lessonMenuComponent.createObject(button) as Menu;
        if (button.madeMenu !== null)
            button.madeMenu.open();
    }

    Component {
        id: lessonMenuComponent

        Menu {
            id: lessonMenu
            objectName: "lessonMenu"
            parent: button
            y: button.height
            width: Math.round(440 * Theme.textScale)

            // Open, named as its button is for a screen reader (see FittingMenu).
            Binding {
                target: lessonMenu.visible ? lessonMenu.contentItem.parent : null
                property: "Accessible.name"
                value: button.Accessible.name
            }

            Instantiator {
                model: button.walkthrough !== null ? button.walkthrough.lessons : null
                delegate: MenuItem {
                    id: lessonItem

                    required property string choiceId
                    required property string title
                    required property string description

                    objectName: "lesson-" + lessonItem.choiceId
                    text: lessonItem.title
                    font.pixelSize: Theme.fontSize
                    Accessible.name: lessonItem.title
                    Accessible.description: lessonItem.description
                    onTriggered: {
                        if (button.walkthrough !== null)
                            button.walkthrough.choose(lessonItem.choiceId);
                    }

                    contentItem: Column {
                        spacing: 2
                        Label {
                            width: parent.width
                            text: lessonItem.title
                            textFormat: Text.PlainText
                            font.pixelSize: Theme.fontSize
                            font.bold: true
                            elide: Text.ElideRight
                        }
                        Label {
                            width: parent.width
                            text: lessonItem.description
                            textFormat: Text.PlainText
                            font.pixelSize: Theme.smallFontSize
                            color: Theme.mutedText
                            wrapMode: Text.WordWrap
                        }
                    }
                }
                onObjectAdded: (index, object) => lessonMenu.insertItem(index, object as MenuItem)
                onObjectRemoved: (index, object) => lessonMenu.removeItem(object as MenuItem)
            }

            MenuSeparator {}

            MenuItem {
                objectName: "openLessonFile"
                text: qsTr("Open lesson file…")
                font.pixelSize: Theme.fontSize
                Accessible.name: qsTr("Open lesson file")
                onTriggered: lessonFileChooser.open()
            }
            MenuItem {
                objectName: "reloadLesson"
                text: qsTr("Reload lesson file (Ctrl+R)")
                font.pixelSize: Theme.fontSize
                enabled: button.walkthrough !== null && button.walkthrough.canReload
                Accessible.name: qsTr("Reload lesson file")
                Accessible.description: qsTr("Read the running lesson's file again after editing it, at the same step")
                onTriggered: button.walkthrough.reloadLesson()
            }
        }
    }

    // The desktop's file dialog, starting where a lesson file was last opened.
    FileChooser {
        id: lessonFileChooser
        objectName: "lessonFileChooser"
        folderKey: "lessons"
        title: qsTr("Open a lesson file")
        nameFilters: [qsTr("Lesson files (*.json)"), qsTr("All files (*)")]
        onChosen: file => {
            if (button.walkthrough !== null)
                button.walkthrough.openLessonFile(file);
        }
    }
}
