// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "numerical_rank.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace linattn {

std::size_t numericalRank(std::span<const double> matrix, std::size_t rows, std::size_t columns)
{
    // Column-major working copy (the elimination works on whole columns), divided by the largest
    // magnitude: the rank stays, and squared norms neither underflow (entries near 1e-300) nor
    // overflow.
    double largest = 0;
    for (const double x : matrix.first(rows * columns))
        largest = std::max(largest, std::fabs(x));
    if (largest == 0.0)
        return 0;
    std::vector<double> a(rows * columns);
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < columns; ++c)
            a[c * rows + r] = matrix[r * columns + c] / largest;
    auto column = [&a, rows](std::size_t c) { return a.data() + c * rows; };
    // The norm of column c below row `from`, recomputed rather than downdated: the blocks are
    // small, and downdating loses the digits the rank decision needs.
    auto tailNorm = [&column, rows](std::size_t c, std::size_t from) {
        double sum = 0;
        for (std::size_t r = from; r < rows; ++r)
            sum += column(c)[r] * column(c)[r];
        return std::sqrt(sum);
    };

    const std::size_t steps = std::min(rows, columns);
    double firstPivot = 0;
    std::size_t rank = 0;
    for (std::size_t k = 0; k < steps; ++k) {
        std::size_t pivot = k;
        double pivotNorm = tailNorm(k, k);
        for (std::size_t c = k + 1; c < columns; ++c)
            if (const double norm = tailNorm(c, k); norm > pivotNorm) {
                pivot = c;
                pivotNorm = norm;
            }
        if (k == 0)
            firstPivot = pivotNorm;
        if (pivotNorm == 0.0 || pivotNorm <= kRankTolerance * firstPivot)
            break;
        ++rank;
        if (pivot != k)
            std::swap_ranges(column(k), column(k) + rows, column(pivot));

        // The Householder reflection that maps column k's tail onto ±‖tail‖·e₁.
        double *x = column(k);
        const double alpha = x[k] > 0 ? -pivotNorm : pivotNorm;
        std::vector<double> v(x + k, x + rows);
        v[0] -= alpha;
        double vNormSquared = 0;
        for (const double entry : v)
            vNormSquared += entry * entry;
        if (vNormSquared == 0.0)
            continue;
        for (std::size_t c = k + 1; c < columns; ++c) {
            double *y = column(c);
            double projection = 0;
            for (std::size_t r = k; r < rows; ++r)
                projection += v[r - k] * y[r];
            const double scale = 2.0 * projection / vNormSquared;
            for (std::size_t r = k; r < rows; ++r)
                y[r] -= scale * v[r - k];
        }
    }
    return rank;
}

} // namespace linattn
