// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The nearest-name search behind "unknown key; did you mean state?".
#include "nearest_name.h"

#include <QTest>

#include <string>
#include <vector>

using linattn::editDistance;
using linattn::nearestName;
using linattn::unknownKeyMessage;

namespace {

const std::vector<std::string_view> kStepKeys {
    "title", "text", "state", "highlight", "question", "fade"};
const std::vector<std::string_view> kStateKeys {
    "preset", "featureMap", "prefix", "epsilon", "features", "seed", "orthogonal"};

} // namespace

class TestNearestName : public QObject {
    Q_OBJECT

private slots:
    void distance_data();
    void distance();
    void nearest_data();
    void nearest();
    void tiesGoToTheEarlierName();
    void message_data();
    void message();
};

void TestNearestName::distance_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("expected");
    QTest::newRow("equal") << "state"
                           << "state" << 0;
    QTest::newRow("both empty") << ""
                                << "" << 0;
    QTest::newRow("from empty") << ""
                                << "abc" << 3;
    QTest::newRow("to empty") << "abc"
                              << "" << 3;
    QTest::newRow("deletion") << "stat"
                              << "state" << 1;
    QTest::newRow("insertion") << "statte"
                               << "state" << 1;
    QTest::newRow("substitution") << "valuez"
                                  << "values" << 1;
    QTest::newRow("swap of neighbours") << "titel"
                                        << "title" << 1;
    QTest::newRow("letter too many inside") << "ecxit"
                                            << "exit" << 1;
    QTest::newRow("three edits") << "prefx"
                                 << "preset" << 3;
    QTest::newRow("case counts") << "featuremap"
                                 << "featureMap" << 1;
    QTest::newRow("kitten") << "kitten"
                            << "sitting" << 3;
    QTest::newRow("no repeated edit of a swap") << "ca"
                                                << "abc" << 3;
    QTest::newRow("symmetric") << "abc"
                               << "ca" << 3;
}

void TestNearestName::distance()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, expected);
    QCOMPARE(int(editDistance(a.toStdString(), b.toStdString())), expected);
}

void TestNearestName::nearest_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("inState"); // else among a step's keys
    QTest::addColumn<QString>("expected"); // empty: nothing near
    QTest::newRow("stat") << "stat" << false << "state";
    QTest::newRow("titel") << "titel" << false << "title";
    QTest::newRow("hilight") << "hilight" << false << "highlight";
    QTest::newRow("qestion") << "qestion" << false << "question";
    QTest::newRow("fades") << "fades" << false << "fade";
    QTest::newRow("prefx") << "prefx" << true << "prefix";
    QTest::newRow("featuremap") << "featuremap" << true << "featureMap";
    QTest::newRow("feature") << "feature" << true << "features";
    QTest::newRow("sed") << "sed" << true << "seed";
    QTest::newRow("prefis") << "prefis" << true << "prefix";
    QTest::newRow("too far") << "colour" << false << "";
    QTest::newRow("two edits are too many for 4 letters") << "txtt" << false << "";
    QTest::newRow("one letter") << "x" << false << "";
    QTest::newRow("empty") << "" << false << "";
}

void TestNearestName::nearest()
{
    QFETCH(QString, name);
    QFETCH(bool, inState);
    QFETCH(QString, expected);
    const auto found = nearestName(name.toStdString(), inState ? kStateKeys : kStepKeys);
    QCOMPARE(found ? QString::fromStdString(*found) : QString(), expected);
}

void TestNearestName::tiesGoToTheEarlierName()
{
    QCOMPARE(nearestName("cat", {"bat", "car"}).value_or(""), "bat");
    QCOMPARE(nearestName("cat", {"car", "bat"}).value_or(""), "car");
}

void TestNearestName::message_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("near") << "stat"
                          << "unknown key; did you mean state?";
    QTest::newRow("far") << "colour"
                         << "unknown key (known: title, text, state, highlight, question, fade)";
}

void TestNearestName::message()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(unknownKeyMessage(name.toStdString(), kStepKeys)), expected);
}

QTEST_GUILESS_MAIN(TestNearestName)
#include "tst_nearest_name.moc"
