// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DataState.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QUndoStack;

namespace linattn {

class AttentionModel;

// Changes of the model's data, each an undoable command: typed cells, points
// dragged on the plane, keys added and removed, a reset, own data opened from
// a file. A refused edit changes nothing and names the cell in editError.
// The editor is a part of one AttentionModel (its `editor` property): it
// decides what the next data is, the model recomputes.
class DataEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The data editor is a part of AttentionModel.")

    // The last refused edit: the message names the cell ("k₂, coord. 1: …").
    Q_PROPERTY(QString editError READ editError NOTIFY editErrorChanged FINAL)
    Q_PROPERTY(int editErrorRow READ editErrorRow NOTIFY editErrorChanged FINAL)
    Q_PROPERTY(int editErrorColumn READ editErrorColumn NOTIFY editErrorChanged FINAL)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoStateChanged FINAL)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoStateChanged FINAL)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoStateChanged FINAL)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoStateChanged FINAL)

public:
    explicit DataEditor(AttentionModel *model);

    QString editError() const { return editError_; }
    int editErrorRow() const { return editErrorRow_; }
    int editErrorColumn() const { return editErrorColumn_; }
    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString redoText() const;

    // Rows: 0 is the query, k + 1 is key k; columns: coordinates, then the value.
    Q_INVOKABLE bool editCell(int row, int column, const QString &text);
    // Moves the query (row 0) or a key while it is dragged on the plane;
    // snapped to a tenth of the plane's tick distance. Moves of one row
    // merge into one command until endDrag().
    Q_INVOKABLE bool movePoint(int row, double x, double y);
    Q_INVOKABLE void endDrag();
    Q_INVOKABLE bool addKey();
    Q_INVOKABLE bool removeKey(int key);
    // Back to the chosen preset's data (undoable, like every edit).
    Q_INVOKABLE void resetToPreset();
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    Q_INVOKABLE void clearEditError() { setEditError({}, -1, -1); }

    // Own data from a file or a session, as an undoable command titled `commandText`.
    // False, with editError, when the data fails validate().
    bool loadOwnData(AttentionData data, const QString &commandText);
    // Records `next` as an undoable change titled `text` and moves the model to it.
    bool record(const QString &text, DataState next, int dragRow = -1);
    // Puts one step on the undo stack that goes back to `earlier` from the
    // data as it is now (which stays): how a lesson gives back the user's data.
    void offerUndoTo(const DataState &earlier, const QString &commandText);
    // Forgets every step (a preset chosen from a lesson or a session starts afresh).
    void clearHistory();
    // Used by DataEditCommand: moves the model to `state` without recording a command.
    void restore(const DataState &state);

signals:
    void editErrorChanged();
    void undoStateChanged();

private:
    void setEditError(const QString &message, int row, int column);

    AttentionModel &model_;
    QUndoStack *undoStack_;
    QString editError_;
    int editErrorRow_ = -1;
    int editErrorColumn_ = -1;
};

} // namespace linattn
