// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CoreTexts.h"

#include "PresetCatalog.h"

#include <QCoreApplication>

namespace linattn::CoreTexts {

namespace {

// lupdate reads no JSON, so the presets' English is listed here for it, by
// preset id. tst_translations checks that every preset of presets.json is
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

// The entry of `preset`, if the catalogue has it with presets.json's English.
const PresetText *catalogued(const Preset &preset)
{
    for (const PresetText &entry : kPresetTexts)
        if (preset.id == entry.id)
            return preset.title == entry.title && preset.description == entry.description ? &entry
                                                                                          : nullptr;
    return nullptr;
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
    const PresetText *entry = catalogued(preset);
    return entry ? QCoreApplication::translate(kMessageContext, entry->title)
                 : fromStd(preset.title);
}

QString presetDescription(const Preset &preset)
{
    const PresetText *entry = catalogued(preset);
    return entry ? QCoreApplication::translate(kMessageContext, entry->description)
                 : fromStd(preset.description);
}

QString dataTitle(const std::optional<std::string> &presetId, const std::string &title)
{
    const Preset *preset = presetId ? PresetCatalog::find(*presetId) : nullptr;
    return preset && preset->title == title ? presetTitle(*preset) : fromStd(title);
}

std::span<const PresetText> presetTexts()
{
    return kPresetTexts;
}

} // namespace linattn::CoreTexts
