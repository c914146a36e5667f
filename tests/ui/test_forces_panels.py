"""The Forces dock's unit editor and ruleset-dependent lists: capabilities
ticked with the mouse, undo, and the boat types, unit classes and capabilities
following a change of the scenario's ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QMainWindow

from editor.core.edits import SetScenarioData, set_list
from editor.core.ruleset import Ruleset
from editor.core.scenario import HexTerrain, Side
from editor.io import rulesets
from editor.ui.authoring import install_authoring
from editor.ui.authoring_state import authoring_state
from editor.ui.document import Document
from editor.ui.forces_dock import ForcesDock
from editor.ui.map_view import MapView
from editor.ui.scenario_dock import ScenarioDock
from editor.ui.tool_state import ToolState

LEFT = Qt.MouseButton.LeftButton


def _tick(qtbot, box: QCheckBox) -> None:
    """Click the box's indicator (the box is wider than its indicator and label)."""
    qtbot.mouseClick(box, LEFT, pos=QPoint(6, box.height() // 2))


def _data(combo: QComboBox) -> list[object]:
    return [combo.itemData(i) for i in range(combo.count())]


@pytest.fixture
def dock(qtbot, document: Document, tool_state: ToolState) -> ForcesDock:
    dock = ForcesDock(document, authoring_state(tool_state))
    qtbot.addWidget(dock)
    dock.show()
    qtbot.waitExposed(dock)
    dock.create_sides()
    dock.add_unit()
    document.undo_stack.clear()
    return dock


def test_ticking_capabilities_edits_the_unit_one_undo_step_each(qtbot, dock: ForcesDock) -> None:
    doc = dock.document
    uid = dock.state.unit
    assert list(dock.capability_boxes) == list(doc.ruleset.capabilities)
    skis = dock.capability_boxes["skieurs"]
    assert skis.text() == doc.ruleset.name("skieurs", "fr")  # the tool state's language
    _tick(qtbot, skis)
    assert doc.scenario.unit(uid).capabilities == ("skieurs",)
    _tick(qtbot, dock.capability_boxes["barques"])
    assert doc.scenario.unit(uid).capabilities == ("barques", "skieurs")  # sorted
    assert doc.undo_stack.count() == 2
    doc.undo_stack.undo()
    assert doc.scenario.unit(uid).capabilities == ("skieurs",)
    assert not dock.capability_boxes["barques"].isChecked()
    assert dock.capability_boxes["skieurs"].isChecked()
    _tick(qtbot, dock.capability_boxes["skieurs"])
    assert doc.scenario.unit(uid).capabilities == ()
    doc.undo_stack.undo()
    assert doc.scenario.unit(uid).capabilities == ("skieurs",)
    doc.undo_stack.undo()
    assert doc.scenario.unit(uid).capabilities == ()
    assert not any(box.isChecked() for box in dock.capability_boxes.values())


def test_capabilities_follow_the_selected_unit(qtbot, dock: ForcesDock) -> None:
    doc = dock.document
    first = dock.state.unit
    _tick(qtbot, dock.capability_boxes["skieurs"])
    dock.add_unit()
    assert dock.state.unit != first
    assert not dock.capability_boxes["skieurs"].isChecked()
    dock.state.set_unit(first)
    assert dock.capability_boxes["skieurs"].isChecked()
    dock.state.set_unit("")
    assert not any(box.isEnabled() for box in dock.capability_boxes.values())
    assert doc.scenario.unit(first).capabilities == ("skieurs",)


def test_ticking_square_makes_the_unit_a_square_one_undo_step(qtbot, dock: ForcesDock) -> None:
    """The squares rule (« Carrés », a unit's ``square``): the Unit box's box edits
    it, each tick one undo step, and shows the selected unit's."""
    doc = dock.document
    uid = dock.state.unit
    box = dock.unit_panel.unit_square
    assert box.text() == "Square" and not box.isChecked()
    _tick(qtbot, box)
    assert doc.scenario.unit(uid).square is True
    assert doc.undo_stack.count() == 1
    _tick(qtbot, box)
    assert doc.scenario.unit(uid).square is False
    assert doc.undo_stack.count() == 2
    doc.undo_stack.undo()
    assert doc.scenario.unit(uid).square is True and box.isChecked()
    dock.add_unit()
    assert not box.isChecked()
    dock.state.set_unit(uid)
    assert box.isChecked()
    doc.undo_stack.undo()  # the new unit
    doc.undo_stack.undo()  # the first tick
    assert doc.scenario.unit(uid).square is False and not box.isChecked()


_KEPT: list[Ruleset] = []
"""The derived ruleset, built once and kept: the render caches key on ruleset
identity, and a derived ruleset freed after its test crashed later tests."""


def _smaller_thucydide(monkeypatch: pytest.MonkeyPatch) -> Ruleset:
    """Thucydide with two boat types and no elephants: the bundled rulesets list
    the same boats and classes, and a test that cannot fail proves nothing."""
    real = rulesets.load_ruleset
    if not _KEPT:
        full = real("thucydide")
        _KEPT.append(
            replace(
                full,
                boats=dict(list(full.boats.items())[:2]),
                unit_classes={k: v for k, v in full.unit_classes.items() if k != "elephants"},
            )
        )
    small = _KEPT[0]
    monkeypatch.setattr(
        rulesets, "load_ruleset", lambda name: small if name == "thucydide" else real(name)
    )
    return small


def test_switching_the_ruleset_refreshes_boats_classes_and_capabilities(
    view: MapView, tool_state: ToolState, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    small = _smaller_thucydide(monkeypatch)
    doc = view.document
    panache = doc.ruleset
    window = QMainWindow()
    qtbot.addWidget(window)
    install_authoring(window, doc, view, tool_state)
    forces = window.findChild(ForcesDock)
    scenario = window.findChild(ScenarioDock)
    forces.create_sides()
    forces.add_unit()
    forces.set_unit_fields(type="elephants")
    state = forces.state
    state.set_extra("boat", "navire")

    def boats() -> list[object]:
        return [d[1] for d in _data(forces.extra) if d[0] == "boat"]

    assert boats() == list(panache.boats)
    assert _data(forces.unit_type) == list(panache.unit_classes)
    assert "equipement_siege" not in forces.capability_boxes

    scenario.ruleset.setCurrentIndex(scenario.ruleset.findData("thucydide"))
    assert doc.ruleset is small
    assert boats() == list(small.boats) == ["barque", "barge"]
    # navire is gone: the tool falls back to the first boat, and the combo says so.
    assert (state.extra, state.boat_type) == ("boat", "barque")
    assert forces.extra.currentData() == ("boat", "barque")
    # The unit's class is no longer offered but stays shown as it is.
    assert _data(forces.unit_type) == [*small.unit_classes, "elephants"]
    assert forces.unit_type.currentData() == "elephants"
    assert list(forces.capability_boxes) == list(small.capabilities)
    assert "equipement_siege" in forces.capability_boxes

    doc.undo_stack.undo()
    assert doc.ruleset.id == "panache"
    assert boats() == list(panache.boats)
    assert _data(forces.unit_type) == list(panache.unit_classes)
    assert list(forces.capability_boxes) == list(panache.capabilities)


def test_weights_and_ranks_are_the_rulesets(dock: ForcesDock) -> None:
    doc = dock.document
    dock.set_unit_fields(type="cavalerie")
    cavalry = doc.ruleset.play.unit_types["cavalerie"]
    assert _data(dock.unit_weight) == ["", *cavalry.weights]
    assert _data(dock.unit_rank) == ["", *doc.ruleset.play.command.ranges]
    s = doc.scenario
    unit = s.unit(dock.state.unit)
    doc.apply(set_list(s, "units", [replace(unit, rank="tribun")]), "rank")
    assert _data(dock.unit_rank)[-1] == "tribun"
    assert dock.unit_rank.currentData() == "tribun"


def test_a_boat_type_the_ruleset_lacks_places_its_first_boat(
    mouse, view: MapView, tool_state: ToolState
) -> None:
    doc = view.document
    s = doc.scenario
    doc.apply(SetScenarioData((("sides", [Side("fr", "Français", "#1f4e9c", "S")]),)), "side")
    lake = s.grid.to_hex(13, 10)
    s.set_terrain(lake, HexTerrain(frozenset({"lac"})))
    authoring_state(tool_state).set_extra("boat", "trireme")  # another ruleset's boat
    view.set_tool("extras")
    mouse.click(view, mouse.hex_point(view, lake))
    first = next(iter(doc.ruleset.boats))
    assert [(b.position, b.type) for b in doc.scenario.boats] == [(lake, first)]


def test_names_follow_the_editor_language(qtbot, dock: ForcesDock) -> None:
    tool_state = dock.state.parent()
    doc = dock.document
    uid = dock.state.unit
    dock.set_unit_fields(type="chameliers")
    assert dock.unit_type.currentText() == doc.ruleset.name("chameliers", "fr")
    tool_state.language = "en"
    tool_state.changed.emit()
    assert dock.unit_type.currentText() == "Camelry"
    assert dock.capability_boxes["skieurs"].text() == "skiers"
    assert doc.scenario.unit(uid).type == "chameliers"


def test_the_two_sides_new_units_are_named_apart(dock: ForcesDock) -> None:
    """Each side's roster used to count from 1: both sides had a « Unité 1 »."""
    s = dock.document.scenario
    dock.state.set_side(s.sides[1].id)
    dock.add_unit()
    dock.add_unit()
    names = [u.name for u in s.units]
    assert [u.side for u in s.units] == [s.sides[0].id, s.sides[1].id, s.sides[1].id]
    assert len(set(names)) == 3, names


def test_weights_are_named_in_the_editor_language(dock: ForcesDock) -> None:
    """French editor (the tool state's language): « légère », not « light »."""
    assert dock.state.parent().language == "fr"
    dock.set_unit_fields(type="cavalerie")
    weights = [dock.unit_weight.itemText(i) for i in range(dock.unit_weight.count())]
    assert "légère" in weights and "light" not in weights


def test_new_sides_are_named_in_the_editor_language(
    qtbot, document: Document, tool_state: ToolState
) -> None:
    from editor.ui.live_language import install_language

    install_language("fr")  # the window's language (the tests' fixture puts English back)
    dock = ForcesDock(document, authoring_state(tool_state))
    qtbot.addWidget(dock)
    dock.create_sides()
    assert [side.name for side in document.scenario.sides] == ["Camp A", "Camp B"]


def test_the_unit_boxs_long_tooltips_are_rich_text_that_wraps(dock: ForcesDock) -> None:
    """Qt shows a plain-text tooltip as one line as wide as its text (the square's
    rule, some 900 pixels); rich text wraps at the tooltip's width."""
    from PySide6.QtGui import Qt as GuiQt
    from PySide6.QtWidgets import QWidget

    long_tips = [
        w.toolTip() for w in dock.unit_panel.findChildren(QWidget) if len(w.toolTip()) > 100
    ]
    assert long_tips, "the square's rule is a long tooltip"
    assert [t for t in long_tips if not GuiQt.mightBeRichText(t)] == []
