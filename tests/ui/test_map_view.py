"""Seeing the map: zoom, pan, fit, display toggles, and the scene following the document."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain, new_scenario
from editor.ui.map_view import MAX_ZOOM, MIN_ZOOM, MapView

MIDDLE = Qt.MouseButton.MiddleButton
LEFT = Qt.MouseButton.LeftButton


def wheel(view: MapView, pos: QPoint, notches: float) -> None:
    viewport = view.viewport()
    event = QWheelEvent(
        QPointF(pos),
        QPointF(viewport.mapToGlobal(pos)),
        QPoint(0, 0),
        QPoint(0, round(120 * notches)),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def scroll(view: MapView) -> tuple[int, int]:
    return view.horizontalScrollBar().value(), view.verticalScrollBar().value()


def test_the_view_offers_every_tool(view: MapView) -> None:
    assert view.tool_names() == [
        "brush",
        "eraser",
        "fill",
        "eyedropper",
        "hill",
        "edge",
        "link",
        "select",
        "sight",
        "zone",
        "unit",
        "extras",
    ]
    assert view.current_tool == "brush"


def test_wheel_zooms_around_the_cursor(view: MapView, qtbot) -> None:
    view.centre_on_hex(view.document.scenario.grid.to_hex(12, 8))
    pos = QPoint(250, 180)
    under = view.mapToScene(pos)
    with qtbot.waitSignal(view.zoomChanged) as zoomed:
        wheel(view, pos, 1)
    assert view.zoom() > 1.0 and zoomed.args == [view.zoom()]
    after = view.mapToScene(pos)
    assert abs(after.x() - under.x()) < 2 and abs(after.y() - under.y()) < 2
    wheel(view, pos, -2)
    assert view.zoom() < 1.0
    after = view.mapToScene(pos)
    assert abs(after.x() - under.x()) < 3 and abs(after.y() - under.y()) < 3


def test_zoom_keys_and_limits(view: MapView) -> None:
    QTest.keyClick(view.viewport(), Qt.Key.Key_Plus)
    assert view.zoom() > 1.0
    QTest.keyClick(view.viewport(), Qt.Key.Key_Minus)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Minus)
    assert view.zoom() < 1.0
    for _ in range(60):
        view.zoom_in()
    assert view.zoom() == MAX_ZOOM or abs(view.zoom() - MAX_ZOOM) < 1e-9
    for _ in range(80):
        view.zoom_out()
    assert abs(view.zoom() - MIN_ZOOM) < 1e-9


def test_fit_to_window_shows_the_whole_map(view: MapView) -> None:
    view.zoom_in()
    view.zoom_in()
    view.fit_to_window()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    bounds = view.map_painter.bounds()
    assert visible.adjusted(-1, -1, 1, 1).contains(bounds)
    assert view.zoom() < 1.0


def test_middle_drag_pans(view: MapView, mouse) -> None:
    view.centre_on_hex(view.document.scenario.grid.to_hex(12, 8))
    start = scroll(view)
    mouse.drag(view, [QPoint(400, 300), QPoint(370, 280), QPoint(340, 260)], MIDDLE)
    assert scroll(view) == (start[0] + 60, start[1] + 40)
    assert view.document.undo_stack.count() == 0


def test_space_drag_pans_without_painting(view: MapView, tool_state, mouse) -> None:
    tool_state.set_hex_elements(frozenset({"foret"}))
    view.centre_on_hex(view.document.scenario.grid.to_hex(12, 8))
    start = scroll(view)
    QTest.keyPress(view.viewport(), Qt.Key.Key_Space)
    mouse.drag(view, [QPoint(400, 300), QPoint(430, 320)], LEFT)
    QTest.keyRelease(view.viewport(), Qt.Key.Key_Space)
    assert scroll(view) == (start[0] - 30, start[1] - 20)
    assert not view.document.scenario.terrain
    mouse.click(view, QPoint(400, 300))
    assert view.document.scenario.terrain  # Space released: the brush paints again


def test_scrollbars_pan(view: MapView) -> None:
    bar = view.horizontalScrollBar()
    assert bar.maximum() > bar.minimum()
    bar.setValue(bar.minimum())
    left = view.mapToScene(QPoint(0, 0)).x()
    bar.setValue(bar.minimum() + 100)
    assert abs(view.mapToScene(QPoint(0, 0)).x() - left - 100) < 1


def test_centre_on_hex(view: MapView) -> None:
    h = view.document.scenario.grid.to_hex(16, 10)
    view.centre_on_hex(h)
    centre = view.mapToScene(view.viewport().rect().center())
    x, y = view.map_painter.layout.hex_to_pixel(h)
    assert abs(centre.x() - x) < 2 and abs(centre.y() - y) < 2


def test_display_toggles_reach_the_paint_options(view: MapView) -> None:
    item = view.map_scene().terrain_item
    view.set_show_grid(False)
    view.set_show_labels(False)
    view.set_language("en")
    assert (item.options.grid, item.options.labels, item.options.language) == (False, False, "en")
    assert view.tool_state.language == "en"


def test_the_scene_repaints_what_an_edit_touched(view: MapView, monkeypatch) -> None:
    seen = []
    painter = view.map_painter
    original = painter.invalidate_rects
    monkeypatch.setattr(
        painter, "invalidate_rects", lambda change: seen.append(change) or original(change)
    )
    h = view.document.scenario.grid.to_hex(4, 4)
    view.document.apply(SetTerrain(((h, HexTerrain(frozenset({"foret"}))),)), "Paint")
    assert [c.hexes for c in seen] == [frozenset({h})]


def test_a_new_scenario_resizes_the_scene(view: MapView) -> None:
    before = view.sceneRect()
    view.select_hexes({view.document.scenario.grid.to_hex(2, 2)})
    bigger = new_scenario("panache", 40, 30, orientation="pointy")
    view.document.replace(bigger, view.document.ruleset, None)
    assert view.sceneRect().width() > before.width()
    assert view.map_painter.layout.orientation == "pointy"
    assert view.selected_hexes() == set()
    assert view.map_scene().overlay.selection == set()


def test_select_hexes_ignores_hexes_off_the_map(view: MapView) -> None:
    grid = view.document.scenario.grid
    inside = grid.to_hex(1, 1)
    view.select_hexes({inside, grid.to_hex(0, 0), grid.to_hex(30, 30)})
    assert view.selected_hexes() == {inside}


def test_unknown_tool_is_refused(view: MapView) -> None:
    try:
        view.set_tool("lasso")
    except ValueError as exc:
        assert "lasso" in str(exc)
    else:  # pragma: no cover - the assertion is the point
        raise AssertionError("set_tool accepted an unknown tool")


def test_leaving_the_view_clears_the_hover(view: MapView, mouse, qtbot) -> None:
    h = view.document.scenario.grid.to_hex(6, 6)
    mouse.hover(view, mouse.hex_point(view, h))
    with qtbot.waitSignal(view.hoverHex) as hovered:
        QApplication.sendEvent(view, QEvent(QEvent.Type.Leave))
    assert hovered.args == [None]
    assert view.map_scene().overlay.hexes == []
