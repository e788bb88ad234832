// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"
#include "derivation.h"
#include "message.h"
#include "preset.h"
#include "sequence_data.h"

#include <QString>

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace linattn {

// core/ writes its sentences, labels and words as messages (core/text/message.h):
// an id whose English template lives once, in core/text/message.cpp. These put
// them into the language of the installed translators where they become the
// model's strings: the template is translated by its English (context
// "linattn::CoreTexts"), then its arguments are filled in, nested messages
// translated the same way and verbatim parts (numbers, vectors, formulas, a
// place in a file) as they are. Without a translator every text is the
// English one. The presets' titles and descriptions (app/io/data/problems.json)
// are translated by the preset's id.
namespace CoreTexts {

QString translated(const Message &message);
QString translated(const Text &text);

// The derivation with its labels, sentences and results translated.
std::vector<WrittenLine> derivation(const std::vector<DerivationLine> &lines);

// "keys[3][1]: expected a number, got "x"", translated.
QString dataError(const DataError &error);

// A preset's title and description, translated. A preset that the catalogue
// below lacks, or whose English there differs from problems.json's, keeps its
// English.
QString presetTitle(const Preset &preset);
QString presetDescription(const Preset &preset);
// The title of a step table's data: its preset's title, translated, or
// `title` as it is for the user's own data.
QString dataTitle(const std::optional<std::string> &presetId, const std::string &title);

// The presets' texts as lupdate finds them, keyed by preset id (for tests).
struct PresetText {
    const char *id;
    const char *title;
    const char *description;
};
std::span<const PresetText> presetTexts();

// The same for the sequence view's sequences (app/io/data/problems.json), by sequence id.
QString sequenceTitle(const SequencePreset &sequence);
QString sequenceDescription(const SequencePreset &sequence);
std::span<const PresetText> sequenceTexts();

} // namespace CoreTexts

} // namespace linattn
