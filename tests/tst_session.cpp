// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions: the window reopens as it was left (data, map, prefix, lesson and
// step, geometry, presenter mode, panels), and a corrupt or foreign settings
// file never stops a start: the window starts from defaults and says so once.

#include "AttentionModel.h"
#include "ProblemModel.h"
#include "SequenceModel.h"
#include "SessionStore.h"
#include "TestFiles.h"
#include "WalkthroughModel.h"
#include "WindowLauncher.h"
#include "WindowState.h"

#include <QApplication>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

using namespace linattn;
using linattn::test::writeFile;

namespace {

QByteArray validSession()
{
    return "[session]\nformat=1\npreset=all-negative\nfeatureMap=relu\nprefix=3\n"
           "x=10\ny=20\nwidth=1100\nheight=700\nvisibility=windowed\npresenterMode=true\n"
           "showCharts=false\nshowStepTable=true\n";
}

} // namespace

class SessionTest : public QObject {
    Q_OBJECT

private slots:
    void nothingSavedYetIsNoProblem()
    {
        QTemporaryDir dir;
        const SessionStore store(dir.filePath(QStringLiteral("none.ini")));
        const auto result = store.read();
        QVERIFY(!result.session);
        QVERIFY(result.problem.isEmpty());
    }

    void whatIsWrittenIsReadBack()
    {
        QTemporaryDir dir;
        const SessionStore store(dir.filePath(QStringLiteral("s.ini")));
        Session session;
        session.presetId = QStringLiteral("partly-negative");
        session.ownData = QByteArray(R"({"query":[0.1,2],"keys":[[1,1e-300]],"values":[-3]})");
        session.featureMapId = QStringLiteral("relu");
        session.prefix = 1;
        session.favor = FavorSettings {256, 18446744073709551615ULL, false};
        session.epsilon = 1e-6;
        session.lessonId = QStringLiteral("denominator-stability");
        session.lessonStep = 4;
        session.geometry = QRect(30, 40, 1111, 777);
        session.visibility = QStringLiteral("maximized");
        session.presenterMode = true;
        session.showCharts = false;
        session.showStepTable = false;
        session.sequenceToken = 5; // numbered from 0
        store.write(session);

        const auto result = store.read();
        QVERIFY2(result.problem.isEmpty(), qPrintable(result.problem));
        QVERIFY(result.session);
        const Session &read = *result.session;
        QCOMPARE(read.presetId, session.presetId);
        QCOMPARE(read.ownData, session.ownData);
        QCOMPARE(read.featureMapId, session.featureMapId);
        QCOMPARE(read.prefix, session.prefix);
        QVERIFY(read.favor && *read.favor == *session.favor);
        QVERIFY(read.epsilon && *read.epsilon == 1e-6); // exactly the same double
        QCOMPARE(read.lessonId, session.lessonId);
        QCOMPARE(read.lessonStep, session.lessonStep);
        QCOMPARE(read.geometry, session.geometry);
        QCOMPARE(read.visibility, session.visibility);
        QCOMPARE(read.presenterMode, true);
        QCOMPARE(read.showCharts, false);
        QCOMPARE(read.showStepTable, false);
        QCOMPARE(read.sequenceToken, 5);
    }

    // Sessions saved while tokens were numbered from 1 kept "sequenceToken"; it reads as the same
    // token, now numbered from 0.
    void aTokenSavedFromOneReadsAsTheSameToken()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.ini"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(validSession()) + "sequenceView=true\nsequenceToken=3\n");
        file.close();
        const auto result = SessionStore(path).read();
        QVERIFY2(result.problem.isEmpty(), qPrintable(result.problem));
        QVERIFY(result.session);
        QCOMPARE(result.session->sequenceToken, 2);
    }

    void badFilesAreReportedByKey_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("problem");
        QTest::newRow("prefix not a number")
            << QByteArray(validSession()).replace("prefix=3", "prefix=three")
            << "[session] prefix: expected a whole number from 1 to 64, got 'three'";
        QTest::newRow("prefix out of range")
            << QByteArray(validSession()).replace("prefix=3", "prefix=0")
            << "[session] prefix: expected a whole number from 1 to 64, got '0'";
        QTest::newRow("not a boolean")
            << QByteArray(validSession()).replace("presenterMode=true", "presenterMode=maybe")
            << "[session] presenterMode: expected true or false, got 'maybe'";
        QTest::newRow("unknown visibility")
            << QByteArray(validSession()).replace("visibility=windowed", "visibility=minimised")
            << "[session] visibility: expected windowed, maximized or fullscreen, got 'minimised'";
        QTest::newRow("another format")
            << QByteArray(validSession()).replace("format=1", "format=7")
            << "[session] format: version 7 is not one this program knows";
        QTest::newRow("no format")
            << QByteArray(validSession()).replace("format=1\n", "") << "[session] format: missing";
        QTest::newRow("list where text belongs")
            << QByteArray(validSession()).replace("preset=all-negative", "preset=a, b")
            << "[session] preset: expected text";
        QTest::newRow("broken own data")
            << QByteArray(validSession()) + "ownData=\"{\\\"query\\\": [1]}\"\n"
            << "[session] ownData: keys: ";
        QTest::newRow("m beyond 4096")
            << QByteArray(validSession()) + "favorFeatures=5000\n"
            << "[session] favorFeatures: expected a whole number from 1 to 4096, got '5000'";
        QTest::newRow("seed not a number") << QByteArray(validSession()) + "favorSeed=lucky\n"
                                           << "[session] favorSeed: expected a whole number from 0 "
                                              "to 18446744073709551615, got \"lucky\"";
        QTest::newRow("orthogonal not a boolean")
            << QByteArray(validSession()) + "favorOrthogonal=sometimes\n"
            << "[session] favorOrthogonal: expected true or false, got 'sometimes'";
        QTest::newRow("epsilon beyond 1") << QByteArray(validSession()) + "epsilon=2\n"
                                          << "[session] epsilon: 2 is outside 0…1";
        QTest::newRow("epsilon not a number")
            << QByteArray(validSession()) + "epsilon=nan\n"
            << "[session] epsilon: expected a finite number, got NaN";
        QTest::newRow("decay beyond 1") << QByteArray(validSession()) + "decay=1.5\n"
                                        << "[session] decay: 1.5 is outside (0, 1]";
        QTest::newRow("decay not a number")
            << QByteArray(validSession()) + "decay=slow\n"
            << "[session] decay: expected a number in (0, 1], got \"slow\"";
        QTest::newRow("chunk 0")
            << QByteArray(validSession()) + "chunk=0\n"
            << "[session] chunk: expected a whole number from 1 to 64, got '0'";
        QTest::newRow("token beyond 64")
            << QByteArray(validSession()) + "sequenceToken=65\n"
            << "[session] sequenceToken: expected a whole number from 1 to 64, got '65'";
        QTest::newRow("token numbered from 0 beyond 63")
            << QByteArray(validSession()) + "sequenceTokenIndex=64\n"
            << "[session] sequenceTokenIndex: expected a whole number from 0 to 63, got '64'";
        QTest::newRow("sequence view not a boolean")
            << QByteArray(validSession()) + "sequenceView=yes\n"
            << "[session] sequenceView: expected true or false, got 'yes'";
        QTest::newRow("tiny window")
            << QByteArray(validSession()).replace("width=1100", "width=5")
            << "[session] width: expected a whole number from 200 to 20000, got '5'";
    }
    void badFilesAreReportedByKey()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        QVERIFY(writeFile(path, contents));
        const auto result = SessionStore(path).read();
        QVERIFY(!result.session);
        QVERIFY2(result.problem.contains(problem), qPrintable(result.problem));
        QVERIFY(result.problem.startsWith(path));
    }

    void theWindowReopensAsItWasLeft()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        QVERIFY(writeFile(path, validSession() + "lesson=denominator-stability\nlessonStep=2\n"));
        const SessionStore store(path);
        QQmlApplicationEngine engine;
        WindowLauncher launcher;
        QCOMPARE(launcher.open(engine, WindowRequest {}, &store), QString());
        QQuickWindow *window = launcher.window();
        // The lesson's step sets its own state; the rest is the session's.
        QVERIFY(launcher.walkthrough()->active());
        QCOMPARE(launcher.walkthrough()->lessonId(), QStringLiteral("denominator-stability"));
        QCOMPARE(launcher.walkthrough()->stepIndex(), 2);
        QCOMPARE(launcher.windowState()->presenterMode(), true);
        QCOMPARE(launcher.windowState()->showCharts(), false);
        QCOMPARE(launcher.windowState()->showStepTable(), true);
        QCOMPARE(window->size(), QSize(1100, 700));
        QVERIFY(launcher.windowState()->notice().isEmpty());
        // A session saved before the FAVOR+ settings and ε were kept: the defaults.
        QVERIFY(launcher.model()->favorSettings() == FavorSettings {});
        QCOMPARE(launcher.model()->epsilon(), 0.0);

        // Changed and saved, then read by the next start.
        launcher.walkthrough()->leave();
        AttentionModel *model = launcher.model();
        QVERIFY(model->setState(QStringLiteral("general"), QStringLiteral("elu1"), 1));
        QVERIFY(model->editor()->editCell(1, 2, QStringLiteral("7")));
        model->setPrefix(5);
        QVERIFY(model->mapOptions()->set(FavorSettings {512, 7, false}, 1e-10));
        launcher.windowState()->setPresenterMode(false);
        launcher.windowState()->setShowStepTable(false);
        launcher.saveSession();

        QQmlApplicationEngine secondEngine;
        WindowLauncher second;
        QCOMPARE(second.open(secondEngine, WindowRequest {}, &store), QString());
        AttentionModel *restored = second.model();
        QVERIFY(restored->ownData());
        QCOMPARE(restored->currentData().values[0], Vector {7.0});
        QCOMPARE(restored->currentData().query, model->currentData().query);
        QCOMPARE(restored->currentData().keys, model->currentData().keys);
        QCOMPARE(restored->featureMapId(), QStringLiteral("elu1"));
        QCOMPARE(restored->prefix(), 5);
        QVERIFY(restored->favorSettings() == (FavorSettings {512, 7, false}));
        QCOMPARE(restored->epsilon(), 1e-10);
        QCOMPARE(restored->output(), model->output());
        QVERIFY(!second.walkthrough()->active());
        QCOMPARE(second.windowState()->presenterMode(), false);
        QCOMPARE(second.windowState()->showStepTable(), false);
    }

    // A lesson opened from a file is read from that file again at the next start; a file gone
    // since is named in the notice, and the rest of the session is restored.
    void aLessonFromAFileReopens()
    {
        QTemporaryDir dir;
        const SessionStore store(dir.filePath(QStringLiteral("s.ini")));
        QFile builtIn(QStringLiteral(":/linattn/lessons/denominator-stability.json"));
        QVERIFY2(builtIn.open(QIODevice::ReadOnly), qPrintable(builtIn.errorString()));
        const QString lessonPath = dir.filePath(QStringLiteral("my lesson.json"));
        QVERIFY(writeFile(
            lessonPath, builtIn.readAll().replace("\"denominator-stability\"", "\"my-lesson\"")));
        {
            QQmlApplicationEngine engine;
            WindowLauncher launcher;
            QCOMPARE(launcher.open(engine, WindowRequest {}, &store), QString());
            QVERIFY(launcher.walkthrough()->openLessonFile(lessonPath));
            launcher.walkthrough()->goToStep(2);
            QCOMPARE(launcher.walkthrough()->lessonFile(), lessonPath);
            launcher.windowState()->setPresenterMode(true);
            launcher.saveSession();
        }
        {
            QQmlApplicationEngine engine;
            WindowLauncher launcher;
            QCOMPARE(launcher.open(engine, WindowRequest {}, &store), QString());
            QVERIFY(launcher.walkthrough()->active());
            QCOMPARE(launcher.walkthrough()->lessonId(), QStringLiteral("my-lesson"));
            QCOMPARE(launcher.walkthrough()->lessonFile(), lessonPath);
            QCOMPARE(launcher.walkthrough()->stepIndex(), 2);
            QCOMPARE(launcher.windowState()->notice(), QString());
        }
        QVERIFY(QFile::remove(lessonPath));
        QQmlApplicationEngine engine;
        WindowLauncher launcher;
        QCOMPARE(launcher.open(engine, WindowRequest {}, &store), QString());
        QVERIFY(!launcher.walkthrough()->active());
        const QString notice = launcher.windowState()->notice();
        QVERIFY2(
            notice.startsWith(QStringLiteral("Part of the last session could not be restored: "))
                && notice.contains(lessonPath),
            qPrintable(notice));
        QCOMPARE(launcher.windowState()->presenterMode(), true);
    }

    // The sequence view with its sequence, γ, C and token comes back at the next start; a
    // sequence that no longer exists is named, the rest restored.
    void theSequenceViewReopens()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        QVERIFY(writeFile(path, validSession()));
        const SessionStore store(path);
        {
            QQmlApplicationEngine engine;
            WindowLauncher launcher;
            QCOMPARE(launcher.open(engine, WindowRequest {}, &store), QString());
            QCOMPARE(launcher.problem()->sequenceView(), false); // not saved yet: the default
            SequenceModel *sequence = launcher.sequence();
            QVERIFY(sequence->setSequenceId(QStringLiteral("seq-long")));
            QVERIFY(sequence->setDecayText(QStringLiteral("0.9")));
            QVERIFY(sequence->setChunkSize(8));
            sequence->setToken(40);
            launcher.problem()->setSequenceView(true);
            launcher.saveSession();
        }
        QQmlApplicationEngine engine;
        WindowLauncher launcher;
        QCOMPARE(launcher.open(engine, WindowRequest {}, &store), QString());
        SequenceModel *restored = launcher.sequence();
        QCOMPARE(launcher.problem()->sequenceView(), true);
        QCOMPARE(restored->sequenceId(), QStringLiteral("seq-long"));
        QCOMPARE(restored->decay().number(), 0.9);
        QCOMPARE(restored->chunkSize(), 8);
        QCOMPARE(restored->token(), 40);
        // It follows the single view's map, restored from the same session.
        QCOMPARE(restored->featureMapId(), launcher.model()->featureMapId());
        QVERIFY(launcher.windowState()->notice().isEmpty());

        // A lesson works on the single-query view: starting one leaves the sequence view.
        QVERIFY(launcher.walkthrough()->start(QStringLiteral("reassociation"), 0));
        QCOMPARE(launcher.problem()->sequenceView(), false);

        QVERIFY(writeFile(path, validSession() + "sequenceView=true\nsequence=seq-gone\n"));
        QQmlApplicationEngine thirdEngine;
        WindowLauncher third;
        QCOMPARE(third.open(thirdEngine, WindowRequest {}, &store), QString());
        QVERIFY2(third.windowState()->notice().contains(QStringLiteral("seq-gone")),
            qPrintable(third.windowState()->notice()));
        QCOMPARE(third.sequence()->sequenceId(), QStringLiteral("seq-general"));
        QCOMPARE(third.problem()->sequenceView(), true);
    }

    // --sequence opens the sequence view whatever the session says.
    void theSequenceOptionsWinOverTheSession()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        QVERIFY(writeFile(
            path, validSession() + "sequenceView=false\nsequence=seq-long\ndecay=0.5\nchunk=2\n"));
        const SessionStore store(path);
        WindowRequest request;
        request.sequenceId = QStringLiteral("seq-relu-gaps");
        request.token = 3;
        request.chunk = 1;
        QQmlApplicationEngine engine;
        WindowLauncher launcher;
        QCOMPARE(launcher.open(engine, request, &store), QString());
        QCOMPARE(launcher.problem()->sequenceView(), true);
        QCOMPARE(launcher.sequence()->sequenceId(), QStringLiteral("seq-relu-gaps"));
        QCOMPARE(launcher.sequence()->token(), 3);
        QCOMPARE(launcher.sequence()->chunkSize(), 1);
        QCOMPARE(launcher.sequence()->decay().number(), 0.5); // not given: the session's
    }

    void commandLineOptionsWinOverTheSession()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        QVERIFY(writeFile(path, validSession()));
        const SessionStore store(path);
        WindowRequest request;
        request.presetId = QStringLiteral("general");
        request.prefix = 2;
        QQmlApplicationEngine engine;
        WindowLauncher launcher;
        QCOMPARE(launcher.open(engine, request, &store), QString());
        QCOMPARE(launcher.model()->presetId(), QStringLiteral("general"));
        QCOMPARE(
            launcher.model()->featureMapId(), QStringLiteral("relu")); // not given: the session's
        QCOMPARE(launcher.model()->prefix(), 2);
    }

    void aCorruptFileStartsFromDefaultsAndSaysSoOnce_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("notice");
        const QString wholeSession = QStringLiteral("The last session could not be restored");
        QTest::newRow("binary garbage")
            << QByteArray("\x00\xff\xfe[[[\x01=\x02\n\x00", 12) << wholeSession;
        QTest::newRow("foreign values")
            << QByteArray(validSession()).replace("prefix=3", "prefix=-4") << wholeSession;
        // Readable, but the preset is not one of ours: the data starts from the defaults, the
        // rest (presenter mode, panels, geometry) is restored.
        QTest::newRow("unknown preset")
            << QByteArray(validSession()).replace("preset=all-negative", "preset=nonsense")
            << QStringLiteral("Part of the last session could not be restored: ");
        QTest::newRow("someone else's file")
            << QByteArray("[General]\ncolour=blue\n[session]\nsize=3\n") << wholeSession;
    }
    void aCorruptFileStartsFromDefaultsAndSaysSoOnce()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, notice);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        QVERIFY(writeFile(path, contents));
        const SessionStore store(path);
        {
            QQmlApplicationEngine engine;
            WindowLauncher launcher;
            QCOMPARE(launcher.open(engine, WindowRequest {}, &store), QString());
            const QString shown = launcher.windowState()->notice();
            QVERIFY2(shown.startsWith(notice), qPrintable(shown));
            QCOMPARE(launcher.model()->presetId(), QStringLiteral("general"));
            QCOMPARE(launcher.model()->featureMapId(), QStringLiteral("elu1"));
            QCOMPARE(launcher.model()->prefix(), 1);
            launcher.saveSession();
        }
        // Once: the file was rewritten, so the next start has nothing to say.
        QQmlApplicationEngine engine;
        WindowLauncher launcher;
        QCOMPARE(launcher.open(engine, WindowRequest {}, &store), QString());
        QCOMPARE(launcher.windowState()->notice(), QString());
        const auto reread = store.read();
        QVERIFY2(reread.problem.isEmpty(), qPrintable(reread.problem));
    }
};

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // Qt Charts needs a QApplication
    SessionTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_session.moc"
