// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChoiceListModel.h"
#include "DataState.h"
#include "LessonReader.h"
#include "ProblemModel.h"
#include "answer_record.h"
#include "concealment.h"
#include "placeholders.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace linattn {

// A lesson running over the window: it sets the AttentionModel's preset,
// map and prefix at each step, says what to point at, and checks the
// student's predictions. Leaving keeps the window as the step left it.
class WalkthroughModel : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The problem the window shows: a step sets its single query (preset, map, prefix), its
    // sequence (sequence, token, γ, C) and the view it works on.
    Q_PROPERTY(
        linattn::ProblemModel *problem READ problem WRITE setProblem NOTIFY problemChanged FINAL)
    Q_PROPERTY(linattn::ChoiceListModel *lessons READ lessons NOTIFY lessonsChanged FINAL)
    // The language the lessons are read in ("en", "de"): the window's, which
    // WindowLauncher sets. A lesson not translated into it is shown in English.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged FINAL)
    Q_PROPERTY(bool active READ active NOTIFY activeChanged FINAL)
    Q_PROPERTY(QString lessonId READ lessonId NOTIFY lessonChanged FINAL)
    Q_PROPERTY(QString lessonTitle READ lessonTitle NOTIFY lessonChanged FINAL)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY lessonChanged FINAL)
    Q_PROPERTY(QStringList stepTitles READ stepTitles NOTIFY lessonChanged FINAL)
    // The papers the lesson draws on, cited as published; on its last step only, where the
    // lesson ends with them (empty elsewhere and for a lesson that names none).
    Q_PROPERTY(QStringList stepReferences READ stepReferences NOTIFY stepChanged FINAL)
    // The same in one short line for the lesson strip ("Katharopoulos et al. 2020 · …"), which
    // the full citations would crowd on a projector; empty where stepReferences is.
    Q_PROPERTY(QString stepReferencesLine READ stepReferencesLine NOTIFY stepChanged FINAL)
    Q_PROPERTY(int stepIndex READ stepIndex NOTIFY stepChanged FINAL)
    // The memory lab's settings at this step (a MemoryLabSettings, for MemoryLabModel's
    // lessonSettings); nothing outside a lesson.
    Q_PROPERTY(QVariant memorySettings READ memorySettings NOTIFY stepChanged FINAL)
    Q_PROPERTY(int stepNumber READ stepNumber NOTIFY stepChanged FINAL)
    Q_PROPERTY(bool canGoBack READ canGoBack NOTIFY stepChanged FINAL)
    Q_PROPERTY(bool canGoNext READ canGoNext NOTIFY stepChanged FINAL)
    Q_PROPERTY(QString stepTitle READ stepTitle NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString stepText READ stepText NOTIFY textsChanged FINAL)
    // The step's text without markup, for a screen reader ("k_i", not "k<sub>i</sub>").
    Q_PROPERTY(QString stepTextPlain READ stepTextPlain NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString highlightKind READ highlightKind NOTIFY stepChanged FINAL)
    Q_PROPERTY(QString highlightTarget READ highlightTarget NOTIFY stepChanged FINAL)
    Q_PROPERTY(int highlightRow READ highlightRow NOTIFY stepChanged FINAL)
    Q_PROPERTY(int highlightRowIndex READ highlightRowIndex NOTIFY stepChanged FINAL)
    // What the window frames or opens now, each empty outside a walkthrough and
    // for a step that points elsewhere: views bind these and compare no kinds.
    Q_PROPERTY(bool controlsHighlighted READ controlsHighlighted NOTIFY highlightChanged FINAL)
    // A derivation line's id ("denominator"), a chart ("plane", "weights",
    // "output"), a row index of the step table (-1: none), a page ("scaling").
    Q_PROPERTY(QString highlightedLine READ highlightedLine NOTIFY highlightChanged FINAL)
    Q_PROPERTY(QString highlightedChart READ highlightedChart NOTIFY highlightChanged FINAL)
    Q_PROPERTY(int highlightedTableRow READ highlightedTableRow NOTIFY highlightChanged FINAL)
    Q_PROPERTY(QString lessonPage READ lessonPage NOTIFY highlightChanged FINAL)
    Q_PROPERTY(bool hasQuestion READ hasQuestion NOTIFY stepChanged FINAL)
    Q_PROPERTY(QString questionKind READ questionKind NOTIFY stepChanged FINAL)
    Q_PROPERTY(QString questionPrompt READ questionPrompt NOTIFY textsChanged FINAL)
    Q_PROPERTY(QStringList questionOptions READ questionOptions NOTIFY textsChanged FINAL)
    // The hint a wrong answer brings, so that the strip can keep its room from the start (it
    // pushed the panels below down and back at every try). Written to help, never the answer.
    Q_PROPERTY(QString questionHint READ questionHint NOTIFY textsChanged FINAL)
    // The prompt and the options without markup, for a screen reader and a button's name.
    Q_PROPERTY(QString questionPromptPlain READ questionPromptPlain NOTIFY textsChanged FINAL)
    Q_PROPERTY(QStringList questionOptionsPlain READ questionOptionsPlain NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString answerState READ answerState NOTIFY answerChanged FINAL)
    // Leaving a lesson in which answers were given, and revealing an answer to the room, ask
    // first (a teacher demonstrating turns it off: Lessons menu, kept with the session).
    Q_PROPERTY(bool asksBeforeLeavingOrRevealing READ asksBeforeLeavingOrRevealing WRITE
            setAsksBeforeLeavingOrRevealing NOTIFY asksBeforeLeavingOrRevealingChanged FINAL)
    // Leave() would now lose answers given in this lesson: the window asks first.
    Q_PROPERTY(
        bool leaveNeedsConfirmation READ leaveNeedsConfirmation NOTIFY confirmationChanged FINAL)
    // Reveal() would now show an open question's answer: the window asks first.
    Q_PROPERTY(
        bool revealNeedsConfirmation READ revealNeedsConfirmation NOTIFY confirmationChanged FINAL)
    Q_PROPERTY(QString feedback READ feedback NOTIFY answerChanged FINAL)
    // What a cover over a concealed chart says about when it lifts: "hidden until the question is
    // answered" on screen, "left for you to work out" on a worksheet, which nobody answers.
    Q_PROPERTY(QString concealedNote READ concealedNote NOTIFY concealedNoteChanged FINAL)
    // The feedback as rich text for the window: a lesson's hint or explanation with its checked
    // markup, a message of the window's own (which may quote what was typed) escaped.
    Q_PROPERTY(QString feedbackRich READ feedbackRich NOTIFY answerChanged FINAL)
    // The feedback without markup, for a screen reader.
    Q_PROPERTY(QString feedbackPlain READ feedbackPlain NOTIFY answerChanged FINAL)
    Q_PROPERTY(QStringList hiddenLines READ hiddenLines NOTIFY hiddenLinesChanged FINAL)
    Q_PROPERTY(QString lineFeedback READ lineFeedback NOTIFY lineFeedbackChanged FINAL)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged FINAL)
    // What failed, as the banner's title: opening a lesson, or reading its file again.
    Q_PROPERTY(QString errorTitle READ errorTitle NOTIFY errorMessageChanged FINAL)
    // What the window keeps hidden now: the faded lines still to fill in and
    // what the open question conceals, with everything that would give them
    // away (core's concealmentOf). Lines are derivation line ids, columns
    // StepTableModel columns (in every row: earlier rows tell as much); the
    // conceals… flags name the other parts of the window.
    Q_PROPERTY(QStringList concealedLines READ concealedLines NOTIFY concealmentChanged FINAL)
    // Lines not shown at all while the question is open (their presence would answer it).
    Q_PROPERTY(QStringList absentLines READ absentLines NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(QList<int> concealedColumns READ concealedColumns NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(bool concealsOutputValue READ concealsOutputValue NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(
        bool concealsReferenceValue READ concealsReferenceValue NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(bool concealsSoftmaxValue READ concealsSoftmaxValue NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(bool concealsAvailability READ concealsAvailability NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(bool concealsPresetDescription READ concealsPresetDescription NOTIFY
            concealmentChanged FINAL)
    // Why a concealed derivation line is hidden, said on the line.
    Q_PROPERTY(QString concealedLineNote READ concealedLineNote NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(bool concealsPhiPoints READ concealsPhiPoints NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(
        bool concealsLinearWeights READ concealsLinearWeights NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(
        bool concealsSoftmaxWeights READ concealsSoftmaxWeights NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(bool concealsOutputChart READ concealsOutputChart NOTIFY concealmentChanged FINAL)
    Q_PROPERTY(bool concealsLabResults READ concealsLabResults NOTIFY concealmentChanged FINAL)
    // The memory lab's results (ConcealedPart::MemoryResults), for MemoryLabModel.concealed.
    Q_PROPERTY(
        bool concealsMemoryResults READ concealsMemoryResults NOTIFY concealmentChanged FINAL)
    // The Scaling lab's orders of growth (its O(·) labels).
    Q_PROPERTY(bool concealsLabOrders READ concealsLabOrders NOTIFY concealmentChanged FINAL)
    // The sequence view's chunk grid and block ranks.
    Q_PROPERTY(bool concealsChunks READ concealsChunks NOTIFY concealmentChanged FINAL)
    // Said once when a lesson starts over the user's own data: where it went.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged FINAL)
    // A lesson read from a file, which reloadLesson() reads again.
    Q_PROPERTY(bool canReload READ canReload NOTIFY lessonChanged FINAL)
    // The running lesson holds answers, reveals or filled lines: Save my answers has something to
    // write, and Start over something to clear.
    Q_PROPERTY(bool hasWorkInLesson READ hasWorkInLesson NOTIFY progressChanged FINAL)
    // A lesson chosen with choose() that holds kept work: the window asks whether to resume it
    // or to start it over (empty: nothing asked), and says what is kept.
    Q_PROPERTY(QString resumeOfferLessonId READ resumeOfferLessonId NOTIFY resumeOfferChanged FINAL)
    Q_PROPERTY(QString resumeOfferText READ resumeOfferText NOTIFY resumeOfferChanged FINAL)

public:
    explicit WalkthroughModel(QObject *parent = nullptr);

    ProblemModel *problem() const { return problem_; }
    void setProblem(ProblemModel *problem);
    ChoiceListModel *lessons() const { return lessons_; }
    QString language() const { return language_; }
    void setLanguage(const QString &language);

    bool active() const { return active_; }
    QString lessonId() const;
    QString lessonTitle() const;
    int stepCount() const;
    QStringList stepTitles() const;
    QStringList stepReferences() const;
    QString stepReferencesLine() const;
    int stepIndex() const { return stepIndex_; }
    QVariant memorySettings() const;
    int stepNumber() const { return stepIndex_ + 1; }
    bool canGoBack() const { return stepIndex_ > 0; }
    bool canGoNext() const { return stepIndex_ + 1 < stepCount(); }
    QString stepTitle() const;
    QString stepText() const;
    QString stepTextPlain() const;
    QString highlightKind() const;
    QString highlightTarget() const;
    int highlightRow() const;
    // The highlighted table row as a model row, -1 for none.
    int highlightRowIndex() const { return highlightRow() - 1; }
    bool controlsHighlighted() const;
    QString highlightedLine() const;
    QString highlightedChart() const;
    int highlightedTableRow() const;
    QString lessonPage() const;
    bool hasQuestion() const;
    QString questionKind() const;
    QString questionPrompt() const;
    QString questionHint() const;
    QStringList questionOptions() const;
    QString questionPromptPlain() const;
    QStringList questionOptionsPlain() const;
    QString answerState() const { return answerState_; }
    QString feedback() const;
    QString concealedNote() const;
    QString feedbackRich() const;
    QString feedbackPlain() const;
    QStringList hiddenLines() const { return hiddenLines_; }
    // Why the last value typed into a faded line was refused.
    QString lineFeedback() const { return lineFeedback_; }
    QString errorMessage() const { return errorMessage_; }
    QString errorTitle() const { return errorTitle_; }
    QStringList concealedLines() const;
    QStringList absentLines() const;
    QList<int> concealedColumns() const;
    bool concealsOutputValue() const { return concealment_.outputValue; }
    bool concealsReferenceValue() const { return concealment_.referenceValue; }
    bool concealsSoftmaxValue() const { return concealment_.softmaxValue; }
    bool concealsAvailability() const { return concealment_.availability; }
    bool concealsPresetDescription() const { return concealment_.presetDescription; }
    QString concealedLineNote() const;
    bool concealsPhiPoints() const { return concealment_.phiPoints; }
    bool concealsLinearWeights() const { return concealment_.linearWeights; }
    bool concealsSoftmaxWeights() const { return concealment_.softmaxWeights; }
    bool concealsOutputChart() const { return concealment_.outputChart; }
    bool concealsLabResults() const { return concealment_.labResults; }
    bool concealsMemoryResults() const { return concealment_.memoryResults; }
    bool concealsLabOrders() const { return concealment_.labOrders; }
    bool concealsChunks() const { return concealment_.chunks; }
    const Concealment &concealment() const { return concealment_; }
    // A worksheet is being made: every step also conceals what any question on the sheet
    // conceals wherever the step shows that question's problem (sheetConcealedParts()), in
    // its charts and in the numbers its texts quote.
    void setConcealingForSheet(bool on);
    bool asksBeforeLeavingOrRevealing() const { return asksBeforeLeavingOrRevealing_; }
    void setAsksBeforeLeavingOrRevealing(bool ask);
    bool leaveNeedsConfirmation() const;
    bool revealNeedsConfirmation() const;
    // The step's texts as shown: in the language shown, the numbers they quote filled in.
    LessonStepTexts shownStepTexts() const { return stepTexts(); }
    QString notice() const { return notice_; }
    bool canReload() const { return active_ && !lessonFile().isEmpty(); }
    bool hasWorkInLesson() const;
    QString resumeOfferLessonId() const { return resumeOfferLessonId_; }
    QString resumeOfferText() const;

    // The work kept of every lesson taken (answers, reveals, filled lines and the step reached),
    // for the session; restoreProgress() takes it back before a lesson starts.
    std::vector<AnswerRecord> keptProgress() const;
    void restoreProgress(std::vector<AnswerRecord> records);
    // The running lesson's record, to hand in: its title in the language shown, `student` and
    // the date now (ISO 8601, UTC); empty outside a lesson.
    std::optional<AnswerRecord> answerRecord(const QString &student) const;
    // The running lesson; null outside a lesson.
    const Lesson *runningLesson() const;

    // Starts a lesson at its first step (or `step`, 0-based); false with
    // errorMessage for an unknown id.
    Q_INVOKABLE bool start(const QString &lessonId, int step = 0);
    // A lesson chosen from a menu: started at its first step, or, when work of it is kept,
    // offered to resume (resumeOfferLessonId) for acceptResume() or startOfferOver().
    Q_INVOKABLE void choose(const QString &lessonId);
    // Resumes the offered lesson at the step it was left, its answers kept.
    Q_INVOKABLE void acceptResume();
    // Starts the offered lesson at step 1 with its kept work cleared.
    Q_INVOKABLE void startOfferOver();
    Q_INVOKABLE void dismissResumeOffer();
    // Clears the running lesson's kept work and goes back to its first step.
    Q_INVOKABLE void startOver();
    // Leaves the lesson; the window keeps the state the step set. Its work stays kept.
    Q_INVOKABLE void leave();
    Q_INVOKABLE void next();
    Q_INVOKABLE void back();
    // Jumps to a step (0-based) and sets the state that step has.
    Q_INVOKABLE void goToStep(int index);

    // Checks a typed number; feedback holds the hint or the explanation.
    Q_INVOKABLE void submitNumber(const QString &text);
    Q_INVOKABLE void submitChoice(int option);
    Q_INVOKABLE void reveal();
    // Checks a value typed into a faded derivation line; true (and the line
    // is shown) when it matches, otherwise feedback says why not.
    Q_INVOKABLE bool fillLine(const QString &lineId, const QString &text);

    // Reads a lesson file, adds it to `lessons` and starts it; false with
    // errorMessage (and nothing changed) when it is malformed.
    Q_INVOKABLE bool openLessonFile(const QString &pathOrUrl);
    // Reads the running lesson's file again and stays at the same step (or
    // the last one, if the file is shorter now); false with errorMessage, and
    // the lesson as it was, when the file no longer reads.
    Q_INVOKABLE bool reloadLesson();
    // A page's measurement was started in this step: its results are the
    // student's own now, no longer an earlier run's answer.
    Q_INVOKABLE void noteLabRun();
    Q_INVOKABLE void clearNotice() { setNotice({}); }
    // The file the running lesson was read from; empty for a built-in lesson or none.
    QString lessonFile() const;
    // Dismisses errorMessage (the window's banner was closed).
    Q_INVOKABLE void clearError() { setErrorMessage({}); }

signals:
    void problemChanged();
    void languageChanged();
    void lessonsChanged();
    void activeChanged();
    void lessonChanged();
    void stepChanged();
    void highlightChanged(); // with stepChanged and activeChanged
    void answerChanged();
    // An answer was checked or revealed, whether or not the verdict changed.
    void answerChecked();
    void hiddenLinesChanged();
    void lineFeedbackChanged();
    void errorMessageChanged();
    void concealmentChanged();
    void concealedNoteChanged();
    // The step's texts changed: a new step, or a number they quote ({z}, filled from the
    // derivation shown), or what is concealed in them.
    void textsChanged();
    void asksBeforeLeavingOrRevealingChanged();
    void confirmationChanged();
    void noticeChanged();
    // The kept work changed: an answer, a reveal, a filled line, the step reached.
    void progressChanged();
    void resumeOfferChanged();

private:
    // Whether a walkthrough runs and its step points at a part of this kind.
    bool highlights(LessonHighlight::Kind kind) const;
    const LessonPlan *plan() const;
    // The lesson's references on its last step, where it ends with them; none elsewhere.
    std::span<const LessonReference> closingReferences() const;
    const LessonStep *step() const;
    // The single query's, for the preset, map and data a lesson keeps.
    AttentionModel *attention() const;
    // The derivation the student sees: the sequence token's in the sequence view.
    const DerivationModel *shownDerivation() const;
    // The step's texts in the language shown, their placeholders filled from the derivation
    // shown, with "?" for what is concealed.
    LessonStepTexts stepTexts() const;
    std::optional<std::string> placeholderValue(const Placeholder &placeholder) const;
    // The step's texts hold a placeholder ({z}): they change with the derivation.
    bool stepQuotesState() const;
    void enterStep(int index);
    // What feedback shows: nothing, the step's hint or explanation (in the
    // language shown, also after a change of language), or a message.
    enum class Feedback { None, Hint, Explanation, Message };
    void setAnswer(const QString &state, Feedback kind, const QString &message = {});
    void setLineFeedback(const QString &feedback);
    // A number answered or revealed also shows the first faded line holding it.
    void revealLinesHolding(double value);
    // `title` empty: the lesson could not be opened.
    void setErrorMessage(const QString &message, const QString &title = {});
    void rebuildLessonList();
    // Starts the lesson at `index` of `lessons`, at `stepIndex` (clamped).
    void startAt(int index, int stepIndex);
    bool questionOpen() const;
    void updateConcealment();
    void setAnswersGiven(bool given);
    void setNotice(const QString &notice);
    // Keeps the user's own data when a lesson replaces it, and offers it back on leaving.
    void keepOwnData();
    // Reads the opened lesson `openedIndex` from its file again; an error message or empty.
    QString rereadOpenedLesson(std::size_t openedIndex);
    // The running lesson's kept work, made (with an entry for each question) when first needed.
    AnswerRecord &progress();
    const AnswerRecord *keptProgressOf(const QString &lessonId) const;
    // The kept state of the step just entered: its answer, reveal and filled lines.
    void restoreStepProgress();
    void setResumeOffer(const QString &lessonId);

    QPointer<ProblemModel> problem_;
    ChoiceListModel *lessons_ = nullptr;
    std::vector<LessonPlan> openedLessons_; // lessons read from files, after the built-in ones
    std::vector<QString> openedLessonFiles_; // the file of each, absolute
    int lessonIndex_ = -1; // into built-in lessons, then openedLessons_
    bool active_ = false;
    int stepIndex_ = 0;
    QString language_ = QStringLiteral("en");
    QString answerState_ = QStringLiteral("unanswered");
    Feedback feedbackKind_ = Feedback::None;
    QString feedbackMessage_;
    QStringList hiddenLines_;
    QString lineFeedback_;
    QString errorMessage_;
    QString errorTitle_;
    Concealment concealment_;
    bool labRunThisStep_ = false;
    bool concealingForSheet_ = false;
    // An answer was checked, chosen or revealed since the lesson started.
    bool answersGiven_ = false;
    bool asksBeforeLeavingOrRevealing_ = true;
    QString notice_;
    // The user's own data from before the lesson, offered back by undo on leaving.
    std::optional<DataState> keptData_;
    // Kept work by lesson id.
    std::map<std::string, AnswerRecord, std::less<>> progress_;
    QString resumeOfferLessonId_;
};

} // namespace linattn
