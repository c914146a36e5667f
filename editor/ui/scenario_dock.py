"""The Scenario panel: title, author, period, briefings, ruleset, turns, first
player, how terrain is set and armies deploy, the optional rules of Annexe 3 it
plays (one checkbox each), and the battle conditions.

Every field change is one undoable ``SetScenarioData`` edit (typing in a text
box merges into one step per field); the panel refreshes from the model on
every ``changed`` event, so undo shows at once.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.core.deployment import DEPLOYMENT_MODES, TERRAIN_SETUPS, UNITS_PER_TURN
from editor.core.edits import Change, SetScenarioData
from editor.core.ruleset_optional import OPTIONAL_RULES, canonical
from editor.core.scenario import LocalText
from editor.io.rulesets import load_ruleset
from editor.ui.document import Document
from editor.ui.tool_state import ToolState
from editor.ui.translate_noop import QT_TRANSLATE_NOOP
from editor.ui.wheel_guard import guard_wheel

RULESETS = ("panache", "thucydide")
FIELD_NAMES = {
    "title": QT_TRANSLATE_NOOP("ScenarioDock", "title"),
    "author": QT_TRANSLATE_NOOP("ScenarioDock", "author"),
    "period": QT_TRANSLATE_NOOP("ScenarioDock", "period"),
    "briefing": QT_TRANSLATE_NOOP("ScenarioDock", "briefing"),
    "ruleset": QT_TRANSLATE_NOOP("ScenarioDock", "ruleset"),
    "setup": QT_TRANSLATE_NOOP("ScenarioDock", "set-up"),
    "conditions": QT_TRANSLATE_NOOP("ScenarioDock", "battle conditions"),
}
"""How the undo history names each field."""

RULE_NAMES = {
    "fire": QT_TRANSLATE_NOOP("ScenarioDock", "Fire and smoke"),
    "time": QT_TRANSLATE_NOOP("ScenarioDock", "Time of day"),
    "weather": QT_TRANSLATE_NOOP("ScenarioDock", "Weather"),
    "night": QT_TRANSLATE_NOOP("ScenarioDock", "Darkness"),
    "sleep": QT_TRANSLATE_NOOP("ScenarioDock", "Sleeping units and sentinels"),
    "boats": QT_TRANSLATE_NOOP("ScenarioDock", "Boats, barges and rafts"),
    "hidden": QT_TRANSLATE_NOOP("ScenarioDock", "Hidden units"),
    "camps": QT_TRANSLATE_NOOP("ScenarioDock", "Camps and baggage"),
    "corps_orders": QT_TRANSLATE_NOOP("ScenarioDock", "Corps orders"),
    "ammunition": QT_TRANSLATE_NOOP("ScenarioDock", "Ammunition"),
    "agents": QT_TRANSLATE_NOOP("ScenarioDock", "Agents"),
    "engineering": QT_TRANSLATE_NOOP("ScenarioDock", "Engineers' works"),
}
"""The optional rules' names (``editor.core.ruleset_optional``), one checkbox each."""


class ScenarioDock(QDockWidget):
    def __init__(
        self,
        document: Document,
        parent: QWidget | None = None,
        tool_state: ToolState | None = None,
        deferred: bool = False,
    ) -> None:
        """``deferred``: the fields are built by ``build``, or as soon as the dock shows
        (the window builds them once its map is drawn, while the dock is a hidden tab)."""
        super().__init__(self.tr("Scenario"), parent)
        self.setObjectName("ScenarioDock")
        self.document = document
        self.tool_state = tool_state
        self._updating = False
        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(self._scroll)
        self.built = False
        if deferred:
            self.visibilityChanged.connect(self._on_visibility_changed)
        else:
            self.build()

    def _on_visibility_changed(self, visible: bool) -> None:
        if visible:
            self.build()  # raised, or shown, before the window built it

    def build(self) -> None:
        """The fields, filled from the scenario; once only."""
        if self.built:
            return
        self.built = True
        from editor.ui.conditions_panel import ConditionsPanel  # only once built

        document, tool_state = self.document, self.tool_state
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
        for box in (self.briefing_fr, self.briefing_en):
            box.setMaximumHeight(90)
            box.textChanged.connect(self._on_briefing)
        form.addRow(self.tr("Briefing (fr)"), self.briefing_fr)
        form.addRow(self.tr("Briefing (en)"), self.briefing_en)
        self.ruleset = QComboBox()
        for ruleset_id in RULESETS:
            self.ruleset.addItem(load_ruleset(ruleset_id).names.en, ruleset_id)
        self.ruleset.currentIndexChanged.connect(
            lambda i: self._set("ruleset", self.ruleset.itemData(i))
        )
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
        for key in TERRAIN_SETUPS:
            self.terrain_setup.addItem(key, key)
        self.terrain_setup.activated.connect(
            lambda _i: self._set_setup(terrain=self.terrain_setup.currentData())
        )
        form.addRow(self.tr("Terrain set"), self.terrain_setup)
        self.deployment = QComboBox()
        for key in DEPLOYMENT_MODES:
            self.deployment.addItem(key, key)
        self.deployment.activated.connect(
            lambda _i: self._set_setup(deployment=self.deployment.currentData())
        )
        form.addRow(self.tr("Deployment"), self.deployment)
        self.units_per_turn = QComboBox()
        for n in UNITS_PER_TURN:
            self.units_per_turn.addItem(str(n), n)
        self.units_per_turn.activated.connect(
            lambda _i: self._set_setup(units_per_turn=self.units_per_turn.currentData())
        )
        form.addRow(self.tr("Units per turn (alternate)"), self.units_per_turn)
        for combo in (self.ruleset, self.first_player, self.terrain_setup, self.deployment):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(10)
        form.addRow(self._optional_rules_box())
        self.conditions = ConditionsPanel()
        self.conditions.edited.connect(lambda c: self._set("conditions", c))
        form.addRow(self.conditions)
        self._scroll.setWidget(body)
        self._wheel_guard = guard_wheel(body)
        document.changed.connect(self._on_document_changed)
        if tool_state is not None:
            tool_state.changed.connect(self.refresh)
        self.refresh()

    def _optional_rules_box(self) -> QGroupBox:
        """« Il n'est jamais obligatoire de les jouer »: the rules the scenario plays."""
        box = QGroupBox(self.tr("Optional rules (Annexe 3)"))
        box.setToolTip(self.tr("The optional rules a game of this scenario plays"))
        lay = QVBoxLayout(box)
        self.optional_rules: dict[str, QCheckBox] = {}
        for rule in OPTIONAL_RULES:
            check = QCheckBox(self.tr(RULE_NAMES[rule]))
            check.toggled.connect(self._on_optional_rule)
            lay.addWidget(check)
            self.optional_rules[rule] = check
        return box

    def _on_optional_rule(self) -> None:
        chosen = canonical(r for r, c in self.optional_rules.items() if c.isChecked())
        self._set_setup(optional_rules=chosen)

    def language(self) -> str:
        return self.tool_state.language if self.tool_state is not None else "en"

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
            for box, text in (
                (self.briefing_fr, s.briefing.fr),
                (self.briefing_en, s.briefing.en),
            ):
                if box.toPlainText() != text:
                    box.setPlainText(text)
            self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(s.ruleset)))
            lang = 1 if self.language() == "en" else 0
            for combo, names in (
                (self.terrain_setup, TERRAIN_SETUPS),
                (self.deployment, DEPLOYMENT_MODES),
            ):
                for i in range(combo.count()):
                    combo.setItemText(i, names[combo.itemData(i)][lang])
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
            for rule, check in self.optional_rules.items():
                check.setChecked(rule in s.setup.optional_rules)
            self.conditions.language = self.language()
            self.conditions.grid = s.grid
            self.conditions.show_conditions(s.conditions)
        finally:
            self._updating = False

    # --- widgets -> model (one edit each) --------------------------------------

    def _set(self, name: str, value: object, merge: bool = False) -> None:
        if self._updating or getattr(self.document.scenario, name) == value:
            return
        self.document.apply(
            SetScenarioData(((name, value),)),
            self.tr("Set %1").replace("%1", self.tr(FIELD_NAMES.get(name, name))),
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
