// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessibleEnabledState.h"

#include <QAccessible>
#include <QAccessibleInterface>
#include <QPointer>
#include <QQuickItem>

namespace linattn {

namespace {

// Qt Quick's interface for a control, with `disabled` added to its state.
class EnabledStateInterface : public QAccessibleInterface {
public:
    EnabledStateInterface(QQuickItem *item, QAccessibleInterface *inner)
        : item_(item)
        , inner_(inner)
        , innerId_(QAccessible::uniqueId(inner))
    {
    }
    ~EnabledStateInterface() override
    {
        // Qt's cache holds Qt Quick's interface too; it goes with this one.
        // By id: the cache may already have deleted it when the program ends.
        if (QAccessible::accessibleInterface(innerId_) == inner_)
            QAccessible::deleteAccessibleInterface(innerId_);
    }

    bool isValid() const override { return item_ && inner_->isValid(); }
    QObject *object() const override { return inner_->object(); }
    QWindow *window() const override { return inner_->window(); }
    QList<std::pair<QAccessibleInterface *, QAccessible::Relation>> relations(
        QAccessible::Relation match) const override
    {
        return inner_->relations(match);
    }
    QAccessibleInterface *focusChild() const override { return inner_->focusChild(); }
    QAccessibleInterface *childAt(int x, int y) const override { return inner_->childAt(x, y); }
    QAccessibleInterface *parent() const override { return inner_->parent(); }
    QAccessibleInterface *child(int index) const override { return inner_->child(index); }
    int childCount() const override { return inner_->childCount(); }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        return inner_->indexOfChild(child);
    }
    QString text(QAccessible::Text t) const override { return inner_->text(t); }
    void setText(QAccessible::Text t, const QString &text) override { inner_->setText(t, text); }
    QRect rect() const override { return inner_->rect(); }
    QAccessible::Role role() const override { return inner_->role(); }
    QAccessible::State state() const override
    {
        QAccessible::State state = inner_->state();
        if (item_ && !item_->isEnabled()) {
            state.disabled = true;
            state.focusable = false;
        }
        return state;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return inner_->interface_cast(type);
    }

private:
    QPointer<QQuickItem> item_;
    QAccessibleInterface *inner_;
    QAccessible::Id innerId_;
};

// Set while Qt Quick makes its own interface for the control being wrapped.
thread_local bool makingInner = false;

QAccessibleInterface *enabledStateFactory(const QString &className, QObject *object)
{
    // Once per object (at its most derived class), for Qt Quick Controls only.
    if (makingInner || !object || !object->isQuickItemType()
        || className != QLatin1String(object->metaObject()->className())
        || !object->inherits("QQuickControl"))
        return nullptr;
    auto *item = static_cast<QQuickItem *>(object);
    makingInner = true;
    QAccessibleInterface *inner = QAccessible::queryAccessibleInterface(object);
    makingInner = false;
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
