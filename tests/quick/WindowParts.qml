// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQml
import LinearAttention.Model
import LinearAttention.Walkthrough
import LinearAttention.Export
import LinearAttention.Desktop
import LinearAttention.Tests

// What the program hands Main.qml, made by the program's own code (WindowWiring, over the
// WindowModels that WindowLauncher uses): fresh models and window state, and a window made with
// them. Make one per window, and destroy it after the window.
QtObject {
    id: parts

    readonly property WindowWiring wiring: WindowWiring {}
    readonly property ProblemModel problem: parts.wiring.problem
    readonly property AttentionModel attention: parts.problem.attention
    readonly property WalkthroughModel walkthrough: parts.wiring.walkthrough
    readonly property DataFiles dataFiles: parts.wiring.dataFiles
    readonly property ExportController exporter: parts.wiring.exporter
    readonly property WindowState windowState: parts.wiring.windowState
    readonly property SequenceModel sequence: parts.problem.sequence

    // Main.qml with these parts and `properties` (e.g. its size); null and a
    // failed test when it cannot be made.
    function createWindow(properties: var): var {
        const component = Qt.createComponent("qrc:/LinearAttention/Main.qml");
        if (component.status !== Component.Ready) {
            console.error(component.errorString());
            return null;
        }
        return component.createObject(null, Object.assign({}, parts.wiring.initialProperties, properties));
    }

    // The Repeaters whose made items a Qt Quick Layout places: "Layout > Repeater" paths.
    function repeatersInLayouts(item: var, path: string, found: var): var {
        const name = String(item);
        const children = item.children === undefined ? [] : item.children;
        for (let i = 0; i < children.length; ++i) {
            const child = children[i];
            const childName = String(child);
            if (/^QQuick\w*Layout\(/.test(name) && childName.startsWith("QQuickRepeater"))
                found.push(path + " > " + (child.objectName || childName));
            parts.repeatersInLayouts(child, path + " > " + (child.objectName || childName.split("(")[0]), found);
        }
        return found;
    }
}
