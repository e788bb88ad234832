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

// One decoding step, (d) or (e) (decoding.h). The dispatcher owns the state and the scratch.
template <typename T> struct StepArgs {
    const T *q = nullptr; // d numbers each
    const T *k = nullptr;
    const T *v = nullptr;
    T *out = nullptr; // d numbers
    std::size_t d = 0;
    FeatureMapKind map = FeatureMapKind::Elu1;
    T scale = 1; // softmax: 1/√d
    // (d) and the delta rule: S, d rows of dp = d rounded up to the lanes (zero padding), one
    // every rowStride numbers (rowStride ≥ dp, a multiple of the lanes); (d): Z, dp numbers.
    T *s = nullptr;
    std::size_t rowStride = 0;
    T *z = nullptr;
    // (e): the cache after this token is appended: keys in panels of panelKeys keys (d ×
    // panelKeys numbers each, one key per lane, unused lanes 0), values in rows of dp numbers.
    T *keys = nullptr;
    T *values = nullptr;
    std::size_t position = 0; // tokens before this one
    T *scratch = nullptr; // stepScratch(position + 1, d) numbers, 64-byte aligned
    // The delta rule's step (DeltaDecoder): its rate β and its gate γ, both in (0, 1], and the
    // scale c of its state, stateScale: S = c·S̃, with S̃ in `s` (the step updates both).
    T beta = 1;
    T decay = 1;
    T *stateScale = nullptr;
};

template <typename T> struct KernelSet {
    std::size_t (*reassociatedScratch)(std::size_t n, std::size_t d);
    std::size_t (*reassociated)(const Args<T> &args); // returns the unavailable count
    std::size_t (*quadraticScratch)(std::size_t n, std::size_t d); // (b) and (c)
    std::size_t (*quadratic)(const Args<T> &args);
    void (*softmax)(const Args<T> &args);
    std::size_t lanes; // numbers per vector: S and Z rows are padded to a multiple of it
    std::size_t panelKeys; // keys per panel of the softmax cache
    std::size_t (*stepScratch)(std::size_t tokens, std::size_t d);
    bool (*recurrentStep)(const StepArgs<T> &args); // returns whether the row is available
    // The same on the path's widest vectors, where recurrentStep takes narrower ones (AVX-512:
    // 512-bit against 256-bit; decoding.h's StepVectors); elsewhere recurrentStep again.
    bool (*recurrentStepWide)(const StepArgs<T> &args);
    void (*cachedSoftmaxStep)(const StepArgs<T> &args); // appends k and v, then attends
    bool (*deltaStep)(const StepArgs<T> &args); // returns whether the row is available
    bool (*deltaStepWide)(const StepArgs<T> &args); // on the widest vectors, as recurrentStepWide
    // The lanes of recurrentStep's and deltaStep's vectors, which set the row stride of S for
    // them (`lanes` for the wide steps): fewer than `lanes` where those steps are narrower.
    std::size_t narrowStepLanes;
};

struct Table {
    KernelSet<float> f32;
    KernelSet<double> f64;
    float (*fmaLoop)(std::uint64_t iterations); // returns a sink value
    std::uint64_t fmaFlopsPerIteration;
    // Stores the widest vector to `buffer` (bytes, a multiple of 64 · 8, 64-byte aligned) again
    // and again, `iterations` passes: the store bandwidth of the L1 cache. Returns a sink value.
    float (*storeLoop)(float *buffer, std::size_t bytes, std::uint64_t iterations);
    // Reads `buffer` (bytes as above) `iterations` times into several vector sums: the read
    // bandwidth of whichever cache holds that many bytes. Returns a sink value.
    float (*readLoop)(const float *buffer, std::size_t bytes, std::uint64_t iterations);
    // The update of S in a step of (d) alone, on the path's float step (Kernels::stateUpdateLoop).
    float (*stateUpdateLoop)(float *s, std::size_t d, std::size_t rowStride, std::uint64_t passes);
};

// The table of `path`; throws std::invalid_argument when this build or CPU cannot run it.
const Table &checkedTable(Path path);

const Table &genericTable();
#if defined(LINATTN_KERNELS_X86)
const Table &avx2Table();
#endif
#if defined(LINATTN_KERNELS_AVX512)
const Table &avx512Table();
#endif

} // namespace linattn::kernels::detail
