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
from editor.generate.dice import in_language
from editor.io.conditions_names import condition_text, effect_label
from editor.ui.document import Document
from editor.ui.wind_label import WindLabel

SEED_LIMIT = 2**64
"""Seeds are whole numbers in [0, 2**64), as on the command line."""


def log_text(log: list[str], language: str) -> str:
    """The dice log in one language (each line holds ``fr SEPARATOR en``)."""
    return "\n".join(in_language(line, language) for line in log)


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


def _capitalised(text: str) -> str:
    """A table cell starts with a capital (the tables' names are lower case)."""
    return text[:1].upper() + text[1:]


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
        self.rolled: ConditionsResult | None = None
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
        self.table.setWordWrap(True)  # the annex's effects are sentences
        self.log = read_only_log()
        self.log.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)  # sentences
        self.error = error_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Accept"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        self.wind = WindLabel()
        results = QHBoxLayout()
        results.addWidget(self.table, 1)
        results.addWidget(self.wind, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(results, 3)
        layout.addWidget(QLabel(self.tr("Dice log:")))
        layout.addWidget(self.log, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.resize(780, 820)

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
        self.rolled = None
        if params is None:
            self._show_error(self.tr("The seed must be a whole number from 0 to 2^64 - 1."))
            return
        try:
            self.rolled = roll_conditions(params)
        except ValueError as exc:
            self._show_error(str(exc))
            return
        self.error.clear()
        self._fill_table(self.rolled)
        self.wind.show_wind(self.document.scenario.grid, self.rolled.conditions())
        self.log.setPlainText(log_text(self.rolled.log, self.language))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.table.setRowCount(0)
        self.wind.show_wind(None, {})
        self.log.clear()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    def _fill_table(self, result: ConditionsResult) -> None:
        rows = self.condition_rows(result) + self.effect_rows(result)
        self.table.setRowCount(len(rows))
        for i, (name, value) in enumerate(rows):
            for column, text in enumerate((name, value)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(i, column, item)
        self.table.resizeColumnToContents(0)
        # The names wrap past 40 % of the width: the effects need the room.
        limit = int(self.table.viewport().width() * 0.4)
        if self.table.columnWidth(0) > limit > 0:
            self.table.setColumnWidth(0, limit)
        self.table.resizeRowsToContents()

    # --- the result in words ------------------------------------------------------

    def _labels(self) -> dict[str, str]:
        """Condition key -> its name, in the order a player reads them."""
        return {
            "season": self.tr("Season"),
            "zone": self.tr("Climate zone"),
            "start_hour": self.tr("Starting hour"),
            "start_period": self.tr("Starting period"),
            "daylight": self.tr("Light"),
            "weather": self.tr("Weather"),
            "weather_dice": self.tr("Weather roll"),
            "weather_strength": self.tr("Strength / fog thickness"),
            "wind_direction": self.tr("Wind blows towards"),
            "wind_strength": self.tr("Wind strength"),
            "weather_stability": self.tr("Weather stability (1D6)"),
        }

    def condition_rows(self, result: ConditionsResult) -> list[tuple[str, str]]:
        """(name, value) of each condition rolled, in the dialog's language."""
        conditions = result.conditions()
        labels = self._labels()
        rows = []
        # The visibility is one of the effects below, in the reader's language.
        keys = [k for k in labels if k in conditions]
        keys += sorted(k for k in conditions if k not in labels and k != "visibility")
        for key in keys:
            name = labels.get(key) or key.replace("_", " ").capitalize()
            rows.append((name, _capitalised(self._value(key, conditions, result))))
        return rows

    def _value(self, key: str, conditions: dict[str, str], result: ConditionsResult) -> str:
        value = conditions[key]
        if key == "start_hour":
            return self.tr("hour %1 from dawn").replace("%1", value)
        if key == "weather_dice":
            a, b = result.weather_dice
            m = result.modifier
            total = a + b + m
            if not m:
                return f"{a} + {b} = {total}"
            return (
                self.tr("%1 + %2, modifier %3 = %4")
                .replace("%1", str(a))
                .replace("%2", str(b))
                .replace("%3", f"{m:+d}")
                .replace("%4", str(total))
            )
        if key == "wind_direction":
            return self.tr("hex side %1 (counted clockwise from the side marked 1)").replace(
                "%1", value
            )
        return condition_text(key, conditions, self.language)

    def effect_rows(self, result: ConditionsResult) -> list[tuple[str, str]]:
        """(what, effect) of the weather and the wind (Annexe 3), in the dialog's language."""
        rows = []
        for table, row, effects in result.effects():
            for kind, text in effects.items():
                label = effect_label(table, row, kind, self.language)
                rows.append((_capitalised(label), _capitalised(text.get(self.language, ""))))
        return rows

    def _on_parameter_changed(self, *_args: object) -> None:
        self.roll()

    def accept(self) -> None:
        if self.rolled is None:
            return
        edit = conditions_edit(self.rolled.conditions(), self.rolled.generation())
        self.document.apply(edit, self.tr("Battle conditions"))
        super().accept()
