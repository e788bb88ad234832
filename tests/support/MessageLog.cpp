// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MessageLog.h"

#include <QMutexLocker>
#include <QRecursiveMutex>

namespace linattn::test {

namespace {

// Recursive: a message printed while the lock is held (a filter that prints,
// qFatal below) comes back through handle() on the same thread.
QRecursiveMutex mutex;
MessageLog *current = nullptr;
QtMessageHandler previous = nullptr;

} // namespace

MessageLog::MessageLog(Filter filter)
    : filter_(std::move(filter))
{
}

MessageLog::~MessageLog()
{
    stop();
}

void MessageLog::start()
{
    QMutexLocker lock(&mutex);
    messages_.clear();
    if (started_)
        return;
    if (current)
        qFatal("MessageLog: another log is already started");
    current = this;
    started_ = true;
    previous = qInstallMessageHandler(&MessageLog::handle);
}

void MessageLog::stop()
{
    QMutexLocker lock(&mutex);
    if (!started_)
        return;
    qInstallMessageHandler(previous);
    current = nullptr;
    started_ = false;
}

QStringList MessageLog::messages() const
{
    QMutexLocker lock(&mutex);
    return messages_;
}

void MessageLog::handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    QtMessageHandler next = nullptr;
    {
        QMutexLocker lock(&mutex);
        if (current && current->filter_(type, context, message))
            current->messages_ << message;
        next = previous;
    }
    if (next)
        next(type, context, message);
}

} // namespace linattn::test
