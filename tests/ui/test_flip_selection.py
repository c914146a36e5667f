"""Edit > Flip selection left-right / top-bottom in the real window (issue 24).

The selection is dragged with the mouse, the flip comes from the Edit menu's
action or its shortcut, and the test reads the model.
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from window_fixtures import FOREST, edit_menu_action, open_road

from editor.core.edges import edge_between
from editor.io.scenario_encode import dumps_scenario


def test_flip_left_right_from_the_edit_menu_moves_the_wood_and_keeps_the_road(
    qtbot, mouse, tmp_path: Path
) -> None:
    window, document = open_road(qtbot, mouse, tmp_path, (11, 13), (6, 8))
    grid = document.scenario.grid
    road = set(document.scenario.links["route"])
    original = dumps_scenario(document.scenario)

    edit_menu_action(window, "Flip selection left-right").trigger()

    assert document.undo_stack.count() == 1
    assert document.scenario.terrain_at(grid.to_hex(11, 6)).is_default
    assert document.scenario.terrain_at(grid.to_hex(13, 6)) == FOREST
    assert document.scenario.links["route"] == road  # the road on column 12, the axis
    document.undo_stack.undo()
    assert dumps_scenario(document.scenario) == original


def test_shift_y_flips_top_bottom_widening_a_two_column_selection(
    qtbot, mouse, tmp_path: Path
) -> None:
    """Flat columns 11 and 12 stand half a hex apart, so no axis maps the rectangle
    onto itself: the selection gains one hex and the status bar says so."""
    window, document = open_road(qtbot, mouse, tmp_path, (11, 12), (6, 8))
    view = window.view
    grid = document.scenario.grid
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    window.activateWindow()
    qtbot.waitActive(window)
    assert window.main_actions.flip_top_bottom.shortcut().toString() == "Shift+Y"

    view.setFocus()
    # To the window, as a real key press: it goes through the shortcut map.
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Y, Qt.KeyboardModifier.ShiftModifier)

    assert document.undo_stack.count() == 1
    assert len(view.selected_hexes()) == 7
    assert "widened by 1 hex" in messages[-1]
    # Column 11 is pushed down: its rows 6-8 sit between column 12's rows 6-9,
    # so the axis runs through the middle of 1207 and 1208 and the wood at 1106
    # lands on 1108; the road keeps all its hexes and links on column 12.
    assert document.scenario.terrain_at(grid.to_hex(11, 6)).is_default
    assert document.scenario.terrain_at(grid.to_hex(11, 8)) == FOREST
    path = [grid.to_hex(12, r) for r in range(2, 12)]
    assert all(edge_between(a, b) in document.scenario.links["route"] for a, b in pairwise(path))
