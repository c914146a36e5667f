"""A one-line label that shortens its text with « … » when it has not the room, the
whole text in its tooltip: a banner that never widens the window it sits in.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

MIN_WIDTH = 80
"""Narrowest it lets itself be: a few letters and the « … »."""
PADDING = 20
"""Room kept for a style sheet's side padding (the banner's 8 px each side)."""


class ElidedLabel(QLabel):
    def __init__(self, parent: QWidget | None = None, whole_up_to: int = 0) -> None:
        """``whole_up_to``: a text up to this many pixels wide is never shortened (the
        layout shortens its neighbours first); a longer one may be, down to that width."""
        super().__init__(parent)
        self._full = ""
        self._whole_up_to = whole_up_to
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:
        self._full = text
        self._elide()

    def text(self) -> str:
        """The whole text, not the shortened one shown."""
        return self._full

    def shown_text(self) -> str:
        return super().text()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        # (+2: the advance is rounded, and eliding measures the text its own way)
        width = self.fontMetrics().horizontalAdvance(self._full) + PADDING + 2 if self._full else 0
        return QSize(width, hint.height())

    def minimumSizeHint(self) -> QSize:
        least = max(MIN_WIDTH, self._whole_up_to)
        return QSize(min(least, self.sizeHint().width()), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = max(0, self.width() - PADDING)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, room)
        if not self._full:
            shown = ""
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")
        self.updateGeometry()
