#!/bin/sh
# SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs tst_atspi.py against the real window, read by an AT-SPI client, on a
# display and buses of its own: Xvfb, a D-Bus session bus and the
# accessibility bus are started here for this run only and stopped at the end,
# whatever happens.
#   run_atspi_test.sh LINATTN_EXECUTABLE TST_ATSPI_PY [--dump]
# Needs the Debian packages xvfb, dbus-x11, at-spi2-core and python3-pyatspi.
set -u

linattn=$1
script=$2
shift 2
python=/usr/bin/python3 # Debian's pyatspi is built for the system Python
launcher=/usr/libexec/at-spi-bus-launcher

for tool in Xvfb dbus-launch "$launcher" "$python"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "tst_atspi: $tool is missing (install xvfb dbus-x11 at-spi2-core python3-pyatspi)" >&2
        exit 1
    fi
done

scratch=$(mktemp -d)
xvfb_pid=
launcher_pid=
DBUS_SESSION_BUS_PID=
# Stops a process: TERM, then KILL if it is still there after two seconds.
stop() {
    [ -n "$1" ] || return 0
    kill "$1" 2>/dev/null || return 0
    n=0
    while kill -0 "$1" 2>/dev/null && [ $n -lt 20 ]; do
        sleep 0.1
        n=$((n + 1))
    done
    kill -9 "$1" 2>/dev/null
    return 0
}
cleanup() {
    stop "$launcher_pid"
    stop "$DBUS_SESSION_BUS_PID"
    stop "$xvfb_pid"
    rm -rf "$scratch"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

# A free display: Xvfb picks it and writes its number to fd 3.
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$scratch/display" 2>"$scratch/xvfb.log" &
xvfb_pid=$!
tries=0
while [ ! -s "$scratch/display" ]; do
    tries=$((tries + 1))
    if [ $tries -gt 100 ] || ! kill -0 "$xvfb_pid" 2>/dev/null; then
        echo "tst_atspi: Xvfb did not start:" >&2
        cat "$scratch/xvfb.log" >&2
        exit 1
    fi
    sleep 0.1
done
DISPLAY=:$(cat "$scratch/display")
export DISPLAY

# A session bus of this run only, and the accessibility bus on it.
eval "$(dbus-launch --sh-syntax)" || { echo "tst_atspi: dbus-launch failed" >&2; exit 1; }
export DBUS_SESSION_BUS_ADDRESS
"$launcher" --launch-immediately >"$scratch/launcher.log" 2>&1 &
launcher_pid=$!
# The program looks for the accessibility bus once, when it starts: wait
# until the bus answers (at most 10 s), or the window would never appear.
if ! "$python" - <<'PY'
import sys, time
from gi.repository import Gio, GLib
deadline = time.monotonic() + 10
while time.monotonic() < deadline:
    try:
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        reply = bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                              GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 2000, None)
        if reply.unpack()[0]:
            sys.exit(0)
    except GLib.Error:
        pass
    time.sleep(0.2)
sys.exit(1)
PY
then
    echo "tst_atspi: the accessibility bus did not start:" >&2
    cat "$scratch/launcher.log" >&2
    exit 1
fi

mkdir -p "$scratch/config"
XDG_CONFIG_HOME=$scratch/config QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 \
    LANGUAGE=en LC_ALL=C.UTF-8 NO_AT_BRIDGE=0 \
    timeout -k 5 50 "$python" "$script" "$linattn" "$@"
status=$?
[ $status -eq 124 ] && echo "tst_atspi: timed out" >&2
exit $status
