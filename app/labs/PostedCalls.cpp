// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostedCalls.h"

namespace linattn {

namespace {
// About one frame: progress and results reach the screen as fast as it can show them.
constexpr int kPollMilliseconds = 16;
} // namespace

PostedCalls::PostedCalls()
{
    poll_.setInterval(kPollMilliseconds);
    poll_.callOnTimeout([this] { runPending(); });
}

void PostedCalls::setCurrentRun(quint64 generation, bool open)
{
    currentGeneration_ = generation;
    {
        const std::lock_guard lock(mutex_);
        std::erase_if(
            pending_, [generation](const Call &call) { return call.generation != generation; });
    }
    if (open)
        poll_.start();
    else
        poll_.stop();
}

void PostedCalls::post(quint64 generation, std::function<void()> call)
{
    const std::lock_guard lock(mutex_);
    pending_.push_back({generation, std::move(call)});
}

void PostedCalls::finish(quint64 generation)
{
    const std::lock_guard lock(mutex_);
    finishedGeneration_ = generation;
}

void PostedCalls::runPending()
{
    std::deque<Call> batch;
    bool finished = false;
    {
        const std::lock_guard lock(mutex_);
        batch.swap(pending_);
        finished = finishedGeneration_ == currentGeneration_;
    }
    const quint64 batchRun = currentGeneration_;
    for (Call &call : batch) {
        // A call may stop or restart the worker: check each against the run current now.
        if (call.generation == currentGeneration_)
            call.call();
    }
    // The run has returned and all it posted is done: nothing more to watch for.
    if (finished && currentGeneration_ == batchRun)
        poll_.stop();
}

} // namespace linattn
