// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExportController.h"
#include "WalkthroughModel.h"
#include "WorksheetWriter.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <optional>

namespace linattn {

// `linattn --export worksheet`: prints the open lesson of an offscreen window as a worksheet
// (or its answer key). The texts come from the lesson, and each chart a step points at is
// drawn from the window, so the lesson is taken to that step (its question unanswered for a
// worksheet, so that a chart the question conceals is printed under its cover; revealed for
// the answer key), and back to the step it was at when all are drawn. The classroom window
// never runs this on itself (WorksheetPrinter starts a second, offscreen program): the class
// would see every step and every answer go by. Every export ends with exportFinished().
class WorksheetExport : public QObject {
    Q_OBJECT

public:
    // The window's lesson, and its ExportController, whose charts are drawn; a child of the
    // controller, so that it goes with the window.
    WorksheetExport(WalkthroughModel &walkthrough, ExportController &exporter);

    // A lesson is open, so there is a worksheet to print.
    bool available() const;
    bool busy() const { return pending_.has_value(); }

    // The open lesson's worksheet (or answer key) to `path`. Written when exportFinished() is
    // emitted; false when it could not start.
    bool exportOpenLesson(const QString &path, bool answerKey, HandoutPageSize pageSize);

    // The message of the last export, success or failure.
    QString lastMessage() const { return lastMessage_; }

signals:
    void exportFinished(bool succeeded, const QString &path);

private:
    struct Pending {
        QString path;
        HandoutPageSize pageSize = HandoutPageSize::A4;
        WorksheetContent content;
        QList<int> steps; // indices into content.steps still to walk: texts read, charts drawn
        int returnStep = 0; // where the lesson was
        int waitedMilliseconds = 0; // for the current chart
    };

    // The lesson that is open, read again from its file for a lesson file.
    std::variant<LessonPlan, QString> openLesson() const;
    QQuickItem *chartItem(const QString &chart) const;
    void showNextStep();
    // The step's texts as the walkthrough shows them, its quoted numbers filled in.
    void readShownTexts(WorksheetContent::Step &step) const;
    void drawChartWhenReady();
    void finish();
    bool report(bool succeeded, const QString &message, const QString &path);

    QPointer<WalkthroughModel> walkthrough_;
    QPointer<ExportController> exporter_;
    std::optional<Pending> pending_;
    QString lastMessage_;
};

} // namespace linattn
