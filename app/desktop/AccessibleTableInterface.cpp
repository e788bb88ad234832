// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessibleTableInterface.h"

#include "AccessibleTable.h"
#include "AccessibleTableCell.h"

namespace linattn {

namespace {

QAccessibleInterface *accessibleTableFactory(const QString &className, QObject *object)
{
    auto *table = qobject_cast<AccessibleTable *>(object);
    if (QuickInterfaceWrapper::makingQuickInterface() || !table
        || className != QLatin1String(AccessibleTable::staticMetaObject.className()))
        return nullptr;
    QAccessibleInterface *inner = QuickInterfaceWrapper::quickInterface(object);
    if (!inner)
        return nullptr; // no Accessible role given in QML: Qt Quick leaves it out
    return new AccessibleTableInterface(table, inner);
}

} // namespace

AccessibleTableInterface::AccessibleTableInterface(
    AccessibleTable *table, QAccessibleInterface *inner)
    : QuickInterfaceWrapper(inner)
    , table_(table)
{
    reshapedConnection_
        = QObject::connect(table, &AccessibleTable::reshaped, table, [this] { dropCells(); });
}

AccessibleTableInterface::~AccessibleTableInterface()
{
    QObject::disconnect(reshapedConnection_);
    dropCells();
}

void AccessibleTableInterface::install()
{
    QAccessible::installFactory(accessibleTableFactory);
}

bool AccessibleTableInterface::isValid() const
{
    return table_ && inner_->isValid();
}

QAccessibleInterface *AccessibleTableInterface::childAt(int, int) const
{
    return nullptr; // cells have no place of their own (see AccessibleTableCell::rect)
}

int AccessibleTableInterface::childCount() const
{
    return table_ ? (table_->rowCount() + 1) * table_->columnCount() : 0;
}

int AccessibleTableInterface::childIndex(int row, int column) const
{
    return (row + 1) * table_->columnCount() + column;
}

QAccessibleInterface *AccessibleTableInterface::child(int index) const
{
    if (!table_ || index < 0 || index >= childCount())
        return nullptr;
    if (cells_.size() != childCount())
        cells_.resize(childCount(), 0);
    if (QAccessibleInterface *made
        = cells_[index] ? QAccessible::accessibleInterface(cells_[index]) : nullptr)
        return made;
    const int columns = table_->columnCount();
    auto *cell = new AccessibleTableCell(table_.data(), index / columns - 1, index % columns);
    cells_[index] = QAccessible::registerAccessibleInterface(cell);
    return cell;
}

int AccessibleTableInterface::indexOfChild(const QAccessibleInterface *child) const
{
    if (!child || !table_)
        return -1;
    // By the interface each id stands for: asking a foreign interface for its id would register it.
    for (int index = 0; index < cells_.size(); ++index)
        if (cells_[index] && QAccessible::accessibleInterface(cells_[index]) == child)
            return index;
    return -1;
}

QAccessible::State AccessibleTableInterface::state() const
{
    QAccessible::State state = inner_->state();
    state.readOnly = true;
    return state;
}

void *AccessibleTableInterface::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return inner_->interface_cast(type);
}

QAccessibleInterface *AccessibleTableInterface::cellAt(int row, int column) const
{
    if (!table_ || row < 0 || row >= table_->rowCount() || column < 0
        || column >= table_->columnCount())
        return nullptr;
    return child(childIndex(row, column));
}

int AccessibleTableInterface::columnCount() const
{
    return table_ ? table_->columnCount() : 0;
}

int AccessibleTableInterface::rowCount() const
{
    return table_ ? table_->rowCount() : 0;
}

int AccessibleTableInterface::selectedCellCount() const
{
    return selectedRowCount() * columnCount();
}

QList<QAccessibleInterface *> AccessibleTableInterface::selectedCells() const
{
    QList<QAccessibleInterface *> cells;
    for (const int row : selectedRows())
        for (int column = 0; column < columnCount(); ++column)
            cells.append(cellAt(row, column));
    return cells;
}

QString AccessibleTableInterface::columnDescription(int column) const
{
    return table_ ? table_->cellText(-1, column) : QString();
}

int AccessibleTableInterface::selectedRowCount() const
{
    return int(selectedRows().size());
}

QList<int> AccessibleTableInterface::selectedRows() const
{
    if (!table_ || table_->currentRow() < 0 || table_->currentRow() >= table_->rowCount())
        return {};
    return {table_->currentRow()};
}

bool AccessibleTableInterface::isRowSelected(int row) const
{
    return selectedRows().contains(row);
}

void AccessibleTableInterface::modelChange(QAccessibleTableModelChangeEvent *)
{
    dropCells();
}

void AccessibleTableInterface::dropCells() const
{
    for (const QAccessible::Id id : std::as_const(cells_))
        if (id && QAccessible::accessibleInterface(id))
            QAccessible::deleteAccessibleInterface(id);
    cells_.clear();
}

} // namespace linattn
