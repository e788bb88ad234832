// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessibleTableCell.h"

#include "AccessibleTable.h"

#include <QAccessible>
#include <QQuickWindow>

namespace linattn {

AccessibleTableCell::AccessibleTableCell(AccessibleTable *table, int row, int column)
    : table_(table)
    , row_(row)
    , column_(column)
{
}

bool AccessibleTableCell::isValid() const
{
    return table_ && row_ < table_->rowCount() && column_ < table_->columnCount();
}

QWindow *AccessibleTableCell::window() const
{
    return table_ ? table_->window() : nullptr;
}

QAccessibleInterface *AccessibleTableCell::parent() const
{
    return table_ ? QAccessible::queryAccessibleInterface(table_.data()) : nullptr;
}

QString AccessibleTableCell::text(QAccessible::Text t) const
{
    if (!table_ || t != QAccessible::Name)
        return {};
    return table_->cellText(row_, column_);
}

// The table's own rectangle: a cell out of view has no place on screen, and one in view is
// where the view draws it, which the table does not know.
QRect AccessibleTableCell::rect() const
{
    const QAccessibleInterface *table = parent();
    return table ? table->rect() : QRect();
}

QAccessible::Role AccessibleTableCell::role() const
{
    return row_ < 0 ? QAccessible::ColumnHeader : QAccessible::Cell;
}

QAccessible::State AccessibleTableCell::state() const
{
    QAccessible::State state;
    state.readOnly = true;
    if (row_ >= 0) {
        state.selectable = true;
        state.selected = isSelected();
    }
    return state;
}

void *AccessibleTableCell::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableCellInterface && row_ >= 0)
        return static_cast<QAccessibleTableCellInterface *>(this);
    return nullptr;
}

bool AccessibleTableCell::isSelected() const
{
    return table_ && row_ >= 0 && row_ == table_->currentRow();
}

QList<QAccessibleInterface *> AccessibleTableCell::columnHeaderCells() const
{
    QAccessibleInterface *table = parent();
    QAccessibleInterface *heading = table ? table->child(column_) : nullptr;
    return heading ? QList<QAccessibleInterface *> {heading} : QList<QAccessibleInterface *> {};
}

} // namespace linattn
