// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProblemModel.h"

namespace linattn {

ProblemModel::ProblemModel(QObject *parent)
    : QObject(parent)
    , attention_(new AttentionModel(this))
    , sequence_(new SequenceModel(this))
{
    sequence_->followAttention(attention_);
}

void ProblemModel::setSequenceView(bool shown)
{
    if (sequenceView_ == shown)
        return;
    sequenceView_ = shown;
    emit sequenceViewChanged();
}

DerivationModel *ProblemModel::derivation() const
{
    return sequenceView_ ? sequence_->derivation() : attention_->derivation();
}

QString ProblemModel::nextStepText() const
{
    return sequenceView_ ? tr("Next token") : tr("Next prefix");
}

QString ProblemModel::previousStepText() const
{
    return sequenceView_ ? tr("Previous token") : tr("Previous prefix");
}

QString ProblemModel::nextProblemText() const
{
    return sequenceView_ ? tr("Next sequence") : tr("Next preset");
}

void ProblemModel::nextStep()
{
    if (sequenceView_)
        sequence_->nextToken();
    else
        attention_->nextPrefix();
}

void ProblemModel::previousStep()
{
    if (sequenceView_)
        sequence_->previousToken();
    else
        attention_->previousPrefix();
}

void ProblemModel::nextProblem()
{
    if (sequenceView_)
        sequence_->nextSequence();
    else
        attention_->nextPreset();
}

void ProblemModel::previousProblem()
{
    if (sequenceView_)
        sequence_->previousSequence();
    else
        attention_->previousPreset();
}

} // namespace linattn
