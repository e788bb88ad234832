// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonReader.h"

#include "JsonDiagnostics.h"
#include "LessonNumbers.h"
#include "ProblemCatalog.h"
#include "feature_map.h"
#include "nearest_name.h"
#include "number_format.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace linattn {

namespace {

constexpr qsizetype kMaxSteps = 200;

// The keys of each level of a lesson file (docs/lessons.md).
const std::vector<std::string_view> kLessonKeys {
    "id", "title", "description", "steps", "references", "translations"};
const std::vector<std::string_view> kReferenceKeys {"authors", "year", "title", "venue"};
constexpr qsizetype kMaxReferences = 20;
const std::vector<std::string_view> kStepKeys {
    "title", "text", "print", "state", "highlight", "question", "fade", "translations"};
const std::vector<std::string_view> kStateKeys {"problem", "featureMap", "prefix", "epsilon",
    "features", "seed", "orthogonal", "token", "decay", "chunk", "preset", "sequence", "view",
    "memory"};
// The memory lab's settings, within a step's state.
const std::vector<std::string_view> kMemoryKeys {"rule", "beta", "decay", "passes", "temperature",
    "featureMap", "pairs", "dimension", "orthogonalKeys", "seed"};
const std::vector<std::string_view> kHighlightKeys {"kind", "target", "row"};
const std::vector<std::string_view> kQuestionKeys {
    "prompt", "answer", "tolerance", "options", "hint", "explanation", "conceal", "quantity"};
const std::vector<std::string_view> kQuantityKeys {"line", "coordinate", "sum", "prefix", "token"};
// A translation holds the texts of its level and nothing else.
const std::vector<std::string_view> kLessonTranslationKeys {"title", "description"};
const std::vector<std::string_view> kStepTranslationKeys {"title", "text", "print", "question"};
const std::vector<std::string_view> kQuestionTranslationKeys {
    "prompt", "options", "hint", "explanation"};

// "title, text and question".
std::string listed(const std::vector<std::string_view> &names)
{
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += std::string(i == 0              ? ""
                        : i + 1 == names.size() ? " and "
                                                : ", ")
            + std::string(names[i]);
    return text;
}

// The languages a lesson may be translated into: those the window speaks
// besides English, from i18n/linattn_<language>.ts (the build passes them).
const std::vector<std::string> &knownLanguages()
{
    static const std::vector<std::string> languages = [] {
        std::vector<std::string> list;
        const std::string_view all = LINATTN_LESSON_LANGUAGES;
        std::size_t at = 0;
        while (at < all.size()) {
            const std::size_t comma = std::min(all.find(',', at), all.size());
            if (comma > at)
                list.emplace_back(all.substr(at, comma - at));
            at = comma + 1;
        }
        return list;
    }();
    return languages;
}

bool isKnownLanguage(const std::string &language)
{
    const auto &known = knownLanguages();
    return std::find(known.begin(), known.end(), language) != known.end();
}

// Why `language` cannot name a translation, or nothing when it can.
std::optional<std::string> languageProblem(const std::string &language)
{
    if (isKnownLanguage(language))
        return std::nullopt;
    std::vector<std::string_view> known(knownLanguages().begin(), knownLanguages().end());
    std::string names;
    for (std::string_view each : known)
        names += (names.empty() ? "" : ", ") + std::string(each);
    if (language == "en")
        return "English is the lesson's own text; translations are into other languages (" + names
            + ")";
    if (const auto nearest = nearestName(language, known))
        return "unknown language; did you mean " + *nearest + "?";
    return "unknown language (known: " + names + ")";
}

// Thrown inside the reader only; read() turns it into the one-line message.
struct ReadError {
    std::string place;
    std::string message;
};

// Where the problems of one reading go. The window wants the first problem
// only: an unknown key ends the reading like any other. --check-lesson wants
// every problem it can find: unknown keys are collected and the reading goes on.
struct Problems {
    bool collect = false;
    std::vector<ReadError> found;

    void report(ReadError error)
    {
        if (!collect)
            throw error;
        found.push_back(std::move(error));
    }
    // Runs `read`; in collecting mode its problem is kept and the reading goes on.
    template <typename Read> void attempt(Read read)
    {
        try {
            read();
        } catch (ReadError &error) {
            report(std::move(error));
        }
    }
};

class Fields {
public:
    Fields(const QJsonObject &object, std::string place, Problems &problems)
        : object_(object)
        , place_(std::move(place))
        , problems_(problems)
    {
    }

    std::string at(const std::string &name) const
    {
        return place_.empty() ? name : place_ + "." + name;
    }
    const std::string &place() const { return place_; }
    const QJsonObject &json() const { return object_; }
    bool has(const char *name) const { return object_.contains(QLatin1String(name)); }
    Problems &problems() const { return problems_; }

    // A misspelt key would otherwise be ignored without a word, and the
    // teacher would wonder why the step does not do what it says.
    // In a translation, a key of the English level that is not a text
    // (`untranslated`, e.g. a step's state) is named as such.
    void allowOnly(const std::vector<std::string_view> &known,
        const std::vector<std::string_view> &untranslated = {}) const
    {
        for (const QString &key : object_.keys()) {
            const std::string name = key.toStdString();
            if (std::find(known.begin(), known.end(), name) != known.end())
                continue;
            if (std::find(untranslated.begin(), untranslated.end(), name) != untranslated.end())
                problems_.report(ReadError {at(name),
                    "is the same in every language; a translation holds only " + listed(known)});
            else
                problems_.report(ReadError {at(name), unknownKeyMessage(name, known)});
        }
    }

    QJsonValue require(const char *name) const
    {
        if (!has(name))
            throw ReadError {at(name), "missing"};
        return object_.value(QLatin1String(name));
    }
    std::string string(const char *name) const
    {
        const QJsonValue value = require(name);
        if (!value.isString())
            throw ReadError {at(name), "expected a string, got " + jsonTypeName(value)};
        const std::string text = value.toString().toStdString();
        if (text.empty())
            throw ReadError {at(name), "is empty"};
        return text;
    }
    double number(const char *name) const
    {
        const QJsonValue value = require(name);
        if (!value.isDouble())
            throw ReadError {at(name), "expected a number, got " + jsonTypeName(value)};
        return value.toDouble();
    }
    bool boolean(const char *name) const
    {
        const QJsonValue value = require(name);
        if (!value.isBool())
            throw ReadError {at(name), "expected true or false, got " + jsonTypeName(value)};
        return value.toBool();
    }
    std::size_t count(const char *name) const
    {
        const double value = number(name);
        if (!(value >= 0) || value != std::floor(value) || value > 1e6)
            throw ReadError {
                at(name), "expected a whole number from 0 to 1000000, got " + formatRounded(value)};
        return static_cast<std::size_t>(value);
    }
    QJsonObject object(const char *name) const
    {
        const QJsonValue value = require(name);
        if (!value.isObject())
            throw ReadError {at(name), "expected an object, got " + jsonTypeName(value)};
        return value.toObject();
    }
    QJsonArray array(const char *name) const
    {
        const QJsonValue value = require(name);
        if (!value.isArray())
            throw ReadError {at(name), "expected an array, got " + jsonTypeName(value)};
        return value.toArray();
    }

private:
    QJsonObject object_;
    std::string place_;
    Problems &problems_;
};

// The problem a step names: "problem", or as older lessons wrote it "preset" or "sequence" (the
// problem, of that kind) and "view" (the kind alone: back to the last problem of that kind).
void readProblem(const Fields &fields, LessonState &state)
{
    const char *named = nullptr;
    for (const char *key : {"problem", "preset", "sequence"}) {
        if (!fields.has(key))
            continue;
        if (named)
            throw ReadError {fields.at(key),
                std::string("a step names one problem: \"") + named + "\" is set already"};
        named = key;
        state.problemId = fields.string(key);
    }
    if (named && std::string_view(named) != "problem")
        state.view = std::string_view(named) == "sequence" ? ProblemKind::Sequence
                                                           : ProblemKind::SingleQuery;
    if (fields.has("view")) {
        const std::string view = fields.string("view");
        if (view != "single" && view != "sequence")
            throw ReadError {
                fields.at("view"), "expected \"single\" or \"sequence\", got \"" + view + "\""};
        const ProblemKind kind
            = view == "sequence" ? ProblemKind::Sequence : ProblemKind::SingleQuery;
        if (named && std::string_view(named) == "problem")
            throw ReadError {
                fields.at("view"), "\"problem\" says which view shows it; leave \"view\" out"};
        if (state.view && *state.view != kind)
            throw ReadError {fields.at("view"),
                "\"" + view + "\" does not show the " + named + " named in this step"};
        state.view = kind;
    }
}

// The memory lab's settings a step names ("memory": {"rule": "delta", "pairs": 3, …}); their
// ranges are checked where the lesson's states are resolved.
LessonMemoryState readMemoryState(const Fields &state)
{
    LessonMemoryState memory;
    const Fields fields(state.object("memory"), state.at("memory"), state.problems());
    fields.allowOnly(kMemoryKeys);
    if (fields.has("rule")) {
        const std::string rule = fields.string("rule");
        if (rule != "sum" && rule != "delta")
            throw ReadError {
                fields.at("rule"), "expected \"sum\" or \"delta\", got \"" + rule + "\""};
        memory.rule = rule == "delta" ? MemoryRule::Delta : MemoryRule::Sum;
    }
    if (fields.has("beta"))
        memory.beta = fields.number("beta");
    if (fields.has("decay"))
        memory.decay = fields.number("decay");
    if (fields.has("passes"))
        memory.passes = fields.count("passes");
    if (fields.has("temperature"))
        memory.temperature = fields.number("temperature");
    if (fields.has("featureMap"))
        memory.featureMapId = fields.string("featureMap");
    if (fields.has("pairs"))
        memory.pairs = fields.count("pairs");
    if (fields.has("dimension"))
        memory.dimension = fields.count("dimension");
    if (fields.has("orthogonalKeys"))
        memory.orthogonalKeys = fields.boolean("orthogonalKeys");
    if (fields.has("seed"))
        memory.seed = fields.count("seed");
    return memory;
}

LessonState readState(const Fields &step)
{
    LessonState state;
    if (!step.has("state"))
        return state;
    const Fields fields(step.object("state"), step.at("state"), step.problems());
    fields.allowOnly(kStateKeys);
    readProblem(fields, state);
    if (fields.has("featureMap"))
        state.featureMapId = fields.string("featureMap");
    if (fields.has("prefix"))
        state.prefix = fields.count("prefix");
    if (fields.has("epsilon"))
        state.epsilon = fields.number("epsilon");
    if (fields.has("features"))
        state.favorFeatures = fields.count("features");
    if (fields.has("seed"))
        state.favorSeed = fields.count("seed");
    if (fields.has("orthogonal"))
        state.favorOrthogonal = fields.boolean("orthogonal");
    if (fields.has("token"))
        state.token = fields.count("token");
    if (fields.has("decay"))
        state.decay = fields.number("decay");
    if (fields.has("chunk"))
        state.chunk = fields.count("chunk");
    if (fields.has("memory"))
        state.memory = readMemoryState(fields);
    return state;
}

LessonHighlight readHighlight(const Fields &step)
{
    LessonHighlight highlight;
    if (!step.has("highlight"))
        return highlight;
    const Fields fields(step.object("highlight"), step.at("highlight"), step.problems());
    fields.allowOnly(kHighlightKeys);
    const std::string kind = fields.string("kind");
    if (kind == "controls") {
        highlight.kind = LessonHighlight::Kind::Controls;
    } else if (kind == "derivation") {
        highlight.kind = LessonHighlight::Kind::DerivationLine;
        highlight.target = fields.string("target");
    } else if (kind == "chart") {
        highlight.kind = LessonHighlight::Kind::Chart;
        highlight.target = fields.string("target");
    } else if (kind == "table") {
        highlight.kind = LessonHighlight::Kind::TableRow;
        highlight.row = fields.count("row");
    } else if (kind == "page") {
        highlight.kind = LessonHighlight::Kind::Page;
        highlight.target = fields.string("target");
    } else {
        throw ReadError {fields.at("kind"),
            "unknown kind '" + kind + "' (controls, derivation, chart, table or page)"};
    }
    return highlight;
}

std::vector<std::string> readOptions(const Fields &question)
{
    std::vector<std::string> read;
    const QJsonArray options = question.array("options");
    for (qsizetype i = 0; i < options.size(); ++i) {
        if (!options[i].isString() || options[i].toString().isEmpty())
            throw ReadError {question.at("options") + "[" + std::to_string(i) + "]",
                options[i].isString() ? std::string("is empty")
                                      : "expected a string, got " + jsonTypeName(options[i])};
        read.push_back(options[i].toString().toStdString());
    }
    return read;
}

// "quantity": "none", or {"line", "coordinate" | "sum", "prefix" | "token"} (docs/lessons.md).
QuestionQuantity readQuantity(const Fields &question)
{
    const QJsonValue value = question.require("quantity");
    if (value.isString() && value.toString() == QLatin1String("none"))
        return {};
    if (!value.isObject())
        throw ReadError {question.at("quantity"),
            "expected \"none\" or an object with line, and coordinate or sum, prefix or token; "
            "got "
                + jsonTypeName(value)};
    const Fields fields(value.toObject(), question.at("quantity"), question.problems());
    fields.allowOnly(kQuantityKeys);
    QuestionQuantity quantity;
    quantity.line = fields.string("line");
    if (!isKnownPlaceholder(quantity.line)) {
        std::string message = "no line '" + quantity.line + "' to ask for";
        if (auto near = nearestName(quantity.line, placeholderNames()))
            message += "; did you mean " + *near + "?";
        throw ReadError {fields.at("line"), message};
    }
    if (fields.has("coordinate")) {
        quantity.coordinate = fields.count("coordinate");
        if (*quantity.coordinate < 1)
            throw ReadError {fields.at("coordinate"), "coordinates count from 1"};
    }
    if (fields.has("sum")) {
        quantity.sum = fields.boolean("sum");
        if (quantity.sum && quantity.coordinate)
            throw ReadError {fields.at("sum"), "ask for one coordinate or for the sum, not both"};
    }
    if (fields.has("prefix") && fields.has("token"))
        throw ReadError {fields.at("token"),
            "give the prefix (one query) or the token (a sequence), "
            "not both"};
    for (const char *name : {"prefix", "token"})
        if (fields.has(name)) {
            quantity.at = fields.count(name);
            quantity.atToken = std::string_view(name) == "token";
            if (*quantity.at < 1)
                throw ReadError {fields.at(name), "counts from 1"};
        }
    return quantity;
}

LessonQuestion readQuestion(const Fields &step)
{
    const Fields fields(step.object("question"), step.at("question"), step.problems());
    fields.allowOnly(kQuestionKeys);
    LessonQuestion question;
    question.prompt = fields.string("prompt");
    question.hint = fields.string("hint");
    question.explanation = fields.string("explanation");
    if (fields.has("options")) {
        question.kind = LessonQuestion::Kind::Choice;
        question.options = readOptions(fields);
        question.correctOption = fields.count("answer");
    } else {
        question.kind = LessonQuestion::Kind::Number;
        question.answer = fields.number("answer");
        question.tolerance = fields.number("tolerance");
        if (fields.has("quantity"))
            question.quantity = readQuantity(fields);
    }
    if (question.kind == LessonQuestion::Kind::Choice && fields.has("quantity"))
        throw ReadError {fields.at("quantity"), "only a number question asks for a quantity"};
    if (fields.has("conceal")) {
        const QJsonArray conceal = fields.array("conceal");
        for (qsizetype i = 0; i < conceal.size(); ++i) {
            const std::string place = fields.at("conceal") + "[" + std::to_string(i) + "]";
            if (!conceal[i].isString())
                throw ReadError {place, "expected a string, got " + jsonTypeName(conceal[i])};
            const std::string name = conceal[i].toString().toStdString();
            const auto part = concealedPartFromName(name);
            if (!part) {
                std::string known;
                for (std::string_view each : concealedPartNames())
                    known += (known.empty() ? "" : ", ") + std::string(each);
                throw ReadError {place, "no part '" + name + "' to conceal (" + known + ")"};
            }
            question.conceals.push_back(*part);
        }
    }
    return question;
}

// Calls `read` with the language and the fields of each translation in
// `fields`' "translations" object. An unknown language is reported like an
// unknown key.
template <typename Read> void readTranslations(const Fields &fields, Read read)
{
    if (!fields.has("translations"))
        return;
    const Fields languages(
        fields.object("translations"), fields.at("translations"), fields.problems());
    for (const QString &key : languages.json().keys()) {
        const std::string language = key.toStdString();
        if (const auto problem = languageProblem(language)) {
            languages.problems().report(ReadError {languages.at(language), *problem});
            continue;
        }
        read(language,
            Fields(languages.object(language.c_str()), languages.at(language), fields.problems()));
    }
}

// The languages a lesson's top-level "translations" names (those it may name),
// known even when a translation does not read: every step must have them.
std::vector<std::string> languagesNamed(const QJsonObject &lesson)
{
    std::vector<std::string> languages;
    for (const QString &key : lesson.value(QLatin1String("translations")).toObject().keys())
        if (isKnownLanguage(key.toStdString()))
            languages.push_back(key.toStdString());
    return languages;
}

std::map<std::string, LessonTexts, std::less<>> readLessonTranslations(const Fields &lesson)
{
    std::map<std::string, LessonTexts, std::less<>> translations;
    readTranslations(lesson, [&](const std::string &language, const Fields &fields) {
        fields.allowOnly(kLessonTranslationKeys, kLessonKeys);
        LessonTexts texts;
        texts.title = fields.string("title");
        texts.description = fields.string("description");
        translations.emplace(language, std::move(texts));
    });
    return translations;
}

// The step's texts in each language of the lesson, held to the rules of the
// English ones: the same markup, the same options (their number and order).
void readStepTranslations(
    const Fields &step, LessonStep &read, const std::vector<std::string> &lessonLanguages)
{
    readTranslations(step, [&](const std::string &language, const Fields &fields) {
        fields.allowOnly(kStepTranslationKeys, kStepKeys);
        if (std::find(lessonLanguages.begin(), lessonLanguages.end(), language)
            == lessonLanguages.end())
            throw ReadError {fields.place(),
                "the lesson has no translations." + language
                    + " (its title and description at the top of the file)"};
        LessonStepTexts texts;
        texts.title = fields.string("title");
        texts.text = fields.string("text");
        // A paper text is translated where the English has one, and only there.
        if (!read.print.empty())
            texts.print = fields.string("print");
        else if (fields.has("print"))
            throw ReadError {fields.at("print"), "the English step has no print text to translate"};
        if (!read.question) {
            if (fields.has("question"))
                throw ReadError {fields.at("question"), "the step has no question to translate"};
        } else {
            const LessonQuestion &english = *read.question;
            const Fields question(
                fields.object("question"), fields.at("question"), step.problems());
            question.allowOnly(kQuestionTranslationKeys, kQuestionKeys);
            texts.prompt = question.string("prompt");
            if (english.kind == LessonQuestion::Kind::Choice) {
                texts.options = readOptions(question);
                if (texts.options.size() != english.options.size())
                    throw ReadError {question.at("options"),
                        "expected " + std::to_string(english.options.size())
                            + " options, one for each English option in the same order, got "
                            + std::to_string(texts.options.size())};
            } else if (question.has("options")) {
                throw ReadError {question.at("options"),
                    "the question asks for a number, so it has no options to translate"};
            }
            texts.hint = question.string("hint");
            texts.explanation = question.string("explanation");
        }
        // Every field a student reads holds the English's markup rules.
        if (auto error = checkStepMarkup(texts))
            throw ReadError {fields.at(error->first), error->second};
        read.translations.emplace(language, std::move(texts));
    });
    // A student reading German sees the whole lesson in German, never a step in English.
    for (const std::string &language : lessonLanguages)
        if (!read.translations.contains(language))
            throw ReadError {step.at("translations." + language),
                "missing; the lesson has translations." + language + ", so every step needs one"};
}

// In collecting mode a step that fails gives nullopt, its problems recorded.
std::optional<LessonStep> readStep(const QJsonValue &value, std::size_t index, Problems &problems,
    const std::vector<std::string> &lessonLanguages)
{
    const std::string place = "step " + std::to_string(index + 1);
    if (!value.isObject())
        throw ReadError {place, "expected an object, got " + jsonTypeName(value)};
    // Field names inside a step read "step 4: state.prefix", also for the
    // unknown keys collected while reading it.
    const Fields fields(value.toObject(), "", problems);
    const std::size_t collectedBefore = problems.found.size();
    const auto nameStep = [&] {
        for (std::size_t i = collectedBefore; i < problems.found.size(); ++i)
            problems.found[i].place = place + ": " + problems.found[i].place;
    };
    try {
        fields.allowOnly(kStepKeys);
        LessonStep step;
        step.title = fields.string("title");
        step.text = fields.string("text");
        if (fields.has("print"))
            step.print = fields.string("print");
        step.state = readState(fields);
        step.highlight = readHighlight(fields);
        if (fields.has("question"))
            step.question = readQuestion(fields);
        if (fields.has("fade")) {
            const QJsonArray fade = fields.array("fade");
            for (qsizetype i = 0; i < fade.size(); ++i) {
                if (!fade[i].isString())
                    throw ReadError {"fade[" + std::to_string(i) + "]",
                        "expected a string, got " + jsonTypeName(fade[i])};
                step.fadedLines.push_back(fade[i].toString().toStdString());
            }
        }
        readStepTranslations(fields, step, lessonLanguages);
        nameStep();
        return step;
    } catch (const ReadError &error) {
        if (!problems.collect)
            throw ReadError {place + ": " + error.place, error.message};
        // The step's first problem comes before what the rest of the step
        // would have found (so it is the one the window shows), but the
        // rest's unknown keys are still named.
        problems.found.push_back(error);
        const QJsonObject step = value.toObject();
        for (const auto &[name, known] :
            {std::pair {"state", &kStateKeys}, std::pair {"highlight", &kHighlightKeys},
                std::pair {"question", &kQuestionKeys}}) {
            const QJsonValue inner = step.value(QLatin1String(name));
            if (inner.isObject())
                Fields(inner.toObject(), name, problems).allowOnly(*known);
        }
        const QJsonObject translations = step.value(QLatin1String("translations")).toObject();
        for (const QString &language : translations.keys()) {
            const QJsonValue inner = translations.value(language);
            if (!isKnownLanguage(language.toStdString()) || !inner.isObject())
                continue;
            const std::string place = "translations." + language.toStdString();
            Fields(inner.toObject(), place, problems).allowOnly(kStepTranslationKeys, kStepKeys);
            const QJsonValue question = inner.toObject().value(QLatin1String("question"));
            if (question.isObject())
                Fields(question.toObject(), place + ".question", problems)
                    .allowOnly(kQuestionTranslationKeys, kQuestionKeys);
        }
        // Keep the first report of each place (the reading may have named it already).
        for (std::size_t i = collectedBefore; i < problems.found.size(); ++i)
            for (std::size_t j = collectedBefore; j < i; ++j)
                if (problems.found[j].place == problems.found[i].place) {
                    problems.found.erase(problems.found.begin() + std::ptrdiff_t(i--));
                    break;
                }
        nameStep();
        return std::nullopt;
    }
}

bool isValidId(const std::string &id)
{
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '-'))
            return false;
    return !id.empty() && id.size() <= 64;
}

// "references": [{"authors": …, "year": 2020, "title": …, "venue": …}], optional.
std::vector<LessonReference> readReferences(const Fields &lesson)
{
    std::vector<LessonReference> references;
    if (!lesson.has("references"))
        return references;
    const QJsonArray list = lesson.array("references");
    if (list.isEmpty() || list.size() > kMaxReferences)
        throw ReadError {lesson.at("references"),
            "expected 1 to " + std::to_string(kMaxReferences) + " references, got "
                + std::to_string(list.size())};
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::string place = lesson.at("references") + "[" + std::to_string(i) + "]";
        if (!list[i].isObject())
            throw ReadError {place, "expected an object, got " + jsonTypeName(list[i])};
        const Fields fields(list[i].toObject(), place, lesson.problems());
        fields.allowOnly(kReferenceKeys);
        LessonReference reference;
        reference.authors = fields.string("authors");
        const double year = fields.number("year");
        if (!(year >= 1800 && year <= 2200) || year != std::floor(year))
            throw ReadError {
                fields.at("year"), "expected a year from 1800 to 2200, got " + formatRounded(year)};
        reference.year = static_cast<int>(year);
        reference.title = fields.string("title");
        reference.venue = fields.string("venue");
        references.push_back(std::move(reference));
    }
    return references;
}

// In collecting mode a field or step that fails is reported and the reading
// goes on with the next, so one run names every step that needs fixing.
Lesson readLesson(const QJsonObject &root, Problems &problems)
{
    const Fields fields(root, "", problems);
    fields.allowOnly(kLessonKeys);
    Lesson lesson;
    problems.attempt([&] {
        lesson.id = fields.string("id");
        if (!isValidId(lesson.id))
            throw ReadError {
                "id", "'" + lesson.id.substr(0, 80) + "' must be 1 to 64 letters, digits and '-'"};
    });
    problems.attempt([&] { lesson.title = fields.string("title"); });
    problems.attempt([&] { lesson.description = fields.string("description"); });
    problems.attempt([&] { lesson.translations = readLessonTranslations(fields); });
    problems.attempt([&] { lesson.references = readReferences(fields); });
    const std::vector<std::string> languages = languagesNamed(root);
    const QJsonArray steps = fields.array("steps");
    if (steps.isEmpty() || steps.size() > kMaxSteps)
        throw ReadError {"steps",
            "expected 1 to " + std::to_string(kMaxSteps) + " steps, got "
                + std::to_string(steps.size())};
    for (qsizetype i = 0; i < steps.size(); ++i)
        problems.attempt([&] {
            if (auto step = readStep(steps[i], static_cast<std::size_t>(i), problems, languages))
                lesson.steps.push_back(std::move(*step));
        });
    return lesson;
}

LessonVocabulary builtInVocabulary()
{
    return {[](std::string_view presetId) -> std::optional<std::size_t> {
                if (const Preset *preset = ProblemCatalog::findPreset(presetId))
                    return preset->data.keys.size();
                return std::nullopt;
            },
        [](std::string_view mapId) { return findFeatureMap(mapId) != nullptr; },
        [](std::string_view sequenceId) -> std::optional<std::size_t> {
            if (const SequencePreset *sequence = ProblemCatalog::findSequence(sequenceId))
                return sequence->data.tokenCount();
            return std::nullopt;
        }};
}

LessonCheck readWith(const QByteArray &json, bool collect)
{
    const auto failed = [](const QString &problem) {
        return LessonCheck {std::nullopt, {problem}, {}};
    };
    if (json.size() > LessonReader::kMaxBytes)
        return failed(
            QStringLiteral("%1 bytes is too large for a lesson (at most 1 MiB)").arg(json.size()));
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8.decode(json);
    if (utf8.hasError())
        return failed(QStringLiteral("not valid UTF-8 text"));
    if (decoded.trimmed().isEmpty())
        return failed(QStringLiteral("the file is empty"));

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return failed(QString::fromStdString(jsonErrorPlace(json, parseError))
            + QStringLiteral(": invalid JSON: ")
            + QString::fromStdString(jsonErrorText(parseError)));
    }
    if (!document.isObject())
        return failed(
            QStringLiteral("expected a JSON object with id, title, description and steps"));

    Problems problems {collect, {}};
    LessonPlan plan;
    try {
        plan.lesson = readLesson(document.object(), problems);
    } catch (const ReadError &error) {
        problems.found.push_back(error);
    }
    LessonCheck check;
    for (const ReadError &error : problems.found)
        check.problems << QString::fromStdString(error.place + ": " + error.message);
    if (!check.problems.isEmpty())
        return check;
    // The states are resolved step after step; the first step whose state
    // cannot be resolved ends the check.
    auto resolved = resolveLessonStates(plan.lesson, builtInVocabulary());
    if (auto *error = std::get_if<DataError>(&resolved))
        return failed(QString::fromStdString(error->toString()));
    plan.states = std::get<std::vector<ResolvedLessonState>>(std::move(resolved));
    // A number question's answer is what the step computes, within its tolerance.
    check.problems = answerProblems(plan.lesson, plan.states);
    if (!check.problems.isEmpty())
        return check;
    check.plan = std::move(plan);
    return check;
}

std::variant<QByteArray, QString> readLessonBytes(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return QStringLiteral("%1: is a folder, not a lesson file").arg(path);
    QFile file(path);
    if (!info.exists())
        return QStringLiteral("%1: no such file").arg(path);
    if (info.size() > LessonReader::kMaxBytes)
        return QStringLiteral("%1: %2 bytes is too large for a lesson (at most 1 MiB)")
            .arg(path)
            .arg(info.size());
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("%1: cannot open: %2").arg(path, file.errorString());
    return file.read(LessonReader::kMaxBytes + 1);
}

} // namespace

QStringList LessonReader::languages()
{
    QStringList languages;
    for (const std::string &language : knownLanguages())
        languages << QString::fromStdString(language);
    return languages;
}

std::variant<LessonPlan, QString> LessonReader::read(const QByteArray &json)
{
    LessonCheck check = readWith(json, false);
    if (check.plan)
        return std::move(*check.plan);
    return check.problems.value(0);
}

LessonCheck LessonReader::check(const QByteArray &json)
{
    LessonCheck check = readWith(json, true);
    if (check.plan)
        check.warnings = typedNumberWarnings(check.plan->lesson, check.plan->states);
    return check;
}

std::variant<LessonPlan, QString> LessonReader::readFile(const QString &path)
{
    auto bytes = readLessonBytes(path);
    if (auto *error = std::get_if<QString>(&bytes))
        return *error;
    auto result = read(std::get<QByteArray>(bytes));
    if (auto *error = std::get_if<QString>(&result))
        return QStringLiteral("%1: %2").arg(path, *error);
    return result;
}

LessonCheck LessonReader::checkFile(const QString &path)
{
    auto bytes = readLessonBytes(path);
    if (auto *error = std::get_if<QString>(&bytes))
        return {std::nullopt, {*error}, {}};
    LessonCheck check = LessonReader::check(std::get<QByteArray>(bytes));
    for (QString &problem : check.problems)
        problem = QStringLiteral("%1: %2").arg(path, problem);
    for (QString &warning : check.warnings)
        warning = QStringLiteral("%1: %2").arg(path, warning);
    return check;
}

} // namespace linattn
