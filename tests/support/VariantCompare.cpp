// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VariantCompare.h"

#include "Text.h"

#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include <cmath>

namespace linattn::test {

QVariant listOf(std::span<const double> vector)
{
    QVariantList list;
    for (double x : vector)
        list.append(x);
    return list;
}

QVariant optionalOf(const std::optional<double> &x)
{
    return x ? QVariant(*x) : QVariant();
}

QVariant pointOf(double x, double y)
{
    return QVariant::fromValue(QPointF(x, y));
}

QString describe(const QVariant &value)
{
    if (!value.isValid())
        return QStringLiteral("<invalid>");
    switch (value.typeId()) {
    case QMetaType::Double:
        return fullPrecision(value.toDouble());
    case QMetaType::QPointF: {
        const QPointF p = value.toPointF();
        return QStringLiteral("(%1, %2)").arg(fullPrecision(p.x()), fullPrecision(p.y()));
    }
    case QMetaType::QVariantList: {
        QStringList items;
        for (const QVariant &item : value.toList())
            items << describe(item);
        return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
    }
    case QMetaType::QVariantMap: {
        QStringList items;
        const QVariantMap map = value.toMap();
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            items << it.key() + QStringLiteral(": ") + describe(it.value());
        return QLatin1Char('{') + items.join(QStringLiteral(", ")) + QLatin1Char('}');
    }
    case QMetaType::QString:
        return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    case QMetaType::QStringList:
        return QLatin1Char('[') + value.toStringList().join(QStringLiteral(", "))
            + QLatin1Char(']');
    default:
        if (value.canConvert<QString>())
            return value.toString();
        return QStringLiteral("<%1>").arg(QLatin1String(value.typeName()));
    }
}

bool identical(double a, double b)
{
    return a == b && std::signbit(a) == std::signbit(b);
}

QString exactMismatch(const QVariant &actual, const QVariant &expected, const QString &path)
{
    const auto differ = [&] {
        return QStringLiteral("%1: got %2, expected %3")
            .arg(path, describe(actual), describe(expected));
    };
    if (actual.isValid() != expected.isValid())
        return differ();
    if (!actual.isValid())
        return {};
    if (actual.metaType() != expected.metaType())
        return differ()
            + QStringLiteral(" (type %1, expected %2)")
                  .arg(QLatin1String(actual.typeName()), QLatin1String(expected.typeName()));
    switch (actual.typeId()) {
    case QMetaType::Double:
        return identical(actual.toDouble(), expected.toDouble()) ? QString() : differ();
    case QMetaType::QPointF: {
        const QPointF a = actual.toPointF();
        const QPointF e = expected.toPointF();
        return identical(a.x(), e.x()) && identical(a.y(), e.y()) ? QString() : differ();
    }
    case QMetaType::QVariantList: {
        const QVariantList a = actual.toList();
        const QVariantList e = expected.toList();
        if (a.size() != e.size())
            return differ()
                + QStringLiteral(" (%1 items, expected %2)").arg(a.size()).arg(e.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString why
                = exactMismatch(a[i], e[i], QStringLiteral("%1[%2]").arg(path).arg(i));
            if (!why.isEmpty())
                return why;
        }
        return {};
    }
    case QMetaType::QVariantMap: {
        const QVariantMap a = actual.toMap();
        const QVariantMap e = expected.toMap();
        if (a.keys() != e.keys())
            return QStringLiteral("%1: keys [%2], expected [%3]")
                .arg(
                    path, a.keys().join(QStringLiteral(", ")), e.keys().join(QStringLiteral(", ")));
        for (auto it = a.cbegin(); it != a.cend(); ++it) {
            const QString why
                = exactMismatch(it.value(), e.value(it.key()), path + QLatin1Char('.') + it.key());
            if (!why.isEmpty())
                return why;
        }
        return {};
    }
    default:
        return actual == expected ? QString() : differ();
    }
}

bool exactlyEqual(const QVariant &a, const QVariant &b)
{
    return exactMismatch(a, b).isEmpty();
}

} // namespace linattn::test
