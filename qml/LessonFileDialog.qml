import QtQuick
import QtQuick.Dialogs

// Chooses a lesson file; made by LessonsButton when asked for, and opens itself.
FileDialog {
    id: dialog

    signal fileChosen(url file)

    title: qsTr("Open a lesson file")
    fileMode: FileDialog.OpenFile
    nameFilters: [qsTr("Lesson files (*.json)"), qsTr("All files (*)")]
    onAccepted: dialog.fileChosen(dialog.selectedFile)
    Component.onCompleted: dialog.open()
}
