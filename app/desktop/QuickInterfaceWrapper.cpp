// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuickInterfaceWrapper.h"

namespace linattn {

namespace {

// Set while Qt Quick makes its own interface for an object being wrapped.
thread_local bool makingInner = false;

} // namespace

QuickInterfaceWrapper::QuickInterfaceWrapper(QAccessibleInterface *inner)
    : inner_(inner)
    , innerId_(QAccessible::uniqueId(inner))
{
}

QuickInterfaceWrapper::~QuickInterfaceWrapper()
{
    // Qt's cache holds Qt Quick's interface too; it goes with this one. By id: the cache may
    // already have deleted it when the program ends.
    if (QAccessible::accessibleInterface(innerId_) == inner_)
        QAccessible::deleteAccessibleInterface(innerId_);
}

QAccessibleInterface *QuickInterfaceWrapper::quickInterface(QObject *object)
{
    makingInner = true;
    QAccessibleInterface *inner = QAccessible::queryAccessibleInterface(object);
    makingInner = false;
    return inner;
}

bool QuickInterfaceWrapper::makingQuickInterface()
{
    return makingInner;
}

} // namespace linattn
