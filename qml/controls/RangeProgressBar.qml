// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

// A progress bar that tells a screen reader how far it is: Qt Quick's value interface reads
// minimumValue and maximumValue, which ProgressBar does not have (it has from and to).
ProgressBar {
    id: bar

    readonly property real minimumValue: bar.from
    readonly property real maximumValue: bar.to

    Accessible.role: Accessible.ProgressBar
}
