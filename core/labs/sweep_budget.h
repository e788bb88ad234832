// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the Scaling lab's two sweeps (scaling.cpp, generation.cpp) share about time: their clock,
// and the check between calls whether to stop — asked to, or out of the time budget.

#pragma once

#include <chrono>
#include <stop_token>

namespace linattn::sweeps {

using Clock = std::chrono::steady_clock;

inline double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Marks `result` (anything with `cancelled` and `outOfTime`) cancelled when a stop was requested,
// otherwise out of time once totalSeconds have passed since `started`; returns whether either is.
template <typename Result>
bool interrupted(
    Result &result, const std::stop_token &stop, Clock::time_point started, double totalSeconds)
{
    if (stop.stop_requested())
        result.cancelled = true;
    else if (secondsSince(started) > totalSeconds)
        result.outOfTime = true;
    return result.cancelled || result.outOfTime;
}

} // namespace linattn::sweeps
