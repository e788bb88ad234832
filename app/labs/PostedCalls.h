// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTimer>

#include <deque>
#include <functional>
#include <mutex>

namespace linattn {

// Calls a worker thread hands to the thread that made this object, each tagged with
// the run that made it; only calls of the current run are made. The hand-over is a
// std::mutex and a queue that the owner's thread empties once a frame while a run
// is open, not an event posted across threads: Qt's own locks are invisible to
// ThreadSanitizer, so an event the worker allocated and the owner's thread frees
// would look raced, and a real race could hide among such reports.
class PostedCalls {
public:
    PostedCalls();

    // Owner's thread: calls of runs other than `generation` are dropped from now on;
    // `open` says whether that run is going on (and the queue is to be watched).
    void setCurrentRun(quint64 generation, bool open);

    // Worker thread: queue `call` of run `generation`.
    void post(quint64 generation, std::function<void()> call);
    // Worker thread: run `generation` has returned and posts nothing more.
    void finish(quint64 generation);

private:
    void runPending();

    struct Call {
        quint64 generation;
        std::function<void()> call;
    };

    std::mutex mutex_;
    std::deque<Call> pending_; // guarded by mutex_
    quint64 finishedGeneration_ = 0; // guarded by mutex_
    quint64 currentGeneration_ = 0; // owner's thread only
    QTimer poll_;
};

} // namespace linattn
