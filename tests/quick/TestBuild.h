// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

// How the views' tests were built: sweeps over every lesson step take minutes under ASan, so
// they run in the default build only (TestBuild.sanitized).
class TestBuild : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool sanitized READ sanitized CONSTANT FINAL)

public:
    using QObject::QObject;

    static bool sanitized()
    {
#ifdef LINATTN_SANITIZED_BUILD
        return true;
#else
        return false;
#endif
    }
};
