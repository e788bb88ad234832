#include "BenchCommand.h"
#include "CommandLine.h"
#include "ExportController.h"
#include "ProblemSelection.h"
#include "Translations.h"
#include "WindowLauncher.h"

#include <QApplication>
#include <QCoreApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>
#include <QUrl>

#include <cstdlib>
#include <optional>

namespace {

QStringList argumentsOf(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return arguments;
}

int failWith(const QString &message)
{
    QTextStream(stderr) << "linattn: " << message << Qt::endl;
    return linattn::CommandLine::kExitBadInput;
}

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

QQuickItem *findChart(QQuickWindow *window, const char *objectName)
{
    const QString name = QString::fromLatin1(objectName);
    if (auto *item = window->findChild<QQuickItem *>(name))
        return item;
    return window->contentItem()->findChild<QQuickItem *>(name);
}

// `linattn --export pdf -o FILE`: the window, rendered offscreen, gives the
// handout its charts; ExportController writes it as the window's menu does.
int exportHandout(int argc, char *argv[], const linattn::CommandLineRequest &request)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Charts drawn at twice the resolution, so that they print sharply.
    if (qEnvironmentVariableIsEmpty("QT_SCALE_FACTOR"))
        qputenv("QT_SCALE_FACTOR", "2");

    const QtMessageHandler previousHandler = qInstallMessageHandler(holdMessage);
    QApplication app(argc, argv);
    linattn::installTranslations(request.language);
    QQmlApplicationEngine engine;
    linattn::WindowLauncher launcher;
    linattn::CommandLineRequest windowRequest = request;
    windowRequest.mode = linattn::CommandLineRequest::Mode::Window;
    if (const QString error = launcher.open(engine, windowRequest); !error.isEmpty()) {
        qInstallMessageHandler(previousHandler);
        printHeldMessages();
        return failWith(error);
    }

    linattn::ExportController controller;
    controller.setAttention(launcher.model());
    controller.setPlaneChart(findChart(launcher.window(), "planeChart"));
    controller.setWeightsChart(findChart(launcher.window(), "weightsChart"));
    controller.setOutputChart(findChart(launcher.window(), "outputChart"));

    int status = linattn::CommandLine::kExitBadInput;
    bool finished = false;
    QObject::connect(&controller, &linattn::ExportController::exportFinished, &app,
        [&](bool succeeded) {
            if (finished)
                return;
            finished = true;
            status = succeeded ? 0 : linattn::CommandLine::kExitBadInput;
            if (!succeeded)
                QTextStream(stderr) << "linattn: -o " << controller.errorMessage() << Qt::endl;
            QCoreApplication::exit(status);
        });
    QObject::connect(
        launcher.window(), &QQuickWindow::frameSwapped, &controller,
        [&] {
            QTimer::singleShot(kSettleMilliseconds, &controller, [&] {
                controller.exportHandout(
                    QUrl::fromLocalFile(request.outputFile), request.pageSize);
            });
        },
        Qt::SingleShotConnection);
    QTimer::singleShot(kRenderTimeoutMilliseconds, &controller, [&] {
        if (finished)
            return;
        finished = true;
        printHeldMessages();
        QTextStream(stderr) << "linattn: -o " << request.outputFile
                            << ": cannot write: the window was never rendered" << Qt::endl;
        QCoreApplication::exit(linattn::CommandLine::kExitBadInput);
    });
    QApplication::exec();
    qInstallMessageHandler(previousHandler);
    heldMessages().clear();
    return status;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setApplicationName(QStringLiteral("linattn"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LINATTN_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Linear Attention Reassociation"));

    // `linattn --bench …`: the Scaling lab's sweep, headless, before the rest
    // of the command line (which does not know its options).
    {
        QTextStream out(stdout);
        QTextStream err(stderr);
        if (const auto status = linattn::runBenchIfAsked(argumentsOf(argc, argv), out, err))
            return *status;
    }

    // Everything is checked before any window or display is touched.
    auto parsed = linattn::CommandLine::parse(argumentsOf(argc, argv));
    if (auto *error = std::get_if<QString>(&parsed))
        return failWith(*error);
    const auto &request = std::get<linattn::CommandLineRequest>(parsed);
    if (const QString error = linattn::translationLanguageError(request.language); !error.isEmpty())
        return failWith(error);

    if (request.mode == linattn::CommandLineRequest::Mode::ExportPdf) {
        auto selected = linattn::selectProblem(
            request.presetId, request.dataFile, request.featureMapId, request.prefix);
        if (auto *error = std::get_if<QString>(&selected))
            return failWith(*error);
        // As for every export, no --prefix means every key.
        linattn::CommandLineRequest handoutRequest = request;
        handoutRequest.prefix = static_cast<int>(std::get<linattn::ProblemSelection>(selected).prefix);
        return exportHandout(argc, argv, handoutRequest);
    }
    if (request.mode != linattn::CommandLineRequest::Mode::Window) {
        QCoreApplication app(argc, argv);
        QTextStream out(stdout);
        QTextStream err(stderr);
        return linattn::CommandLine::runHeadless(request, out, err);
    }
    auto selected = linattn::selectProblem(
        request.presetId, request.dataFile, request.featureMapId, request.prefix);
    if (auto *error = std::get_if<QString>(&selected))
        return failWith(*error);
    if (const QString error = linattn::WindowLauncher::checkWalkthrough(request); !error.isEmpty())
        return failWith(error);

    // Qt Charts needs a QApplication, not a QGuiApplication.
    QApplication app(argc, argv);
    linattn::installTranslations(request.language);
    // Wayland matches the window to its launcher and icon by this name.
    QGuiApplication::setDesktopFileName(
        QStringLiteral("io.github.linattn.LinearAttentionReassociation"));
    QQmlApplicationEngine engine;
    linattn::WindowLauncher launcher;
    std::optional<linattn::SessionStore> session;
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
