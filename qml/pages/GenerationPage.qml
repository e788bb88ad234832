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

// The Scaling lab's Generation page: the time to produce one more token at position t for
// (d) linear attention's recurrent form, (e) softmax over a key/value cache and (f) softmax
// recomputed at every step, on log–log axes with the fitted slopes (≈ 0, ≈ 1, ≈ 2); the totals
// for the paper's two image sizes and a chosen N beside the paper's own ratios; the memory each
// keeps. The runner measures in a worker thread and writes every figure (core); QML places them.
Item {
    id: page

    property GenerationRunner runner: GenerationRunner {
        objectName: "generationRunner"
    }
    property bool lessonHighlight: false
    property bool resultsConcealed: false
    signal runStarted()

    implicitWidth: 1280
    implicitHeight: 800

    function chartData(): var {
        return page.runner.chart;
    }

    function kernelName(kernel: string): string {
        switch (kernel) {
        case "recurrent": return qsTr("(d) linear, recurrent: S and Z");
        case "softmax-cached": return qsTr("(e) softmax (q·k/√d) with a key/value cache");
        case "delta": return qsTr("delta rule: the memory lab's write and read-out");
        default: return qsTr("(f) softmax (q·k/√d) recomputed at every step");
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
        const points = { "recurrent": pointsD, "softmax-cached": pointsE, "softmax-uncached": pointsF,
                         "delta": pointsDelta };
        const fits = { "recurrent": fitD, "softmax-cached": fitE, "softmax-uncached": fitF, "delta": fitDelta };
        for (const series of chart.series) {
            const line = points[series.kernel] as LineSeries;
            const fit = fits[series.kernel] as LineSeries;
            line.clear();
            fit.clear();
            for (const p of series.points)
                line.append(p.position, p.seconds);
            for (const p of series.fit)
                fit.append(p.position, p.seconds);
        }
        axisX.min = chart.xMin;
        axisX.max = chart.xMax;
        axisY.min = chart.yMin;
        axisY.max = chart.yMax;
    }

    component TableCell: Label {
        // Read through the totals table's interface (AccessibleTable), not as loose labels.
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

        // One row where it fits; on a narrow window (presenter mode's German at 1024 px ran past
        // the right edge) Run, Cancel and the progress go to a second row.
        GridLayout {
            id: controlsGrid
            readonly property real oneRowWidth: dimensionLabel.implicitWidth + dimensionBox.implicitWidth
                + precisionBox.implicitWidth + tokensLabel.implicitWidth + tokensBox.implicitWidth
                + chosenLabel.implicitWidth + chosenBox.implicitWidth + runButton.implicitWidth
                + cancelButton.implicitWidth + 80 + 9 * controlsGrid.columnSpacing
            readonly property bool oneRow: controlsGrid.oneRowWidth <= page.width - 2 * Theme.spacing
            Layout.fillWidth: true
            columns: controlsGrid.oneRow ? 10 : 7
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing

            Label {
                id: dimensionLabel
                text: qsTr("Dimension d")
                font.pixelSize: Theme.fontSize
                color: Theme.text
            }
            RangeSpinBox {
                id: dimensionBox
                objectName: "generationDimension"
                from: 1
                to: 256
                editable: true
                value: page.runner.dimension
                enabled: !page.runner.busy
                font.pixelSize: Theme.fontSize
                onValueModified: page.runner.dimension = dimensionBox.value
                Accessible.name: qsTr("Dimension d")
            }
            FittingComboBox {
                id: precisionBox
                objectName: "generationPrecision"
                model: ["float32", "float64"]
                currentIndex: page.runner.float64 ? 1 : 0
                enabled: !page.runner.busy
                font.pixelSize: Theme.fontSize
                onActivated: index => page.runner.float64 = index === 1
                Accessible.name: qsTr("Precision")
            }
            Label {
                id: tokensLabel
                text: qsTr("Tokens")
                font.pixelSize: Theme.fontSize
                color: Theme.text
            }
            RangeSpinBox {
                id: tokensBox
                objectName: "generationTokens"
                // Digits only, as typed: no thousands separator that a German reader takes for a
                // decimal point ("4,096").
                textFromValue: (value, locale) => String(value)
                from: 16
                to: 65536
                stepSize: 1024
                editable: true
                value: page.runner.maxN
                enabled: !page.runner.busy
                font.pixelSize: Theme.fontSize
                onValueModified: page.runner.maxN = tokensBox.value
                Accessible.name: qsTr("Tokens to generate")
            }
            Label {
                id: chosenLabel
                text: qsTr("Total for N")
                font.pixelSize: Theme.fontSize
                color: Theme.text
            }
            RangeSpinBox {
                id: chosenBox
                objectName: "generationChosenN"
                // Digits only, as typed: no thousands separator that a German reader takes for a
                // decimal point ("4,096").
                textFromValue: (value, locale) => String(value)
                from: 0
                to: 65536
                stepSize: 256
                editable: true
                value: page.runner.chosenN
                enabled: !page.runner.busy
                font.pixelSize: Theme.fontSize
                onValueModified: page.runner.chosenN = chosenBox.value
                Accessible.name: qsTr("A number of tokens for the totals, besides 784 and 3072")
            }
            Button {
                id: runButton
                objectName: "generationRun"
                text: qsTr("Run")
                enabled: !page.runner.busy
                font.pixelSize: Theme.fontSize
                onClicked: {
                    handOff.pressed(runButton);
                    page.runStarted();
                    page.runner.start();
                }
                Accessible.name: qsTr("Run the generation measurement")
                HighlightFrame {
                    anchors.fill: parent
                    anchors.margins: -Theme.highlightWidth - 1
                    shown: page.lessonHighlight && !page.runner.busy && page.runner.outcome === ""
                }
            }
            Button {
                id: cancelButton
                objectName: "generationCancel"
                text: qsTr("Cancel")
                enabled: page.runner.busy
                font.pixelSize: Theme.fontSize
                onClicked: {
                    handOff.pressed(cancelButton);
                    page.runner.cancel();
                }
                Accessible.name: qsTr("Cancel the generation measurement")
            }
            RangeProgressBar {
                objectName: "generationProgress"
                Layout.fillWidth: true
                Layout.columnSpan: controlsGrid.oneRow ? 1 : 5
                from: 0
                to: 1
                value: page.runner.progress
                Accessible.name: qsTr("Progress of the generation measurement")
            }
        }

        Label {
            id: statusLine
            objectName: "generationStatus"

            // Inside the line it speaks, so that the layout gives it no row of its own.
            LiveRegion {
                id: announcer
                objectName: "generationAnnouncer"
            }
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.smallFontSize
            color: page.runner.errorMessage.length > 0 ? Theme.unavailable : Theme.mutedText
            text: {
                if (page.runner.errorMessage.length > 0)
                    return page.runner.errorMessage;
                if (page.runner.busy)
                    return qsTr("Generating %1 tokens with d = %2, one at a time, in a worker thread…")
                        .arg(page.runner.maxN).arg(page.runner.dimension);
                switch (page.runner.outcome) {
                case "finished":
                    return qsTr("%1 tokens generated with d = %2, %3, in %4. (f) is timed at the marked positions only, and not where one step would take more than 50 ms; its totals are summed from them.")
                        .arg(page.runner.maxN).arg(page.chartData().d).arg(page.chartData().precision)
                        .arg(page.runner.elapsedText);
                case "outOfTime":
                    return qsTr("Stopped after the time budget; the figures measured so far are shown.");
                case "cancelled":
                    return qsTr("Cancelled: nothing of this run is shown. Press Run to measure again.");
                }
                return qsTr("Press Run to generate %1 tokens one at a time with each of the four decoders (a few seconds).")
                    .arg(page.runner.maxN);
            }
        }

        LabResults {
            id: results
            objectName: "generationResults"
            Layout.fillWidth: true
            Layout.fillHeight: true
            wantedHeight: chartColumn.minimumHeight
            concealed: page.resultsConcealed && page.runner.hasResults
            coverName: "generationResultsCover"

            ColumnLayout {
                id: chartColumn
                // The chart at its smallest and the legend.
                readonly property real minimumHeight: chartView.Layout.minimumHeight
                    + legendFlow.implicitHeight + chartColumn.spacing
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 2

                ChartView {
                    id: chartView
                    objectName: "generationChart"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    // Never squeezed to its title: the page scrolls instead.
                    Layout.minimumHeight: Math.round(180 * Theme.textScale)
                    title: chartTitleSize.text
                    // Smaller where the column is narrow (presenter mode at 1024 px), not elided.
                    titleFont.pixelSize: Math.min(Theme.fontSize, chartTitleSize.pixelSize)
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
                    Accessible.name: qsTr("Generation chart")
                    Accessible.description: qsTr("The time to generate one token against its position t, both on logarithmic axes: measured points as solid lines, least-squares fits as dashed lines. A flat line costs the same at every position.")

                    LogValueAxis {
                        id: axisX
                        truncateLabels: false
                        base: chartView.width < 48 * Theme.smallFontSize ? 4 : 2
                        labelFormat: "%d"
                        titleText: qsTr("position t (tokens before)")
                        titleFont.pixelSize: Theme.smallFontSize
                        labelsFont.pixelSize: Theme.smallFontSize
                        labelsColor: Theme.text
                        min: 10
                        max: 6144
                    }
                    ChartTitleSize {
                        id: chartTitleSize
                        text: qsTr("Time per token against its position (log–log)")
                        available: chartView.width
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
                        titleText: qsTr("seconds per token")
                        titleFont.pixelSize: axisYTitleSize.pixelSize
                        labelsFont.pixelSize: Theme.smallFontSize
                        labelsColor: Theme.text
                        min: 1e-7
                        max: 0.1
                    }
                    LineSeries {
                        id: fitD
                        name: qsTr("fit (d)")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.linear
                        width: 1.5
                        style: Qt.DashLine
                    }
                    LineSeries {
                        id: fitE
                        name: qsTr("fit (e)")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.softmax
                        width: 1.5
                        style: Qt.DashLine
                    }
                    LineSeries {
                        id: fitF
                        name: qsTr("fit (f)")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.reference
                        width: 1.5
                        style: Qt.DashLine
                    }
                    LineSeries {
                        id: fitDelta
                        name: qsTr("fit (delta rule)")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.value
                        width: 1.5
                        style: Qt.DashLine
                    }
                    LineSeries {
                        id: pointsD
                        name: page.kernelName("recurrent")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.linear
                        width: 3
                        pointsVisible: true
                    }
                    LineSeries {
                        id: pointsE
                        name: page.kernelName("softmax-cached")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.softmax
                        width: 3
                        pointsVisible: true
                    }
                    LineSeries {
                        id: pointsF
                        name: page.kernelName("softmax-uncached")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.reference
                        width: 3
                        pointsVisible: true
                    }
                    LineSeries {
                        id: pointsDelta
                        name: page.kernelName("delta")
                        axisX: axisX
                        axisY: axisY
                        color: Theme.value
                        width: 3
                        pointsVisible: true
                    }
                }

                Flow {
                    id: legendFlow
                    objectName: "generationLegend"
                    Layout.fillWidth: true
                    Layout.preferredHeight: legendFlow.implicitHeight
                    spacing: 16
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Legend")

                    SlopeKey {
                        name: page.kernelName("recurrent")
                        slope: page.slopeText("recurrent")
                        maximumWidth: legendFlow.width
                        colour: Theme.linear
                    }
                    SlopeKey {
                        name: page.kernelName("softmax-cached")
                        slope: page.slopeText("softmax-cached")
                        maximumWidth: legendFlow.width
                        colour: Theme.softmax
                    }
                    SlopeKey {
                        name: page.kernelName("softmax-uncached")
                        slope: page.slopeText("softmax-uncached")
                        maximumWidth: legendFlow.width
                        colour: Theme.reference
                    }
                    SlopeKey {
                        name: page.kernelName("delta")
                        slope: page.slopeText("delta")
                        maximumWidth: legendFlow.width
                        colour: Theme.value
                    }
                }
            }

            // Totals and memory beside the chart.
            Rectangle {
                objectName: "generationTotals"
                // Presenter mode's larger text at 1024 px would leave the chart a third.
                Layout.preferredWidth: Math.min(Math.round(470 * Theme.textScale), parent.width * 0.45)
                Layout.fillHeight: true
                color: Theme.panel
                border.color: Theme.border
                clip: true

                // The totals as a screen reader reads them, covered as the view is.
                AccessibleTable {
                    objectName: "generationTotalsTable"
                    anchors.fill: parent
                    records: page.runner.totals
                    fields: ["n", "recurrent", "cached", "uncached", "delta", "summary"]
                    headings: [qsTr("N"), qsTr("(d)"), qsTr("(e)"), qsTr("(f)"), qsTr("delta"), qsTr("In words")]
                    concealedColumns: page.resultsConcealed && page.runner.hasResults ? [0, 1, 2, 3, 4, 5] : []
                    concealedText: qsTr("hidden")
                    Accessible.role: Accessible.Table
                    Accessible.name: qsTr("Generating N tokens")
                }

                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    spacing: 4

                    Label {
                        text: qsTr("Generating N tokens")
                        font.pixelSize: Theme.fontSize
                        font.bold: true
                        color: Theme.text
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing
                        TableCell {
                            text: qsTr("N")
                            font.bold: true
                            horizontalAlignment: Text.AlignLeft
                        }
                        TableCell {
                            text: qsTr("(d)")
                            font.bold: true
                            color: Theme.linear
                        }
                        TableCell {
                            text: qsTr("(e)")
                            font.bold: true
                            color: Theme.softmax
                        }
                        TableCell {
                            text: qsTr("(f)")
                            font.bold: true
                            color: Theme.reference
                        }
                        TableCell {
                            text: qsTr("delta")
                            font.bold: true
                            color: Theme.value
                        }
                    }
                    // The rows in a Column, not straight in the layout: Qt 6.4's layouts can
                    // keep an item a Repeater has destroyed, and the next layout pass (the lab
                    // closing) then reads freed memory. The rows change with every run.
                    Column {
                        id: totalRows
                        Layout.fillWidth: true
                        spacing: 4
                        Repeater {
                            model: page.runner.totals
                            delegate: ColumnLayout {
                                id: total
                                required property var modelData
                                width: totalRows.width
                                spacing: 0
                                RowLayout {
                                    Layout.fillWidth: true
                                    spacing: Theme.spacing
                                    TableCell {
                                        text: total.modelData.n
                                        horizontalAlignment: Text.AlignLeft
                                    }
                                    TableCell {
                                        text: total.modelData.recurrent
                                    }
                                    TableCell {
                                        text: total.modelData.cached
                                    }
                                    TableCell {
                                        text: total.modelData.uncached
                                    }
                                    TableCell {
                                        text: total.modelData.delta
                                    }
                                }
                                Label {
                                    Accessible.ignored: true // the table's last column
                                    Layout.fillWidth: true
                                    wrapMode: Text.WordWrap
                                    font.pixelSize: Theme.smallFontSize
                                    color: Theme.mutedText
                                    text: total.modelData.summary
                                }
                            }
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacing
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.smallFontSize
                        color: Theme.text
                        text: qsTr("The paper's 317× and 4 462× are against softmax recomputed at every step; against softmax with a key/value cache (its supplementary Table 4) it measured 19× and 56×. All are images per second generated in batches; one image at a time it reports only “almost 6.6× faster”. Here one attention layer on this processor; there whole models on a GPU.")
                    }
                    Label {
                        text: qsTr("Memory besides the token")
                        Layout.topMargin: Theme.spacing
                        font.pixelSize: Theme.fontSize
                        font.bold: true
                        color: Theme.text
                    }
                    // In a Column for the same reason: the rows change with N and d.
                    Column {
                        id: memoryRows
                        Layout.fillWidth: true
                        spacing: 4
                        Repeater {
                            model: page.runner.memory
                            delegate: Label {
                                id: memoryRow
                                required property var modelData
                                width: memoryRows.width
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.smallFontSize
                                color: Theme.text
                                text: qsTr("After %1 tokens: S and Z %2 (d² + d numbers, always); the cache %3 (2·d numbers per token).")
                                    .arg(memoryRow.modelData.n).arg(memoryRow.modelData.state)
                                    .arg(memoryRow.modelData.cache)
                            }
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
