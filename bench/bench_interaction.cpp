// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Input to frame in the whole program: the window as the program opens it (no session), at
// 1280×800, driven by input events. For each event the time from sending it to the end of the
// next frame the window draws, in milliseconds: median and 95th percentile.
//   - q dragged across the query/key plane through 60 positions, with 6 keys (preset general) and
//     with 64 (a data file), the target being a 95th percentile at 64 keys at most 1.5 × that at 6;
//   - the selected token moved through the longest sequence (seq-long, 64 tokens) with the Right
//     key on the token slider;
//   - γ typed into the sequence view's field and entered, 20 values.
// Not part of the pass/fail suite (no timing is asserted in a test).
//   QT_QPA_PLATFORM=offscreen build/bench/bench/bench_interaction
#include "AttentionModel.h"
#include "ProblemModel.h"
#include "SequenceModel.h"
#include "WindowLauncher.h"
#include "WindowRequest.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <memory>
#include <vector>

namespace {

using namespace linattn;

// The window, opened as the program opens it.
struct OpenWindow {
    std::unique_ptr<QQmlApplicationEngine> engine = std::make_unique<QQmlApplicationEngine>();
    std::unique_ptr<WindowLauncher> launcher = std::make_unique<WindowLauncher>();
    int frames = 0;

    bool open(WindowRequest request)
    {
        request.windowSize = QSize(1280, 800);
        request.noSession = true;
        const QString problem = launcher->open(*engine, request);
        if (!problem.isEmpty()) {
            std::fprintf(stderr, "bench_interaction: %s\n", qPrintable(problem));
            return false;
        }
        QQuickWindow *window = launcher->window();
        QObject::connect(window, &QQuickWindow::frameSwapped, window, [this] { ++frames; });
        if (!QTest::qWaitForWindowExposed(window))
            return false;
        QTest::qWait(500); // the charts lay themselves out over the first frames
        return true;
    }

    // Sends one input (`send`) and returns the milliseconds until the next frame is drawn,
    // or a negative number when none came within two seconds.
    double untilFrame(const std::function<void()> &send)
    {
        const int before = frames;
        QElapsedTimer timer;
        timer.start();
        send();
        while (frames == before && timer.elapsed() < 2000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        return frames == before ? -1.0 : double(timer.nsecsElapsed()) / 1e6;
    }

    QQuickItem *item(const char *name) const
    {
        return launcher->window()->findChild<QQuickItem *>(QLatin1String(name));
    }
};

struct Figures {
    double median = 0;
    double p95 = 0;
    int missed = 0;
};

Figures figuresOf(std::vector<double> times)
{
    Figures figures;
    figures.missed = int(std::count_if(times.begin(), times.end(), [](double t) { return t < 0; }));
    times.erase(
        std::remove_if(times.begin(), times.end(), [](double t) { return t < 0; }), times.end());
    if (times.empty())
        return figures;
    std::sort(times.begin(), times.end());
    figures.median = times[times.size() / 2];
    figures.p95
        = times[std::min(times.size() - 1, std::size_t(std::ceil(0.95 * times.size())) - 1)];
    return figures;
}

void print(const char *what, const Figures &figures, std::size_t events)
{
    std::printf("%-44s median %7.2f ms   95th percentile %7.2f ms   (%zu events%s)\n", what,
        figures.median, figures.p95, events, figures.missed ? ", some with no frame" : "");
}

// Where q is drawn on the plane, in the window's coordinates.
QPointF queryInWindow(const OpenWindow &window)
{
    QQuickItem *plane = window.item("planeChart");
    const QVariantMap chart = window.launcher->problem()->attention()->planeChart();
    const QRectF plot = plane->property("plotArea").toRectF();
    const QPointF query = chart.value(QStringLiteral("query")).toPointF();
    const double xMin = chart.value(QStringLiteral("xMin")).toDouble();
    const double xMax = chart.value(QStringLiteral("xMax")).toDouble();
    const double yMin = chart.value(QStringLiteral("yMin")).toDouble();
    const double yMax = chart.value(QStringLiteral("yMax")).toDouble();
    const double x = plot.left() + (query.x() - xMin) / (xMax - xMin) * plot.width();
    const double y = plot.bottom() - (query.y() - yMin) / (yMax - yMin) * plot.height();
    return plane->mapToScene(QPointF(x, y));
}

// q pressed and dragged through 60 positions on a circle of 80 px, then released.
std::vector<double> dragQuery(OpenWindow &window)
{
    QQuickWindow *quick = window.launcher->window();
    const QPointF start = queryInWindow(window);
    const auto query = [&window] {
        return window.launcher->problem()
            ->attention()
            ->planeChart()
            .value(QStringLiteral("query"))
            .toPointF();
    };
    QPointF last = query();
    int moved = 0; // moves that moved q: the drag is a drag, not a hover
    std::vector<double> times;
    QTest::mousePress(quick, Qt::LeftButton, {}, start.toPoint());
    for (int i = 1; i <= 60; ++i) {
        const double angle = 2 * M_PI * i / 60;
        const QPoint at
            = (start + QPointF(80 * std::sin(angle), 80 * (1 - std::cos(angle)) / 2)).toPoint();
        times.push_back(window.untilFrame([&] { QTest::mouseMove(quick, at); }));
        moved += query() != last ? 1 : 0;
        last = query();
    }
    QTest::mouseRelease(quick, Qt::LeftButton, {}, start.toPoint());
    if (moved < 50)
        std::fprintf(stderr, "bench_interaction: q moved on %d of 60 moves only\n", moved);
    return times;
}

QString writeKeys(const QTemporaryDir &folder, int count)
{
    // Keys on a spiral, values alternating, q near the middle.
    QString json
        = QStringLiteral("{\"title\": \"%1 keys\", \"query\": [0.5, 1], \"keys\": [").arg(count);
    QString values;
    for (int i = 0; i < count; ++i) {
        const double r = 0.5 + 2.5 * i / count;
        const double a = 0.7 * i;
        json += QStringLiteral("%1[%2, %3]")
                    .arg(i ? QStringLiteral(", ") : QString())
                    .arg(r * std::cos(a), 0, 'f', 3)
                    .arg(r * std::sin(a), 0, 'f', 3);
        values += QStringLiteral("%1%2").arg(i ? QStringLiteral(", ") : QString()).arg(i % 5 - 2);
    }
    json += QStringLiteral("], \"values\": [") + values + QStringLiteral("]}");
    const QString path = folder.filePath(QStringLiteral("keys-%1.json").arg(count));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(json.toUtf8());
    return path;
}

} // namespace

int main(int argc, char **argv)
{
    // Qt Charts' QML types need a QApplication.
    QApplication app(argc, argv);
    QTemporaryDir folder;
    if (!folder.isValid())
        return 1;

    Figures six;
    {
        OpenWindow window;
        WindowRequest request;
        request.presetId = QStringLiteral("general");
        if (!window.open(request))
            return 1;
        const std::vector<double> times = dragQuery(window);
        six = figuresOf(times);
        print("drag q, 6 keys", six, times.size());
    }
    Figures sixtyFour;
    {
        OpenWindow window;
        WindowRequest request;
        request.dataFile = writeKeys(folder, 64);
        if (!window.open(request))
            return 1;
        const std::vector<double> times = dragQuery(window);
        sixtyFour = figuresOf(times);
        print("drag q, 64 keys", sixtyFour, times.size());
    }
    if (six.p95 > 0)
        std::printf("95th percentile at 64 keys / at 6 keys: %.2f (target at most 1.5)\n",
            sixtyFour.p95 / six.p95);
    {
        OpenWindow window;
        WindowRequest request;
        request.sequenceId = QStringLiteral("seq-long");
        if (!window.open(request))
            return 1;
        QQuickWindow *quick = window.launcher->window();
        SequenceModel &sequence = *window.launcher->problem()->sequence();
        sequence.setToken(0);
        QTest::qWait(200);
        QQuickItem *slider = window.item("tokenSlider");
        if (slider)
            slider->forceActiveFocus();
        std::vector<double> times;
        for (int token = 1; token <= 63; ++token)
            times.push_back(window.untilFrame([&] {
                if (slider)
                    QTest::keyClick(quick, Qt::Key_Right);
                else
                    sequence.setToken(token);
            }));
        print(slider ? "token through 63 (Right on the slider)" : "token through 63 (model)",
            figuresOf(times), times.size());
        if (sequence.token() != 63)
            std::fprintf(
                stderr, "bench_interaction: the token ended at %d, not 63\n", sequence.token());

        QQuickItem *decay = window.item("decayField");
        std::vector<double> typed;
        if (decay) {
            for (int i = 0; i < 20; ++i) {
                decay->forceActiveFocus();
                QTest::keyClick(quick, Qt::Key_A, Qt::ControlModifier);
                for (const QChar c : QStringLiteral("0.%1").arg(99 - i))
                    QTest::keyClick(quick, c.toLatin1());
                typed.push_back(window.untilFrame([&] { QTest::keyClick(quick, Qt::Key_Return); }));
            }
            print("gamma typed and entered", figuresOf(typed), typed.size());
            if (decay->property("text").toString() != QStringLiteral("0.8"))
                std::fprintf(stderr, "bench_interaction: γ reads %s, not 0.8\n",
                    qPrintable(decay->property("text").toString()));
        }
    }
    return 0;
}
