// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "answer_record.h"

#include <string>

namespace linattn {

// The record as the JSON of docs/answers.md: format, version, lesson, title, student, date,
// language, step, questions [{step, answers, right, revealed}] and filled [{step, line}].
std::string answerRecordJson(const AnswerRecord &record);

// The class report, one row per question:
// "step,answered,right_first,right_eventually,revealed,common_wrong" (RFC 4180; common_wrong
// holds up to three answers separated by "; ").
std::string classReportCsv(const ClassReport &report);
// The same as a Markdown table under a heading naming the lesson and the number of records.
std::string classReportMarkdown(const ClassReport &report);
// "6; 5; 1/8": the common wrong answers of a row as one cell.
std::string commonWrongCell(const ClassReportRow &row);

} // namespace linattn
