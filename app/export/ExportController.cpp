// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportController.h"

#include "ChartVectorRenderer.h"

#include "AtomicSave.h"
#include "CoreTexts.h"
#include "notebook_exporter.h"
#include "number_format.h"
#include "sequence_exporters.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QPainter>
#include <QQuickItemGrabResult>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QTimer>

#include <algorithm>

namespace linattn {

namespace {

// A chart that has not been drawn within this time is not going to be.
constexpr int kGrabTimeoutMilliseconds = 10000;
// The handout's charts are grabbed at twice their size, for print.
constexpr int kHandoutScale = 2;
// Long enough for a closing dialog to leave the window.
constexpr int kSoftwareSettleMilliseconds = 250;

// Every kind of export the window offers but the chart PNGs, by the name the
// Export menu asks for: what it writes, its file type and the dialog's title.
struct FileKind {
    const char *name;
    const char *extension;
    const char *dialogTitle; // translated in ExportController's context
    const char *nameFilter;
    std::optional<ExportFormat> table; // a step-table format, or the handout
    HandoutPageSize pageSize = HandoutPageSize::A4;
    bool notebook = false; // the Jupyter notebook (neither a table nor the handout)
    bool lab = false; // the memory lab's handout, named after the lab
};
const FileKind kFileKinds[] = {
    {"csv", "csv", QT_TRANSLATE_NOOP("linattn::ExportController", "Save the step table as CSV"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "CSV files (*.csv)"), ExportFormat::Csv},
    {"json", "json", QT_TRANSLATE_NOOP("linattn::ExportController", "Save the step table as JSON"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "JSON files (*.json)"), ExportFormat::Json},
    {"markdown", "md",
        QT_TRANSLATE_NOOP("linattn::ExportController", "Save the step table as Markdown"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "Markdown files (*.md)"),
        ExportFormat::Markdown},
    {"latex", "tex", QT_TRANSLATE_NOOP("linattn::ExportController", "Save the step table as LaTeX"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "LaTeX files (*.tex)"), ExportFormat::Latex},
    {"ipynb", "ipynb", QT_TRANSLATE_NOOP("linattn::ExportController", "Save as a Jupyter notebook"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "Jupyter notebooks (*.ipynb)"), std::nullopt,
        HandoutPageSize::A4, true},
    {"handout-a4", "pdf",
        QT_TRANSLATE_NOOP("linattn::ExportController", "Save the PDF handout (A4)"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "PDF files (*.pdf)"), std::nullopt,
        HandoutPageSize::A4},
    {"handout-letter", "pdf",
        QT_TRANSLATE_NOOP("linattn::ExportController", "Save the PDF handout (US Letter)"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "PDF files (*.pdf)"), std::nullopt,
        HandoutPageSize::Letter},
    {"memory-handout-a4", "pdf",
        QT_TRANSLATE_NOOP("linattn::ExportController", "Save the memory lab's handout (A4)"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "PDF files (*.pdf)"), std::nullopt,
        HandoutPageSize::A4, false, true},
    {"memory-handout-letter", "pdf",
        QT_TRANSLATE_NOOP("linattn::ExportController", "Save the memory lab's handout (US Letter)"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "PDF files (*.pdf)"), std::nullopt,
        HandoutPageSize::Letter, false, true},
};

// The charts, each a PNG at 1×, 2× or 3× ("plane-2x") or an SVG ("plane-svg"), in the
// handout's order; then the memory lab's, which the lab saves itself (not in the Export menu
// nor the handout) while they are on screen.
struct ChartEntry {
    const char *name;
    const char *caption; // translated in ExportController's context
    const char *menuTitle; // the Export menu's submenu (none for a lab's chart)
    bool lab = false;
};
const ChartEntry kCharts[] = {
    {"plane", QT_TRANSLATE_NOOP("linattn::ExportController", "The query/key plane"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "Query/key plane as SVG or PNG")},
    {"weights", QT_TRANSLATE_NOOP("linattn::ExportController", "Attention weights"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "Attention weights as SVG or PNG")},
    {"output", QT_TRANSLATE_NOOP("linattn::ExportController", "Output against the prefix"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "Output against the prefix as SVG or PNG")},
    {"values", QT_TRANSLATE_NOOP("linattn::ExportController", "Values and their weighted average"),
        QT_TRANSLATE_NOOP(
            "linattn::ExportController", "Values and their weighted average as SVG or PNG")},
    {"sequence-weights",
        QT_TRANSLATE_NOOP("linattn::ExportController", "Weight matrices of the sequence"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "Weight matrices as SVG or PNG")},
    {"sequence-output", QT_TRANSLATE_NOOP("linattn::ExportController", "Output against token"),
        QT_TRANSLATE_NOOP("linattn::ExportController", "Output against token as SVG or PNG")},
    {"sequence-values",
        QT_TRANSLATE_NOOP("linattn::ExportController", "Values and their weighted average"),
        QT_TRANSLATE_NOOP(
            "linattn::ExportController", "Values and their weighted average as SVG or PNG")},
    {"memory-keys", QT_TRANSLATE_NOOP("linattn::ExportController", "The memory's keys"), nullptr,
        true},
    {"memory-values",
        QT_TRANSLATE_NOOP("linattn::ExportController", "The memory's values and read-outs"),
        nullptr, true},
    {"memory-error",
        QT_TRANSLATE_NOOP("linattn::ExportController", "Mean error against the number of pairs"),
        nullptr, true},
    {"memory-recall",
        QT_TRANSLATE_NOOP(
            "linattn::ExportController", "Share recalled against the number of pairs"),
        nullptr, true},
};
constexpr int kLargestPngScale = 3;
const char *const kPngExtension = "png";
const char *const kPngFilter = QT_TRANSLATE_NOOP("linattn::ExportController", "PNG images (*.png)");
const char *const kSvgExtension = "svg";
const char *const kSvgFilter
    = QT_TRANSLATE_NOOP("linattn::ExportController", "SVG vector graphics (*.svg)");

const FileKind *fileKind(const QString &kind)
{
    for (const FileKind &entry : kFileKinds)
        if (kind == QLatin1String(entry.name))
            return &entry;
    return nullptr;
}

const ChartEntry *chartEntry(const QString &name)
{
    for (const ChartEntry &entry : kCharts)
        if (name == QLatin1String(entry.name))
            return &entry;
    return nullptr;
}

const FileKind *tableKind(ExportFormat format)
{
    for (const FileKind &entry : kFileKinds)
        if (entry.table == format)
            return &entry;
    return nullptr;
}

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// A grab is transparent where the chart draws nothing (its margins, under
// the legend); on white it looks as in the window, and prints as it looks.
QImage onWhite(const QImage &image)
{
    if (image.isNull())
        return image;
    QImage source = image;
    source.setDevicePixelRatio(1);
    QImage flat(source.size(), QImage::Format_RGB32);
    flat.fill(Qt::white);
    QPainter painter(&flat);
    painter.drawImage(0, 0, source);
    painter.end();
    return flat;
}

bool rendersInSoftware(const QQuickItem *item)
{
    const QSGRendererInterface *renderer = item->window()->rendererInterface();
    return renderer && renderer->graphicsApi() == QSGRendererInterface::Software;
}

// The item as the window shows it, cut from a grab of the whole window and
// brought to `target` pixels. Used with the software renderer, whose
// grabToImage() has no alpha channel in Qt 6.4: the parts of a chart it does
// not paint (its margins, where the legend reaches) come out black.
QImage cutFromWindow(QQuickItem *item, const QImage &windowImage, const QSize &target)
{
    if (windowImage.isNull() || item->window()->width() < 1)
        return {};
    const qreal ratio = qreal(windowImage.width()) / item->window()->width();
    const QRectF scene = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    const QRect pixels = QRectF(scene.topLeft() * ratio, scene.size() * ratio).toAlignedRect()
        & windowImage.rect();
    if (pixels.isEmpty())
        return {};
    QImage image = windowImage.copy(pixels);
    image.setDevicePixelRatio(1);
    if (image.size() != target)
        image = image.scaled(target, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    return image;
}

} // namespace

// Where the save dialog starts is FileChooser's to remember (folder key "export").
ExportController::ExportController(QObject *parent)
    : QObject(parent)
{
}

void ExportController::setProblem(ProblemModel *problem)
{
    if (problem_ == problem)
        return;
    if (problem_) {
        disconnect(problem_, nullptr, this, nullptr);
        disconnect(problem_->attention(), nullptr, this, nullptr);
        disconnect(problem_->sequence(), nullptr, this, nullptr);
    }
    problem_ = problem;
    if (problem_) {
        connect(problem_, &ProblemModel::viewChanged, this, [this] {
            emit viewChanged();
            emit chartMenuChanged();
            emit canCopyTableChanged();
        });
        // Values of two coordinates add the value plane to the charts.
        connect(problem_->attention(), &AttentionModel::valueDimensionChanged, this,
            &ExportController::chartMenuChanged);
        connect(problem_->sequence(), &SequenceModel::resultsChanged, this,
            &ExportController::chartMenuChanged);
    }
    emit problemChanged();
    emit viewChanged();
    emit chartMenuChanged();
    emit canCopyTableChanged();
}

const ProblemPart *ExportController::shown() const
{
    return problem_ ? &problem_->shownPart() : nullptr;
}

QStringList ExportController::chartNames() const
{
    return shown() ? shown()->chartNames() : QStringList();
}

QString ExportController::tableExtension(const QString &format)
{
    const auto parsed = parseExportFormat(format.toStdString());
    const FileKind *entry = parsed ? tableKind(*parsed) : nullptr;
    return entry ? QString::fromLatin1(entry->extension) : QString();
}

std::optional<QString> ExportController::localPath(const QUrl &file, QString &error) const
{
    if (file.isEmpty()) {
        error = tr("No file was chosen.");
        return std::nullopt;
    }
    if (file.isLocalFile())
        return file.toLocalFile();
    if (file.scheme().isEmpty() && !file.path().isEmpty())
        return file.path();
    error = tr("%1: cannot write: only files on this computer can be written")
                .arg(file.toDisplayString());
    return std::nullopt;
}

void ExportController::setWalkthrough(WalkthroughModel *walkthrough)
{
    if (walkthrough_ == walkthrough)
        return;
    if (walkthrough_)
        disconnect(walkthrough_, nullptr, this, nullptr);
    walkthrough_ = walkthrough;
    if (walkthrough_) {
        connect(walkthrough_, &WalkthroughModel::concealmentChanged, this,
            &ExportController::answerHiddenChanged);
        connect(walkthrough_, &WalkthroughModel::activeChanged, this,
            &ExportController::answerHiddenChanged);
    }
    emit answerHiddenChanged();
}

bool ExportController::answerHidden() const
{
    return walkthrough_ && walkthrough_->active() && !walkthrough_->concealment().empty();
}

bool ExportController::refuseWhileAnswerHidden(const QString &path)
{
    const QString what
        = path.isEmpty() ? tr("Nothing was copied") : tr("%1: not written").arg(path);
    return fail(tr("%1: the lesson's open question keeps part of the step table hidden; answer "
                   "it or reveal the answer first")
                    .arg(what),
        path);
}

bool ExportController::exportTable(const QString &format, const QUrl &file)
{
    QString error;
    const auto path = localPath(file, error);
    if (!path)
        return fail(error, {});
    if (busy())
        return fail(tr("%1: not written: another export is still running").arg(*path), *path);
    if (answerHidden())
        return refuseWhileAnswerHidden(*path);
    const auto parsed = parseExportFormat(format.toStdString());
    if (!parsed)
        return fail(tr("%1: not written: unknown table format '%2' (csv, json, markdown or latex)")
                        .arg(*path, format),
            *path);
    const ProblemPart *part = shown();
    if (!part)
        return fail(tr("%1: not written: there is no step table to export").arg(*path), *path);
    const QByteArray bytes = QByteArray::fromStdString(part->tableText(*parsed));
    if (const QString why = saveAtomically(*path, bytes); !why.isEmpty())
        return fail(tr("%1: cannot write: %2").arg(*path, why), *path);
    return succeed(tr("%1 saved as %2: %3")
                       .arg(part->exportedTableText(), fromView(exportFormatName(*parsed)), *path),
        *path);
}

bool ExportController::exportNotebook(const QUrl &file)
{
    QString error;
    const auto path = localPath(file, error);
    if (!path)
        return fail(error, {});
    if (busy())
        return fail(tr("%1: not written: another export is still running").arg(*path), *path);
    const ProblemPart *part = shown();
    if (!part)
        return fail(tr("%1: not written: there is nothing to export").arg(*path), *path);
    if (answerHidden())
        return refuseWhileAnswerHidden(*path);

    // The notebook explains itself in the window's language, as the command line's does.
    const TextRenderer translated
        = [](const Text &text) { return CoreTexts::translated(text).toStdString(); };
    // The sequence view follows the single-query view's feature map, FAVOR+ settings and ε.
    const FeatureMap &map = problem_->attention()->currentFeatureMap();
    std::string notebook;
    try {
        notebook = part->notebookText(map, translated);
    } catch (const std::invalid_argument &notWritable) {
        return fail(
            tr("%1: not written: %2").arg(*path, QString::fromUtf8(notWritable.what())), *path);
    }
    if (const QString why = saveAtomically(*path, QByteArray::fromStdString(notebook));
        !why.isEmpty())
        return fail(tr("%1: cannot write: %2").arg(*path, why), *path);
    return succeed(
        tr("%1 saved as a Jupyter notebook: %2").arg(part->exportedTableText(), *path), *path);
}

QString ExportController::tableTsv() const
{
    return shown() ? shown()->tableTsv() : QString();
}

bool ExportController::copyTable()
{
    const ProblemPart *part = shown();
    if (!part)
        return fail(tr("The step table was not copied: there is no step table."), {});
    if (const QString refusal = part->copyRefusal(); !refusal.isEmpty())
        return fail(refusal, {});
    if (answerHidden())
        return refuseWhileAnswerHidden({});
    QClipboard *clipboard = QGuiApplication::clipboard();
    if (!clipboard)
        return fail(tr("The step table was not copied: there is no clipboard."), {});
    clipboard->setText(part->tableTsv());
    return succeed(tr("%1 copied as tab-separated text: paste it into a spreadsheet.")
                       .arg(part->exportedTableText()),
        {});
}

QQuickItem *ExportController::chartItem(const QString &name) const
{
    return charts_.value(name);
}

QVariantMap ExportController::charts() const
{
    QVariantMap map;
    for (auto it = charts_.cbegin(); it != charts_.cend(); ++it)
        map.insert(it.key(), QVariant::fromValue(static_cast<QObject *>(it.value().data())));
    return map;
}

void ExportController::setCharts(const QVariantMap &charts)
{
    QHash<QString, QPointer<QQuickItem>> items;
    for (auto it = charts.cbegin(); it != charts.cend(); ++it)
        items.insert(it.key(), qobject_cast<QQuickItem *>(it.value().value<QObject *>()));
    if (items == charts_)
        return;
    charts_ = items;
    emit chartsChanged();
    emit chartMenuChanged();
}

QVariantList ExportController::chartMenu() const
{
    QVariantList menu;
    for (const QString &name : chartNames()) {
        const ChartEntry *entry = chartEntry(name);
        menu.append(QVariantMap {{QStringLiteral("chart"), name},
            {QStringLiteral("title"), entry ? tr(entry->menuTitle) : name},
            {QStringLiteral("ready"), chartItem(name) != nullptr}});
    }
    return menu;
}

QVariantMap ExportController::tableMenuLabels() const
{
    return shown() ? shown()->tableMenuLabels() : QVariantMap();
}

QString ExportController::chartCaption(const QString &chart) const
{
    const ChartEntry *entry = chartEntry(chart);
    return entry ? tr(entry->caption) : chart;
}

std::optional<std::pair<QString, HandoutPageSize>> ExportController::handoutTarget(
    const QUrl &file, const QString &pageSize, bool hasContent, const QString &noContent)
{
    QString error;
    const auto path = localPath(file, error);
    if (!path) {
        fail(error, {});
        return std::nullopt;
    }
    QString refusal;
    const auto size = HandoutWriter::parsePageSize(pageSize);
    if (busy())
        refusal = tr("%1: not written: another export is still running").arg(*path);
    else if (answerHidden()) {
        refuseWhileAnswerHidden(*path);
        return std::nullopt;
    } else if (!size)
        refusal = tr("%1: not written: unknown page size '%2' (a4 or letter)").arg(*path, pageSize);
    else if (!hasContent)
        refusal = noContent.arg(*path);
    if (!refusal.isEmpty()) {
        fail(refusal, *path);
        return std::nullopt;
    }
    return std::pair {*path, *size};
}

bool ExportController::startHandout(const std::pair<QString, HandoutPageSize> &target,
    HandoutContent content, const QStringList &charts)
{
    PendingGrab pending;
    pending.kind = PendingGrab::Kind::Handout;
    pending.path = target.first;
    pending.pageSize = target.second;
    pending.handout = std::move(content);
    // Each chart on screen as a vector drawing; only a chart that cannot be one is grabbed.
    QList<QQuickItem *> items;
    for (const QString &name : charts) {
        QQuickItem *item = chartItem(name);
        QPicture drawing;
        if (item && item->window() && item->isVisible())
            drawing = ChartVectorRenderer::picture(item);
        pending.handout.charts.append({chartCaption(name), drawing, QImage()});
        items << (drawing.isNull() ? item : nullptr);
    }
    return startGrabs(std::move(pending), items, kHandoutScale);
}

bool ExportController::exportHandout(const QUrl &file, const QString &pageSize)
{
    const auto target = handoutTarget(file, pageSize, problem_ != nullptr,
        tr("%1: not written: there is nothing to put in the handout"));
    if (!target)
        return false;
    return startHandout(*target,
        problem_->withShown([](const auto &part) { return HandoutWriter::contentOf(part); }),
        chartNames());
}

void ExportController::setMemoryLab(MemoryLabModel *lab)
{
    if (memoryLab_ == lab)
        return;
    memoryLab_ = lab;
    emit memoryLabChanged();
}

bool ExportController::exportMemoryHandout(const QUrl &file, const QString &pageSize)
{
    const auto target = handoutTarget(file, pageSize, memoryLab_ != nullptr,
        tr("%1: not written: there is no memory to put in the handout"));
    if (!target)
        return false;
    // The lab's charts on the page it shows.
    QStringList charts;
    for (const ChartEntry &entry : kCharts) {
        const QQuickItem *item = entry.lab ? chartItem(QLatin1String(entry.name)) : nullptr;
        if (item && item->window() && item->isVisible())
            charts << QLatin1String(entry.name);
    }
    return startHandout(*target, HandoutWriter::contentOf(*memoryLab_), charts);
}

QString ExportController::chartRefusal(const QString &chart, const QString &path) const
{
    if (busy())
        return tr("%1: not written: another export is still running").arg(path);
    const ChartEntry *entry = chartEntry(chart);
    if (!entry || !(entry->lab || chartNames().contains(chart)))
        return tr("%1: not written: unknown chart '%2' (%3)")
            .arg(path, chart, chartNames().join(QStringLiteral(", ")));
    const QQuickItem *item = chartItem(chart);
    if (!item || !item->window() || !item->isVisible() || item->width() < 1 || item->height() < 1)
        return tr("%1: not written: the chart “%2” is not on screen")
            .arg(path, chartCaption(chart));
    return {};
}

bool ExportController::exportChartPng(const QString &chart, int scale, const QUrl &file)
{
    QString error;
    const auto path = localPath(file, error);
    if (!path)
        return fail(error, {});
    if (const QString refusal = chartRefusal(chart, *path); !refusal.isEmpty())
        return fail(refusal, *path);
    if (scale < 1 || scale > kLargestPngScale)
        return fail(
            tr("%1: not written: the scale must be 1, 2 or 3, not %2").arg(*path).arg(scale),
            *path);
    QQuickItem *item = chartItem(chart);

    PendingGrab pending;
    pending.kind = PendingGrab::Kind::Png;
    pending.path = *path;
    pending.handout.charts.append({chartCaption(chart), QPicture(), QImage()});
    return startGrabs(std::move(pending), {item}, scale);
}

bool ExportController::exportChartSvg(const QString &chart, const QUrl &file)
{
    QString error;
    const auto path = localPath(file, error);
    if (!path)
        return fail(error, {});
    if (const QString refusal = chartRefusal(chart, *path); !refusal.isEmpty())
        return fail(refusal, *path);
    QQuickItem *item = chartItem(chart);
    QString whyNot;
    const QByteArray drawing = ChartVectorRenderer::svg(item, chartCaption(chart), &whyNot);
    if (drawing.isEmpty())
        return fail(tr("%1: not written: %2").arg(*path, whyNot), *path);
    const QString why = saveAtomically(
        *path, [&drawing](QIODevice &out) { return out.write(drawing) == drawing.size(); });
    if (!why.isEmpty())
        return fail(tr("%1: cannot write: %2").arg(*path, why), *path);
    return succeed(tr("%1 saved as SVG (%2 × %3) to %4")
                       .arg(chartCaption(chart))
                       .arg(qRound(item->width()))
                       .arg(qRound(item->height()))
                       .arg(*path),
        *path);
}

bool ExportController::startGrabs(PendingGrab pending, const QList<QQuickItem *> &items, int scale)
{
    pending.generation = ++generation_;
    pending.images = QList<QImage>(items.size());
    pending.remaining = 0;
    pending.scale = scale;
    bool software = false;
    for (QQuickItem *item : items) {
        pending.items.append(item);
        software = software || (item && item->window() && rendersInSoftware(item));
    }
    const int generation = pending.generation;
    pending_ = std::move(pending);
    emit busyChanged();
    // The software renderer's pictures are cut from the window, so a file
    // dialog that has just closed must be gone from it first.
    QTimer::singleShot(software ? kSoftwareSettleMilliseconds : 0, this, [this, generation] {
        if (pending_ && pending_->generation == generation)
            grabNow();
    });
    QTimer::singleShot(kGrabTimeoutMilliseconds, this, [this, generation] {
        if (pending_ && pending_->generation == generation)
            finishGrabs();
    });
    return true;
}

void ExportController::grabNow()
{
    const int generation = pending_->generation;
    QImage windowImage; // grabbed once, for the software renderer
    for (qsizetype i = 0; i < pending_->items.size(); ++i) {
        QQuickItem *item = pending_->items[i];
        if (!item || !item->window() || !item->isVisible() || item->width() < 1
            || item->height() < 1)
            continue;
        // Whole pixels first, so that 2× is exactly twice 1× in each direction.
        const QSize target = item->size().toSize() * pending_->scale;
        if (rendersInSoftware(item)) {
            if (windowImage.isNull())
                windowImage = item->window()->grabWindow();
            pending_->images[i] = onWhite(cutFromWindow(item, windowImage, target));
            continue;
        }
        const QSharedPointer<QQuickItemGrabResult> result = item->grabToImage(target);
        if (!result)
            continue;
        ++pending_->remaining;
        // Kept alive by the pending export, not by its own connection.
        pending_->results.append(result);
        QQuickItemGrabResult *grab = result.data();
        connect(grab, &QQuickItemGrabResult::ready, this, [this, grab, generation, index = int(i)] {
            grabbed(generation, index, grab->image());
        });
    }
    // Every picture at hand (or none to be had: a handout without charts
    // still has all its text).
    if (pending_->remaining == 0)
        finishGrabs();
}

void ExportController::grabbed(int generation, int index, const QImage &image)
{
    if (!pending_ || pending_->generation != generation)
        return; // a grab that came too late for its export
    pending_->images[index] = onWhite(image);
    if (--pending_->remaining > 0)
        return;
    // Finished outside the grab's signal, as finishing deletes the grab.
    QMetaObject::invokeMethod(
        this,
        [this, generation] {
            if (pending_ && pending_->generation == generation)
                finishGrabs();
        },
        Qt::QueuedConnection);
}

void ExportController::finishGrabs()
{
    PendingGrab pending = std::move(*pending_);
    pending_.reset();
    emit busyChanged();

    if (pending.kind == PendingGrab::Kind::Png) {
        const QImage image = pending.images.value(0);
        if (image.isNull()) {
            fail(tr("%1: not written: the chart could not be drawn").arg(pending.path),
                pending.path);
            return;
        }
        const QString why = saveAtomically(
            pending.path, [&image](QIODevice &file) { return image.save(&file, "PNG"); });
        if (!why.isEmpty()) {
            fail(tr("%1: cannot write: %2").arg(pending.path, why), pending.path);
            return;
        }
        succeed(tr("%1 saved as a %2 × %3 PNG to %4")
                    .arg(pending.handout.charts.value(0).caption)
                    .arg(image.width())
                    .arg(image.height())
                    .arg(pending.path),
            pending.path);
        return;
    }

    for (qsizetype i = 0; i < pending.handout.charts.size(); ++i)
        if (pending.handout.charts[i].drawing.isNull())
            pending.handout.charts[i].image = pending.images.value(i);
    const QString error = HandoutWriter::write(pending.path, pending.handout, pending.pageSize);
    if (!error.isEmpty()) {
        fail(tr("%1: cannot write: %2").arg(pending.path, error), pending.path);
        return;
    }
    succeed(tr("Handout (%1) saved to %2")
                .arg(pending.pageSize == HandoutPageSize::Letter ? tr("US Letter") : tr("A4"),
                    pending.path),
        pending.path);
}

std::optional<ExportController::ChartKind> ExportController::chartKind(const QString &kind)
{
    // The scale follows the last '-': chart names have dashes of their own ("sequence-output").
    const qsizetype dash = kind.lastIndexOf(QLatin1Char('-'));
    if (dash <= 0)
        return std::nullopt;
    const QString chart = kind.left(dash);
    const QString scaleText = kind.mid(dash + 1);
    if (!chartEntry(chart))
        return std::nullopt;
    if (scaleText == QLatin1String(kSvgExtension))
        return ChartKind {chart, 0};
    for (int scale = 1; scale <= kLargestPngScale; ++scale)
        if (scaleText == QStringLiteral("%1x").arg(scale))
            return ChartKind {chart, scale};
    return std::nullopt;
}

bool ExportController::exportAs(const QString &kind, const QUrl &file)
{
    if (const FileKind *entry = fileKind(kind); entry && entry->notebook)
        return exportNotebook(file);
    if (const FileKind *entry = fileKind(kind); entry && entry->lab)
        return exportMemoryHandout(file, HandoutWriter::pageSizeName(entry->pageSize));
    if (const FileKind *entry = fileKind(kind))
        return entry->table ? exportTable(kind, file)
                            : exportHandout(file, HandoutWriter::pageSizeName(entry->pageSize));
    if (const auto chart = chartKind(kind))
        return chart->vector() ? exportChartSvg(chart->chart, file)
                               : exportChartPng(chart->chart, chart->scale, file);
    return fail(tr("Nothing was exported: unknown kind of export '%1'").arg(kind), {});
}

QString ExportController::dialogTitle(const QString &kind) const
{
    if (const FileKind *entry = fileKind(kind))
        return tr(entry->dialogTitle);
    if (const auto chart = chartKind(kind))
        return chart->vector()
            ? tr("Save “%1” as SVG").arg(chartCaption(chart->chart))
            : tr("Save “%1” as a PNG (%2×)").arg(chartCaption(chart->chart)).arg(chart->scale);
    return tr("Export");
}

QStringList ExportController::nameFilters(const QString &kind) const
{
    const QString all = tr("All files (*)");
    if (const FileKind *entry = fileKind(kind))
        return {tr(entry->nameFilter), all};
    if (const auto chart = chartKind(kind))
        return {chart->vector() ? tr(kSvgFilter) : tr(kPngFilter), all};
    return {all};
}

QString ExportController::defaultSuffix(const QString &kind) const
{
    if (const FileKind *entry = fileKind(kind))
        return QString::fromLatin1(entry->extension);
    if (const auto chart = chartKind(kind))
        return QString::fromLatin1(chart->vector() ? kSvgExtension : kPngExtension);
    return {};
}

QString ExportController::suggestedFileName(const QString &kind) const
{
    // A lab's chart is named by the lab ("linattn-memory-keys.svg"), not by the problem shown.
    const auto chart = chartKind(kind);
    const ChartEntry *labChart = chart ? chartEntry(chart->chart) : nullptr;
    const FileKind *labFile = fileKind(kind);
    const bool ofTheLab = (labChart && labChart->lab) || (labFile && labFile->lab);
    const QString base = shown() && !ofTheLab ? shown()->fileNameBase() : QStringLiteral("linattn");
    // A table (or the notebook) is named by the state alone; a handout or a chart also by its kind.
    if (const FileKind *entry = fileKind(kind))
        return entry->table || entry->notebook
            ? base + QLatin1Char('.') + QLatin1String(entry->extension)
            : base + QLatin1Char('-') + kind + QLatin1Char('.') + QLatin1String(entry->extension);
    if (chart)
        return chart->vector()
            ? base + QLatin1Char('-') + chart->chart + QLatin1String(".svg")
            : base + QLatin1Char('-') + kind + QLatin1Char('.') + QLatin1String(kPngExtension);
    return base;
}

void ExportController::clearMessages()
{
    setMessages({}, {});
}

void ExportController::showOutcome(bool succeeded, const QString &message, const QString &path)
{
    if (succeeded)
        succeed(message, path);
    else
        fail(message, path);
}

bool ExportController::succeed(const QString &message, const QString &path)
{
    setMessages(message, {});
    emit exportFinished(true, path);
    return true;
}

bool ExportController::fail(const QString &message, const QString &path)
{
    setMessages({}, message);
    emit exportFinished(false, path);
    return false;
}

void ExportController::setMessages(const QString &status, const QString &error)
{
    const bool statusChanges = status != statusMessage_;
    const bool errorChanges = error != errorMessage_;
    statusMessage_ = status;
    errorMessage_ = error;
    if (statusChanges)
        emit statusMessageChanged();
    if (errorChanges)
        emit errorMessageChanged();
}

} // namespace linattn
