// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inline_vector.h"

#include <QtTest/QTest>

#include <optional>

// The one coordinate of a value-shaped field of scalar data (a step's value, numerator, output,
// reference, softmax): tests of scalar data read numbers. Fails the test for a value of several
// coordinates rather than reading its first.
inline double scalar(const linattn::InlineVector &value)
{
    if (value.size() != 1)
        QTest::qFail(
            "a value of several coordinates where a number was expected", __FILE__, __LINE__);
    return value.empty() ? 0.0 : value[0];
}

inline std::optional<double> scalar(const std::optional<linattn::InlineVector> &value)
{
    if (!value)
        return std::nullopt;
    return scalar(*value);
}
