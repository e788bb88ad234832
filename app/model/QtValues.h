// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariantList>

#include <span>
#include <string_view>

namespace linattn {

// The core's UTF-8 texts and number lists as Qt values, for the models' properties.

inline QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

inline QVariantList toList(std::span<const double> vector)
{
    QVariantList list;
    list.reserve(static_cast<qsizetype>(vector.size()));
    for (double x : vector)
        list.append(x);
    return list;
}

} // namespace linattn
