#include "DerivationModel.h"

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
} // namespace

DerivationModel::DerivationModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void DerivationModel::setLines(std::vector<DerivationLine> lines)
{
    const bool countChanges = lines.size() != lines_.size();
    if (countChanges) {
        beginResetModel();
        lines_ = std::move(lines);
        endResetModel();
        emit countChanged();
        return;
    }
    // Same shape (the usual case when only numbers move): update in place so
    // the view keeps its delegates and scroll position.
    lines_ = std::move(lines);
    if (!lines_.empty())
        emit dataChanged(index(0), index(rowCount() - 1));
}

int DerivationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(lines_.size());
}

QVariant DerivationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const DerivationLine &line = lines_.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case LineIdRole:
        return QString::fromStdString(line.id);
    case KindRole:
        return kindName(line.kind);
    case Qt::DisplayRole:
    case LabelRole:
        return QString::fromStdString(line.label);
    case FormulaRole:
        return QString::fromStdString(line.formula);
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
