"""Issue 24, point 2: a file the editor saved opens again.

A designer places decoys before enough units (a normal half-finished state),
saves, and reopens the file from *Open Recent*: the file opens as itself (its
name in the title, its path kept, so *Save* writes it again) and the rules'
problems are in the Validation panel. Only a file that cannot be read into the
editor as it is gets the repair dialog.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from window_fixtures import make_window

from editor import cli
from editor.core.edits import SetScenarioData
from editor.core.scenario import Setup, Side
from editor.io.scenario_file import read_scenario
from editor.ui.authoring_state import authoring_state
from editor.ui.load_errors_dialog import LoadErrorsDialog
from editor.ui.new_map_dialog import NewMapSpec


@pytest.fixture
def no_repair_dialog(monkeypatch):
    """Records every repair dialog instead of blocking on it."""
    shown: list[str] = []

    def fake_exec(dialog: LoadErrorsDialog) -> int:
        shown.append(dialog.report_text())
        return 0

    monkeypatch.setattr(LoadErrorsDialog, "exec", fake_exec)
    return shown


def _two_sides_with_papers(window) -> None:
    window.document.apply(
        SetScenarioData(
            (
                (
                    "sides",
                    [
                        Side("side_a", "Armée du Nord", "#1f4e9c", "S"),
                        Side("side_b", "Coalisés", "#c0c0c0", "N"),
                    ],
                ),
                ("setup", Setup(deployment="papers")),
            )
        ),
        "sides",
    )


def _place_decoy(window, mouse, col: int, row: int) -> None:
    view = window.view
    state = authoring_state(window.tool_state)
    state.set_side("side_a")
    state.set_marker("decoy")
    view.set_tool("unit")
    mouse.click(view, mouse.hex_point(view, window.document.scenario.grid.to_hex(col, row)))


def test_decoys_before_units_save_and_reopen_from_open_recent(
    qtbot, tmp_path: Path, mouse, monkeypatch, capsys, no_repair_dialog
) -> None:
    window = make_window(qtbot, tmp_path)
    window.show()
    qtbot.waitExposed(window)
    _two_sides_with_papers(window)
    _place_decoy(window, mouse, 2, 12)
    assert len(window.document.scenario.decoys) == 1  # placed before any unit

    target = tmp_path / "half-finished.yaml"
    monkeypatch.setattr(window.files, "ask_save_path", lambda: str(target))
    messages: list[str] = []
    window.files.statusMessage.connect(messages.append)
    window.main_actions.save.trigger()
    assert target.is_file() and not window.isWindowModified()
    # Save says the scenario still has a problem, without stopping the person.
    assert "1 error" in messages[-1] and "Validation" in messages[-1]

    # The command line says the same, with the status its --help documents.
    assert cli.main(["validate", str(target)]) == cli.EXIT_INVALID
    assert "[decoy.count]" in capsys.readouterr().out

    # Another map in the window, then back to the file through the real menu.
    spec = NewMapSpec("panache", 12, 12, "flat", "odd", 50.0, "Other")
    monkeypatch.setattr(window.files, "ask_new_map", lambda: spec)
    window.main_actions.new.trigger()
    assert window.document.path is None
    recent = [a for a in window.main_actions.recent_menu.actions() if a.toolTip() == str(target)]
    assert len(recent) == 1, [a.text() for a in window.main_actions.recent_menu.actions()]
    recent[0].trigger()

    assert no_repair_dialog == []  # no "Problems in the file" dialog
    assert window.document.path == str(target)  # the file, not an untitled copy
    assert window.windowTitle().startswith(target.name)
    assert len(window.document.scenario.decoys) == 1
    window.validation.validate_now()
    codes = [d.code for d in window.validation.diagnostics]
    assert "decoy.count" in codes
    assert window.validation.list.topLevelItemCount() == len(window.validation.diagnostics)
    assert "Validation" in messages[-1]  # the status bar points at the panel

    # Save writes over the file itself: it keeps its name.
    window.main_actions.save.trigger()
    assert read_scenario(target).scenario is not None
    assert window.document.path == str(target)


def test_a_broken_file_still_gets_the_repair_dialog(
    qtbot, tmp_path: Path, no_repair_dialog
) -> None:
    window = make_window(qtbot, tmp_path)
    broken = tmp_path / "broken.yaml"
    # An edge obstacle on the map's border: the model cannot hold it, so opening
    # the file as itself and saving would silently drop it.
    broken.write_text(
        "format_version: 1\nruleset: panache\nmap: {columns: 12, rows: 12}\n"
        "edges:\n- 0101 N pieux\n"
    )
    assert not window.files.open_path(str(broken))
    assert len(no_repair_dialog) == 1 and "[edge.border]" in no_repair_dialog[0]
    assert window.document.path is None
