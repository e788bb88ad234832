#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes every text export of every built-in preset and sequence, under every feature map and a few
# settings, into OUTDIR, one file each. Run it before and after a change to the core and compare the
# two folders with `diff -r`: a change that should not touch the exports leaves them byte-identical.
#
#   tools/export-set.sh build/default/app/linattn /tmp/before
set -euo pipefail
linattn=${1:?usage: export-set.sh LINATTN OUTDIR}
out=${2:?usage: export-set.sh LINATTN OUTDIR}
mkdir -p "$out"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
maps=$("$linattn" --list-feature-maps | cut -f1)
formats="csv json markdown latex ipynb"
for preset in $("$linattn" --list-presets | cut -f1); do
    for map in $maps; do
        for format in $formats; do
            "$linattn" --no-session --preset "$preset" --feature-map "$map" --export "$format" \
                -o "$out/$preset.$map.$format" 2>"$out/$preset.$map.$format.err" || true
        done
        "$linattn" --no-session --preset "$preset" --feature-map "$map" --prefix 1 --export csv \
            -o "$out/$preset.$map.prefix1.csv" 2>/dev/null || true
        for chart in plane weights output; do
            "$linattn" --no-session --preset "$preset" --feature-map "$map" --export svg \
                --chart "$chart" -o "$out/$preset.$map.$chart.svg" 2>/dev/null || true
        done
    done
done
for sequence in $("$linattn" --list-sequences | cut -f1); do
    for map in $maps; do
        for settings in "--decay 1" "--decay 0.9 --chunk 3" "--decay 0.5 --chunk 1"; do
            tag=$(echo "$settings" | tr -d ' -')
            for format in $formats; do
                # shellcheck disable=SC2086 # the settings are two options each
                "$linattn" --no-session --sequence "$sequence" --feature-map "$map" $settings \
                    --export "$format" -o "$out/$sequence.$map.$tag.$format" \
                    2>"$out/$sequence.$map.$tag.$format.err" || true
            done
        done
        for chart in weights output; do
            "$linattn" --no-session --sequence "$sequence" --feature-map "$map" --export svg \
                --chart "$chart" -o "$out/$sequence.$map.$chart.svg" 2>/dev/null || true
        done
    done
done
find "$out" -name '*.err' -empty -delete
