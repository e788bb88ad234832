#pragma once

#include "attention_data.h"
#include "derivation.h"

#include <QString>

#include <string>
#include <string_view>
#include <vector>

namespace linattn {

// core/ and app/data/presets.json speak English (the exports and the command
// line need it so). These put their fixed texts into the language of the
// installed translators, at the boundary where they become the model's
// strings: preset titles and descriptions, feature map descriptions, the
// derivation's labels and sentences, the word Unavailable and the data
// editor's refusals. Numbers, vectors, formulas and anything not in the
// catalogue (CoreTexts.cpp, context "linattn::CoreTexts") pass unchanged, so
// without a translator every text is the English one.
namespace CoreTexts {

// A fixed text of the catalogue (a preset's title or description, a feature
// map's description, a derivation label), translated; any other text as it is.
QString text(std::string_view english);
// A text of the catalogue, fixed or with parts that vary ("m = 64, seed = 1,
// orthogonal"), translated; any other text as it is.
QString phrase(std::string_view english);
// A formatted number or vector, or the word Unavailable.
QString value(std::string_view text);
// The derivation with its labels, sentences (why Unavailable, the check,
// the contrast) and results translated; the arithmetic stays as it is.
std::vector<DerivationLine> derivation(std::vector<DerivationLine> lines);
// "keys[3][1]: expected a number, got "x"", translated.
QString dataError(const DataError &error);

// Every English text and template of the catalogue (for tests).
std::vector<std::string> catalogue();

} // namespace CoreTexts

} // namespace linattn
