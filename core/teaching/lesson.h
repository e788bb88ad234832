// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "associative_memory.h"
#include "attention_data.h"
#include "concealment.h"
#include "placeholders.h"
#include "random_features.h"
#include "step_table.h"

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace linattn {

// The two kinds of built-in problem: a single query over a set of keys, shown in the single-query
// view, or a sequence with a query per token, shown in the sequence view.
enum class ProblemKind { SingleQuery, Sequence };

// What a step sets in the memory lab (shown by a step whose page is "memory"); what it leaves
// out stays as it is.
struct LessonMemoryState {
    std::optional<MemoryRule> rule;
    std::optional<double> beta;
    std::optional<double> decay;
    std::optional<std::size_t> passes;
    std::optional<double> temperature;
    std::optional<std::string> featureMapId;
    std::optional<std::size_t> pairs;
    std::optional<std::size_t> dimension;
    std::optional<bool> orthogonalKeys;
    std::optional<std::uint64_t> seed;
};

// What a lesson step sets in the window; what it leaves out stays as it is.
struct LessonState {
    // The problem the step works on: an id of the built-in problems, a single query or a
    // sequence; its kind chooses the view.
    std::optional<std::string> problemId;
    // The kind a step of an older lesson asked for: with "preset" or "sequence" (read as the
    // problem) it must be that problem's kind; with "view" alone it goes back to the last
    // problem of that kind the lesson named.
    std::optional<ProblemKind> view;
    std::optional<std::string> featureMapId;
    std::optional<std::size_t> prefix;
    // ε added to the denominator (0…1) and the FAVOR+ settings (m 1…4096, seed, orthogonal).
    std::optional<double> epsilon;
    std::optional<std::size_t> favorFeatures;
    std::optional<std::uint64_t> favorSeed;
    std::optional<bool> favorOrthogonal;
    // A sequence's selected token (numbered from 0, as shown), its decay γ and its chunk size C.
    std::optional<std::size_t> token;
    std::optional<double> decay;
    std::optional<std::size_t> chunk;
    // The memory lab's settings ("memory": {...}).
    LessonMemoryState memory;
};

// The state in effect at a step, once every earlier step has been applied.
struct ResolvedLessonState {
    std::string problemId;
    ProblemKind kind = ProblemKind::SingleQuery;
    std::string featureMapId;
    // A single query's prefix (kept while a sequence is shown, for the next single query).
    std::size_t prefix = 1;
    // Kept from step to step like the rest; a lesson starts from ε = 0 (exact) and FAVOR+'s
    // defaults (m = 64, seed = 1, orthogonal).
    double epsilon = 0.0;
    FavorSettings favor {};
    // A sequence's settings start from the defaults (token 0, γ = 1, C = 4) and are kept while a
    // single query is shown.
    std::size_t token = 0;
    double decay = 1.0;
    std::size_t chunk = 4;
    // The memory lab's settings, from the lab's defaults; kept from step to step like the rest.
    MemoryLabSettings memory {};
    bool showsSequence() const { return kind == ProblemKind::Sequence; }
    friend bool operator==(const ResolvedLessonState &, const ResolvedLessonState &) = default;
};

// The part of the window a step points at.
struct LessonHighlight {
    enum class Kind { None, Controls, DerivationLine, Chart, TableRow, Page };
    Kind kind = Kind::None;
    // A derivation line id ("denominator"), a chart ("plane", "weights", "output"; in the sequence
    // view "sequence-weights", "sequence-output") or a page the step opens beside the lesson strip
    // ("scaling": the Scaling lab's whole-sequence page; "generation": its Generation page;
    // "memory": the memory lab).
    std::string target;
    std::size_t row = 0; // a table row, 1-based
};

// What a number question asks for, so that the answer can be computed at the step's state and
// checked: a derivation line's result ("denominator", "z", "phi-key-1", "linear-rank"), one
// coordinate of it or the sum of its coordinates, at the step's prefix (or token) or another.
struct QuestionQuantity {
    std::string line; // a placeholder name (placeholders.h); empty: not a computed quantity
    std::optional<std::size_t> coordinate; // 1-based
    bool sum = false;
    std::optional<std::size_t>
        at; // the prefix, or in the sequence view the token (from 0); empty: the step's
    bool atToken = false; // `at` was given as "token" (the sequence view), not as "prefix"
    friend bool operator==(const QuestionQuantity &, const QuestionQuantity &) = default;
};

// A question asked before the answer is shown: a number within a stated
// tolerance, or one choice among options.
struct LessonQuestion {
    enum class Kind { Number, Choice };
    Kind kind = Kind::Number;
    std::string prompt;
    double answer = 0;
    double tolerance = 0;
    std::vector<std::string> options;
    std::size_t correctOption = 0;
    std::string hint; // shown after a wrong answer
    std::string explanation; // shown when the answer is revealed
    // Hidden while the question is open, with whatever would give it away.
    std::vector<ConcealedPart> conceals;
    // What a number question asks for, as the lesson names it ("quantity"); a QuestionQuantity
    // with an empty line where it says "none" (a bound, a cost: nothing the state computes).
    std::optional<QuestionQuantity> quantity;

    // |given − answer| <= tolerance; false for a non-finite `given`.
    bool acceptsNumber(double given) const;
};

// What a student reads in a step, in one language: its title and text and,
// for a step with a question, the prompt, the options (in the same order as
// the English ones, the answer being an index into them), the hint and the
// explanation. Everything else (state, numbers, what is faded or concealed)
// is the same in every language.
struct LessonStepTexts {
    std::string title;
    std::string text;
    std::string prompt;
    std::vector<std::string> options;
    std::string hint;
    std::string explanation;
    // The text for paper, where the screen's text names keys, buttons or what is hidden (the
    // worksheet prints it instead); empty: the worksheet prints the text.
    std::string print;
    friend bool operator==(const LessonStepTexts &, const LessonStepTexts &) = default;
};

struct LessonStep {
    std::string title;
    std::string text; // plain text with <b>, <i>, <sub>, <sup> only
    std::string print; // the text for paper (LessonStepTexts::print); empty: the text
    LessonState state;
    LessonHighlight highlight;
    std::optional<LessonQuestion> question;
    std::vector<std::string> fadedLines; // derivation lines the student fills in
    // The step's texts in other languages, by language code ("de"); the
    // fields above are the English.
    std::map<std::string, LessonStepTexts, std::less<>> translations;
};

// A lesson's title and description in one language.
struct LessonTexts {
    std::string title;
    std::string description;
    friend bool operator==(const LessonTexts &, const LessonTexts &) = default;
};

// A paper a lesson draws on, cited as published (its title in its own language, so that a
// student can find it): shown after the lesson's last step, on the worksheet and in the handout.
struct LessonReference {
    std::string authors; // "A. Katharopoulos, A. Vyas, N. Pappas, F. Fleuret"
    int year = 0;
    std::string title;
    std::string venue; // "ICML 2020", "arXiv:2307.08621"
    bool operator==(const LessonReference &) const = default;
};

// "A. Katharopoulos, A. Vyas, N. Pappas, F. Fleuret (2020). Transformers are RNNs: …. ICML 2020."
// The same in every language: a citation is not translated.
std::string citation(const LessonReference &reference);
// "Katharopoulos et al. 2020", "Dao & Gu 2024": the first author's surname (both of two), the
// year; for a line where the full citations do not fit.
std::string shortCitation(const LessonReference &reference);

struct Lesson {
    std::string id;
    std::string title;
    std::string description;
    std::vector<LessonStep> steps;
    std::vector<LessonReference> references; // in the order the lesson lists them
    // The title and description in other languages, by language code. A
    // lesson translated into a language has every step translated into it
    // too (the reader checks this).
    std::map<std::string, LessonTexts, std::less<>> translations;
};

// The texts a student reading `language` sees. A lesson or step without a
// translation into `language` ("en", or a language it was not translated
// into) gives its own, English texts, whole: texts are never mixed field by
// field.
LessonTexts lessonTexts(const Lesson &lesson, std::string_view language);
LessonStepTexts stepTexts(const LessonStep &step, std::string_view language);

// `texts` with the placeholders ({z}) of every field filled: fillPlaceholders(field, valueOf).
LessonStepTexts withPlaceholdersFilled(LessonStepTexts texts,
    const std::function<std::optional<std::string>(const Placeholder &)> &valueOf);

// What a lesson may refer to: the key count of a built-in single query (empty when the id names
// none), whether a feature map exists, and the token count of a built-in sequence (empty when the
// id names none). An id names at most one problem.
struct LessonVocabulary {
    std::function<std::optional<std::size_t>(std::string_view problemId)> keyCountOf;
    std::function<bool(std::string_view featureMapId)> hasFeatureMap;
    std::function<std::optional<std::size_t>(std::string_view problemId)> tokenCountOf;
};

// Checks the text markup: only <b>, <i>, <sub>, <sup> and their closing tags,
// properly nested; no other '<' or '&'. The error says what and where.
std::optional<std::string> checkLessonMarkup(std::string_view text);

// checkLessonMarkup for every field a student reads: the text, the prompt, each option, the hint
// and the explanation; a title takes no markup at all (the list of steps shows it as it is).
// The field ("question.options[1]") and the error.
std::optional<std::pair<std::string, std::string>> checkStepMarkup(const LessonStepTexts &texts);

// The text without its markup, as a screen reader should say it: <b> and <i>
// dropped, "k<sub>i</sub>" as "k_i" and "e<sup>q·k</sup>" as "e^(q·k)" (a
// script of more than one character in parentheses). For text that passed
// checkLessonMarkup; anything else between '<' and '>' is dropped too.
std::string plainLessonText(std::string_view text);

// Checks every step against the vocabulary and works out the state in effect
// at each step. The first step must set the problem and the feature map, and for a single query
// the prefix. The error names the step, 1-based: "step 4: prefix 9 is beyond the 5 keys of
// general".
std::variant<std::vector<ResolvedLessonState>, DataError> resolveLessonStates(
    const Lesson &lesson, const LessonVocabulary &vocabulary);

// The quantity a number question asks for: the one it names, or, where it names none and conceals
// exactly one part that is a single number (denominator, numerator, output, softmax), that part
// at the step's state. Empty for a choice, for "none" and where nothing can be told.
std::optional<QuestionQuantity> askedQuantity(const LessonQuestion &question);

// Derivation lines that hold one number, so a faded one can be filled in.
bool isFadeableLine(std::string_view lineId);

// Whether two steps' states show the same problem: the same problem, feature map with its
// settings and ε, and for a sequence the same γ and C. The prefix and the token are not
// part of it: the step table and the weight matrices show every prefix and token at once.
bool sameProblem(const ResolvedLessonState &a, const ResolvedLessonState &b);

// What a worksheet keeps hidden at step `index` (0-based; `states` from resolveLessonStates()):
// the parts every question on the sheet conceals, and those its faded lines hold, wherever the
// step shows the same problem as that question's step. On paper every step is in sight at
// once, so no step's chart or text may answer a question asked before or after it.
std::vector<ConcealedPart> sheetConcealedParts(
    const Lesson &lesson, const std::vector<ResolvedLessonState> &states, std::size_t index);

} // namespace linattn
