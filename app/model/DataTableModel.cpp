// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataTableModel.h"

#include "data_edit.h"
#include "derivation.h"
#include "number_format.h"

namespace linattn {

DataTableModel::DataTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DataTableModel::setData(const AttentionData &data)
{
    if (data == data_)
        return;
    const bool shapeChanges = data.keys.size() != data_.keys.size()
        || data.query.size() != data_.query.size()
        || data.valueDimension() != data_.valueDimension();
    if (shapeChanges) {
        beginResetModel();
        data_ = data;
        endResetModel();
        return;
    }
    data_ = data;
    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
}

int DataTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || data_.query.empty() ? 0 : static_cast<int>(data_.keys.size()) + 1;
}

int DataTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || data_.query.empty()
        ? 0
        : static_cast<int>(data_.query.size() + data_.valueDimension());
}

QVariant DataTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const auto column = static_cast<std::size_t>(index.column());
    const bool editable = isEditableCell(data_, row, column);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole: {
        if (!editable)
            return QString();
        const std::size_t dimension = data_.query.size();
        const double x = row == 0 ? data_.query[column]
            : column >= dimension ? data_.values[row - 1][column - dimension]
                                  : data_.keys[row - 1][column];
        return QString::fromStdString(formatShortest(x));
    }
    case EditableRole:
        return editable;
    case RowLabelRole:
        return rowLabel(index.row());
    case PlaceRole:
        return QString::fromStdString(cellPlace(data_, row, column));
    default:
        return {};
    }
}

QVariant DataTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    return orientation == Qt::Horizontal ? columnLabel(section) : rowLabel(section);
}

QHash<int, QByteArray> DataTableModel::roleNames() const
{
    return {{Qt::DisplayRole, "display"}, {EditableRole, "editable"}, {RowLabelRole, "rowLabel"},
        {PlaceRole, "place"}};
}

QString DataTableModel::rowLabel(int row) const
{
    if (row <= 0)
        return QStringLiteral("q");
    return QString::fromStdString(subscripted("k", static_cast<std::size_t>(row - 1)));
}

QString DataTableModel::cellName(int row, int column) const
{
    return QStringLiteral("%1, %2").arg(rowLabel(row), columnLabel(column));
}

QString DataTableModel::columnLabel(int column) const
{
    const int dimension = static_cast<int>(data_.query.size());
    if (column >= dimension)
        return data_.valueDimension() == 1 ? tr("value v")
                                           : tr("v, coord. %1").arg(column - dimension + 1);
    // Short, for a column of a narrow panel; the plane's axes say "coordinate".
    return tr("coord. %1").arg(column + 1);
}

} // namespace linattn
