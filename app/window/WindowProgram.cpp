// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowProgram.h"

#include "ExportController.h"
#include "ProblemSelection.h"
#include "SessionStore.h"
#include "Translations.h"
#include "WindowLauncher.h"
#include "WorksheetExport.h"

#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>
#include <QUrl>

#include <cstdlib>
#include <optional>

namespace linattn {

namespace {

// Charts lay themselves out over a few frames after the first one.
constexpr int kSettleMilliseconds = 300;
// A window that has not rendered by then never will (no usable display).
constexpr int kRenderTimeoutMilliseconds = 60000;

// Qt's own messages while the handout's offscreen window runs (an unset
// XDG_RUNTIME_DIR, style notes): kept back, so that a run prints nothing or
// its one line, and shown only when the window itself cannot be made.
QStringList &heldMessages()
{
    static QStringList messages;
    return messages;
}

void holdMessage(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtFatalMsg) {
        QTextStream(stderr) << message << Qt::endl;
        std::abort();
    }
    heldMessages() << message;
}

void printHeldMessages()
{
    QTextStream err(stderr);
    for (const QString &message : std::as_const(heldMessages()))
        err << message << Qt::endl;
    heldMessages().clear();
}

} // namespace

int failWith(const QString &message)
{
    QTextStream(stderr) << "linattn: " << message << Qt::endl;
    return kExitBadInput;
}

int runWindow(int &argc, char **argv, const WindowRequest &request)
{
    // One query (a preset, a data file with "query") or a sequence (--sequence, a data file
    // with "queries"), with γ, C and the token checked against it before any window exists.
    const auto selected = selectProblemOrSequence(request);
    if (const auto *error = std::get_if<QString>(&selected))
        return failWith(*error);
    if (const QString error = WindowLauncher::checkWalkthrough(request); !error.isEmpty())
        return failWith(error);
    // Qt Charts needs a QApplication, not a QGuiApplication.
    QApplication app(argc, argv);
    installTranslations(request.language);
    // Wayland matches the window to its launcher and icon by this name.
    QGuiApplication::setDesktopFileName(
        QStringLiteral("io.github.linattn.LinearAttentionReassociation"));
    QQmlApplicationEngine engine;
    WindowLauncher launcher;
    std::optional<SessionStore> session;
    if (!request.noSession)
        session.emplace();
    if (const QString error = launcher.open(engine, request, session ? &*session : nullptr);
        !error.isEmpty())
        return failWith(error);
    if (!request.screenshotFile.isEmpty())
        launcher.saveScreenshotAndQuit(request.screenshotFile);
    else if (request.quitAfterFirstFrame)
        launcher.quitAfterFirstFrame();
    return QApplication::exec();
}

int exportFromWindowHeadless(
    int &argc, char **argv, const WindowRequest &request, const QString &outputFile, QString kind)
{
    // One query, or a sequence (whose handout and charts are the sequence view's).
    const auto selected = selectProblemOrSequence(request);
    if (const auto *error = std::get_if<QString>(&selected))
        return failWith(*error);
    if (std::holds_alternative<SequenceSelection>(selected)
        && kind.endsWith(QLatin1String("-svg"))) {
        if (kind.startsWith(QLatin1String("plane-")))
            return failWith(QStringLiteral("--chart plane: the sequence view has no query/key "
                                           "plane; its charts are weights and output"));
        kind.prepend(QLatin1String("sequence-"));
    }
    // As for every export, no --prefix means every key.
    WindowRequest windowRequest = request;
    if (const auto *problem = std::get_if<ProblemSelection>(&selected))
        windowRequest.prefix = static_cast<int>(problem->prefix);

    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Charts drawn at twice the resolution, so that they print sharply.
    if (qEnvironmentVariableIsEmpty("QT_SCALE_FACTOR"))
        qputenv("QT_SCALE_FACTOR", "2");
    const QtMessageHandler previousHandler = qInstallMessageHandler(holdMessage);
    QApplication app(argc, argv);
    installTranslations(request.language);
    QQmlApplicationEngine engine;
    WindowLauncher launcher;
    if (const QString error = launcher.open(engine, windowRequest); !error.isEmpty()) {
        qInstallMessageHandler(previousHandler);
        printHeldMessages();
        return failWith(error);
    }
    // The window's own controller, which has the window's charts.
    ExportController &controller = *launcher.exporter();

    int status = kExitBadInput;
    bool finished = false;
    QObject::connect(&controller, &ExportController::exportFinished, &app, [&](bool succeeded) {
        if (finished)
            return;
        finished = true;
        status = succeeded ? 0 : kExitBadInput;
        if (!succeeded)
            QTextStream(stderr) << "linattn: -o " << controller.errorMessage() << Qt::endl;
        QCoreApplication::exit(status);
    });
    QObject::connect(
        launcher.window(), &QQuickWindow::frameSwapped, &controller,
        [&] {
            QTimer::singleShot(kSettleMilliseconds, &controller,
                [&] { controller.exportAs(kind, QUrl::fromLocalFile(outputFile)); });
        },
        Qt::SingleShotConnection);
    QTimer::singleShot(kRenderTimeoutMilliseconds, &controller, [&] {
        if (finished)
            return;
        finished = true;
        printHeldMessages();
        QTextStream(stderr) << "linattn: -o " << outputFile
                            << ": cannot write: the window was never rendered" << Qt::endl;
        QCoreApplication::exit(kExitBadInput);
    });
    QApplication::exec();
    qInstallMessageHandler(previousHandler);
    heldMessages().clear();
    return status;
}

int exportWorksheetHeadless(int &argc, char **argv, const WindowRequest &request,
    const QString &outputFile, bool answerKey, const QString &pageSize)
{
    // An unknown lesson or a malformed lesson file is refused before any window exists.
    if (const QString error = WindowLauncher::checkWalkthrough(request); !error.isEmpty())
        return failWith(error);
    const auto size = HandoutWriter::parsePageSize(pageSize);
    if (!size)
        return failWith(
            QStringLiteral("--page-size: expected a4 or letter, got '%1'").arg(pageSize));

    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const QtMessageHandler previousHandler = qInstallMessageHandler(holdMessage);
    QApplication app(argc, argv);
    installTranslations(request.language);
    QQmlApplicationEngine engine;
    WindowLauncher launcher;
    if (const QString error = launcher.open(engine, request); !error.isEmpty()) {
        qInstallMessageHandler(previousHandler);
        printHeldMessages();
        return failWith(error);
    }
    WorksheetExport worksheet;
    worksheet.setWalkthrough(launcher.walkthrough());
    worksheet.setExporter(launcher.exporter());

    int status = kExitBadInput;
    bool finished = false;
    // Once the lesson is being walked through, each chart has a time limit of its own, so a
    // long lesson is not cut short as if the window had never rendered.
    bool started = false;
    QObject::connect(&worksheet, &WorksheetExport::exportFinished, &app, [&](bool succeeded) {
        if (finished)
            return;
        finished = true;
        status = succeeded ? 0 : kExitBadInput;
        if (!succeeded)
            QTextStream(stderr) << "linattn: -o " << worksheet.lastMessage() << Qt::endl;
        QCoreApplication::exit(status);
    });
    QObject::connect(
        launcher.window(), &QQuickWindow::frameSwapped, &worksheet,
        [&] {
            QTimer::singleShot(kSettleMilliseconds, &worksheet, [&] {
                started = true;
                worksheet.exportOpenLesson(outputFile, answerKey, *size);
            });
        },
        Qt::SingleShotConnection);
    QTimer::singleShot(kRenderTimeoutMilliseconds, &worksheet, [&] {
        if (finished || started)
            return;
        finished = true;
        printHeldMessages();
        QTextStream(stderr) << "linattn: -o " << outputFile
                            << ": cannot write: the window was never rendered" << Qt::endl;
        QCoreApplication::exit(kExitBadInput);
    });
    QApplication::exec();
    qInstallMessageHandler(previousHandler);
    heldMessages().clear();
    return status;
}

} // namespace linattn
