#include "CommandLine.h"
#include "ProblemSelection.h"
#include "WindowLauncher.h"

#include <QApplication>
#include <QCoreApplication>
#include <QQmlApplicationEngine>
#include <QTextStream>

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

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setApplicationName(QStringLiteral("linattn"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LINATTN_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Linear Attention Reassociation"));

    // Everything is checked before any window or display is touched.
    auto parsed = linattn::CommandLine::parse(argumentsOf(argc, argv));
    if (auto *error = std::get_if<QString>(&parsed))
        return failWith(*error);
    const auto &request = std::get<linattn::CommandLineRequest>(parsed);

    if (request.mode != linattn::CommandLineRequest::Mode::Window) {
        QCoreApplication app(argc, argv);
        QTextStream out(stdout);
        QTextStream err(stderr);
        return linattn::CommandLine::runHeadless(request, out, err);
    }
    if (!request.dataFile.isEmpty())
        return failWith(
            QStringLiteral("--data: the window shows presets; use --data with --export"));
    auto selected
        = linattn::selectProblem(request.presetId, {}, request.featureMapId, request.prefix);
    if (auto *error = std::get_if<QString>(&selected))
        return failWith(*error);
    if (const QString error = linattn::WindowLauncher::checkWalkthrough(request); !error.isEmpty())
        return failWith(error);

    // Qt Charts needs a QApplication, not a QGuiApplication.
    QApplication app(argc, argv);
    QQmlApplicationEngine engine;
    linattn::WindowLauncher launcher;
    if (const QString error = launcher.open(engine, request); !error.isEmpty())
        return failWith(error);
    if (!request.screenshotFile.isEmpty())
        launcher.saveScreenshotAndQuit(request.screenshotFile);
    else if (request.quitAfterFirstFrame)
        launcher.quitAfterFirstFrame();
    return QApplication::exec();
}
