// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// std::vector with its numbers on a cache-line (64-byte) boundary. The vector kernels read rows
// of q, k and v with 32- and 64-byte loads; from a vector that malloc placed 16 bytes past a line
// (as it does for large blocks), half of them straddle two lines, which costs the reassociated
// kernel about 1 % at d = 64. The Scaling lab and the benchmark allocate their inputs with it.

#include <cstddef>
#include <new>
#include <vector>

namespace linattn::kernels {

template <typename T> struct CacheLineAllocator {
    using value_type = T;
    static constexpr std::align_val_t kAlignment {64};

    CacheLineAllocator() = default;
    template <typename U> CacheLineAllocator(const CacheLineAllocator<U> &) noexcept { }

    T *allocate(std::size_t count)
    {
        return static_cast<T *>(::operator new(count * sizeof(T), kAlignment));
    }
    void deallocate(T *p, std::size_t) noexcept { ::operator delete(p, kAlignment); }

    template <typename U> bool operator==(const CacheLineAllocator<U> &) const noexcept
    {
        return true;
    }
};

template <typename T> using CacheLineVector = std::vector<T, CacheLineAllocator<T>>;

} // namespace linattn::kernels
