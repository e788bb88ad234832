// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The baseline for start-up figures: a bare Qt Quick window holding one
// ChartView, quitting after its first frame, as `linattn --quit-after-first-frame` does.
#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QQmlApplicationEngine engine;
    engine.loadData(R"(
        import QtQuick
        import QtCharts
        Window {
            width: 1280; height: 800; visible: true
            ChartView { anchors.fill: parent; LineSeries { XYPoint { x: 0; y: 0 } XYPoint { x: 1; y: 1 } } }
        })");
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
    if (!window)
        return 1;
    QObject::connect(window, &QQuickWindow::frameSwapped, &app, [] { QCoreApplication::exit(0); });
    return QApplication::exec();
}
