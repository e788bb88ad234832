#!/usr/bin/env bash
# One entry point for people and CI: installs what Debian 12 lacks, configures,
# builds, then runs the app or every test headless.
#   tools/dev.sh run [linattn options]   start the app
#   tools/dev.sh test                    run every test, plain and under ASan+UBSan
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-charts-dev
    qml6-module-qtquick qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
    qml6-module-qtquick-controls qml6-module-qtquick-templates qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtcharts qml6-module-qttest
    xvfb xauth fonts-dejavu-core
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

build_preset() {
    cmake --preset "$1" >/dev/null
    cmake --build --preset "$1"
}

command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
run)
    install_missing_packages
    build_preset default
    exec "$root/build/default/app/linattn" "$@"
    ;;
test)
    install_missing_packages
    build_preset default
    ctest --preset default
    build_preset asan
    ctest --preset asan
    ;;
*)
    echo "usage: tools/dev.sh run [linattn options] | tools/dev.sh test" >&2
    exit 2
    ;;
esac
