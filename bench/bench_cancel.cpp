// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// How long Cancel takes in the Scaling and Generation labs (target: 100 ms): each run starts a
// sweep up to N = 65536, waits until it has measured some points (the larger N, where single
// calls are longest), then times cancel(), which returns once the worker has stopped. Prints the
// minimum, median and maximum of the runs. Not part of the pass/fail suite: the tests check that
// a cancel stops the worker and drops its results, this measures how fast.
//   build/bench/bench/bench_cancel [runs]
#include "GenerationRunner.h"
#include "ScalingRunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

// Starts `runner`, waits for `points` progress signals, times cancel(); milliseconds, or a
// negative number when the sweep ended before it could be cancelled.
template <typename Runner, typename Signal>
double cancelLatency(Runner &runner, Signal progressSignal, int points)
{
    QSignalSpy progress(&runner, progressSignal);
    runner.start();
    while (progress.count() < points && runner.busy())
        progress.wait(60000);
    if (!runner.busy())
        return -1;
    QElapsedTimer timer;
    timer.start();
    runner.cancel();
    const double milliseconds = double(timer.nsecsElapsed()) / 1e6;
    QCoreApplication::processEvents();
    return milliseconds;
}

void report(const char *name, std::vector<double> latencies)
{
    std::erase_if(latencies, [](double ms) { return ms < 0; });
    if (latencies.empty()) {
        std::printf("%-22s every sweep ended before it could be cancelled\n", name);
        return;
    }
    std::sort(latencies.begin(), latencies.end());
    std::printf("%-22s %zu runs: min %.2f ms, median %.2f ms, max %.2f ms (target 100 ms)\n", name,
        latencies.size(), latencies.front(), latencies[latencies.size() / 2], latencies.back());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;

    std::vector<double> scaling;
    for (int i = 0; i < runs; ++i) {
        linattn::ScalingRunner runner;
        runner.setDimension(64);
        runner.setMaxN(65536);
        scaling.push_back(cancelLatency(runner, &linattn::ScalingRunner::pointMeasured, 7));
    }
    report("Scaling lab", scaling);

    std::vector<double> generation;
    for (int i = 0; i < runs; ++i) {
        linattn::GenerationRunner runner;
        runner.setMaxN(65536);
        generation.push_back(cancelLatency(runner, &linattn::GenerationRunner::progressChanged, 3));
    }
    report("Generation page", generation);
    return 0;
}
