// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ClassReportCommand.h"

#include "AnswerPages.h"
#include "AnswerRecordReader.h"
#include "AtomicSave.h"
#include "CommandLine.h"
#include "HeldMessages.h"
#include "answer_exporters.h"

#include <QGuiApplication>
#include <QStringList>

namespace linattn {

namespace {

constexpr auto kReportProgram = "linattn";
constexpr auto kOption = "--class-report";

struct ClassReportRequest {
    QStringList files;
    QString format = QStringLiteral("csv");
    QString output; // empty: standard output
};

std::variant<ClassReportRequest, QString> parseClassReport(const QStringList &arguments)
{
    ClassReportRequest request;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        const auto valueOf = [&](const QString &name) -> std::optional<QString> {
            if (argument.startsWith(name + QLatin1Char('=')))
                return argument.mid(name.size() + 1);
            if (i + 1 >= arguments.size())
                return std::nullopt;
            return arguments[++i];
        };
        if (argument == QLatin1String(kOption))
            continue;
        if (argument == QLatin1String("--format")
            || argument.startsWith(QLatin1String("--format="))) {
            const auto value = valueOf(QStringLiteral("--format"));
            if (!value)
                return QStringLiteral("--format: expected csv, markdown or pdf");
            if (*value != QLatin1String("csv") && *value != QLatin1String("markdown")
                && *value != QLatin1String("pdf"))
                return QStringLiteral("--format: expected csv, markdown or pdf, got \"%1\"")
                    .arg(*value);
            request.format = *value;
        } else if (argument == QLatin1String("-o") || argument == QLatin1String("--output")
            || argument.startsWith(QLatin1String("--output="))) {
            const auto value = valueOf(QStringLiteral("--output"));
            if (!value || value->trimmed().isEmpty())
                return QStringLiteral("%1: expected a file name").arg(argument);
            request.output = *value;
        } else if (argument.startsWith(QLatin1Char('-')) && argument != QLatin1String("-")) {
            return QStringLiteral("%1: not an option of --class-report (it takes record files, "
                                  "--format and -o)")
                .arg(argument);
        } else {
            request.files << argument;
        }
    }
    if (request.files.isEmpty())
        return QStringLiteral("--class-report: name at least one answer record (a .json file "
                              "written by Lessons → Save my answers)");
    if (request.format == QLatin1String("pdf") && request.output.isEmpty())
        return QStringLiteral("--class-report --format pdf: needs -o FILE (a PDF is binary and "
                              "is not written to standard output)");
    return request;
}

int refuse(QTextStream &err, const QString &message)
{
    err << kReportProgram << ": " << message << Qt::endl;
    return CommandLine::kExitBadInput;
}

} // namespace

std::optional<int> runClassReportIfAsked(
    int &argc, char **argv, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    if (!arguments.contains(QLatin1String(kOption)))
        return std::nullopt;
    const auto parsed = parseClassReport(arguments);
    if (const auto *problem = std::get_if<QString>(&parsed))
        return refuse(err, *problem);
    const auto &request = std::get<ClassReportRequest>(parsed);

    const auto read = AnswerRecordReader::readClass(request.files);
    for (const QString &problem : read.skipped)
        err << kReportProgram << ": " << problem << "; skipped" << Qt::endl;
    if (!read.refusal.isEmpty())
        return refuse(err, QStringLiteral("--class-report: ") + read.refusal);

    const ClassReport report = classReport(read.records);
    QByteArray bytes;
    if (request.format == QLatin1String("pdf")) {
        // Pages are laid out with fonts, which need a GUI application; no window is shown.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        HeldMessages held;
        {
            QGuiApplication app(argc, argv);
            bytes = AnswerPages::renderClassReport(report);
        }
        held.release();
        if (bytes.isEmpty()) {
            held.printTo(err);
            return refuse(err, QStringLiteral("--class-report: the PDF could not be made"));
        }
    } else {
        bytes = QByteArray::fromStdString(request.format == QLatin1String("csv")
                ? classReportCsv(report)
                : classReportMarkdown(report));
    }
    if (request.output.isEmpty()) {
        out << QString::fromUtf8(bytes);
        out.flush();
        return 0;
    }
    if (const QString error = saveAtomically(request.output, bytes); !error.isEmpty())
        return refuse(err, QStringLiteral("-o %1: cannot write: %2").arg(request.output, error));
    return 0;
}

} // namespace linattn
