// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Walkthrough
import LinearAttention.Export

// Preset, feature map and prefix, each with what it means, and the Lessons
// menu of the guided walkthrough. Every control is reachable with Tab and
// operable with the keyboard.
ToolBar {
    id: bar

    required property AttentionModel attention
    // The guided walkthrough, or null: without it there is no Lessons menu and
    // nothing is highlighted.
    property WalkthroughModel walkthrough: null

    // Without the two lines of description (a lesson strip needs the room in
    // a small window, and its text says what the step is about).
    property bool compact: false
    // Whether the data editor is shown; the button asks the window to toggle it.
    property bool dataEditorShown: false

    signal dataEditorToggled()

    // Opens the Export menu (Ctrl+E).
    function openExportMenu() {
        exportButton.openMenu();
    }

    // Writes the exports of the Export menu.
    required property ExportController exporter


    padding: Theme.spacing
    background: Rectangle {
        color: Theme.headerBackground
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }
        HighlightFrame {
            objectName: "controlsHighlight"
            anchors.fill: parent
            shown: bar.walkthrough !== null && bar.walkthrough.controlsHighlighted
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        // The data and map controls, then the prefix and the menus: side by
        // side when the window is wide enough, else the second group wraps
        // below (1024 px, German labels, presenter mode).
        GridLayout {
            Layout.fillWidth: true
            columns: bar.width >= dataControls.implicitWidth + prefixControls.implicitWidth
                     + 2 * Theme.spacing + bar.leftPadding + bar.rightPadding ? 2 : 1
            columnSpacing: Theme.spacing * 2
            rowSpacing: 4

            RowLayout {
                id: dataControls
                spacing: Theme.spacing

                Label {
                    text: qsTr("Preset")
                    font.bold: true
                    font.pixelSize: Theme.fontSize
                }
                FittingComboBox {
                    id: presetBox
                    objectName: "presetBox"
                    Layout.preferredWidth: 180
                    model: bar.attention.presets
                    textRole: "title"
                    valueRole: "choiceId"
                    currentIndex: bar.attention.presetIndex
                    // Own data is named as such, not as the preset it started from.
                    displayText: bar.attention.ownData ? bar.attention.dataTitle : currentText
                    font.pixelSize: Theme.fontSize
                    onActivated: index => bar.attention.presetIndex = index
                    // The text inside is read as what it shows.
                    Binding {
                        target: presetBox.contentItem
                        property: "Accessible.name"
                        value: presetBox.displayText
                    }
                    Accessible.name: qsTr("Preset")
                    Accessible.description: presetText.text
                }
                Button {
                    id: editDataButton
                    objectName: "editDataButton"
                    text: qsTr("Edit data")
                    checkable: true
                    checked: bar.dataEditorShown
                    font.pixelSize: Theme.fontSize
                    onClicked: bar.dataEditorToggled()
                    Accessible.name: qsTr("Edit data")
                    Accessible.description: qsTr("Shows the editor for q, the keys and the values (Ctrl+D)")
                }

                Label {
                    Layout.leftMargin: Theme.spacing * 2
                    text: qsTr("Feature map φ")
                    font.bold: true
                    font.pixelSize: Theme.fontSize
                }
                FittingComboBox {
                    id: featureMapBox
                    objectName: "featureMapBox"
                    // As wide as the longest map's name ("FAVOR+ random features").
                    implicitContentWidthPolicy: ComboBox.WidestText
                    model: bar.attention.featureMaps
                    textRole: "title"
                    valueRole: "choiceId"
                    currentIndex: bar.attention.featureMapIndex
                    font.pixelSize: Theme.fontSize
                    onActivated: index => bar.attention.featureMapIndex = index
                    Binding {
                        target: featureMapBox.contentItem
                        property: "Accessible.name"
                        value: featureMapBox.displayText
                    }
                    Accessible.name: qsTr("Feature map")
                    Accessible.description: bar.attention.featureMapDescription
                }
                FeatureMapSettings {
                    objectName: "featureMapSettingsButton"
                    attention: bar.attention
                }

            }

            RowLayout {
                id: prefixControls
                Layout.fillWidth: true
                spacing: Theme.spacing

                Label {
                    text: qsTr("Prefix")
                    font.bold: true
                    font.pixelSize: Theme.fontSize
                }
                Slider {
                    id: prefixSlider
                    objectName: "prefixSlider"
                    Layout.fillWidth: true
                    Layout.minimumWidth: 72
                    // Small when the bar decides whether both groups fit one row; it fills the rest.
                    Layout.preferredWidth: 90
                    from: 1
                    to: Math.max(1, bar.attention.keyCount)
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: bar.attention.prefix
                    enabled: bar.attention.keyCount > 1
                    onMoved: bar.attention.prefix = value
                    // Qt Quick's value interface reads minimumValue and
                    // maximumValue, which Slider does not have.
                    readonly property real minimumValue: prefixSlider.from
                    readonly property real maximumValue: prefixSlider.to
                    Accessible.role: Accessible.Slider
                    Accessible.name: qsTr("Prefix")
                    Accessible.description: qsTr("Number of keys included in the running sums")
                }
                RangeSpinBox {
                    id: prefixSpinBox
                    objectName: "prefixSpinBox"
                    from: 1
                    to: Math.max(1, bar.attention.keyCount)
                    value: bar.attention.prefix
                    editable: true
                    font.pixelSize: Theme.fontSize
                    onValueModified: bar.attention.prefix = value
                    Accessible.name: qsTr("Prefix")
                    Accessible.description: qsTr("Number of keys included in the running sums")
                }
                Label {
                    text: qsTr("of %1 keys").arg(bar.attention.keyCount)
                    font.pixelSize: Theme.fontSize
                    color: Theme.mutedText
                }

                LessonsButton {
                    id: lessonsButton
                    objectName: "lessonsButton"
                    Layout.leftMargin: Theme.spacing
                    visible: bar.walkthrough !== null
                    walkthrough: bar.walkthrough
                }
                ExportMenu {
                    id: exportButton
                    objectName: "exportButton" // the Menu inside is "exportMenu"
                    attention: bar.attention
                    controller: bar.exporter
                }
            }
        }

        // Two descriptions side by side, each wrapping within its own width.
        // The room is that of the longest description of any preset or map at
        // this width, so the header keeps its height whatever is chosen (the
        // panels below would jump on every change and between lesson steps).
        Item {
            id: descriptions
            visible: !bar.compact
            Layout.fillWidth: true
            implicitHeight: Math.max(presetText.implicitHeight, featureMapText.implicitHeight,
                                     presetRoom.childrenRect.height, featureMapRoom.childrenRect.height)

            // Every text the two labels can show, laid over each other unseen:
            // each group's childrenRect is as tall as its tallest text.
            Item {
                id: presetRoom
                visible: false
                Repeater {
                    model: bar.attention.presets
                    delegate: Text {
                        required property string description
                        width: presetText.width
                        text: description
                        wrapMode: Text.WordWrap
                        font: presetText.font
                    }
                }
                Text {
                    width: presetText.width
                    text: presetText.ownDataText
                    wrapMode: Text.WordWrap
                    font: presetText.font
                }
            }
            Item {
                id: featureMapRoom
                visible: false
                Repeater {
                    model: bar.attention.featureMaps
                    delegate: Text {
                        required property string title
                        required property string description
                        width: featureMapText.width
                        text: title + ": " + description
                        wrapMode: Text.WordWrap
                        font: featureMapText.font
                    }
                }
            }

            Label {
                id: presetText
                objectName: "presetDescription"
                width: descriptions.width * 0.58
                readonly property string ownDataText: qsTr("Own data, %1 keys: change it with Edit data or by dragging points on the plane; Reset to preset brings back %2.")
                    .arg(bar.attention.keyCount).arg(bar.attention.presetTitle)
                text: bar.attention.ownData
                      ? presetText.ownDataText
                      : bar.walkthrough !== null && bar.walkthrough.concealsPresetDescription
                      ? qsTr("%1: its description is hidden until the question is answered.").arg(bar.attention.presetTitle)
                      : bar.attention.presetDescription
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.smallFontSize
                color: Theme.mutedText
            }
            Label {
                id: featureMapText
                objectName: "featureMapDescription"
                anchors.right: parent.right
                width: descriptions.width * 0.4
                text: bar.attention.featureMapTitle + ": " + bar.attention.featureMapDescription
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.smallFontSize
                color: Theme.mutedText
            }
        }
    }

    // After a lesson ends the keyboard comes back here, to where another one starts.
    function takeFocusAfterLesson() {
        lessonsButton.forceActiveFocus(Qt.TabFocusReason);
    }
    // After the data editor closes with the keyboard in it: to the button that opens it.
    function takeFocusAfterEditor() {
        editDataButton.forceActiveFocus(Qt.TabFocusReason);
    }
}
