// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowLauncher.h"

#include "AtomicSave.h"
#include "WindowModels.h"

#include "AccessibleEnabledState.h"
#include "AttentionModel.h"
#include "DataFiles.h"
#include "ExportController.h"
#include "LessonCatalog.h"
#include "ProblemModel.h"
#include "ProblemSelection.h"
#include "SequenceModel.h"
#include "Translations.h"
#include "WalkthroughModel.h"
#include "WindowState.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QScreen>
#include <QTimer>

#include <cstdio>

namespace linattn {

namespace {
// Room a window manager's title bar and borders take, which a window does not
// know before it is shown.
constexpr QMargins kFrameAllowance {8, 40, 8, 8};

// A window larger than the screen's free area (1280×800 on a 1280×800
// projector, whose title bar and panels take room) would hide the step
// table's last rows: it opens maximised instead, and un-maximised it fits.
void fitToScreen(QQuickWindow &window)
{
    // The offscreen platform's screen is a nominal canvas, not a monitor.
    if (QGuiApplication::platformName() == QLatin1String("offscreen") || !window.screen())
        return;
    if (window.windowStates() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        return;
    const QRect available = window.screen()->availableGeometry().marginsRemoved(kFrameAllowance);
    if (window.width() <= available.width() && window.height() <= available.height())
        return;
    // The size it returns to when un-maximised; the window manager places it.
    window.resize(window.size().boundedTo(available.size()).expandedTo(window.minimumSize()));
    window.setWindowState(Qt::WindowMaximized);
}
} // namespace

WindowLauncher::WindowLauncher(QObject *parent)
    : QObject(parent)
{
}

QString WindowLauncher::checkWalkthrough(const WindowRequest &request)
{
    if (!request.walkthrough)
        return {};
    std::size_t stepCount = 0;
    if (!request.lessonFile.isEmpty()) {
        auto plan = LessonReader::readFile(request.lessonFile);
        if (auto *error = std::get_if<QString>(&plan))
            return QStringLiteral("--lesson-file %1").arg(*error);
        stepCount = std::get<LessonPlan>(plan).lesson.steps.size();
    } else {
        const QString id = request.lessonId.isEmpty()
            ? QString::fromStdString(LessonCatalog::lessons().front().lesson.id)
            : request.lessonId;
        const LessonPlan *plan = LessonCatalog::find(id.toStdString());
        if (!plan) {
            QStringList ids;
            for (const LessonPlan &each : LessonCatalog::lessons())
                ids << QString::fromStdString(each.lesson.id);
            return QStringLiteral("--lesson: unknown lesson '%1' (%2)")
                .arg(id, ids.join(QStringLiteral(", ")));
        }
        stepCount = plan->lesson.steps.size();
    }
    if (static_cast<std::size_t>(request.step) > stepCount)
        return QStringLiteral("--step: %1 is beyond the %2 steps of the lesson")
            .arg(request.step)
            .arg(stepCount);
    return {};
}

QString WindowLauncher::open(
    QQmlApplicationEngine &engine, const WindowRequest &request, const SessionStore *session)
{
    AccessibleEnabledState::install();
    // The models live as long as the engine, which deletes the window first.
    const WindowModels models(&engine, request.language);
    problem_ = models.problem();
    model_ = problem_->attention();
    sequence_ = problem_->sequence();
    walkthrough_ = models.walkthrough();
    dataFiles_ = models.dataFiles();
    exporter_ = models.exporter();
    windowState_ = models.windowState();
    engine.setInitialProperties(models.initialProperties());
    // The views' own module (LinearAttention) is imported by its files in
    // sub-folders; Qt 6.4 finds its qmldir only under this import path.
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.load(QUrl(QStringLiteral("qrc:/LinearAttention/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return QStringLiteral("the window could not be created (see the messages above)");
    window_ = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window_)
        return QStringLiteral("Main.qml is not a window");

    if (session)
        restoreSession(*session);

    if (!request.presetId.isEmpty())
        model_->setPresetId(request.presetId);
    if (!request.dataFile.isEmpty()) {
        auto loaded = loadDataOrSequenceFile(request.dataFile);
        if (auto *error = std::get_if<QString>(&loaded))
            return *error;
        auto &contents = std::get<DataFileContents>(loaded);
        if (auto *sequence = std::get_if<SequenceData>(&contents)) {
            sequence_->setOwnSequence(std::move(*sequence));
            problem_->setSequenceView(true);
        } else if (!model_->editor()->loadOwnData(std::get<AttentionData>(std::move(contents)),
                       tr("Open %1").arg(QFileInfo(request.dataFile).fileName()))) {
            return QStringLiteral("--data %1: %2")
                .arg(request.dataFile, model_->editor()->editError());
        }
    }
    if (request.presenterMode)
        windowState_->setPresenterMode(true);
    if (!request.featureMapId.isEmpty())
        model_->setFeatureMapId(request.featureMapId);
    if (request.hasFavorSettings() || request.epsilon)
        model_->mapOptions()->set(request.favorSettings(model_->favorSettings()),
            request.epsilon.value_or(model_->epsilon()));
    if (request.prefix)
        model_->setPrefix(*request.prefix);
    if (!model_->errorMessage().isEmpty())
        return model_->errorMessage();
    if (const QString error = applySequenceRequest(request); !error.isEmpty())
        return error;
    if (request.walkthrough) {
        const bool started = request.lessonFile.isEmpty()
            ? walkthrough_->start(
                request.lessonId.isEmpty() ? walkthrough_->lessons()->at(0).id : request.lessonId,
                request.step - 1)
            : walkthrough_->openLessonFile(request.lessonFile);
        if (!started)
            return walkthrough_->errorMessage();
        walkthrough_->goToStep(request.step - 1);
    }
    if (request.windowSize.isValid())
        window_->resize(request.windowSize);
    else
        fitToScreen(*window_);
    // show() would mean showNormal() on a desktop and drop a maximised or
    // full-screen state set above (by the session, or to fit the screen).
    if (window_->windowStates() & Qt::WindowFullScreen)
        window_->showFullScreen();
    else if (window_->windowStates() & Qt::WindowMaximized)
        window_->showMaximized();
    else
        window_->show();
    return {};
}

QString WindowLauncher::applySequenceRequest(const WindowRequest &request)
{
    const bool ownSequence = !request.dataFile.isEmpty() && sequence_->sequenceId().isEmpty();
    if (request.sequenceId.isEmpty() && !ownSequence)
        return {};
    // runWindow() checked the id, γ, C and token against the sequence.
    if (!ownSequence && !sequence_->setSequenceId(request.sequenceId))
        return QStringLiteral("--sequence: unknown sequence '%1'").arg(request.sequenceId);
    if (request.decay && !sequence_->setDecay(*request.decay))
        return QStringLiteral("--decay: %1").arg(sequence_->decayError());
    if (request.chunk && !sequence_->setChunkSize(*request.chunk))
        return QStringLiteral("--chunk: %1").arg(sequence_->chunkError());
    if (request.token)
        sequence_->setToken(*request.token);
    problem_->setSequenceView(true);
    return {};
}

void WindowLauncher::restoreSession(const SessionStore &session)
{
    const SessionStore::ReadResult saved = session.read();
    if (!saved.problem.isEmpty())
        windowState_->setNotice(
            tr("The last session could not be restored (%1). The window starts from the defaults.")
                .arg(saved.problem));
    if (saved.session) {
        const QString notApplied = SessionStore::apply(
            *saved.session, *window_, *windowState_, *problem_, *walkthrough_);
        if (!notApplied.isEmpty())
            windowState_->setNotice(
                tr("Part of the last session could not be restored: %1 The rest is as it was left.")
                    .arg(notApplied));
    }
    session_ = session;
    connect(qApp, &QCoreApplication::aboutToQuit, this, &WindowLauncher::saveSession);
    // A student's answers are kept as they are given, not only on quitting (the whole session,
    // so that a first start's answers are read back even when the program does not quit).
    connect(walkthrough_, &WalkthroughModel::progressChanged, this, &WindowLauncher::saveSession);
    connect(walkthrough_, &WalkthroughModel::activeChanged, this, &WindowLauncher::saveSession);
}

void WindowLauncher::saveSession()
{
    if (session_ && window_ && model_ && walkthrough_)
        session_->write(SessionStore::capture(*window_, *windowState_, *problem_, *walkthrough_));
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
    const QString why = image.isNull()
        ? QStringLiteral("nothing was rendered")
        : saveAtomically(path, [&image](QIODevice &file) { return image.save(&file, "PNG"); });
    if (!why.isEmpty()) {
        std::fprintf(stderr, "linattn: --screenshot %s: cannot write: %s\n", qPrintable(path),
            qPrintable(why));
        QCoreApplication::exit(kExitBadInput);
        return;
    }
    QCoreApplication::exit(0);
}

} // namespace linattn
