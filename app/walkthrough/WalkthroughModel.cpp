// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WalkthroughModel.h"

#include "LessonCatalog.h"
#include "MemoryLabSettingsType.h"
#include "QtValues.h"
#include "StepTableModel.h"
#include "derivation.h"

#include <QDateTime>
#include <QFileInfo>
#include <QUrl>

#include <algorithm>
#include <array>
#include <cmath>

namespace linattn {

namespace {

// A reader's message ends without a full stop ("…: a comma or a closing } is missing"); the
// sentence after it needs one.
QString asSentence(const QString &message)
{
    return message.endsWith(QLatin1Char('.')) ? message : message + QLatin1Char('.');
}

} // namespace

namespace {

const QString kUnanswered = QStringLiteral("unanswered");

// The table's columns and core's StepColumn name the same columns in the same order.
static_assert(static_cast<int>(StepColumn::Difference) == StepTableModel::DifferenceColumn);
static_assert(static_cast<int>(StepColumn::PhiKey) == StepTableModel::PhiKeyColumn);

} // namespace

WalkthroughModel::WalkthroughModel(QObject *parent)
    : QObject(parent)
{
    connect(this, &WalkthroughModel::stepChanged, this, &WalkthroughModel::highlightChanged);
    connect(this, &WalkthroughModel::activeChanged, this, &WalkthroughModel::highlightChanged);
    connect(this, &WalkthroughModel::stepChanged, this, &WalkthroughModel::textsChanged);
    connect(this, &WalkthroughModel::concealmentChanged, this, &WalkthroughModel::textsChanged);
    connect(this, &WalkthroughModel::answerChanged, this, &WalkthroughModel::confirmationChanged);
    connect(this, &WalkthroughModel::activeChanged, this, &WalkthroughModel::confirmationChanged);
    connect(this, &WalkthroughModel::stepChanged, this, &WalkthroughModel::confirmationChanged);
    rebuildLessonList();
}

bool WalkthroughModel::stepQuotesState() const
{
    if (!step())
        return false;
    const LessonStepTexts texts = linattn::stepTexts(*step(), language_.toStdString());
    for (const std::string *field :
        {&texts.title, &texts.text, &texts.prompt, &texts.hint, &texts.explanation})
        if (!placeholdersIn(*field).empty())
            return true;
    return std::any_of(texts.options.begin(), texts.options.end(),
        [](const std::string &option) { return !placeholdersIn(option).empty(); });
}

void WalkthroughModel::setProblem(ProblemModel *problem)
{
    if (problem_ == problem)
        return;
    // A step's text that quotes the state changes with either part's derivation.
    const auto derivationsOf = [](const ProblemModel &shown) {
        return std::array {shown.attention()->derivation(), shown.sequence()->derivation()};
    };
    if (problem_)
        for (DerivationModel *derivation : derivationsOf(*problem_))
            disconnect(derivation, &DerivationModel::linesChanged, this, nullptr);
    problem_ = problem;
    if (problem_)
        for (DerivationModel *derivation : derivationsOf(*problem_))
            connect(derivation, &DerivationModel::linesChanged, this, [this] {
                if (active_ && stepQuotesState())
                    emit textsChanged();
            });
    emit problemChanged();
}

AttentionModel *WalkthroughModel::attention() const
{
    return problem_ ? problem_->attention() : nullptr;
}

const DerivationModel *WalkthroughModel::shownDerivation() const
{
    return problem_ ? problem_->derivation() : nullptr;
}

void WalkthroughModel::rebuildLessonList()
{
    QList<ChoiceListModel::Choice> choices;
    const std::string language = language_.toStdString();
    auto add = [&choices, &language](const LessonPlan &plan) {
        const LessonTexts texts = lessonTexts(plan.lesson, language);
        choices.append(
            {toQString(plan.lesson.id), toQString(texts.title), toQString(texts.description)});
    };
    for (const LessonPlan &plan : LessonCatalog::lessons())
        add(plan);
    for (const LessonPlan &plan : openedLessons_)
        add(plan);
    ChoiceListModel *previous = lessons_;
    lessons_ = new ChoiceListModel(choices, this);
    emit lessonsChanged();
    if (previous)
        previous->deleteLater();
}

QVariant WalkthroughModel::memorySettings() const
{
    const LessonPlan *shown = active_ ? plan() : nullptr;
    if (!shown || stepIndex_ < 0 || std::size_t(stepIndex_) >= shown->states.size())
        return {};
    return QVariant::fromValue(shown->states[std::size_t(stepIndex_)].memory);
}

const LessonPlan *WalkthroughModel::plan() const
{
    const auto &builtIn = LessonCatalog::lessons();
    if (lessonIndex_ < 0)
        return nullptr;
    const auto index = static_cast<std::size_t>(lessonIndex_);
    if (index < builtIn.size())
        return &builtIn[index];
    return &openedLessons_.at(index - builtIn.size());
}

void WalkthroughModel::setLanguage(const QString &language)
{
    if (language_ == language)
        return;
    language_ = language;
    rebuildLessonList();
    emit languageChanged();
    emit lessonChanged();
    emit stepChanged();
    emit answerChanged();
}

LessonStepTexts WalkthroughModel::stepTexts() const
{
    if (!step())
        return {};
    return withPlaceholdersFilled(linattn::stepTexts(*step(), language_.toStdString()),
        [this](const Placeholder &placeholder) { return placeholderValue(placeholder); });
}

std::optional<std::string> WalkthroughModel::placeholderValue(const Placeholder &placeholder) const
{
    if (placeholder.line == "linear-rank" || placeholder.line == "softmax-rank") {
        if (!problem_ || !problem_->sequenceView() || concealment_.chunks)
            return std::nullopt;
        const SequenceModel &sequence = *problem_->sequence();
        return std::to_string(placeholder.line == "linear-rank" ? sequence.linearBlockRank()
                                                                : sequence.softmaxBlockRank());
    }
    if (concealment_.concealsLine(placeholder.line) || concealment_.leavesOut(placeholder.line))
        return std::nullopt;
    const DerivationModel *derivation = shownDerivation();
    if (!derivation)
        return std::nullopt;
    for (const WrittenLine &line : derivation->lines())
        if (line.id == placeholder.line)
            return placeholder.formula ? line.formula : line.result;
    return std::nullopt;
}

void WalkthroughModel::setAnswersGiven(bool given)
{
    if (answersGiven_ == given)
        return;
    answersGiven_ = given;
    emit confirmationChanged();
}

void WalkthroughModel::setAsksBeforeLeavingOrRevealing(bool ask)
{
    if (asksBeforeLeavingOrRevealing_ == ask)
        return;
    asksBeforeLeavingOrRevealing_ = ask;
    emit asksBeforeLeavingOrRevealingChanged();
    emit confirmationChanged();
}

bool WalkthroughModel::leaveNeedsConfirmation() const
{
    return asksBeforeLeavingOrRevealing_ && active_ && answersGiven_;
}

bool WalkthroughModel::revealNeedsConfirmation() const
{
    return asksBeforeLeavingOrRevealing_ && questionOpen();
}

QString WalkthroughModel::concealedNote() const
{
    return concealingForSheet_ ? tr("left for you to work out")
                               : tr("hidden until the question is answered");
}

void WalkthroughModel::setConcealingForSheet(bool on)
{
    if (concealingForSheet_ == on)
        return;
    concealingForSheet_ = on;
    emit concealedNoteChanged();
    updateConcealment();
}

const LessonStep *WalkthroughModel::step() const
{
    // Guarded here, at the source: a binding may read a step while a lesson is being swapped.
    const LessonPlan *current = plan();
    if (!current || stepIndex_ < 0
        || static_cast<std::size_t>(stepIndex_) >= current->lesson.steps.size())
        return nullptr;
    return &current->lesson.steps[static_cast<std::size_t>(stepIndex_)];
}

QString WalkthroughModel::lessonId() const
{
    return plan() ? toQString(plan()->lesson.id) : QString();
}

QString WalkthroughModel::lessonTitle() const
{
    return plan() ? toQString(lessonTexts(plan()->lesson, language_.toStdString()).title)
                  : QString();
}

std::span<const LessonReference> WalkthroughModel::closingReferences() const
{
    if (!plan() || stepIndex_ + 1 != stepCount())
        return {};
    return plan()->lesson.references;
}

QStringList WalkthroughModel::stepReferences() const
{
    QStringList citations;
    for (const LessonReference &reference : closingReferences())
        citations << toQString(citation(reference));
    return citations;
}

QString WalkthroughModel::stepReferencesLine() const
{
    QStringList cited;
    for (const LessonReference &reference : closingReferences())
        cited << toQString(shortCitation(reference));
    if (cited.isEmpty())
        return {};
    return tr("%1 (cited in full on the worksheet)").arg(cited.join(QStringLiteral(" · ")));
}

int WalkthroughModel::stepCount() const
{
    return plan() ? static_cast<int>(plan()->lesson.steps.size()) : 0;
}

QStringList WalkthroughModel::stepTitles() const
{
    QStringList titles;
    if (plan())
        for (const LessonStep &each : plan()->lesson.steps)
            titles << toQString(linattn::stepTexts(each, language_.toStdString()).title);
    return titles;
}

QString WalkthroughModel::stepTitle() const
{
    return toQString(stepTexts().title);
}

QString WalkthroughModel::stepText() const
{
    return toQString(stepTexts().text);
}

QString WalkthroughModel::stepTextPlain() const
{
    return toQString(plainLessonText(stepTexts().text));
}

QString WalkthroughModel::highlightKind() const
{
    if (!step())
        return {};
    switch (step()->highlight.kind) {
    case LessonHighlight::Kind::None:
        return {};
    case LessonHighlight::Kind::Controls:
        return QStringLiteral("controls");
    case LessonHighlight::Kind::DerivationLine:
        return QStringLiteral("derivation");
    case LessonHighlight::Kind::Chart:
        return QStringLiteral("chart");
    case LessonHighlight::Kind::TableRow:
        return QStringLiteral("table");
    case LessonHighlight::Kind::Page:
        return QStringLiteral("page");
    }
    return {};
}

bool WalkthroughModel::highlights(LessonHighlight::Kind kind) const
{
    return active_ && step() && step()->highlight.kind == kind;
}

bool WalkthroughModel::controlsHighlighted() const
{
    return highlights(LessonHighlight::Kind::Controls);
}

QString WalkthroughModel::highlightedLine() const
{
    return highlights(LessonHighlight::Kind::DerivationLine) ? highlightTarget() : QString();
}

QString WalkthroughModel::highlightedChart() const
{
    return highlights(LessonHighlight::Kind::Chart) ? highlightTarget() : QString();
}

int WalkthroughModel::highlightedTableRow() const
{
    return highlights(LessonHighlight::Kind::TableRow) ? highlightRowIndex() : -1;
}

QString WalkthroughModel::lessonPage() const
{
    return highlights(LessonHighlight::Kind::Page) ? highlightTarget() : QString();
}

QString WalkthroughModel::highlightTarget() const
{
    return step() ? toQString(step()->highlight.target) : QString();
}

int WalkthroughModel::highlightRow() const
{
    return step() ? static_cast<int>(step()->highlight.row) : 0;
}

bool WalkthroughModel::hasQuestion() const
{
    return step() && step()->question.has_value();
}

QString WalkthroughModel::questionKind() const
{
    if (!hasQuestion())
        return {};
    return step()->question->kind == LessonQuestion::Kind::Number ? QStringLiteral("number")
                                                                  : QStringLiteral("choice");
}

QString WalkthroughModel::questionPrompt() const
{
    return hasQuestion() ? toQString(stepTexts().prompt) : QString();
}

QString WalkthroughModel::questionHint() const
{
    return hasQuestion() ? toQString(stepTexts().hint) : QString();
}

QStringList WalkthroughModel::questionOptions() const
{
    QStringList options;
    if (hasQuestion())
        for (const std::string &option : stepTexts().options)
            options << toQString(option);
    return options;
}

QString WalkthroughModel::questionPromptPlain() const
{
    return hasQuestion() ? toQString(plainLessonText(stepTexts().prompt)) : QString();
}

QStringList WalkthroughModel::questionOptionsPlain() const
{
    QStringList options;
    if (hasQuestion())
        for (const std::string &option : stepTexts().options)
            options << toQString(plainLessonText(option));
    return options;
}

QString WalkthroughModel::feedbackRich() const
{
    // A lesson's text holds only <b>, <i>, <sub>, <sup> and no '&' (checkStepMarkup).
    return feedbackKind_ == Feedback::Message ? feedbackMessage_.toHtmlEscaped() : feedback();
}

QString WalkthroughModel::feedbackPlain() const
{
    return feedbackKind_ == Feedback::Message
        ? feedbackMessage_
        : toQString(plainLessonText(feedback().toStdString()));
}

QString WalkthroughModel::feedback() const
{
    switch (feedbackKind_) {
    case Feedback::None:
        return {};
    case Feedback::Hint:
        return hasQuestion() ? toQString(stepTexts().hint) : QString();
    case Feedback::Explanation:
        return hasQuestion() ? toQString(stepTexts().explanation) : QString();
    case Feedback::Message:
        return feedbackMessage_;
    }
    return {};
}

bool WalkthroughModel::start(const QString &lessonId, int stepIndex)
{
    const int index = lessons_->indexOf(lessonId);
    if (index < 0) {
        setErrorMessage(tr("No lesson '%1'.").arg(lessonId));
        return false;
    }
    // A lesson from a file is read again, so an edit made since shows.
    const auto builtInCount = static_cast<int>(LessonCatalog::lessons().size());
    QString rereadError;
    if (index >= builtInCount)
        rereadError = rereadOpenedLesson(static_cast<std::size_t>(index - builtInCount));
    setAnswersGiven(false);
    startAt(index, stepIndex);
    if (!rereadError.isEmpty())
        setErrorMessage(
            tr("%1 The lesson as it was read before is shown.").arg(asSentence(rereadError)),
            tr("The lesson file could not be read again:"));
    return true;
}

void WalkthroughModel::choose(const QString &lessonId)
{
    const AnswerRecord *kept = keptProgressOf(lessonId);
    if (kept && (kept->anyAnswerGiven() || !kept->filledLines.empty() || kept->currentStep > 1)
        && !(active_ && this->lessonId() == lessonId)) {
        setResumeOffer(lessonId);
        return;
    }
    setResumeOffer({});
    start(lessonId, 0);
}

void WalkthroughModel::acceptResume()
{
    const QString lessonId = resumeOfferLessonId_;
    setResumeOffer({});
    if (lessonId.isEmpty())
        return;
    const AnswerRecord *kept = keptProgressOf(lessonId);
    start(lessonId, kept ? static_cast<int>(kept->currentStep) - 1 : 0);
}

void WalkthroughModel::startOfferOver()
{
    const QString lessonId = resumeOfferLessonId_;
    setResumeOffer({});
    if (lessonId.isEmpty())
        return;
    if (const auto kept = progress_.find(lessonId.toStdString()); kept != progress_.end()) {
        progress_.erase(kept);
        emit progressChanged();
    }
    start(lessonId, 0);
}

void WalkthroughModel::dismissResumeOffer()
{
    setResumeOffer({});
}

void WalkthroughModel::setResumeOffer(const QString &lessonId)
{
    if (resumeOfferLessonId_ == lessonId)
        return;
    resumeOfferLessonId_ = lessonId;
    emit resumeOfferChanged();
}

QString WalkthroughModel::resumeOfferText() const
{
    const AnswerRecord *kept = keptProgressOf(resumeOfferLessonId_);
    const int index = lessons_->indexOf(resumeOfferLessonId_);
    if (!kept || index < 0)
        return {};
    const auto answered = std::count_if(kept->questions.begin(), kept->questions.end(),
        [](const QuestionAttempts &attempts) { return attempts.settled(); });
    return tr("You left \"%1\" at step %2, with %3 of its %4 questions answered or revealed. "
              "Resume there, with your answers, or start it over from step 1?")
        .arg(lessons_->at(index).title)
        .arg(kept->currentStep)
        .arg(answered)
        .arg(kept->questions.size());
}

void WalkthroughModel::startOver()
{
    if (!active_)
        return;
    progress_.erase(lessonId().toStdString());
    emit progressChanged();
    setAnswersGiven(false);
    enterStep(0);
}

AnswerRecord &WalkthroughModel::progress()
{
    const Lesson &lesson = plan()->lesson;
    auto [entry, made] = progress_.try_emplace(lesson.id);
    AnswerRecord &record = entry->second;
    record.lessonId = lesson.id;
    // One entry a question, in step order, each keeping what was kept of its step (a lesson file
    // may have changed since).
    std::vector<QuestionAttempts> questions;
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        if (!lesson.steps[i].question)
            continue;
        const QuestionAttempts *kept = record.question(i + 1);
        questions.push_back(kept ? *kept : QuestionAttempts {i + 1, {}, false, false});
    }
    record.questions = std::move(questions);
    return record;
}

const AnswerRecord *WalkthroughModel::keptProgressOf(const QString &lessonId) const
{
    const auto kept = progress_.find(lessonId.toStdString());
    return kept == progress_.end() ? nullptr : &kept->second;
}

bool WalkthroughModel::hasWorkInLesson() const
{
    const AnswerRecord *kept = active_ ? keptProgressOf(lessonId()) : nullptr;
    return kept && (kept->anyAnswerGiven() || !kept->filledLines.empty());
}

std::vector<AnswerRecord> WalkthroughModel::keptProgress() const
{
    std::vector<AnswerRecord> records;
    for (const auto &entry : progress_)
        records.push_back(entry.second);
    return records;
}

void WalkthroughModel::restoreProgress(std::vector<AnswerRecord> records)
{
    for (AnswerRecord &record : records)
        if (!record.lessonId.empty())
            progress_[record.lessonId] = std::move(record);
    if (active_)
        enterStep(stepIndex_);
    emit progressChanged();
}

const Lesson *WalkthroughModel::runningLesson() const
{
    return active_ && plan() ? &plan()->lesson : nullptr;
}

std::optional<AnswerRecord> WalkthroughModel::answerRecord(const QString &student) const
{
    if (!active_)
        return std::nullopt;
    AnswerRecord record = const_cast<WalkthroughModel *>(this)->progress();
    record.lessonTitle = lessonTitle().toStdString();
    record.student = student.trimmed().toStdString();
    record.date = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    record.language = language_.toStdString();
    return record;
}

void WalkthroughModel::restoreStepProgress()
{
    AnswerRecord &record = progress();
    const std::size_t stepNumber = static_cast<std::size_t>(stepIndex_) + 1;
    record.currentStep = stepNumber;
    for (const AnswerRecord::FilledLine &filled : record.filledLines)
        if (filled.step == stepNumber)
            hiddenLines_.removeAll(toQString(filled.line));
    const QuestionAttempts *attempts = record.question(stepNumber);
    if (!attempts || !hasQuestion())
        return;
    if (attempts->right) {
        answerState_ = QStringLiteral("correct");
        feedbackKind_ = Feedback::Explanation;
    } else if (attempts->revealed) {
        answerState_ = QStringLiteral("revealed");
        feedbackKind_ = Feedback::Explanation;
    } else if (!attempts->answers.empty()) {
        answerState_ = QStringLiteral("wrong");
        feedbackKind_ = Feedback::Hint;
    }
}

void WalkthroughModel::startAt(int index, int stepIndex)
{
    if (!active_)
        keepOwnData();
    lessonIndex_ = index;
    // The step index must belong to the new lesson before anything is told of it.
    stepIndex_ = std::clamp(stepIndex, 0, std::max(0, stepCount() - 1));
    setErrorMessage({});
    emit lessonChanged();
    if (!active_) {
        active_ = true;
        emit activeChanged();
    }
    enterStep(stepIndex_);
}

void WalkthroughModel::keepOwnData()
{
    keptData_.reset();
    if (!attention() || !attention()->ownData())
        return;
    keptData_ = attention()->dataState();
    setNotice(tr("Your own data \"%1\" is kept: after the lesson, Edit → Undo (Ctrl+Z) brings it "
                 "back.")
                  .arg(attention()->dataTitle()));
}

void WalkthroughModel::leave()
{
    if (!active_)
        return;
    active_ = false;
    setAnswersGiven(false);
    hiddenLines_.clear();
    emit hiddenLinesChanged();
    emit activeChanged();
    emit lessonChanged(); // canReload
    updateConcealment();
    if (keptData_ && attention())
        attention()->editor()->offerUndoTo(
            *keptData_, tr("Back to %1").arg(QString::fromStdString(keptData_->data.title)));
    keptData_.reset();
}

void WalkthroughModel::next()
{
    if (active_ && stepIndex_ + 1 < stepCount())
        enterStep(stepIndex_ + 1);
}

void WalkthroughModel::back()
{
    if (active_ && stepIndex_ > 0)
        enterStep(stepIndex_ - 1);
}

void WalkthroughModel::goToStep(int index)
{
    if (active_ && index >= 0 && index < stepCount())
        enterStep(index);
}

void WalkthroughModel::enterStep(int index)
{
    stepIndex_ = index;
    // The state this step has, whether reached forwards, backwards or by a jump.
    const ResolvedLessonState &state = plan()->states.at(static_cast<std::size_t>(index));
    if (problem_) {
        // The feature map serves both views; a sequence leaves the single query as it is.
        AttentionModel &attention = *problem_->attention();
        if (state.showsSequence()) {
            attention.setFeatureMapId(toQString(state.featureMapId));
            attention.applySettings(state.favor, state.epsilon);
            SequenceModel &sequence = *problem_->sequence();
            sequence.setSequenceId(toQString(state.problemId));
            sequence.setDecay(state.decay);
            sequence.setChunkSize(static_cast<int>(state.chunk));
            sequence.setToken(static_cast<int>(state.token));
        } else {
            attention.setState(toQString(state.problemId), toQString(state.featureMapId),
                static_cast<int>(state.prefix), state.favor, state.epsilon);
        }
        // The step's problem says which view it works on; leaving the lesson keeps the view.
        problem_->setSequenceView(state.showsSequence());
    }
    hiddenLines_.clear();
    for (const std::string &line : step()->fadedLines)
        hiddenLines_ << toQString(line);
    labRunThisStep_ = false;
    answerState_ = kUnanswered;
    feedbackKind_ = Feedback::None;
    feedbackMessage_.clear();
    // Work kept of this step comes back with it: a settled question stays answered.
    restoreStepProgress();
    emit stepChanged();
    emit hiddenLinesChanged();
    emit answerChanged();
    setLineFeedback({});
    updateConcealment();
    if (!questionOpen() && hasQuestion() && step()->question->kind == LessonQuestion::Kind::Number)
        revealLinesHolding(step()->question->answer);
    emit progressChanged();
}

void WalkthroughModel::setAnswer(const QString &state, Feedback kind, const QString &message)
{
    if (state != answerState_ || kind != feedbackKind_ || message != feedbackMessage_) {
        answerState_ = state;
        feedbackKind_ = kind;
        feedbackMessage_ = message;
        emit answerChanged();
        updateConcealment();
    }
    // Every check and reveal, the same verdict again too: a screen reader says each.
    emit answerChecked();
}

void WalkthroughModel::setErrorMessage(const QString &message, const QString &title)
{
    const QString newTitle = message.isEmpty() ? QString()
        : title.isEmpty()                      ? tr("The lesson could not be opened:")
                                               : title;
    if (message == errorMessage_ && newTitle == errorTitle_)
        return;
    errorMessage_ = message;
    errorTitle_ = newTitle;
    emit errorMessageChanged();
}

void WalkthroughModel::submitNumber(const QString &text)
{
    if (!hasQuestion() || step()->question->kind != LessonQuestion::Kind::Number)
        return;
    // Answered or revealed, the question stays so: a later try would hide the answer again.
    if (!questionOpen())
        return;
    const LessonQuestion &question = *step()->question;
    setAnswersGiven(true);
    QString cleaned = text.trimmed();
    // Every try is kept as typed, oldest first, for the student's record.
    const auto keep = [&](bool right) {
        if (cleaned.isEmpty())
            return;
        if (QuestionAttempts *attempts
            = progress().question(static_cast<std::size_t>(stepNumber())))
            attempts->recordAnswer(text.trimmed().toStdString(), right);
        emit progressChanged();
    };
    if (!cleaned.contains(QLatin1Char('.')))
        cleaned.replace(QLatin1Char(','), QLatin1Char('.')); // "1,5" as typed in much of Europe
    bool ok = false;
    double given = 0;
    // "1/8", as a student may work 0.5³ out: a fraction of two numbers.
    if (const QStringList parts = cleaned.split(QLatin1Char('/')); parts.size() == 2) {
        bool numeratorOk = false;
        bool denominatorOk = false;
        const double numerator = parts[0].trimmed().toDouble(&numeratorOk);
        const double denominator = parts[1].trimmed().toDouble(&denominatorOk);
        ok = numeratorOk && denominatorOk && denominator != 0;
        given = ok ? numerator / denominator : 0;
    } else {
        given = cleaned.toDouble(&ok);
    }
    if (!ok) {
        keep(false);
        setAnswer(QStringLiteral("wrong"), Feedback::Message,
            tr("'%1' is not a number. Type digits, e.g. 2.5 or 1/8.").arg(text));
        return;
    }
    const bool right = question.acceptsNumber(given);
    keep(right);
    if (right) {
        setAnswer(QStringLiteral("correct"), Feedback::Explanation);
        revealLinesHolding(question.answer);
    } else
        setAnswer(QStringLiteral("wrong"), Feedback::Hint);
}

void WalkthroughModel::submitChoice(int option)
{
    if (!hasQuestion() || step()->question->kind != LessonQuestion::Kind::Choice)
        return;
    if (!questionOpen())
        return;
    const LessonQuestion &question = *step()->question;
    setAnswersGiven(true);
    const bool right = option >= 0 && static_cast<std::size_t>(option) == question.correctOption;
    // A choice is kept as its option's 0-based index, written as text.
    if (QuestionAttempts *attempts = progress().question(static_cast<std::size_t>(stepNumber())))
        attempts->recordAnswer(std::to_string(option), right);
    emit progressChanged();
    if (right)
        setAnswer(QStringLiteral("correct"), Feedback::Explanation);
    else
        setAnswer(QStringLiteral("wrong"), Feedback::Hint);
}

void WalkthroughModel::reveal()
{
    if (!hasQuestion())
        return;
    setAnswersGiven(true);
    if (QuestionAttempts *attempts = progress().question(static_cast<std::size_t>(stepNumber())))
        attempts->recordReveal();
    emit progressChanged();
    setAnswer(QStringLiteral("revealed"), Feedback::Explanation);
    if (step()->question->kind == LessonQuestion::Kind::Number)
        revealLinesHolding(step()->question->answer);
}

bool WalkthroughModel::fillLine(const QString &lineId, const QString &text)
{
    const DerivationModel *derivation = shownDerivation();
    if (!hiddenLines_.contains(lineId) || !derivation)
        return false;
    for (const WrittenLine &line : derivation->lines()) {
        if (toQString(line.id) != lineId)
            continue;
        if (!matchesLineResult(line, text.toStdString())) {
            // What was typed, in quotes: it may be no number at all ("nan").
            setLineFeedback(tr("“%1” is not the %2 yet: work it out from the lines above.")
                                .arg(text.trimmed(), toQString(line.label)));
            return false;
        }
        setLineFeedback({});
        hiddenLines_.removeAll(lineId);
        progress().filledLines.push_back(
            {static_cast<std::size_t>(stepNumber()), lineId.toStdString()});
        emit progressChanged();
        emit hiddenLinesChanged();
        updateConcealment();
        return true;
    }
    return false;
}

void WalkthroughModel::setLineFeedback(const QString &feedback)
{
    if (feedback == lineFeedback_)
        return;
    lineFeedback_ = feedback;
    emit lineFeedbackChanged();
}

void WalkthroughModel::revealLinesHolding(double value)
{
    const DerivationModel *derivation = shownDerivation();
    if (!derivation)
        return;
    const double tolerance = step()->question->tolerance;
    // The first faded line (in the lesson's order) that holds the answer:
    // the one the question asked about, not others that happen to be equal.
    for (const QString &hidden : std::as_const(hiddenLines_)) {
        for (const WrittenLine &line : derivation->lines()) {
            if (toQString(line.id) == hidden && line.value
                && std::fabs(*line.value - value) <= tolerance) {
                hiddenLines_.removeAll(hidden);
                emit hiddenLinesChanged();
                updateConcealment();
                return;
            }
        }
    }
}

QString WalkthroughModel::lessonFile() const
{
    const auto builtInCount = static_cast<int>(LessonCatalog::lessons().size());
    if (!active_ || lessonIndex_ < builtInCount)
        return {};
    return openedLessonFiles_.at(static_cast<std::size_t>(lessonIndex_ - builtInCount));
}

bool WalkthroughModel::openLessonFile(const QString &pathOrUrl)
{
    const QUrl url(pathOrUrl);
    const QString path = url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
    auto result = LessonReader::readFile(path);
    if (auto *error = std::get_if<QString>(&result)) {
        setErrorMessage(*error);
        return false;
    }
    LessonPlan plan = std::get<LessonPlan>(std::move(result));
    // Opening a file again replaces its earlier copy; a file with a built-in
    // lesson's id is listed after the built-in one.
    const auto builtInCount = static_cast<int>(LessonCatalog::lessons().size());
    int openedIndex = -1;
    for (std::size_t i = 0; i < openedLessons_.size(); ++i)
        if (openedLessons_[i].lesson.id == plan.lesson.id)
            openedIndex = static_cast<int>(i);
    const QString absolutePath = QFileInfo(path).absoluteFilePath();
    if (openedIndex >= 0) {
        openedLessons_[static_cast<std::size_t>(openedIndex)] = std::move(plan);
        openedLessonFiles_[static_cast<std::size_t>(openedIndex)] = absolutePath;
    } else {
        openedIndex = static_cast<int>(openedLessons_.size());
        openedLessons_.push_back(std::move(plan));
        openedLessonFiles_.push_back(absolutePath);
    }
    lessonIndex_ = -1;
    rebuildLessonList();
    startAt(builtInCount + openedIndex, 0);
    return true;
}

QString WalkthroughModel::rereadOpenedLesson(std::size_t openedIndex)
{
    auto result = LessonReader::readFile(openedLessonFiles_.at(openedIndex));
    if (auto *error = std::get_if<QString>(&result))
        return *error;
    openedLessons_[openedIndex] = std::get<LessonPlan>(std::move(result));
    return {};
}

bool WalkthroughModel::reloadLesson()
{
    if (!canReload())
        return false;
    const auto builtInCount = static_cast<int>(LessonCatalog::lessons().size());
    const auto openedIndex = static_cast<std::size_t>(lessonIndex_ - builtInCount);
    const QString error = rereadOpenedLesson(openedIndex);
    if (!error.isEmpty()) {
        setErrorMessage(tr("%1 The lesson stays as it was.").arg(asSentence(error)),
            tr("The lesson file could not be read again:"));
        return false;
    }
    // The title or the step count may have changed.
    const int index = lessonIndex_;
    lessonIndex_ = -1;
    rebuildLessonList();
    startAt(index, stepIndex_);
    return true;
}

void WalkthroughModel::noteLabRun()
{
    if (!active_ || labRunThisStep_)
        return;
    labRunThisStep_ = true;
    updateConcealment();
}

bool WalkthroughModel::questionOpen() const
{
    return hasQuestion() && answerState_ != QLatin1String("correct")
        && answerState_ != QLatin1String("revealed");
}

void WalkthroughModel::updateConcealment()
{
    Concealment next;
    if (active_ && step()) {
        std::vector<std::string> faded;
        for (const QString &line : std::as_const(hiddenLines_))
            faded.push_back(line.toStdString());
        std::vector<ConcealedPart> parts
            = questionOpen() ? step()->question->conceals : std::vector<ConcealedPart> {};
        if (concealingForSheet_)
            for (ConcealedPart part : sheetConcealedParts(
                     plan()->lesson, plan()->states, static_cast<std::size_t>(stepIndex_)))
                parts.push_back(part);
        next = concealmentOf(faded, parts);
        // A run started in this step shows the student's own measurement.
        if (labRunThisStep_)
            next.labResults = false;
    }
    if (next == concealment_)
        return;
    concealment_ = std::move(next);
    emit concealmentChanged();
}

QStringList WalkthroughModel::absentLines() const
{
    QStringList lines;
    for (const std::string &line : concealment_.absentLines)
        lines << toQString(line);
    return lines;
}

QStringList WalkthroughModel::concealedLines() const
{
    QStringList lines;
    for (const std::string &line : concealment_.lines) {
        if (line == "phi-key-") {
            // The single-query view's φ(k₀)…, and the sequence view's φ(kₜ).
            for (std::size_t key = 0; key < kMaxKeys; ++key)
                lines << QStringLiteral("phi-key-%1").arg(key);
            lines << QStringLiteral("phi-key");
        } else {
            lines << toQString(line);
        }
    }
    return lines;
}

QList<int> WalkthroughModel::concealedColumns() const
{
    QList<int> columns;
    for (StepColumn column : concealment_.columns)
        columns << static_cast<int>(column);
    return columns;
}

QString WalkthroughModel::concealedLineNote() const
{
    if (questionOpen() && !step()->question->conceals.empty())
        return tr("Shown once the question is answered.");
    return tr("Shown once the lines above are filled in.");
}

void WalkthroughModel::setNotice(const QString &notice)
{
    if (notice == notice_)
        return;
    notice_ = notice;
    emit noticeChanged();
}

} // namespace linattn
