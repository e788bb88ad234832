// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExportController.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// Lessons → Class report…: the report `linattn --class-report` writes, made in the window from
// the answer records a teacher picks. The format follows the name chosen (.pdf, .csv, .md); a
// damaged record is named and skipped, records of two lessons are refused. The outcome goes to
// the Export strip, as every export's.
class ClassReportExport : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(linattn::ExportController *exporter READ exporter WRITE setExporter NOTIFY
            exporterChanged FINAL)

public:
    explicit ClassReportExport(QObject *parent = nullptr);

    ExportController *exporter() const { return exporter_; }
    void setExporter(ExportController *exporter);

    // The records to report on, as picked in the first dialog.
    Q_INVOKABLE void setRecords(const QList<QUrl> &records);
    // Writes the report of the records set to `file` (.pdf added when it has no known suffix).
    // False, with the reason shown, when nothing was written.
    Q_INVOKABLE bool save(const QUrl &file);

    // For the dialogs.
    Q_INVOKABLE QString recordsDialogTitle() const;
    Q_INVOKABLE QStringList recordsNameFilters() const;
    Q_INVOKABLE QString reportDialogTitle() const;
    Q_INVOKABLE QStringList reportNameFilters() const;
    // "<lesson>-class-report.pdf" for the records set, or "class-report.pdf".
    Q_INVOKABLE QString suggestedFileName() const;

signals:
    void exporterChanged();
    void saved(bool succeeded, const QString &path);

private:
    bool report(bool succeeded, const QString &message, const QString &path);

    QPointer<ExportController> exporter_;
    QStringList records_;
};

} // namespace linattn
