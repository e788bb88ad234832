// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataEditor.h"

#include "AttentionModel.h"
#include "CoreTexts.h"
#include "DataEditCommand.h"
#include "data_edit.h"

#include <QUndoStack>

namespace linattn {

DataEditor::DataEditor(AttentionModel *model)
    : QObject(model)
    , model_(*model)
    , undoStack_(new QUndoStack(this))
{
    connect(undoStack_, &QUndoStack::indexChanged, this, &DataEditor::undoStateChanged);
    connect(undoStack_, &QUndoStack::cleanChanged, this, &DataEditor::undoStateChanged);
}

bool DataEditor::canUndo() const
{
    return undoStack_->canUndo();
}

bool DataEditor::canRedo() const
{
    return undoStack_->canRedo();
}

QString DataEditor::undoText() const
{
    return undoStack_->undoText();
}

QString DataEditor::redoText() const
{
    return undoStack_->redoText();
}

void DataEditor::undo()
{
    undoStack_->undo();
}

void DataEditor::redo()
{
    undoStack_->redo();
}

void DataEditor::clearHistory()
{
    undoStack_->clear();
}

bool DataEditor::record(const QString &text, DataState next, int dragRow)
{
    const DataState &now = model_.dataState();
    if (next.ownData) {
        // Own data is named after where it came from, once.
        if (!now.ownData && next.data.title == now.data.title)
            next.data.title = tr("%1, edited").arg(model_.presetTitle()).toStdString();
    }
    if (next == now)
        return true;
    setEditError({}, -1, -1);
    undoStack_->push(new DataEditCommand(this, text, now, std::move(next), dragRow));
    return true;
}

void DataEditor::restore(const DataState &state)
{
    // Undo and redo put good data back: a refusal from before no longer applies.
    setEditError({}, -1, -1);
    model_.applyData(state);
}

void DataEditor::offerUndoTo(const DataState &earlier, const QString &commandText)
{
    const DataState &now = model_.dataState();
    if (earlier == now)
        return;
    // Pushing runs redo(), which sets the data it already has: nothing changes now.
    undoStack_->push(new DataEditCommand(this, commandText, earlier, now));
}

void DataEditor::setEditError(const QString &message, int row, int column)
{
    if (message == editError_ && row == editErrorRow_ && column == editErrorColumn_)
        return;
    editError_ = message;
    editErrorRow_ = row;
    editErrorColumn_ = column;
    emit editErrorChanged();
}

bool DataEditor::editCell(int row, int column, const QString &text)
{
    const AttentionData &data = model_.currentData();
    if (row < 0 || column < 0
        || !isEditableCell(data, static_cast<std::size_t>(row), static_cast<std::size_t>(column))) {
        setEditError(
            tr("There is no cell at row %1, column %2.").arg(row).arg(column), row, column);
        return false;
    }
    const auto r = static_cast<std::size_t>(row);
    const auto c = static_cast<std::size_t>(column);
    // Named as the editor shows it ("k₂, coord. 2"), not as the file does ("keys[2][1]").
    const QString place = model_.dataTable()->cellName(row, column);
    auto parsed = parseDataNumber(text.toStdString(), place.toStdString());
    if (auto *error = std::get_if<DataError>(&parsed)) {
        setEditError(CoreTexts::dataError(*error), row, column);
        return false;
    }
    DataState next = model_.dataState();
    next.ownData = true;
    setCell(next.data, r, c, std::get<double>(parsed)); // parseDataNumber validated it
    if (next.data == data) {
        setEditError({}, -1, -1);
        return true; // the same number typed again: nothing to undo
    }
    return record(tr("Set %1").arg(place), std::move(next));
}

bool DataEditor::movePoint(int row, double x, double y)
{
    if (row < 0 || row > model_.keyCount() || model_.currentData().query.size() != 2) {
        setEditError(tr("There is no point %1 to move on the plane.").arg(row), row, -1);
        return false;
    }
    const double step = model_.planeChart().value(QStringLiteral("xTick")).toDouble() / 10;
    const Vector point {snapToGrid(x, step), snapToGrid(y, step)};
    // Checked here first, so that a refusal names the point as the editor does.
    for (std::size_t coordinate = 0; coordinate < point.size(); ++coordinate) {
        const QString place = model_.dataTable()->cellName(row, static_cast<int>(coordinate));
        if (auto error = validateNumber(point[coordinate], place.toStdString())) {
            setEditError(CoreTexts::dataError(*error), row, -1);
            return false;
        }
    }
    DataState next = model_.dataState();
    next.ownData = true;
    if (auto error = setPoint(next.data, static_cast<std::size_t>(row), point)) {
        setEditError(CoreTexts::dataError(*error), row, -1);
        return false;
    }
    if (next.data == model_.currentData())
        return true;
    // Moves of one row merge into one command until endDrag().
    const QString name = row == 0 ? QStringLiteral("q") : model_.dataTable()->rowLabel(row);
    return record(tr("Move %1").arg(name), std::move(next), row);
}

void DataEditor::endDrag()
{
    const int last = undoStack_->index() - 1;
    if (last < 0)
        return;
    // const_cast: QUndoStack hands out only const commands, and closing the
    // drag changes no state the stack relies on.
    if (auto *command
        = dynamic_cast<DataEditCommand *>(const_cast<QUndoCommand *>(undoStack_->command(last))))
        command->closeDrag();
}

bool DataEditor::addKey()
{
    DataState next = model_.dataState();
    next.ownData = true;
    if (auto error = linattn::addKey(next.data)) {
        setEditError(CoreTexts::dataError(*error), -1, -1);
        return false;
    }
    return record(
        tr("Add key %1").arg(model_.dataTable()->rowLabel(model_.keyCount() + 1)), std::move(next));
}

bool DataEditor::removeKey(int key)
{
    if (key < 0) {
        setEditError(tr("There is no key %1.").arg(key), -1, -1);
        return false;
    }
    DataState next = model_.dataState();
    next.ownData = true;
    if (auto error = linattn::removeKey(next.data, static_cast<std::size_t>(key))) {
        // "k₇", as the editor names the key, not "keys[7]" as the file does.
        const DataError named {model_.dataTable()->rowLabel(key + 1).toStdString(), error->message};
        setEditError(CoreTexts::dataError(named), key + 1, -1);
        return false;
    }
    return record(tr("Remove key %1").arg(model_.dataTable()->rowLabel(key + 1)), std::move(next));
}

void DataEditor::resetToPreset()
{
    record(tr("Reset to preset %1").arg(model_.presetTitle()),
        model_.presetState(model_.dataState().presetIndex));
}

bool DataEditor::loadOwnData(AttentionData data, const QString &commandText)
{
    if (auto error = validate(data)) {
        setEditError(CoreTexts::dataError(*error), -1, -1);
        return false;
    }
    DataState next = model_.dataState();
    next.ownData = true;
    next.data = std::move(data);
    if (next.data.title.empty())
        next.data.title = tr("Own data").toStdString();
    return record(commandText, std::move(next));
}

} // namespace linattn
