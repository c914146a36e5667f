"""*Play > Play this scenario…*: who plays each side, the seed, the optional rules.

Each side is played by a person or by one of the computer players the engine
registers (``players.PLAYER_KINDS``: random, greedy, and whatever else is
installed). The seed is drawn at random and shown, so that the same game can
be played again; the optional rules of Annexe 3, those the scenario plays
ticked (``setup.optional_rules``), darkness all game long and a sight limit.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

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
            for kind in kinds:
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
        # A condition of the battle (``--night``), not one of the optional rules below:
        # the rule « Darkness » plays moving in the dark whenever it is dark.
        self.night = QCheckBox(self.tr("Dark all game long (Annexe 3, L'obscurité)"))
        has_night = play is not None and play.night is not None
        self.night.setEnabled(has_night)
        self.night.setToolTip(
            self.tr(
                "Reduced sight and command ranges, dearer manoeuvre orders; the optional "
                "rule Darkness adds moving in the dark"
            )
            if has_night
            else self.tr("This ruleset gives no figures for darkness")
        )
        form.addRow(self.tr("Night battle"), self.night)
        form.addRow(self.tr("Optional rules"), self._rules_box(scenario, language))
        self.sight = QSpinBox()
        self.sight.setRange(0, 99)
        self.sight.setSpecialValueText(self.tr("none"))
        self.sight.setSuffix(self.tr(" hexes"))
        self.sight.setToolTip(self.tr("Nobody is seen beyond this distance (fog, snowstorm)"))
        form.addRow(self.tr("Sight limit"), self.sight)
        layout.addLayout(form)
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
            self.seat_boxes[1].setCurrentIndex(
                1 + kinds.index("greedy") if "greedy" in kinds else 1
            )

    def _rules_box(self, scenario: Scenario, language: str) -> QWidget:
        """Annexe 3's rules, one checkbox each: those the scenario plays ticked (« Il
        n'est jamais obligatoire de les jouer »: any may be switched for this game)."""
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        listed = set(scenario.setup.optional_rules)
        self.rules: dict[str, QCheckBox] = {}
        for n, (rule, name) in enumerate(OPTIONAL_RULES.items()):
            text = name.text(language)
            check = QCheckBox(text)
            check.setObjectName(f"OptionalRule_{rule}")
            check.setChecked(rule in listed)
            check.setToolTip(
                self.tr("The scenario plays this rule")
                if rule in listed
                else self.tr("Not in the scenario: tick it to try it in this game")
            )
            self.rules[rule] = check
            grid.addWidget(check, n // 2, n % 2)
        return box

    def kind_name(self, kind: str) -> str:
        names = {
            "random": self.tr("Computer: random moves"),
            "greedy": self.tr("Computer: greedy (best gain now)"),
        }
        return names.get(kind, self.tr("Computer: %1").replace("%1", kind))

    def spec(self) -> GameSpec:
        seats = tuple(str(b.currentData()) for b in self.seat_boxes)
        return GameSpec(
            (seats[0], seats[1]),  # type: ignore[arg-type]
            self.seed.value(),
            Options(
                night=self.night.isChecked(),
                sight_limit=self.sight.value(),
                rules=frozenset(r for r, c in self.rules.items() if c.isChecked()),
            ),
        )
