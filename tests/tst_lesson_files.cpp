// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson files opened from the window: a malformed file, a folder, a missing
// or a 50 MB file leaves the walkthrough as it was with a message naming the
// file; a good one is added to the list, replaced when opened again.

#include "AttentionModel.h"
#include "LessonFixtures.h"
#include "LessonReader.h"
#include "WalkthroughModel.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace linattn;
using namespace linattn::test;

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void malformedFilesKeepTheWalkthrough_data();
    void malformedFilesKeepTheWalkthrough();
    void fiftyMegabyteFile();
    void openLessonFileAddsAndReplaces();

private:
    QTemporaryDir dir_;
};

void TestLessons::initTestCase()
{
    QVERIFY(dir_.isValid());
}

void TestLessons::malformedFilesKeepTheWalkthrough_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("keyWords");
    QTest::newRow("prefix beyond the keys")
        << QStringLiteral("prefix.json") << stepFieldWith(3, "state", [](QJsonObject &state) {
               state.insert(QLatin1String("prefix"), 9);
           })
        << QStringLiteral("step 4: state.prefix: 9 is beyond the 6 keys of preset general");
    QTest::newRow("unknown preset")
        << QStringLiteral("preset.json") << stepFieldWith(1, "state", [](QJsonObject &state) {
               state.insert(QLatin1String("preset"), QStringLiteral("nope"));
           })
        << QStringLiteral("step 2: state.preset: unknown preset 'nope'");
    QTest::newRow("missing hint")
        << QStringLiteral("hint.json") << stepFieldWith(2, "question", [](QJsonObject &question) {
               question.remove(QLatin1String("hint"));
           })
        << QStringLiteral("step 3: question.hint: missing");
    QTest::newRow("invalid UTF-8") << QStringLiteral("utf8.json") << withRawBytes("\xff")
                                   << QStringLiteral("not valid UTF-8");
    QTest::newRow("empty") << QStringLiteral("empty.json") << QByteArray()
                           << QStringLiteral("the file is empty");
    QTest::newRow("deep nesting") << QStringLiteral("deep.json") << QByteArray(100000, '[')
                                  << QStringLiteral("invalid JSON");
    QTest::newRow("markup") << QStringLiteral("markup.json")
                            << stepWith(1, [](QJsonObject &step) {
                                   step.insert(QLatin1String("text"), QStringLiteral("<script>x</script>"));
                               })
                            << QStringLiteral("step 2: text:");
    QTest::newRow("no such file") << QStringLiteral("missing/none.json") << QByteArray()
                                  << QStringLiteral("no such file");
    QTest::newRow("a folder") << QStringLiteral("folder") << QByteArray()
                              << QStringLiteral("is a folder");
}

void TestLessons::malformedFilesKeepTheWalkthrough()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, json);
    QFETCH(QString, keyWords);
    QString path;
    if (name == QLatin1String("folder")) {
        QVERIFY(QDir(dir_.path()).mkpath(name));
        path = dir_.filePath(name);
    } else if (name.startsWith(QLatin1String("missing/"))) {
        path = dir_.filePath(name);
    } else {
        path = writeFile(dir_, name, json);
    }

    const JsonLesson lesson = jsonLesson(QStringLiteral("reassociation"));
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(lesson.id, 4)); // a step with faded lines and a question
    walkthrough.submitNumber(QStringLiteral("7"));
    QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));
    const QString feedback = walkthrough.feedback();
    const QStringList hidden = walkthrough.hiddenLines();
    const int lessonCount = walkthrough.lessons()->rowCount();

    for (const QString &given : {path, QUrl::fromLocalFile(path).toString()}) {
        QVERIFY(!walkthrough.openLessonFile(given));
        // The message names the file, then what is wrong in it.
        const QString error = walkthrough.errorMessage();
        QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.contains(keyWords), qPrintable(error));
        // Everything else is as it was.
        QVERIFY(walkthrough.active());
        const QString mismatch = [&] {
            // stepMismatch wants a fresh answer; compare the answer apart.
            const QString m = stepMismatch(walkthrough, attention, lesson, 4);
            return m.contains(QLatin1String("answerState")) || m.contains(QLatin1String("feedback"))
                       ? QString()
                       : m;
        }();
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        QCOMPARE(walkthrough.answerState(), QStringLiteral("wrong"));
        QCOMPARE(walkthrough.feedback(), feedback);
        QCOMPARE(walkthrough.hiddenLines(), hidden);
        QCOMPARE(walkthrough.lessons()->rowCount(), lessonCount);
    }
    // The next good action clears the message.
    walkthrough.next();
    QVERIFY(walkthrough.start(lesson.id, 5));
    QVERIFY(walkthrough.errorMessage().isEmpty());
}

void TestLessons::fiftyMegabyteFile()
{
    const QString path = dir_.filePath(QStringLiteral("fifty.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QVERIFY(file.write(toJson(validLesson())) > 0);
        QVERIFY(file.resize(50 * 1024 * 1024)); // the rest reads as NUL bytes
    }
    QElapsedTimer timer;
    timer.start();
    const QString error = errorOf(LessonReader::readFile(path));
    QVERIFY2(timer.elapsed() < 200, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
    QCOMPARE(error, path + QStringLiteral(": 52428800 bytes is too large for a lesson (at most 1 MiB)"));

    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY(walkthrough.start(QStringLiteral("denominator-stability"), 2));
    QVERIFY(!walkthrough.openLessonFile(path));
    QCOMPARE(walkthrough.errorMessage(), error);
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("denominator-stability"));
    QCOMPARE(walkthrough.stepIndex(), 2);
    QCOMPARE(attention.presetId(), QStringLiteral("partly-negative"));
    QVERIFY(QFile::remove(path));
}

void TestLessons::openLessonFileAddsAndReplaces()
{
    const QString path = writeFile(dir_, QStringLiteral("valid.json"), toJson(validLesson()));
    AttentionModel attention;
    WalkthroughModel walkthrough;
    walkthrough.setAttention(&attention);
    QVERIFY2(walkthrough.openLessonFile(path), qPrintable(walkthrough.errorMessage()));
    QVERIFY(walkthrough.active());
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("test-lesson"));
    QCOMPARE(walkthrough.stepIndex(), 0);
    QCOMPARE(walkthrough.stepCount(), 4);
    QCOMPARE(walkthrough.lessons()->rowCount(), int(kBuiltInIds.size()) + 1);
    QCOMPARE(walkthrough.lessons()->at(int(kBuiltInIds.size())).id, QStringLiteral("test-lesson"));
    QCOMPARE(describe(attention), QStringLiteral("general/elu1/1"));
    walkthrough.goToStep(3);
    QCOMPARE(describe(attention), QStringLiteral("general/relu/2"));
    QCOMPARE(walkthrough.hiddenLines(),
             (QStringList{QStringLiteral("denominator"), QStringLiteral("output")}));

    // A failed open after a good one keeps the opened lesson.
    const QString bad = writeFile(dir_, QStringLiteral("bad.json"), QByteArray("{"));
    QVERIFY(!walkthrough.openLessonFile(bad));
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("test-lesson"));
    QCOMPARE(walkthrough.stepIndex(), 3);
    QCOMPARE(describe(attention), QStringLiteral("general/relu/2"));

    // Opening the (edited) file again replaces the earlier copy and starts over.
    const QString edited = writeFile(dir_, QStringLiteral("valid.json"), lessonWith([](QJsonObject &lesson) {
        lesson.insert(QLatin1String("title"), QStringLiteral("Edited"));
    }));
    QVERIFY(walkthrough.openLessonFile(edited));
    QVERIFY(walkthrough.errorMessage().isEmpty());
    QCOMPARE(walkthrough.lessons()->rowCount(), int(kBuiltInIds.size()) + 1);
    QCOMPARE(walkthrough.lessonTitle(), QStringLiteral("Edited"));
    QCOMPARE(walkthrough.stepIndex(), 0);
    // The built-in lessons are still there.
    QVERIFY(walkthrough.start(QStringLiteral("reassociation")));
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("reassociation"));
    QVERIFY(walkthrough.start(QStringLiteral("test-lesson"), 1));
    QCOMPARE(walkthrough.lessonTitle(), QStringLiteral("Edited"));

    // A file with a built-in lesson's id is listed apart, once, however often it is opened.
    const QString sameId = writeFile(dir_, QStringLiteral("same-id.json"), lessonWith([](QJsonObject &lesson) {
        lesson.insert(QLatin1String("id"), QStringLiteral("reassociation"));
    }));
    QVERIFY(walkthrough.openLessonFile(sameId));
    QCOMPARE(walkthrough.lessons()->rowCount(), int(kBuiltInIds.size()) + 2);
    QCOMPARE(walkthrough.stepCount(), 4);
    QVERIFY(walkthrough.openLessonFile(sameId) && walkthrough.lessons()->rowCount() == int(kBuiltInIds.size()) + 2);
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lesson_files.moc"
