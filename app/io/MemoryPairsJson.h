// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "associative_memory.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <variant>

namespace linattn {

// A memory's pairs as a file: {"keys": [[…], …], "values": [[…], …]} with an optional "title",
// read by `linattn --memory --data` and the memory lab's Open pairs, written by its Save pairs.
constexpr std::size_t kMaxMemoryPairs = 4096;
constexpr std::size_t kMaxMemoryDimension = 64;
// Keys, values and τ within these keep every dot product, norm and score finite in double
// (64 coordinates of 1e100 square to 6.4e201; a score kᵢ·kⱼ / τ stays below 1e302).
constexpr double kMaxMemoryNumber = 1e100;

// The pairs, or the place of the first problem and what it is ("values[2]: expected an array of
// numbers").
std::variant<MemoryPairs, QString> readMemoryPairs(const QByteArray &json);
// The same from a file; the message does not name the file (the caller does).
std::variant<MemoryPairs, QString> readMemoryPairsFile(const QString &path);
// The pairs as readMemoryPairs() reads them, numbers in their shortest round-trip form.
QByteArray memoryPairsJson(const MemoryPairs &pairs);

} // namespace linattn
