// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import LinearAttention.Model
import LinearAttention

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

    // The per-segment series of linear attention and the reference, created
    // for each rebuild and removed before the next.
    property var segmentSeries: []
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
        titleText: qsTr("output")
        titleFont.pixelSize: Theme.smallFontSize
        titleFont.preferShaping: false
        labelsFont.pixelSize: Theme.smallFontSize
        labelsColor: Theme.text
        labelFormat: "%g"
        // Round ticks: every multiple of the map's tick distance (see setRange).
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

    function addSoftmax(points: var, name: string, colour: color) {
        const series = chart.createSeries(ChartView.SeriesTypeLine, name, axisX, axisY) as LineSeries;
        if (!series)
            return;
        series.color = colour;
        series.width = 2;
        series.pointsVisible = true;
        for (const p of points)
            series.append(p.x, p.y);
        chart.segmentSeries.push(series);
    }

    function addSegments(segments: var, name: string, colour: color, lineStyle: int, lineWidth: real) {
        for (const segment of segments) {
            const series = chart.createSeries(ChartView.SeriesTypeLine, name, axisX, axisY) as LineSeries;
            if (!series)
                continue;
            series.color = colour;
            series.width = lineWidth;
            series.style = lineStyle;
            series.pointsVisible = true;
            for (const p of segment)
                series.append(p.x, p.y);
            chart.segmentSeries.push(series);
        }
    }

    // The map as a plain JavaScript object (qmllint types QVariantMap as having no keys).
    function chartData(): var {
        return chart.attention.outputChart;
    }

    // The map's range, with a tick at every multiple of the map's tick
    // distance. Qt lays an axis out whenever its range changes, so the range
    // first shrinks to the point `min` (never spanning more than the old
    // range), takes the new distance while it is empty, and then opens to
    // `max`: the one layout with many ticks is the final, correct one.
    function setRange(axis: ValuesAxis, min: real, max: real, tick: real) {
        if (min > axis.max) {
            axis.min = min;
        } else {
            axis.max = min;
            axis.min = min;
        }
        axis.tickInterval = tick;
        axis.max = max;
    }

    function rebuild() {
        const map = chart.chartData();

        for (const series of chart.segmentSeries)
            chart.removeSeries(series);
        chart.segmentSeries = [];

        // Emptied before the axes change, so no old point is placed on them.
        for (const series of [softmaxSeries, unavailableSeries, currentLineSeries, currentPointSeries])
            series.clear();

        chart.setRange(axisX, map.xMin, map.xMax, map.xTick);
        chart.setRange(axisY, map.yMin, map.yMax, map.yTick);

        for (const p of map.softmax)
            softmaxSeries.append(p.x, p.y);

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

        for (const p of map.unavailable)
            unavailableSeries.append(p.x, p.y);

        for (const p of map.currentLine)
            currentLineSeries.append(p.x, p.y);

        for (const p of map.currentPoints)
            currentPointSeries.append(p.x, p.y);
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
