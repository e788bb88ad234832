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
    Q_PROPERTY(
        bool sequenceView READ sequenceView WRITE setSequenceView NOTIFY sequenceViewChanged FINAL)
    // The derivation on screen: the single query's at its prefix, or the selected token's.
    Q_PROPERTY(
        linattn::DerivationModel *derivation READ derivation NOTIFY sequenceViewChanged FINAL)
    // The menu texts of the commands below, in the words of the view shown.
    Q_PROPERTY(QString nextStepText READ nextStepText NOTIFY sequenceViewChanged FINAL)
    Q_PROPERTY(QString previousStepText READ previousStepText NOTIFY sequenceViewChanged FINAL)
    Q_PROPERTY(QString nextProblemText READ nextProblemText NOTIFY sequenceViewChanged FINAL)

public:
    explicit ProblemModel(QObject *parent = nullptr);

    AttentionModel *attention() const { return attention_; }
    SequenceModel *sequence() const { return sequence_; }
    bool sequenceView() const { return sequenceView_; }
    void setSequenceView(bool shown);
    DerivationModel *derivation() const;
    QString nextStepText() const;
    QString previousStepText() const;
    QString nextProblemText() const;

    // A step is a prefix of the single query or a token of the sequence; a problem is a preset
    // or a built-in sequence. Steps stop at the ends, problems go round their list.
    Q_INVOKABLE void nextStep();
    Q_INVOKABLE void previousStep();
    Q_INVOKABLE void nextProblem();
    Q_INVOKABLE void previousProblem();
    Q_INVOKABLE void toggleView() { setSequenceView(!sequenceView_); }

signals:
    void sequenceViewChanged();

private:
    AttentionModel *attention_;
    SequenceModel *sequence_;
    bool sequenceView_ = false;
};

} // namespace linattn
