"""Issue 24, point 4: a counter shows a short name the designer can set in the
Forces dock (one is proposed, greyed, when none is set); the full name is the
counter's tooltip and is in the status bar when the cursor is on it."""

from __future__ import annotations

import copy

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.ui.document import Document

FULL = "VIIe corps, division Desjardins"


def _eylau() -> Document:
    result = read_scenario(SCENARIOS / "eylau-1807.yaml")
    assert result.scenario is not None and result.ruleset is not None
    return Document(copy.deepcopy(result.scenario), result.ruleset)


def test_the_designer_sets_the_counters_short_name(qtbot, tmp_path) -> None:
    doc = _eylau()
    window = make_window(qtbot, tmp_path, doc)
    window.show()
    qtbot.waitExposed(window)
    dock = window.forces_dock
    unit = next(u for u in doc.scenario.units if u.name == FULL)
    row = next(
        i
        for i in range(dock.roster.count())
        if dock.roster.item(i).data(Qt.ItemDataRole.UserRole) == unit.id
    )
    dock.roster.setCurrentRow(row)
    field = dock.unit_panel.unit_short
    assert field.text() == "" and field.placeholderText() == "Desj."  # the name shown now
    field.setFocus()
    qtbot.keyClicks(field, "VII-Desj")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert doc.scenario.unit(unit.id).short == "VII-Desj"
    field.clear()
    qtbot.keyClicks(field, "x" * 20)
    assert field.text() == "x" * 12  # the file's limit
    doc.undo_stack.undo()
    assert doc.scenario.unit(unit.id).short == ""
    assert field.text() == "" and field.placeholderText() == "Desj."


def test_the_full_name_is_the_counters_tooltip_and_in_the_status_bar(
    qtbot, tmp_path, mouse
) -> None:
    doc = _eylau()
    window = make_window(qtbot, tmp_path, doc)
    window.show()
    qtbot.waitExposed(window)
    view = window.view
    unit = next(u for u in doc.scenario.units if u.name == FULL)
    assert unit.position is not None
    point = mouse.hex_point(view, unit.position)
    mouse.hover(view, point)
    assert FULL in window.status.hex_info.text()
    viewport = view.viewport()
    QApplication.sendEvent(
        viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    )
    assert QToolTip.isVisible() and QToolTip.text() == FULL
    # An empty hex: no tooltip.
    empty = doc.scenario.grid.to_hex(1, 1)
    assert all(u.position != empty for u in doc.scenario.units)
    point = mouse.hex_point(view, empty)
    QApplication.sendEvent(
        viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    )
    qtbot.waitUntil(lambda: not QToolTip.isVisible())


def test_a_duplicate_gets_a_short_name_of_its_own(qtbot, tmp_path) -> None:
    doc = _eylau()
    window = make_window(qtbot, tmp_path, doc)
    dock = window.forces_dock
    unit = next(u for u in doc.scenario.units if u.name == FULL)
    row = next(
        i
        for i in range(dock.roster.count())
        if dock.roster.item(i).data(Qt.ItemDataRole.UserRole) == unit.id
    )
    dock.roster.setCurrentRow(row)
    dock.unit_panel.unit_short.setText("Desjardins")
    dock.unit_panel.unit_short.editingFinished.emit()
    qtbot.mouseClick(dock.duplicate_button, Qt.MouseButton.LeftButton)
    copy = doc.scenario.unit(window.forces_dock.state.unit)
    assert copy.id != unit.id and copy.short == ""
    assert dock.unit_panel.unit_short.placeholderText() not in ("", "Desjardins")
