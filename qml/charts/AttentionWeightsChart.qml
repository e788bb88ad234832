// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtCharts
import LinearAttention.Model
import LinearAttention
import LinearAttention.Desktop

// Chart 2, the attention weights of the included keys: linear attention's
// normalised weights beside softmax's. When the denominator is 0 the linear
// weights are Unavailable: their bar set stays empty and a label on the plot
// says so, instead of bars of height 0 that would look like data.
// Every number comes from attention.weightsChart; QML only places them.
ChartView {
    id: chart

    required property AttentionModel attention

    readonly property string chartTitle: qsTr("Attention weights of the included keys")

    // From the map, set by rebuild().
    property bool linearAvailable: true
    // A lesson question keeps these bars hidden (WalkthroughModel.concealsLinearWeights, …).
    property bool linearConcealed: false
    property bool softmaxConcealed: false
    // When a concealed bar set shows again (WalkthroughModel.concealedNote).
    property string concealedNote: qsTr("hidden until the question is answered")
    onLinearConcealedChanged: rebuild()
    onSoftmaxConcealedChanged: rebuild()

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
    // The legend is drawn below as a wrapping row (see chartLegend), like the
    // other charts, so it never truncates its labels in a small cell.
    legend.visible: false
    legend.alignment: Qt.AlignBottom
    legend.font.pixelSize: Theme.smallFontSize
    margins.top: 2
    margins.left: 2
    margins.right: 6
    margins.bottom: chartLegend.height + 6

    Accessible.role: Accessible.Chart
    Accessible.name: chartTitle
    Accessible.description: linearAvailable
        ? qsTr("Bar chart of the weight each included key receives: linear attention beside softmax attention.")
        : qsTr("Bar chart of the weight each included key receives under softmax attention. "
               + "The linear attention weights are Unavailable because the denominator φ(q)·Z is 0.")

    ChartTitleSize {
        id: titleSize
        text: chart.chartTitle
        available: chart.width
    }

    BarCategoryAxis {
        id: axisX
        titleText: qsTr("included key")
        titleFont.pixelSize: Theme.smallFontSize
        titleFont.preferShaping: false
        labelsFont.pixelSize: Theme.fontSize
        labelsColor: Theme.text
    }

    ValuesAxis {
        id: axisY
        truncateLabels: false
        titleText: qsTr("weight")
        titleFont.pixelSize: Theme.smallFontSize
        titleFont.preferShaping: false
        labelsFont.pixelSize: Theme.smallFontSize
        labelsColor: Theme.text
        labelFormat: "%.1f"
        // Round ticks: every multiple of the map's tick distance (ChartUpdates.setRange).
        tickType: ValuesAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 1
        minorTickCount: 0
    }

    BarSeries {
        id: barSeries
        axisX: axisX
        axisY: axisY
        barWidth: 0.8

        BarSet {
            id: linearSet
            label: qsTr("linear attention")
            color: Theme.linear
            borderColor: Theme.linear
        }
        BarSet {
            id: softmaxSet
            label: qsTr("softmax e^(q·k)")
            color: Theme.softmax
            borderColor: Theme.softmax
        }
    }

    // The map as a plain JavaScript object (qmllint types QVariantMap as having no keys).
    function chartData(): var {
        return chart.attention.weightsChart;
    }

    function rebuild() {
        const map = chart.chartData();
        ChartUpdates.setRange(axisY, map.yMin, map.yMax, map.yTick);
        axisX.categories = map.categories;
        chart.linearAvailable = map.linearAvailable;
        // Empty when Unavailable: no bars, never bars of height 0.
        linearSet.values = map.linearAvailable && !chart.linearConcealed ? map.linear : [];
        softmaxSet.values = chart.softmaxConcealed ? [] : map.softmax;
    }

    Component.onCompleted: rebuild()

    Connections {
        target: chart.attention
        function onWeightsChartChanged() {
            chart.rebuild();
        }
    }

    // Says, on the plot itself, why the linear bars are missing.
    Rectangle {
        id: unavailableNote
        visible: !chart.linearAvailable && !chart.linearConcealed
        x: chart.plotArea.x + (chart.plotArea.width - width) / 2
        y: chart.plotArea.y + 4
        width: Math.min(noteText.implicitWidth + 16, chart.plotArea.width - 8)
        height: noteText.implicitHeight + 8
        // Translucent, so that a tall softmax bar behind it stays visible.
        color: Qt.rgba(1, 1, 1, 0.85)
        border.color: Theme.unavailable
        border.width: 2
        radius: Theme.radius

        Text {
            id: noteText
            anchors.fill: parent
            anchors.margins: 4
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
            text: qsTr("Linear attention: Unavailable — the denominator φ(q)·Z is 0")
            color: Theme.unavailable
            // Smaller in a small plot, so that the note leaves room for the bars.
            font.pixelSize: chart.plotArea.width < 320 ? Theme.smallFontSize : Theme.fontSize
            font.bold: true
        }
    }

    component LegendEntry: Row {
        id: entry

        property string label
        // What a screen reader reads: the entry with its weights (from the model).
        property string spoken: entry.label
        property color colour

        spacing: 4
        Accessible.role: Accessible.ListItem
        Accessible.name: entry.spoken

        Rectangle {
            anchors.verticalCenter: parent.verticalCenter
            width: 12
            height: 10
            color: entry.colour
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
            id: linearEntry
            label: chart.linearConcealed ? qsTr("linear attention: %1").arg(chart.concealedNote)
                 : chart.linearAvailable ? qsTr("linear attention") : qsTr("linear attention: Unavailable")
            spoken: chart.linearConcealed ? linearEntry.label : chart.chartData().linearSummary
            colour: chart.linearConcealed ? Theme.lessonAccent
                  : chart.linearAvailable ? Theme.linear : Theme.unavailable
        }
        LegendEntry {
            id: softmaxEntry
            label: chart.softmaxConcealed ? qsTr("softmax: %1").arg(chart.concealedNote) : qsTr("softmax e^(q·k)")
            spoken: chart.softmaxConcealed ? softmaxEntry.label : chart.chartData().softmaxSummary
            colour: chart.softmaxConcealed ? Theme.lessonAccent : Theme.softmax
        }
    }
}
