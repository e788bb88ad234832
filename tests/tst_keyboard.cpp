// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The real window by keyboard alone: Tab walks the controls in layout order,
// the arrow keys drive the model, and every shortcut a teacher uses live
// (KeyboardShortcuts.qml) does its work; the data editor is usable by keys.
#include "AttentionModel.h"
#include "ExportController.h"
#include "MessageLog.h"
#include "QuickItems.h"
#include "WalkthroughModel.h"
#include "WindowLauncher.h"
#include "WindowState.h"

#include <QAccessible>
#include <QApplication>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using linattn::AttentionModel;
using linattn::test::findItem;

class TestKeyboard : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void tabWalksTheControlsInOrder();
    void arrowKeysDriveTheModel();
    void escapeInTheAnswerFieldKeepsTheLesson();
    void lessonEventsAreAnnounced();
    void leavingWithAnswersAndRevealingAskFirst();
    void comingBackToALessonResumesIt();
    void shortcutsDriveTheModel_data();
    void shortcutsDriveTheModel();
    void shortcutsChangeTheView_data();
    void shortcutsChangeTheView();
    void shortcutsSheetOpensWithF1AndQuestionMark_data();
    void shortcutsSheetOpensWithF1AndQuestionMark();
    void walkthroughStartsWithCtrlL();
    void ctrlQQuitsWithTheLabOpen();
    void lessonsMenuSwitchesLessonsFromTheSequenceView();
    void exportMessageIsShownOnce();
    void stepListFollowsTheStep();
    void dataEditorIsUsableByKeyboard();
    void derivationIsAListToMoveThrough();
    void menuItemsAreReadOnce();
    void tabReachesEveryControlOnceAndEachHasAName_data();
    void tabReachesEveryControlOnceAndEachHasAName();

private:
    QString focusedName() const;
    void pressTabUntil(const QString &objectName);

    QQmlApplicationEngine *engine_ = nullptr;
    linattn::WindowLauncher *launcher_ = nullptr;
    // QML warnings (binding loops, polish loops, TypeErrors) seen during a test.
    linattn::test::MessageLog qmlWarnings_ {
        [](QtMsgType type, const QMessageLogContext &, const QString &message) {
            return type == QtWarningMsg && message.contains(QLatin1String("qrc:/"));
        }};
};

void TestKeyboard::init()
{
    qmlWarnings_.start();
    // As when a screen reader is running: Qt Quick then answers for its items.
    QAccessible::setActive(true);
    engine_ = new QQmlApplicationEngine;
    launcher_ = new linattn::WindowLauncher;
    QCOMPARE(launcher_->open(*engine_, {}), QString());
    launcher_->window()->requestActivate();
    QVERIFY(QTest::qWaitForWindowExposed(launcher_->window()));
}

void TestKeyboard::cleanup()
{
    delete launcher_;
    delete engine_;
    QVERIFY2(qmlWarnings_.isEmpty(), qPrintable(qmlWarnings_.joined()));
}

QString TestKeyboard::focusedName() const
{
    QQuickItem *item = launcher_->window()->activeFocusItem();
    // The spin box's text field has the focus on the spin box's behalf.
    while (item && item->objectName().isEmpty())
        item = item->parentItem();
    return item ? item->objectName() : QString();
}

void TestKeyboard::tabWalksTheControlsInOrder()
{
    QQuickItem *presetBox = launcher_->window()->findChild<QQuickItem *>("presetBox");
    QVERIFY(presetBox);
    presetBox->forceActiveFocus(Qt::TabFocusReason);
    QCOMPARE(focusedName(), QStringLiteral("presetBox"));
    for (const char *expected : {"editDataButton", "featureMapBox", "featureMapSettingsButton",
             "prefixSlider", "prefixSpinBox"}) {
        QTest::keyClick(launcher_->window(), Qt::Key_Tab);
        QCOMPARE(focusedName(), QString::fromLatin1(expected));
    }
}

// three-ways step 4 asks for S₃'s second coordinate. Esc in the answer field clears it, then
// leaves the field for Next: the lesson stays, its question open, S₃ still concealed. Only
// Esc outside a text field leaves, and with no answer given it does not ask.
void TestKeyboard::escapeInTheAnswerFieldKeepsTheLesson()
{
    linattn::WalkthroughModel *walkthrough = launcher_->walkthrough();
    QVERIFY(walkthrough->start(QStringLiteral("three-ways"), 3));
    QQuickWindow *window = launcher_->window();
    QQuickItem *field = window->findChild<QQuickItem *>(QStringLiteral("answerField"));
    QVERIFY(field);
    QTRY_VERIFY(field->isVisible());
    field->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_6);
    QCOMPARE(field->property("text").toString(), QStringLiteral("6"));
    QTest::keyClick(window, Qt::Key_Escape);
    QVERIFY(walkthrough->active());
    QCOMPARE(field->property("text").toString(), QString());
    QVERIFY(walkthrough->concealedLines().contains(QStringLiteral("s")));
    QCOMPARE(walkthrough->answerState(), QStringLiteral("unanswered"));
    QTest::keyClick(window, Qt::Key_Escape);
    QVERIFY(walkthrough->active());
    QCOMPARE(focusedName(), QStringLiteral("nextButton"));
    QTest::keyClick(window, Qt::Key_Escape);
    QVERIFY(!walkthrough->active());
}

// What a live region said, each time it spoke (a change of LiveRegion's `said`, the name a screen
// reader is sent as an alert's name change, recorded as written; offscreen there is no
// accessibility bridge to listen to).
class SpokenRecorder : public QObject {
    Q_OBJECT

public:
    explicit SpokenRecorder(QObject *region)
        : region_(region)
    {
        QQmlProperty(region, QStringLiteral("said")).connectNotifySignal(this, SLOT(record()));
    }
    QStringList said;

public slots:
    void record()
    {
        const QString sentence = region_->property("spoken").toString();
        if (!sentence.isEmpty())
            said.append(sentence);
    }

private:
    QObject *region_;
};

// A screen reader hears the lesson go on without looking for it: a step change says the step's
// number, title and question; every Check says its verdict, the same wrong answer twice too, and
// the right answer after them.
void TestKeyboard::lessonEventsAreAnnounced()
{
    linattn::WalkthroughModel *walkthrough = launcher_->walkthrough();
    QQuickWindow *window = launcher_->window();
    QVERIFY(walkthrough->start(QStringLiteral("reassociation"), 3));
    QQuickItem *announcer = nullptr;
    QTRY_VERIFY((announcer = window->findChild<QQuickItem *>(QStringLiteral("lessonAnnouncer"))));
    QCOMPARE(QQmlProperty::read(announcer, QStringLiteral("Accessible.role"), qmlContext(announcer))
                 .toInt(),
        int(QAccessible::AlertMessage));
    QTRY_VERIFY2(
        QQmlProperty::read(announcer, QStringLiteral("said")).toString().startsWith(u"Step 4 of "),
        qPrintable(QQmlProperty::read(announcer, QStringLiteral("said")).toString()));
    SpokenRecorder recorder(announcer);
    const QStringList &heard = recorder.said;
    const auto heardWith = [&heard](const QString &words) {
        return std::count_if(heard.cbegin(), heard.cend(),
            [&words](const QString &sentence) { return sentence.contains(words); });
    };

    QQuickItem *next = window->findChild<QQuickItem *>(QStringLiteral("nextButton"));
    QVERIFY(next);
    next->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_Right);
    QCOMPARE(walkthrough->stepNumber(), 5);
    QTRY_VERIFY2(heardWith(QStringLiteral("Step 5 of ")) == 1, qPrintable(heard.join(u" | ")));
    QVERIFY2(heardWith(walkthrough->questionPromptPlain()) >= 1, qPrintable(heard.join(u" | ")));

    QQuickItem *field = window->findChild<QQuickItem *>(QStringLiteral("answerField"));
    QVERIFY(field);
    field->forceActiveFocus(Qt::TabFocusReason);
    for (int attempt = 1; attempt <= 2; ++attempt) {
        QTest::keyClick(window, Qt::Key_4);
        QTest::keyClick(window, Qt::Key_Return);
        QCOMPARE(walkthrough->answerState(), QStringLiteral("wrong"));
        QTRY_VERIFY2(
            heardWith(QStringLiteral("Not yet.")) == attempt, qPrintable(heard.join(u" | ")));
        QTest::keyClick(window, Qt::Key_Backspace);
    }
    QTest::keyClick(window, Qt::Key_5);
    QTest::keyClick(window, Qt::Key_Return);
    QCOMPARE(walkthrough->answerState(), QStringLiteral("correct"));
    QTRY_VERIFY2(heardWith(QStringLiteral("Correct.")) == 1, qPrintable(heard.join(u" | ")));
}

// A wrong answer given, Esc asks before leaving; the safe button has the focus, and Esc or
// Enter on it stays. Reveal asks too, and shows the answer only when confirmed. A teacher
// who turns the question off leaves and reveals at once.
void TestKeyboard::leavingWithAnswersAndRevealingAskFirst()
{
    linattn::WalkthroughModel *walkthrough = launcher_->walkthrough();
    QQuickWindow *window = launcher_->window();
    QVERIFY(walkthrough->asksBeforeLeavingOrRevealing());
    QVERIFY(walkthrough->start(QStringLiteral("three-ways"), 3));
    QQuickItem *field = window->findChild<QQuickItem *>(QStringLiteral("answerField"));
    QVERIFY(field);
    QTRY_VERIFY(field->isVisible());
    field->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_6);
    QTest::keyClick(window, Qt::Key_Return);
    QCOMPARE(walkthrough->answerState(), QStringLiteral("wrong"));
    QVERIFY(walkthrough->leaveNeedsConfirmation());
    QQuickItem *next = window->findChild<QQuickItem *>(QStringLiteral("nextButton"));
    next->forceActiveFocus(Qt::TabFocusReason);

    // Made the first time it is needed.
    QVERIFY(!window->findChild<QObject *>(QStringLiteral("leaveDialog")));
    QTest::keyClick(window, Qt::Key_Escape);
    QObject *leaveDialog = nullptr;
    QTRY_VERIFY((leaveDialog = window->findChild<QObject *>(QStringLiteral("leaveDialog"))));
    QTRY_VERIFY(leaveDialog->property("opened").toBool());
    QVERIFY(walkthrough->active());
    QTRY_COMPARE(focusedName(), QStringLiteral("leaveDialogCancel"));
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(!leaveDialog->property("visible").toBool());
    QVERIFY(walkthrough->active());

    QQuickItem *reveal = window->findChild<QQuickItem *>(QStringLiteral("revealButton"));
    QVERIFY(reveal);
    reveal->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_Space);
    QObject *revealDialog = nullptr;
    QTRY_VERIFY((revealDialog = window->findChild<QObject *>(QStringLiteral("revealDialog"))));
    QTRY_VERIFY(revealDialog->property("opened").toBool());
    QCOMPARE(walkthrough->answerState(), QStringLiteral("wrong"));
    QVERIFY(walkthrough->concealedLines().contains(QStringLiteral("s")));
    // Enter on the focused safe button cancels.
    QTRY_COMPARE(focusedName(), QStringLiteral("revealDialogCancel"));
    QTest::keyClick(window, Qt::Key_Space);
    QTRY_VERIFY(!revealDialog->property("visible").toBool());
    QCOMPARE(walkthrough->answerState(), QStringLiteral("wrong"));
    reveal->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_Space);
    QTRY_VERIFY(revealDialog->property("opened").toBool());
    QQuickItem *confirm = window->findChild<QQuickItem *>(QStringLiteral("revealDialogConfirm"));
    QVERIFY(confirm);
    confirm->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_Space);
    QTRY_COMPARE(walkthrough->answerState(), QStringLiteral("revealed"));
    QVERIFY(!walkthrough->concealedLines().contains(QStringLiteral("s")));

    // Demonstrating: no questions asked.
    walkthrough->setAsksBeforeLeavingOrRevealing(false);
    QVERIFY(!walkthrough->leaveNeedsConfirmation());
    next->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_Escape);
    QVERIFY(!walkthrough->active());
    QVERIFY(!leaveDialog->property("visible").toBool());
    walkthrough->setAsksBeforeLeavingOrRevealing(true);
}

// three-ways step 4, in the real window: a wrong answer (6) given, then 67 typed and Esc pressed
// in the answer field, which clears the field and nothing else: the lesson stays, nothing is
// revealed, and 67 is no try. Left (confirmed) and chosen again from the Lessons menu, the
// lesson offers to resume, with Resume focused; Space on it goes back to the step with the
// answer tried kept and S₂ still concealed. Chosen again and started over, it is fresh.
void TestKeyboard::comingBackToALessonResumesIt()
{
    linattn::WalkthroughModel *walkthrough = launcher_->walkthrough();
    QQuickWindow *window = launcher_->window();
    QVERIFY(walkthrough->start(QStringLiteral("three-ways"), 3));
    QQuickItem *field = window->findChild<QQuickItem *>(QStringLiteral("answerField"));
    QVERIFY(field);
    QTRY_VERIFY(field->isVisible());
    field->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_6);
    QTest::keyClick(window, Qt::Key_Return);
    QCOMPARE(walkthrough->answerState(), QStringLiteral("wrong"));
    // The wrong answer stays in the field to be corrected; 67 is typed, then Esc.
    QTest::keyClick(window, Qt::Key_7);
    QCOMPARE(field->property("text").toString(), QStringLiteral("67"));
    QTest::keyClick(window, Qt::Key_Escape);
    QVERIFY(walkthrough->active());
    QCOMPARE(field->property("text").toString(), QString());
    QCOMPARE(walkthrough->answerState(), QStringLiteral("wrong"));
    QVERIFY(walkthrough->concealedLines().contains(QStringLiteral("s")));
    const auto kept = [walkthrough] {
        const auto record = walkthrough->answerRecord({});
        const linattn::QuestionAttempts *attempts = record ? record->question(4) : nullptr;
        return attempts ? attempts->answers : std::vector<std::string> {"(no record)"};
    };
    QCOMPARE(kept(), std::vector<std::string> {"6"});

    // Esc in the empty field gives the keys back (to Next); Esc there asks before leaving.
    QTest::keyClick(window, Qt::Key_Escape);
    QCOMPARE(focusedName(), QStringLiteral("nextButton"));
    QTest::keyClick(window, Qt::Key_Escape);
    QObject *leaveDialog = nullptr;
    QTRY_VERIFY((leaveDialog = window->findChild<QObject *>(QStringLiteral("leaveDialog"))));
    QTRY_VERIFY(leaveDialog->property("opened").toBool());
    QQuickItem *leave = window->findChild<QQuickItem *>(QStringLiteral("leaveDialogConfirm"));
    QVERIFY(leave);
    leave->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_Space);
    QTRY_VERIFY(!walkthrough->active());

    for (const bool resume : {true, false}) {
        QObject *menu = window->findChild<QObject *>(QStringLiteral("lessonsMenu"));
        QVERIFY(menu);
        QVERIFY(QMetaObject::invokeMethod(menu, "open"));
        QTRY_VERIFY(menu->property("opened").toBool());
        QObject *threeWays = window->findChild<QObject *>(QStringLiteral("menuLesson-three-ways"));
        QVERIFY(threeWays);
        QVERIFY(QMetaObject::invokeMethod(threeWays, "triggered"));
        QObject *resumeDialog = nullptr;
        QTRY_VERIFY((resumeDialog = window->findChild<QObject *>(QStringLiteral("resumeDialog"))));
        QTRY_VERIFY(resumeDialog->property("opened").toBool());
        QVERIFY(!walkthrough->active());
        QTRY_COMPARE(focusedName(), QStringLiteral("resumeDialogResume"));
        if (resume) {
            QTest::keyClick(window, Qt::Key_Space);
            QTRY_VERIFY(walkthrough->active());
            QCOMPARE(walkthrough->stepIndex(), 3);
            QCOMPARE(walkthrough->answerState(), QStringLiteral("wrong"));
            QVERIFY(walkthrough->concealedLines().contains(QStringLiteral("s")));
            QCOMPARE(kept(), std::vector<std::string> {"6"});
            QTRY_VERIFY(!resumeDialog->property("visible").toBool());
            walkthrough->setAsksBeforeLeavingOrRevealing(false);
            walkthrough->leave();
            walkthrough->setAsksBeforeLeavingOrRevealing(true);
        } else {
            QQuickItem *startOver
                = window->findChild<QQuickItem *>(QStringLiteral("resumeDialogStartOver"));
            QVERIFY(startOver);
            startOver->forceActiveFocus(Qt::TabFocusReason);
            QTest::keyClick(window, Qt::Key_Space);
            QTRY_VERIFY(walkthrough->active());
            QCOMPARE(walkthrough->stepIndex(), 0);
            QVERIFY(!walkthrough->hasWorkInLesson());
            QCOMPARE(kept(), std::vector<std::string> {});
        }
    }
}

void TestKeyboard::arrowKeysDriveTheModel()
{
    AttentionModel *model = launcher_->model();
    QQuickItem *slider = launcher_->window()->findChild<QQuickItem *>("prefixSlider");
    QVERIFY(slider);
    slider->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(launcher_->window(), Qt::Key_Right);
    QCOMPARE(model->prefix(), 2);
    QQuickItem *presetBox = launcher_->window()->findChild<QQuickItem *>("presetBox");
    presetBox->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(launcher_->window(), Qt::Key_Down);
    QCOMPARE(model->presetId(), QStringLiteral("all-negative"));
}

void TestKeyboard::shortcutsDriveTheModel_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("featureMapId");
    QTest::addColumn<int>("prefix");
    const int ctrl = Qt::ControlModifier;
    QTest::newRow("Ctrl+Right") << int(Qt::Key_Right) << ctrl << "general"
                                << "elu1" << 2;
    QTest::newRow("]") << int(Qt::Key_BracketRight) << 0 << "general"
                       << "elu1" << 2;
    QTest::newRow("Ctrl+Down") << int(Qt::Key_Down) << ctrl << "all-negative"
                               << "elu1" << 1;
    QTest::newRow("Ctrl+Up wraps") << int(Qt::Key_Up) << ctrl << "value-arrows"
                                   << "elu1" << 1;
    QTest::newRow("Ctrl+M") << int(Qt::Key_M) << ctrl << "general"
                            << "relu" << 1;
}

void TestKeyboard::shortcutsDriveTheModel()
{
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(QString, presetId);
    QFETCH(QString, featureMapId);
    QFETCH(int, prefix);
    AttentionModel *model = launcher_->model();
    QTest::keyClick(launcher_->window(), Qt::Key(key), Qt::KeyboardModifiers(modifiers));
    QCOMPARE(model->presetId(), presetId);
    QCOMPARE(model->featureMapId(), featureMapId);
    QCOMPARE(model->prefix(), prefix);
    if (key == Qt::Key_Right || key == Qt::Key_BracketRight) {
        // And back with the matching key.
        QTest::keyClick(launcher_->window(),
            key == Qt::Key_Right ? Qt::Key_Left : Qt::Key_BracketLeft,
            Qt::KeyboardModifiers(modifiers));
        QCOMPARE(model->prefix(), 1);
    }
}

void TestKeyboard::shortcutsChangeTheView_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<QString>("property");
    QTest::addColumn<bool>("before");
    QTest::newRow("F5 presenter mode") << int(Qt::Key_F5) << 0 << "presenterMode" << false;
    QTest::newRow("Ctrl+1 charts")
        << int(Qt::Key_1) << int(Qt::ControlModifier) << "showCharts" << true;
    QTest::newRow("Ctrl+2 step table")
        << int(Qt::Key_2) << int(Qt::ControlModifier) << "showStepTable" << true;
    QTest::newRow("Ctrl+D data editor")
        << int(Qt::Key_D) << int(Qt::ControlModifier) << "dataEditorShown" << false;
}

void TestKeyboard::shortcutsChangeTheView()
{
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(QString, property);
    QFETCH(bool, before);
    QQuickWindow *window = launcher_->window();
    // A property of the window's state (WindowState), by name.
    const QObject *state = launcher_->windowState();
    const QByteArray name = property.toLatin1();
    QCOMPARE(state->property(name).toBool(), before);
    QTest::keyClick(window, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
    QCOMPARE(state->property(name).toBool(), !before);
    QTest::keyClick(window, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
    QCOMPARE(state->property(name).toBool(), before);
}

void TestKeyboard::shortcutsSheetOpensWithF1AndQuestionMark_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::newRow("F1") << int(Qt::Key_F1) << 0;
    // As the platform reports it once the keyboard layout is applied (Qt
    // matches "?" typed with Shift through the layout's possible keys).
    QTest::newRow("?") << int(Qt::Key_Question) << 0;
}

void TestKeyboard::shortcutsSheetOpensWithF1AndQuestionMark()
{
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QQuickWindow *window = launcher_->window();
    QVERIFY(!window->property("shortcutsSheet").value<QObject *>());
    QTest::keyClick(window, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
    QObject *sheet = window->property("shortcutsSheet").value<QObject *>();
    QVERIFY(sheet);
    QTRY_VERIFY(sheet->property("opened").toBool());
    // It lists every shortcut of the window, F1 among them.
    const QVariantList entries = sheet->property("entries").toList();
    QVERIFY(entries.size() >= 20);
    bool listsF1 = false;
    for (const QVariant &entry : entries)
        listsF1 = listsF1 || entry.toMap().value("sequences").toStringList().contains("F1");
    QVERIFY(listsF1);
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(!sheet->property("visible").toBool());
}

void TestKeyboard::walkthroughStartsWithCtrlL()
{
    linattn::WalkthroughModel *walkthrough = launcher_->walkthrough();
    QVERIFY(!walkthrough->active());
    QTest::keyClick(launcher_->window(), Qt::Key_L, Qt::ControlModifier);
    QVERIFY(walkthrough->active());
    QCOMPARE(walkthrough->stepIndex(), 0);
    QTest::keyClick(launcher_->window(), Qt::Key_Escape);
    QVERIFY(!walkthrough->active());
}

// The Scaling lab is modal; Ctrl+Q still closes the window, as the File menu says it does.
void TestKeyboard::ctrlQQuitsWithTheLabOpen()
{
    QQuickWindow *window = launcher_->window();
    QVERIFY(QMetaObject::invokeMethod(window, "showScalingLab", Q_ARG(bool, false), Q_ARG(int, 0)));
    QObject *lab = window->property("scalingLab").value<QObject *>();
    QVERIFY(lab);
    QTRY_VERIFY(lab->property("opened").toBool());
    QVERIFY(lab->property("modal").toBool());
    QTest::keyClick(window, Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(!window->isVisible());
}

// The sequence view has no Lessons button: the menu bar's Lessons menu lists every lesson, opens a
// lesson file and reloads one, in either view.
void TestKeyboard::lessonsMenuSwitchesLessonsFromTheSequenceView()
{
    QQuickWindow *window = launcher_->window();
    QTest::keyClick(window, Qt::Key_F6);
    QTRY_VERIFY(window->property("sequenceView").toBool());
    QObject *menu = window->findChild<QObject *>(QStringLiteral("lessonsMenu"));
    QVERIFY(menu);
    QVERIFY(QMetaObject::invokeMethod(menu, "open"));
    QTRY_VERIFY(menu->property("opened").toBool());
    QObject *openFile = window->findChild<QObject *>(QStringLiteral("openLessonFileItem"));
    QVERIFY(openFile);
    QVERIFY(openFile->property("enabled").toBool());
    QObject *reload = window->findChild<QObject *>(QStringLiteral("reloadLessonItem"));
    QVERIFY(reload);
    QVERIFY(!reload->property("enabled").toBool()); // no lesson file is running
    QObject *threeWays = window->findChild<QObject *>(QStringLiteral("menuLesson-three-ways"));
    QVERIFY(threeWays);
    QVERIFY(QMetaObject::invokeMethod(threeWays, "triggered"));
    linattn::WalkthroughModel *walkthrough = launcher_->walkthrough();
    QTRY_VERIFY(walkthrough->active());
    QCOMPARE(walkthrough->lessonId(), QStringLiteral("three-ways"));
    QCOMPARE(walkthrough->stepIndex(), 0);
}

// Both views have an Export button; only the one on screen shows what the last export did.
void TestKeyboard::exportMessageIsShownOnce()
{
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    QQuickWindow *window = launcher_->window();
    for (const bool sequence : {false, true}) {
        if (sequence) {
            QTest::keyClick(window, Qt::Key_F6);
            QTRY_VERIFY(window->property("sequenceView").toBool());
        }
        const QString path = directory.filePath(sequence ? "tokens.csv" : "steps.csv");
        QVERIFY(launcher_->exporter()->exportAs(QStringLiteral("csv"), QUrl::fromLocalFile(path)));
        QTRY_VERIFY(QFile::exists(path));
        int shown = 0;
        const auto popups = window->findChildren<QObject *>(QStringLiteral("exportStatusPopup"));
        for (QObject *popup : popups)
            shown += popup->property("visible").toBool() ? 1 : 0;
        QTRY_COMPARE(shown, 1);
    }
}

// The step list shows and highlights the step on screen: after Next, and after a step chosen in
// the list (which sets the list's own index) and Next or Back from there.
void TestKeyboard::stepListFollowsTheStep()
{
    QQuickWindow *window = launcher_->window();
    linattn::WalkthroughModel *walkthrough = launcher_->walkthrough();
    QVERIFY(walkthrough->start(QStringLiteral("reassociation"), 0));
    QObject *stepBox = window->findChild<QObject *>(QStringLiteral("stepBox"));
    QVERIFY(stepBox);
    walkthrough->next();
    walkthrough->next();
    QTRY_COMPARE(stepBox->property("currentIndex").toInt(), 2);
    // As a click in the list does: the box sets its own index, then the lesson follows it.
    QQmlProperty::write(stepBox, QStringLiteral("currentIndex"), 4);
    walkthrough->goToStep(4);
    walkthrough->next();
    QTRY_COMPARE(walkthrough->stepIndex(), 5);
    QTRY_COMPARE(stepBox->property("currentIndex").toInt(), 5);
    QObject *popup = stepBox->property("popup").value<QObject *>();
    QVERIFY(popup);
    QVERIFY(QMetaObject::invokeMethod(popup, "open"));
    QTRY_VERIFY(popup->property("opened").toBool());
    QCOMPARE(stepBox->property("highlightedIndex").toInt(), 5);
    QVERIFY(QMetaObject::invokeMethod(popup, "close"));
    walkthrough->back();
    QTRY_COMPARE(stepBox->property("currentIndex").toInt(), 4);
}

void TestKeyboard::dataEditorIsUsableByKeyboard()
{
    QQuickWindow *window = launcher_->window();
    AttentionModel *model = launcher_->model();
    QTest::keyClick(window, Qt::Key_D, Qt::ControlModifier);
    QQuickItem *editor = nullptr;
    QTRY_VERIFY((editor = findItem(window->contentItem(), QStringLiteral("dataEditor"))));
    QQuickItem *cell = nullptr;
    QTRY_VERIFY((cell = findItem(editor, QStringLiteral("cell-1-2"))));
    // Opened by keys, the editor has the keyboard: on q's first number.
    QTRY_COMPARE(focusedName(), QStringLiteral("cell-0-0"));

    // v₀ typed and confirmed with Enter.
    cell->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(window, Qt::Key_4);
    QTest::keyClick(window, Qt::Key_Return);
    QCOMPARE(model->currentData().values[0][0], 4.0);
    QCOMPARE(model->output().number(), 4.0);

    // A bad entry is refused where it was typed and the good value stays.
    QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier);
    for (Qt::Key key : {Qt::Key_F, Qt::Key_O, Qt::Key_U, Qt::Key_R})
        QTest::keyClick(window, key);
    QTest::keyClick(window, Qt::Key_Return);
    QCOMPARE(model->currentData().values[0][0], 4.0);
    QCOMPARE(model->editor()->editError(),
        QStringLiteral("k₀, value v: expected a number, got \"four\""));
    QCOMPARE(cell->property("text").toString(), QStringLiteral("4"));
    QVERIFY(cell->property("refused").toBool());

    // Ctrl+Z, outside the text field, undoes the edit.
    findItem(editor, QStringLiteral("addKeyButton"))->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(model->currentData().values[0][0], 1.0);
    QTRY_COMPARE(cell->property("text").toString(), QStringLiteral("1"));
    QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(model->currentData().values[0][0], 4.0);

    // Add key by keyboard: Space on the focused button.
    QTest::keyClick(window, Qt::Key_Space);
    QCOMPARE(model->keyCount(), 7);
}

// Visible items that take the focus with Tab, in scene order.
static void collectTabStops(QQuickItem *item, QList<QQuickItem *> &stops)
{
    if (!item->isVisible() || !item->isEnabled())
        return;
    if (item->activeFocusOnTab()) {
        stops << item;
        return; // a control's inner parts are not stops of their own
    }
    for (QQuickItem *child : item->childItems())
        collectTabStops(child, stops);
}

static QString describeItem(QQuickItem *item)
{
    return QStringLiteral("%1 '%2' at %3,%4")
        .arg(QString::fromLatin1(item->metaObject()->className()), item->objectName())
        .arg(item->mapToScene({}).x())
        .arg(item->mapToScene({}).y());
}

// The worked derivation is a list a screen reader moves through: Tab brings the keyboard to its
// first line, Down and Up go line by line, End and Home to either end; the line with the focus is
// a named list item and draws a frame.
void TestKeyboard::derivationIsAListToMoveThrough()
{
    QQuickWindow *window = launcher_->window();
    QQuickItem *list
        = findItem(window->contentItem(), QStringLiteral("derivationLines"))->parentItem();
    while (list && !list->inherits("QQuickFlickable"))
        list = list->parentItem();
    QVERIFY(list);
    const auto focusedLine = [window]() -> QString {
        QQuickItem *item = window->activeFocusItem();
        QAccessibleInterface *accessible
            = item ? QAccessible::queryAccessibleInterface(item) : nullptr;
        if (!accessible || accessible->role() != QAccessible::ListItem)
            return QStringLiteral("(not a line: %1)")
                .arg(item ? describeItem(item) : QStringLiteral("nothing"));
        return accessible->text(QAccessible::Name);
    };
    list->forceActiveFocus(Qt::TabFocusReason);
    QTRY_VERIFY2(focusedLine().startsWith(QStringLiteral("φ(q)")), qPrintable(focusedLine()));
    const QString first = focusedLine();
    QQuickItem *frame = findItem(window->activeFocusItem(), QStringLiteral("lineFocusFrame"));
    QVERIFY(frame && frame->isVisible());
    QTest::keyClick(window, Qt::Key_Down);
    const QString second = focusedLine();
    QVERIFY2(second != first && !second.startsWith(QStringLiteral("(not")), qPrintable(second));
    QTest::keyClick(window, Qt::Key_End);
    const QString last = focusedLine();
    QVERIFY2(last != second && !last.startsWith(QStringLiteral("(not")), qPrintable(last));
    QTest::keyClick(window, Qt::Key_Down); // stays on the last line
    QCOMPARE(focusedLine(), last);
    QTest::keyClick(window, Qt::Key_Home);
    QCOMPARE(focusedLine(), first);
    QTest::keyClick(window, Qt::Key_Up); // stays on the first
    QCOMPARE(focusedLine(), first);
    // Shift+Tab leaves the list as Tab does (one line is its Tab stop), and Tab comes back to it.
    QTest::keyClick(window, Qt::Key_Backtab, Qt::ShiftModifier);
    QVERIFY2(!list->isAncestorOf(window->activeFocusItem()),
        qPrintable(QStringLiteral("Shift+Tab stayed in the list: ")
            + describeItem(window->activeFocusItem())));
    QTest::keyClick(window, Qt::Key_Tab);
    QCOMPARE(focusedLine(), first);
    // The worked example's denominator line reads as the seed writes it.
    bool found = false;
    for (int i = 0; i < 20 && !found; ++i) {
        found = focusedLine().startsWith(
            QStringLiteral("denominator φ(q)·Z₀: (1.5 × 2) + (2 × 1) = 5"));
        if (!found)
            QTest::keyClick(window, Qt::Key_Down);
    }
    QVERIFY2(found, qPrintable(focusedLine()));
}

// A menu item is read once: by its name, with its shortcut as the description, not again by the
// two labels it draws.
void TestKeyboard::menuItemsAreReadOnce()
{
    QQuickWindow *window = launcher_->window();
    QObject *menu = window->findChild<QObject *>(QStringLiteral("viewMenu"));
    QVERIFY(menu);
    QVERIFY(QMetaObject::invokeMethod(menu, "open"));
    QTRY_VERIFY(menu->property("opened").toBool());
    auto *content = menu->property("contentItem").value<QQuickItem *>();
    QVERIFY(content);
    // The presenter-mode item: "Presenter mode", described "Shortcut: F5", no child saying F5.
    QQuickItem *presenterItem = nullptr;
    const QList<QQuickItem *> items = menu->findChildren<QQuickItem *>();
    for (QQuickItem *item : items)
        if (item->inherits("QQuickMenuItem")
            && item->property("text").toString() == QStringLiteral("Presenter mode"))
            presenterItem = item;
    QVERIFY(presenterItem);
    QAccessibleInterface *entry = QAccessible::queryAccessibleInterface(presenterItem);
    QVERIFY(entry);
    QCOMPARE(entry->text(QAccessible::Name), QStringLiteral("Presenter mode"));
    QCOMPARE(entry->text(QAccessible::Description), QStringLiteral("Shortcut: F5"));
    for (int i = 0; i < entry->childCount(); ++i)
        QVERIFY2(entry->child(i)->text(QAccessible::Name).isEmpty(),
            qPrintable(QStringLiteral("the item's child reads %1")
                           .arg(entry->child(i)->text(QAccessible::Name))));
    QVERIFY(QMetaObject::invokeMethod(menu, "close"));
}

void TestKeyboard::tabReachesEveryControlOnceAndEachHasAName_data()
{
    QTest::addColumn<bool>("withDataEditor");
    QTest::newRow("window") << false;
    QTest::newRow("with the data editor") << true;
}

void TestKeyboard::tabReachesEveryControlOnceAndEachHasAName()
{
    QFETCH(bool, withDataEditor);
    QQuickWindow *window = launcher_->window();
    if (withDataEditor) {
        launcher_->windowState()->setDataEditorShown(true);
        QTRY_VERIFY(findItem(window->contentItem(), QStringLiteral("cell-6-2")));
        QVERIFY(QTest::qWaitForWindowExposed(window));
    }
    QList<QQuickItem *> stops;
    collectTabStops(window->contentItem(), stops);
    QVERIFY(stops.size() >= 6);

    QQuickItem *first = findItem(window->contentItem(), QStringLiteral("presetBox"));
    first->forceActiveFocus(Qt::TabFocusReason);
    QList<QQuickItem *> visited;
    QQuickItem *current = first;
    do {
        // The stop that holds the focus (a spin box's field stands for the box).
        QQuickItem *stop = current;
        while (stop && !stops.contains(stop))
            stop = stop->parentItem();
        QVERIFY2(stop,
            qPrintable(
                QStringLiteral("focus went to an item that is no stop: ") + describeItem(current)));
        QVERIFY2(!visited.contains(stop),
            qPrintable(QStringLiteral("reached twice: ") + describeItem(stop)));
        visited << stop;

        // The name a screen reader reads: Accessible.name, which controls
        // take from their text unless the view sets one.
        // A spin box's text field speaks for the box: up to two levels up.
        QString name;
        QQuickItem *named = stop;
        for (int level = 0; level < 3 && named && name.trimmed().isEmpty(); ++level) {
            QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(named);
            name = accessible
                ? accessible->text(QAccessible::Name)
                : QQmlProperty(named, QStringLiteral("Accessible.name"), qmlContext(named))
                      .read()
                      .toString();
            // Buttons and the like are named by their text unless told otherwise.
            if (name.trimmed().isEmpty())
                name = named->property("text").toString();
            named = named->parentItem();
        }
        QVERIFY2(!name.trimmed().isEmpty(),
            qPrintable(QStringLiteral("no accessible name: ") + describeItem(stop)));
        // WCAG 2.5.3: a button's name starts with the words it shows, which speech input says
        // ("Back" for "‹ Back"); a sign without letters ("×") is named in words instead.
        if (stop->inherits("QQuickAbstractButton")) {
            QString shown = stop->property("text").toString();
            shown.remove(QRegularExpression(QStringLiteral("&(?=[^&])")));
            shown.remove(QRegularExpression(QStringLiteral("[‹›…]")))
                .replace(QStringLiteral("&&"), QStringLiteral("&"));
            shown = shown.trimmed();
            if (shown.contains(QRegularExpression(QStringLiteral("\\p{L}"))))
                QVERIFY2(name.startsWith(shown, Qt::CaseInsensitive),
                    qPrintable(QStringLiteral("named %1, shows %2: ").arg(name, shown)
                        + describeItem(stop)));
        }

        QTest::keyClick(window, Qt::Key_Tab);
        current = window->activeFocusItem();
        QVERIFY(current);
    } while (current != first && !(first->isAncestorOf(current)) && visited.size() <= stops.size());

    for (QQuickItem *stop : stops)
        QVERIFY2(visited.contains(stop),
            qPrintable(QStringLiteral("never reached by Tab: ") + describeItem(stop)));
    // The controls bar is walked left to right.
    const QPointF presetAt = visited.at(0)->mapToScene({});
    const QPointF mapAt
        = findItem(window->contentItem(), QStringLiteral("featureMapBox"))->mapToScene({});
    QVERIFY(presetAt.x() < mapAt.x());
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
