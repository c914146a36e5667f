"""Run something once a widget has painted for the first time.

Start-up builds what the first look at the window does not show (a dock's
hidden tab) after the map is on screen (issue 15, first paint): the map
paints first, the rest follows in the next turn of the event loop.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaintWatch(QObject):
    def __init__(self, widget: QWidget, owner: QObject, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._owner = owner
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # After this paint and the others of the same frame have been shown.
            QTimer.singleShot(0, self._owner, self._then)  # not once the owner is gone
            self.deleteLater()
        return False


def after_first_paint(widget: QWidget, owner: QObject, then: Callable[[], None]) -> None:
    """Call ``then`` in the event loop's next turn after ``widget``'s first paint,
    unless ``owner`` (what ``then`` works on) has been deleted by then."""
    _FirstPaintWatch(widget, owner, then)
