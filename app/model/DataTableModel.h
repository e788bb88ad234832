// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"

#include <QAbstractTableModel>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// The data being worked on as an editable grid: row 0 is the query q, row
// k + 1 is key kₖ; one column per coordinate, then the key's value vₖ (empty
// for the query). Cells show the numbers in their shortest exact form, so a
// typed 0.1 reads back as 0.1. Edits go through DataEditor::editCell.
class DataTableModel : public QAbstractTableModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The data table comes from AttentionModel")

public:
    enum Role { EditableRole = Qt::UserRole + 1, RowLabelRole, PlaceRole };

    explicit DataTableModel(QObject *parent = nullptr);

    // Replaces the data; rows are reset only when their number changes.
    void setData(const AttentionData &data);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // "q", "k₀", "k₁", … and "coord. 1", …, "value v" for the views.
    Q_INVOKABLE QString rowLabel(int row) const;
    Q_INVOKABLE QString columnLabel(int column) const;
    // A cell as the editor names it: "k₂, coord. 2", "q, value v".
    QString cellName(int row, int column) const;

private:
    AttentionData data_;
};

} // namespace linattn
