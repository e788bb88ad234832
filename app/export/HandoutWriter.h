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
class MemoryLabModel;
class SequenceModel;

// Everything a handout shows, already as text and pictures: one page layout for both views,
// filled by contentOf() with the single query's prefix or the sequence's selected token.
struct HandoutContent {
    struct Chart {
        QString caption;
        // The chart as painter commands (ChartVectorRenderer::picture), drawn into
        // the PDF as vector graphics; when null, `image` is printed instead.
        QPicture drawing;
        QImage image; // null too: the chart is left out, with a line saying so
    };

    // A table of cells as printed: a vector ("[1, 0]") left-aligned and free to wrap after a
    // comma, anything else right-aligned and kept whole.
    struct Table {
        QStringList header;
        QList<QStringList> rows;
        QList<QList<bool>> unavailableCells; // per row and column: printed in red
        QList<bool> mutedRows; // printed in grey (keys not yet in the prefix)
        int shadedRow = -1; // the current prefix or token: shaded, its numbers bold
        // Small type over the page's width, the header repeated on every page it runs onto
        // (the step table); else the body's type, as wide as its cells.
        bool compact = false;
    };

    QString title; // the page's heading ("Linear attention, reassociated")
    QString dataTitle; // the preset's, data's or sequence's title, also in the running header
    QString source; // in bold under the heading: the title with the preset or sequence id
    QString settings; // the line under it: feature map, prefix or token, γ and C
    QStringList introduction; // paragraphs before the data: the rule, what the view compares
    QString dataLead; // "Query q = [0.5, 1]" above the data table; empty with no data section
    std::optional<Table> data; // the keys and values, with which are in the prefix
    QString derivationHeading; // empty: no derivation section
    std::vector<WrittenLine> derivation; // at the prefix or token, translated
    QString chartsHeading;
    bool pairFirstTwoCharts = false; // side by side, for charts that read well at half width
    QList<Chart> charts;
    QString tableHeading;
    QList<Table> tables; // the steps or tokens, in one table or split into parts
    QStringList references; // the papers the page draws on, cited as published
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

    // The single query's state as handout content, without charts: the data, the derivation at
    // the prefix and the step table.
    static HandoutContent contentOf(const AttentionModel &model);
    // The sequence view's state: the ranks and the memory line, the selected token's
    // derivation and every token, without charts.
    static HandoutContent contentOf(const SequenceModel &model);
    // The memory lab's memory: its settings, the pairs, what it and softmax return for each, S's
    // numbers, without charts (no derivation section).
    static HandoutContent contentOf(const MemoryLabModel &lab);

    // The handout as the HTML QTextDocument lays out; the charts are the
    // document resources "chart:0", "chart:1", …
    static QString html(const HandoutContent &content, HandoutPageSize pageSize);

    // Writes the PDF to `path` atomically (QSaveFile); an empty string when
    // it was written, else the reason it was not (and no file is left).
    static QString write(
        const QString &path, const HandoutContent &content, HandoutPageSize pageSize);

    // The PDF's bytes, for writing elsewhere.
    static QByteArray render(const HandoutContent &content, HandoutPageSize pageSize);
};

} // namespace linattn
