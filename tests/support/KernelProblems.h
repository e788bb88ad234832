// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Problems for the kernels' tests (tst_kernels, tst_decoding): random q, k, v with float64
// copies for the references, the tolerances the kernels are held to (see tst_kernels.cpp), and
// a comparison that says where a result is wrong.

#include "kernels/kernels.h"

#include <QString>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

namespace linattn::test {

using kernels::FeatureMapKind;
using kernels::Inputs;

template <typename T> struct Problem {
    std::size_t n = 0;
    std::size_t d = 0;
    std::vector<T> q, k, v;
    std::vector<double> qd, kd, vd; // the same numbers, for the references

    Inputs<T> inputs() const { return {n, d, q, k, v}; }
    Inputs<double> referenceInputs() const { return {n, d, qd, kd, vd}; }
};

// q, k uniform in [−qkRange, qkRange], v in [−1, 1]; the seed depends on the shape.
template <typename T> Problem<T> randomProblem(std::size_t n, std::size_t d, double qkRange = 1.5)
{
    Problem<T> p;
    p.n = n;
    p.d = d;
    std::mt19937 rng(static_cast<unsigned>(1000 * n + d));
    std::uniform_real_distribution<double> qk(-qkRange, qkRange);
    std::uniform_real_distribution<double> value(-1.0, 1.0);
    for (std::size_t i = 0; i < n * d; ++i) {
        p.q.push_back(T(qk(rng)));
        p.k.push_back(T(qk(rng)));
        p.v.push_back(T(value(rng)));
    }
    p.qd.assign(p.q.begin(), p.q.end());
    p.kd.assign(p.k.begin(), p.k.end());
    p.vd.assign(p.v.begin(), p.v.end());
    return p;
}

template <typename T> double unitRoundoff()
{
    return std::numeric_limits<T>::epsilon() / 2;
}

template <typename T> double maxAbs(const std::vector<T> &x)
{
    double m = 0;
    for (T value : x)
        m = std::max(m, std::abs(double(value)));
    return m;
}

template <typename T> double linearTolerance(const Problem<T> &p)
{
    return 8.0 * double(p.n + p.d + 16) * unitRoundoff<T>() * std::max(maxAbs(p.v), 1e-300);
}

template <typename T> double softmaxTolerance(const Problem<T> &p)
{
    double bound = 0;
    for (std::size_t t = 0; t < p.n; ++t)
        for (std::size_t i = 0; i <= t; ++i) {
            double s = 0;
            for (std::size_t j = 0; j < p.d; ++j)
                s += std::abs(p.qd[t * p.d + j] * p.kd[i * p.d + j]);
            bound = std::max(bound, s / std::sqrt(double(p.d)));
        }
    return linearTolerance(p) + 2.0 * double(p.d) * unitRoundoff<T>() * bound * maxAbs(p.v);
}

// Empty when `got` matches `want` within `tolerance`: finite everywhere, the same available rows
// (when given), zeros in unavailable rows; otherwise what is wrong, and where.
template <typename T>
QString differences(const std::vector<T> &got, const std::vector<double> &want, std::size_t d,
    double tolerance, const std::vector<std::uint8_t> *gotAvailable = nullptr,
    const std::vector<std::uint8_t> *wantAvailable = nullptr)
{
    if (got.size() != want.size())
        return QStringLiteral("size %1, expected %2").arg(got.size()).arg(want.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        const std::size_t t = i / d;
        const std::size_t j = i % d;
        const double g = double(got[i]);
        if (!std::isfinite(g))
            return QStringLiteral("row %1, column %2: %3 is not finite").arg(t).arg(j).arg(g);
        if (gotAvailable && wantAvailable && (*gotAvailable)[t] != (*wantAvailable)[t])
            return QStringLiteral("row %1: available %2, expected %3")
                .arg(t)
                .arg((*gotAvailable)[t])
                .arg((*wantAvailable)[t]);
        if (gotAvailable && !(*gotAvailable)[t] && g != 0)
            return QStringLiteral("row %1 is unavailable but holds %2").arg(t).arg(g);
        const double error = std::abs(g - want[i]);
        if (!(error <= tolerance))
            return QStringLiteral("row %1, column %2: %3, expected %4 (error %5 > tolerance %6)")
                .arg(t)
                .arg(j)
                .arg(g, 0, 'g', 17)
                .arg(want[i], 0, 'g', 17)
                .arg(error, 0, 'g', 3)
                .arg(tolerance, 0, 'g', 3);
    }
    return {};
}

inline std::size_t countUnavailable(const std::vector<std::uint8_t> &available)
{
    return std::size_t(std::count(available.begin(), available.end(), std::uint8_t(0)));
}

inline FeatureMapKind mapFrom(const QString &name)
{
    return name == QLatin1String("relu") ? FeatureMapKind::Relu : FeatureMapKind::Elu1;
}

// ELU+1's inputs below ln(FLT_MIN) among ordinary ones (the vector paths skip the exponential's
// range check and do a row again with it when one was out of range): the columns and rows of a
// _data() function — d, the input x, and whether x fills a whole query — …
inline void addOutOfRangeRows()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<float>("x");
    QTest::addColumn<bool>("wholeRow");
    const float inf = std::numeric_limits<float>::infinity();
    const float justInRange = std::nextafter(-87.33654f, 0.0f);
    for (int d : {8, 64}) {
        for (float x : {-100.0f, -200.0f, -87.4f, -inf, justInRange})
            QTest::addRow("d=%d x=%g in one place", d, double(x)) << d << x << false;
        for (float x : {-200.0f, -inf})
            QTest::addRow("d=%d x=%g in a whole query", d, double(x)) << d << x << true;
    }
}

// … and the problem it makes: n random tokens with x in key `keyRow` (coordinate 5), in the
// first coordinate of the last query, and in the last coordinate (or every one) of query
// `row`; with the float64 reference's rows and flags. e⁻²⁰⁰ is 1.4·10⁻⁸⁷ in double but 0 in
// float, so a query made only of it is Unavailable in float: the reference says so too.
struct OutOfRangeCase {
    Problem<float> problem;
    std::vector<double> want;
    std::vector<std::uint8_t> wantAvailable;
};
inline OutOfRangeCase outOfRangeCase(
    std::size_t n, std::size_t d, float x, bool wholeRow, std::size_t keyRow, std::size_t row)
{
    OutOfRangeCase c {
        randomProblem<float>(n, d), std::vector<double>(n * d), std::vector<std::uint8_t>(n)};
    Problem<float> &p = c.problem;
    p.k[keyRow * d + 5] = x;
    p.q[(n - 1) * d] = x;
    for (std::size_t j = wholeRow ? 0 : d - 1; j < d; ++j)
        p.q[row * d + j] = x;
    p.qd.assign(p.q.begin(), p.q.end());
    p.kd.assign(p.k.begin(), p.k.end());
    kernels::referenceLinear(p.referenceInputs(), {c.want, c.wantAvailable}, FeatureMapKind::Elu1);
    if (wholeRow) {
        c.wantAvailable[row] = 0;
        std::fill_n(c.want.begin() + std::ptrdiff_t(row * d), d, 0.0);
    }
    return c;
}

} // namespace linattn::test
