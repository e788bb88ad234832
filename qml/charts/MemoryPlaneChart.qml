// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import LinearAttention
import LinearAttention.Desktop

// One plane of the memory lab, for keys and values of two coordinates: the keys as arrows from
// the origin, or the values with each read-out and an arrow from the value it should be to what
// the memory returned (softmax's read-out marked for contrast). Every number comes from the
// model's planes (MemoryLabModel::planes()); QML only places the points and names.
ChartView {
    id: chart

    // MemoryLabModel.planes.
    required property var planes
    // The value plane (values and read-outs) instead of the key plane.
    required property bool valuePlane
    // Own pairs: the keys (or the stored values) can be dragged; the model places them.
    property bool editable: false
    signal pointDragged(int pair, real x, real y)

    readonly property string chartTitle: chart.valuePlane ? qsTr("Values and what the memory returns")
                                                          : qsTr("Keys")
    property var madeSeries: []
    // Counts the axes' refits, so that the names beside the points follow one (after a drag).
    property int rangeVersion: 0
    // The points that carry a name: the keys, or the values and the read-outs.
    readonly property var namedPoints: {
        const map = chart.chartData();
        if (!map || map.keys === undefined)
            return [];
        return chart.valuePlane ? map.values.concat(map.readouts) : map.keys;
    }

    title: chartTitle
    // A smaller font before the title is cut (the lab's planes at a projector's 1024 px).
    ChartTitleSize {
        id: titleSize
        text: chart.chartTitle
        available: chart.width
    }
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
    margins.bottom: chart.valuePlane ? planeLegend.height + 6 : 2

    Accessible.role: Accessible.Chart
    Accessible.name: chart.chartTitle
    Accessible.description: chart.valuePlane
        ? qsTr("Each stored value as a dot, the memory's read-out for its key as a ring, and a line from the value to the read-out: the longer the line, the larger the error. Softmax's read-outs are marked for contrast. The pair table lists the same numbers.")
        : qsTr("Each stored key as an arrow from the origin. The pair table lists the same numbers.")

    AxisTitleSize {
        id: axisXTitleSize
        text: axisX.titleText
        // Less than the whole width: Qt Charts breaks a title that nearly fills it.
        available: chart.plotArea.width - 24
    }
    ValuesAxis {
        id: axisX
        truncateLabels: false
        titleText: qsTr("coordinate 1")
        titleFont.pixelSize: axisXTitleSize.pixelSize
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
        text: qsTr("coordinate 2")
        available: chart.plotArea.height
    }
    ValuesAxis {
        id: axisY
        // Shortened where even the smallest font would cut it (a projector's 1024 × 768).
        titleText: axisYTitleSize.fits ? axisYTitleSize.text : qsTr("coord. 2")
        titleFont.pixelSize: axisYTitleSize.pixelSize
        titleFont.preferShaping: false
        labelsFont.pixelSize: Theme.smallFontSize
        labelsColor: Theme.text
        labelFormat: "%g"
        truncateLabels: false
        tickType: ValuesAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 1
        minorTickCount: 0
    }
    ScatterSeries {
        id: tips
        name: chart.valuePlane ? qsTr("stored values v") : qsTr("keys k")
        axisX: axisX
        axisY: axisY
        color: chart.valuePlane ? Theme.value : Theme.key
        borderColor: Theme.panel
        markerShape: ScatterSeries.MarkerShapeCircle
        markerSize: 9
    }
    ScatterSeries {
        id: softmaxPoints
        name: qsTr("softmax's read-out")
        axisX: axisX
        axisY: axisY
        color: Theme.softmax
        borderColor: Theme.panel
        markerShape: ScatterSeries.MarkerShapeRotatedRectangle
        markerSize: 10
    }
    ScatterSeries {
        id: readoutPoints
        name: qsTr("the memory's read-out r = Sᵀf")
        axisX: axisX
        axisY: axisY
        color: "transparent"
        borderColor: Theme.linear
        borderWidth: 3
        markerShape: ScatterSeries.MarkerShapeCircle
        markerSize: 15
    }

    function chartData(): var {
        return chart.planes;
    }

    function addLine(from: point, to: point, colour: color, lineWidth: real) {
        const series = chart.createSeries(ChartView.SeriesTypeLine, "", axisX, axisY) as LineSeries;
        if (!series)
            return;
        series.color = colour;
        series.width = lineWidth;
        series.append(from.x, from.y);
        series.append(to.x, to.y);
        chart.madeSeries.push(series);
    }

    function rebuild() {
        const map = chart.chartData();
        for (const series of chart.madeSeries)
            chart.removeSeries(series);
        chart.madeSeries = [];
        for (const series of [tips, softmaxPoints, readoutPoints])
            series.clear();
        if (!map || map.keys === undefined)
            return;
        // The axes hold still under a drag (the point would run from the mouse); the release
        // fits them again.
        if (dragArea.dragPair < 0) {
            const range = chart.valuePlane ? map.valueRange : map.keyRange;
            ChartUpdates.setRange(axisX, range.min, range.max, range.tick);
            ChartUpdates.setRange(axisY, range.min, range.max, range.tick);
            ++chart.rangeVersion;
        }
        if (!chart.valuePlane) {
            for (const k of map.keys) {
                chart.addLine(Qt.point(0, 0), Qt.point(k.x, k.y), Theme.key, 2);
                tips.append(k.x, k.y);
            }
            return;
        }
        for (const v of map.values)
            tips.append(v.x, v.y);
        for (const s of map.softmaxReadouts)
            softmaxPoints.append(s.x, s.y);
        // The read-outs name their pair: r₀ belongs to v₀.
        for (const r of map.readouts) {
            readoutPoints.append(r.x, r.y);
            const v = map.values[r.pair];
            chart.addLine(Qt.point(v.x, v.y), Qt.point(r.x, r.y), Theme.linear, 2);
        }
    }

    Component.onCompleted: rebuild()
    onPlanesChanged: rebuild()
    onValuePlaneChanged: rebuild()

    // The names beside the points, placed where the chart draws them.
    Repeater {
        model: chart.namedPoints
        delegate: Text {
            id: pointName
            required property var modelData
            readonly property point at: chart.plotArea.width > 0 && chart.rangeVersion >= 0
                ? chart.mapToPosition(Qt.point(pointName.modelData.x, pointName.modelData.y), tips)
                : Qt.point(0, 0)
            x: pointName.at.x + 6
            y: pointName.at.y - pointName.height - 1
            text: pointName.modelData.label
            color: Theme.text
            font.pixelSize: Theme.smallFontSize
            font.bold: true
            Accessible.ignored: true
        }
    }

    // Dragging a key (or a stored value) of own pairs moves it; the view only finds which point
    // is under the mouse, the model snaps and checks the position.
    MouseArea {
        id: dragArea
        objectName: "memoryPlaneDragArea"
        // The pair whose point is being dragged, or -1.
        property int dragPair: -1
        property int hoverPair: -1
        readonly property real grabRadius: 12

        function pairAt(x: real, y: real): int {
            const map = chart.chartData();
            if (!map || map.keys === undefined)
                return -1;
            const points = chart.valuePlane ? map.values : map.keys;
            let best = -1;
            let bestDistance = dragArea.grabRadius;
            for (let pair = 0; pair < points.length; ++pair) {
                const at = chart.mapToPosition(Qt.point(points[pair].x, points[pair].y), tips);
                const distance = Math.hypot(at.x - x, at.y - y);
                if (distance <= bestDistance) {
                    best = pair;
                    bestDistance = distance;
                }
            }
            return best;
        }

        anchors.fill: parent
        enabled: chart.editable
        hoverEnabled: chart.editable
        acceptedButtons: Qt.LeftButton
        cursorShape: dragPair >= 0 ? Qt.ClosedHandCursor : hoverPair >= 0 ? Qt.OpenHandCursor : Qt.ArrowCursor
        onPressed: mouse => {
            dragArea.dragPair = dragArea.pairAt(mouse.x, mouse.y);
            mouse.accepted = dragArea.dragPair >= 0;
        }
        onPositionChanged: mouse => {
            if (dragArea.dragPair < 0) {
                dragArea.hoverPair = dragArea.pairAt(mouse.x, mouse.y);
                return;
            }
            const value = chart.mapToValue(Qt.point(mouse.x, mouse.y), tips);
            chart.pointDragged(dragArea.dragPair, value.x, value.y);
        }
        onReleased: {
            dragArea.dragPair = -1;
            chart.rebuild();
        }
        onCanceled: {
            dragArea.dragPair = -1;
            chart.rebuild();
        }
    }

    // The value plane's own legend; the key plane has none, for a screen reader either. The long
    // entry last, so that a narrow plane holds the two short ones on one row.
    Flow {
        id: planeLegend
        visible: chart.valuePlane
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.leftMargin: 8
        anchors.rightMargin: 8
        anchors.bottomMargin: 4
        spacing: 10

        Accessible.role: Accessible.List
        Accessible.name: qsTr("Legend")
        Accessible.ignored: !chart.valuePlane

        ChartLegendEntry {
            label: qsTr("stored value v")
            values: label
            colour: Theme.value
            shape: "dot"
            Accessible.ignored: !chart.valuePlane
        }
        ChartLegendEntry {
            label: qsTr("softmax's read-out")
            values: label
            colour: Theme.softmax
            shape: "diamond"
            Accessible.ignored: !chart.valuePlane
        }
        ChartLegendEntry {
            label: qsTr("read-out r = Sᵀf, the line from its v")
            values: label
            colour: Theme.linear
            shape: "ring"
            Accessible.ignored: !chart.valuePlane
        }
    }
}
