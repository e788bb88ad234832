// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "answer_record.h"

#include <algorithm>
#include <map>

namespace linattn {

void QuestionAttempts::recordAnswer(std::string answer, bool isRight)
{
    if (settled())
        return;
    answers.push_back(std::move(answer));
    right = isRight;
}

void QuestionAttempts::recordReveal()
{
    if (!settled())
        revealed = true;
}

std::span<const std::string> QuestionAttempts::wrongAnswers() const
{
    std::span<const std::string> all(answers);
    return right && !all.empty() ? all.first(all.size() - 1) : all;
}

QuestionAttempts *AnswerRecord::question(std::size_t step)
{
    for (QuestionAttempts &attempts : questions)
        if (attempts.step == step)
            return &attempts;
    return nullptr;
}

const QuestionAttempts *AnswerRecord::question(std::size_t step) const
{
    return const_cast<AnswerRecord *>(this)->question(step);
}

bool AnswerRecord::anyAnswerGiven() const
{
    return std::any_of(questions.begin(), questions.end(), [](const QuestionAttempts &attempts) {
        return !attempts.answers.empty() || attempts.revealed;
    });
}

namespace {

std::string trimmedAnswer(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(first, last - first + 1));
}

struct WrongTally {
    std::size_t count = 0;
    std::size_t firstSeen = 0; // order of first appearance, for ties
};

} // namespace

ClassReport classReport(std::span<const AnswerRecord> records)
{
    ClassReport report;
    report.students = records.size();
    if (!records.empty()) {
        report.lessonId = records.front().lessonId;
        report.lessonTitle = records.front().lessonTitle;
    }
    std::map<std::size_t, ClassReportRow> rows;
    std::map<std::size_t, std::map<std::string, WrongTally>> wrong;
    std::size_t seen = 0;
    for (const AnswerRecord &record : records) {
        for (const QuestionAttempts &attempts : record.questions) {
            ClassReportRow &row = rows[attempts.step];
            row.step = attempts.step;
            if (!attempts.answers.empty())
                ++row.answered;
            // Answers end with the first right one, so a right first answer is a lone one.
            if (attempts.right && attempts.answers.size() == 1)
                ++row.rightFirst;
            if (attempts.right)
                ++row.rightEventually;
            if (attempts.revealed)
                ++row.revealed;
            for (const std::string &answer : attempts.wrongAnswers()) {
                WrongTally &tally = wrong[attempts.step][trimmedAnswer(answer)];
                if (tally.count++ == 0)
                    tally.firstSeen = seen++;
            }
        }
    }
    for (auto &[step, row] : rows) {
        std::vector<std::pair<std::string, WrongTally>> tallies(
            wrong[step].begin(), wrong[step].end());
        std::sort(tallies.begin(), tallies.end(), [](const auto &a, const auto &b) {
            return a.second.count != b.second.count ? a.second.count > b.second.count
                                                    : a.second.firstSeen < b.second.firstSeen;
        });
        for (std::size_t i = 0; i < std::min<std::size_t>(3, tallies.size()); ++i)
            row.commonWrong.push_back(tallies[i].first);
        report.rows.push_back(std::move(row));
    }
    return report;
}

} // namespace linattn
