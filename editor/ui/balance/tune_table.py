"""The candidates of *Suggest a fairer version…*: one row a variant tried.

Each row says what the variant changes, its games, each side's win rate and
the draws with their 95 % intervals, and where it stands: in the race, out of
it and why, chosen. During the search the rows come from the rounds played
(``show_live``); at its end from the search's result (``show_result``), the
variant chosen first and selected.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from editor.balance.knobs import Knob, Setting
from editor.balance.stats import Rate
from editor.balance.tune_field import SAME_GAMES
from editor.balance.tune_search import Candidate, Target, TuneResult
from editor.core.scenario import Scenario
from editor.ui.balance.settings_dialog import player_names
from editor.ui.labelled import labelled


def percent(rate: Rate) -> str:
    """``62 % [55–68]``: the rate and its 95 % interval, in points."""
    return f"{100 * rate.p:.0f} % [{100 * rate.low:.0f}–{100 * rate.high:.0f}]"


class CandidateTable(QTableWidget):
    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(0, 6, parent)
        self.scenario = scenario
        names = [s.name for s in scenario.sides[:2]] + ["A", "B"][len(scenario.sides) :]
        metrics = QFontMetrics(self.font())
        short = [metrics.elidedText(n, Qt.TextElideMode.ElideRight, 160) for n in names]
        self.setHorizontalHeaderLabels(
            [
                self.tr("Change"),
                self.tr("Games"),
                self.tr("%1 wins").replace("%1", short[0]),
                self.tr("%1 wins").replace("%1", short[1]),
                self.tr("Draws"),
                self.tr("Status"),
            ]
        )
        for col, name in ((2, names[0]), (3, names[1])):
            item = self.horizontalHeaderItem(col)
            if item is not None:
                item.setToolTip(name)
        self.setWordWrap(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        # the figures as wide as their text; the change and the status share what is left
        # (a long one is cut short, whole in its tooltip)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        self.candidates: list[Candidate] = []
        """The candidate of each row."""

    # --- words ------------------------------------------------------------------------

    def change_text(self, setting: Setting) -> str:
        if not setting:
            return self.tr("(as it is)")
        return "; ".join(self._knob_change(k, v) for k, v in setting)

    def _knob_change(self, knob: Knob, value: int | str) -> str:
        now = knob.current(self.scenario)
        if knob.kind == "points":
            name = self.scenario.objectives[knob.index].name
            text = self.tr("%1: points %2 → %3").replace("%1", name)
        elif knob.kind == "turns":
            text = self.tr("turns: %2 → %3")
        elif knob.kind == "first":
            text = self.tr("first player: %2 → %3")
            now, value = self._first(now), self._first(value)
        else:  # a knob this table does not know yet: its --vary name
            text = labelled(knob.name, "%2 → %3")
        return text.replace("%2", str(now)).replace("%3", str(value))

    def _first(self, side: int | str) -> str:
        if side == "":
            return self.tr("drawn by lot")
        return next((s.name for s in self.scenario.sides if s.id == side), str(side))

    def _why_dropped(self, c: Candidate) -> str:
        why = c.dropped
        n = str(c.n)
        kind, colon, rest = why.partition(": ")
        if colon and kind in player_names():  # one type of several ruled it out
            n = str(len(c.more.get(kind, c.winners)))
            return labelled(player_names()[kind], self._why(rest, n))
        return self._why(why, n)

    def _why(self, why: str, n: str) -> str:
        if why.startswith("invalid"):
            return self.tr("invalid variant")
        if why.startswith("sides apart"):
            return self.tr("out: sides too far apart (%1 games)").replace("%1", n)
        if why.startswith("too many draws"):
            return self.tr("out: too many draws (%1 games)").replace("%1", n)
        if why.startswith("halved"):
            return self.tr("out: farther from fair than those kept (%1 games)").replace("%1", n)
        if why.startswith(SAME_GAMES):
            return self.tr("out: the same games as a smaller change (%1 games)").replace("%1", n)
        return why

    # --- rows ---------------------------------------------------------------------------

    def show_live(
        self, winners: dict[Setting, list[int]], invalid: dict[Setting, str], racing: list[Setting]
    ) -> None:
        """The rounds so far: every variant played, those of the last round in the race."""
        rows = [Candidate(s, list(w)) for s, w in winners.items()]
        rows.sort(key=lambda c: (c.setting not in racing, -c.n))
        status = {
            c.setting: self.tr("in the race") if c.setting in racing else self.tr("out of the race")
            for c in rows
        }
        rows += [Candidate(s, dropped=why) for s, why in invalid.items()]
        status |= {s: self.tr("invalid variant") for s in invalid}
        self._fill(rows, [status[c.setting] for c in rows], bold=None)

    def show_result(self, result: TuneResult, target: Target) -> None:
        """Every variant tried, the one chosen first (and selected)."""
        measured = result.best.n > 0  # else stopped before any round was over
        rows = sorted(
            result.candidates,
            key=lambda c: (c is not result.best, not c.reached(target), c.n == 0, -c.n),
        )
        bold = result.best if measured else None
        self._fill(rows, [self._outcome(c, result, target) for c in rows], bold=bold)
        if measured:
            self.selectRow(0)

    def _outcome(self, c: Candidate, result: TuneResult, target: Target) -> str:
        if c is result.best and c.n:
            return self.tr("chosen: fair") if result.reached else self.tr("the nearest to fair")
        if c.dropped:
            return self._why_dropped(c)
        if c.reached(target):
            return self.tr("fair too, but a larger change")
        if not c.n:
            return self.tr("not played")
        return self.tr("in the race when the search ended")

    def _fill(self, rows: list[Candidate], statuses: list[str], bold: Candidate | None) -> None:
        self.candidates = rows
        self.setRowCount(len(rows))
        font = QFont(self.font())
        font.setBold(True)
        for r, (c, status) in enumerate(zip(rows, statuses, strict=True)):
            played = c.n > 0
            cells = [
                self.change_text(c.setting),
                str(c.n),
                percent(c.rate(0)) if played else "",
                percent(c.rate(1)) if played else "",
                percent(c.draws()) if played else "",
                status,
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if c is bold:
                    item.setFont(font)
                self.setItem(r, col, item)

    def selected(self) -> Candidate | None:
        """The candidate of the selected row, when it was played."""
        rows = self.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.candidates):
            return None
        c = self.candidates[rows[0].row()]
        return c if c.n else None


__all__ = ["CandidateTable", "percent"]
