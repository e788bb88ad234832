#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# The `packaging` test (registered in packaging/CMakeLists.txt). On a built tree, and
# without building anything:
#   1. desktop-file-validate on the desktop file, appstreamcli validate on the metainfo
#      (errors and warnings fail; infos and pedantic hints are printed only);
#   2. cmake --install into a scratch DESTDIR: the expected files, and no static library,
#      header, test or QML file;
#   3. cpack -G DEB into a scratch directory: name, version, section, the Depends from
#      dpkg-shlibdeps and the QML modules (each `import` under qml/ must map to a package
#      in Depends), the files;
#   4. the packaged program, extracted with dpkg-deb -x: --version, --export csv and an
#      offscreen --screenshot, run from outside the build tree.
set -euo pipefail

source_dir= build_dir= cmake=cmake cpack=cpack app_id= version= qml_dir= depends= executable=
while [ $# -gt 0 ]; do
    case "$1" in
    --source-dir) source_dir=$2 ;;
    --build-dir) build_dir=$2 ;;
    --cmake) cmake=$2 ;;
    --cpack) cpack=$2 ;;
    --app-id) app_id=$2 ;;
    --version) version=$2 ;;
    --qml-dir) qml_dir=$2 ;;
    --depends) depends=$2 ;;
    --executable) executable=$2 ;;
    *) echo "check_package.sh: unknown argument $1" >&2; exit 2 ;;
    esac
    shift 2
done

fail() {
    echo "packaging: FAIL: $*" >&2
    exit 1
}
note() { echo "packaging: $*"; }

[ -n "$source_dir" ] && [ -n "$build_dir" ] && [ -n "$app_id" ] && [ -n "$version" ] \
    || fail "missing arguments (see packaging/CMakeLists.txt)"
[ -x "$executable" ] || fail "$executable is not built: build the tree before ctest"

# Tools tools/dev.sh installs: desktop-file-utils, appstream, dpkg-dev.
for tool in desktop-file-validate:desktop-file-utils appstreamcli:appstream \
    dpkg-shlibdeps:dpkg-dev dpkg-deb:dpkg; do
    command -v "${tool%%:*}" >/dev/null \
        || fail "${tool%%:*} not found: apt-get install ${tool#*:} (tools/dev.sh does)"
done

work=$(mktemp -d "${TMPDIR:-/tmp}/linattn-packaging.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Nothing from the build environment may help the packaged program find its QML.
unset QML_IMPORT_PATH QML2_IMPORT_PATH QT_PLUGIN_PATH QT_QPA_PLATFORM_PLUGIN_PATH

desktop=$source_dir/packaging/$app_id.desktop
metainfo=$source_dir/packaging/$app_id.metainfo.xml
icon=$source_dir/packaging/$app_id.svg

# ---- 1. Desktop file and AppStream metainfo ------------------------------------------------
note "desktop-file-validate $app_id.desktop"
desktop-file-validate "$desktop" || fail "desktop-file-validate: $desktop"
grep -qx "Icon=$app_id" "$desktop" || fail "$desktop: Icon= is not $app_id"
grep -qx "Exec=linattn" "$desktop" || fail "$desktop: Exec= is not linattn"

note "appstreamcli validate --no-net $app_id.metainfo.xml"
appstreamcli validate --no-net --pedantic "$metainfo" || fail "appstreamcli validate: $metainfo"
grep -q "<id>$app_id</id>" "$metainfo" || fail "$metainfo: <id> is not $app_id"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" \
    || fail "$metainfo: <launchable> is not $app_id.desktop"
grep -q "<release version=\"$version\"" "$metainfo" \
    || fail "$metainfo: no <release version=\"$version\"> (the project's version): add one"
grep -q "<svg" "$icon" || fail "$icon is not an SVG"

# ---- 2. cmake --install --------------------------------------------------------------------
expected_files=(
    usr/bin/linattn
    "usr/share/applications/$app_id.desktop"
    "usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    "usr/share/metainfo/$app_id.metainfo.xml"
    usr/share/man/man1/linattn.1.gz
    usr/share/doc/linattn/copyright
)
check_tree() { # check_tree ROOT WHAT
    local root=$1 what=$2 file
    for file in "${expected_files[@]}"; do
        [ -f "$root/$file" ] || fail "$what: /$file missing"
    done
    [ -x "$root/usr/bin/linattn" ] || fail "$what: /usr/bin/linattn is not executable"
    local unwanted
    unwanted=$(cd "$root" && find . -type f \( -name '*.a' -o -name '*.h' -o -name '*.qml' \
        -o -name 'qmldir' -o -name '*.cmake' -o -name 'tst_*' -o -name 'bench_*' \
        -o -path './usr/include/*' -o -path './usr/lib/*' \) | sort)
    [ -z "$unwanted" ] || fail "$what installs what belongs to the build tree:"$'\n'"$unwanted"
    local others
    others=$(cd "$root" && find usr/bin -mindepth 1 ! -name linattn)
    [ -z "$others" ] || fail "$what: more than linattn in /usr/bin: $others"
    if readelf -d "$root/usr/bin/linattn" | grep -qE 'RPATH|RUNPATH'; then
        fail "$what: /usr/bin/linattn has an RPATH/RUNPATH"
    fi
}

note "cmake --install (DESTDIR, prefix /usr)"
DESTDIR="$work/destdir" "$cmake" --install "$build_dir" --prefix /usr >"$work/install.log" 2>&1 \
    || { cat "$work/install.log" >&2; fail "cmake --install"; }
check_tree "$work/destdir" "cmake --install"

# ---- 3. cpack -G DEB -----------------------------------------------------------------------
note "cpack -G DEB"
(cd "$work" && "$cpack" -G DEB --config "$build_dir/CPackConfig.cmake" -B "$work/package") \
    >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log" >&2; fail "cpack -G DEB"; }
debs=("$work/package"/linattn_"$version"-*.deb)
[ -f "${debs[0]}" ] || { cat "$work/cpack.log" >&2; fail "cpack made no linattn_$version-*.deb"; }
deb=${debs[0]}
note "$(basename "$deb"): $(stat -c %s "$deb") bytes"

field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = linattn ] || fail "Package: $(field Package), not linattn"
[[ "$(field Version)" == "$version"-* ]] || fail "Version: $(field Version), not $version-*"
[ "$(field Section)" = education ] || fail "Section: $(field Section), not education"
[ -n "$(field Maintainer)" ] || fail "no Maintainer"
package_depends=$(field Depends)
note "Depends: $package_depends"

depends_on() { # depends_on PACKAGE: PACKAGE is named in Depends (with or without a version)
    tr ',|' '\n\n' <<<"$package_depends" | sed 's/(.*)//; s/[[:space:]]//g' | grep -qx "$1"
}
# From dpkg-shlibdeps: the libraries the binary links.
for package in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6qml6 libqt6quick6; do
    depends_on "$package" || fail "Depends lacks $package (from dpkg-shlibdeps)"
done
# Configured in packaging/CMakeLists.txt.
IFS=',' read -r -a configured <<<"$depends"
for package in "${configured[@]}"; do
    package=${package//[[:space:]]/}
    package=${package%%(*}
    depends_on "$package" || fail "Depends lacks $package"
done
# Every module the files under qml/ import, except the project's own, comes from a package in Depends.
modules=$(find "$source_dir/qml" -name '*.qml' -exec \
    sed -n 's/^[[:space:]]*import[[:space:]]\+\([A-Za-z][A-Za-z0-9_.]*\).*/\1/p' {} + \
    | grep -v '^LinearAttention' | sort -u)
for module in $modules; do
    qmldir_file="$qml_dir/${module//.//}/qmldir"
    owner=$(dpkg-query -S "$qmldir_file" 2>/dev/null | head -n 1 | cut -d: -f1) \
        || fail "import $module: no Debian package holds $qmldir_file"
    depends_on "$owner" \
        || fail "qml/ imports $module, from $owner, which Depends lacks: add it in packaging/CMakeLists.txt"
done
note "QML imports covered: $(echo $modules)"

dpkg-deb -c "$deb" >"$work/contents.txt"
for file in "${expected_files[@]}"; do
    grep -q " \./$file\$" "$work/contents.txt" || fail "the .deb lacks /$file"
done

# ---- 4. The packaged program ---------------------------------------------------------------
dpkg-deb -x "$deb" "$work/root"
check_tree "$work/root" "the .deb"
program=$work/root/usr/bin/linattn
cd "$work"

actual_version=$("$program" --version) || fail "packaged linattn --version failed"
[ "$actual_version" = "linattn $version" ] \
    || fail "packaged linattn --version: '$actual_version', not 'linattn $version'"
note "linattn --version: $actual_version"

"$program" --export csv >"$work/steps.csv" || fail "packaged linattn --export csv failed"
header=$(head -n 1 "$work/steps.csv")
[[ "$header" == t,key_0,* ]] || fail "packaged linattn --export csv: header '$header'"
note "linattn --export csv: $(wc -l <"$work/steps.csv") lines"

# The window from the packaged binary alone: its QML comes from its own resources.
QT_QPA_PLATFORM=offscreen "$program" --screenshot "$work/shot.png" --size 800x500 \
    2>"$work/screenshot.err" || { cat "$work/screenshot.err" >&2; fail "packaged linattn --screenshot"; }
[ "$(head -c 8 "$work/shot.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] \
    || fail "packaged linattn --screenshot wrote no PNG"
if grep -qE 'qrc:|is not installed|module .* not found|Cannot load' "$work/screenshot.err"; then
    cat "$work/screenshot.err" >&2
    fail "packaged linattn --screenshot: QML errors"
fi
note "linattn --screenshot: $(stat -c %s "$work/shot.png") bytes of PNG"
note "passed"
