"""No new long function in ``editor``: a function over ``LIMIT`` lines hides a
concept that wants a name (issue 26, item 7). The ones still that long are
listed below with why; the list may only shrink (an entry that is no longer
long fails too, so that it is deleted). ``python tests/function_lengths.py 60``
lists the functions over 60 lines."""

from __future__ import annotations

from function_lengths import functions, long_functions

LIMIT = 80
_RULES = "editor/rules: not split by the branch that wrote this list (its brief kept it out)"
_PLAY = "ui/play is being typed and its strings moved to tr() by other issue-26 branches"
ALLOWED: dict[str, str] = {
    "editor/rules/optional/facts.py::read_facts": f"optional rules' facts; {_RULES}",
    "editor/rules/context.py::_pieces": f"a scenario's units made pieces; {_RULES}",
    "editor/rules/optional/view.py::scene": f"the optional state as a view draws it; {_RULES}",
    "editor/rules/optional/combat_mods.py::adjust": f"one modifier after another; {_RULES}",
    "editor/rules/record.py::replay": f"a game log replayed and checked; {_RULES}",
    "editor/ui/play/fog_words.py::fog_notes": f"quoted rule texts, one per case; {_PLAY}",
    "editor/ui/play/interaction.py::on_click": f"one branch per kind of click; {_PLAY}",
    "editor/balance/output.py::summary": "the balance report's lines in reading order",
    "editor/core/ruleset_play.py::PlayRules.from_dict": (
        "reads a ruleset's play: section key by key, each with its check"
    ),
    "editor/ui/play/phase_bar.py::PhaseBar.__init__": f"the bar's widgets, flat; {_PLAY}",
    "editor/ui/play/result_dialog.py::ResultDialog.__init__": f"the dialog's widgets; {_PLAY}",
    "editor/ui/play/phase_bar.py::PhaseBar.refresh": f"one label per state of the bar; {_PLAY}",
    "editor/generate/adlg_choices.py::choose_elements": "V4 p74's choosing, step by step",
    "editor/ui/play/start_dialog.py::StartDialog.__init__": f"the dialog's widgets; {_PLAY}",
    "editor/ui/play/highlight_item.py::HighlightItem.paint": f"one layer per light; {_PLAY}",
    "editor/generate/adlg_place.py::place_element": (
        "V4 p75's placing; not split here: the gen999 branch had just made it fast"
    ),
    "editor/ui/forces/unit_panel.py::UnitPanel.__init__": (
        "a flat form, one row per field of a unit: no concept hides inside"
    ),
    "editor/generate/adlg_road.py::place_road": (
        "V4 p76's road; not split here: the gen999 branch had just made it fast"
    ),
    "editor/ui/play/log_dock.py::LogDock.__init__": f"the dock's widgets and actions; {_PLAY}",
}
"""``path::Class.function`` -> why it is still over ``LIMIT`` lines."""


def test_no_function_over_the_limit_but_the_listed_ones() -> None:
    long = {f.key: f.lines for f in long_functions(LIMIT)}
    new = {key: lines for key, lines in long.items() if key not in ALLOWED}
    assert new == {}, f"split these (or list them with why): {new}"


def test_every_listed_function_is_still_long() -> None:
    long = {f.key for f in long_functions(LIMIT)}
    assert sorted(set(ALLOWED) - long) == []


def test_a_function_is_measured_from_def_to_its_last_line() -> None:
    source = (
        "class A:\n"
        "    def m(self):\n"
        "        def inner():\n"
        "            pass\n"
        "        return 1\n"
        "\n"
        "def f():\n" + "    x = 1\n" * 81
    )
    found = [(f.name, f.line, f.lines) for f in functions(source, "x.py")]
    assert found == [("A.m", 2, 4), ("A.m.inner", 3, 2), ("f", 7, 82)]
