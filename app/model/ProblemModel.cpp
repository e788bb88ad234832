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
    emit viewChanged();
}

ProblemPart &ProblemModel::shown() const
{
    return withShown([](ProblemPart &part) -> ProblemPart & { return part; });
}

} // namespace linattn
