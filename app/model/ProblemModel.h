// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AttentionModel.h"
#include "DerivationModel.h"
#include "SequenceModel.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// The problem the window shows, in either of its views: the single query (attention) or the
// whole sequence (sequence), one feature map serving both. It owns both parts and knows which
// view is shown, so that the window's commands (the next step, the next problem), their menu
// texts, the derivation on screen and the exports follow the view without asking which it is.
class ProblemModel : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(linattn::AttentionModel *attention READ attention CONSTANT FINAL)
    Q_PROPERTY(linattn::SequenceModel *sequence READ sequence CONSTANT FINAL)
    // The sequence view (causal attention over every token) instead of the single-query view.
    Q_PROPERTY(bool sequenceView READ sequenceView WRITE setSequenceView NOTIFY viewChanged FINAL)
    // The derivation on screen: the single query's at its prefix, or the selected token's.
    Q_PROPERTY(linattn::DerivationModel *derivation READ derivation NOTIFY viewChanged FINAL)
    // The menu texts of the commands below, in the words of the view shown.
    Q_PROPERTY(QString nextStepText READ nextStepText NOTIFY viewChanged FINAL)
    Q_PROPERTY(QString previousStepText READ previousStepText NOTIFY viewChanged FINAL)
    Q_PROPERTY(QString nextProblemText READ nextProblemText NOTIFY viewChanged FINAL)

public:
    explicit ProblemModel(QObject *parent = nullptr);

    AttentionModel *attention() const { return attention_; }
    SequenceModel *sequence() const { return sequence_; }
    bool sequenceView() const { return sequenceView_; }
    void setSequenceView(bool shown);
    DerivationModel *derivation() const { return shown().derivation(); }
    QString nextStepText() const { return shown().nextStepText(); }
    QString previousStepText() const { return shown().previousStepText(); }
    QString nextProblemText() const { return shown().nextProblemText(); }

    // The commands of the part shown (ProblemPart): a prefix or a token, a preset or a sequence.
    Q_INVOKABLE void nextStep() { shown().nextStep(); }
    Q_INVOKABLE void previousStep() { shown().previousStep(); }
    Q_INVOKABLE void nextProblem() { shown().nextProblem(); }
    Q_INVOKABLE void previousProblem() { shown().previousProblem(); }
    Q_INVOKABLE void toggleView() { setSequenceView(!sequenceView_); }

    // The part shown, for what all parts offer (the exports), and for code that needs its own
    // type (the handout): `use` is called with the AttentionModel or the SequenceModel.
    const ProblemPart &shownPart() const { return shown(); }
    template <typename Use> decltype(auto) withShown(Use &&use) const
    {
        // The one place that asks which view is shown.
        if (sequenceView_)
            return use(*sequence_);
        return use(*attention_);
    }

signals:
    // The view changed, and with it the part shown: what follows it (the derivation, the
    // commands' texts, the exports) listens to this.
    void viewChanged();

private:
    ProblemPart &shown() const;

    AttentionModel *attention_;
    SequenceModel *sequence_;
    bool sequenceView_ = false;
};

} // namespace linattn
