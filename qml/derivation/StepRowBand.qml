// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import LinearAttention

// The walkthrough's row in the step table: an amber wash framed in amber,
// over the whole row.
Rectangle {
    color: Theme.highlightWash
    border.color: Theme.highlight
    border.width: Theme.highlightWidth
}
