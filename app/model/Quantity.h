// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// A number (or vector) the window shows, with the text it is shown as: the
// two always change together, so they travel as one value. `value` is a
// double, a list of doubles, or null where the number is Unavailable; `text`
// is core's formatting of it, translated ("Unavailable" in the user's language).
class Quantity {
    Q_GADGET
    QML_VALUE_TYPE(quantity)
    Q_PROPERTY(QVariant value MEMBER value FINAL)
    Q_PROPERTY(QString text MEMBER text FINAL)

public:
    QVariant value;
    QString text;

    bool isNull() const { return value.isNull(); }
    double number() const { return value.toDouble(); }
    bool operator==(const Quantity &) const = default;
};

} // namespace linattn
