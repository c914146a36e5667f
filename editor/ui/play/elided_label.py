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
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
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
        width = self.fontMetrics().horizontalAdvance(self._full) + PADDING if self._full else 0
        return QSize(width, hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(min(MIN_WIDTH, self.sizeHint().width()), super().minimumSizeHint().height())

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
