"""A designer builds a small scenario for each ruleset in the real window, with
the mouse and the docks, as issue 4 will be checked: both sides, their zones,
twelve units each, the allowed decoys, two objectives and the battle
conditions; tries to break the rules; saves, reopens and finds it all again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from window_fixtures import make_window

from editor.core.forces import decoys_allowed
from editor.core.scenario import HexTerrain
from editor.io.scenario_file import read_scenario
from editor.ui.forces_dock import ForcesDock
from editor.ui.new_map_dialog import NewMapSpec
from editor.ui.scenario_dock import ScenarioDock
from editor.ui.validation_dock import ValidationDock

LEFT = Qt.MouseButton.LeftButton
TYPES = ["infanterie"] * 8 + ["cavalerie"] * 3 + ["artillerie"]


def _choose(box, data: object) -> None:
    index = box.findData(data)
    assert index >= 0, data
    box.setCurrentIndex(index)
    box.activated.emit(index)


@pytest.mark.parametrize("ruleset", ["panache", "thucydide"])
def test_a_designer_builds_saves_and_reopens_a_scenario(
    qtbot, tmp_path: Path, mouse, ruleset: str
) -> None:
    window = make_window(qtbot, tmp_path)
    window.show()
    qtbot.waitExposed(window)
    window.files.new_from_spec(NewMapSpec(ruleset, 24, 16, "flat", "odd", 50.0, "Essai"))
    doc, view = window.document, window.view
    grid = doc.scenario.grid
    forces = window.findChild(ForcesDock)
    setup = window.findChild(ScenarioDock)
    qtbot.waitUntil(lambda: setup.built)  # a tab behind Forces: filled after the first paint
    validation = window.findChild(ValidationDock)

    # Terrain: a wood on the south side's home rows, painted with the brush.
    window.tool_state.set_hex_elements(frozenset({"foret"}))
    view.set_tool("brush")
    wood = grid.to_hex(12, 16)
    mouse.click(view, mouse.hex_point(view, wood))
    assert doc.scenario.terrain_at(wood) == HexTerrain(frozenset({"foret"}))

    # Setup: slips of paper, conditions from the tables.
    _choose(setup.deployment, "papers")
    _choose(setup.conditions.fields["season"], "autumn")
    _choose(setup.conditions.fields["weather"], "rain")
    _choose(setup.conditions.fields["weather_strength"], "drizzle")

    # Two sides, twelve units each, placed with the unit tool on their home rows.
    qtbot.mouseClick(forces.add_sides, LEFT)
    sides = doc.scenario.sides
    assert [s.home_edge for s in sides] == ["S", "N"]
    view.set_tool("unit")
    for side, row in ((sides[0], 16), (sides[1], 1)):
        _choose(forces.side, side.id)
        for i, kind in enumerate(TYPES):
            qtbot.mouseClick(forces.add_unit_button, LEFT)
            _choose(forces.unit_type, kind)
            col = 2 * i + 1
            mouse.click(view, mouse.hex_point(view, grid.to_hex(col, row)))
        placed = [u for u in doc.scenario.units if u.side == side.id]
        assert len(placed) == 12 and all(u.position is not None for u in placed)

    # Breaking the rules: artillery into the wood, a second unit on a hex.
    artillery = next(u for u in doc.scenario.units if u.type == "artillerie")
    before = artillery.position
    mouse.drag(view, [mouse.hex_point(view, before), mouse.hex_point(view, wood)])
    assert doc.scenario.unit(artillery.id).position == before
    infantry = next(u for u in doc.scenario.units if u.side == artillery.side)
    mouse.drag(view, [mouse.hex_point(view, before), mouse.hex_point(view, infantry.position)])
    assert doc.scenario.unit(artillery.id).position == before

    # Decoys: as many as the rule allows (1 per 4 units: 3), then one too many.
    forces.markers.button(1).click()  # "decoy"
    for side, row in ((sides[0], 15), (sides[1], 2)):
        _choose(forces.side, side.id)
        units = [u for u in doc.scenario.units if u.side == side.id]
        allowed = decoys_allowed("papers", units, doc.ruleset)
        assert allowed == 3
        for i in range(allowed):
            mouse.click(view, mouse.hex_point(view, grid.to_hex(2 * i + 2, row)))
        assert forces.decoy_counts()[side.id] == (allowed, allowed)
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    mouse.click(view, mouse.hex_point(view, grid.to_hex(20, 2)))
    assert "3" in messages[-1] and "4" in messages[-1]
    validation.validate_now()
    codes = {d.code for d in validation.diagnostics}
    assert "decoy.count" in codes
    doc.undo_stack.undo()  # the designer takes the extra decoy back
    validation.validate_now()
    assert validation.diagnostics == []

    # Two objectives.
    forces.markers.button(2).click()  # "objective"
    for col in (8, 17):
        mouse.click(view, mouse.hex_point(view, grid.to_hex(col, 8)))
    assert len(doc.scenario.objectives) == 2

    # Save, reopen, find it all again.
    path = tmp_path / f"essai-{ruleset}.yaml"
    assert window.files.save_to(str(path))
    saved = doc.scenario
    result = read_scenario(path)
    assert result.scenario is not None and result.diagnostics == []
    again = result.scenario
    assert again.units == saved.units and again.decoys == saved.decoys
    assert again.objectives == saved.objectives and again.sides == saved.sides
    assert again.conditions == {
        "season": "autumn",
        "weather": "rain",
        "weather_strength": "drizzle",
    }
    assert again.setup.deployment == "papers"
    assert window.files.open_path(str(path))
    assert len(window.document.scenario.units) == 24
