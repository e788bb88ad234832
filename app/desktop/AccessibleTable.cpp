// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessibleTable.h"

#include "AccessibleTableInterface.h"

#include <QAccessible>

#include <mutex>

namespace linattn {

AccessibleTable::AccessibleTable(QQuickItem *parent)
    : QQuickItem(parent)
{
    // The interface comes from a factory; Qt Quick's own would make this a plain item.
    static std::once_flag installed;
    std::call_once(installed, [] { AccessibleTableInterface::install(); });
}

void AccessibleTable::setModel(QAbstractItemModel *model)
{
    if (model_ == model)
        return;
    for (const auto &connection : std::as_const(modelConnections_))
        disconnect(connection);
    modelConnections_.clear();
    model_ = model;
    if (model_) {
        // New rows or columns make the cells anew; a cell reads its text when asked.
        const auto reshaped = [this] { tableChanged(); };
        modelConnections_ = {
            connect(model_, &QAbstractItemModel::modelReset, this, reshaped),
            connect(model_, &QAbstractItemModel::rowsInserted, this, reshaped),
            connect(model_, &QAbstractItemModel::rowsRemoved, this, reshaped),
            connect(model_, &QAbstractItemModel::columnsInserted, this, reshaped),
            connect(model_, &QAbstractItemModel::columnsRemoved, this, reshaped),
            connect(model_, &QObject::destroyed, this, reshaped),
        };
    }
    tableChanged();
    emit modelChanged();
}

void AccessibleTable::setRecords(const QVariantList &records)
{
    if (records_ == records)
        return;
    const bool reshaped = records.size() != records_.size();
    records_ = records;
    if (reshaped)
        tableChanged();
    emit recordsChanged();
}

void AccessibleTable::setFields(const QStringList &fields)
{
    if (fields_ == fields)
        return;
    fields_ = fields;
    tableChanged();
    emit fieldsChanged();
}

void AccessibleTable::setHeadings(const QStringList &headings)
{
    if (headings_ == headings)
        return;
    headings_ = headings;
    emit headingsChanged();
}

void AccessibleTable::setConcealedColumns(const QList<int> &columns)
{
    if (concealedColumns_ == columns)
        return;
    concealedColumns_ = columns;
    emit concealedColumnsChanged();
}

void AccessibleTable::setConcealed(bool concealed)
{
    if (concealed_ == concealed)
        return;
    concealed_ = concealed;
    emit concealedChanged();
}

void AccessibleTable::setConcealedText(const QString &text)
{
    if (concealedText_ == text)
        return;
    concealedText_ = text;
    emit concealedTextChanged();
}

void AccessibleTable::setCurrentRow(int row)
{
    if (currentRow_ == row)
        return;
    currentRow_ = row;
    emit currentRowChanged();
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::SelectionWithin);
        QAccessible::updateAccessibility(&event);
    }
}

int AccessibleTable::rowCount() const
{
    return model_ ? model_->rowCount() : int(records_.size());
}

int AccessibleTable::columnCount() const
{
    return model_ ? model_->columnCount() : int(fields_.size());
}

QString AccessibleTable::cellText(int row, int column) const
{
    if (column < 0 || column >= columnCount() || row >= rowCount())
        return {};
    if (row < 0)
        return model_ ? model_->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString()
                      : headings_.value(column);
    if (concealed_ || concealedColumns_.contains(column))
        return concealedText_;
    if (model_)
        return model_->data(model_->index(row, column), Qt::DisplayRole).toString();
    return records_.at(row).toMap().value(fields_.at(column)).toString();
}

void AccessibleTable::tableChanged()
{
    emit reshaped();
    if (QAccessible::isActive()) {
        QAccessibleTableModelChangeEvent event(this, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&event);
    }
}

} // namespace linattn
