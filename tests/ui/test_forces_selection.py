"""The Forces dock acts on the side shown: the unit selected in one side's
roster is never edited, duplicated, deleted or placed once another side is
shown, nor after it is undone, its side deleted or another file opened; copies
are numbered 2, 3, 4."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from editor.core.edits import SetScenarioData
from editor.core.scenario import Side, Unit, new_scenario
from editor.ui.authoring_state import authoring_state
from editor.ui.document import Document
from editor.ui.forces_dock import ForcesDock
from editor.ui.map_view import MapView
from editor.ui.tool_state import ToolState

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def dock(qtbot, document: Document, tool_state: ToolState) -> ForcesDock:
    dock = ForcesDock(document, authoring_state(tool_state))
    qtbot.addWidget(dock)
    dock.show()
    qtbot.waitExposed(dock)
    dock.create_sides()
    dock.add_unit()
    dock.unit_name.setText("Batterie")
    dock.unit_name.editingFinished.emit()
    dock.add_unit()
    dock.unit_name.setText("Dragons")
    dock.unit_name.editingFinished.emit()
    document.undo_stack.clear()
    return dock


def _roster(dock: ForcesDock) -> list[str]:
    return [dock.roster.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dock.roster.count())]


def _names(dock: ForcesDock, side: str) -> list[str]:
    return [u.name for u in dock.document.scenario.units if u.side == side]


def _pick(qtbot, dock: ForcesDock, row: int) -> None:
    """Click a roster row as a person does."""
    rect = dock.roster.visualItemRect(dock.roster.item(row))
    qtbot.mouseClick(dock.roster.viewport(), LEFT, pos=rect.center())


def _show_side(qtbot, dock: ForcesDock, step: Qt.Key) -> None:
    """Change the Side box with the keyboard (emits ``activated`` as a choice does)."""
    dock.side.setFocus()
    qtbot.keyClick(dock.side, step)


def _nothing_selected(dock: ForcesDock) -> None:
    assert dock.state.unit == ""
    assert dock.current_unit() is None
    assert dock.roster.currentItem() is None
    assert not dock.duplicate_button.isEnabled()
    assert not dock.delete_button.isEnabled()
    assert not dock.unit_name.isEnabled()
    assert dock.unit_name.text() == ""  # not the last unit's name greyed out
    assert dock.unit_hex.text() == ""


def test_showing_the_other_side_leaves_nothing_to_edit_duplicate_or_delete(qtbot, dock) -> None:
    doc = dock.document
    _pick(qtbot, dock, 0)
    assert dock.unit_name.text() == "Batterie"
    assert dock.duplicate_button.isEnabled()
    _show_side(qtbot, dock, Qt.Key.Key_Down)
    assert dock.state.side == "side_b"
    assert dock.side.currentData() == "side_b"
    assert _roster(dock) == []
    _nothing_selected(dock)
    before = list(doc.scenario.units)
    qtbot.mouseClick(dock.duplicate_button, LEFT)
    qtbot.mouseClick(dock.delete_button, LEFT)
    dock.duplicate_unit()  # the methods refuse too, not only the buttons
    dock.delete_unit()
    dock.set_unit_fields(name="Renamed")
    assert doc.scenario.units == before
    assert doc.undo_stack.count() == 0
    # Back to side A: its roster again, and still nothing chosen until a click.
    _show_side(qtbot, dock, Qt.Key.Key_Up)
    assert _roster(dock) == ["side_a_1", "side_a_2"]
    _nothing_selected(dock)
    _pick(qtbot, dock, 1)
    assert dock.unit_name.text() == "Dragons"


def test_a_unit_added_on_side_b_is_side_bs(qtbot, dock) -> None:
    _pick(qtbot, dock, 0)
    _show_side(qtbot, dock, Qt.Key.Key_Down)
    qtbot.mouseClick(dock.add_unit_button, LEFT)
    new = dock.current_unit()
    assert new is not None and new.side == "side_b"
    qtbot.mouseClick(dock.duplicate_button, LEFT)
    assert len(_names(dock, "side_b")) == 2
    assert _roster(dock) == [u.id for u in dock.document.scenario.units if u.side == "side_b"]
    assert _names(dock, "side_a") == ["Batterie", "Dragons"]


def test_copies_are_numbered_2_3_4_whichever_is_copied(qtbot, dock) -> None:
    _pick(qtbot, dock, 1)
    for _ in range(3):
        qtbot.mouseClick(dock.duplicate_button, LEFT)  # the copy is selected: copy of a copy
    assert _names(dock, "side_a") == [
        "Batterie",
        "Dragons",
        "Dragons (2)",
        "Dragons (3)",
        "Dragons (4)",
    ]
    _pick(qtbot, dock, 1)  # the original: the next free number, placed after its family
    qtbot.mouseClick(dock.duplicate_button, LEFT)
    assert _names(dock, "side_a")[-1] == "Dragons (5)"
    assert dock.roster.currentItem().text().startswith("Dragons (5)")
    # A year in a name is not a copy number.
    dock.set_unit_fields(name="Garde (1815)")
    qtbot.mouseClick(dock.duplicate_button, LEFT)
    assert dock.current_unit().name == "Garde (1815) (2)"


def test_undoing_a_duplicate_forgets_it_and_redo_brings_it_back_unselected(qtbot, dock) -> None:
    doc = dock.document
    _pick(qtbot, dock, 0)
    qtbot.mouseClick(dock.duplicate_button, LEFT)
    copy = dock.state.unit
    assert doc.scenario.unit(copy).name == "Batterie (2)"
    doc.undo_stack.undo()
    assert doc.scenario.unit(copy) is None
    _nothing_selected(dock)
    doc.undo_stack.redo()
    assert copy in _roster(dock)
    _nothing_selected(dock)


def test_deleting_the_side_shown_falls_back_to_the_first_side(qtbot, dock) -> None:
    doc = dock.document
    _show_side(qtbot, dock, Qt.Key.Key_Down)
    qtbot.mouseClick(dock.add_unit_button, LEFT)
    assert dock.current_unit().side == "side_b"
    # Undo the unit, then delete side B by an edit (as a hand-edited file reloaded would).
    doc.undo_stack.undo()
    _nothing_selected(dock)
    s = doc.scenario
    doc.apply(SetScenarioData((("sides", [s.sides[0]]),)), "delete side B")
    assert dock.state.side == "side_a"
    assert dock.side.currentData() == "side_a"
    assert _roster(dock) == ["side_a_1", "side_a_2"]
    _nothing_selected(dock)


def test_a_unit_whose_side_is_deleted_is_no_longer_edited(qtbot, dock) -> None:
    doc = dock.document
    _show_side(qtbot, dock, Qt.Key.Key_Down)
    qtbot.mouseClick(dock.add_unit_button, LEFT)
    s = doc.scenario
    doc.apply(SetScenarioData((("sides", [s.sides[0]]),)), "delete side B")
    # The unit is still in the file (the validation reports its unknown side)
    # but the dock shows side A: nothing of side A is selected.
    assert any(u.side == "side_b" for u in doc.scenario.units)
    _nothing_selected(dock)


def test_opening_another_file_forgets_the_selection(qtbot, dock) -> None:
    doc = dock.document
    _show_side(qtbot, dock, Qt.Key.Key_Down)
    _show_side(qtbot, dock, Qt.Key.Key_Up)
    _pick(qtbot, dock, 0)
    assert dock.state.unit == "side_a_1"
    # Another file with the same ids: its "side_a_1" is another unit.
    other = new_scenario("panache", 24, 16)
    other.sides = [Side("side_a", "Prussiens", "#000000", "N")]
    other.units = [Unit("side_a_1", "side_a", "Landwehr", "infanterie")]
    doc.replace(other, doc.ruleset, None)
    assert _roster(dock) == ["side_a_1"]
    _nothing_selected(dock)
    assert dock.side_name.text() == "Prussiens"


def test_the_map_places_no_unit_of_the_side_left(qtbot, mouse, view: MapView, tool_state) -> None:
    state = authoring_state(tool_state)
    dock = ForcesDock(view.document, state)
    qtbot.addWidget(dock)
    dock.create_sides()
    dock.add_unit()
    view.set_tool("unit")
    _show_side(qtbot, dock, Qt.Key.Key_Down)
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    h = view.document.scenario.grid.to_hex(5, 2)
    mouse.click(view, mouse.hex_point(view, h))
    assert all(u.position is None for u in view.document.scenario.units)
    assert "roster" in messages[-1]
    # Picking a unit on the map shows its side and selects it.
    dock.side.setCurrentIndex(0)
    dock.side.activated.emit(0)
    dock.roster.setCurrentRow(0)
    a = view.document.scenario.grid.to_hex(5, 16)
    mouse.click(view, mouse.hex_point(view, a))
    assert view.document.scenario.unit("side_a_1").position == a
    _show_side(qtbot, dock, Qt.Key.Key_Down)
    assert dock.state.unit == ""
    mouse.drag(view, [mouse.hex_point(view, a), mouse.hex_point(view, a)])
    assert dock.state.side == "side_a" and dock.state.unit == "side_a_1"
    assert dock.side.currentData() == "side_a"
    assert dock.unit_name.text() == "Unit 1"


def test_a_file_without_sides_shows_no_side_of_the_last_one(qtbot, dock) -> None:
    doc = dock.document
    dock.set_side_fields(name="Armée du Nord", colour="#123456", home_edge="W")
    # File > New, or opening a file without sides.
    doc.replace(new_scenario("panache", 24, 16), doc.ruleset, None)
    assert dock.side.count() == 0
    assert dock.side_name.text() == "" and not dock.side_name.isEnabled()
    assert dock.side_colour.text() == "" and dock.side_colour.styleSheet() == ""
    assert dock.home_edge.currentIndex() == -1
    assert dock.add_sides.isVisibleTo(dock)
    assert _roster(dock) == []
    _nothing_selected(dock)
