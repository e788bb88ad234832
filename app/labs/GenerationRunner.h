// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MeasurementRunner.h"
#include "generation.h"

#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// The Scaling lab's Generation page: times generating tokens one at a time with (d) the recurrent
// form of linear attention, (e) softmax over a key/value cache and (f) softmax recomputed at every
// step (core's runGenerationSweep, in a worker thread, with a 50 ms budget per step of (f) so that
// cancel() stops the worker within 100 ms), and turns the result into what the page shows: the
// time per token against the position on log–log axes with fitted slopes, the totals for the
// paper's two image sizes and a chosen N beside the paper's own ratios, and the memory. The
// result arrives in one queued call when the sweep ends; cancel() keeps the page as it was at
// the start of the run (empty) and says so. d, precision, busy, progress, outcome, the time
// taken and cancel() are MeasurementRunner's.
// The base named with its namespace: Qt 6.4's QML type registrar finds it only so.
class GenerationRunner : public linattn::MeasurementRunner {
    Q_OBJECT
    QML_ELEMENT

    // Tokens generated, 16…65536 (default 4096).
    Q_PROPERTY(int maxN READ maxN WRITE setMaxN NOTIFY maxNChanged FINAL)
    // A total besides 784 and 3,072, 0 (none) … 65536 (default 1024).
    Q_PROPERTY(int chosenN READ chosenN WRITE setChosenN NOTIFY chosenNChanged FINAL)
    // {"series": [{"kernel": "recurrent"|"softmax-cached"|"softmax-uncached"|"delta", "points":
    //   [{"position", "seconds"}], "fit": [{"position", "seconds"}], "slopeText"}], "xMin",
    //  "xMax", "yMin", "yMax", "pointCount", "d", "precision"}
    Q_PROPERTY(QVariantMap chart READ chart NOTIFY chartChanged FINAL)
    // One row per total: {"n", "dataset" ("" or the paper's), "recurrent", "cached", "uncached",
    //  "delta" (durations), "recurrentRate", "cachedRate", "uncachedRate", "deltaRate" (tokens
    //  per second),
    //  "cachedTimes", "uncachedTimes" (how many times the recurrent form's time),
    //  "paperCachedTimes", "paperUncachedTimes" ("" without a paper figure), "estimated" (a figure
    //  is extrapolated), "summary" (the sentence the page shows under the row)}
    Q_PROPERTY(QVariantList totals READ totals NOTIFY totalsChanged FINAL)

public:
    explicit GenerationRunner(QObject *parent = nullptr);
    ~GenerationRunner() override;

    int maxN() const { return int(maxN_); }
    void setMaxN(int maxN);
    int chosenN() const { return int(chosenN_); }
    void setChosenN(int n);
    QVariantMap chart() const { return chart_; }
    QVariantList totals() const { return totals_; }

    // Starts a run with the current settings (cancelling a running one).
    Q_INVOKABLE void start();

    const GenerationResult &result() const { return result_; }
    bool hasResults() const override { return !result_.points.empty(); }
    // The sweep's options for the current settings.
    GenerationOptions options() const;

signals:
    void maxNChanged();
    void chosenNChanged();
    void chartChanged();
    void totalsChanged();

protected:
    // One row per total's N: {"n", "state", "cache"} (formatted bytes).
    QVariantList memoryRows() const override;

private:
    void show(GenerationResult result);

    std::size_t maxN_ = 4096;
    std::size_t chosenN_ = 1024;
    GenerationOptions measuredOptions_;
    GenerationResult result_;
    QVariantMap chart_;
    QVariantList totals_;
};

} // namespace linattn
