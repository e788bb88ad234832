// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AttentionModel.h"
#include "HandoutWriter.h"
#include "MemoryLabModel.h"
#include "ProblemModel.h"
#include "SequenceModel.h"
#include "WalkthroughModel.h"
#include "exporters.h"

#include <QHash>
#include <QImage>
#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QQuickItemGrabResult>
#include <QSharedPointer>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace linattn {

// Exports from the window: the step table as CSV, JSON, Markdown or LaTeX
// (the command line's exporters, same bytes), as tab-separated text on the
// clipboard, a PDF handout, and each chart as a PNG at 1×, 2× or 3×. Files are
// written with QSaveFile, so a failed export leaves no file and keeps an
// existing one as it was. Every export ends with exportFinished() and either
// statusMessage (success) or errorMessage (what failed and why) set.
class ExportController : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The problem shown (its two models, and the view): exports follow its view. In the sequence
    // view the tables are the sequence's tokens (as `linattn --export FORMAT --sequence ID`
    // writes them), the handout is the sequence's, and the charts are its matrices and output.
    // Without one there is nothing to export.
    Q_PROPERTY(
        linattn::ProblemModel *problem READ problem WRITE setProblem NOTIFY problemChanged FINAL)
    // The window's chart items by name ("plane", "weights", "output", "values",
    // "sequence-weights", "sequence-output", "sequence-values"), grabbed for PNGs, SVGs, the
    // handout and worksheets; the names the view shown exports are chartNames().
    Q_PROPERTY(QVariantMap charts READ charts WRITE setCharts NOTIFY chartsChanged FINAL)
    // The memory lab's model, while the lab exists: its handout and its charts are exported here.
    Q_PROPERTY(linattn::MemoryLabModel *memoryLab READ memoryLab WRITE setMemoryLab NOTIFY
            memoryLabChanged FINAL)
    // The Export menu's chart submenus for the view shown, in the handout's order: maps with
    // chart (its name), title ("Query/key plane as SVG or PNG") and ready (its item is there).
    Q_PROPERTY(QVariantList chartMenu READ chartMenu NOTIFY chartMenuChanged FINAL)
    // The Export menu's table entries for the view shown, by format (csv, markdown, latex, json,
    // ipynb): "Step table as CSV…", or "Every token as CSV…" for the sequence.
    Q_PROPERTY(QVariantMap tableMenuLabels READ tableMenuLabels NOTIFY viewChanged FINAL)
    // Whether the table can be copied as tab-separated text (the single query's step table).
    Q_PROPERTY(bool canCopyTable READ canCopyTable NOTIFY canCopyTableChanged FINAL)
    // What the last export did, for a status line; empty after a failure.
    Q_PROPERTY(QString statusMessage READ statusMessage NOTIFY statusMessageChanged FINAL)
    // Why the last export failed, naming the file; empty after a success.
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged FINAL)
    // True while charts are being grabbed for a PNG or a handout.
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged FINAL)
    // A lesson's open question keeps part of the step table hidden: the table, the notebook
    // and the handout would print it, so they wait until it is answered or revealed.
    Q_PROPERTY(bool answerHidden READ answerHidden NOTIFY answerHiddenChanged FINAL)

public:
    explicit ExportController(QObject *parent = nullptr);

    ProblemModel *problem() const { return problem_; }
    void setProblem(ProblemModel *problem);
    MemoryLabModel *memoryLab() const { return memoryLab_; }
    void setMemoryLab(MemoryLabModel *lab);
    QVariantMap charts() const;
    void setCharts(const QVariantMap &charts);
    // The item of chart `name`, or null.
    QQuickItem *chartItem(const QString &name) const;
    QVariantList chartMenu() const;
    QVariantMap tableMenuLabels() const;
    bool canCopyTable() const { return shown() && shown()->copyRefusal().isEmpty(); }
    QString statusMessage() const { return statusMessage_; }
    QString errorMessage() const { return errorMessage_; }
    bool busy() const { return pending_.has_value(); }
    // The walkthrough whose concealment the exports honour (the window's).
    void setWalkthrough(WalkthroughModel *walkthrough);
    bool answerHidden() const;
    // Refuses an export to `path` that would print what an open question hides.
    bool refuseWhileAnswerHidden(const QString &path);

    // The step table of prefixes 1…prefix in `format` ("csv", "json",
    // "markdown", "latex"): exactly what `linattn --export FORMAT --preset P
    // --feature-map M --prefix N` writes. `file` is a file: URL or a local path.
    Q_INVOKABLE bool exportTable(const QString &format, const QUrl &file);

    // A Jupyter notebook that recomputes the same step table (or, in the sequence view, every
    // token) with numpy and checks each number against the app's: exactly what `linattn
    // --export ipynb` writes for the same state, its explanations in the window's language.
    Q_INVOKABLE bool exportNotebook(const QUrl &file);

    // The same rows as tab-separated text (exportTsv) on the clipboard.
    Q_INVOKABLE bool copyTable();
    // That text, for the clipboard and tests.
    Q_INVOKABLE QString tableTsv() const;

    // A PDF handout; pageSize "a4" or "letter". The charts are grabbed first,
    // so the file is written when exportFinished() is emitted; false when the
    // export could not start (and exportFinished(false) has been emitted).
    Q_INVOKABLE bool exportHandout(const QUrl &file, const QString &pageSize);
    // The memory lab's memory as a handout ("a4" or "letter"): its settings, the pairs, what the
    // memory and softmax return, S, and the lab's charts that are on screen, as vector graphics.
    // The Export kinds "memory-handout-a4" and "memory-handout-letter" (exportAs).
    bool exportMemoryHandout(const QUrl &file, const QString &pageSize);

    // One chart ("plane", "weights", "output"; "sequence-weights", "sequence-output") as a PNG of
    // scale × its size (scale 1, 2 or 3); written when exportFinished() is emitted.
    Q_INVOKABLE bool exportChartPng(const QString &chart, int scale, const QUrl &file);

    // One chart as an SVG document (vector graphics, labels as text), at its size on screen;
    // written before this returns. A chart under a lesson's cover is written as the cover.
    Q_INVOKABLE bool exportChartSvg(const QString &chart, const QUrl &file);

    // One of the kinds below, to `file`: "csv", "json", "markdown", "latex", "ipynb",
    // "handout-a4", "handout-letter", a chart and scale such as "plane-2x", or a
    // chart as SVG such as "plane-svg".
    Q_INVOKABLE bool exportAs(const QString &kind, const QUrl &file);
    // For the file dialog of a kind: its title, name filters and suffix.
    Q_INVOKABLE QString dialogTitle(const QString &kind) const;
    Q_INVOKABLE QStringList nameFilters(const QString &kind) const;
    Q_INVOKABLE QString defaultSuffix(const QString &kind) const;

    // A file name for the current state: "general-elu1-prefix3.csv" for "csv",
    // "…-handout-a4.pdf" for "handout-a4" or "handout-letter",
    // "…-plane-2x.png" for "plane-2x" (any chart and scale), "…-plane.svg" for "plane-svg".
    Q_INVOKABLE QString suggestedFileName(const QString &kind) const;

    Q_INVOKABLE void clearMessages();

    // How an export made elsewhere (a lesson's worksheet, WorksheetExport) ended, said where
    // this controller's messages are shown; ends with exportFinished() like the others.
    void showOutcome(bool succeeded, const QString &message, const QString &path);

    // The file extension of a table format ("markdown" -> "md"), or empty.
    static QString tableExtension(const QString &format);

signals:
    void problemChanged();
    void memoryLabChanged();
    // The view shown changed: the menus' entries follow.
    void viewChanged();
    void chartsChanged();
    void chartMenuChanged();
    void canCopyTableChanged();
    void statusMessageChanged();
    void errorMessageChanged();
    void busyChanged();
    void answerHiddenChanged();
    // Every export ends here, once: written (or copied), or not.
    void exportFinished(bool succeeded, const QString &path);

private:
    struct PendingGrab {
        enum class Kind { Png, Handout } kind = Kind::Png;
        QString path;
        HandoutPageSize pageSize = HandoutPageSize::A4;
        HandoutContent handout; // the state when asked, not when the grabs end
        QList<QPointer<QQuickItem>> items; // the charts to grab, in order
        int scale = 1;
        QList<QSharedPointer<QQuickItemGrabResult>> results; // grabs under way
        QList<QImage> images;
        int remaining = 0; // grabs still to come
        int generation = 0;
    };

    struct ChartKind {
        QString chart;
        int scale = 0; // 0: SVG
        bool vector() const { return scale == 0; }
    };
    // "plane-2x" -> {"plane", 2}, "plane-svg" -> {"plane", 0}; empty for anything else.
    static std::optional<ChartKind> chartKind(const QString &kind);
    // Why `chart` cannot be exported to `path` now (busy, unknown, not on screen); empty if it can.
    QString chartRefusal(const QString &chart, const QString &path) const;
    QString chartCaption(const QString &chart) const;
    // The local path of `file`, or empty with `error` set.
    std::optional<QString> localPath(const QUrl &file, QString &error) const;
    bool startGrabs(PendingGrab pending, const QList<QQuickItem *> &items, int scale);
    // Where a handout goes and on what paper, or nothing when it cannot be written (said through
    // fail(): no file chosen, an export running, an open question hiding part of what it would
    // print, an unknown page size, `noContent` (%1 the path) when there is nothing to print).
    std::optional<std::pair<QString, HandoutPageSize>> handoutTarget(
        const QUrl &file, const QString &pageSize, bool hasContent, const QString &noContent);
    // Draws `charts` into `content` (vector drawings, or grabs) and writes it to the target.
    bool startHandout(const std::pair<QString, HandoutPageSize> &target, HandoutContent content,
        const QStringList &charts);
    void grabNow();
    void grabbed(int generation, int index, const QImage &image);
    void finishGrabs();
    bool succeed(const QString &message, const QString &path);
    bool fail(const QString &message, const QString &path);
    void setMessages(const QString &status, const QString &error);

    QPointer<WalkthroughModel> walkthrough_;
    // The part of the problem the view shown exports (null without a problem).
    const ProblemPart *shown() const;
    // The charts of the view shown, in the handout's order.
    QStringList chartNames() const;

    QPointer<ProblemModel> problem_;
    QPointer<MemoryLabModel> memoryLab_;
    QHash<QString, QPointer<QQuickItem>> charts_;
    QString statusMessage_;
    QString errorMessage_;
    std::optional<PendingGrab> pending_;
    int generation_ = 0;
};

} // namespace linattn
