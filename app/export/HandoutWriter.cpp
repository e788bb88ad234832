// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HandoutWriter.h"

#include "MemoryLabModel.h"

#include "AttentionModel.h"
#include "CoreTexts.h"
#include "DerivationModel.h"
#include "QtValues.h"
#include "SequenceModel.h"
#include "StepTableModel.h"
#include "number_format.h"
#include "references.h"

#include <QFont>
#include <QTextDocument>
#include <QUrl>

namespace linattn {

namespace {

constexpr const char *kUnavailableColor = "#b91c1c";
constexpr const char *kCurrentRowColor = "#fff1c2";

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

qreal textWidth(HandoutPageSize pageSize)
{
    return PagedPdf::textWidth(pageSize);
}

PagedPdf::Charts chartsOf(const HandoutContent &content)
{
    PagedPdf::Charts charts;
    for (const HandoutContent::Chart &chart : content.charts) {
        charts.drawings << chart.drawing;
        charts.images << chart.image;
    }
    return charts;
}

PagedPdf::Page pageOf(const HandoutContent &content, HandoutPageSize pageSize)
{
    return {pageSize,
        HandoutWriter::tr("Linear attention, reassociated: %1").arg(content.dataTitle),
        HandoutWriter::tr("Linear Attention Reassociation %1").arg(QStringLiteral(LINATTN_VERSION)),
        {}};
}

QString chartImage(int index, const HandoutContent::Chart &chart, int width)
{
    const QSize size
        = chart.drawing.isNull() ? chart.image.size() : chart.drawing.boundingRect().size();
    if (size.isEmpty())
        return QStringLiteral("<p style=\"color:%1\">%2</p>")
            .arg(QLatin1String(kMutedColor),
                escaped(HandoutWriter::tr("%1: the chart could not be drawn.").arg(chart.caption)));
    const int height = qRound(qreal(width) * size.height() / qMax(1, size.width()));
    return QStringLiteral("<img src=\"chart:%1\" width=\"%2\" height=\"%3\"><br>"
                          "<span style=\"font-size:8pt; color:%4\">%5</span>")
        .arg(index)
        .arg(width)
        .arg(height)
        .arg(QLatin1String(kMutedColor), escaped(chart.caption));
}

// The step table's columns from the numerator on go in a second table.
constexpr int kFirstResultColumn = 7;

QString tableHtml(const HandoutContent::Table &table)
{
    QString html = table.compact
        ? QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" "
                         "cellpadding=\"2\" style=\"border-collapse:collapse; "
                         "border-color:#b0b0aa; font-size:7.5pt\">")
        : QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                         "style=\"border-collapse:collapse; border-color:#b0b0aa\">");
    // In a <thead>, repeated at the top of every page the table runs onto.
    html += QStringLiteral("<thead><tr style=\"background-color:%1\">")
                .arg(QLatin1String(kHeaderColor));
    for (const QString &title : table.header)
        html += QStringLiteral("<th nowrap style=\"padding-left:6px; padding-right:6px\">%1</th>")
                    .arg(escaped(title));
    html += QStringLiteral("</tr></thead>");
    for (qsizetype row = 0; row < table.rows.size(); ++row) {
        const bool shaded = row == table.shadedRow;
        if (shaded)
            html += QStringLiteral("<tr style=\"background-color:%1\">")
                        .arg(QLatin1String(kCurrentRowColor));
        else if (table.mutedRows.value(row))
            html += QStringLiteral("<tr style=\"color:%1\">").arg(QLatin1String(kMutedColor));
        else
            html += QStringLiteral("<tr>");
        const QStringList &cells = table.rows[row];
        for (qsizetype column = 0; column < cells.size(); ++column) {
            const QString &cell = cells[column];
            const bool unavailable = table.unavailableCells.value(row).value(column);
            const QString text = escaped(cell);
            // Vectors may wrap after a comma; a number never breaks.
            const bool vector = cell.startsWith(QLatin1Char('['));
            // Room on both sides, so a right-aligned number and the vector
            // beside it do not read as one ("1 [2, 1]").
            html
                += QStringLiteral("<td %1 style=\"padding-left:6px; padding-right:6px;%2\">%3</td>")
                       .arg(vector ? QStringLiteral("align=\"left\"")
                                   : QStringLiteral("align=\"right\" nowrap"),
                           unavailable
                               ? QStringLiteral(" color:%1").arg(QLatin1String(kUnavailableColor))
                               : QString(),
                           shaded ? QStringLiteral("<b>%1</b>").arg(text) : text);
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    return html;
}

// The worked derivation's lines as a table.
QString derivationHtml(const HandoutContent &content)
{
    QString html;
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">");
    for (const WrittenLine &line : content.derivation) {
        const bool explanation = line.kind == DerivationLine::Kind::Explanation;
        const bool output = line.kind == DerivationLine::Kind::Output;
        const QString color = line.unavailable ? QLatin1String(kUnavailableColor) : QString();
        const QString style = QStringLiteral("%1%2").arg(
            color.isEmpty() ? QString() : QStringLiteral("color:%1;").arg(color),
            output ? QStringLiteral("font-weight:bold;") : QString());
        html += QStringLiteral("<tr%1>").arg(output || explanation
                ? QStringLiteral(" style=\"background-color:#f4f7fb\"")
                : QString());
        html += QStringLiteral("<td width=\"28%\" style=\"%1\">%2</td>")
                    .arg(style, escaped(fromStd(line.label)));
        if (explanation) {
            html += QStringLiteral("<td colspan=\"2\" style=\"%1\">%2</td>")
                        .arg(style, escaped(fromStd(line.formula)));
        } else {
            html += QStringLiteral("<td style=\"%1\">%2</td><td nowrap style=\"%1\">= "
                                   "%3</td>")
                        .arg(style, escaped(fromStd(line.formula)), escaped(fromStd(line.result)));
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    return html;
}

// The charts: the first two side by side (when `pairFirstTwo`), the rest below, full width.
QString chartsHtml(const HandoutContent &content, int width, bool pairFirstTwo)
{
    QString html;
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"0\">");
    const int half = (width - 12) / 2;
    for (qsizetype i = 0; i < content.charts.size(); ++i) {
        const bool pair = pairFirstTwo && i < 2 && content.charts.size() >= 2;
        if (pair) {
            if (i == 0)
                html += QStringLiteral("<tr>");
            html += QStringLiteral("<td style=\"padding-right:%1px\">%2</td>")
                        .arg(i == 0 ? 12 : 0)
                        .arg(chartImage(int(i), content.charts[i], half));
            if (i == 1)
                html += QStringLiteral("</tr>");
        } else {
            html += QStringLiteral("<tr><td colspan=\"2\" style=\"padding-top:10px\">%1</td>"
                                   "</tr>")
                        .arg(chartImage(int(i), content.charts[i], width - 4));
        }
    }
    html += QStringLiteral("</table>");
    return html;
}

// The closing list of papers, under its heading.
QString referencesHtml(const QStringList &references, const QString &heading)
{
    if (references.isEmpty())
        return {};
    QString html = QStringLiteral("<h2 style=\"font-size:12pt\">%1</h2>").arg(escaped(heading));
    for (const QString &reference : references)
        html += QStringLiteral("<p style=\"margin-top:2px; margin-bottom:2px\">%1</p>")
                    .arg(escaped(reference));
    return html;
}

} // namespace

std::optional<HandoutPageSize> HandoutWriter::parsePageSize(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    if (lower == QLatin1String("a4"))
        return HandoutPageSize::A4;
    if (lower == QLatin1String("letter"))
        return HandoutPageSize::Letter;
    return std::nullopt;
}

QString HandoutWriter::pageSizeName(HandoutPageSize pageSize)
{
    return pageSize == HandoutPageSize::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

HandoutContent HandoutWriter::contentOf(const AttentionModel &model)
{
    HandoutContent content;
    const StepTable &table = model.fullTable();
    const int prefix = model.prefix();
    const int keyCount = int(table.steps.size());
    content.title = tr("Linear attention, reassociated");
    content.dataTitle = CoreTexts::dataTitle(table.presetId, table.title);
    content.source = table.presetId
        ? tr("%1 (preset %2)").arg(content.dataTitle, fromStd(*table.presetId))
        : tr("%1 (your own data)").arg(content.dataTitle);
    // The map with its settings and ε, which change every number on the page.
    content.settings = tr("Feature map %1 (%2) · prefix %3 of %4 keys")
                           .arg(model.featureMapCaption(), fromStd(table.featureMapId))
                           .arg(prefix)
                           .arg(keyCount);
    content.introduction << tr("out = φ(q)·S / φ(q)·Z,   S = Σᵢ φ(kᵢ) vᵢᵀ,   Z = Σᵢ φ(kᵢ)   "
                               "(sums over the keys in the prefix; when φ(q)·Z is exactly 0 the "
                               "output is Unavailable).");

    content.dataLead = tr("Query q = %1").arg(vectorShortestText(table.query));
    HandoutContent::Table data;
    data.header = {tr("i"), tr("key kᵢ"), tr("value vᵢ"), tr("in the prefix")};
    for (int i = 0; i < keyCount; ++i) {
        const StepRecord &step = table.steps[std::size_t(i)];
        const bool included = i < prefix;
        data.rows << QStringList {QString::number(i), vectorShortestText(step.key),
            valueShortestText(step.value), included ? tr("yes") : tr("not yet")};
        data.mutedRows << !included;
    }
    content.data = std::move(data);

    content.derivationHeading = tr("Worked derivation at prefix %1").arg(prefix);
    content.derivation = model.derivation()->lines();
    // Page 1 is the worked example; the charts open page 2 (the plane and the weights side by
    // side), and the step table follows them.
    content.chartsHeading = tr("Charts at prefix %1").arg(prefix);
    content.pairFirstTwoCharts = true;

    // The full step table, the current prefix shaded: the running sums, then what they give, so
    // that each half fits the width of the page.
    content.tableHeading = tr("Step table (prefix %1 shaded)").arg(prefix);
    const StepTableModel &steps = *model.stepTable();
    QList<int> sums;
    QList<int> results;
    for (int column = 0; column < steps.columnCount(); ++column) {
        if (column == 0 || column < kFirstResultColumn)
            sums << column;
        if (column == 0 || column >= kFirstResultColumn)
            results << column;
    }
    for (const QList<int> &columns : {sums, results}) {
        if (columns.size() <= 1 && !content.tables.isEmpty())
            continue;
        HandoutContent::Table part;
        part.compact = true;
        part.shadedRow = prefix - 1;
        for (int column : columns)
            part.header << StepTableModel::columnTitle(column);
        for (int row = 0; row < steps.rowCount(); ++row) {
            QStringList cells;
            QList<bool> unavailable;
            for (int column : columns) {
                const QModelIndex index = steps.index(row, column);
                cells << steps.data(index, Qt::DisplayRole).toString();
                unavailable << steps.data(index, StepTableModel::UnavailableRole).toBool();
            }
            part.rows << cells;
            part.unavailableCells << unavailable;
        }
        content.tables << part;
    }
    for (const LessonReference &reference : referencesFor(table.featureMapId, false))
        content.references << fromStd(citation(reference));
    return content;
}

HandoutContent HandoutWriter::contentOf(const SequenceModel &model)
{
    HandoutContent content;
    const SequenceTable &table = model.table();
    const int token = model.token();
    content.title = tr("Causal linear attention, three ways");
    content.dataTitle = model.title();
    content.source = model.sequenceId().isEmpty()
        ? tr("%1 (your own sequence)").arg(content.dataTitle)
        : tr("%1 (sequence %2)").arg(content.dataTitle, model.sequenceId());
    content.settings = model.caption();
    content.introduction << tr("Sₜ = γSₜ₋₁ + φ(kₜ)vₜ,   Zₜ = γZₜ₋₁ + φ(kₜ),   out = φ(qₜ)·Sₜ / "
                               "φ(qₜ)·Zₜ. Recurrent: from Sₜ and Zₜ. Parallel: row t of the masked "
                               "matrix γ^(t−j) φ(qₜ)·φ(kⱼ), j ≤ t. Chunkwise: the state before "
                               "the chunk plus direct sums inside it. Where φ(qₜ)·Zₜ is exactly 0 "
                               "the output is Unavailable.")
                         << model.memorySummary() + QLatin1Char('\n') + model.rankSummary();

    content.derivationHeading = tr("Worked derivation, token %1").arg(token);
    content.derivation = model.derivation()->lines();
    // Each chart at the full width: the matrices are wide, and a class reads them from paper.
    content.chartsHeading = tr("Weights and output, token %1 selected").arg(token);

    content.tableHeading = tr("Every token (token %1 shaded)").arg(token);
    HandoutContent::Table tokens;
    tokens.compact = true;
    tokens.shadedRow = token; // tokens are numbered from 0, as the rows
    tokens.header = {tr("t"), tr("query qₜ"), tr("key kₜ"), tr("value vₜ"), tr("recurrent"),
        tr("parallel"), tr("chunkwise"), tr("softmax")};
    const QString unavailable = CoreTexts::translated(makeMessage(MessageId::Unavailable));
    // A value is a number for scalar values and a vector of d_v coordinates otherwise.
    const auto rounded = [](const InlineVector &x) {
        QStringList coordinates;
        for (double coordinate : x)
            coordinates << fromStd(formatRounded(coordinate));
        return x.size() == 1
            ? coordinates.front()
            : QLatin1Char('[') + coordinates.join(QStringLiteral(", ")) + QLatin1Char(']');
    };
    const auto valueText = [&unavailable, &rounded](const std::optional<InlineVector> &x) {
        return x ? rounded(*x) : unavailable;
    };
    for (const TokenRecord &record : table.tokens) {
        tokens.rows << QStringList {QString::number(shownTokenIndex(record.token)),
            vectorShortestText(record.query), vectorShortestText(record.key),
            valueShortestText(record.value), valueText(record.recurrent),
            valueText(record.parallel), valueText(record.chunkwise), rounded(record.softmax)};
        // The three forms of linear attention are Unavailable together; softmax never is.
        const bool gap = !record.available();
        tokens.unavailableCells << QList<bool> {false, false, false, false, gap, gap, gap, false};
    }
    content.tables << tokens;
    for (const LessonReference &reference :
        referencesFor(table.featureMapId, true, table.settings.decay))
        content.references << fromStd(citation(reference));
    return content;
}

HandoutContent HandoutWriter::contentOf(const MemoryLabModel &lab)
{
    HandoutContent content;
    content.title = tr("Linear attention as a key→value memory");
    content.dataTitle = tr("Memory lab");
    content.source = lab.ruleFormula();
    content.settings = lab.settingsCaption();
    content.introduction << tr(
        "Each pair (k, v) is written into the state S with unit features f = φ(k)/‖φ(k)‖ and "
        "read back as r = Sᵀf. A pair is recalled when its own value is the nearest stored "
        "value to r. Softmax reads every stored pair, r = Σⱼ softmaxⱼ(k·kⱼ/τ) vⱼ, from a "
        "cache that grows with N; S keeps m × d_v numbers whatever N is.")
                         << tr("Linear attention's memory: %1").arg(lab.memorySummary())
            + QLatin1Char('\n')
            + tr("Softmax over every pair (its cache): %1").arg(lab.softmaxSummary());

    const QVariantList pairs = lab.pairs();
    content.dataLead = tr("The pairs: keys and values of d = %1 coordinates").arg(lab.dimension());
    HandoutContent::Table data;
    data.header = {tr("pair"), tr("key k"), tr("value v")};
    HandoutContent::Table returned;
    returned.compact = true;
    returned.header = {tr("pair"), tr("read-out r"), tr("error"), tr("recalled"), tr("softmax's r"),
        tr("error"), tr("recalled")};
    const QString yes = tr("yes"), no = tr("no");
    for (const QVariant &entry : pairs) {
        const QVariantMap pair = entry.toMap();
        const QString name = pair.value(QStringLiteral("name")).toString();
        data.rows << QStringList {name, pair.value(QStringLiteral("key")).toString(),
            pair.value(QStringLiteral("value")).toString()};
        const bool unavailable = pair.value(QStringLiteral("errorValue")).isNull();
        returned.rows << QStringList {name, pair.value(QStringLiteral("readout")).toString(),
            pair.value(QStringLiteral("error")).toString(),
            pair.value(QStringLiteral("recalled")).toBool() ? yes : no,
            pair.value(QStringLiteral("softmaxReadout")).toString(),
            pair.value(QStringLiteral("softmaxError")).toString(),
            pair.value(QStringLiteral("softmaxRecalled")).toBool() ? yes : no};
        returned.unavailableCells << QList<bool> {
            false, unavailable, false, false, false, false, false};
    }
    content.data = data;

    content.chartsHeading = tr("The keys, the values and what the memory returns");
    content.pairFirstTwoCharts = true; // the two planes, or the two capacity charts
    content.tableHeading = tr("What the memory returns, and the state S");
    content.tables << returned;
    HandoutContent::Table state;
    state.compact = true;
    const int columns = lab.stateColumns();
    const QStringList cells = lab.stateCells();
    for (int c = 0; c < columns; ++c)
        state.header << tr("column %1").arg(c + 1);
    for (qsizetype at = 0; columns > 0 && at + columns <= cells.size(); at += columns)
        state.rows << cells.mid(at, columns);
    if (!state.rows.isEmpty()) {
        state.header.prepend(tr("S"));
        content.introduction << lab.stateCaption();
        for (qsizetype row = 0; row < state.rows.size(); ++row)
            state.rows[row].prepend(tr("row %1").arg(row + 1));
        content.tables << state;
    }
    for (const LessonReference &reference :
        memoryReferences(lab.rule() == QLatin1String("delta"), lab.decay()))
        content.references << fromStd(citation(reference));
    return content;
}

QString HandoutWriter::html(const HandoutContent &content, HandoutPageSize pageSize)
{
    const int width = int(textWidth(pageSize));
    const auto heading = [](const QString &text, bool newPage) {
        return QStringLiteral("<h2 style=\"font-size:12pt%1\">%2</h2>")
            .arg(newPage ? QStringLiteral("; page-break-before:always") : QString(), escaped(text));
    };
    QString html;
    html += QStringLiteral("<html><body style=\"font-size:9.5pt\">");

    // Title and what the page is about.
    html += QStringLiteral("<h1 style=\"font-size:17pt; margin-bottom:2px\">%1</h1>")
                .arg(escaped(content.title));
    html += QStringLiteral("<p style=\"margin-top:0\"><b>%1</b><br>%2</p>")
                .arg(escaped(content.source), escaped(content.settings));
    for (const QString &paragraph : content.introduction)
        html += QStringLiteral("<p>%1</p>")
                    .arg(escaped(paragraph).replace(QLatin1Char('\n'), QStringLiteral("<br>")));

    if (content.data) {
        html += heading(tr("The data"), false);
        html += QStringLiteral("<p>%1</p>").arg(escaped(content.dataLead));
        html += tableHtml(*content.data);
    }

    if (!content.derivationHeading.isEmpty()) {
        html += heading(content.derivationHeading, false);
        html += derivationHtml(content);
    }

    // Page 1 is the worked example; the charts open page 2, so that their heading never ends a
    // page alone, and the table follows them (or opens page 2 itself).
    if (!content.charts.isEmpty()) {
        html += heading(content.chartsHeading, true);
        html += chartsHtml(content, width, content.pairFirstTwoCharts);
    }
    html += heading(content.tableHeading, content.charts.isEmpty());
    for (qsizetype i = 0; i < content.tables.size(); ++i) {
        if (i > 0)
            html += QStringLiteral("<p style=\"margin-top:6px\"></p>");
        html += tableHtml(content.tables[i]);
    }
    html += referencesHtml(content.references, tr("References"));

    html += QStringLiteral("</body></html>");
    return html;
}

QByteArray HandoutWriter::render(const HandoutContent &content, HandoutPageSize pageSize)
{
    return PagedPdf::render(html(content, pageSize), chartsOf(content), pageOf(content, pageSize));
}

QString HandoutWriter::write(
    const QString &path, const HandoutContent &content, HandoutPageSize pageSize)
{
    return PagedPdf::write(
        path, html(content, pageSize), chartsOf(content), pageOf(content, pageSize));
}

} // namespace linattn
