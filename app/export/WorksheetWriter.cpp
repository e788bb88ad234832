// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorksheetWriter.h"

#include "placeholders.h"

#include "CoreTexts.h"
#include "ProblemCatalog.h"
#include "QtValues.h"
#include "associative_memory.h"
#include "derivation.h"
#include "feature_map.h"
#include "number_format.h"

#include <QAbstractTextDocumentLayout>
#include <QFont>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <cmath>
#include <utility>

namespace linattn {

namespace {

constexpr const char *kQuestionColor = "#f4f7fb";
constexpr const char *kAnswerColor = "#1d6b2f";
// A step's chart takes this share of the text width: large enough to read, small enough
// that a step and its question mostly stay on one page.
constexpr qreal kChartWidthShare = 0.62;
// The room to work under each question on the worksheet, in lines of text (the document's
// tables ignore a cell's height, so the box holds empty lines).
constexpr int kWorkingLines = 7;

// The captions are the Export menu's, translated there.
const char *chartCaptionSource(const QString &chart)
{
    if (chart == QLatin1String("plane"))
        return QT_TRANSLATE_NOOP("linattn::ExportController", "The query/key plane");
    if (chart == QLatin1String("weights"))
        return QT_TRANSLATE_NOOP("linattn::ExportController", "Attention weights");
    if (chart == QLatin1String("output"))
        return QT_TRANSLATE_NOOP("linattn::ExportController", "Output against the prefix");
    if (chart == QLatin1String("sequence-weights"))
        return QT_TRANSLATE_NOOP("linattn::ExportController", "Weight matrices of the sequence");
    if (chart == QLatin1String("sequence-output"))
        return QT_TRANSLATE_NOOP("linattn::ExportController", "Output against token");
    return nullptr;
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

qreal textWidth(HandoutPageSize pageSize)
{
    return PagedPdf::textWidth(pageSize);
}

QString featureMapTitle(const ResolvedLessonState &state)
{
    const FeatureMap *map = findFeatureMap(state.featureMapId);
    QString title = map ? CoreTexts::translated(map->titleText()) : toQString(state.featureMapId);
    if (state.featureMapId == kFavorMapId)
        title = WorksheetWriter::tr("%1 (m = %2, seed %3)")
                    .arg(title)
                    .arg(state.favor.features)
                    .arg(state.favor.seed);
    return title;
}

// What the step sets, as the window's controls name it.
QList<WorksheetContent::StateEntry> stateEntries(const ResolvedLessonState &state)
{
    QList<WorksheetContent::StateEntry> entries;
    if (state.showsSequence()) {
        const SequencePreset *sequence = ProblemCatalog::findSequence(state.problemId);
        entries.append({WorksheetWriter::tr("Sequence"),
            sequence ? CoreTexts::sequenceTitle(*sequence) : toQString(state.problemId)});
        entries.append({WorksheetWriter::tr("Feature map"), featureMapTitle(state)});
        const QString tokens = sequence ? WorksheetWriter::tr("%1 of tokens 0–%2")
                                              .arg(state.token)
                                              .arg(shownTokenIndex(sequence->data.keys.size()))
                                        : QString::number(state.token);
        entries.append({WorksheetWriter::tr("Token"), tokens});
        entries.append({WorksheetWriter::tr("Decay γ"), shortestText(state.decay)});
        entries.append({WorksheetWriter::tr("Chunk size C"), QString::number(state.chunk)});
    } else {
        const Preset *preset = ProblemCatalog::findPreset(state.problemId);
        entries.append({WorksheetWriter::tr("Preset"),
            preset ? CoreTexts::presetTitle(*preset) : toQString(state.problemId)});
        entries.append({WorksheetWriter::tr("Feature map"), featureMapTitle(state)});
        const QString prefix = preset
            ? WorksheetWriter::tr("%1 of %2 keys").arg(state.prefix).arg(preset->data.keys.size())
            : QString::number(state.prefix);
        entries.append({WorksheetWriter::tr("Prefix"), prefix});
    }
    if (state.epsilon > 0)
        entries.append({WorksheetWriter::tr("ε"), shortestText(state.epsilon)});
    return entries;
}

// The data of the step's state, for a student to work from on paper: keys and tokens are numbered
// from 0, as the window numbers them.
std::optional<WorksheetContent::DataTable> dataTableOf(const ResolvedLessonState &state)
{
    WorksheetContent::DataTable table;
    if (const SequencePreset *sequence = ProblemCatalog::findSequence(state.problemId)) {
        table.caption = WorksheetWriter::tr("Data: %1").arg(CoreTexts::sequenceTitle(*sequence));
        table.headers = QStringList {WorksheetWriter::tr("t"), WorksheetWriter::tr("query qₜ"),
            WorksheetWriter::tr("key kₜ"), WorksheetWriter::tr("value vₜ")};
        const SequenceData &data = sequence->data;
        for (std::size_t t = 0; t < data.tokenCount(); ++t) {
            table.rows << QStringList {QString::number(t), vectorShortestText(data.queries[t]),
                vectorShortestText(data.keys[t]), valueShortestText(data.values[t])};
        }
        return table;
    }
    const Preset *preset = ProblemCatalog::findPreset(state.problemId);
    if (!preset)
        return std::nullopt;
    table.caption
        = WorksheetWriter::tr("Data: %1, query q = %2")
              .arg(CoreTexts::presetTitle(*preset), vectorShortestText(preset->data.query));
    table.headers = QStringList {
        WorksheetWriter::tr("i"), WorksheetWriter::tr("key kᵢ"), WorksheetWriter::tr("value vᵢ")};
    for (std::size_t i = 0; i < preset->data.keys.size(); ++i)
        table.rows << QStringList {QString::number(i), vectorShortestText(preset->data.keys[i]),
            valueShortestText(preset->data.values[i])};
    return table;
}

// A step that shows the memory lab: its settings, as the lab's controls name them.
bool showsMemoryLab(const LessonStep &step)
{
    return step.highlight.kind == LessonHighlight::Kind::Page && step.highlight.target == "memory";
}

QList<WorksheetContent::StateEntry> memoryStateEntries(const MemoryLabSettings &memory)
{
    const MemorySettings &writing = memory.writing;
    QList<WorksheetContent::StateEntry> entries;
    entries.append({WorksheetWriter::tr("Rule"),
        writing.rule == MemoryRule::Delta
            ? WorksheetWriter::tr("delta rule, β = %1").arg(shortestText(writing.beta))
            : WorksheetWriter::tr("sum rule")});
    QString map = toQString(memory.featureMapId);
    if (const FeatureMap *known = findFeatureMap(memory.featureMapId))
        map = CoreTexts::translated(known->titleText());
    else if (memory.featureMapId.rfind("dpfp", 0) == 0)
        map = WorksheetWriter::tr("DPFP-%1").arg(toQString(memory.featureMapId.substr(4)));
    entries.append({WorksheetWriter::tr("Feature map φ"), map});
    entries.append({WorksheetWriter::tr("Decay γ"), shortestText(writing.decay)});
    entries.append({WorksheetWriter::tr("Passes"), QString::number(writing.passes)});
    entries.append({WorksheetWriter::tr("Softmax τ"), shortestText(writing.temperature)});
    entries.append({WorksheetWriter::tr("Pairs"),
        (memory.orthogonalKeys ? WorksheetWriter::tr("%1 with orthogonal keys, d = %2, seed %3")
                               : WorksheetWriter::tr("%1 random, d = %2, seed %3"))
            .arg(memory.pairs)
            .arg(memory.dimension)
            .arg(memory.seed)});
    return entries;
}

// The pairs the memory lab writes at these settings, to work from on paper.
WorksheetContent::DataTable memoryDataTable(const MemoryLabSettings &memory)
{
    const MemoryPairs pairs
        = randomMemoryPairs(memory.pairs, memory.dimension, memory.seed, memory.orthogonalKeys);
    WorksheetContent::DataTable table;
    table.caption = WorksheetWriter::tr("Data: the memory's pairs");
    table.headers = QStringList {
        WorksheetWriter::tr("i"), WorksheetWriter::tr("key kᵢ"), WorksheetWriter::tr("value vᵢ")};
    for (std::size_t i = 0; i < pairs.keys.size(); ++i)
        // Rounded as the lab shows them.
        table.rows << QStringList {QString::number(i),
            CoreTexts::translated(formatVectorText(pairs.keys[i])),
            CoreTexts::translated(formatVectorText(pairs.values[i]))};
    return table;
}

// Whether two steps work on the same data (not only the same problem: another map or prefix
// does not change the keys).
bool sameData(const ResolvedLessonState &a, const ResolvedLessonState &b)
{
    return a.problemId == b.problemId;
}

QString dataHtml(const WorksheetContent::DataTable &data)
{
    QString header;
    for (const QString &name : data.headers)
        header += QStringLiteral("<th align=\"left\" style=\"padding-left:5px; "
                                 "padding-right:8px\">%1</th>")
                      .arg(escaped(name));
    QString rows;
    for (const QStringList &row : data.rows) {
        rows += QStringLiteral("<tr>");
        for (const QString &cell : row)
            rows += QStringLiteral("<td style=\"padding-left:5px; padding-right:8px\">%1</td>")
                        .arg(escaped(cell));
        rows += QStringLiteral("</tr>");
    }
    return QStringLiteral("<p style=\"margin-top:6px; margin-bottom:2px; font-size:8.5pt\"><b>%1"
                          "</b></p><table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" "
                          "style=\"border-collapse:collapse; border-color:#b0b0aa; "
                          "font-size:8pt\"><tr style=\"background-color:%2\">%3</tr>%4</table>")
        .arg(escaped(data.caption), QLatin1String(kHeaderColor), header, rows);
}

QString stateHtml(const QList<WorksheetContent::StateEntry> &entries)
{
    QString header;
    QString values;
    for (const WorksheetContent::StateEntry &entry : entries) {
        header += QStringLiteral("<th align=\"left\" style=\"padding-left:5px; "
                                 "padding-right:8px\">%1</th>")
                      .arg(escaped(entry.label));
        values += QStringLiteral("<td style=\"padding-left:5px; padding-right:8px\">%1</td>")
                      .arg(escaped(entry.value));
    }
    return QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" "
                          "style=\"border-collapse:collapse; border-color:#b0b0aa; "
                          "font-size:8pt; margin-top:4px\">"
                          "<tr style=\"background-color:%1\">%2</tr><tr>%3</tr></table>")
        .arg(QLatin1String(kHeaderColor), header, values);
}

QString chartHtml(int index, const WorksheetContent::Step &step, int width)
{
    const QSize size
        = step.chartDrawing.isNull() ? QSize() : step.chartDrawing.boundingRect().size();
    if (size.isEmpty())
        return QStringLiteral("<p style=\"color:%1\">%2</p>")
            .arg(QLatin1String(kMutedColor),
                escaped(WorksheetWriter::tr("%1: the chart could not be drawn.")
                            .arg(step.chartCaption)));
    const int height = qRound(qreal(width) * size.height() / qMax(1, size.width()));
    return QStringLiteral("<p style=\"margin-top:6px\"><img src=\"chart:%1\" width=\"%2\" "
                          "height=\"%3\"><br><span style=\"font-size:8pt; color:%4\">%5</span>"
                          "</p>")
        .arg(index)
        .arg(width)
        .arg(height)
        .arg(QLatin1String(kMutedColor), escaped(step.chartCaption));
}

// The question in a shaded box: the prompt, then a box to write a number in or a ☐ per option;
// in the answer key the answer after "✓" and the explanation instead.
QString questionHtml(const WorksheetContent::Question &question, bool answerKey, int width)
{
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" "
                                  "style=\"margin-top:6px; background-color:%1\"><tr><td>")
                       .arg(QLatin1String(kQuestionColor));
    // Prompts, options and explanations hold only the lesson markup the reader lets through.
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(escaped(WorksheetWriter::tr("Question:")), question.prompt);
    if (question.choice) {
        for (qsizetype i = 0; i < question.options.size(); ++i) {
            const bool correct = answerKey && i == question.correctOption;
            html += correct
                ? QStringLiteral("<p style=\"margin-left:12px; color:%1\"><b>✓ %2</b></p>")
                      .arg(QLatin1String(kAnswerColor), question.options[i])
                : QStringLiteral("<p style=\"margin-left:12px\">☐ %1</p>").arg(question.options[i]);
        }
    } else if (answerKey) {
        const QString tolerance = question.tolerance.isEmpty() ? QString()
                                                               : QStringLiteral(" ")
                + WorksheetWriter::tr("(accepted within ± %1)").arg(question.tolerance);
        html += QStringLiteral("<p style=\"margin-left:12px; color:%1\"><b>✓ %2</b>%3</p>")
                    .arg(QLatin1String(kAnswerColor), escaped(question.answer), escaped(tolerance));
    } else {
        // A box to write the number in, with room for working beside it.
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"0\" style=\"margin-left:"
                               "12px\"><tr><td valign=\"middle\" style=\"padding-right:8px\">%1"
                               "</td><td><table border=\"1\" cellspacing=\"0\" cellpadding=\"0\" "
                               "style=\"border-collapse:collapse; border-color:#404040\"><tr>"
                               "<td width=\"%2\" height=\"26\" style=\"background-color:#ffffff\">"
                               "&nbsp;</td></tr></table></td></tr></table>")
                    .arg(escaped(WorksheetWriter::tr("Your answer:")))
                    .arg(width / 3);
    }
    if (answerKey)
        html += QStringLiteral("<p style=\"margin-top:4px\"><i>%1</i> %2</p>")
                    .arg(escaped(WorksheetWriter::tr("Explanation:")), question.explanation);
    else
        // Room to work the answer out, under every question.
        html += QStringLiteral(
            "<p style=\"margin-top:6px; margin-bottom:2px; font-size:8pt; "
            "color:%1\">%2</p><table width=\"100%\" border=\"1\" "
            "cellspacing=\"0\" cellpadding=\"0\" style=\"border-collapse:"
            "collapse; border-color:#b0b0aa\"><tr><td style=\"background-color:#ffffff\">"
            "%3</td></tr></table>")
                    .arg(QLatin1String(kMutedColor), escaped(WorksheetWriter::tr("Working:")))
                    .arg(QStringLiteral("&nbsp;<br>").repeated(kWorkingLines));
    html += QStringLiteral("</td></tr></table>");
    return html;
}

bool startsPageBreak(const QTextBlock &block)
{
    return block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore;
}

void breakPageBefore(QTextDocument &document, const QTextBlock &block)
{
    QTextBlockFormat format = block.blockFormat();
    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    QTextCursor(block).setBlockFormat(format);
    // The layout moves only the changed block by itself; everything after it moves too.
    document.markContentsDirty(0, document.characterCount());
}

// Whether [top, bottom) runs over the end of a page, and would fit on the next one.
bool straddles(qreal top, qreal bottom, qreal pageHeight)
{
    return bottom - top <= pageHeight
        && std::floor(top / pageHeight) != std::floor((bottom - 1) / pageHeight);
}

// A step (from its heading to the next) that runs over the end of a page starts on the next
// one, so that its text, chart and question are read together; a chart that still runs over
// (in a step longer than a page) starts a page of its own, as a drawing is not cut. The
// document must be paginated (setPageSize) with its charts installed.
void keepStepsTogether(QTextDocument &document, qreal pageHeight)
{
    QAbstractTextDocumentLayout &layout = *document.documentLayout();
    QList<int> headings; // block numbers, which breaks do not change
    QList<int> charts;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 2)
            headings << block.blockNumber();
        else if (block.text().contains(QChar::ObjectReplacementCharacter))
            charts << block.blockNumber();
    }
    // In order: each break moves everything after it, so positions are read afresh.
    for (qsizetype i = 0; i < headings.size(); ++i) {
        const QTextBlock heading = document.findBlockByNumber(headings[i]);
        const qreal top = layout.blockBoundingRect(heading).top();
        const qreal bottom = i + 1 < headings.size()
            ? layout.blockBoundingRect(document.findBlockByNumber(headings[i + 1])).top()
            : layout.documentSize().height();
        if (straddles(top, bottom, pageHeight) && !startsPageBreak(heading))
            breakPageBefore(document, heading);
    }
    for (int number : std::as_const(charts)) {
        const QTextBlock chart = document.findBlockByNumber(number);
        const QRectF box = layout.blockBoundingRect(chart);
        if (straddles(box.top(), box.bottom(), pageHeight) && !startsPageBreak(chart))
            breakPageBefore(document, chart);
    }
}

LessonStepTexts withPlaceholdersConcealed(LessonStepTexts texts)
{
    return withPlaceholdersFilled(
        std::move(texts), [](const Placeholder &) { return std::optional<std::string> {}; });
}

PagedPdf::Charts chartsOf(const WorksheetContent &content)
{
    PagedPdf::Charts charts;
    for (const WorksheetContent::Step &step : content.steps)
        charts.drawings << step.chartDrawing;
    return charts;
}

PagedPdf::Page pageOf(const WorksheetContent &content, HandoutPageSize pageSize)
{
    const QString kind
        = content.answerKey ? WorksheetWriter::tr("Answer key") : WorksheetWriter::tr("Worksheet");
    return {pageSize,
        content.answerKey ? WorksheetWriter::tr("%1: answer key").arg(content.title)
                          : WorksheetWriter::tr("%1: worksheet").arg(content.title),
        QStringLiteral("%1 · %2").arg(content.title, kind), keepStepsTogether};
}

} // namespace

QString WorksheetWriter::chartOf(const LessonStep &step)
{
    if (step.highlight.kind != LessonHighlight::Kind::Chart)
        return {};
    const QString chart = toQString(step.highlight.target);
    return chartCaptionSource(chart) ? chart : QString();
}

WorksheetContent WorksheetWriter::contentOf(
    const LessonPlan &plan, const QString &language, bool answerKey)
{
    const std::string languageCode = language.toStdString();
    const LessonTexts lesson = lessonTexts(plan.lesson, languageCode);
    WorksheetContent content;
    content.lessonId = toQString(plan.lesson.id);
    content.title = toQString(lesson.title);
    content.description = toQString(lesson.description);
    content.answerKey = answerKey;
    for (std::size_t i = 0; i < plan.lesson.steps.size(); ++i) {
        const LessonStep &step = plan.lesson.steps[i];
        // Numbers quoted from the state ({z}) are filled in by whoever walks the steps
        // (WorksheetExport); until then they stand concealed.
        const LessonStepTexts texts = withPlaceholdersConcealed(stepTexts(step, languageCode));
        WorksheetContent::Step written;
        written.number = int(i) + 1;
        written.title = toQString(texts.title);
        written.text = toQString(texts.print.empty() ? texts.text : texts.print);
        if (i < plan.states.size() && showsMemoryLab(step)) {
            // The memory lab's settings and pairs, not the window's problem behind it.
            const MemoryLabSettings &memory = plan.states[i].memory;
            written.state = memoryStateEntries(memory);
            const bool samePairs = i > 0 && showsMemoryLab(plan.lesson.steps[i - 1])
                && plan.states[i - 1].memory.pairs == memory.pairs
                && plan.states[i - 1].memory.dimension == memory.dimension
                && plan.states[i - 1].memory.seed == memory.seed
                && plan.states[i - 1].memory.orthogonalKeys == memory.orthogonalKeys;
            if (!samePairs)
                written.data = memoryDataTable(memory);
        } else if (i < plan.states.size()) {
            written.state = stateEntries(plan.states[i]);
            if (i == 0 || !sameData(plan.states[i - 1], plan.states[i]))
                written.data = dataTableOf(plan.states[i]);
        }
        written.chart = chartOf(step);
        if (const char *caption = chartCaptionSource(written.chart))
            written.chartCaption
                = QCoreApplication::translate("linattn::ExportController", caption);
        // A lab's question is answered by running the lab in the window, not on paper: the
        // step's print text says what the lab measures.
        if (step.question && step.highlight.kind != LessonHighlight::Kind::Page) {
            const LessonQuestion &question = *step.question;
            WorksheetContent::Question asked;
            asked.choice = question.kind == LessonQuestion::Kind::Choice;
            asked.prompt = toQString(texts.prompt);
            for (const std::string &option : texts.options)
                asked.options << toQString(option);
            // The answer the walkthrough accepts: LessonQuestion::acceptsNumber() takes
            // `answer` within `tolerance`, submitChoice() the option `correctOption`.
            asked.correctOption = asked.choice ? int(question.correctOption) : -1;
            if (!asked.choice) {
                asked.answer = shortestText(question.answer);
                if (question.tolerance > 0)
                    asked.tolerance = shortestText(question.tolerance);
            }
            asked.explanation = toQString(texts.explanation);
            written.question = asked;
        }
        content.steps << written;
    }
    for (const LessonReference &reference : plan.lesson.references)
        content.references << toQString(citation(reference));
    return content;
}

QString WorksheetWriter::html(const WorksheetContent &content, HandoutPageSize pageSize)
{
    const int width = int(textWidth(pageSize));
    QString html = QStringLiteral("<html><body style=\"font-size:9.5pt\">");
    html += QStringLiteral("<p style=\"font-size:8pt; color:%1; margin-bottom:0\">%2</p>")
                .arg(QLatin1String(kMutedColor),
                    escaped(content.answerKey ? tr("Answer key") : tr("Worksheet")));
    html += QStringLiteral("<h1 style=\"font-size:17pt; margin-top:0; margin-bottom:2px\">%1</h1>")
                .arg(escaped(content.title));
    html += QStringLiteral("<p style=\"margin-top:0\">%1</p>").arg(escaped(content.description));
    if (!content.answerKey)
        html += QStringLiteral("<p style=\"margin-top:6px\">%1 ________________________________"
                               "&nbsp;&nbsp;&nbsp;&nbsp;%2 ______________</p>")
                    .arg(escaped(tr("Name:")), escaped(tr("Date:")));

    for (qsizetype i = 0; i < content.steps.size(); ++i) {
        const WorksheetContent::Step &step = content.steps[i];
        html += QStringLiteral("<h2 style=\"font-size:12pt; margin-top:14px; margin-bottom:2px\">"
                               "%1</h2>")
                    .arg(escaped(tr("Step %1 · %2").arg(step.number).arg(step.title)));
        // The lesson reader lets only <b>, <i>, <sub> and <sup> through, and no '&'.
        html += QStringLiteral("<p style=\"margin-top:2px\">%1</p>").arg(step.text);
        if (!step.state.isEmpty())
            html += stateHtml(step.state);
        if (step.data)
            html += dataHtml(*step.data);
        if (!step.chart.isEmpty())
            html += chartHtml(int(i), step, int(width * kChartWidthShare));
        if (step.question)
            html += questionHtml(*step.question, content.answerKey, width);
    }
    if (!content.references.isEmpty()) {
        html += QStringLiteral("<h2 style=\"font-size:12pt; margin-top:14px; margin-bottom:2px\">"
                               "%1</h2>")
                    .arg(escaped(tr("References")));
        for (const QString &reference : content.references)
            html += QStringLiteral("<p style=\"margin-top:2px; margin-bottom:2px\">%1</p>")
                        .arg(escaped(reference));
    }
    html += QStringLiteral("</body></html>");
    return html;
}

QByteArray WorksheetWriter::render(const WorksheetContent &content, HandoutPageSize pageSize)
{
    return PagedPdf::render(html(content, pageSize), chartsOf(content), pageOf(content, pageSize));
}

QString WorksheetWriter::write(
    const QString &path, const WorksheetContent &content, HandoutPageSize pageSize)
{
    return PagedPdf::write(
        path, html(content, pageSize), chartsOf(content), pageOf(content, pageSize));
}

QString WorksheetWriter::suggestedFileName(const QString &lessonId, bool answerKey)
{
    return lessonId
        + (answerKey ? QStringLiteral("-answer-key.pdf") : QStringLiteral("-worksheet.pdf"));
}

} // namespace linattn
