#pragma once

#include "CommandLine.h"
#include "SessionStore.h"

#include <QObject>
#include <QString>

#include <optional>

class QQuickWindow;
class QQmlApplicationEngine;

namespace linattn {

class AttentionModel;
class WalkthroughModel;

// Opens the classroom window for a window-mode request: applies the chosen
// preset, map, prefix and size, and with --screenshot saves a PNG of the
// first rendered frames and quits.
class WindowLauncher : public QObject {
    Q_OBJECT

public:
    explicit WindowLauncher(QObject *parent = nullptr);

    // Checks --lesson, --lesson-file and --step before any window exists;
    // an error message, or empty when they are usable.
    static QString checkWalkthrough(const CommandLineRequest &request);

    // Loads Main.qml; an error message when the window cannot be created.
    // With a session store, the saved session is applied first (options on
    // the command line win over it) and saved again when the program quits;
    // a session that cannot be read is reported once in the window.
    QString open(QQmlApplicationEngine &engine, const CommandLineRequest &request,
        const SessionStore *session = nullptr);

    // After open(): saves the window as PNG once it has rendered, then exits
    // the event loop with 0, or 2 and a message when the file cannot be written.
    void saveScreenshotAndQuit(const QString &path);

    // After open(): exits the event loop with 0 right after the first frame.
    void quitAfterFirstFrame();

    // Writes the session now (done by itself when the program quits).
    void saveSession();

    QQuickWindow *window() const { return window_; }
    AttentionModel *model() const { return model_; }
    WalkthroughModel *walkthrough() const { return walkthrough_; }

private:
    void restoreSession(const SessionStore &session);
    void grabAndSave(const QString &path);

    QQuickWindow *window_ = nullptr;
    AttentionModel *model_ = nullptr;
    WalkthroughModel *walkthrough_ = nullptr;
    std::optional<SessionStore> session_;
};

} // namespace linattn
