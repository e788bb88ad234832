// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// What the window shows besides the models (and the view, ProblemModel's): presenter mode, which
// panels are on screen, and a notice at the top. The program owns it (the session restores and
// saves it) and hands it to Main.qml; menus and keys flip it.
class WindowState : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // Every text half as large again, projector colours, one chart page at a time.
    Q_PROPERTY(bool presenterMode READ presenterMode WRITE setPresenterMode NOTIFY
            presenterModeChanged FINAL)
    Q_PROPERTY(bool showCharts READ showCharts WRITE setShowCharts NOTIFY showChartsChanged FINAL)
    Q_PROPERTY(bool showStepTable READ showStepTable WRITE setShowStepTable NOTIFY
            showStepTableChanged FINAL)
    // The data editor beside the derivation (not saved with the session).
    Q_PROPERTY(bool dataEditorShown READ dataEditorShown WRITE setDataEditorShown NOTIFY
            dataEditorShownChanged FINAL)
    // A message shown once at the top (a session that could not be restored),
    // until it is closed; empty: none.
    Q_PROPERTY(QString notice READ notice WRITE setNotice NOTIFY noticeChanged FINAL)

public:
    explicit WindowState(QObject *parent = nullptr);

    bool presenterMode() const { return presenterMode_; }
    void setPresenterMode(bool on);
    bool showCharts() const { return showCharts_; }
    void setShowCharts(bool shown);
    bool showStepTable() const { return showStepTable_; }
    void setShowStepTable(bool shown);
    bool dataEditorShown() const { return dataEditorShown_; }
    void setDataEditorShown(bool shown);
    QString notice() const { return notice_; }
    void setNotice(const QString &notice);

signals:
    void presenterModeChanged();
    void showChartsChanged();
    void showStepTableChanged();
    void dataEditorShownChanged();
    void noticeChanged();

private:
    bool presenterMode_ = false;
    bool showCharts_ = true;
    bool showStepTable_ = true;
    bool dataEditorShown_ = false;
    QString notice_;
};

} // namespace linattn
