// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qt's messages seen during a test, e.g. the QML warnings (binding loops,
// TypeErrors, polish loops) that fail a test of the window.
#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <functional>

namespace linattn::test {

// Records the messages `filter` picks while started, and passes every message
// on to the handler that was there before. One log at a time may be started;
// messages may come from any thread.
class MessageLog {
public:
    using Filter = std::function<bool(QtMsgType, const QMessageLogContext &, const QString &)>;

    explicit MessageLog(Filter filter);
    ~MessageLog();
    MessageLog(const MessageLog &) = delete;
    MessageLog &operator=(const MessageLog &) = delete;

    // Empties the log and installs its handler (once): call it from
    // initTestCase() or init(), after Qt Test has installed its own.
    void start();
    // Puts the handler before it back.
    void stop();

    QStringList messages() const;
    bool isEmpty() const { return messages().isEmpty(); }
    // One message a line, for QVERIFY2.
    QString joined() const { return messages().join(QLatin1Char('\n')); }

private:
    static void handle(QtMsgType type, const QMessageLogContext &context, const QString &message);

    Filter filter_;
    QStringList messages_;
    bool started_ = false;
};

} // namespace linattn::test
