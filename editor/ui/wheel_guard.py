"""The mouse wheel scrolls a panel; it does not change the value under the cursor.

Spin boxes and combo boxes take wheel events by default, so scrolling down a
long panel (the Scenario and Forces docks) silently changed whatever field
passed under the pointer: the number of turns, a unit's type. As in most
editors, such a field now reacts to the wheel only once clicked or tabbed to;
otherwise the wheel goes on to the panel's scroll area.

The map zooms on the wheel, and the panels stand right beside it: a turn meant
for the Forces panel that lands a few pixels short zoomed the map.
``guard_map_edges`` gives the strip of the map along its left and right edges
(``EDGE_PX``) to the panel next to it: the turn scrolls that panel, and
never zooms the map.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QWidget,
)

EDGE_PX = 16
"""Width of the map's strip, along its left and right edges, that belongs to the panels."""
SEPARATOR_SEARCH_PX = 24
"""How far past the map's edge a panel is looked for (past the dock separator and margins)."""


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        if watched.hasFocus():
            return False
        area = _scroll_area(watched)
        if area is not None:
            QApplication.sendEvent(area.viewport(), event)
        return True


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def guard_wheel(root: QWidget) -> WheelGuard:
    """Guard every spin box and combo box under ``root`` (call once it is built)."""
    guard = WheelGuard(root)
    for kind in (QAbstractSpinBox, QComboBox):
        for field in root.findChildren(kind):
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            field.installEventFilter(guard)
    return guard


class MapEdgeGuard(QObject):
    """On the map's viewport: a wheel turn in the strip along its left or right
    edge goes to the scroll area just across that edge (a dock's panel)."""

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view)
        self._view = view

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(event, QWheelEvent):
            return False
        view, viewport = self._view, self._view.viewport()
        x = event.position().x()
        if EDGE_PX <= x < viewport.width() - EDGE_PX:
            return False  # on the map itself: it zooms
        area = self._panel_beside(viewport.mapTo(view, event.position().toPoint()).y(), x)
        if area is not None:
            QApplication.sendEvent(area.viewport(), event)
        event.accept()
        return True

    def _panel_beside(self, y: int, x: float) -> QAbstractScrollArea | None:
        """The scroll area just across the map's left or right edge (past the
        separator between the map and the docks), at height ``y``."""
        view = self._view
        step, start = (-1, -1) if x < EDGE_PX else (1, view.width())
        for dx in range(1, SEPARATOR_SEARCH_PX):
            widget = QApplication.widgetAt(view.mapToGlobal(QPoint(start + step * dx, y)))
            if widget is None:
                continue
            area = widget if isinstance(widget, QAbstractScrollArea) else _scroll_area(widget)
            if area is view:
                return None
            if area is not None:
                return area
            # The separator between the map and a dock, or a dock's margin: further.
        return None


def guard_map_edges(view: QAbstractScrollArea) -> MapEdgeGuard:
    """Give the strip along the map's left and right edges to the panels beside it."""
    guard = MapEdgeGuard(view)
    view.viewport().installEventFilter(guard)
    return guard
