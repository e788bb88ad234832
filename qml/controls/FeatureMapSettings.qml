// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import LinearAttention.Model
import LinearAttention

// The "φ settings" button of the controls bar and its popup: FAVOR+'s m, seed and orthogonal
// rows (enabled only while favor is chosen) and the ε added to every denominator. Typed values
// go to the model as text, which core parses; a refused one keeps the state and the model's
// message says why.
ToolButton {
    id: button

    required property AttentionModel attention

    text: qsTr("φ settings")
    font.pixelSize: Theme.fontSize
    checkable: true
    checked: button.madePopup !== null && button.madePopup.opened
    onClicked: {
        if (button.madePopup === null)
            button.madePopup = popupComponent.createObject(button) as Popup;
        if (button.madePopup === null)
            return;
        if (button.madePopup.opened)
            button.madePopup.close();
        else
            button.madePopup.open();
    }
    Accessible.name: qsTr("φ settings")
    Accessible.description: qsTr("Feature map settings: FAVOR+ features, seed and orthogonal rows, and ε")

    // The popup, made the first time the button is pressed (start-up need not make it).
    property Popup madePopup: null

    Component {
        id: popupComponent

        Popup {
            id: popup
            objectName: "featureMapSettingsPopup"
            parent: button
            y: button.height
            padding: Theme.spacing * 2
            focus: true
            closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutsideParent

            GridLayout {
                columns: 2
                columnSpacing: Theme.spacing * 2
                rowSpacing: Theme.spacing

                Label {
                    Layout.columnSpan: 2
                    text: button.attention.mapOptions.applies
                          ? qsTr("FAVOR+ random features")
                          : qsTr("FAVOR+ settings (choose the favor map to use them)")
                    font.bold: true
                    font.pixelSize: Theme.fontSize
                }
                Label {
                    text: qsTr("Features m")
                    font.pixelSize: Theme.fontSize
                    enabled: button.attention.mapOptions.applies
                }
                TextField {
                    objectName: "favorFeaturesField"
                    text: String(button.attention.mapOptions.favorFeatures)
                    enabled: button.attention.mapOptions.applies
                    font.pixelSize: Theme.fontSize
                    Layout.preferredWidth: 120
                    inputMethodHints: Qt.ImhDigitsOnly
                    onEditingFinished: {
                        if (!button.attention.mapOptions.setFavorFeaturesText(text))
                            text = String(button.attention.mapOptions.favorFeatures);
                    }
                    Accessible.name: qsTr("FAVOR+ features m")
                    Accessible.description: qsTr("Number of random features, 1 to 4096")
                }
                Label {
                    text: qsTr("Seed")
                    font.pixelSize: Theme.fontSize
                    enabled: button.attention.mapOptions.applies
                }
                TextField {
                    objectName: "favorSeedField"
                    text: button.attention.mapOptions.favorSeed
                    enabled: button.attention.mapOptions.applies
                    font.pixelSize: Theme.fontSize
                    Layout.preferredWidth: 120
                    inputMethodHints: Qt.ImhDigitsOnly
                    onEditingFinished: {
                        if (!button.attention.mapOptions.setFavorSeedText(text))
                            text = button.attention.mapOptions.favorSeed;
                    }
                    Accessible.name: qsTr("FAVOR+ seed")
                    Accessible.description: qsTr("Seed of the random rows, a whole number")
                }
                CheckBox {
                    objectName: "favorOrthogonalBox"
                    Layout.columnSpan: 2
                    text: qsTr("Orthogonal rows")
                    checked: button.attention.mapOptions.favorOrthogonal
                    enabled: button.attention.mapOptions.applies
                    font.pixelSize: Theme.fontSize
                    onToggled: button.attention.mapOptions.favorOrthogonal = checked
                    Accessible.name: text
                    Accessible.description: qsTr("Orthogonal FAVOR+ rows")
                }

                Label {
                    Layout.columnSpan: 2
                    Layout.topMargin: Theme.spacing
                    text: qsTr("ε added to the denominator")
                    font.bold: true
                    font.pixelSize: Theme.fontSize
                }
                FittingComboBox {
                    id: epsilonBox
                    objectName: "epsilonBox"
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    font.pixelSize: Theme.fontSize
                    model: [qsTr("Off (exact)"), qsTr("1e-6 (paper)"), qsTr("1e-10 (kernel library)"),
                        qsTr("Other value")]
                    // In the order of FeatureMapOptions.EpsilonChoice.
                    currentIndex: button.attention.mapOptions.epsilonChoice
                    onActivated: index => {
                        if (!button.attention.mapOptions.chooseEpsilon(index))
                            epsilonField.forceActiveFocus();
                    }
                    Accessible.name: qsTr("ε")
                    Accessible.description: qsTr("Off, 1e-6, 1e-10 or a value typed below")
                }
                Label {
                    text: qsTr("ε =")
                    font.pixelSize: Theme.fontSize
                }
                TextField {
                    id: epsilonField
                    objectName: "epsilonField"
                    text: button.attention.mapOptions.epsilon.text
                    font.pixelSize: Theme.fontSize
                    Layout.preferredWidth: 120
                    onEditingFinished: {
                        if (!button.attention.mapOptions.setEpsilonText(text))
                            text = button.attention.mapOptions.epsilon.text;
                    }
                    Accessible.name: qsTr("ε value")
                    Accessible.description: qsTr("A number from 0 to 1")
                }
                Label {
                    objectName: "featureMapSettingsError"
                    Layout.columnSpan: 2
                    Layout.maximumWidth: 320
                    visible: text.length > 0
                    text: button.attention.errorMessage
                    wrapMode: Text.WordWrap
                    color: Theme.unavailable
                    font.pixelSize: Theme.smallFontSize
                }
            }
        }
    }
}
