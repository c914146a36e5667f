"""What the Forces panels share: the current side and the two default sides.

The panels were one class, ``ForcesDock``, and their strings keep its
translation context (``QCoreApplication.translate("ForcesDock", ...)``) so the
existing translations still match.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
)

from editor.core.edits import SetScenarioData
from editor.core.forces import WEIGHTS
from editor.core.quality_names import quality_name
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario, Side, Unit
from editor.ui.authoring_state import AuthoringState
from editor.ui.document import Document
from editor.ui.translate_noop import QT_TRANSLATE_NOOP

DEFAULT_SIDES = (
    ("side_a", QT_TRANSLATE_NOOP("ForcesDock", "Side A"), "#1f4e9c", "S"),
    ("side_b", QT_TRANSLATE_NOOP("ForcesDock", "Side B"), "#b01c2e", "N"),
)
"""The two sides *Add both sides* creates, named in the editor's language."""
ID_ROLE = Qt.ItemDataRole.UserRole


def current_side(scenario: Scenario, state: AuthoringState) -> Side | None:
    """The side the state names, or the first one."""
    return scenario.side(state.side) or (scenario.sides[0] if scenario.sides else None)


def current_unit(scenario: Scenario, state: AuthoringState) -> Unit | None:
    """The roster unit the state names, when it is one of the side shown: the
    unit editor, *Duplicate* and *Delete* never act on a unit out of sight."""
    side = current_side(scenario, state)
    unit = scenario.unit(state.unit)
    return unit if unit is not None and side is not None and unit.side == side.id else None


def create_sides(document: Document) -> None:
    """Complete the scenario's sides up to the two default ones (one undo step)."""
    s = document.scenario
    have = {sd.id for sd in s.sides}
    sides = list(s.sides)
    for sid, name, colour, edge in DEFAULT_SIDES:
        if len(sides) < 2 and sid not in have:
            shown = QCoreApplication.translate("ForcesDock", name)
            sides.append(Side(sid, shown, colour, edge))  # type: ignore[arg-type]
    document.apply(
        SetScenarioData((("sides", sides),), frozenset(s.grid.hexes())),
        QCoreApplication.translate("ForcesDock", "Add sides"),
    )


def language(state: AuthoringState) -> str:
    """The editor's language ("fr" or "en"): the tool state's, which owns ``state``."""
    return str(getattr(state.parent(), "language", "en"))


def unit_kind(ruleset: Ruleset, unit: Unit, lang: str) -> str:
    """The unit's class with its weight: « Cavalerie lourde », "Heavy cavalry"."""
    kind = ruleset.name(unit.type, lang) if unit.type in ruleset.unit_classes else unit.type
    if not unit.weight:
        return kind
    fr, en = WEIGHTS.get(unit.weight, (unit.weight, unit.weight))
    return f"{kind} {fr}" if lang == "fr" else f"{en.capitalize()} {kind.lower()}"


def unit_details(ruleset: Ruleset, unit: Unit, lang: str) -> str:
    """``Heavy cavalry, ligne, 3 plaquettes``: what a player reads on the counter's card."""
    details = [unit_kind(ruleset, unit, lang)]
    if unit.quality:
        details.append(quality_name(unit.quality, lang))
    details.append(
        QCoreApplication.translate("ForcesDock", "%1 plaquettes").replace(
            "%1", str(unit.plaquettes)
        )
    )
    return ", ".join(details)


class NarrowComboBox(QComboBox):
    """A combo box whose long entries (side names, « variante budget (valeur /
    10, artillerie / 20) ») do not widen the dock: a few letters wide, the
    entry shortened with an ellipsis, whole in the tooltip and the list."""

    def __init__(self, letters: int = 10) -> None:
        super().__init__()
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(letters)
        self.currentTextChanged.connect(self.setToolTip)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            self,
        )
        option.currentText = self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, field.width()
        )
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


def wrapping_form(form: QFormLayout) -> QFormLayout:
    """A form whose fields go under their labels when the dock is too narrow
    for both on one line (French labels are longer)."""
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    return form


def wrapping_label(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label
