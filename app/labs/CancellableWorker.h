// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PostedCalls.h"

#include <stop_token>
#include <thread>
#include <utility>

namespace linattn {

// One computation at a time in a worker thread, for a QObject that shows its
// results (the lab runners). start() stops the previous run and waits for it;
// the work gets a Run: a stop token to check often, and post(), which calls a
// function on the owner's thread unless the run has been stopped or replaced
// by then. stop() (and the destructor) asks the worker to stop and waits for
// it, so nothing a stopped run computed is ever delivered.
class CancellableWorker {
public:
    class Run {
    public:
        const std::stop_token &stopToken() const { return stop_; }
        bool stopRequested() const { return stop_.stop_requested(); }

        // `call` runs on the owner's thread, if this run is still the current one.
        template <typename Call> void post(Call call) const
        {
            calls_->post(generation_, std::function<void()>(std::move(call)));
        }

    private:
        friend class CancellableWorker;
        Run(PostedCalls *calls, quint64 generation, std::stop_token stop)
            : calls_(calls)
            , generation_(generation)
            , stop_(std::move(stop))
        {
        }

        PostedCalls *calls_;
        quint64 generation_;
        std::stop_token stop_;
    };

    // The thread that makes the worker (its owner's) receives the posted calls.
    CancellableWorker() = default;
    ~CancellableWorker() { stop(); }
    CancellableWorker(const CancellableWorker &) = delete;
    CancellableWorker &operator=(const CancellableWorker &) = delete;

    // Stops the current run, then runs `work(const Run &)` in a new thread.
    template <typename Work> void start(Work work)
    {
        stop();
        calls_.setCurrentRun(generation_, true);
        thread_ = std::jthread([calls = &calls_, generation = generation_, work = std::move(work)](
                                   std::stop_token stop) mutable {
            work(Run(calls, generation, std::move(stop)));
            calls->finish(generation);
        });
    }

    // Asks the current run to stop and waits for it; what it posted is dropped.
    void stop()
    {
        if (thread_.joinable()) {
            thread_.request_stop();
            thread_.join();
        }
        calls_.setCurrentRun(++generation_, false);
    }

    // From the owner's thread, in the run's last posted call: the worker is
    // ending, so waiting for it is short.
    void join()
    {
        if (thread_.joinable())
            thread_.join();
    }

private:
    PostedCalls calls_;
    std::jthread thread_;
    // Read and written on the owner's thread only; a run carries its own copy.
    quint64 generation_ = 0;
};

} // namespace linattn
