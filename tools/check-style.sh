#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Two checks of the tree that need no build, run first by `tools/dev.sh test`:
#   - every C++ file is as the root .clang-format writes it (fix: clang-format -i FILE);
#   - every file says its licence and copyright (REUSE; `reuse lint` says which do not).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

mapfile -t sources < <(git ls-files '*.cpp' '*.h')
if ! clang-format --dry-run --Werror "${sources[@]}" 2>/tmp/check-style-format.$$; then
    head -n 40 /tmp/check-style-format.$$ >&2
    echo "format: these files differ from .clang-format's layout; run: clang-format -i" \
        "$(grep -o '^[^:]*\.\(cpp\|h\)' /tmp/check-style-format.$$ | sort -u | tr '\n' ' ')" >&2
    rm -f /tmp/check-style-format.$$
    exit 1
fi
rm -f /tmp/check-style-format.$$
echo "format: ${#sources[@]} C++ files as .clang-format writes them"

if ! reuse lint >/tmp/check-style-reuse.$$ 2>&1; then
    cat /tmp/check-style-reuse.$$ >&2
    rm -f /tmp/check-style-reuse.$$
    exit 1
fi
tail -n 1 /tmp/check-style-reuse.$$ | sed 's/^/reuse: /'
rm -f /tmp/check-style-reuse.$$
