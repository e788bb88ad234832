// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerTells.h"

#include "DerivationModel.h"
#include "LessonCatalog.h"
#include "LessonModels.h"
#include "StepTableModel.h"
#include "lesson.h"

namespace linattn::test {

QStringList answerTells(const WalkthroughModel &walkthrough, const AttentionModel &attention,
    const SequenceModel &sequence, const QString &language)
{
    QStringList candidates;
    if (!walkthrough.active() || !walkthrough.hasQuestion())
        return candidates;
    const QStringList concealed = walkthrough.concealedLines();
    const QStringList absent = walkthrough.absentLines();
    const bool sequenceShown = walkthrough.problem() && walkthrough.problem()->sequenceView();
    const DerivationModel &derivation
        = sequenceShown ? *sequence.derivation() : *attention.derivation();
    // The data is given: a line's label holds its vector ("φ(k₁), k₁ = [1, 1]"), which under
    // ReLU can be its own image.
    QString data;
    for (const WrittenLine &line : derivation.lines())
        data += QString::fromStdString(line.label) + QLatin1Char(' ');
    for (const WrittenLine &line : derivation.lines()) {
        const QString id = QString::fromStdString(line.id);
        // A line left out altogether is left out for being there (the chunkwise line's label
        // names the chunk's first token), not for its number.
        if (concealed.contains(id) && !absent.contains(id))
            candidates << QString::fromStdString(line.result);
    }
    if (sequenceShown) {
        if (walkthrough.concealsChunks())
            for (int rank : {sequence.linearBlockRank(), sequence.softmaxBlockRank()})
                candidates << (language == QLatin1String("de") ? QStringLiteral("Rang %1")
                                                               : QStringLiteral("rank %1"))
                                  .arg(rank);
    } else {
        const StepTableModel *table = attention.stepTable();
        const QList<int> columns = walkthrough.concealedColumns();
        const int current = attention.prefix() - 1;
        for (int row = current; row <= current + 1 && row < table->rowCount(); ++row)
            for (int column : columns)
                candidates << table->data(table->index(row, column), Qt::DisplayRole).toString();
    }
    static const QRegularExpression digit(QStringLiteral("[0-9]"));
    static const QRegularExpression singleDigit(QStringLiteral("^-?[0-9]$"));
    QStringList tells;
    for (const QString &candidate : std::as_const(candidates)) {
        const QString tell = candidate.trimmed();
        if (tell.contains(digit) && !tell.contains(singleDigit) && !tells.contains(tell)
            && !(tell.startsWith(QLatin1Char('[')) && data.contains(tell)))
            tells << tell;
    }
    return tells;
}

QRegularExpression tellPattern(const QString &tell)
{
    QString pattern = QRegularExpression::escape(tell.simplified());
    pattern.replace(QStringLiteral("\\-"), QStringLiteral("[-−]"));
    if (tell.startsWith(QLatin1Char('[')))
        return QRegularExpression(pattern);
    // A number of its own: not part of a longer one, not negated, not an entry of a vector.
    return QRegularExpression(
        QStringLiteral("(?<![0-9.\\-−\\[])(?<!, )%1(?![0-9])(?!, )(?!\\])").arg(pattern));
}

QList<Tell> worksheetTells(const QString &lessonId, const QString &language)
{
    LessonModels models;
    WalkthroughModel &walkthrough = models.walkthrough;
    walkthrough.setLanguage(language);
    QList<Tell> tells;
    const LessonPlan *plan = LessonCatalog::find(lessonId.toStdString());
    if (!plan || !walkthrough.start(lessonId))
        return tells;
    const int steps = walkthrough.stepCount();
    auto textsAt = [&walkthrough](int step) {
        walkthrough.goToStep(step);
        return walkthrough.stepText() + QLatin1Char(' ') + walkthrough.questionPrompt()
            + QLatin1Char(' ') + walkthrough.questionOptions().join(QLatin1Char(' '));
    };
    // What each step shows as a student reads it, and as the worksheet prints it.
    QStringList shown;
    QStringList printed;
    for (int step = 0; step < steps; ++step)
        shown << textsAt(step);
    walkthrough.setConcealingForSheet(true);
    for (int step = 0; step < steps; ++step)
        printed << textsAt(step);
    walkthrough.setConcealingForSheet(false);
    for (int step = 0; step < steps; ++step) {
        walkthrough.goToStep(step);
        QString given;
        QString foreign;
        for (int other = 0; other < steps; ++other) {
            if (!sameProblem(
                    plan->states.at(std::size_t(step)), plan->states.at(std::size_t(other))))
                foreign += printed[other] + QLatin1Char(' ');
            else if (plan->lesson.steps.at(std::size_t(other)).question)
                given += shown[other] + QLatin1Char(' ');
        }
        for (const QString &tell :
            answerTells(walkthrough, models.attention, models.sequence, language))
            if (!given.contains(tell) && !foreign.contains(tell))
                tells.append({step + 1, tell});
    }
    return tells;
}

} // namespace linattn::test
