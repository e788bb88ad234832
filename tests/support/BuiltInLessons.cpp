// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltInLessons.h"

#include "AttentionModel.h"
#include "LessonCatalog.h"
#include "LessonJson.h"
#include "ProblemCatalog.h"
#include "SequenceModel.h"
#include "WalkthroughModel.h"
#include "derivation.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QVariant>

namespace linattn::test {

const QStringList kBuiltInIds {QStringLiteral("reassociation"),
    QStringLiteral("denominator-stability"), QStringLiteral("choosing-a-feature-map"),
    QStringLiteral("three-ways"), QStringLiteral("memory")};

QByteArray readResource(const QString &lessonId)
{
    LessonCatalog::lessons(); // registers the lessons resource
    QFile file(QStringLiteral(":/linattn/lessons/%1.json").arg(lessonId));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("%s: no resource for lesson '%s'", qPrintable(QCoreApplication::applicationName()),
            qPrintable(lessonId));
    return file.readAll();
}

JsonLesson jsonLesson(const QString &lessonId)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(readResource(lessonId), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("%s: lesson '%s' is not JSON: %s", qPrintable(QCoreApplication::applicationName()),
            qPrintable(lessonId), qPrintable(error.errorString()));
    const QJsonObject root = document.object();
    JsonLesson lesson;
    lesson.id = root.value(QLatin1String("id")).toString();
    lesson.title = root.value(QLatin1String("title")).toString();
    ExpectedState state;
    for (const QJsonValue &value : root.value(QLatin1String("steps")).toArray()) {
        JsonStep step;
        step.object = value.toObject();
        const QJsonObject set = step.object.value(QLatin1String("state")).toObject();
        // A sequence leaves the single query's preset and prefix as they were.
        if (set.contains(QLatin1String("problem"))) {
            const QString problem = set.value(QLatin1String("problem")).toString();
            state.showsSequence = ProblemCatalog::findSequence(problem.toStdString()) != nullptr;
            if (!state.showsSequence)
                state.presetId = problem;
        }
        if (set.contains(QLatin1String("featureMap")))
            state.featureMapId = set.value(QLatin1String("featureMap")).toString();
        if (set.contains(QLatin1String("prefix")))
            state.prefix = set.value(QLatin1String("prefix")).toInt();
        step.state = state;
        lesson.steps.append(step);
    }
    return lesson;
}

QString describe(const ExpectedState &state)
{
    return QStringLiteral("%1/%2/%3").arg(state.presetId, state.featureMapId).arg(state.prefix);
}

QString describe(const AttentionModel &attention)
{
    return QStringLiteral("%1/%2/%3")
        .arg(attention.presetId(), attention.featureMapId())
        .arg(attention.prefix());
}

QString stepMismatch(const WalkthroughModel &walkthrough, const AttentionModel &attention,
    const JsonLesson &lesson, int index)
{
    const JsonStep &step = lesson.steps.at(index);
    const QString where = QStringLiteral("%1 step %2: ").arg(lesson.id).arg(index + 1);
    auto differ = [&](const char *what, const QString &got, const QString &expected) {
        return where
            + QStringLiteral("%1 is '%2', expected '%3'").arg(QLatin1String(what), got, expected);
    };
    if (walkthrough.lessonId() != lesson.id)
        return differ("lessonId", walkthrough.lessonId(), lesson.id);
    if (walkthrough.lessonTitle() != lesson.title)
        return differ("lessonTitle", walkthrough.lessonTitle(), lesson.title);
    if (!walkthrough.active())
        return where + QStringLiteral("the walkthrough is not active");
    if (walkthrough.stepIndex() != index)
        return differ(
            "stepIndex", QString::number(walkthrough.stepIndex()), QString::number(index));
    if (walkthrough.stepCount() != lesson.steps.size())
        return differ("stepCount", QString::number(walkthrough.stepCount()),
            QString::number(lesson.steps.size()));
    QStringList titles;
    for (const JsonStep &each : lesson.steps)
        titles << each.title();
    if (walkthrough.stepTitles() != titles)
        return differ("stepTitles", walkthrough.stepTitles().join(QLatin1Char('|')),
            titles.join(QLatin1Char('|')));
    if (walkthrough.stepTitle() != step.title())
        return differ("stepTitle", walkthrough.stepTitle(), step.title());
    if (!fillsPlaceholders(walkthrough.stepText(), step.text()))
        return differ("stepText", walkthrough.stepText(), step.text());

    // A sequence step leaves the single query's preset and prefix as they were.
    if (attention.featureMapId() != step.state.featureMapId
        || (!step.state.showsSequence
            && (attention.presetId() != step.state.presetId
                || attention.prefix() != step.state.prefix)))
        return differ("the window's preset/map/prefix", describe(attention), describe(step.state));

    const QJsonObject highlight = step.highlight();
    const QString kind = highlight.value(QLatin1String("kind")).toString();
    if (walkthrough.highlightKind() != kind)
        return differ("highlightKind", walkthrough.highlightKind(), kind);
    const QString target = highlight.value(QLatin1String("target")).toString();
    if (walkthrough.highlightTarget() != target)
        return differ("highlightTarget", walkthrough.highlightTarget(), target);
    const int row = highlight.value(QLatin1String("row")).toInt();
    if (walkthrough.highlightRow() != row)
        return differ(
            "highlightRow", QString::number(walkthrough.highlightRow()), QString::number(row));
    // What the step points at is on screen in that state, in the view the step shows.
    const DerivationModel *shown
        = walkthrough.problem() ? walkthrough.problem()->derivation() : attention.derivation();
    if (kind == QLatin1String("derivation") && shown->rowOf(target) < 0)
        return where
            + QStringLiteral("highlights derivation line '%1', which is not shown").arg(target);
    if (kind == QLatin1String("table") && (row < 1 || row > attention.keyCount()))
        return where
            + QStringLiteral("highlights table row %1 of %2").arg(row).arg(attention.keyCount());

    if (walkthrough.hasQuestion() != step.hasQuestion())
        return differ("hasQuestion", QVariant(walkthrough.hasQuestion()).toString(),
            QVariant(step.hasQuestion()).toString());
    const QString questionKind = !step.hasQuestion() ? QString()
        : step.isChoice()                            ? QStringLiteral("choice")
                                                     : QStringLiteral("number");
    if (walkthrough.questionKind() != questionKind)
        return differ("questionKind", walkthrough.questionKind(), questionKind);
    const QString prompt = step.question().value(QLatin1String("prompt")).toString();
    if (walkthrough.questionPrompt() != prompt)
        return differ("questionPrompt", walkthrough.questionPrompt(), prompt);
    QStringList options;
    for (const QJsonValue &option : step.question().value(QLatin1String("options")).toArray())
        options << option.toString();
    const QStringList shownOptions = walkthrough.questionOptions();
    if (shownOptions.size() != options.size()
        || !std::equal(
            shownOptions.begin(), shownOptions.end(), options.begin(), fillsPlaceholders))
        return differ("questionOptions", walkthrough.questionOptions().join(QLatin1Char('|')),
            options.join(QLatin1Char('|')));

    if (walkthrough.hiddenLines() != step.fade())
        return differ("hiddenLines", walkthrough.hiddenLines().join(QLatin1Char(',')),
            step.fade().join(QLatin1Char(',')));
    for (const QString &line : step.fade())
        if (shown->rowOf(line) < 0)
            return where
                + QStringLiteral("fades derivation line '%1', which is not shown").arg(line);

    if (walkthrough.answerState() != QLatin1String("unanswered"))
        return differ("answerState", walkthrough.answerState(), QStringLiteral("unanswered"));
    if (!walkthrough.feedback().isEmpty())
        return differ("feedback", walkthrough.feedback(), QString());
    return {};
}

void disturb(AttentionModel &attention)
{
    attention.setPresetId(QStringLiteral("single-key"));
    attention.setFeatureMapId(attention.featureMapId() == QLatin1String("relu")
            ? QStringLiteral("elu1")
            : QStringLiteral("relu"));
    attention.setPrefix(1);
}

} // namespace linattn::test
