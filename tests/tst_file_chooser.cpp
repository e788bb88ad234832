// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The file dialogs: each kind of file starts in the folder last used for it,
// a save dialog says Save, takes a typed full path and offers the suggested
// name, and cancelling chooses nothing.
#include "FileChooser.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using linattn::FileChooser;

namespace {
QFileDialog *openDialog()
{
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *dialog = qobject_cast<QFileDialog *>(widget); dialog && dialog->isVisible())
            return dialog;
    return nullptr;
}
} // namespace

class TestFileChooser : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        for (const char *key : {"data", "lessons", "export"})
            FileChooser::rememberFolder(QString::fromLatin1(key), {});
    }

    void eachKindStartsWhereItWasLastUsed_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("otherKey");
        QTest::newRow("data") << "data"
                              << "lessons";
        QTest::newRow("lessons") << "lessons"
                                 << "export";
        QTest::newRow("export") << "export"
                                << "data";
    }
    void eachKindStartsWhereItWasLastUsed()
    {
        QFETCH(QString, key);
        QFETCH(QString, otherKey);
        QTemporaryDir folder;
        FileChooser first;
        first.setProperty("folderKey", key);
        QSignalSpy chosen(&first, &FileChooser::chosen);
        first.choose(QUrl::fromLocalFile(folder.filePath(QStringLiteral("lesson.json"))));
        QCOMPARE(chosen.count(), 1);

        FileChooser again; // a dialog made later, as the window makes them
        again.setProperty("folderKey", key);
        QCOMPARE(again.startFolder(), folder.path());
        FileChooser other;
        other.setProperty("folderKey", otherKey);
        QVERIFY(other.startFolder() != folder.path());

        // A folder removed since is not offered.
        QVERIFY(folder.remove());
        QVERIFY(again.startFolder() != folder.path());
    }

    void aSaveDialogSaysSaveAndTakesATypedFullPath()
    {
        QTemporaryDir start;
        QTemporaryDir elsewhere;
        FileChooser chooser;
        chooser.setProperty("saving", true);
        chooser.setProperty("folderKey", QStringLiteral("export"));
        chooser.setProperty("folder", QUrl::fromLocalFile(start.path()));
        chooser.setProperty("suggestedName", QStringLiteral("general-elu1-prefix3.csv"));
        chooser.setProperty("nameFilters", QStringList {QStringLiteral("CSV (*.csv)")});
        chooser.setProperty("defaultSuffix", QStringLiteral("csv"));
        QCOMPARE(chooser.startFile(), QDir(start.path()).filePath("general-elu1-prefix3.csv"));
        QSignalSpy chosen(&chooser, &FileChooser::chosen);
        chooser.open();
        QVERIFY(chooser.isOpen());
        QFileDialog *dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        QVERIFY(name);
        QCOMPARE(name->text(), QStringLiteral("general-elu1-prefix3.csv"));
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QPushButton *accept = buttons->button(QDialogButtonBox::Save);
        QVERIFY2(accept, "the button says Save");
        QVERIFY(accept->isEnabled());

        // A full path typed into the name field goes where it says.
        const QString typed = QDir(elsewhere.path()).filePath(QStringLiteral("mine"));
        // (Set, not typed key by key: the completer's popup would take the click.)
        name->setText(typed);
        QVERIFY2(accept->isEnabled(), "a typed name enables Save at once");
        QTest::mouseClick(accept, Qt::LeftButton);
        QTRY_COMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).toUrl().toLocalFile(), typed + QStringLiteral(".csv"));
        QVERIFY(!chooser.isOpen());
        FileChooser next;
        next.setProperty("folderKey", QStringLiteral("export"));
        QCOMPARE(next.startFolder(), elsewhere.path());
    }

    void cancellingChoosesNothing()
    {
        FileChooser chooser;
        QSignalSpy chosen(&chooser, &FileChooser::chosen);
        QSignalSpy cancelled(&chooser, &FileChooser::cancelled);
        chooser.open();
        QFileDialog *dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptOpen);
        QCOMPARE(dialog->fileMode(), QFileDialog::ExistingFile);
        dialog->reject();
        QTRY_COMPARE(cancelled.count(), 1);
        QCOMPARE(chosen.count(), 0);
        QVERIFY(!chooser.isOpen());
        chooser.cancel(); // nothing open: nothing happens
        QCOMPARE(cancelled.count(), 1);
    }
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    app.setOrganizationName(QStringLiteral("linattn-tests"));
    app.setApplicationName(QStringLiteral("tst_file_chooser"));
    TestFileChooser test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_file_chooser.moc"
