// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorksheetPrinter.h"

#include "WorksheetWriter.h"

#include <QCoreApplication>
#include <QLocale>
#include <QProcessEnvironment>
#include <QTimer>

namespace linattn {

namespace {

// A worksheet takes a few seconds (under half a second per chart, five at most for a chart that
// never appears); one that takes this long will not come.
constexpr int kTimeoutMilliseconds = 300000;
// What the command line puts before each of its messages.
const QLatin1String kProgramPrefix("linattn: ");

} // namespace

WorksheetPrinter::WorksheetPrinter(QObject *parent)
    : QObject(parent)
    , program_(QCoreApplication::applicationFilePath())
{
    connect(this, &WorksheetPrinter::availableChanged, this, &WorksheetPrinter::canPrintChanged);
    connect(this, &WorksheetPrinter::busyChanged, this, &WorksheetPrinter::canPrintChanged);
}

WorksheetPrinter::~WorksheetPrinter()
{
    if (process_) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(1000);
    }
}

void WorksheetPrinter::setWalkthrough(WalkthroughModel *walkthrough)
{
    if (walkthrough_ == walkthrough)
        return;
    if (walkthrough_)
        disconnect(walkthrough_, nullptr, this, nullptr);
    walkthrough_ = walkthrough;
    if (walkthrough_)
        connect(walkthrough_, &WalkthroughModel::activeChanged, this,
            &WorksheetPrinter::availableChanged);
    emit walkthroughChanged();
    emit availableChanged();
}

void WorksheetPrinter::setExporter(ExportController *exporter)
{
    if (exporter_ == exporter)
        return;
    exporter_ = exporter;
    emit exporterChanged();
}

bool WorksheetPrinter::available() const
{
    return walkthrough_ && walkthrough_->active();
}

QStringList WorksheetPrinter::arguments(
    const QString &path, bool answerKey, const QString &pageSize) const
{
    QStringList arguments {QStringLiteral("--export"), QStringLiteral("worksheet")};
    if (const QString file = walkthrough_->lessonFile(); !file.isEmpty())
        arguments << QStringLiteral("--lesson-file") << file;
    else
        arguments << QStringLiteral("--lesson") << walkthrough_->lessonId();
    if (answerKey)
        arguments << QStringLiteral("--answers");
    if (!walkthrough_->language().isEmpty())
        arguments << QStringLiteral("--lang") << walkthrough_->language();
    arguments << QStringLiteral("--page-size") << pageSize << QStringLiteral("-o") << path;
    return arguments;
}

bool WorksheetPrinter::print(const QUrl &file, bool answerKey)
{
    const QString path = file.isLocalFile() ? file.toLocalFile() : QString();
    if (path.isEmpty())
        return report(false,
            QCoreApplication::translate("linattn::WorksheetExport", "No file was chosen."), path);
    if (busy())
        return report(false,
            QCoreApplication::translate(
                "linattn::WorksheetExport", "%1: not written: a worksheet is still being made")
                .arg(path),
            path);
    if (!available())
        return report(false,
            QCoreApplication::translate("linattn::WorksheetExport",
                "%1: not written: open a lesson first; its worksheet is printed")
                .arg(path),
            path);

    const bool inches = QLocale().measurementSystem() == QLocale::ImperialUSSystem;
    process_ = std::make_unique<QProcess>();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Drawn offscreen: no second window appears on the projector.
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process_->setProcessEnvironment(environment);
    process_->setProgram(program_);
    process_->setArguments(
        arguments(path, answerKey, inches ? QStringLiteral("letter") : QStringLiteral("a4")));
    path_ = path;
    answerKey_ = answerKey;
    lessonTitle_ = walkthrough_->lessonTitle();
    connect(process_.get(), &QProcess::finished, this, &WorksheetPrinter::finished);
    connect(process_.get(), &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finished(-1, QProcess::CrashExit);
    });
    // The process, not process_: finished() lets go of it before it is deleted.
    QProcess *process = process_.get();
    QTimer::singleShot(kTimeoutMilliseconds, process, [process] { process->kill(); });
    process->start();
    if (!process_)
        return false; // it could not start, and finished() has said so
    emit busyChanged();
    return true;
}

void WorksheetPrinter::finished(int exitCode, QProcess::ExitStatus status)
{
    if (!process_)
        return;
    // The command line's one line, "linattn: -o FILE: cannot write: …", and not a warning
    // printed after it.
    QString problem;
    const QStringList lines
        = QString::fromLocal8Bit(process_->readAllStandardError()).split(u'\n', Qt::SkipEmptyParts);
    for (const QString &line : lines)
        if (line.startsWith(kProgramPrefix))
            problem = line.mid(kProgramPrefix.size()).trimmed();
    if (problem.startsWith(QLatin1String("-o ")))
        problem = problem.mid(3);
    const bool succeeded = status == QProcess::NormalExit && exitCode == 0;
    // Deleted later: this may run inside the process's own signal.
    process_.release()->deleteLater();
    emit busyChanged();
    if (succeeded) {
        report(true,
            answerKey_ ? QCoreApplication::translate(
                "linattn::WorksheetExport", "Answer key of “%1” saved to %2")
                             .arg(lessonTitle_, path_)
                       : QCoreApplication::translate(
                           "linattn::WorksheetExport", "Worksheet of “%1” saved to %2")
                             .arg(lessonTitle_, path_),
            path_);
        return;
    }
    if (problem.isEmpty())
        problem = tr("%1: not written: the worksheet could not be made").arg(path_);
    report(false, problem, path_);
}

bool WorksheetPrinter::report(bool succeeded, const QString &message, const QString &path)
{
    if (exporter_)
        exporter_->showOutcome(succeeded, message, path);
    emit exportFinished(succeeded, path);
    return succeeded;
}

QString WorksheetPrinter::dialogTitle(bool answerKey) const
{
    return answerKey
        ? QCoreApplication::translate("linattn::WorksheetExport", "Save the answer key as PDF")
        : QCoreApplication::translate("linattn::WorksheetExport", "Save the worksheet as PDF");
}

QStringList WorksheetPrinter::nameFilters() const
{
    return {QCoreApplication::translate("linattn::ExportController", "PDF files (*.pdf)"),
        QCoreApplication::translate("linattn::ExportController", "All files (*)")};
}

QString WorksheetPrinter::suggestedFileName(bool answerKey) const
{
    const QString lessonId = walkthrough_ ? walkthrough_->lessonId() : QString();
    return WorksheetWriter::suggestedFileName(
        lessonId.isEmpty() ? QStringLiteral("lesson") : lessonId, answerKey);
}

} // namespace linattn
