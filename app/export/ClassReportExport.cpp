// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ClassReportExport.h"

#include "AnswerPages.h"
#include "AnswerRecordReader.h"
#include "AtomicSave.h"
#include "answer_exporters.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

namespace linattn {

ClassReportExport::ClassReportExport(QObject *parent)
    : QObject(parent)
{
}

void ClassReportExport::setExporter(ExportController *exporter)
{
    if (exporter_ == exporter)
        return;
    exporter_ = exporter;
    emit exporterChanged();
}

void ClassReportExport::setRecords(const QList<QUrl> &records)
{
    records_.clear();
    for (const QUrl &record : records)
        if (record.isLocalFile())
            records_ << record.toLocalFile();
}

bool ClassReportExport::save(const QUrl &file)
{
    QString path = file.isLocalFile() ? file.toLocalFile() : QString();
    if (path.isEmpty())
        return report(false, tr("No file was chosen."), path);
    if (records_.isEmpty())
        return report(
            false, tr("%1: not written: choose the answer records first").arg(path), path);
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool csv = suffix == QLatin1String("csv");
    const bool markdown = suffix == QLatin1String("md") || suffix == QLatin1String("markdown");
    if (!csv && !markdown && suffix != QLatin1String("pdf"))
        path += QLatin1String(".pdf");

    const auto read = AnswerRecordReader::readClass(records_);
    if (!read.refusal.isEmpty())
        return report(false,
            tr("%1: not written: %2").arg(path, read.refusal)
                + (read.skipped.isEmpty() ? QString()
                                          : QLatin1Char(' ')
                            + tr("(skipped: %1)").arg(read.skipped.join(QStringLiteral("; ")))),
            path);
    const ClassReport classData = classReport(read.records);
    QByteArray bytes;
    if (csv) {
        bytes = QByteArray::fromStdString(classReportCsv(classData));
    } else if (markdown) {
        bytes = QByteArray::fromStdString(classReportMarkdown(classData));
    } else {
        const bool inches = QLocale().measurementSystem() == QLocale::ImperialUSSystem;
        bytes = AnswerPages::renderClassReport(
            classData, inches ? HandoutPageSize::Letter : HandoutPageSize::A4);
        if (bytes.isEmpty())
            return report(false, tr("%1: not written: the PDF could not be made").arg(path), path);
    }
    if (const QString problem = saveAtomically(path, bytes); !problem.isEmpty())
        return report(false, tr("%1: cannot write: %2").arg(path, problem), path);
    QString message = tr("The class report of %n record(s) of “%1” was saved to %2", nullptr,
        static_cast<int>(read.records.size()))
                          .arg(QString::fromStdString(read.records.front().lessonTitle), path);
    if (!read.skipped.isEmpty())
        message += QLatin1String("; ")
            + tr("skipped, as they could not be read: %1")
                  .arg(read.skipped.join(QStringLiteral("; ")));
    return report(true, message, path);
}

bool ClassReportExport::report(bool succeeded, const QString &message, const QString &path)
{
    if (exporter_)
        exporter_->showOutcome(succeeded, message, path);
    emit saved(succeeded, path);
    return succeeded;
}

QString ClassReportExport::recordsDialogTitle() const
{
    return tr("Choose the students' answer records");
}

QStringList ClassReportExport::recordsNameFilters() const
{
    return {QCoreApplication::translate("linattn::AnswersExport", "Answer records (*.json)"),
        QCoreApplication::translate("linattn::ExportController", "All files (*)")};
}

QString ClassReportExport::reportDialogTitle() const
{
    return tr("Save the class report");
}

QStringList ClassReportExport::reportNameFilters() const
{
    return {tr("PDF (*.pdf)"), tr("CSV (*.csv)"), tr("Markdown (*.md)")};
}

QString ClassReportExport::suggestedFileName() const
{
    for (const QString &path : records_) {
        const auto read = AnswerRecordReader::readFile(path);
        if (const auto *record = std::get_if<AnswerRecord>(&read))
            return QString::fromStdString(record->lessonId) + QLatin1String("-class-report.pdf");
    }
    return QStringLiteral("class-report.pdf");
}

} // namespace linattn
