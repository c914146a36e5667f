"""*Play > Play this scenario…*: who plays each side, the seed, the optional rules.

Each side is played by a person or by the computer at one of its levels
(``players.LEVELS``: beginner, normal, hard, expert), or by any other computer
player the engine registers (``players.PLAYER_KINDS``: random moves...). The
seed is drawn at random and shown, so that the same game can be played again;
the optional rules of Annexe 3, those the scenario plays ticked
(``setup.optional_rules``) and those its deployment cannot play greyed with the
reason; one darkness switch (none, Annexe 3's rule whenever it is dark, or the
whole battle at night); a sight limit; and, in words with the annex's own, what
the fog of these choices hides and what it does not."""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.core.deployment import DEPLOYMENT_MODES
from editor.core.ruleset import Ruleset
from editor.core.ruleset_optional import OPTIONAL_RULES
from editor.core.scenario import Scenario
from editor.rules import players
from editor.rules.context import Options
from editor.rules.session import PERSON
from editor.ui.labelled import labelled
from editor.ui.play.fog_words import FogChoice, fog_notes, notes_html

MAX_SEED = 2**31 - 1


def computer_kinds() -> list[str]:
    """The computer players the engine knows, each registering itself on import."""
    load = getattr(players, "_load_kinds", None)
    if load is not None:
        load()
    return sorted(players.PLAYER_KINDS)


@dataclass(frozen=True, slots=True)
class GameSpec:
    seats: tuple[str, str]
    seed: int
    options: Options


class StartDialog(QDialog):
    def __init__(
        self,
        scenario: Scenario,
        ruleset: Ruleset,
        language: str = "en",
        parent: QWidget | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("StartGameDialog")
        self.setWindowTitle(self.tr("Play this scenario"))
        layout = QVBoxLayout(self)
        untitled = self.tr("Untitled scenario")
        title = QLabel(f"<b>{scenario.title or untitled}</b>")
        layout.addWidget(title)
        mode = DEPLOYMENT_MODES.get(scenario.setup.deployment)
        if mode is not None:
            layout.addWidget(
                QLabel(
                    self.tr("Deployment: %1").replace(
                        "%1", mode[0] if language == "fr" else mode[1]
                    )
                )
            )
        form = QFormLayout()
        self.seat_boxes: list[QComboBox] = []
        kinds = computer_kinds()
        for side in scenario.sides[:2]:
            box = QComboBox()
            box.addItem(self.tr("A person (at this screen)"), PERSON)
            for level, kind in players.LEVELS.items():
                if kind in kinds:
                    box.addItem(self.level_name(level), kind)
            for kind in kinds:
                if kind not in players.LEVELS.values():
                    box.addItem(self.kind_name(kind), kind)
            swatch = QLabel()
            swatch.setFixedSize(14, 14)
            swatch.setStyleSheet(f"background: {side.colour}; border: 1px solid black;")
            row = QHBoxLayout()
            row.addWidget(swatch)
            row.addWidget(box, 1)
            form.addRow(side.name or side.id, row)
            self.seat_boxes.append(box)
        self.seed = QSpinBox()
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(seed if seed is not None else random.SystemRandom().randrange(MAX_SEED))
        self.seed.setToolTip(self.tr("The same seed and the same decisions give the same game"))
        reroll = QPushButton(self.tr("New seed"))
        reroll.clicked.connect(
            lambda: self.seed.setValue(random.SystemRandom().randrange(MAX_SEED))
        )
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(reroll)
        form.addRow(self.tr("Seed"), seed_row)
        play = ruleset.play
        self.has_night = play is not None and play.night is not None
        self.night_sight = play.night.sight if play is not None and play.night else 0
        self.cover_distance = play.hidden.cover_distance if play is not None and play.hidden else 4
        self.deployment = scenario.setup.deployment
        self.darkness = self._darkness_box("night" in scenario.setup.optional_rules)
        form.addRow(self.tr("Darkness"), self.darkness)
        form.addRow(self.tr("Optional rules"), self._rules_box(scenario, language))
        self.sight = QSpinBox()
        self.sight.setRange(0, 99)
        self.sight.setSpecialValueText(self.tr("none"))
        self.sight.setSuffix(self.tr(" hexes"))
        self.sight.setToolTip(
            self.tr(
                "Nobody is seen beyond this distance (fog, snowstorm): it decides what reveals "
                "a hidden unit and what may be shot at; a unit once revealed stays shown"
            )
        )
        form.addRow(self.tr("Sight limit"), self.sight)
        layout.addLayout(form)
        self.fog_note = QLabel()
        self.fog_note.setObjectName("FogNote")
        self.fog_note.setWordWrap(True)
        self.fog_note.setTextFormat(Qt.TextFormat.RichText)
        self.fog_note.setMinimumWidth(460)
        layout.addWidget(self.fog_note)
        self.language = language
        self.sight.valueChanged.connect(self._on_choice)
        self.darkness.currentIndexChanged.connect(self._on_choice)
        self.rules["hidden"].toggled.connect(self._on_choice)
        self._on_choice()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if len(self.seat_boxes) == 2 and kinds:
            # The usual test of a scenario: a person against the computer.
            self.seat_boxes[1].setCurrentIndex(max(1, self.seat_boxes[1].findData("greedy")))

    def _rules_box(self, scenario: Scenario, language: str) -> QWidget:
        """Annexe 3's rules, one checkbox each: those the scenario plays ticked (« Il
        n'est jamais obligatoire de les jouer »: any may be switched for this game)."""
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        listed = set(scenario.setup.optional_rules)
        self.rules: dict[str, QCheckBox] = {}
        unfit = self.unfit_rules()
        # Darkness is the « Darkness » choice above, with the whole battle at night.
        shown = [(r, name) for r, name in OPTIONAL_RULES.items() if r != "night"]
        for n, (rule, name) in enumerate(shown):
            text = name.text(language)
            check = QCheckBox(text)
            check.setObjectName(f"OptionalRule_{rule}")
            why = unfit.get(rule, "")
            check.setChecked(rule in listed and not why)
            check.setEnabled(not why)
            check.setToolTip(
                why
                or (
                    self.tr("The scenario plays this rule")
                    if rule in listed
                    else self.tr("Not in the scenario: tick it to try it in this game")
                )
            )
            self.rules[rule] = check
            grid.addWidget(check, n // 2, n % 2)
        row = (len(shown) + 1) // 2
        for rule, why in unfit.items():
            title = OPTIONAL_RULES[rule].text(language)
            note = QLabel(labelled(title, why))
            note.setObjectName(f"UnfitRule_{rule}")
            note.setWordWrap(True)
            note.setStyleSheet("color: #666; font-style: italic;")
            grid.addWidget(note, row, 0, 1, 2)
            row += 1
        return box

    def unfit_rules(self) -> dict[str, str]:
        """Optional rules that cannot apply to the scenario's deployment, with why."""
        if self.deployment == "papers":
            return {
                "hidden": self.tr(
                    "not with slips of paper: every slip is turned face up when deployment "
                    "ends, so no unit would stay hidden (choose hidden deployment markers in "
                    "the Scenario panel to play it)"
                )
            }
        return {}

    def _darkness_box(self, scenario_plays_it: bool) -> QComboBox:
        """One switch for darkness (Annexe 3, L'obscurité), worded by what it does: none,
        the rule whenever it is dark, or the whole battle at night (``--night``)."""
        box = QComboBox()
        box.setObjectName("DarknessChoice")
        effects = self.tr(
            "sight %1 hexes, shorter command ranges, manoeuvre orders dearer, moving in the "
            "dark may drift"
        ).replace("%1", str(self.night_sight))
        items = (
            (
                "none",
                self.tr("None"),
                self.tr(
                    "No darkness but the dusk and night hours of the time of day and a "
                    "pea-souper fog, which those rules bring when they are played"
                ),
            ),
            (
                "rule",
                self.tr("Annexe 3's darkness rule, whenever it is dark"),
                self.tr("When the hour, the weather or the scenario makes it dark: %1").replace(
                    "%1", effects
                ),
            ),
            (
                "night",
                self.tr("The whole battle at night"),
                self.tr("Dark from the first turn to the last: %1").replace("%1", effects)
                if self.has_night
                else self.tr("This ruleset gives no figures for darkness"),
            ),
        )
        model = box.model()
        for n, (data, text, tip) in enumerate(items):
            box.addItem(text, data)
            box.setItemData(n, tip, Qt.ItemDataRole.ToolTipRole)
            if data == "night" and not self.has_night and isinstance(model, QStandardItemModel):
                item = model.item(n)
                item.setEnabled(False)
        box.setCurrentIndex(1 if scenario_plays_it else 0)
        box.currentIndexChanged.connect(
            lambda n: box.setToolTip(str(box.itemData(n, Qt.ItemDataRole.ToolTipRole)))
        )
        box.setToolTip(str(box.itemData(box.currentIndex(), Qt.ItemDataRole.ToolTipRole)))
        return box

    def fog_choice(self) -> FogChoice:
        return FogChoice(
            self.deployment,
            self.rules["hidden"].isChecked(),
            self.sight.value(),
            str(self.darkness.currentData()),
            self.night_sight,
            self.cover_distance,
        )

    def _on_choice(self) -> None:
        notes = fog_notes(self.fog_choice())
        self.fog_note.setText(notes_html(notes, self.language))
        self.fog_note.setVisible(bool(notes))

    def level_name(self, level: str) -> str:
        names = {
            "beginner": self.tr("Computer: beginner (makes mistakes, gives no orders)"),
            "normal": self.tr("Computer: normal (best gain now)"),
            "hard": self.tr("Computer: hard (plans its turn)"),
            "expert": self.tr("Computer: expert (searches, a few seconds a turn)"),
        }
        return names.get(level, self.tr("Computer: %1").replace("%1", level))

    def kind_name(self, kind: str) -> str:
        names = {
            "random": self.tr("Computer: random moves"),
        }
        return names.get(kind, self.tr("Computer: %1").replace("%1", kind))

    def spec(self) -> GameSpec:
        seats = tuple(str(b.currentData()) for b in self.seat_boxes)
        darkness = str(self.darkness.currentData())
        rules = {r for r, c in self.rules.items() if c.isChecked() and c.isEnabled()}
        if darkness != "none":
            rules.add("night")  # the whole battle at night is played by the darkness rule
        return GameSpec(
            (seats[0], seats[1]),
            self.seed.value(),
            Options(
                night=darkness == "night", sight_limit=self.sight.value(), rules=frozenset(rules)
            ),
        )
