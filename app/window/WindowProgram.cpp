// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowProgram.h"

#include "ExportController.h"
#include "HeldMessages.h"
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

#include <functional>
#include <optional>

namespace linattn {

namespace {

// A window that has not rendered by then never will (no usable display).
constexpr int kRenderTimeoutMilliseconds = 60000;

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

namespace {

// Called once the offscreen window has rendered: starts an export that ends, once, with
// finish(succeeded, what failed).
using FinishExport = std::function<void(bool succeeded, const QString &failure)>;
using StartExport = std::function<void(WindowLauncher &launcher, const FinishExport &finish)>;

// The headless exports' common part: the window offscreen, in the request's language, and
// the export started once it has rendered. Returns 0, or 2 after one line on standard error.
int exportFromOffscreenWindow(int &argc, char **argv, const WindowRequest &request,
    const QString &outputFile, const StartExport &start)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    HeldMessages held;
    QApplication app(argc, argv);
    installTranslations(request.language);
    QQmlApplicationEngine engine;
    WindowLauncher launcher;
    if (const QString error = launcher.open(engine, request); !error.isEmpty()) {
        held.release();
        QTextStream err(stderr);
        held.printTo(err);
        return failWith(error);
    }

    int status = kExitBadInput;
    bool finished = false;
    // Once started, the export keeps time itself (a chart grab, a worksheet's charts), so a
    // long one is not cut short as if the window had never rendered.
    bool started = false;
    const FinishExport finish = [&](bool succeeded, const QString &failure) {
        if (finished)
            return;
        finished = true;
        status = succeeded ? 0 : kExitBadInput;
        if (!succeeded)
            QTextStream(stderr) << "linattn: -o " << failure << Qt::endl;
        QCoreApplication::exit(status);
    };
    QObject::connect(
        launcher.window(), &QQuickWindow::frameSwapped, &app,
        [&] {
            QTimer::singleShot(kSettleMilliseconds, &app, [&] {
                started = true;
                start(launcher, finish);
            });
        },
        Qt::SingleShotConnection);
    QTimer::singleShot(kRenderTimeoutMilliseconds, &app, [&] {
        if (finished || started)
            return;
        finished = true;
        QTextStream err(stderr);
        held.printTo(err);
        err << "linattn: -o " << outputFile << ": cannot write: the window was never rendered"
            << Qt::endl;
        QCoreApplication::exit(kExitBadInput);
    });
    QApplication::exec();
    held.release();
    return status;
}

} // namespace

int exportFromWindowHeadless(
    int &argc, char **argv, const WindowRequest &request, const QString &outputFile, QString kind)
{
    // One query, or a sequence (whose handout and charts are the sequence view's).
    const auto selected = selectProblemOrSequence(request);
    if (const auto *error = std::get_if<QString>(&selected))
        return failWith(*error);
    // The value plane draws values of two coordinates, of one query or of a sequence.
    std::size_t valueDimension = 0;
    if (const auto *problem = std::get_if<ProblemSelection>(&selected))
        valueDimension = problem->data.valueDimension();
    else if (const auto *sequence = std::get_if<SequenceSelection>(&selected))
        valueDimension = sequence->data.valueDimension();
    if (kind.startsWith(QLatin1String("values-")) && valueDimension != 2)
        return failWith(QStringLiteral("--chart values: the value plane draws values of two "
                                       "coordinates; these values have %1")
                            .arg(valueDimension));
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
    // A chart that cannot be drawn as vector graphics is grabbed at twice its size, to print.
    if (qEnvironmentVariableIsEmpty("QT_SCALE_FACTOR"))
        qputenv("QT_SCALE_FACTOR", "2");

    return exportFromOffscreenWindow(argc, argv, windowRequest, outputFile,
        [&](WindowLauncher &launcher, const FinishExport &finish) {
            // The window's own controller, which has the window's charts.
            ExportController &controller = *launcher.exporter();
            QObject::connect(&controller, &ExportController::exportFinished, &controller,
                [&controller, finish](
                    bool succeeded) { finish(succeeded, controller.errorMessage()); });
            controller.exportAs(kind, QUrl::fromLocalFile(outputFile));
        });
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

    return exportFromOffscreenWindow(
        argc, argv, request, outputFile, [&](WindowLauncher &launcher, const FinishExport &finish) {
            // Lives as long as the window's controller, which outlives the event loop.
            auto *worksheet = new WorksheetExport(*launcher.walkthrough(), *launcher.exporter());
            QObject::connect(worksheet, &WorksheetExport::exportFinished, worksheet,
                [worksheet, finish](
                    bool succeeded) { finish(succeeded, worksheet->lastMessage()); });
            worksheet->exportOpenLesson(outputFile, answerKey, *size);
        });
}

} // namespace linattn
