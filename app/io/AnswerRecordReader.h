// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "answer_record.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <variant>
#include <vector>

namespace linattn {

// Reads a student's answer record (docs/answers.md): what "Save my answers" writes and what the
// window keeps between sessions. Fields it does not know are allowed and skipped; a missing or
// mistyped field it needs is refused with its place: "questions[2].answers[0]: expected a
// text, got a number".
class AnswerRecordReader {
public:
    static std::variant<AnswerRecord, QString> read(const QByteArray &json);
    // read() of a file; a message names the file first: "ada.json: …".
    static std::variant<AnswerRecord, QString> readFile(const QString &path);

    // The records of a class for one report, as `--class-report` and Lessons → Class report
    // read them: a damaged file is named in `skipped` and left out; records of different
    // lessons give a `refusal` naming the files, as does a set of which none could be read.
    struct ClassRecords {
        std::vector<AnswerRecord> records;
        QStringList skipped;
        QString refusal;
    };
    static ClassRecords readClass(const QStringList &paths);
};

} // namespace linattn
