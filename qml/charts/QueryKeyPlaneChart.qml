// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtCharts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Desktop

// Chart 1, the query/key plane: q, the keys (included ones emphasised, the
// rest faded) and, when φ has two features, their images φ(q) and φ(kᵢ)
// joined to the points they come from, with the coordinate axes drawn through
// the origin so ReLU's collapse onto the axes or the origin is visible.
// Every number comes from attention.planeChart; QML only places the points.
ChartView {
    id: chart

    required property AttentionModel attention

    readonly property string chartTitle: qsTr("The query/key plane")

    // The connector series (q → φ(q), kᵢ → φ(kᵢ)), created per rebuild.
    property var connectorSeries: []
    // Whether φ has two features and so a place on this plane (from the map).
    property bool phiShown: false
    // A lesson question keeps φ(q) and φ(kᵢ) hidden (WalkthroughModel.concealsPhiPoints).
    property bool phiConcealed: false
    onPhiConcealedChanged: rebuild()

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
    // The legend is drawn below as a wrapping row (see chartLegend): the
    // built-in one cannot wrap and truncates labels in a small cell.
    legend.visible: false
    legend.alignment: Qt.AlignBottom
    legend.font.pixelSize: Theme.smallFontSize
    margins.top: 2
    margins.left: 2
    margins.right: 6
    margins.bottom: chartLegend.height + 6

    Accessible.role: Accessible.Chart
    Accessible.name: chartTitle
    Accessible.description: phiShown
        ? qsTr("Scatter plot of the query q, the included keys (emphasised), the keys not yet included (faded), "
               + "and their images under the feature map, φ(q) and φ(k) of the included keys, each joined by a "
               + "dotted line to the point it comes from.")
        : qsTr("Scatter plot of the query q, the included keys (emphasised) and the keys not yet included (faded). "
               + "The feature map does not give two features, so φ is not drawn on this plane.")

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
        // Round ticks: every multiple of the map's tick distance (ChartUpdates.setRange).
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
        // Round ticks: every multiple of the map's tick distance (ChartUpdates.setRange).
        tickType: ValuesAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 1
        minorTickCount: 0
    }

    // The coordinate axes through the origin.
    LineSeries {
        id: originHorizontal
        name: qsTr("axes")
        axisX: axisX
        axisY: axisY
        color: Theme.mutedText
        width: 1
    }
    LineSeries {
        id: originVertical
        name: qsTr("axes")
        axisX: axisX
        axisY: axisY
        color: Theme.mutedText
        width: 1
    }

    ScatterSeries {
        id: excludedSeries
        name: qsTr("keys not yet included")
        axisX: axisX
        axisY: axisY
        color: Theme.fadedKey
        borderColor: Theme.panel
        borderWidth: 1
        markerShape: ScatterSeries.MarkerShapeCircle
        markerSize: 10
    }
    ScatterSeries {
        id: includedSeries
        name: qsTr("included keys kᵢ")
        axisX: axisX
        axisY: axisY
        color: Theme.key
        borderColor: Theme.panel
        borderWidth: 1
        markerShape: ScatterSeries.MarkerShapeCircle
        markerSize: 11
    }
    ScatterSeries {
        id: querySeries
        name: qsTr("q")
        axisX: axisX
        axisY: axisY
        color: Theme.query
        borderColor: Theme.panel
        borderWidth: 1
        markerShape: ScatterSeries.MarkerShapeRotatedRectangle
        markerSize: 14
    }

    // The images under φ: outlines drawn over the points, so an image that
    // coincides with its point (φ(x) = x) rings it instead of hiding it.
    ScatterSeries {
        id: phiKeySeries
        name: qsTr("φ(kᵢ), included")
        axisX: axisX
        axisY: axisY
        color: "transparent"
        borderColor: Theme.feature
        borderWidth: 2.5
        markerShape: ScatterSeries.MarkerShapeRectangle
        markerSize: 15
    }
    ScatterSeries {
        id: phiQuerySeries
        name: qsTr("φ(q)")
        axisX: axisX
        axisY: axisY
        color: "transparent"
        borderColor: Theme.feature
        borderWidth: 2.5
        markerShape: ScatterSeries.MarkerShapeRotatedRectangle
        markerSize: 19
    }

    // The dotted lines x → φ(x), one series each, kept from one update to the next: Qt Charts
    // lays the whole chart out for every series made or removed, so they are made or removed only
    // when their number changes (a drag of q keeps it), and otherwise take their new points.
    function setConnectors(lines: var) {
        while (chart.connectorSeries.length > lines.length)
            chart.removeSeries(chart.connectorSeries.pop());
        while (chart.connectorSeries.length < lines.length) {
            const series = chart.createSeries(ChartView.SeriesTypeLine, qsTr("φ"), axisX, axisY) as LineSeries;
            if (!series)
                return;
            series.color = Theme.feature;
            series.width = 1;
            series.style = Qt.DotLine;
            chart.connectorSeries.push(series);
        }
        for (let i = 0; i < lines.length; ++i)
            ChartUpdates.replacePoints(chart.connectorSeries[i], lines[i]);
    }

    // The map as a plain JavaScript object (qmllint types QVariantMap as having no keys).
    function chartData(): var {
        return chart.attention.planeChart;
    }

    function rebuild() {
        const map = chart.chartData();

        // Emptied before the axes change, so no old point is placed on them.
        for (const series of [originHorizontal, originVertical, querySeries, includedSeries,
                              excludedSeries, phiQuerySeries, phiKeySeries])
            series.clear();

        ChartUpdates.setRange(axisX, map.xMin, map.xMax, map.xTick);
        ChartUpdates.setRange(axisY, map.yMin, map.yMax, map.yTick);

        originHorizontal.append(map.xMin, 0);
        originHorizontal.append(map.xMax, 0);
        originVertical.append(0, map.yMin);
        originVertical.append(0, map.yMax);

        querySeries.append(map.query.x, map.query.y);
        ChartUpdates.replacePoints(includedSeries, map.includedKeys);
        ChartUpdates.replacePoints(excludedSeries, map.excludedKeys);

        chart.phiShown = map.phiShown && !chart.phiConcealed;
        const connectors = [];
        if (chart.phiShown) {
            phiQuerySeries.append(map.phiQuery.x, map.phiQuery.y);
            ChartUpdates.replacePoints(phiKeySeries, map.phiKeys);
            // includedKeys and phiKeys list the included steps in the same order.
            connectors.push([map.query, map.phiQuery]);
            for (let i = 0; i < map.phiKeys.length; ++i)
                connectors.push([map.includedKeys[i], map.phiKeys[i]]);
        }
        chart.setConnectors(connectors);
    }

    Component.onCompleted: rebuild()

    Connections {
        target: chart.attention
        function onPlaneChartChanged() {
            chart.rebuild();
        }
    }

    // Dragging q or a key moves it. The model snaps the position to a tenth
    // of a tick and checks it; one drag is one step to undo. The view only
    // finds which marker is under the mouse.
    MouseArea {
        id: dragArea
        objectName: "planeDragArea"

        // Row of the point being dragged (0 is q, k + 1 is key k), or -1.
        property int dragRow: -1
        property int hoverRow: -1
        readonly property real grabRadius: 12

        function pointAt(x: real, y: real): int {
            const map = chart.chartData();
            const points = [map.query].concat(map.includedKeys, map.excludedKeys);
            let best = -1;
            let bestDistance = dragArea.grabRadius;
            for (let row = 0; row < points.length; ++row) {
                const at = chart.mapToPosition(Qt.point(points[row].x, points[row].y), querySeries);
                const distance = Math.hypot(at.x - x, at.y - y);
                if (distance <= bestDistance) {
                    best = row;
                    bestDistance = distance;
                }
            }
            return best;
        }

        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton
        cursorShape: dragRow >= 0 ? Qt.ClosedHandCursor : hoverRow >= 0 ? Qt.OpenHandCursor : Qt.ArrowCursor
        onPressed: mouse => {
            dragArea.dragRow = dragArea.pointAt(mouse.x, mouse.y);
            mouse.accepted = dragArea.dragRow >= 0;
        }
        onPositionChanged: mouse => {
            if (dragArea.dragRow < 0) {
                dragArea.hoverRow = dragArea.pointAt(mouse.x, mouse.y);
                return;
            }
            const value = chart.mapToValue(Qt.point(mouse.x, mouse.y), querySeries);
            chart.attention.editor.movePoint(dragArea.dragRow, value.x, value.y);
        }
        onReleased: {
            if (dragArea.dragRow >= 0)
                chart.attention.editor.endDrag();
            dragArea.dragRow = -1;
        }
        onCanceled: {
            if (dragArea.dragRow >= 0)
                chart.attention.editor.endDrag();
            dragArea.dragRow = -1;
        }
    }

    component LegendEntry: Row {
        id: entry

        property string label
        // What a screen reader reads: the entry with its points (from the model).
        property string spoken: entry.label
        property color colour
        // Only the outline, as the images under φ are drawn.
        property bool hollow: false
        // "circle", "square", "diamond" or "dotted"
        property string shape: "circle"

        spacing: 4
        Accessible.role: Accessible.ListItem
        Accessible.name: entry.spoken

        Item {
            width: 14
            height: 14
            anchors.verticalCenter: parent.verticalCenter

            Rectangle {
                visible: entry.shape !== "dotted"
                anchors.centerIn: parent
                width: entry.shape === "diamond" ? 9 : 10
                height: width
                radius: entry.shape === "circle" ? width / 2 : 0
                rotation: entry.shape === "diamond" ? 45 : 0
                color: entry.hollow ? "transparent" : entry.colour
                border.color: entry.colour
                border.width: entry.hollow ? 2 : 0
            }
            Row {
                visible: entry.shape === "dotted"
                anchors.centerIn: parent
                spacing: 2
                Rectangle { width: 2; height: 2; color: entry.colour }
                Rectangle { width: 2; height: 2; color: entry.colour }
                Rectangle { width: 2; height: 2; color: entry.colour }
                Rectangle { width: 2; height: 2; color: entry.colour }
            }
        }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: entry.label
            color: Theme.text
            font.pixelSize: Theme.smallFontSize
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

        LegendEntry {
            label: qsTr("q")
            spoken: chart.chartData().querySummary
            colour: Theme.query
            shape: "diamond"
        }
        LegendEntry {
            label: qsTr("included keys")
            spoken: chart.chartData().includedSummary
            colour: Theme.key
        }
        LegendEntry {
            label: qsTr("not yet included")
            spoken: chart.chartData().excludedSummary
            colour: Theme.fadedKey
        }
        LegendEntry {
            visible: chart.phiShown
            label: qsTr("φ(q)")
            // Hidden φ stays unread too.
            spoken: chart.phiShown ? chart.chartData().phiQuerySummary : ""
            colour: Theme.feature
            hollow: true
            shape: "diamond"
        }
        LegendEntry {
            visible: chart.phiShown
            label: qsTr("φ(k), included")
            spoken: chart.phiShown ? chart.chartData().phiKeysSummary : ""
            colour: Theme.feature
            hollow: true
            shape: "square"
        }
        LegendEntry {
            visible: chart.phiShown
            label: qsTr("k → φ(k)")
            colour: Theme.feature
            shape: "dotted"
        }
    }
}
