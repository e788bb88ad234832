// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import LinearAttention
import LinearAttention.Labs
import LinearAttention.Desktop

// The Scaling lab: the time of (a) reassociated linear attention, O(N·d²), against (b) the direct
// quadratic form and (c) softmax attention, O(N²·d), for N = 2⁶ … 2¹⁶ on log–log axes, with the
// fitted slopes (≈ 1 and ≈ 2), the crossover N from which (a) wins, and beside it the memory each
// form keeps. The runner measures in a worker thread (the window stays responsive, Cancel stops it
// at once); every number comes from it (core); QML only places the points.
Item {
    id: page

    property ScalingRunner runner: ScalingRunner {
        objectName: "scalingRunner"
    }
    // A lesson step opened the page: the Run button gets the walkthrough's frame.
    property bool lessonHighlight: false
    // A lesson question asks about the results: an earlier run's stay covered.
    property bool resultsConcealed: false
    // A lesson question asks how the times grow: the orders of growth are not named until it is
    // answered (the legend's "O(N²·d)" was the answer).
    property bool ordersConcealed: false
    // Run was pressed (a lesson step lifts the cover for the student's own run).
    signal runStarted()

    implicitWidth: 1280
    implicitHeight: 800

    // The chart data as a plain JavaScript object (qmllint types QVariantMap as having no keys).
    function chartData(): var {
        return page.runner.chart;
    }

    function kernelName(kernel: string): string {
        switch (kernel) {
        case "reassociated": return page.ordersConcealed ? qsTr("(a) reassociated") : qsTr("(a) reassociated, O(N·d²)");
        case "direct": return page.ordersConcealed ? qsTr("(b) direct") : qsTr("(b) direct quadratic, O(N²·d)");
        default: return page.ordersConcealed ? qsTr("(c) softmax, scores q·k/√d") : qsTr("(c) softmax, scores q·k/√d, O(N²·d)");
        }
    }

    function slopeText(kernel: string): string {
        for (const series of page.chartData().series)
            if (series.kernel === kernel)
                return series.slopeText;
        return "";
    }

    function fill() {
        const chart = page.chartData();
        const points = { "reassociated": pointsA, "direct": pointsB, "softmax": pointsC };
        const fits = { "reassociated": fitA, "direct": fitB, "softmax": fitC };
        for (const series of chart.series) {
            const line = points[series.kernel] as LineSeries;
            const fit = fits[series.kernel] as LineSeries;
            line.clear();
            fit.clear();
            for (const p of series.points)
                line.append(p.n, p.seconds);
            for (const p of series.fit)
                fit.append(p.n, p.seconds);
        }
        axisX.min = chart.xMin;
        axisX.max = chart.xMax;
        axisY.min = chart.yMin;
        axisY.max = chart.yMax;
        crossoverLine.clear();
        if (chart.crossoverDirect !== undefined) {
            crossoverLine.append(chart.crossoverDirect, chart.yMin);
            crossoverLine.append(chart.crossoverDirect, chart.yMax);
        }
    }

    component MemoryCell: Label {
        // Read through the memory table's interface (AccessibleTable), not as loose labels.
        Accessible.ignored: true
        Layout.preferredWidth: 1
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignRight
        font.pixelSize: Theme.smallFontSize
        font.family: Theme.monospaceFamily
        color: Theme.text
    }

    Connections {
        target: page.runner
        function onChartChanged() {
            page.fill();
        }
    }
    Component.onCompleted: page.fill()

    Rectangle {
        anchors.fill: parent
        color: Theme.window
    }

    // The start and end said, the focus handed between Run and Cancel.
    RunHandOff {
        id: handOff
        runner: page.runner
        runButton: runButton
        cancelButton: cancelButton
        announcer: announcer
        status: statusLine.text
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        // Settings, Run and Cancel, progress.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                text: qsTr("Scaling lab")
                font.pixelSize: Theme.titleFontSize
                font.bold: true
                color: Theme.text
            }
            Item {
                Layout.preferredWidth: Theme.spacing
            }
            Label {
                text: qsTr("Dimension d")
                font.pixelSize: Theme.fontSize
                color: Theme.text
            }
            RangeSpinBox {
                id: dimensionBox
                objectName: "scalingDimension"
                from: 1
                to: 256
                editable: true
                value: page.runner.dimension
                enabled: !page.runner.busy
                font.pixelSize: Theme.fontSize
                onValueModified: page.runner.dimension = dimensionBox.value
                Accessible.name: qsTr("Dimension d")
            }
            Label {
                text: qsTr("Precision")
                font.pixelSize: Theme.fontSize
                color: Theme.text
            }
            FittingComboBox {
                id: precisionBox
                objectName: "scalingPrecision"
                model: ["float32", "float64"]
                currentIndex: page.runner.float64 ? 1 : 0
                enabled: !page.runner.busy
                font.pixelSize: Theme.fontSize
                onActivated: index => page.runner.float64 = index === 1
                Accessible.name: qsTr("Precision")
            }
            Button {
                id: runButton
                objectName: "scalingRun"
                text: qsTr("Run")
                enabled: !page.runner.busy
                font.pixelSize: Theme.fontSize
                onClicked: {
                    handOff.pressed(runButton);
                    page.runStarted();
                    page.runner.start();
                }
                Accessible.name: qsTr("Run the measurement")
                HighlightFrame {
                    objectName: "scalingRunHighlight"
                    anchors.fill: parent
                    anchors.margins: -Theme.highlightWidth - 1
                    shown: page.lessonHighlight && !page.runner.busy && page.runner.outcome === ""
                }
            }
            Button {
                id: cancelButton
                objectName: "scalingCancel"
                text: qsTr("Cancel")
                enabled: page.runner.busy
                font.pixelSize: Theme.fontSize
                onClicked: {
                    handOff.pressed(cancelButton);
                    page.runner.cancel();
                }
                Accessible.name: qsTr("Cancel the measurement")
            }
            RangeProgressBar {
                objectName: "scalingProgress"
                Layout.fillWidth: true
                from: 0
                to: 1
                value: page.runner.progress
                Accessible.name: qsTr("Progress of the measurement")
            }
        }

        Label {
            id: statusLine
            objectName: "scalingStatus"

            // Inside the line it speaks, so that the layout gives it no row of its own.
            LiveRegion {
                id: announcer
                objectName: "scalingAnnouncer"
            }
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.smallFontSize
            color: page.runner.errorMessage.length > 0 ? Theme.unavailable : Theme.mutedText
            text: {
                const count = page.runner.chart.pointCount;
                if (page.runner.errorMessage.length > 0)
                    return page.runner.errorMessage;
                if (page.runner.busy)
                    return qsTr("Measuring N = 64 … %1 with d = %2 in a worker thread; %3 measurements so far.")
                        .arg(page.runner.maxN).arg(page.runner.dimension).arg(count);
                switch (page.runner.outcome) {
                case "finished":
                    return qsTr("%1 measurements with d = %2, %3 in %4. A kernel stops at the first N whose single call would take more than 50 ms.")
                        .arg(count).arg(page.chartData().d).arg(page.chartData().precision)
                        .arg(page.runner.elapsedText);
                case "outOfTime":
                    return qsTr("Stopped after the 20 s budget with %1 measurements (d = %2, %3).")
                        .arg(count).arg(page.chartData().d).arg(page.chartData().precision);
                case "cancelled":
                    return qsTr("Cancelled: the %1 measurements so far (d = %2, %3) are kept.")
                        .arg(count).arg(page.chartData().d).arg(page.chartData().precision);
                }
                return qsTr("Press Run to time the three kernels for N = 64 … %1 (a few seconds).")
                    .arg(page.runner.maxN);
            }
        }

        // The results; a lesson question about them covers an earlier run's.
        LabResults {
            id: results
            objectName: "scalingResults"
            Layout.fillWidth: true
            Layout.fillHeight: true
            wantedHeight: Math.max(chartColumn.minimumHeight, memoryColumn.minimumHeight + 2 * Theme.spacing)
            concealed: page.resultsConcealed && page.runner.hasResults
            coverName: "scalingResultsCover"

            ColumnLayout {
                id: chartColumn
                // The chart at its smallest, the legend and the crossover line.
                readonly property real minimumHeight: chartView.Layout.minimumHeight
                    + legendFlow.implicitHeight + crossoverLabel.implicitHeight + 2 * chartColumn.spacing
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 2

                ChartView {
                    id: chartView
                    objectName: "scalingChart"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    // Never squeezed to its title: the legend and the crossover line yield.
                    Layout.minimumHeight: Math.round(180 * Theme.textScale)
                    title: qsTr("Time against N (log–log)")
                    titleFont.pixelSize: Theme.fontSize
                    titleFont.bold: true
                    titleColor: Theme.text
                    backgroundColor: Theme.panel
                    backgroundRoundness: 0
                    dropShadowEnabled: false
                    antialiasing: true
                    legend.visible: false
                    margins.top: 2
                    margins.left: 2
                    margins.right: 8
                    margins.bottom: 2
                    Accessible.name: qsTr("Scaling chart")
                    Accessible.description: qsTr("The time of one call of each kernel against the number of tokens N, both on logarithmic axes: measured points as solid lines, least-squares fits as dashed lines, and the crossover N from which (a) is faster than (b) as a vertical line.")

                    LogValueAxis {
                        id: axisX
                        truncateLabels: false
                        // Every power of 2 while the labels fit; every other one (64, 256, …)
                        // on a narrow chart or in presenter mode's larger type.
                        base: chartView.width < 48 * Theme.smallFontSize ? 4 : 2
                        labelFormat: "%d"
                        titleText: qsTr("tokens N")
                        titleFont.pixelSize: Theme.smallFontSize
                        labelsFont.pixelSize: Theme.smallFontSize
                        labelsColor: Theme.text
                        min: 32
                        max: 131072
                    }
                    AxisTitleSize {
                        id: axisYTitleSize
                        text: axisY.titleText
                        available: chartView.plotArea.height
                    }
                    LogValueAxis {
                        id: axisY
                        truncateLabels: false
                        base: 10
                        labelFormat: "%g"
                        titleText: qsTr("seconds per call")
                        titleFont.pixelSize: axisYTitleSize.pixelSize
                        labelsFont.pixelSize: Theme.smallFontSize
                        labelsColor: Theme.text
                        min: 0.0001
                        max: 1
                    }
                    LineSeries {
                        id: crossoverLine
                        name: qsTr("crossover")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.current
                        width: 1.5
                        style: Qt.DashDotLine
                    }
                    LineSeries {
                        id: fitA
                        name: qsTr("fit (a)")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.linear
                        width: 1.5
                        style: Qt.DashLine
                    }
                    LineSeries {
                        id: fitB
                        name: qsTr("fit (b)")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.reference
                        width: 1.5
                        style: Qt.DashLine
                    }
                    LineSeries {
                        id: fitC
                        name: qsTr("fit (c)")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.softmax
                        width: 1.5
                        style: Qt.DashLine
                    }
                    LineSeries {
                        id: pointsA
                        name: page.kernelName("reassociated")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.linear
                        width: 3
                        pointsVisible: true
                    }
                    LineSeries {
                        id: pointsB
                        name: page.kernelName("direct")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.reference
                        width: 3
                        pointsVisible: true
                    }
                    LineSeries {
                        id: pointsC
                        name: page.kernelName("softmax")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.softmax
                        width: 3
                        pointsVisible: true
                    }
                }

                // The legend, with each kernel's fitted slope.
                Flow {
                    id: legendFlow
                    objectName: "scalingLegend"
                    Layout.fillWidth: true
                    // A wrapped legend pushes the crossover line down instead of lying under it.
                    Layout.preferredHeight: legendFlow.implicitHeight
                    spacing: 16
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Legend")

                    Repeater {
                        model: [
                            { kernel: "reassociated", colour: Theme.linear },
                            { kernel: "direct", colour: Theme.reference },
                            { kernel: "softmax", colour: Theme.softmax }
                        ]
                        delegate: SlopeKey {
                            required property var modelData
                            name: page.kernelName(modelData.kernel)
                            slope: page.slopeText(modelData.kernel)
                            colour: modelData.colour
                            maximumWidth: legendFlow.width
                        }
                    }
                    Row {
                        spacing: 6
                        Row {
                            anchors.verticalCenter: parent.verticalCenter
                            spacing: 2
                            Rectangle { width: 5; height: 2; color: Theme.mutedText }
                            Rectangle { width: 5; height: 2; color: Theme.mutedText }
                            Rectangle { width: 5; height: 2; color: Theme.mutedText }
                        }
                        Label {
                            text: qsTr("least-squares fit")
                            font.pixelSize: Theme.smallFontSize
                            color: Theme.text
                        }
                    }
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6

                    // The crossover's mark on the chart, dash-dot.
                    Row {
                        Layout.alignment: Qt.AlignVCenter
                        spacing: 2
                        Rectangle { width: 6; height: 2; color: Theme.current }
                        Rectangle { width: 2; height: 2; color: Theme.current }
                        Rectangle { width: 6; height: 2; color: Theme.current }
                    }
                    Label {
                        id: crossoverLabel
                        objectName: "scalingCrossover"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fontSize
                        color: Theme.text
                        text: {
                            const chart = page.chartData();
                            const b = chart.crossoverDirect === undefined
                                    ? qsTr("(a) is not yet faster than (b)")
                                    : qsTr("(a) is faster than (b) from N = %1 on").arg(chart.crossoverDirect);
                            const c = chart.crossoverSoftmax === undefined
                                    ? qsTr("not yet faster than (c)")
                                    : qsTr("faster than (c) from N = %1 on").arg(chart.crossoverSoftmax);
                            return chart.pointCount === 0 ? qsTr("Crossover: run the measurement to find it.")
                                                          : qsTr("Crossover: %1; %2.").arg(b).arg(c);
                        }
                    }
                }
            }

            // Memory beside the chart.
            Rectangle {
                objectName: "scalingMemory"
                // At most about a third of the page: a short, narrow window (a projector's
                // 1024×768 under a lesson) leaves the chart and its legend the rest.
                Layout.preferredWidth: Math.min(Math.round(380 * Theme.textScale), Math.round(page.width * 0.42))
                Layout.fillHeight: true
                color: Theme.panel
                border.color: Theme.border
                clip: true

                // The table as a screen reader reads it, covered as the view is.
                AccessibleTable {
                    objectName: "scalingMemoryTable"
                    anchors.fill: parent
                    records: page.runner.memory
                    fields: ["n", "state", "kvCache", "scores"]
                    headings: [qsTr("N"), qsTr("S and Z"), qsTr("KV cache"), qsTr("N×N scores")]
                    concealedColumns: page.resultsConcealed && page.runner.hasResults ? [0, 1, 2, 3] : []
                    concealedText: qsTr("hidden")
                    Accessible.role: Accessible.Table
                    Accessible.name: qsTr("Memory besides Q, K, V")
                }

                ColumnLayout {
                    id: memoryColumn
                    // Its texts, the table's header and its fewest rows.
                    readonly property real minimumHeight: memoryTitle.implicitHeight + memoryText.implicitHeight
                        + memoryHeaderN.implicitHeight + 3 * Theme.smallFontSize * 1.5
                        + memorySummary.implicitHeight + memorySummary.Layout.topMargin + 4 * memoryColumn.spacing
                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    spacing: 4

                    Label {
                        id: memoryTitle
                        text: qsTr("Memory besides Q, K, V")
                        font.pixelSize: Theme.fontSize
                        font.bold: true
                        color: Theme.text
                    }
                    Label {
                        id: memoryText
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.smallFontSize
                        color: Theme.mutedText
                        text: (page.ordersConcealed
                               ? qsTr("(a) keeps S (d×d) and Z (d) whatever N is; (b) and (c) work through the N×N scores in blocks and never store them (the last column is what storing them would take); decoding with softmax keeps a cache of every key and value (2·N·d). d = %1, %2.")
                               : qsTr("(a) keeps S (d×d) and Z (d) whatever N is; (b) and (c) work through the N×N scores in blocks and never store them (the last column is what storing them would take), but their time grows with N²; decoding with softmax keeps a cache of every key and value (2·N·d). d = %1, %2."))
                            .arg(page.runner.dimension).arg(page.runner.float64 ? "float64" : "float32")
                    }
                    RowLayout {
                        objectName: "scalingMemoryHeader"
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        MemoryCell {
                            id: memoryHeaderN
                            // N is at most 5 digits; the other columns take 8 to 10 letters.
                            Layout.preferredWidth: 0.6
                            text: qsTr("N")
                            font.bold: true
                            horizontalAlignment: Text.AlignLeft
                        }
                        MemoryCell {
                            text: qsTr("S and Z")
                            font.bold: true
                            color: Theme.linear
                        }
                        MemoryCell {
                            text: qsTr("KV cache")
                            font.bold: true
                            color: Theme.softmax
                        }
                        MemoryCell {
                            text: qsTr("N×N scores")
                            font.bold: true
                            color: Theme.reference
                        }
                    }
                    ListView {
                        id: memoryRows
                        objectName: "scalingMemoryRows"
                        Layout.fillWidth: true
                        // All rows when there is room; otherwise they scroll (a short window, a
                        // lesson strip above, presenter mode's larger type).
                        Layout.fillHeight: true
                        Layout.minimumHeight: Math.min(contentHeight, 3 * Theme.smallFontSize * 1.5)
                        Layout.preferredHeight: contentHeight
                        Layout.maximumHeight: contentHeight
                        clip: true
                        boundsBehavior: Flickable.StopAtBounds
                        // Shown only when the rows do not fit, beside them rather than over them.
                        readonly property bool scrolls: memoryRows.contentHeight > memoryRows.height + 1
                        ScrollBar.vertical: ScrollBar {
                            id: memoryScrollBar
                            Accessible.name: qsTr("Scroll the memory table")
                            policy: memoryRows.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                        }
                        model: page.runner.memory
                        delegate: RowLayout {
                            id: row
                            required property var modelData
                            width: memoryRows.width - (memoryRows.scrolls ? memoryScrollBar.width : 0)
                            spacing: Theme.spacing
                            MemoryCell {
                                Layout.preferredWidth: 0.6
                                text: row.modelData.n
                                horizontalAlignment: Text.AlignLeft
                            }
                            MemoryCell {
                                text: row.modelData.state
                            }
                            MemoryCell {
                                text: row.modelData.kvCache
                            }
                            MemoryCell {
                                text: row.modelData.scores
                            }
                        }
                    }
                    Label {
                        id: memorySummary
                        objectName: "scalingMemorySummary"
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacing
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fontSize
                        color: Theme.text
                        text: {
                            const rows = page.runner.memory;
                            if (rows.length === 0)
                                return "";
                            const last = rows[rows.length - 1];
                            return qsTr("At N = %1 the N×N scores would take %2 and the KV cache %3; S and Z still take %4.")
                                .arg(last.n).arg(last.scores).arg(last.kvCache).arg(last.state);
                        }
                    }
                    Item {
                        Layout.fillHeight: true
                    }
                }
            }
        }
    }
}
