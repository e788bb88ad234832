#pragma once

#include "CommandLine.h"

#include <QObject>
#include <QString>

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
    QString open(QQmlApplicationEngine &engine, const CommandLineRequest &request);

    // After open(): saves the window as PNG once it has rendered, then exits
    // the event loop with 0, or 2 and a message when the file cannot be written.
    void saveScreenshotAndQuit(const QString &path);

    // After open(): exits the event loop with 0 right after the first frame.
    void quitAfterFirstFrame();

    QQuickWindow *window() const { return window_; }
    AttentionModel *model() const { return model_; }
    WalkthroughModel *walkthrough() const { return walkthrough_; }

private:
    void grabAndSave(const QString &path);

    QQuickWindow *window_ = nullptr;
    AttentionModel *model_ = nullptr;
    WalkthroughModel *walkthrough_ = nullptr;
};

} // namespace linattn
