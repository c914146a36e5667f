"""Battle conditions set by hand, in the Scenario panel.

Each condition the Panache tables know (season, climate zone, starting hour,
weather and its strength or the fog's thickness, wind direction and strength,
weather stability) is an editable list of the table's rows: choosing a row
stores its id, as ``hexfield conditions`` does, so the set-up sheet prints the
row's effects; typing free text (« pluie la nuit précédente ») keeps the text.
Conditions the tables do not name (``hour``, ``wind``, ``fog`` in older
scenarios, notes) are listed below, editable, so nothing in the file is hidden.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.core.grid import Grid
from editor.core.phrases import capitalised
from editor.io.conditions_names import condition_name, condition_text
from editor.io.conditions_tables import daylight_of, tables
from editor.ui.translate_noop import QT_TRANSLATE_NOOP
from editor.ui.wind_label import WindLabel

FIELDS: tuple[tuple[str, str], ...] = (
    ("season", QT_TRANSLATE_NOOP("ConditionsPanel", "Season")),
    ("zone", QT_TRANSLATE_NOOP("ConditionsPanel", "Climate zone")),
    ("start_hour", QT_TRANSLATE_NOOP("ConditionsPanel", "Starting hour")),
    ("weather", QT_TRANSLATE_NOOP("ConditionsPanel", "Weather")),
    ("weather_strength", QT_TRANSLATE_NOOP("ConditionsPanel", "Strength / fog thickness")),
    ("wind_direction", QT_TRANSLATE_NOOP("ConditionsPanel", "Wind blows towards")),
    ("wind_strength", QT_TRANSLATE_NOOP("ConditionsPanel", "Wind strength")),
    ("weather_stability", QT_TRANSLATE_NOOP("ConditionsPanel", "Weather stability (1D6)")),
)
"""The conditions of the tables, keyed as ``editor.generate.conditions`` writes them."""

_SLUG = re.compile(r"[^a-z0-9_]+")
_DAYLIGHT = {
    "dawn": QT_TRANSLATE_NOOP("ConditionsPanel", "dawn"),
    "day": QT_TRANSLATE_NOOP("ConditionsPanel", "day"),
    "dusk": QT_TRANSLATE_NOOP("ConditionsPanel", "dusk"),
    "night": QT_TRANSLATE_NOOP("ConditionsPanel", "night"),
}

STORED = Qt.ItemDataRole.UserRole
"""An other condition's key (name column) and value (value column) as the file has them."""

Options = list[tuple[str, str]]
"""(stored value, shown text) rows of one field."""


def condition_key(text: str) -> str:
    """A condition name as the file wants it (``^[a-z][a-z0-9_]*$``), or ``""``."""
    key = _SLUG.sub("_", text.strip().lower()).strip("_")
    return key if key and key[0].isalpha() else ""


def _tr(text: str) -> str:
    return QCoreApplication.translate("ConditionsPanel", text)


def field_options(key: str, conditions: dict[str, str], lang: str) -> Options:
    """The rows a field offers, in ``lang``, given the other conditions."""
    data = tables()
    if key == "season":
        return [(k, v[lang]) for k, v in data["seasons"].items()]
    if key == "zone":
        return [(k, v[lang]) for k, v in data["zones"].items()]
    if key == "weather":
        return [(row["id"], row[lang]) for row in data["weather"]]
    if key == "weather_strength":
        table = data["strength"].get(conditions.get("weather", ""), [])
        return [(row["id"], row[lang]) for row in table]
    if key == "wind_strength":
        return [(row["id"], row[lang]) for row in data["strength"]["wind"]]
    if key == "wind_direction":
        return [
            (
                str(n),
                QCoreApplication.translate("ConditionsPanel", "hex side %1").replace("%1", str(n)),
            )
            for n in range(1, 7)
        ]
    if key == "weather_stability":
        return [(str(n), str(n)) for n in range(1, 7)]
    if key == "start_hour":
        season = data["seasons"].get(conditions.get("season", ""))
        rows = []
        for hour in range(1, 25):
            text = str(hour)
            if season is not None:
                text += " — " + _tr(_DAYLIGHT[daylight_of(season, hour)])
            rows.append((str(hour), text))
        return rows
    return []


class _FieldBox(QComboBox):
    """An editable list: a row stores its id, typed text is kept as written."""

    def __init__(self, on_value: Callable[[str], None]) -> None:
        super().__init__()
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(8)
        line = self.lineEdit()
        assert line is not None  # an editable combo box has one
        line.setPlaceholderText("—")
        self._on_value = on_value
        self.activated.connect(lambda i: on_value(str(self.itemData(i) or "")))
        line.editingFinished.connect(self._on_typed)

    def value(self) -> str:
        text = self.currentText().strip()
        index = self.findText(text, Qt.MatchFlag.MatchFixedString)  # any case
        return str(self.itemData(index) or "") if index > 0 else text

    def _on_typed(self) -> None:
        self._on_value(self.value())

    def show_value(self, options: Options, value: str) -> None:
        self.blockSignals(True)
        try:
            self.clear()
            self.addItem("", "")
            for stored, text in options:
                self.addItem(text, stored)
            index = self.findData(value) if value else 0
            if index >= 0:
                self.setCurrentIndex(index)
            else:
                self.setEditText(value)
        finally:
            self.blockSignals(False)


class ConditionsPanel(QGroupBox):
    """Edits a conditions dictionary; ``edited`` carries the whole new dictionary."""

    edited = Signal(dict)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Battle conditions"), parent)
        self.language = "en"
        self._conditions: dict[str, str] = {}
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.fields: dict[str, _FieldBox] = {}
        self.grid: Grid | None = None
        """The scenario's grid: its hexes' orientation places the wind's sides."""
        self.wind = WindLabel()
        for key, label in FIELDS:
            box = _FieldBox(partial(self._set, key))
            box.setObjectName(f"condition_{key}")
            self.fields[key] = box
            if key == "wind_direction":
                row = QHBoxLayout()
                row.addWidget(box, 1)
                row.addWidget(self.wind)
                form.addRow(self.tr(label), row)
            else:
                form.addRow(self.tr(label), box)
        layout.addLayout(form)
        self.others = QTableWidget(0, 2)
        self.others.setHorizontalHeaderLabels([self.tr("Other condition"), self.tr("Value")])
        self.others.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.others.verticalHeader().setVisible(False)
        self.others.setMaximumHeight(130)
        self.others.itemChanged.connect(self._on_other_changed)
        layout.addWidget(self.others)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add a condition"))
        self.add_button.clicked.connect(self.add_other)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self.remove_other)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        layout.addLayout(buttons)

    # --- model -> widgets ---------------------------------------------------------

    def show_conditions(self, conditions: dict[str, str]) -> None:
        self._conditions = dict(conditions)
        for key, box in self.fields.items():
            box.show_value(
                field_options(key, self._conditions, self.language), conditions.get(key, "")
            )
        self.wind.show_wind(self.grid, self._conditions)
        known = {key for key, _ in FIELDS}
        self.others.blockSignals(True)
        try:
            rest = [(k, v) for k, v in sorted(conditions.items()) if k not in known]
            self.others.setRowCount(len(rest))
            for row, (key, value) in enumerate(rest):
                # Named and valued in words (« Lumière : jour »); what the file holds
                # is kept beside them, and stays unless the person types over it.
                name = QTableWidgetItem(capitalised(condition_name(key, self.language)))
                name.setData(STORED, key)  # the key before an edit
                self.others.setItem(row, 0, name)
                shown = QTableWidgetItem(condition_text(key, conditions, self.language))
                shown.setData(STORED, value)
                self.others.setItem(row, 1, shown)
        finally:
            self.others.blockSignals(False)

    # --- widgets -> model -----------------------------------------------------------

    def _emit(self, conditions: dict[str, str]) -> None:
        if conditions != self._conditions:
            self.edited.emit(conditions)

    def _set(self, key: str, value: str) -> None:
        conditions = dict(self._conditions)
        value = value.strip()
        if value:
            conditions[key] = value
        else:
            conditions.pop(key, None)
        if key == "weather" and value != self._conditions.get("weather", ""):
            # a strength belongs to its weather's table (rain, snow, fog)
            conditions.pop("weather_strength", None)
        self._emit(conditions)

    def _on_other_changed(self, item: QTableWidgetItem) -> None:
        row = item.row()
        name_item = self.others.item(row, 0)
        value_item = self.others.item(row, 1)
        if name_item is None or value_item is None:
            return
        old = str(name_item.data(STORED) or "")
        named = name_item.text() == capitalised(condition_name(old, self.language))
        key = old if named else condition_key(name_item.text())
        said = condition_text(old, self._conditions, self.language)
        value = value_item.text().strip()
        if value == said:
            value = str(value_item.data(STORED) or "")
        conditions = dict(self._conditions)
        if not key or (key != old and key in conditions):
            self.show_conditions(self._conditions)  # a name the file cannot take: undo it
            return
        conditions.pop(old, None)
        conditions[key] = value
        self._emit(conditions)

    def add_other(self) -> None:
        n = 1
        while f"note_{n}" in self._conditions:
            n += 1
        conditions = dict(self._conditions)
        conditions[f"note_{n}"] = "?"
        self._emit(conditions)

    def remove_other(self) -> None:
        rows = sorted({i.row() for i in self.others.selectedItems()})
        if not rows:
            return
        conditions = dict(self._conditions)
        for row in rows:
            item = self.others.item(row, 0)
            if item is not None:
                conditions.pop(str(item.data(STORED)), None)
        self._emit(conditions)
