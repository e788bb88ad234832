// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileDialog>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QWindow>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// Asks for a file to open or a name to save under: the desktop's own dialog
// where the platform offers one (GTK, a desktop portal, KDE), otherwise Qt's
// widget dialog, which labels its button Save, takes a typed full path and
// asks before replacing a file. Each kind of file (folderKey: "data",
// "lessons", "export") starts in the folder last used for it, kept in the
// user's settings; `folder` overrides that.
class FileChooser : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString title MEMBER title_ NOTIFY titleChanged FINAL)
    Q_PROPERTY(bool saving MEMBER saving_ NOTIFY savingChanged FINAL)
    // Opening several files at once (a class's answer records): they come with chosenFiles().
    Q_PROPERTY(bool multiple MEMBER multiple_ NOTIFY multipleChanged FINAL)
    Q_PROPERTY(QStringList nameFilters MEMBER nameFilters_ NOTIFY nameFiltersChanged FINAL)
    Q_PROPERTY(QString defaultSuffix MEMBER defaultSuffix_ NOTIFY defaultSuffixChanged FINAL)
    // The file name offered when saving.
    Q_PROPERTY(QString suggestedName MEMBER suggestedName_ NOTIFY suggestedNameChanged FINAL)
    Q_PROPERTY(QString folderKey MEMBER folderKey_ NOTIFY folderKeyChanged FINAL)
    // Where the dialog starts; empty: the folder last used for folderKey.
    Q_PROPERTY(QUrl folder MEMBER folder_ NOTIFY folderChanged FINAL)
    Q_PROPERTY(bool isOpen READ isOpen NOTIFY isOpenChanged FINAL)

public:
    explicit FileChooser(QObject *parent = nullptr);
    ~FileChooser() override;

    bool isOpen() const { return dialog_ != nullptr; }
    // The folder the dialog would start in now, as a local path.
    Q_INVOKABLE QString startFolder() const;
    // The file name the dialog would offer now (saving), or empty.
    Q_INVOKABLE QString startFile() const;

    Q_INVOKABLE void open();
    // Closes an open dialog as Cancel does.
    Q_INVOKABLE void cancel();
    // Takes `file` as if it had been chosen in the dialog (scripts and tests
    // drive the chooser this way; the dialog, if open, closes).
    Q_INVOKABLE void choose(const QUrl &file);
    // As choose(), for a chooser of several files.
    Q_INVOKABLE void chooseFiles(const QList<QUrl> &files);

    // The folder last used for files of `key`, or empty.
    static QString rememberedFolder(const QString &key);
    static void rememberFolder(const QString &key, const QString &folder);

signals:
    void titleChanged();
    void savingChanged();
    void multipleChanged();
    void nameFiltersChanged();
    void defaultSuffixChanged();
    void suggestedNameChanged();
    void folderKeyChanged();
    void folderChanged();
    void isOpenChanged();
    void chosen(const QUrl &file);
    void chosenFiles(const QList<QUrl> &files);
    void cancelled();

private:
    void closeDialog();
    void giveFocusBack();

    QString title_;
    bool saving_ = false;
    bool multiple_ = false;
    QStringList nameFilters_;
    QString defaultSuffix_;
    QString suggestedName_;
    QString folderKey_;
    QUrl folder_;
    QPointer<QFileDialog> dialog_;
    // The window that had the focus before the dialog, which gets it back.
    QPointer<QWindow> opener_;
};

} // namespace linattn
