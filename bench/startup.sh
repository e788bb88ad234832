#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Launch to first rendered frame and peak memory, as whole processes: linattn
# (the full window: derivation, three charts, step table) against a bare Qt
# Quick window holding one ChartView, both offscreen, in alternating pairs.
# Prints the median of each figure and the median of the pair-by-pair ratios.
# Usage: bench/startup.sh BUILD_DIR [PAIRS]   (PAIRS defaults to 21)
set -euo pipefail
build=${1:?usage: bench/startup.sh BUILD_DIR [PAIRS]}
pairs=${2:-21}
export QT_QPA_PLATFORM=offscreen

memory_file=$(mktemp)
trap 'rm -f "$memory_file"' EXIT
measure() { # prints "seconds kilobytes" for one run: wall time to the microsecond, peak RSS
    local start=$EPOCHREALTIME
    /usr/bin/time -f "%M" -o "$memory_file" "$@" >/dev/null 2>&1
    local end=$EPOCHREALTIME
    echo "$(echo "$end - $start" | bc -l) $(tail -n 1 "$memory_file")"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

bare=("$build/bench/bench_bare_window")
app=("$build/app/linattn" --quit-after-first-frame --no-session)
# One of each first, not counted: the files are in the page cache after it.
measure "${bare[@]}" >/dev/null
measure "${app[@]}" >/dev/null
rows=()
for ((i = 0; i < pairs; i++)); do
    read -r bare_s bare_kb < <(measure "${bare[@]}")
    read -r app_s app_kb < <(measure "${app[@]}")
    rows+=("$bare_s $bare_kb $app_s $app_kb")
done
column() { printf '%s\n' "${rows[@]}" | awk "{ print $1 }" | median; }
printf 'bare  median launch-to-first-frame %.3f s, peak RSS %.1f MiB\n' \
    "$(column '$1')" "$(column '$2 / 1024')"
printf 'app   median launch-to-first-frame %.3f s, peak RSS %.1f MiB\n' \
    "$(column '$3')" "$(column '$4 / 1024')"
printf 'ratio median of %d pairs: time %.2f, memory %.2f\n' "$pairs" \
    "$(column '$3 / $1')" "$(column '$4 / $2')"
