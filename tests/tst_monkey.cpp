// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// A random-action test of the whole window, the way a class uses it and
// worse: a few thousand seeded actions — every shortcut of KeyboardShortcuts.qml,
// arrows, Tab, Esc, PageUp/Down, digits and junk typed into the focused field,
// clicks on the centre of every visible, enabled control (found by walking
// the item tree), drags on the plane chart, lesson switches (built-in lessons
// and lesson files of different lengths in a scratch folder, one of them
// rewritten and reloaded), data edits with undo and redo, data files opened
// and saved, exports (a writable and an unwritable path in the scratch
// folder), and Scaling lab and Feature-map lab runs cancelled soon after they
// start. After every action the models' invariants and the window's texts are
// checked; a QML warning fails the run too. A failure (or a crash) prints the
// seed and the last actions.
//
// Replay or lengthen a run with LINATTN_MONKEY_SEED and LINATTN_MONKEY_ACTIONS,
// or the arguments -seed N and -actions N (before Qt Test's own).
//
// File dialogs are never left to random clicks: one that opens is either
// cancelled or answered the way a user answers it (its chooser's choose(), with
// a file in the scratch folder), so nothing is written outside that folder.
// HOME and the XDG folders point into it as well.

#include "AttentionModel.h"
#include "DataFiles.h"
#include "DataTableModel.h"
#include "DerivationModel.h"
#include "ExportController.h"
#include "MessageLog.h"
#include "QuickItems.h"
#include "StepTableModel.h"
#include "TestFiles.h"
#include "WalkthroughModel.h"
#include "WindowLauncher.h"
#include "WindowState.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeySequence>
#include <QMetaProperty>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <memory>
#include <random>
#include <thread>

#include <execinfo.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define LINATTN_MONKEY_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LINATTN_MONKEY_ASAN 1
#endif
#endif
#ifdef LINATTN_MONKEY_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

using namespace linattn;
using namespace linattn::test;

namespace {

constexpr quint32 kDefaultSeed = 20261201;
#ifdef LINATTN_MONKEY_ASAN
constexpr int kDefaultActions = 120; // ASan + UBSan (and -O0): about 0.8 s an action here
#else
constexpr int kDefaultActions = 2000;
#endif
constexpr std::size_t kHistoryLength = 30;

// Set by main() from -seed / -actions or the environment.
quint32 seedOption = 0;
int actionsOption = 0;

// ---- What a crash prints: the last actions, kept ready in a plain buffer.

std::array<char, 32768> crashText {};
std::size_t crashTextLength = 0;

void printCrashText()
{
    if (crashTextLength > 0) {
        ssize_t ignored = ::write(STDERR_FILENO, crashText.data(), crashTextLength);
        (void)ignored;
    }
}

// The crashing thread's stack, as module+offset lines that addr2line (or gdb)
// turns into source lines for the build that ran: a crash that does not come
// back on a rerun must still say where it was.
void printStack()
{
    static const char heading[] = "tst_monkey: stack of the thread that died:\n";
    ssize_t ignored = ::write(STDERR_FILENO, heading, sizeof heading - 1);
    (void)ignored;
    std::array<void *, 64> frames {};
    const int count = ::backtrace(frames.data(), int(frames.size()));
    ::backtrace_symbols_fd(frames.data(), count, STDERR_FILENO);
}

extern "C" void onFatalSignal(int signal)
{
    printCrashText();
    printStack();
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

// Resident memory in MiB, from /proc/self/statm (0 where there is none).
long residentMiB()
{
    long pages = 0, resident = 0;
    if (FILE *file = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(file, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        std::fclose(file);
    }
    return resident * (sysconf(_SC_PAGESIZE) / 1024) / 1024;
}

// A run that eats memory is stopped before the machine runs out: a thread
// looks every 50 ms, also while one action takes long.
#ifdef LINATTN_MONKEY_ASAN
constexpr long kMemoryLimitMiB = 4096;
#else
constexpr long kMemoryLimitMiB = 2048;
#endif
std::atomic<bool> watching {false};

void watchMemory()
{
    watching = true;
    std::thread([] {
        while (watching) {
            if (residentMiB() > kMemoryLimitMiB) {
                static const char message[] = "tst_monkey: resident memory above the limit\n";
                ssize_t ignored = ::write(STDERR_FILENO, message, sizeof message - 1);
                (void)ignored;
                printCrashText();
                std::_Exit(3);
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    }).detach();
}

void installCrashReport()
{
    watchMemory();
    // backtrace() loads libgcc on its first call; do that now, not in the handler.
    std::array<void *, 4> warmUp {};
    (void)::backtrace(warmUp.data(), int(warmUp.size()));
    for (int signal : {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL})
        std::signal(signal, onFatalSignal);
#ifdef LINATTN_MONKEY_ASAN
    __sanitizer_set_death_callback(printCrashText);
#endif
}

// ---- QML warnings (binding loops, TypeErrors, polish loops) seen during the run.

// What the offscreen platform says of any top-level widget window (the file
// dialog) it cannot size or raise: about the test's platform, not the program.
bool isOffscreenPlatformNote(const QString &message)
{
    return message.startsWith(QLatin1String("This plugin does not support"));
}

// Qt 6.4's animation clock queues its "stop the driver" call; when the scene
// graph's render loop has stopped that driver first (seen when the file dialog,
// a widget window, opens as the last running animation ends, and only in the
// slower sanitizer build), the queued call finds it stopped and says so. Qt's
// bookkeeping, not a QML warning: nothing the program does is wrong or lost.
bool isQtAnimationClockNote(const QString &message)
{
    return message == QLatin1String("QUnifiedTimer::stopAnimationDriver: driver is not running");
}

bool isWarning(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    return (type == QtWarningMsg || type == QtCriticalMsg) && !isOffscreenPlatformNote(message)
        && !isQtAnimationClockNote(message);
}

// ---- Scratch files.

// A valid lesson of `steps` steps whose steps differ in what they set,
// highlight, ask and fade; with `page`, one step opens the Scaling lab.
QByteArray lessonOfLength(const QString &id, int steps, bool page = false)
{
    static const char *const presets[] = {"general", "all-negative", "negative-query",
        "partly-negative", "single-key", "large-scores", "tiny-denominator"};
    static const int presetKeys[] = {6, 3, 3, 4, 1, 3, 2};
    QJsonArray array;
    for (int i = 0; i < steps; ++i) {
        QJsonObject step {{"title", QStringLiteral("Step %1").arg(i + 1)},
            {"text", QStringLiteral("Text of <b>step</b> %1.").arg(i + 1)}};
        const int preset = i == 0 ? 0 : (i * 3) % 7;
        QJsonObject state {{"preset", presets[preset]}, {"prefix", 1 + i % presetKeys[preset]}};
        state.insert("featureMap",
            i % 4 == 0       ? "elu1"
                : i % 4 == 1 ? "relu"
                : i % 4 == 2 ? "identity"
                             : "favor");
        if (i % 5 == 3)
            state.insert("epsilon", 1e-6);
        step.insert("state", state);
        switch (i % 6) {
        case 0:
            step.insert("highlight", QJsonObject {{"kind", "controls"}});
            break;
        case 1:
            step.insert(
                "highlight", QJsonObject {{"kind", "derivation"}, {"target", "denominator"}});
            break;
        case 2:
            step.insert("highlight", QJsonObject {{"kind", "chart"}, {"target", "plane"}});
            break;
        case 3:
            step.insert("highlight", QJsonObject {{"kind", "table"}, {"row", 1}});
            break;
        case 4:
            if (page)
                step.insert("highlight", QJsonObject {{"kind", "page"}, {"target", "scaling"}});
            break;
        default:
            break;
        }
        if (i % 3 == 1) {
            step.insert("question",
                QJsonObject {{"prompt", "Type it."}, {"answer", 5}, {"tolerance", 0.5},
                    {"hint", "Think."}, {"explanation", "Because."},
                    {"conceal", QJsonArray {"denominator", "availability"}}});
            step.insert("fade", QJsonArray {"denominator", "output"});
        } else if (i % 3 == 2) {
            step.insert("question",
                QJsonObject {{"prompt", "Pick one."},
                    {"options", QJsonArray {"yes", "no", "maybe"}}, {"answer", 1},
                    {"hint", "Look."}, {"explanation", "So."},
                    {"conceal", QJsonArray {"output", "output-chart"}}});
        }
        array.append(step);
    }
    const QJsonObject lesson {{"id", id}, {"title", QStringLiteral("%1 steps").arg(steps)},
        {"description", "A lesson made by the monkey test."}, {"steps", array}};
    return QJsonDocument(lesson).toJson(QJsonDocument::Compact);
}

QByteArray dataOfKeys(int keys, double scale)
{
    QJsonArray keyArray;
    QJsonArray values;
    for (int i = 0; i < keys; ++i) {
        keyArray.append(QJsonArray {scale * std::sin(i + 1.0), scale * std::cos(3.0 * i)});
        values.append(i % 3 - 1);
    }
    return QJsonDocument(
        QJsonObject {{"title", QStringLiteral("%1 keys").arg(keys)},
            {"query", QJsonArray {0.5 * scale, -scale}}, {"keys", keyArray}, {"values", values}})
        .toJson(QJsonDocument::Compact);
}

// ---- The item tree.

bool isControl(QQuickItem *item)
{
    return item->activeFocusOnTab() || item->inherits("QQuickAbstractButton")
        || item->inherits("QQuickComboBox") || item->inherits("QQuickSlider")
        || item->inherits("QQuickSpinBox") || item->inherits("QQuickTextInput")
        || item->inherits("QQuickTextField") || item->inherits("QQuickTabBar");
}

QString describe(QQuickItem *item)
{
    QString name = item->objectName();
    if (name.isEmpty())
        name = item->property("text").toString().left(30);
    return QStringLiteral("%1 '%2'").arg(
        QString::fromLatin1(item->metaObject()->className()).section(QLatin1Char('_'), 0, 0), name);
}

// A number or a text a view may not show: NaN, ∞, and what JavaScript makes
// of a missing value. A message that quotes what the user typed ("got NaN",
// "\"inf\"", "“nan”") is fine.
bool isBadText(const QString &text)
{
    static const QRegularExpression expression(
        QStringLiteral("(^|[^\\w])(nan|NaN|-?inf|Infinity)($|[^\\w])|^(undefined|null)$|[=:(,]\\s*("
                       "undefined|null)\\b|\\[object Object\\]"));
    for (auto it = expression.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const qsizetype at
            = match.capturedStart(2) >= 0 ? match.capturedStart(2) : match.capturedStart();
        const QString before = text.mid(std::max<qsizetype>(0, at - 4), std::min<qsizetype>(at, 4));
        if (before.endsWith(QLatin1Char('"')) || before.endsWith(QChar(0x201C))
            || before.endsWith(QChar(0x201E)) || before.endsWith(QLatin1String("got ")))
            continue;
        return true;
    }
    return false;
}

QString badNumberIn(const QVariant &value, const QString &where)
{
    switch (value.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
        return std::isfinite(value.toDouble()) ? QString()
                                               : where + QStringLiteral(" is ") + value.toString();
    case QMetaType::QVariantList: {
        const QVariantList list = value.toList();
        for (int i = 0; i < list.size(); ++i)
            if (QString bad = badNumberIn(list.at(i), QStringLiteral("%1[%2]").arg(where).arg(i));
                !bad.isEmpty())
                return bad;
        return {};
    }
    case QMetaType::QVariantMap: {
        const QVariantMap map = value.toMap();
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            if (QString bad = badNumberIn(it.value(), where + QLatin1Char('.') + it.key());
                !bad.isEmpty())
                return bad;
        return {};
    }
    default:
        return {};
    }
}

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void randomActions();

private:
    // One action of each kind; each returns what it did, for the history.
    QString pressKey();
    QString typeIntoField();
    QString clickControl();
    QString dragOnPlane();
    QString lessonAction();
    QString dataAction();
    QString fileAction();
    QString exportAction();
    QString scalingLabRun();
    QString featureMapLabRun();
    QString windowAction();

    // Closes or answers what must not stay open; returns what it did.
    QString tidyUp();
    QString answerFileDialog(QObject *chooser, const QString &which);
    QString closeOldPopups();
    // Empty when every invariant holds, else what broke.
    QString checkInvariants();
    QString checkModel();
    QString checkWalkthrough();
    QString checkViews();
    QString readEveryProperty(QObject *object, const QString &name);

    void remember(const QString &action);
    QString history() const;
    void settle();
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(random_); }
    int between(int low, int high)
    {
        return std::uniform_int_distribution<int>(low, high)(random_);
    }
    template <typename T> const T &pickFrom(const QList<T> &list)
    {
        return list.at(pick(int(list.size())));
    }
    void invokeRun(const QString &name);
    QObject *popupOf(QQuickItem *item) const;
    QList<QObject *> openPopups() const;

    QTemporaryDir scratch_;
    MessageLog warnings_ {isWarning};
    std::unique_ptr<QQmlApplicationEngine> engine_;
    std::unique_ptr<WindowLauncher> launcher_;
    QQuickWindow *window_ = nullptr;
    AttentionModel *attention_ = nullptr;
    WalkthroughModel *walkthrough_ = nullptr;
    ExportController *exporter_ = nullptr;
    QObject *dataFiles_ = nullptr;

    std::mt19937 random_;
    quint32 seed_ = kDefaultSeed;
    int actionIndex_ = 0;
    std::deque<QString> history_;
    QList<QKeyCombination> shortcutKeys_;
    QStringList lessonFiles_;
    QStringList dataFilesToOpen_;
    QString reloadableLesson_;
    QString unwritable_;
    QHash<QObject *, int> popupOpenedAt_;
    int scalingBusySince_ = -1;

    // What the run reached, so that a run that did nothing cannot pass.
    int clicks_ = 0;
    QSet<QString> clickedKinds_;
    int exportsWritten_ = 0;
    int exportsRefused_ = 0;
    int lessonsStarted_ = 0;
    int scalingRuns_ = 0;
    int labRuns_ = 0;
    int dialogsAnswered_ = 0;
    int popupsClosed_ = 0;
};

void TestMonkey::initTestCase()
{
    QVERIFY2(scratch_.isValid(), qPrintable(scratch_.errorString()));
    seed_ = seedOption != 0 ? seedOption : kDefaultSeed;
    random_.seed(seed_);

    // Lessons of 1, 3 and 12 steps, one that opens the Scaling lab, a broken
    // one, and one the run rewrites (other lengths, or broken) and reloads.
    for (int steps : {1, 3, 12}) {
        const QString path = scratch_.filePath(QStringLiteral("lesson-%1.json").arg(steps));
        QVERIFY(writeFile(path, lessonOfLength(QStringLiteral("file-%1").arg(steps), steps)));
        lessonFiles_ << path;
    }
    const QString pageLesson = scratch_.filePath(QStringLiteral("lesson-page.json"));
    QVERIFY(writeFile(pageLesson, lessonOfLength(QStringLiteral("file-page"), 7, true)));
    lessonFiles_ << pageLesson;
    const QString broken = scratch_.filePath(QStringLiteral("lesson-broken.json"));
    QVERIFY(writeFile(broken, "{\"id\": \"broken\", \"steps\": ["));
    lessonFiles_ << broken << scratch_.filePath(QStringLiteral("no-such-lesson.json"));
    reloadableLesson_ = scratch_.filePath(QStringLiteral("lesson-edited.json"));
    QVERIFY(writeFile(reloadableLesson_, lessonOfLength(QStringLiteral("edited"), 9)));
    lessonFiles_ << reloadableLesson_;

    // Data of 1, 2 and 64 keys, large and tiny numbers, zeros, a broken file.
    struct DataFile {
        const char *name;
        int keys;
        double scale;
    };
    for (const DataFile &data :
        {DataFile {"data-1.json", 1, 1.0}, DataFile {"data-2.json", 2, -3.0},
            DataFile {"data-64.json", 64, 2.0}, DataFile {"data-large.json", 5, 9.0e5},
            DataFile {"data-tiny.json", 4, 1e-300}, DataFile {"data-zero.json", 3, 0.0}}) {
        const QString path = scratch_.filePath(QString::fromLatin1(data.name));
        QVERIFY(writeFile(path, dataOfKeys(data.keys, data.scale)));
        dataFilesToOpen_ << path;
    }
    const QString brokenData = scratch_.filePath(QStringLiteral("data-broken.json"));
    QVERIFY(writeFile(brokenData, "{\"query\": [1, 2], \"keys\": [[1, 2, 3]], \"values\": [1]}"));
    dataFilesToOpen_ << brokenData << scratch_.filePath(QStringLiteral("saved.json"))
                     << scratch_.filePath(QStringLiteral("missing.json"));
    // A plain file: nothing can be written "inside" it.
    QVERIFY(writeFile(scratch_.filePath(QStringLiteral("blocker")), "not a folder\n"));
    unwritable_ = scratch_.filePath(QStringLiteral("blocker/out"));

    QApplication::setQuitOnLastWindowClosed(false);

    engine_ = std::make_unique<QQmlApplicationEngine>();
    launcher_ = std::make_unique<WindowLauncher>();
    warnings_.start();
    QCOMPARE(launcher_->open(*engine_, {}), QString());
    window_ = launcher_->window();
    attention_ = launcher_->model();
    walkthrough_ = launcher_->walkthrough();
    window_->requestActivate();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    dataFiles_ = launcher_->dataFiles();
    QVERIFY(dataFiles_);
    QQuickItem *exportButton = window_->findChild<QQuickItem *>(QStringLiteral("exportButton"));
    QVERIFY(exportButton);
    exporter_ = launcher_->exporter();
    QVERIFY(exporter_);
    // The Export menu works through the program's one controller.
    QCOMPARE(exportButton->property("controller").value<ExportController *>(), exporter_);

    // Every shortcut of the window, from the one list the window makes them from.
    QObject *shortcuts = nullptr;
    for (QQuickItem *item : window_->findChildren<QQuickItem *>())
        if (QString::fromLatin1(item->metaObject()->className())
                .startsWith(QLatin1String("KeyboardShortcuts")))
            shortcuts = item;
    QVERIFY(shortcuts);
    const QVariantList entries = shortcuts->property("entries").toList();
    for (const QVariant &entry : entries)
        for (const QString &text :
            entry.toMap().value(QStringLiteral("sequences")).toStringList()) {
            const QKeySequence sequence
                = QKeySequence::fromString(text, QKeySequence::PortableText);
            QVERIFY2(sequence.count() == 1, qPrintable(text));
            shortcutKeys_ << sequence[0];
        }
    QVERIFY2(shortcutKeys_.size() >= 25, qPrintable(QString::number(shortcutKeys_.size())));
    QTest::qWait(200); // the charts lay themselves out over the first frames
    QVERIFY2(warnings_.isEmpty(), qPrintable(warnings_.joined()));
}

void TestMonkey::cleanupTestCase()
{
    warnings_.stop();
    launcher_.reset();
    engine_.reset();
}

void TestMonkey::remember(const QString &action)
{
    history_.push_back(QStringLiteral("%1: %2").arg(actionIndex_).arg(action));
    if (history_.size() > kHistoryLength)
        history_.pop_front();
    const QByteArray text
        = QStringLiteral("tst_monkey: the run died; seed %1 (LINATTN_MONKEY_SEED=%1); last "
                         "actions, oldest first:\n%2\n")
              .arg(seed_)
              .arg(history())
              .toUtf8();
    crashTextLength = std::min<std::size_t>(std::size_t(text.size()), crashText.size());
    std::memcpy(crashText.data(), text.constData(), crashTextLength);
}

QString TestMonkey::history() const
{
    QStringList lines;
    for (const QString &line : history_)
        lines << QStringLiteral("  ") + line;
    return lines.join(QLatin1Char('\n'));
}

void TestMonkey::settle()
{
    QCoreApplication::processEvents();
    // Now and then a few frames: layouts, polish and rendering run then.
    if (pick(8) == 0)
        QTest::qWait(between(1, 20));
}

void TestMonkey::invokeRun(const QString &name)
{
    // Main.qml's run(name): what a menu item or a shortcut does.
    if (!QMetaObject::invokeMethod(window_, "run", Q_ARG(QString, name)))
        QMetaObject::invokeMethod(window_, "run", Q_ARG(QVariant, QVariant(name)));
}

// ---- Actions.

QString TestMonkey::pressKey()
{
    static const QList<QKeyCombination> others {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up,
        Qt::Key_Down, Qt::Key_Tab, QKeyCombination(Qt::ShiftModifier, Qt::Key_Backtab),
        Qt::Key_Escape, Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_Home, Qt::Key_End, Qt::Key_Return,
        Qt::Key_Space, Qt::Key_Backspace, Qt::Key_Delete,
        QKeyCombination(Qt::ControlModifier, Qt::Key_A),
        QKeyCombination(Qt::ShiftModifier, Qt::Key_Right)};
    QKeyCombination key = pick(2) == 0 ? pickFrom(shortcutKeys_) : pickFrom(others);
    // Quit closes the window; the test shows it again (see tidyUp).
    const QString text = QKeySequence(key).toString(QKeySequence::PortableText);
    QTest::keyClick(window_, key.key(), key.keyboardModifiers());
    return QStringLiteral("key %1").arg(
        text.isEmpty() ? QString::number(int(key.key()), 16) : text);
}

QString TestMonkey::typeIntoField()
{
    static const QStringList texts {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("7"),
        QStringLiteral("-2.5"), QStringLiteral("64"), QStringLiteral("65"), QStringLiteral("4096"),
        QStringLiteral("5000"), QStringLiteral("1e6"), QStringLiteral("1e7"),
        QStringLiteral("-1e-300"), QStringLiteral("1e-6"), QStringLiteral("0.5"),
        QStringLiteral("abc"), QStringLiteral("nan"), QStringLiteral("inf"), QStringLiteral("-"),
        QStringLiteral("1,5"), QStringLiteral("0x10"), QStringLiteral("  3 "),
        QStringLiteral("99999999999999999999"), QStringLiteral("5")};
    QQuickItem *focus = window_->activeFocusItem();
    QString where;
    if (!focus || !focus->inherits("QQuickTextInput") || pick(3) == 0) {
        // Focus a field first: any text field in view.
        QList<QQuickItem *> items;
        collectVisibleItems(window_->contentItem(), items);
        QList<QQuickItem *> fields;
        for (QQuickItem *item : items)
            if (item->inherits("QQuickTextInput") && item->isEnabled())
                fields << item;
        if (fields.isEmpty())
            return QStringLiteral("type: no field in view");
        focus = pickFrom(fields);
        focus->forceActiveFocus(Qt::TabFocusReason);
    }
    QQuickItem *named = focus;
    while (named && named->objectName().isEmpty())
        named = named->parentItem();
    where = named ? named->objectName() : QStringLiteral("?");
    const QString text = pickFrom(texts);
    if (pick(2) == 0)
        QTest::keyClick(window_, Qt::Key_A, Qt::ControlModifier);
    for (const QChar character : text)
        QTest::keyClick(window_, character.toLatin1());
    static const QList<Qt::Key> endings {
        Qt::Key_Return, Qt::Key_Enter, Qt::Key_Tab, Qt::Key_Escape, Qt::Key_Up};
    const Qt::Key ending = pickFrom(endings);
    QTest::keyClick(window_, ending);
    return QStringLiteral("type \"%1\" + %2 into %3")
        .arg(text, QKeySequence(ending).toString(), where);
}

QString TestMonkey::clickControl()
{
    QList<QQuickItem *> items;
    collectVisibleItems(window_->contentItem(), items);
    QList<QQuickItem *> controls;
    const QRect windowRect(0, 0, window_->width(), window_->height());
    for (QQuickItem *item : items) {
        if (!item->isEnabled() || !isControl(item) || item->width() < 2 || item->height() < 2)
            continue;
        // The point the click goes to, rounded as below: a centre at x = 1492.6
        // rounds to 1493, outside a window 1493 wide.
        const QPoint centre
            = item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
        if (windowRect.contains(centre))
            controls << item;
    }
    if (controls.isEmpty())
        return QStringLiteral("click: nothing to click");
    QQuickItem *item = pickFrom(controls);
    const QString what = describe(item);
    const QPoint centre
        = item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
    QTest::mouseClick(window_, Qt::LeftButton, Qt::NoModifier, centre);
    ++clicks_;
    clickedKinds_.insert(what.section(QLatin1Char(' '), 0, 0));
    return QStringLiteral("click %1 at %2,%3").arg(what).arg(centre.x()).arg(centre.y());
}

QString TestMonkey::dragOnPlane()
{
    QQuickItem *plane = findItem(window_->contentItem(), QStringLiteral("planeChart"));
    if (!plane || !plane->isVisible() || plane->width() < 10)
        return QStringLiteral("drag: no plane chart in view");
    auto somewhere = [&] {
        return plane
            ->mapToScene(
                QPointF(between(5, int(plane->width()) - 5), between(5, int(plane->height()) - 5)))
            .toPoint();
    };
    const QPoint from = somewhere();
    const QPoint to = somewhere();
    // A full-screen window can be smaller than the chart's layout.
    const QRect inside(0, 0, window_->width(), window_->height());
    if (!inside.contains(from) || !inside.contains(to))
        return QStringLiteral("drag: the plane chart is partly outside the window");
    QTest::mousePress(window_, Qt::LeftButton, Qt::NoModifier, from);
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(window_, from + (to - from) * step / 4);
    QTest::mouseRelease(window_, Qt::LeftButton, Qt::NoModifier, to);
    return QStringLiteral("drag on the plane %1,%2 -> %3,%4")
        .arg(from.x())
        .arg(from.y())
        .arg(to.x())
        .arg(to.y());
}

QString TestMonkey::lessonAction()
{
    static const QStringList lineIds {QStringLiteral("denominator"), QStringLiteral("numerator"),
        QStringLiteral("output"), QStringLiteral("reference"), QStringLiteral("softmax"),
        QStringLiteral("no-such-line")};
    switch (pick(12)) {
    case 0: {
        const QString id = walkthrough_->lessons()->idAt(pick(walkthrough_->lessons()->rowCount()));
        const int step = between(-2, 20);
        ++lessonsStarted_;
        walkthrough_->start(id, step);
        return QStringLiteral("walkthrough.start(%1, %2)").arg(id).arg(step);
    }
    case 1: {
        const QString path = pickFrom(lessonFiles_);
        ++lessonsStarted_;
        const bool opened
            = walkthrough_->openLessonFile(pick(2) ? path : QUrl::fromLocalFile(path).toString());
        return QStringLiteral("walkthrough.openLessonFile(%1) -> %2")
            .arg(QFileInfo(path).fileName())
            .arg(opened);
    }
    case 2:
        walkthrough_->leave();
        return QStringLiteral("walkthrough.leave()");
    case 3:
    case 4:
        walkthrough_->next();
        return QStringLiteral("walkthrough.next()");
    case 5:
        walkthrough_->back();
        return QStringLiteral("walkthrough.back()");
    case 6: {
        const int step = between(-2, 25);
        walkthrough_->goToStep(step);
        return QStringLiteral("walkthrough.goToStep(%1)").arg(step);
    }
    case 7: {
        // The teacher edits the file: another length, or a mistake.
        const int steps = between(0, 15);
        writeFile(reloadableLesson_,
            steps == 0 ? QByteArray("{\"id\": \"edited\", \"steps\": [")
                       : lessonOfLength(QStringLiteral("edited"), steps, steps > 5));
        const bool reloaded = walkthrough_->reloadLesson();
        return QStringLiteral("lesson-edited.json now %1 steps; walkthrough.reloadLesson() -> %2")
            .arg(steps)
            .arg(reloaded);
    }
    case 8: {
        const QString text = pickFrom(QStringList {QStringLiteral("5"), QStringLiteral("abc"),
            QStringLiteral("4.6"), QStringLiteral(""), QStringLiteral("1e308")});
        walkthrough_->submitNumber(text);
        return QStringLiteral("walkthrough.submitNumber(\"%1\")").arg(text);
    }
    case 9: {
        const int option = between(-1, 6);
        walkthrough_->submitChoice(option);
        return QStringLiteral("walkthrough.submitChoice(%1)").arg(option);
    }
    case 10:
        walkthrough_->reveal();
        return QStringLiteral("walkthrough.reveal()");
    default: {
        const QString line = pickFrom(lineIds);
        const QString text = pickFrom(QStringList {QStringLiteral("1"), QStringLiteral("5"),
            QStringLiteral("x"), attention_->output().text, attention_->denominator().text});
        walkthrough_->fillLine(line, text);
        return QStringLiteral("walkthrough.fillLine(%1, \"%2\")").arg(line, text);
    }
    }
}

QString TestMonkey::dataAction()
{
    static const QStringList cellTexts {QStringLiteral("0"), QStringLiteral("-1"),
        QStringLiteral("2.5"), QStringLiteral("1e6"), QStringLiteral("-1e6"),
        QStringLiteral("1000001"), QStringLiteral("nan"), QStringLiteral("inf"),
        QStringLiteral("abc"), QStringLiteral(""), QStringLiteral("-0"), QStringLiteral("1e-300"),
        QStringLiteral("700"), QStringLiteral("-800")};
    const int keys = attention_->keyCount();
    switch (pick(16)) {
    case 0:
    case 1: {
        const int row = between(-1, keys + 1);
        const int column = between(-1, 3);
        const QString text = pickFrom(cellTexts);
        const bool accepted = attention_->editor()->editCell(row, column, text);
        return QStringLiteral("attention.editor()->editCell(%1, %2, \"%3\") -> %4")
            .arg(row)
            .arg(column)
            .arg(text)
            .arg(accepted);
    }
    case 2: {
        const int row = between(-1, keys + 1);
        const double x = between(-60, 60) / 10.0;
        const double y = between(-60, 60) / 10.0;
        const bool moved = attention_->editor()->movePoint(row, x, y);
        if (pick(2))
            attention_->editor()->endDrag();
        return QStringLiteral("attention.editor()->movePoint(%1, %2, %3) -> %4 (and maybe endDrag)")
            .arg(row)
            .arg(x)
            .arg(y)
            .arg(moved);
    }
    case 3:
        return QStringLiteral("attention.editor()->addKey() -> %1")
            .arg(attention_->editor()->addKey());
    case 4: {
        const int key = between(-1, keys);
        return QStringLiteral("attention.editor()->removeKey(%1) -> %2")
            .arg(key)
            .arg(attention_->editor()->removeKey(key));
    }
    case 5:
        attention_->editor()->resetToPreset();
        return QStringLiteral("attention.editor()->resetToPreset()");
    case 6:
    case 7:
        attention_->editor()->undo();
        return QStringLiteral("attention.editor()->undo()");
    case 8:
        attention_->editor()->redo();
        return QStringLiteral("attention.editor()->redo()");
    case 9: {
        const int prefix = between(-1, keys + 2);
        attention_->setPrefix(prefix);
        return QStringLiteral("attention.setPrefix(%1)").arg(prefix);
    }
    case 10: {
        const int index = between(-1, attention_->presets()->rowCount());
        attention_->setPresetIndex(index);
        return QStringLiteral("attention.setPresetIndex(%1)").arg(index);
    }
    case 11: {
        const int index = between(-1, attention_->featureMaps()->rowCount());
        attention_->setFeatureMapIndex(index);
        return QStringLiteral("attention.setFeatureMapIndex(%1)").arg(index);
    }
    case 12: {
        const QString text = pickFrom(
            QStringList {QStringLiteral("1"), QStringLiteral("4096"), QStringLiteral("4097"),
                QStringLiteral("0"), QStringLiteral("x"), QStringLiteral("16")});
        return QStringLiteral("attention.mapOptions()->setFavorFeaturesText(%1) -> %2")
            .arg(text)
            .arg(attention_->mapOptions()->setFavorFeaturesText(text));
    }
    case 13: {
        const QString text = pickFrom(QStringList {QStringLiteral("0"), QStringLiteral("1e-6"),
            QStringLiteral("1e-10"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("-1"),
            QStringLiteral("nan"), QStringLiteral("0.5")});
        return QStringLiteral("attention.mapOptions()->setEpsilonText(%1) -> %2")
            .arg(text)
            .arg(attention_->mapOptions()->setEpsilonText(text));
    }
    case 14: {
        const QString text = pickFrom(QStringList {QStringLiteral("1"), QStringLiteral("-5"),
            QStringLiteral("18446744073709551615"), QStringLiteral("18446744073709551616"),
            QStringLiteral("seed")});
        const bool seedAccepted = attention_->mapOptions()->setFavorSeedText(text);
        attention_->mapOptions()->setFavorOrthogonal(pick(2));
        return QStringLiteral(
            "attention.mapOptions()->setFavorSeedText(%1) -> %2; setFavorOrthogonal")
            .arg(text)
            .arg(seedAccepted);
    }
    default: {
        const QString preset = attention_->presets()->idAt(pick(attention_->presets()->rowCount()));
        const QString map
            = attention_->featureMaps()->idAt(pick(attention_->featureMaps()->rowCount()));
        const int prefix = between(0, 7);
        const bool set = attention_->setState(preset, map, prefix);
        return QStringLiteral("attention.setState(%1, %2, %3) -> %4")
            .arg(preset, map)
            .arg(prefix)
            .arg(set);
    }
    }
}

QString TestMonkey::fileAction()
{
    if (pick(3) == 0) {
        const QString path = pick(2) ? scratch_.filePath(QStringLiteral("saved.json"))
                                     : unwritable_ + QStringLiteral(".json");
        bool saved = false;
        QMetaObject::invokeMethod(
            dataFiles_, "save", Q_RETURN_ARG(bool, saved), Q_ARG(QString, path));
        return QStringLiteral("dataFiles.save(%1) -> %2")
            .arg(QFileInfo(path).fileName())
            .arg(saved);
    }
    const QString path = pickFrom(dataFilesToOpen_);
    bool opened = false;
    QMetaObject::invokeMethod(dataFiles_, "open", Q_RETURN_ARG(bool, opened), Q_ARG(QString, path));
    return QStringLiteral("dataFiles.open(%1) -> %2").arg(QFileInfo(path).fileName()).arg(opened);
}

QString TestMonkey::exportAction()
{
    static const QStringList kinds {QStringLiteral("csv"), QStringLiteral("json"),
        QStringLiteral("markdown"), QStringLiteral("latex"), QStringLiteral("handout-a4"),
        QStringLiteral("handout-letter"), QStringLiteral("plane-1x"), QStringLiteral("weights-2x"),
        QStringLiteral("output-3x"), QStringLiteral("plane-4x"), QStringLiteral("bogus")};
    if (pick(6) == 0) {
        const bool copied = exporter_->copyTable();
        return QStringLiteral("exporter.copyTable() -> %1").arg(copied);
    }
    // Handouts and PNGs are slow under ASan: mostly the tables.
    const QString kind = pick(3) == 0 ? pickFrom(kinds) : kinds.at(pick(4));
    const bool writable = pick(4) != 0;
    const QString path = writable
        ? scratch_.filePath(QStringLiteral("export-") + exporter_->suggestedFileName(kind))
        : unwritable_ + QStringLiteral(".") + kind;
    const bool table = kinds.indexOf(kind) < 4;
    // A handout or a PNG still being made refuses another export, and says so; so does a table
    // while a lesson's open question keeps part of it hidden.
    const bool busy = exporter_->busy();
    const bool answerHidden = exporter_->answerHidden();
    const bool started = exporter_->exportAs(kind, QUrl::fromLocalFile(path));
    if (table) {
        if (started != (writable && !busy && !answerHidden))
            return QStringLiteral("FAILED exporter.exportAs(%1, %2) -> %3 (busy before: %4): %5")
                .arg(kind, path)
                .arg(started)
                .arg(busy)
                .arg(exporter_->errorMessage());
        if (started) {
            ++exportsWritten_;
            if (!QFileInfo::exists(path))
                return QStringLiteral("FAILED exporter.exportAs(%1) succeeded, no file").arg(kind);
        } else {
            ++exportsRefused_;
            if (exporter_->errorMessage().isEmpty())
                return QStringLiteral(
                    "FAILED exporter.exportAs(%1) to an unwritable path: no message")
                    .arg(kind);
        }
    }
    return QStringLiteral("exporter.exportAs(%1, %2) -> %3")
        .arg(kind, writable ? QStringLiteral("scratch") : QStringLiteral("unwritable"))
        .arg(started);
}

QString TestMonkey::scalingLabRun()
{
    invokeRun(QStringLiteral("scalingLab"));
    QObject *page = window_->findChild<QObject *>(QStringLiteral("scalingPage"));
    QQuickItem *pageItem = qobject_cast<QQuickItem *>(page);
    if (!pageItem)
        return QStringLiteral("scaling lab: no page");
    QObject *runner = page->property("runner").value<QObject *>();
    if (!runner)
        return QStringLiteral("FAILED scaling lab: no runner");
    settle();
    QQuickItem *run = findItem(pageItem, QStringLiteral("scalingRun"));
    QString what = QStringLiteral("View > Scaling lab");
    if (run && run->isVisible() && run->isEnabled()) {
        QTest::mouseClick(window_, Qt::LeftButton, Qt::NoModifier,
            run->mapToScene(QPointF(run->width() / 2, run->height() / 2)).toPoint());
        what += QStringLiteral(", Run");
        if (runner->property("busy").toBool())
            ++scalingRuns_;
    }
    QTest::qWait(between(0, 40));
    switch (pick(3)) {
    case 0: {
        QQuickItem *cancel = findItem(pageItem, QStringLiteral("scalingCancel"));
        if (cancel && cancel->isVisible() && cancel->isEnabled()) {
            QTest::mouseClick(window_, Qt::LeftButton, Qt::NoModifier,
                cancel->mapToScene(QPointF(cancel->width() / 2, cancel->height() / 2)).toPoint());
            what += QStringLiteral(", Cancel");
        }
        break;
    }
    case 1:
        QTest::keyClick(window_, Qt::Key_Escape);
        what += QStringLiteral(", Esc");
        break;
    default:
        what += QStringLiteral(", left running");
        break;
    }
    return what;
}

QString TestMonkey::featureMapLabRun()
{
    invokeRun(QStringLiteral("featureMapLab"));
    QObject *lab = window_->property("featureMapLab").value<QObject *>();
    if (!lab)
        return QStringLiteral("FAILED feature-map lab: not made");
    QObject *runner = lab->property("runner").value<QObject *>();
    if (runner
        && (runner->property("convergenceBusy").toBool() || runner->property("driftBusy").toBool()))
        ++labRuns_;
    QString what = QStringLiteral("View > Feature-map lab");
    QTest::qWait(between(0, 30));
    if (runner && pick(2) == 0) {
        QMetaObject::invokeMethod(runner, "startConvergence", Q_ARG(int, between(1, 8)));
        what += QStringLiteral(", run convergence");
        QTest::qWait(between(0, 20));
    }
    if (pick(3) != 0) {
        QMetaObject::invokeMethod(lab, "close");
        what += QStringLiteral(", closed");
    } else {
        what += QStringLiteral(", left open");
    }
    return what;
}

QString TestMonkey::windowAction()
{
    switch (pick(6)) {
    case 0: {
        const QSize size(between(1024, 1600), between(640, 1000));
        window_->resize(size);
        return QStringLiteral("resize %1x%2").arg(size.width()).arg(size.height());
    }
    case 1:
        launcher_->windowState()->setPresenterMode(!launcher_->windowState()->presenterMode());
        return QStringLiteral("presenterMode toggled");
    case 2:
        launcher_->windowState()->setShowCharts(!launcher_->windowState()->showCharts());
        return QStringLiteral("showCharts toggled");
    case 3:
        launcher_->windowState()->setShowStepTable(!launcher_->windowState()->showStepTable());
        return QStringLiteral("showStepTable toggled");
    case 4:
        launcher_->windowState()->setDataEditorShown(!launcher_->windowState()->dataEditorShown());
        return QStringLiteral("dataEditorShown toggled");
    default: {
        static const QStringList names {QStringLiteral("openData"), QStringLiteral("saveData"),
            QStringLiteral("export"), QStringLiteral("shortcutsSheet"),
            QStringLiteral("startLesson"), QStringLiteral("reloadLesson"),
            QStringLiteral("fullScreen")};
        const QString name = pickFrom(names);
        invokeRun(name);
        return QStringLiteral("window.run(%1)").arg(name);
    }
    }
}

// ---- Dialogs and popups.

QString TestMonkey::answerFileDialog(QObject *chooser, const QString &which)
{
    if (!chooser->property("isOpen").toBool())
        return {};
    QString did;
    if (pick(3) == 0) {
        QMetaObject::invokeMethod(chooser, "cancel");
        did = QStringLiteral("cancelled the %1 dialog").arg(which);
    } else {
        // As if the user chose a file: always in the scratch folder.
        const bool saving = chooser->property("saving").toBool();
        QString path;
        if (which == QLatin1String("lesson"))
            path = pickFrom(lessonFiles_);
        else if (which == QLatin1String("data") && !saving)
            path = pickFrom(dataFilesToOpen_);
        else if (pick(4) == 0)
            path = unwritable_ + QStringLiteral(".out");
        else
            path = scratch_.filePath(
                QStringLiteral("chosen-%1.%2")
                    .arg(which,
                        which == QLatin1String("export") ? QStringLiteral("out")
                                                         : QStringLiteral("json")));
        // choose() closes the dialog first, as accepting a real one does.
        QMetaObject::invokeMethod(chooser, "choose", Q_ARG(QUrl, QUrl::fromLocalFile(path)));
        ++dialogsAnswered_;
        did = QStringLiteral("answered the %1 dialog with %2")
                  .arg(which, QFileInfo(path).fileName());
    }
    return did;
}

QObject *TestMonkey::popupOf(QQuickItem *item) const
{
    // A popup's item is a child of the overlay; the popup is its QObject parent.
    for (QObject *object = item; object; object = object->parent())
        if (object->inherits("QQuickPopup"))
            return object;
    return nullptr;
}

QList<QObject *> TestMonkey::openPopups() const
{
    QList<QObject *> popups;
    for (QObject *popup : window_->findChildren<QObject *>())
        if (popup->inherits("QQuickPopup") && popup->property("opened").toBool()
            && !popups.contains(popup))
            popups << popup;
    // Popups made in delegates or by createObject are not always QObject children of the window.
    QQuickItem *overlay = window_->property("overlay").value<QQuickItem *>();
    if (!overlay)
        overlay = window_->contentItem()->findChild<QQuickItem *>(
            QString(), Qt::FindDirectChildrenOnly);
    for (QQuickItem *item : window_->contentItem()->childItems())
        if (item->inherits("QQuickOverlay"))
            overlay = item;
    if (overlay)
        for (QQuickItem *child : overlay->childItems())
            if (QObject *popup = popupOf(child);
                popup && popup->property("opened").toBool() && !popups.contains(popup))
                popups << popup;
    return popups;
}

QString TestMonkey::closeOldPopups()
{
    QStringList closed;
    const QList<QObject *> open = openPopups();
    for (auto it = popupOpenedAt_.begin(); it != popupOpenedAt_.end();)
        it = open.contains(it.key()) ? std::next(it) : popupOpenedAt_.erase(it);
    for (QObject *popup : open) {
        if (popup->objectName() == QLatin1String("exportStatusPopup"))
            continue; // shows the last export's message; closes itself
        if (!popupOpenedAt_.contains(popup))
            popupOpenedAt_.insert(popup, actionIndex_);
        // Left open for a few actions, so that their contents get clicked too.
        if (actionIndex_ - popupOpenedAt_.value(popup) >= 1 + pick(4)) {
            QMetaObject::invokeMethod(popup, "close");
            popupOpenedAt_.remove(popup);
            ++popupsClosed_;
            closed << (popup->objectName().isEmpty()
                    ? QString::fromLatin1(popup->metaObject()->className())
                          .section(QLatin1Char('_'), 0, 0)
                    : popup->objectName());
        }
    }
    return closed.isEmpty() ? QString()
                            : QStringLiteral("closed %1").arg(closed.join(QStringLiteral(", ")));
}

QString TestMonkey::tidyUp()
{
    QStringList did;
    static const QList<std::pair<const char *, const char *>> choosers {
        {"exportFileChooser", "export"}, {"dataFileChooser", "data"},
        {"lessonFileChooser", "lesson"}};
    for (const auto &[name, which] : choosers) {
        QObject *chooser = window_->findChild<QObject *>(QString::fromLatin1(name));
        if (chooser)
            if (QString answer = answerFileDialog(chooser, QString::fromLatin1(which));
                !answer.isEmpty())
                did << answer;
    }
    if (QString closed = closeOldPopups(); !closed.isEmpty())
        did << closed;
    // A measurement is stopped soon after it starts (a whole sweep takes 20 s).
    if (QObject *page = window_->findChild<QObject *>(QStringLiteral("scalingPage"))) {
        QObject *runner = page->property("runner").value<QObject *>();
        if (runner && runner->property("busy").toBool()) {
            if (scalingBusySince_ < 0)
                scalingBusySince_ = actionIndex_;
            else if (actionIndex_ - scalingBusySince_ >= 3) {
                QMetaObject::invokeMethod(runner, "cancel");
                did << QStringLiteral("cancelled the scaling run");
            }
        } else {
            scalingBusySince_ = -1;
        }
    }
    if (!window_->isVisible()) {
        // Quit (Ctrl+Q or File > Quit) closed the window.
        window_->show();
        did << QStringLiteral("showed the closed window again");
    }
    if (window_->visibility() == QWindow::FullScreen && pick(4) == 0) {
        window_->showNormal();
        did << QStringLiteral("left full screen");
    }
    return did.join(QStringLiteral("; "));
}

// ---- Invariants.

QString TestMonkey::readEveryProperty(QObject *object, const QString &name)
{
    const QMetaObject *meta = object->metaObject();
    for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
        const QMetaProperty property = meta->property(i);
        const QVariant value = property.read(object);
        if (QString bad
            = badNumberIn(value, name + QLatin1Char('.') + QString::fromLatin1(property.name()));
            !bad.isEmpty())
            return bad;
        if (value.typeId() == QMetaType::QString && isBadText(value.toString())
            && !QByteArray(property.name()).contains("Description")
            && !QByteArray(property.name()).contains("stepText"))
            return QStringLiteral("%1.%2 reads \"%3\"")
                .arg(name, QString::fromLatin1(property.name()), value.toString());
    }
    return {};
}

QString TestMonkey::checkModel()
{
    const int keys = attention_->keyCount();
    const int prefix = attention_->prefix();
    if (keys < 1 || keys > 64)
        return QStringLiteral("keyCount %1 outside 1…64").arg(keys);
    if (prefix < 1 || prefix > keys)
        return QStringLiteral("prefix %1 outside 1…%2").arg(prefix).arg(keys);
    if (int(attention_->currentData().keys.size()) != keys
        || int(attention_->currentData().values.size()) != keys)
        return QStringLiteral("data has %1 keys and %2 values, keyCount %3")
            .arg(attention_->currentData().keys.size())
            .arg(attention_->currentData().values.size())
            .arg(keys);

    // The step table: one row per key, the current prefix marked, each row's
    // Unavailable cells as the core has them.
    StepTableModel *table = attention_->stepTable();
    if (table->rowCount() != keys)
        return QStringLiteral("step table has %1 rows, keyCount %2")
            .arg(table->rowCount())
            .arg(keys);
    if (table->currentRow() != prefix - 1)
        return QStringLiteral("step table's current row %1, prefix %2")
            .arg(table->currentRow())
            .arg(prefix);
    const StepTable &full = attention_->fullTable();
    for (int row = 0; row < keys; ++row) {
        const bool unavailable = table
                                     ->data(table->index(row, StepTableModel::OutputColumn),
                                         StepTableModel::UnavailableRole)
                                     .toBool();
        if (unavailable == full.steps.at(std::size_t(row)).available())
            return QStringLiteral(
                "step table row %1: output cell unavailable=%2, core says available=%3")
                .arg(row + 1)
                .arg(unavailable)
                .arg(full.steps.at(std::size_t(row)).available());
        for (int column = 0; column < table->columnCount(); ++column) {
            const QString text = table->data(table->index(row, column), Qt::DisplayRole).toString();
            if (isBadText(text))
                return QStringLiteral("step table cell %1,%2 reads \"%3\"")
                    .arg(row + 1)
                    .arg(column)
                    .arg(text);
        }
    }

    // Unavailable exactly when the denominator is 0 (with ε off; a quotient
    // that overflows is Unavailable too, no infinity leaves the core).
    const double numerator = attention_->numerator().number();
    const double denominator = attention_->denominator().number();
    if (attention_->epsilon() == 0.0) {
        const bool defined = denominator != 0.0 && std::isfinite(numerator / denominator);
        if (attention_->available() != defined)
            return QStringLiteral("available=%1 with numerator %2, denominator %3 and ε off")
                .arg(attention_->available())
                .arg(numerator)
                .arg(denominator);
    }
    if (attention_->output().isNull() == attention_->available())
        return QStringLiteral("output %1 while available=%2")
            .arg(attention_->output().text)
            .arg(attention_->available());
    if ((attention_->output().text == QLatin1String("Unavailable")) == attention_->available())
        return QStringLiteral("outputText \"%1\" while available=%2")
            .arg(attention_->output().text)
            .arg(attention_->available());

    // The derivation says the same.
    DerivationModel *derivation = attention_->derivation();
    const int outputRow = derivation->rowOf(QStringLiteral("output"));
    if (outputRow < 0)
        return QStringLiteral("the derivation has no output line");
    if (derivation->data(derivation->index(outputRow), DerivationModel::UnavailableRole).toBool()
        == attention_->available())
        return QStringLiteral("the derivation's output line disagrees with available=%1")
            .arg(attention_->available());
    if (attention_->epsilon() == 0.0
        && (derivation->rowOf(QStringLiteral("why-unavailable")) >= 0) == attention_->available())
        return QStringLiteral("why-unavailable line present=%1 while available=%2")
            .arg(derivation->rowOf(QStringLiteral("why-unavailable")) >= 0)
            .arg(attention_->available());
    for (int row = 0; row < derivation->rowCount(); ++row)
        for (int role : {DerivationModel::LabelRole, DerivationModel::FormulaRole,
                 DerivationModel::ResultRole}) {
            const QString text = derivation->data(derivation->index(row), role).toString();
            if (isBadText(text))
                return QStringLiteral("derivation line %1 reads \"%2\"").arg(row).arg(text);
        }

    DataTableModel *data = attention_->dataTable();
    if (data->rowCount() != keys + 1)
        return QStringLiteral("data table has %1 rows for %2 keys").arg(data->rowCount()).arg(keys);
    for (int row = 0; row < data->rowCount(); ++row)
        for (int column = 0; column < data->columnCount(); ++column) {
            const QString text = data->data(data->index(row, column), Qt::DisplayRole).toString();
            if (isBadText(text))
                return QStringLiteral("data table cell %1,%2 reads \"%3\"")
                    .arg(row)
                    .arg(column)
                    .arg(text);
        }
    return {};
}

QString TestMonkey::checkWalkthrough()
{
    WalkthroughModel *w = walkthrough_;
    if (!w->active())
        return {};
    if (w->stepCount() <= 0)
        return QStringLiteral("active lesson without steps");
    if (w->stepIndex() < 0 || w->stepIndex() >= w->stepCount())
        return QStringLiteral("stepIndex %1 outside 0…%2")
            .arg(w->stepIndex())
            .arg(w->stepCount() - 1);
    if (w->stepTitles().size() != w->stepCount())
        return QStringLiteral("%1 step titles for %2 steps")
            .arg(w->stepTitles().size())
            .arg(w->stepCount());
    if (w->stepTitle().isEmpty())
        return QStringLiteral("empty step title");
    if (w->canGoBack() != (w->stepIndex() > 0)
        || w->canGoNext() != (w->stepIndex() + 1 < w->stepCount()))
        return QStringLiteral("canGoBack/canGoNext disagree with step %1 of %2")
            .arg(w->stepIndex())
            .arg(w->stepCount());
    return {};
}

QString TestMonkey::checkViews()
{
    // One walk of the scene: the named items (the first of each name) and every text.
    QQuickItem *root = window_->contentItem();
    QList<QQuickItem *> items;
    collectVisibleItems(root, items);
    QHash<QString, QQuickItem *> named;
    for (QQuickItem *each : items)
        if (!each->objectName().isEmpty() && !named.contains(each->objectName()))
            named.insert(each->objectName(), each);
    auto item = [&named](const char *name) { return named.value(QString::fromLatin1(name)); };

    // The controls show the model's state.
    if (QQuickItem *box = item("presetBox");
        box && box->property("currentIndex").toInt() != attention_->presetIndex())
        return QStringLiteral("preset box shows %1, model preset %2")
            .arg(box->property("currentIndex").toInt())
            .arg(attention_->presetIndex());
    if (QQuickItem *box = item("featureMapBox");
        box && box->property("currentIndex").toInt() != attention_->featureMapIndex())
        return QStringLiteral("feature map box shows %1, model map %2")
            .arg(box->property("currentIndex").toInt())
            .arg(attention_->featureMapIndex());
    if (QQuickItem *spin = item("prefixSpinBox");
        spin && spin->property("value").toInt() != attention_->prefix())
        return QStringLiteral("prefix spin box shows %1, model prefix %2")
            .arg(spin->property("value").toInt())
            .arg(attention_->prefix());
    if (QQuickItem *slider = item("prefixSlider"); slider && attention_->keyCount() > 1
        && std::lround(slider->property("value").toDouble()) != attention_->prefix())
        return QStringLiteral("prefix slider shows %1, model prefix %2")
            .arg(slider->property("value").toDouble())
            .arg(attention_->prefix());

    // The summary says what the model says (or "?" while a question hides it).
    if (QQuickItem *label = item("outputValue")) {
        const QString expected
            = walkthrough_->concealsOutputValue() ? QStringLiteral("?") : attention_->output().text;
        if (label->property("text").toString() != expected)
            return QStringLiteral("the summary shows \"%1\", the model's output is \"%2\"")
                .arg(label->property("text").toString(), expected);
    }
    if (QQuickItem *label = item("softmaxValue")) {
        const QString expected = walkthrough_->concealsSoftmaxValue() ? QStringLiteral("?")
                                                                      : attention_->softmax().text;
        if (label->property("text").toString() != expected)
            return QStringLiteral("the summary's softmax shows \"%1\", the model's is \"%2\"")
                .arg(label->property("text").toString(), expected);
    }
    if (QQuickItem *label = item("derivationSubtitle")) {
        const QString expected = QStringLiteral("prefix %1 of %2")
                                     .arg(attention_->prefix())
                                     .arg(attention_->keyCount());
        if (!label->property("text").toString().contains(expected))
            return QStringLiteral("the derivation's subtitle \"%1\" lacks \"%2\"")
                .arg(label->property("text").toString(), expected);
    }
    if (walkthrough_->active()) {
        if (QQuickItem *counter = item("stepCounter"); counter && counter->isVisible()) {
            const QString expected = QStringLiteral("Step %1 of %2")
                                         .arg(walkthrough_->stepNumber())
                                         .arg(walkthrough_->stepCount());
            if (counter->property("text").toString() != expected)
                return QStringLiteral("the lesson strip says \"%1\", the walkthrough \"%2\"")
                    .arg(counter->property("text").toString(), expected);
        }
        if (QQuickItem *box = item("stepBox"); box && box->isVisible()
            && box->property("currentIndex").toInt() != walkthrough_->stepIndex())
            return QStringLiteral("the step list shows step %1, the walkthrough is at %2")
                .arg(box->property("currentIndex").toInt())
                .arg(walkthrough_->stepIndex());
    }

    // No NaN, ∞ or "undefined" anywhere in view.
    for (QQuickItem *each : items) {
        const int index = each->metaObject()->indexOfProperty("text");
        if (index < 0)
            continue;
        const QString text = each->metaObject()->property(index).read(each).toString();
        if (isBadText(text) && !each->inherits("QQuickTextInput"))
            return QStringLiteral("%1 shows \"%2\"").arg(describe(each), text.left(200));
    }
    return {};
}

QString TestMonkey::checkInvariants()
{
    if (!warnings_.isEmpty())
        return QStringLiteral("warning(s):\n") + warnings_.joined();
    for (const auto &[object, name] :
        {std::pair<QObject *, QString> {attention_, QStringLiteral("attention")},
            {walkthrough_, QStringLiteral("walkthrough")}, {exporter_, QStringLiteral("exporter")},
            {dataFiles_, QStringLiteral("dataFiles")}})
        if (QString bad = readEveryProperty(object, name); !bad.isEmpty())
            return bad;
    for (const char *name : {"scalingRunner", "labRunner"})
        if (QObject *runner = window_->findChild<QObject *>(QString::fromLatin1(name)))
            if (QString bad = readEveryProperty(runner, QString::fromLatin1(name)); !bad.isEmpty())
                return bad;
    if (QString bad = checkModel(); !bad.isEmpty())
        return bad;
    if (QString bad = checkWalkthrough(); !bad.isEmpty())
        return bad;
    return checkViews();
}

// ---- The run.

void TestMonkey::randomActions()
{
    const int actions = actionsOption > 0 ? actionsOption : kDefaultActions;
    qInfo("tst_monkey: seed %u, %d actions (replay: LINATTN_MONKEY_SEED=%u "
          "LINATTN_MONKEY_ACTIONS=%d)",
        seed_, actions, seed_, actions);
    installCrashReport();
    QElapsedTimer clock;
    clock.start();
    qint64 checkNanoseconds = 0;
    QMap<QString, qint64> kindNanoseconds; // each kind's actions, events and tidying up included

    using Action = QString (TestMonkey::*)();
    // Weighted: keys and clicks most, the slow labs and exports least.
    struct Kind {
        Action action;
        int weight;
        const char *name;
    };
    const QList<Kind> kinds {{&TestMonkey::pressKey, 22, "a key"},
        {&TestMonkey::typeIntoField, 8, "typing"}, {&TestMonkey::clickControl, 26, "a click"},
        {&TestMonkey::dragOnPlane, 3, "a drag"}, {&TestMonkey::lessonAction, 12, "a lesson action"},
        {&TestMonkey::dataAction, 12, "a data edit"}, {&TestMonkey::fileAction, 3, "a data file"},
        {&TestMonkey::exportAction, 4, "an export"},
        {&TestMonkey::scalingLabRun, 1, "the scaling lab"},
        {&TestMonkey::featureMapLabRun, 1, "the feature-map lab"},
        {&TestMonkey::windowAction, 4, "a window action"}};
    int totalWeight = 0;
    for (const auto &kind : kinds)
        totalWeight += kind.weight;

    for (actionIndex_ = 0; actionIndex_ < actions; ++actionIndex_) {
        int roll = pick(totalWeight);
        const Kind *chosen = &kinds.constFirst();
        for (const Kind &kind : kinds) {
            if (roll < kind.weight) {
                chosen = &kind;
                break;
            }
            roll -= kind.weight;
        }
        // Noted before it runs, so that a crash inside it names it.
        remember(QStringLiteral("(running %1)").arg(QString::fromLatin1(chosen->name)));
        history_.pop_back();
        QElapsedTimer acting;
        acting.start();
        const QString did = (this->*chosen->action)();
        remember(did);
        remember(QStringLiteral("  … (events and tidying up)"));
        history_.pop_back();
        settle();
        if (const QString tidied = tidyUp(); !tidied.isEmpty()) {
            remember(QStringLiteral("  … ") + tidied);
            settle();
        }
        kindNanoseconds[chosen->name] += acting.nsecsElapsed();
        QElapsedTimer checking;
        checking.start();
        QString problem = did.startsWith(QLatin1String("FAILED")) ? did : checkInvariants();
        checkNanoseconds += checking.nsecsElapsed();
        if (!problem.isEmpty()) {
            const QString report = QStringLiteral(
                "seed %1 (LINATTN_MONKEY_SEED=%1), action %2: %3\nlast actions, oldest first:\n%4")
                                       .arg(seed_)
                                       .arg(actionIndex_)
                                       .arg(problem, history());
            crashTextLength = 0;
            QFAIL(qPrintable(report));
        }
    }
    crashTextLength = 0;
    watching = false;

    // Whatever is still running ends before the window goes.
    QTRY_VERIFY_WITH_TIMEOUT(!exporter_->busy(), 30000);
    qInfo("tst_monkey: %d actions in %.1f s (%.1f s of checks): %d clicks on %lld kinds of "
          "control, %d exports written, %d refused, "
          "%d lessons started, %d scaling runs, %d lab runs, %d file dialogs answered, %d popups "
          "closed",
        actions, clock.elapsed() / 1000.0, checkNanoseconds / 1e9, clicks_,
        qsizetype(clickedKinds_.size()), exportsWritten_, exportsRefused_, lessonsStarted_,
        scalingRuns_, labRuns_, dialogsAnswered_, popupsClosed_);
    QStringList times;
    for (auto it = kindNanoseconds.cbegin(); it != kindNanoseconds.cend(); ++it)
        times << QStringLiteral("%1 %2 s").arg(it.key()).arg(it.value() / 1e9, 0, 'f', 1);
    qInfo("tst_monkey: time by kind: %s", qPrintable(times.join(QStringLiteral(", "))));
    QVERIFY2(warnings_.isEmpty(), qPrintable(warnings_.joined()));
    // A run long enough to mean something reached every kind of action.
    if (actions >= 100) {
        QVERIFY(clicks_ > actions / 10);
        QVERIFY2(clickedKinds_.size() >= 4,
            qPrintable(QStringList(clickedKinds_.values()).join(QStringLiteral(", "))));
    }
    if (actions >= 500) {
        QVERIFY2(clickedKinds_.size() >= 8,
            qPrintable(QStringList(clickedKinds_.values()).join(QStringLiteral(", "))));
        QVERIFY(exportsWritten_ > 0);
        QVERIFY(exportsRefused_ > 0);
        QVERIFY(lessonsStarted_ > 0);
        QVERIFY(dialogsAnswered_ > 0);
        QVERIFY(scalingRuns_ + labRuns_ > 0);
    }
}

int main(int argc, char **argv)
{
    // Nothing the window writes (recent files, the export folder, caches) may
    // leave the scratch folder.
    QTemporaryDir home;
    if (!home.isValid())
        qFatal("tst_monkey: no scratch folder: %s", qPrintable(home.errorString()));
    for (const char *variable :
        {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
        const QString path = home.filePath(QString::fromLatin1(variable).toLower());
        QDir().mkpath(path);
        qputenv(variable, QFile::encodeName(path));
    }
    qputenv(
        "XDG_DOCUMENTS_DIR", QFile::encodeName(home.filePath(QStringLiteral("home/Documents"))));

    seedOption = quint32(qEnvironmentVariableIntValue("LINATTN_MONKEY_SEED"));
    actionsOption = qEnvironmentVariableIntValue("LINATTN_MONKEY_ACTIONS");
    // -seed N and -actions N are ours; the rest is Qt Test's.
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if ((argument == "-seed" || argument == "-actions") && i + 1 < argc) {
            const long value = std::strtol(argv[++i], nullptr, 10);
            if (argument == "-seed")
                seedOption = quint32(value);
            else
                actionsOption = int(value);
            continue;
        }
        arguments << QString::fromLocal8Bit(argument);
    }
    QApplication app(argc, argv);
    TestMonkey test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, arguments);
}

#include "tst_monkey.moc"
