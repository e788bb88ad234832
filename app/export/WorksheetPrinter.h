// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExportController.h"
#include "WalkthroughModel.h"

#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace linattn {

// Lessons → Print worksheet… / Print answer key…: the open lesson as a PDF, made by a second
// linattn (`--export worksheet`, offscreen) so that the lesson on the projector is left as
// it is: making a worksheet walks the lesson through every step with a chart, and an answer
// key reveals every answer, neither of which the class should see or lose its answers to.
// The outcome goes to the Export strip (ExportController::showOutcome), as every export's.
class WorksheetPrinter : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(linattn::WalkthroughModel *walkthrough READ walkthrough WRITE setWalkthrough NOTIFY
            walkthroughChanged FINAL)
    Q_PROPERTY(linattn::ExportController *exporter READ exporter WRITE setExporter NOTIFY
            exporterChanged FINAL)
    // A lesson is open, so there is a worksheet to print.
    Q_PROPERTY(bool available READ available NOTIFY availableChanged FINAL)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged FINAL)
    Q_PROPERTY(bool canPrint READ canPrint NOTIFY canPrintChanged FINAL)

public:
    explicit WorksheetPrinter(QObject *parent = nullptr);
    ~WorksheetPrinter() override;

    WalkthroughModel *walkthrough() const { return walkthrough_; }
    void setWalkthrough(WalkthroughModel *walkthrough);
    ExportController *exporter() const { return exporter_; }
    void setExporter(ExportController *exporter);
    bool available() const;
    bool busy() const { return process_ != nullptr; }
    // Printing is offered: a lesson is open and no worksheet is being made.
    bool canPrint() const { return available() && !busy(); }

    // The open lesson's worksheet (or answer key) to `file`, in the window's language, on the
    // page size of the system's locale (US Letter where inches are used, else A4). Written
    // when exportFinished() is emitted; false when it could not start.
    Q_INVOKABLE bool print(const QUrl &file, bool answerKey);

    // For the file dialog.
    Q_INVOKABLE QString dialogTitle(bool answerKey) const;
    Q_INVOKABLE QStringList nameFilters() const;
    Q_INVOKABLE QString suggestedFileName(bool answerKey) const;

    // The program that makes the PDF: this one, unless a test names the built executable.
    void setProgram(const QString &program) { program_ = program; }
    // Its arguments for the open lesson, `path` and page size.
    QStringList arguments(const QString &path, bool answerKey, const QString &pageSize) const;

signals:
    void walkthroughChanged();
    void exporterChanged();
    void availableChanged();
    void busyChanged();
    void canPrintChanged();
    void exportFinished(bool succeeded, const QString &path);

private:
    void finished(int exitCode, QProcess::ExitStatus status);
    bool report(bool succeeded, const QString &message, const QString &path);

    QPointer<WalkthroughModel> walkthrough_;
    QPointer<ExportController> exporter_;
    QString program_;
    std::unique_ptr<QProcess> process_;
    QString path_;
    QString lessonTitle_;
    bool answerKey_ = false;
};

} // namespace linattn
