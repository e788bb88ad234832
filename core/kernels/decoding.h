// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Generation, one token at a time, as a decoder runs: the claim in the title of "Transformers are
// RNNs" (Katharopoulos et al. 2020). Each step gets the new token's q, k and v (d numbers each)
// and writes its output row, with no look-ahead.
//
//   (d) RecurrentDecoder      linear attention with the running sums S (d×d) and Z (d) as its
//                             whole state: 2·d² multiply-adds per token at any position.
//   (e) CachedSoftmaxDecoder  softmax attention (scores q·k/√d, stable) over a cache of every
//                             key and value so far: 2·t·d multiply-adds at position t, and the
//                             cache grows by 2·d numbers per token ("stateful softmax" in the
//                             paper's supplementary material).
//   (f) uncachedSoftmaxStep   softmax without a cache: the causal attention of all t tokens is
//                             computed again at every step, as the paper's softmax baseline
//                             does: O(t²·d) at position t.
//
// Outputs agree with the whole-sequence kernels of kernels.h: (d) at token t with row t of
// reassociated(), (e) and (f) with row t of softmaxAttention(). Unavailable rows as there: where
// φ(q)·Z is exactly 0, (d) writes a zero row and returns false; softmax rows are always
// available. Float and double, d from 1 to kMaxDimension, on any supported Path; the arguments
// are checked as in kernels.h (std::invalid_argument).

#include "kernels.h"

#include "cache_line_vector.h"

#include <cstddef>
#include <span>
#include <vector>

namespace linattn::kernels {

namespace detail {
template <typename T> struct KernelSet;
template <typename T> struct StepArgs;
} // namespace detail

// The vectors a step of (d) runs on, on the AVX-512 path (the other paths have one width):
// Narrow, 256-bit; Wide, 512-bit; Preferred, whichever the processor runs faster: Wide where it
// executes 512-bit operations whole (Intel's cores with AVX-512), Narrow where it splits them
// into two 256-bit halves (AMD's Zen 4, where the 512-bit step was about 25 % slower); see
// wideVectorsPreferred() in kernels.h.
enum class StepVectors { Preferred, Narrow, Wide };

// (d) Linear attention as a recurrent network: S and Z are its state.
template <typename T> class RecurrentDecoder {
public:
    RecurrentDecoder(std::size_t d, FeatureMapKind map, Path path = bestPath(),
        StepVectors vectors = StepVectors::Preferred);

    // Adds the token to S and Z and writes φ(q)ᵀS / φ(q)·Z to `out` (d numbers); false, with a
    // zero row, where the denominator is 0.
    bool step(std::span<const T> q, std::span<const T> k, std::span<const T> v, std::span<T> out);
    void reset(); // back to no tokens: S = 0, Z = 0

    std::size_t dimension() const { return d_; }
    std::size_t position() const { return position_; } // tokens so far
    // The numbers the state holds: d² + d, whatever the position.
    std::size_t stateNumbers() const { return d_ * d_ + d_; }

private:
    std::size_t d_;
    std::size_t padded_; // d rounded up to the path's vector lanes
    std::size_t rowStride_ = 0; // numbers from one row of S to the next (decoding.cpp)
    FeatureMapKind map_;
    const detail::KernelSet<T> *set_;
    bool (*step_)(const detail::StepArgs<T> &); // the set's step of the chosen width
    std::size_t position_ = 0;
    CacheLineVector<T> s_, z_, scratch_;
};

// The delta rule as a decoder (DeltaNet, Yang et al. 2024; gated with γ < 1 as in Gated
// DeltaNet, Yang et al. 2025): S ← γS + β φ̂(k)(v − γSᵀφ̂(k))ᵀ and out = Sᵀφ̂(q), with unit
// features φ̂ = φ / ‖φ‖ (core/memory's definitions, the memory lab's). S (d × d) is its whole
// state; there is no Z. A key whose features are all 0 writes nothing; a query whose features are
// all 0 reads nothing: a zero row and false. 3·d² multiply-adds per token.
template <typename T> class DeltaDecoder {
public:
    // β and γ in (0, 1] (std::invalid_argument otherwise); the vectors as RecurrentDecoder's.
    DeltaDecoder(std::size_t d, FeatureMapKind map, T beta, T decay, Path path = bestPath(),
        StepVectors vectors = StepVectors::Preferred);

    bool step(std::span<const T> q, std::span<const T> k, std::span<const T> v, std::span<T> out);
    void reset(); // S = 0

    std::size_t dimension() const { return d_; }
    std::size_t position() const { return position_; }
    // The state S, d rows of d numbers (without the path's padding).
    std::vector<T> state() const;

private:
    std::size_t d_;
    std::size_t rowStride_ = 0; // numbers from one row of S to the next (decoding.cpp)
    FeatureMapKind map_;
    T beta_, decay_;
    const detail::KernelSet<T> *set_;
    bool (*step_)(const detail::StepArgs<T> &); // the set's step of the chosen width
    std::size_t position_ = 0;
    // S = scale_·s_: the gate multiplies the scale, not every number (kernels_impl.h).
    T scale_ = 1;
    CacheLineVector<T> s_, scratch_;
};

// (e) Softmax attention with a key/value cache.
template <typename T> class CachedSoftmaxDecoder {
public:
    // `expectedTokens` reserves the cache, so that no step reallocates it up to there.
    explicit CachedSoftmaxDecoder(
        std::size_t d, Path path = bestPath(), std::size_t expectedTokens = 0);

    // Appends k and v to the cache and writes the attention of q over every cached token,
    // this one included, to `out` (d numbers).
    void step(std::span<const T> q, std::span<const T> k, std::span<const T> v, std::span<T> out);
    void reset(); // an empty cache

    std::size_t dimension() const { return d_; }
    std::size_t position() const { return position_; }
    // The numbers the cache holds: 2·d per token so far.
    std::size_t cacheNumbers() const { return 2 * d_ * position_; }

private:
    void reserveTokens(std::size_t tokens);

    std::size_t d_;
    std::size_t padded_;
    std::size_t panelKeys_;
    const detail::KernelSet<T> *set_;
    std::size_t position_ = 0;
    std::size_t capacity_ = 0; // tokens the cache has room for
    CacheLineVector<T> keys_, values_, scratch_;
};

// (f) Softmax without a cache: the causal attention of the prefix's n tokens (its last one the
// new token) computed from scratch; writes the last token's row to `out` (d numbers).
void uncachedSoftmaxStep(const Inputs<float> &prefix, std::span<float> out, Path path = bestPath());
void uncachedSoftmaxStep(
    const Inputs<double> &prefix, std::span<double> out, Path path = bestPath());

// Multiply-adds counted by the benchmarks, 2 flops each: 4·d² for a step of (d); 4·(t + 1)·d for
// a step of (e) at position t (scores and the weighted sum of values).
constexpr double recurrentStepFlops(std::size_t d)
{
    return 4.0 * double(d) * double(d);
}
// A step of the delta rule: 6·d² (Sᵀφ̂(k), the update, Sᵀφ̂(q)).
constexpr double deltaStepFlops(std::size_t d)
{
    return 6.0 * double(d) * double(d);
}
constexpr double cachedSoftmaxStepFlops(std::size_t position, std::size_t d)
{
    return 4.0 * double(position + 1) * double(d);
}

// Stores to `bytes` of L1-resident memory `iterations` times with the path's widest vector
// stores: time it to get the store bandwidth that a step of (d), which writes S back, is bound
// by. Returns the bytes stored. `bytes` is rounded down to a multiple of 256 (at least 256).
std::uint64_t storeBandwidthLoop(Path path, std::size_t bytes, std::uint64_t iterations);

// Reads the whole 256-byte blocks of `buffer` (64-byte aligned, as CacheLineVector's are)
// `iterations` times with the path's widest vector loads: time it to get the bandwidth of the
// cache that holds a step of (e)'s key/value cache, which the step reads once for one multiply-add
// per number. The caller owns the buffer so that the timing holds no allocation and no page
// faults. Returns the bytes read.
std::uint64_t readBandwidthLoop(Path path, std::span<const float> buffer, std::uint64_t iterations);

// The update of S in a step of (d) alone, S += 1·1ᵀ over d rows `rowStride` floats apart (a
// multiple of 16, at least d), in the path's float step's order and vectors (the wide ones on
// AVX-512), `passes` times: time it against the store bound to see what the step's loads and
// stores cost without its numerator, and with rows 256 against 320 bytes apart what rows 4 KiB
// apart cost (bench_decoding). `state` (64-byte aligned, d·rowStride floats at least) is the
// caller's, so that the timing holds no allocation. Every number of the d rows' first d
// columns, rounded up to the vectors, grows by `passes`. Returns the bytes stored.
std::uint64_t stateUpdateLoop(
    Path path, std::span<float> state, std::size_t d, std::size_t rowStride, std::uint64_t passes);

} // namespace linattn::kernels
