// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace linattn {

class DerivationModel;

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

protected:
    ProblemPart() = default;
    ProblemPart(const ProblemPart &) = default;
    ProblemPart &operator=(const ProblemPart &) = default;
};

} // namespace linattn
