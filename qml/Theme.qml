// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick

// Colours and sizes shared by every view, one colour per quantity everywhere
// it appears. Light or dark follows the system palette; presenter mode (set
// by the window) scales every text up and switches to projector colours:
// pure background, black or white text, heavier lines.
QtObject {
    id: theme

    // Set by the window; everything below follows it.
    property bool presenter: false

    // The system's choice of light or dark, read from its window colour, unless a scheme is
    // chosen: "light" or "dark" (the contrast test checks both on any system).
    property SystemPalette systemPalette: SystemPalette {
        colorGroup: SystemPalette.Active
    }
    property string scheme: "system"
    readonly property bool dark: theme.scheme === "dark"
                                 || (theme.scheme !== "light" && theme.systemPalette.window.hslLightness < 0.5)

    // Text sizes grow by half in presenter mode, so the back row can read them.
    readonly property real textScale: theme.presenter ? 1.5 : 1.0

    readonly property color window: theme.dark ? (theme.presenter ? "#000000" : "#1c1c1e")
                                               : (theme.presenter ? "#ffffff" : "#f7f7f5")
    readonly property color panel: theme.dark ? (theme.presenter ? "#000000" : "#26262a")
                                              : "#ffffff"
    readonly property color border: theme.dark ? (theme.presenter ? "#d0d0d0" : "#4a4a50")
                                               : (theme.presenter ? "#303030" : "#d0d0cc")
    readonly property color text: theme.dark ? "#f5f5f5" : (theme.presenter ? "#000000" : "#1d1d1f")
    readonly property color mutedText: theme.dark ? (theme.presenter ? "#e0e0e0" : "#b0b4ba")
                                                  : (theme.presenter ? "#202020" : "#5f6368")
    readonly property color headerBackground: theme.dark ? (theme.presenter ? "#101010" : "#303036")
                                                         : (theme.presenter ? "#ffffff" : "#ecebe6")
    // Dark enough in the dark scheme for red (Unavailable) text on it to read at 4.5:1.
    readonly property color currentRow: theme.dark ? "#362b09" : (theme.presenter ? "#ffe38a" : "#fff1c2")
    readonly property color button: theme.dark ? "#3a3a40" : "#e6e6e2"
    // Disabled controls (WCAG asks no contrast of them): greyed, as the style draws them.
    readonly property color disabledText: theme.dark ? "#75757c" : "#9d9d99"
    readonly property color currentRowBorder: theme.dark ? "#b08d00" : "#e0b500"
    readonly property color rowRule: theme.dark ? "#3a3a40" : "#ececea"
    // The output box and the derivation's output lines: a blue tint of the panel, red when
    // the output is Unavailable.
    readonly property color outputBackground: theme.dark ? "#1e293b" : "#eef6ff"
    readonly property color outputLineBackground: theme.dark ? "#1e293b" : "#f4f7fb"
    readonly property color unavailableBackground: theme.dark ? "#450a0a" : "#fdecec"

    // One colour per quantity, shared by the derivation, the table and the
    // charts; brighter on dark backgrounds, deeper for a projector.
    readonly property color query: theme.dark ? "#fb923c" : (theme.presenter ? "#9a3412" : "#c2410c")
    readonly property color key: theme.dark ? "#60a5fa" : (theme.presenter ? "#1e3a8a" : "#1d4ed8")
    readonly property color fadedKey: theme.dark ? "#4b5a78" : "#a5b4d8"
    readonly property color feature: theme.dark ? "#2dd4bf" : (theme.presenter ? "#115e59" : "#0f766e")
    readonly property color linear: theme.key
    readonly property color reference: theme.dark ? "#c4b5fd" : (theme.presenter ? "#5b21b6" : "#7c3aed")
    // Values vᵢ, drawn as arrows in the sequence view's value plane.
    readonly property color value: theme.dark ? "#a3e635" : (theme.presenter ? "#365314" : "#4d7c0f")
    readonly property color softmax: theme.dark ? "#fbbf24" : (theme.presenter ? "#92400e" : "#b45309")
    readonly property color unavailable: theme.dark ? "#f87171" : "#b91c1c"
    readonly property color current: theme.dark ? "#f5f5f5" : "#111827"

    // The lines of a value's second, third… coordinate: the quantity's own colour, paler on a light
    // background and deeper on a dark one, so a coordinate keeps its quantity's hue.
    function coordinateColour(base: color, coordinate: int): color {
        const step = Math.min(coordinate, 4) * 0.22;
        return theme.dark ? Qt.darker(base, 1 + step * 1.5) : Qt.tint(base, Qt.rgba(1, 1, 1, step * 1.6));
    }

    // The guided walkthrough: the amber frame around what a step points at,
    // the lesson strip, and the feedback on an answer.
    readonly property color highlight: "#f59e0b"
    readonly property color highlightWash: "#33f59e0b"
    readonly property int highlightWidth: theme.presenter ? 6 : 4
    readonly property color lessonBackground: theme.dark ? "#2d2410" : "#fffbeb"
    // Text as well as the strip's edge: at least 4.5:1 on every light background it sits on
    // (the lesson strip, panels, the output box, the current row; deeper on a projector, whose
    // current row is yellower).
    readonly property color lessonAccent: theme.dark ? "#fbbf24" : (theme.presenter ? "#8a4f06" : "#a15c07")
    readonly property color wrongText: theme.dark ? "#fdba74" : "#9a3412"
    readonly property color wrongBackground: theme.dark ? "#431407" : "#ffedd5"
    readonly property color correctText: theme.dark ? "#86efac" : "#166534"
    readonly property color correctBackground: theme.dark ? "#052e16" : "#dcfce7"
    readonly property color revealedText: theme.dark ? "#a5b4fc" : "#1e3a8a"
    readonly property color revealedBackground: theme.dark ? "#1e1b4b" : "#e0e7ff"
    readonly property color errorBackground: theme.dark ? "#450a0a" : "#fee2e2"
    readonly property color noticeBackground: theme.dark ? "#172554" : "#e0f2fe"
    readonly property color noticeText: theme.dark ? "#bfdbfe" : "#0c4a6e"

    readonly property int fontSize: Math.round(13 * theme.textScale)
    readonly property int smallFontSize: Math.round(11 * theme.textScale)
    readonly property int titleFontSize: Math.round(15 * theme.textScale)
    readonly property int largeFontSize: Math.round(22 * theme.textScale)
    readonly property int lessonFontSize: Math.round(14 * theme.textScale)
    readonly property int spacing: 8
    readonly property int radius: 4
    readonly property int lineWidth: theme.presenter ? 3 : 2
    readonly property string monospaceFamily: "DejaVu Sans Mono"
}
