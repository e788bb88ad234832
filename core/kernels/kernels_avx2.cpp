// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The AVX2 + FMA path: the shared kernels (kernels_impl.h) over 256-bit vectors (ops_avx2.h). Only
// this file is compiled with -mavx2 -mfma (see CMakeLists.txt), and kernels.cpp calls it only when
// the CPU reports both, so the shipped build stays portable. Also holds the FMA peak loop that the
// benchmark compares the kernels with.

#if defined(__x86_64__) && defined(__AVX2__) && defined(__FMA__)

#include "ops_avx2.h"

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace linattn::kernels::detail {
namespace {

// 12 independent chains of _mm256_fmadd_ps: more than latency (4–5 cycles) × 2 FMA units, so the
// loop runs at the FMA units' throughput. Converges to 1, no subnormals.
float fmaLoop(std::uint64_t iterations)
{
    const __m256 m = _mm256_set1_ps(0.999999f);
    const __m256 c = _mm256_set1_ps(1e-6f);
    __m256 a0 = _mm256_set1_ps(0.50f), a1 = _mm256_set1_ps(0.51f), a2 = _mm256_set1_ps(0.52f);
    __m256 a3 = _mm256_set1_ps(0.53f), a4 = _mm256_set1_ps(0.54f), a5 = _mm256_set1_ps(0.55f);
    __m256 a6 = _mm256_set1_ps(0.56f), a7 = _mm256_set1_ps(0.57f), a8 = _mm256_set1_ps(0.58f);
    __m256 a9 = _mm256_set1_ps(0.59f), a10 = _mm256_set1_ps(0.60f), a11 = _mm256_set1_ps(0.61f);
    for (std::uint64_t i = 0; i < iterations; ++i) {
        a0 = _mm256_fmadd_ps(a0, m, c);
        a1 = _mm256_fmadd_ps(a1, m, c);
        a2 = _mm256_fmadd_ps(a2, m, c);
        a3 = _mm256_fmadd_ps(a3, m, c);
        a4 = _mm256_fmadd_ps(a4, m, c);
        a5 = _mm256_fmadd_ps(a5, m, c);
        a6 = _mm256_fmadd_ps(a6, m, c);
        a7 = _mm256_fmadd_ps(a7, m, c);
        a8 = _mm256_fmadd_ps(a8, m, c);
        a9 = _mm256_fmadd_ps(a9, m, c);
        a10 = _mm256_fmadd_ps(a10, m, c);
        a11 = _mm256_fmadd_ps(a11, m, c);
    }
    const __m256 s = _mm256_add_ps(_mm256_add_ps(_mm256_add_ps(a0, a1), _mm256_add_ps(a2, a3)),
        _mm256_add_ps(_mm256_add_ps(_mm256_add_ps(a4, a5), _mm256_add_ps(a6, a7)),
            _mm256_add_ps(_mm256_add_ps(a8, a9), _mm256_add_ps(a10, a11))));
    return Avx2Float::hsum(s);
}

// The L1 cache's store bandwidth: 8 stores of 32 bytes per 256-byte block, the values changing
// every pass and a compiler barrier after each, so that no store can be left out.
float storeLoop(float *buffer, std::size_t bytes, std::uint64_t iterations)
{
    __m256 x = _mm256_set1_ps(1.0f);
    const __m256 step = _mm256_set1_ps(1.0f);
    for (std::uint64_t it = 0; it < iterations; ++it) {
        for (std::size_t i = 0; i < bytes / sizeof(float); i += 64) {
            _mm256_store_ps(buffer + i, x);
            _mm256_store_ps(buffer + i + 8, x);
            _mm256_store_ps(buffer + i + 16, x);
            _mm256_store_ps(buffer + i + 24, x);
            _mm256_store_ps(buffer + i + 32, x);
            _mm256_store_ps(buffer + i + 40, x);
            _mm256_store_ps(buffer + i + 48, x);
            _mm256_store_ps(buffer + i + 56, x);
        }
        x = _mm256_add_ps(x, step);
        asm volatile("" : : "r"(buffer) : "memory");
    }
    return buffer[0];
}

// Eight sums, so that the adds' latency never holds back the loads.
float readLoop(const float *buffer, std::size_t bytes, std::uint64_t iterations)
{
    __m256 sum[8];
    for (__m256 &s : sum)
        s = _mm256_setzero_ps();
    for (std::uint64_t it = 0; it < iterations; ++it) {
        for (std::size_t i = 0; i < bytes / sizeof(float); i += 64) {
            // unrolled, so that the sums stay in registers
            LINATTN_UNROLL
            for (int k = 0; k < 8; ++k)
                sum[k] = _mm256_add_ps(sum[k], _mm256_load_ps(buffer + i + 8 * k));
        }
        asm volatile("" : : "r"(buffer) : "memory");
    }
    __m256 total = _mm256_setzero_ps();
    for (const __m256 &s : sum)
        total = _mm256_add_ps(total, s);
    return _mm256_cvtss_f32(total);
}

constexpr Table kAvx2Table {Kernels<Avx2Float>::set(), Kernels<Avx2Double>::set(), &fmaLoop,
    12 * 8 * 2, &storeLoop, &readLoop, &Kernels<Avx2Float>::stateUpdateLoop};

} // namespace

const Table &avx2Table()
{
    return kAvx2Table;
}

} // namespace linattn::kernels::detail

#endif
