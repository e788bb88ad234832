// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswersExport.h"

#include "AnswerPages.h"
#include "AtomicSave.h"
#include "answer_exporters.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

namespace linattn {

AnswersExport::AnswersExport(QObject *parent)
    : QObject(parent)
{
}

void AnswersExport::setWalkthrough(WalkthroughModel *walkthrough)
{
    if (walkthrough_ == walkthrough)
        return;
    if (walkthrough_)
        disconnect(walkthrough_, nullptr, this, nullptr);
    walkthrough_ = walkthrough;
    if (walkthrough_)
        connect(
            walkthrough_, &WalkthroughModel::activeChanged, this, &AnswersExport::availableChanged);
    emit walkthroughChanged();
    emit availableChanged();
}

void AnswersExport::setExporter(ExportController *exporter)
{
    if (exporter_ == exporter)
        return;
    exporter_ = exporter;
    emit exporterChanged();
}

bool AnswersExport::available() const
{
    return walkthrough_ && walkthrough_->active();
}

bool AnswersExport::save(const QUrl &file, const QString &student)
{
    QString path = file.isLocalFile() ? file.toLocalFile() : QString();
    if (path.isEmpty())
        return report(false, tr("No file was chosen."), path);
    if (!available())
        return report(false,
            tr("%1: not written: open a lesson first; its answers are saved").arg(path), path);
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QLatin1String(".json");
    const QString pdfPath = path.left(path.size() - 5) + QLatin1String(".pdf");

    const std::optional<AnswerRecord> record = walkthrough_->answerRecord(student);
    const Lesson *lesson = walkthrough_->runningLesson();
    if (!record || !lesson)
        return report(false,
            tr("%1: not written: open a lesson first; its answers are saved").arg(path), path);
    const QString json = QString::fromStdString(answerRecordJson(*record));
    if (const QString problem = saveAtomically(path, json.toUtf8()); !problem.isEmpty())
        return report(false, tr("%1: cannot write: %2").arg(path, problem), path);
    const bool inches = QLocale().measurementSystem() == QLocale::ImperialUSSystem;
    if (const QString problem = AnswerPages::writeRecord(
            pdfPath, *record, *lesson, inches ? HandoutPageSize::Letter : HandoutPageSize::A4);
        !problem.isEmpty())
        return report(false,
            tr("Your answers were saved to %1 (for your teacher), but the page to print was "
               "not: %2: %3")
                .arg(path, pdfPath, problem),
            path);
    return report(true,
        tr("Your answers to “%1” were saved to %2 (for your teacher) and %3 (to print)")
            .arg(QString::fromStdString(record->lessonTitle), path, QFileInfo(pdfPath).fileName()),
        path);
}

bool AnswersExport::report(bool succeeded, const QString &message, const QString &path)
{
    if (exporter_)
        exporter_->showOutcome(succeeded, message, path);
    emit saved(succeeded, path);
    return succeeded;
}

QString AnswersExport::dialogTitle() const
{
    return tr("Save my answers");
}

QStringList AnswersExport::nameFilters() const
{
    return {tr("Answer records (*.json)"),
        QCoreApplication::translate("linattn::ExportController", "All files (*)")};
}

QString AnswersExport::suggestedFileName(const QString &student) const
{
    const QString lessonId = walkthrough_ && walkthrough_->active() ? walkthrough_->lessonId()
                                                                    : QStringLiteral("lesson");
    // A name as a file name: letters, digits and dashes ("Ada Lovelace" → "ada-lovelace").
    QString name = student.trimmed().toLower();
    name.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}]+")), QStringLiteral("-"));
    name.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    return name.isEmpty() ? lessonId + QLatin1String("-answers.json")
                          : lessonId + QLatin1Char('-') + name + QLatin1String(".json");
}

} // namespace linattn
