// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The user's own data in the model: typed edits, drags, added and removed
// keys, undo and redo, reset to the preset, and opening and saving data files
// (DataFiles) with the list of recent files. Every refused entry keeps the
// state and names the cell; every result agrees with core/ computed afresh.

#include "AttentionDataJson.h"
#include "AttentionModel.h"
#include "DataFiles.h"
#include "DataTableModel.h"
#include "ProblemCatalog.h"
#include "ScalarValue.h"
#include "TestFiles.h"
#include "feature_map.h"
#include "step_table.h"

#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace linattn;
using linattn::test::writeFile;

namespace {

const AttentionData &generalData()
{
    return ProblemCatalog::findPreset("general")->data;
}

// The model's output at its prefix against core/ computed from the data alone.
void verifyAgainstCore(const AttentionModel &model, const AttentionData &data)
{
    const FeatureMap *map = findFeatureMap(model.featureMapId().toStdString());
    QVERIFY(map);
    const StepTable table = computeStepTable(data, *map, data.keys.size());
    const StepRecord &step = table.steps.at(static_cast<std::size_t>(model.prefix() - 1));
    QCOMPARE(model.keyCount(), static_cast<int>(data.keys.size()));
    QCOMPARE(model.denominator().number(), step.denominator);
    QCOMPARE(model.numerator().number(), scalar(step.numerator));
    QCOMPARE(model.available(), step.available());
    if (step.output)
        QCOMPARE(model.output().number(), *scalar(step.output));
    else
        QVERIFY(model.output().isNull());
}

} // namespace

class EditingTest : public QObject {
    Q_OBJECT

private slots:
    void typedEditChangesTheResultAndCanBeUndone()
    {
        AttentionModel model;
        QSignalSpy dataSpy(&model, &AttentionModel::dataChanged);
        QSignalSpy outputSpy(&model, &AttentionModel::outputChanged);
        QVERIFY(!model.ownData());
        QVERIFY(!model.editor()->canUndo());

        // v₀ from 1 to 3: at prefix 1 the output is v₀ itself.
        QVERIFY(model.editor()->editCell(1, 2, QStringLiteral("3")));
        QVERIFY(model.ownData());
        QCOMPARE(model.dataTitle(), QStringLiteral("General, edited"));
        QCOMPARE(model.output().number(), 3.0);
        QCOMPARE(dataSpy.count(), 1);
        QCOMPARE(outputSpy.count(), 1);
        QVERIFY(model.editor()->canUndo());
        QCOMPARE(model.editor()->undoText(), QStringLiteral("Set k₀, value v"));
        AttentionData expected = generalData();
        expected.title = "General, edited";
        expected.values[0][0] = 3;
        QCOMPARE(model.currentData(), expected);
        verifyAgainstCore(model, expected);

        model.editor()->undo();
        QVERIFY(!model.ownData());
        QCOMPARE(model.currentData(), generalData());
        QCOMPARE(model.output().number(), 1.0);
        QVERIFY(model.editor()->canRedo());
        model.editor()->redo();
        QCOMPARE(model.currentData(), expected);
        QCOMPARE(model.output().number(), 3.0);
    }

    void refusedEntriesKeepTheStateAndNameTheCell_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message");
        QTest::newRow("word") << 3 << 1 << "abc"
                              << "k₂, coord. 2: expected a number, got \"abc\"";
        QTest::newRow("NaN") << 0 << 0 << "NaN"
                             << "q, coord. 1: expected a finite number, got NaN";
        QTest::newRow("infinity") << 2 << 2 << "inf"
                                  << "k₁, value v: expected a finite number, got infinity";
        QTest::newRow("too large")
            << 1 << 0 << "2e6"
            << "k₀, coord. 1: 2000000 is above the limit of 1e6 in magnitude";
        QTest::newRow("empty") << 1 << 1 << ""
                               << "k₀, coord. 2: expected a number, got nothing";
        QTest::newRow("query value") << 0 << 2 << "1"
                                     << "There is no cell at row 0, column 2.";
        QTest::newRow("no such row") << 9 << 0 << "1"
                                     << "There is no cell at row 9, column 0.";
    }
    void refusedEntriesKeepTheStateAndNameTheCell()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, typed);
        QFETCH(QString, message);
        AttentionModel model;
        model.setPrefix(4);
        QVERIFY(model.editor()->editCell(2, 0, QStringLiteral("0.25"))); // an earlier good edit
        const AttentionData before = model.currentData();
        const Quantity outputBefore = model.output();
        QSignalSpy dataSpy(&model, &AttentionModel::dataChanged);
        QSignalSpy errorSpy(model.editor(), &DataEditor::editErrorChanged);

        QVERIFY(!model.editor()->editCell(row, column, typed));
        QCOMPARE(model.editor()->editError(), message);
        QCOMPARE(model.editor()->editErrorRow(), row);
        QCOMPARE(model.editor()->editErrorColumn(), column);
        QCOMPARE(errorSpy.count(), 1);
        QCOMPARE(dataSpy.count(), 0);
        QCOMPARE(model.currentData(), before);
        QCOMPARE(model.output(), outputBefore);
        QCOMPARE(model.editor()->undoText(), QStringLiteral("Set k₁, coord. 1"));

        // The next good entry clears the message.
        QVERIFY(model.editor()->editCell(1, 1, QStringLiteral("0,5")));
        QVERIFY(model.editor()->editError().isEmpty());
        QCOMPARE(model.editor()->editErrorRow(), -1);
        QCOMPARE(model.currentData().keys[0][1], 0.5);
    }

    void theSameNumberTypedAgainRecordsNothing()
    {
        AttentionModel model;
        QVERIFY(model.editor()->editCell(0, 0, QStringLiteral("0.5")));
        QVERIFY(!model.editor()->canUndo());
        QVERIFY(!model.ownData());
    }

    void keysAreAddedAndRemovedWithThePrefixKeptInRange()
    {
        AttentionModel model;
        model.setPrefix(6);
        QSignalSpy keySpy(&model, &AttentionModel::keyCountChanged);
        QVERIFY(model.editor()->addKey());
        QCOMPARE(model.keyCount(), 7);
        QCOMPARE(model.prefix(), 6);
        QCOMPARE(model.dataTable()->rowCount(), 8);
        QCOMPARE(model.editor()->undoText(), QStringLiteral("Add key k₆"));
        QCOMPARE(model.currentData().keys.back(), (Vector {0, 0}));

        QVERIFY(model.editor()->removeKey(0));
        QVERIFY(model.editor()->removeKey(0));
        QCOMPARE(model.keyCount(), 5);
        QCOMPARE(model.prefix(), 5); // clamped to the keys that are left
        QCOMPARE(keySpy.count(), 3);
        verifyAgainstCore(model, model.currentData());

        QVERIFY(!model.editor()->removeKey(7));
        QCOMPARE(model.editor()->editError(), QStringLiteral("k₇: there is no such key"));
        QVERIFY(!model.editor()->removeKey(-1));
        QCOMPARE(model.keyCount(), 5);

        while (model.keyCount() > 1)
            QVERIFY(model.editor()->removeKey(0));
        QVERIFY(!model.editor()->removeKey(0));
        QCOMPARE(model.editor()->editError(),
            QStringLiteral("k₀: the last key cannot be removed: attention needs at least one"));
        QCOMPARE(model.keyCount(), 1);

        // Undo all the way back gives the preset exactly.
        while (model.editor()->canUndo())
            model.editor()->undo();
        QCOMPARE(model.currentData(), generalData());
        QVERIFY(!model.ownData());
    }

    void aDragIsOneStepToUndoAndSnapsToTheGrid()
    {
        AttentionModel model;
        const double tick = model.planeChart().value(QStringLiteral("xTick")).toDouble();
        QCOMPARE(tick, 1.0); // general: the plane has a tick at every whole number
        QVERIFY(model.editor()->movePoint(0, 0.731, 1.04));
        QVERIFY(model.editor()->movePoint(0, 0.912, 1.26));
        QVERIFY(model.editor()->movePoint(0, 1.149, 1.551));
        model.editor()->endDrag();
        QCOMPARE(model.currentData().query, (Vector {1.1, 1.6}));
        QCOMPARE(model.editor()->undoText(), QStringLiteral("Move q"));

        // A second drag of the same point is a second step.
        QVERIFY(model.editor()->movePoint(0, 2, 2));
        model.editor()->endDrag();
        QVERIFY(model.editor()->movePoint(3, -2.02, 0.33));
        model.editor()->endDrag();
        QCOMPARE(model.currentData().keys[2], (Vector {-2, 0.3}));
        QCOMPARE(model.editor()->undoText(), QStringLiteral("Move k₂"));
        verifyAgainstCore(model, model.currentData());

        model.editor()->undo();
        QCOMPARE(model.currentData().keys[2], generalData().keys[2]);
        QCOMPARE(model.currentData().query, (Vector {2, 2}));
        model.editor()->undo();
        QCOMPARE(model.currentData().query, (Vector {1.1, 1.6}));
        model.editor()->undo();
        QCOMPARE(model.currentData(), generalData());

        QVERIFY(!model.editor()->movePoint(7, 0, 0));
        QVERIFY(!model.editor()->movePoint(1, 5e6, 0));
        QCOMPARE(model.editor()->editError(),
            QStringLiteral("k₀, coord. 1: 5000000 is above the limit of 1e6 in magnitude"));
        QCOMPARE(model.currentData(), generalData());
    }

    void resetAndPresetChoiceOverOwnDataAreUndoable()
    {
        AttentionModel model;
        QVERIFY(model.editor()->editCell(0, 1, QStringLiteral("-2")));
        const AttentionData own = model.currentData();
        model.editor()->resetToPreset();
        QCOMPARE(model.currentData(), generalData());
        QVERIFY(!model.ownData());
        QCOMPARE(model.editor()->undoText(), QStringLiteral("Reset to preset General"));
        model.editor()->undo();
        QCOMPARE(model.currentData(), own);

        model.setPresetId(QStringLiteral("all-negative"));
        QCOMPARE(model.presetId(), QStringLiteral("all-negative"));
        QVERIFY(!model.ownData());
        QCOMPARE(model.currentData(), ProblemCatalog::findPreset("all-negative")->data);
        model.editor()->undo(); // the edits come back with their preset
        QCOMPARE(model.presetId(), QStringLiteral("general"));
        QCOMPARE(model.currentData(), own);
        QVERIFY(model.ownData());
    }

    void aLessonStepStartsAfresh()
    {
        AttentionModel model;
        QVERIFY(model.editor()->editCell(0, 1, QStringLiteral("-2")));
        QVERIFY(model.setState(QStringLiteral("general"), QStringLiteral("relu"), 2));
        QCOMPARE(model.currentData(), generalData());
        QVERIFY(!model.ownData());
        QVERIFY(!model.editor()->canUndo());
    }

    void dataTableShowsTheDataInShortestForm()
    {
        AttentionModel model;
        const DataTableModel *table = model.dataTable();
        QCOMPARE(table->rowCount(), 7);
        QCOMPARE(table->columnCount(), 3);
        QCOMPARE(table->index(0, 0).data().toString(), QStringLiteral("0.5"));
        QCOMPARE(table->index(0, 2).data().toString(), QString());
        QCOMPARE(table->index(0, 2).data(DataTableModel::EditableRole).toBool(), false);
        QCOMPARE(table->index(3, 1).data().toString(), QStringLiteral("0.5"));
        QCOMPARE(table->index(3, 2).data().toString(), QStringLiteral("-2"));
        QCOMPARE(table->index(3, 1).data(DataTableModel::PlaceRole).toString(),
            QStringLiteral("keys[2][1]"));
        QCOMPARE(
            table->headerData(0, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("q"));
        QCOMPARE(
            table->headerData(2, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("k₁"));
        QCOMPARE(table->headerData(2, Qt::Horizontal, Qt::DisplayRole).toString(),
            QStringLiteral("value v"));

        QSignalSpy changed(table, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(table, &QAbstractItemModel::modelReset);
        QVERIFY(model.editor()->editCell(3, 1, QStringLiteral("0.1")));
        QCOMPARE(table->index(3, 1).data().toString(), QStringLiteral("0.1"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(reset.count(), 0);
        QVERIFY(model.editor()->addKey());
        QCOMPARE(reset.count(), 1);
        QCOMPARE(table->rowCount(), 8);
    }

    void saveThenOpenRoundTripsExactly()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        AttentionModel model;
        DataFiles files;
        files.setSettingsFile(dir.filePath(QStringLiteral("settings.ini")));
        files.setAttention(&model);
        // Numbers that do not survive a careless round trip.
        QVERIFY(model.editor()->editCell(0, 0, QStringLiteral("0.1")));
        QVERIFY(model.editor()->editCell(1, 1, QStringLiteral("1e-300")));
        QVERIFY(model.editor()->editCell(2, 2, QStringLiteral("-123456.789012345")));
        QVERIFY(model.editor()->addKey());
        const AttentionData saved = model.currentData();
        QCOMPARE(files.suggestedFileName(), QStringLiteral("general-edited.json"));

        const QString path = dir.filePath(QStringLiteral("own.json"));
        QVERIFY(files.save(path));
        QVERIFY(files.errorMessage().isEmpty());
        QVERIFY(files.statusMessage().contains(QStringLiteral("own.json")));

        AttentionModel other;
        DataFiles otherFiles;
        otherFiles.setSettingsFile(dir.filePath(QStringLiteral("settings.ini")));
        otherFiles.setAttention(&other);
        QVERIFY(otherFiles.open(QUrl::fromLocalFile(path).toString()));
        QCOMPARE(other.currentData(), saved);
        QVERIFY(other.ownData());
        QCOMPARE(other.editor()->undoText(), QStringLiteral("Open own.json"));
        verifyAgainstCore(other, saved);
        QCOMPARE(otherFiles.recentFiles(), QStringList {QFileInfo(path).absoluteFilePath()});
    }

    void aFileThatFailsToLoadLeavesTheDataUntouched_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not JSON") << QByteArray("{\"query\": [1, 2") << "bad.json: ";
        QTest::newRow("wrong key size")
            << QByteArray(R"({"query": [1, 2], "keys": [[1, 2, 3]], "values": [1]})")
            << "bad.json: keys[0]: expected 2 numbers, got 3";
        QTest::newRow("no keys") << QByteArray(R"({"query": [1, 2], "keys": [], "values": []})")
                                 << "bad.json: keys: ";
        QTest::newRow("too large")
            << QByteArray(R"({"query": [1, 2e7], "keys": [[1, 2]], "values": [1]})")
            << "bad.json: query[1]: 20000000 is above the limit of 1e6 in magnitude";
    }
    void aFileThatFailsToLoadLeavesTheDataUntouched()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        AttentionModel model;
        DataFiles files;
        files.setSettingsFile(dir.filePath(QStringLiteral("settings.ini")));
        files.setAttention(&model);
        QVERIFY(model.editor()->editCell(0, 0, QStringLiteral("2")));
        const AttentionData before = model.currentData();
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(writeFile(path, contents));
        QSignalSpy dataSpy(&model, &AttentionModel::dataChanged);

        QVERIFY(!files.open(path));
        QVERIFY2(files.errorMessage().contains(expected), qPrintable(files.errorMessage()));
        QVERIFY(files.errorMessage().contains(QStringLiteral("The data stays as it was.")));
        QCOMPARE(model.currentData(), before);
        QCOMPARE(dataSpy.count(), 0);
        QVERIFY(files.recentFiles().isEmpty());

        QVERIFY(!files.open(dir.filePath(QStringLiteral("missing.json"))));
        QVERIFY(files.errorMessage().contains(QStringLiteral("missing.json: no such file")));
        QCOMPARE(model.currentData(), before);
    }

    void aFailedSaveSaysSoAndLeavesNoFile()
    {
        QTemporaryDir dir;
        AttentionModel model;
        DataFiles files;
        files.setSettingsFile(dir.filePath(QStringLiteral("settings.ini")));
        files.setAttention(&model);
        // A path under a regular file fails even for root.
        const QString blocker = dir.filePath(QStringLiteral("plain-file"));
        QVERIFY(writeFile(blocker, "x"));
        const QString path = blocker + QStringLiteral("/data.json");
        QVERIFY(!files.save(path));
        QVERIFY(files.errorMessage().startsWith(QStringLiteral("Could not save ")));
        QVERIFY(files.errorMessage().contains(QStringLiteral("Nothing was written.")));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot),
            QStringList {QStringLiteral("plain-file")});
        QVERIFY(files.recentFiles().isEmpty());
    }

    void recentFilesKeepTheLatestEightOnceEach()
    {
        QTemporaryDir dir;
        const QString settings = dir.filePath(QStringLiteral("settings.ini"));
        AttentionModel model;
        DataFiles files;
        files.setSettingsFile(settings);
        files.setAttention(&model);
        QSignalSpy recentSpy(&files, &DataFiles::recentFilesChanged);
        QStringList saved;
        for (int i = 0; i < 10; ++i) {
            const QString path = dir.filePath(QStringLiteral("data%1.json").arg(i));
            QVERIFY(files.save(path));
            saved.prepend(QFileInfo(path).absoluteFilePath());
        }
        QCOMPARE(files.recentFiles(), saved.mid(0, DataFiles::kMaxRecentFiles));
        QCOMPARE(recentSpy.count(), 10);
        QVERIFY(files.open(saved.at(3)));
        QCOMPARE(files.recentFiles().first(), saved.at(3));
        QCOMPARE(files.recentFiles().size(), DataFiles::kMaxRecentFiles);

        DataFiles later; // another start of the program reads the same list
        later.setSettingsFile(settings);
        QCOMPARE(later.recentFiles(), files.recentFiles());
        later.clearRecentFiles();
        DataFiles third;
        third.setSettingsFile(settings);
        QVERIFY(third.recentFiles().isEmpty());
    }
};

QTEST_GUILESS_MAIN(EditingTest)
#include "tst_editing.moc"
