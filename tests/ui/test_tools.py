"""The map tools driven with the mouse on the real viewport, asserting on the model."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.core.edges import edge_between, edge_of
from editor.core.hexes import Hex, neighbor
from editor.core.scenario import EdgeObstacle, HexTerrain
from editor.ui.map_view import MapView
from editor.ui.tool_state import ToolState

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NO_MOD = Qt.KeyboardModifier.NoModifier
FOREST = frozenset({"foret"})


def row_of_hexes(view: MapView, col: int, row: int, n: int) -> list[Hex]:
    grid = view.document.scenario.grid
    return [grid.to_hex(col + i, row) for i in range(n)]


# -- brush, eraser, undo ----------------------------------------------------------


def test_brush_stroke_is_one_undo_step(mouse, view: MapView, tool_state: ToolState) -> None:
    tool_state.set_hex_elements(FOREST)
    view.set_tool("brush")
    hexes = row_of_hexes(view, 3, 5, 6)
    mouse.drag(view, [mouse.hex_point(view, h) for h in hexes])
    scenario = view.document.scenario
    assert all(scenario.terrain_at(h).elements == FOREST for h in hexes)
    assert len(scenario.terrain) == 6
    stack = view.document.undo_stack
    assert stack.count() == 1 and view.document.is_modified
    stack.undo()
    assert not scenario.terrain and not view.document.is_modified
    stack.redo()
    assert len(scenario.terrain) == 6
    view.document.mark_saved("/tmp/x.yaml")
    assert not view.document.is_modified
    stack.undo()
    assert view.document.is_modified


def test_two_strokes_are_two_steps(mouse, view: MapView, tool_state: ToolState) -> None:
    tool_state.set_hex_elements(FOREST)
    mouse.drag(view, [mouse.hex_point(view, h) for h in row_of_hexes(view, 3, 5, 3)])
    mouse.drag(view, [mouse.hex_point(view, h) for h in row_of_hexes(view, 3, 8, 3)])
    assert view.document.undo_stack.count() == 2


def test_fast_stroke_paints_the_skipped_hexes(mouse, view: MapView, tool_state: ToolState) -> None:
    tool_state.set_hex_elements(FOREST)
    hexes = row_of_hexes(view, 3, 6, 5)
    mouse.drag(view, [mouse.hex_point(view, hexes[0]), mouse.hex_point(view, hexes[-1])])
    assert set(view.document.scenario.terrain) >= {hexes[0], hexes[-1]}
    assert len(view.document.scenario.terrain) >= 5


def test_brush_radius_keys_and_shift_replaces(mouse, view: MapView, tool_state: ToolState) -> None:
    scenario = view.document.scenario
    centre = scenario.grid.to_hex(8, 8)
    tool_state.set_hex_elements(frozenset({"colline"}))
    tool_state.set_hill_level(2)
    QTest.keyClick(view.viewport(), Qt.Key.Key_BracketRight)
    assert tool_state.brush_radius == 1
    mouse.click(view, mouse.hex_point(view, centre))
    assert len(scenario.terrain) == 7
    assert scenario.terrain_at(centre) == HexTerrain(frozenset({"colline"}), 2)
    QTest.keyClick(view.viewport(), Qt.Key.Key_BracketLeft)
    tool_state.set_hex_elements(FOREST)
    mouse.click(view, mouse.hex_point(view, centre))
    assert scenario.terrain_at(centre) == HexTerrain(frozenset({"colline", "foret"}), 2)
    mouse.click(view, mouse.hex_point(view, centre), modifiers=Qt.KeyboardModifier.ShiftModifier)
    assert scenario.terrain_at(centre) == HexTerrain(FOREST, 0)


def test_brush_without_terrain_says_so(mouse, view: MapView, qtbot) -> None:
    with qtbot.waitSignal(view.statusMessage) as message:
        mouse.click(view, mouse.hex_point(view, Hex(3, 3)))
    assert "palette" in message.args[0]
    assert view.document.undo_stack.count() == 0


def test_eraser_and_eyedropper(mouse, view: MapView, tool_state: ToolState) -> None:
    scenario = view.document.scenario
    h = scenario.grid.to_hex(5, 5)
    tool_state.set_hex_elements(frozenset({"colline", "foret"}))
    tool_state.set_hill_level(3)
    mouse.click(view, mouse.hex_point(view, h))
    tool_state.set_hex_elements(frozenset())
    view.set_tool("eyedropper")
    mouse.click(view, mouse.hex_point(view, h))
    assert tool_state.hex_elements == {"colline", "foret"} and tool_state.hill_level == 3
    QTest.keyClick(view.viewport(), Qt.Key.Key_E)
    assert view.current_tool == "eraser"
    mouse.click(view, mouse.hex_point(view, h))
    assert scenario.terrain_at(h).is_default


def test_hill_tool_click_raises_right_click_lowers(mouse, view: MapView) -> None:
    scenario = view.document.scenario
    h = scenario.grid.to_hex(6, 6)
    view.set_tool("hill")
    mouse.click(view, mouse.hex_point(view, h))
    mouse.click(view, mouse.hex_point(view, h))
    assert scenario.terrain_at(h).level == 2 and "colline" in scenario.terrain_at(h).elements
    mouse.click(view, mouse.hex_point(view, h), RIGHT)
    assert scenario.terrain_at(h).level == 1
    mouse.click(view, mouse.hex_point(view, h), modifiers=Qt.KeyboardModifier.ShiftModifier)
    assert scenario.terrain_at(h).is_default
    assert view.document.undo_stack.count() == 4


# -- fill -------------------------------------------------------------------------


def test_fill_stops_at_region_borders(mouse, view: MapView, tool_state: ToolState) -> None:
    scenario = view.document.scenario
    grid = scenario.grid
    tool_state.set_hex_elements(FOREST)
    wall = [grid.to_hex(6, row) for row in range(1, grid.rows + 1)]
    for h in wall:
        mouse.click(view, mouse.hex_point(view, h))
    tool_state.set_hex_elements(frozenset({"marais"}))
    QTest.keyClick(view.viewport(), Qt.Key.Key_F)
    mouse.click(view, mouse.hex_point(view, grid.to_hex(2, 2)))
    for h in grid.hexes():
        col, _ = grid.to_offset(h)
        expected = {"marais"} if col < 6 else (FOREST if col == 6 else frozenset())
        assert scenario.terrain_at(h).elements == expected, grid.label(h)
    view.document.undo_stack.undo()
    assert all(scenario.terrain_at(h).elements != {"marais"} for h in grid.hexes())


# -- composites with edge obstacles --------------------------------------------------

WALLED = frozenset({"habitations"})  # « Habitat muré = habitation + mur »


def test_brushing_a_walled_composite_rings_the_hex_with_walls_in_one_step(
    mouse, view: MapView, tool_state: ToolState
) -> None:
    tool_state.set_hex_elements(WALLED, frozenset({"mur"}))
    assert tool_state.hex_edge_elements == {"mur"}
    view.set_tool("brush")
    scenario = view.document.scenario
    h = scenario.grid.to_hex(8, 8)
    mouse.click(view, mouse.hex_point(view, h))
    assert scenario.terrain_at(h).elements == WALLED
    assert scenario.obstacles == {
        (edge_of(h, d), "mur"): EdgeObstacle(edge_of(h, d), "mur", h) for d in range(6)
    }
    stack = view.document.undo_stack
    assert stack.count() == 1
    stack.undo()
    assert not scenario.terrain and not scenario.obstacles
    # A plain element brings no edge obstacle.
    tool_state.set_hex_elements(WALLED)
    assert not tool_state.hex_edge_elements


def test_a_walled_stroke_keeps_walls_off_its_inner_faces(
    mouse, view: MapView, tool_state: ToolState
) -> None:
    tool_state.set_hex_elements(WALLED, frozenset({"mur"}))
    view.set_tool("brush")
    scenario = view.document.scenario
    a = scenario.grid.to_hex(8, 8)
    b = neighbor(a, 0)
    mouse.drag(view, [mouse.hex_point(view, a), mouse.hex_point(view, b)])
    assert len(scenario.obstacles) == 10
    assert (edge_between(a, b), "mur") not in scenario.obstacles
    assert view.document.undo_stack.count() == 1
    view.document.undo_stack.undo()
    assert not scenario.terrain and not scenario.obstacles


def test_filling_with_a_walled_composite_walls_the_region(
    mouse, view: MapView, tool_state: ToolState
) -> None:
    scenario = view.document.scenario
    grid = scenario.grid
    tool_state.set_hex_elements(FOREST)
    h = grid.to_hex(8, 8)
    mouse.click(view, mouse.hex_point(view, h))
    tool_state.set_hex_elements(WALLED, frozenset({"mur"}))
    view.set_tool("fill")
    mouse.click(view, mouse.hex_point(view, h))
    assert scenario.terrain_at(h).elements == FOREST | WALLED
    assert {o.facing for o in scenario.obstacles.values()} == {h}
    assert len(scenario.obstacles) == 6
    view.document.undo_stack.undo()
    assert scenario.terrain_at(h).elements == FOREST and not scenario.obstacles


# -- edge obstacles ----------------------------------------------------------------


def near_side(mouse, view: MapView, h: Hex, d: int) -> QPoint:
    """A viewport point inside ``h``, close to its side facing ``d``."""
    layout = view.map_painter.layout
    cx, cy = layout.hex_to_pixel(h)
    mx, my = layout.edge_midpoint(h, d)
    return mouse.scene_point(view, cx + (mx - cx) * 0.8, cy + (my - cy) * 0.8)


def test_edge_tool_places_the_right_edge_facing_the_right_hex(
    mouse, make_view, orientation: str
) -> None:
    view = make_view(orientation)
    document = view.document
    view.tool_state.set_edge_element("palissade")
    QTest.keyClick(view.viewport(), Qt.Key.Key_O)
    assert view.current_tool == "edge"
    h = document.scenario.grid.to_hex(8, 8)
    for d in range(6):
        mouse.click(view, near_side(mouse, view, h, d))
    expected = {
        (edge_of(h, d), "palissade"): EdgeObstacle(edge_of(h, d), "palissade", h) for d in range(6)
    }
    assert document.scenario.obstacles == expected
    # From the neighbour's side, the same edge turns to protect the neighbour.
    other = neighbor(h, 0)
    mouse.click(view, near_side(mouse, view, other, 3))
    assert document.scenario.obstacles[(edge_of(h, 0), "palissade")].facing == other
    # Ctrl removes.
    mouse.click(view, near_side(mouse, view, h, 1), modifiers=Qt.KeyboardModifier.ControlModifier)
    assert (edge_of(h, 1), "palissade") not in document.scenario.obstacles


def test_edge_drag_lays_a_run_in_one_step(mouse, view: MapView, tool_state: ToolState) -> None:
    tool_state.set_edge_element("pieux")
    view.set_tool("edge")
    grid = view.document.scenario.grid
    hexes = [grid.to_hex(8, row) for row in range(4, 9)]
    # Along the south side of a column of flat-top hexes, direction 5 (S).
    mouse.drag(view, [near_side(mouse, view, h, 5) for h in hexes])
    assert {o.edge for o in view.document.scenario.obstacles.values()} == {
        edge_of(h, 5) for h in hexes
    }
    assert view.document.undo_stack.count() == 1


def test_edge_on_the_map_border_is_refused(
    mouse, view: MapView, tool_state: ToolState, qtbot
) -> None:
    tool_state.set_edge_element("palissade")
    view.set_tool("edge")
    corner = view.document.scenario.grid.to_hex(1, 1)
    with qtbot.waitSignal(view.statusMessage) as message:
        mouse.click(
            view, near_side(mouse, view, corner, 3)
        )  # flat-top: NW side of 0101, off the map
    assert "bord" in message.args[0]  # "border" or « bord », in the user's language
    assert not view.document.scenario.obstacles
    assert view.document.undo_stack.count() == 0


def test_edge_hover_highlights_the_nearest_edge(mouse, view: MapView) -> None:
    view.set_tool("edge")
    h = view.document.scenario.grid.to_hex(5, 5)
    mouse.send(view, QEvent.Type.MouseMove, near_side(mouse, view, h, 2))
    assert view.map_scene().overlay.edge == (h, 2, True)


# -- roads and rivers --------------------------------------------------------------


def test_link_drag_connects_consecutive_hexes_with_a_bridge(
    mouse, view: MapView, tool_state: ToolState
) -> None:
    scenario = view.document.scenario
    grid = scenario.grid
    view.set_tool("link")
    river = [grid.to_hex(10, row) for row in range(3, 10)]
    tool_state.set_link_element("riviere")
    mouse.drag(view, [mouse.hex_point(view, h) for h in river])
    road = row_of_hexes(view, 7, 6, 7)  # crosses the river at column 10
    tool_state.set_link_element("route")
    mouse.drag(view, [mouse.hex_point(view, h) for h in road])
    assert scenario.links["route"] == {edge_between(a, b) for a, b in itertools.pairwise(road)}
    assert scenario.links["riviere"] == {edge_between(a, b) for a, b in itertools.pairwise(river)}
    crossing = grid.to_hex(10, 6)
    assert scenario.terrain_at(crossing).elements == {"riviere", "route", "pont"}
    assert view.document.undo_stack.count() == 2
    view.document.undo_stack.undo()
    assert "route" not in scenario.links
    assert scenario.terrain_at(crossing).elements == {"riviere"}


def test_link_with_alt_makes_a_ford_and_ctrl_disconnects(
    mouse, view: MapView, tool_state: ToolState
) -> None:
    scenario = view.document.scenario
    grid = scenario.grid
    view.set_tool("link")
    tool_state.set_link_element("riviere")
    mouse.drag(view, [mouse.hex_point(view, grid.to_hex(10, row)) for row in range(3, 8)])
    tool_state.set_link_element("route")
    road = row_of_hexes(view, 9, 5, 3)
    mouse.drag(
        view, [mouse.hex_point(view, h) for h in road], modifiers=Qt.KeyboardModifier.AltModifier
    )
    assert "gue" in scenario.terrain_at(grid.to_hex(10, 5)).elements
    mouse.drag(view, [mouse.hex_point(view, h) for h in road], RIGHT)
    assert "route" not in scenario.links
    # The ford stays: it needs only the river (the bridge needed the road too).
    assert scenario.terrain_at(grid.to_hex(10, 5)).elements == {"riviere", "gue"}


# -- selection, clipboard, symmetry -----------------------------------------------


def test_select_copy_paste(mouse, view: MapView, tool_state: ToolState) -> None:
    scenario = view.document.scenario
    grid = scenario.grid
    tool_state.set_hex_elements(FOREST)
    mouse.click(view, mouse.hex_point(view, grid.to_hex(3, 3)))
    QTest.keyClick(view.viewport(), Qt.Key.Key_S)
    mouse.drag(
        view, [mouse.hex_point(view, grid.to_hex(2, 2)), mouse.hex_point(view, grid.to_hex(4, 4))]
    )
    assert {grid.to_offset(h) for h in view.selected_hexes()} == {
        (c, r) for c in (2, 3, 4) for r in (2, 3, 4)
    }
    view.copy()
    target = grid.to_hex(10, 8)
    mouse.send(view, QEvent.Type.MouseMove, mouse.hex_point(view, target))
    QApplication.sendEvent(view, QEvent(QEvent.Type.Leave))  # off to the Edit menu
    view.paste()
    assert scenario.terrain_at(grid.to_hex(11, 9)).elements == FOREST
    assert len(view.selected_hexes()) == 9
    view.select_hexes({grid.to_hex(3, 3)})
    view.cut()
    assert scenario.terrain_at(grid.to_hex(3, 3)).is_default
    assert view.document.undo_stack.count() == 3


def test_rotate_onto_the_other_half(mouse, view: MapView, tool_state: ToolState) -> None:
    scenario = view.document.scenario
    grid = scenario.grid
    tool_state.set_hex_elements(FOREST)
    tool_state.set_edge_element("palissade")
    h = grid.to_hex(3, 4)
    mouse.click(view, mouse.hex_point(view, h))
    view.set_tool("edge")
    mouse.click(view, near_side(mouse, view, h, 0))
    view.select_hexes({grid.to_hex(c, r) for c in range(1, 6) for r in range(1, 6)})
    view.rotate_onto_other_half()
    image = grid.to_hex(24 + 1 - 3, 16 + 1 - 4)
    assert view.document.undo_stack.count() == 2  # only the ghost so far
    assert image in view.context.overlay.ghost
    view.apply_preview()
    assert scenario.terrain_at(image).elements == FOREST
    assert scenario.obstacles[(edge_of(image, 3), "palissade")].facing == image
    assert view.document.undo_stack.count() == 3
    view.document.undo_stack.undo()
    assert scenario.terrain_at(image).is_default


def test_delete_and_escape(mouse, view: MapView, tool_state: ToolState) -> None:
    scenario = view.document.scenario
    tool_state.set_hex_elements(FOREST)
    h = scenario.grid.to_hex(4, 4)
    mouse.click(view, mouse.hex_point(view, h))
    view.select_hexes({h})
    view.delete_selection()
    assert scenario.terrain_at(h).is_default
    QTest.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert view.selected_hexes() == set()


def test_tool_keys_switch_tools(view: MapView, qtbot) -> None:
    keys = {
        Qt.Key.Key_B: "brush",
        Qt.Key.Key_L: "link",
        Qt.Key.Key_H: "hill",
        Qt.Key.Key_I: "eyedropper",
        Qt.Key.Key_S: "select",
    }
    for key, name in keys.items():
        if view.current_tool == name:
            continue
        with qtbot.waitSignal(view.toolChanged) as changed:
            QTest.keyClick(view.viewport(), key)
        assert changed.args == [name] and view.current_tool == name


def test_hover_hex_signal(mouse, view: MapView, qtbot) -> None:
    h = view.document.scenario.grid.to_hex(7, 7)
    with qtbot.waitSignal(view.hoverHex) as hovered:
        mouse.send(view, QEvent.Type.MouseMove, mouse.hex_point(view, h))
    assert hovered.args == [h]
    assert view.map_scene().overlay.hexes == [h]


def test_brush_footprint_follows_the_radius(mouse, view: MapView, tool_state: ToolState) -> None:
    h = view.document.scenario.grid.to_hex(8, 8)
    mouse.hover(view, mouse.hex_point(view, h))
    overlay = view.map_scene().overlay
    assert overlay.hexes == [h]
    tool_state.set_brush_radius(2)
    assert len(overlay.hexes) == 19 and h in overlay.hexes
    view.set_tool("fill")
    assert overlay.hexes == [h]
