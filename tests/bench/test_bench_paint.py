"""Map painting figures (README, Performance). Run: pytest tests/bench -s

Prints, for random-terrain maps of 50 x 50, 200 x 200 and 500 x 500 and a
1920 x 1080 view at three zooms: the warm repaint, the first paint after a
zoom change (the frame actually shown, within the painter's frame budget,
and the time until every tile is built), and a 20-hex brush stroke repaint
(invalidate + repaint of the dirty rectangle). Figures, not assertions.

``test_bench_stroke_in_view`` measures what the user sees: a shown 1920 x 1080
``MapView``, from the edit (or the mouse move of a brush drag) until the
viewport's paint event has run, undo stack, scene and Qt's paint included.
"""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QMouseEvent, QPainter
from PySide6.QtWidgets import QApplication

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain
from editor.io.rulesets import load_ruleset
from editor.render.map_painter import FRAME_BUDGET_S, HEX_SIZE, MapPainter, PaintOptions
from editor.ui.document import Document
from editor.ui.map_view import MapView
from editor.ui.tool_state import ToolState

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "render"))
from render_samples import random_map

VIEW_W, VIEW_H = 1920, 1080
ZOOMS = {"far (3 px)": 3.0, "middle (9 px)": 9.0, "close (40 px)": 40.0}
"""Hex size in device pixels, centre to corner."""


def _paint(
    mp: MapPainter, image: QImage, view: QRectF, scale: float, exposed: QRectF | None = None
) -> float:
    p = QPainter(image)
    p.scale(scale, scale)
    p.translate(-view.x(), -view.y())
    if exposed is not None:
        p.setClipRect(exposed)
    t = time.perf_counter()
    mp.paint(p, exposed if exposed is not None else view, scale, PaintOptions())
    elapsed = time.perf_counter() - t
    p.end()
    return elapsed * 1000


def _view(mp: MapPainter, scale: float) -> QRectF:
    c = mp.bounds().center()
    w, h = VIEW_W / scale, VIEW_H / scale
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def _complete(mp: MapPainter, image: QImage, view: QRectF, scale: float) -> float:
    total = _paint(mp, image, view, scale)
    while mp.incomplete:
        total += _paint(mp, image, view, scale)
    return total


@pytest.mark.bench
@pytest.mark.parametrize("size", [50, 200, 500])
def test_bench_paint(size: int, qapp: object) -> None:
    ruleset = load_ruleset("panache")
    t = time.perf_counter()
    scenario = random_map(size, size, seed=size)
    built = time.perf_counter() - t
    t = time.perf_counter()
    mp = MapPainter(scenario, ruleset)
    mp.frame_budget = FRAME_BUDGET_S  # as the view does
    index_ms = (time.perf_counter() - t) * 1000
    image = QImage(VIEW_W, VIEW_H, QImage.Format.Format_ARGB32_Premultiplied)
    print(f"\n{size} x {size}: random map {built:.2f} s, painter set-up {index_ms:.0f} ms")
    for name, px in ZOOMS.items():
        scale = px / HEX_SIZE
        view = _view(mp, scale)
        # A wheel step away and back: the zoom change the user makes.
        _complete(mp, image, _view(mp, scale * 1.15), scale * 1.15)
        first = _paint(mp, image, view, scale)
        rest = _complete(mp, image, view, scale) if mp.incomplete else 0.0
        warm = min(_paint(mp, image, view, scale) for _ in range(5))
        # Best of three strokes (two terrains in turn): the machine is shared.
        line = min(
            _stroke(mp, scenario, image, view, scale, (20, 1), e)
            for e in ("foret", "colline", "foret")
        )
        patch = min(
            _stroke(mp, scenario, image, view, scale, (5, 4), e)
            for e in ("marais", "sable", "marais")
        )
        print(
            f"  {name:14} warm {warm:6.2f} ms | first after zoom {first:6.2f} ms"
            f" (all tiles {first + rest:7.1f} ms) | 20-hex stroke: 5x4 patch"
            f" {patch:5.2f} ms, 20-hex line {line:5.2f} ms"
        )


def _stroke(
    mp: MapPainter,
    scenario: object,
    image: QImage,
    view: QRectF,
    scale: float,
    shape: tuple[int, int],
    element: str,
) -> float:
    """Invalidate + repaint of 20 hexes painted in the middle of the view (a
    ``shape`` of columns x rows), the terrain's sprite already drawn once."""
    grid = scenario.grid  # type: ignore[attr-defined]
    h = mp.layout.pixel_to_hex(view.center().x(), view.center().y())
    col, row = grid.to_offset(h)
    look = HexTerrain(frozenset({element}))
    cells = {
        grid.to_hex(min(grid.columns, col + i), min(grid.rows, row + k)): look
        for i in range(shape[0])
        for k in range(shape[1])
    }
    edit = SetTerrain.of(cells)
    edit.apply(scenario)  # type: ignore[arg-type]
    t = time.perf_counter()
    dirty = mp.invalidate(edit.change())
    ms = (time.perf_counter() - t) * 1000
    return ms + _paint(mp, image, view, scale, dirty)


class _PaintWatch(QObject):
    """Counts the viewport's paint events; the paint has run when the event
    loop returns to us."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _until_painted(watch: _PaintWatch, start: float, before: int) -> float:
    """Milliseconds from ``start`` until a paint event after ``before`` has run."""
    while watch.count == before and time.perf_counter() - start < 1.0:
        QApplication.processEvents()
    return (time.perf_counter() - start) * 1000


def _mouse(view: MapView, kind: QEvent.Type, h: object, buttons: Qt.MouseButton) -> None:
    x, y = view.map_painter.layout.hex_to_pixel(h)  # type: ignore[arg-type]
    pos = view.mapFromScene(QPointF(x, y))
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else buttons
    viewport = view.viewport()
    global_pos = QPointF(viewport.mapToGlobal(QPoint(pos)))
    event = QMouseEvent(
        kind, QPointF(pos), global_pos, button, buttons, Qt.KeyboardModifier.ShiftModifier
    )
    QApplication.sendEvent(viewport, event)


def _zoom_on_centre(view: MapView, px: float) -> tuple[int, int]:
    """Hexes of ``px`` pixels, the map's middle in the view's, every tile of the
    view built; the column and row 10 and 5 hexes up and left of the middle,
    where the strokes start."""
    view.set_zoom(px / HEX_SIZE)
    view.centerOn(view.map_painter.bounds().center())
    t = time.perf_counter()
    while time.perf_counter() - t < 0.3 or view.map_painter.incomplete:
        QApplication.processEvents()
    centre = view.mapToScene(view.viewport().rect().center())
    h = view.map_painter.layout.pixel_to_hex(centre.x(), centre.y())
    col, row = view.document.scenario.grid.to_offset(h)
    return col - 10, row - 5


@pytest.mark.bench
@pytest.mark.parametrize("size", [200, 500])
def test_bench_stroke_in_view(size: int, qapp: object) -> None:
    document = Document(random_map(size, size, seed=size), load_ruleset("panache"))
    state = ToolState()
    view = MapView(document, state)
    view.resize(VIEW_W, VIEW_H)
    view.show()
    watch = _PaintWatch()
    view.viewport().installEventFilter(watch)
    grid = document.scenario.grid
    print(f"\n{size} x {size}, shown view {VIEW_W} x {VIEW_H}, best and median of 10:")
    for name, px in list(ZOOMS.items())[1:]:
        col, row = _zoom_on_centre(view, px)
        shapes = {
            "5x4 patch": [(col + i, row + k) for i in range(5) for k in range(4)],
            "line": [(col + i, row) for i in range(20)],
            "diagonal": [(col + i, row + i // 2) for i in range(20)],
        }
        figures = []
        for shape, cells in shapes.items():
            times = []
            for n in range(10):
                look = HexTerrain(frozenset({("foret", "colline")[n % 2]}))
                edit = SetTerrain.of({grid.to_hex(c, r): look for c, r in cells})
                before = watch.count
                t = time.perf_counter()
                document.apply(edit, "Paint")
                times.append(_until_painted(watch, t, before))
            times.sort()
            figures.append(f"{shape} {times[0]:.2f} / {times[5]:.2f}")
        times = []
        state.set_brush_radius(0)
        for n in range(10):
            # A brush drag with Shift (replace): press, one move 19 hexes on, release.
            state.set_hex_elements(frozenset({("marais", "sable")[n % 2]}))
            view.set_tool("brush")
            left, right = grid.to_hex(col, row + 6), grid.to_hex(col + 19, row + 6)
            _mouse(view, QEvent.Type.MouseButtonPress, left, Qt.MouseButton.LeftButton)
            _until_painted(watch, time.perf_counter(), watch.count)
            before = watch.count
            t = time.perf_counter()
            _mouse(view, QEvent.Type.MouseMove, right, Qt.MouseButton.LeftButton)
            times.append(_until_painted(watch, t, before))
            _mouse(view, QEvent.Type.MouseButtonRelease, right, Qt.MouseButton.LeftButton)
        times.sort()
        figures.append(f"brush drag {times[0]:.2f} / {times[5]:.2f}")
        print(f"  {name:14} 20 hexes, edit to paint (ms): " + " | ".join(figures))
    assert watch.count > 0  # the figures are of paints that happened
    # Tear down here, not in the collector during a later test's paint.
    view.viewport().removeEventFilter(watch)
    view.close()
    document.undo_stack.cleanChanged.disconnect()
    del view, document
    gc.collect()


@pytest.mark.bench
def test_bench_stroke_in_window(qapp: object, tmp_path: Path) -> None:
    """The close-up diagonal stroke in the whole main window (every dock
    listening to the document, the undo history among them), 1920 x 1080,
    200 x 200: strokes one after the other, as ``test_bench_stroke_in_view``
    times them, and each after 10 ms of idle, as a mouse's moves come (the
    machine's caches have then let go of some of the map's pixels)."""
    from PySide6.QtCore import QSettings

    from editor.ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", "en")
    document = Document(random_map(200, 200, seed=200), load_ruleset("panache"))
    window = MainWindow(document, settings, autosave_dir=tmp_path / "recovery")
    window.resize(VIEW_W, VIEW_H)
    window.show()
    view = window.view
    watch = _PaintWatch()
    view.viewport().installEventFilter(watch)
    t = time.perf_counter()
    while time.perf_counter() - t < 0.5:  # laid out, the map fitted to the window
        QApplication.processEvents()
    col, row = _zoom_on_centre(view, 40.0)
    grid = document.scenario.grid
    cells = [(col + i, row + i // 2) for i in range(20)]
    assert view.zoom() == 40.0 / HEX_SIZE
    figures = []
    for label, idle in (("one after the other", 0.0), ("after 10 ms idle", 0.01)):
        times = []
        for n in range(21):
            look = HexTerrain(frozenset({("foret", "colline")[n % 2]}))
            edit = SetTerrain.of({grid.to_hex(c, r): look for c, r in cells})
            time.sleep(idle)
            before = watch.count
            t = time.perf_counter()
            document.apply(edit, "Paint")
            times.append(_until_painted(watch, t, before))
        times = sorted(times[1:])
        figures.append(f"{label} {times[0]:.2f} / {times[len(times) // 2]:.2f}")
    print(
        f"\nmain window {view.viewport().width()} x {view.viewport().height()} map view,"
        f" 200 x 200, close-up diagonal, best / median of 20 (ms): " + " | ".join(figures)
    )
    view.viewport().removeEventFilter(watch)
    document.undo_stack.setClean()
    window.close()
    del window, view, document
    gc.collect()
