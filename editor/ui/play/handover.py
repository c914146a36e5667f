"""The hand-over screen of a hotseat game: the board hidden until the next player sits.

As with the opaque screen of Panache Annexe 1, neither player sees what the
other knows: between two decisions of different sides the board, the log
and the panels are covered, and only « I am ... » uncovers them, showing what
that side knows.

The same screen asks a player's consent when the other wants to take back its
decisions (*Resume from here* or a return to a branch, ``LineChange``): that
player agrees, and the change is made, or refuses, and the screen goes back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from editor.ui.play.controller import GameController
from editor.ui.play.listen import listen
from editor.ui.play.play_view import side_colours
from editor.ui.play.time_travel import LineChange


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
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("TakeSeatButton")
        self.button.setMinimumHeight(44)
        f = self.button.font()
        f.setPointSizeF(f.pointSizeF() * 1.3)
        self.button.setFont(f)
        self.button.clicked.connect(controller.take_seat)
        self.refuse = QPushButton()
        self.refuse.setObjectName("RefuseChangeButton")
        self.refuse.clicked.connect(controller.travel.refuse_change)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.note)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.refuse, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        listen(self, controller.state, self.refresh, "handover")
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        side = c.state.handover
        if side is None:
            return
        name = c.ctx.side_names[side]
        change = c.state.consent
        self.refuse.setVisible(change is not None)
        if change is None:
            self.title.setText(self.tr("Pass the screen to the player of %1").replace("%1", name))
            self.note.setText(
                self.tr(
                    "The board is hidden so that neither player sees what the other knows. "
                    "Hand the screen over, then click the button."
                )
            )
            self.button.setText(self.tr("I play %1: show my board").replace("%1", name))
        else:
            self._ask_consent(name, change)
        colour = side_colours(c.ctx)[side]
        # The side's colour, mostly white: a reminder of whose turn, not a glare.
        tint = QColor.fromRgbF(
            0.8 + 0.2 * colour.redF(), 0.8 + 0.2 * colour.greenF(), 0.8 + 0.2 * colour.blueF()
        )
        self.setStyleSheet(
            f"#HandOverCover {{ background: {tint.name()}; border: 6px solid {colour.name()}; }}"
        )

    def _ask_consent(self, name: str, change: LineChange) -> None:
        asker = self.controller.ctx.side_names[change.by]
        self.title.setText(
            self.tr("The player of %1 asks to take back your decisions").replace("%1", asker)
        )
        where = (
            self.tr("to play on from action %1").replace("%1", str(change.fork))
            if change.branch is None
            else self.tr("to return to a line set aside")
        )
        self.note.setText(
            self.tr("Pass the screen to the player of %1.").replace("%1", name)
            + " "
            + self.tr("%1 asks %2:").replace("%1", asker).replace("%2", where)
            + " "
            + self.tr("%n action(s) set aside", "", change.dropped)
            + ", "
            + self.tr("%n of them yours", "", change.theirs)
            + ". "
            + self.tr("They stay in the log as a branch that can be returned to.")
        )
        self.button.setText(self.tr("I play %1: I agree").replace("%1", name))
        self.refuse.setText(self.tr("I play %1: I refuse").replace("%1", name))
