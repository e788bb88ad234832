// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the lesson-file reader (docs/lessons.md): any bytes
// must give a lesson or a one-line message, never a crash, a leak, undefined
// behaviour or a hang. Built only with clang and LINATTN_FUZZ=ON (see
// tests/fuzz/CMakeLists.txt); tools/dev.sh test runs it with the other targets.

#include "LessonReader.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto result = linattn::LessonReader::read(json);
    if (const auto *plan = std::get_if<linattn::LessonPlan>(&result)) {
        // A lesson that reads has one resolved state per step, each naming its problem.
        if (plan->lesson.steps.empty() || plan->states.size() != plan->lesson.steps.size())
            std::abort();
        for (const linattn::ResolvedLessonState &state : plan->states)
            if (state.prefix < 1 || state.problemId.empty() || state.featureMapId.empty())
                std::abort();
        // Its translations are whole: every step in every language of the
        // lesson, with the English step's question and as many options.
        for (const linattn::LessonStep &step : plan->lesson.steps) {
            if (step.translations.size() != plan->lesson.translations.size())
                std::abort();
            for (const auto &[language, texts] : step.translations) {
                if (!plan->lesson.translations.contains(language) || texts.title.empty()
                    || texts.text.empty() || texts.prompt.empty() == step.question.has_value()
                    || texts.options.size() != (step.question ? step.question->options.size() : 0))
                    std::abort();
            }
        }
    } else if (std::get<QString>(result).isEmpty()) {
        std::abort(); // an error always says what is wrong
    }
    // --check-lesson goes on after a problem, but its first problem is the
    // one the window shows, and it accepts exactly what the window accepts.
    const linattn::LessonCheck check = linattn::LessonReader::check(json);
    if (check.plan.has_value() != std::holds_alternative<linattn::LessonPlan>(result)
        || check.plan.has_value() != check.problems.isEmpty())
        std::abort();
    if (const auto *error = std::get_if<QString>(&result);
        error && check.problems.first() != *error)
        std::abort();
    return 0;
}
