// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers lesson texts quote from the state ({z}) and what a worksheet conceals: the syntax and
// its refusals, the filling, and the sheet's pass worked out by hand on the built-in lessons.

#include "LessonCatalog.h"
#include "LessonModels.h"
#include "lesson.h"
#include "placeholders.h"
#include "typed_numbers.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace linattn;
using linattn::test::LessonModels;

Q_DECLARE_METATYPE(std::vector<linattn::ConcealedPart>)

namespace {

const LessonPlan &builtIn(const std::string &id)
{
    const LessonPlan *plan = LessonCatalog::find(id);
    if (!plan)
        qFatal("no built-in lesson %s", id.c_str());
    return *plan;
}

} // namespace

class TestPlaceholders : public QObject {
    Q_OBJECT

private slots:
    void refusals_data();
    void refusals();
    void filling();
    void lessonFilesAreChecked();
    void sheetConcealment_data();
    void sheetConcealment();
    void windowFillsFromTheDerivationShown();
    void typedNumbers_data();
    void typedNumbers();
};

void TestPlaceholders::refusals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message"); // empty: accepted
    QTest::newRow("none") << "Z₂ = [3, 3]"
                          << "";
    QTest::newRow("line") << "Z₂ = {z}, S₂ = {s}"
                          << "";
    QTest::newRow("numbered key") << "φ(k₁) = {phi-key-1}"
                                  << "";
    QTest::newRow("formula") << "{denominator.formula} = {denominator}"
                             << "";
    QTest::newRow("rank") << "rank {linear-rank} against {softmax-rank}"
                          << "";
    QTest::newRow("slip") << "{zz}"
                          << "unknown placeholder {zz}; did you mean {z}?";
    QTest::newRow("slip in a formula")
        << "{denominatr.formula}"
        << "unknown placeholder {denominatr.formula}; did you mean {denominator.formula}?";
    QTest::newRow("key beyond 63")
        << "{phi-key-64}"
        << "unknown placeholder {phi-key-64} (known: {phi-query}, {phi-key-N}, {z}, {s}, "
           "{denominator}, {numerator}, {output}, {reference}, {difference}, {softmax}, "
           "{parallel}, {chunkwise}, {linear-rank}, {softmax-rank}, each line also as "
           "{LINE.formula})";
    QTest::newRow("empty") << "a {} b"
                           << "an empty placeholder {} at character 3";
    QTest::newRow("unclosed") << "Z = {z"
                              << "a '{' without its '}' at character 5";
    QTest::newRow("nested") << "{z{s}}"
                            << "a '{' without its '}' at character 1";
    QTest::newRow("lone close") << "Z = z}"
                                << "a '}' without its '{' at character 6";
    QTest::newRow("rank formula") << "{linear-rank.formula}"
                                  << "{linear-rank.formula}: a rank has no formula";
}

void TestPlaceholders::refusals()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    const std::optional<std::string> error = checkPlaceholders(text.toStdString());
    QCOMPARE(QString::fromStdString(error.value_or(std::string())), message);
}

void TestPlaceholders::filling()
{
    const auto valueOf = [](const Placeholder &placeholder) -> std::optional<std::string> {
        if (placeholder.line == "z")
            return placeholder.formula ? "Z₀ + φ(k₁)" : "[3, 3]";
        return std::nullopt; // concealed, or not on screen
    };
    QCOMPARE(fillPlaceholders("Z₁ = {z} = {z.formula}; S₁ = {s}.", valueOf),
        std::string("Z₁ = [3, 3] = Z₀ + φ(k₁); S₁ = ?."));
    QCOMPARE(fillPlaceholders("no placeholder", valueOf), std::string("no placeholder"));
    // A filled-in minus is the text's '−'; an exponent keeps its '-'.
    const auto negative = [](const Placeholder &placeholder) -> std::optional<std::string> {
        return placeholder.formula ? "(1 × -1) + (0.5 × -0.5)" : "[-1.25, 1e-6]";
    };
    QCOMPARE(fillPlaceholders("{z.formula} = {z}", negative),
        std::string("(1 × −1) + (0.5 × −0.5) = [−1.25, 1e-6]"));
    const std::vector<Placeholder> found = placeholdersIn("{a} and {b.formula}");
    QCOMPARE(found.size(), std::size_t(2));
    QCOMPARE(found[0].line, std::string("a"));
    QVERIFY(!found[0].formula);
    QCOMPARE(found[1].line, std::string("b"));
    QVERIFY(found[1].formula);
}

void TestPlaceholders::lessonFilesAreChecked()
{
    // Every language's texts are checked, and the step and field are named.
    Lesson lesson = builtIn("reassociation").lesson;
    lesson.steps[7].translations.at("de").hint = "Z = {zz}";
    LessonVocabulary vocabulary;
    vocabulary.keyCountOf = [](std::string_view) { return std::optional<std::size_t>(8); };
    vocabulary.hasFeatureMap = [](std::string_view) { return true; };
    vocabulary.tokenCountOf = [](std::string_view) { return std::optional<std::size_t>(); };
    const auto resolved = resolveLessonStates(lesson, vocabulary);
    const DataError *error = std::get_if<DataError>(&resolved);
    QVERIFY(error);
    QCOMPARE(QString::fromStdString(error->toString()),
        QStringLiteral("step 8: translations.de.question.hint: unknown placeholder {zz}; did "
                       "you mean {z}?"));
}

void TestPlaceholders::sheetConcealment_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step"); // 1-based
    QTest::addColumn<std::vector<ConcealedPart>>("parts");
    using P = ConcealedPart;
    // General with ELU+1 (steps 1–8, 12, 15–18): step 5's faded lines, step 6's softmax and
    // output, step 7's z, s, φ(k), step 12's s, steps 16 and 17's lab results, step 16's
    // orders of growth. Prefixes differ; the problem is the same.
    const std::vector<P> general {P::Denominator, P::Numerator, P::Output, P::Softmax, P::Z, P::S,
        P::PhiKeys, P::LabResults, P::LabOrders};
    QTest::newRow("reassociation 8") << "reassociation" << 8 << general;
    QTest::newRow("reassociation 1") << "reassociation" << 1 << general;
    // All negative with ReLU: step 9's question alone.
    QTest::newRow("reassociation 9") << "reassociation" << 9
                                     << std::vector<P> {P::PhiQuery, P::PhiKeys, P::Z, P::S,
                                            P::Denominator, P::Numerator, P::Availability};
    // All negative with ELU+1 is another problem: nothing asked there.
    QTest::newRow("reassociation 10") << "reassociation" << 10 << std::vector<P> {};
    // seq-general, ELU+1, γ = 1, C = 4: step 8's chunks; C = 3 (step 7) is another problem,
    // with its own chunks question.
    QTest::newRow("three-ways 10") << "three-ways" << 10 << std::vector<P> {P::Chunks};
    QTest::newRow("three-ways 7") << "three-ways" << 7 << std::vector<P> {P::Chunks};
    // γ = 0.5: step 12's weights only.
    QTest::newRow("three-ways 12") << "three-ways" << 12 << std::vector<P> {P::Weights};
}

void TestPlaceholders::sheetConcealment()
{
    QFETCH(QString, lesson);
    QFETCH(int, step);
    QFETCH(std::vector<ConcealedPart>, parts);
    const LessonPlan &plan = builtIn(lesson.toStdString());
    std::vector<ConcealedPart> found
        = sheetConcealedParts(plan.lesson, plan.states, std::size_t(step - 1));
    std::sort(found.begin(), found.end());
    std::sort(parts.begin(), parts.end());
    QCOMPARE(found, parts);
}

void TestPlaceholders::windowFillsFromTheDerivationShown()
{
    LessonModels models;
    WalkthroughModel &walkthrough = models.walkthrough;
    QVERIFY(walkthrough.start(QStringLiteral("reassociation"), 7)); // step 8, prefix 2
    // The seed's numbers at prefix 2, as the derivation writes them.
    QVERIFY2(walkthrough.stepText().contains(
                 QStringLiteral("Z₁ = [3, 3], and because v₁ = 3, S₁ = [2, 1] × 1 + [1, 2] × 3 = "
                                "[5, 7]. The denominator is (1.5 × 3) + (2 × 3) = 10.5, the "
                                "numerator 21.5 and the output 2.0476.")),
        qPrintable(walkthrough.stepText()));
    QSignalSpy texts(&walkthrough, &WalkthroughModel::textsChanged);
    // A worksheet conceals step 7's question here too.
    walkthrough.setConcealingForSheet(true);
    QVERIFY(texts.count() >= 1);
    QVERIFY2(walkthrough.stepText().contains(
                 QStringLiteral("Z₁ = ?, and because v₁ = 3, S₁ = [2, 1] × 1 + ? × 3 = ?. The "
                                "denominator is ? = ?, the numerator ? and the output ?.")),
        qPrintable(walkthrough.stepText()));
    walkthrough.setConcealingForSheet(false);
    QVERIFY(walkthrough.stepText().contains(QStringLiteral("Z₁ = [3, 3]")));
    // The student moves the prefix: the text follows the screen.
    texts.clear();
    models.attention.setPrefix(3);
    QVERIFY(texts.count() >= 1);
    QVERIFY2(!walkthrough.stepText().contains(QStringLiteral("Z₁ = [3, 3]")),
        qPrintable(walkthrough.stepText()));
    // Three-ways step 10: the ranks of the block through the state, concealed on the sheet.
    QVERIFY(walkthrough.start(QStringLiteral("three-ways"), 9));
    QVERIFY2(walkthrough.stepText().contains(QStringLiteral("rank 2 for linear attention")),
        qPrintable(walkthrough.stepText()));
    QVERIFY2(walkthrough.stepText().contains(QStringLiteral("rank 4 for softmax")),
        qPrintable(walkthrough.stepText()));
    walkthrough.setConcealingForSheet(true);
    QVERIFY(walkthrough.concealsChunks());
    QVERIFY2(walkthrough.stepText().contains(QStringLiteral("rank ? for linear attention")),
        qPrintable(walkthrough.stepText()));
}

void TestPlaceholders::typedNumbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("found"); // "typed: placeholders"
    // The state of the seed's example (General, ELU+1, prefix 1): q = [0.5, 1], k₀ = [1, 0],
    // v₀ = 1; 0.75 stands for a computed number that is no input.
    QTest::newRow("vector") << "so Z₁ = [2, 1]." << QStringList {"[2, 1]: phi-key-0 z"};
    QTest::newRow("scalar") << "the denominator is 5" << QStringList {"5: denominator"};
    QTest::newRow("typed precision")
        << "about 0.75, 0.8 or 0.7500"
        << QStringList {"0.75: softmax", "0.8: softmax", "0.7500: softmax"};
    QTest::newRow("a whole number is whole")
        << "not 5.004, and 4.996 is not 5" << QStringList {"5: denominator"};
    QTest::newRow("unicode minus") << "φ(q) = [−1.5, 2]" << QStringList {};
    QTest::newRow("placeholder") << "Z₁ = {z}, denominator {denominator}" << QStringList {};
    QTest::newRow("inputs") << "q = [0.5, 1], k₀ = [1, 0], v₀ = 1 and 0.5" << QStringList {};
    QTest::newRow("scripts and names")
        << "e<sup>5</sup>, k<sub>5</sub>, ELU+5, x5, 5⁴" << QStringList {};
    QTest::newRow("formula in a vector")
        << "[5 − 0.75, 7]" << QStringList {"5: denominator", "0.75: softmax"};
    QTest::newRow("scientific") << "1.5e-300 and 3e-300" << QStringList {"1.5e-300: tiny"};
}

void TestPlaceholders::typedNumbers()
{
    QFETCH(QString, text);
    QFETCH(QStringList, found);
    const std::vector<ComputedValue> computed {{"phi-key-0", {2, 1}}, {"z", {2, 1}},
        {"denominator", {5}}, {"softmax", {0.75}}, {"tiny", {1.5e-300}}};
    const std::vector<std::vector<double>> inputVectors {{0.5, 1}, {1, 0}};
    const std::vector<double> inputNumbers {0.5, 1, 1, 0, 1};
    QStringList got;
    for (const TypedComputedNumber &typed :
        typedComputedNumbers(text.toStdString(), computed, inputVectors, inputNumbers)) {
        QString line = QString::fromStdString(typed.typed) + QLatin1Char(':');
        for (const std::string &placeholder : typed.placeholders)
            line += QLatin1Char(' ') + QString::fromStdString(placeholder);
        got << line;
    }
    QCOMPARE(got, found);
}

QTEST_MAIN(TestPlaceholders)
#include "tst_placeholders.moc"
