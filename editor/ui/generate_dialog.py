"""Map > Generate terrain: an L'Art de la Guerre V4 layout rolled with a seed.

The same parameters as ``hexfield generate`` (procedure, territory, attacker,
initiative, strategists, elements per player or random, symmetry, UD size,
seed). The map size, grid and ruleset are the open scenario's. The preview
draws the layout on a copy of the scenario, with its fairness beside it (cover,
obstacles and open ground per half); Accept applies ``layout_edit``
(terrain, edge obstacles, links and the generation record) to the document as
one undo step. The generated table replaces all the terrain, the obstacles
painted before included; units stay, and the dialog says beforehand how many
would stand on ground they may not enter (the Validation panel names them).
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.core.deployment import forbidding_element
from editor.core.scenario import Scenario
from editor.generate.adlg_data import element_counts
from editor.generate.adlg_v4 import (
    PROCEDURE,
    TERRITORIES,
    LayoutParams,
    LayoutResult,
    generate_layout,
)
from editor.generate.apply import layout_edit
from editor.generate.symmetry import fairness
from editor.io.generator_data import load_generator_data
from editor.render.map_painter import PaintOptions
from editor.render.sheet_export import render_image
from editor.ui.conditions_dialog import (
    BattleConditionsDialog,
    SeedField,
    error_label,
    log_text,
    read_only_log,
)
from editor.ui.document import Document
from editor.ui.fairness_panel import FairnessPanel

__all__ = ["BattleConditionsDialog", "GenerateTerrainDialog"]

PREVIEW_SIZE = QSize(480, 340)
PREVIEW_PX_PER_HEX = 28.0
NAMED_UNITS = 4
"""Units named in the note on units the new ground keeps out; the panel lists them all."""


class GenerateTerrainDialog(QDialog):
    """Parameters, preview and log of a terrain layout; Accept is one undo step."""

    def __init__(
        self,
        document: Document,
        parent: QWidget | None = None,
        language: str = "fr",
        seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Generate terrain"))
        self.document = document
        self.language = language
        self.generated: LayoutResult | None = None
        self.preview_scenario: Scenario | None = None
        """The document's scenario with the layout applied (a copy), for the preview."""
        self._lay_out(self._parameters_form(language, seed))
        self._connect_parameters()
        self.generate()

    def _parameters_form(self, language: str, seed: int | None) -> QFormLayout:
        """The procedure's parameters, one row each: territory, attacker,
        initiative, strategists, elements, symmetry, UD size, seed."""
        data = load_generator_data(PROCEDURE)
        form = QFormLayout()

        self.procedure = QComboBox()
        self.procedure.addItem(self.tr("L'Art de la Guerre V4"), PROCEDURE)
        form.addRow(self.tr("&Procedure:"), self.procedure)

        self.territory = QComboBox()
        for key in TERRITORIES:
            self.territory.addItem(data["territories"][key][language], key)
        form.addRow(self.tr("&Territory:"), self.territory)

        self.attacker = QComboBox()
        self.attacker.addItem(self.tr("Chosen by the initiative winner (random)"), None)
        self.attacker.addItem(self.tr("Player A"), "A")
        self.attacker.addItem(self.tr("Player B"), "B")
        form.addRow(self.tr("&Attacker:"), self.attacker)

        self.initiative_a = QSpinBox()
        self.initiative_b = QSpinBox()
        for spin in (self.initiative_a, self.initiative_b):
            spin.setRange(0, 99)
        initiative = QHBoxLayout()
        initiative.addWidget(QLabel(self.tr("A")))
        initiative.addWidget(self.initiative_a)
        initiative.addWidget(QLabel(self.tr("B")))
        initiative.addWidget(self.initiative_b)
        form.addRow(self.tr("Initiative ratings:"), initiative)

        self.strategist_attacker = QCheckBox(self.tr("Attacker"))
        self.strategist_defender = QCheckBox(self.tr("Defender"))
        strategists = QHBoxLayout()
        strategists.addWidget(self.strategist_attacker)
        strategists.addWidget(self.strategist_defender)
        strategists.addStretch(1)
        form.addRow(self.tr("Led by a strategist:"), strategists)

        self.defender_elements = self._element_count_box()
        self.attacker_elements = self._element_count_box()
        form.addRow(self.tr("&Defender's elements:"), self.defender_elements)
        form.addRow(self.tr("Attac&ker's elements:"), self.attacker_elements)

        self.symmetric = QComboBox()
        self.symmetric.addItem(self.tr("No"), None)
        self.symmetric.addItem(self.tr("Mirror (attacker's half copies the defender's)"), "mirror")
        self.symmetric.addItem(self.tr("Rotate 180 degrees"), "rotate")
        form.addRow(self.tr("S&ymmetric:"), self.symmetric)

        self.ud_mm = QDoubleSpinBox()
        self.ud_mm.setRange(0.0, 200.0)
        self.ud_mm.setDecimals(1)
        self.ud_mm.setSuffix(" mm")
        self.ud_mm.setSpecialValueText(
            self.tr("Default (%1 mm)").replace("%1", str(data["ud_mm_default"]))
        )
        form.addRow(self.tr("One &UD:"), self.ud_mm)

        self.seed = SeedField(seed)
        form.addRow(self.tr("S&eed:"), self.seed)
        return form

    def _lay_out(self, form: QFormLayout) -> None:
        """The parameters beside the preview, the fairness panel and the dice
        log; the errors, the note on units and the buttons under them."""
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(PREVIEW_SIZE)
        self.fairness = FairnessPanel()
        self.log = read_only_log()
        self.error = error_label()
        self.units_note = QLabel()
        self.units_note.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Accept"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.preview, 1)
        top.addWidget(self.fairness, 0, Qt.AlignmentFlag.AlignTop)
        right = QVBoxLayout()
        right.addLayout(top, 1)
        right.addWidget(QLabel(self.tr("Dice log:")))
        right.addWidget(self.log, 1)
        columns = QHBoxLayout()
        columns.addLayout(form)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.units_note)
        layout.addWidget(self.buttons)

    def _connect_parameters(self) -> None:
        """A new layout generated when any parameter changes."""
        for box in (
            self.procedure,
            self.territory,
            self.attacker,
            self.defender_elements,
            self.attacker_elements,
            self.symmetric,
        ):
            box.currentIndexChanged.connect(self._on_parameter_changed)
        for spin in (self.initiative_a, self.initiative_b):
            spin.valueChanged.connect(self._on_parameter_changed)
        self.ud_mm.valueChanged.connect(self._on_parameter_changed)
        for check in (self.strategist_attacker, self.strategist_defender):
            check.toggled.connect(self._on_parameter_changed)
        self.seed.seedEdited.connect(self._on_parameter_changed)

    def _element_count_box(self) -> QComboBox:
        box = QComboBox()
        box.addItem(self.tr("Random"), None)
        for n in element_counts():
            box.addItem(str(n), n)
        return box

    def params(self) -> LayoutParams | None:
        """The layout parameters from the fields and the document's map, or ``None``
        when the seed is not valid."""
        seed = self.seed.seed()
        if seed is None:
            return None
        spec = self.document.scenario.map
        strategists = {
            "attacker": self.strategist_attacker.isChecked(),
            "defender": self.strategist_defender.isChecked(),
        }
        return LayoutParams(
            self.territory.currentData(),
            seed,
            spec.columns,
            spec.rows,
            spec.orientation,
            spec.stagger,
            spec.hex_mm,
            self.ud_mm.value() or None,
            self.document.scenario.ruleset,
            initiative=(self.initiative_a.value(), self.initiative_b.value()),
            attacker=self.attacker.currentData(),
            element_counts={
                "defender": self.defender_elements.currentData(),
                "attacker": self.attacker_elements.currentData(),
            },
            strategists={role: True for role, on in strategists.items() if on},
            symmetric=self.symmetric.currentData(),
        )

    def generate(self) -> None:
        """Roll the layout with the current parameters; refresh the preview and log."""
        self.generated = None
        self.preview_scenario = None
        params = self.params()
        if params is None:
            self._show_error(self.tr("The seed must be a whole number from 0 to 2^64 - 1."))
            return
        try:
            result = generate_layout(params)
            preview = copy.deepcopy(self.document.scenario)
            layout_edit(preview, result).apply(preview)
        except ValueError as exc:
            self._show_error(str(exc))
            return
        self.generated = result
        self.preview_scenario = preview
        self.error.clear()
        self.log.setPlainText(log_text(result.log, self.language))
        self.fairness.show_fairness(fairness(result))
        self.preview.setPixmap(QPixmap.fromImage(self._preview_image(preview)))
        self._note_units_kept_out(preview)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)

    def units_kept_out(self, scenario: Scenario) -> list[str]:
        """Names of the placed units that ``scenario``'s ground keeps out (Annexe 1)."""
        ruleset = self.document.ruleset
        return [
            unit.name
            for unit in scenario.units
            if unit.position is not None
            and forbidding_element(ruleset, scenario, unit, unit.position) is not None
        ]

    def _note_units_kept_out(self, preview: Scenario) -> None:
        names = self.units_kept_out(preview)
        if not names:
            self.units_note.clear()
            return
        self.units_note.setText(
            self.tr(
                "%n unit(s) would stand on ground they may not enter (%1). They stay where "
                "they are; the Validation panel will list them.",
                "",
                len(names),
            ).replace(
                "%1", ", ".join(names[:NAMED_UNITS]) + ("…" if len(names) > NAMED_UNITS else "")
            )
        )

    def _preview_image(self, scenario: Scenario) -> QImage:
        options = PaintOptions(grid=True, labels=False, language=self.language)
        image = render_image(scenario, self.document.ruleset, PREVIEW_PX_PER_HEX, options)
        if image.width() > PREVIEW_SIZE.width() or image.height() > PREVIEW_SIZE.height():
            image = image.scaled(
                PREVIEW_SIZE,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        return image

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.units_note.clear()
        self.preview.clear()
        self.log.clear()
        self.fairness.show_fairness(None)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    def _on_parameter_changed(self, *_args: object) -> None:
        self.generate()

    def accept(self) -> None:
        if self.generated is None:
            return
        edit = layout_edit(self.document.scenario, self.generated)
        self.document.apply(edit, self.tr("Generate terrain"))
        super().accept()
