// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The boundary between the dispatcher (kernels.cpp, built with the project's flags) and the
// per-instruction-set translation units (kernels_generic.cpp, kernels_avx2.cpp,
// kernels_avx512.cpp). Only plain pointers and sizes cross it: the vector units must not
// instantiate any inline standard-library code, whose COMDAT copy the linker could pick for the
// rest of the program and so run AVX instructions on a CPU without them.

#include "kernels.h"

#include <cstddef>
#include <cstdint>

namespace linattn::kernels::detail {

// One call. The dispatcher has validated the sizes and allocated `scratch` (64-byte aligned,
// scratchSize(n, d) elements).
template <typename T> struct Args {
    const T *q = nullptr;
    const T *k = nullptr;
    const T *v = nullptr;
    T *out = nullptr;
    std::uint8_t *available = nullptr; // unused by softmax
    std::size_t n = 0;
    std::size_t d = 0;
    FeatureMapKind map = FeatureMapKind::Elu1;
    T scale = 1; // softmax: 1/√d
    T *scratch = nullptr;
};

template <typename T> struct KernelSet {
    std::size_t (*reassociatedScratch)(std::size_t n, std::size_t d);
    std::size_t (*reassociated)(const Args<T> &args); // returns the unavailable count
    std::size_t (*quadraticScratch)(std::size_t n, std::size_t d); // (b) and (c)
    std::size_t (*quadratic)(const Args<T> &args);
    void (*softmax)(const Args<T> &args);
};

struct Table {
    KernelSet<float> f32;
    KernelSet<double> f64;
    float (*fmaLoop)(std::uint64_t iterations); // returns a sink value
    std::uint64_t fmaFlopsPerIteration;
};

const Table &genericTable();
#if defined(LINATTN_KERNELS_X86)
const Table &avx2Table();
#endif
#if defined(LINATTN_KERNELS_AVX512)
const Table &avx512Table();
#endif

} // namespace linattn::kernels::detail
