// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Causal linear attention over a whole sequence, computed three ways that must agree:
//
//   recurrent   Sₜ = γSₜ₋₁ + φ(kₜ)vₜ, Zₜ = γZₜ₋₁ + φ(kₜ), out = φ(qₜ)·Sₜ / φ(qₜ)·Zₜ (an RNN:
//               the state has a fixed size);
//   parallel    the masked matrix Aᵢⱼ = γ^(i−j) φ(qᵢ)·φ(kⱼ) (j ≤ i), out = Σⱼ Aₜⱼvⱼ / Σⱼ Aₜⱼ,
//               without S or Z;
//   chunkwise   chunks of C tokens; the state is carried from one chunk boundary to the next, and
//               inside the chunk the sums are direct: out = (γ^(t−s+1) φ(qₜ)·S_before
//               + Σ_{s≤j≤t} γ^(t−j)(φ(qₜ)·φ(kⱼ))vⱼ) / (the same with Z and without vⱼ), s the
//               chunk's first token.
//
// Each form has its own code path and none is derived from another, so their agreement is a
// check, not a tautology. Softmax (no decay, score qₜ·kⱼ unscaled as in the step table) is
// computed for contrast, and the numerical rank of an off-diagonal block shows why chunks work:
// a block of A below the diagonal blocks is φ(Q)·φ(K)ᵀ with the decay split between its rows and
// columns, so its rank is at most m, the number of features; softmax's e^(qᵢ·kⱼ) has no such bound.

#include "feature_map.h"
#include "inline_vector.h"
#include "random_features.h"
#include "sequence_data.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace linattn {

// Everything the sequence view shows for token t. An empty optional is Unavailable: its
// denominator (+ ε) is exactly 0. Value-shaped fields have d_v coordinates (SequenceTable::
// valueDimension), one for scalar values; S is m × d_v, row f for feature f, stored row by row.
struct TokenRecord {
    std::size_t token = 0; // the position, 1-based; shown as t = token − 1 (shownTokenIndex)
    std::size_t chunkStart = 0; // the position of the first token of its chunk, 1-based
    InlineVector query; // qₜ
    InlineVector key; // kₜ
    InlineVector value; // vₜ, d_v coordinates
    InlineVector phiQuery; // φ(qₜ)
    InlineVector phiKey; // φ(kₜ)
    InlineVector S; // γSₜ₋₁ + φ(kₜ)vₜᵀ, m × d_v row by row
    InlineVector Z; // γZₜ₋₁ + φ(kₜ)
    InlineVector numerator; // φ(qₜ)ᵀSₜ, d_v coordinates
    double denominator = 0; // φ(qₜ)·Zₜ, without ε
    // Aₜₜ = φ(qₜ)·φ(kₜ), the score of token t's own key (no decay: γ⁰ = 1). Where every token
    // shares one query it is key t's score against that query, the single query's score column.
    double ownScore = 0;
    std::optional<InlineVector> recurrent; // numerator / (denominator + ε)
    std::optional<InlineVector> parallel; // from row t of the masked matrix
    std::optional<InlineVector> chunkwise; // from the state before t's chunk and sums inside it
    InlineVector softmax; // Σⱼ≤ₜ e^(qₜ·kⱼ)vⱼ / Σⱼ≤ₜ e^(qₜ·kⱼ), largest score subtracted
    // Linear attention's normalised row j = 1…t: Aₜⱼ / (Σⱼ Aₜⱼ + ε), the decay factor γ^(t−j)
    // included; empty where the parallel form is Unavailable.
    std::optional<std::vector<double>> weights;
    std::vector<double> softmaxWeights; // j = 1…t, summing to 1

    bool available() const { return recurrent.has_value(); }
};

// Tokens firstRow…firstRow+rowCount−1 attending to firstColumn…firstColumn+columnCount−1, 1-based.
struct MatrixBlock {
    std::size_t firstRow = 0;
    std::size_t rowCount = 0;
    std::size_t firstColumn = 0;
    std::size_t columnCount = 0;

    bool operator==(const MatrixBlock &) const = default;
};

// The largest block of the chunk grid strictly below the diagonal blocks: every such block is
// C × C but in the last row of chunks, which may be shorter, so it is the first one, rows
// C+1…min(2C, N) against columns 1…C. Empty when there is a single chunk (C = N).
std::optional<MatrixBlock> largestOffDiagonalBlock(std::size_t tokenCount, std::size_t chunkSize);

// The first token (1-based) of the chunk that holds token t.
inline constexpr std::size_t chunkStartOf(std::size_t token, std::size_t chunkSize)
{
    return (token - 1) / chunkSize * chunkSize + 1;
}

// A sequence's tokens with what produced them.
struct SequenceTable {
    std::optional<std::string> sequenceId; // empty for the user's own data
    std::string title;
    std::string featureMapId;
    std::string featureMapParameters; // FeatureMap::parameters()
    std::optional<FavorSettings> favorSettings; // the same as numbers, for FAVOR+ only
    SequenceSettings settings; // the C used is within 1…N
    std::size_t featureCount = 0; // m
    std::size_t keyDimension = 0; // d
    std::size_t valueDimension = 1; // d_v
    std::vector<TokenRecord> tokens;
    // The largest |a − b| between two of recurrent, parallel and chunkwise, over the tokens where
    // all three are available; empty when none is.
    std::optional<double> maxDifference;
    // The block whose ranks are below (empty: no block, both ranks 0), and its numerical ranks
    // (numericalRank()) in A and in softmax's e^(qᵢ·kⱼ), each row of the latter divided by its
    // largest entry first, which keeps it finite and leaves the rank as it is.
    std::optional<MatrixBlock> offDiagonalBlock;
    std::size_t linearBlockRank = 0;
    std::size_t softmaxBlockRank = 0;

    // The memory line: what the recurrent state keeps, and what a KV cache keeps at token t.
    std::size_t stateNumbers() const { return stateNumberCount(featureCount, valueDimension); }
    std::size_t kvCacheNumbers(std::size_t token) const
    {
        return kvCacheNumberCount(token, keyDimension, valueDimension);
    }
};

// Softmax's weights of one query over `keys`: e^(q·kⱼ − largest) / Σ e^(q·kᵢ − largest), in two
// passes (the largest score first), so nothing overflows; they sum to 1. Empty for no keys.
std::vector<double> softmaxWeightsOf(const Vector &query, std::span<const Vector> keys);

// Computes every token. Throws InvalidDataError for data that fails validate(), and
// std::invalid_argument for settings that fail validateSettings() (what(): "C: 9 is outside 1…8").
SequenceTable computeSequence(const SequenceData &data, const FeatureMap &map,
    const SequenceSettings &settings, std::optional<std::string> sequenceId = std::nullopt);

} // namespace linattn
