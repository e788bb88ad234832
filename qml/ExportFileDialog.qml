import QtQuick
import QtQuick.Dialogs

// Chooses where an export goes; made by ExportMenu when asked for (with its
// title, filters and suggested file), and opens itself.
FileDialog {
    id: dialog

    // Where the export would go unless the user chooses otherwise.
    property url suggestedFile

    signal fileChosen(url file)

    fileMode: FileDialog.SaveFile
    acceptLabel: qsTr("Save")
    onAccepted: dialog.fileChosen(dialog.selectedFile)
    Component.onCompleted: {
        // Only once fileMode is SaveFile may the file not exist yet.
        dialog.selectedFile = dialog.suggestedFile;
        dialog.open();
    }
}
