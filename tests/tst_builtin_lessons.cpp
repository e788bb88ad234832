// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in lessons (docs/lessons.md): each validates, is found by its id
// and listed by the walkthrough in the catalog's order, and teaches what it
// should (the main lesson long, with questions on the worked example).

#include "LessonCatalog.h"
#include "LessonFixtures.h"
#include "LessonReader.h"
#include "WalkthroughModel.h"

#include <QRegularExpression>
#include <QTest>

#include <variant>

using namespace linattn;
using namespace linattn::test;

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void builtInLessonsValidate();
    void builtInLessonContents();
};

void TestLessons::builtInLessonsValidate()
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
    }
    QCOMPARE(LessonCatalog::find("no-such-lesson"), nullptr);

    // The walkthrough lists them in the same order.
    WalkthroughModel walkthrough;
    QCOMPARE(walkthrough.lessons()->rowCount(), int(kBuiltInIds.size()));
    for (int i = 0; i < int(kBuiltInIds.size()); ++i)
        QCOMPARE(walkthrough.lessons()->at(i).id, kBuiltInIds.at(i));
}

void TestLessons::builtInLessonContents()
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
    QVERIFY2(questions(*reassociation) >= 4, qPrintable(QString::number(questions(*reassociation))));
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
                   == ResolvedLessonState{"general", "elu1", 1})
            numberAnswers.push_back(step.question->answer);
    }
    QVERIFY(numberAnswers.size() >= 2);
    QCOMPARE(numberAnswers[0], 5.0);
    QCOMPARE(numberAnswers[1], 1.0);
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_builtin_lessons.moc"
