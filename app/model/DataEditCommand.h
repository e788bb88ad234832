// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DataState.h"

#include <QString>
#include <QUndoCommand>

namespace linattn {

class DataEditor;

// One undoable change of the data: a typed cell, a dragged point, a key
// added or removed, a reset, a preset chosen over own data, a file opened.
// Holds both states whole (at most 64 keys of a few numbers each), so undo
// and redo restore exactly, whatever happened in between.
class DataEditCommand : public QUndoCommand {
public:
    // Successive moves of one point while the mouse is held merge into one
    // command with this id, so Ctrl+Z undoes the whole drag.
    static constexpr int kDragId = 1;

    DataEditCommand(DataEditor *editor, const QString &text, DataState before, DataState after,
        int dragRow = -1);

    void undo() override;
    void redo() override;
    int id() const override { return dragRow_ >= 0 ? kDragId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

    // Ends the drag this command records: later moves start a new command.
    void closeDrag() { dragOpen_ = false; }

private:
    DataEditor *editor_;
    DataState before_;
    DataState after_;
    int dragRow_;
    bool dragOpen_ = true;
};

} // namespace linattn
