// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The kernels once, as templates over an `Ops` struct of vector operations, so the generic, AVX2
// and AVX-512 paths share one body and differ only in the Ops their translation unit supplies.
// Included by exactly one .cpp per instruction set, everything in an anonymous namespace: code
// compiled with -mavx2 or -mavx512f must have internal linkage (see kernels_isa.h), which is
// also why nothing here calls the standard library.
//
// An Ops struct provides: T (float or double), V (a vector of L lanes), L, kRows and kCols (the
// register tile, in rows and in vectors), zero, set1, load, store (unaligned), add, sub, mul,
// fma(a, b, c) = a·b + c, max, hsum, hmax, relu, and, in place on an array of K vectors,
// expNonPositive<K> (eˣ for x ≤ 0; −∞ gives 0) and elu1<K>. Optionally (see phiArray), ELU+1
// without the range check: watchStart, watch, watchedBelowRange and elu1InRange.

#include "kernels_isa.h"

#include <cstddef>
#include <cstdint>

namespace linattn::kernels::detail {
namespace {

using Size = std::size_t;

constexpr Size roundUp(Size x, Size m)
{
    return (x + m - 1) / m * m;
}
constexpr Size smaller(Size a, Size b)
{
    return a < b ? a : b;
}
constexpr Size larger(Size a, Size b)
{
    return a < b ? b : a;
}

// 1/k! for k = 0…13: the Taylor coefficients of the double-precision exponential.
struct InverseFactorials {
    double c[14];
};
constexpr InverseFactorials makeInverseFactorials()
{
    InverseFactorials f {};
    double value = 1;
    for (int k = 0; k < 14; ++k) {
        if (k > 1)
            value /= k;
        f.c[k] = value;
    }
    return f;
}
constexpr InverseFactorials kInverseFactorials = makeInverseFactorials();

// eʳ ≈ Σ kExpF32[k]·rᵏ for |r| ≤ ln2/2: 1 + r·q(r), q a Chebyshev fit of (eʳ − 1)/r of degree
// 4 (mpmath.chebyfit), so that e⁰ = 1 exactly. Relative error 2·10⁻⁷ before rounding (the whole
// vector eˣ: see Avx2Float::expInRange). One degree more (5·10⁻⁹) costs the reassociated
// kernel 2 % of its speed for digits its outputs never show.
constexpr int kExpF32Degree = 5;
constexpr float kExpF32[kExpF32Degree + 1] = {1.0f, 1.0f, 0.49999371412689114f, 0.166665769219854f,
    0.04187576532516599f, 0.008363190325615149f};

// Loops over a register tile's vectors must be unrolled for the tile to stay in registers; GCC's
// -O2 leaves some of them as loops over an array on the stack.
#define LINATTN_UNROLL _Pragma("GCC unroll 16")

// Scratch regions start on 64-byte boundaries.
template <typename T> constexpr Size region(Size count)
{
    return roundUp(count, 64 / sizeof(T));
}

template <class O> struct Kernels {
    using T = typename O::T;
    using V = typename O::V;
    static constexpr Size L = O::L;
    static constexpr int kRows = O::kRows;
    static constexpr int kCols = O::kCols;
    static constexpr Size kPanel = Size(kCols) * L; // keys per packed panel in (b), (c)
    static constexpr Size kKeyTile = 64 > kPanel ? 64 : kPanel; // keys per score tile in (b), (c)
    static constexpr Size kQueryBlock = 64; // queries sharing each key tile in (b), (c)

    // φ in place on K vectors (K > 1 lets the exponentials' dependency chains overlap).
    template <int K> static void phi(FeatureMapKind map, V (&x)[K])
    {
        if (map == FeatureMapKind::Relu) {
            for (int k = 0; k < K; ++k)
                x[k] = O::relu(x[k]);
        } else {
            O::elu1(x);
        }
    }
    static V phi(FeatureMapKind map, V x)
    {
        V one[1] = {x};
        phi(map, one);
        return one[0];
    }
    static V exp1(V x)
    {
        V one[1] = {x};
        O::expNonPositive(one);
        return one[0];
    }

    // out[0…dp) = f(in[0…d)) with zeros from d on; f is φ, or scaling, or the identity.
    enum class RowOp { Phi, Scale, Copy };
    static void padRow(RowOp op, FeatureMapKind map, T scale, const T *in, T *out, Size d)
    {
        const auto apply = [&](V x) {
            if (op == RowOp::Phi)
                return phi(map, x);
            if (op == RowOp::Scale)
                return O::mul(x, O::set1(scale));
            return x;
        };
        Size j = 0;
        for (; j + L <= d; j += L)
            O::store(out + j, apply(O::load(in + j)));
        if (j < d) {
            T tail[L];
            for (Size i = 0; i < L; ++i)
                tail[i] = j + i < d ? in[j + i] : T(0);
            O::store(tail, apply(O::load(tail)));
            for (Size i = 0; i < L; ++i)
                out[j + i] = j + i < d ? tail[i] : T(0);
        }
    }

    // φ over count numbers (a multiple of L), and, with Copy, a copy of as many from `from` to
    // `to`. ELU+1 on Ops that can watch their inputs (AVX2 float) skips the exponential's per-lane
    // range check, and does φ again with it in the rare case that an input was out of range; it
    // also copies in the same loop, where the copy's loads and stores fill the exponentials'
    // latency (2 % of the reassociated kernel's time at d = 64).
    template <bool Copy = false>
    static void phiArray(FeatureMapKind map, const T *in, T *out, Size count,
        const T *from = nullptr, T *to = nullptr)
    {
        if constexpr (requires(V x) { O::watch(O::watchStart(), x); }) {
            if (map == FeatureMapKind::Elu1) {
                auto watched = O::watchStart();
                for (Size j = 0; j < count; j += L) {
                    const V x = O::load(in + j);
                    if constexpr (Copy)
                        O::store(to + j, O::load(from + j));
                    watched = O::watch(watched, x);
                    O::store(out + j, O::elu1InRange(x));
                }
                if (O::watchedBelowRange(watched))
                    padRow(RowOp::Phi, map, T(1), in, out, count); // copied already
                return;
            }
        }
        padRow(RowOp::Phi, map, T(1), in, out, count);
        if constexpr (Copy)
            copyRow(from, to, count);
    }

    // out[0…d) = in[0…d) · factor, or zeros when factor is 0 (the row is unavailable).
    static void scaleOut(const T *in, T *out, Size d, T factor)
    {
        const V f = O::set1(factor);
        Size j = 0;
        for (; j + L <= d; j += L)
            O::store(out + j, O::mul(O::load(in + j), f));
        for (; j < d; ++j)
            out[j] = in[j] * factor;
    }

    // out[0…count) = in[0…count), exactly count numbers.
    static void copyRow(const T *in, T *out, Size count)
    {
        Size j = 0;
        for (; j + L <= count; j += L)
            O::store(out + j, O::load(in + j));
        for (; j < count; ++j)
            out[j] = in[j];
    }

    static T expScalar(T x)
    {
        T lanes[L];
        O::store(lanes, exp1(O::set1(x)));
        return lanes[0];
    }

    // Writes out = num / den, or a zero row when den is 0; returns whether it was available.
    // One division, then multiplications by the reciprocal (when that is finite).
    static bool finishRow(const T *num, T den, T *out, Size d)
    {
        if (!(den != T(0))) {
            for (Size j = 0; j < d; ++j)
                out[j] = T(0);
            return false;
        }
        const T inverse = T(1) / den;
        if (inverse - inverse == T(0)) {
            scaleOut(num, out, d, inverse);
        } else {
            for (Size j = 0; j < d; ++j)
                out[j] = num[j] / den;
        }
        return true;
    }

    // ----- (a) reassociated: S and Z carried across chunks of tokens -----------------------------
    //
    // Per chunk of C tokens: φ(q), φ(k) and v, padded with zeros to dp = d rounded up to L;
    // Z_t (including token t) and the denominators φ(q_t)·Z_t; then S, d×dp, in register tiles
    // of kRows rows × kCols vectors, each tile taking the chunk's tokens in order (chunkTile) so
    // that S is loaded and stored once per chunk instead of once per token, and the update
    // S += φ(k)vᵀ and the product φ(q)ᵀS share one pass. The last row block multiplies by 1/den
    // and writes the output (straight into `out` when d is a multiple of L). S is kept tile by
    // tile, so that each tile's loads and stores are one stretch of memory (1 % faster than rows).
    //
    // Time goes to the tiles (about 92 % of the multiply-add units' peak at d = 64 on Zen 3) and
    // to O(d) work per token that they cannot hide: the 2·d exponentials of ELU+1, reading q, k, v,
    // the denominators.

    static Size chunkFor(Size dp)
    {
        // The chunk's buffers (4·C·dp numbers) and S share L1: C = 24 for float at d = 64 was
        // the fastest on Zen 3 (16 and 32 are 2–10 % slower).
        return larger(4, smaller(256, 6144 / (dp * sizeof(T))));
    }

    static Size reassociatedScratch(Size, Size d)
    {
        const Size dp = roundUp(d, L);
        const Size c = chunkFor(dp);
        return region<T>(d * dp) + region<T>(dp) + 4 * region<T>(c * dp) + 2 * region<T>(c)
            + region<T>(c * L);
    }

    struct ChunkTile {
        T *s; // the tile of S: its rows, each of W vectors, one after the other
        Size lds; // row stride of s: W·L, as S is stored tile by tile
        const T *pk; // φ(k) of the chunk's first token, at `row`
        const T *pq; // φ(q), likewise
        Size ldp; // row stride of pk and pq
        const T *v; // V of the chunk's first token, at `column`
        Size ldv;
        T *num; // numerators of the chunk's first token, at `column`
        Size ldn;
        T *out; // where the last row block writes num·scale, at `column`
        Size ldo;
        const T *scale; // per token: 1/den, applied by the last row block
        Size count; // tokens in the chunk
    };

    // A tile of R rows × W vectors of S stays in registers while the chunk's tokens go through
    // it in order: S_tile += φ(k_t)[rows] v_t[cols]ᵀ, then num_t[cols] += φ(q_t)[rows]ᵀ S_tile.
    // Token t sees S including itself, exactly the causal recurrence. First: the first row block
    // (num starts at 0); Last: the last one (num is scaled to the output).
    template <int R, int W, bool First, bool Last> static void chunkTile(const ChunkTile &a)
    {
        V s[R][W];
        for (int r = 0; r < R; ++r)
            for (int w = 0; w < W; ++w)
                s[r][w] = O::load(a.s + Size(r) * a.lds + Size(w) * L);
        for (Size c = 0; c < a.count; ++c) {
            const T *pk = a.pk + c * a.ldp;
            const T *pq = a.pq + c * a.ldp;
            const T *vrow = a.v + c * a.ldv;
            T *num = a.num + c * a.ldn;
            V vv[W];
            for (int w = 0; w < W; ++w)
                vv[w] = O::load(vrow + Size(w) * L);
            for (int r = 0; r < R; ++r) {
                const V b = O::set1(pk[r]);
                for (int w = 0; w < W; ++w)
                    s[r][w] = O::fma(b, vv[w], s[r][w]);
            }
            // One chain of R multiply-adds per vector: its latency overlaps the next tokens'
            // (they do not depend on it), and it needs no extra multiply and add to join two.
            V acc0[W];
            for (int w = 0; w < W; ++w) {
                if constexpr (First)
                    acc0[w] = O::mul(O::set1(pq[0]), s[0][w]);
                else
                    acc0[w] = O::fma(O::set1(pq[0]), s[0][w], O::load(num + Size(w) * L));
            }
            for (int r = 1; r < R; ++r) {
                const V b = O::set1(pq[r]);
                for (int w = 0; w < W; ++w)
                    acc0[w] = O::fma(b, s[r][w], acc0[w]);
            }
            if constexpr (Last) {
                const V f = O::set1(a.scale[c]);
                T *out = a.out + c * a.ldo;
                for (int w = 0; w < W; ++w)
                    O::store(out + Size(w) * L, O::mul(acc0[w], f));
            } else {
                for (int w = 0; w < W; ++w)
                    O::store(num + Size(w) * L, acc0[w]);
            }
        }
        for (int r = 0; r < R; ++r)
            for (int w = 0; w < W; ++w)
                O::store(a.s + Size(r) * a.lds + Size(w) * L, s[r][w]);
    }

    template <int R, int W> static void chunkTileFL(bool first, bool last, const ChunkTile &a)
    {
        if (first && last)
            chunkTile<R, W, true, true>(a);
        else if (first)
            chunkTile<R, W, true, false>(a);
        else if (last)
            chunkTile<R, W, false, true>(a);
        else
            chunkTile<R, W, false, false>(a);
    }
    template <int R, int W = kCols>
    static void chunkTileW(int w, bool first, bool last, const ChunkTile &a)
    {
        if constexpr (W >= 1) {
            if (w == W)
                chunkTileFL<R, W>(first, last, a);
            else
                chunkTileW<R, W - 1>(w, first, last, a);
        }
    }
    template <int R = kRows>
    static void chunkTileRW(int r, int w, bool first, bool last, const ChunkTile &a)
    {
        if constexpr (R >= 1) {
            if (r == R)
                chunkTileW<R>(w, first, last, a);
            else
                chunkTileRW<R - 1>(r, w, first, last, a);
        }
    }

    // B vectors of Z (at z) in registers while the chunk's tokens go by: Z += φ(k_t), and
    // partial_t (a vector per token) += φ(q_t)·Z over these coordinates; first: partial starts
    // at 0. Keeping Z in registers spares a store-to-load round trip per token.
    template <int B>
    static void denominators(
        bool first, T *z, const T *pq, const T *pk, Size dp, T *partial, Size count)
    {
        V zv[B];
        for (int b = 0; b < B; ++b)
            zv[b] = O::load(z + Size(b) * L);
        for (Size c = 0; c < count; ++c) {
            V acc = first ? O::zero() : O::load(partial + c * L);
            for (int b = 0; b < B; ++b) {
                zv[b] = O::add(zv[b], O::load(pk + c * dp + Size(b) * L));
                acc = O::fma(O::load(pq + c * dp + Size(b) * L), zv[b], acc);
            }
            O::store(partial + c * L, acc);
        }
        for (int b = 0; b < B; ++b)
            O::store(z + Size(b) * L, zv[b]);
    }
    template <int B = 4>
    static void denominatorsRW(
        Size block, bool first, T *z, const T *pq, const T *pk, Size dp, T *partial, Size count)
    {
        if constexpr (B >= 1) {
            if (block == Size(B))
                denominators<B>(first, z, pq, pk, dp, partial, count);
            else
                denominatorsRW<B - 1>(block, first, z, pq, pk, dp, partial, count);
        }
    }

    static Size reassociated(const Args<T> &a)
    {
        const Size d = a.d;
        const Size dp = roundUp(d, L);
        const Size vectors = dp / L;
        const Size chunk = chunkFor(dp);
        T *S = a.scratch;
        T *Z = S + region<T>(d * dp);
        T *pq = Z + region<T>(dp);
        T *pk = pq + region<T>(chunk * dp);
        T *vb = pk + region<T>(chunk * dp);
        T *num = vb + region<T>(chunk * dp);
        T *den = num + region<T>(chunk * dp);
        T *scale = den + region<T>(chunk);
        T *partial = scale + region<T>(chunk); // per token, a vector of partial denominators
        for (Size i = 0; i < d * dp; ++i)
            S[i] = T(0);
        for (Size j = 0; j < dp; ++j)
            Z[j] = T(0);

        Size unavailable = 0;
        bool divide[256]; // chunk ≤ 256
        for (Size t0 = 0; t0 < a.n; t0 += chunk) {
            const Size count = smaller(chunk, a.n - t0);
            if (d == dp) { // no padding: the chunk's rows as one block
                phiArray(a.map, a.q + t0 * d, pq, count * d);
                phiArray<true>(a.map, a.k + t0 * d, pk, count * d, a.v + t0 * d, vb);
            } else {
                for (Size c = 0; c < count; ++c) {
                    const Size t = t0 + c;
                    padRow(RowOp::Phi, a.map, T(1), a.q + t * d, pq + c * dp, d);
                    padRow(RowOp::Phi, a.map, T(1), a.k + t * d, pk + c * dp, d);
                    padRow(RowOp::Copy, a.map, T(1), a.v + t * d, vb + c * dp, d);
                }
            }
            // Z_t (including token t) and the denominators. The tiles multiply by 1/den where it
            // is finite, by 0 for an unavailable row (its numerator is 0 too, or underflowed), by
            // 1 where 1/den overflows (divided below instead).
            for (Size j = 0; j < dp; j += 4 * L) {
                const Size block = smaller(4, (dp - j) / L);
                denominatorsRW(block, j == 0, Z + j, pq + j, pk + j, dp, partial, count);
            }
            bool special = false; // a row of the chunk is unavailable or divided below
            for (Size c = 0; c < count; ++c) {
                const T value = O::hsum(O::load(partial + c * L));
                const T inverse = T(1) / value;
                const bool ok = value != T(0);
                den[c] = value;
                divide[c] = ok && !(inverse - inverse == T(0));
                scale[c] = ok ? (divide[c] ? T(1) : inverse) : T(0);
                a.available[t0 + c] = ok ? 1 : 0;
                unavailable += ok ? 0 : 1;
                special = special || !ok || divide[c];
            }
            // Rows without padding go straight to the output; padded ones through num.
            T *dst = d == dp ? a.out + t0 * d : num;
            for (Size row = 0; row < d; row += Size(kRows)) {
                const int rows = int(smaller(Size(kRows), d - row));
                const bool first = row == 0;
                const bool last = row + Size(kRows) >= d;
                for (Size col = 0; col < vectors; col += Size(kCols)) {
                    const int cols = int(smaller(Size(kCols), vectors - col));
                    // S is stored tile by tile: each tile's rows × cols vectors in a row.
                    const ChunkTile tile {S + row * dp + col * L * Size(rows), Size(cols) * L,
                        pk + row, pq + row, dp, vb + col * L, dp, num + col * L, dp, dst + col * L,
                        dp, scale, count};
                    chunkTileRW(rows, cols, first, last, tile);
                }
            }
            // Usually every row is finished by the tiles and already in `out`.
            const Size fixRows = special || dst == num ? count : 0;
            for (Size c = 0; c < fixRows; ++c) {
                T *row = dst + c * dp;
                if (divide[c]) {
                    for (Size j = 0; j < d; ++j)
                        row[j] = row[j] / den[c];
                } else if (den[c] == T(0)) {
                    for (Size j = 0; j < d; ++j)
                        row[j] = T(0); // even if the numerator underflowed to something else
                }
                if (dst == num)
                    copyRow(row, a.out + (t0 + c) * d, d);
            }
        }
        return unavailable;
    }

    // ----- (b) and (c): blocks of kQueryBlock queries × tiles of kKeyTile keys ----------------
    //
    // The flash-attention order: for a block of queries, every key tile (its packed keys and its
    // values, a few KiB) is loaded once and used by all the block's query tiles of kRows rows,
    // whose numerators, denominators and running maxima stay in scratch. Without the blocks, a
    // long sequence streams all keys from memory for every 4 queries and runs at a quarter of
    // the speed.

    // Layout: the queries' rows (φ(q) or q/√d) n×dp; the keys (φ(k) or k) packed in panels of
    // kPanel keys, d×kPanel each, so a score tile is a small matrix product with the keys in
    // vector lanes; V n'×dp (n' = n rounded up to kPanel, zero rows after n); the score tile;
    // the numerators of the query block; per-row denominators and maxima.
    struct Layout {
        Size dp, keysPadded;
        T *q, *keys, *v, *scores, *num, *den, *max;
    };

    static Size quadraticScratch(Size n, Size d)
    {
        const Size dp = roundUp(d, L);
        const Size np = roundUp(larger(n, 1), kPanel);
        return region<T>(n * dp) + region<T>(np * d) + region<T>(np * dp)
            + region<T>(Size(kRows) * kKeyTile) + region<T>(kQueryBlock * dp)
            + 2 * region<T>(kQueryBlock);
    }

    static Layout prepare(const Args<T> &a, bool softmax)
    {
        Layout s {};
        const Size n = a.n;
        const Size d = a.d;
        s.dp = roundUp(d, L);
        s.keysPadded = roundUp(larger(n, 1), kPanel);
        s.q = a.scratch;
        s.keys = s.q + region<T>(n * s.dp);
        s.v = s.keys + region<T>(s.keysPadded * d);
        s.scores = s.v + region<T>(s.keysPadded * s.dp);
        s.num = s.scores + region<T>(Size(kRows) * kKeyTile);
        s.den = s.num + region<T>(kQueryBlock * s.dp);
        s.max = s.den + region<T>(kQueryBlock);

        T keyRow[kMaxDimension + 64];
        for (Size t = 0; t < s.keysPadded; ++t) {
            T *panel = s.keys + (t / kPanel) * d * kPanel + t % kPanel;
            if (t < n) {
                if (softmax) {
                    padRow(RowOp::Scale, a.map, a.scale, a.q + t * d, s.q + t * s.dp, d);
                    padRow(RowOp::Copy, a.map, T(1), a.k + t * d, keyRow, d);
                } else {
                    padRow(RowOp::Phi, a.map, T(1), a.q + t * d, s.q + t * s.dp, d);
                    padRow(RowOp::Phi, a.map, T(1), a.k + t * d, keyRow, d);
                }
                padRow(RowOp::Copy, a.map, T(1), a.v + t * d, s.v + t * s.dp, d);
            } else {
                for (Size j = 0; j < d; ++j)
                    keyRow[j] = T(0);
                for (Size j = 0; j < s.dp; ++j)
                    s.v[t * s.dp + j] = T(0);
            }
            for (Size j = 0; j < d; ++j)
                panel[j * kPanel] = keyRow[j];
        }
        return s;
    }

    // scores[r][0…kPanel) = q_{t0+r} · key for the panel's keys.
    template <int R> static void scorePanel(const T *q, Size dp, const T *panel, Size d, T *scores)
    {
        V acc[R][kCols];
        for (int r = 0; r < R; ++r)
            for (int w = 0; w < kCols; ++w)
                acc[r][w] = O::zero();
        for (Size j = 0; j < d; ++j) {
            V kv[kCols];
            for (int w = 0; w < kCols; ++w)
                kv[w] = O::load(panel + j * kPanel + Size(w) * L);
            for (int r = 0; r < R; ++r) {
                const V b = O::set1(q[Size(r) * dp + j]);
                for (int w = 0; w < kCols; ++w)
                    acc[r][w] = O::fma(b, kv[w], acc[r][w]);
            }
        }
        for (int r = 0; r < R; ++r)
            for (int w = 0; w < kCols; ++w)
                O::store(scores + Size(r) * kKeyTile + Size(w) * L, acc[r][w]);
    }

    // num[r][cols] += Σᵢ scores[r][i] · v_i[cols] over the tile's `count` keys.
    template <int R, int W>
    static void accumulate(const T *scores, Size count, const T *v, Size dp, T *num)
    {
        V o[R][W];
        for (int r = 0; r < R; ++r)
            for (int w = 0; w < W; ++w)
                o[r][w] = O::load(num + Size(r) * dp + Size(w) * L);
        for (Size i = 0; i < count; ++i) {
            V vv[W];
            for (int w = 0; w < W; ++w)
                vv[w] = O::load(v + i * dp + Size(w) * L);
            for (int r = 0; r < R; ++r) {
                const V b = O::set1(scores[Size(r) * kKeyTile + i]);
                for (int w = 0; w < W; ++w)
                    o[r][w] = O::fma(b, vv[w], o[r][w]);
            }
        }
        for (int r = 0; r < R; ++r)
            for (int w = 0; w < W; ++w)
                O::store(num + Size(r) * dp + Size(w) * L, o[r][w]);
    }

    template <int R, int W = kCols>
    static void accumulateW(int w, const T *scores, Size count, const T *v, Size dp, T *num)
    {
        if constexpr (W >= 1) {
            if (w == W)
                accumulate<R, W>(scores, count, v, dp, num);
            else
                accumulateW<R, W - 1>(w, scores, count, v, dp, num);
        }
    }

    // The query tile of R rows at t0 (row `local` of the block's state) against the `count` keys
    // at k0: scores, the causal mask, the softmax rescaling, the numerators.
    template <int R>
    static void keyTile(
        const Args<T> &a, const Layout &s, Size t0, Size local, Size k0, Size count, bool softmax)
    {
        const Size d = a.d;
        const Size dp = s.dp;
        const Size vectors = dp / L;
        const T negInf = -T(__builtin_inf());
        T *num = s.num + local * dp;
        T *den = s.den + local;
        T *max = s.max + local;
        for (Size p = 0; p < count; p += kPanel)
            scorePanel<R>(
                s.q + t0 * dp, dp, s.keys + ((k0 + p) / kPanel) * d * kPanel, d, s.scores + p);
        // Causal mask: key i > query t gets weight 0 (linear) or score −∞ (softmax).
        if (k0 + count > t0 + 1) {
            for (int r = 0; r < R; ++r) {
                const Size first = larger(t0 + Size(r) + 1, k0) - k0;
                for (Size i = first; i < count; ++i)
                    s.scores[Size(r) * kKeyTile + i] = softmax ? negInf : T(0);
            }
        }
        for (int r = 0; r < R; ++r) {
            T *row = s.scores + Size(r) * kKeyTile;
            if (softmax) {
                V m = O::set1(negInf);
                for (Size i = 0; i < count; i += L)
                    m = O::max(m, O::load(row + i));
                const T tileMax = O::hmax(m);
                const T newMax = tileMax > max[r] ? tileMax : max[r];
                if (newMax == negInf)
                    continue; // every key of the tile is masked for this row (weights 0)
                // The first tile holds key 0 ≤ t unmasked, so newMax is finite from then on.
                const T alpha = expScalar(max[r] - newMax);
                max[r] = newMax;
                const V shift = O::set1(newMax);
                V sum = O::zero();
                for (Size i = 0; i < count; i += 2 * L) { // count is a multiple of kPanel
                    V e[2] = {O::sub(O::load(row + i), shift), O::sub(O::load(row + i + L), shift)};
                    O::expNonPositive(e);
                    O::store(row + i, e[0]);
                    O::store(row + i + L, e[1]);
                    sum = O::add(sum, O::add(e[0], e[1]));
                }
                den[r] = den[r] * alpha + O::hsum(sum);
                if (alpha != T(1)) {
                    T *numRow = num + Size(r) * dp;
                    const V f = O::set1(alpha);
                    for (Size j = 0; j < dp; j += L)
                        O::store(numRow + j, O::mul(O::load(numRow + j), f));
                }
            } else {
                V sum = O::zero();
                for (Size i = 0; i < count; i += L)
                    sum = O::add(sum, O::load(row + i));
                den[r] += O::hsum(sum);
            }
        }
        for (Size col = 0; col < vectors; col += Size(kCols)) {
            const int cols = int(smaller(Size(kCols), vectors - col));
            accumulateW<R>(cols, s.scores, count, s.v + k0 * dp + col * L, dp, num + col * L);
        }
    }

    template <int R = kRows>
    static void keyTileR(int rows, const Args<T> &a, const Layout &s, Size t0, Size local, Size k0,
        Size count, bool softmax)
    {
        if constexpr (R >= 1) {
            if (rows == R)
                keyTile<R>(a, s, t0, local, k0, count, softmax);
            else
                keyTileR<R - 1>(rows, a, s, t0, local, k0, count, softmax);
        }
    }

    static void runQuadratic(const Args<T> &a, bool softmax)
    {
        const Layout s = prepare(a, softmax);
        const Size dp = s.dp;
        for (Size b0 = 0; b0 < a.n; b0 += kQueryBlock) {
            const Size rows = smaller(kQueryBlock, a.n - b0);
            for (Size i = 0; i < rows * dp; ++i)
                s.num[i] = T(0);
            for (Size r = 0; r < rows; ++r) {
                s.den[r] = T(0);
                s.max[r] = -T(__builtin_inf());
            }
            // Keys beyond a tile's last query are masked: no tile needs keys past its end.
            const Size blockKeyEnd = roundUp(b0 + rows, kPanel);
            for (Size k0 = 0; k0 < blockKeyEnd; k0 += kKeyTile) {
                for (Size t0 = b0; t0 < b0 + rows; t0 += Size(kRows)) {
                    const Size tileRows = smaller(Size(kRows), b0 + rows - t0);
                    const Size keyEnd = roundUp(t0 + tileRows, kPanel);
                    if (k0 >= keyEnd)
                        continue;
                    keyTileR(int(tileRows), a, s, t0, t0 - b0, k0, smaller(kKeyTile, keyEnd - k0),
                        softmax);
                }
            }
            for (Size r = 0; r < rows; ++r) {
                const Size t = b0 + r;
                const bool ok = finishRow(s.num + r * dp, s.den[r], a.out + t * a.d, a.d);
                if (!softmax)
                    a.available[t] = ok ? 1 : 0;
            }
        }
    }

    static Size quadratic(const Args<T> &a)
    {
        runQuadratic(a, false);
        Size unavailable = 0;
        for (Size t = 0; t < a.n; ++t)
            unavailable += a.available[t] ? 0 : 1;
        return unavailable;
    }

    static void softmax(const Args<T> &a) { runQuadratic(a, true); }

    // ----- (d) one decoder step of linear attention ---------------------------------------------
    //
    // S (d rows of dp numbers) and Z live in the caller's state between tokens. A step is one
    // pass over S per kStepCols vectors of columns: each row r takes S[r] += φ(k)[r]·vᵀ, stores it
    // back, and adds φ(q)[r]·S[r] to the numerator. That is 2·d² multiply-adds and d² numbers
    // stored per token, whatever the position. The pass is bound by the loads and stores of S, so
    // v's vectors stay in registers, and kStepRows rows at a time keep separate accumulators (one
    // chain would wait on the multiply-add's latency). On Zen 4 at d = 64 in float, 2 × 2 took
    // 203–209 ns per token; 8 × 1, 4 × 1, 4 × 4, 2 × 4 and 1 × 8 took 227–303 ns.

    static constexpr int kStepCols = [] {
        if constexpr (requires { O::kStepCols; })
            return int(O::kStepCols);
        else
            return 2;
    }();
    static constexpr int kStepRows = [] {
        if constexpr (requires { O::kStepRows; })
            return int(O::kStepRows);
        else
            return 2;
    }();

    // Where the Ops say so (kStepReadsOldState), the numerator takes S before this token's
    // update and the step adds (φ(q)·φ(k))·v after the pass: then each number of S is loaded
    // into a register that both multiply-adds read, the update written over it, and no register
    // is copied. Otherwise the update's result feeds the numerator, which GCC compiles with the
    // load folded into the update and one register copy per broadcast: on Intel's 512-bit
    // units those copies take the multiply-add ports' slots (llvm-mca, Ice Lake server model:
    // 4 × 4 tile, 22 cycles per 16 stores, against 20 read before the update, 16 the stores).
    // On Zen 4's 256-bit step, where the folded load saves a dispatch slot, the first is faster.
    static constexpr bool kStepReadsOldState = [] {
        if constexpr (requires { O::kStepReadsOldState; })
            return bool(O::kStepReadsOldState);
        else
            return false;
    }();

    // A load the compiler must keep in a register (Ops::inRegister) rather than fold into each
    // instruction that reads it, which would double the loads.
    static V loadOnce(const T *p)
    {
        if constexpr (requires(V x) { O::inRegister(x); })
            return O::inRegister(O::load(p));
        else
            return O::load(p);
    }

    // S[r] += φ(k)[r]·v over W vectors, and the numerator's multiply-add by φ(q)[r]: of S after
    // the update, or before it (kStepReadsOldState).
    template <int W> static void stepRow(T *row, V bk, V bq, const V (&vv)[W], V (&acc)[W])
    {
        LINATTN_UNROLL
        for (int w = 0; w < W; ++w) {
            if constexpr (kStepReadsOldState) {
                const V x = loadOnce(row + Size(w) * L);
                acc[w] = O::fma(bq, x, acc[w]);
                O::store(row + Size(w) * L, O::fma(bk, vv[w], x));
            } else {
                const V u = O::fma(bk, vv[w], O::load(row + Size(w) * L));
                O::store(row + Size(w) * L, u);
                acc[w] = O::fma(bq, u, acc[w]);
            }
        }
    }

    // Column vector w of the R rows' accumulators, added up.
    template <int R, int W> static V rowSum(const V (&acc)[R][W], int w)
    {
        V sum = acc[0][w];
        LINATTN_UNROLL
        for (int i = 1; i < R; ++i)
            sum = O::add(sum, acc[i][w]);
        return sum;
    }

    static Size stepScratch(Size tokens, Size d)
    {
        const Size dp = roundUp(d, L);
        return 4 * region<T>(dp) + region<T>(roundUp(larger(tokens, 1), kPanel));
    }

    template <int W>
    static void stepColumns(T *s, Size lds, Size d, const T *pq, const T *pk, const T *v, T *num)
    {
        // v's W vectors stay in registers; kStepRows rows at a time add into separate
        // accumulators so that each chain of multiply-adds has other rows' work between its links.
        V vv[W], acc[kStepRows][W];
        LINATTN_UNROLL
        for (int w = 0; w < W; ++w) {
            vv[w] = O::load(v + Size(w) * L);
            LINATTN_UNROLL
            for (int i = 0; i < kStepRows; ++i)
                acc[i][w] = O::zero();
        }
        Size r = 0;
        for (; r + kStepRows <= d; r += kStepRows) {
            LINATTN_UNROLL
            for (int i = 0; i < kStepRows; ++i)
                stepRow(s + (r + Size(i)) * lds, O::set1(pk[r + Size(i)]), O::set1(pq[r + Size(i)]),
                    vv, acc[i]);
        }
        for (; r < d; ++r)
            stepRow(s + r * lds, O::set1(pk[r]), O::set1(pq[r]), vv, acc[0]);
        LINATTN_UNROLL
        for (int w = 0; w < W; ++w) {
            O::store(num + Size(w) * L, rowSum(acc, w));
        }
    }
    template <int W = kStepCols>
    static void stepColumnsW(
        int w, T *s, Size lds, Size d, const T *pq, const T *pk, const T *v, T *num)
    {
        if constexpr (W >= 1) {
            if (w == W)
                stepColumns<W>(s, lds, d, pq, pk, v, num);
            else
                stepColumnsW<W - 1>(w, s, lds, d, pq, pk, v, num);
        }
    }

    // The update of S in a step of (d) alone, S[r] += c·v for each of d rows (rowStride numbers
    // apart), in the step's order (blocks of kStepCols vectors, row by row), `passes` times, with
    // c = v = 1 so that each pass adds 1: the loads and stores of the step without its numerator.
    // bench_decoding times it with rows 256 and 320 bytes apart to show what rows 4 KiB apart
    // cost the processor at hand. Returns a sink value.
    static T stateUpdateLoop(T *s, Size d, Size rowStride, std::uint64_t passes)
    {
        const Size vectors = roundUp(d, L) / L;
        const V one = O::set1(T(1));
        for (std::uint64_t pass = 0; pass < passes; ++pass) {
            for (Size col = 0; col < vectors; col += Size(kStepCols)) {
                const int cols = int(smaller(Size(kStepCols), vectors - col));
                for (Size r = 0; r < d; ++r) {
                    T *row = s + r * rowStride + col * L;
                    LINATTN_UNROLL
                    for (int w = 0; w < kStepCols; ++w)
                        if (w < cols)
                            O::store(
                                row + Size(w) * L, O::fma(one, one, O::load(row + Size(w) * L)));
                }
            }
            asm volatile("" : : "r"(s) : "memory"); // every pass's stores, none left out
        }
        return s[0];
    }

    // A decoder step's rows in its scratch, each padded to whole vectors: φ(q) and φ(k) of the
    // token, its v, and room for the output.
    struct DecoderRows {
        T *phiQuery, *phiKey, *value, *out;
    };
    // Without CopyValue, `value` is v itself where no padding is needed (the step only reads it).
    template <bool CopyValue = true> static DecoderRows decoderRows(const StepArgs<T> &a)
    {
        const Size d = a.d;
        const Size dp = roundUp(d, L);
        DecoderRows rows {a.scratch, nullptr, nullptr, nullptr};
        rows.phiKey = rows.phiQuery + region<T>(dp);
        rows.value = rows.phiKey + region<T>(dp);
        rows.out = rows.value + region<T>(dp);
        if (d == dp) { // no padding: the exponentials' fast path where the Ops have one
            phiArray(a.map, a.q, rows.phiQuery, d);
            if constexpr (CopyValue) {
                phiArray<true>(a.map, a.k, rows.phiKey, d, a.v, rows.value);
            } else {
                phiArray(a.map, a.k, rows.phiKey, d);
                rows.value = const_cast<T *>(a.v);
            }
        } else {
            padRow(RowOp::Phi, a.map, T(1), a.q, rows.phiQuery, d);
            padRow(RowOp::Phi, a.map, T(1), a.k, rows.phiKey, d);
            padRow(RowOp::Copy, a.map, T(1), a.v, rows.value, d);
        }
        return rows;
    }

    static bool recurrentStep(const StepArgs<T> &a)
    {
        const Size d = a.d;
        const Size dp = roundUp(d, L);
        const Size vectors = dp / L;
        const DecoderRows rows = decoderRows<false>(a);
        const T *pq = rows.phiQuery, *pk = rows.phiKey, *vb = rows.value;
        T *num = rows.out;
        V acc = O::zero(), queryKey = O::zero();
        for (Size j = 0; j < dp; j += L) {
            const V fk = O::load(pk + j), fq = O::load(pq + j);
            const V z = O::add(O::load(a.z + j), fk);
            O::store(a.z + j, z);
            acc = O::fma(fq, z, acc);
            if constexpr (kStepReadsOldState)
                queryKey = O::fma(fq, fk, queryKey);
        }
        const T den = O::hsum(acc);
        for (Size col = 0; col < vectors; col += Size(kStepCols)) {
            const int cols = int(smaller(Size(kStepCols), vectors - col));
            stepColumnsW(cols, a.s + col * L, a.rowStride, d, pq, pk, vb + col * L, num + col * L);
        }
        if constexpr (kStepReadsOldState) { // φ(q)ᵀS after the update: before it + (φ(q)·φ(k))·v
            const V c = O::set1(O::hsum(queryKey));
            for (Size j = 0; j < dp; j += L)
                O::store(num + j, O::fma(c, O::load(vb + j), O::load(num + j)));
        }
        return finishRow(num, den, a.out, d);
    }

    // ----- the delta rule's decoder step (DeltaNet; core/memory has its definitions) ----------
    //
    // S ← γS + β φ̂(k)(v − γSᵀφ̂(k))ᵀ and out = Sᵀφ̂(q), with unit features φ̂ = φ / ‖φ‖. A key
    // whose features are all 0 writes nothing (S stays as it was); a query whose features are
    // all 0 reads nothing: a zero row, false. S is kept as c·S̃ with a scalar c (stateScale),
    // so that γ multiplies c, not every number of S: with c' = γc the step is
    //   u = c'·S̃ᵀφ̂(k),  δ = β(v − u),  S̃ += φ̂(k)(δ / c')ᵀ,  out = c'·S̃ᵀφ̂(q),
    // and when c' falls below kRescaleBelow, S̃ takes it in (one pass) and c is 1 again.
    // Two passes over S̃: the first reads every block of columns for u (δ for all of them before
    // any is written, so that no write waits on its block's sum), the second writes each block
    // back and adds φ̂(q)ᵀS̃ to the output. 3·d² multiply-adds, d² numbers stored, S̃ read twice
    // (the second time from L1). Each pass takes wide blocks, one row at a time, so that a
    // broadcast of φ(k)[r] (a load) serves many multiply-adds: on Zen 4 at d = 64 in float, pass
    // 1 at 8 vectors and pass 2 at 4 took 298 ns per token; 2 × 2 and 4 × 2 blocks took 347-372.

    static constexpr int kDeltaReadRows = 1;
    static constexpr int kDeltaReadCols = 8;
    static constexpr int kDeltaWriteRows = 1;
    static constexpr int kDeltaWriteCols = 4;
    static constexpr T kRescaleBelow = T(1e-8);

    // Pass 1 over W vectors of columns, given φ(k) and f = 1/‖φ(k)‖: u = c'·f·S̃ᵀφ(k), and
    // f·δ/c' = f·(β/c')(v − u) written over v, so that pass 2 adds φ(k)(f·δ/c')ᵀ = φ̂(k)(δ/c')ᵀ.
    // It only loads; W vectors of columns keep W chains of multiply-adds in flight.
    template <int W>
    static void deltaRead(
        const T *s, Size dp, Size d, const T *fk, T *v, T beta, T scale, T keyScale)
    {
        V read[kDeltaReadRows][W];
        LINATTN_UNROLL
        for (int i = 0; i < kDeltaReadRows; ++i)
            LINATTN_UNROLL
        for (int w = 0; w < W; ++w)
            read[i][w] = O::zero();
        Size r = 0;
        for (; r + kDeltaReadRows <= d; r += kDeltaReadRows) {
            LINATTN_UNROLL
            for (int i = 0; i < kDeltaReadRows; ++i) {
                const T *row = s + (r + Size(i)) * dp;
                const V bk = O::set1(fk[r + Size(i)]);
                LINATTN_UNROLL
                for (int w = 0; w < W; ++w)
                    read[i][w] = O::fma(bk, O::load(row + Size(w) * L), read[i][w]);
            }
        }
        for (; r < d; ++r) {
            const V bk = O::set1(fk[r]);
            LINATTN_UNROLL
            for (int w = 0; w < W; ++w)
                read[0][w] = O::fma(bk, O::load(s + r * dp + Size(w) * L), read[0][w]);
        }
        const V c = O::set1(scale * keyScale), b = O::set1(beta / scale * keyScale);
        LINATTN_UNROLL
        for (int w = 0; w < W; ++w) {
            const V u = rowSum(read, w);
            O::store(v + Size(w) * L, O::mul(b, O::sub(O::load(v + Size(w) * L), O::mul(c, u))));
        }
    }

    // Pass 2 over W vectors of columns: S̃ += φ(k)(f·δ / c')ᵀ when writing, and out = scale·S̃ᵀφ(q)
    // with scale = c'/‖φ(q)‖.
    template <int W>
    static void deltaWrite(T *s, Size dp, Size d, const T *fq, const T *fk, bool write,
        const T *delta, T scale, T *out)
    {
        V dv[W], acc[kDeltaWriteRows][W];
        LINATTN_UNROLL
        for (int w = 0; w < W; ++w) {
            dv[w] = write ? O::load(delta + Size(w) * L) : O::zero();
            LINATTN_UNROLL
            for (int i = 0; i < kDeltaWriteRows; ++i)
                acc[i][w] = O::zero();
        }
        Size r = 0;
        for (; r + kDeltaWriteRows <= d; r += kDeltaWriteRows) {
            LINATTN_UNROLL
            for (int i = 0; i < kDeltaWriteRows; ++i) {
                T *row = s + (r + Size(i)) * dp;
                const V bk = O::set1(fk[r + Size(i)]), bq = O::set1(fq[r + Size(i)]);
                LINATTN_UNROLL
                for (int w = 0; w < W; ++w) {
                    V x = O::load(row + Size(w) * L);
                    if (write) {
                        x = O::fma(bk, dv[w], x);
                        O::store(row + Size(w) * L, x);
                    }
                    acc[i][w] = O::fma(bq, x, acc[i][w]);
                }
            }
        }
        for (; r < d; ++r) {
            T *row = s + r * dp;
            const V bk = O::set1(fk[r]), bq = O::set1(fq[r]);
            LINATTN_UNROLL
            for (int w = 0; w < W; ++w) {
                V x = O::load(row + Size(w) * L);
                if (write) {
                    x = O::fma(bk, dv[w], x);
                    O::store(row + Size(w) * L, x);
                }
                acc[0][w] = O::fma(bq, x, acc[0][w]);
            }
        }
        const V c = O::set1(scale);
        LINATTN_UNROLL
        for (int w = 0; w < W; ++w) {
            O::store(out + Size(w) * L, O::mul(c, rowSum(acc, w)));
        }
    }
    template <int W = kDeltaReadCols>
    static void deltaReadW(
        int w, const T *s, Size dp, Size d, const T *fk, T *v, T beta, T scale, T keyScale)
    {
        if constexpr (W >= 1) {
            if (w == W)
                deltaRead<W>(s, dp, d, fk, v, beta, scale, keyScale);
            else
                deltaReadW<W - 1>(w, s, dp, d, fk, v, beta, scale, keyScale);
        }
    }
    template <int W = kDeltaWriteCols>
    static void deltaWriteW(int w, T *s, Size dp, Size d, const T *fq, const T *fk, bool write,
        const T *delta, T scale, T *out)
    {
        if constexpr (W >= 1) {
            if (w == W)
                deltaWrite<W>(s, dp, d, fq, fk, write, delta, scale, out);
            else
                deltaWriteW<W - 1>(w, s, dp, d, fq, fk, write, delta, scale, out);
        }
    }

    // 1/‖row‖ for row[0…dp) of features (never negative: ELU+1 and ReLU), which the passes
    // multiply their sums by instead of scaling the row first: the passes need not wait for
    // the length (scaling both rows first took 34 ns of 372 on Zen 4 at d = 64). 0 when the row
    // is all zeros. The largest feature divides first, so that tiny features (ELU+1 below about
    // −44 in float) do not underflow to a zero length, nor huge ones overflow, on the way; a
    // subnormal largest feature (whose reciprocal is infinite) scales the row itself, then 1.
    static T inverseLength(T *row, Size dp)
    {
        // Most rows: the squares summed as they are, in one pass, when their sum is neither
        // infinite nor so small that squares below the smallest normal number could have counted
        // (each under 2⁻¹²⁶ in float, 64 of them under 2⁻¹²⁰, against a sum of at least 2⁻⁸⁰).
        // On Zen 4 at d = 64 in float this saves the delta step 14 ns of 297.
        {
            V even = O::zero(), odd = O::zero();
            Size j = 0;
            for (; j + 2 * L <= dp; j += 2 * L) {
                const V x = O::load(row + j), y = O::load(row + j + L);
                even = O::fma(x, x, even);
                odd = O::fma(y, y, odd);
            }
            if (j < dp) {
                const V x = O::load(row + j);
                even = O::fma(x, x, even);
            }
            const T sum = O::hsum(O::add(even, odd));
            const T smallest = sizeof(T) == sizeof(float) ? T(8.27e-25) : T(1e-280);
            if (sum >= smallest && sum - sum == T(0))
                return T(1) / T(__builtin_sqrt(sum));
        }
        V largestLanes = O::zero();
        for (Size j = 0; j < dp; j += L)
            largestLanes = O::max(largestLanes, O::load(row + j));
        const T largest = O::hmax(largestLanes);
        if (!(largest > T(0)))
            return T(0);
        const T inverseLargest = T(1) / largest;
        if (!(inverseLargest - inverseLargest == T(0))) {
            T sum = 0;
            for (Size j = 0; j < dp; ++j)
                sum += (row[j] / largest) * (row[j] / largest);
            const T length = largest * T(__builtin_sqrt(sum));
            for (Size j = 0; j < dp; ++j)
                row[j] = row[j] / length;
            return T(1);
        }
        const V inverse = O::set1(inverseLargest);
        V even = O::zero(), odd = O::zero(); // two chains of multiply-adds, half as long
        Size j = 0;
        for (; j + 2 * L <= dp; j += 2 * L) {
            const V x = O::mul(O::load(row + j), inverse),
                    y = O::mul(O::load(row + j + L), inverse);
            even = O::fma(x, x, even);
            odd = O::fma(y, y, odd);
        }
        if (j < dp) {
            const V x = O::mul(O::load(row + j), inverse);
            even = O::fma(x, x, even);
        }
        return T(1) / (largest * T(__builtin_sqrt(O::hsum(O::add(even, odd)))));
    }

    static bool deltaStep(const StepArgs<T> &a)
    {
        const Size d = a.d;
        const Size dp = roundUp(d, L);
        const Size vectors = dp / L;
        const DecoderRows rows = decoderRows(a);
        T *fq = rows.phiQuery, *fk = rows.phiKey, *vb = rows.value, *num = rows.out;
        // φ̂ = φ·(1/‖φ‖): the passes work with φ and multiply their sums by these.
        const T keyScale = inverseLength(fk, dp);
        const T queryScale = inverseLength(fq, dp);
        const bool write = keyScale > T(0);
        const bool read = queryScale > T(0);
        if (write) {
            *a.stateScale *= a.decay;
            if (*a.stateScale < kRescaleBelow) {
                const V c = O::set1(*a.stateScale);
                for (Size i = 0; i < d * a.rowStride; i += L)
                    O::store(a.s + i, O::mul(c, O::load(a.s + i)));
                *a.stateScale = T(1);
            }
        }
        // Every block's pass 1 before any pass 2: a pass 2 waits for its block's δ, a sum over
        // all rows, and with the passes block by block that wait came between every pair.
        if (write)
            for (Size col = 0; col < vectors; col += Size(kDeltaReadCols))
                deltaReadW(int(smaller(Size(kDeltaReadCols), vectors - col)), a.s + col * L,
                    a.rowStride, d, fk, vb + col * L, a.beta, *a.stateScale, keyScale);
        for (Size col = 0; col < vectors; col += Size(kDeltaWriteCols))
            deltaWriteW(int(smaller(Size(kDeltaWriteCols), vectors - col)), a.s + col * L,
                a.rowStride, d, fq, fk, write, vb + col * L, *a.stateScale * queryScale,
                num + col * L);
        if (!read) {
            for (Size j = 0; j < d; ++j)
                a.out[j] = T(0);
            return false;
        }
        copyRow(num, a.out, d);
        return true;
    }

    // ----- (e) one decoder step of softmax attention over a key/value cache --------------------
    //
    // The new key goes into its lane of the cache's key panels (d × kPanel, as in (b) and (c)),
    // so the t + 1 scores are small matrix products with the keys in vector lanes; then the
    // stable softmax (the largest score subtracted) and the weighted sum of the cached values,
    // two sets of accumulators taking alternate keys so that the multiply-adds do not wait on
    // each other. 2·(t + 1)·d multiply-adds: the cost grows with the position.

    static constexpr int kScorePanels = 4; // panels per pass: 4 · kCols independent chains
    static constexpr int kValueCols = 4; // vectors of the numerator per pass over the weights

    template <int P> static void scorePanels(const T *q, const T *keys, Size d, T *scores)
    {
        V acc[P][kCols];
        LINATTN_UNROLL
        for (int p = 0; p < P; ++p)
            LINATTN_UNROLL
        for (int w = 0; w < kCols; ++w)
            acc[p][w] = O::zero();
        for (Size j = 0; j < d; ++j) {
            const V b = O::set1(q[j]);
            LINATTN_UNROLL
            for (int p = 0; p < P; ++p)
                LINATTN_UNROLL
            for (int w = 0; w < kCols; ++w)
                acc[p][w] = O::fma(
                    b, O::load(keys + Size(p) * d * kPanel + j * kPanel + Size(w) * L), acc[p][w]);
        }
        LINATTN_UNROLL
        for (int p = 0; p < P; ++p)
            LINATTN_UNROLL
        for (int w = 0; w < kCols; ++w)
            O::store(scores + Size(p) * kPanel + Size(w) * L, acc[p][w]);
    }
    template <int P = kScorePanels>
    static void scorePanelsP(int p, const T *q, const T *keys, Size d, T *scores)
    {
        if constexpr (P >= 1) {
            if (p == P)
                scorePanels<P>(q, keys, d, scores);
            else
                scorePanelsP<P - 1>(p, q, keys, d, scores);
        }
    }

    template <int W>
    static void weightedValues(const T *weights, Size count, const T *values, Size dp, T *num)
    {
        V even[W], odd[W];
        LINATTN_UNROLL
        for (int w = 0; w < W; ++w) {
            even[w] = O::zero();
            odd[w] = O::zero();
        }
        Size i = 0;
        for (; i + 2 <= count; i += 2) {
            const V be = O::set1(weights[i]);
            const V bo = O::set1(weights[i + 1]);
            LINATTN_UNROLL
            for (int w = 0; w < W; ++w) {
                even[w] = O::fma(be, O::load(values + i * dp + Size(w) * L), even[w]);
                odd[w] = O::fma(bo, O::load(values + (i + 1) * dp + Size(w) * L), odd[w]);
            }
        }
        if (i < count) {
            const V b = O::set1(weights[i]);
            LINATTN_UNROLL
            for (int w = 0; w < W; ++w)
                even[w] = O::fma(b, O::load(values + i * dp + Size(w) * L), even[w]);
        }
        LINATTN_UNROLL
        for (int w = 0; w < W; ++w)
            O::store(num + Size(w) * L, O::add(even[w], odd[w]));
    }
    template <int W = kValueCols>
    static void weightedValuesW(
        int w, const T *weights, Size count, const T *values, Size dp, T *num)
    {
        if constexpr (W >= 1) {
            if (w == W)
                weightedValues<W>(weights, count, values, dp, num);
            else
                weightedValuesW<W - 1>(w, weights, count, values, dp, num);
        }
    }

    static void cachedSoftmaxStep(const StepArgs<T> &a)
    {
        const Size d = a.d;
        const Size dp = roundUp(d, L);
        const Size vectors = dp / L;
        const Size t = a.position;
        const Size count = t + 1;
        T *panel = a.keys + (t / kPanel) * d * kPanel + t % kPanel;
        for (Size j = 0; j < d; ++j)
            panel[j * kPanel] = a.k[j];
        padRow(RowOp::Copy, a.map, T(1), a.v, a.values + t * dp, d);

        T *q = a.scratch;
        T *num = q + region<T>(dp);
        T *scores = num + region<T>(dp);
        padRow(RowOp::Scale, a.map, a.scale, a.q, q, d);
        const Size panels = (count + kPanel - 1) / kPanel;
        for (Size p = 0; p < panels; p += Size(kScorePanels)) {
            const int group = int(smaller(Size(kScorePanels), panels - p));
            scorePanelsP(group, q, a.keys + p * d * kPanel, d, scores + p * kPanel);
        }
        const T negInf = -T(__builtin_inf());
        const Size padded = panels * kPanel; // a multiple of kPanel = kCols · L
        for (Size i = count; i < padded; ++i)
            scores[i] = negInf;
        V m = O::set1(negInf);
        for (Size i = 0; i < padded; i += L)
            m = O::max(m, O::load(scores + i));
        const V shift = O::set1(O::hmax(m)); // finite: the scores of real keys are
        V sum = O::zero();
        for (Size i = 0; i < padded; i += 2 * L) {
            V e[2] = {O::sub(O::load(scores + i), shift), O::sub(O::load(scores + i + L), shift)};
            O::expNonPositive(e);
            O::store(scores + i, e[0]);
            O::store(scores + i + L, e[1]);
            sum = O::add(sum, O::add(e[0], e[1]));
        }
        for (Size col = 0; col < vectors; col += Size(kValueCols)) {
            const int cols = int(smaller(Size(kValueCols), vectors - col));
            weightedValuesW(cols, scores, count, a.values + col * L, dp, num + col * L);
        }
        finishRow(num, O::hsum(sum), a.out, d); // the largest score gives e⁰ = 1: never 0
    }

    static constexpr KernelSet<T> set()
    {
        return {&reassociatedScratch, &reassociated, &quadraticScratch, &quadratic, &softmax, L,
            kPanel, &stepScratch, &recurrentStep, &recurrentStep, &cachedSoftmaxStep, &deltaStep,
            &deltaStep, L};
    }
};

} // namespace
} // namespace linattn::kernels::detail
