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

// A value-shaped number for QML: the number for scalar values, the list of d_v coordinates
// otherwise.
inline QVariant valueVariant(std::span<const double> value)
{
    return value.size() == 1 ? QVariant(value[0]) : QVariant(toList(value));
}

} // namespace linattn
