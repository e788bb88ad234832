// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// What a student hears while a question is open: at every question of every built-in lesson, in
// English and German, in the view the step shows, the real window's accessible tree (every
// name, description and value a screen reader can read, as Qt Quick answers for its items)
// holds none of the numbers the question's answer follows from (AnswerTells): not in a line, a
// cell, a chart's description or a summary. Searched in what is read, not in the code that
// conceals.

#include "AnswerTells.h"
#include "LessonCatalog.h"
#include "MessageLog.h"
#include "WindowLauncher.h"

#include <QAccessible>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTest>

#include <memory>

using namespace linattn;
using namespace linattn::test;

namespace {

// Every text the accessible tree under `node` offers, with where it was found; hidden nodes and
// their children are not read.
void collectTexts(QAccessibleInterface *node, const QString &path, QStringList &texts, int depth)
{
    if (!node || !node->isValid() || depth > 64 || node->state().invisible)
        return;
    const QString here = path + QLatin1Char('/') + node->text(QAccessible::Name);
    for (QAccessible::Text kind : {QAccessible::Name, QAccessible::Description, QAccessible::Value})
        if (const QString text = node->text(kind); !text.isEmpty())
            texts << QStringLiteral("%1: %2").arg(here, text);
    for (int i = 0; i < node->childCount(); ++i)
        collectTexts(node->child(i), here, texts, depth + 1);
}

} // namespace

class TestAnswersHidden : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void accessibleTreeHoldsNoTell_data();
    void accessibleTreeHoldsNoTell();

private:
    std::unique_ptr<QQmlApplicationEngine> engine_;
    std::unique_ptr<WindowLauncher> launcher_;
    MessageLog qmlWarnings_ {
        [](QtMsgType type, const QMessageLogContext &, const QString &message) {
            return type == QtWarningMsg && message.contains(QLatin1String("qrc:/"));
        }};
};

void TestAnswersHidden::initTestCase()
{
    qmlWarnings_.start();
    // As when a screen reader is running: Qt Quick then answers for its items.
    QAccessible::setActive(true);
    engine_ = std::make_unique<QQmlApplicationEngine>();
    launcher_ = std::make_unique<WindowLauncher>();
    QCOMPARE(launcher_->open(*engine_, {}), QString());
    QVERIFY(QTest::qWaitForWindowExposed(launcher_->window()));
}

void TestAnswersHidden::cleanupTestCase()
{
    launcher_.reset();
    engine_.reset();
    QVERIFY2(qmlWarnings_.isEmpty(), qPrintable(qmlWarnings_.joined()));
}

void TestAnswersHidden::accessibleTreeHoldsNoTell_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("language");
    for (const LessonPlan &plan : LessonCatalog::lessons())
        for (std::size_t i = 0; i < plan.lesson.steps.size(); ++i)
            if (plan.lesson.steps[i].question)
                for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")})
                    QTest::addRow(
                        "%s step %zu %s", plan.lesson.id.c_str(), i + 1, qPrintable(language))
                        << QString::fromStdString(plan.lesson.id) << int(i) << language;
}

void TestAnswersHidden::accessibleTreeHoldsNoTell()
{
    QFETCH(QString, lesson);
    QFETCH(int, step);
    QFETCH(QString, language);
    WalkthroughModel &walkthrough = *launcher_->walkthrough();
    walkthrough.setLanguage(language);
    QVERIFY(walkthrough.start(lesson, step));
    const auto leave = qScopeGuard([&walkthrough] { walkthrough.leave(); });
    QVERIFY(walkthrough.hasQuestion());
    // The view the step shows lays itself out (the sequence view is made when first shown).
    QTest::qWait(400);
    const QStringList tells
        = answerTells(walkthrough, *launcher_->model(), *launcher_->sequence(), language);
    // What the step itself gives to work from is no tell.
    const QString given = walkthrough.stepText() + QLatin1Char(' ') + walkthrough.questionPrompt()
        + QLatin1Char(' ') + walkthrough.questionOptions().join(QLatin1Char(' '));
    QStringList texts;
    collectTexts(QAccessible::queryAccessibleInterface(launcher_->window()), QString(), texts, 0);
    QVERIFY2(texts.size() > 50, qPrintable(texts.join(QLatin1Char('\n'))));
    for (const QString &tell : tells) {
        if (given.contains(tell))
            continue;
        const QRegularExpression pattern = tellPattern(tell);
        for (const QString &text : std::as_const(texts))
            QVERIFY2(!text.contains(pattern),
                qPrintable(QStringLiteral("the answer follows from %1, read out at %2")
                               .arg(tell, text.left(400))));
    }
}

QTEST_MAIN(TestAnswersHidden)
#include "tst_answers_hidden.moc"
