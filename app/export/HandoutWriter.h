// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PagedPdf.h"
#include "derivation.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QPicture>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace linattn {

class AttentionModel;
class SequenceModel;

// Everything a handout shows, already as text and pictures.
struct HandoutContent {
    struct Chart {
        QString caption;
        // The chart as painter commands (ChartVectorRenderer::picture), drawn into
        // the PDF as vector graphics; when null, `image` is printed instead.
        QPicture drawing;
        QImage image; // null too: the chart is left out, with a line saying so
    };

    QString dataTitle; // the preset's (or data's) title
    QString presetId; // empty for the user's own data
    QString featureMapId;
    QString featureMapTitle;
    int prefix = 0; // 1…keyCount
    QString query; // "[0.5, 1]", shortest round-trip numbers
    QStringList keys; // one "[1, 0]" per key
    QStringList values; // one per key
    std::vector<WrittenLine> derivation; // at `prefix`, translated
    QStringList tableHeader;
    QList<QStringList> tableRows; // every step 1…keyCount, formatted
    QList<QList<bool>> unavailableCells; // per row and column
    QList<Chart> charts;
    QStringList references; // the papers the page draws on, cited as published

    // The sequence view's handout instead of the single query's (then the
    // fields above but dataTitle, featureMapId, featureMapTitle and charts are unused).
    struct Sequence {
        QString sequenceId; // empty for the user's own sequence
        QString caption; // sequence · map · γ · C
        int token = 1; // the selected token, 1…N
        QStringList tableHeader;
        QList<QStringList> tableRows; // one per token
        QList<bool> unavailableRows;
        QString rankSummary;
        QString memorySummary;
    };
    std::optional<Sequence> sequence;
};

// Writes the classroom handout as a PDF: the title, the data, the worked
// derivation at the current prefix, the full step table and the charts, as
// real text (and the charts as vector drawings, or pictures where a chart could
// not be drawn as one) laid out for A4 or US Letter.
class HandoutWriter {
    Q_DECLARE_TR_FUNCTIONS(HandoutWriter)

public:
    // "a4" or "letter" (any case); empty for anything else.
    static std::optional<HandoutPageSize> parsePageSize(const QString &name);
    static QString pageSizeName(HandoutPageSize pageSize);

    // The model's current state as handout content, without charts.
    static HandoutContent contentOf(const AttentionModel &model);
    // The sequence view's state: every token, the selected token's derivation, the ranks and
    // the memory line, without charts.
    static HandoutContent contentOf(const SequenceModel &model);

    // The handout as the HTML QTextDocument lays out; the charts are the
    // document resources "chart:0", "chart:1", …
    static QString html(const HandoutContent &content, HandoutPageSize pageSize);
    // The sequence view's handout (content.sequence set), as html() lays it out.
    static QString sequenceHtml(const HandoutContent &content, HandoutPageSize pageSize);

    // Writes the PDF to `path` atomically (QSaveFile); an empty string when
    // it was written, else the reason it was not (and no file is left).
    static QString write(
        const QString &path, const HandoutContent &content, HandoutPageSize pageSize);

    // The PDF's bytes, for writing elsewhere.
    static QByteArray render(const HandoutContent &content, HandoutPageSize pageSize);
};

} // namespace linattn
