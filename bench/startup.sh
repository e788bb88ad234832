#!/usr/bin/env bash
# Launch to first rendered frame and peak memory: linattn against a bare Qt
# Quick window holding one ChartView, both offscreen, alternating, N runs.
# Usage: bench/startup.sh BUILD_DIR [RUNS]
set -euo pipefail
build=${1:?usage: bench/startup.sh BUILD_DIR [RUNS]}
runs=${2:-20}
export QT_QPA_PLATFORM=offscreen

measure() { # prints "seconds kilobytes" for one run
    /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | grep -E '^[0-9.]+ [0-9]+$' | tail -n 1
}

declare -A time_sum memory_max
for name in bare app; do time_sum[$name]=0; memory_max[$name]=0; done
for ((i = 0; i < runs; i++)); do
    for name in bare app; do
        if [ "$name" = bare ]; then
            read -r seconds kilobytes < <(measure "$build/bench/bench_bare_window")
        else
            read -r seconds kilobytes < <(measure "$build/app/linattn" --quit-after-first-frame)
        fi
        time_sum[$name]=$(echo "${time_sum[$name]} + $seconds" | bc -l)
        [ "$kilobytes" -gt "${memory_max[$name]}" ] && memory_max[$name]=$kilobytes
    done
done
for name in bare app; do
    printf '%-5s mean launch-to-first-frame %.3f s, peak RSS %d MiB\n' "$name" \
        "$(echo "${time_sum[$name]} / $runs" | bc -l)" $((memory_max[$name] / 1024))
done
printf 'ratio  time %.2f, memory %.2f\n' \
    "$(echo "${time_sum[app]} / ${time_sum[bare]}" | bc -l)" \
    "$(echo "${memory_max[app]} / ${memory_max[bare]}" | bc -l)"
