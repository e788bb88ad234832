// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "StepTableModel.h"

#include "CoreTexts.h"

namespace linattn {

namespace {
QString text(const Text &s)
{
    return CoreTexts::translated(s); // numbers, vectors, or Unavailable in the user's language
}
} // namespace

StepTableModel::StepTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void StepTableModel::setTable(const StepTable &table, const FeatureMap &map, int prefix)
{
    // The same rows with new numbers (q dragged, a map's setting changed) change the cells in
    // place: a reset would make the view build every row's delegates again, which at 64 keys
    // took about a tenth of a frame's work on each move of a drag.
    const bool sameRows = text_ && table.steps.size() == table_.steps.size();
    if (!sameRows)
        beginResetModel();
    table_ = table;
    text_ = std::make_unique<StepText>(table_, map);
    const bool rowMoves = prefix - 1 != currentRow_;
    currentRow_ = prefix - 1;
    if (!sameRows)
        endResetModel();
    else if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    if (rowMoves)
        emit currentRowChanged();
}

void StepTableModel::setPrefix(int prefix)
{
    const int row = prefix - 1;
    if (row == currentRow_)
        return;
    const int previous = currentRow_;
    currentRow_ = row;
    const QList<int> roles {CurrentRole};
    if (previous >= 0 && previous < rowCount())
        emit dataChanged(index(previous, 0), index(previous, ColumnCount - 1), roles);
    if (row >= 0 && row < rowCount())
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1), roles);
    emit currentRowChanged();
}

int StepTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(table_.steps.size());
}

int StepTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString StepTableModel::columnTitle(int column)
{
    switch (column) {
    // Row t is the token t (prefix t + 1): its key kₜ, and the sums Sₜ, Zₜ up to it.
    case TokenColumn:
        return QStringLiteral("t");
    case KeyColumn:
        return QStringLiteral("kₜ");
    case ValueColumn:
        return QStringLiteral("vₜ");
    case PhiKeyColumn:
        return QStringLiteral("φ(kₜ)");
    case WeightColumn:
        return QStringLiteral("φ(q)·φ(kₜ)");
    case SColumn:
        return QStringLiteral("Sₜ");
    case ZColumn:
        return QStringLiteral("Zₜ");
    case NumeratorColumn:
        return QStringLiteral("φ(q)·Sₜ");
    case DenominatorColumn:
        return QStringLiteral("φ(q)·Zₜ");
    case OutputColumn:
        return tr("output");
    case ReferenceColumn:
        return tr("reference");
    case SoftmaxColumn:
        return tr("softmax");
    case DifferenceColumn:
        return tr("|difference|");
    default:
        return {};
    }
}

QString StepTableModel::cellText(std::size_t row, int column) const
{
    const StepText::Step &step = text_->step(row);
    switch (column) {
    case TokenColumn:
        return QString::number(row);
    case KeyColumn:
        return text(step.key);
    case ValueColumn:
        return text(step.value);
    case PhiKeyColumn:
        return text(step.phiKey);
    case WeightColumn:
        return text(step.score);
    case SColumn:
        return text(step.S);
    case ZColumn:
        return text(step.Z);
    case NumeratorColumn:
        return text(step.numerator);
    case DenominatorColumn:
        return text(step.denominator);
    case OutputColumn:
        return text(step.output);
    case ReferenceColumn:
        return text(step.reference);
    case SoftmaxColumn:
        return text(step.softmax);
    case DifferenceColumn:
        return text(step.difference);
    default:
        return {};
    }
}

QVariant StepTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const StepRecord &step = table_.steps.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case Qt::DisplayRole:
        return cellText(static_cast<std::size_t>(index.row()), index.column());
    case CurrentRole:
        return index.row() == currentRow_;
    case UnavailableRole:
        switch (index.column()) {
        case OutputColumn:
            return !step.output.has_value();
        case ReferenceColumn:
            return !step.reference.has_value();
        case DifferenceColumn:
            return !step.difference.has_value();
        default:
            return false;
        }
    default:
        return {};
    }
}

QVariant StepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return columnTitle(section);
    return section + 1;
}

QHash<int, QByteArray> StepTableModel::roleNames() const
{
    return {
        {Qt::DisplayRole, "display"}, {CurrentRole, "current"}, {UnavailableRole, "unavailable"}};
}

} // namespace linattn
