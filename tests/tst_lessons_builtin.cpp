// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in lessons (docs/lessons.md): they validate and hold what the
// issue asks of them, and walking every step with a WalkthroughModel sets
// exactly the state the lesson's JSON says, forwards, backwards and by
// jumps, also after the user moved the controls; starting at a step and
// leaving the walkthrough.
//
// The expected state is worked out from the JSON itself (BuiltInLessons.h),
// not taken from the reader.

#include "AttentionModel.h"
#include "BuiltInLessons.h"
#include "ChoiceListModel.h"
#include "LessonCatalog.h"
#include "LessonJson.h"
#include "LessonModels.h"
#include "LessonReader.h"
#include "SequenceModel.h"
#include "WalkthroughModel.h"
#include "feature_map.h"
#include "references.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <variant>

using namespace linattn;
using namespace linattn::test;

class TestBuiltInLessons : public QObject {
    Q_OBJECT

private slots:
    void builtInLessonsValidate();
    void builtInLessonContents();
    void walkForwards_data();
    void walkForwards();
    void walkBackwards_data();
    void walkBackwards();
    void goToEveryStep_data();
    void goToEveryStep();
    void startAtStepAndLeave();
    void threeWaysAnswersAreTheViewsNumbers();
    void correctedTextsStayCorrected_data();
    void correctedTextsStayCorrected();
    void hintsLeaveTheAnswerOpen_data();
    void hintsLeaveTheAnswerOpen();
    void claimsStayCorrected_data();
    void claimsStayCorrected();
    void everyLessonEndsWithItsReferences_data();
    void everyLessonEndsWithItsReferences();
    void referencesFollowTheProblem();
    void softmaxConventionIsSaidWhereSoftmaxFirstAppears_data();
    void softmaxConventionIsSaidWhereSoftmaxFirstAppears();
    void featureMapStepNamesEveryMap();
};

void TestBuiltInLessons::builtInLessonsValidate()
{
    const std::vector<LessonPlan> &lessons = LessonCatalog::lessons();
    QCOMPARE(lessons.size(), std::size_t(kBuiltInIds.size()));
    for (std::size_t i = 0; i < lessons.size(); ++i) {
        QCOMPARE(QString::fromStdString(lessons[i].lesson.id), kBuiltInIds.at(i));
        QCOMPARE(lessons[i].states.size(), lessons[i].lesson.steps.size());
        // The reader accepts the file as it is, and the catalog finds it by id.
        const QString path = QStringLiteral(":/linattn/lessons/%1.json").arg(kBuiltInIds.at(i));
        const auto read = LessonReader::readFile(path);
        QVERIFY2(std::holds_alternative<LessonPlan>(read), qPrintable(errorOf(read)));
        QCOMPARE(LessonCatalog::find(kBuiltInIds.at(i).toStdString()), &lessons[i]);
        // Ids as documented: letters, digits and '-'.
        static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9-]{1,64}$"));
        QVERIFY(idPattern.match(QString::fromStdString(lessons[i].lesson.id)).hasMatch());
        QVERIFY(!lessons[i].lesson.title.empty());
        QVERIFY(!lessons[i].lesson.description.empty());
        // Every number question names what it asks for, so that the reader checks its answer
        // against the step's state ("none" where the state does not compute it: a bound, a cost).
        for (std::size_t step = 0; step < lessons[i].lesson.steps.size(); ++step) {
            const auto &question = lessons[i].lesson.steps[step].question;
            if (question && question->kind == LessonQuestion::Kind::Number)
                QVERIFY2(question->quantity.has_value(),
                    qPrintable(QStringLiteral("%1 step %2 names no quantity")
                                   .arg(kBuiltInIds.at(i))
                                   .arg(step + 1)));
        }
    }
    QCOMPARE(LessonCatalog::find("no-such-lesson"), nullptr);

    // The walkthrough lists them in the same order.
    WalkthroughModel walkthrough;
    QCOMPARE(walkthrough.lessons()->rowCount(), int(kBuiltInIds.size()));
    for (int i = 0; i < int(kBuiltInIds.size()); ++i)
        QCOMPARE(walkthrough.lessons()->at(i).id, kBuiltInIds.at(i));
}

void TestBuiltInLessons::builtInLessonContents()
{
    const LessonPlan *reassociation = LessonCatalog::find("reassociation");
    const LessonPlan *stability = LessonCatalog::find("denominator-stability");
    QVERIFY(reassociation && stability);
    auto questions = [](const LessonPlan &plan) {
        int count = 0;
        for (const LessonStep &step : plan.lesson.steps)
            count += step.question ? 1 : 0;
        return count;
    };
    QVERIFY2(reassociation->lesson.steps.size() >= 10,
        qPrintable(QString::number(reassociation->lesson.steps.size())));
    QVERIFY2(
        questions(*reassociation) >= 4, qPrintable(QString::number(questions(*reassociation))));
    // "Short": well under the main lesson, and at least one question.
    QVERIFY2(stability->lesson.steps.size() <= 8,
        qPrintable(QString::number(stability->lesson.steps.size())));
    QVERIFY(stability->lesson.steps.size() < reassociation->lesson.steps.size());
    QVERIFY(questions(*stability) >= 1);

    // The worked example of the issue: general, elu1, prefix 1, predicting
    // the denominator 5, then the output 1 (then Z₂, still at prefix 1).
    std::vector<double> numberAnswers;
    for (std::size_t i = 0; i < reassociation->lesson.steps.size(); ++i) {
        const LessonStep &step = reassociation->lesson.steps[i];
        if (step.question && step.question->kind == LessonQuestion::Kind::Number
            && reassociation->states[i]
                == ResolvedLessonState {"general", ProblemKind::SingleQuery, "elu1", 1})
            numberAnswers.push_back(step.question->answer);
    }
    QVERIFY(numberAnswers.size() >= 2);
    QCOMPARE(numberAnswers[0], 5.0);
    QCOMPARE(numberAnswers[1], 1.0);
}

void TestBuiltInLessons::walkForwards_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<bool>("userMeddles");
    for (const QString &id : kBuiltInIds) {
        QTest::newRow(qPrintable(id)) << id << false;
        QTest::newRow(qPrintable(id + QStringLiteral(", controls changed at every step")))
            << id << true;
    }
}

void TestBuiltInLessons::walkForwards()
{
    QFETCH(QString, lessonId);
    QFETCH(bool, userMeddles);
    const JsonLesson lesson = jsonLesson(lessonId);
    LessonModels models;
    AttentionModel &attention = models.attention;
    WalkthroughModel &walkthrough = models.walkthrough;
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
        const QString mismatch
            = stepMismatch(walkthrough, attention, lesson, lesson.steps.size() - 1);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }
}

void TestBuiltInLessons::walkBackwards_data()
{
    walkForwards_data();
}

void TestBuiltInLessons::walkBackwards()
{
    QFETCH(QString, lessonId);
    QFETCH(bool, userMeddles);
    const JsonLesson lesson = jsonLesson(lessonId);
    const int last = static_cast<int>(lesson.steps.size()) - 1;
    LessonModels models;
    AttentionModel &attention = models.attention;
    WalkthroughModel &walkthrough = models.walkthrough;
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

void TestBuiltInLessons::goToEveryStep_data()
{
    QTest::addColumn<QString>("lessonId");
    for (const QString &id : kBuiltInIds)
        QTest::newRow(qPrintable(id)) << id;
}

void TestBuiltInLessons::goToEveryStep()
{
    QFETCH(QString, lessonId);
    const JsonLesson lesson = jsonLesson(lessonId);
    const int count = static_cast<int>(lesson.steps.size());
    LessonModels models;
    AttentionModel &attention = models.attention;
    WalkthroughModel &walkthrough = models.walkthrough;
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

void TestBuiltInLessons::startAtStepAndLeave()
{
    const JsonLesson lesson = jsonLesson(QStringLiteral("reassociation"));
    LessonModels models;
    AttentionModel &attention = models.attention;
    WalkthroughModel &walkthrough = models.walkthrough;
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

// three-ways' questions, answered from the sequence view's own numbers at each step's state:
// S₂'s second coordinate, the block through the state, its rank, the decay factor of a key three
// tokens back (from the weight matrices at γ = 0.5 and γ = 1) and ReLU's gap.
void TestBuiltInLessons::threeWaysAnswersAreTheViewsNumbers()
{
    LessonModels models;
    SequenceModel &sequence = models.sequence;
    WalkthroughModel &walkthrough = models.walkthrough;
    const LessonPlan *plan = LessonCatalog::find("three-ways");
    QVERIFY(plan);
    QVERIFY(walkthrough.start(QStringLiteral("three-ways")));
    int checked = 0;
    for (int i = 0; i < walkthrough.stepCount(); ++i) {
        walkthrough.goToStep(i);
        QCOMPARE(
            walkthrough.problem()->sequenceView(), plan->states[std::size_t(i)].showsSequence());
        const LessonStep &step = plan->lesson.steps[std::size_t(i)];
        if (!step.question)
            continue;
        QVERIFY(walkthrough.problem()->sequenceView());
        const LessonQuestion &question = *step.question;
        const QString prompt = QString::fromStdString(question.prompt);
        if (prompt.contains(QStringLiteral("S₂"))) {
            QCOMPARE(sequence.token(), 2); // tokens and states are numbered from 0
            QCOMPARE(sequence.stateS().value.toList().at(1).toDouble(), question.answer);
        } else if (prompt.contains(QStringLiteral("which block"))) {
            QVERIFY(sequence.rankSummary().contains(QStringLiteral("rows 4–7 × columns 0–3")));
            QCOMPARE(question.correctOption, std::size_t {1});
        } else if (prompt.contains(QStringLiteral("rank"))) {
            QCOMPARE(double(sequence.linearBlockRank()), question.answer);
            QCOMPARE(sequence.featureCount(), 2);
        } else if (prompt.contains(QStringLiteral("decay"))) {
            // Row 3's weight of k₀ against that of k₃, at this γ and at γ = 1: the ratio of the
            // two ratios is the decay's factor, whatever the normalisation.
            const auto ratio = [&sequence] {
                const QVariantList row = sequence.linearWeights().at(3).toList();
                return row.at(0).toDouble() / row.at(3).toDouble();
            };
            QCOMPARE(sequence.token(), 3);
            const double decayed = ratio();
            QVERIFY(sequence.setDecayText(QStringLiteral("1")));
            const double kept = ratio();
            QVERIFY(std::abs(decayed / kept - question.answer) <= question.tolerance);
            walkthrough.goToStep(i);
        } else if (prompt.contains(QStringLiteral("how many times fewer"))) {
            // N²·d / (N·C·d + N·d²) = N / (C + d) at N = 4096, C = d = 64, worked out by hand.
            QCOMPARE(question.answer, 32.0);
            QVERIFY(prompt.contains(QStringLiteral("N = 4096")));
            QVERIFY(prompt.contains(QStringLiteral("d = 64")));
            QVERIFY(prompt.contains(QStringLiteral("C = 64")));
        } else if (prompt.contains(QStringLiteral("defined"))) {
            QCOMPARE(sequence.featureMapId(), QStringLiteral("relu"));
            QVERIFY(!sequence.available());
            QCOMPARE(question.correctOption, std::size_t {1});
        } else {
            QFAIL(qPrintable(
                QStringLiteral("step %1: a question this test does not know").arg(i + 1)));
        }
        ++checked;
    }
    QCOMPARE(checked, 6);
}

namespace {

enum class Fields { BeforeAnswering, WithHint, Every };

// Fields of step `step` (1-based) of built-in lesson `lesson` in `language`: before answering the
// text, the prompt and the options; with the hint, what a student who asks for it reads before
// answering; every field adds the title, the hint and the explanation.
// No-break spaces read as plain ones; empty when there is no such lesson.
QString stepFields(const QString &lesson, int step, const QString &language, Fields which)
{
    const LessonPlan *plan = LessonCatalog::find(lesson.toStdString());
    if (!plan)
        return {};
    const LessonStepTexts texts
        = stepTexts(plan->lesson.steps.at(std::size_t(step - 1)), language.toStdString());
    QString read = QString::fromStdString(texts.text + " " + texts.prompt);
    for (const std::string &option : texts.options)
        read += QLatin1Char(' ') + QString::fromStdString(option);
    if (which == Fields::WithHint)
        read += QString::fromStdString(" " + texts.hint);
    if (which == Fields::Every)
        read += QString::fromStdString(
            " " + texts.title + " " + texts.hint + " " + texts.explanation);
    read.replace(QChar(0xa0), QLatin1Char(' '));
    read.replace(QChar(0x202f), QLatin1Char(' '));
    return read;
}

// The check of both text tests: the current row's `was` is in none of the step's `which` fields.
void verifyTextGone(Fields which)
{
    QFETCH(QString, lesson);
    QFETCH(int, step);
    QFETCH(QString, language);
    QFETCH(QString, was);
    const QString read = stepFields(lesson, step, language, which);
    QVERIFY(!read.isEmpty());
    QVERIFY2(!read.contains(was), qPrintable(read));
}

} // namespace

void TestBuiltInLessons::correctedTextsStayCorrected_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step"); // 1-based
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("was"); // a text the step no longer holds, in any of its fields
    // One numbering in both views: tokens from 0 as the keys are, Sₜ the state after token t.
    QTest::newRow("three-ways 2: tokens from 1") << "three-ways" << 2 << "en"
                                                 << "Tokens count from 1";
    QTest::newRow("three-ways 2: Token ab 1") << "three-ways" << 2 << "de"
                                              << "Token zählen ab 1";
    QTest::newRow("three-ways 4: S₀ = 0") << "three-ways" << 4 << "en"
                                          << "S₀ = Z₀ = 0";
    QTest::newRow("three-ways 4: Token 1 und 2")
        << "three-ways" << 4 << "de"
        << "Die Token 1 und 2 sind die Schlüssel k₀ und k₁";
    QTest::newRow("reassociation 8: Z₂ after k₁") << "reassociation" << 8 << "en"
                                                  << "Z₂ = ";
    QTest::newRow("reassociation 8: Zeile 2") << "reassociation" << 8 << "de"
                                              << "Zeile 2 der Schritttabelle";
    // The slope the question asks for was printed above it, and "quadratic" in the prompt.
    QTest::newRow("reassociation 16: slope 2") << "reassociation" << 16 << "en"
                                               << "slope 2";
    QTest::newRow("reassociation 16: Steigung 2") << "reassociation" << 16 << "de"
                                                  << "Steigung 2";
    QTest::newRow("reassociation 16: quadratic") << "reassociation" << 16 << "en"
                                                 << "quadratic";
    QTest::newRow("reassociation 16: quadratischen") << "reassociation" << 16 << "de"
                                                     << "quadratischen";
    // The blocked kernels keep no N × N scores; their time grows quadratically.
    QTest::newRow("reassociation 16: scores grow") << "reassociation" << 16 << "en"
                                                   << "scores grow with N²";
    QTest::newRow("reassociation 16: Scores wachsen") << "reassociation" << 16 << "de"
                                                      << "Scores wachsen mit N²";
    // Numbers a later step gives away on a worksheet are quoted from the state.
    QTest::newRow("reassociation 8: Z₂ typed") << "reassociation" << 8 << "en"
                                               << "Z₂ = [3, 3]";
    QTest::newRow("reassociation 8: Z₂ getippt") << "reassociation" << 8 << "de"
                                                 << "Z₂ = [3, 3]";
    // The linear rank is at most m whatever C is, not always 2 (at C = 1 it is 1).
    QTest::newRow("three-ways 10: rank 2") << "three-ways" << 10 << "en"
                                           << "rank 2";
    QTest::newRow("three-ways 10: Rang 2") << "three-ways" << 10 << "de"
                                           << "Rang 2";
    // Step 3 printed step 2's answer and its own.
    QTest::newRow("choosing 3: −1.25") << "choosing-a-feature-map" << 3 << "en"
                                       << "from −1.25";
    QTest::newRow("choosing 3: von −1.25") << "choosing-a-feature-map" << 3 << "de"
                                           << "von −1.25";
    QTest::newRow("choosing 3: −19 text") << "choosing-a-feature-map" << 3 << "en"
                                          << "yet the output is −19";
    QTest::newRow("choosing 3: −19 Text") << "choosing-a-feature-map" << 3 << "de"
                                          << "doch die Ausgabe ist −19";
    // The question asks which keys ReLU zeroes; the text named them.
    QTest::newRow("reassociation 13: negative keys named") << "reassociation" << 13 << "en"
                                                           << "negative in every coordinate";
    QTest::newRow("reassociation 13: negative Schlüssel genannt") << "reassociation" << 13 << "de"
                                                                  << "in jeder Koordinate negativ";
    // The question asks whether the output can leave the values' range; the text said a score
    // is negative (and called it a weight).
    QTest::newRow("choosing 3: k₀'s is negative") << "choosing-a-feature-map" << 3 << "en"
                                                  << "while k₀'s is still negative";
    QTest::newRow("choosing 3: das von k₀ negativ") << "choosing-a-feature-map" << 3 << "de"
                                                    << "das von k₀ bleibt negativ";
    // The question asks whether token 2 is defined; the text said a negative query gives [0, 0].
    QTest::newRow("three-ways 14: φ(qₜ) = [0, 0]") << "three-ways" << 14 << "en"
                                                   << "a wholly negative query has φ(qₜ) = [0, 0]";
    QTest::newRow("three-ways 14: ganz negative Anfrage")
        << "three-ways" << 14 << "de"
        << "ganz negative Anfrage hat φ(qₜ) = [0, 0]";
    // S₁ = [5, 7] is the first lesson's prefix 2 (its keys k₀, k₁); the step asks for S₂ instead.
    QTest::newRow("three-ways 4: S₁ again") << "three-ways" << 4 << "en"
                                            << "coordinate of S₁";
    QTest::newRow("three-ways 4: S₁ noch einmal") << "three-ways" << 4 << "de"
                                                  << "Koordinate von S₁";
    // The rank through a state of m features is at most m: the question asks for that bound.
    QTest::newRow("three-ways 7: exactly the rank") << "three-ways" << 7 << "en"
                                                    << "predict the rank of that";
    QTest::newRow("three-ways 7: genau den Rang") << "three-ways" << 7 << "de"
                                                  << "den Rang dieses 3 × 3-Blocks voraus";
}

void TestBuiltInLessons::correctedTextsStayCorrected()
{
    // What the student reads before answering: the text, the prompt and the options.
    verifyTextGone(Fields::BeforeAnswering);
}

void TestBuiltInLessons::hintsLeaveTheAnswerOpen_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step"); // 1-based
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>(
        "was"); // a text the step's hint, text, prompt and options no longer hold
    // The question asks whether a denominator of 1e-300 makes the output Unavailable.
    QTest::newRow("denominator-stability 5: only when exactly 0")
        << "denominator-stability" << 5 << "en"
        << "only when the denominator is exactly 0";
    QTest::newRow("denominator-stability 5: nur, wenn genau 0")
        << "denominator-stability" << 5 << "de"
        << "nur, wenn der Nenner genau 0 ist";
}

void TestBuiltInLessons::hintsLeaveTheAnswerOpen()
{
    verifyTextGone(Fields::WithHint);
}

void TestBuiltInLessons::claimsStayCorrected_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step"); // 1-based
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("was"); // a claim the step no longer makes, in any field
    // The app offers five maps, not two.
    QTest::newRow("reassociation 2: two maps") << "reassociation" << 2 << "en"
                                               << "offers two maps";
    QTest::newRow("reassociation 2: zwei Feature-Maps") << "reassociation" << 2 << "de"
                                                        << "bietet zwei Feature-Maps";
    // What must not be negative is the score φ(q)·φ(k); a non-negative φ is sufficient only.
    QTest::newRow("reassociation 2: φ is never negative") << "reassociation" << 2 << "en"
                                                          << "φ is never negative, so";
    QTest::newRow("reassociation 2: φ ist nie negativ") << "reassociation" << 2 << "de"
                                                        << "φ ist nie negativ, also";
    QTest::newRow("choosing 3: only a non-negative φ") << "choosing-a-feature-map" << 3 << "en"
                                                       << "Only a non-negative φ";
    QTest::newRow("choosing 3: nur ein nicht negatives φ") << "choosing-a-feature-map" << 3 << "de"
                                                           << "Nur ein nicht negatives φ";
    // The paper's reason for ELU+1 is its gradients, not the denominator.
    QTest::newRow("denominator-stability 7: why the paper") << "denominator-stability" << 7 << "en"
                                                            << "which is why the paper uses ELU+1";
    QTest::newRow("denominator-stability 7: deshalb das Paper")
        << "denominator-stability" << 7 << "de"
        << "deshalb verwendet das Paper ELU+1";
    // The two forms agree up to rounding, not exactly (2.2e-16 at prefix 4).
    QTest::newRow("reassociation 15: difference is 0") << "reassociation" << 15 << "en"
                                                       << "the difference is 0";
    QTest::newRow("reassociation 15: Differenz ist 0") << "reassociation" << 15 << "de"
                                                       << "die Differenz ist 0";
    // The state holds m·d_v + m numbers; d² + d only where m = d_v = d, which the text says.
    QTest::newRow("reassociation 16: d² + d numbers") << "reassociation" << 16 << "en"
                                                      << "stay d² + d numbers";
    QTest::newRow("reassociation 16: d² + d Zahlen") << "reassociation" << 16 << "de"
                                                     << "jedes N d² + d Zahlen";
    QTest::newRow("reassociation 17: d² + d numbers") << "reassociation" << 17 << "en"
                                                      << "once, d² + d numbers";
    QTest::newRow("reassociation 17: d² + d Zahlen") << "reassociation" << 17 << "de"
                                                     << "einmal, d² + d Zahlen";
    // The stateful-softmax figures are batched throughput (supplementary Table 4), not "fair".
    QTest::newRow("reassociation 17: fair baseline") << "reassociation" << 17 << "en"
                                                     << "fair baseline";
    QTest::newRow("reassociation 17: fairen Vergleich") << "reassociation" << 17 << "de"
                                                        << "fairen Vergleich";
    // The linear rank is bounded by min(m, C, earlier keys): it separates the forms only for C > m.
    QTest::newRow("three-ways 10: however large C is") << "three-ways" << 10 << "en"
                                                       << "however large C is";
    QTest::newRow("three-ways 10: wie groß C auch ist") << "three-ways" << 10 << "de"
                                                        << "wie groß C auch ist,";
    // Decay moves the weight to the diagonal (row 4: .267 .267 .166 .300 → .069 .138 .172 .621).
    QTest::newRow("three-ways 12: first column") << "three-ways" << 12 << "en"
                                                 << "towards its first column";
    QTest::newRow("three-ways 12: erste Spalte") << "three-ways" << 12 << "de"
                                                 << "zu ihrer ersten Spalte";
    // RetNet has neither φ nor Z: the app's decay is a normalised variant of it.
    QTest::newRow("three-ways 12: retention-style") << "three-ways" << 12 << "en"
                                                    << "Retention-style models multiply the state";
    QTest::newRow("three-ways 12: Retention-artige") << "three-ways" << 12 << "de"
                                                     << "Retention-artige Modelle";
    // At γ = 1 linear attention already gives key 1 only 0.051: sharpness, not decay.
    QTest::newRow("three-ways 13: still counts") << "three-ways" << 13 << "en"
                                                 << "At γ = 1 it still counts";
    QTest::newRow("three-ways 13: zählt er noch") << "three-ways" << 13 << "de"
                                                  << "Bei γ = 1 zählt er bei Token 48 noch";
    // Titles are cited as published, so that a student can find the paper.
    QTest::newRow("reassociation 17: Transformer sind RNNs") << "reassociation" << 17 << "de"
                                                             << "Transformer sind RNNs";
}

void TestBuiltInLessons::claimsStayCorrected()
{
    verifyTextGone(Fields::Every);
}

// Each built-in lesson ends with the papers it draws on, as the JSON file lists them, the
// running-sum form's paper among them: on its last step, and on no other.
void TestBuiltInLessons::everyLessonEndsWithItsReferences_data()
{
    QTest::addColumn<QString>("lessonId");
    for (const QString &id : kBuiltInIds)
        QTest::newRow(qPrintable(id)) << id;
}

void TestBuiltInLessons::everyLessonEndsWithItsReferences()
{
    QFETCH(QString, lessonId);
    const JsonLesson lesson = jsonLesson(lessonId);
    QStringList fromFile;
    const QJsonObject root = QJsonDocument::fromJson(readResource(lessonId)).object();
    for (const QJsonValue &reference : root.value(QLatin1String("references")).toArray()) {
        const QJsonObject fields = reference.toObject();
        fromFile << QStringLiteral("%1 (%2). %3. %4.")
                        .arg(fields.value(QLatin1String("authors")).toString())
                        .arg(fields.value(QLatin1String("year")).toInt())
                        .arg(fields.value(QLatin1String("title")).toString(),
                            fields.value(QLatin1String("venue")).toString());
    }
    QVERIFY(!fromFile.isEmpty());
    QVERIFY2(
        fromFile.filter(QStringLiteral("A. Katharopoulos, A. Vyas, N. Pappas, F. Fleuret "
                                       "(2020). Transformers are RNNs: Fast Autoregressive "
                                       "Transformers with Linear Attention."))
                .size()
            == 1,
        qPrintable(fromFile.join(QLatin1Char('\n'))));
    // Cited word for word as the program cites the papers elsewhere (the handout).
    const std::vector<LessonReference> known {references::kVaswani2017,
        references::kKatharopoulos2020, references::kChoromanski2021, references::kSun2023,
        references::kYang2024, references::kDaoGu2024, references::kSchlag2021,
        references::kYang2024Delta, references::kYang2025Gated};
    for (const LessonReference &reference :
        LessonCatalog::find(lessonId.toStdString())->lesson.references)
        QVERIFY2(std::find(known.begin(), known.end(), reference) != known.end(),
            citation(reference).c_str());
    LessonModels models;
    WalkthroughModel &walkthrough = models.walkthrough;
    QVERIFY(walkthrough.start(lessonId));
    const int last = int(lesson.steps.size()) - 1;
    for (int i = 0; i < last; ++i) {
        walkthrough.goToStep(i);
        QVERIFY2(walkthrough.stepReferences().isEmpty(), qPrintable(QString::number(i + 1)));
    }
    QSignalSpy stepChanged(&walkthrough, &WalkthroughModel::stepChanged);
    walkthrough.goToStep(last);
    QCOMPARE(stepChanged.count(), 1);
    QCOMPARE(walkthrough.stepReferences(), fromFile);
    // The lesson strip's short line names the same papers, first authors and years.
    QVERIFY2(walkthrough.stepReferencesLine().startsWith(
                 QStringLiteral("Vaswani et al. 2017 · Katharopoulos et al. 2020"))
            || walkthrough.stepReferencesLine().startsWith(
                QStringLiteral("Katharopoulos et al. 2020")),
        qPrintable(walkthrough.stepReferencesLine()));
    QCOMPARE(walkthrough.stepReferencesLine().count(QStringLiteral(" · ")), fromFile.size() - 1);
    walkthrough.goToStep(0);
    QVERIFY(walkthrough.stepReferencesLine().isEmpty());
}

// A page about one problem cites what it shows: softmax and linear attention always, FAVOR+ for
// its map, the chunkwise form for a sequence, the decay's papers when γ < 1.
void TestBuiltInLessons::referencesFollowTheProblem()
{
    using namespace references;
    using List = std::vector<LessonReference>;
    QVERIFY(referencesFor("elu1", false) == (List {kVaswani2017, kKatharopoulos2020}));
    // Short: one author, two joined by "&", more "et al.".
    QCOMPARE(shortCitation(kDaoGu2024), std::string("Dao & Gu 2024"));
    QCOMPARE(shortCitation(kKatharopoulos2020), std::string("Katharopoulos et al. 2020"));
    QCOMPARE(
        shortCitation(LessonReference {"R. Sutton", 1988, "T", "V"}), std::string("Sutton 1988"));
    QVERIFY(referencesFor("favor", false)
        == (List {kVaswani2017, kKatharopoulos2020, kChoromanski2021}));
    QVERIFY(
        referencesFor("relu", true, 1.0) == (List {kVaswani2017, kKatharopoulos2020, kYang2024}));
    QVERIFY(referencesFor("elu1", true, 0.5)
        == (List {kVaswani2017, kKatharopoulos2020, kSun2023, kDaoGu2024, kYang2024}));
}

// Softmax first appears in reassociation step 1: it says which scores the views exponentiate
// (q·k, without the 1/√d of the paper and of the labs' kernels).
void TestBuiltInLessons::softmaxConventionIsSaidWhereSoftmaxFirstAppears_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("unscaled");
    QTest::newRow("en") << "en"
                        << "leave that scale out";
    QTest::newRow("de") << "de"
                        << "lassen diesen Faktor weg";
}

void TestBuiltInLessons::softmaxConventionIsSaidWhereSoftmaxFirstAppears()
{
    QFETCH(QString, language);
    QFETCH(QString, unscaled);
    const QString text
        = stepFields(QStringLiteral("reassociation"), 1, language, Fields::BeforeAnswering);
    QVERIFY2(text.contains(QStringLiteral("e<sup>q·k</sup>")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("√d")), qPrintable(text));
    QVERIFY2(text.contains(unscaled), qPrintable(text));
}

// Reassociation step 2 introduces the feature maps: it names every map the program offers.
void TestBuiltInLessons::featureMapStepNamesEveryMap()
{
    const auto squeezed = [](QString text) {
        text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
        text.remove(QRegularExpression(QStringLiteral("\\s")));
        return text.toLower();
    };
    const QString text = squeezed(
        stepFields(QStringLiteral("reassociation"), 2, QStringLiteral("en"), Fields::Every));
    QVERIFY(featureMaps().size() >= 5);
    for (const FeatureMap *map : featureMaps())
        QVERIFY2(text.contains(squeezed(QString::fromStdString(map->title()))),
            qPrintable(QString::fromStdString(map->title())));
}

QTEST_GUILESS_MAIN(TestBuiltInLessons)
#include "tst_lessons_builtin.moc"
