// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerPages.h"

#include "answer_exporters.h"

#include <QStringList>

namespace linattn {

namespace {

constexpr auto kAnswerMuted = "#555555";
constexpr auto kAnswerCellStyle = "padding:3px 6px; border-bottom:1px solid #bbbbbb";

QString escapedText(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QString tableHeaderRow(const QStringList &headers)
{
    QString row = QStringLiteral("<tr>");
    for (const QString &header : headers)
        row += QStringLiteral("<th align=\"left\" style=\"%1\">%2</th>")
                   .arg(QLatin1String(kAnswerCellStyle), header.toHtmlEscaped());
    return row + QStringLiteral("</tr>");
}

QString tableCell(const QString &html, bool right = false)
{
    return QStringLiteral("<td align=\"%1\" valign=\"top\" style=\"%2\">%3</td>")
        .arg(right ? QStringLiteral("right") : QStringLiteral("left"),
            QLatin1String(kAnswerCellStyle), html);
}

QString yesOrNo(bool yes)
{
    return yes ? AnswerPages::tr("yes") : AnswerPages::tr("no");
}

// A choice's answer is its option's index: shown as the option's letter and text.
QString answerShown(
    const std::string &answer, const LessonQuestion &question, const LessonStepTexts &texts)
{
    if (question.kind != LessonQuestion::Kind::Choice)
        return escapedText(answer);
    bool ok = false;
    const int index = QString::fromStdString(answer).toInt(&ok);
    if (!ok || index < 0 || static_cast<std::size_t>(index) >= texts.options.size())
        return escapedText(answer);
    // Options are lesson text: <b>, <i>, <sub>, <sup> only, checked by the lesson reader.
    return QStringLiteral("%1) %2")
        .arg(QChar(u'A' + index))
        .arg(QString::fromStdString(texts.options[static_cast<std::size_t>(index)]));
}

PagedPdf::Page answerPage(const QString &title, HandoutPageSize size)
{
    return {size, title, title, {}};
}

} // namespace

QString AnswerPages::recordHtml(const AnswerRecord &record, const Lesson &lesson)
{
    QString html = QStringLiteral("<html><body style=\"font-size:9.5pt\">");
    html += QStringLiteral("<p style=\"font-size:8pt; color:%1; margin-bottom:0\">%2</p>")
                .arg(QLatin1String(kAnswerMuted), tr("Answers").toHtmlEscaped());
    html += QStringLiteral("<h1 style=\"font-size:17pt; margin-top:0; margin-bottom:2px\">%1</h1>")
                .arg(escapedText(record.lessonTitle));
    html += QStringLiteral("<p>%1 %2<br>%3 %4</p>")
                .arg(tr("Name:").toHtmlEscaped(),
                    record.student.empty() ? QStringLiteral("—") : escapedText(record.student),
                    tr("Date:").toHtmlEscaped(), escapedText(record.date));
    html += QStringLiteral("<table cellspacing=\"0\" width=\"100%\">");
    html += tableHeaderRow({tr("Step"), tr("Question"), tr("Answers tried, oldest first"),
        tr("Right"), tr("Revealed")});
    for (const QuestionAttempts &attempts : record.questions) {
        const std::size_t index = attempts.step - 1;
        QString prompt;
        QStringList answers;
        if (index < lesson.steps.size() && lesson.steps[index].question) {
            const LessonStep &step = lesson.steps[index];
            // A number the window computes at the step is left out, as on the worksheet: the
            // page is made away from the step.
            const LessonStepTexts texts = withPlaceholdersFilled(stepTexts(step, record.language),
                [](const Placeholder &) { return std::optional<std::string> {}; });
            prompt = QString::fromStdString(texts.prompt); // lesson markup, checked
            for (const std::string &answer : attempts.answers)
                answers << answerShown(answer, *step.question, texts);
        } else {
            for (const std::string &answer : attempts.answers)
                answers << escapedText(answer);
        }
        html += QStringLiteral("<tr>") + tableCell(QString::number(attempts.step), true)
            + tableCell(prompt)
            + tableCell(answers.isEmpty() ? tr("none").toHtmlEscaped()
                                          : answers.join(QStringLiteral("<br>")))
            + tableCell(yesOrNo(attempts.right)) + tableCell(yesOrNo(attempts.revealed))
            + QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table></body></html>");
    return html;
}

QString AnswerPages::writeRecord(
    const QString &path, const AnswerRecord &record, const Lesson &lesson, HandoutPageSize size)
{
    const QString title = tr("%1: answers of %2")
                              .arg(QString::fromStdString(record.lessonTitle),
                                  record.student.empty() ? tr("a student")
                                                         : QString::fromStdString(record.student));
    return PagedPdf::write(path, recordHtml(record, lesson), {}, answerPage(title, size));
}

QString AnswerPages::classReportHtml(const ClassReport &report)
{
    QString html = QStringLiteral("<html><body style=\"font-size:9.5pt\">");
    html += QStringLiteral("<p style=\"font-size:8pt; color:%1; margin-bottom:0\">%2</p>")
                .arg(QLatin1String(kAnswerMuted), tr("Class report").toHtmlEscaped());
    html
        += QStringLiteral("<h1 style=\"font-size:17pt; margin-top:0; margin-bottom:2px\">%1</h1>")
               .arg(escapedText(report.lessonTitle.empty() ? report.lessonId : report.lessonTitle));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("%n record(s) of lesson %1.", nullptr, int(report.students))
                         .arg(QString::fromStdString(report.lessonId))
                         .toHtmlEscaped());
    html += QStringLiteral("<table cellspacing=\"0\" width=\"100%\">");
    html += tableHeaderRow({tr("Step"), tr("Answered"), tr("Right first"), tr("Right eventually"),
        tr("Revealed"), tr("Most common wrong answers")});
    for (const ClassReportRow &row : report.rows)
        html += QStringLiteral("<tr>") + tableCell(QString::number(row.step), true)
            + tableCell(QString::number(row.answered), true)
            + tableCell(QString::number(row.rightFirst), true)
            + tableCell(QString::number(row.rightEventually), true)
            + tableCell(QString::number(row.revealed), true)
            + tableCell(escapedText(commonWrongCell(row))) + QStringLiteral("</tr>");
    html += QStringLiteral("</table></body></html>");
    return html;
}

QByteArray AnswerPages::renderClassReport(const ClassReport &report, HandoutPageSize size)
{
    const QString title
        = tr("%1: class report")
              .arg(QString::fromStdString(
                  report.lessonTitle.empty() ? report.lessonId : report.lessonTitle));
    return PagedPdf::render(classReportHtml(report), {}, answerPage(title, size));
}

} // namespace linattn
