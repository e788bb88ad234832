# SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A lesson taken with the keyboard alone, heard as a screen reader hears it.

Starts linattn (argument 1) at the reassociation lesson's step 5, sends keys with xdotool and
listens on AT-SPI to the focus and to what the live regions say: the denominator answered
wrongly twice, then right; Next to the choice of step 9, answered; the step list opened and
moved through; the Export and View menus opened; Esc, confirmed. Fails on
focus on a hidden or unnamed node, on a check or a step change that is not announced, and on a
table without the table interface. Run by run_atspi_test.sh (the display and the buses).
"""

import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

LINATTN = sys.argv[1]
APPEAR_SECONDS = 15
INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_ENTRY, pyatspi.ROLE_TEXT, pyatspi.ROLE_PAGE_TAB,
    pyatspi.ROLE_TABLE, pyatspi.ROLE_LIST, pyatspi.ROLE_MENU_ITEM,
}

failures = []
shown = []  # (role, name) of each pop-up (a list or a menu) as it showed
focus = []  # (role, role name, name, showing, parent's name) of each node that took the focus
said = []  # what a live region said, in order


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def on_event(event):
    try:
        source = event.source
        role = source.getRole()
        name = source.name or ""
        states = source.getState()
        if event.type.startswith("object:state-changed:focused"):
            if event.detail1 == 1:
                parent = source.parent
                focus.append((role, source.getRoleName(), name, states.contains(pyatspi.STATE_SHOWING),
                              parent.name if parent is not None else ""))
        elif event.type.startswith("object:state-changed:showing"):
            if event.detail1 == 1 and role in (pyatspi.ROLE_DIALOG, pyatspi.ROLE_POPUP_MENU):
                shown.append((source.getRoleName(), name))
        elif role == pyatspi.ROLE_ALERT and name:
            # Read as a screen reader does, when the event arrives (Qt's event carries no text).
            # The invisible mark that tells a repeated sentence apart is not said.
            said.append(name.replace("\u200b", ""))
    except Exception:  # a node going away while it is read
        pass


def pump(seconds):
    """Lets AT-SPI's events arrive for `seconds`."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def wait_for(condition, seconds=5.0):
    """Pumps events until `condition()` holds or `seconds` pass (a busy machine answers late)."""
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        pump(0.1)
    return condition()


def key(*names):
    subprocess.run(["xdotool", "key", "--clearmodifiers", *names], check=True)
    pump(0.35)


def type_text(text):
    subprocess.run(["xdotool", "type", "--delay", "40", text], check=True)
    pump(0.3)


def find_application(pid):
    end = time.monotonic() + APPEAR_SECONDS
    while time.monotonic() < end:
        pump(0.25)
        desktop = pyatspi.Registry.getDesktop(0)
        desktop.clear_cache()
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is not None and app.get_process_id() == pid and app.childCount > 0:
                    return app
            except Exception:
                continue
    return None


def find_node(node, role, name, depth=0):
    """The first node under `node` with `role` and `name`, or None."""
    try:
        if node.getRole() == role and node.name == name:
            return node
        for i in range(node.childCount if depth < 40 else 0):
            child = node.getChildAtIndex(i)
            if child is not None:
                found = find_node(child, role, name, depth + 1)
                if found is not None:
                    return found
    except Exception:  # a node going away while it is read
        pass
    return None


def focused_now():
    return focus[-1] if focus else None


def check_focus(where):
    """The last node to take the focus is showing and, when a user operates it, named."""
    now = focused_now()
    if now is None:
        fail("%s: no node took the focus" % where)
        return None
    role, role_name, name, showing, _ = now
    if not showing:
        fail("%s: the focus is on a node that is not showing (%s %r)" % (where, role_name, name))
    if role in INTERACTIVE and not name.strip():
        fail("%s: the focus is on an unnamed %s" % (where, role_name))
    return now


def tab_to(role, name, where, limit=40):
    """Tab until a node with `role` and `name` has the focus, checking every stop on the way."""
    for _ in range(limit):
        now = focused_now()
        if now is not None and now[0] == role and now[2] == name:
            return True
        key("Tab")
        check_focus(where)
    fail("%s: Tab did not reach %s %r in %d presses" % (where, pyatspi.Role(role), name, limit))
    return False


def heard(pattern_words, since, where):
    """Something said since index `since` holds all of `pattern_words`."""
    pump(0.6)
    for text in said[since:]:
        if all(word in text for word in pattern_words):
            return True
    fail("%s: nothing said holds %r (said: %r)" % (where, pattern_words, said[since:]))
    return False


def check_tables(app):
    def visit(node, depth):
        if depth > 60:
            return
        if node.getRole() == pyatspi.ROLE_TABLE:
            try:
                node.queryTable()
            except NotImplementedError:
                fail("table %r has no table interface" % node.name)
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None and node.getRole() != pyatspi.ROLE_TABLE:
                visit(child, depth + 1)
    visit(app, 0)


def main():
    pyatspi.Registry.registerEventListener(
        on_event, "object:state-changed:focused", "object:property-change:accessible-name",
        "object:state-changed:showing")
    process = subprocess.Popen(
        [LINATTN, "--no-session", "--size", "1280x800", "--walkthrough", "--lesson", "reassociation",
         "--step", "5"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        app = find_application(process.pid)
        if app is None:
            fail("the window did not appear on the accessibility bus")
            return 1
        # The window shown (Qt keeps unmapped helper windows too); there is no window manager
        # under Xvfb, so the keyboard focus is given to it directly.
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(process.pid)],
                                capture_output=True, text=True, check=True).stdout.split()[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)
        pump(1.5)
        check_tables(app)

        # Step 5: the denominator, answered 6, 7 (wrong), then 5.
        tab_to(pyatspi.ROLE_TEXT, "Your answer", "step 5") or tab_to(pyatspi.ROLE_ENTRY, "Your answer", "step 5")
        for wrong in ("6", "7"):
            before = len(said)
            key("ctrl+a")
            type_text(wrong)
            key("Return")
            heard(["Not yet"], before, "step 5, answer %s" % wrong)
            check_focus("step 5 after the wrong answer %s" % wrong)
        before = len(said)
        key("ctrl+a")
        type_text("5")
        key("Return")
        heard(["Correct"], before, "step 5, answer 5")
        # Each check said once: a region that changes twice per sentence is heard twice.
        for words, times in (("Not yet", 2), ("Correct", 1), ("Step 5 of 18", 1)):
            count = sum(1 for text in said if text.startswith(words))
            if count != times:
                fail("step 5: %r said %d times, expected %d: %r" % (words, count, times, said))
        now = check_focus("step 5 after the right answer")
        if now is not None and now[2] != "Next":
            fail("after the right answer the focus is on %s %r, not Next" % (now[1], now[2]))

        # Next (Space on it, as on every button), then PageDown: steps 6 to 9, each announced.
        for step in (6, 7, 8, 9):
            before = len(said)
            key("space") if focused_now() and focused_now()[2] == "Next" else key("Next")
            heard(["Step %d of 18" % step], before, "Next to step %d" % step)
            check_focus("step %d" % step)

        # Step 9: the choice "No: the denominator φ(q)·Z is exactly 0".
        if tab_to(pyatspi.ROLE_PUSH_BUTTON, "No: the denominator φ(q)·Z is exactly 0", "step 9"):
            before = len(said)
            key("space")
            heard(["Correct"], before, "step 9, the choice")
            check_focus("step 9 after the choice")

        # The step list: opened with Space, the arrows move its highlight and each choice is said
        # as it is reached; Esc closes it (and only it), handing the keyboard back to the box.
        if tab_to(pyatspi.ROLE_COMBO_BOX, "Jump to step", "step 9"):
            since_shown, since_focus = len(shown), len(focus)
            key("space")
            key("Down")
            key("Down")
            pump(0.3)
            if ("dialog", "Jump to step") not in shown[since_shown:]:
                fail("the step list opened unnamed or unseen: %r" % shown[since_shown:])
            items = [f for f in focus[since_focus:] if f[0] == pyatspi.ROLE_LIST_ITEM]
            if len(set(f[2] for f in items)) < 3:
                fail("the step list's highlight moved without a word: %r" % [f[1:3] for f in focus[since_focus:]])
            for item in items:
                if not item[3] or not item[2].strip():
                    fail("the step list's highlight is on a hidden or unnamed item: %r" % (item[1:3],))
            key("Escape")
            pump(0.3)
            now = check_focus("the step list closed")
            if now is not None and now[2] != "Jump to step":
                fail("the closed step list leaves the focus on %s %r" % (now[1], now[2]))

        # Menus are named when they open, and the arrows reach their items: the Export menu, and
        # the View menu through its mnemonic.
        for opener, menu in ((None, "Export"), ("alt+v", "View")):
            if opener is None and not tab_to(pyatspi.ROLE_PUSH_BUTTON, "Export", "step 9"):
                continue
            since_shown = len(shown)
            key(opener or "space")
            if not wait_for(lambda: ("popup menu", menu) in shown[since_shown:]):
                fail("the %s menu opened unnamed or unseen: %r" % (menu, shown[since_shown:]))
            since_focus = len(focus)
            key("Down")
            reached = lambda: [f for f in focus[since_focus:] if f[0] == pyatspi.ROLE_MENU_ITEM and f[2].strip()]
            if not wait_for(reached):
                fail("Down in the %s menu reached no named item: %r" % (menu, [f[1:3] for f in focus[since_focus:]]))
            if menu == "View":
                # A checked item says so (Qt 6.4's bridge has no "checkable" state to send).
                item = find_node(app, pyatspi.ROLE_MENU_ITEM, "Show the charts")
                if item is None or not item.getState().contains(pyatspi.STATE_CHECKED):
                    fail("the View menu's 'Show the charts' is not reported checked")
            key("Escape")
            # The menu has closed when the focus has left its items.
            wait_for(lambda: focus and focus[-1][0] != pyatspi.ROLE_MENU_ITEM)
        check_focus("the menus closed")
        # Back into the lesson strip, where leaving hides what has the focus.
        tab_to(pyatspi.ROLE_PUSH_BUTTON, "Next", "step 9")

        # Esc leaves; with answers given it asks first, and the dialog's safe choice takes the
        # focus; Tab to Leave, Space.
        key("Escape")
        pump(0.5)
        now = check_focus("the leave dialog")
        if now is not None and now[2] != "Stay in the lesson":
            fail("the leave dialog puts the focus on %s %r, not 'Stay in the lesson'" % (now[1], now[2]))
        tab_to(pyatspi.ROLE_PUSH_BUTTON, "Leave", "the leave dialog", limit=4)
        key("space")
        pump(0.8)
        now = check_focus("after leaving")
        if now is not None and now[2] != "Lessons":
            fail("after leaving the focus is on %s %r, not Lessons" % (now[1], now[2]))
    finally:
        process.terminate()
        try:
            process.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
    print("focus: " + " → ".join("%s %r" % (f[1], f[2]) for f in focus))
    print("said: " + " | ".join(said))
    if failures:
        print("FAILED, %d problem(s)" % len(failures))
        return 1
    print("passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
