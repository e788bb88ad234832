// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Exact comparison of QVariant trees (lists, maps, points, numbers) as the
// model hands them to QML: doubles bit for bit, signs of zero included, no
// fuzz, and a message that says where two trees differ.
#pragma once

#include <QPointF>
#include <QString>
#include <QTest>
#include <QVariant>

#include <optional>
#include <span>

namespace linattn::test {

// Values in the shapes the model gives them. listOf takes a span, so it
// serves core's Vector and InlineVector alike.
QVariant listOf(std::span<const double> vector);
QVariant optionalOf(const std::optional<double> &x); // invalid when empty
QVariant pointOf(double x, double y);

// The value written out, numbers at full precision.
QString describe(const QVariant &value);

// Same value, same sign (0.0 and -0.0 differ).
bool identical(double a, double b);

// Empty when `actual` and `expected` are the same value of the same type,
// doubles compared exactly; otherwise where and how they differ.
QString exactMismatch(const QVariant &actual, const QVariant &expected,
    const QString &path = QStringLiteral("value"));

bool exactlyEqual(const QVariant &a, const QVariant &b);

} // namespace linattn::test

#define VERIFY_EXACT(actual, expected, what)                                                       \
    do {                                                                                           \
        const QString mismatch_ = linattn::test::exactMismatch((actual), (expected), (what));      \
        QVERIFY2(mismatch_.isEmpty(), qPrintable(mismatch_));                                      \
    } while (false)
