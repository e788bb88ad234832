// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChoiceListModel.h"

namespace linattn {

ChoiceListModel::ChoiceListModel(QList<Choice> choices, QObject *parent)
    : QAbstractListModel(parent)
    , choices_(std::move(choices))
{
}

int ChoiceListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(choices_.size());
}

QVariant ChoiceListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Choice &choice = choices_.at(index.row());
    switch (role) {
    case IdRole:
        return choice.id;
    case Qt::DisplayRole:
    case TitleRole:
        return choice.title;
    case DescriptionRole:
        return choice.description;
    default:
        return {};
    }
}

QHash<int, QByteArray> ChoiceListModel::roleNames() const
{
    return {{IdRole, "choiceId"}, {TitleRole, "title"}, {DescriptionRole, "description"}};
}

int ChoiceListModel::indexOf(const QString &id) const
{
    for (int row = 0; row < choices_.size(); ++row)
        if (choices_.at(row).id == id)
            return row;
    return -1;
}

} // namespace linattn
