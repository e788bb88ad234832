// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

// Marks an English text for translation without Qt: to the compiler it is the
// text itself; lupdate is told to read it as QT_TRANSLATE_NOOP
// (-tr-function-alias, see i18n/CMakeLists.txt), so the table in message.cpp
// is the German catalogue's source.
#define LINATTN_TRANSLATABLE(context, text) text

namespace linattn {

// Every sentence, label and word that core writes for people. Its English
// template (%1, %2, … for the arguments) is in the table in message.cpp and
// nowhere else; the app translates by id.
enum class MessageId {
    Unavailable,
    VectorEntries,
    FavorFeatures,

    // The derivation's labels, naming the query, S and Z they use (φ(q₈)·Z₈, or φ(q)·Z₂ for the
    // single query at prefix 3).
    TokenDenominatorLabel,
    TokenNumeratorLabel,
    TokenOutputLabel,
    TokenOutputWithEpsilonLabel,
    WhyUnavailableLabel,
    WhatEpsilonDoesLabel,
    WhyNonNegativeLabel,
    CheckLabel,
    ContrastLabel,

    // Why the output is Unavailable.
    DenominatorZero,
    DenominatorTooSmall,
    EpsilonCancels,
    BothZero,
    QueryZero,
    SumZero,
    ProductsZero,
    ProductsUnderflow,
    MapsTo,
    GaveZeroFeatures,
    IdentityBothZero,
    IdentityQueryZero,
    IdentitySumZero,
    IdentityCancels,
    FavorBothUnderflow,
    FavorQueryUnderflow,
    FavorSumUnderflow,
    FavorProductsUnderflow,

    // Why no score φ(q)·φ(kᵢ) may be negative.
    WeightsAllNonPositive,
    WeightsMixedNegativeDenominator,
    WeightsMixed,

    // What ε does.
    EpsilonHides,
    EpsilonNotNegligible,

    // The check against the direct form, and softmax for contrast.
    Check,
    CheckUnavailable,
    CheckWithEpsilon,
    CheckWithEpsilonUnavailable,
    SoftmaxScores,

    // The feature maps.
    Elu1Description,
    ReluDescription,
    IdentityTitle,
    IdentityDescription,
    SoftplusDescription,
    FavorOrthogonal,
    FavorIndependent,
    FavorTitle,
    FavorDescription,

    // Refused data and settings: where, and what is wrong.
    RowColumn,
    Row,
    ExpectedNumber,
    ExpectedNumberGotNothing,
    NotRepresentable,
    NoSuchCell,
    NoSuchKey,
    ExpectedNumbers,
    TooManyKeys,
    LastKey,
    NotFiniteNaN,
    NotFiniteInfinity,
    NotFiniteMinusInfinity,
    AboveLimit,
    ExpectedAtLeastOneNumber,
    ExpectedKeyCount,
    ExpectedValueCount,
    ExpectedCoordinateCount,
    Outside,
    ExpectedWholeNumberFrom,
    ExpectedNumberFrom,
    ExpectedOnOrOff,
    QueryCountForKeys,
    OutsideHalfOpen,
    ExpectedNumberInHalfOpen,
    ParallelFormLabel,
    ChunkwiseFormLabel,
    FormsDifferenceLabel,
    FormsDifferenceFormula,

    // The Jupyter notebook export (notebook_exporter): its markdown cells and the lines its
    // check prints.
    NotebookTitle,
    NotebookIntro,
    NotebookSequenceTitle,
    NotebookSequenceIntro,
    NotebookToolsText,
    NotebookDataHeading,
    NotebookDataText,
    NotebookSequenceDataText,
    NotebookFeatureMapHeading,
    NotebookFeatureMapText,
    NotebookFavorRowsText,
    NotebookSumsHeading,
    NotebookSumsText,
    NotebookOutputHeading,
    NotebookOutputText,
    NotebookDirectHeading,
    NotebookDirectText,
    NotebookSoftmaxHeading,
    NotebookSoftmaxText,
    NotebookRecurrentHeading,
    NotebookRecurrentText,
    NotebookParallelHeading,
    NotebookParallelText,
    NotebookChunkwiseHeading,
    NotebookChunkwiseText,
    NotebookSequenceSoftmaxText,
    NotebookWeightsHeading,
    NotebookWeightsText,
    NotebookFormsAgreeHeading,
    NotebookFormsAgreeText,
    NotebookAppValuesHeading,
    NotebookAppValuesText,
    NotebookCheckHeading,
    NotebookCheckText,
    NotebookOutputWord,
    NotebookReferenceWord,
    NotebookWeightsWord,
    NotebookBlockRanks,
    NotebookMemoryTitle,
    NotebookMemoryIntro,
    NotebookMemoryHeading,
    NotebookMemoryText,
    NotebookAllAgree,
    NotebookSomeDiffer,
    NotebookMismatch,

    Count // not a message: how many there are
};

inline constexpr std::size_t kMessageCount = static_cast<std::size_t>(MessageId::Count);

// The translation context of every template ("linattn::CoreTexts" in the .ts).
inline constexpr const char *kMessageContext = "linattn::CoreTexts";

class Text;

// A sentence (or label, or word) by id, with the parts that vary: argument i
// fills %i of the template.
struct Message {
    MessageId id;
    std::vector<Text> args;
};

// A text that may hold messages: verbatim parts (numbers, vectors, formulas,
// a place in a file) and messages, in order, as "[0.1, 0.2, 0.3, …, 0.9] "
// followed by the message "(64 entries)". Verbatim parts are never translated.
class Text {
public:
    using Part = std::variant<std::string, Message>;

    Text() = default;
    Text(std::string verbatim);
    Text(const char *verbatim);
    Text(std::string_view verbatim);
    Text(Message message);

    const std::vector<Part> &parts() const { return parts_; }
    bool empty() const { return parts_.empty(); }

    Text &operator+=(Text other);
    friend Text operator+(Text a, Text b)
    {
        a += std::move(b);
        return a;
    }

private:
    std::vector<Part> parts_;
};

bool operator==(const Message &a, const Message &b);
bool operator==(const Text &a, const Text &b);

// The English template of `id`, with %1, %2, … for its arguments.
const char *messageTemplate(MessageId id);
// How many arguments a message of `id` takes (its highest placeholder).
std::size_t messageArgumentCount(MessageId id);

// `pattern` with %1, %2, … replaced by `args` in one pass; an argument that
// holds "%1" itself stays as it is, a placeholder without an argument too.
std::string fillTemplate(std::string_view pattern, const std::vector<std::string> &args);

// The English text, as the command line and the exports write it.
std::string renderEnglish(const Message &message);
std::string renderEnglish(const Text &text);

// Short makers for the code that writes texts.
template <typename... Args> Message makeMessage(MessageId id, Args &&...args)
{
    return Message {id, {Text(std::forward<Args>(args))...}};
}

} // namespace linattn
