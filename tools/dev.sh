#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# One entry point for people and CI: installs what Debian 12 lacks, configures,
# builds, then runs the app or every test headless.
#   tools/dev.sh run [linattn options]   start the app
#   tools/dev.sh check [REGEX]           build the default preset incrementally, then run
#                                        the tests whose names match REGEX (all without one)
#   tools/dev.sh test                    check the format and the licences, run every
#                                        test, plain and under ASan+UBSan, the lab and
#                                        scaling runners under TSan, then fuzz the four
#                                        readers for 20 s each (clang)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

packages=(
    cmake ninja-build g++ pkg-config ccache lld
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-charts-dev qt6-svg-dev
    qml6-module-qtquick qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
    qml6-module-qtquick-controls qml6-module-qtquick-templates qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel qml6-module-qtcharts qml6-module-qttest
    xvfb xauth fonts-dejavu-core poppler-utils
    at-spi2-core python3-pyatspi dbus-x11 xdotool
    clang libclang-rt-14-dev llvm-14
    libbenchmark-dev
    qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
    desktop-file-utils appstream dpkg-dev
    clang-format reuse
    jupyter-nbconvert python3-nbclient python3-ipykernel python3-numpy
    texlive-latex-base texlive-latex-recommended
)

install_missing_packages() {
    local missing=()
    for package in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    echo "Installing Debian packages: ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Builds write the same generated sources in every clone of a commit, so that ccache serves them
# from an earlier clone's cache: rcc stores the last commit's time for every resource instead of
# each file's (SOURCE_DATE_EPOCH), and qmlcachegen, which orders its output by Qt's hashes, uses
# a fixed hash seed (QT_HASH_SEED). Both for the build only; the tests run as before.
build_preset() {
    local epoch=${SOURCE_DATE_EPOCH:-}
    [ -n "$epoch" ] || epoch=$(git log -1 --format=%ct 2>/dev/null) || epoch=0
    cmake --preset "$1" >/dev/null
    SOURCE_DATE_EPOCH=$epoch QT_HASH_SEED=0 cmake --build --preset "$1"
}

# Builds the libFuzzer targets with clang (preset "fuzz") and runs each for
# fuzz_seconds on a scratch copy of its seed corpus (tests/fuzz/corpus-NAME/,
# with tests/fuzz/NAME.dict where there is one). A crash, leak, UB report,
# timeout or out-of-memory in any of them fails the script; its input stays in
# build/fuzz/artifacts/TARGET/ and the whole log in build/fuzz/TARGET.log.
fuzz_seconds=20
fuzz_targets=(
    "fuzz_lesson_reader lesson-reader lesson"
    "fuzz_data_file data-file data-file"
    "fuzz_session_reader session-reader session"
    "fuzz_command_line command-line command-line"
)
run_one_fuzzer() {
    local target=$1 corpus_name=$2 dictionary_name=$3
    local fuzzer="$root/build/fuzz/tests/fuzz/$target"
    local seeds="$root/tests/fuzz/corpus-$corpus_name"
    local artifacts="$root/build/fuzz/artifacts/$target"
    local log="$root/build/fuzz/$target.log"
    local options=(-max_total_time="$fuzz_seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048
        -artifact_prefix="$artifacts/" -print_final_stats=1)
    [ -f "$root/tests/fuzz/$dictionary_name.dict" ] \
        && options+=(-dict="$root/tests/fuzz/$dictionary_name.dict")
    local corpus
    corpus=$(mktemp -d)
    cp "$seeds"/* "$corpus"/
    rm -rf "$artifacts"
    mkdir -p "$artifacts"
    local environment=(UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1)
    # Readable stacks in a finding (clang's runtime has no symbolizer of its own).
    [ -x /usr/lib/llvm-14/bin/llvm-symbolizer ] \
        && environment+=(ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-14/bin/llvm-symbolizer)
    local status=0
    env "${environment[@]}" "$fuzzer" "${options[@]}" "$corpus" "$seeds" >"$log" 2>&1 || status=$?
    rm -rf "$corpus"
    local runs
    runs=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
    local findings
    findings=$(find "$artifacts" -type f | wc -l)
    if [ "$status" -ne 0 ] || [ "$findings" -ne 0 ] || [ -z "$runs" ]; then
        tail -n 80 "$log" >&2
        echo "fuzz: $target: FINDING after ${runs:-?} runs (exit status $status); input(s) in $artifacts:" >&2
        find "$artifacts" -type f >&2
        return 1
    fi
    echo "fuzz: $target: $fuzz_seconds s, $runs runs, no finding (log: $log)"
}
run_fuzzers() {
    cmake --preset fuzz >/dev/null
    cmake --build --preset fuzz
    local failed=0 entry
    # Every target runs, so that one run reports every finding.
    for entry in "${fuzz_targets[@]}"; do
        # shellcheck disable=SC2086 # the entry is three words
        run_one_fuzzer $entry || failed=1
    done
    return "$failed"
}

command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
run)
    install_missing_packages
    build_preset default
    exec "$root/build/default/app/linattn" "$@"
    ;;
check)
    install_missing_packages
    build_preset default
    if [ $# -gt 0 ]; then
        ctest --preset default --tests-regex "$1"
    else
        ctest --preset default
    fi
    ;;
test)
    install_missing_packages
    tools/check-style.sh
    build_preset default
    ctest --preset default
    build_preset asan
    ctest --preset asan
    # Only what the worker threads need: the tsan build preset names the two tests.
    build_preset tsan
    ctest --preset tsan
    run_fuzzers
    # Reached only when everything passed (set -e): one plain closing line.
    # The fuzz targets, and the format and licence checks.
    total=$((${#fuzz_targets[@]} + 2))
    for preset in default asan tsan; do
        total=$((total + $(ctest --preset "$preset" -N | sed -n 's/^Total Tests: *//p')))
    done
    echo "summary: $total passed, 0 failed"
    ;;
*)
    echo "usage: tools/dev.sh run [linattn options] | tools/dev.sh check [REGEX] | tools/dev.sh test" >&2
    exit 2
    ;;
esac
