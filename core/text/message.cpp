// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "message.h"

#include <algorithm>
#include <array>

namespace linattn {

namespace {

struct Template {
    MessageId id;
    const char *english;
};

// The only place of core's English wording. The app translates each entry by
// its English (context kMessageContext), found here by id; lupdate reads
// LINATTN_TRANSLATABLE as QT_TRANSLATE_NOOP, with the //: comments for the
// translator. In MessageId order (checked below).
constexpr Template kTemplates[] = {
    //: A value that does not exist: a ratio whose denominator is exactly 0 (a table cell, a
    //: result).
    {MessageId::Unavailable, LINATTN_TRANSLATABLE("linattn::CoreTexts", "Unavailable")},
    // Long vectors and FAVOR+'s rule are written shortened: "[1, 2, 3, …, 9] (64 entries)".
    //: Written after a shortened vector; %1 is how many numbers it has.
    {MessageId::VectorEntries, LINATTN_TRANSLATABLE("linattn::CoreTexts", "(%1 entries)")},
    //: Written after FAVOR+'s shortened rule; %1 is how many features it has.
    {MessageId::FavorFeatures, LINATTN_TRANSLATABLE("linattn::CoreTexts", "(%1 features)")},

    //: %1 is a token's query (q₈, or q where every token shares it), %2 its Z (Z₈).
    {MessageId::TokenDenominatorLabel,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "denominator φ(%1)·%2")},
    //: %1 is a token's query (q₈), %2 its S (S₈).
    {MessageId::TokenNumeratorLabel,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "numerator φ(%1)·%2")},
    //: %1 is a token's query (q₈), %2 its S (S₈), %3 its Z (Z₈).
    {MessageId::TokenOutputLabel,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "output φ(%1)·%2 / φ(%1)·%3")},
    //: %1 is a token's query (q₈), %2 its S (S₈), %3 its Z (Z₈); ε is a small number added to
    //: the denominator.
    {MessageId::TokenOutputWithEpsilonLabel,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "output φ(%1)·%2 / (φ(%1)·%3 + ε)")},
    {MessageId::WhyUnavailableLabel, LINATTN_TRANSLATABLE("linattn::CoreTexts", "why Unavailable")},
    //: ε: a small number added to the denominator.
    {MessageId::WhatEpsilonDoesLabel, LINATTN_TRANSLATABLE("linattn::CoreTexts", "what ε does")},
    {MessageId::WhyNonNegativeLabel,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "why no score may be negative")},
    {MessageId::CheckLabel,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "check: direct form, without S or Z")},
    {MessageId::ContrastLabel,
        LINATTN_TRANSLATABLE(
            "linattn::CoreTexts", "contrast: softmax Σ e^(q·kᵢ)vᵢ / Σ e^(q·kᵢ), no 1/√d")},

    //: %1 is one of the sentences that say which of φ(q) and Z is zero.
    {MessageId::DenominatorZero,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "The denominator is exactly 0, and a ratio with denominator 0 has no value. %1")},
    //: %1 and %2 are numbers.
    {MessageId::DenominatorTooSmall,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "The denominator %1 is not 0, but so small next to the numerator %2 that their ratio "
            "is beyond the largest double: it has no finite value.")},
    //: %1 and %2 are numbers; ε is a small number added to the denominator.
    {MessageId::EpsilonCancels,
        LINATTN_TRANSLATABLE(
            "linattn::CoreTexts", "φ(q)·Z = %1 and ε = %2 cancel: φ(q)·Z + ε is exactly 0.")},
    //: %1 is "φ(q) = [0, 0]", %2 "Z = [0, 0]", %3 the feature map's rule ("ReLU maps x ≤ 0 to 0").
    {MessageId::BothZero,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Both %1 and %2 are zero: %3, and no coordinate of q or of the included keys is "
            "positive.")},
    //: %1 is "φ(q) = [0, 0]", %2 the feature map's rule ("ReLU maps x ≤ 0 to 0"), %3 "Z = [2, 1]".
    {MessageId::QueryZero,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "%1 is zero because no coordinate of q is positive and %2, so φ(q)·Z = 0 although %3 "
            "is not.")},
    //: %1 is "Z = [0, 0]", %2 the feature map's rule ("ReLU maps x ≤ 0 to 0"), %3 "φ(q) = [1, 2]".
    {MessageId::SumZero,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "%1 is zero because every included key has φ(k) = 0 (%2), so φ(q)·Z = 0 although %3 "
            "is not.")},
    //: %1 is "φ(q) = [1, 0]", %2 "Z = [0, 2]", %3 the feature map's rule ("ReLU maps x ≤ 0 to 0").
    {MessageId::ProductsZero,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Neither %1 nor %2 is zero, but wherever one is positive the other is 0 (%3), so every "
            "product in φ(q)·Z is 0.")},
    //: %1 is "φ(q) = [1e-174, 1e-174]", %2 "Z = [1e-174, 1e-174]", %3 the feature map's name.
    {MessageId::ProductsUnderflow,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Neither %1 nor %2 is zero, and %3 gives no negative feature, but every product "
            "φⱼ(q)Zⱼ is below the smallest positive double and rounds to 0: positive features do "
            "not "
            "keep the denominator away from 0.")},
    //: A feature map's rule: %1 is its name ("ReLU"), %2 a condition ("x ≤ 0"), %3 the result
    //: ("0").
    {MessageId::MapsTo, LINATTN_TRANSLATABLE("linattn::CoreTexts", "%1 maps %2 to %3")},
    //: %1 is a feature map's name.
    {MessageId::GaveZeroFeatures,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "%1 gave zero features")},
    // … with the identity map, which is not non-negative.
    //: %1 is "φ(q) = [0, 0]", %2 "Z = [0, 0]", %3 the feature map's name ("Identity").
    {MessageId::IdentityBothZero,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Both %1 and %2 are zero: %3 maps x to x, q is zero and the included keys add up to "
            "zero.")},
    //: %1 is "φ(q) = [0, 0]", %2 the feature map's name ("Identity"), %3 "Z = [2, 1]".
    {MessageId::IdentityQueryZero,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "%1 is zero because q is zero and %2 maps x to x, so φ(q)·Z = 0 although %3 is not.")},
    //: %1 is "Z = [0, 0]", %2 the feature map's name ("Identity"), %3 "φ(q) = [1, 2]".
    {MessageId::IdentitySumZero,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "%1 is zero: %2 keeps negative coordinates, so the included keys' features add up to "
            "zero, and φ(q)·Z = 0 although %3 is not.")},
    //: %1 is "φ(q) = [1, 2]", %2 "Z = [2, -1]", %3 the feature map's name ("Identity").
    {MessageId::IdentityCancels,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Neither %1 nor %2 is zero, but the products in φ(q)·Z cancel: %3 keeps negative "
            "coordinates, so positive and negative terms add up to exactly 0. A non-negative φ "
            "gives 0 only when every product is 0.")},
    // … with FAVOR+, whose features underflow.
    //: %1 is "φ(q) = [0, 0]", %2 "Z = [0, 0]".
    {MessageId::FavorBothUnderflow,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Both %1 and %2 are zero: every feature exp(wⱼ·x − ‖x‖²/2) / √m underflows to 0 when "
            "‖x‖ is large. FAVOR+ features are positive in exact arithmetic but vanish in floating "
            "point for long vectors.")},
    //: %1 is "φ(q) = [0, 0]", %2 a number, %3 "Z = [2, 1]".
    {MessageId::FavorQueryUnderflow,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "%1 is zero: every feature exp(wⱼ·q − ‖q‖²/2) / √m underflows to 0, because ‖q‖²/2 = "
            "%2 is far larger than any wⱼ·q. FAVOR+ features are positive in exact arithmetic but "
            "vanish in floating point for long vectors, so φ(q)·Z = 0 although %3 is not.")},
    //: %1 is "Z = [0, 0]", %2 "φ(q) = [1, 2]".
    {MessageId::FavorSumUnderflow,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "%1 is zero: the features exp(wⱼ·k − ‖k‖²/2) / √m of every included key underflow to "
            "0 (‖k‖ is large), so φ(q)·Z = 0 although %2 is not.")},
    //: %1 is "φ(q) = [1, 0]", %2 "Z = [0, 2]".
    {MessageId::FavorProductsUnderflow,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Neither %1 nor %2 is zero, but every product φⱼ(q)Zⱼ underflows to 0: both factors "
            "are tiny, because FAVOR+ features shrink like e^(−‖x‖²/2).")},

    //: %1 is a number, %2 the feature map's name, %3 "φ(q)·φ(kᵢ) = [-1, -2]".
    {MessageId::WeightsAllNonPositive,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "φ(q)·Z = %1 is negative: %2 is not non-negative, and every score %3 is ≤ 0. Divided "
            "by the negative denominator the weights happen to be ≥ 0 and sum to 1, but only "
            "because every sign agrees: one key on the other side would break it. A non-negative "
            "φ guarantees scores ≥ 0.")},
    //: %1 is a number, %2 the feature map's name, %3 "φ(q)·φ(kᵢ) = [1, -2]".
    {MessageId::WeightsMixedNegativeDenominator,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "φ(q)·Z = %1 is negative: %2 is not non-negative, so the scores %3 have both signs. "
            "Divided by the denominator they give weights that are not a probability distribution "
            "(some negative, others above 1), so the output is not an average of the values and "
            "can leave their range. A non-negative φ keeps every score ≥ 0, and the denominator "
            "positive or exactly 0.")},
    //: %1 is "φ(q)·φ(kᵢ) = [1, -2]", %2 the feature map's name, %3 a number.
    {MessageId::WeightsMixed,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "The scores %1 have both signs: %2 is not non-negative. Divided by φ(q)·Z = %3 they "
            "give weights that are not a probability distribution (some are negative), so the "
            "output is not an average of the values and can leave their range. A non-negative φ "
            "keeps every score ≥ 0.")},

    //: %1 and %3 are ε, %2 the numerator, %4 and %5 the output.
    {MessageId::EpsilonHides,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "ε = %1 is added to the denominator, so the output reads %2 / (0 + %3) = %4 instead of "
            "Unavailable. ε hides the undefined case rather than fixing it: φ(q)·Z is still "
            "exactly 0, so no key has any weight, and %5 is the numerator divided by ε, not an "
            "average of the values.")},
    //: %1 and %5 are ε, %2 and %4 and %8 the denominator, %3 and %7 the numerator, %6 the output,
    //: %9 the output without ε (a number or Unavailable).
    {MessageId::EpsilonNotNegligible,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "ε = %1 is not negligible next to φ(q)·Z = %2: the output %3 / (%4 + %5) = %6 differs "
            "from %7 / %8 = %9. ε trades an undefined result for a wrong one when the denominator "
            "is tiny.")},

    //: %1 is the direct form with numbers, "(2 × 1) / (2)"; %2 a number.
    {MessageId::Check,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ) = %1;  |output − reference| = %2")},
    //: %1 is the direct form with numbers, "(2 × 1) / (2)".
    {MessageId::CheckUnavailable,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ) = %1;  no difference: a side is Unavailable")},
    //: %1 is the direct form with numbers, "(2 × 1) / (2 + 0.001)"; %2 a number.
    {MessageId::CheckWithEpsilon,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε) = %1;  |output − reference| = %2")},
    //: %1 is the direct form with numbers, "(2 × 1) / (2 + 0.001)".
    {MessageId::CheckWithEpsilonUnavailable,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε) = %1;  no difference: a side is Unavailable")},
    //: %1 is a list of numbers, "0.5, 1".
    {MessageId::SoftmaxScores,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "scores q·kᵢ = [%1], largest subtracted first")},

    {MessageId::Elu1Description,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "x + 1 for x > 0 and eˣ for x ≤ 0: always positive, so the denominator is 0 only when "
            "its products φ(q)ᵢZᵢ are too small to store (for q = k = [−400, −400], say).")},
    {MessageId::ReluDescription,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "max(0, x): every non-positive coordinate becomes 0, so whole vectors can vanish.")},
    //: The name of the feature map φ(x) = x.
    {MessageId::IdentityTitle, LINATTN_TRANSLATABLE("linattn::CoreTexts", "Identity")},
    {MessageId::IdentityDescription,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "φ(x) = x: not non-negative, so a score φ(q)·φ(k) = q·k can be negative and the "
            "denominator negative or exactly 0 — the weights are then no probability "
            "distribution. The counterexample that shows why no score may be negative.")},
    {MessageId::SoftplusDescription,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "log(1 + eˣ), a smooth ReLU: always positive, so the denominator is 0 only when its "
            "products φ(q)ᵢZᵢ are too small to store (for q = k = [−400, −400], say). Computed as "
            "x + log(1 + e⁻ˣ) for x > 0, so that large x does not overflow.")},
    //: FAVOR+'s settings: %1 features, %2 the seed of its random rows.
    {MessageId::FavorOrthogonal,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "m = %1, seed = %2, orthogonal")},
    //: FAVOR+'s settings: %1 features, %2 the seed of its random rows (drawn independently).
    {MessageId::FavorIndependent,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "m = %1, seed = %2, independent")},
    //: The name of a feature map (Performer's FAVOR+).
    {MessageId::FavorTitle, LINATTN_TRANSLATABLE("linattn::CoreTexts", "FAVOR+ random features")},
    {MessageId::FavorDescription,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "exp(w·x − ‖x‖²/2) / √m with m random Gaussian rows w: positive features whose dot "
            "product estimates the softmax kernel e^(q·k), better as m grows. Large inputs make "
            "them underflow to 0.")},

    // A refusal's place is verbatim ("keys[3][1]", a path in the data file,
    // "m", "ε") but for these two, which name a cell of the data editor.
    //: Where a refused edit was: a row and a column of the data editor.
    {MessageId::RowColumn, LINATTN_TRANSLATABLE("linattn::CoreTexts", "row %1, column %2")},
    {MessageId::Row, LINATTN_TRANSLATABLE("linattn::CoreTexts", "row %1")},
    //: %1 is what was typed.
    {MessageId::ExpectedNumber,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected a number, got \"%1\"")},
    {MessageId::ExpectedNumberGotNothing,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected a number, got nothing")},
    //: %1 is what was typed.
    {MessageId::NotRepresentable,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "%1 is too large or too close to 0 to be represented (limit 1e6 in magnitude)")},
    {MessageId::NoSuchCell, LINATTN_TRANSLATABLE("linattn::CoreTexts", "there is no such cell")},
    {MessageId::NoSuchKey, LINATTN_TRANSLATABLE("linattn::CoreTexts", "there is no such key")},
    {MessageId::ExpectedNumbers,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected %1 numbers, got %2")},
    {MessageId::TooManyKeys,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "already %1 keys, the most the app works with")},
    {MessageId::LastKey,
        LINATTN_TRANSLATABLE(
            "linattn::CoreTexts", "the last key cannot be removed: attention needs at least one")},
    {MessageId::NotFiniteNaN,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected a finite number, got NaN")},
    {MessageId::NotFiniteInfinity,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected a finite number, got infinity")},
    {MessageId::NotFiniteMinusInfinity,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected a finite number, got -infinity")},
    {MessageId::AboveLimit,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "%1 is above the limit of 1e6 in magnitude")},
    {MessageId::ExpectedAtLeastOneNumber,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected at least 1 number, got 0")},
    {MessageId::ExpectedKeyCount,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected 1 to %1 keys, got %2")},
    {MessageId::ExpectedValueCount,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected %1 numbers (one per key), got %2")},
    //: A value is a number or an array of %1 to %2 numbers; %3 is how many the array had.
    {MessageId::ExpectedCoordinateCount,
        LINATTN_TRANSLATABLE(
            "linattn::CoreTexts", "expected a value of %1 to %2 numbers, got %3 numbers")},
    //: %1 is the refused number, %2…%3 the allowed range.
    {MessageId::Outside, LINATTN_TRANSLATABLE("linattn::CoreTexts", "%1 is outside %2…%3")},
    //: %3 is what was typed.
    {MessageId::ExpectedWholeNumberFrom,
        LINATTN_TRANSLATABLE(
            "linattn::CoreTexts", "expected a whole number from %1 to %2, got \"%3\"")},
    //: %3 is what was typed.
    {MessageId::ExpectedNumberFrom,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected a number from %1 to %2, got \"%3\"")},
    //: %1 is what was typed.
    {MessageId::ExpectedOnOrOff,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected on or off, got \"%1\"")},
    // A sequence: one query per key.
    //: %1 is how many queries a sequence has, %2 how many keys.
    {MessageId::QueryCountForKeys,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "%1 queries for %2 keys")},
    //: %1 is the refused number, (%2, %3] the allowed range: above %2, up to and including %3.
    {MessageId::OutsideHalfOpen,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "%1 is outside (%2, %3]")},
    //: (%1, %2] is the allowed range (above %1, up to and including %2); %3 is what was typed.
    {MessageId::ExpectedNumberInHalfOpen,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "expected a number in (%1, %2], got \"%3\"")},

    // The sequence view's derivation for token t: the same output computed two more ways.
    //: %1 is the token t: its row of the masked N×N matrix.
    {MessageId::ParallelFormLabel,
        LINATTN_TRANSLATABLE(
            "linattn::CoreTexts", "parallel form: row %1 of the masked matrix, without S or Z")},
    //: %1 is the first token of t's chunk, %2 the token t.
    {MessageId::ChunkwiseFormLabel,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "chunkwise form: the state before token %1, then direct sums over tokens %1…%2")},
    {MessageId::FormsDifferenceLabel,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "largest difference between the three forms")},
    {MessageId::FormsDifferenceFormula,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "max(|recurrent − parallel|, |recurrent − chunkwise|, |parallel − chunkwise|)")},

    // The Jupyter notebook export: markdown cells that explain each step, and the lines its
    // last cell prints. Numbers, formulas with numbers and code are not in them.
    //: A notebook's heading; %1 is the title of the data (a preset's title).
    {MessageId::NotebookTitle,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "Linear attention, step by step: %1")},
    //: %1 is the title of the data, %2 the feature map with its settings, %3 the last prefix.
    {MessageId::NotebookIntro,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "This notebook recomputes with numpy what Linear Attention Reassociation shows for "
            "“%1” with the feature map %2, prefixes 1…%3, and then checks every number against "
            "the values the app exported into it. Run every cell from the top (in Jupyter: Run "
            "All; or jupyter nbconvert --to notebook --execute on the file): the last cell fails, "
            "naming each number, if any differs.")},
    //: A notebook's heading; %1 is the title of the sequence.
    {MessageId::NotebookSequenceTitle,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "Linear attention over a sequence: %1")},
    //: %1 is the title of the sequence, %2 the feature map with its settings, %3 the decay γ, %4
    //: the chunk size C.
    {MessageId::NotebookSequenceIntro,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "This notebook recomputes with numpy the sequence view of Linear Attention "
            "Reassociation for “%1”: every token t attends to itself and the tokens before it, "
            "with the feature map %2, decay γ = %3 and chunk size C = %4. It computes the output "
            "three ways that must agree, and softmax, and then checks every number against the "
            "values the app exported into it. Run every cell from the top (in Jupyter: Run All; "
            "or jupyter nbconvert --to notebook --execute on the file): the last cell fails, "
            "naming each number, if any differs.")},
    {MessageId::NotebookToolsText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "First the tools. Every number is a float64, as in the app; dot products are added "
            "term by term from the first, as the app adds them, and a division follows the app's "
            "rule: a denominator of exactly 0 gives Unavailable (None here), never NaN.")},
    {MessageId::NotebookDataHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "The data and the settings")},
    {MessageId::NotebookDataText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "The query q, the keys kᵢ and their values vᵢ up to the prefix, as the app had them, "
            "and ε, which is added to every denominator (0: off, exact).")},
    {MessageId::NotebookSequenceDataText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Token t's query qₜ, key kₜ and value vₜ, as the app had them, the decay γ, the chunk "
            "size C, and ε, which is added to every denominator (0: off, exact).")},
    {MessageId::NotebookFeatureMapHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "The feature map φ")},
    //: %1 is the feature map's name, %2 the sentence that describes it.
    {MessageId::NotebookFeatureMapText,
        LINATTN_TRANSLATABLE(
            "linattn::CoreTexts", "%1: %2 The code below computes φ from this definition.")},
    //: %1 is FAVOR+'s settings ("m = 64, seed = 1, orthogonal").
    {MessageId::NotebookFavorRowsText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "FAVOR+ draws its m random rows wⱼ with the app's own generator (%1), which numpy "
            "does not reproduce bit for bit. The app's rows are therefore written into the "
            "notebook as data, and φⱼ(x) = exp(wⱼ·x − ‖x‖²/2) / √m is computed from them by the "
            "same formula as in the app.")},
    {MessageId::NotebookSumsHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "The running sums S and Z")},
    {MessageId::NotebookSumsText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Because matrix products are associative, Σᵢ (φ(q)·φ(kᵢ)) vᵢ = φ(q)·Σᵢ φ(kᵢ) vᵢ: "
            "attention needs only two running sums, Sₜ = Sₜ₋₁ + φ(kₜ) vₜ and Zₜ = Zₜ₋₁ + φ(kₜ), "
            "whose size does not grow with the prefix.")},
    {MessageId::NotebookOutputHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "Numerator, denominator and output")},
    {MessageId::NotebookOutputText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "With the keys k₀…kₜ (prefix t + 1) the output is φ(q)·Sₜ / φ(q)·Zₜ (with ε > 0: "
            "φ(q)·Sₜ / (φ(q)·Zₜ + ε)). "
            "Where the denominator is exactly 0 the output is Unavailable.")},
    {MessageId::NotebookDirectHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "The direct form, without S or Z")},
    {MessageId::NotebookDirectText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "The direct form Σᵢ(φ(q)·φ(kᵢ))vᵢ / Σᵢ φ(q)·φ(kᵢ) works out every score φ(q)·φ(kᵢ) "
            "and adds them up again at every prefix, without S or Z. Reassociation changes only "
            "the order of the arithmetic, so it must agree with the output up to rounding: "
            "|output − reference| is tiny.")},
    {MessageId::NotebookSoftmaxHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "Softmax, for contrast")},
    {MessageId::NotebookSoftmaxText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Softmax attention Σᵢ e^(q·kᵢ)vᵢ / Σᵢ e^(q·kᵢ) over the same keys, computed stably: "
            "the largest score is subtracted before eˣ, so nothing overflows. Its weights are "
            "never 0, and it has no running sums of a fixed size.")},
    {MessageId::NotebookRecurrentHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "The recurrent form")},
    {MessageId::NotebookRecurrentText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Sₜ = γSₜ₋₁ + φ(kₜ)vₜ and Zₜ = γZₜ₋₁ + φ(kₜ), output φ(qₜ)·Sₜ / φ(qₜ)·Zₜ: an RNN "
            "whose state keeps the same number of values at every token. Where the denominator "
            "is exactly 0 the output is Unavailable.")},
    {MessageId::NotebookParallelHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "The parallel form")},
    {MessageId::NotebookParallelText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "The masked matrix Aₜⱼ = γ^(t−j) φ(qₜ)·φ(kⱼ) for j ≤ t (0 above the diagonal), "
            "output Σⱼ Aₜⱼvⱼ / Σⱼ Aₜⱼ: every row at once, without S or Z.")},
    {MessageId::NotebookChunkwiseHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "The chunkwise form")},
    {MessageId::NotebookChunkwiseText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Chunks of C tokens: the state is carried from one chunk boundary to the next, and "
            "inside a chunk the sums are direct: (γ^(t−s+1) φ(qₜ)·S_before + Σ(s≤j≤t) "
            "γ^(t−j)(φ(qₜ)·φ(kⱼ))vⱼ) / (the same with Z and without vⱼ), s the chunk's first "
            "token.")},
    {MessageId::NotebookSequenceSoftmaxText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Causal softmax Σⱼ≤ₜ e^(qₜ·kⱼ)vⱼ / Σⱼ≤ₜ e^(qₜ·kⱼ), the largest score subtracted "
            "first, for contrast: its weights are never 0.")},
    {MessageId::NotebookWeightsHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "Weights, and the ranks of a block")},
    {MessageId::NotebookWeightsText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Linear attention's weights of token t are row t of the masked matrix, γ^(t−j) "
            "φ(qₜ)·φ(kⱼ) for j ≤ t, divided by the row's sum (plus ε); there are none where that "
            "sum is 0. The block that passes through the state is rows C…2C−1 against columns "
            "0…C−1 (none when one chunk holds every token). Its numerical rank counts the singular "
            "values above 1e-10 of the largest, for linear attention and for softmax's "
            "e^(qᵢ·kⱼ) with each row divided by its largest entry, which leaves the rank as it "
            "is.")},
    {MessageId::NotebookFormsAgreeHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "Three forms, one output")},
    //: %1 is the formula max(|recurrent − parallel|, …).
    {MessageId::NotebookFormsAgreeText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "The three forms differ only in the order of the arithmetic, so they must agree up "
            "to rounding, and Unavailable at the same tokens: %1 is tiny.")},
    {MessageId::NotebookAppValuesHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "What the app computed")},
    {MessageId::NotebookAppValuesText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "The app's numbers for the same data and settings, as it exported them (shortest "
            "round-trip decimals, None where Unavailable).")},
    {MessageId::NotebookCheckHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "Checking every number")},
    {MessageId::NotebookCheckText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "Every number computed above is compared with the app's. Two float64 computations of "
            "the same number agree only up to rounding: exp and log may differ in the last bit "
            "from one library to another, and where terms of both signs cancel, the rounding "
            "errors of the terms remain. A number therefore passes when it differs from the "
            "app's by at most 1e-9 of itself plus 1e-12 of the size of the terms it is made of "
            "(plus 2.2e-308, the smallest normal float64, for numbers that small). There is no "
            "fixed absolute tolerance, so a denominator of 1e-300 is checked as closely as one "
            "of 1. Unavailable must be Unavailable on both sides. Each difference is printed, "
            "and the cell fails if there is any.")},
    //: The word the notebook prints before each output: "t = 0:  output = 1".
    {MessageId::NotebookOutputWord, LINATTN_TRANSLATABLE("linattn::CoreTexts", "output")},
    //: The word the notebook prints before the direct form's value: "reference = 1".
    {MessageId::NotebookReferenceWord, LINATTN_TRANSLATABLE("linattn::CoreTexts", "reference")},
    //: The word the sequence notebook prints before a row of weights: "t = 2:  weights = […]".
    {MessageId::NotebookWeightsWord, LINATTN_TRANSLATABLE("linattn::CoreTexts", "weights")},
    //: Printed by the sequence notebook: %1–%2 are the block's rows, 0–%3 its columns (tokens
    //: are numbered from 0), %4 the two ranks (linear, softmax).
    {MessageId::NotebookBlockRanks,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "rows %1–%2 × columns 0–%3:  ranks %4")},
    //: The title of the memory notebook; %1 is the memory's rule as a formula.
    {MessageId::NotebookMemoryTitle,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "Linear attention as a memory: %1")},
    //: %1 N, %2 the rule, %3 β, %4 γ, %5 passes, %6 the feature map, %7 τ.
    {MessageId::NotebookMemoryIntro,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "This notebook recomputes with numpy what Linear Attention Reassociation's memory "
            "lab shows: %1 pairs written into the state S by the rule %2 (β = %3, γ = %4, %5 "
            "passes) with the unit features f = φ(k)/‖φ(k)‖ of %6, each read back as r = Sᵀf, "
            "beside softmax over every pair (τ = %7); then it checks every read-out, error and "
            "recall against the values the app exported into it. Run every cell from the top.")},
    {MessageId::NotebookMemoryHeading,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "Writing and reading the memory")},
    {MessageId::NotebookMemoryText,
        LINATTN_TRANSLATABLE("linattn::CoreTexts",
            "S starts at zero, m × d_v. Each write decays S by γ and adds f wᵀ: w = v for the sum "
            "rule, w = β(v − γSᵀf) for the delta rule, which first takes out what S already "
            "returns for the key. A key whose features are all 0 is neither written nor read "
            "(Unavailable). A pair is recalled when its own value is strictly the nearest to its "
            "read-out among the stored values that differ from it. Softmax reads every stored "
            "pair: r = Σⱼ softmaxⱼ(k·kⱼ/τ) vⱼ.")},
    //: Printed by the notebook; %1 is how many numbers were compared.
    {MessageId::NotebookAllAgree,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "All %1 numbers agree with the app.")},
    //: Printed by the notebook when its check fails; %1 is how many numbers differ.
    {MessageId::NotebookSomeDiffer,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "%1 numbers differ from the app's.")},
    //: Printed by the notebook: %1 names the number ("t = 2: output"), %2 and %3 are numbers or
    //: Unavailable.
    {MessageId::NotebookMismatch,
        LINATTN_TRANSLATABLE("linattn::CoreTexts", "%1: the notebook has %2, the app %3")},
};

constexpr bool inIdOrder()
{
    if (std::size(kTemplates) != kMessageCount)
        return false;
    for (std::size_t i = 0; i < kMessageCount; ++i)
        if (static_cast<std::size_t>(kTemplates[i].id) != i)
            return false;
    return true;
}
static_assert(inIdOrder(), "kTemplates needs one entry per MessageId, in MessageId order");

constexpr std::size_t highestPlaceholder(std::string_view pattern)
{
    std::size_t highest = 0;
    for (std::size_t i = 0; i + 1 < pattern.size(); ++i)
        if (pattern[i] == '%' && pattern[i + 1] >= '1' && pattern[i + 1] <= '9')
            highest
                = std::max<std::size_t>(highest, static_cast<std::size_t>(pattern[i + 1] - '0'));
    return highest;
}

void appendEnglish(std::string &out, const Text &text);

std::string english(const Message &message)
{
    std::vector<std::string> args;
    args.reserve(message.args.size());
    for (const Text &arg : message.args)
        args.push_back(renderEnglish(arg));
    return fillTemplate(messageTemplate(message.id), args);
}

void appendEnglish(std::string &out, const Text &text)
{
    for (const Text::Part &part : text.parts()) {
        if (const auto *verbatim = std::get_if<std::string>(&part))
            out += *verbatim;
        else
            out += english(std::get<Message>(part));
    }
}

} // namespace

Text::Text(std::string verbatim)
{
    if (!verbatim.empty())
        parts_.emplace_back(std::move(verbatim));
}

Text::Text(const char *verbatim)
    : Text(std::string(verbatim))
{
}

Text::Text(std::string_view verbatim)
    : Text(std::string(verbatim))
{
}

Text::Text(Message message)
{
    parts_.emplace_back(std::move(message));
}

Text &Text::operator+=(Text other)
{
    for (Part &part : other.parts_) {
        // Neighbouring verbatim parts are one part, so equal texts compare equal.
        auto *verbatim = std::get_if<std::string>(&part);
        auto *last = parts_.empty() ? nullptr : std::get_if<std::string>(&parts_.back());
        if (verbatim && last)
            *last += *verbatim;
        else
            parts_.push_back(std::move(part));
    }
    return *this;
}

bool operator==(const Message &a, const Message &b)
{
    return a.id == b.id && a.args == b.args;
}

bool operator==(const Text &a, const Text &b)
{
    return a.parts() == b.parts();
}

const char *messageTemplate(MessageId id)
{
    const auto index = static_cast<std::size_t>(id);
    return index < kMessageCount ? kTemplates[index].english : "";
}

std::size_t messageArgumentCount(MessageId id)
{
    return highestPlaceholder(messageTemplate(id));
}

std::string fillTemplate(std::string_view pattern, const std::vector<std::string> &args)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1'
            && pattern[i + 1] <= '9') {
            const auto number = static_cast<std::size_t>(pattern[i + 1] - '0');
            if (number <= args.size()) {
                out += args[number - 1];
                ++i;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

std::string renderEnglish(const Message &message)
{
    return english(message);
}

std::string renderEnglish(const Text &text)
{
    std::string out;
    appendEnglish(out, text);
    return out;
}

} // namespace linattn
