"""File > New: the size, grid and rules of a new map."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.core.grid import Orientation, Stagger


@dataclass(frozen=True, slots=True)
class RulesetChoice:
    id: str
    name: str
    min_columns: int = 9
    min_rows: int = 12


@dataclass(frozen=True, slots=True)
class NewMapSpec:
    ruleset: str
    columns: int
    rows: int
    orientation: Orientation
    stagger: Stagger
    hex_mm: float
    title: str


class NewMapDialog(QDialog):
    """Refuses a map smaller than the ruleset's minimum and says why."""

    def __init__(self, choices: list[RulesetChoice], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New map"))
        self._choices = choices
        form = QFormLayout()

        self.ruleset = QComboBox()
        for choice in choices:
            self.ruleset.addItem(choice.name, choice.id)
        form.addRow(self.tr("&Rules:"), self.ruleset)

        self.columns = QSpinBox()
        self.columns.setRange(1, 999)
        self.columns.setValue(24)
        form.addRow(self.tr("&Columns (width):"), self.columns)
        self.rows = QSpinBox()
        self.rows.setRange(1, 999)
        self.rows.setValue(16)
        form.addRow(self.tr("R&ows (depth):"), self.rows)

        self.orientation = QComboBox()
        self.orientation.addItem(self.tr("Flat top"), "flat")
        self.orientation.addItem(self.tr("Pointy top"), "pointy")
        form.addRow(self.tr("&Hex orientation:"), self.orientation)
        self.stagger = QComboBox()
        form.addRow(self.tr("&Stagger:"), self.stagger)

        self.hex_mm = QDoubleSpinBox()
        self.hex_mm.setRange(5.0, 500.0)
        self.hex_mm.setDecimals(1)
        self.hex_mm.setValue(50.0)
        self.hex_mm.setSuffix(" mm")
        self.hex_mm.setToolTip(self.tr("Printed size of one hex, flat side to flat side"))
        form.addRow(self.tr("Printed hex &size:"), self.hex_mm)

        self.title = QLineEdit()
        self.title.setPlaceholderText(self.tr("e.g. The bridge at Lodi"))
        form.addRow(self.tr("&Title:"), self.title)

        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color: #b00020;")

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.reason)
        layout.addWidget(self.buttons)

        for spin in (self.columns, self.rows):
            spin.valueChanged.connect(self._on_value_changed)
        self.ruleset.currentIndexChanged.connect(self._on_value_changed)
        self.orientation.currentIndexChanged.connect(self._on_orientation_changed)
        self._on_orientation_changed()
        self._on_value_changed()

    def _on_orientation_changed(self) -> None:
        # Which lines are pushed half a hex: rows for pointy-top, columns for flat-top.
        pointy = self.orientation.currentData() == "pointy"
        keep = self.stagger.currentIndex()
        self.stagger.clear()
        if pointy:
            self.stagger.addItem(self.tr("Odd rows pushed right"), "odd")
            self.stagger.addItem(self.tr("Even rows pushed right"), "even")
        else:
            self.stagger.addItem(self.tr("Odd columns pushed down"), "odd")
            self.stagger.addItem(self.tr("Even columns pushed down"), "even")
        self.stagger.setCurrentIndex(max(0, keep))

    def refusal(self) -> str:
        """Why the map cannot be made as it stands, or ``""``."""
        choice = self._current_choice()
        if choice is None:
            return self.tr("No rules are installed.")
        columns, rows = self.columns.value(), self.rows.value()
        # « 9 en large et 12 en long »: a table turned a quarter is the same table.
        fits = (columns >= choice.min_columns and rows >= choice.min_rows) or (
            columns >= choice.min_rows and rows >= choice.min_columns
        )
        if not fits:
            return (
                self.tr(
                    "%1 needs a map of at least %2 x %3 hexes, either way round "
                    "(this one is %4 x %5)."
                )
                .replace("%1", choice.name)
                .replace("%2", str(choice.min_columns))
                .replace("%3", str(choice.min_rows))
                .replace("%4", str(columns))
                .replace("%5", str(rows))
            )
        return ""

    def _on_value_changed(self) -> None:
        reason = self.refusal()
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not reason)

    def _current_choice(self) -> RulesetChoice | None:
        index = self.ruleset.currentIndex()
        return self._choices[index] if 0 <= index < len(self._choices) else None

    def spec(self) -> NewMapSpec:
        return NewMapSpec(
            ruleset=str(self.ruleset.currentData()),
            columns=self.columns.value(),
            rows=self.rows.value(),
            orientation=self.orientation.currentData(),
            stagger=self.stagger.currentData(),
            hex_mm=self.hex_mm.value(),
            title=self.title.text().strip(),
        )
