// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step_table.h"
#include "step_text.h"

#include <memory>

#include <QAbstractTableModel>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// Every step of the current data (rows 1…n) as formatted text, with the
// current prefix's row marked and Unavailable cells flagged.
class StepTableModel : public QAbstractTableModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The step table comes from AttentionModel")
    Q_PROPERTY(int currentRow READ currentRow NOTIFY currentRowChanged FINAL)

public:
    enum Role { CurrentRole = Qt::UserRole + 1, UnavailableRole };
    enum Column {
        TokenColumn,
        KeyColumn,
        ValueColumn,
        PhiKeyColumn,
        WeightColumn,
        SColumn,
        ZColumn,
        NumeratorColumn,
        DenominatorColumn,
        OutputColumn,
        ReferenceColumn,
        SoftmaxColumn,
        DifferenceColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit StepTableModel(QObject *parent = nullptr);

    // Replaces every row; prefix is 1-based. `map` is a built-in map.
    void setTable(const StepTable &table, const FeatureMap &map, int prefix);
    void setPrefix(int prefix);
    int currentRow() const { return currentRow_; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The column's heading, for views and exports of the visible table.
    static QString columnTitle(int column);

signals:
    void currentRowChanged();

private:
    QString cellText(std::size_t row, int column) const;

    StepTable table_;
    std::unique_ptr<StepText> text_; // formats each row once, on first display
    int currentRow_ = -1;
};

} // namespace linattn
