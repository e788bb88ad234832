// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "nearest_name.h"

#include <algorithm>

namespace linattn {

std::size_t editDistance(std::string_view a, std::string_view b)
{
    // Three rows of the dynamic programme suffice: a swap looks two rows back.
    std::vector<std::size_t> twoBack(b.size() + 1), previous(b.size() + 1), current(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        previous[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution = a[i - 1] == b[j - 1] ? 0 : 1;
            current[j]
                = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                current[j] = std::min(current[j], twoBack[j - 2] + 1);
        }
        std::swap(twoBack, previous);
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::optional<std::string> nearestName(
    std::string_view name, const std::vector<std::string_view> &known)
{
    if (name.empty())
        return std::nullopt;
    const std::size_t limit = std::min<std::size_t>(name.size() <= 4 ? 1 : 2, name.size() - 1);
    std::optional<std::string> best;
    std::size_t bestDistance = limit + 1;
    for (std::string_view candidate : known) {
        const std::size_t distance = editDistance(name, candidate);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = std::string(candidate);
        }
    }
    return best;
}

std::string unknownKeyMessage(std::string_view name, const std::vector<std::string_view> &known)
{
    if (const auto nearest = nearestName(name, known))
        return "unknown key; did you mean " + *nearest + "?";
    std::string list;
    for (std::string_view each : known)
        list += (list.empty() ? "" : ", ") + std::string(each);
    return "unknown key (known: " + list + ")";
}

} // namespace linattn
