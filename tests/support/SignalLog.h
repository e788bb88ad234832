// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Properties and signals of QObjects as QML sees them: every property read at
// once, which of them changed, and a count of every signal emitted.
#pragma once

#include <QSignalSpy>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <memory>
#include <vector>

class QObject;

namespace linattn::test {

// Every property `object`'s own class declares (not QObject's), by name,
// as QML would read it.
QVariantMap propertySnapshot(const QObject &object);

// The names of the properties whose value differs between two snapshots,
// compared exactly (exactMismatch).
QStringList changedProperties(const QVariantMap &before, const QVariantMap &after);

// A QSignalSpy on every signal of the objects it watches.
class SignalLog {
public:
    // Signals are named "<label><signature>", e.g. "prefixChanged()" for the
    // model (empty label) and "stepTable.modelReset()".
    void watch(QObject *object, const QString &label = {});

    // Signals a spy could not watch; empty when all is well.
    QStringList invalidSpies() const { return invalid_; }

    // -1 for a signal that is not watched, so a typo fails the comparison.
    int count(const QString &name) const;
    int total() const;

    // "prefixChanged()×1, sChanged()×1": every signal that fired.
    QString summary() const;

private:
    struct Entry {
        QString name;
        std::unique_ptr<QSignalSpy> spy;
    };
    std::vector<Entry> entries_;
    QStringList invalid_;
};

} // namespace linattn::test
