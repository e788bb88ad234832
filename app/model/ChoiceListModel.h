// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// A fixed list of choices (presets, feature maps) with id, title and a
// sentence of description, for ComboBoxes and their help text.
class ChoiceListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Choices come from AttentionModel")
    Q_PROPERTY(int count READ rowCount CONSTANT FINAL)

public:
    struct Choice {
        QString id;
        QString title;
        QString description;
    };
    enum Role { IdRole = Qt::UserRole + 1, TitleRole, DescriptionRole };

    explicit ChoiceListModel(QList<Choice> choices, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // -1 when no choice has this id.
    Q_INVOKABLE int indexOf(const QString &id) const;
    // The id at a row, or empty for a row that does not exist.
    Q_INVOKABLE QString idAt(int row) const
    {
        return row >= 0 && row < choices_.size() ? choices_.at(row).id : QString();
    }
    const Choice &at(int row) const { return choices_.at(row); }

private:
    QList<Choice> choices_;
};

} // namespace linattn
