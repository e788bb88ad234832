// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner for the views. Qt Charts needs a QApplication, which
// QUICK_TEST_MAIN does not make, so this main() makes one; it also fails the
// run on any QML warning (binding loop, TypeError, ReferenceError, …).
#include "MessageLog.h"

#include <QApplication>
#include <QQmlEngine>
#include <QtQuickTest>

#include <cstdio>

namespace {

bool isQmlWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtWarningMsg && type != QtCriticalMsg && type != QtFatalMsg)
        return false;
    const QString file = QString::fromUtf8(context.file ? context.file : "");
    return file.endsWith(QLatin1String(".qml")) || message.contains(QLatin1String(".qml:"))
        || message.contains(QLatin1String("Binding loop"))
        || message.contains(QLatin1String("TypeError"))
        || message.contains(QLatin1String("ReferenceError"));
}

// Said at once, so the log shows which test it came from.
bool announceQmlWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (!isQmlWarning(type, context, message))
        return false;
    std::fprintf(stderr, "QML WARNING (fails the run): %s\n", qPrintable(message));
    return true;
}

} // namespace

class ViewTestSetup : public QObject {
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        // The module's own QML types live in resources.
        engine->addImportPath(QStringLiteral("qrc:/"));
    }
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    linattn::test::MessageLog qmlWarnings(announceQmlWarning);
    qmlWarnings.start();
    ViewTestSetup setup;
    const int status
        = quick_test_main_with_setup(argc, argv, "tst_views", QUICK_TEST_SOURCE_DIR, &setup);
    const auto count = qmlWarnings.messages().size();
    if (count > 0) {
        std::fprintf(stderr, "%d QML warning(s): the view tests fail.\n", int(count));
        return status == 0 ? 1 : status;
    }
    return status;
}

#include "tst_views.moc"
