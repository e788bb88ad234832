// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "typed_numbers.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>

namespace linattn {

namespace {

constexpr std::string_view kUnicodeMinus = "−"; // U+2212, as the views write it

// A number as typed, with the precision it was typed with.
struct TypedNumber {
    double value = 0;
    double tolerance = 0; // half a unit of the last typed digit; 0 for a whole number
};

bool isAsciiLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// ⁰…⁹, ⁺, ⁻ (U+2070…U+207F) and ¹ ² ³ (U+00B9, U+00B2, U+00B3): "10⁻⁶" is not the number 10.
bool startsWithSuperscript(std::string_view rest)
{
    const auto byte = [&rest](std::size_t i) { return i < rest.size() ? char(rest[i]) : '\0'; };
    return (byte(0) == '\xE2' && byte(1) == '\x81')
        || (byte(0) == '\xC2' && (byte(1) == '\xB9' || byte(1) == '\xB2' || byte(1) == '\xB3'));
}

// Reads a number at the start of `text` ("-0.7358", "−1", "2e-150"); sets `length` to the bytes
// it takes. Nothing when `text` does not start with one.
std::optional<TypedNumber> readNumber(std::string_view text, std::size_t &length)
{
    std::string ascii;
    std::size_t at = 0;
    if (text.substr(0, kUnicodeMinus.size()) == kUnicodeMinus) {
        ascii += '-';
        at = kUnicodeMinus.size();
    } else if (!text.empty() && text[0] == '-') {
        ascii += '-';
        at = 1;
    }
    const std::size_t digitsFrom = at;
    while (at < text.size() && isDigit(text[at]))
        ascii += text[at++];
    if (at == digitsFrom)
        return std::nullopt;
    int decimals = 0;
    if (at + 1 < text.size() && text[at] == '.' && isDigit(text[at + 1])) {
        ascii += text[at++];
        while (at < text.size() && isDigit(text[at])) {
            ascii += text[at++];
            ++decimals;
        }
    }
    int exponent = 0;
    bool scientific = false;
    if (at + 1 < text.size() && (text[at] == 'e' || text[at] == 'E')) {
        std::size_t e = at + 1;
        if (e < text.size() && (text[e] == '-' || text[e] == '+'))
            ++e;
        if (e < text.size() && isDigit(text[e])) {
            scientific = true;
            while (e < text.size() && isDigit(text[e]))
                ++e;
            exponent = std::atoi(std::string(text.substr(at + 1, e - at - 1)).c_str());
            ascii += std::string(text.substr(at, e - at));
            at = e;
        }
    }
    length = at;
    TypedNumber number;
    number.value = std::strtod(ascii.c_str(), nullptr);
    if (scientific)
        number.tolerance = 0.5 * std::pow(10.0, exponent - decimals);
    else if (decimals > 0)
        number.tolerance = 0.5 * std::pow(10.0, -decimals);
    return number;
}

bool sameAsTyped(const TypedNumber &typed, double value)
{
    if (typed.tolerance == 0)
        return std::abs(typed.value - value) <= 1e-9 * std::max(1.0, std::abs(value));
    return std::abs(typed.value - value) <= typed.tolerance * (1 + 1e-9);
}

std::string trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(' ');
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(' ');
    return std::string(text.substr(first, last - first + 1));
}

// The vector "[a, b]" written inside the brackets, when every term is one number.
std::optional<std::vector<TypedNumber>> readVector(std::string_view inside)
{
    std::vector<TypedNumber> numbers;
    std::size_t from = 0;
    while (from <= inside.size()) {
        const std::size_t comma = std::min(inside.find(',', from), inside.size());
        const std::string term = trimmed(inside.substr(from, comma - from));
        std::size_t length = 0;
        const auto number = readNumber(term, length);
        if (!number || length != term.size())
            return std::nullopt;
        numbers.push_back(*number);
        from = comma + 1;
    }
    return numbers;
}

class Scanner {
public:
    Scanner(const std::vector<ComputedValue> &computed,
        const std::vector<std::vector<double>> &inputVectors, std::span<const double> inputNumbers)
        : computed_(computed)
        , inputVectors_(inputVectors)
        , inputNumbers_(inputNumbers)
    {
    }

    void scan(std::string_view text)
    {
        std::size_t at = 0;
        while (at < text.size()) {
            const char c = text[at];
            if (c == '{' || c == '<') {
                at = skipMarkup(text, at);
                continue;
            }
            if (c == '[') {
                const std::size_t end = text.find(']', at);
                if (end != std::string_view::npos) {
                    const std::string_view inside = text.substr(at + 1, end - at - 1);
                    if (auto vector = readVector(inside))
                        checkVector(*vector, text.substr(at, end - at + 1));
                    else
                        scan(inside);
                    at = end + 1;
                    continue;
                }
            }
            std::size_t length = 0;
            const auto number = readNumber(text.substr(at), length);
            if (!number) {
                ++at;
                continue;
            }
            const std::string_view rest = text.substr(at + length);
            const bool partOfName = (at > 0 && isPartOfName(text, at))
                || (!rest.empty() && (isAsciiLetter(rest[0]) || rest[0] == '_'))
                || startsWithSuperscript(rest);
            if (!partOfName)
                checkNumber(*number, text.substr(at, length));
            at += length;
        }
    }

    std::vector<TypedComputedNumber> found;

private:
    // Placeholders, and <sub>…</sub>, <sup>…</sup> with what they hold: indices and exponents,
    // not quantities. Other tags alone.
    static std::size_t skipMarkup(std::string_view text, std::size_t at)
    {
        if (text[at] == '{') {
            const std::size_t end = text.find('}', at);
            return end == std::string_view::npos ? text.size() : end + 1;
        }
        for (std::string_view script : {"sub>", "sup>"}) {
            if (text.substr(at + 1, script.size()) == script) {
                const std::string closing = "</" + std::string(script);
                const std::size_t end = text.find(closing, at);
                return end == std::string_view::npos ? text.size() : end + closing.size();
            }
        }
        const std::size_t end = text.find('>', at);
        return end == std::string_view::npos ? text.size() : end + 1;
    }

    // "ELU+1", "k2", "x1.5": a digit that continues a name or a number.
    static bool isPartOfName(std::string_view text, std::size_t at)
    {
        const char before = text[at - 1];
        if (isAsciiLetter(before) || isDigit(before) || before == '_' || before == '.')
            return true;
        return before == '+' && at >= 2 && isAsciiLetter(text[at - 2]);
    }

    bool isInputNumber(const TypedNumber &typed) const
    {
        return std::any_of(inputNumbers_.begin(), inputNumbers_.end(),
            [&typed](double input) { return sameAsTyped(typed, input); });
    }

    static bool sameVector(const std::vector<TypedNumber> &typed, const std::vector<double> &values)
    {
        if (typed.size() != values.size())
            return false;
        for (std::size_t i = 0; i < typed.size(); ++i)
            if (!sameAsTyped(typed[i], values[i]))
                return false;
        return true;
    }

    void checkVector(const std::vector<TypedNumber> &typed, std::string_view written)
    {
        if (std::any_of(inputVectors_.begin(), inputVectors_.end(),
                [&typed](const std::vector<double> &input) { return sameVector(typed, input); }))
            return;
        TypedComputedNumber match {std::string(written), {}};
        for (const ComputedValue &value : computed_)
            if (sameVector(typed, value.numbers))
                match.placeholders.push_back(value.placeholder);
        if (!match.placeholders.empty())
            found.push_back(std::move(match));
    }

    void checkNumber(const TypedNumber &typed, std::string_view written)
    {
        if (isInputNumber(typed))
            return;
        TypedComputedNumber match {std::string(written), {}};
        for (const ComputedValue &value : computed_)
            if (value.numbers.size() == 1 && sameAsTyped(typed, value.numbers.front()))
                match.placeholders.push_back(value.placeholder);
        if (!match.placeholders.empty())
            found.push_back(std::move(match));
    }

    const std::vector<ComputedValue> &computed_;
    const std::vector<std::vector<double>> &inputVectors_;
    std::span<const double> inputNumbers_;
};

} // namespace

std::vector<double> numbersIn(std::string_view written)
{
    std::vector<double> numbers;
    std::size_t at = 0;
    while (at < written.size()) {
        std::size_t length = 0;
        if (const auto number = readNumber(written.substr(at), length)) {
            numbers.push_back(number->value);
            at += length;
        } else {
            ++at;
        }
    }
    return numbers;
}

std::vector<TypedComputedNumber> typedComputedNumbers(std::string_view text,
    const std::vector<ComputedValue> &computed,
    const std::vector<std::vector<double>> &inputVectors, std::span<const double> inputNumbers)
{
    Scanner scanner(computed, inputVectors, inputNumbers);
    scanner.scan(text);
    return std::move(scanner.found);
}

} // namespace linattn
