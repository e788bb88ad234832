// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// AccessibleTable: what a screen reader's table commands get from a table laid over a view,
// through Qt's accessibility interfaces (the same the platform's bridge reads).
#include "AccessibleTable.h"

#include <QAccessible>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QStandardItemModel>
#include <QtTest>

#include <memory>

using linattn::AccessibleTable;

class TestAccessibleTable : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void readsRowsColumnsHeadingsAndCells();
    void concealedColumnsReadTheirMark_data();
    void concealedColumnsReadTheirMark();
    void currentRowIsTheSelection();
    void cellsFollowTheModelsRows();
    void withoutARoleItIsLeftOut();
    void readsRecordsThroughTheirFields();

private:
    // A 3 × 2 model: headings "t", "value"; cells "1", "a" / "2", "b" / "3", "c".
    void fillModel(int rows);
    AccessibleTable *makeTable(const QByteArray &attached);

    QQmlEngine *engine_ = nullptr;
    std::unique_ptr<QObject> root_;
    QStandardItemModel model_;
};

void TestAccessibleTable::init()
{
    engine_ = new QQmlEngine(this);
    engine_->addImportPath(QStringLiteral("qrc:/"));
    fillModel(3);
}

void TestAccessibleTable::cleanup()
{
    root_.reset();
    delete engine_;
    engine_ = nullptr;
}

void TestAccessibleTable::fillModel(int rows)
{
    model_.clear();
    model_.setColumnCount(2);
    model_.setHorizontalHeaderLabels({QStringLiteral("t"), QStringLiteral("value")});
    for (int row = 0; row < rows; ++row)
        model_.appendRow({new QStandardItem(QString::number(row + 1)),
            new QStandardItem(QString(QChar(u'a' + row)))});
}

AccessibleTable *TestAccessibleTable::makeTable(const QByteArray &attached)
{
    QQmlComponent component(engine_);
    component.setData("import QtQuick\nimport LinearAttention.Desktop\nItem { AccessibleTable { "
                      "objectName: \"table\"; "
            + attached + " } }",
        QUrl(QStringLiteral("inline.qml")));
    root_.reset(component.create());
    if (!root_) {
        qWarning().noquote() << component.errorString();
        return nullptr;
    }
    auto *table = root_->findChild<AccessibleTable *>(QStringLiteral("table"));
    if (table)
        table->setModel(&model_);
    return table;
}

void TestAccessibleTable::readsRowsColumnsHeadingsAndCells()
{
    AccessibleTable *table
        = makeTable("Accessible.role: Accessible.Table; Accessible.name: \"Numbers\"");
    QVERIFY(table);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(table);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Table);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Numbers"));
    QAccessibleTableInterface *grid = iface->tableInterface();
    QVERIFY2(grid, "the table interface");
    QCOMPARE(grid->rowCount(), 3);
    QCOMPARE(grid->columnCount(), 2);
    QCOMPARE(grid->columnDescription(1), QStringLiteral("value"));
    // Headings first, then the cells row by row.
    QCOMPARE(iface->childCount(), 8);
    QCOMPARE(iface->child(0)->role(), QAccessible::ColumnHeader);
    QCOMPARE(iface->child(1)->text(QAccessible::Name), QStringLiteral("value"));
    QAccessibleInterface *cell = grid->cellAt(2, 1);
    QVERIFY(cell);
    QCOMPARE(cell->role(), QAccessible::Cell);
    QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("c"));
    QCOMPARE(cell->parent(), iface);
    QCOMPARE(iface->indexOfChild(cell), 7);
    QCOMPARE(iface->child(7), cell);
    QAccessibleTableCellInterface *place = cell->tableCellInterface();
    QVERIFY(place);
    QCOMPARE(place->rowIndex(), 2);
    QCOMPARE(place->columnIndex(), 1);
    QCOMPARE(place->columnHeaderCells().size(), 1);
    QCOMPARE(
        place->columnHeaderCells().constFirst()->text(QAccessible::Name), QStringLiteral("value"));
    QCOMPARE(grid->cellAt(3, 0), nullptr);
    QCOMPARE(grid->cellAt(0, 2), nullptr);
}

void TestAccessibleTable::concealedColumnsReadTheirMark_data()
{
    QTest::addColumn<QList<int>>("concealed");
    QTest::addColumn<QStringList>("row2");
    QTest::newRow("none") << QList<int> {} << QStringList {"2", "b"};
    QTest::newRow("value") << QList<int> {1} << QStringList {"2", "?"};
    QTest::newRow("both") << QList<int> {0, 1} << QStringList {"?", "?"};
}

void TestAccessibleTable::concealedColumnsReadTheirMark()
{
    QFETCH(QList<int>, concealed);
    QFETCH(QStringList, row2);
    AccessibleTable *table = makeTable("Accessible.role: Accessible.Table");
    QVERIFY(table);
    QAccessibleTableInterface *grid
        = QAccessible::queryAccessibleInterface(table)->tableInterface();
    QVERIFY(grid);
    QAccessibleInterface *cell = grid->cellAt(1, 1); // made before the concealment
    table->setConcealedColumns(concealed);
    QCOMPARE(grid->cellAt(1, 0)->text(QAccessible::Name), row2.at(0));
    QCOMPARE(cell->text(QAccessible::Name), row2.at(1));
    // The headings stay readable: they give nothing away.
    QCOMPARE(grid->columnDescription(1), QStringLiteral("value"));
}

void TestAccessibleTable::currentRowIsTheSelection()
{
    AccessibleTable *table = makeTable("Accessible.role: Accessible.Table");
    QVERIFY(table);
    QAccessibleTableInterface *grid
        = QAccessible::queryAccessibleInterface(table)->tableInterface();
    QVERIFY(grid);
    QCOMPARE(grid->selectedRowCount(), 0);
    table->setCurrentRow(1);
    QCOMPARE(grid->selectedRows(), QList<int> {1});
    QVERIFY(grid->isRowSelected(1));
    QVERIFY(!grid->isRowSelected(0));
    QCOMPARE(grid->selectedCellCount(), 2);
    QVERIFY(grid->cellAt(1, 0)->state().selected);
    QVERIFY(!grid->cellAt(0, 0)->state().selected);
    // A screen reader cannot move it: the controls do.
    QVERIFY(!grid->selectRow(2));
    table->setCurrentRow(7); // past the rows
    QCOMPARE(grid->selectedRowCount(), 0);
}

void TestAccessibleTable::cellsFollowTheModelsRows()
{
    AccessibleTable *table = makeTable("Accessible.role: Accessible.Table");
    QVERIFY(table);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(table);
    QAccessibleTableInterface *grid = iface->tableInterface();
    const QAccessible::Id before = QAccessible::uniqueId(grid->cellAt(2, 0));
    fillModel(5);
    QCOMPARE(grid->rowCount(), 5);
    QCOMPARE(iface->childCount(), 12);
    QCOMPARE(grid->cellAt(4, 1)->text(QAccessible::Name), QStringLiteral("e"));
    QVERIFY2(QAccessible::accessibleInterface(before) == nullptr, "the cells made before are gone");
    fillModel(1);
    QCOMPARE(grid->cellAt(1, 0), nullptr);
    QCOMPARE(grid->cellAt(0, 1)->text(QAccessible::Name), QStringLiteral("a"));
}

void TestAccessibleTable::withoutARoleItIsLeftOut()
{
    AccessibleTable *table = makeTable("");
    QVERIFY(table);
    QCOMPARE(QAccessible::queryAccessibleInterface(table), nullptr);
}

// A lab's table: one map per row, a key per column.
void TestAccessibleTable::readsRecordsThroughTheirFields()
{
    AccessibleTable *table = makeTable("Accessible.role: Accessible.Table");
    QVERIFY(table);
    table->setModel(nullptr);
    table->setFields({QStringLiteral("n"), QStringLiteral("state")});
    table->setHeadings({QStringLiteral("N"), QStringLiteral("S and Z")});
    table->setRecords({QVariantMap {{"n", "64"}, {"state", "16.2 KiB"}, {"unused", "x"}},
        QVariantMap {{"n", "128"}, {"state", "16.2 KiB"}}});
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(table);
    QAccessibleTableInterface *grid = iface->tableInterface();
    QVERIFY(grid);
    QCOMPARE(grid->rowCount(), 2);
    QCOMPARE(grid->columnCount(), 2);
    QCOMPARE(grid->columnDescription(1), QStringLiteral("S and Z"));
    QCOMPARE(grid->cellAt(1, 0)->text(QAccessible::Name), QStringLiteral("128"));
    QCOMPARE(grid->cellAt(0, 1)->text(QAccessible::Name), QStringLiteral("16.2 KiB"));
    // A lesson covering an earlier run's results, by columns or as a whole.
    table->setConcealedColumns({0, 1});
    QCOMPARE(grid->cellAt(1, 0)->text(QAccessible::Name), QStringLiteral("?"));
    table->setConcealedColumns({});
    table->setConcealed(true);
    QCOMPARE(grid->cellAt(0, 1)->text(QAccessible::Name), QStringLiteral("?"));
    QCOMPARE(grid->columnDescription(0), QStringLiteral("N"));
    table->setConcealed(false);
    QCOMPARE(grid->cellAt(0, 1)->text(QAccessible::Name), QStringLiteral("16.2 KiB"));
    table->setRecords({});
    QCOMPARE(grid->rowCount(), 0);
    QCOMPARE(iface->childCount(), 2); // the headings stay
}

QTEST_MAIN(TestAccessibleTable)
#include "tst_accessible_table.moc"
