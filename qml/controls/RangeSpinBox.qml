// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

// A spin box that tells a screen reader its range: Qt Quick's value interface reads minimumValue
// and maximumValue, which SpinBox does not have (it has from and to), and reported 0…0 without.
SpinBox {
    id: box

    readonly property int minimumValue: box.from
    readonly property int maximumValue: box.to

    Accessible.role: Accessible.SpinBox
}
