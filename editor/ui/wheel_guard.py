"""The mouse wheel scrolls a panel; it does not change the value under the cursor.

Spin boxes and combo boxes take wheel events by default, so scrolling down a
long panel (the Scenario and Forces docks) silently changed whatever field
passed under the pointer: the number of turns, a unit's type. As in most
editors, such a field now reacts to the wheel only once clicked or tabbed to;
otherwise the wheel goes on to the panel's scroll area.

The map zooms on the wheel, and the panels stand right beside it: a turn meant
for the Forces panel that lands a few pixels short zoomed the map.
``guard_map_edges`` gives the strip of the map along its left, right and
bottom edges (``EDGE_PX``) to the panel next to it: the turn scrolls that
panel, and never zooms the map.
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
"""Width of the map's strip, along its edges, that belongs to the panels beside it."""
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
    """On the map's viewport: a wheel turn in the strip along its left, right or
    bottom edge goes to the scroll area just across that edge (a dock's panel).
    Where the map's own scroll bar is across, the turn is the map's."""

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view)
        self._view = view

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(event, QWheelEvent):
            return False
        view, viewport = self._view, self._view.viewport()
        x, y = event.position().toPoint().x(), event.position().toPoint().y()
        if x < EDGE_PX:
            outward, start = QPoint(-1, 0), QPoint(-1, y)
        elif x >= viewport.width() - EDGE_PX:
            outward, start = QPoint(1, 0), QPoint(viewport.width(), y)
        elif y >= viewport.height() - EDGE_PX:
            outward, start = QPoint(0, 1), QPoint(x, viewport.height())
        else:
            return False  # on the map itself: it zooms
        area = self._panel_beside(viewport.mapTo(view, start), outward)
        if area is view:
            return False
        if area is not None:
            QApplication.sendEvent(area.viewport(), event)
        event.accept()
        return True

    def _panel_beside(self, start: QPoint, outward: QPoint) -> QAbstractScrollArea | None:
        """The scroll area just across the edge of the map's viewport from ``start``
        (in the view's coordinates): the map's own scroll bar, or a dock's panel past
        the map's frame and the separator between the map and the docks."""
        view = self._view
        for step in range(SEPARATOR_SEARCH_PX):
            widget = QApplication.widgetAt(view.mapToGlobal(start + outward * step))
            if widget is None or widget is view:
                continue  # the map's frame
            area = widget if isinstance(widget, QAbstractScrollArea) else _scroll_area(widget)
            if area is not None:
                return area  # the map itself when its scroll bar is across
            # The separator between the map and a dock, or a dock's margin: further.
        return None


def guard_map_edges(view: QAbstractScrollArea) -> MapEdgeGuard:
    """Give the strip along the map's edges to the panels beside it."""
    guard = MapEdgeGuard(view)
    view.viewport().installEventFilter(guard)
    return guard
