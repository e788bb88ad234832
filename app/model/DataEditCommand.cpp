// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataEditCommand.h"

#include "DataEditor.h"

namespace linattn {

DataEditCommand::DataEditCommand(
    DataEditor *editor, const QString &text, DataState before, DataState after, int dragRow)
    : QUndoCommand(text)
    , editor_(editor)
    , before_(std::move(before))
    , after_(std::move(after))
    , dragRow_(dragRow)
{
}

void DataEditCommand::undo()
{
    editor_->restore(before_);
}

void DataEditCommand::redo()
{
    editor_->restore(after_);
}

bool DataEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const DataEditCommand *>(other);
    if (!dragOpen_ || next->dragRow_ != dragRow_)
        return false;
    after_ = next->after_;
    return true;
}

} // namespace linattn
