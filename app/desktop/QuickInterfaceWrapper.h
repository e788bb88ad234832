// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessible>
#include <QAccessibleInterface>

namespace linattn {

// Qt Quick's own accessible interface for an item, with what a subclass changes on top: every
// call goes to Qt Quick's interface unless overridden. An accessibility factory makes Qt Quick's
// interface with quickInterface() and returns a subclass around it; while it does, the factories
// that wrap must return nothing (makingQuickInterface()). The wrapper deletes Qt Quick's
// interface when it goes.
class QuickInterfaceWrapper : public QAccessibleInterface {
public:
    explicit QuickInterfaceWrapper(QAccessibleInterface *inner);
    ~QuickInterfaceWrapper() override;

    // Qt Quick's interface for `object`, or null when Qt Quick leaves the object out.
    static QAccessibleInterface *quickInterface(QObject *object);
    static bool makingQuickInterface();

    bool isValid() const override { return inner_->isValid(); }
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
    QAccessible::State state() const override { return inner_->state(); }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return inner_->interface_cast(type);
    }

protected:
    QAccessibleInterface *inner_;

private:
    QAccessible::Id innerId_;
};

} // namespace linattn
