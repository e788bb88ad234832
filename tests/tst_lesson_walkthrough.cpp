// SPDX-License-Identifier: GPL-3.0-or-later
// Walking the built-in lessons with a WalkthroughModel: every step sets
// exactly the state its JSON says, forwards, backwards and by jumps, also
// after the user moved the controls; starting at a step and leaving.

#include "AttentionModel.h"
#include "LessonFixtures.h"
#include "WalkthroughModel.h"

#include <QTest>

using namespace linattn;
using namespace linattn::test;

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void walkForwards_data();
    void walkForwards();
    void walkBackwards_data();
    void walkBackwards();
    void goToEveryStep_data();
    void goToEveryStep();
    void startAtStepAndLeave();
};

void TestLessons::walkForwards_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<bool>("userMeddles");
    for (const QString &id : kBuiltInIds) {
        QTest::newRow(qPrintable(id)) << id << false;
        QTest::newRow(qPrintable(id + QStringLiteral(", controls changed at every step")))
            << id << true;
    }
}

void TestLessons::walkForwards()
{
    QFETCH(QString, lessonId);
    QFETCH(bool, userMeddles);
    const JsonLesson lesson = jsonLesson(lessonId);
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lessonId));
    QVERIFY(walkthrough.errorMessage().isEmpty());
    for (int i = 0; i < lesson.steps.size(); ++i) {
        const QString mismatch = stepMismatch(walkthrough, attention, lesson, i);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        if (userMeddles)
            disturb(attention);
        walkthrough.next();
    }
    // Next on the last step stays there (and, as for every step, sets its state).
    QCOMPARE(walkthrough.stepIndex(), lesson.steps.size() - 1);
    if (userMeddles) {
        QCOMPARE(attention.presetId(), QStringLiteral("single-key"));
    } else {
        const QString mismatch = stepMismatch(walkthrough, attention, lesson, lesson.steps.size() - 1);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }
}

void TestLessons::walkBackwards_data()
{
    walkForwards_data();
}

void TestLessons::walkBackwards()
{
    QFETCH(QString, lessonId);
    QFETCH(bool, userMeddles);
    const JsonLesson lesson = jsonLesson(lessonId);
    const int last = static_cast<int>(lesson.steps.size()) - 1;
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lessonId));
    walkthrough.goToStep(last);
    for (int i = last; i >= 0; --i) {
        const QString mismatch = stepMismatch(walkthrough, attention, lesson, i);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        // Back restores the state the previous step had set, even after the
        // user moved the controls away from it.
        if (userMeddles)
            disturb(attention);
        walkthrough.back();
    }
    QCOMPARE(walkthrough.stepIndex(), 0);
    if (userMeddles) {
        QCOMPARE(attention.presetId(), QStringLiteral("single-key")); // Back on step 1 does nothing
    } else {
        const QString mismatch = stepMismatch(walkthrough, attention, lesson, 0);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }
}

void TestLessons::goToEveryStep_data()
{
    QTest::addColumn<QString>("lessonId");
    for (const QString &id : kBuiltInIds)
        QTest::newRow(qPrintable(id)) << id;
}

void TestLessons::goToEveryStep()
{
    QFETCH(QString, lessonId);
    const JsonLesson lesson = jsonLesson(lessonId);
    const int count = static_cast<int>(lesson.steps.size());
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lessonId));
    // Every step from every other one: a jump sets the state of the step
    // itself, not of the step before it in the walk.
    for (int from = 0; from < count; ++from) {
        for (int to = 0; to < count; ++to) {
            walkthrough.goToStep(from);
            disturb(attention);
            walkthrough.goToStep(to);
            const QString mismatch = stepMismatch(walkthrough, attention, lesson, to);
            QVERIFY2(mismatch.isEmpty(),
                     qPrintable(QStringLiteral("from step %1: ").arg(from + 1) + mismatch));
        }
    }
    // Out of range: ignored.
    walkthrough.goToStep(1);
    walkthrough.goToStep(-1);
    QCOMPARE(walkthrough.stepIndex(), 1);
    walkthrough.goToStep(count);
    QCOMPARE(walkthrough.stepIndex(), 1);
    const QString mismatch = stepMismatch(walkthrough, attention, lesson, 1);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestLessons::startAtStepAndLeave()
{
    const JsonLesson lesson = jsonLesson(QStringLiteral("reassociation"));
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(!walkthrough.active());

    QVERIFY(!walkthrough.start(QStringLiteral("no-such-lesson")));
    QVERIFY(!walkthrough.active());
    QVERIFY2(walkthrough.errorMessage().contains(QLatin1String("no-such-lesson")),
             qPrintable(walkthrough.errorMessage()));

    QVERIFY(walkthrough.start(lesson.id, 8));
    QVERIFY(walkthrough.errorMessage().isEmpty());
    QString mismatch = stepMismatch(walkthrough, attention, lesson, 8);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    // Beyond the end: the last step.
    QVERIFY(walkthrough.start(lesson.id, 1000));
    mismatch = stepMismatch(walkthrough, attention, lesson, lesson.steps.size() - 1);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));

    // Leaving keeps the window as the step left it; Next and Back do nothing.
    walkthrough.goToStep(4); // fades lines
    QVERIFY(!walkthrough.hiddenLines().isEmpty());
    walkthrough.leave();
    QVERIFY(!walkthrough.active());
    QVERIFY(walkthrough.hiddenLines().isEmpty());
    QCOMPARE(describe(attention), describe(lesson.steps.at(4).state));
    walkthrough.next();
    walkthrough.back();
    walkthrough.goToStep(9);
    QCOMPARE(walkthrough.stepIndex(), 4);
    QCOMPARE(describe(attention), describe(lesson.steps.at(4).state));
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lesson_walkthrough.moc"
