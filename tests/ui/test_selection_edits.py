"""Edit > Mirror onto the other half on the bundled mill scenario, in the real window (issue 11).

Columns 3-7, rows 3-7 selected with the mouse, then the menu's action: the
mirror used to overwrite road hexes while a road link still ran into them, so
the saved file failed ``validate``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from window_fixtures import make_window

from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import read_scenario, write_scenario
from editor.io.semantic import validate_scenario
from editor.ui.document import Document

MILL = Path(__file__).resolve().parents[2] / "scenarios" / "moulin-de-la-sambre.yaml"


def test_mirror_selection_of_the_mill_saves_a_file_that_validates(
    qtbot, mouse, tmp_path: Path
) -> None:
    loaded = read_scenario(MILL)
    assert loaded.ok and loaded.scenario is not None and loaded.ruleset is not None
    document = Document(loaded.scenario, loaded.ruleset, str(MILL))
    window = make_window(qtbot, tmp_path, document)
    window.show()
    qtbot.waitExposed(window)
    view = window.view
    grid = document.scenario.grid
    original = dumps_scenario(document.scenario)

    view.setFocus()
    QTest.keyClick(view.viewport(), Qt.Key.Key_S)
    mouse.drag(
        view,
        [mouse.hex_point(view, grid.to_hex(3, 3)), mouse.hex_point(view, grid.to_hex(7, 7))],
    )
    assert {grid.to_offset(h) for h in view.selected_hexes()} == {
        (c, r) for c in range(3, 8) for r in range(3, 8)
    }
    window.main_actions.mirror.trigger()
    assert document.undo_stack.count() == 0  # the ghost first
    window.preview_bar.apply_button.click()

    assert document.undo_stack.count() == 1
    errors = [
        d.format_text()
        for d in validate_scenario(document.scenario, document.ruleset)
        if d.severity.name == "ERROR"
    ]
    assert errors == []
    saved = tmp_path / "mirrored.yaml"
    write_scenario(document.scenario, saved)
    reread = read_scenario(saved)
    assert reread.ok, [d.format_text() for d in reread.diagnostics]

    document.undo_stack.undo()
    assert dumps_scenario(document.scenario) == original
