// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "precision_drift.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace linattn {

namespace {

// A double-double number hi + lo, |lo| ≤ ulp(hi)/2: sums of N doubles stay exact to about
// 2⁻¹⁰⁶ relative to the sum of their magnitudes.
struct DoubleDouble {
    double hi = 0;
    double lo = 0;

    // Knuth's TwoSum: s + e = a + b exactly.
    static void twoSum(double a, double b, double &s, double &e)
    {
        s = a + b;
        const double bb = s - a;
        e = (a - (s - bb)) + (b - bb);
    }
    void add(double x)
    {
        double s, e;
        twoSum(hi, x, s, e);
        e += lo;
        twoSum(s, e, hi, lo);
    }
    // Adds a·b exactly (fma gives the product's rounding error).
    void addProduct(double a, double b)
    {
        const double p = a * b;
        const double error = std::fma(a, b, -p);
        add(p);
        add(error);
    }
    double value() const { return hi + lo; }
    // |x − (hi + lo)|, without first rounding hi + lo.
    double distanceTo(double x) const { return std::fabs((x - hi) - lo); }
};

double gamma(std::size_t k, double u)
{
    const double ku = static_cast<double>(k) * u;
    return ku / (1 - ku);
}

// The reference's own rounding, added to every bound.
constexpr double kReferenceSlack = 0x1.0p-50;

struct Accumulators {
    std::vector<float> S32, Z32;
    std::vector<double> S64, Z64;
    std::vector<DoubleDouble> S, Z;
    std::vector<double> A, B; // Σ|φv|, Σ|φ|
};

PrecisionDriftPoint measure(std::size_t keys, SumPrecision precision,
    const std::vector<double> &phiQuery, const Accumulators &acc)
{
    const std::size_t F = phiQuery.size();
    const bool single = precision == SumPrecision::Float32;
    const double u = single ? 0x1.0p-24 : 0x1.0p-53;
    PrecisionDriftPoint point;
    point.keys = keys;

    double sError = 0, sSize = 0, zError = 0, zSize = 0, aMax = 0, bMax = 0;
    for (std::size_t j = 0; j < F; ++j) {
        const double s = single ? double(acc.S32[j]) : acc.S64[j];
        const double z = single ? double(acc.Z32[j]) : acc.Z64[j];
        sError = std::max(sError, acc.S[j].distanceTo(s));
        zError = std::max(zError, acc.Z[j].distanceTo(z));
        sSize = std::max(sSize, std::fabs(acc.S[j].value()));
        zSize = std::max(zSize, std::fabs(acc.Z[j].value()));
        aMax = std::max(aMax, acc.A[j]);
        bMax = std::max(bMax, acc.B[j]);
    }
    // The Σ|…| are summed in double: inflate them by far more than their own rounding.
    constexpr double kSafety = 1 + 1e-9;
    point.sDrift = sSize > 0 ? sError / sSize : 0.0;
    point.zDrift = zSize > 0 ? zError / zSize : 0.0;
    point.sBound
        = (sSize > 0 ? gamma(keys + 2, u) * aMax * kSafety / sSize : 0.0) + kReferenceSlack;
    point.zBound
        = (zSize > 0 ? gamma(keys + 1, u) * bMax * kSafety / zSize : 0.0) + kReferenceSlack;

    // The exact output, in double-double up to the final division.
    DoubleDouble numerator, denominator;
    double aSum = 0, bSum = 0;
    for (std::size_t j = 0; j < F; ++j) {
        numerator.addProduct(phiQuery[j], acc.S[j].hi);
        numerator.addProduct(phiQuery[j], acc.S[j].lo);
        denominator.addProduct(phiQuery[j], acc.Z[j].hi);
        denominator.addProduct(phiQuery[j], acc.Z[j].lo);
        aSum += std::fabs(phiQuery[j]) * acc.A[j];
        bSum += std::fabs(phiQuery[j]) * acc.B[j];
    }
    const double n = numerator.value();
    const double d = denominator.value();
    if (d != 0.0 && std::isfinite(n / d))
        point.output = n / d;

    // The output in the chosen precision, as a step table would compute it.
    std::optional<double> computed;
    if (single) {
        float nf = 0, df = 0;
        for (std::size_t j = 0; j < F; ++j) {
            const float q = static_cast<float>(phiQuery[j]);
            nf += q * acc.S32[j];
            df += q * acc.Z32[j];
        }
        if (df != 0.0f && std::isfinite(nf / df))
            computed = double(nf / df);
    } else {
        double nd = 0, dd = 0;
        for (std::size_t j = 0; j < F; ++j) {
            nd += phiQuery[j] * acc.S64[j];
            dd += phiQuery[j] * acc.Z64[j];
        }
        if (dd != 0.0 && std::isfinite(nd / dd))
            computed = nd / dd;
    }

    if (point.output && *point.output != 0.0) {
        const double o = std::fabs(*point.output);
        if (computed)
            point.outputDrift = std::fabs(*computed - *point.output) / o;
        const double a = gamma(keys + F + 3, u) * aSum * kSafety;
        const double b = gamma(keys + F + 2, u) * bSum * kSafety;
        const double ad = std::fabs(d);
        if (b < ad) {
            const double e = (a * ad + std::fabs(n) * b) / (ad * (ad - b));
            point.outputBound = (e + u * (o + e)) / o * kSafety + kReferenceSlack;
        }
    }
    return point;
}

} // namespace

DriftSequence::DriftSequence(std::uint64_t seed)
    : normal_(seed)
{
    query_[0] = normal_();
    query_[1] = normal_();
}

void DriftSequence::next(std::array<double, 2> &key, double &value)
{
    key[0] = normal_();
    key[1] = normal_();
    value = 1.0 + 0.5 * normal_();
}

std::vector<std::size_t> defaultDriftCheckpoints(std::size_t keyCount)
{
    std::vector<std::size_t> checkpoints;
    for (std::size_t decade = 1; decade < keyCount; decade *= 10)
        for (std::size_t step : {1, 2, 5})
            if (decade * step < keyCount)
                checkpoints.push_back(decade * step);
    if (keyCount > 0)
        checkpoints.push_back(keyCount);
    return checkpoints;
}

std::optional<DataError> validatePrecisionDriftOptions(const PrecisionDriftOptions &options)
{
    if (options.keyCount < 1 || options.keyCount > kMaxDriftKeys)
        return DataError {"N",
            std::to_string(options.keyCount) + " is outside 1…" + std::to_string(kMaxDriftKeys)};
    std::size_t previous = 0;
    for (std::size_t n : options.checkpoints) {
        if (n <= previous || n > options.keyCount)
            return DataError {"checkpoints",
                "expected increasing numbers from 1 to " + std::to_string(options.keyCount)
                    + ", got " + std::to_string(n) + " after " + std::to_string(previous)};
        previous = n;
    }
    return std::nullopt;
}

std::vector<PrecisionDriftPoint> computePrecisionDrift(
    const FeatureMap &map, const PrecisionDriftOptions &options, std::stop_token stop)
{
    if (auto error = validatePrecisionDriftOptions(options))
        throw std::invalid_argument(error->toString());
    const std::vector<std::size_t> checkpoints = options.checkpoints.empty()
        ? defaultDriftCheckpoints(options.keyCount)
        : options.checkpoints;

    DriftSequence sequence(options.seed);
    const std::size_t F = map.featureCount(2);
    std::vector<double> phiQuery(F), phiKey(F);
    map.applyInto(sequence.query(), phiQuery);

    Accumulators acc;
    const bool single = options.precision == SumPrecision::Float32;
    if (single) {
        acc.S32.assign(F, 0.0f);
        acc.Z32.assign(F, 0.0f);
    } else {
        acc.S64.assign(F, 0.0);
        acc.Z64.assign(F, 0.0);
    }
    acc.S.assign(F, {});
    acc.Z.assign(F, {});
    acc.A.assign(F, 0.0);
    acc.B.assign(F, 0.0);

    std::vector<PrecisionDriftPoint> points;
    points.reserve(checkpoints.size());
    std::size_t next = 0;
    std::array<double, 2> key {};
    double value = 0;
    for (std::size_t n = 1; n <= options.keyCount && next < checkpoints.size(); ++n) {
        if (n % 4096 == 0 && stop.stop_requested())
            return {};
        sequence.next(key, value);
        map.applyInto(key, phiKey);
        if (single) {
            const float v = static_cast<float>(value);
            for (std::size_t j = 0; j < F; ++j) {
                const float phi = static_cast<float>(phiKey[j]);
                acc.S32[j] += phi * v;
                acc.Z32[j] += phi;
            }
        } else {
            for (std::size_t j = 0; j < F; ++j) {
                acc.S64[j] += phiKey[j] * value;
                acc.Z64[j] += phiKey[j];
            }
        }
        for (std::size_t j = 0; j < F; ++j) {
            acc.S[j].addProduct(phiKey[j], value);
            acc.Z[j].add(phiKey[j]);
            acc.A[j] += std::fabs(phiKey[j] * value);
            acc.B[j] += std::fabs(phiKey[j]);
        }
        if (n == checkpoints[next]) {
            points.push_back(measure(n, options.precision, phiQuery, acc));
            ++next;
        }
    }
    return points;
}

float elu1Float32AsEluPlusOne(float x)
{
    const float elu = x > 0 ? x : std::expm1(x);
    return elu + 1.0f;
}

float elu1Float32AsExp(float x)
{
    return x > 0 ? x + 1.0f : std::exp(x);
}

float elu1Float32VanishingPoint()
{
    // elu(x) + 1 grows with x: bisect between a float where it is 0 and one where it is not,
    // halving the interval until its ends are adjacent floats.
    float zero = -100.0f; // 0 here
    float positive = -1.0f; // > 0 here
    for (;;) {
        const float middle = 0.5f * (zero + positive);
        if (middle == positive || middle == zero)
            return zero; // adjacent floats
        (elu1Float32AsEluPlusOne(middle) == 0.0f ? zero : positive) = middle;
    }
}

} // namespace linattn
