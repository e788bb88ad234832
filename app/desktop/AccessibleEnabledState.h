// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace linattn {

// Qt Quick 6.4 reports every control to screen readers as enabled, even one
// drawn disabled (Back at step 1, Check with an empty answer, Open recent
// with no recent file): its Accessible attached type has no disabled state.
// install() adds an accessibility factory that gives Qt Quick Controls an
// interface whose state follows the control's (effective) enabled property,
// and tells screen readers when it changes. Everything else of the interface
// is Qt Quick's own. Call it once, before the window is loaded.
class AccessibleEnabledState {
public:
    static void install();
};

} // namespace linattn
