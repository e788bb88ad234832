import QtQuick
import QtQuick.Dialogs

// Chooses a data file to open or a name to save the data under; made by the
// window when asked for, and opens itself.
FileDialog {
    id: dialog

    // True to save, false to open.
    property bool saving: false
    property string suggestedName: "data.json"

    signal fileChosen(url file, bool saving)

    title: dialog.saving ? qsTr("Save the data as") : qsTr("Open a data file")
    fileMode: dialog.saving ? FileDialog.SaveFile : FileDialog.OpenFile
    defaultSuffix: "json"
    nameFilters: [qsTr("Data files (*.json)"), qsTr("All files (*)")]
    onAccepted: dialog.fileChosen(dialog.selectedFile, dialog.saving)
    Component.onCompleted: {
        // Set once fileMode is SaveFile: only then may the file not exist yet.
        if (dialog.saving)
            dialog.selectedFile = dialog.currentFolder + "/" + dialog.suggestedName;
        dialog.open();
    }
}
