"""A stroke repaints only the rectangles it damaged, and the window then shows
what a full repaint shows (the offscreen platform's backing store, read back)."""

from __future__ import annotations

from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from qt_waits import loop_turned

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain, new_scenario
from editor.io.rulesets import load_ruleset
from editor.ui.document import Document
from editor.ui.map_view import MapView
from editor.ui.tool_state import ToolState


def _show(qtbot, orientation: str, document: Document | None = None) -> MapView:
    """A view in a window, away from the window's corner as in the main window
    (the viewport's pixels are not the window's)."""
    if document is None:
        scenario = new_scenario("panache", 40, 30, orientation=orientation)  # type: ignore[arg-type]
        document = Document(scenario, load_ruleset("panache"))
    window = QWidget()
    layout = QVBoxLayout(window)
    layout.setContentsMargins(150, 90, 0, 0)
    view = MapView(document, ToolState())
    layout.addWidget(view)
    qtbot.addWidget(window)
    window.resize(950, 690)
    window.show()
    qtbot.waitExposed(window)
    return view


def _zoom_on(qtbot, view: MapView, px: float, col: int, row: int) -> None:
    """Hexes of ``px`` pixels, hex (col, row) in the middle of the view."""
    view.set_zoom(px / 32)
    x, y = view.map_painter.centre(col, row)
    view.centerOn(x, y)
    _settle(qtbot, view)


def _shown(view: MapView) -> QImage:
    """The window's pixels as last painted, not a fresh render of it."""
    window = view.window()
    return window.screen().grabWindow(window.winId()).toImage()


def _settle(qtbot, view: MapView) -> None:
    loop_turned(qtbot)  # the repaint asked for has been painted
    qtbot.waitUntil(lambda: not view.map_painter.incomplete)
    QApplication.processEvents()


def _stroke(document: Document, cells: list[tuple[int, int]], element: str) -> None:
    grid = document.scenario.grid
    look = HexTerrain(frozenset({element}))
    document.apply(SetTerrain.of({grid.to_hex(c, r): look for c, r in cells}), "Paint")


def test_a_diagonal_stroke_repaints_its_hexes_not_the_box_around_them(
    qtbot, orientation: str
) -> None:
    view = _show(qtbot, orientation)
    document = view.document
    _zoom_on(qtbot, view, 40.0, 8, 6)
    regions: list[QRegion] = []
    paint = view.map_painter.paint

    def watched(painter, *args):
        regions.append(QRegion(painter.paintEngine().systemClip()))  # what this paint covers
        paint(painter, *args)

    view.map_painter.paint = watched  # type: ignore[method-assign]
    _stroke(document, [(3 + i, 3 + i // 2) for i in range(12)], "foret")
    qtbot.waitUntil(lambda: bool(regions))
    region = regions[0]
    box = region.boundingRect()
    area = sum(r.width() * r.height() for r in region)
    assert area < 0.5 * box.width() * box.height()


def test_the_window_shows_after_strokes_what_a_fresh_view_shows(qtbot, orientation: str) -> None:
    """Strokes at two zooms, each repaired in the cached tiles and repainted in
    its rectangles only: the window then holds the pixels of a new view of the
    same map, whose tiles are all drawn from scratch."""
    view = _show(qtbot, orientation)
    for k, px in enumerate((40.0, 23.0)):
        _zoom_on(qtbot, view, px, 8, 7)
        before = _shown(view)
        strokes = [
            [(2 + i, 4 + i // 2) for i in range(14)],
            [(3 + i, 9) for i in range(12)],
            [(4 + i, 5 + k) for i in range(4) for k in range(3)],
        ]
        for n, cells in enumerate(strokes):
            _stroke(view.document, cells, ("marais", "colline", "foret", "sable")[(n + k) % 4])
            _settle(qtbot, view)
        after = _shown(view)
        assert after != before
        fresh = _show(qtbot, orientation, view.document)
        _zoom_on(qtbot, fresh, px, 8, 7)
        assert _shown(fresh) == after
        fresh.window().close()
