// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "number_format.h"

#include <QString>
#include <QStringList>
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

// The shortest text that reads back as x ("0.1", "1e-300"), as exports and printed pages write
// their data.
inline QString shortestText(double x)
{
    return toQString(formatShortest(x));
}

// "[0.5, 1]", with shortestText() coordinates.
inline QString vectorShortestText(std::span<const double> vector)
{
    QStringList coordinates;
    for (double x : vector)
        coordinates << shortestText(x);
    return QLatin1Char('[') + coordinates.join(QStringLiteral(", ")) + QLatin1Char(']');
}

// A value: the number for scalar values, the vector of d_v coordinates otherwise.
inline QString valueShortestText(std::span<const double> value)
{
    return value.size() == 1 ? shortestText(value[0]) : vectorShortestText(value);
}

// A value-shaped number for QML: the number for scalar values, the list of d_v coordinates
// otherwise.
inline QVariant valueVariant(std::span<const double> value)
{
    return value.size() == 1 ? QVariant(value[0]) : QVariant(toList(value));
}

} // namespace linattn
