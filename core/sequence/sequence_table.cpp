// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sequence_table.h"

#include "numerical_rank.h"
#include "step_table.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>
#include <stdexcept>

namespace linattn {

namespace {

// φ of every query or key, m numbers per token, one after the other.
class FeatureRows {
public:
    FeatureRows(const std::vector<Vector> &vectors, const FeatureMap &map, std::size_t features)
        : features_(features)
        , rows_(vectors.size() * features)
    {
        for (std::size_t t = 0; t < vectors.size(); ++t)
            map.applyInto(vectors[t], {rows_.data() + t * features_, features_});
    }
    std::span<const double> operator[](std::size_t t) const
    {
        return {rows_.data() + t * features_, features_};
    }

private:
    std::size_t features_;
    std::vector<double> rows_;
};

// The scores φ(qₜ)·φ(kⱼ), j = first…t, of one row of A without its decay. Where a token's query
// features equal the previous token's (the single query's sequence, whose tokens share one
// query), the row before holds the same dot products over one key fewer: they are kept and only
// the new key's is computed, so a row costs one dot product instead of one per key. The numbers
// are those of computing every dot product afresh (equal inputs give equal products).
class ScoreRow {
public:
    explicit ScoreRow(const FeatureRows &phiKeys)
        : phiKeys_(phiKeys)
    {
    }
    std::span<const double> scores(
        std::span<const double> phiQuery, std::size_t first, std::size_t last)
    {
        if (first < first_ || !std::ranges::equal(phiQuery, query_)) {
            query_.assign(phiQuery.begin(), phiQuery.end());
            scores_.clear();
            first_ = first;
        }
        for (std::size_t j = first_ + scores_.size(); j <= last; ++j)
            scores_.push_back(dot(phiQuery, phiKeys_[j]));
        return std::span<const double>(scores_).subspan(first - first_, last - first + 1);
    }

private:
    const FeatureRows &phiKeys_;
    std::vector<double> query_;
    std::size_t first_ = 0; // the key of scores_[0]
    std::vector<double> scores_;
};

// φ(q)ᵀS for S of m rows and d_v columns, row by row: each coordinate summed over the features in
// order, as dot() sums (so a scalar value gives exactly dot(φ(q), S)).
InlineVector rowTimesMatrix(
    std::span<const double> phiQuery, std::span<const double> S, std::size_t valueDimension)
{
    InlineVector product(valueDimension, 0.0);
    for (std::size_t c = 0; c < valueDimension; ++c) {
        double sum = 0.0;
        for (std::size_t f = 0; f < phiQuery.size(); ++f)
            sum = sum + phiQuery[f] * S[f * valueDimension + c];
        product[c] = sum;
    }
    return product;
}

// The recurrent form: S and Z carried token by token, the only place they are.
void computeRecurrent(SequenceTable &table, const SequenceData &data, const FeatureRows &phiQueries,
    const FeatureRows &phiKeys)
{
    const double decay = table.settings.decay;
    const std::size_t dv = table.valueDimension;
    InlineVector S(table.featureCount * dv, 0.0);
    InlineVector Z(table.featureCount, 0.0);
    for (std::size_t t = 0; t < data.tokenCount(); ++t) {
        TokenRecord &token = table.tokens[t];
        const std::span<const double> phiKey = phiKeys[t];
        const Vector &value = data.values[t];
        for (std::size_t f = 0; f < table.featureCount; ++f) {
            for (std::size_t c = 0; c < dv; ++c)
                S[f * dv + c] = decay * S[f * dv + c] + phiKey[f] * value[c];
            Z[f] = decay * Z[f] + phiKey[f];
        }
        token.S = S;
        token.Z = Z;
        token.numerator = rowTimesMatrix(phiQueries[t], S, dv);
        token.denominator = dot(phiQueries[t], Z);
        token.recurrent
            = divideOrUnavailable(token.numerator, token.denominator + table.settings.epsilon);
    }
}

// The parallel form: the masked matrix A, row by row. Returns A (N × N, row-major, zero above the
// diagonal) for the rank of its off-diagonal block.
std::vector<double> computeParallel(SequenceTable &table, const SequenceData &data,
    const FeatureRows &phiQueries, const FeatureRows &phiKeys, std::span<const double> decayPowers)
{
    const std::size_t n = data.tokenCount();
    const std::size_t dv = table.valueDimension;
    std::vector<double> A(n * n, 0.0);
    ScoreRow row(phiKeys);
    for (std::size_t i = 0; i < n; ++i) {
        InlineVector numerator(dv, 0.0);
        double denominator = 0;
        const std::span<const double> scores = row.scores(phiQueries[i], 0, i);
        for (std::size_t j = 0; j <= i; ++j) {
            const double a = decayPowers[i - j] * scores[j];
            A[i * n + j] = a;
            if (j == i)
                table.tokens[i].ownScore = a;
            for (std::size_t c = 0; c < dv; ++c)
                numerator[c] += a * data.values[j][c];
            denominator += a;
        }
        TokenRecord &token = table.tokens[i];
        const double divisor = denominator + table.settings.epsilon;
        token.parallel = divideOrUnavailable(numerator, divisor);
        if (!token.parallel)
            continue;
        std::vector<double> weights(A.begin() + static_cast<std::ptrdiff_t>(i * n),
            A.begin() + static_cast<std::ptrdiff_t>(i * n + i + 1));
        for (double &weight : weights)
            weight /= divisor;
        if (std::all_of(weights.begin(), weights.end(), [](double w) { return std::isfinite(w); }))
            token.weights = std::move(weights);
    }
    return A;
}

// The chunkwise form: the state before each chunk, carried from boundary to boundary with sums
// over the chunk's own keys (never from the recurrent Sₜ), and direct sums inside the chunk.
void computeChunkwise(SequenceTable &table, const SequenceData &data, const FeatureRows &phiQueries,
    const FeatureRows &phiKeys, std::span<const double> decayPowers)
{
    const std::size_t n = data.tokenCount();
    const std::size_t m = table.featureCount;
    const std::size_t dv = table.valueDimension;
    const std::size_t chunkSize = table.settings.chunkSize;
    std::vector<double> stateS(m * dv, 0.0);
    std::vector<double> stateZ(m, 0.0);
    ScoreRow row(phiKeys);
    for (std::size_t start = 0; start < n; start += chunkSize) {
        const std::size_t end = std::min(start + chunkSize, n);
        for (std::size_t t = start; t < end; ++t) {
            const double carried = decayPowers[t - start + 1];
            InlineVector numerator = rowTimesMatrix(phiQueries[t], stateS, dv);
            for (double &coordinate : numerator)
                coordinate *= carried;
            double denominator = carried * dot(phiQueries[t], stateZ);
            const std::span<const double> scores = row.scores(phiQueries[t], start, t);
            for (std::size_t j = start; j <= t; ++j) {
                const double weight = decayPowers[t - j] * scores[j - start];
                for (std::size_t c = 0; c < dv; ++c)
                    numerator[c] += weight * data.values[j][c];
                denominator += weight;
            }
            table.tokens[t].chunkwise
                = divideOrUnavailable(numerator, denominator + table.settings.epsilon);
        }
        // The state after the chunk's last token e: γ^(e−s+1)·S_before + Σ_{s≤j≤e} γ^(e−j)
        // φ(kⱼ)vⱼᵀ.
        for (std::size_t f = 0; f < m; ++f) {
            for (std::size_t c = 0; c < dv; ++c) {
                double sumS = decayPowers[end - start] * stateS[f * dv + c];
                for (std::size_t j = start; j < end; ++j)
                    sumS += decayPowers[end - 1 - j] * phiKeys[j][f] * data.values[j][c];
                stateS[f * dv + c] = sumS;
            }
            double sumZ = decayPowers[end - start] * stateZ[f];
            for (std::size_t j = start; j < end; ++j)
                sumZ += decayPowers[end - 1 - j] * phiKeys[j][f];
            stateZ[f] = sumZ;
        }
    }
}

double score(const Vector &query, const Vector &key)
{
    return dot(query, key);
}

// Softmax's weights of one query over keys 0…t, two passes: the largest score first, then
// e^(score − largest), divided by their sum. Where the query repeats (the single query's sequence),
// the row before's scores are kept, and its exponentials too while the largest score stays the
// same, so a row costs one score and one exponential instead of t + 1 each; the numbers are those
// of computing the row afresh.
class SoftmaxRow {
public:
    const std::vector<double> &weights(const Vector &query, std::span<const Vector> keys)
    {
        if (query != query_) {
            query_ = query;
            scores_.clear();
            exponentials_.clear();
        }
        while (scores_.size() < keys.size())
            scores_.push_back(score(query, keys[scores_.size()]));
        const double largest = *std::max_element(scores_.begin(), scores_.end());
        if (exponentials_.empty() || largest != largest_) {
            exponentials_.clear();
            largest_ = largest;
        }
        while (exponentials_.size() < scores_.size())
            exponentials_.push_back(std::exp(scores_[exponentials_.size()] - largest_));
        double sum = 0;
        for (double exponential : exponentials_)
            sum += exponential;
        // sum ≥ 1: the largest score contributes e⁰.
        weights_.resize(exponentials_.size());
        for (std::size_t j = 0; j < exponentials_.size(); ++j)
            weights_[j] = exponentials_[j] / sum;
        return weights_;
    }

private:
    Vector query_;
    std::vector<double> scores_;
    double largest_ = 0;
    std::vector<double> exponentials_; // e^(score − largest_)
    std::vector<double> weights_;
};

// Causal softmax: token t's query over keys 1…t.
void computeSoftmax(SequenceTable &table, const SequenceData &data)
{
    SoftmaxRow row;
    for (std::size_t t = 0; t < data.tokenCount(); ++t) {
        TokenRecord &token = table.tokens[t];
        const std::vector<double> &weights
            = row.weights(data.queries[t], std::span(data.keys).first(t + 1));
        InlineVector output(table.valueDimension, 0.0);
        for (std::size_t j = 0; j <= t; ++j)
            for (std::size_t c = 0; c < table.valueDimension; ++c)
                output[c] += weights[j] * data.values[j][c];
        token.softmax = std::move(output);
        token.softmaxWeights = weights;
    }
}

void computeRanks(SequenceTable &table, const SequenceData &data, std::span<const double> A)
{
    table.offDiagonalBlock = largestOffDiagonalBlock(data.tokenCount(), table.settings.chunkSize);
    if (!table.offDiagonalBlock)
        return;
    const MatrixBlock &block = *table.offDiagonalBlock;
    const std::size_t n = data.tokenCount();
    std::vector<double> linear(block.rowCount * block.columnCount);
    std::vector<double> softmax(block.rowCount * block.columnCount);
    for (std::size_t r = 0; r < block.rowCount; ++r) {
        const std::size_t i = block.firstRow - 1 + r;
        double largest = -std::numeric_limits<double>::infinity();
        for (std::size_t c = 0; c < block.columnCount; ++c) {
            const std::size_t j = block.firstColumn - 1 + c;
            linear[r * block.columnCount + c] = A[i * n + j];
            softmax[r * block.columnCount + c] = score(data.queries[i], data.keys[j]);
            largest = std::max(largest, softmax[r * block.columnCount + c]);
        }
        for (std::size_t c = 0; c < block.columnCount; ++c)
            softmax[r * block.columnCount + c]
                = std::exp(softmax[r * block.columnCount + c] - largest);
    }
    table.linearBlockRank = numericalRank(linear, block.rowCount, block.columnCount);
    table.softmaxBlockRank = numericalRank(softmax, block.rowCount, block.columnCount);
}

} // namespace

std::vector<double> softmaxWeightsOf(const Vector &query, std::span<const Vector> keys)
{
    if (keys.empty())
        return {};
    return SoftmaxRow().weights(query, keys);
}

std::optional<MatrixBlock> largestOffDiagonalBlock(std::size_t tokenCount, std::size_t chunkSize)
{
    if (chunkSize == 0 || tokenCount <= chunkSize)
        return std::nullopt;
    return MatrixBlock {chunkSize + 1, std::min(chunkSize, tokenCount - chunkSize), 1, chunkSize};
}

SequenceTable computeSequence(const SequenceData &data, const FeatureMap &map,
    const SequenceSettings &settings, std::optional<std::string> sequenceId)
{
    if (auto error = validate(data))
        throw InvalidDataError(*error);
    if (auto error = validateSettings(settings, data.tokenCount()))
        throw std::invalid_argument(error->toString());

    const std::size_t n = data.tokenCount();
    SequenceTable table;
    table.sequenceId = std::move(sequenceId);
    table.title = data.title;
    table.featureMapId = std::string(map.id());
    table.featureMapParameters = map.parameters();
    if (const auto *favor = dynamic_cast<const FavorFeatureMap *>(&map))
        table.favorSettings = favor->settings();
    table.settings = settings;
    table.keyDimension = data.keys.front().size();
    table.featureCount = map.featureCount(table.keyDimension);
    table.valueDimension = data.valueDimension();

    const FeatureRows phiQueries(data.queries, map, table.featureCount);
    const FeatureRows phiKeys(data.keys, map, table.featureCount);
    table.tokens.resize(n);
    for (std::size_t t = 0; t < n; ++t) {
        TokenRecord &token = table.tokens[t];
        token.token = t + 1;
        token.chunkStart = chunkStartOf(t + 1, settings.chunkSize);
        token.query = data.queries[t];
        token.key = data.keys[t];
        token.value = data.values[t];
        token.phiQuery = phiQueries[t];
        token.phiKey = phiKeys[t];
    }

    // γ^k for k = 0…N, for the parallel and chunkwise forms (the recurrent one multiplies by γ).
    std::vector<double> decayPowers(n + 1);
    for (std::size_t k = 0; k <= n; ++k)
        decayPowers[k] = std::pow(settings.decay, static_cast<double>(k));

    computeRecurrent(table, data, phiQueries, phiKeys);
    const std::vector<double> A = computeParallel(table, data, phiQueries, phiKeys, decayPowers);
    computeChunkwise(table, data, phiQueries, phiKeys, decayPowers);
    computeSoftmax(table, data);

    for (const TokenRecord &token : table.tokens) {
        if (!token.recurrent || !token.parallel || !token.chunkwise)
            continue;
        for (std::size_t c = 0; c < table.valueDimension; ++c) {
            const double recurrent = (*token.recurrent)[c];
            const double parallel = (*token.parallel)[c];
            const double chunkwise = (*token.chunkwise)[c];
            const double difference = std::max({std::fabs(recurrent - parallel),
                std::fabs(recurrent - chunkwise), std::fabs(parallel - chunkwise)});
            table.maxDifference = std::max(table.maxDifference.value_or(0.0), difference);
        }
    }
    computeRanks(table, data, A);
    return table;
}

} // namespace linattn
