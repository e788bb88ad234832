# SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
"""The window as a screen reader reads it, over AT-SPI.

Starts linattn (argument 1) in a few states, walks the accessibility tree of
its window and fails on what a screen reader user would miss: an interactive
node without a name, a table without cells, a control that looks disabled but
reports enabled, markup or an '&' mnemonic in a name, and the worked example's
numbers not being readable anywhere. Run by run_atspi_test.sh, which provides
the display and the buses; `--dump` prints the trees instead of checking.
"""

import os
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

LINATTN = sys.argv[1]
DUMP = "--dump" in sys.argv[2:]

# Roles a user operates: each needs a name.
INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT,
    pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM,
    pyatspi.ROLE_MENU, pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_TABLE_CELL,
    pyatspi.ROLE_COLUMN_HEADER, pyatspi.ROLE_TABLE_COLUMN_HEADER,
    pyatspi.ROLE_SCROLL_BAR, pyatspi.ROLE_MENU_BAR, pyatspi.ROLE_DIALOG,
}
MARKUP = re.compile(r"</?[A-Za-z][A-Za-z0-9]*\s*/?>")
MNEMONIC = re.compile(r"&[^\s&;]")
MAX_NODES = 4000
# How long a window may take to appear on the bus (a loaded machine is slow);
# run_atspi_test.sh bounds the whole run.
APPEAR_SECONDS = 12
# The whole run's budget, under run_atspi_test.sh's 50 s: past it the
# remaining windows are not started, and the report still says why.
BUDGET_SECONDS = 44

failures = []


def fail(scenario, message):
    failures.append(f"{scenario}: {message}")


class Node:
    def __init__(self, accessible, depth, path):
        self.depth = depth
        self.path = path
        self.role = accessible.getRole()
        self.role_name = accessible.getRoleName()
        self.name = accessible.name or ""
        self.description = accessible.description or ""
        states = accessible.getState()
        self.enabled = states.contains(pyatspi.STATE_ENABLED)
        self.showing = states.contains(pyatspi.STATE_SHOWING)
        self.text = ""
        try:
            text = accessible.queryText()
            self.text = text.getText(0, min(text.characterCount, 2000))
        except NotImplementedError:
            pass
        self.table = None
        if self.role == pyatspi.ROLE_TABLE:
            try:
                self.table = read_table(accessible.queryTable())
            except NotImplementedError:
                pass
        self.value = None
        try:
            value = accessible.queryValue()
            self.value = (value.minimumValue, value.currentValue, value.maximumValue)
        except NotImplementedError:
            pass
        self.children = []

    def words(self):
        return " | ".join(part for part in (self.name, self.description, self.text) if part)

    def __str__(self):
        extra = "" if self.enabled else " [disabled]"
        if self.value is not None:
            extra += " value=%g..%g..%g" % (self.value[0], self.value[1], self.value[2])
        return "%s%s %r%s%s" % ("  " * self.depth, self.role_name, self.name,
                                " desc=%r" % self.description if self.description else "", extra)


def read_table(table):
    """What a screen reader's table commands find: the size, the headings, the selected rows
    and the cells' names row by row."""
    rows, columns = table.nRows, table.nColumns
    headers = []
    for column in range(columns):
        # Qt's bridge finds a heading through the column's first cell: an empty table (a lab
        # before its run) says its headings as the columns' descriptions.
        header = table.getColumnHeader(column) if rows > 0 else None
        headers.append(header.name if header is not None else table.getColumnDescription(column) or None)
    cells = []
    for row in range(min(rows, 64)):
        line = []
        for column in range(columns):
            cell = table.getAccessibleAt(row, column)
            line.append(cell.name if cell is not None else None)
        cells.append(line)
    return {"rows": rows, "columns": columns, "headers": headers,
            "selected": list(table.getSelectedRows()), "cells": cells}


def check_tables(scenario, nodes):
    """Every table has the table interface, its headings and a name in every cell."""
    for node in (n for n in nodes if n.role == pyatspi.ROLE_TABLE):
        if node.table is None:
            fail(scenario, "table %r has no table interface" % node.name)
            continue
        table = node.table
        if table["columns"] < 1:
            fail(scenario, "table %r reports %d rows and %d columns"
                 % (node.name, table["rows"], table["columns"]))
        if any(not header for header in table["headers"]):
            fail(scenario, "table %r has columns without a heading: %r" % (node.name, table["headers"]))
        for row, line in enumerate(table["cells"]):
            if any(cell is None or not cell.strip() for cell in line):
                fail(scenario, "table %r row %d has cells without a name: %r" % (node.name, row + 1, line))


def step_table(scenario, nodes):
    tables = [n for n in nodes if n.role == pyatspi.ROLE_TABLE and n.name == "Step table"]
    if not tables or tables[0].table is None:
        fail(scenario, "no table 'Step table' with the table interface")
        return None
    return tables[0].table


def walk(accessible):
    nodes = []

    def visit(a, depth, path):
        if len(nodes) >= MAX_NODES:
            return None
        node = Node(a, depth, path)
        nodes.append(node)
        for i in range(a.childCount):
            child = a.getChildAtIndex(i)
            if child is not None:
                c = visit(child, depth + 1, path + [node])
                if c is not None:
                    node.children.append(c)
        return node

    visit(accessible, 0, [])
    return nodes


def find_application(pid, deadline):
    """The AT-SPI application of the process, once its window is in the tree."""
    while time.monotonic() < deadline:
        # libatspi caches children and counts, and updates them only from
        # events it has dispatched: dispatch them, and ask again each time.
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass
        desktop = pyatspi.Registry.getDesktop(0)
        desktop.clear_cache()
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is None or app.get_process_id() != pid:
                    continue
                app.clear_cache()
                if app.childCount > 0:
                    window = app.getChildAtIndex(0)
                    window.clear_cache()
                    if window is not None and window.childCount > 0:
                        return app
            except Exception:  # an application going away while we look
                continue
        time.sleep(0.25)
    return None


def launch_and_walk(arguments, wait):
    """Starts the window, walks its tree: (nodes or None, exit status or None, stderr)."""
    process = subprocess.Popen([LINATTN, "--no-session", "--size", "1280x800"] + arguments,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    nodes = None
    try:
        app = find_application(process.pid, time.monotonic() + wait)
        if app is not None:
            # Let the first layout settle (lists and tables fill after it).
            time.sleep(1.0)
            nodes = walk(app)
        status = process.poll()
    finally:
        process.terminate()
        try:
            _, errors = process.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            _, errors = process.communicate()
    return nodes, status, errors.decode(errors="replace")


def read_tree(scenario, arguments):
    """Starts the window with `arguments`, returns its nodes (or None).

    A window that does not reach the bus (now and then the first one, while
    the registry is still starting) gets one more start within the budget."""
    for attempt in (1, 2):
        wait = max(1.0, min(APPEAR_SECONDS, END - time.monotonic() - 4))
        nodes, status, errors = launch_and_walk(arguments, wait)
        for line in [l for l in errors.splitlines() if "qml" in l.lower()][:5]:
            print("%s: program said: %s" % (scenario, line))
        if nodes is not None:
            if status is not None:
                fail(scenario, "the program exited while being read (status %s)" % status)
            return nodes
        if status is not None:
            fail(scenario, "the program exited before its window appeared (status %s): %s"
                 % (status, errors.strip()[-500:]))
            return None
        print("%s: the window did not appear on the accessibility bus within %.0f s (start %d)"
              % (scenario, wait, attempt))
        if END - time.monotonic() < 8:
            break
    fail(scenario, "the window did not appear on the accessibility bus")
    return None


def check_common(scenario, nodes):
    for node in nodes:
        where = "%s %r" % (node.role_name, node.name)
        # An alert waiting to speak is empty, not a blank a screen reader would list.
        if node.role == pyatspi.ROLE_ALERT and node.name and not node.name.strip():
            fail(scenario, "an alert named only by blanks (%r)" % node.name)
        if node.role in INTERACTIVE and not node.name.strip():
            parent = node.path[-1] if node.path else None
            fail(scenario, "%s without a name (in %s %r)" % (
                node.role_name, parent.role_name if parent else "-", parent.name if parent else ""))
        for label, value in (("name", node.name), ("description", node.description)):
            if MARKUP.search(value):
                fail(scenario, "markup in the %s of %s: %r" % (label, where, value))
            if label == "name" and MNEMONIC.search(value):
                fail(scenario, "'&' mnemonic in the name of %s" % where)
        if node.role in (pyatspi.ROLE_SLIDER, pyatspi.ROLE_SPIN_BUTTON) and node.value is not None:
            low, current, high = node.value
            if not low < high and node.enabled:
                fail(scenario, "%s reports minimum %g, maximum %g" % (where, low, high))
            if not low <= current <= high:
                fail(scenario, "%s reports value %g outside %g…%g" % (where, current, low, high))


def readable(nodes, pattern):
    regex = re.compile(pattern)
    return any(regex.search(node.words()) for node in nodes)


def named(nodes, role, name):
    return [n for n in nodes if n.role == role and n.name == name]


def check_main_window(scenario, nodes):
    tables = [n for n in nodes if n.role == pyatspi.ROLE_TABLE]
    if not tables:
        fail(scenario, "no node with role table (the step table)")
    table = step_table(scenario, nodes)
    if table is not None:
        # General, six keys, at prefix 1 (the worked example): the first row is the current one.
        if (table["rows"], table["columns"]) != (6, 13):
            fail(scenario, "the step table reports %d × %d, expected 6 × 13" % (table["rows"], table["columns"]))
        elif table["headers"][0] != "t" or table["headers"][6] != "Zₜ":
            fail(scenario, "the step table's headings read %r" % table["headers"])
        elif table["selected"] != [0]:
            fail(scenario, "the step table's selection is %r, expected the current prefix's row [0]"
                 % table["selected"])
        elif table["cells"][0][0] != "0" or table["cells"][0][6] != "[2, 1]":
            fail(scenario, "the step table's first row reads %r (t 0, Z₀ [2, 1] expected)"
                 % table["cells"][0])
    for table in tables:
        cells = [n for n in nodes if table in n.path and n.role == pyatspi.ROLE_TABLE_CELL]
        if len(cells) < 13:
            fail(scenario, "table %r has %d table cells, expected a row of 13 at least"
                 % (table.name, len(cells)))
    headers = [n for n in nodes if n.role in (pyatspi.ROLE_COLUMN_HEADER,
                                               pyatspi.ROLE_TABLE_COLUMN_HEADER)]
    if len(headers) < 13:
        fail(scenario, "%d column headers, expected 13" % len(headers))

    # The worked example (preset general, elu1, prefix 1).
    expected = {
        "φ(q) = [1.5, 2]": r"φ\(q\).*\[1\.5, 2\]",
        "denominator (1.5 × 2) + (2 × 1) = 5": r"denominator.*\(1\.5 × 2\) \+ \(2 × 1\) = 5\b",
        "output 1": r"(?i)output.*(=|:) 1\b(?!\.)",
    }
    for what, pattern in expected.items():
        if not readable(nodes, pattern):
            fail(scenario, "the worked example's %s is not readable in any name, description or text"
                 % what)
    # Lines read as label, rule, result: the check's result is not said
    # after its difference ("|output − reference| = 0 = 1").
    for node in nodes:
        if re.search(r"\|output − reference\| = [^;]* = ", node.name):
            fail(scenario, "a line reads its result after the difference: %r" % node.name)

    charts = [n for n in nodes if n.role == pyatspi.ROLE_CHART]
    if len(charts) < 3:
        fail(scenario, "%d charts, expected 3" % len(charts))
    for chart in charts:
        # The values: in the description, or read from the chart's children.
        inside = [n for n in nodes if chart in n.path]
        if not re.search(r"\d", chart.description) and not any(
                re.search(r"\d", n.words()) for n in inside):
            fail(scenario, "chart %r has no values in its description or children" % chart.name)
    for legend in (n for n in nodes if n.name == "Legend"):
        if not legend.children:
            fail(scenario, "a chart's legend has no entries")
    if not readable(nodes, r"linear attention: k₀ 1\b"):
        fail(scenario, "the weights chart does not read the linear weight of k₀ (1)")

    for name in ("Preset", "Feature map"):
        boxes = named(nodes, pyatspi.ROLE_COMBO_BOX, name)
        if not boxes:
            fail(scenario, "no combo box named %r" % name)
    sliders = named(nodes, pyatspi.ROLE_SLIDER, "Prefix")
    if not sliders or sliders[0].value is None or sliders[0].value[2] < 2:
        fail(scenario, "the prefix slider does not report its range: %s"
             % (sliders[0].value if sliders else "no slider named 'Prefix'"))


def check_lesson_start(scenario, nodes):
    # Named by the words they show ("‹ Back", "Next ›"), as speech input calls them (WCAG 2.5.3);
    # what they do is their description.
    back = [n for n in named(nodes, pyatspi.ROLE_PUSH_BUTTON, "Back")
            if n.description == "Previous step"]
    if not back:
        fail(scenario, "no push button named 'Back' described 'Previous step'")
    elif back[0].enabled:
        fail(scenario, "'Back' reports enabled at step 1 (it is drawn disabled)")
    nexts = [n for n in named(nodes, pyatspi.ROLE_PUSH_BUTTON, "Next")
             if n.description == "Next step"]
    if not nexts or not nexts[0].enabled:
        fail(scenario, "'Next' is missing or reports disabled at step 1")
    if not named(nodes, pyatspi.ROLE_CHECK_BOX, "φ settings"):
        fail(scenario, "no button named by its text 'φ settings'")


def check_question(scenario, nodes):
    # The denominator is asked: its column reads "?" in every row, through the table's
    # interface too (it reads every row, not only those in view).
    table = step_table(scenario, nodes)
    if table is not None:
        column = table["headers"].index("φ(q)·Zₜ") if "φ(q)·Zₜ" in table["headers"] else -1
        if column < 0:
            fail(scenario, "the step table has no column 'φ(q)·Zₜ': %r" % table["headers"])
        elif any(line[column] != "?" for line in table["cells"]):
            fail(scenario, "the asked denominator reads in the step table: %r"
                 % [line[column] for line in table["cells"]])
    checks = named(nodes, pyatspi.ROLE_PUSH_BUTTON, "Check the answer")
    if not checks:
        fail(scenario, "no push button named 'Check the answer'")
    elif checks[0].enabled:
        fail(scenario, "'Check the answer' reports enabled with an empty answer")


def check_sequence_view(scenario, nodes):
    """seq-relu-gaps with ReLU at token 1 (the second, numbered from 0): the token's derivation, the weight rows in words, the
    output chart's forms with their values, and the controls by name."""
    for name in ("Sequence", "Feature map"):
        if not named(nodes, pyatspi.ROLE_COMBO_BOX, name):
            fail(scenario, "no combo box named %r" % name)
    for name in ("Decay γ", "Chunk size C"):
        if not [n for n in nodes
                if n.name == name and n.role in INTERACTIVE | {pyatspi.ROLE_TEXT}]:
            fail(scenario, "no field named %r" % name)
    sliders = named(nodes, pyatspi.ROLE_SLIDER, "Token")
    if not sliders or sliders[0].value is None or sliders[0].value[1] != 1:
        fail(scenario, "the token slider does not report token 1: %s"
             % (sliders[0].value if sliders else "no slider named 'Token'"))
    if not readable(nodes, r"Linear attention, row 1: (0: [\d.]+; 1: [\d.]+|Unavailable)"):
        fail(scenario, "the linear weight matrix does not read row 1")
    if not readable(nodes, r"Softmax, row 1: 0: [\d.]+; 1: [\d.]+"):
        fail(scenario, "the softmax weight matrix does not read row 1")
    if not readable(nodes, r"recurrent form by token, 0: "):
        fail(scenario, "the output chart's legend does not read the recurrent form's values")
    for form in ("parallel", "chunkwise"):
        if not readable(nodes, r"%s form: the recurrent form's values at every token" % form):
            fail(scenario, "the output chart's legend does not say the %s form agrees" % form)
    if not readable(nodes, r"Unavailable, the denominator φ\(qₜ\)·Zₜ is 0, at token \d"):
        fail(scenario, "the output chart does not say which tokens are Unavailable")
    if not readable(nodes, r"Memory at token 1: the recurrent state keeps 4 numbers"):
        fail(scenario, "the memory line is not readable")
    if not readable(nodes, r"Sₜ|S₁ = "):
        fail(scenario, "the token's derivation (S₁) is not readable")
    # The token's output in its three forms and softmax, as a status (ReLU's gap: Unavailable).
    if not readable(nodes, r"^Output at token 1: recurrent Unavailable, parallel Unavailable, "
                           r"chunkwise Unavailable; softmax [−-]?[\d.]+$"):
        fail(scenario, "no status reads token 1's output in its three forms and softmax")
    if not readable(nodes, r"^Chunks: blocks framed solid are computed directly"):
        fail(scenario, "the chunk key is not said in words")
    # The weight matrices are tables: tokens by tokens (numbered from 0), token 1's row selected,
    # masked past the diagonal, and ReLU's gap in row 1 read as Unavailable in linear attention only.
    for name, row2 in (("Linear attention weights", r"^Unavailable$"), ("Softmax weights", r"^[\d.]+$")):
        found = [n for n in nodes if n.role == pyatspi.ROLE_TABLE and n.name == name]
        if not found or found[0].table is None:
            fail(scenario, "no table %r with the table interface" % name)
            continue
        table = found[0].table
        size = table["rows"]
        if table["columns"] != size or table["headers"] != [str(j) for j in range(size)]:
            fail(scenario, "table %r is %d × %d under %r" % (name, size, table["columns"], table["headers"]))
        elif table["selected"] != [1]:
            fail(scenario, "table %r selects %r, expected token 1's row [1]" % (name, table["selected"]))
        elif table["cells"][0][1] != "masked" or not re.match(row2, table["cells"][1][0]):
            fail(scenario, "table %r reads row 0 %r and row 1 %r" % (name, table["cells"][0], table["cells"][1]))


def check_lab(scenario, nodes):
    """The Scaling lab opened by a lesson step: a named dialog (every interactive node in it is
    named, as everywhere)."""
    dialogs = [n for n in nodes if n.role == pyatspi.ROLE_DIALOG]
    if not dialogs:
        fail(scenario, "no dialog: the lab is not in the tree")
    elif not any(d.name == "Scaling lab" for d in dialogs):
        fail(scenario, "the lab's dialog is not named 'Scaling lab': %r" % [d.name for d in dialogs])
    # Its memory table is a table (before any run: its rows come from N and d alone).
    memory = [n for n in nodes if n.role == pyatspi.ROLE_TABLE and n.name == "Memory besides Q, K, V"]
    if not memory or memory[0].table is None:
        fail(scenario, "no table 'Memory besides Q, K, V' with the table interface")
    else:
        table = memory[0].table
        if table["headers"] != ["N", "S and Z", "KV cache", "N×N scores"] or table["rows"] < 10:
            fail(scenario, "the memory table reads %d rows under %r" % (table["rows"], table["headers"]))
        elif table["cells"][0][0] != "64" or "KiB" not in table["cells"][0][1]:
            fail(scenario, "the memory table's first row reads %r" % table["cells"][0])
    # The Generation page's totals are a table too (empty before a run: headings only).
    if not [n for n in nodes if n.role == pyatspi.ROLE_TABLE and n.name == "Generating N tokens"]:
        fail(scenario, "no table 'Generating N tokens' (the Generation page's totals)")


SCENARIOS = [
    ("main window", [], check_main_window),
    ("lesson reassociation, step 1", ["--walkthrough", "--lesson", "reassociation", "--step", "1"],
     check_lesson_start),
    ("lesson reassociation, step 5", ["--walkthrough", "--lesson", "reassociation", "--step", "5"],
     check_question),
    ("lesson reassociation, step 16 (the Scaling lab)",
     ["--walkthrough", "--lesson", "reassociation", "--step", "16"], check_lab),
    ("sequence view, seq-relu-gaps relu token 1",
     ["--sequence", "seq-relu-gaps", "--feature-map", "relu", "--token", "1"], check_sequence_view),
]


END = time.monotonic() + BUDGET_SECONDS


def warm_up():
    """Asks the registry for the desktop until it answers, so that it runs
    before the first window looks for it."""
    while time.monotonic() < END - 30:
        try:
            if pyatspi.Registry.getDesktop(0).get_child_count() >= 0:
                return
        except Exception:
            time.sleep(0.2)


def main():
    started = time.monotonic()
    warm_up()
    for scenario, arguments, check in SCENARIOS:
        if time.monotonic() > END - 6:
            fail(scenario, "not read: the run's %d s were used up" % BUDGET_SECONDS)
            continue
        nodes = read_tree(scenario, arguments)
        if nodes is None:
            continue
        if DUMP:
            print("== %s: %d nodes" % (scenario, len(nodes)))
            for node in nodes:
                print(node)
            continue
        print("%s: %d nodes" % (scenario, len(nodes)))
        check_common(scenario, nodes)
        check_tables(scenario, nodes)
        check(scenario, nodes)
    print("read in %.1f s" % (time.monotonic() - started))
    if failures:
        print("FAILED, %d problem(s):" % len(failures))
        for failure in failures:
            print("  " + failure)
        return 1
    print("passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
