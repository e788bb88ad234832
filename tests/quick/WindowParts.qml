// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQml
import LinearAttention.Model
import LinearAttention.Walkthrough
import LinearAttention.Export
import LinearAttention.Desktop

// What the program hands Main.qml (WindowLauncher makes the same): fresh
// models and window state, and a window made with them. Make one per window,
// and destroy it after the window.
QtObject {
    id: parts

    readonly property ProblemModel problem: ProblemModel {}
    readonly property AttentionModel attention: parts.problem.attention
    readonly property WalkthroughModel walkthrough: WalkthroughModel {
        problem: parts.problem
    }
    readonly property DataFiles dataFiles: DataFiles {
        attention: parts.attention
    }
    readonly property ExportController exporter: ExportController {
        problem: parts.problem
    }
    readonly property WindowState windowState: WindowState {}
    readonly property SequenceModel sequence: parts.problem.sequence

    // Main.qml with these parts and `properties` (e.g. its size); null and a
    // failed test when it cannot be made.
    function createWindow(properties: var): var {
        const component = Qt.createComponent("qrc:/LinearAttention/Main.qml");
        if (component.status !== Component.Ready) {
            console.error(component.errorString());
            return null;
        }
        return component.createObject(null, Object.assign({
            problem: parts.problem,
            walkthrough: parts.walkthrough,
            dataFiles: parts.dataFiles,
            exporter: parts.exporter,
            windowState: parts.windowState
        }, properties));
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
