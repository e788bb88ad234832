// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"

#include <QString>
#include <QUndoCommand>

namespace linattn {

class AttentionModel;

// The data the window works on and where it came from: a preset as shipped,
// or the user's own (edited, or opened from a file).
struct DataState {
    int presetIndex = 0; // the preset chosen last; own data starts from it
    AttentionData data;
    bool ownData = false;

    bool operator==(const DataState &) const = default;
};

// One undoable change of the data: a typed cell, a dragged point, a key
// added or removed, a reset, a preset chosen over own data, a file opened.
// Holds both states whole (at most 64 keys of a few numbers each), so undo
// and redo restore exactly, whatever happened in between.
class DataEditCommand : public QUndoCommand {
public:
    // Successive moves of one point while the mouse is held merge into one
    // command with this id, so Ctrl+Z undoes the whole drag.
    static constexpr int kDragId = 1;

    DataEditCommand(AttentionModel *model, const QString &text, DataState before, DataState after,
        int dragRow = -1);

    void undo() override;
    void redo() override;
    int id() const override { return dragRow_ >= 0 ? kDragId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

    // Ends the drag this command records: later moves start a new command.
    void closeDrag() { dragOpen_ = false; }

private:
    AttentionModel *model_;
    DataState before_;
    DataState after_;
    int dragRow_;
    bool dragOpen_ = true;
};

} // namespace linattn
