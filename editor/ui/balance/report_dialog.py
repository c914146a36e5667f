"""The report of a balance run in the window: the figures and the verdict, which
heat map to lay over the map, and every game (a double-click opens its replay).

The figures are the report's own lines (``editor.balance.output.summary``, in
the window's language), the same as ``hexfield balance`` prints.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)


class BalanceReportDialog(QDialog):
    gameActivated = Signal(int, int)
    """(series index, seed) of a double-clicked game."""
    heatChanged = Signal()
    """The heat map asked (``heat_choice``) or its switch changed."""
    suggestRequested = Signal()
    """*Suggest a fairer version…* pressed."""

    def __init__(self, report: dict[str, Any], lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from editor.balance.output import HEAT_MAPS, heat_caption, series_title, summary

        self.report = report
        self.setWindowTitle(self.tr("Balance report"))
        self.setModal(False)
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        self.lines = summary(report, lang)
        """(kind, text) of the figures shown, verdict included (tests read them)."""
        self.text = QTextBrowser()
        self.text.setHtml(_html(self.lines))
        heat_row = QHBoxLayout()
        self.show_heat = QCheckBox(self.tr("Show on the map:"))
        self.show_heat.setToolTip(self.tr("Lay this heat map over the editor's map"))
        self.series_box = QComboBox()
        for s in report["series"]:
            self.series_box.addItem(series_title(s["player"], lang))
        self.series_box.setVisible(len(report["series"]) > 1)
        self.map_box = QComboBox()
        for name in HEAT_MAPS:
            self.map_box.addItem(heat_caption(report, name, lang), name)
        heat_row.addWidget(self.show_heat)
        heat_row.addWidget(self.series_box)
        heat_row.addWidget(self.map_box, 1)
        self.show_heat.toggled.connect(lambda _on: self.heatChanged.emit())
        self.series_box.currentIndexChanged.connect(self._on_series)
        self.map_box.currentIndexChanged.connect(lambda _i: self.heatChanged.emit())
        self.games = QTableWidget(0, 5)
        self.games.setHorizontalHeaderLabels(
            [
                self.tr("Seed"),
                self.tr("Winner"),
                self.tr("How"),
                self.tr("Margin"),
                self.tr("Turns"),
            ]
        )
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.verticalHeader().setVisible(False)
        header = self.games.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the winner's name
        self.games.setToolTip(self.tr("Double-click a game to open its replay"))
        self.games.cellDoubleClicked.connect(self._on_double_click)
        self.rows: list[tuple[int, int]] = []
        """(series index, seed) of each row of the game list."""
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addLayout(heat_row)
        lower_layout.addWidget(QLabel(self.tr("Every game (double-click one to open its replay):")))
        lower_layout.addWidget(self.games)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.text)
        split.addWidget(lower)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout.addWidget(split)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.suggest = buttons.addButton(
            self.tr("Suggest a fairer version…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.suggest.setToolTip(
            self.tr("Search for the smallest change of points, turns or first player that makes "
                    "the sides win about as often as each other")
        )  # fmt: skip
        self.suggest.clicked.connect(self.suggestRequested.emit)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._lang = lang
        self._fill_games(0)

    def heat_choice(self) -> tuple[int, str] | None:
        """(series index, heat map name) to lay over the map; None: none."""
        if not self.show_heat.isChecked() or not self.report["series"]:
            return None
        return self.series_box.currentIndex(), str(self.map_box.currentData())

    def _on_series(self, index: int) -> None:
        self._fill_games(index)
        self.heatChanged.emit()

    def _fill_games(self, series: int) -> None:
        from editor.balance.texts import word

        names = self.report["scenario"]["side_names"]
        rows = self.report["series"][series]["list"] if self.report["series"] else []
        self.games.setRowCount(len(rows))
        self.rows = []
        for r, g in enumerate(rows):
            winner = names[g["winner"]] if g["winner"] >= 0 else word("draw", self._lang)
            cells = [
                str(g["seed"]),
                winner,
                word(g["reason"], self._lang),
                word(g["margin"], self._lang) if g["margin"] else "",
                str(g["turns"]),
            ]
            for c, text in enumerate(cells):
                self.games.setItem(r, c, QTableWidgetItem(text))
            self.rows.append((series, int(g["seed"])))

    def _on_double_click(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.rows):
            self.gameActivated.emit(*self.rows[row])


def _html(lines: list[tuple[str, str]]) -> str:
    out = []
    for kind, text in lines:
        t = html.escape(text)
        if kind == "h1":
            out.append(f"<h2>{t}</h2>")
        elif kind == "h2":
            out.append(f"<h3>{t}</h3>")
        elif kind == "warn":
            out.append(f"<p><b style='color:#a33'>{t}</b></p>")
        else:
            out.append(f"<p style='margin:2px'>{t}</p>")
    return "".join(out)


__all__ = ["BalanceReportDialog"]
