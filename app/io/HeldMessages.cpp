// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HeldMessages.h"

#include <cstdlib>

namespace linattn {

namespace {

QStringList &held()
{
    static QStringList messages;
    return messages;
}

void hold(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtFatalMsg) {
        QTextStream(stderr) << message << Qt::endl;
        std::abort();
    }
    held() << message;
}

} // namespace

HeldMessages::HeldMessages()
    : previous_(qInstallMessageHandler(hold))
    , holding_(true)
{
}

HeldMessages::~HeldMessages()
{
    release();
    held().clear();
}

void HeldMessages::release()
{
    if (!holding_)
        return;
    qInstallMessageHandler(previous_);
    holding_ = false;
}

void HeldMessages::printTo(QTextStream &stream)
{
    for (const QString &message : std::as_const(held()))
        stream << message << Qt::endl;
    held().clear();
}

} // namespace linattn
