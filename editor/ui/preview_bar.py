"""The question under the map while a copy onto the other half is drawn as a ghost.

*Edit > Mirror onto the other half…* and *Rotate onto the other half…* draw
the hexes they would overwrite in orange and ask here: Apply writes them (one
undo step, as Enter does over the map), Cancel forgets them (as Escape, a
click on the map or another tool does).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget


class PreviewBar(QWidget):
    applied = Signal()
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question = QLabel()
        self.apply_button = QPushButton(self.tr("Apply"))
        self.apply_button.setToolTip(self.tr("Write the copy onto the hexes outlined in orange"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Leave the map as it is"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.question)
        layout.addWidget(self.apply_button)
        layout.addWidget(self.cancel_button)
        self.apply_button.clicked.connect(self.applied)
        self.cancel_button.clicked.connect(self.cancelled)
        self.hide()

    def show_question(self, text: str) -> None:
        """Ask ``text`` with Apply and Cancel; hide for an empty text."""
        self.question.setText(text)
        self.setVisible(bool(text))
