// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace linattn {

// One question's attempts, as a student made them. Answers are kept as typed, oldest first (a
// choice as its option's 0-based index written as text), and end with the first right one: a
// settled question takes no more tries.
struct QuestionAttempts {
    std::size_t step = 0; // 1-based
    std::vector<std::string> answers;
    bool right = false;
    bool revealed = false;

    // Settled: answered right or revealed; the question takes no more answers.
    bool settled() const { return right || revealed; }
    // Adds a try; ignored once settled.
    void recordAnswer(std::string answer, bool isRight);
    // The answer was shown; ignored once settled.
    void recordReveal();
    // The tries that were wrong: every answer but a right last one.
    std::span<const std::string> wrongAnswers() const;
    friend bool operator==(const QuestionAttempts &, const QuestionAttempts &) = default;
};

// A student's work on one lesson: what the window keeps between sessions and what "Save my
// answers" writes (docs/answers.md): every question of the lesson, in step order, with the
// step the student was at and the faded derivation lines already filled in.
struct AnswerRecord {
    static constexpr std::string_view kFormat = "linattn-answers";
    static constexpr int kVersion = 1;

    std::string lessonId;
    std::string lessonTitle; // in the language the lesson was taken in
    std::string student; // may be empty while the work is only kept, not handed in
    std::string date; // ISO 8601, when written
    std::string language; // "en", "de"
    std::size_t currentStep = 1; // 1-based
    std::vector<QuestionAttempts> questions;
    struct FilledLine {
        std::size_t step = 0; // 1-based
        std::string line; // a derivation line id ("denominator")
        friend bool operator==(const FilledLine &, const FilledLine &) = default;
    };
    std::vector<FilledLine> filledLines;

    // The attempts at the question of `step` (1-based), or null when the record has none.
    QuestionAttempts *question(std::size_t step);
    const QuestionAttempts *question(std::size_t step) const;
    bool anyAnswerGiven() const;
    friend bool operator==(const AnswerRecord &, const AnswerRecord &) = default;
};

// One row of a class report: what the students of one lesson did with one question.
struct ClassReportRow {
    std::size_t step = 0; // 1-based
    std::size_t answered = 0; // students who tried at least one answer
    std::size_t rightFirst = 0; // whose first answer was right
    std::size_t rightEventually = 0; // who answered right in the end, on any try
    std::size_t revealed = 0; // who had the answer shown
    // Up to three wrong answers, the most frequent first (ties: the one met first), compared
    // as typed but for the spaces around them.
    std::vector<std::string> commonWrong;
    friend bool operator==(const ClassReportRow &, const ClassReportRow &) = default;
};

struct ClassReport {
    std::string lessonId;
    std::string lessonTitle;
    std::size_t students = 0;
    std::vector<ClassReportRow> rows; // one per question step, in step order
};

// The report of records of one lesson (the caller refuses records of another lesson first; a
// record's lesson title is taken from the first record). Every step a record lists gets a
// row, so a question no student reached still shows as answered by 0.
ClassReport classReport(std::span<const AnswerRecord> records);

} // namespace linattn
