// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SessionStore.h"
#include "WindowRequest.h"

#include <QObject>
#include <QString>

#include <optional>

class QQuickWindow;
class QQmlApplicationEngine;

namespace linattn {

// Charts lay themselves out over a few frames after the first one; a short wait after the first
// frame catches the finished picture (screenshots, headless exports).
inline constexpr int kSettleMilliseconds = 300;

class AttentionModel;
class DataFiles;
class ExportController;
class ProblemModel;
class SequenceModel;
class WalkthroughModel;
class WindowState;

// Opens the classroom window for a window-mode request: applies the chosen
// preset, map, prefix and size, and with --screenshot saves a PNG of the
// first rendered frames and quits.
class WindowLauncher : public QObject {
    Q_OBJECT

public:
    explicit WindowLauncher(QObject *parent = nullptr);

    // Checks --lesson, --lesson-file and --step before any window exists;
    // an error message, or empty when they are usable.
    static QString checkWalkthrough(const WindowRequest &request);

    // Loads Main.qml; an error message when the window cannot be created.
    // With a session store, the saved session is applied first (options on
    // the command line win over it) and saved again when the program quits;
    // a session that cannot be read is reported once in the window.
    QString open(QQmlApplicationEngine &engine, const WindowRequest &request,
        const SessionStore *session = nullptr);

    // After open(): saves the window as PNG once it has rendered, then exits
    // the event loop with 0, or 2 and a message when the file cannot be written.
    void saveScreenshotAndQuit(const QString &path);

    // After open(): exits the event loop with 0 right after the first frame.
    void quitAfterFirstFrame();

    // Writes the session now (done by itself when the program quits).
    void saveSession();

    // After open(): the window and what it shows, made here and handed to
    // Main.qml as its required properties; they live as long as the engine.
    QQuickWindow *window() const { return window_; }
    // The problem shown, in either view; model() and sequence() are its parts.
    ProblemModel *problem() const { return problem_; }
    AttentionModel *model() const { return model_; }
    WalkthroughModel *walkthrough() const { return walkthrough_; }
    DataFiles *dataFiles() const { return dataFiles_; }
    // The one ExportController: the Export menu's, and the headless handout's.
    ExportController *exporter() const { return exporter_; }
    WindowState *windowState() const { return windowState_; }
    SequenceModel *sequence() const { return sequence_; }

private:
    void restoreSession(const SessionStore &session);
    // --sequence (with --decay, --chunk, --token): the window opens in the sequence view.
    QString applySequenceRequest(const WindowRequest &request);
    void grabAndSave(const QString &path);

    QQuickWindow *window_ = nullptr;
    ProblemModel *problem_ = nullptr;
    AttentionModel *model_ = nullptr;
    WalkthroughModel *walkthrough_ = nullptr;
    DataFiles *dataFiles_ = nullptr;
    ExportController *exporter_ = nullptr;
    WindowState *windowState_ = nullptr;
    SequenceModel *sequence_ = nullptr;
    std::optional<SessionStore> session_;
};

} // namespace linattn
