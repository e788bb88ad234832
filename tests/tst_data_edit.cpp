// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Editing attention data (core/data_edit): typed numbers are read the way a
// person means them or refused with the place named; every edit is checked
// before it is applied, and a refused edit leaves the data exactly as it was.

#include "data_edit.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace linattn;

namespace {

AttentionData seedData()
{
    // The seed's worked example plus two more keys.
    return {"seed", {0.5, 1}, {{1, 0}, {0, 1}, {-1, 0.5}}, scalarValues({1, 3, -2})};
}

} // namespace

class DataEditTest : public QObject {
    Q_OBJECT

private slots:
    void acceptsNumbersAsPeopleTypeThem_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("expected");
        QTest::newRow("integer") << "3" << 3.0;
        QTest::newRow("decimal point") << "0.25" << 0.25;
        QTest::newRow("decimal comma") << "0,25" << 0.25;
        QTest::newRow("spaces around") << "  -1.5\t" << -1.5;
        QTest::newRow("plus sign") << "+2" << 2.0;
        QTest::newRow("unicode minus") << QString::fromUtf8("\u22122.5") << -2.5;
        QTest::newRow("scientific") << "1e-3" << 0.001;
        QTest::newRow("upper limit") << "1e6" << 1e6;
        QTest::newRow("lower limit") << "-1000000" << -1e6;
        QTest::newRow("leading point") << ".5" << 0.5;
        QTest::newRow("one tenth exactly") << "0.1" << 0.1;
    }
    void acceptsNumbersAsPeopleTypeThem()
    {
        QFETCH(QString, typed);
        QFETCH(double, expected);
        const auto parsed = parseDataNumber(typed.toStdString(), "query[0]");
        QVERIFY2(std::holds_alternative<double>(parsed),
            std::get_if<DataError>(&parsed) ? std::get<DataError>(parsed).toString().c_str() : "");
        QCOMPARE(std::get<double>(parsed), expected);
    }

    void refusesWhatIsNotAUsableNumber_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message");
        QTest::newRow("word") << "abc"
                              << "keys[2][1]: expected a number, got \"abc\"";
        QTest::newRow("empty") << ""
                               << "keys[2][1]: expected a number, got nothing";
        QTest::newRow("blank") << "   "
                               << "keys[2][1]: expected a number, got nothing";
        QTest::newRow("trailing text") << "1.5x"
                                       << "keys[2][1]: expected a number, got \"1.5x\"";
        QTest::newRow("two signs") << "--1"
                                   << "keys[2][1]: expected a number, got \"--1\"";
        QTest::newRow("two commas") << "1,2,3"
                                    << "keys[2][1]: expected a number, got \"1,2,3\"";
        QTest::newRow("point and comma") << "1,000.5"
                                         << "keys[2][1]: expected a number, got \"1,000.5\"";
        QTest::newRow("nan") << "nan"
                             << "keys[2][1]: expected a finite number, got NaN";
        QTest::newRow("NaN") << "NaN"
                             << "keys[2][1]: expected a finite number, got NaN";
        QTest::newRow("inf") << "inf"
                             << "keys[2][1]: expected a finite number, got infinity";
        QTest::newRow("-infinity") << "-infinity"
                                   << "keys[2][1]: expected a finite number, got -infinity";
        QTest::newRow("above limit")
            << "1000001"
            << "keys[2][1]: 1000001 is above the limit of 1e6 in magnitude";
        // Every digit that takes it past the limit is shown, not the limit itself rounded.
        QTest::newRow("just above limit")
            << "1000000.0000001"
            << "keys[2][1]: 1000000.0000001 is above the limit of 1e6 in magnitude";
        QTest::newRow("just below minus the limit")
            << "-1000000.5"
            << "keys[2][1]: -1000000.5 is above the limit of 1e6 in magnitude";
        QTest::newRow("far above limit")
            << "3e300"
            << "keys[2][1]: 3e300 is above the limit of 1e6 in magnitude";
        QTest::newRow("overflow") << "1e999"
                                  << "keys[2][1]: 1e999 is too large or too close to 0 to be "
                                     "represented (limit 1e6 in magnitude)";
        QTest::newRow("hex") << "0x10"
                             << "keys[2][1]: expected a number, got \"0x10\"";
    }
    void refusesWhatIsNotAUsableNumber()
    {
        QFETCH(QString, typed);
        QFETCH(QString, message);
        const auto parsed = parseDataNumber(typed.toStdString(), "keys[2][1]");
        QVERIFY(std::holds_alternative<DataError>(parsed));
        QCOMPARE(QString::fromStdString(std::get<DataError>(parsed).toString()), message);
    }

    void namesEveryCellLikeTheDataFile_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("place");
        QTest::newRow("q x") << 0 << 0 << "query[0]";
        QTest::newRow("q y") << 0 << 1 << "query[1]";
        QTest::newRow("q has no value") << 0 << 2 << "";
        QTest::newRow("k0 x") << 1 << 0 << "keys[0][0]";
        QTest::newRow("k2 y") << 3 << 1 << "keys[2][1]";
        QTest::newRow("v1") << 2 << 2 << "values[1]";
        QTest::newRow("past the keys") << 4 << 0 << "";
        QTest::newRow("past the columns") << 1 << 3 << "";
    }
    void namesEveryCellLikeTheDataFile()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, place);
        const AttentionData data = seedData();
        QCOMPARE(QString::fromStdString(cellPlace(data, row, column)), place);
        QCOMPARE(isEditableCell(data, row, column), !place.isEmpty());
    }

    void setCellWritesOnlyThatCell()
    {
        AttentionData data = seedData();
        QVERIFY(!setCell(data, 0, 1, -4));
        QVERIFY(!setCell(data, 3, 0, 7));
        QVERIFY(!setCell(data, 2, 2, 0.5));
        const AttentionData expected {
            "seed", {0.5, -4}, {{1, 0}, {0, 1}, {7, 0.5}}, scalarValues({1, 0.5, -2})};
        QCOMPARE(data, expected);
    }

    void refusedEditsLeaveTheDataAsItWas_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<double>("x");
        QTest::addColumn<QString>("message");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        QTest::newRow("NaN key") << 1 << 0 << nan
                                 << "keys[0][0]: expected a finite number, got NaN";
        QTest::newRow("inf value")
            << 2 << 2 << inf << "values[1]: expected a finite number, got infinity";
        QTest::newRow("large query")
            << 0 << 0 << 2e6 << "query[0]: 2000000 is above the limit of 1e6 in magnitude";
        QTest::newRow("query value") << 0 << 2 << 1.0 << "row 0, column 2: there is no such cell";
        QTest::newRow("no such key") << 9 << 0 << 1.0 << "row 9, column 0: there is no such cell";
    }
    void refusedEditsLeaveTheDataAsItWas()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(double, x);
        QFETCH(QString, message);
        AttentionData data = seedData();
        const auto error = setCell(data, row, column, x);
        QVERIFY(error);
        QCOMPARE(QString::fromStdString(error->toString()), message);
        QCOMPARE(data, seedData());
    }

    void setPointMovesBothCoordinatesOrNeither()
    {
        AttentionData data = seedData();
        QVERIFY(!setPoint(data, 0, {2, 3}));
        QCOMPARE(data.query, (Vector {2, 3}));
        QVERIFY(!setPoint(data, 2, {-1, -1}));
        QCOMPARE(data.keys[1], (Vector {-1, -1}));

        const AttentionData before = data;
        const auto tooLarge = setPoint(data, 1, {5, 3e6});
        QVERIFY(tooLarge);
        QCOMPARE(QString::fromStdString(tooLarge->toString()),
            "keys[0][1]: 3000000 is above the limit of 1e6 in magnitude");
        const auto wrongSize = setPoint(data, 1, {5});
        QVERIFY(wrongSize);
        QCOMPARE(
            QString::fromStdString(wrongSize->toString()), "keys[0]: expected 2 numbers, got 1");
        QVERIFY(setPoint(data, 4, {0, 0}));
        QCOMPARE(data, before);
    }

    void addsAndRemovesKeysWithinOneToSixtyFour()
    {
        AttentionData data = seedData();
        QVERIFY(!addKey(data));
        QCOMPARE(data.keys.size(), 4u);
        QCOMPARE(data.keys.back(), (Vector {0, 0}));
        QCOMPARE(data.values.back(), Vector {0.0});
        QVERIFY(!validate(data));

        QVERIFY(!removeKey(data, 1));
        const AttentionData expected {
            "seed", {0.5, 1}, {{1, 0}, {-1, 0.5}, {0, 0}}, scalarValues({1, -2, 0})};
        QCOMPARE(data, expected);

        const auto missing = removeKey(data, 3);
        QVERIFY(missing);
        QCOMPARE(QString::fromStdString(missing->toString()), "keys[3]: there is no such key");

        while (data.keys.size() > 1)
            QVERIFY(!removeKey(data, 0));
        const AttentionData last = data;
        const auto lastKey = removeKey(data, 0);
        QVERIFY(lastKey);
        QCOMPARE(QString::fromStdString(lastKey->toString()),
            "keys[0]: the last key cannot be removed: attention needs at least one");
        QCOMPARE(data, last);

        while (data.keys.size() < kMaxKeys)
            QVERIFY(!addKey(data));
        const auto full = addKey(data);
        QVERIFY(full);
        QCOMPARE(QString::fromStdString(full->toString()),
            "keys: already 64 keys, the most the app works with");
        QCOMPARE(data.keys.size(), kMaxKeys);
        QVERIFY(!validate(data));
    }

    void snapsToTheGridWithoutBinaryNoise_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("step");
        QTest::addColumn<double>("expected");
        QTest::newRow("tenths") << 0.3141 << 0.1 << 0.3;
        QTest::newRow("three tenths exactly") << 0.2999 << 0.1 << 0.3;
        QTest::newRow("negative") << -1.26 << 0.05 << -1.25;
        QTest::newRow("halves") << 2.74 << 0.5 << 2.5;
        QTest::newRow("whole") << 13.6 << 1.0 << 14.0;
        QTest::newRow("tens") << 44.0 << 10.0 << 40.0;
        QTest::newRow("no negative zero") << -0.01 << 0.1 << 0.0;
        QTest::newRow("no step") << 0.123 << 0.0 << 0.123;
    }
    void snapsToTheGridWithoutBinaryNoise()
    {
        QFETCH(double, x);
        QFETCH(double, step);
        QFETCH(double, expected);
        const double snapped = snapToGrid(x, step);
        QCOMPARE(snapped, expected);
        QVERIFY(!std::signbit(snapped) || snapped < 0);
    }
};

QTEST_APPLESS_MAIN(DataEditTest)
#include "tst_data_edit.moc"
