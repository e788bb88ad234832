// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The generic path: the shared kernels (kernels_impl.h) over plain C++ "vectors" of a few lanes,
// built with the project's flags only, so it runs on any CPU and any architecture and is what
// every other path is checked against.

#include "kernels_impl.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

namespace linattn::kernels::detail {
namespace {

template <typename Scalar, std::size_t Lanes> struct GenericOps {
    using T = Scalar;
    struct V {
        T x[Lanes];
    };
    static constexpr std::size_t L = Lanes;
    static constexpr int kRows = 4;
    static constexpr int kCols = 2;

    template <typename F> static V map(V a, F f)
    {
        V r;
        for (std::size_t i = 0; i < L; ++i)
            r.x[i] = f(a.x[i]);
        return r;
    }
    template <typename F> static V zip(V a, V b, F f)
    {
        V r;
        for (std::size_t i = 0; i < L; ++i)
            r.x[i] = f(a.x[i], b.x[i]);
        return r;
    }

    static V zero() { return set1(T(0)); }
    static V set1(T value)
    {
        V r;
        for (std::size_t i = 0; i < L; ++i)
            r.x[i] = value;
        return r;
    }
    static V load(const T *p)
    {
        V r;
        for (std::size_t i = 0; i < L; ++i)
            r.x[i] = p[i];
        return r;
    }
    static void store(T *p, V a)
    {
        for (std::size_t i = 0; i < L; ++i)
            p[i] = a.x[i];
    }
    static V add(V a, V b)
    {
        return zip(a, b, [](T x, T y) { return x + y; });
    }
    static V sub(V a, V b)
    {
        return zip(a, b, [](T x, T y) { return x - y; });
    }
    static V mul(V a, V b)
    {
        return zip(a, b, [](T x, T y) { return x * y; });
    }
    static V fma(V a, V b, V c)
    {
        V r;
        for (std::size_t i = 0; i < L; ++i)
            r.x[i] = a.x[i] * b.x[i] + c.x[i];
        return r;
    }
    static V max(V a, V b)
    {
        return zip(a, b, [](T x, T y) { return x > y ? x : y; });
    }
    static T hsum(V a)
    {
        T s = 0;
        for (std::size_t i = 0; i < L; ++i)
            s += a.x[i];
        return s;
    }
    static T hmax(V a)
    {
        T m = a.x[0];
        for (std::size_t i = 1; i < L; ++i)
            m = a.x[i] > m ? a.x[i] : m;
        return m;
    }
    template <int K> static void expNonPositive(V (&a)[K])
    {
        for (int k = 0; k < K; ++k)
            a[k] = map(a[k], [](T x) { return std::exp(x); });
    }
    template <int K> static void elu1(V (&a)[K])
    {
        for (int k = 0; k < K; ++k)
            a[k] = map(a[k], [](T x) { return x > 0 ? x + T(1) : std::exp(x); });
    }
    static V relu(V a)
    {
        return map(a, [](T x) { return x > 0 ? x : T(0); });
    }
};

float fmaLoop(std::uint64_t iterations)
{
    constexpr int kChains = 12;
    float acc[kChains];
    for (int i = 0; i < kChains; ++i)
        acc[i] = 0.5f + 0.01f * float(i);
    const float m = 0.999999f;
    const float c = 1e-6f;
    for (std::uint64_t it = 0; it < iterations; ++it)
        for (int i = 0; i < kChains; ++i)
            acc[i] = acc[i] * m + c;
    float sum = 0;
    for (int i = 0; i < kChains; ++i)
        sum += acc[i];
    return sum;
}

// The store bandwidth of plain code: a float at a time, the values changing every pass and a
// compiler barrier after each, so that no store can be left out.
float storeLoop(float *buffer, std::size_t bytes, std::uint64_t iterations)
{
    float x = 1.0f;
    for (std::uint64_t it = 0; it < iterations; ++it) {
        for (std::size_t i = 0; i < bytes / sizeof(float); ++i)
            buffer[i] = x;
        x += 1.0f;
#if defined(__GNUC__)
        asm volatile("" : : "r"(buffer) : "memory");
#endif
    }
    return buffer[0];
}

float readLoop(const float *buffer, std::size_t bytes, std::uint64_t iterations)
{
    float sum[4] = {0, 0, 0, 0};
    for (std::uint64_t it = 0; it < iterations; ++it) {
        for (std::size_t i = 0; i < bytes / sizeof(float); i += 4)
            for (int k = 0; k < 4; ++k)
                sum[k] += buffer[i + std::size_t(k)];
#if defined(__GNUC__)
        asm volatile("" : : "r"(buffer) : "memory");
#endif
    }
    return sum[0] + sum[1] + sum[2] + sum[3];
}

constexpr Table kGenericTable {Kernels<GenericOps<float, 4>>::set(),
    Kernels<GenericOps<double, 2>>::set(), &fmaLoop, 12 * 2, &storeLoop, &readLoop,
    &Kernels<GenericOps<float, 4>>::stateUpdateLoop};

} // namespace

const Table &genericTable()
{
    return kGenericTable;
}

} // namespace linattn::kernels::detail
