import QtQuick
import QtTest
import LinearAttention
import LinearAttention.Model

// Presenter mode (F5): every text of the window grows, the chart labels and
// the step table's included, and the secondary panels can be hidden.
TestCase {
    id: testCase
    name: "PresenterMode"
    when: windowShown

    property var window: null

    function init() {
        const component = Qt.createComponent("qrc:/LinearAttention/Main.qml");
        compare(component.status, Component.Ready, component.errorString());
        testCase.window = component.createObject(null, { width: 1280, height: 800 });
        verify(testCase.window !== null);
        testCase.window.visible = true;
        waitForRendering(testCase.window.contentItem);
    }

    function cleanup() {
        testCase.window.presenterMode = false;
        testCase.window.destroy();
        testCase.window = null;
    }

    function findByName(item, name) {
        if (item.objectName === name)
            return item;
        for (let i = 0; i < item.children.length; ++i) {
            const found = findByName(item.children[i], name);
            if (found)
                return found;
        }
        return null;
    }

    // Every visible text item under `item`, with its pixel size.
    function textSizes(item, sizes) {
        if (!item.visible)
            return sizes;
        if (item.font !== undefined && item.text !== undefined && item.text !== "")
            sizes.push({ item: item, size: item.font.pixelSize });
        for (let i = 0; i < item.children.length; ++i)
            testCase.textSizes(item.children[i], sizes);
        return sizes;
    }

    function chartLabelSize(name) {
        const chart = findByName(testCase.window.contentItem, name);
        verify(chart !== null, name);
        const axis = chart.axisX(chart.series(0));
        verify(axis !== null && axis !== undefined, name + " has no x axis");
        // Qt Charts hands its QFont to QML without the font value type; its
        // text form is QFont(family,pointSize,pixelSize,…).
        const match = String(axis.labelsFont).match(/^QFont\([^,]*,[^,]*,(\d+),/);
        verify(match !== null, name + ": " + String(axis.labelsFont));
        return Number(match[1]);
    }

    function test_everyTextGrows() {
        const before = textSizes(testCase.window.contentItem, []);
        verify(before.length > 50, "texts found: " + before.length);
        const charts = ["planeChart", "weightsChart", "outputChart"].map(chartLabelSize);

        testCase.window.presenterMode = true;
        waitForRendering(testCase.window.contentItem);
        compare(Theme.presenter, true);
        // Items that survive the change grew; delegates made anew (the table
        // re-creates its cells for the wider columns) are checked below.
        let survived = 0;
        for (const entry of before) {
            if (entry.item.font === undefined)
                continue;
            verify(entry.item.font.pixelSize > entry.size,
                   "'" + entry.item.text + "' stays at " + entry.size + " px");
            ++survived;
        }
        verify(survived > 40, "texts that survived: " + survived);
        const smallestBefore = Math.min(...before.map(entry => entry.size));
        for (const entry of textSizes(testCase.window.contentItem, []))
            verify(entry.size >= smallestBefore * 1.4,
                   "'" + entry.item.text + "' is " + entry.size + " px in presenter mode");
        const after = ["planeChart", "weightsChart", "outputChart"].map(chartLabelSize);
        for (let i = 0; i < 3; ++i)
            verify(after[i] >= charts[i] * 1.4, "chart " + i + ": " + charts[i] + " → " + after[i]);

        testCase.window.presenterMode = false;
        waitForRendering(testCase.window.contentItem);
        for (const entry of before)
            if (entry.item.font !== undefined)
                compare(entry.item.font.pixelSize, entry.size);
    }

    function test_secondaryPanelsCanBeHidden() {
        const chart = findByName(testCase.window.contentItem, "planeChart");
        const table = findByName(testCase.window.contentItem, "stepTable");
        verify(chart.visible && table.visible);
        testCase.window.showCharts = false;
        testCase.window.showStepTable = false;
        waitForRendering(testCase.window.contentItem);
        verify(!chart.visible);
        verify(!table.visible);
        testCase.window.showCharts = true;
        testCase.window.showStepTable = true;
        waitForRendering(testCase.window.contentItem);
        verify(chart.visible && table.visible);
    }
}
