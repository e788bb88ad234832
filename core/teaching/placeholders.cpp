// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "placeholders.h"

#include "attention_data.h"
#include "nearest_name.h"

#include <algorithm>

namespace linattn {

namespace {

constexpr std::string_view kFormulaSuffix = ".formula";

// Lines of either view's derivation that hold a result, and the sequence view's ranks.
const std::vector<std::string_view> kPlaceholderNames {"phi-query", "phi-key", "z", "s",
    "denominator", "numerator", "output", "reference", "difference", "softmax", "parallel",
    "chunkwise", "linear-rank", "softmax-rank"};

// "phi-key-3": the single-query view's φ(k₃), keys 0…kMaxKeys−1.
bool isNumberedKey(std::string_view name)
{
    constexpr std::string_view prefix = "phi-key-";
    if (name.substr(0, prefix.size()) != prefix || name.size() == prefix.size()
        || name.size() > prefix.size() + 2)
        return false;
    std::size_t key = 0;
    for (char c : name.substr(prefix.size())) {
        if (c < '0' || c > '9')
            return false;
        key = key * 10 + std::size_t(c - '0');
    }
    return key < kMaxKeys;
}

// "{phi-query}, {phi-key-N}, {z}, …", from kPlaceholderNames; the single view numbers its φ(k)
// lines.
std::string knownNamesText()
{
    std::string text;
    for (std::string_view name : kPlaceholderNames) {
        if (!text.empty())
            text += ", ";
        text += "{" + std::string(name) + (name == "phi-key" ? "-N" : "") + "}";
    }
    return text;
}

Placeholder parsed(std::string_view inside)
{
    Placeholder placeholder;
    if (inside.size() > kFormulaSuffix.size()
        && inside.substr(inside.size() - kFormulaSuffix.size()) == kFormulaSuffix) {
        placeholder.formula = true;
        inside.remove_suffix(kFormulaSuffix.size());
    }
    placeholder.line = std::string(inside);
    return placeholder;
}

// The views write a minus as '-'; lesson texts, set as prose, write '−' (U+2212), and a
// filled-in number takes the text's sign: "−5 × 5 + 6 × 1 = −19", not "= -19". An exponent's
// sign stays as the number is written ("1e-6").
std::string withTextMinus(const std::string &value)
{
    std::string written;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const bool minus = value[i] == '-' && i + 1 < value.size() && value[i + 1] >= '0'
            && value[i + 1] <= '9' && (i == 0 || (value[i - 1] != 'e' && value[i - 1] != 'E'));
        written += minus ? std::string("−") : std::string(1, value[i]);
    }
    return written;
}

} // namespace

bool isKnownPlaceholder(std::string_view name)
{
    return std::find(kPlaceholderNames.begin(), kPlaceholderNames.end(), name)
        != kPlaceholderNames.end()
        || isNumberedKey(name);
}

const std::vector<std::string_view> &placeholderNames()
{
    return kPlaceholderNames;
}

std::vector<Placeholder> placeholdersIn(std::string_view text)
{
    std::vector<Placeholder> found;
    for (std::size_t at = text.find('{'); at != std::string_view::npos;
         at = text.find('{', at + 1)) {
        const std::size_t end = text.find('}', at);
        if (end == std::string_view::npos)
            break;
        found.push_back(parsed(text.substr(at + 1, end - at - 1)));
        at = end;
    }
    return found;
}

std::optional<std::string> checkPlaceholders(std::string_view text)
{
    for (std::size_t at = text.find_first_of("{}"); at != std::string_view::npos;
         at = text.find_first_of("{}", at + 1)) {
        if (text[at] == '}')
            return "a '}' without its '{' at character " + std::to_string(at + 1);
        const std::size_t end = text.find_first_of("{}", at + 1);
        if (end == std::string_view::npos || text[end] == '{')
            return "a '{' without its '}' at character " + std::to_string(at + 1);
        const std::string_view inside = text.substr(at + 1, end - at - 1);
        const Placeholder placeholder = parsed(inside);
        if (placeholder.line.empty())
            return "an empty placeholder {" + std::string(inside) + "} at character "
                + std::to_string(at + 1);
        if (!isKnownPlaceholder(placeholder.line)) {
            std::string message = "unknown placeholder {" + std::string(inside) + "}";
            if (auto near = nearestName(placeholder.line, kPlaceholderNames))
                message += "; did you mean {" + *near
                    + (placeholder.formula ? std::string(kFormulaSuffix) : std::string()) + "}?";
            else
                message += " (known: " + knownNamesText() + ", each line also as {LINE.formula})";
            return message;
        }
        if (placeholder.formula
            && (placeholder.line == "linear-rank" || placeholder.line == "softmax-rank"))
            return "{" + std::string(inside) + "}: a rank has no formula";
        at = end;
    }
    return std::nullopt;
}

std::string fillPlaceholders(std::string_view text,
    const std::function<std::optional<std::string>(const Placeholder &)> &valueOf)
{
    std::string filled;
    std::size_t from = 0;
    for (std::size_t at = text.find('{'); at != std::string_view::npos; at = text.find('{', from)) {
        const std::size_t end = text.find('}', at);
        if (end == std::string_view::npos)
            break;
        filled += text.substr(from, at - from);
        const std::optional<std::string> value = valueOf(parsed(text.substr(at + 1, end - at - 1)));
        filled += value ? withTextMinus(*value) : std::string(kConcealedValue);
        from = end + 1;
    }
    filled += text.substr(from);
    return filled;
}

} // namespace linattn
