// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// ProblemModel, the problem the window shows in either view: the step and problem commands move
// the view shown (the prefix and preset, or the token and sequence) and leave the other alone,
// their menu texts and the derivation shown follow the view, and the view's notification comes
// once per change.

#include "ProblemModel.h"

#include <QSignalSpy>
#include <QTest>

using namespace linattn;

class TestProblemModel : public QObject {
    Q_OBJECT

private slots:
    void startsOnTheSingleQuery();
    void commandsMoveTheViewShown_data();
    void commandsMoveTheViewShown();
    void viewChangeIsNotifiedOnce();
    void featureMapServesBothViews();
};

void TestProblemModel::startsOnTheSingleQuery()
{
    ProblemModel problem;
    QVERIFY(!problem.sequenceView());
    QCOMPARE(problem.derivation(), problem.attention()->derivation());
    QCOMPARE(problem.nextStepText(), QStringLiteral("Next prefix"));
    QCOMPARE(problem.previousStepText(), QStringLiteral("Previous prefix"));
    QCOMPARE(problem.nextProblemText(), QStringLiteral("Next preset"));
    // The seed's worked example: preset general, ELU+1, prefix 1.
    QCOMPARE(problem.attention()->presetId(), QStringLiteral("general"));
    QCOMPARE(problem.attention()->featureMapId(), QStringLiteral("elu1"));
    QCOMPARE(problem.attention()->prefix(), 1);
    QCOMPARE(problem.attention()->output().text, QStringLiteral("1"));
}

void TestProblemModel::commandsMoveTheViewShown_data()
{
    QTest::addColumn<bool>("sequenceView");
    QTest::newRow("single query") << false;
    QTest::newRow("sequence") << true;
}

void TestProblemModel::commandsMoveTheViewShown()
{
    QFETCH(bool, sequenceView);
    ProblemModel problem;
    AttentionModel &attention = *problem.attention();
    SequenceModel &sequence = *problem.sequence();
    problem.setSequenceView(sequenceView);
    QCOMPARE(problem.derivation(), sequenceView ? sequence.derivation() : attention.derivation());
    QCOMPARE(problem.nextStepText(),
        sequenceView ? QStringLiteral("Next token") : QStringLiteral("Next prefix"));
    QCOMPARE(problem.nextProblemText(),
        sequenceView ? QStringLiteral("Next sequence") : QStringLiteral("Next preset"));

    const QString presetId = attention.presetId();
    const QString sequenceId = sequence.sequenceId();
    const int prefix = attention.prefix();
    const int token = sequence.token();

    problem.nextStep();
    problem.nextStep();
    QCOMPARE(attention.prefix(), sequenceView ? prefix : prefix + 2);
    QCOMPARE(sequence.token(), sequenceView ? token + 2 : token);
    problem.previousStep();
    QCOMPARE(attention.prefix(), sequenceView ? prefix : prefix + 1);
    QCOMPARE(sequence.token(), sequenceView ? token + 1 : token);

    problem.nextProblem();
    QCOMPARE(attention.presetId() != presetId, !sequenceView);
    QCOMPARE(sequence.sequenceId() != sequenceId, sequenceView);
    problem.previousProblem();
    QCOMPARE(attention.presetId(), presetId);
    QCOMPARE(sequence.sequenceId(), sequenceId);
    // Round the list: previous from the first is the last.
    problem.previousProblem();
    if (sequenceView)
        QCOMPARE(sequence.sequenceIndex(), sequence.sequences()->rowCount() - 1);
    else
        QCOMPARE(attention.presetIndex(), attention.presets()->rowCount() - 1);
}

void TestProblemModel::viewChangeIsNotifiedOnce()
{
    ProblemModel problem;
    QSignalSpy changed(&problem, &ProblemModel::sequenceViewChanged);
    problem.setSequenceView(false);
    QCOMPARE(changed.count(), 0);
    problem.toggleView();
    QCOMPARE(changed.count(), 1);
    QVERIFY(problem.sequenceView());
    problem.setSequenceView(true);
    QCOMPARE(changed.count(), 1);
    problem.toggleView();
    QCOMPARE(changed.count(), 2);
    QVERIFY(!problem.sequenceView());
}

void TestProblemModel::featureMapServesBothViews()
{
    ProblemModel problem;
    problem.attention()->setFeatureMapId(QStringLiteral("relu"));
    QCOMPARE(problem.sequence()->featureMapId(), QStringLiteral("relu"));
    QVERIFY(problem.sequence()->setFeatureMapId(QStringLiteral("elu1")));
    QCOMPARE(problem.attention()->featureMapId(), QStringLiteral("elu1"));
}

QTEST_GUILESS_MAIN(TestProblemModel)
#include "tst_problem_model.moc"
