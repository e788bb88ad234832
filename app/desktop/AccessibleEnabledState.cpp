// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessibleEnabledState.h"

#include "QuickInterfaceWrapper.h"

#include <QAccessible>
#include <QPointer>
#include <QQuickItem>

namespace linattn {

namespace {

// Qt Quick's interface for a control, with `disabled` added to its state.
class EnabledStateInterface : public QuickInterfaceWrapper {
public:
    EnabledStateInterface(QQuickItem *item, QAccessibleInterface *inner)
        : QuickInterfaceWrapper(inner)
        , item_(item)
    {
    }

    bool isValid() const override { return item_ && inner_->isValid(); }
    QAccessible::State state() const override
    {
        QAccessible::State state = inner_->state();
        if (item_ && !item_->isEnabled()) {
            state.disabled = true;
            state.focusable = false;
        }
        return state;
    }

private:
    QPointer<QQuickItem> item_;
};

QAccessibleInterface *enabledStateFactory(const QString &className, QObject *object)
{
    // Once per object (at its most derived class), for Qt Quick Controls only.
    if (QuickInterfaceWrapper::makingQuickInterface() || !object || !object->isQuickItemType()
        || className != QLatin1String(object->metaObject()->className())
        || !object->inherits("QQuickControl"))
        return nullptr;
    auto *item = static_cast<QQuickItem *>(object);
    QAccessibleInterface *inner = QuickInterfaceWrapper::quickInterface(object);
    if (!inner)
        return nullptr; // not accessible: Qt Quick leaves it out
    QObject::connect(item, &QQuickItem::enabledChanged, item, [item] {
        QAccessible::State changed;
        changed.disabled = true;
        changed.focusable = true;
        QAccessibleStateChangeEvent event(item, changed);
        QAccessible::updateAccessibility(&event);
    });
    return new EnabledStateInterface(item, inner);
}

} // namespace

void AccessibleEnabledState::install()
{
    QAccessible::installFactory(enabledStateFactory);
}

} // namespace linattn
