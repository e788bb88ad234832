// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MeasurementRunner.h"

#include "generation.h"

#include <cmath>

namespace linattn {

QString MeasurementRunner::slopeText(std::optional<double> slope)
{
    if (!slope)
        return tr("slope —");
    // Rounded first, so that a slope of −0.001 reads "0.00", not "-0.00".
    return tr("slope %1").arg(std::round(*slope * 100) / 100 + 0.0, 0, 'f', 2);
}

MeasurementRunner::MeasurementRunner(QObject *parent)
    : QObject(parent)
{
}

MeasurementRunner::~MeasurementRunner()
{
    worker_.stop();
}

void MeasurementRunner::setDimension(int d)
{
    if (d < int(kMinScalingDimension) || d > int(kMaxScalingDimension)) {
        setErrorMessage(tr("d: %1 is outside 1…256").arg(d));
        return;
    }
    setErrorMessage({});
    if (std::size_t(d) == d_)
        return;
    d_ = std::size_t(d);
    emit dimensionChanged();
    emit memoryChanged();
}

void MeasurementRunner::setFloat64(bool float64)
{
    if (float64 == this->float64())
        return;
    precision_ = float64 ? ScalingPrecision::Float64 : ScalingPrecision::Float32;
    emit float64Changed();
    emit memoryChanged();
}

void MeasurementRunner::setBusy(bool busy)
{
    if (busy == busy_)
        return;
    busy_ = busy;
    emit busyChanged();
}

void MeasurementRunner::setProgress(double progress)
{
    if (progress == progress_)
        return;
    progress_ = progress;
    emit progressChanged();
}

void MeasurementRunner::setOutcome(const QString &outcome, const QString &elapsed)
{
    if (outcome == outcome_ && elapsed == elapsedText_)
        return;
    outcome_ = outcome;
    elapsedText_ = elapsed;
    emit outcomeChanged();
}

void MeasurementRunner::setErrorMessage(const QString &message)
{
    if (message == errorMessage_)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

void MeasurementRunner::cancel()
{
    const bool wasBusy = busy_;
    worker_.stop();
    setBusy(false);
    if (wasBusy)
        setOutcome(QStringLiteral("cancelled"), {});
}

void MeasurementRunner::beginRun()
{
    setErrorMessage({});
    setProgress(0);
    setOutcome({}, {});
    setBusy(true);
}

void MeasurementRunner::endRun(bool outOfTime, double seconds)
{
    setProgress(1);
    setBusy(false);
    setOutcome(outOfTime ? QStringLiteral("outOfTime") : QStringLiteral("finished"),
        QString::fromStdString(formatDuration(seconds)));
    emit finished();
}

void MeasurementRunner::failRun(const QString &message)
{
    setBusy(false);
    setErrorMessage(message);
}

} // namespace linattn
