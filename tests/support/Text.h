// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Core's texts and numbers as the QStrings a test compares and prints.
#pragma once

#include <QString>

#include <string_view>

namespace linattn::test {

// Core's UTF-8 text (std::string or std::string_view) as a QString.
inline QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// Enough digits to tell apart two doubles that differ in the last bit.
inline QString fullPrecision(double x)
{
    return QString::number(x, 'g', 17);
}

} // namespace linattn::test
