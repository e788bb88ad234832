// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exporters.h"
#include "notebook_exporter.h"

#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <string>

namespace linattn {

class DerivationModel;
class FeatureMap;

// What the window asks of the problem it shows, whichever view shows it: a step is a prefix of
// the single query or a token of the sequence, a problem a preset or a built-in sequence. Steps
// stop at the ends, problems go round their list. The texts name the commands in the view's
// words, for the menus.
class ProblemPart {
public:
    virtual ~ProblemPart() = default;

    virtual DerivationModel *derivation() const = 0;
    virtual void nextStep() = 0;
    virtual void previousStep() = 0;
    virtual void nextProblem() = 0;
    virtual void previousProblem() = 0;
    virtual QString nextStepText() const = 0;
    virtual QString previousStepText() const = 0;
    virtual QString nextProblemText() const = 0;

    // What the exports take from the view shown, so that one path through the export controller
    // serves both. The charts it exports, by the names the exports give them, in the handout's
    // order.
    virtual QStringList chartNames() const = 0;
    // The table as the command line writes it: the single query's steps up to its prefix, or
    // every token of the sequence.
    virtual std::string tableText(ExportFormat format) const = 0;
    // A Jupyter notebook recomputing that table with `map`, explained through `render`. Throws
    // std::invalid_argument for a table a notebook cannot write.
    virtual std::string notebookText(const FeatureMap &map, const TextRenderer &render) const = 0;
    // What a saved table holds, to open the message that says where it went: "Step table up to
    // prefix 3", "Every token of the sequence (8 tokens)".
    virtual QString exportedTableText() const = 0;
    // The Export menu's items for the table, by format (csv, markdown, latex, json, ipynb).
    virtual QVariantMap tableMenuLabels() const = 0;
    // The state a saved file is named after, without kind or extension: "general-elu1-prefix3".
    virtual QString fileNameBase() const = 0;
    // The table as tab-separated text for the clipboard; empty where the view has no table to
    // copy, with copyRefusal() saying why.
    virtual QString tableTsv() const = 0;
    virtual QString copyRefusal() const = 0;

protected:
    ProblemPart() = default;
    ProblemPart(const ProblemPart &) = default;
    ProblemPart &operator=(const ProblemPart &) = default;
};

} // namespace linattn
