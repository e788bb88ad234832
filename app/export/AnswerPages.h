// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PagedPdf.h"
#include "answer_record.h"
#include "lesson.h"

#include <QCoreApplication>
#include <QString>

namespace linattn {

// The pages made of students' answers: the one page a student hands in with "Save my answers"
// (lesson, name, date, every question with the answers tried, right or not, revealed or not),
// and a teacher's class report (one row per question). Both are printed by PagedPdf.
class AnswerPages {
    Q_DECLARE_TR_FUNCTIONS(AnswerPages)

public:
    // `lesson` gives the questions' prompts in the record's language.
    static QString recordHtml(const AnswerRecord &record, const Lesson &lesson);
    static QString writeRecord(const QString &path, const AnswerRecord &record,
        const Lesson &lesson, HandoutPageSize size = HandoutPageSize::A4);

    static QString classReportHtml(const ClassReport &report);
    static QByteArray renderClassReport(
        const ClassReport &report, HandoutPageSize size = HandoutPageSize::A4);
};

} // namespace linattn
