// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HandoutWriter.h"
#include "LessonReader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QPicture>
#include <QString>
#include <QStringList>

namespace linattn {

// Everything a lesson's worksheet (or its answer key) prints, already as text in the
// reader's language, with the charts as vector drawings.
struct WorksheetContent {
    struct StateEntry {
        QString label; // "Preset"
        QString value; // "General example"
    };
    struct Question {
        bool choice = false;
        QString prompt; // with the lesson's markup, as the step's text
        QStringList options; // of a choice, with the lesson's markup
        int correctOption = -1; // of a choice
        QString answer; // of a number, as the lesson states it ("5", "± 0.001" apart)
        QString tolerance; // of a number; empty when it must be exact
        QString explanation;
    };
    // The data a student works from, printed where a step starts on new data: the query and a
    // row per key (one query), or a row per token (a sequence).
    struct DataTable {
        QString caption; // "Data: General example, q = [0.5, 1]"
        QStringList headers; // "i", "key kᵢ", "value vᵢ"
        QList<QStringList> rows;
    };
    struct Step {
        int number = 1;
        QString title;
        QString text; // with <b>, <i>, <sub>, <sup> (checked by the lesson reader)
        QList<StateEntry> state;
        std::optional<DataTable> data; // at the first step on this data
        // The chart the step points at ("plane"), empty for none; its caption and drawing as
        // painter commands (ChartVectorRenderer::picture; null: the chart could not be drawn,
        // and a line says so).
        QString chart;
        QString chartCaption;
        QPicture chartDrawing;
        std::optional<Question> question;
    };

    QString lessonId;
    QString title;
    QString description;
    bool answerKey = false; // the answers and explanations instead of blanks
    QList<Step> steps;
    QStringList references; // the papers the lesson draws on, cited as published
};

// Writes a lesson as a printable worksheet: the lesson's title and description, then each
// step's number, title, text, state and chart, and each question with a blank to fill in
// (a box for a number, a ☐ per option). The answer key prints the same steps with each
// question's answer marked "✓" and its explanation; the worksheet never has a "✓". Both end with
// the lesson's references. Laid out
// like the handout (HandoutWriter): the same margins, font and footer.
class WorksheetWriter {
    Q_DECLARE_TR_FUNCTIONS(WorksheetWriter)

public:
    // The lesson as a worksheet in `language` ("en", "de"), without charts: each step with a
    // chart highlight names its chart in Step::chart, for the caller to draw.
    static WorksheetContent contentOf(
        const LessonPlan &plan, const QString &language, bool answerKey);

    // The chart a step points at ("plane", "weights", "output", "sequence-weights",
    // "sequence-output"), or empty.
    static QString chartOf(const LessonStep &step);

    static QString html(const WorksheetContent &content, HandoutPageSize pageSize);

    // The PDF's bytes.
    static QByteArray render(const WorksheetContent &content, HandoutPageSize pageSize);

    // Writes the PDF to `path` atomically; an empty string when it was written, else why not
    // (and no file is left).
    static QString write(
        const QString &path, const WorksheetContent &content, HandoutPageSize pageSize);

    // "reassociation-worksheet.pdf", "reassociation-answer-key.pdf".
    static QString suggestedFileName(const QString &lessonId, bool answerKey);
};

} // namespace linattn
