"""The knobs of *Suggest a fairer version…* as a checklist, each with its range.

One row a knob: each objective's points, the turn limit (when the game has
one), the first player, with the ranges ``hexfield tune`` would use; those the
scenario lists in ``balance: {vary: …}`` come with its ranges and are the
ones ticked (all are, when it lists none). ``knobs()`` gives the ticked ones,
or ``problem()`` says in words why the ranges cannot be searched.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QSpinBox, QWidget

from editor.balance.knobs import Knob, KnobError, default_knobs, parse_vary
from editor.balance.tune_search import grid_values
from editor.core.scenario import Scenario

MAX_VALUE = 999


def scenario_knobs(scenario: Scenario) -> list[tuple[Knob, bool]]:
    """Every knob of the scenario with whether it is ticked at first (its own
    ``balance.vary`` ones, else all); a ``vary`` range replaces the default one, and
    a ``vary`` knob that is not a default one (an owner, order tokens, a zone's
    depth...) comes after them, ticked."""
    vary: dict[str, Knob] = {}
    for text in scenario.balance.get("vary") or []:
        try:
            knob = parse_vary(scenario, str(text))
        except KnobError:
            continue  # the Validation panel says what is wrong with it
        vary[knob.name] = knob
    defaults = default_knobs(scenario)
    rows = [(vary.get(k.name, k), not vary or k.name in vary) for k in defaults]
    names = {k.name for k in defaults}
    return rows + [(k, True) for name, k in vary.items() if name not in names]


class KnobList(QWidget):
    changed = Signal()
    """A knob was ticked or a range changed."""

    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Vary</b>")), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Now</b>")), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>From</b>")), 0, 2)
        grid.addWidget(QLabel(self.tr("<b>To</b>")), 0, 3)
        grid.setColumnStretch(0, 1)
        self.rows: list[tuple[Knob, QCheckBox, QSpinBox | None, QSpinBox | None]] = []
        """Each knob, its tick and its range's two ends (None: the first player)."""
        for r, (knob, ticked) in enumerate(scenario_knobs(scenario), start=1):
            check = QCheckBox(self.knob_name(knob))
            check.setChecked(ticked)
            check.toggled.connect(lambda _on: self.changed.emit())
            grid.addWidget(check, r, 0)
            grid.addWidget(QLabel(self.value_text(knob, knob.current(scenario))), r, 1)
            low = high = None
            if knob.kind == "first":
                either = QLabel(self.tr("by lot, or either side"))
                either.setWordWrap(True)
                grid.addWidget(either, r, 2, 1, 2)
            elif knob.choices:  # a knob of named values: all of them
                values = QLabel(", ".join(self.value_text(knob, c) for c in knob.choices))
                values.setWordWrap(True)  # a long list goes on two lines, not wider
                grid.addWidget(values, r, 2, 1, 2)
            else:
                low, high = self._spin(knob, knob.low), self._spin(knob, knob.high)
                grid.addWidget(low, r, 2)
                grid.addWidget(high, r, 3)
            self.rows.append((knob, check, low, high))
        grid.setRowStretch(len(self.rows) + 1, 1)  # the rows at the top, the room below

    def _spin(self, knob: Knob, value: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(1 if knob.kind in ("turns", "entry", "depth") else 0, MAX_VALUE)
        spin.setValue(value)
        spin.valueChanged.connect(lambda _v: self.changed.emit())
        return spin

    def knob_name(self, knob: Knob) -> str:
        if knob.kind == "points":
            o = self.scenario.objectives[knob.index]
            label = self.scenario.grid.label(o.position)
            return self.tr("Points of %1 (%2)").replace("%1", o.name).replace("%2", label)
        if knob.kind == "turns":
            return self.tr("Turn limit")
        if knob.kind == "first":
            return self.tr("First player")
        return self._other_name(knob)

    def _other_name(self, knob: Knob) -> str:
        s = self.scenario
        if knob.kind == "owner":
            o = s.objectives[knob.index]
            text = self.tr("Held at the start: %1 (%2)").replace("%2", s.grid.label(o.position))
            return text.replace("%1", o.name)
        named = {u.id: u.name for u in s.units} | {d.id: d.name for d in s.sides}
        words = {
            "tokens": self.tr("Order tokens of %1"),
            "entry": self.tr("Turn of entry of %1"),
            "depth": self.tr("Deployment zone of %1 (rows)"),
            "victory.demoralisation": self.tr("Demoralisation"),
            "victory.objectives": self.tr("Objectives count"),
        }
        if knob.kind in words:
            return words[knob.kind].replace("%1", named.get(knob.key, knob.key))
        return knob.name  # a knob this list does not know yet: its --vary name

    def value_text(self, knob: Knob, value: int | str) -> str:
        if knob.kind not in ("first", "owner") and isinstance(value, str):
            words = {
                "units": self.tr("a third of the units lost"),
                "budget": self.tr("budget variant"),
                "none": self.tr("no demoralisation"),
                "yes": self.tr("yes"),
                "no": self.tr("no"),
            }
            return words.get(value, value)
        if knob.kind not in ("first", "owner"):
            return str(value)
        if value == "":
            return self.tr("drawn by lot") if knob.kind == "first" else self.tr("nobody")
        return next((s.name for s in self.scenario.sides if s.id == value), str(value))

    def knobs(self) -> list[Knob]:
        """The ticked knobs with the ranges shown."""
        out = []
        for knob, check, low, high in self.rows:
            if not check.isChecked():
                continue
            if low is not None and high is not None:
                knob = replace(knob, low=low.value(), high=high.value())
            out.append(knob)
        return out

    def problem(self) -> str:
        """Why the search cannot start with these knobs ("" when it can)."""
        knobs = self.knobs()
        if not knobs:
            return self.tr("Tick at least one knob to vary.")
        for knob in knobs:
            name = self.knob_name(knob)
            if not knob.choices and knob.low > knob.high:
                return (
                    self.tr("%1: the range starts at %2, above its end %3.")
                    .replace("%1", name)
                    .replace("%2", str(knob.low))
                    .replace("%3", str(knob.high))
                )
            if not grid_values(self.scenario, knob):
                return (
                    self.tr("%1: the range %2 to %3 holds no value but the scenario's own (%4).")
                    .replace("%1", name)
                    .replace("%2", str(knob.low))
                    .replace("%3", str(knob.high))
                    .replace("%4", str(knob.current(self.scenario)))
                )
        return ""


__all__ = ["KnobList", "scenario_knobs"]
