// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <span>

namespace linattn {

// A pivot below this fraction of the first one counts as zero. Rounding leaves about 1e-16 of the
// largest entry in a block whose exact rank is lower (a linear-attention block of rank m), a few
// hundred times that after elimination in blocks of up to 32 × 32; the genuine pivots of the
// sequences the app works with (softmax's e^(q·k) in blocks of up to 8 × 8) stay far above it.
inline constexpr double kRankTolerance = 1e-10;

// The numerical rank of a rows × columns matrix (row-major): Householder QR with column pivoting
// (Businger–Golub: at each step the remaining column of largest norm), counting the pivots |Rₖₖ|
// above kRankTolerance · |R₁₁|, on the matrix divided by its largest magnitude (so that entries
// near 1e-300 or 1e300 work too). 0 for an empty or all-zero matrix. The matrix must be finite.
std::size_t numericalRank(std::span<const double> matrix, std::size_t rows, std::size_t columns);

} // namespace linattn
