"""The Forces panel gets room, and a wheel turn just beside it does not zoom the map.

At the window's opening size the Forces dock was about 400 px tall (it shared
the right column with the undo history and the Validation panel, each a third),
so it scrolled all the time; and a wheel turn that landed a few pixels short of
it, on the map, zoomed the map.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea
from window_fixtures import make_window

from editor.ui.wheel_guard import EDGE_PX


def _wheel(widget, pos: QPoint, notches: int = -1) -> None:  # type: ignore[no-untyped-def]
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


def _shown(qtbot, tmp_path, width: int = 1400, height: int = 900):  # type: ignore[no-untyped-def]
    window = make_window(qtbot, tmp_path)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    window.forces_dock.raise_()
    qtbot.wait(20)
    return window


def test_the_forces_dock_takes_most_of_the_right_column(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = _shown(qtbot, tmp_path)
    column = window.centralWidget().height()
    assert window.forces_dock.height() >= 0.6 * column, (window.forces_dock.height(), column)
    # The Validation panel stays in sight below it, the history a tab behind it.
    assert window.validation.isVisible() and window.validation.height() >= 150
    assert window.history in window.tabifiedDockWidgets(window.validation)


def test_a_wheel_turn_just_beside_the_forces_dock_scrolls_it_and_does_not_zoom(
    qtbot, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    window = _shown(qtbot, tmp_path, 1200, 700)  # small enough for the dock to scroll
    view, dock = window.view, window.forces_dock
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
