// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExportController.h"
#include "WalkthroughModel.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// Lessons → Save my answers…: the running lesson's record (docs/answers.md) as the JSON a
// teacher's `linattn --class-report` reads, and beside it, under the same name, the one-page
// PDF a student can print or hand in. The outcome goes to the Export strip, as every export's.
class AnswersExport : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(linattn::WalkthroughModel *walkthrough READ walkthrough WRITE setWalkthrough NOTIFY
            walkthroughChanged FINAL)
    Q_PROPERTY(linattn::ExportController *exporter READ exporter WRITE setExporter NOTIFY
            exporterChanged FINAL)
    // A lesson runs, so there are answers to save.
    Q_PROPERTY(bool available READ available NOTIFY availableChanged FINAL)

public:
    explicit AnswersExport(QObject *parent = nullptr);

    WalkthroughModel *walkthrough() const { return walkthrough_; }
    void setWalkthrough(WalkthroughModel *walkthrough);
    ExportController *exporter() const { return exporter_; }
    void setExporter(ExportController *exporter);
    bool available() const;

    // Writes the record to `file` (its name ending .json is added when missing) and the PDF to
    // the same name ending .pdf; `student` is the name typed. False, with the reason shown,
    // when either could not be written; a file not written is left as it was.
    Q_INVOKABLE bool save(const QUrl &file, const QString &student);

    // For the dialogs.
    Q_INVOKABLE QString dialogTitle() const;
    Q_INVOKABLE QStringList nameFilters() const;
    Q_INVOKABLE QString suggestedFileName(const QString &student) const;

signals:
    void walkthroughChanged();
    void exporterChanged();
    void availableChanged();
    void saved(bool succeeded, const QString &path);

private:
    bool report(bool succeeded, const QString &message, const QString &path);

    QPointer<WalkthroughModel> walkthrough_;
    QPointer<ExportController> exporter_;
};

} // namespace linattn
