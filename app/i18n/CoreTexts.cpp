// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CoreTexts.h"

#include "ProblemCatalog.h"

#include <QCoreApplication>

namespace linattn::CoreTexts {

namespace {

// lupdate reads no JSON, so the presets' English is listed here for it, by
// preset id. tst_translations checks that every preset of problems.json is
// here with the same English: an edit to one side only fails there (and
// leaves that preset English until both agree).
const PresetText kPresetTexts[] = {
    {"general", QT_TRANSLATE_NOOP("linattn::CoreTexts", "General"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "The seed's worked example as its first key, then keys of mixed signs and values: "
            "with ELU+1 every new key moves the output, with ReLU the wholly negative k₄ adds "
            "nothing.")},
    {"all-negative", QT_TRANSLATE_NOOP("linattn::CoreTexts", "All negative"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "Every coordinate of the query and the keys is negative: ReLU maps them all to zero "
            "and the output is Unavailable at every prefix, while ELU+1 stays defined.")},
    {"negative-query", QT_TRANSLATE_NOOP("linattn::CoreTexts", "Negative query"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "The query is negative and the keys positive: ReLU zeroes φ(q), so the denominator is "
            "0 even though Z is not.")},
    {"partly-negative", QT_TRANSLATE_NOOP("linattn::CoreTexts", "Partly negative"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "Some keys are negative in every coordinate: ReLU gives them weight 0, while softmax "
            "still gives them a share. Under ReLU the output only exists once a positive key "
            "arrives.")},
    {"single-key", QT_TRANSLATE_NOOP("linattn::CoreTexts", "Single key"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "One key with value 1: whatever the feature map, attention over a single item must "
            "return exactly 1.")},
    {"large-scores", QT_TRANSLATE_NOOP("linattn::CoreTexts", "Large scores"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "Scores q·k above 710, where a naive e^x overflows a double: softmax stays right only "
            "because the largest score is subtracted first.")},
    {"tiny-denominator", QT_TRANSLATE_NOOP("linattn::CoreTexts", "Tiny denominator"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "With ReLU the denominator is positive but only about 1e-300: defined yet fragile, "
            "unlike a denominator that is exactly zero.")},
    {"value-arrows", QT_TRANSLATE_NOOP("linattn::CoreTexts", "Value arrows"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "The seed's query and first key, with values that are arrows in the plane (east, "
            "north, west, south): S = Σ φ(kᵢ)vᵢᵀ is a matrix with one column per coordinate, and "
            "with a non-negative feature map the output, a weighted average of the arrows, stays "
            "inside the diamond they span; softmax's too, with other weights.")},
};

// The same for the sequences of problems.json, held to it the same way.
const PresetText kSequenceTexts[] = {
    {"seq-general", QT_TRANSLATE_NOOP("linattn::CoreTexts", "General sequence"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "Eight tokens of mixed signs, each with a query of its own; the first is the seed's "
            "worked example, so with ELU+1 its output is exactly 1.")},
    {"seq-relu-gaps", QT_TRANSLATE_NOOP("linattn::CoreTexts", "ReLU gaps"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "The queries of tokens 1, 3 and 5 are negative in every coordinate: ReLU zeroes their "
            "φ(q), so their outputs are Unavailable while the tokens between stay defined.")},
    {"seq-sharp-softmax", QT_TRANSLATE_NOOP("linattn::CoreTexts", "Sharp softmax"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "Each query points at one earlier key, with scores up to 16: softmax attends almost "
            "one-hot, while linear attention's weights stay spread over the keys and cannot "
            "follow.")},
    {"seq-long", QT_TRANSLATE_NOOP("linattn::CoreTexts", "Long sequence"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "64 tokens; the first key carries the value 8, and the queries of tokens 15, 31, 47 "
            "and 63 look for it: with γ = 1 it still counts at the end, with a decay below 1 it "
            "is forgotten.")},
    {"seq-arrows", QT_TRANSLATE_NOOP("linattn::CoreTexts", "Arrows"),
        QT_TRANSLATE_NOOP("linattn::CoreTexts",
            "Six tokens whose values are arrows in the plane (two coordinates each): every output "
            "is the weighted average of the arrows so far, as the value plane draws it. The first "
            "token is the seed's worked example with v₀ = [1, 0], so its output is [1, 0].")},
};

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

// `pattern` with %1 … %9 replaced by `args` in one pass (an argument that
// holds "%1" itself stays as it is), as core's fillTemplate() does.
QString filled(const QString &pattern, const QStringList &args)
{
    QString result;
    result.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == QLatin1Char('%') && i + 1 < pattern.size()
            && pattern[i + 1] >= QLatin1Char('1') && pattern[i + 1] <= QLatin1Char('9')) {
            const qsizetype number = pattern[i + 1].unicode() - '0';
            if (number <= args.size()) {
                result += args.at(number - 1);
                ++i;
                continue;
            }
        }
        result += pattern[i];
    }
    return result;
}

// The entry of a preset or sequence, if `catalogue` has it with the JSON's English.
const PresetText *catalogued(std::span<const PresetText> catalogue, const std::string &id,
    const std::string &title, const std::string &description)
{
    for (const PresetText &entry : catalogue)
        if (id == entry.id)
            return title == entry.title && description == entry.description ? &entry : nullptr;
    return nullptr;
}

// `field` of the catalogued entry in the user's language, or the JSON's own
// text where the catalogue does not have it (a preset added without its texts).
QString cataloguedText(
    const PresetText *entry, const char *PresetText::*field, const std::string &fallback)
{
    return entry ? QCoreApplication::translate(kMessageContext, entry->*field) : fromStd(fallback);
}

const PresetText *catalogued(const Preset &preset)
{
    return catalogued(kPresetTexts, preset.id, preset.title, preset.description);
}

const PresetText *catalogued(const SequencePreset &sequence)
{
    return catalogued(kSequenceTexts, sequence.id, sequence.title, sequence.description);
}

} // namespace

QString translated(const Message &message)
{
    QStringList args;
    args.reserve(static_cast<qsizetype>(message.args.size()));
    for (const Text &arg : message.args)
        args << translated(arg);
    return filled(QCoreApplication::translate(kMessageContext, messageTemplate(message.id)), args);
}

QString translated(const Text &text)
{
    QString result;
    for (const Text::Part &part : text.parts()) {
        if (const auto *verbatim = std::get_if<std::string>(&part))
            result += fromStd(*verbatim);
        else
            result += translated(std::get<Message>(part));
    }
    return result;
}

std::vector<WrittenLine> derivation(const std::vector<DerivationLine> &lines)
{
    std::vector<WrittenLine> written;
    written.reserve(lines.size());
    for (const DerivationLine &line : lines)
        written.push_back(
            writtenLine(line, [](const Text &text) { return translated(text).toStdString(); }));
    return written;
}

QString dataError(const DataError &error)
{
    const QString message = translated(error.message);
    return error.place.empty() ? message : translated(error.place) + QStringLiteral(": ") + message;
}

QString presetTitle(const Preset &preset)
{
    return cataloguedText(catalogued(preset), &PresetText::title, preset.title);
}

QString presetDescription(const Preset &preset)
{
    return cataloguedText(catalogued(preset), &PresetText::description, preset.description);
}

QString dataTitle(const std::optional<std::string> &presetId, const std::string &title)
{
    const Preset *preset = presetId ? ProblemCatalog::findPreset(*presetId) : nullptr;
    return preset && preset->title == title ? presetTitle(*preset) : fromStd(title);
}

std::span<const PresetText> presetTexts()
{
    return kPresetTexts;
}

QString sequenceTitle(const SequencePreset &sequence)
{
    return cataloguedText(catalogued(sequence), &PresetText::title, sequence.title);
}

QString sequenceDescription(const SequencePreset &sequence)
{
    return cataloguedText(catalogued(sequence), &PresetText::description, sequence.description);
}

std::span<const PresetText> sequenceTexts()
{
    return kSequenceTexts;
}

} // namespace linattn::CoreTexts
