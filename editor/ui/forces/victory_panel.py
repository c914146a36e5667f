"""The Victory box of the Forces dock: the scenario's victory settings, each
side's demoralisation threshold and a live preview of the victory margin."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QWidget,
)

from editor.core.edits import SetScenarioData
from editor.core.ruleset_victory import (
    DEMORALISATION_MODES,
    MARGIN_NAMES,
    losses_to_demoralise,
    margin,
)
from editor.core.scenario import VictoryRules
from editor.ui.authoring_state import AuthoringState
from editor.ui.counts import counts
from editor.ui.document import Document
from editor.ui.forces.common import NarrowComboBox, language, wrapping_form
from editor.ui.labelled import labelled


class VictoryPanel(QGroupBox):
    def __init__(
        self, document: Document, state: AuthoringState, parent: QWidget | None = None
    ) -> None:
        super().__init__(QCoreApplication.translate("ForcesDock", "Victory"), parent)
        self.document = document
        self.state = state
        self._updating = False
        form = wrapping_form(QFormLayout(self))
        self.demoralisation = NarrowComboBox(8)  # its form shares the row with long labels
        for key in DEMORALISATION_MODES:
            self.demoralisation.addItem(key, key)  # named in the editor's language on refresh
        self.demoralisation.activated.connect(
            lambda _i: self.set_victory(demoralisation=self.demoralisation.currentData())
        )
        form.addRow(QCoreApplication.translate("ForcesDock", "Demoralisation"), self.demoralisation)
        self.count_objectives = QCheckBox(
            QCoreApplication.translate("ForcesDock", "Objective points count")
        )
        self.count_objectives.toggled.connect(lambda on: self.set_victory(objectives=on))
        form.addRow(self.count_objectives)
        self.thresholds = QLabel()
        self.thresholds.setWordWrap(True)
        form.addRow(QCoreApplication.translate("ForcesDock", "Demoralised at"), self.thresholds)
        self.winner_losses = QSpinBox()
        self.winner_losses.setRange(0, 1000)
        self.winner_losses.valueChanged.connect(self._refresh_margin)
        form.addRow(QCoreApplication.translate("ForcesDock", "Winner's losses"), self.winner_losses)
        self.margin = QLabel()
        self.margin.setWordWrap(True)
        form.addRow(QCoreApplication.translate("ForcesDock", "Margin"), self.margin)

    def refresh(self) -> None:
        v = self.document.scenario.victory
        self._updating = True
        try:
            fr = language(self.state) == "fr"
            for i in range(self.demoralisation.count()):
                names = DEMORALISATION_MODES[self.demoralisation.itemData(i)]
                self.demoralisation.setItemText(i, names[0 if fr else 1])
            self.demoralisation.setCurrentIndex(
                max(0, self.demoralisation.findData(v.demoralisation))
            )
            self.count_objectives.setChecked(v.objectives)
        finally:
            self._updating = False
        self._refresh_margin()

    def _refresh_margin(self) -> None:
        s = self.document.scenario
        play = self.document.ruleset.play
        if play is None:  # a ruleset without play numbers: nothing to preview
            self.thresholds.setText("—")
            self.margin.setText("—")
            return
        rules = play.victory
        words = counts()
        count = words.points if s.victory.demoralisation == "budget" else words.units
        lines = []
        out = []
        w = self.winner_losses.value()
        for sd in s.sides:
            n = losses_to_demoralise(s, sd.id, rules)
            lines.append(labelled(sd.name, "—" if n is None else count(n)))
            if n:
                m = margin(rules, n, min(w, n))
                out.append(
                    QCoreApplication.translate("ForcesDock", "%1 demoralised (%2-%3): %4")
                    .replace("%1", sd.name)
                    .replace("%2", str(n))
                    .replace("%3", str(min(w, n)))
                    .replace("%4", MARGIN_NAMES[m][0 if language(self.state) == "fr" else 1])
                )
        self.thresholds.setText("\n".join(lines) or "—")
        self.margin.setText("\n".join(out) or "—")

    def set_victory(self, **values: object) -> None:
        if self._updating:
            return
        v: VictoryRules = replace(self.document.scenario.victory, **values)  # type: ignore[arg-type]
        if v != self.document.scenario.victory:
            self.document.apply(
                SetScenarioData((("victory", v),)),
                QCoreApplication.translate("ForcesDock", "Victory conditions"),
            )
