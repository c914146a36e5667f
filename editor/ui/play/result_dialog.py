"""The end of a game: who won, by what margin and why, losses per side, the turn
reached, and the luck report (hits rolled against hits expected, per side)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.rules.luck import SideLuck
from editor.ui.play.controller import GameController


class ResultDialog(QDialog):
    replayRequested = Signal()
    saveRequested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ResultDialog")
        self.setWindowTitle(self.tr("End of the game"))
        self.controller = controller
        ctx = controller.ctx
        pos = controller.session.position
        result = pos.result
        assert result is not None
        layout = QVBoxLayout(self)
        self.headline = QLabel()
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        if result.winner is None:
            head = self.tr("Draw")
        else:
            head = self.tr("%1 wins").replace("%1", ctx.side_names[result.winner])
        self.headline.setText(head)
        layout.addWidget(self.headline)
        margins = {
            "marginal": self.tr("a marginal victory"),
            "medium": self.tr("a medium victory"),
            "decisive": self.tr("a decisive victory"),
        }
        reasons = {
            "demoralisation": self.tr("the enemy army is demoralised"),
            "turns": self.tr("fewer losses at the last turn"),
            "objectives": self.tr("more objective points at the last turn"),
            "resignation": self.tr("the other side resigned"),
        }
        detail = []
        if result.margin:
            detail.append(margins.get(result.margin, result.margin))
        detail.append(reasons.get(result.reason, result.reason))
        detail.append(
            self.tr("turn %1 of %2, %n action(s)", "", len(controller.session))
            .replace("%1", str(pos.turn))
            .replace("%2", str(ctx.max_turns))
        )
        self.detail = QLabel(" — ".join(detail))
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setWordWrap(True)
        layout.addWidget(self.detail)
        luck = controller.session.luck()
        self.table = QTableWidget(2, 7)
        self.table.setObjectName("ResultTable")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Losses"),
                self.tr("Objective points"),
                self.tr("Throws"),
                self.tr("Dice"),
                self.tr("Hits rolled"),
                self.tr("Hits expected"),
                self.tr("Luck"),
            ]
        )
        self.table.setVerticalHeaderLabels(list(ctx.side_names))
        for side in (0, 1):
            self._row(side, result.losses[side], result.points[side], luck[side])
        self.table.resizeColumnsToContents()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setStretchLastSection(True)
        # The whole table, no scroll bars: two rows and seven short columns.
        for bar in (self.table.horizontalScrollBar(), self.table.verticalScrollBar()):
            bar.setEnabled(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        frame = 2 * self.table.frameWidth()
        header = self.table.horizontalHeader()
        rows = self.table.verticalHeader()
        width = rows.sizeHint().width() + header.length() + frame + 4
        height = header.sizeHint().height() + rows.length() + frame + 2
        self.table.setMinimumWidth(width)
        self.table.setFixedHeight(height)
        layout.addWidget(self.table)
        note = QLabel(
            self.tr(
                "Luck: hits rolled minus the hits the dice could be expected to give, from the "
                "die's faces and each target's armour. Losses count units (or budget points)."
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #555;")
        layout.addWidget(note)
        buttons = QDialogButtonBox()
        self.replay = QPushButton(self.tr("Replay the game"))
        self.save = QPushButton(self.tr("Save the game…"))
        buttons.addButton(self.replay, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.replay.clicked.connect(self._on_replay)
        self.save.clicked.connect(self.saveRequested.emit)
        layout.addWidget(buttons)
        self.resize(760, 300)

    def _row(self, side: int, losses: int, points: int, luck: SideLuck) -> None:
        sign = "+" if luck.luck >= 0 else ""
        values = [
            str(losses),
            str(points),
            str(luck.throws),
            str(luck.dice),
            str(luck.hits),
            f"{float(luck.expected_hits):.1f}",
            f"{sign}{float(luck.luck):.1f}",
        ]
        for col, v in enumerate(values):
            item = QTableWidgetItem(v)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(side, col, item)

    def _on_replay(self) -> None:
        self.replayRequested.emit()
        self.accept()
