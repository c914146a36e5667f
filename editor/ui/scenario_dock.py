"""The Scenario panel: title, author, period, briefings, ruleset, turns, first
player, how terrain is set and armies deploy, and the battle conditions.

Every field change is one undoable ``SetScenarioData`` edit (typing in a text
box merges into one step per field); the panel refreshes from the model on
every ``changed`` event, so undo shows at once.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from editor.core.deployment import DEPLOYMENT_MODES, TERRAIN_SETUPS
from editor.core.edits import Change, SetScenarioData
from editor.core.scenario import LocalText
from editor.ui.document import Document

RULESETS = ("panache", "thucydide")
CONDITION_KEYS: tuple[tuple[str, str], ...] = (
    ("season", QT_TRANSLATE_NOOP("ScenarioDock", "Season")),
    ("zone", QT_TRANSLATE_NOOP("ScenarioDock", "Climate zone")),
    ("start_hour", QT_TRANSLATE_NOOP("ScenarioDock", "Starting hour")),
    ("weather", QT_TRANSLATE_NOOP("ScenarioDock", "Weather")),
    ("weather_strength", QT_TRANSLATE_NOOP("ScenarioDock", "Weather strength")),
    ("wind_direction", QT_TRANSLATE_NOOP("ScenarioDock", "Wind direction")),
    ("wind_strength", QT_TRANSLATE_NOOP("ScenarioDock", "Wind strength")),
    ("fog", QT_TRANSLATE_NOOP("ScenarioDock", "Fog thickness")),
    ("weather_stability", QT_TRANSLATE_NOOP("ScenarioDock", "Weather stability")),
)
"""Battle conditions set by hand (keys as ``editor.generate.conditions`` writes them)."""


class ScenarioDock(QDockWidget):
    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Scenario"), parent)
        self.setObjectName("ScenarioDock")
        self.document = document
        self._updating = False
        body = QWidget()
        form = QFormLayout(body)
        self.title = QLineEdit()
        self.author = QLineEdit()
        self.period = QLineEdit()
        self.period.setPlaceholderText(self.tr("e.g. 8 February 1807"))
        for key, edit in (("title", self.title), ("author", self.author), ("period", self.period)):
            edit.editingFinished.connect(lambda k=key, e=edit: self._set(k, e.text()))
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Author"), self.author)
        form.addRow(self.tr("Period / date"), self.period)
        self.briefing_fr = QPlainTextEdit()
        self.briefing_en = QPlainTextEdit()
        for edit in (self.briefing_fr, self.briefing_en):
            edit.setMaximumHeight(90)
            edit.textChanged.connect(self._on_briefing)
        form.addRow(self.tr("Briefing (fr)"), self.briefing_fr)
        form.addRow(self.tr("Briefing (en)"), self.briefing_en)
        self.ruleset = QComboBox()
        self.ruleset.addItems(list(RULESETS))
        self.ruleset.currentTextChanged.connect(lambda t: self._set("ruleset", t))
        form.addRow(self.tr("Ruleset"), self.ruleset)
        self.turns = QSpinBox()
        self.turns.setRange(0, 1000)
        self.turns.setSpecialValueText(self.tr("open-ended"))
        self.turns.valueChanged.connect(lambda v: self._set_setup(turns=v or None))
        form.addRow(self.tr("Turns"), self.turns)
        self.first_player = QComboBox()
        self.first_player.activated.connect(
            lambda _i: self._set_setup(first_player=self.first_player.currentData() or "")
        )
        form.addRow(self.tr("First player"), self.first_player)
        self.terrain_setup = QComboBox()
        for key, (_fr, en) in TERRAIN_SETUPS.items():
            self.terrain_setup.addItem(en, key)
        self.terrain_setup.activated.connect(
            lambda _i: self._set_setup(terrain=self.terrain_setup.currentData())
        )
        form.addRow(self.tr("Terrain set"), self.terrain_setup)
        self.deployment = QComboBox()
        for key, (_fr, en) in DEPLOYMENT_MODES.items():
            self.deployment.addItem(en, key)
        self.deployment.activated.connect(
            lambda _i: self._set_setup(deployment=self.deployment.currentData())
        )
        form.addRow(self.tr("Deployment"), self.deployment)
        self.units_per_turn = QComboBox()
        self.units_per_turn.addItem("3", 3)
        self.units_per_turn.addItem("4", 4)
        self.units_per_turn.activated.connect(
            lambda _i: self._set_setup(units_per_turn=self.units_per_turn.currentData())
        )
        form.addRow(self.tr("Units per turn (alternate)"), self.units_per_turn)
        self.conditions: dict[str, QLineEdit] = {}
        for key, label in CONDITION_KEYS:
            edit = QLineEdit()
            edit.editingFinished.connect(lambda k=key, e=edit: self._set_condition(k, e.text()))
            self.conditions[key] = edit
            form.addRow(self.tr(label), edit)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        document.changed.connect(self._on_document_changed)
        self.refresh()

    # --- model -> widgets ------------------------------------------------------

    def _on_document_changed(self, change: Change) -> None:
        if change.properties or change.everything:
            self.refresh()

    def refresh(self) -> None:
        s = self.document.scenario
        self._updating = True
        try:
            for edit, text in (
                (self.title, s.title),
                (self.author, s.author),
                (self.period, s.period),
            ):
                if edit.text() != text:
                    edit.setText(text)
            for edit, text in (
                (self.briefing_fr, s.briefing.fr),
                (self.briefing_en, s.briefing.en),
            ):
                if edit.toPlainText() != text:
                    edit.setPlainText(text)
            self.ruleset.setCurrentText(s.ruleset)
            self.turns.setValue(s.setup.turns or 0)
            self.first_player.clear()
            self.first_player.addItem(self.tr("drawn by lot"), "")
            for side in s.sides:
                self.first_player.addItem(side.name, side.id)
            self.first_player.setCurrentIndex(
                max(0, self.first_player.findData(s.setup.first_player))
            )
            self.terrain_setup.setCurrentIndex(max(0, self.terrain_setup.findData(s.setup.terrain)))
            self.deployment.setCurrentIndex(max(0, self.deployment.findData(s.setup.deployment)))
            self.units_per_turn.setCurrentIndex(
                max(0, self.units_per_turn.findData(s.setup.units_per_turn))
            )
            self.units_per_turn.setEnabled(s.setup.deployment == "alternate")
            for key, edit in self.conditions.items():
                value = s.conditions.get(key, "")
                if edit.text() != value:
                    edit.setText(value)
        finally:
            self._updating = False

    # --- widgets -> model (one edit each) --------------------------------------

    def _set(self, name: str, value: object, merge: bool = False) -> None:
        if self._updating or getattr(self.document.scenario, name) == value:
            return
        self.document.apply(
            SetScenarioData(((name, value),)),
            self.tr("Set %1").replace("%1", name),
            merge_key=("scenario", name) if merge else None,
        )

    def _on_briefing(self) -> None:
        if self._updating:
            return
        text = LocalText(self.briefing_fr.toPlainText(), self.briefing_en.toPlainText())
        self._set("briefing", text, merge=True)

    def _set_setup(self, **values: object) -> None:
        if self._updating:
            return
        setup = replace(self.document.scenario.setup, **values)  # type: ignore[arg-type]
        self._set("setup", setup)

    def _set_condition(self, key: str, value: str) -> None:
        if self._updating:
            return
        conditions = dict(self.document.scenario.conditions)
        value = value.strip()
        if value:
            conditions[key] = value
        else:
            conditions.pop(key, None)
        self._set("conditions", conditions)
