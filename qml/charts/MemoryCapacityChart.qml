// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import LinearAttention

// A capacity curve of the memory lab against the number of pairs N (log axis): the mean error,
// or the share of pairs recalled, for the sum rule, the delta rule and softmax over every pair,
// with a line at N = m, the memory's number of features. Every number comes from the model's
// capacity (MemoryLabModel::capacity()); QML only places the points.
ChartView {
    id: chart

    // MemoryLabModel.capacity.
    required property var capacity
    // The share of pairs recalled instead of the mean error.
    required property bool recall

    readonly property string chartTitle: chart.recall ? qsTr("Pairs recalled, as a share of N")
                                                      : qsTr("Mean error ‖r − v‖ / ‖v‖")

    title: chart.chartTitle
    titleFont.pixelSize: Theme.fontSize
    titleFont.bold: true
    titleFont.preferShaping: false
    titleColor: Theme.text
    antialiasing: true
    backgroundColor: Theme.panel
    backgroundRoundness: 0
    dropShadowEnabled: false
    legend.alignment: Qt.AlignBottom
    legend.font.pixelSize: Theme.smallFontSize
    legend.labelColor: Theme.text
    margins.top: 2
    margins.left: 2
    margins.right: 6
    margins.bottom: 2

    Accessible.role: Accessible.Chart
    Accessible.name: chart.chartTitle
    Accessible.description: chart.recall
        ? qsTr("The share of the N pairs recalled against N on a logarithmic axis, for the sum rule, the delta rule and softmax over every pair; a dashed line marks N = m, the memory's number of features.")
        : qsTr("The mean error of the read-outs against the number of pairs N on a logarithmic axis, for the sum rule, the delta rule and softmax over every pair; a dashed line marks N = m, the memory's number of features.")

    LogValueAxis {
        id: axisX
        truncateLabels: false
        base: 2
        labelFormat: "%d"
        titleText: qsTr("pairs N")
        titleFont.pixelSize: Theme.smallFontSize
        labelsFont.pixelSize: Theme.smallFontSize
        labelsColor: Theme.text
        min: 1
        max: 8
    }
    ValuesAxis {
        id: axisY
        truncateLabels: false
        titleText: chart.recall ? qsTr("recalled") : qsTr("mean error")
        titleFont.pixelSize: Theme.smallFontSize
        labelsFont.pixelSize: Theme.smallFontSize
        labelsColor: Theme.text
        labelFormat: "%g"
        tickType: ValuesAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 0.25
        minorTickCount: 0
        min: 0
        max: 1
    }
    LineSeries {
        id: sumLine
        name: qsTr("sum rule")
        axisX: axisX
        axisY: axisY
        color: Theme.linear
        width: 3
        pointsVisible: true
    }
    LineSeries {
        id: deltaLine
        name: qsTr("delta rule")
        axisX: axisX
        axisY: axisY
        color: Theme.value
        width: 3
        pointsVisible: true
    }
    LineSeries {
        id: softmaxLine
        name: qsTr("softmax over every pair")
        axisX: axisX
        axisY: axisY
        color: Theme.softmax
        width: 2
        pointsVisible: true
    }
    LineSeries {
        id: capacityLine
        name: qsTr("N = m")
        axisX: axisX
        axisY: axisY
        color: Theme.mutedText
        width: 1
        style: Qt.DashLine
    }

    function chartData(): var {
        return chart.capacity;
    }

    function rebuild() {
        const map = chart.chartData();
        for (const series of [sumLine, deltaLine, softmaxLine, capacityLine])
            series.clear();
        if (!map || map.points === undefined || map.m < 1)
            return;
        axisX.max = Math.max(2, map.nMax);
        axisY.tickInterval = chart.recall ? 0.25 : map.errorTick;
        axisY.max = chart.recall ? 1 : map.errorMax;
        const keys = chart.recall ? ["sumRecalled", "deltaRecalled", "softmaxRecalled"]
                                  : ["sumError", "deltaError", "softmaxError"];
        const lines = [sumLine, deltaLine, softmaxLine];
        for (const point of map.points)
            for (let i = 0; i < 3; ++i) {
                const value = point[keys[i]];
                if (value !== undefined && value !== null)
                    lines[i].append(point.n, value);
            }
        capacityLine.append(map.m, 0);
        capacityLine.append(map.m, axisY.max);
    }

    Component.onCompleted: rebuild()
    onCapacityChanged: rebuild()
}
