// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SignalLog.h"

#include "VariantCompare.h"

#include <QMetaMethod>
#include <QMetaProperty>
#include <QObject>

namespace linattn::test {

QVariantMap propertySnapshot(const QObject &object)
{
    QVariantMap values;
    const QMetaObject *meta = object.metaObject();
    for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
        const QMetaProperty property = meta->property(i);
        values.insert(QString::fromLatin1(property.name()), property.read(&object));
    }
    return values;
}

QStringList changedProperties(const QVariantMap &before, const QVariantMap &after)
{
    QStringList changed;
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        if (!exactlyEqual(it.value(), before.value(it.key())))
            changed << it.key();
    return changed;
}

void SignalLog::watch(QObject *object, const QString &label)
{
    const QMetaObject *meta = object->metaObject();
    for (int i = 0; i < meta->methodCount(); ++i) {
        const QMetaMethod method = meta->method(i);
        if (method.methodType() != QMetaMethod::Signal)
            continue;
        auto spy = std::make_unique<QSignalSpy>(object, method);
        if (!spy->isValid())
            invalid_ << label + QString::fromLatin1(method.methodSignature());
        entries_.push_back({label + QString::fromLatin1(method.methodSignature()), std::move(spy)});
    }
}

int SignalLog::count(const QString &name) const
{
    for (const Entry &entry : entries_)
        if (entry.name == name)
            return static_cast<int>(entry.spy->count());
    return -1;
}

int SignalLog::total() const
{
    int sum = 0;
    for (const Entry &entry : entries_)
        sum += static_cast<int>(entry.spy->count());
    return sum;
}

QString SignalLog::summary() const
{
    QStringList fired;
    for (const Entry &entry : entries_)
        if (entry.spy->count() > 0)
            fired << QStringLiteral("%1×%2").arg(entry.name).arg(entry.spy->count());
    return fired.isEmpty() ? QStringLiteral("nothing") : fired.join(QStringLiteral(", "));
}

} // namespace linattn::test
