"""Map > Battle conditions: the Panache weather tables rolled with a seed, and the
pieces the terrain dialog shares with it (the seed field, the printed log).

The rolling is ``editor.generate.conditions``; this dialog only gathers the
parameters, shows the result and its log, and on Accept stores the conditions
and the generation record as one undo step (``conditions_edit``).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.generate.apply import conditions_edit
from editor.generate.conditions import ConditionsParams, ConditionsResult, roll_conditions, tables
from editor.generate.dice import SEPARATOR
from editor.ui.document import Document

SEED_LIMIT = 2**64
"""Seeds are whole numbers in [0, 2**64), as on the command line."""


def log_text(log: list[str], language: str) -> str:
    """The dice log in one language (each line holds ``fr SEPARATOR en``)."""
    lines = []
    for line in log:
        fr, _, en = line.partition(SEPARATOR)
        lines.append(en if language == "en" and en else fr)
    return "\n".join(lines)


def new_seed(old: int | None = None) -> int:
    """A fresh seed, short enough to read aloud, never the one in use."""
    rng = random.SystemRandom()
    while True:
        seed = rng.randrange(1, 1_000_000_000)
        if seed != old:
            return seed


class SeedField(QWidget):
    """A seed entry with a "New seed" button; ``seedEdited`` on every change of
    the text (``seed()`` is then ``None`` if the text is not a seed)."""

    seedEdited = Signal()

    def __init__(self, seed: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edit = QLineEdit()
        self.edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,20}"), self))
        self.edit.setToolTip(self.tr("The same seed rolls the same dice (0 to 2^64 - 1)"))
        self.reroll = QPushButton(self.tr("&New seed"))
        self.reroll.setToolTip(self.tr("Roll again with another seed"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit, 1)
        row.addWidget(self.reroll)
        self.edit.setText(str(new_seed() if seed is None else seed))
        self.edit.textChanged.connect(self._on_text_changed)
        self.reroll.clicked.connect(self._on_reroll_clicked)

    def seed(self) -> int | None:
        """The seed typed, or ``None`` when the text is not a seed."""
        text = self.edit.text().strip()
        if not text.isdigit() or int(text) >= SEED_LIMIT:
            return None
        return int(text)

    def set_seed(self, seed: int) -> None:
        self.edit.setText(str(seed))

    def _on_text_changed(self, _text: str) -> None:
        self.seedEdited.emit()

    def _on_reroll_clicked(self) -> None:
        self.set_seed(new_seed(self.seed()))


def read_only_log() -> QPlainTextEdit:
    box = QPlainTextEdit()
    box.setReadOnly(True)
    box.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
    return box


def error_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020;")
    return label


class BattleConditionsDialog(QDialog):
    """Season, zones, variable weather and seed; shows the conditions, their
    effects (Annexe 3) and the log; Accept stores them as one undo step."""

    def __init__(
        self,
        document: Document,
        parent: QWidget | None = None,
        language: str = "fr",
        seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Battle conditions"))
        self.document = document
        self.language = language
        self.result: ConditionsResult | None = None
        data = tables()
        form = QFormLayout()

        self.season = QComboBox()
        for key, row in data["seasons"].items():
            self.season.addItem(row[language], key)
        form.addRow(self.tr("&Season:"), self.season)

        self.zones = QListWidget()
        self.zones.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        for key, row in data["zones"].items():
            item = QListWidgetItem(row[language])
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = key == "temperate"
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.zones.addItem(item)
        self.zones.setMaximumHeight(110)
        form.addRow(self.tr("&Zones:"), self.zones)

        self.variable = QCheckBox(self.tr("&Variable weather (roll its stability)"))
        form.addRow("", self.variable)
        self.seed = SeedField(seed)
        form.addRow(self.tr("S&eed:"), self.seed)

        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([self.tr("Condition"), self.tr("Value")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.log = read_only_log()
        self.error = error_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Accept"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addWidget(QLabel(self.tr("Dice log:")))
        layout.addWidget(self.log, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.resize(560, 640)

        self.season.currentIndexChanged.connect(self._on_parameter_changed)
        self.zones.itemChanged.connect(self._on_parameter_changed)
        self.variable.toggled.connect(self._on_parameter_changed)
        self.seed.seedEdited.connect(self._on_parameter_changed)
        self.roll()

    def params(self) -> ConditionsParams | None:
        seed = self.seed.seed()
        if seed is None:
            return None
        zones = tuple(
            self.zones.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.zones.count())
            if self.zones.item(i).checkState() == Qt.CheckState.Checked
        )
        return ConditionsParams(
            self.season.currentData(), zones or ("temperate",), seed, self.variable.isChecked()
        )

    def roll(self) -> None:
        """Roll the tables with the current parameters and show the result."""
        params = self.params()
        self.result = None
        if params is None:
            self._show_error(self.tr("The seed must be a whole number from 0 to 2^64 - 1."))
            return
        try:
            self.result = roll_conditions(params)
        except ValueError as exc:
            self._show_error(str(exc))
            return
        self.error.clear()
        self._fill_table(self.result)
        self.log.setPlainText(log_text(self.result.log, self.language))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.table.setRowCount(0)
        self.log.clear()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    def _fill_table(self, result: ConditionsResult) -> None:
        rows = sorted(result.conditions().items())
        for kind, row, effects in result.effects():
            for what, text in effects.items():
                rows.append((f"{kind} ({row}): {what}", text.get(self.language, "")))
        self.table.setRowCount(len(rows))
        for i, (key, value) in enumerate(rows):
            self.table.setItem(i, 0, QTableWidgetItem(key))
            self.table.setItem(i, 1, QTableWidgetItem(value))
        self.table.resizeColumnToContents(0)

    def _on_parameter_changed(self, *_args: object) -> None:
        self.roll()

    def accept(self) -> None:
        if self.result is None:
            return
        edit = conditions_edit(self.result.conditions(), self.result.generation())
        self.document.apply(edit, self.tr("Battle conditions"))
        super().accept()
