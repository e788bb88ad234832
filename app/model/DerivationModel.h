// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "derivation.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace linattn {

// The worked derivation as rows the view only lays out: what a line
// computes, the formula with numbers substituted, and its result.
class DerivationModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The derivation comes from AttentionModel")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged FINAL)

public:
    enum Role {
        LineIdRole = Qt::UserRole + 1,
        KindRole,
        LabelRole,
        FormulaRole,
        ResultRole,
        UnavailableRole,
        SpokenRole, // label, rule and result, as a screen reader says them
        SpokenConcealedRole // the same while the result is hidden: "label: ?"
    };

    explicit DerivationModel(QObject *parent = nullptr);

    // Lines already in the window's language (CoreTexts::derivation()).
    void setLines(std::vector<WrittenLine> lines);
    const std::vector<WrittenLine> &lines() const { return lines_; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The row of the line with this id ("denominator"), or -1.
    Q_INVOKABLE int rowOf(const QString &lineId) const;
    // The result text of the line with this id, or an empty string.
    Q_INVOKABLE QString resultOf(const QString &lineId) const;

signals:
    void countChanged();
    // After every setLines(), whatever changed: the lines' texts are read from lines().
    void linesChanged();

private:
    std::vector<WrittenLine> lines_;
};

} // namespace linattn
