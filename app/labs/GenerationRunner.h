// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CancellableWorker.h"
#include "generation.h"

#include <QObject>
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
// the start of the run (empty) and says so.
class GenerationRunner : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The dimension d, 1…256 (default 64); a refused value keeps the last and sets errorMessage.
    Q_PROPERTY(int dimension READ dimension WRITE setDimension NOTIFY dimensionChanged FINAL)
    Q_PROPERTY(bool float64 READ float64 WRITE setFloat64 NOTIFY float64Changed FINAL)
    // Tokens generated, 16…65536 (default 4096).
    Q_PROPERTY(int maxN READ maxN WRITE setMaxN NOTIFY maxNChanged FINAL)
    // A total besides 784 and 3,072, 0 (none) … 65536 (default 1024).
    Q_PROPERTY(int chosenN READ chosenN WRITE setChosenN NOTIFY chosenNChanged FINAL)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged FINAL)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged FINAL)
    // {"series": [{"kernel": "recurrent"|"softmax-cached"|"softmax-uncached", "points":
    //   [{"position", "seconds"}], "fit": [{"position", "seconds"}], "slopeText"}], "xMin",
    //  "xMax", "yMin", "yMax", "pointCount", "d", "precision"}
    Q_PROPERTY(QVariantMap chart READ chart NOTIFY chartChanged FINAL)
    // One row per total: {"n", "dataset" ("" or the paper's), "recurrent", "cached", "uncached"
    //  (durations), "recurrentRate", "cachedRate", "uncachedRate" (tokens per second),
    //  "cachedTimes", "uncachedTimes" (how many times the recurrent form's time),
    //  "paperCachedTimes", "paperUncachedTimes" ("" without a paper figure), "estimated" (a figure
    //  is extrapolated), "summary" (the sentence the page shows under the row)}
    Q_PROPERTY(QVariantList totals READ totals NOTIFY totalsChanged FINAL)
    // One row per total's N: {"n", "state", "cache"} (formatted bytes).
    Q_PROPERTY(QVariantList memory READ memory NOTIFY memoryChanged FINAL)
    // "" (none yet or running), "finished", "cancelled", "outOfTime".
    Q_PROPERTY(QString outcome READ outcome NOTIFY outcomeChanged FINAL)
    // How long the last run took, written ("3.18 s").
    Q_PROPERTY(QString elapsedText READ elapsedText NOTIFY outcomeChanged FINAL)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged FINAL)

public:
    explicit GenerationRunner(QObject *parent = nullptr);
    ~GenerationRunner() override;

    int dimension() const { return int(options_.d); }
    void setDimension(int d);
    bool float64() const { return options_.precision == ScalingPrecision::Float64; }
    void setFloat64(bool float64);
    int maxN() const { return int(options_.maxN); }
    void setMaxN(int maxN);
    int chosenN() const { return int(options_.chosenN); }
    void setChosenN(int n);
    bool busy() const { return busy_; }
    double progress() const { return progress_; }
    QVariantMap chart() const { return chart_; }
    QVariantList totals() const { return totals_; }
    QVariantList memory() const;
    QString outcome() const { return outcome_; }
    QString elapsedText() const { return elapsedText_; }
    QString errorMessage() const { return errorMessage_; }

    Q_INVOKABLE void start();
    Q_INVOKABLE void cancel();

    const GenerationResult &result() const { return result_; }
    const GenerationOptions &options() const { return options_; }

signals:
    void dimensionChanged();
    void float64Changed();
    void maxNChanged();
    void chosenNChanged();
    void busyChanged();
    void progressChanged();
    void chartChanged();
    void totalsChanged();
    void memoryChanged();
    void outcomeChanged();
    void errorMessageChanged();
    void finished();

private:
    void setBusy(bool busy);
    void setProgress(double progress);
    void setOutcome(const QString &outcome, const QString &elapsed);
    void setErrorMessage(const QString &message);
    void show(GenerationResult result);

    GenerationOptions options_;
    GenerationOptions measuredOptions_;
    CancellableWorker worker_;
    bool busy_ = false;
    double progress_ = 0;
    GenerationResult result_;
    QVariantMap chart_;
    QVariantList totals_;
    QString outcome_;
    QString elapsedText_;
    QString errorMessage_;
};

} // namespace linattn
