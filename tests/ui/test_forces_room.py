"""The Forces panel gets room, and a wheel turn just beside it does not zoom the map.

At the window's opening size the Forces dock was about 400 px tall (it shared
the right column with the undo history and the Validation panel, each a third),
so it scrolled all the time: it now has the whole column, the other two sit
under the map. And a wheel turn that landed a few pixels short of
it, on the map, zoomed the map.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea
from qt_waits import loop_turned
from window_fixtures import make_window

from editor.ui.wheel_guard import EDGE_PX


def _wheel(widget, pos: QPoint, notches: int = -1) -> None:
    event = QWheelEvent(
        QPointF(pos),
        QPointF(widget.mapToGlobal(pos)),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def _shown(qtbot, tmp_path, width: int = 1400, height: int = 900):
    window = make_window(qtbot, tmp_path)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    window.forces_dock.raise_()
    loop_turned(qtbot)
    return window


def test_the_forces_dock_takes_the_whole_right_column(qtbot, tmp_path) -> None:
    window = _shown(qtbot, tmp_path)
    forces, validation, history, view = (
        window.forces_dock,
        window.validation,
        window.history,
        window.view,
    )
    assert forces.height() >= 0.75 * window.height(), (forces.height(), window.height())
    # The Validation panel and the undo history, both in sight, under the map: a
    # problem's sentence gets the map's width instead of the dock's.
    assert validation.isVisible() and history.isVisible()
    assert history not in window.tabifiedDockWidgets(validation)
    below_the_map = view.mapTo(window, view.rect().bottomLeft()).y()
    assert validation.y() >= below_the_map and history.y() >= below_the_map
    assert validation.width() >= 0.5 * view.width()
    assert validation.height() >= 120


def test_a_wheel_turn_just_beside_the_forces_dock_scrolls_it_and_does_not_zoom(
    qtbot, tmp_path
) -> None:
    window = _shown(qtbot, tmp_path, 1200, 700)  # small enough for the dock to scroll
    view, dock = window.view, window.forces_dock
    # The map's own scroll bar off: the dock stands right across the map's edge.
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    loop_turned(qtbot)
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0
    viewport = view.viewport()
    assert viewport.mapTo(window, QPoint(viewport.width(), 0)).x() <= dock.x()  # map, then dock
    y = dock.mapTo(viewport, QPoint(0, dock.height() // 2)).y()
    zoom, before = view.zoom(), bar.value()
    _wheel(viewport, QPoint(viewport.width() - EDGE_PX // 2, y))
    assert view.zoom() == zoom
    assert bar.value() > before  # the turn went to the panel it was meant for
    palette = window.palette_dock.tree.verticalScrollBar()
    before = palette.value()
    _wheel(viewport, QPoint(EDGE_PX // 2, y))  # the left edge: the terrain palette
    assert view.zoom() == zoom and palette.value() > before
    _wheel(viewport, QPoint(viewport.width() // 2, viewport.height() // 2))
    assert view.zoom() != zoom  # on the map itself, the wheel still zooms
    # With the map's scroll bar between them, the strip is the map's again.
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    loop_turned(qtbot)
    zoom, before = view.zoom(), bar.value()
    _wheel(viewport, QPoint(viewport.width() - EDGE_PX // 2, y))
    assert view.zoom() != zoom and bar.value() == before
