// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AttentionModel.h"
#include "SequenceModel.h"
#include "WalkthroughModel.h"

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace linattn::test {

// What would give the open question of the walkthrough's step away, as text would hold it:
// the results of the derivation lines it conceals at its own state, the step table's concealed
// cells at that prefix and the next (a question may ask about the next key), and in the
// sequence view the block's ranks while the chunks are concealed ("rank 2", "Rang 2"). Single
// digits, which say nothing on their own, results with no digit and vectors that are the data
// itself (a key that ReLU leaves as it is) are left out.
QStringList answerTells(const WalkthroughModel &walkthrough, const AttentionModel &attention,
    const SequenceModel &sequence, const QString &language);

// A tell found in `text`: a vector as written, a number standing on its own (not inside a longer
// number, not negated, not an entry of a vector); a minus written "-" or "−".
QRegularExpression tellPattern(const QString &tell);

// A question's tell, with its step (1-based).
struct Tell {
    int step = 0;
    QString text;
};

// The tells of every question of a built-in lesson that a worksheet must not print: less what
// a question step of the same problem states as given (step 7 says "Z₁ = [2, 1]" before asking
// for Z₂; step 12 gives S₂ = [5, 7] to work S₃ out from) and what a step of another problem
// prints, which is that problem's number ("φ(q) = [0, 0]" of another preset).
QList<Tell> worksheetTells(const QString &lessonId, const QString &language);

} // namespace linattn::test
