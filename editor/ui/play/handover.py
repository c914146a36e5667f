"""The hand-over screen of a hotseat game: the board hidden until the next player sits.

As with the opaque screen of Panache Annexe 1, neither player sees what the
other knows: between two decisions of different sides the board, the log
and the panels are covered, and only « I am ... » uncovers them, showing what
that side knows.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from editor.ui.play.controller import GameController
from editor.ui.play.play_view import side_colours


class HandOverCover(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HandOverCover")
        self.controller = controller
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.note = QLabel(
            self.tr(
                "The board is hidden so that neither player sees what the other knows. "
                "Hand the screen over, then click the button."
            )
        )
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("TakeSeatButton")
        self.button.setMinimumHeight(44)
        f = self.button.font()
        f.setPointSizeF(f.pointSizeF() * 1.3)
        self.button.setFont(f)
        self.button.clicked.connect(controller.take_seat)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.note)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        side = c.handover
        if side is None:
            return
        name = c.ctx.side_names[side]
        self.title.setText(self.tr("Pass the screen to the player of %1").replace("%1", name))
        self.button.setText(self.tr("I play %1: show my board").replace("%1", name))
        colour = side_colours(c.ctx)[side]
        # The side's colour, mostly white: a reminder of whose turn, not a glare.
        tint = QColor.fromRgbF(
            0.8 + 0.2 * colour.redF(), 0.8 + 0.2 * colour.greenF(), 0.8 + 0.2 * colour.blueF()
        )
        self.setStyleSheet(
            f"#HandOverCover {{ background: {tint.name()}; border: 6px solid {colour.name()}; }}"
        )
