// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowState.h"

namespace linattn {

namespace {
// Sets `field` and notifies only on a change, so bindings do not run for nothing.
template <typename Value, typename Notify>
void assign(Value &field, const Value &value, Notify &&notify)
{
    if (field == value)
        return;
    field = value;
    notify();
}
} // namespace

WindowState::WindowState(QObject *parent)
    : QObject(parent)
{
}

void WindowState::setPresenterMode(bool on)
{
    assign(presenterMode_, on, [this] { emit presenterModeChanged(); });
}

void WindowState::setShowCharts(bool shown)
{
    assign(showCharts_, shown, [this] { emit showChartsChanged(); });
}

void WindowState::setShowStepTable(bool shown)
{
    assign(showStepTable_, shown, [this] { emit showStepTableChanged(); });
}

void WindowState::setDataEditorShown(bool shown)
{
    assign(dataEditorShown_, shown, [this] { emit dataEditorShownChanged(); });
}

void WindowState::setNotice(const QString &notice)
{
    assign(notice_, notice, [this] { emit noticeChanged(); });
}

} // namespace linattn
