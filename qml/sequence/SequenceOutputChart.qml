// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Desktop

// The output at every token: linear attention computed three ways (recurrent
// thick, parallel dashed and chunkwise dotted on top of it, so agreement shows
// as one line), broken at Unavailable tokens; softmax for contrast; the
// Unavailable tokens as markers on the bottom edge; the selected token as a
// vertical line. Every number comes from sequence.outputChart.
ChartView {
    id: chart

    required property SequenceModel sequence
    // A lesson question covers the chart (WalkthroughModel.concealsOutputChart): then the
    // legend does not read its values either.
    property bool concealed: false

    readonly property string chartTitle: qsTr("Output against token")
    // The lines made by nextLine(), kept from one rebuild to the next, and how many the last
    // rebuild used.
    property var segmentSeries: []
    property int linesUsed: 0

    title: chartTitle
    titleFont.pixelSize: Theme.fontSize
    titleFont.bold: true
    // No ligatures: "prefix" in an exported SVG or PDF reads (and is found) as typed.
    titleFont.preferShaping: false
    titleColor: Theme.text
    antialiasing: true
    backgroundColor: Theme.panel
    backgroundRoundness: 0
    dropShadowEnabled: false
    legend.visible: false
    margins.top: 2
    margins.left: 2
    margins.right: 6
    margins.bottom: chartLegend.height + 6

    Accessible.role: Accessible.Chart
    Accessible.name: chartTitle
    Accessible.description: qsTr("Line chart of the output at every token: the recurrent, parallel and chunkwise "
                                 + "forms of linear attention on top of each other (broken where Unavailable) and "
                                 + "softmax attention. Unavailable tokens are marked on the bottom edge; the selected "
                                 + "token by a vertical line.")

    ValuesAxis {
        id: axisX
        truncateLabels: false
        titleText: qsTr("token t")
        titleFont.pixelSize: Theme.smallFontSize
        titleFont.preferShaping: false
        labelsFont.pixelSize: Theme.smallFontSize
        labelsColor: Theme.text
        labelFormat: "%d"
        tickType: ValuesAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 1
        minorTickCount: 0
    }
    ValuesAxis {
        id: axisY
        truncateLabels: false
        titleText: qsTr("output")
        titleFont.pixelSize: Theme.smallFontSize
        titleFont.preferShaping: false
        labelsFont.pixelSize: Theme.smallFontSize
        labelsColor: Theme.text
        labelFormat: "%g"
        tickType: ValuesAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 1
        minorTickCount: 0
    }
    LineSeries {
        id: currentLineSeries
        name: qsTr("selected token")
        axisX: axisX
        axisY: axisY
        color: Theme.current
        width: 1.5
        style: Qt.DashDotLine
    }
    LineSeries {
        id: softmaxSeries
        name: qsTr("softmax e^(q·k)")
        axisX: axisX
        axisY: axisY
        color: Theme.softmax
        width: 2
        pointsVisible: true
    }
    ScatterSeries {
        id: unavailableSeries
        name: qsTr("Unavailable")
        axisX: axisX
        axisY: axisY
        color: Theme.unavailable
        borderColor: Theme.panel
        borderWidth: 1
        markerShape: ScatterSeries.MarkerShapeRotatedRectangle
        markerSize: 18
    }
    ScatterSeries {
        id: currentPointSeries
        name: qsTr("selected output")
        axisX: axisX
        axisY: axisY
        color: "transparent"
        borderColor: Theme.current
        borderWidth: 2
        markerShape: ScatterSeries.MarkerShapeCircle
        markerSize: 16
    }

    // The lines made at each rebuild (the runs of each form, softmax of further coordinates) are
    // kept and restyled from one rebuild to the next: Qt Charts lays the whole chart out for every
    // series made or removed. The i-th line used is the i-th series, so later lines stay on top.
    function nextLine(name: string, colour: color, lineStyle: int, lineWidth: real, dots: bool, points: var) {
        let series = null;
        if (chart.linesUsed < chart.segmentSeries.length) {
            series = chart.segmentSeries[chart.linesUsed] as LineSeries;
        } else {
            series = chart.createSeries(ChartView.SeriesTypeLine, name, axisX, axisY) as LineSeries;
            if (!series)
                return;
            chart.segmentSeries.push(series);
        }
        chart.linesUsed += 1;
        series.name = name;
        series.color = colour;
        series.width = lineWidth;
        series.style = lineStyle;
        series.pointsVisible = dots;
        ChartUpdates.replacePoints(series, points);
    }

    // Softmax of a value's second, third… coordinate: a line of its own.
    function addSoftmax(points: var, name: string, colour: color) {
        chart.nextLine(name, colour, Qt.SolidLine, 2, true, points);
    }

    function addSegments(segments: var, name: string, colour: color, lineStyle: int, lineWidth: real) {
        for (const segment of segments)
            chart.nextLine(name, colour, lineStyle, lineWidth, lineStyle === Qt.SolidLine, segment);
    }

    // The map as a plain JavaScript object (qmllint types QVariantMap as having no keys).
    function chartData(): var {
        return chart.sequence.outputChart;
    }

    function rebuild() {
        const map = chart.chartData();
        chart.linesUsed = 0;
        for (const series of [softmaxSeries, unavailableSeries, currentLineSeries, currentPointSeries])
            series.clear();

        ChartUpdates.setRange(axisX, map.xMin, map.xMax, map.xTick);
        ChartUpdates.setRange(axisY, map.yMin, map.yMax, map.yTick);
        ChartUpdates.replacePoints(softmaxSeries, map.softmax);
        // Thick first, the thinner forms on top: where they agree, all three stay visible.
        chart.addSegments(map.recurrentSegments, qsTr("recurrent"), Theme.linear, Qt.SolidLine, 4);
        chart.addSegments(map.parallelSegments, qsTr("parallel"), Theme.reference, Qt.DashLine, 2);
        chart.addSegments(map.chunkwiseSegments, qsTr("chunkwise"), Theme.feature, Qt.DotLine, 2);
        // Values of several coordinates: the same lines for each further coordinate, paler.
        let index = 1;
        for (const lines of map.coordinates) {
            chart.addSoftmax(lines.softmax, qsTr("softmax e^(q·k)"), Theme.coordinateColour(Theme.softmax, index));
            chart.addSegments(lines.recurrentSegments, qsTr("recurrent"),
                              Theme.coordinateColour(Theme.linear, index), Qt.SolidLine, 4);
            chart.addSegments(lines.parallelSegments, qsTr("parallel"),
                              Theme.coordinateColour(Theme.reference, index), Qt.DashLine, 2);
            chart.addSegments(lines.chunkwiseSegments, qsTr("chunkwise"),
                              Theme.coordinateColour(Theme.feature, index), Qt.DotLine, 2);
            index += 1;
        }
        while (chart.segmentSeries.length > chart.linesUsed)
            chart.removeSeries(chart.segmentSeries.pop());
        ChartUpdates.replacePoints(unavailableSeries, map.unavailable);
        ChartUpdates.replacePoints(currentLineSeries, map.currentLine);
        ChartUpdates.replacePoints(currentPointSeries, map.currentPoints);
    }

    Component.onCompleted: rebuild()
    Connections {
        target: chart.sequence
        function onTokenResultsChanged() {
            chart.rebuild();
        }
    }

    Flow {
        id: chartLegend
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.leftMargin: 8
        anchors.rightMargin: 8
        anchors.bottomMargin: 4
        spacing: 10

        Accessible.role: Accessible.List
        Accessible.name: qsTr("Legend")

        ChartLegendEntry {
            concealed: chart.concealed
            label: chart.chartData().firstLabel === "" ? qsTr("recurrent")
                                                       : qsTr("recurrent, %1").arg(chart.chartData().firstLabel)
            values: chart.chartData().recurrentSummary
            colour: Theme.linear
        }
        ChartLegendEntry {
            concealed: chart.concealed
            label: qsTr("parallel")
            values: chart.chartData().parallelSummary
            colour: Theme.reference
            shape: "dashed"
        }
        ChartLegendEntry {
            concealed: chart.concealed
            label: qsTr("chunkwise")
            values: chart.chartData().chunkwiseSummary
            colour: Theme.feature
            shape: "dotted"
        }
        ChartLegendEntry {
            concealed: chart.concealed
            label: chart.chartData().firstLabel === "" ? qsTr("softmax e^(q·k)")
                                                       : qsTr("softmax e^(q·k), %1").arg(chart.chartData().firstLabel)
            values: chart.chartData().softmaxSummary
            colour: Theme.softmax
        }
        // A value's further coordinates: their recurrent and softmax lines (the parallel and
        // chunkwise forms lie on the recurrent one, as the entries above say).
        // One entry each, so the legend wraps between them.
        Repeater {
            model: chart.chartData().coordinates
            delegate: ChartLegendEntry {
                required property var modelData
                required property int index
                concealed: chart.concealed
                label: qsTr("recurrent, %1").arg(modelData.label)
                values: modelData.recurrentSummary
                colour: Theme.coordinateColour(Theme.linear, index + 1)
            }
        }
        Repeater {
            model: chart.chartData().coordinates
            delegate: ChartLegendEntry {
                required property var modelData
                required property int index
                concealed: chart.concealed
                label: qsTr("softmax e^(q·k), %1").arg(modelData.label)
                values: modelData.softmaxSummary
                colour: Theme.coordinateColour(Theme.softmax, index + 1)
            }
        }
        ChartLegendEntry {
            concealed: chart.concealed
            label: qsTr("Unavailable")
            values: chart.chartData().unavailableSummary
            colour: Theme.unavailable
            shape: "edge"
        }
        ChartLegendEntry {
            concealed: chart.concealed
            label: qsTr("selected token")
            values: chart.chartData().currentSummary
            colour: Theme.current
            shape: "dashdot"
        }
    }
}
