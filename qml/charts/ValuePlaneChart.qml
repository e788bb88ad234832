// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import LinearAttention
import LinearAttention.Desktop

// The value plane, for values of two coordinates: the values of the included keys (the selected
// token's row, or the prefix's keys) as arrows from the origin, and the output as their weighted
// average, walked one term at a time (w₁v₁, then + w₂v₂, …) so the path ends on it; softmax's
// average for contrast. Every number comes from the model's valuePlaneChart
// (ChartData::valuePlane() or sequenceValuePlane()); QML only places the points and names.
ChartView {
    id: chart

    // The model's valuePlaneChart.
    required property var planeData
    // A lesson question covers the chart: then the legend does not read its values either.
    property bool concealed: false

    readonly property string chartTitle: qsTr("Values and their weighted average")
    // The arrows and the path, created for each rebuild and removed before the next.
    property var madeSeries: []

    title: chartTitle
    titleFont.pixelSize: titleSize.pixelSize
    titleFont.bold: true
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
    margins.bottom: planeLegend.height + 6

    Accessible.role: Accessible.Chart
    Accessible.name: chartTitle
    Accessible.description: qsTr("The values included so far as arrows from the origin, and the output as "
                                 + "their weighted average: a path from the origin adds each value times its "
                                 + "weight and ends at the output. Softmax's average is marked for contrast.")

    ChartTitleSize {
        id: titleSize
        text: chart.chartTitle
        available: chart.width
    }

    ValuesAxis {
        id: axisX
        truncateLabels: false
        titleText: qsTr("coordinate 1")
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
    AxisTitleSize {
        id: axisYTitleSize
        text: axisY.titleText
        available: chart.plotArea.height
    }
    ValuesAxis {
        id: axisY
        truncateLabels: false
        titleText: qsTr("coordinate 2")
        titleFont.pixelSize: axisYTitleSize.pixelSize
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
        id: originHorizontal
        axisX: axisX
        axisY: axisY
        color: Theme.border
        width: 1
    }
    LineSeries {
        id: originVertical
        axisX: axisX
        axisY: axisY
        color: Theme.border
        width: 1
    }
    ScatterSeries {
        id: valueTips
        name: qsTr("values")
        axisX: axisX
        axisY: axisY
        color: Theme.value
        borderColor: Theme.panel
        markerShape: ScatterSeries.MarkerShapeCircle
        markerSize: 9
    }
    ScatterSeries {
        id: softmaxPoint
        name: qsTr("softmax e^(q·k)")
        axisX: axisX
        axisY: axisY
        color: Theme.softmax
        borderColor: Theme.panel
        markerShape: ScatterSeries.MarkerShapeRotatedRectangle
        markerSize: 14
    }
    ScatterSeries {
        id: outputPoint
        name: qsTr("output")
        axisX: axisX
        axisY: axisY
        color: "transparent"
        borderColor: Theme.linear
        borderWidth: 3
        markerShape: ScatterSeries.MarkerShapeCircle
        markerSize: 17
    }

    function addLine(points: var, name: string, colour: color, lineWidth: real, dots: bool) {
        const series = chart.createSeries(ChartView.SeriesTypeLine, name, axisX, axisY) as LineSeries;
        if (!series)
            return;
        series.color = colour;
        series.width = lineWidth;
        series.pointsVisible = dots;
        ChartUpdates.replacePoints(series, points);
        chart.madeSeries.push(series);
    }

    // The map as a plain JavaScript object (qmllint types QVariantMap as having no keys).
    function chartData(): var {
        return chart.planeData;
    }

    function rebuild() {
        const map = chart.chartData();
        for (const series of chart.madeSeries)
            chart.removeSeries(series);
        chart.madeSeries = [];
        for (const series of [originHorizontal, originVertical, valueTips, softmaxPoint, outputPoint])
            series.clear();
        if (!map.shown)
            return;
        ChartUpdates.setRange(axisX, map.xMin, map.xMax, map.xTick);
        ChartUpdates.setRange(axisY, map.yMin, map.yMax, map.yTick);
        originHorizontal.append(map.xMin, 0);
        originHorizontal.append(map.xMax, 0);
        originVertical.append(0, map.yMin);
        originVertical.append(0, map.yMax);
        for (const v of map.values) {
            chart.addLine([Qt.point(0, 0), Qt.point(v.x, v.y)], qsTr("values"), Theme.value, 2, false);
            valueTips.append(v.x, v.y);
        }
        chart.addLine(map.path, qsTr("weighted average"), Theme.linear, 3, true);
        softmaxPoint.append(map.softmax.x, map.softmax.y);
        const output = map.output;
        if (output !== undefined && output !== null)
            outputPoint.append(output.x, output.y);
    }

    Component.onCompleted: rebuild()
    onPlaneDataChanged: rebuild()

    // The values' names beside their tips, placed where the chart draws them.
    Repeater {
        model: chart.chartData().shown ? chart.chartData().values : []
        delegate: Text {
            id: valueName
            required property var modelData
            readonly property point at: chart.plotArea.width > 0
                ? chart.mapToPosition(Qt.point(valueName.modelData.x, valueName.modelData.y), valueTips)
                : Qt.point(0, 0)
            x: valueName.at.x + 5
            y: valueName.at.y - valueName.height - 2
            text: valueName.modelData.label
            color: Theme.value
            font.pixelSize: Theme.smallFontSize
            font.bold: true
            Accessible.ignored: true
        }
    }

    Flow {
        id: planeLegend
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
            label: qsTr("values")
            values: chart.chartData().valuesSummary ?? ""
            colour: Theme.value
        }
        ChartLegendEntry {
            concealed: chart.concealed
            label: qsTr("output, the weighted average")
            values: chart.chartData().outputSummary ?? ""
            colour: Theme.linear
            shape: "ring"
        }
        ChartLegendEntry {
            concealed: chart.concealed
            label: qsTr("softmax e^(q·k)")
            values: chart.chartData().softmaxSummary ?? ""
            colour: Theme.softmax
            shape: "diamond"
        }
    }
}
