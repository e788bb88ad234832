// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Labs

// The feature-map lab (View menu): how FAVOR+ approaches softmax as m grows, and how the running
// sums drift in float32 against float64 over up to a million keys, both computed by a LabRunner
// in a worker thread while the window stays responsive; and the float32 ELU line. Every number
// comes from the runner (core); QML only places the points. Closing the lab cancels its runs.
Dialog {
    id: lab

    required property AttentionModel attention
    // The lab's runner, for tests and the window.
    readonly property LabRunner runner: runner

    title: qsTr("Feature-map lab")
    modal: true
    standardButtons: Dialog.Close
    // Over the whole window, menu bar included, so that the title is never cut off.
    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    width: Overlay.overlay ? Overlay.overlay.width - 40 : 1200
    height: Overlay.overlay ? Overlay.overlay.height - 40 : 740
    font.pixelSize: Theme.fontSize

    onOpened: {
        if (!runner.convergenceBusy && !runner.hasConvergence)
            runner.startConvergence(8);
        if (!runner.driftBusy && !runner.hasDrift)
            runner.startDrift(driftKeys.currentValue, driftSeed.text);
    }
    onClosed: runner.cancel()

    LabRunner {
        id: runner
        objectName: "labRunner"
        attention: lab.attention
        onConvergenceChartChanged: lab.fillConvergence()
        onDriftChartChanged: lab.fillDrift()
    }

    function fillConvergence() {
        const chart = runner.convergenceChart;
        meanSeries.clear();
        rangeSeries.clear();
        for (const point of chart.points) {
            if (point.mean === undefined || point.mean <= 0)
                continue;
            meanSeries.append(point.features, point.mean);
            if (point.min > 0)
                rangeSeries.append(point.features, point.min);
            if (point.max > 0)
                rangeSeries.append(point.features, point.max);
        }
        convergenceX.min = chart.xMin;
        convergenceX.max = chart.xMax;
        convergenceY.min = chart.yMin;
        convergenceY.max = chart.yMax;
    }

    function fillDrift() {
        const chart = runner.driftChart;
        const lines = {
            "float32 S": s32, "float32 Z": z32, "float32 output": out32,
            "float64 S": s64, "float64 Z": z64, "float64 output": out64
        };
        for (const series of chart.series) {
            const line = lines[series.precision + " " + series.quantity] as LineSeries;
            line.clear();
            for (const point of series.points)
                line.append(point.keys, point.drift);
        }
        driftX.min = chart.xMin;
        driftX.max = chart.xMax;
        driftY.min = chart.yMin;
        driftY.max = chart.yMax;
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing

            // FAVOR+ convergence.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1

                ChartView {
                    id: convergenceChart
                    objectName: "convergenceChart"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    title: qsTr("FAVOR+ against softmax")
                    titleFont.pixelSize: Theme.fontSize
                    titleFont.bold: true
                    titleColor: Theme.text
                    backgroundColor: Theme.panel
                    backgroundRoundness: 0
                    dropShadowEnabled: false
                    antialiasing: true
                    legend.font.pixelSize: Theme.smallFontSize
                    legend.labelColor: Theme.text
                    legend.alignment: Qt.AlignBottom
                    Accessible.name: qsTr("FAVOR+ convergence chart")
                    Accessible.description: qsTr("The error |linear − softmax| at the current prefix against the number of random features m, both on logarithmic axes: the mean over the seeds as a line, each seed's smallest and largest error as markers.")

                    LogValueAxis {
                        id: convergenceX
                        truncateLabels: false
                        base: 2
                        labelFormat: "%d"
                        titleText: qsTr("features m")
                        titleFont.pixelSize: Theme.smallFontSize
                        labelsFont.pixelSize: Theme.smallFontSize
                        labelsColor: Theme.text
                        min: 1
                        max: 4096
                    }
                    LogValueAxis {
                        id: convergenceY
                        truncateLabels: false
                        base: 10
                        labelFormat: "%.0e"
                        titleText: qsTr("|linear − softmax|")
                        titleFont.pixelSize: Theme.smallFontSize
                        labelsFont.pixelSize: Theme.smallFontSize
                        labelsColor: Theme.text
                        min: 0.001
                        max: 1
                    }
                    LineSeries {
                        id: meanSeries
                        name: qsTr("mean over seeds")
                        axisX: convergenceX
                        axisY: convergenceY
                        color: Theme.linear
                        width: 2
                        pointsVisible: true
                    }
                    ScatterSeries {
                        id: rangeSeries
                        name: qsTr("smallest and largest")
                        axisX: convergenceX
                        axisY: convergenceY
                        color: Theme.reference
                        borderColor: Theme.reference
                        markerSize: 6
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    BusyIndicator {
                        objectName: "convergenceBusy"
                        running: runner.convergenceBusy
                        visible: running
                        Layout.preferredHeight: 28
                        Layout.preferredWidth: 28
                        Accessible.name: qsTr("Computing the convergence")
                    }
                    Label {
                        objectName: "convergenceStatus"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.smallFontSize
                        color: Theme.mutedText
                        text: runner.convergenceBusy
                              ? qsTr("Computing m = 1 … 4096 for 8 seeds…")
                              : !runner.hasConvergence ? ""
                              : qsTr("Prefix %1, %2 seeds from seed %3, %4 ms. Not drawn: m where every denominator is 0: %5; m with an error of exactly 0 (at prefix 1 every map gives the key's value): %6.")
                                .arg(lab.attention.prefix).arg(runner.convergenceSeedCount)
                                .arg(lab.attention.mapOptions.favorSeed).arg(runner.convergenceMilliseconds)
                                .arg(runner.convergenceUnavailable.length > 0 ? runner.convergenceUnavailable : qsTr("none"))
                                .arg(runner.convergenceZero.length > 0 ? runner.convergenceZero : qsTr("none"))
                    }
                    Button {
                        objectName: "convergenceRunButton"
                        text: qsTr("Recompute")
                        font.pixelSize: Theme.fontSize
                        onClicked: runner.startConvergence(8)
                        Accessible.name: qsTr("Recompute the convergence")
                    }
                }
            }

            // Precision drift.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1

                ChartView {
                    id: driftChart
                    objectName: "driftChart"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    title: qsTr("Drift of the running sums: float32 and float64")
                    titleFont.pixelSize: Theme.fontSize
                    titleFont.bold: true
                    titleColor: Theme.text
                    backgroundColor: Theme.panel
                    backgroundRoundness: 0
                    dropShadowEnabled: false
                    antialiasing: true
                    legend.font.pixelSize: Theme.smallFontSize
                    legend.labelColor: Theme.text
                    // One entry a line, beside the chart: six names in a row
                    // under it would be cut ("output, fl…").
                    legend.alignment: Qt.AlignRight
                    // A line's own stroke in the legend: a filled square would
                    // look the same for float32 (solid) and float64 (dashed).
                    legend.markerShape: Legend.MarkerShapeFromSeries
                    Accessible.name: qsTr("Precision drift chart")
                    Accessible.description: qsTr("Relative drift of S, Z and the output against the number of keys N, on logarithmic axes, summed in float32 (solid) and float64 (dashed). Drifts of exactly 0 are left out.")

                    LogValueAxis {
                        id: driftX
                        truncateLabels: false
                        base: 10
                        labelFormat: "%.0e"
                        titleText: qsTr("keys N")
                        titleFont.pixelSize: Theme.smallFontSize
                        labelsFont.pixelSize: Theme.smallFontSize
                        labelsColor: Theme.text
                        min: 1
                        max: 1000000
                    }
                    LogValueAxis {
                        id: driftY
                        truncateLabels: false
                        base: 10
                        labelFormat: "%.0e"
                        titleText: qsTr("relative drift")
                        titleFont.pixelSize: Theme.smallFontSize
                        labelsFont.pixelSize: Theme.smallFontSize
                        labelsColor: Theme.text
                        min: 1e-17
                        max: 1
                    }
                    LineSeries { id: s32; name: qsTr("S, float32"); axisX: driftX; axisY: driftY; color: Theme.key; width: 2 }
                    LineSeries { id: z32; name: qsTr("Z, float32"); axisX: driftX; axisY: driftY; color: Theme.feature; width: 2 }
                    LineSeries { id: out32; name: qsTr("output, float32"); axisX: driftX; axisY: driftY; color: Theme.softmax; width: 2 }
                    LineSeries { id: s64; name: qsTr("S, float64"); axisX: driftX; axisY: driftY; color: Theme.key; width: 2; style: Qt.DashLine }
                    LineSeries { id: z64; name: qsTr("Z, float64"); axisX: driftX; axisY: driftY; color: Theme.feature; width: 2; style: Qt.DashLine }
                    LineSeries { id: out64; name: qsTr("output, float64"); axisX: driftX; axisY: driftY; color: Theme.softmax; width: 2; style: Qt.DashLine }
                }
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        text: qsTr("N")
                        font.pixelSize: Theme.fontSize
                    }
                    FittingComboBox {
                        id: driftKeys
                        objectName: "driftKeysBox"
                        font.pixelSize: Theme.fontSize
                        textRole: "text"
                        valueRole: "value"
                        model: [
                            { text: qsTr("1,000"), value: 1000 },
                            { text: qsTr("10,000"), value: 10000 },
                            { text: qsTr("100,000"), value: 100000 },
                            { text: qsTr("1,000,000"), value: 1000000 }
                        ]
                        // 100,000 on opening: a million keys take seconds with FAVOR+'s 64 features.
                        currentIndex: 2
                        Accessible.name: qsTr("Number of keys N")
                    }
                    Label {
                        text: qsTr("Seed")
                        font.pixelSize: Theme.fontSize
                    }
                    TextField {
                        id: driftSeed
                        objectName: "driftSeedField"
                        text: "1"
                        Layout.preferredWidth: 70
                        font.pixelSize: Theme.fontSize
                        Accessible.name: qsTr("Seed of the generated keys")
                    }
                    Button {
                        objectName: "driftRunButton"
                        text: qsTr("Recompute")
                        font.pixelSize: Theme.fontSize
                        onClicked: runner.startDrift(driftKeys.currentValue, driftSeed.text)
                        Accessible.name: qsTr("Recompute the drift")
                    }
                    BusyIndicator {
                        objectName: "driftBusy"
                        running: runner.driftBusy
                        visible: running
                        Layout.preferredHeight: 28
                        Layout.preferredWidth: 28
                        Accessible.name: qsTr("Computing the drift")
                    }
                    Label {
                        objectName: "driftStatus"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.smallFontSize
                        color: Theme.mutedText
                        text: runner.driftBusy ? qsTr("Summing…")
                              : !runner.hasDrift ? ""
                              : qsTr("%1 ms, map %2; drifts of exactly 0 left out: %3")
                                .arg(runner.driftMilliseconds).arg(lab.attention.featureMapTitle)
                                .arg(runner.driftZeroCount)
                    }
                }
            }
        }

        Label {
            objectName: "labError"
            Layout.fillWidth: true
            visible: text.length > 0
            text: runner.errorMessage
            color: Theme.unavailable
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "eluLine"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSize
            text: qsTr("ELU+1 in float32: written as elu(x) + 1 it is exactly 0 for x ≤ %1, while eˣ is not (e^%1 = %2 in float32). The core computes eˣ directly.")
                  .arg(runner.eluVanishingPoint).arg(runner.eluExpAtVanishingPoint)
        }
    }
}
