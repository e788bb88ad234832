#include "WindowLauncher.h"

#include "AttentionModel.h"

#include <QCoreApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSaveFile>
#include <QTimer>

#include <cstdio>

namespace linattn {

namespace {
// Charts lay themselves out over a few frames after the first one; a short
// wait after the first frame catches the finished picture.
constexpr int kSettleMilliseconds = 300;
} // namespace

WindowLauncher::WindowLauncher(QObject *parent)
    : QObject(parent)
{
}

QString WindowLauncher::open(QQmlApplicationEngine &engine, const CommandLineRequest &request)
{
    engine.load(QUrl(QStringLiteral("qrc:/LinearAttention/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return QStringLiteral("the window could not be created (see the messages above)");
    window_ = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    model_ = window_ ? window_->property("attention").value<AttentionModel *>() : nullptr;
    if (!window_ || !model_)
        return QStringLiteral("Main.qml has no window with an AttentionModel 'attention'");

    if (!request.presetId.isEmpty())
        model_->setPresetId(request.presetId);
    if (!request.featureMapId.isEmpty())
        model_->setFeatureMapId(request.featureMapId);
    if (request.prefix)
        model_->setPrefix(*request.prefix);
    if (!model_->errorMessage().isEmpty())
        return model_->errorMessage();
    if (request.windowSize.isValid())
        window_->resize(request.windowSize);
    window_->show();
    return {};
}

void WindowLauncher::saveScreenshotAndQuit(const QString &path)
{
    connect(
        window_, &QQuickWindow::frameSwapped, this,
        [this, path] {
            QTimer::singleShot(kSettleMilliseconds, this, [this, path] { grabAndSave(path); });
        },
        Qt::SingleShotConnection);
}

void WindowLauncher::quitAfterFirstFrame()
{
    connect(
        window_, &QQuickWindow::frameSwapped, this, [] { QCoreApplication::exit(0); },
        Qt::SingleShotConnection);
}

void WindowLauncher::grabAndSave(const QString &path)
{
    const QImage image = window_->grabWindow();
    QSaveFile file(path);
    const bool saved = !image.isNull() && file.open(QIODevice::WriteOnly)
        && image.save(&file, "PNG") && file.commit();
    if (!saved) {
        std::fprintf(stderr, "linattn: --screenshot %s: cannot write: %s\n", qPrintable(path),
            qPrintable(
                image.isNull() ? QStringLiteral("nothing was rendered") : file.errorString()));
        QCoreApplication::exit(CommandLine::kExitBadInput);
        return;
    }
    QCoreApplication::exit(0);
}

} // namespace linattn
