// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The AVX-512 path: the shared kernels (kernels_impl.h) over 512-bit vectors and a taller register
// tile (32 vector registers). Only this file is compiled with -mavx512f, and kernels.cpp calls it
// only when __builtin_cpu_supports("avx512f") says the CPU and OS run it. It is the same template
// code as the AVX2 path with other Ops, so the AVX2 path's tests cover its logic; the tests run
// it against the generic path wherever the CPU has AVX-512.

#if defined(__x86_64__) && defined(__AVX512F__)

#include "kernels_impl.h"
#include "ops_avx2.h"

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace linattn::kernels::detail {
namespace {

struct Avx512Float {
    using T = float;
    using V = __m512;
    static constexpr std::size_t L = 16;
    static constexpr int kRows = 8; // 8×2 accumulators + 2 of V + 2 numerators + broadcasts
    static constexpr int kCols = 2;
    // The decoder step's tile (kernels_impl.h): 4 rows × 4 vectors, all 64 columns at d = 64 in
    // one pass, 16 accumulators. On Zen 4 this step took 197 ns a token against 212 with 2 × 2;
    // llvm-mca's Ice Lake server model gives 1.4 against 1.6 cycles per store.
    static constexpr int kStepRows = 4;
    static constexpr int kStepCols = 4;
    static constexpr bool kStepReadsOldState = true;

    static V zero() { return _mm512_setzero_ps(); }
    static V set1(T x) { return _mm512_set1_ps(x); }
    static V load(const T *p) { return _mm512_loadu_ps(p); }
    static void store(T *p, V x) { _mm512_storeu_ps(p, x); }
    static V add(V a, V b) { return _mm512_add_ps(a, b); }
    static V sub(V a, V b) { return _mm512_sub_ps(a, b); }
    static V mul(V a, V b) { return _mm512_mul_ps(a, b); }
    static V fma(V a, V b, V c) { return _mm512_fmadd_ps(a, b, c); }
    static V max(V a, V b) { return _mm512_max_ps(a, b); }
    static V inRegister(V x)
    {
        asm("" : "+v"(x));
        return x;
    }
    static T hsum(V x) { return _mm512_reduce_add_ps(x); }
    static T hmax(V x) { return _mm512_reduce_max_ps(x); }
    // As Avx2Float::expInRange, but with the two-part (Cody–Waite) reduction the AVX2 path gave
    // up for speed, as checked when it was written (within 3.3 ulp). Only for x ≥ kExpLowest.
    template <int K> static void expInRange(V (&x)[K])
    {
        const V magic = _mm512_set1_ps(12582912.0f);
        V t[K], r[K];
        for (int k = 0; k < K; ++k)
            t[k] = _mm512_fmadd_ps(x[k], _mm512_set1_ps(1.44269504088896341f), magic);
        for (int k = 0; k < K; ++k) {
            const V n = _mm512_sub_ps(t[k], magic);
            r[k] = _mm512_fnmadd_ps(n, _mm512_set1_ps(0.693359375f), x[k]);
            r[k] = _mm512_fnmadd_ps(n, _mm512_set1_ps(-2.12194440e-4f), r[k]);
        }
        V y[K];
        for (int k = 0; k < K; ++k)
            y[k] = _mm512_fmadd_ps(_mm512_set1_ps(kExpF32[kExpF32Degree]), r[k],
                _mm512_set1_ps(kExpF32[kExpF32Degree - 1]));
        for (int c = kExpF32Degree - 2; c >= 0; --c)
            for (int k = 0; k < K; ++k)
                y[k] = _mm512_fmadd_ps(y[k], r[k], _mm512_set1_ps(kExpF32[c]));
        for (int k = 0; k < K; ++k) {
            const __m512i exponent = _mm512_slli_epi32(_mm512_castps_si512(t[k]), 23);
            x[k] = _mm512_castsi512_ps(_mm512_add_epi32(_mm512_castps_si512(y[k]), exponent));
        }
    }
    static constexpr float kExpLowest = -87.33654f; // as Avx2Float's
    // eˣ for x ≤ 0 with the range check on every lane: below kExpLowest (−∞ included), 0.
    template <int K> static void expNonPositive(V (&x)[K])
    {
        __mmask16 under[K];
        for (int k = 0; k < K; ++k)
            under[k] = _mm512_cmp_ps_mask(x[k], _mm512_set1_ps(kExpLowest), _CMP_LT_OQ);
        expInRange(x);
        for (int k = 0; k < K; ++k)
            x[k] = _mm512_maskz_mov_ps(static_cast<__mmask16>(~under[k]), x[k]);
    }
    // x + 1 for x > 0, eˣ otherwise.
    template <int K> static void elu1(V (&x)[K])
    {
        V e[K];
        for (int k = 0; k < K; ++k)
            e[k] = x[k];
        expNonPositive(e);
        for (int k = 0; k < K; ++k) {
            const __mmask16 positive = _mm512_cmp_ps_mask(x[k], zero(), _CMP_GT_OQ);
            x[k] = _mm512_mask_blend_ps(positive, e[k], _mm512_add_ps(x[k], _mm512_set1_ps(1.0f)));
        }
    }
    // ELU+1 without the range check, the inputs watched instead: as Avx2Float's.
    using Watch = __m512i;
    static Watch watchStart() { return _mm512_setzero_si512(); }
    static Watch watch(Watch w, V x) { return _mm512_max_epu32(w, _mm512_castps_si512(x)); }
    static bool watchedBelowRange(Watch w)
    {
        const __m512i limit = _mm512_castps_si512(_mm512_set1_ps(kExpLowest));
        return _mm512_cmpgt_epu32_mask(w, limit) != 0;
    }
    static V elu1InRange(V x)
    {
        V e[1] = {x};
        expInRange(e);
        const __mmask16 positive = _mm512_cmp_ps_mask(x, zero(), _CMP_GT_OQ);
        return _mm512_mask_blend_ps(positive, e[0], _mm512_add_ps(x, _mm512_set1_ps(1.0f)));
    }
    static V relu(V x) { return _mm512_max_ps(x, zero()); }
};

struct Avx512Double {
    using T = double;
    using V = __m512d;
    static constexpr std::size_t L = 8;
    static constexpr int kRows = 8;
    static constexpr int kCols = 2;

    static V zero() { return _mm512_setzero_pd(); }
    static V set1(T x) { return _mm512_set1_pd(x); }
    static V load(const T *p) { return _mm512_loadu_pd(p); }
    static void store(T *p, V x) { _mm512_storeu_pd(p, x); }
    static V add(V a, V b) { return _mm512_add_pd(a, b); }
    static V sub(V a, V b) { return _mm512_sub_pd(a, b); }
    static V mul(V a, V b) { return _mm512_mul_pd(a, b); }
    static V fma(V a, V b, V c) { return _mm512_fmadd_pd(a, b, c); }
    static V max(V a, V b) { return _mm512_max_pd(a, b); }
    static T hsum(V x) { return _mm512_reduce_add_pd(x); }
    static T hmax(V x) { return _mm512_reduce_max_pd(x); }
    // As Avx2Double::expNonPositive.
    template <int K> static void expNonPositive(V (&x)[K])
    {
        const V magic = _mm512_set1_pd(6755399441055744.0);
        __mmask8 under[K];
        V t[K], r[K], y[K];
        for (int k = 0; k < K; ++k) {
            under[k] = _mm512_cmp_pd_mask(x[k], _mm512_set1_pd(-708.3964185322641), _CMP_LT_OQ);
            t[k] = _mm512_fmadd_pd(x[k], _mm512_set1_pd(1.4426950408889634), magic);
            const V n = _mm512_sub_pd(t[k], magic);
            r[k] = _mm512_fnmadd_pd(n, _mm512_set1_pd(6.93145751953125e-1), x[k]);
            r[k] = _mm512_fnmadd_pd(n, _mm512_set1_pd(1.42860682030941723212e-6), r[k]);
            y[k] = _mm512_set1_pd(kInverseFactorials.c[13]);
        }
        for (int c = 12; c >= 0; --c)
            for (int k = 0; k < K; ++k)
                y[k] = _mm512_fmadd_pd(y[k], r[k], _mm512_set1_pd(kInverseFactorials.c[c]));
        for (int k = 0; k < K; ++k) {
            const __m512i exponent = _mm512_slli_epi64(_mm512_castpd_si512(t[k]), 52);
            y[k] = _mm512_castsi512_pd(_mm512_add_epi64(_mm512_castpd_si512(y[k]), exponent));
            x[k] = _mm512_maskz_mov_pd(static_cast<__mmask8>(~under[k]), y[k]);
        }
    }
    template <int K> static void elu1(V (&x)[K])
    {
        V e[K];
        for (int k = 0; k < K; ++k)
            e[k] = x[k];
        expNonPositive(e);
        for (int k = 0; k < K; ++k) {
            const __mmask8 positive = _mm512_cmp_pd_mask(x[k], zero(), _CMP_GT_OQ);
            x[k] = _mm512_mask_blend_pd(positive, e[k], _mm512_add_pd(x[k], _mm512_set1_pd(1.0)));
        }
    }
    static V relu(V x) { return _mm512_max_pd(x, zero()); }
};

// 12 independent chains of _mm512_fmadd_ps (see the AVX2 loop).
float fmaLoop(std::uint64_t iterations)
{
    const __m512 m = _mm512_set1_ps(0.999999f);
    const __m512 c = _mm512_set1_ps(1e-6f);
    __m512 a0 = _mm512_set1_ps(0.50f), a1 = _mm512_set1_ps(0.51f), a2 = _mm512_set1_ps(0.52f);
    __m512 a3 = _mm512_set1_ps(0.53f), a4 = _mm512_set1_ps(0.54f), a5 = _mm512_set1_ps(0.55f);
    __m512 a6 = _mm512_set1_ps(0.56f), a7 = _mm512_set1_ps(0.57f), a8 = _mm512_set1_ps(0.58f);
    __m512 a9 = _mm512_set1_ps(0.59f), a10 = _mm512_set1_ps(0.60f), a11 = _mm512_set1_ps(0.61f);
    for (std::uint64_t i = 0; i < iterations; ++i) {
        a0 = _mm512_fmadd_ps(a0, m, c);
        a1 = _mm512_fmadd_ps(a1, m, c);
        a2 = _mm512_fmadd_ps(a2, m, c);
        a3 = _mm512_fmadd_ps(a3, m, c);
        a4 = _mm512_fmadd_ps(a4, m, c);
        a5 = _mm512_fmadd_ps(a5, m, c);
        a6 = _mm512_fmadd_ps(a6, m, c);
        a7 = _mm512_fmadd_ps(a7, m, c);
        a8 = _mm512_fmadd_ps(a8, m, c);
        a9 = _mm512_fmadd_ps(a9, m, c);
        a10 = _mm512_fmadd_ps(a10, m, c);
        a11 = _mm512_fmadd_ps(a11, m, c);
    }
    const __m512 s = _mm512_add_ps(_mm512_add_ps(_mm512_add_ps(a0, a1), _mm512_add_ps(a2, a3)),
        _mm512_add_ps(_mm512_add_ps(_mm512_add_ps(a4, a5), _mm512_add_ps(a6, a7)),
            _mm512_add_ps(_mm512_add_ps(a8, a9), _mm512_add_ps(a10, a11))));
    return _mm512_reduce_add_ps(s);
}

// The L1 cache's store bandwidth: 4 stores of 64 bytes per 256-byte block, the values changing
// every pass and a compiler barrier after each, so that no store can be left out.
float storeLoop(float *buffer, std::size_t bytes, std::uint64_t iterations)
{
    __m512 x = _mm512_set1_ps(1.0f);
    const __m512 step = _mm512_set1_ps(1.0f);
    for (std::uint64_t it = 0; it < iterations; ++it) {
        for (std::size_t i = 0; i < bytes / sizeof(float); i += 64) {
            _mm512_store_ps(buffer + i, x);
            _mm512_store_ps(buffer + i + 16, x);
            _mm512_store_ps(buffer + i + 32, x);
            _mm512_store_ps(buffer + i + 48, x);
        }
        x = _mm512_add_ps(x, step);
        asm volatile("" : : "r"(buffer) : "memory");
    }
    return buffer[0];
}

// The decoder step (d) has two widths here, chosen per processor (decoding.h's StepVectors): on
// Zen 4, which executes a 512-bit operation as two 256-bit halves, the 512-bit step measured
// 250–265 ns per token at d = 64 in float against 203–209 ns with 256-bit vectors
// (bench_decoding); a core that executes 512-bit stores and multiply-adds whole (Intel's) has
// twice the 256-bit step's bounds, so that step cannot pass half of them there. The decoders
// lay S's rows out for the width they take (narrowStepLanes or `lanes`).
template <typename Wide, typename Narrow> constexpr KernelSet<typename Wide::T> withNarrowStep()
{
    KernelSet<typename Wide::T> set = Kernels<Wide>::set();
    set.recurrentStep = &Kernels<Narrow>::recurrentStep;
    set.recurrentStepWide = &Kernels<Wide>::recurrentStep;
    // The delta rule's step likewise: 351 against 374 ns per token on Zen 4 at d = 64.
    set.deltaStep = &Kernels<Narrow>::deltaStep;
    set.deltaStepWide = &Kernels<Wide>::deltaStep;
    set.narrowStepLanes = Kernels<Narrow>::set().lanes;
    return set;
}

// Eight sums over two 256-byte blocks, so that the adds' latency never holds back the loads.
float readLoop(const float *buffer, std::size_t bytes, std::uint64_t iterations)
{
    __m512 sum[8];
    for (__m512 &s : sum)
        s = _mm512_setzero_ps();
    const std::size_t floats = bytes / sizeof(float);
    for (std::uint64_t it = 0; it < iterations; ++it) {
        std::size_t i = 0;
        for (; i + 128 <= floats; i += 128) {
            // unrolled, so that the sums stay in registers
            LINATTN_UNROLL
            for (int k = 0; k < 8; ++k)
                sum[k] = _mm512_add_ps(sum[k], _mm512_load_ps(buffer + i + 16 * k));
        }
        for (; i < floats; i += 16)
            sum[0] = _mm512_add_ps(sum[0], _mm512_load_ps(buffer + i));
        asm volatile("" : : "r"(buffer) : "memory");
    }
    __m512 total = _mm512_setzero_ps();
    for (const __m512 &s : sum)
        total = _mm512_add_ps(total, s);
    return _mm512_reduce_add_ps(total);
}

constexpr Table kAvx512Table {withNarrowStep<Avx512Float, Avx2Float>(),
    withNarrowStep<Avx512Double, Avx2Double>(), &fmaLoop, 12 * 16 * 2, &storeLoop, &readLoop,
    &Kernels<Avx512Float>::stateUpdateLoop};

} // namespace

const Table &avx512Table()
{
    return kAvx512Table;
}

} // namespace linattn::kernels::detail

#endif
