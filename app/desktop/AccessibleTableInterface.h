// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "QuickInterfaceWrapper.h"

#include <QAccessible>
#include <QAccessibleInterface>
#include <QList>
#include <QPointer>

namespace linattn {

class AccessibleTable;

// The interface of an AccessibleTable: Qt Quick's own for its place, name, focus and window,
// with the table interface and the cells as children (the column headings first, then the
// cells row by row), made when first asked for and dropped when the table changes.
class AccessibleTableInterface : public QuickInterfaceWrapper, public QAccessibleTableInterface {
public:
    AccessibleTableInterface(AccessibleTable *table, QAccessibleInterface *inner);
    ~AccessibleTableInterface() override;

    // Adds the factory that gives every AccessibleTable this interface.
    static void install();

    bool isValid() const override;
    QAccessibleInterface *focusChild() const override { return nullptr; }
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *child(int index) const override;
    int childCount() const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessible::Role role() const override { return QAccessible::Table; }
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int columnCount() const override;
    int rowCount() const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface *> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int) const override { return {}; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override;
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int row) const override;
    // The selection is the current prefix's row: the controls set it, not a screen reader.
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *event) override;

private:
    // Index of a child: the headings 0…columns−1, then row by row.
    int childIndex(int row, int column) const;
    void dropCells() const;

    QPointer<AccessibleTable> table_;
    // Made on demand, owned by Qt's cache (by id, which outlives a deleted interface).
    mutable QList<QAccessible::Id> cells_;
    // Drops the cells as soon as the table's rows or columns change, never from inside a cell's
    // own call (a cell asking for its heading must not delete itself).
    QMetaObject::Connection reshapedConnection_;
};

} // namespace linattn
