// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Desktop

// Chart 3, the output against the prefix 1…n: linear attention and the
// direct reference as polylines broken at Unavailable prefixes (one series per
// unbroken run, so a gap is a gap, never a drop to 0), softmax as one line,
// the Unavailable prefixes as markers on the bottom edge, and the current
// prefix as a vertical line with a ring on the output when it has one.
// Every number comes from attention.outputChart; QML only places the points.
ChartView {
    id: chart

    required property AttentionModel attention

    readonly property string chartTitle: qsTr("Output against prefix")

    // The lines made by nextLine(), kept from one rebuild to the next, and how many the last
    // rebuild used.
    property var segmentSeries: []
    property int linesUsed: 0
    // A lesson question covers the chart (WalkthroughModel.concealsOutputChart):
    // then the legend does not read its values either.
    property bool concealed: false

    title: chartTitle
    titleFont.pixelSize: titleSize.pixelSize
    titleFont.bold: true
    // No ligatures: "prefix" in an exported SVG or PDF reads (and is found) as typed.
    titleFont.preferShaping: false
    titleColor: Theme.text
    antialiasing: true
    backgroundColor: Theme.panel
    backgroundRoundness: 0
    dropShadowEnabled: false
    // The built-in legend would list every segment series separately; the
    // legend below lists each quantity once and wraps in a small cell.
    legend.visible: false
    legend.alignment: Qt.AlignBottom
    legend.font.pixelSize: Theme.smallFontSize
    margins.top: 2
    margins.left: 2
    margins.right: 6
    margins.bottom: chartLegend.height + 6

    Accessible.role: Accessible.Chart
    Accessible.name: chartTitle
    Accessible.description: qsTr("Line chart of the output at every prefix: linear attention (solid, broken where it is "
                                 + "Unavailable), the direct reference (dashed) and softmax attention. Unavailable "
                                 + "prefixes are marked on the bottom edge; the current prefix is marked by a vertical line.")

    ChartTitleSize {
        id: titleSize
        text: chart.chartTitle
        available: chart.width
    }

    ValuesAxis {
        id: axisX
        truncateLabels: false
        titleText: qsTr("prefix")
        titleFont.pixelSize: Theme.smallFontSize
        titleFont.preferShaping: false
        labelsFont.pixelSize: Theme.smallFontSize
        labelsColor: Theme.text
        labelFormat: "%d"
        // Whole prefixes: a tick at every multiple of the map's tick distance (1).
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
        // Round ticks: every multiple of the map's tick distance (ChartUpdates.setRange).
        tickType: ValuesAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 1
        minorTickCount: 0
    }

    LineSeries {
        id: currentLineSeries
        name: qsTr("current prefix")
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
        // Centred on the bottom edge, so the plot shows its upper half: a
        // red triangle standing on the axis at each Unavailable prefix.
        markerShape: ScatterSeries.MarkerShapeRotatedRectangle
        markerSize: 18
    }

    ScatterSeries {
        id: currentPointSeries
        name: qsTr("current output")
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
            chart.nextLine(name, colour, lineStyle, lineWidth, true, segment);
    }

    // The map as a plain JavaScript object (qmllint types QVariantMap as having no keys).
    function chartData(): var {
        return chart.attention.outputChart;
    }

    function rebuild() {
        const map = chart.chartData();

        chart.linesUsed = 0;

        // Emptied before the axes change, so no old point is placed on them.
        for (const series of [softmaxSeries, unavailableSeries, currentLineSeries, currentPointSeries])
            series.clear();

        ChartUpdates.setRange(axisX, map.xMin, map.xMax, map.xTick);
        ChartUpdates.setRange(axisY, map.yMin, map.yMax, map.yTick);

        ChartUpdates.replacePoints(softmaxSeries, map.softmax);

        // The reference, thinner and dashed, on top of linear attention, so
        // that where they agree both stay visible.
        chart.addSegments(map.linearSegments, qsTr("linear attention"), Theme.linear, Qt.SolidLine, 3.5);
        chart.addSegments(map.referenceSegments, qsTr("direct reference"), Theme.reference, Qt.DashLine, 2);
        // Values of several coordinates: the same lines for each further coordinate, paler.
        let index = 1;
        for (const lines of map.coordinates) {
            chart.addSoftmax(lines.softmax, qsTr("softmax e^(q·k)"), Theme.coordinateColour(Theme.softmax, index));
            chart.addSegments(lines.linearSegments, qsTr("linear attention"),
                              Theme.coordinateColour(Theme.linear, index), Qt.SolidLine, 3.5);
            chart.addSegments(lines.referenceSegments, qsTr("direct reference"),
                              Theme.coordinateColour(Theme.reference, index), Qt.DashLine, 2);
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
        target: chart.attention
        function onOutputChartChanged() {
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
            label: chart.chartData().firstLabel === "" ? qsTr("linear attention")
                                                       : qsTr("linear attention, %1").arg(chart.chartData().firstLabel)
            values: chart.chartData().linearSummary
            concealed: chart.concealed
            colour: Theme.linear
        }
        ChartLegendEntry {
            label: qsTr("direct reference")
            values: chart.chartData().referenceSummary
            concealed: chart.concealed
            colour: Theme.reference
            shape: "dashed"
        }
        ChartLegendEntry {
            label: chart.chartData().firstLabel === "" ? qsTr("softmax e^(q·k)")
                                                       : qsTr("softmax e^(q·k), %1").arg(chart.chartData().firstLabel)
            values: chart.chartData().softmaxSummary
            concealed: chart.concealed
            colour: Theme.softmax
        }
        // A value's further coordinates: their linear attention and softmax lines (the direct
        // reference lies on linear attention's, as the entry above says).
        // One entry each, so the legend wraps between them.
        Repeater {
            model: chart.chartData().coordinates
            delegate: ChartLegendEntry {
                required property var modelData
                required property int index
                concealed: chart.concealed
                label: qsTr("linear attention, %1").arg(modelData.label)
                values: modelData.linearSummary
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
            label: qsTr("Unavailable")
            values: chart.chartData().unavailableSummary
            concealed: chart.concealed
            colour: Theme.unavailable
            shape: "edge"
        }
        ChartLegendEntry {
            label: qsTr("current prefix")
            values: chart.chartData().currentSummary
            concealed: chart.concealed
            colour: Theme.current
            shape: "dashdot"
        }
    }
}
