"""How fair a generated table is: cover, obstacles and open ground per half.

Shows a ``Fairness`` (``editor.generate.symmetry``) as a small table, one row
per figure and a column per half plus their difference, and the score with
its verdict in words. It only displays: the dialog hands it each new result.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from editor.generate.symmetry import Fairness, fairness_verdict

FIGURES = ("cover", "obstacles", "open")
COLUMNS = ("defender", "attacker", "difference")
VERDICT_COLOURS = {"balanced": "#1b7a34", "slightly_uneven": "#9a6a00", "uneven": "#b00020"}
"""Green, amber, red: also said in words, so colour is never the only cue."""
BLANK = "–"


class FairnessPanel(QGroupBox):
    """Cover, obstacles and open hexes of the defender's and attacker's halves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Fairness (hexes per half)"), parent)
        self.setToolTip(
            self.tr(
                "Hexes of each half with cover (woods, villages, ambush ground), "
                "obstacles (difficult or impassable ground, water) and open ground"
            )
        )
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(4)
        headers = {
            "defender": self.tr("Defender"),
            "attacker": self.tr("Attacker"),
            "difference": self.tr("Difference"),
        }
        rows = {
            "cover": self.tr("Cover"),
            "obstacles": self.tr("Obstacles"),
            "open": self.tr("Open ground"),
        }
        for col, key in enumerate(COLUMNS, start=1):
            header = QLabel(headers[key])
            header.setAlignment(Qt.AlignmentFlag.AlignRight)
            header.setStyleSheet("font-weight: bold;")
            grid.addWidget(header, 0, col)
        self.cells: dict[tuple[str, str], QLabel] = {}
        """``(figure, column)`` -> the label showing that number of hexes."""
        for row, figure in enumerate(FIGURES, start=1):
            grid.addWidget(QLabel(rows[figure]), row, 0)
            for col, key in enumerate(COLUMNS, start=1):
                cell = QLabel(BLANK)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                grid.addWidget(cell, row, col)
                self.cells[(figure, key)] = cell
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setFrameShadow(QFrame.Shadow.Sunken)
        self.score = QLabel(BLANK)
        """The score, three decimals (0: the halves match)."""
        self.score.setToolTip(
            self.tr(
                "0 when both halves hold as much cover, obstacles and open ground; "
                "otherwise the mean difference as a share of a half (1 at worst)"
            )
        )
        self.verdict = QLabel()
        self.verdict.setStyleSheet("font-weight: bold;")
        score_row = QGridLayout()
        score_row.addWidget(QLabel(self.tr("Score:")), 0, 0)
        score_row.addWidget(self.score, 0, 1)
        score_row.addWidget(self.verdict, 0, 2)
        score_row.setColumnStretch(2, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(rule)
        layout.addLayout(score_row)
        layout.addStretch(1)

    def verdict_text(self, verdict: str) -> str:
        return {
            "balanced": self.tr("balanced"),
            "slightly_uneven": self.tr("slightly uneven"),
            "uneven": self.tr("uneven"),
        }[verdict]

    def show_fairness(self, figures: Fairness | None) -> None:
        """Show ``figures``, or dashes when there is no layout (a bad seed)."""
        if figures is None:
            for cell in self.cells.values():
                cell.setText(BLANK)
            self.score.setText(BLANK)
            self.verdict.clear()
            return
        d, a = figures.defender, figures.attacker
        for figure in FIGURES:
            ours, theirs = getattr(d, figure), getattr(a, figure)
            self.cells[(figure, "defender")].setText(str(ours))
            self.cells[(figure, "attacker")].setText(str(theirs))
            self.cells[(figure, "difference")].setText(str(abs(ours - theirs)))
        verdict = fairness_verdict(figures.score)
        self.score.setText(f"{figures.score:.3f}")
        self.verdict.setText(self.verdict_text(verdict))
        self.verdict.setStyleSheet(f"font-weight: bold; color: {VERDICT_COLOURS[verdict]};")
