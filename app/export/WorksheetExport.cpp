// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorksheetExport.h"

#include "ChartVectorRenderer.h"
#include "LessonCatalog.h"
#include "QtValues.h"

#include <QQuickItem>
#include <QTimer>

namespace linattn {

namespace {

// Charts lay themselves out over a few frames after the state changes.
constexpr int kSettleMilliseconds = 400;
// How often a chart that is not on screen yet (the sequence view still loading) is looked for.
constexpr int kPollMilliseconds = 100;
// A chart not on screen by then is not going to be: the worksheet says it could not be drawn.
constexpr int kChartTimeoutMilliseconds = 5000;

} // namespace

WorksheetExport::WorksheetExport(WalkthroughModel &walkthrough, ExportController &exporter)
    : QObject(&exporter)
    , walkthrough_(&walkthrough)
    , exporter_(&exporter)
{
}

bool WorksheetExport::available() const
{
    return walkthrough_ && walkthrough_->active();
}

std::variant<LessonPlan, QString> WorksheetExport::openLesson() const
{
    if (const QString file = walkthrough_->lessonFile(); !file.isEmpty())
        return LessonReader::readFile(file);
    if (const LessonPlan *plan = LessonCatalog::find(walkthrough_->lessonId().toStdString()))
        return *plan;
    return tr("the lesson '%1' is not known").arg(walkthrough_->lessonId());
}

QQuickItem *WorksheetExport::chartItem(const QString &chart) const
{
    return exporter_ ? exporter_->chartItem(chart) : nullptr;
}

bool WorksheetExport::exportOpenLesson(
    const QString &path, bool answerKey, HandoutPageSize pageSize)
{
    if (path.isEmpty())
        return report(false, tr("No file was chosen."), path);
    if (busy())
        return report(
            false, tr("%1: not written: a worksheet is still being made").arg(path), path);
    if (!available())
        return report(false,
            tr("%1: not written: open a lesson first; its worksheet is printed").arg(path), path);
    auto lesson = openLesson();
    if (const auto *error = std::get_if<QString>(&lesson))
        return report(false, tr("%1: not written: %2").arg(path, *error), path);

    Pending pending;
    pending.path = path;
    pending.pageSize = pageSize;
    pending.content = WorksheetWriter::contentOf(
        std::get<LessonPlan>(lesson), walkthrough_->language(), answerKey);
    pending.returnStep = walkthrough_->stepIndex();
    // Every step is walked: its texts quote numbers of its own state, and its chart is drawn.
    for (qsizetype i = 0; i < pending.content.steps.size(); ++i)
        pending.steps << int(i);
    pending_ = std::move(pending);
    // On paper every step is in sight at once: no step may answer a question of the sheet.
    // The answer key shows the answers, so it keeps only what each step itself conceals.
    walkthrough_->setConcealingForSheet(!answerKey);
    showNextStep();
    return true;
}

void WorksheetExport::readShownTexts(WorksheetContent::Step &step) const
{
    const LessonStepTexts texts = walkthrough_->shownStepTexts();
    step.title = toQString(texts.title);
    // Paper takes the step's print text where it has one.
    step.text = toQString(texts.print.empty() ? texts.text : texts.print);
    if (!step.question)
        return;
    step.question->prompt = toQString(texts.prompt);
    step.question->options.clear();
    for (const std::string &option : texts.options)
        step.question->options << toQString(option);
    step.question->explanation = toQString(texts.explanation);
}

void WorksheetExport::showNextStep()
{
    if (pending_->steps.isEmpty() || !walkthrough_ || !walkthrough_->active()) {
        finish();
        return;
    }
    const int index = pending_->steps.constFirst();
    walkthrough_->goToStep(index);
    // The answer key shows what the window shows once the question is answered.
    WorksheetContent::Step &step = pending_->content.steps[index];
    if (pending_->content.answerKey && step.question)
        walkthrough_->reveal();
    readShownTexts(step);
    if (step.chart.isEmpty()) {
        pending_->steps.removeFirst();
        QTimer::singleShot(0, this, &WorksheetExport::showNextStep);
        return;
    }
    pending_->waitedMilliseconds = 0;
    QTimer::singleShot(kSettleMilliseconds, this, &WorksheetExport::drawChartWhenReady);
}

void WorksheetExport::drawChartWhenReady()
{
    if (!pending_)
        return;
    const int index = pending_->steps.constFirst();
    WorksheetContent::Step &step = pending_->content.steps[index];
    QQuickItem *item = chartItem(step.chart);
    const bool onScreen
        = item && item->window() && item->isVisible() && item->width() > 0 && item->height() > 0;
    if (!onScreen && pending_->waitedMilliseconds < kChartTimeoutMilliseconds) {
        pending_->waitedMilliseconds += kPollMilliseconds;
        QTimer::singleShot(kPollMilliseconds, this, &WorksheetExport::drawChartWhenReady);
        return;
    }
    if (onScreen)
        step.chartDrawing = ChartVectorRenderer::picture(item);
    pending_->steps.removeFirst();
    showNextStep();
}

void WorksheetExport::finish()
{
    Pending pending = std::move(*pending_);
    pending_.reset();
    // Back where the lesson was (its question asked afresh), concealing only what it does.
    if (walkthrough_)
        walkthrough_->setConcealingForSheet(false);
    if (walkthrough_ && walkthrough_->active() && walkthrough_->stepIndex() != pending.returnStep)
        walkthrough_->goToStep(pending.returnStep);
    const QString error = WorksheetWriter::write(pending.path, pending.content, pending.pageSize);
    if (!error.isEmpty()) {
        report(false, tr("%1: cannot write: %2").arg(pending.path, error), pending.path);
        return;
    }
    report(true,
        pending.content.answerKey
            ? tr("Answer key of “%1” saved to %2").arg(pending.content.title, pending.path)
            : tr("Worksheet of “%1” saved to %2").arg(pending.content.title, pending.path),
        pending.path);
}

bool WorksheetExport::report(bool succeeded, const QString &message, const QString &path)
{
    lastMessage_ = message;
    if (ExportController *controller = exporter_)
        controller->showOutcome(succeeded, message, path);
    emit exportFinished(succeeded, path);
    return succeeded;
}

} // namespace linattn
