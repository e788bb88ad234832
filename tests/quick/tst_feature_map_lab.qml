// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention.Model

// The φ settings popup and the feature-map lab: the lab opens from the window without warnings,
// its runs finish in the worker threads and fill both charts, and closing it leaves nothing
// running.
TestCase {
    id: testCase
    name: "FeatureMapLab"
    when: windowShown

    Component {
        id: partsComponent
        WindowParts {}
    }

    function test_labOpensAndComputes() {
        const parts = partsComponent.createObject(testCase);
        const window = parts.createWindow({ width: 1280, height: 800 });
        verify(window !== null);
        window.visible = true;
        waitForRendering(window.contentItem);
        window.attention.featureMapId = "favor";
        verify(window.attention.mapOptions.applies);
        verify(window.attention.mapOptions.setFavorFeaturesText("16"));
        compare(window.attention.mapOptions.favorFeatures, 16);

        window.run("featureMapLab");
        const lab = window.featureMapLab;
        verify(lab !== null);
        tryCompare(lab, "opened", true);
        const runner = lab.runner;
        verify(runner !== null);
        tryCompare(runner, "convergenceBusy", false, 60000);
        tryCompare(runner, "driftBusy", false, 120000);
        compare(runner.errorMessage, "");
        compare(runner.convergenceChart.points.length, 13);
        compare(runner.convergenceChart.seedCount, 8);
        compare(runner.driftChart.series.length, 6);
        compare(runner.driftChart.keyCount, 100000);
        waitForRendering(window.contentItem);

        // Closing cancels; reopening keeps the charts without recomputing.
        lab.close();
        tryCompare(lab, "visible", false);
        verify(!runner.convergenceBusy);
        verify(!runner.driftBusy);
        window.close();
        window.destroy();
    }
}
