// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CancellableWorker.h"
#include "scaling.h"

#include <QElapsedTimer>
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <exception>
#include <optional>
#include <utility>

namespace linattn {

// What the Scaling lab's two pages share about a measurement (ScalingRunner: whole sequences
// against N; GenerationRunner: generation token by token): the dimension d and the precision
// they time, a worker thread with its busy flag, progress, outcome, time taken and error, and
// cancel(). A page's runner adds its own settings and turns its core sweep's result into what
// the page shows; it starts a run with runInWorker().
class MeasurementRunner : public QObject {
    Q_OBJECT
    QML_ANONYMOUS

    // The dimension d, 1…256 (default 64); a refused value keeps the last and sets errorMessage.
    Q_PROPERTY(int dimension READ dimension WRITE setDimension NOTIFY dimensionChanged FINAL)
    // float64 instead of float32.
    Q_PROPERTY(bool float64 READ float64 WRITE setFloat64 NOTIFY float64Changed FINAL)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged FINAL)
    // 0…1: the share of the sweep done.
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged FINAL)
    // How the last run ended: "" (none yet or running), "finished", "cancelled", "outOfTime".
    Q_PROPERTY(QString outcome READ outcome NOTIFY outcomeChanged FINAL)
    // How long the last run that was not cancelled took, written ("3.18 s"); "" before one.
    Q_PROPERTY(QString elapsedText READ elapsedText NOTIFY outcomeChanged FINAL)
    // The page has measured points to show (a run finished, ran out of time or was cancelled
    // part-way): before that a lesson has no earlier results to cover.
    Q_PROPERTY(bool hasResults READ hasResults NOTIFY outcomeChanged FINAL)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged FINAL)
    // What each form keeps in memory, one row per N (the page's runner says which rows).
    Q_PROPERTY(QVariantList memory READ memory NOTIFY memoryChanged FINAL)

public:
    ~MeasurementRunner() override;

    int dimension() const { return int(d_); }
    void setDimension(int d);
    bool float64() const { return precision_ == ScalingPrecision::Float64; }
    void setFloat64(bool float64);
    bool busy() const { return busy_; }
    double progress() const { return progress_; }
    QString outcome() const { return outcome_; }
    QString elapsedText() const { return elapsedText_; }
    virtual bool hasResults() const = 0;
    QString errorMessage() const { return errorMessage_; }
    QVariantList memory() const { return memoryRows(); }

    // Stops the worker and waits for it; what the page shows stays as the run left it.
    Q_INVOKABLE void cancel();

signals:
    void dimensionChanged();
    void float64Changed();
    void busyChanged();
    void progressChanged();
    void outcomeChanged();
    void errorMessageChanged();
    void memoryChanged();
    // The run ended by itself or at its time budget (not emitted for a cancelled one).
    void finished();

protected:
    explicit MeasurementRunner(QObject *parent);

    virtual QVariantList memoryRows() const = 0;

    // Stops a running measurement without calling it cancelled: for a runner going away, before
    // the members its posted calls would touch.
    void stopWorker() { worker_.stop(); }
    void setErrorMessage(const QString &message);
    void setProgress(double progress);
    static double share(std::size_t done, std::size_t total)
    {
        return total == 0 ? 1.0 : double(done) / double(total);
    }
    // A fitted slope as the legends write it: "slope 0.98", or "slope —" without a fit.
    static QString slopeText(std::optional<double> slope);

    // Starts `sweep(const CancellableWorker::Run &)` in the worker thread (the worker stops the
    // run going on, and drops what it posted, first); it returns a result with `cancelled` and
    // `outOfTime`, or throws, and may post calls of its own (progress, points) through the run.
    // Unless cancelled, `show(result)` is then called on this object's thread, and the run ends as
    // finished or out of time; an exception's text becomes errorMessage.
    template <typename Sweep, typename Show> void runInWorker(Sweep sweep, Show show)
    {
        beginRun();
        worker_.start([this, sweep = std::move(sweep), show = std::move(show)](
                          const CancellableWorker::Run &run) mutable {
            QElapsedTimer timer;
            timer.start();
            try {
                auto result = sweep(run);
                if (result.cancelled)
                    return;
                const double seconds = double(timer.nsecsElapsed()) / 1e9;
                run.post([this, result = std::move(result), show, seconds]() mutable {
                    worker_.join(); // it has posted its last call and is ending
                    const bool outOfTime = result.outOfTime;
                    show(std::move(result));
                    endRun(outOfTime, seconds);
                });
            } catch (const std::exception &error) {
                run.post([this, message = QString::fromUtf8(error.what())] {
                    worker_.join();
                    failRun(message);
                });
            }
        });
    }

    std::size_t d_ = 64;
    ScalingPrecision precision_ = ScalingPrecision::Float32;

private:
    void setBusy(bool busy);
    void setOutcome(const QString &outcome, const QString &elapsed);
    void beginRun();
    void endRun(bool outOfTime, double seconds);
    void failRun(const QString &message);

    CancellableWorker worker_;
    bool busy_ = false;
    double progress_ = 0;
    QString outcome_;
    QString elapsedText_;
    QString errorMessage_;
};

} // namespace linattn
