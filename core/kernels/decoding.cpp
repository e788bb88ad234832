// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The decoders' public face: argument checks, the state and cache memory (which the vector units
// may not allocate, kernels_isa.h), and the uncached softmax step built on softmaxAttention().

#include "decoding.h"

#include "kernels_isa.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace linattn::kernels {

namespace {

void require(bool condition, const char *what)
{
    if (!condition)
        throw std::invalid_argument(std::string("linattn::kernels: ") + what);
}

void checkDimension(std::size_t d)
{
    require(d >= 1 && d <= kMaxDimension, "d must be between 1 and 256");
}

template <typename T> const detail::KernelSet<T> *setFor(Path path)
{
    const detail::Table &table = detail::checkedTable(path);
    if constexpr (sizeof(T) == sizeof(float))
        return &table.f32;
    else
        return &table.f64;
}

template <typename T>
void checkToken(std::size_t d, std::span<const T> q, std::span<const T> k, std::span<const T> v,
    std::span<T> out)
{
    require(q.size() == d && k.size() == d && v.size() == d, "q, k and v must hold d numbers");
    require(out.size() == d, "out must hold d numbers");
}

std::size_t roundUp(std::size_t x, std::size_t m)
{
    return (x + m - 1) / m * m;
}

// The distance between S's rows, in numbers: d rounded up to the step's lanes, and one cache line
// more where that is a multiple of 128 bytes. The step stores each row soon after loading the
// next ones; with rows 256 bytes apart (d = 64, float), the row 16 back lies 4 KiB below the one
// being loaded, and a processor that compares only an address's low 12 bits at first (Intel's
// "4K aliasing") holds the load back behind that store. With an odd number of cache lines per
// row, rows 4 KiB apart are 64 rows apart.
std::size_t stateRowStride(std::size_t d, std::size_t lanes, std::size_t bytesPerNumber)
{
    const std::size_t stride = roundUp(d, lanes);
    const std::size_t line = 64 / bytesPerNumber;
    return stride * bytesPerNumber % 128 == 0 ? stride + line : stride;
}

// Whether a step of (d) or of the delta rule takes the path's widest vectors (decoding.h).
bool takesWideStep(StepVectors vectors)
{
    return vectors == StepVectors::Wide
        || (vectors == StepVectors::Preferred && wideVectorsPreferred());
}

// The arguments every decoding step shares: one token and the state's rows.
template <typename T>
detail::StepArgs<T> tokenArgs(std::size_t d, FeatureMapKind map, std::span<const T> q,
    std::span<const T> k, std::span<const T> v, std::span<T> out, T *s, T *scratch,
    std::size_t position)
{
    checkToken(d, q, k, v, out);
    detail::StepArgs<T> a;
    a.q = q.data();
    a.k = k.data();
    a.v = v.data();
    a.out = out.data();
    a.d = d;
    a.map = map;
    a.s = s;
    a.position = position;
    a.scratch = scratch;
    return a;
}

} // namespace

// ----- (d) -------------------------------------------------------------------------------------

template <typename T>
RecurrentDecoder<T>::RecurrentDecoder(
    std::size_t d, FeatureMapKind map, Path path, StepVectors vectors)
    : d_((checkDimension(d), d))
    , padded_(0)
    , map_(map)
    , set_(setFor<T>(path))
{
    const bool wide = takesWideStep(vectors);
    step_ = wide ? set_->recurrentStepWide : set_->recurrentStep;
    // S's rows as the chosen step lays them out.
    const std::size_t lanes = wide ? set_->lanes : set_->narrowStepLanes;
    padded_ = roundUp(d_, lanes);
    rowStride_ = stateRowStride(d_, lanes, sizeof(T));
    s_.assign(d_ * rowStride_, T(0));
    z_.assign(padded_, T(0));
    scratch_.assign(set_->stepScratch(1, d_), T(0));
}

template <typename T>
bool RecurrentDecoder<T>::step(
    std::span<const T> q, std::span<const T> k, std::span<const T> v, std::span<T> out)
{
    detail::StepArgs<T> a
        = tokenArgs<T>(d_, map_, q, k, v, out, s_.data(), scratch_.data(), position_);
    a.rowStride = rowStride_;
    a.z = z_.data();
    ++position_;
    return step_(a);
}

template <typename T> void RecurrentDecoder<T>::reset()
{
    std::fill(s_.begin(), s_.end(), T(0));
    std::fill(z_.begin(), z_.end(), T(0));
    position_ = 0;
}

// ----- the delta rule --------------------------------------------------------------------------

template <typename T>
DeltaDecoder<T>::DeltaDecoder(
    std::size_t d, FeatureMapKind map, T beta, T decay, Path path, StepVectors vectors)
    : d_((checkDimension(d), d))
    , map_(map)
    , beta_(beta)
    , decay_(decay)
    , set_(setFor<T>(path))
{
    const bool wide = takesWideStep(vectors);
    step_ = wide ? set_->deltaStepWide : set_->deltaStep;
    require(beta > T(0) && beta <= T(1), "β must be in (0, 1]");
    require(decay > T(0) && decay <= T(1), "γ must be in (0, 1]");
    // S's rows as the chosen step lays them out, to read the state back (state()).
    rowStride_ = stateRowStride(d_, wide ? set_->lanes : set_->narrowStepLanes, sizeof(T));
    s_.assign(d_ * rowStride_, T(0));
    scratch_.assign(set_->stepScratch(1, d_), T(0));
}

template <typename T>
bool DeltaDecoder<T>::step(
    std::span<const T> q, std::span<const T> k, std::span<const T> v, std::span<T> out)
{
    detail::StepArgs<T> a
        = tokenArgs<T>(d_, map_, q, k, v, out, s_.data(), scratch_.data(), position_);
    a.rowStride = rowStride_;
    a.beta = beta_;
    a.decay = decay_;
    a.stateScale = &scale_;
    ++position_;
    return step_(a);
}

template <typename T> void DeltaDecoder<T>::reset()
{
    std::fill(s_.begin(), s_.end(), T(0));
    scale_ = T(1);
    position_ = 0;
}

template <typename T> std::vector<T> DeltaDecoder<T>::state() const
{
    std::vector<T> s;
    for (std::size_t row = 0; row < d_; ++row)
        for (std::size_t c = 0; c < d_; ++c)
            s.push_back(scale_ * s_[row * rowStride_ + c]);
    return s;
}

// ----- (e) -------------------------------------------------------------------------------------

template <typename T>
CachedSoftmaxDecoder<T>::CachedSoftmaxDecoder(std::size_t d, Path path, std::size_t expectedTokens)
    : d_((checkDimension(d), d))
    , padded_(0)
    , panelKeys_(0)
    , set_(setFor<T>(path))
{
    padded_ = roundUp(d_, set_->lanes);
    panelKeys_ = set_->panelKeys;
    require(expectedTokens <= (std::size_t(1) << 40) / d_, "expectedTokens is too large");
    reserveTokens(std::max<std::size_t>(expectedTokens, 1));
}

// Room for `tokens` tokens, in whole panels. Values and keys keep their places when the vectors
// grow (a key's place depends only on its position), and new room is zero, as unused lanes must be.
template <typename T> void CachedSoftmaxDecoder<T>::reserveTokens(std::size_t tokens)
{
    const std::size_t capacity = roundUp(tokens, panelKeys_);
    keys_.resize(capacity * d_, T(0));
    values_.resize(capacity * padded_, T(0));
    scratch_.resize(set_->stepScratch(capacity, d_), T(0));
    capacity_ = capacity;
}

template <typename T>
void CachedSoftmaxDecoder<T>::step(
    std::span<const T> q, std::span<const T> k, std::span<const T> v, std::span<T> out)
{
    checkToken(d_, q, k, v, out);
    require(position_ < (std::size_t(1) << 40) / d_, "the cache is full");
    if (position_ + 1 > capacity_)
        reserveTokens(std::max(2 * capacity_, position_ + 1));
    detail::StepArgs<T> a;
    a.q = q.data();
    a.k = k.data();
    a.v = v.data();
    a.out = out.data();
    a.d = d_;
    a.scale = T(1) / std::sqrt(T(d_));
    a.keys = keys_.data();
    a.values = values_.data();
    a.position = position_;
    a.scratch = scratch_.data();
    set_->cachedSoftmaxStep(a);
    ++position_;
}

template <typename T> void CachedSoftmaxDecoder<T>::reset()
{
    std::fill(keys_.begin(), keys_.end(), T(0));
    std::fill(values_.begin(), values_.end(), T(0));
    position_ = 0;
}

template class RecurrentDecoder<float>;
template class RecurrentDecoder<double>;
template class CachedSoftmaxDecoder<float>;
template class CachedSoftmaxDecoder<double>;
template class DeltaDecoder<float>;
template class DeltaDecoder<double>;

// ----- (f) -------------------------------------------------------------------------------------

namespace {
template <typename T> void runUncachedStep(const Inputs<T> &prefix, std::span<T> out, Path path)
{
    require(prefix.n >= 1, "the prefix must hold the new token");
    require(out.size() == prefix.d, "out must hold d numbers");
    CacheLineVector<T> rows(prefix.n * prefix.d);
    softmaxAttention(prefix, std::span<T>(rows), path);
    std::copy_n(rows.end() - std::ptrdiff_t(prefix.d), prefix.d, out.begin());
}
} // namespace

void uncachedSoftmaxStep(const Inputs<float> &prefix, std::span<float> out, Path path)
{
    runUncachedStep(prefix, out, path);
}
void uncachedSoftmaxStep(const Inputs<double> &prefix, std::span<double> out, Path path)
{
    runUncachedStep(prefix, out, path);
}

std::uint64_t storeBandwidthLoop(Path path, std::size_t bytes, std::uint64_t iterations)
{
    const detail::Table &table = detail::checkedTable(path);
    const std::size_t rounded = std::max<std::size_t>(bytes / 256 * 256, 256);
    CacheLineVector<float> buffer(rounded / sizeof(float));
    static std::atomic<float> sink {0};
    sink.store(table.storeLoop(buffer.data(), rounded, iterations), std::memory_order_relaxed);
    return std::uint64_t(rounded) * iterations;
}

std::uint64_t readBandwidthLoop(Path path, std::span<const float> buffer, std::uint64_t iterations)
{
    const detail::Table &table = detail::checkedTable(path);
    require(reinterpret_cast<std::uintptr_t>(buffer.data()) % 64 == 0,
        "the buffer must start on a 64-byte boundary");
    const std::size_t bytes = buffer.size() * sizeof(float) / 256 * 256;
    if (bytes == 0)
        return 0;
    static std::atomic<float> sink {0};
    sink.store(table.readLoop(buffer.data(), bytes, iterations), std::memory_order_relaxed);
    return std::uint64_t(bytes) * iterations;
}

std::uint64_t stateUpdateLoop(
    Path path, std::span<float> state, std::size_t d, std::size_t rowStride, std::uint64_t passes)
{
    const detail::Table &table = detail::checkedTable(path);
    checkDimension(d);
    require(
        rowStride % 16 == 0 && rowStride >= d, "rowStride must be a multiple of 16, at least d");
    require(state.size() >= d * rowStride, "the state must hold d rows of rowStride floats");
    require(reinterpret_cast<std::uintptr_t>(state.data()) % 64 == 0,
        "the state must start on a 64-byte boundary");
    static std::atomic<float> sink {0};
    sink.store(
        table.stateUpdateLoop(state.data(), d, rowStride, passes), std::memory_order_relaxed);
    const std::size_t lanes = table.f32.lanes;
    return std::uint64_t(d * roundUp(d, lanes) * sizeof(float)) * passes;
}

} // namespace linattn::kernels
