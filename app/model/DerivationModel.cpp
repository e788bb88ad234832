// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DerivationModel.h"

#include <algorithm>
#include <iterator>

namespace linattn {

namespace {
QString kindName(DerivationLine::Kind kind)
{
    switch (kind) {
    case DerivationLine::Kind::Feature:
        return QStringLiteral("feature");
    case DerivationLine::Kind::Sum:
        return QStringLiteral("sum");
    case DerivationLine::Kind::Product:
        return QStringLiteral("product");
    case DerivationLine::Kind::Output:
        return QStringLiteral("output");
    case DerivationLine::Kind::Explanation:
        return QStringLiteral("explanation");
    case DerivationLine::Kind::Check:
        return QStringLiteral("check");
    case DerivationLine::Kind::Contrast:
        return QStringLiteral("contrast");
    }
    return {};
}

// "|output − reference|" stays on one line: a wrap inside the bars would
// read as two separate terms.
QString keepAbsoluteValuesTogether(QString text)
{
    constexpr qsizetype kLongestTerm = 40;
    qsizetype open = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('|'))
            continue;
        if (open < 0) {
            open = i;
            continue;
        }
        if (i - open <= kLongestTerm)
            for (qsizetype j = open + 1; j < i; ++j)
                if (text[j] == QLatin1Char(' '))
                    text[j] = QChar(0x00A0);
        open = -1;
    }
    return text;
}
} // namespace

DerivationModel::DerivationModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void DerivationModel::setLines(std::vector<WrittenLine> lines)
{
    // Rows are added or removed at the end and the rest is updated in place,
    // never reset: a reset while the list view is still making the delegates
    // of its cache buffer (asynchronously) has it cancel a row that no longer
    // exists ("DelegateModel::cancel: index out range"), and it would lose the
    // scroll position. The usual case, only numbers moving, changes no rows.
    const int before = rowCount();
    const int after = static_cast<int>(lines.size());
    if (after < before) {
        beginRemoveRows({}, after, before - 1);
        lines_.resize(lines.size());
        endRemoveRows();
    }
    const int kept = std::min(before, after);
    for (int row = 0; row < kept; ++row)
        lines_[static_cast<std::size_t>(row)] = std::move(lines[static_cast<std::size_t>(row)]);
    if (kept > 0)
        emit dataChanged(index(0), index(kept - 1));
    if (after > before) {
        beginInsertRows({}, before, after - 1);
        lines_.insert(lines_.end(), std::make_move_iterator(lines.begin() + before),
            std::make_move_iterator(lines.end()));
        endInsertRows();
    }
    if (after != before)
        emit countChanged();
    emit linesChanged();
}

int DerivationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(lines_.size());
}

QVariant DerivationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const WrittenLine &line = lines_.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case LineIdRole:
        return QString::fromStdString(line.id);
    case KindRole:
        return kindName(line.kind);
    case Qt::DisplayRole:
    case LabelRole:
        return QString::fromStdString(line.label);
    case FormulaRole:
        return keepAbsoluteValuesTogether(QString::fromStdString(line.formula));
    case ResultRole:
        return QString::fromStdString(line.result);
    case UnavailableRole:
        return line.unavailable;
    case SpokenRole:
        // "…;  so [1.5, 2]": the word before the result of a rule of several parts.
        return QString::fromStdString(spokenLine(line, tr("so").toStdString()));
    case SpokenConcealedRole:
        return tr("%1: ?").arg(QString::fromStdString(line.label));
    default:
        return {};
    }
}

QHash<int, QByteArray> DerivationModel::roleNames() const
{
    return {{LineIdRole, "lineId"}, {KindRole, "kind"}, {LabelRole, "label"},
        {FormulaRole, "formula"}, {ResultRole, "result"}, {UnavailableRole, "unavailable"},
        {SpokenRole, "spoken"}, {SpokenConcealedRole, "spokenConcealed"}};
}

int DerivationModel::rowOf(const QString &lineId) const
{
    const std::string id = lineId.toStdString();
    for (std::size_t row = 0; row < lines_.size(); ++row)
        if (lines_[row].id == id)
            return static_cast<int>(row);
    return -1;
}

QString DerivationModel::resultOf(const QString &lineId) const
{
    const int row = rowOf(lineId);
    return row < 0 ? QString()
                   : QString::fromStdString(lines_[static_cast<std::size_t>(row)].result);
}

} // namespace linattn
