// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The memory lab's settings as a Qt value: a lesson step's (WalkthroughModel::memorySettings)
// handed to the lab (MemoryLabModel::lessonSettings) through QML, which passes it on unread.

#include "associative_memory.h"

#include <QMetaType>

Q_DECLARE_METATYPE(linattn::MemoryLabSettings)
