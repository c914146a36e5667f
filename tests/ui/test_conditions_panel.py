"""Battle conditions set by hand in the Scenario panel: rows of the Panache
tables stored by id, free text kept, other conditions listed and editable,
every change one undo step, names in the chosen language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from editor.core.edits import SetScenarioData
from editor.generate.conditions import tables
from editor.ui.conditions_panel import condition_key, field_options
from editor.ui.document import Document
from editor.ui.scenario_dock import ScenarioDock
from editor.ui.tool_state import ToolState


@pytest.fixture
def dock(document: Document, tool_state: ToolState, qtbot) -> ScenarioDock:
    tool_state.language = "en"
    widget = ScenarioDock(document, None, tool_state)
    qtbot.addWidget(widget)
    return widget


def _choose(dock: ScenarioDock, key: str, stored: str) -> None:
    box = dock.conditions.fields[key]
    index = box.findData(stored)
    assert index > 0, f"{stored!r} is not offered for {key}"
    box.setCurrentIndex(index)
    box.activated.emit(index)


@pytest.mark.parametrize(
    ("key", "table"),
    [("season", "seasons"), ("zone", "zones"), ("weather", "weather")],
)
def test_each_field_offers_every_row_of_its_table(key: str, table: str) -> None:
    rows = tables()[table]
    ids = list(rows) if isinstance(rows, dict) else [r["id"] for r in rows]
    assert [stored for stored, _ in field_options(key, {}, "en")] == ids


@pytest.mark.parametrize("weather", ["rain", "snow", "fog"])
def test_strength_follows_the_weather_table(weather: str) -> None:
    ids = [r["id"] for r in tables()["strength"][weather]]
    assert [s for s, _ in field_options("weather_strength", {"weather": weather}, "en")] == ids


def test_no_strength_for_fine_weather() -> None:
    assert field_options("weather_strength", {"weather": "fine"}, "en") == []


def test_starting_hours_name_the_daylight_of_the_season() -> None:
    rows = dict(field_options("start_hour", {"season": "winter"}, "en"))
    assert rows["1"].endswith("dawn") and rows["14"].endswith("dusk")
    assert rows["15"].endswith("night") and rows["8"].endswith("day")


def test_choosing_rows_stores_their_ids_in_one_undo_step_each(
    dock: ScenarioDock, document: Document
) -> None:
    _choose(dock, "season", "winter")
    _choose(dock, "weather", "snow")
    _choose(dock, "weather_strength", "hail")
    _choose(dock, "wind_direction", "3")
    _choose(dock, "wind_strength", "strong")
    assert document.scenario.conditions == {
        "season": "winter",
        "weather": "snow",
        "weather_strength": "hail",
        "wind_direction": "3",
        "wind_strength": "strong",
    }
    assert document.undo_stack.count() == 5
    document.undo_stack.undo()
    assert "wind_strength" not in document.scenario.conditions
    assert dock.conditions.fields["wind_strength"].currentText() == ""


def test_changing_the_weather_drops_a_strength_of_the_old_table(
    dock: ScenarioDock, document: Document
) -> None:
    _choose(dock, "weather", "rain")
    _choose(dock, "weather_strength", "drizzle")
    _choose(dock, "weather", "fog")
    assert "weather_strength" not in document.scenario.conditions
    offered = [dock.conditions.fields["weather_strength"].itemData(i) for i in range(1, 6)]
    assert offered == [r["id"] for r in tables()["strength"]["fog"]]


def test_typed_text_is_kept_and_a_typed_row_name_becomes_its_id(
    dock: ScenarioDock, document: Document
) -> None:
    box = dock.conditions.fields["weather"]
    box.setEditText("pluie la nuit précédente")
    box.lineEdit().editingFinished.emit()
    assert document.scenario.conditions["weather"] == "pluie la nuit précédente"
    box.setEditText("Heatwave")
    box.lineEdit().editingFinished.emit()
    assert document.scenario.conditions["weather"] == "heat"
    box.setEditText("")
    box.lineEdit().editingFinished.emit()
    assert "weather" not in document.scenario.conditions


def test_conditions_of_older_files_are_listed_and_editable(
    dock: ScenarioDock, document: Document
) -> None:
    document.apply(
        SetScenarioData((("conditions", {"hour": "8h", "wind": "fort, est", "season": "winter"}),)),
        "set",
    )
    table = dock.conditions.others
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == ["Hour", "Wind"]
    assert table.item(1, 1).text() == "strong, east"  # the rows' names, in the editor's language
    assert dock.conditions.fields["season"].currentData() == "winter"
    table.item(0, 1).setText("9h")
    assert document.scenario.conditions["hour"] == "9h"
    table.item(1, 0).setText("Wind Force")
    assert "wind" not in document.scenario.conditions
    assert document.scenario.conditions["wind_force"] == "fort, est"
    table.item(0, 0).setText("season")  # taken: refused, nothing changes
    assert document.scenario.conditions["hour"] == "9h"
    table.selectRow(0)
    dock.conditions.remove_button.click()
    assert "hour" not in document.scenario.conditions
    dock.conditions.add_button.click()
    assert document.scenario.conditions["note_1"] == "?"


def test_names_follow_the_language(dock: ScenarioDock, tool_state: ToolState) -> None:
    _choose(dock, "season", "winter")
    assert dock.conditions.fields["season"].currentText() == "winter"
    assert dock.deployment.itemText(dock.deployment.findData("screen")) == "opaque screen"
    tool_state.language = "fr"
    tool_state.changed.emit()
    assert dock.conditions.fields["season"].currentText() == "hiver"
    assert dock.deployment.itemText(dock.deployment.findData("screen")) == "paravent opaque"


def test_other_conditions_are_named_in_words(
    dock: ScenarioDock, document: Document, tool_state: ToolState
) -> None:
    """A rolled scenario's ``daylight`` and ``start_period`` read as words in
    French, not as the file's keys; editing a value keeps the key."""
    conditions = {"daylight": "dusk", "start_period": "13", "season": "winter"}
    document.apply(SetScenarioData((("conditions", conditions),)), "set")
    tool_state.language = "fr"
    tool_state.changed.emit()
    table = dock.conditions.others
    rows = [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]
    assert rows == [("Lumière", "crépuscule"), ("Période de début", "13")]
    table.item(1, 1).setText("14")
    assert document.scenario.conditions["start_period"] == "14"
    assert document.scenario.conditions["daylight"] == "dusk"


def test_a_rivers_current_is_named_in_words(
    dock: ScenarioDock, document: Document, tool_state: ToolState
) -> None:
    """Bérézina's ``current: S`` and ``current_strength: strong`` read « vers le sud
    (S) » and « fort » in French, « vers l'est » before a vowel; not the file's keys."""
    conditions = {"current": "S", "current_strength": "strong", "rapids": "E"}
    document.apply(SetScenarioData((("conditions", conditions),)), "set")
    tool_state.language = "fr"
    tool_state.changed.emit()
    table = dock.conditions.others
    rows = [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]
    assert rows == [
        ("Courant", "vers le sud (S)"),
        ("Force du courant", "fort"),
        ("Rapides", "E"),
    ]
    conditions["current"] = "E"
    document.apply(SetScenarioData((("conditions", dict(conditions)),)), "set")
    assert dock.conditions.others.item(0, 1).text() == "vers l'est (E)"


def test_the_panel_fits_the_dock_width(dock: ScenarioDock) -> None:
    scroll = dock.widget()
    assert scroll.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    dock.resize(320, 600)
    dock.show()
    assert dock.widget().widget().minimumSizeHint().width() <= 330


@pytest.mark.parametrize(
    ("text", "key"), [("Wind Force", "wind_force"), ("  hour ", "hour"), ("2nd", ""), ("", "")]
)
def test_condition_names_become_file_keys(text: str, key: str) -> None:
    assert condition_key(text) == key


def test_the_wheel_scrolls_the_panel_not_the_field_under_the_cursor(
    dock: ScenarioDock, document: Document, qtbot
) -> None:
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    dock.resize(360, 300)
    dock.show()
    qtbot.waitExposed(dock)
    turns = dock.turns
    before = turns.value()

    def wheel() -> None:
        centre = QPointF(turns.rect().center())
        event = QWheelEvent(
            centre,
            QPointF(turns.mapToGlobal(turns.rect().center())),
            QPoint(0, 0),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(turns, event)

    wheel()
    assert turns.value() == before and document.undo_stack.count() == 0
    turns.setFocus()
    qtbot.waitUntil(turns.hasFocus)
    wheel()  # clicked into: the wheel is the field's again
    assert turns.value() != before
