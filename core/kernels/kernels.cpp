// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The kernels' public face: checks the arguments, picks the instruction-set path the CPU runs,
// allocates the scratch memory the vector units may not allocate themselves (kernels_isa.h), and
// holds what must stay plain C++: the two-pass textbook loop that the benchmark compares with,
// the float64 references of the tests, and the thread pool for independent heads.

#include "kernels.h"

#include "kernels_isa.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <exception>
#include <mutex>
#include <new>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>

#if defined(LINATTN_KERNELS_X86)
#include <cpuid.h>
#endif

namespace linattn::kernels {

namespace {

using detail::Table;

bool cpuRuns(Path path)
{
    switch (path) {
    case Path::Generic:
        return true;
    case Path::Avx2:
#if defined(LINATTN_KERNELS_X86)
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
        return false;
#endif
    case Path::Avx512:
#if defined(LINATTN_KERNELS_AVX512)
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("fma");
#else
        return false;
#endif
    }
    return false;
}

const Table &tableFor(Path path)
{
    if (!isSupported(path))
        throw std::invalid_argument(
            "linattn::kernels: path " + std::string(pathName(path)) + " is not supported here");
    switch (path) {
#if defined(LINATTN_KERNELS_X86)
    case Path::Avx2:
        return detail::avx2Table();
#endif
#if defined(LINATTN_KERNELS_AVX512)
    case Path::Avx512:
        return detail::avx512Table();
#endif
    default:
        return detail::genericTable();
    }
}

} // namespace

namespace detail {
const Table &checkedTable(Path path)
{
    return tableFor(path);
}
} // namespace detail

namespace {

template <typename T> const detail::KernelSet<T> &setFor(const Table &table)
{
    if constexpr (sizeof(T) == sizeof(float))
        return table.f32;
    else
        return table.f64;
}

// Scratch memory, 64-byte aligned.
template <typename T> struct Scratch {
    explicit Scratch(std::size_t count)
        : data(static_cast<T *>(
            ::operator new[](std::max<std::size_t>(count, 1) * sizeof(T), std::align_val_t {64})))
    {
    }
    ~Scratch() { ::operator delete[](data, std::align_val_t {64}); }
    Scratch(const Scratch &) = delete;
    Scratch &operator=(const Scratch &) = delete;
    T *data;
};

void require(bool condition, const char *what)
{
    if (!condition)
        throw std::invalid_argument(std::string("linattn::kernels: ") + what);
}

template <typename T> void checkInputs(const Inputs<T> &in, std::size_t heads = 1)
{
    require(in.d >= 1 && in.d <= kMaxDimension, "d must be between 1 and 256");
    require(
        in.n <= (std::size_t(1) << 40) / in.d / std::max<std::size_t>(heads, 1), "n is too large");
    const std::size_t size = heads * in.n * in.d;
    require(in.q.size() == size, "q must hold n·d numbers");
    require(in.k.size() == size, "k must hold n·d numbers");
    require(in.v.size() == size, "v must hold n·d numbers");
}

template <typename T>
void checkOutputs(const Inputs<T> &in, const Outputs<T> &out, std::size_t heads = 1)
{
    require(out.out.size() == heads * in.n * in.d, "out must hold n·d numbers");
    require(out.available.size() == heads * in.n, "available must hold n flags");
}

template <typename T> detail::Args<T> argsFor(const Inputs<T> &in, FeatureMapKind map)
{
    detail::Args<T> a;
    a.q = in.q.data();
    a.k = in.k.data();
    a.v = in.v.data();
    a.n = in.n;
    a.d = in.d;
    a.map = map;
    return a;
}

template <typename T>
std::size_t runReassociated(
    const Inputs<T> &in, const Outputs<T> &out, FeatureMapKind map, Path path)
{
    checkInputs(in);
    checkOutputs(in, out);
    const auto &set = setFor<T>(tableFor(path));
    if (in.n == 0)
        return 0;
    Scratch<T> scratch(set.reassociatedScratch(in.n, in.d));
    auto a = argsFor(in, map);
    a.out = out.out.data();
    a.available = out.available.data();
    a.scratch = scratch.data;
    return set.reassociated(a);
}

template <typename T>
std::size_t runQuadratic(const Inputs<T> &in, const Outputs<T> &out, FeatureMapKind map, Path path)
{
    checkInputs(in);
    checkOutputs(in, out);
    const auto &set = setFor<T>(tableFor(path));
    if (in.n == 0)
        return 0;
    Scratch<T> scratch(set.quadraticScratch(in.n, in.d));
    auto a = argsFor(in, map);
    a.out = out.out.data();
    a.available = out.available.data();
    a.scratch = scratch.data;
    return set.quadratic(a);
}

template <typename T> void runSoftmax(const Inputs<T> &in, std::span<T> out, Path path)
{
    checkInputs(in);
    require(out.size() == in.n * in.d, "out must hold n·d numbers");
    const auto &set = setFor<T>(tableFor(path));
    if (in.n == 0)
        return;
    Scratch<T> scratch(set.quadraticScratch(in.n, in.d));
    auto a = argsFor(in, FeatureMapKind::Elu1);
    a.out = out.data();
    a.scale = T(1) / std::sqrt(T(in.d));
    a.scratch = scratch.data;
    set.softmax(a);
}

template <typename T> T phiScalar(FeatureMapKind map, T x)
{
    if (map == FeatureMapKind::Relu)
        return x > 0 ? x : T(0);
    return x > 0 ? x + T(1) : std::exp(x);
}

// The textbook loop: per token, one pass over S for the update, a second for φ(q)ᵀS.
template <typename T>
std::size_t runTwoPass(const Inputs<T> &in, const Outputs<T> &out, FeatureMapKind map)
{
    checkInputs(in);
    checkOutputs(in, out);
    const std::size_t n = in.n;
    const std::size_t d = in.d;
    std::vector<T> S(d * d, T(0)), Z(d, T(0)), pq(d), pk(d), num(d);
    std::size_t unavailable = 0;
    for (std::size_t t = 0; t < n; ++t) {
        const T *q = in.q.data() + t * d;
        const T *k = in.k.data() + t * d;
        const T *v = in.v.data() + t * d;
        for (std::size_t j = 0; j < d; ++j) {
            pq[j] = phiScalar(map, q[j]);
            pk[j] = phiScalar(map, k[j]);
        }
        for (std::size_t i = 0; i < d; ++i) {
            Z[i] += pk[i];
            for (std::size_t j = 0; j < d; ++j)
                S[i * d + j] += pk[i] * v[j];
        }
        T den = 0;
        for (std::size_t j = 0; j < d; ++j) {
            num[j] = 0;
            den += pq[j] * Z[j];
        }
        for (std::size_t i = 0; i < d; ++i)
            for (std::size_t j = 0; j < d; ++j)
                num[j] += pq[i] * S[i * d + j];
        T *o = out.out.data() + t * d;
        const bool ok = den != T(0);
        for (std::size_t j = 0; j < d; ++j)
            o[j] = ok ? num[j] / den : T(0);
        out.available[t] = ok ? 1 : 0;
        unavailable += ok ? 0 : 1;
    }
    return unavailable;
}

template <typename T>
std::size_t runHeads(ThreadPool &pool, std::size_t heads, const Inputs<T> &in,
    const Outputs<T> &out, FeatureMapKind map, Path path)
{
    checkInputs(in, heads);
    checkOutputs(in, out, heads);
    tableFor(path); // throws for an unsupported path before any thread starts
    const std::size_t size = in.n * in.d;
    std::atomic<std::size_t> unavailable {0};
    pool.run(heads, [&](std::size_t h) {
        const Inputs<T> head {in.n, in.d, in.q.subspan(h * size, size),
            in.k.subspan(h * size, size), in.v.subspan(h * size, size)};
        const Outputs<T> result {
            out.out.subspan(h * size, size), out.available.subspan(h * in.n, in.n)};
        unavailable += runReassociated(head, result, map, path);
    });
    return unavailable;
}

} // namespace

std::string_view pathName(Path path)
{
    switch (path) {
    case Path::Generic:
        return "generic";
    case Path::Avx2:
        return "avx2";
    case Path::Avx512:
        return "avx512";
    }
    return "unknown";
}

std::optional<Path> parsePath(std::string_view name)
{
    for (Path path : {Path::Generic, Path::Avx2, Path::Avx512})
        if (pathName(path) == name)
            return path;
    return std::nullopt;
}

std::string_view featureMapName(FeatureMapKind map)
{
    return map == FeatureMapKind::Relu ? "relu" : "elu1";
}

std::optional<FeatureMapKind> parseFeatureMap(std::string_view name)
{
    for (FeatureMapKind map : {FeatureMapKind::Elu1, FeatureMapKind::Relu})
        if (featureMapName(map) == name)
            return map;
    return std::nullopt;
}

bool isSupported(Path path)
{
#if !defined(LINATTN_KERNELS_X86)
    if (path != Path::Generic)
        return false;
#endif
    static const bool avx2 = cpuRuns(Path::Avx2);
    static const bool avx512 = cpuRuns(Path::Avx512);
    switch (path) {
    case Path::Generic:
        return true;
    case Path::Avx2:
        return avx2;
    case Path::Avx512:
        return avx512;
    }
    return false;
}

std::vector<Path> supportedPaths()
{
    std::vector<Path> paths;
    for (Path path : {Path::Generic, Path::Avx2, Path::Avx512})
        if (isSupported(path))
            paths.push_back(path);
    return paths;
}

Path bestPath()
{
    return supportedPaths().back();
}

namespace {
// The vendor CPUID names ("AuthenticAMD", "GenuineIntel"): twelve characters in EBX, EDX and
// ECX of leaf 0; empty off x86-64.
std::string cpuVendor()
{
#if defined(LINATTN_KERNELS_X86)
    unsigned a = 0, b = 0, c = 0, d = 0;
    char vendor[13] = {};
    if (__get_cpuid(0, &a, &b, &c, &d)) {
        std::memcpy(vendor, &b, 4);
        std::memcpy(vendor + 4, &d, 4);
        std::memcpy(vendor + 8, &c, 4);
    }
    return vendor;
#else
    return {};
#endif
}
} // namespace

bool wideVectorsPreferred()
{
    static const bool intel = cpuVendor() == "GenuineIntel";
    return intel;
}

std::string processorDescription()
{
#if defined(LINATTN_KERNELS_X86)
    unsigned a = 0, b = 0, c = 0, d = 0;
    // Family and model with their extended parts, as the vendors' manuals combine them.
    unsigned family = 0, model = 0;
    if (__get_cpuid(1, &a, &b, &c, &d)) {
        family = (a >> 8) & 0xf;
        model = (a >> 4) & 0xf;
        if (family == 0xf)
            family += (a >> 20) & 0xff;
        if (family == 0x6 || family >= 0xf)
            model += ((a >> 16) & 0xf) << 4;
    }
    // The brand string: 48 characters in leaves 0x80000002 to 0x80000004.
    std::string name;
    if (__get_cpuid(0x80000000, &a, &b, &c, &d) && a >= 0x80000004) {
        char brand[49] = {};
        for (unsigned leaf = 0; leaf < 3; ++leaf) {
            __get_cpuid(0x80000002 + leaf, &a, &b, &c, &d);
            std::memcpy(brand + 16 * leaf, &a, 4);
            std::memcpy(brand + 16 * leaf + 4, &b, 4);
            std::memcpy(brand + 16 * leaf + 8, &c, 4);
            std::memcpy(brand + 16 * leaf + 12, &d, 4);
        }
        name = brand;
        name.erase(0, name.find_first_not_of(' '));
        name.erase(name.find_last_not_of(' ') + 1);
    }
    const std::string vendorName = cpuVendor();
    // The kinds the kernels' targets were set on (AMD's family 19h: Zen 3 and Zen 4 models).
    std::string kind;
    if (vendorName == "AuthenticAMD" && family == 0x19)
        kind = (model <= 0x0f || (model >= 0x20 && model <= 0x5f)) ? "AMD Zen 3" : "AMD Zen 4";
    else if (vendorName == "AuthenticAMD" && family == 0x1a)
        kind = "AMD Zen 5";
    else if (vendorName == "GenuineIntel")
        kind = "Intel";
    char numbers[64];
    std::snprintf(numbers, sizeof numbers, "family 0x%x model 0x%x", family, model);
    std::string text = (name.empty() ? std::string("unnamed processor") : name) + " ("
        + (vendorName.empty() ? std::string("unknown vendor") : vendorName) + " " + numbers
        + (kind.empty() ? std::string() : ": " + kind) + ")";
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        text += ", AVX2";
    if (__builtin_cpu_supports("avx512f"))
        text += ", AVX-512F";
    return text;
#else
    return "unknown processor";
#endif
}

std::size_t reassociated(
    const Inputs<float> &in, const Outputs<float> &out, FeatureMapKind map, Path path)
{
    return runReassociated(in, out, map, path);
}
std::size_t reassociated(
    const Inputs<double> &in, const Outputs<double> &out, FeatureMapKind map, Path path)
{
    return runReassociated(in, out, map, path);
}

std::size_t twoPassLoop(const Inputs<float> &in, const Outputs<float> &out, FeatureMapKind map)
{
    return runTwoPass(in, out, map);
}
std::size_t twoPassLoop(const Inputs<double> &in, const Outputs<double> &out, FeatureMapKind map)
{
    return runTwoPass(in, out, map);
}

std::size_t directQuadratic(
    const Inputs<float> &in, const Outputs<float> &out, FeatureMapKind map, Path path)
{
    return runQuadratic(in, out, map, path);
}
std::size_t directQuadratic(
    const Inputs<double> &in, const Outputs<double> &out, FeatureMapKind map, Path path)
{
    return runQuadratic(in, out, map, path);
}

void softmaxAttention(const Inputs<float> &in, std::span<float> out, Path path)
{
    runSoftmax(in, out, path);
}
void softmaxAttention(const Inputs<double> &in, std::span<double> out, Path path)
{
    runSoftmax(in, out, path);
}

std::size_t referenceLinear(
    const Inputs<double> &in, const Outputs<double> &out, FeatureMapKind map)
{
    checkInputs(in);
    checkOutputs(in, out);
    const std::size_t n = in.n;
    const std::size_t d = in.d;
    std::vector<double> phiQ(n * d), phiK(n * d), num(d);
    for (std::size_t i = 0; i < n * d; ++i) {
        phiQ[i] = phiScalar(map, in.q[i]);
        phiK[i] = phiScalar(map, in.k[i]);
    }
    std::size_t unavailable = 0;
    for (std::size_t t = 0; t < n; ++t) {
        double den = 0;
        std::fill(num.begin(), num.end(), 0.0);
        for (std::size_t i = 0; i <= t; ++i) {
            double weight = 0;
            for (std::size_t j = 0; j < d; ++j)
                weight += phiQ[t * d + j] * phiK[i * d + j];
            den += weight;
            for (std::size_t j = 0; j < d; ++j)
                num[j] += weight * in.v[i * d + j];
        }
        const bool ok = den != 0;
        for (std::size_t j = 0; j < d; ++j)
            out.out[t * d + j] = ok ? num[j] / den : 0.0;
        out.available[t] = ok ? 1 : 0;
        unavailable += ok ? 0 : 1;
    }
    return unavailable;
}

void referenceSoftmax(const Inputs<double> &in, std::span<double> out)
{
    checkInputs(in);
    require(out.size() == in.n * in.d, "out must hold n·d numbers");
    const std::size_t n = in.n;
    const std::size_t d = in.d;
    const double scale = 1.0 / std::sqrt(double(d));
    std::vector<double> scores(n);
    for (std::size_t t = 0; t < n; ++t) {
        double largest = -INFINITY;
        for (std::size_t i = 0; i <= t; ++i) {
            double s = 0;
            for (std::size_t j = 0; j < d; ++j)
                s += in.q[t * d + j] * in.k[i * d + j];
            scores[i] = s * scale;
            largest = std::max(largest, scores[i]);
        }
        double den = 0;
        for (std::size_t j = 0; j < d; ++j)
            out[t * d + j] = 0;
        for (std::size_t i = 0; i <= t; ++i) {
            const double e = std::exp(scores[i] - largest);
            den += e;
            for (std::size_t j = 0; j < d; ++j)
                out[t * d + j] += e * in.v[i * d + j];
        }
        for (std::size_t j = 0; j < d; ++j)
            out[t * d + j] /= den;
    }
}

// ----- thread pool ---------------------------------------------------------------------------

struct ThreadPool::State {
    std::mutex mutex;
    std::condition_variable wake;
    std::condition_variable done;
    std::vector<std::thread> workers;
    bool stopping = false;
    std::uint64_t generation = 0;
    const std::function<void(std::size_t)> *task = nullptr;
    std::size_t count = 0;
    std::atomic<std::size_t> next {0};
    std::size_t busy = 0; // workers still in the current generation
    std::exception_ptr error;

    // Takes indices until none is left; records the first exception.
    void work()
    {
        for (std::size_t i = next++; i < count; i = next++) {
            try {
                (*task)(i);
            } catch (...) {
                std::lock_guard lock(mutex);
                if (!error)
                    error = std::current_exception();
            }
        }
    }

    void workerLoop()
    {
        std::uint64_t seen = 0;
        for (;;) {
            {
                std::unique_lock lock(mutex);
                wake.wait(lock, [&] { return stopping || generation != seen; });
                if (stopping)
                    return;
                seen = generation;
            }
            work();
            std::lock_guard lock(mutex);
            if (--busy == 0)
                done.notify_one();
        }
    }
};

ThreadPool::ThreadPool(std::size_t threads)
    : state_(std::make_unique<State>())
{
    if (threads < 1)
        throw std::invalid_argument("linattn::kernels::ThreadPool: needs at least 1 thread");
    for (std::size_t i = 1; i < threads; ++i)
        state_->workers.emplace_back([s = state_.get()] { s->workerLoop(); });
}

ThreadPool::~ThreadPool()
{
    {
        std::lock_guard lock(state_->mutex);
        state_->stopping = true;
    }
    state_->wake.notify_all();
    for (auto &worker : state_->workers)
        worker.join();
}

std::size_t ThreadPool::size() const
{
    return state_->workers.size() + 1;
}

void ThreadPool::run(std::size_t count, const std::function<void(std::size_t)> &task)
{
    State &s = *state_;
    {
        std::lock_guard lock(s.mutex);
        s.task = &task;
        s.count = count;
        s.next = 0;
        s.error = nullptr;
        s.busy = s.workers.size();
        ++s.generation;
    }
    s.wake.notify_all();
    s.work();
    std::unique_lock lock(s.mutex);
    s.done.wait(lock, [&] { return s.busy == 0; });
    s.task = nullptr;
    if (s.error)
        std::rethrow_exception(std::exchange(s.error, nullptr));
}

std::size_t reassociatedHeads(ThreadPool &pool, std::size_t heads, const Inputs<float> &in,
    const Outputs<float> &out, FeatureMapKind map, Path path)
{
    return runHeads(pool, heads, in, out, map, path);
}
std::size_t reassociatedHeads(ThreadPool &pool, std::size_t heads, const Inputs<double> &in,
    const Outputs<double> &out, FeatureMapKind map, Path path)
{
    return runHeads(pool, heads, in, out, map, path);
}

std::uint64_t fmaPeakLoop(Path path, std::uint64_t iterations)
{
    const Table &table = tableFor(path);
    static std::atomic<float> sink {0};
    sink.store(table.fmaLoop(iterations), std::memory_order_relaxed);
    return iterations * table.fmaFlopsPerIteration;
}

} // namespace linattn::kernels
