"""Edit > Mirror / Rotate onto the other half in the real window (issue 24).

The menu's action draws the target as a ghost and writes nothing; the status
bar's Apply writes it as one undo step, Cancel (or Escape) leaves the map.
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from window_fixtures import edit_menu_action, open_road

from editor.core.edges import edge_between
from editor.io.scenario_encode import dumps_scenario


def test_mirror_onto_the_other_half_shows_the_ghost_then_applies(
    qtbot, mouse, tmp_path: Path
) -> None:
    window, document = open_road(qtbot, mouse, tmp_path, (10, 14), (6, 8))
    view, bar = window.view, window.preview_bar
    grid = document.scenario.grid
    original = dumps_scenario(document.scenario)
    mirror = edit_menu_action(window, "Mirror onto the other half…")

    mirror.trigger()
    ghost = view.context.overlay.ghost
    assert {grid.to_offset(h)[0] for h in ghost} == {13, 14, 15}
    assert bar.isVisible() and "9 hexes outlined in orange" in bar.question.text()
    assert dumps_scenario(document.scenario) == original  # nothing written yet

    bar.cancel_button.click()
    assert not bar.isVisible() and not view.context.overlay.ghost
    assert document.undo_stack.count() == 0

    mirror.trigger()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Escape)  # Escape cancels too
    assert not view.context.overlay.ghost and document.undo_stack.count() == 0

    mirror.trigger()
    bar.apply_button.click()
    assert document.undo_stack.count() == 1
    assert not bar.isVisible() and not view.context.overlay.ghost
    # The wood at 1006 is copied onto its mirror hex 1506 (columns 10 and 15 have
    # opposite parities: the image sits half a hex lower, same row number).
    assert document.scenario.terrain_at(grid.to_hex(15, 6)) == document.scenario.terrain_at(
        grid.to_hex(10, 6)
    )
    # The road on column 12 is the source, not the target: it stays one road.
    column = [grid.to_hex(12, r) for r in range(2, 12)]
    links = document.scenario.links["route"]
    assert all(edge_between(a, b) in links for a, b in pairwise(column))
    changed = {
        h for h in grid.hexes() if document.scenario.terrain_at(h).elements != frozenset()
    } - set(column)
    assert changed <= ghost | {grid.to_hex(10, 6)}
    document.undo_stack.undo()
    assert dumps_scenario(document.scenario) == original


def test_rotate_onto_the_other_half_writes_nothing_when_the_selection_changes(
    qtbot, mouse, tmp_path: Path
) -> None:
    window, document = open_road(qtbot, mouse, tmp_path, (10, 14), (6, 8))
    view = window.view
    grid = document.scenario.grid
    original = dumps_scenario(document.scenario)
    edit_menu_action(window, "Rotate onto the other half…").trigger()
    assert view.context.overlay.ghost == {
        grid.to_hex(25 - c, 17 - r) for c in range(10, 15) for r in range(6, 9)
    }
    # A new rectangle: the ghost is stale and goes, the bar with it.
    mouse.drag(
        view, [mouse.hex_point(view, grid.to_hex(2, 2)), mouse.hex_point(view, grid.to_hex(3, 3))]
    )
    assert not view.context.overlay.ghost and not window.preview_bar.isVisible()
    view.apply_preview()
    assert dumps_scenario(document.scenario) == original


def test_taking_the_view_out_of_the_window_forgets_the_ghost(qtbot, mouse, tmp_path: Path) -> None:
    """Showing a game takes the map view out of the window (``PlayMode.enter``):
    the bar's Apply must not stay there, writing to a map no one sees."""
    window, document = open_road(qtbot, mouse, tmp_path, (10, 14), (6, 8))
    edit_menu_action(window, "Mirror onto the other half…").trigger()
    assert window.preview_bar.isVisible()

    view = window.takeCentralWidget()
    assert not window.preview_bar.isVisible() and not view.context.overlay.ghost
    window.setCentralWidget(view)
    assert document.undo_stack.count() == 0
