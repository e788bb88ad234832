#include "CoreTexts.h"

#include "number_format.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace linattn::CoreTexts {

namespace {

// Every text below must be exactly what core/ or presets.json writes; a
// template's %1, %2, … stand for the parts that vary, in that order.
// tst_translations checks that every derivation of every preset comes out
// without English words, so a changed wording in core/ is caught there.
struct Entry {
    const char *english;
    // Whether the parts that vary are themselves texts of the catalogue.
    bool nested = false;
    // A piece of a longer text ("(64 entries)"), replaced wherever it occurs;
    // its %1 stands for a whole number.
    bool fragment = false;
};

const Entry kEntries[] = {
    //: A value that does not exist: a ratio whose denominator is exactly 0 (a table cell, a result).
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "Unavailable")},

    // Long vectors and FAVOR+'s rule are written shortened (core/derivation.cpp,
    // core/step_text.cpp): "[1, 2, 3, …, 9] (64 entries)".
    //: Written after a shortened vector; %1 is how many numbers it has.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "(%1 entries)"), false, true},
    //: Written after FAVOR+'s shortened rule; %1 is how many features it has.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "(%1 features)"), false, true},

    // The derivation's labels.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "denominator φ(q)·Z")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "numerator φ(q)·S")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "output φ(q)·S / φ(q)·Z")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "output φ(q)·S / (φ(q)·Z + ε)")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "why Unavailable")},
    //: ε: a small number added to the denominator.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "what ε does")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "why φ must be non-negative")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "check: direct form, without S or Z")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "contrast: softmax Σ e^(q·kᵢ)vᵢ / Σ e^(q·kᵢ)")},

    // Why the output is Unavailable.
    //: %1 is one of the sentences that say which of φ(q) and Z is zero.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "The denominator is exactly 0, and a ratio with denominator 0 has no value. %1"),
        true},
    //: %1 and %2 are numbers.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "The denominator %1 is not 0, but so small next to the numerator %2 that their ratio is "
        "beyond the largest double: it has no finite value.")},
    //: %1 and %2 are numbers; ε is a small number added to the denominator.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "φ(q)·Z = %1 and ε = %2 cancel: φ(q)·Z + ε is exactly 0.")},
    //: %1 is "φ(q) = [0, 0]", %2 "Z = [0, 0]", %3 the feature map's rule ("ReLU maps x ≤ 0 to 0").
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "Both %1 and %2 are zero: %3, and no coordinate of q or of the included keys is positive."),
        true},
    //: %1 is "φ(q) = [0, 0]", %2 the feature map's rule ("ReLU maps x ≤ 0 to 0"), %3 "Z = [2, 1]".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "%1 is zero because no coordinate of q is positive and %2, so φ(q)·Z = 0 although %3 is "
         "not."),
        true},
    //: %1 is "Z = [0, 0]", %2 the feature map's rule ("ReLU maps x ≤ 0 to 0"), %3 "φ(q) = [1, 2]".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "%1 is zero because every included key has φ(k) = 0 (%2), so φ(q)·Z = 0 although %3 is "
         "not."),
        true},
    //: %1 is "φ(q) = [1, 0]", %2 "Z = [0, 2]", %3 the feature map's rule ("ReLU maps x ≤ 0 to 0").
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "Neither %1 nor %2 is zero, but wherever one is positive the other is 0 (%3), so every "
         "product in φ(q)·Z is 0."),
        true},
    //: A feature map's rule: %1 is its name ("ReLU"), %2 a condition ("x ≤ 0"), %3 the result ("0").
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "%1 maps %2 to %3"), true},
    //: %1 is a feature map's name.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "%1 gave zero features"), true},
    // … with the identity map, which is not non-negative: %3 or %2 is its name.
    //: %1 is "φ(q) = [0, 0]", %2 "Z = [0, 0]", %3 the feature map's name ("Identity").
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "Both %1 and %2 are zero: %3 maps x to x, q is zero and the included keys add up to zero."),
        true},
    //: %1 is "φ(q) = [0, 0]", %2 the feature map's name ("Identity"), %3 "Z = [2, 1]".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "%1 is zero because q is zero and %2 maps x to x, so φ(q)·Z = 0 although %3 is not."),
        true},
    //: %1 is "Z = [0, 0]", %2 the feature map's name ("Identity"), %3 "φ(q) = [1, 2]".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "%1 is zero: %2 keeps negative coordinates, so the included keys' features add up to "
         "zero, and φ(q)·Z = 0 although %3 is not."),
        true},
    //: %1 is "φ(q) = [1, 2]", %2 "Z = [2, -1]", %3 the feature map's name ("Identity").
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "Neither %1 nor %2 is zero, but the products in φ(q)·Z cancel: %3 keeps negative "
         "coordinates, so positive and negative terms add up to exactly 0. A non-negative φ gives "
         "0 only when every product is 0."),
        true},
    // … with FAVOR+, whose features underflow.
    //: %1 is "φ(q) = [0, 0]", %2 "Z = [0, 0]".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "Both %1 and %2 are zero: every feature exp(wⱼ·x − ‖x‖²/2) / √m underflows to 0 when "
         "‖x‖ is large. FAVOR+ features are positive in exact arithmetic but vanish in floating "
         "point for long vectors."),
        true},
    //: %1 is "φ(q) = [0, 0]", %2 a number, %3 "Z = [2, 1]".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "%1 is zero: every feature exp(wⱼ·q − ‖q‖²/2) / √m underflows to 0, because ‖q‖²/2 = %2 "
         "is far larger than any wⱼ·q. FAVOR+ features are positive in exact arithmetic but "
         "vanish in floating point for long vectors, so φ(q)·Z = 0 although %3 is not."),
        true},
    //: %1 is "Z = [0, 0]", %2 "φ(q) = [1, 2]".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "%1 is zero: the features exp(wⱼ·k − ‖k‖²/2) / √m of every included key underflow to 0 "
         "(‖k‖ is large), so φ(q)·Z = 0 although %2 is not."),
        true},
    //: %1 is "φ(q) = [1, 0]", %2 "Z = [0, 2]".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "Neither %1 nor %2 is zero, but every product φⱼ(q)Zⱼ underflows to 0: both factors are "
         "tiny, because FAVOR+ features shrink like e^(−‖x‖²/2)."),
        true},

    // Why φ must be non-negative (the identity map's weights).
    //: %1 is a number, %2 the feature map's name, %3 "φ(q)·φ(kᵢ) = [-1, -2]".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "φ(q)·Z = %1 is negative: %2 is not non-negative, and every weight %3 is ≤ 0. Divided by "
         "the negative denominator the shares happen to be ≥ 0 and sum to 1, but only because "
         "every sign agrees: one key on the other side would break it. A non-negative φ "
         "guarantees weights ≥ 0."),
        true},
    //: %1 is a number, %2 the feature map's name, %3 "φ(q)·φ(kᵢ) = [1, -2]".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "φ(q)·Z = %1 is negative: %2 is not non-negative, so the weights %3 have both signs. "
         "Divided by the denominator they are not a probability distribution (some shares are "
         "negative, others above 1), so the output is not an average of the values and can leave "
         "their range. A non-negative φ keeps every weight ≥ 0, and the denominator positive or "
         "exactly 0."),
        true},
    //: %1 is "φ(q)·φ(kᵢ) = [1, -2]", %2 the feature map's name, %3 a number.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "The weights %1 have both signs: %2 is not non-negative. Divided by φ(q)·Z = %3 they are "
         "not a probability distribution (some shares are negative), so the output is not an "
         "average of the values and can leave their range. A non-negative φ keeps every weight "
         "≥ 0."),
        true},

    // What ε does.
    //: %1 and %3 are ε, %2 the numerator, %4 and %5 the output.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "ε = %1 is added to the denominator, so the output reads %2 / (0 + %3) = %4 instead of "
         "Unavailable. ε hides the undefined case rather than fixing it: φ(q)·Z is still exactly "
         "0, so no key has any weight, and %5 is the numerator divided by ε, not an average of "
         "the values."),
        true},
    //: %1 and %5 are ε, %2 and %4 and %8 the denominator, %3 and %7 the numerator, %6 the output, %9 the output without ε (a number or Unavailable).
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
         "ε = %1 is not negligible next to φ(q)·Z = %2: the output %3 / (%4 + %5) = %6 differs "
         "from %7 / %8 = %9. ε trades an undefined result for a wrong one when the denominator is "
         "tiny."),
        true},

    // The check against the direct form, and softmax for contrast.
    //: %1 is the direct form with numbers, "(2 × 1) / (2)"; %2 a number.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ) = %1;  |output − reference| = %2")},
    //: %1 is the direct form with numbers, "(2 × 1) / (2)".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ) = %1;  no difference: a side is Unavailable")},
    //: %1 is the direct form with numbers, "(2 × 1) / (2 + 0.001)"; %2 a number.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε) = %1;  |output − reference| = %2")},
    //: %1 is the direct form with numbers, "(2 × 1) / (2 + 0.001)".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε) = %1;  no difference: a side is Unavailable")},
    //: %1 is a list of numbers, "0.5, 1".
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "scores q·kᵢ = [%1], largest subtracted first")},

    // The feature maps (core/feature_map.cpp, core/random_features.cpp).
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "x + 1 for x > 0 and eˣ for x ≤ 0: always positive, so the denominator is never 0 (unless "
        "eˣ underflows, for coordinates below about −350).")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "max(0, x): every non-positive coordinate becomes 0, so whole vectors can vanish.")},
    //: The name of the feature map φ(x) = x.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "Identity")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "φ(x) = x: not non-negative, so a weight φ(q)·φ(k) = q·k can be negative and the "
        "denominator negative or exactly 0 — the weights are then no probability distribution. "
        "The counterexample that shows why φ must be non-negative.")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "log(1 + eˣ), a smooth ReLU: always positive, so the denominator is never 0 (unless eˣ "
        "underflows, for coordinates below about −745). Computed as x + log(1 + e⁻ˣ) for x > 0, "
        "so that large x does not overflow.")},
    //: FAVOR+'s settings: %1 features, %2 the seed of its random rows.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "m = %1, seed = %2, orthogonal")},
    //: FAVOR+'s settings: %1 features, %2 the seed of its random rows (drawn independently).
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "m = %1, seed = %2, independent")},
    //: The name of a feature map (Performer's FAVOR+).
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "FAVOR+ random features")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "exp(w·x − ‖x‖²/2) / √m with m random Gaussian rows w: positive features whose dot "
        "product estimates the softmax kernel e^(q·k), better as m grows. Large inputs make them "
        "underflow to 0.")},

    // The presets (app/data/presets.json).
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "General")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "The seed's worked example as its first key, then keys of mixed signs and values: with "
        "ELU+1 every new key moves the output, with ReLU the wholly negative k₄ adds nothing.")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "All negative")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "Every coordinate of the query and the keys is negative: ReLU maps them all to zero and "
        "the output is Unavailable at every prefix, while ELU+1 stays defined.")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "Negative query")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "The query is negative and the keys positive: ReLU zeroes φ(q), so the denominator is 0 "
        "even though Z is not.")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "Partly negative")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "Some keys are negative in every coordinate: ReLU gives them weight 0, while softmax still "
        "gives them a share. Under ReLU the output only exists once a positive key arrives.")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "Single key")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "One key with value 1: whatever the feature map, attention over a single item must return "
        "exactly 1.")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "Large scores")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "Scores q·k above 710, where a naive e^x overflows a double: softmax stays right only "
        "because the largest score is subtracted first.")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "Tiny denominator")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "With ReLU the denominator is positive but only about 1e-300: defined yet fragile, unlike "
        "a denominator that is exactly zero.")},

    // The data editor's refusals (core/data_edit.cpp, core/attention_data.cpp):
    // the place ("keys[3][1]", a path in the data file) stays as it is.
    //: Where a refused edit was: a row and a column of the data editor.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "row %1, column %2")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "row %1")},
    //: %1 is what was typed.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected a number, got \"%1\"")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected a number, got nothing")},
    //: %1 is what was typed.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "%1 is too large or too close to 0 to be represented (limit 1e6 in magnitude)")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "there is no such cell")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "there is no such key")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected %1 numbers, got %2")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "already %1 keys, the most the app works with")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts",
        "the last key cannot be removed: attention needs at least one")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected a finite number, got NaN")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected a finite number, got infinity")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected a finite number, got -infinity")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "%1 is above the limit of 1e6 in magnitude")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected at least 1 number, got 0")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected 1 to %1 keys, got %2")},
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected %1 numbers (one per key), got %2")},
    // The FAVOR+ settings and ε (core/random_features.cpp, core/step_table.cpp): the place
    // ("m", "seed", "orthogonal", "ε") stays as it is.
    //: %1 is the refused number, %2…%3 the allowed range.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "%1 is outside %2…%3")},
    //: %3 is what was typed.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected a whole number from %1 to %2, got \"%3\"")},
    //: %3 is what was typed.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected a number from %1 to %2, got \"%3\"")},
    //: %1 is what was typed.
    {QT_TRANSLATE_NOOP("linattn::CoreTexts", "expected on or off, got \"%1\"")},
};

constexpr const char *kContext = "linattn::CoreTexts";

QString fromUtf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString translated(const char *english)
{
    return QCoreApplication::translate(kContext, english);
}

const QRegularExpression &placeholder()
{
    static const QRegularExpression pattern(QStringLiteral("%([1-9])"));
    return pattern;
}

// A catalogue entry with parts that vary, as a pattern that matches its
// English text and captures those parts: the whole text (anchored) or, for a
// fragment, a piece anywhere in it with a whole number for %1.
struct Template {
    const Entry *entry;
    QRegularExpression pattern;
    qsizetype literalLength; // the longest templates are tried first
    QString longestPiece; // a text without it cannot match: a cheap first test
};

std::vector<Template> makeTemplates(bool fragments)
{
    std::vector<Template> result;
    for (const Entry &entry : kEntries) {
        const QString english = QString::fromUtf8(entry.english);
        if (entry.fragment != fragments || !english.contains(placeholder()))
            continue;
        const QString part = fragments ? QStringLiteral("([0-9]+)") : QStringLiteral("(.*?)");
        QString pattern = fragments ? QString() : QStringLiteral("^");
        qsizetype literal = 0;
        qsizetype at = 0;
        QString longest;
        auto it = placeholder().globalMatch(english);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            const QString piece = english.mid(at, match.capturedStart() - at);
            pattern += QRegularExpression::escape(piece) + part;
            literal += piece.size();
            longest = piece.size() > longest.size() ? piece : longest;
            at = match.capturedEnd();
        }
        const QString last = english.mid(at);
        pattern += QRegularExpression::escape(last) + (fragments ? QString() : QStringLiteral("$"));
        literal += last.size();
        longest = last.size() > longest.size() ? last : longest;
        result.push_back({&entry,
            QRegularExpression(pattern, QRegularExpression::DotMatchesEverythingOption), literal,
            longest});
    }
    std::stable_sort(result.begin(), result.end(),
        [](const Template &a, const Template &b) { return a.literalLength > b.literalLength; });
    return result;
}

const std::vector<Template> &templates()
{
    static const std::vector<Template> list = makeTemplates(false);
    return list;
}

const std::vector<Template> &fragments()
{
    static const std::vector<Template> list = makeTemplates(true);
    return list;
}

// `pattern` with %1, %2, … replaced by `parts` in one pass (a part that holds
// "%1" itself stays as it is).
QString filled(const QString &pattern, const QStringList &parts)
{
    QString result;
    qsizetype at = 0;
    auto it = placeholder().globalMatch(pattern);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        result += pattern.mid(at, match.capturedStart() - at);
        const int number = match.captured(1).toInt();
        result += number <= parts.size() ? parts.at(number - 1) : match.captured();
        at = match.capturedEnd();
    }
    return result + pattern.mid(at);
}

QStringList capturedParts(const QRegularExpressionMatch &match)
{
    QStringList parts;
    for (int i = 1; i <= match.lastCapturedIndex(); ++i)
        parts << match.captured(i);
    return parts;
}

// Formulas, numbers and vectors hold no English word: only a text with three
// letters in a row is looked up.
bool holdsWords(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    return text.contains(word);
}

QString withFragmentsTranslated(QString text)
{
    for (const Template &each : fragments()) {
        QString result;
        qsizetype at = 0;
        if (!text.contains(each.longestPiece))
            continue;
        auto it = each.pattern.globalMatch(text);
        if (!it.hasNext())
            continue;
        const QString pattern = translated(each.entry->english);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            result += text.mid(at, match.capturedStart() - at) + filled(pattern, capturedParts(match));
            at = match.capturedEnd();
        }
        text = result + text.mid(at);
    }
    return text;
}

// A text of the catalogue, fixed or made from a template, translated; any
// other text unchanged (but for its fragments).
QString translatedText(const QString &text, int depth = 0)
{
    if (!holdsWords(text))
        return text;
    const QByteArray utf8 = text.toUtf8();
    const QString fixed = QCoreApplication::translate(kContext, utf8.constData());
    if (fixed != text)
        return fixed;
    for (const Template &each : templates()) {
        if (!text.contains(each.longestPiece))
            continue;
        const QRegularExpressionMatch match = each.pattern.match(text);
        if (!match.hasMatch())
            continue;
        QStringList parts = capturedParts(match);
        if (each.entry->nested && depth < 4)
            for (QString &part : parts)
                part = translatedText(part, depth + 1);
        return withFragmentsTranslated(filled(translated(each.entry->english), parts));
    }
    return withFragmentsTranslated(text);
}

std::string toStd(const QString &text)
{
    return text.toStdString();
}

} // namespace

QString text(std::string_view english)
{
    const std::string source(english);
    return QCoreApplication::translate(kContext, source.c_str());
}

QString phrase(std::string_view english)
{
    return translatedText(fromUtf8(english));
}

QString value(std::string_view text)
{
    if (text == kUnavailableWord)
        return translated(kUnavailableWord);
    const QString result = fromUtf8(text);
    return holdsWords(result) ? withFragmentsTranslated(result) : result;
}

std::vector<DerivationLine> derivation(std::vector<DerivationLine> lines)
{
    for (DerivationLine &line : lines) {
        line.label = toStd(translatedText(fromUtf8(line.label)));
        line.formula = toStd(translatedText(fromUtf8(line.formula)));
        line.result = toStd(value(line.result));
    }
    return lines;
}

QString dataError(const DataError &error)
{
    const QString message = translatedText(fromUtf8(error.message));
    return error.place.empty() ? message
                               : translatedText(fromUtf8(error.place)) + QStringLiteral(": ") + message;
}

std::vector<std::string> catalogue()
{
    std::vector<std::string> texts;
    for (const Entry &entry : kEntries)
        texts.emplace_back(entry.english);
    return texts;
}

} // namespace linattn::CoreTexts
