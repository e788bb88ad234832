pragma Singleton
import QtQuick

// Colours and sizes shared by every view, chosen for a projector: strong
// contrast, one colour per quantity everywhere it appears.
QtObject {
    readonly property color window: "#f7f7f5"
    readonly property color panel: "#ffffff"
    readonly property color border: "#d0d0cc"
    readonly property color text: "#1d1d1f"
    readonly property color mutedText: "#5f6368"
    readonly property color headerBackground: "#ecebe6"
    readonly property color currentRow: "#fff1c2"

    // One colour per quantity, shared by the derivation, the table and the charts.
    readonly property color query: "#c2410c"
    readonly property color key: "#1d4ed8"
    readonly property color fadedKey: "#a5b4d8"
    readonly property color feature: "#0f766e"
    readonly property color linear: "#1d4ed8"
    readonly property color reference: "#7c3aed"
    readonly property color softmax: "#b45309"
    readonly property color unavailable: "#b91c1c"
    readonly property color current: "#111827"

    // The guided walkthrough: the amber frame around what a step points at,
    // the lesson strip, and the feedback on an answer.
    readonly property color highlight: "#f59e0b"
    readonly property color highlightWash: "#33f59e0b"
    readonly property int highlightWidth: 4
    readonly property color lessonBackground: "#fffbeb"
    readonly property color lessonAccent: "#d97706"
    readonly property color wrongText: "#9a3412"
    readonly property color wrongBackground: "#ffedd5"
    readonly property color correctText: "#166534"
    readonly property color correctBackground: "#dcfce7"
    readonly property color revealedText: "#1e3a8a"
    readonly property color revealedBackground: "#e0e7ff"
    readonly property color errorBackground: "#fee2e2"

    readonly property int fontSize: 13
    readonly property int smallFontSize: 11
    readonly property int titleFontSize: 15
    readonly property int largeFontSize: 22
    readonly property int lessonFontSize: 14
    readonly property int spacing: 8
    readonly property int radius: 4
    readonly property string monospaceFamily: "DejaVu Sans Mono"
}
