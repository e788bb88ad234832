// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"

#include "placeholders.h"
#include "sequence_data.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace linattn {

std::string shortCitation(const LessonReference &reference)
{
    // Authors are written "A. Katharopoulos, A. Vyas, …": a surname is an author's last word.
    std::vector<std::string> surnames;
    std::size_t start = 0;
    while (start < reference.authors.size()) {
        std::size_t end = reference.authors.find(", ", start);
        if (end == std::string::npos)
            end = reference.authors.size();
        const std::string author = reference.authors.substr(start, end - start);
        surnames.push_back(author.substr(author.rfind(' ') + 1));
        start = end + 2;
    }
    std::string names = surnames.empty() ? reference.authors : surnames.front();
    if (surnames.size() == 2)
        names += " & " + surnames[1];
    else if (surnames.size() > 2)
        names += " et al.";
    return names + " " + std::to_string(reference.year);
}

std::string citation(const LessonReference &reference)
{
    // A title that ends in its own mark ("?", "!") takes no full stop after it.
    const char last = reference.title.empty() ? '.' : reference.title.back();
    const std::string afterTitle = last == '.' || last == '?' || last == '!' ? " " : ". ";
    return reference.authors + " (" + std::to_string(reference.year) + "). " + reference.title
        + afterTitle + reference.venue + ".";
}

bool LessonQuestion::acceptsNumber(double given) const
{
    return std::isfinite(given) && std::fabs(given - answer) <= tolerance;
}

LessonTexts lessonTexts(const Lesson &lesson, std::string_view language)
{
    if (const auto found = lesson.translations.find(language); found != lesson.translations.end())
        return found->second;
    return {lesson.title, lesson.description};
}

LessonStepTexts stepTexts(const LessonStep &step, std::string_view language)
{
    if (const auto found = step.translations.find(language); found != step.translations.end())
        return found->second;
    LessonStepTexts texts {step.title, step.text, {}, {}, {}, {}, step.print};
    if (step.question) {
        texts.prompt = step.question->prompt;
        texts.options = step.question->options;
        texts.hint = step.question->hint;
        texts.explanation = step.question->explanation;
    }
    return texts;
}

namespace {
// Characters, not bytes, up to `byte`: lesson texts are full of φ and subscripts.
std::size_t characterPosition(std::string_view text, std::size_t byte)
{
    std::size_t characters = 0;
    for (std::size_t i = 0; i <= byte && i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
            ++characters;
    return characters;
}
} // namespace

std::string plainLessonText(std::string_view text)
{
    std::string plain;
    plain.reserve(text.size());
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t open = text.find('<', at);
        const std::size_t close = open == std::string_view::npos ? open : text.find('>', open);
        if (close == std::string_view::npos) {
            plain.append(text.substr(at));
            break;
        }
        plain.append(text.substr(at, open - at));
        const std::string_view tag = text.substr(open + 1, close - open - 1);
        at = close + 1;
        if (tag != "sub" && tag != "sup")
            continue;
        // The script up to its closing tag, written after _ or ^.
        const std::string closing = "</" + std::string(tag) + ">";
        std::size_t end = text.find(closing, at);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string script = plainLessonText(text.substr(at, end - at));
        // One character (a UTF-8 sequence counts as one) needs no parentheses.
        std::size_t characters = 0;
        for (const char c : script)
            characters += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        plain += tag == "sub" ? '_' : '^';
        plain += characters == 1 ? script : "(" + script + ")";
        at = std::min(end + closing.size(), text.size());
    }
    return plain;
}

std::optional<std::string> checkLessonMarkup(std::string_view text)
{
    static constexpr std::array<std::string_view, 4> allowed {"b", "i", "sub", "sup"};
    std::vector<std::string_view> open;
    for (std::size_t at = 0; at < text.size(); ++at) {
        if (text[at] == '&')
            return "character " + std::to_string(characterPosition(text, at))
                + ": '&' is not allowed (write \"and\"; no entities)";
        if (text[at] != '<')
            continue;
        const std::size_t close = text.find('>', at);
        if (close == std::string_view::npos)
            return "character " + std::to_string(characterPosition(text, at))
                + ": '<' without a closing '>'";
        std::string_view tag = text.substr(at + 1, close - at - 1);
        const bool closing = !tag.empty() && tag.front() == '/';
        if (closing)
            tag.remove_prefix(1);
        bool known = false;
        for (std::string_view name : allowed)
            known = known || tag == name;
        if (!known)
            return "character " + std::to_string(characterPosition(text, at)) + ": <"
                + std::string(closing ? "/" : "") + std::string(tag)
                + "> is not allowed (only <b>, <i>, <sub>, <sup>)";
        if (!closing) {
            open.push_back(tag);
        } else if (open.empty() || open.back() != tag) {
            return "character " + std::to_string(characterPosition(text, at)) + ": </"
                + std::string(tag) + "> closes a tag that is not open";
        } else {
            open.pop_back();
        }
        at = close;
    }
    if (!open.empty())
        return "<" + std::string(open.back()) + "> is never closed";
    return std::nullopt;
}

std::optional<std::pair<std::string, std::string>> checkStepMarkup(const LessonStepTexts &texts)
{
    if (texts.title.find_first_of("<&") != std::string::npos)
        return std::pair {std::string("title"),
            std::string(
                "a title is plain text, without markup or '&' (write Z₂, not Z<sub>2</sub>)")};
    const std::pair<const std::string *, const char *> fields[] {{&texts.text, "text"},
        {&texts.print, "print"}, {&texts.prompt, "question.prompt"}, {&texts.hint, "question.hint"},
        {&texts.explanation, "question.explanation"}};
    for (const auto &[field, name] : fields)
        if (auto error = checkLessonMarkup(*field))
            return std::pair {std::string(name), *error};
    for (std::size_t option = 0; option < texts.options.size(); ++option)
        if (auto error = checkLessonMarkup(texts.options[option]))
            return std::pair {"question.options[" + std::to_string(option) + "]", *error};
    return std::nullopt;
}

bool isFadeableLine(std::string_view lineId)
{
    return lineId == "denominator" || lineId == "numerator" || lineId == "output"
        || lineId == "reference" || lineId == "softmax";
}

namespace {

DataError stepError(std::size_t index, const std::string &place, Text message)
{
    return {"step " + std::to_string(index + 1) + ": " + place, std::move(message)};
}

bool isDerivationLineId(const std::string &id)
{
    static const std::array<std::string_view, 11> fixed {"phi-query", "z", "s", "denominator",
        "numerator", "output", "why-unavailable", "reference", "softmax", "epsilon",
        "not-a-distribution"};
    for (std::string_view name : fixed)
        if (id == name)
            return true;
    const std::string prefix = "phi-key-";
    if (id.rfind(prefix, 0) != 0 || id.size() == prefix.size() || id.size() > prefix.size() + 2)
        return false;
    for (std::size_t i = prefix.size(); i < id.size(); ++i)
        if (id[i] < '0' || id[i] > '9')
            return false;
    return std::stoul(id.substr(prefix.size())) < kMaxKeys;
}

// The first text of `step`, in any language, whose placeholders fail checkPlaceholders(): its
// place ("text", "translations.de.question.hint") and the message.
std::optional<std::pair<std::string, std::string>> checkStepPlaceholders(const LessonStep &step)
{
    auto check
        = [](const LessonStepTexts &texts,
              const std::string &place) -> std::optional<std::pair<std::string, std::string>> {
        const std::pair<const std::string *, const char *> fields[] {{&texts.title, "title"},
            {&texts.text, "text"}, {&texts.print, "print"}, {&texts.prompt, "question.prompt"},
            {&texts.hint, "question.hint"}, {&texts.explanation, "question.explanation"}};
        for (const auto &[field, name] : fields)
            if (auto error = checkPlaceholders(*field))
                return std::pair {place + name, *error};
        for (std::size_t option = 0; option < texts.options.size(); ++option)
            if (auto error = checkPlaceholders(texts.options[option]))
                return std::pair {
                    place + "question.options[" + std::to_string(option) + "]", *error};
        return std::nullopt;
    };
    if (auto error = check(stepTexts(step, "en"), ""))
        return error;
    for (const auto &[language, texts] : step.translations)
        if (auto error = check(texts, "translations." + language + "."))
            return error;
    return std::nullopt;
}

// What a step may point at in the view it shows: its derivation's lines and its charts, and
// how a refusal names the view.
struct ViewVocabulary {
    bool (*isLineId)(const std::string &);
    std::array<std::string_view, 3> charts;
    std::string_view lineWhere;
    std::string_view chartList;
};

// The lines of a sequence token's derivation (buildSequenceDerivation()).
bool isSequenceDerivationLineId(const std::string &id)
{
    static const std::array<std::string_view, 12> ids {"phi-query", "phi-key", "s", "z",
        "denominator", "numerator", "output", "why-unavailable", "parallel", "chunkwise",
        "difference", "softmax"};
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

const ViewVocabulary &vocabularyOf(const ResolvedLessonState &state)
{
    static const ViewVocabulary single {
        isDerivationLineId, {"plane", "weights", "output"}, "", "(plane, weights or output)"};
    static const ViewVocabulary sequence {isSequenceDerivationLineId,
        {"sequence-weights", "sequence-output", ""}, " in the sequence view",
        "in the sequence view (sequence-weights or sequence-output)"};
    return state.showsSequence() ? sequence : single;
}

const char *kindName(ProblemKind kind)
{
    return kind == ProblemKind::Sequence ? "a sequence" : "a single query";
}

// The problem of a step: the one it names, or for an older lesson's "view" the last problem of
// that kind. `last` holds the last problem named of each kind. Empty when it is usable.
std::optional<DataError> resolveProblem(std::size_t i, const LessonState &state,
    const LessonVocabulary &vocabulary, ResolvedLessonState &current,
    std::array<std::string, 2> &last)
{
    if (state.problemId) {
        const std::string &id = *state.problemId;
        const bool isSequence = vocabulary.tokenCountOf && vocabulary.tokenCountOf(id);
        if (!isSequence && !vocabulary.keyCountOf(id)) {
            // An older lesson's "preset" or "sequence" is named as it was written.
            if (state.view)
                return stepError(i,
                    *state.view == ProblemKind::Sequence ? "state.sequence" : "state.preset",
                    std::string(*state.view == ProblemKind::Sequence ? "unknown sequence '"
                                                                     : "unknown preset '")
                        + id + "'");
            return stepError(i, "state.problem", "unknown problem '" + id + "'");
        }
        const ProblemKind kind = isSequence ? ProblemKind::Sequence : ProblemKind::SingleQuery;
        if (state.view && *state.view != kind)
            return stepError(i,
                *state.view == ProblemKind::Sequence ? "state.sequence" : "state.preset",
                "'" + id + "' is " + kindName(kind) + ": name it as \"problem\"");
        current.problemId = id;
        current.kind = kind;
    } else if (state.view && *state.view != current.kind) {
        const std::string &earlier = last[std::size_t(*state.view)];
        if (earlier.empty())
            return stepError(i, "state.view",
                std::string("no earlier step named ") + kindName(*state.view)
                    + " to go back to: set \"problem\" in this step");
        current.problemId = earlier;
        current.kind = *state.view;
    }
    last[std::size_t(current.kind)] = current.problemId;
    return std::nullopt;
}

// A single query's prefix, checked against its keys. Empty when it is usable.
std::optional<DataError> resolvePrefix(std::size_t i, const LessonState &state,
    const LessonVocabulary &vocabulary, ResolvedLessonState &current)
{
    if (current.showsSequence()) {
        if (state.prefix)
            return stepError(i, "state.prefix",
                current.problemId + " is a sequence: choose its token (\"token\"), not a prefix");
        return std::nullopt;
    }
    const std::size_t keys = *vocabulary.keyCountOf(current.problemId);
    if (state.prefix)
        current.prefix = *state.prefix;
    const std::string keyCount = std::to_string(keys) + (keys == 1 ? " key" : " keys");
    if (current.prefix < 1)
        return stepError(i, "state.prefix",
            "0 is below 1; a prefix counts the included keys (1 to " + std::to_string(keys) + ")");
    if (current.prefix > keys && state.prefix)
        return stepError(i, "state.prefix",
            std::to_string(current.prefix) + " is beyond the " + keyCount + " of preset "
                + current.problemId);
    if (current.prefix > keys)
        return stepError(i, "state.prefix",
            "the prefix " + std::to_string(current.prefix)
                + " kept from an earlier step is beyond the " + keyCount + " of preset "
                + current.problemId + "; set a prefix in this step");
    return std::nullopt;
}

// A sequence's token, γ and C, checked against its tokens. Empty when they are usable.
std::optional<DataError> resolveSequenceState(std::size_t i, const LessonState &state,
    const LessonVocabulary &vocabulary, ResolvedLessonState &current, bool problemChanged)
{
    if (!current.showsSequence()) {
        for (const auto &[set, name] : {std::pair {state.token.has_value(), "token"},
                 std::pair {state.decay.has_value(), "decay"},
                 std::pair {state.chunk.has_value(), "chunk"}})
            if (set)
                return stepError(i, std::string("state.") + name,
                    current.problemId + " is a single query: " + name + " applies to a sequence");
        return std::nullopt;
    }
    const std::size_t tokens = *vocabulary.tokenCountOf(current.problemId);
    if (state.decay) {
        if (auto error = validateDecay(*state.decay))
            return stepError(i, "state.decay", error->message);
        current.decay = *state.decay;
    }
    if (state.token)
        current.token = *state.token;
    if (state.chunk)
        current.chunk = *state.chunk;
    else if (problemChanged)
        current.chunk = clampChunkSize(current.chunk, tokens);
    // Tokens are numbered from 0 (shownTokenIndex); a chunk size counts them.
    const std::string tokenRange = "0…" + std::to_string(shownTokenIndex(tokens)) + " (the "
        + std::to_string(tokens) + " tokens of " + current.problemId + ", numbered from 0)";
    if (current.token >= tokens)
        return stepError(i, "state.token",
            std::to_string(current.token) + " is outside " + tokenRange
                + (state.token ? "" : "; set a token in this step"));
    if (current.chunk < 1 || current.chunk > tokens)
        return stepError(i, "state.chunk",
            std::to_string(current.chunk) + " is outside 1…" + std::to_string(tokens)
                + " (the tokens of " + current.problemId + ")"
                + (state.chunk ? "" : "; set a chunk in this step"));
    return std::nullopt;
}

// The memory lab's settings a step names, over those in effect. Empty when they are usable.
std::optional<DataError> resolveMemoryState(
    std::size_t i, const LessonMemoryState &state, ResolvedLessonState &current)
{
    MemoryLabSettings next = current.memory;
    if (state.rule)
        next.writing.rule = *state.rule;
    if (state.beta)
        next.writing.beta = *state.beta;
    if (state.decay)
        next.writing.decay = *state.decay;
    if (state.passes)
        next.writing.passes = *state.passes;
    if (state.temperature)
        next.writing.temperature = *state.temperature;
    if (state.featureMapId)
        next.featureMapId = *state.featureMapId;
    if (state.pairs)
        next.pairs = *state.pairs;
    if (state.dimension)
        next.dimension = *state.dimension;
    if (state.orthogonalKeys)
        next.orthogonalKeys = *state.orthogonalKeys;
    if (state.seed)
        next.seed = *state.seed;
    if (auto error = memoryLabSettingsError(next))
        return stepError(i, "state.memory." + error->field, error->message);
    current.memory = next;
    return std::nullopt;
}

} // namespace

std::variant<std::vector<ResolvedLessonState>, DataError> resolveLessonStates(
    const Lesson &lesson, const LessonVocabulary &vocabulary)
{
    if (lesson.steps.empty())
        return DataError {"steps", "a lesson needs at least one step"};
    const LessonState &first = lesson.steps.front().state;
    const char *firstStepNeeds
        = "the first step must set problem and featureMap, and prefix for a single query";
    if (!first.problemId || !first.featureMapId)
        return stepError(0, "state", firstStepNeeds);

    std::vector<ResolvedLessonState> states;
    states.reserve(lesson.steps.size());
    ResolvedLessonState current;
    std::array<std::string, 2> lastOfKind;
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep &step = lesson.steps[i];
        if (auto error = checkStepMarkup(stepTexts(step, "en")))
            return stepError(i, error->first, error->second);
        if (auto error = checkStepPlaceholders(step))
            return stepError(i, error->first, error->second);
        const std::string previousProblem = current.problemId;
        if (auto error = resolveProblem(i, step.state, vocabulary, current, lastOfKind))
            return *error;
        if (i == 0 && !current.showsSequence() && !step.state.prefix)
            return stepError(0, "state", firstStepNeeds);
        if (step.state.featureMapId) {
            if (!vocabulary.hasFeatureMap(*step.state.featureMapId))
                return stepError(i, "state.featureMap",
                    "unknown feature map '" + *step.state.featureMapId + "'");
            current.featureMapId = *step.state.featureMapId;
        }
        if (step.state.epsilon) {
            if (auto error = validateEpsilon(*step.state.epsilon))
                return stepError(i, "state.epsilon", error->message);
            current.epsilon = *step.state.epsilon;
        }
        if (step.state.favorFeatures) {
            FavorSettings next = current.favor;
            next.features = *step.state.favorFeatures;
            if (auto error = validateFavorSettings(next))
                return stepError(i, "state.features", error->message);
            current.favor = next;
        }
        if (step.state.favorSeed)
            current.favor.seed = *step.state.favorSeed;
        if (step.state.favorOrthogonal)
            current.favor.orthogonal = *step.state.favorOrthogonal;
        if (auto error = resolvePrefix(i, step.state, vocabulary, current))
            return *error;
        if (auto error = resolveMemoryState(i, step.state.memory, current))
            return *error;
        if (auto error = resolveSequenceState(
                i, step.state, vocabulary, current, current.problemId != previousProblem))
            return *error;

        const LessonHighlight &highlight = step.highlight;
        const ViewVocabulary &view = vocabularyOf(current);
        if (highlight.kind == LessonHighlight::Kind::DerivationLine
            && !view.isLineId(highlight.target))
            return stepError(i, "highlight.target",
                "no derivation line '" + highlight.target + "'" + std::string(view.lineWhere));
        const bool knownChart = !highlight.target.empty()
            && std::find(view.charts.begin(), view.charts.end(), highlight.target)
                != view.charts.end();
        if (highlight.kind == LessonHighlight::Kind::Chart && !knownChart)
            return stepError(i, "highlight.target",
                "no chart '" + highlight.target + "' " + std::string(view.chartList));
        if (highlight.kind == LessonHighlight::Kind::Page && highlight.target != "scaling"
            && highlight.target != "generation" && highlight.target != "memory")
            return stepError(i, "highlight.target",
                "no page '" + highlight.target + "' (scaling, generation or memory)");
        if (highlight.kind == LessonHighlight::Kind::TableRow && current.showsSequence())
            return stepError(i, "highlight.row",
                "the sequence view has no step table; point at a token (\"token\") instead");
        if (highlight.kind == LessonHighlight::Kind::TableRow) {
            const std::size_t keys = *vocabulary.keyCountOf(current.problemId);
            if (highlight.row < 1 || highlight.row > keys)
                return stepError(i, "highlight.row",
                    std::to_string(highlight.row) + " is not a row of the " + std::to_string(keys)
                        + "-row table of preset " + current.problemId);
        }
        for (std::size_t f = 0; f < step.fadedLines.size(); ++f)
            if (!isFadeableLine(step.fadedLines[f]))
                return stepError(i, "fade[" + std::to_string(f) + "]",
                    "'" + step.fadedLines[f]
                        + "' cannot be filled in (denominator, numerator, output, "
                          "reference or softmax)");
        if (step.question) {
            const LessonQuestion &question = *step.question;
            if (question.kind == LessonQuestion::Kind::Number
                && (!std::isfinite(question.answer) || !std::isfinite(question.tolerance)
                    || question.tolerance < 0))
                return stepError(i,
                    question.tolerance < 0 ? "question.tolerance" : "question.answer",
                    "answer and tolerance must be finite, tolerance at least 0");
            if (question.kind == LessonQuestion::Kind::Choice
                && (question.options.size() < 2 || question.options.size() > 6))
                return stepError(i, "question.options",
                    "expected 2 to 6 options, got " + std::to_string(question.options.size()));
            if (question.kind == LessonQuestion::Kind::Choice
                && question.correctOption >= question.options.size())
                return stepError(i, "question.answer",
                    std::to_string(question.correctOption) + " is not the index of an option (0 to "
                        + std::to_string(question.options.size() - 1) + ")");
        }
        states.push_back(current);
    }
    return states;
}

std::optional<QuestionQuantity> askedQuantity(const LessonQuestion &question)
{
    if (question.kind != LessonQuestion::Kind::Number)
        return std::nullopt;
    if (question.quantity)
        return question.quantity->line.empty() ? std::nullopt : question.quantity;
    if (question.conceals.size() != 1)
        return std::nullopt;
    switch (question.conceals.front()) {
    case ConcealedPart::Numerator:
    case ConcealedPart::Denominator:
    case ConcealedPart::Output:
    case ConcealedPart::Softmax:
        return QuestionQuantity {
            std::string(concealedPartName(question.conceals.front())), {}, false, {}, false};
    default:
        return std::nullopt;
    }
}

LessonStepTexts withPlaceholdersFilled(LessonStepTexts texts,
    const std::function<std::optional<std::string>(const Placeholder &)> &valueOf)
{
    for (std::string *field :
        {&texts.title, &texts.text, &texts.print, &texts.prompt, &texts.hint, &texts.explanation})
        *field = fillPlaceholders(*field, valueOf);
    for (std::string &option : texts.options)
        option = fillPlaceholders(option, valueOf);
    return texts;
}

bool sameProblem(const ResolvedLessonState &a, const ResolvedLessonState &b)
{
    if (a.problemId != b.problemId || a.featureMapId != b.featureMapId || a.epsilon != b.epsilon
        || !(a.favor == b.favor))
        return false;
    return !a.showsSequence() || (a.decay == b.decay && a.chunk == b.chunk);
}

std::vector<ConcealedPart> sheetConcealedParts(
    const Lesson &lesson, const std::vector<ResolvedLessonState> &states, std::size_t index)
{
    std::vector<ConcealedPart> parts;
    if (index >= states.size() || states.size() != lesson.steps.size())
        return parts;
    auto add = [&parts](ConcealedPart part) {
        if (std::find(parts.begin(), parts.end(), part) == parts.end())
            parts.push_back(part);
    };
    for (std::size_t asked = 0; asked < lesson.steps.size(); ++asked) {
        const LessonStep &step = lesson.steps[asked];
        if (!sameProblem(states[asked], states[index]))
            continue;
        if (step.question)
            for (ConcealedPart part : step.question->conceals)
                add(part);
        for (const std::string &line : step.fadedLines)
            if (auto part = concealedPartFromName(line))
                add(*part);
    }
    return parts;
}

} // namespace linattn
