// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>
#include <QtGlobal>

namespace linattn {

// Qt's own notes while a headless run makes a window or lays out a PDF (an unset
// XDG_RUNTIME_DIR, fonts, style notes): held back from construction on, so that a run prints
// nothing or its one line, and printed only when what they were about fails. A fatal message
// is printed at once. One at a time: Qt has one message handler.
class HeldMessages {
public:
    HeldMessages();
    ~HeldMessages();
    HeldMessages(const HeldMessages &) = delete;
    HeldMessages &operator=(const HeldMessages &) = delete;

    // Qt's messages go where they went before again; what was held stays until printed.
    void release();
    // Prints what was held, one line each, and forgets it.
    void printTo(QTextStream &stream);

private:
    QtMessageHandler previous_ = nullptr;
    bool holding_ = false;
};

} // namespace linattn
