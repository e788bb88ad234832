// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonNumbers.h"

#include "ProblemCatalog.h"
#include "concealment.h"
#include "derivation.h"
#include "number_format.h"
#include "random_features.h"
#include "sequence_derivation.h"
#include "sequence_table.h"
#include "step_text.h"

#include <algorithm>
#include <memory>
#include <tuple>

namespace linattn {

namespace {

void addInputs(StepNumbers &numbers, const std::vector<Vector> &vectors)
{
    for (const Vector &vector : vectors) {
        numbers.inputVectors.push_back(vector);
        numbers.inputNumbers.insert(numbers.inputNumbers.end(), vector.begin(), vector.end());
    }
}

void addLines(StepNumbers &numbers, const std::vector<DerivationLine> &lines)
{
    for (const WrittenLine &line : writtenEnglish(lines)) {
        if (line.unavailable || line.kind == DerivationLine::Kind::Explanation)
            continue;
        std::vector<double> values = numbersIn(line.result);
        if (!values.empty())
            numbers.computed.push_back({line.id, std::move(values)});
    }
}

// "{z}", "{phi-key-0} or {z}", "{phi-query}, {phi-key-0} or {z}".
QString placeholderList(const std::vector<std::string> &names)
{
    QString list;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            list += i + 1 == names.size() ? QStringLiteral(" or ") : QStringLiteral(", ");
        list += QStringLiteral("{%1}").arg(QString::fromStdString(names[i]));
    }
    return list;
}

// The values a placeholder writes under `concealed`: the others it writes as "?".
std::vector<ComputedValue> shownValues(
    const std::vector<ComputedValue> &computed, const Concealment &concealed)
{
    std::vector<ComputedValue> shown;
    for (const ComputedValue &value : computed) {
        const bool hidden
            = value.placeholder == "linear-rank" || value.placeholder == "softmax-rank"
            ? concealed.chunks
            : concealed.concealsLine(value.placeholder) || concealed.leavesOut(value.placeholder);
        if (!hidden)
            shown.push_back(value);
    }
    return shown;
}

StepNumbers computedNumbersAt(const ResolvedLessonState &state)
{
    StepNumbers numbers;
    const FeatureMap *chosen = findFeatureMap(state.featureMapId);
    std::unique_ptr<FeatureMap> favorMap;
    if (chosen && chosen->id() == kFavorMapId)
        favorMap = makeFavorFeatureMap(state.favor);
    if (!chosen)
        return numbers;
    const FeatureMap &map = favorMap ? *favorMap : *chosen;
    numbers.inputNumbers = {double(state.prefix), state.epsilon, double(state.favor.features),
        double(state.favor.seed)};
    if (state.showsSequence()) {
        const SequencePreset *sequence = ProblemCatalog::findSequence(state.problemId);
        if (!sequence)
            return numbers;
        const SequenceTable table = computeSequence(sequence->data, map,
            SequenceSettings {state.decay, state.chunk, state.epsilon}, sequence->id);
        // The lesson names the token as shown, from 0; the derivation takes its position.
        addLines(numbers, buildSequenceDerivation(table, map, state.token + 1));
        numbers.computed.push_back({"linear-rank", {double(table.linearBlockRank)}});
        numbers.computed.push_back({"softmax-rank", {double(table.softmaxBlockRank)}});
        numbers.inputNumbers.insert(
            numbers.inputNumbers.end(), {double(state.token), state.decay, double(state.chunk)});
        addInputs(numbers, sequence->data.queries);
        addInputs(numbers, sequence->data.keys);
        addInputs(numbers, sequence->data.values);
        return numbers;
    }
    const Preset *preset = ProblemCatalog::findPreset(state.problemId);
    if (!preset)
        return numbers;
    const StepTable table = computeStepTable(
        preset->data, map, preset->data.keys.size(), preset->id, StepTableOptions {state.epsilon});
    addLines(numbers, buildDerivation(StepText(table, map), state.prefix));
    addInputs(numbers, {preset->data.query});
    addInputs(numbers, preset->data.keys);
    addInputs(numbers, preset->data.values);
    return numbers;
}

} // namespace

StepNumbers stepNumbersAt(const ResolvedLessonState &state)
{
    // The reader resolved the state against the built-in presets, sequences and maps, so
    // nothing here should throw; if it does, the step has nothing to warn about.
    try {
        return computedNumbersAt(state);
    } catch (const std::exception &) {
        return {};
    }
}

namespace {

// "the denominator", "Z", "φ(k₁)": how a problem names a line.
std::string lineName(const std::string &line)
{
    if (line == "z" || line == "s")
        return line == "z" ? "Z" : "S";
    if (line == "phi-query")
        return "φ(q)";
    if (line == "phi-key")
        return "φ(kₜ)";
    if (line.rfind("phi-key-", 0) == 0)
        return "φ(k" + line.substr(8) + ")";
    if (line == "linear-rank" || line == "softmax-rank")
        return "the " + std::string(line == "linear-rank" ? "linear" : "softmax") + " block rank";
    return "the " + line;
}

struct AskedValue {
    std::optional<double> value;
    std::string described; // "the denominator at prefix 2", "coordinate 2 of S at token 3"
    std::string problem; // why it cannot be computed; empty when `value` is set
};

AskedValue askedValue(const QuestionQuantity &quantity, ResolvedLessonState state)
{
    AskedValue asked;
    const bool sequence = state.showsSequence();
    std::size_t count = 0;
    if (sequence) {
        if (const SequencePreset *preset = ProblemCatalog::findSequence(state.problemId))
            count = preset->data.tokenCount();
    } else if (const Preset *preset = ProblemCatalog::findPreset(state.problemId)) {
        count = preset->data.keys.size();
    }
    if (quantity.at && quantity.atToken != sequence) {
        asked.problem = sequence ? "the step shows a sequence: give \"token\", not \"prefix\""
                                 : "the step shows one query: give \"prefix\", not \"token\"";
        return asked;
    }
    std::size_t &at = sequence ? state.token : state.prefix;
    if (quantity.at)
        at = *quantity.at;
    const std::string where = (sequence ? " at token " : " at prefix ") + std::to_string(at);
    std::string name = lineName(quantity.line);
    if (quantity.coordinate)
        name = "coordinate " + std::to_string(*quantity.coordinate) + " of " + name;
    else if (quantity.sum)
        name = "the sum of the coordinates of " + name;
    asked.described = name + where;
    // A token is numbered from 0, a prefix counts keys from 1.
    if (sequence ? at >= count : (at < 1 || at > count)) {
        asked.problem = std::to_string(at) + " is beyond the " + std::to_string(count)
            + (sequence ? " tokens (0…" + std::to_string(shownTokenIndex(count)) + ")" : " keys")
            + " of the step's data";
        return asked;
    }
    const StepNumbers numbers = stepNumbersAt(state);
    const auto line = std::find_if(numbers.computed.begin(), numbers.computed.end(),
        [&quantity](const ComputedValue &value) { return value.placeholder == quantity.line; });
    if (line == numbers.computed.end()) {
        asked.problem = asked.described + " is not shown (Unavailable, or no such line there)";
        return asked;
    }
    const std::vector<double> &coordinates = line->numbers;
    if (quantity.coordinate) {
        if (*quantity.coordinate > coordinates.size()) {
            asked.problem = lineName(quantity.line) + " has " + std::to_string(coordinates.size())
                + " coordinates";
            return asked;
        }
        asked.value = coordinates[*quantity.coordinate - 1];
    } else if (quantity.sum) {
        double sum = 0;
        for (double x : coordinates)
            sum += x;
        asked.value = sum;
    } else if (coordinates.size() == 1) {
        asked.value = coordinates.front();
    } else {
        asked.problem = lineName(quantity.line) + " has " + std::to_string(coordinates.size())
            + " coordinates: ask for one (\"coordinate\") or their sum (\"sum\")";
    }
    return asked;
}

} // namespace

QStringList answerProblems(const Lesson &lesson, const std::vector<ResolvedLessonState> &states)
{
    QStringList problems;
    for (std::size_t i = 0; i < lesson.steps.size() && i < states.size(); ++i) {
        const LessonStep &step = lesson.steps[i];
        if (!step.question)
            continue;
        const std::optional<QuestionQuantity> quantity = askedQuantity(*step.question);
        if (!quantity)
            continue;
        const QString place = QStringLiteral("step %1: ").arg(i + 1);
        AskedValue asked;
        try {
            asked = askedValue(*quantity, states[i]);
        } catch (const std::exception &error) {
            asked.problem = error.what();
        }
        if (!asked.value) {
            problems << place + QStringLiteral("question.quantity: ")
                    + QString::fromStdString(asked.problem);
            continue;
        }
        const double answer = step.question->answer;
        // The window accepts |typed − answer| ≤ tolerance; the computed value must be accepted.
        if (!step.question->acceptsNumber(*asked.value))
            problems << place
                    + QStringLiteral("question.answer: the answer is %1, but %2 is %3")
                          .arg(QString::fromStdString(formatShortest(answer)),
                              QString::fromStdString(asked.described),
                              QString::fromStdString(formatRounded(*asked.value, 6)));
    }
    return problems;
}

QStringList typedNumberWarnings(
    const Lesson &lesson, const std::vector<ResolvedLessonState> &states)
{
    QStringList warnings;
    for (std::size_t i = 0; i < lesson.steps.size() && i < states.size(); ++i) {
        const LessonStep &step = lesson.steps[i];
        const StepNumbers numbers = stepNumbersAt(states[i]);
        // A value the step keeps hidden cannot be written by a placeholder (it would print "?"):
        // a text that needs it types it. The text, prompt, hint and options are read while the
        // question is open and on the worksheet, beside every other question on the sheet; the
        // explanation once the question is answered, and in the answer key.
        std::vector<ConcealedPart> parts = sheetConcealedParts(lesson, states, i);
        if (step.question)
            parts.insert(
                parts.end(), step.question->conceals.begin(), step.question->conceals.end());
        const std::vector<ComputedValue> whileAsked
            = shownValues(numbers.computed, concealmentOf(step.fadedLines, parts));
        const std::vector<ComputedValue> onceAnswered
            = shownValues(numbers.computed, concealmentOf(step.fadedLines, {}));
        auto check = [&](const LessonStepTexts &texts, const std::string &place) {
            std::vector<
                std::tuple<std::string, const std::string *, const std::vector<ComputedValue> *>>
                fields {{"title", &texts.title, &whileAsked}, {"text", &texts.text, &whileAsked},
                    {"print", &texts.print, &whileAsked},
                    {"question.prompt", &texts.prompt, &whileAsked},
                    {"question.hint", &texts.hint, &whileAsked},
                    {"question.explanation", &texts.explanation, &onceAnswered}};
            for (std::size_t option = 0; option < texts.options.size(); ++option)
                fields.emplace_back("question.options[" + std::to_string(option) + "]",
                    &texts.options[option], &whileAsked);
            for (const auto &[name, field, computed] : fields)
                for (const TypedComputedNumber &typed : typedComputedNumbers(
                         *field, *computed, numbers.inputVectors, numbers.inputNumbers))
                    warnings << QStringLiteral("step %1: %2%3: warning: %4 is typed where %5 would "
                                               "write it from the state")
                                    .arg(i + 1)
                                    .arg(QString::fromStdString(place),
                                        QString::fromStdString(name),
                                        QString::fromStdString(typed.typed),
                                        placeholderList(typed.placeholders));
        };
        check(stepTexts(step, "en"), "");
        for (const auto &[language, texts] : step.translations)
            check(texts, "translations." + language + ".");
    }
    return warnings;
}

} // namespace linattn
