// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "answer_exporters.h"

#include "export_text.h"

namespace linattn {

using namespace exporting;

namespace {

std::string jsonBool(bool value)
{
    return value ? "true" : "false";
}

// An RFC 4180 cell: quoted when it holds a comma, a quote or a line break.
std::string csvText(const std::string &text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

} // namespace

std::string answerRecordJson(const AnswerRecord &record)
{
    std::string json = "{\n";
    json += "  \"format\": " + jsonString(AnswerRecord::kFormat) + ",\n";
    json += "  \"version\": " + std::to_string(AnswerRecord::kVersion) + ",\n";
    json += "  \"lesson\": " + jsonString(record.lessonId) + ",\n";
    json += "  \"title\": " + jsonString(record.lessonTitle) + ",\n";
    json += "  \"student\": " + jsonString(record.student) + ",\n";
    json += "  \"date\": " + jsonString(record.date) + ",\n";
    json += "  \"language\": " + jsonString(record.language) + ",\n";
    json += "  \"step\": " + std::to_string(record.currentStep) + ",\n";
    json += "  \"questions\": [";
    for (std::size_t i = 0; i < record.questions.size(); ++i) {
        const QuestionAttempts &attempts = record.questions[i];
        json += i == 0 ? "\n" : ",\n";
        json += "    {\"step\": " + std::to_string(attempts.step) + ", \"answers\": [";
        for (std::size_t a = 0; a < attempts.answers.size(); ++a)
            json += (a == 0 ? "" : ", ") + jsonString(attempts.answers[a]);
        json += "], \"right\": " + jsonBool(attempts.right)
            + ", \"revealed\": " + jsonBool(attempts.revealed) + "}";
    }
    json += record.questions.empty() ? "],\n" : "\n  ],\n";
    json += "  \"filled\": [";
    for (std::size_t i = 0; i < record.filledLines.size(); ++i) {
        const AnswerRecord::FilledLine &filled = record.filledLines[i];
        json += (i == 0 ? "" : ", ") + std::string("{\"step\": ") + std::to_string(filled.step)
            + ", \"line\": " + jsonString(filled.line) + "}";
    }
    json += "]\n}\n";
    return json;
}

std::string commonWrongCell(const ClassReportRow &row)
{
    std::string cell;
    for (const std::string &answer : row.commonWrong)
        cell += (cell.empty() ? "" : "; ") + answer;
    return cell;
}

std::string classReportCsv(const ClassReport &report)
{
    std::string csv = "step,answered,right_first,right_eventually,revealed,common_wrong\r\n";
    for (const ClassReportRow &row : report.rows)
        csv += std::to_string(row.step) + ',' + std::to_string(row.answered) + ','
            + std::to_string(row.rightFirst) + ',' + std::to_string(row.rightEventually) + ','
            + std::to_string(row.revealed) + ',' + csvText(commonWrongCell(row)) + "\r\n";
    return csv;
}

std::string classReportMarkdown(const ClassReport &report)
{
    // Hand-written records may give no title: the id alone then.
    std::string markdown = "# Class report: "
        + (report.lessonTitle.empty()
                ? markdownEscape(report.lessonId)
                : markdownEscape(report.lessonTitle) + " (" + markdownEscape(report.lessonId) + ")")
        + "\n\n";
    markdown += std::to_string(report.students)
        + (report.students == 1 ? " record.\n\n" : " records.\n\n");
    markdown += "| Step | Answered | Right first | Right eventually | Revealed | Common wrong "
                "answers |\n";
    markdown += "|---:|---:|---:|---:|---:|---|\n";
    for (const ClassReportRow &row : report.rows)
        markdown += "| " + std::to_string(row.step) + " | " + std::to_string(row.answered) + " | "
            + std::to_string(row.rightFirst) + " | " + std::to_string(row.rightEventually) + " | "
            + std::to_string(row.revealed) + " | " + markdownEscape(commonWrongCell(row)) + " |\n";
    return markdown;
}

} // namespace linattn
