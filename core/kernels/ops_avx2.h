// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Ops of 256-bit vectors (AVX2 + FMA) for the shared kernels (kernels_impl.h). Included by the
// AVX2 path and by the AVX-512 path, whose decoder step runs on them (see kernels_avx512.cpp);
// only files compiled with -mavx2 -mfma (or more) may include it.

#pragma once

#if !defined(__AVX2__) || !defined(__FMA__)
#error "ops_avx2.h needs -mavx2 -mfma"
#endif

#include "kernels_impl.h"

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace linattn::kernels::detail {
namespace {

struct Avx2Float {
    using T = float;
    using V = __m256;
    static constexpr std::size_t L = 8;
    // Tile of S: 4×2 accumulators + 2 of V + 2×2 numerator chains + a broadcast fit the 16 ymm
    // registers; 6×2, 2×4 and 3×3 measured 8–10 % slower on Zen 3.
    static constexpr int kRows = 4;
    static constexpr int kCols = 2;

    static V zero() { return _mm256_setzero_ps(); }
    static V set1(T x) { return _mm256_set1_ps(x); }
    static V load(const T *p) { return _mm256_loadu_ps(p); }
    static void store(T *p, V x) { _mm256_storeu_ps(p, x); }
    static V add(V a, V b) { return _mm256_add_ps(a, b); }
    static V sub(V a, V b) { return _mm256_sub_ps(a, b); }
    static V mul(V a, V b) { return _mm256_mul_ps(a, b); }
    static V fma(V a, V b, V c) { return _mm256_fmadd_ps(a, b, c); }
    static V max(V a, V b) { return _mm256_max_ps(a, b); }
    static T hsum(V x)
    {
        __m128 s = _mm_add_ps(_mm256_castps256_ps128(x), _mm256_extractf128_ps(x, 1));
        s = _mm_add_ps(s, _mm_movehl_ps(s, s));
        s = _mm_add_ss(s, _mm_movehdup_ps(s));
        return _mm_cvtss_f32(s);
    }
    static T hmax(V x)
    {
        __m128 s = _mm_max_ps(_mm256_castps256_ps128(x), _mm256_extractf128_ps(x, 1));
        s = _mm_max_ps(s, _mm_movehl_ps(s, s));
        s = _mm_max_ss(s, _mm_movehdup_ps(s));
        return _mm_cvtss_f32(s);
    }
    // eˣ for x ≤ 0, in place on K vectors, step by step across them so that their dependency
    // chains (40-odd cycles each) overlap. n = round(x·log₂e) by adding 1.5·2²³ (whose low bits
    // then hold n, shifted into the exponent field below); r = x − n·ln2 in one fused step with
    // ln2 rounded to float; eʳ by the polynomial kExpF32 (kernels_impl.h); then 2ⁿ·eʳ by adding
    // n to the exponent bits. Checked against exp() at every float in [−87.3, 0]: within 3.1 ulp
    // for x ≥ −10 and 5.7 ulp at the far end, where the rounded ln2 (off by 1.9·10⁻⁹) is
    // multiplied by |n| up to 126. The exact two-part (Cody–Waite) reduction gets 3.3 ulp
    // everywhere but costs the reassociated kernel 3 % of its speed with ELU+1.
    // Only for x ≥ kExpLowest: below, the exponent addition wraps.
    template <int K> static void expInRange(V (&x)[K])
    {
        const V magic = _mm256_set1_ps(12582912.0f);
        V t[K], r[K];
        for (int k = 0; k < K; ++k)
            t[k] = _mm256_fmadd_ps(x[k], _mm256_set1_ps(1.44269504088896341f), magic);
        for (int k = 0; k < K; ++k) {
            const V n = _mm256_sub_ps(t[k], magic);
            r[k] = _mm256_fnmadd_ps(n, _mm256_set1_ps(0.693147180559945f), x[k]);
        }
        V y[K];
        for (int k = 0; k < K; ++k)
            y[k] = _mm256_fmadd_ps(_mm256_set1_ps(kExpF32[kExpF32Degree]), r[k],
                _mm256_set1_ps(kExpF32[kExpF32Degree - 1]));
        for (int c = kExpF32Degree - 2; c >= 0; --c)
            for (int k = 0; k < K; ++k)
                y[k] = _mm256_fmadd_ps(y[k], r[k], _mm256_set1_ps(kExpF32[c]));
        for (int k = 0; k < K; ++k) {
            const __m256i exponent = _mm256_slli_epi32(_mm256_castps_si256(t[k]), 23);
            x[k] = _mm256_castsi256_ps(_mm256_add_epi32(_mm256_castps_si256(y[k]), exponent));
        }
    }
    // ln(FLT_MIN), rounded up: the lowest x that expInRange takes.
    static constexpr float kExpLowest = -87.33654f;
    // eˣ for x ≤ 0, with the range check: below kExpLowest, and for −∞ (whose lanes hold NaN by
    // then), the mask gives 0. Lanes with x > 0 give garbage, which elu1 discards.
    template <int K> static void expNonPositive(V (&x)[K])
    {
        V under[K];
        for (int k = 0; k < K; ++k)
            under[k] = _mm256_cmp_ps(x[k], _mm256_set1_ps(kExpLowest), _CMP_LT_OQ);
        expInRange(x);
        for (int k = 0; k < K; ++k)
            x[k] = _mm256_andnot_ps(under[k], x[k]);
    }
    // x + 1 where x ≥ +0, eˣ where the sign bit is set (blendv looks at the sign bit only;
    // both branches give 1 at ±0).
    template <int K> static void elu1(V (&x)[K])
    {
        V e[K];
        for (int k = 0; k < K; ++k)
            e[k] = x[k];
        expNonPositive(e);
        for (int k = 0; k < K; ++k)
            x[k] = _mm256_blendv_ps(_mm256_add_ps(x[k], _mm256_set1_ps(1.0f)), e[k], x[k]);
    }

    // ELU+1 over an array without the per-lane range check, which is 8 % of its time: the
    // inputs' bits are watched instead, and the caller does the array again with elu1 in the
    // rare case that one was below kExpLowest (−∞ included). As unsigned integers, those have
    // bits above kExpLowest's, and so do NaNs with the sign bit set (which need no redo, but are
    // redone: harmless); positive numbers and NaNs have the sign bit clear. Gives the same bits
    // as elu1 wherever it is not redone (checked at all 2³² inputs).
    using Watch = __m256i;
    static Watch watchStart() { return _mm256_setzero_si256(); }
    static Watch watch(Watch w, V x) { return _mm256_max_epu32(w, _mm256_castps_si256(x)); }
    static bool watchedBelowRange(Watch w)
    {
        const __m256i limit = _mm256_castps_si256(_mm256_set1_ps(kExpLowest));
        const __m256i atMost = _mm256_cmpeq_epi32(_mm256_max_epu32(w, limit), limit);
        return _mm256_movemask_ps(_mm256_castsi256_ps(atMost)) != 0xFF;
    }
    static V elu1InRange(V x)
    {
        V e[1] = {x};
        expInRange(e);
        return _mm256_blendv_ps(_mm256_add_ps(x, _mm256_set1_ps(1.0f)), e[0], x);
    }
    static V relu(V x) { return _mm256_max_ps(x, zero()); }
};

struct Avx2Double {
    using T = double;
    using V = __m256d;
    static constexpr std::size_t L = 4;
    static constexpr int kRows = 4;
    static constexpr int kCols = 2;

    static V zero() { return _mm256_setzero_pd(); }
    static V set1(T x) { return _mm256_set1_pd(x); }
    static V load(const T *p) { return _mm256_loadu_pd(p); }
    static void store(T *p, V x) { _mm256_storeu_pd(p, x); }
    static V add(V a, V b) { return _mm256_add_pd(a, b); }
    static V sub(V a, V b) { return _mm256_sub_pd(a, b); }
    static V mul(V a, V b) { return _mm256_mul_pd(a, b); }
    static V fma(V a, V b, V c) { return _mm256_fmadd_pd(a, b, c); }
    static V max(V a, V b) { return _mm256_max_pd(a, b); }
    static T hsum(V x)
    {
        __m128d s = _mm_add_pd(_mm256_castpd256_pd128(x), _mm256_extractf128_pd(x, 1));
        s = _mm_add_sd(s, _mm_unpackhi_pd(s, s));
        return _mm_cvtsd_f64(s);
    }
    static T hmax(V x)
    {
        __m128d s = _mm_max_pd(_mm256_castpd256_pd128(x), _mm256_extractf128_pd(x, 1));
        s = _mm_max_sd(s, _mm_unpackhi_pd(s, s));
        return _mm_cvtsd_f64(s);
    }
    // eˣ for x ≤ 0: as Avx2Float::expNonPositive, with 1.5·2⁵² and the Taylor polynomial of degree
    // 13 (truncation error below 10⁻¹⁷ for |r| ≤ ln2/2).
    template <int K> static void expNonPositive(V (&x)[K])
    {
        const V magic = _mm256_set1_pd(6755399441055744.0);
        V under[K], t[K], r[K], y[K];
        for (int k = 0; k < K; ++k) {
            under[k] = _mm256_cmp_pd(x[k], _mm256_set1_pd(-708.3964185322641), _CMP_LT_OQ);
            t[k] = _mm256_fmadd_pd(x[k], _mm256_set1_pd(1.4426950408889634), magic);
            const V n = _mm256_sub_pd(t[k], magic);
            r[k] = _mm256_fnmadd_pd(n, _mm256_set1_pd(6.93145751953125e-1), x[k]);
            r[k] = _mm256_fnmadd_pd(n, _mm256_set1_pd(1.42860682030941723212e-6), r[k]);
            y[k] = _mm256_set1_pd(kInverseFactorials.c[13]);
        }
        for (int c = 12; c >= 0; --c)
            for (int k = 0; k < K; ++k)
                y[k] = _mm256_fmadd_pd(y[k], r[k], _mm256_set1_pd(kInverseFactorials.c[c]));
        for (int k = 0; k < K; ++k) {
            const __m256i exponent = _mm256_slli_epi64(_mm256_castpd_si256(t[k]), 52);
            y[k] = _mm256_castsi256_pd(_mm256_add_epi64(_mm256_castpd_si256(y[k]), exponent));
            x[k] = _mm256_andnot_pd(under[k], y[k]);
        }
    }
    template <int K> static void elu1(V (&x)[K])
    {
        V e[K];
        for (int k = 0; k < K; ++k)
            e[k] = x[k];
        expNonPositive(e);
        for (int k = 0; k < K; ++k)
            x[k] = _mm256_blendv_pd(_mm256_add_pd(x[k], _mm256_set1_pd(1.0)), e[k], x[k]);
    }
    static V relu(V x) { return _mm256_max_pd(x, zero()); }
};

} // namespace
} // namespace linattn::kernels::detail
