"""*Play > Balance test…*: what to run (the computer player of each side, a number
of games or a precision, the seed)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

KINDS = ("random", "beginner", "greedy", "search", "expert")
"""The computer players, weakest first (``editor.rules.players.LADDER``)."""


def player_names() -> dict[str, str]:
    """Each of ``KINDS`` in words, for the balance and the tuning dialogs alike."""
    return {
        "random": QCoreApplication.translate("BalanceDialog", "Random"),
        "beginner": QCoreApplication.translate(
            "BalanceDialog", "Beginner (greedy, makes mistakes)"
        ),
        "greedy": QCoreApplication.translate("BalanceDialog", "Greedy (expectations)"),
        "search": QCoreApplication.translate("BalanceDialog", "Searching (slow)"),
        "expert": QCoreApplication.translate("BalanceDialog", "Expert (tree search, slowest)"),
    }


@dataclass(frozen=True, slots=True)
class BalanceChoice:
    """What the dialog asks for: ``side_a``/``side_b`` are player kinds."""

    side_a: str = "greedy"
    side_b: str = "greedy"
    games: int | None = 100
    """A fixed number of games; None: play until ``margin``."""
    margin: float = 0.05
    seed: int = 1

    @property
    def player(self) -> str:
        """The series' label: "greedy" when both sides have it, else "greedy-search"."""
        return self.side_a if self.side_a == self.side_b else f"{self.side_a}-{self.side_b}"


class BalanceDialog(QDialog):
    def __init__(self, side_names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Balance test"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Computer players play this scenario many times; the report gives each "
                "side's win rate with its 95 % interval and where the units fought and died."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.side_combos: list[QComboBox] = []
        names = player_names()
        for name in side_names[:2]:
            combo = QComboBox()
            for kind in KINDS:
                combo.addItem(names[kind], kind)
            combo.setCurrentIndex(KINDS.index("greedy"))
            form.addRow(self.tr("%1 played by:").replace("%1", name), combo)
            self.side_combos.append(combo)
        layout.addLayout(form)
        grid = QGridLayout()
        self.by_games = QRadioButton(self.tr("A number of games:"))
        self.by_margin = QRadioButton(self.tr("Until side A's interval is within ±"))
        group = QButtonGroup(self)
        group.addButton(self.by_games)
        group.addButton(self.by_margin)
        self.games = QSpinBox()
        self.games.setRange(2, 5000)
        self.games.setValue(100)
        self.margin = QDoubleSpinBox()
        self.margin.setRange(1.0, 25.0)
        self.margin.setDecimals(1)
        self.margin.setSuffix(" %")
        self.margin.setValue(5.0)
        self.by_games.setChecked(True)
        self.by_games.toggled.connect(self._update)
        grid.addWidget(self.by_games, 0, 0)
        grid.addWidget(self.games, 0, 1)
        grid.addWidget(self.by_margin, 1, 0)
        grid.addWidget(self.margin, 1, 1)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(1)
        grid.addWidget(QLabel(self.tr("Seed (the same seed gives the same games):")), 2, 0)
        grid.addWidget(self.seed, 2, 1)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Run"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._update()

    def _update(self) -> None:
        self.games.setEnabled(self.by_games.isChecked())
        self.margin.setEnabled(self.by_margin.isChecked())

    def choice(self) -> BalanceChoice:
        kinds = [str(c.currentData()) for c in self.side_combos] or ["greedy", "greedy"]
        return BalanceChoice(
            kinds[0],
            kinds[-1],
            self.games.value() if self.by_games.isChecked() else None,
            self.margin.value() / 100.0,
            self.seed.value(),
        )


__all__ = ["KINDS", "BalanceChoice", "BalanceDialog"]
