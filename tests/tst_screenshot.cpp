// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Runs `linattn --screenshot` headless and checks the picture: the requested
// size, not blank, and no QML warning on the way.
#include "Processes.h"
#include "TestFiles.h"

#include <QFile>
#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestScreenshot : public QObject {
    Q_OBJECT

private slots:
    void windowRendersAtRequestedSize_data();
    void windowRendersAtRequestedSize();
    void unwritableScreenshotPathIsRefused();

private:
    // A screenshot loads the whole window: more time than a command-line export.
    static constexpr int kTimeoutMs = 60000;
    const linattn::test::Linattn linattn_ {linattn::test::Linattn::Display::Offscreen};
};

void TestScreenshot::windowRendersAtRequestedSize_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QSize>("size");
    QTest::newRow("worked example 1280x800") << QStringList {"--preset", "general", "--feature-map",
        "elu1", "--prefix", "1"} << QSize(1280, 800);
    QTest::newRow("all-negative relu") << QStringList {"--preset", "all-negative", "--feature-map",
        "relu", "--prefix", "4"} << QSize(1280, 800);
    QTest::newRow("walkthrough, worked example step") << QStringList {"--walkthrough", "--lesson",
        "reassociation", "--step", "5"} << QSize(1280, 800);
    QTest::newRow("walkthrough, choice question, 1024x640")
        << QStringList {"--lesson", "denominator-stability", "--step", "5"} << QSize(1024, 640);
    QTest::newRow("largest preset, last prefix, 1024x640") << QStringList {"--preset", "general",
        "--feature-map", "relu", "--prefix", "6"} << QSize(1024, 640);
    QTest::newRow("presenter mode 1920x1080")
        << QStringList {"--presenter", "--preset", "general", "--prefix", "3"} << QSize(1920, 1080);
    QTest::newRow("presenter mode, 1024x640")
        << QStringList {"--presenter", "--walkthrough", "--step", "5"} << QSize(1024, 640);
    QTest::newRow("own data file") << QStringList {"--data",
        linattn::test::sourceTreePath(QStringLiteral("tests/data/own-data.json")), "--prefix", "2"}
                                   << QSize(1280, 800);
    QTest::newRow("sequence view, seq-general token 3")
        << QStringList {"--sequence", "seq-general", "--token", "3"} << QSize(1280, 800);
    QTest::newRow("sequence view, seq-long with decay and chunks, 1024x640")
        << QStringList {"--sequence", "seq-long", "--token", "40", "--decay", "0.9", "--chunk", "8"}
        << QSize(1024, 640);
    QTest::newRow("sequence view, relu gaps, presenter mode")
        << QStringList {"--presenter", "--sequence", "seq-relu-gaps", "--feature-map", "relu"}
        << QSize(1280, 800);
    QTest::newRow("sequence view, own sequence file") << QStringList {"--data",
        linattn::test::sourceTreePath(QStringLiteral("tests/data/own-sequence.json")), "--token",
        "2"} << QSize(1280, 800);
}

void TestScreenshot::windowRendersAtRequestedSize()
{
    QFETCH(QStringList, arguments);
    QFETCH(QSize, size);
    QVERIFY2(linattn_.problem().isEmpty(), qPrintable(linattn_.problem()));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("window.png"));

    const linattn::test::ProcessResult process = linattn_.run(arguments
            + QStringList {"--screenshot", path, "--size",
                QStringLiteral("%1x%2").arg(size.width()).arg(size.height())},
        kTimeoutMs);
    QVERIFY2(process.finished, qPrintable(process.failure));
    const QString errors = QString::fromUtf8(process.standardError);
    QVERIFY2(process.exitCode == 0, qPrintable(errors));
    QVERIFY2(!errors.contains(QLatin1String(".qml")), qPrintable(errors));

    const QImage image(path);
    QVERIFY2(!image.isNull(), "the PNG does not load");
    QCOMPARE(image.size(), size);
    // A rendered window has text, charts and panels: many distinct colours
    // spread over the picture, not one flat fill.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            colours.insert(image.pixel(x, y));
    QVERIFY2(
        colours.size() > 50, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));
}

void TestScreenshot::unwritableScreenshotPathIsRefused()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("missing/window.png"));
    const linattn::test::ProcessResult process = linattn_.run({"--screenshot", path}, kTimeoutMs);
    QVERIFY2(process.finished, qPrintable(process.failure));
    QCOMPARE(process.exitCode, 2);
    QVERIFY(QString::fromUtf8(process.standardError).contains(QLatin1String("--screenshot")));
    QVERIFY(!QFile::exists(path));
}

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
