// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <memory>
#include <span>
#include <vector>

namespace linattn {

// A vector of doubles that keeps up to four entries inside itself, so the
// step records of 2-D data (φ(k), S, Z) cost no allocation; longer ones
// (random-feature maps) spill to the heap. A step table for 64 keys would
// otherwise spend most of its time in malloc.
class InlineVector {
public:
    static constexpr std::size_t kInlineCapacity = 4;

    InlineVector() = default;
    explicit InlineVector(std::size_t size, double value = 0.0) { assign(size, value); }
    InlineVector(std::initializer_list<double> values) { assign(values); }
    InlineVector(std::span<const double> values) { assign(values); }
    InlineVector(const std::vector<double> &values) { assign(std::span<const double>(values)); }
    InlineVector(const InlineVector &other) { assign(std::span<const double>(other)); }
    InlineVector(InlineVector &&other) noexcept { *this = std::move(other); }

    InlineVector &operator=(const InlineVector &other)
    {
        if (this != &other)
            assign(std::span<const double>(other));
        return *this;
    }
    InlineVector &operator=(InlineVector &&other) noexcept
    {
        if (this == &other)
            return *this;
        size_ = other.size_;
        heap_ = std::move(other.heap_);
        std::copy_n(other.inline_, kInlineCapacity, inline_);
        other.size_ = 0;
        return *this;
    }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    double *data() { return heap_ ? heap_.get() : inline_; }
    const double *data() const { return heap_ ? heap_.get() : inline_; }
    double &operator[](std::size_t i) { return data()[i]; }
    const double &operator[](std::size_t i) const { return data()[i]; }
    double *begin() { return data(); }
    double *end() { return data() + size_; }
    const double *begin() const { return data(); }
    const double *end() const { return data() + size_; }

    operator std::span<const double>() const { return {data(), size_}; }
    std::vector<double> toVector() const { return {begin(), end()}; }

    friend bool operator==(const InlineVector &a, const InlineVector &b)
    {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    void assign(std::size_t size, double value)
    {
        reserveExactly(size);
        std::fill_n(data(), size, value);
    }
    void assign(std::span<const double> values)
    {
        reserveExactly(values.size());
        std::copy(values.begin(), values.end(), data());
    }
    void reserveExactly(std::size_t size)
    {
        if (size > kInlineCapacity && (!heap_ || size > size_))
            heap_ = std::make_unique<double[]>(size);
        else if (size <= kInlineCapacity)
            heap_.reset();
        size_ = size;
    }

    std::size_t size_ = 0;
    double inline_[kInlineCapacity] = {};
    std::unique_ptr<double[]> heap_;
};

} // namespace linattn
