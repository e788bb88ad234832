// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>
#include <QList>
#include <QPointer>
#include <QQuickItem>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// A table as a screen reader reads it: laid over a view of a table, it gives the window's
// accessibility tree a node with the table interface (rows, columns, the cell at a row and
// column, the column headings, the current row as the selection). Read from `model` (its
// display texts and horizontal headings), or, without one, from `records` (one map per row)
// through `fields` (a key per column) under `headings`. Qt Quick 6.4's TableView has no such
// interface, and a table of labels none either: their cells were loose labels, a TableView's
// only those in view, and a screen reader's table commands found nothing. Columns a lesson
// conceals read `concealedText` in every row, as the view shows them.
class AccessibleTable : public QQuickItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QAbstractItemModel *model READ model WRITE setModel NOTIFY modelChanged FINAL)
    Q_PROPERTY(QVariantList records READ records WRITE setRecords NOTIFY recordsChanged FINAL)
    Q_PROPERTY(QStringList fields READ fields WRITE setFields NOTIFY fieldsChanged FINAL)
    Q_PROPERTY(QStringList headings READ headings WRITE setHeadings NOTIFY headingsChanged FINAL)
    Q_PROPERTY(QList<int> concealedColumns READ concealedColumns WRITE setConcealedColumns NOTIFY
            concealedColumnsChanged FINAL)
    // Every cell concealed (a lesson covers the whole table), the headings still read.
    Q_PROPERTY(bool concealed READ concealed WRITE setConcealed NOTIFY concealedChanged FINAL)
    Q_PROPERTY(QString concealedText READ concealedText WRITE setConcealedText NOTIFY
            concealedTextChanged FINAL)
    // The row shown as current (the current prefix), -1 for none: the table's selection.
    Q_PROPERTY(int currentRow READ currentRow WRITE setCurrentRow NOTIFY currentRowChanged FINAL)

public:
    explicit AccessibleTable(QQuickItem *parent = nullptr);

    QAbstractItemModel *model() const { return model_; }
    void setModel(QAbstractItemModel *model);
    QVariantList records() const { return records_; }
    void setRecords(const QVariantList &records);
    QStringList fields() const { return fields_; }
    void setFields(const QStringList &fields);
    QStringList headings() const { return headings_; }
    void setHeadings(const QStringList &headings);
    QList<int> concealedColumns() const { return concealedColumns_; }
    void setConcealedColumns(const QList<int> &columns);
    bool concealed() const { return concealed_; }
    void setConcealed(bool concealed);
    QString concealedText() const { return concealedText_; }
    void setConcealedText(const QString &text);
    int currentRow() const { return currentRow_; }
    void setCurrentRow(int row);

    int rowCount() const;
    int columnCount() const;
    // The heading of `column` for row −1, else the cell's text as the view shows it.
    QString cellText(int row, int column) const;

signals:
    void modelChanged();
    void recordsChanged();
    void fieldsChanged();
    void headingsChanged();
    void concealedColumnsChanged();
    void concealedChanged();
    void concealedTextChanged();
    void currentRowChanged();
    // Rows or columns came or went: cells made before are stale.
    void reshaped();

private:
    // Rows or columns came or went.
    void tableChanged();

    QPointer<QAbstractItemModel> model_;
    QList<QMetaObject::Connection> modelConnections_;
    QVariantList records_;
    QStringList fields_;
    QStringList headings_;
    QList<int> concealedColumns_;
    bool concealed_ = false;
    QString concealedText_ = QStringLiteral("?");
    int currentRow_ = -1;
};

} // namespace linattn
