// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// ProblemModel, the problem the window shows in either view: the step and problem commands move
// the view shown (the prefix and preset, or the token and sequence) and leave the other alone,
// their menu texts and the derivation shown follow the view, and the view's notification comes
// once per change.

#include "ProblemModel.h"

#include "exporters.h"
#include "sequence_exporters.h"

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
    void exportsFollowTheViewShown_data();
    void exportsFollowTheViewShown();
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
    // One signal for the view and the part shown: the derivation and the commands' texts follow it.
    QSignalSpy changed(&problem, &ProblemModel::viewChanged);
    problem.setSequenceView(false);
    QCOMPARE(changed.count(), 0);
    problem.toggleView();
    QCOMPARE(changed.count(), 1);
    QVERIFY(problem.sequenceView());
    QCOMPARE(problem.derivation(), problem.sequence()->derivation());
    problem.setSequenceView(true);
    QCOMPARE(changed.count(), 1);
    problem.toggleView();
    QCOMPARE(changed.count(), 2);
    QVERIFY(!problem.sequenceView());
    QCOMPARE(problem.derivation(), problem.attention()->derivation());
}

void TestProblemModel::featureMapServesBothViews()
{
    ProblemModel problem;
    problem.attention()->setFeatureMapId(QStringLiteral("relu"));
    QCOMPARE(problem.sequence()->featureMapId(), QStringLiteral("relu"));
    QVERIFY(problem.sequence()->setFeatureMapId(QStringLiteral("elu1")));
    QCOMPARE(problem.attention()->featureMapId(), QStringLiteral("elu1"));
}

void TestProblemModel::exportsFollowTheViewShown_data()
{
    QTest::addColumn<bool>("sequenceView");
    QTest::addColumn<QStringList>("charts");
    QTest::addColumn<QString>("fileNameBase");
    QTest::addColumn<QString>("exported");
    QTest::addColumn<QString>("csvLabel");
    QTest::newRow("single query") << false
                                  << QStringList {QStringLiteral("plane"),
                                         QStringLiteral("weights"), QStringLiteral("output")}
                                  << QStringLiteral("general-elu1-prefix2")
                                  << QStringLiteral("Step table up to prefix 2")
                                  << QStringLiteral("Step table as CSV…");
    QTest::newRow("sequence") << true
                              << QStringList {QStringLiteral("sequence-weights"),
                                     QStringLiteral("sequence-output")}
                              << QStringLiteral("seq-general-elu1-gamma1-C4-token2")
                              << QStringLiteral("Every token of the sequence (8 tokens)")
                              << QStringLiteral("Every token as CSV…");
}

// The exports take the part shown: its table as the command line writes it (the single query up
// to its prefix, every token of the sequence), its charts, the name a file is given and the menu's
// words; only the single query's steps are copied to the clipboard.
void TestProblemModel::exportsFollowTheViewShown()
{
    QFETCH(bool, sequenceView);
    ProblemModel problem;
    QVERIFY(problem.sequence()->setSequenceId(QStringLiteral("seq-general")));
    problem.attention()->setPrefix(2);
    problem.sequence()->setToken(2);
    problem.setSequenceView(sequenceView);
    const ProblemPart &part = problem.shownPart();

    QTEST(part.chartNames(), "charts");
    QTEST(part.fileNameBase(), "fileNameBase");
    QTEST(part.exportedTableText(), "exported");
    QTEST(part.tableMenuLabels().value(QStringLiteral("csv")).toString(), "csvLabel");
    for (const ExportFormat format :
        {ExportFormat::Csv, ExportFormat::Json, ExportFormat::Markdown, ExportFormat::Latex}) {
        if (sequenceView) {
            QCOMPARE(part.tableText(format), exportSequence(problem.sequence()->table(), format));
        } else {
            StepTable twoSteps = problem.attention()->fullTable();
            twoSteps.steps.resize(2);
            twoSteps.prefix = 2;
            QCOMPARE(part.tableText(format), exportStepTable(twoSteps, format));
        }
    }
    QCOMPARE(part.tableTsv().isEmpty(), sequenceView);
    QCOMPARE(part.copyRefusal().isEmpty(), !sequenceView);
    if (!sequenceView)
        QCOMPARE(part.tableTsv().count(QLatin1Char('\n')), 3); // the header and two steps
}

QTEST_GUILESS_MAIN(TestProblemModel)
#include "tst_problem_model.moc"
