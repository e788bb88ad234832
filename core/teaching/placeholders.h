// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Numbers in lesson texts that come from the state: "Z₂ = {z}" is written with the z line's
// result at the step's state, so the text cannot disagree with the screen, and a number a
// question conceals is concealed in the text too (the worksheet's pass over the whole sheet
// reaches later steps' texts through them).
//
//   {LINE}           a derivation line's result: {z}, {s}, {denominator}, {phi-key-1}, …
//   {LINE.formula}   the same line's rule with the numbers in: {denominator.formula}
//   {linear-rank}    the sequence view's block ranks (linear attention, softmax)
//   {softmax-rank}

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace linattn {

// What stands where a concealed or missing value would be.
inline constexpr std::string_view kConcealedValue = "?";

struct Placeholder {
    std::string line; // "denominator", "linear-rank"
    bool formula = false; // {denominator.formula}
};

// The placeholders of `text`, in order; braces hold nothing else in a lesson text.
std::vector<Placeholder> placeholdersIn(std::string_view text);

// Whether `name` (a Placeholder's line) is a line or figure the views compute.
bool isKnownPlaceholder(std::string_view name);

// The known names, for messages ("did you mean") and the lesson format's docs.
const std::vector<std::string_view> &placeholderNames();

// Checks every placeholder: a "{" without its "}", an empty or unknown name. The message says
// which ("unknown placeholder {zz}; did you mean {z}?").
std::optional<std::string> checkPlaceholders(std::string_view text);

// `text` with each placeholder replaced by `valueOf(placeholder)`, or by kConcealedValue where
// that gives nothing (a concealed line, a key the prefix does not include). A minus sign in the
// value is written '−', as lesson texts write it ("−19", not "-19"; "1e-6" keeps its '-').
std::string fillPlaceholders(std::string_view text,
    const std::function<std::optional<std::string>(const Placeholder &)> &valueOf);

} // namespace linattn
