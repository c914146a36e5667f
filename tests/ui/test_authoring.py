"""Scenario authoring on the real viewport: zones, units, decoys, objectives,
the docks, and the validation dock following along."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from editor.core.edits import SetScenarioData, set_list
from editor.core.hexes import Hex
from editor.core.scenario import HexTerrain, Setup, Side, Unit
from editor.ui.authoring import install_authoring
from editor.ui.authoring_state import authoring_state
from editor.ui.forces_dock import ForcesDock
from editor.ui.map_view import MapView
from editor.ui.scenario_dock import ScenarioDock
from editor.ui.tool_state import ToolState
from editor.ui.validation_dock import ValidationDock

SHIFT = Qt.KeyboardModifier.ShiftModifier
RIGHT = Qt.MouseButton.RightButton


def _sides_and_units(view: MapView) -> None:
    doc = view.document
    s = doc.scenario
    g = s.grid
    doc.apply(
        SetScenarioData(
            (
                (
                    "sides",
                    [
                        Side("fr", "Français", "#1f4e9c", "S"),
                        Side("au", "Autriche", "#c0c0c0", "N"),
                    ],
                ),
                ("setup", Setup(deployment="papers")),
            )
        ),
        "sides",
    )
    units = [Unit(f"fr_{i}", "fr", f"Bataillon {i}", "infanterie") for i in range(1, 5)]
    units.append(Unit("fr_art", "fr", "Batterie", "artillerie"))
    doc.apply(set_list(s, "units", units), "units")
    assert g.rows == 16
    doc.undo_stack.clear()


def _hex(view: MapView, col: int, row: int) -> Hex:
    return view.document.scenario.grid.to_hex(col, row)


@pytest.fixture
def state(tool_state: ToolState):
    return authoring_state(tool_state)


def test_place_move_and_reserve_a_unit(mouse, view: MapView, state) -> None:
    _sides_and_units(view)
    view.set_tool("unit")
    state.set_unit("fr_1")
    a, b = _hex(view, 4, 16), _hex(view, 6, 15)
    mouse.click(view, mouse.hex_point(view, a))
    unit = view.document.scenario.unit("fr_1")
    assert unit is not None and unit.position == a
    mouse.drag(view, [mouse.hex_point(view, a), mouse.hex_point(view, b)])
    assert view.document.scenario.unit("fr_1").position == b
    stack = view.document.undo_stack
    assert stack.count() == 2
    stack.undo()
    assert view.document.scenario.unit("fr_1").position == a
    stack.redo()
    # Dropped off the map: back in reserve.
    x, y = view.map_painter.layout.hex_to_pixel(_hex(view, 1, 16))
    mouse.scene_point(view, x - 60, y + 60)
    start, off = mouse.hex_point(view, b), mouse.scene_point(view, x - 60, y + 60)
    mouse.drag(view, [start, off])
    assert view.document.scenario.unit("fr_1").position is None


def test_refusals_change_nothing_and_say_why(mouse, view: MapView, state, qtbot) -> None:
    _sides_and_units(view)
    view.set_tool("unit")
    a = _hex(view, 4, 16)
    state.set_unit("fr_1")
    mouse.click(view, mouse.hex_point(view, a))
    state.set_unit("fr_2")
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    mouse.click(view, mouse.hex_point(view, a))
    assert view.document.scenario.unit("fr_2").position is None
    assert messages and "one unit per hex" in messages[-1]  # Qt-translated: no translator in tests
    # Artillery may not stand in a forest (except on a road).
    forest = _hex(view, 8, 16)
    view.document.scenario.set_terrain(forest, HexTerrain(frozenset({"foret"})))
    state.set_unit("fr_art")
    mouse.click(view, mouse.hex_point(view, forest))
    assert view.document.scenario.unit("fr_art").position is None
    assert "forest" in messages[-1].lower() or "forêt" in messages[-1].lower()
    state.set_unit("fr_2")
    # Dragging a placed unit onto another is refused too.
    b = _hex(view, 5, 16)
    mouse.click(view, mouse.hex_point(view, b))  # fr_2 was selected: placed here
    assert view.document.scenario.unit("fr_2").position == b
    mouse.drag(view, [mouse.hex_point(view, b), mouse.hex_point(view, a)])
    assert view.document.scenario.unit("fr_2").position == b
    assert "une unité par hexagone" in messages[-1]  # the tool state speaks French
    assert view.document.undo_stack.count() == 2


def test_outside_the_zone_is_placed_with_a_warning(mouse, view: MapView, state) -> None:
    _sides_and_units(view)
    view.set_tool("unit")
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    state.set_unit("fr_1")
    h = _hex(view, 8, 8)
    mouse.click(view, mouse.hex_point(view, h))
    assert view.document.scenario.unit("fr_1").position == h
    assert "outside the deployment zone" in messages[-1]
    dock = ValidationDock(view.document)
    dock.validate_now()
    assert "unit.outside-zone" in {d.code for d in dock.diagnostics}


def test_paint_a_zone_by_hex_and_by_rectangle_then_undo(mouse, view: MapView, state) -> None:
    _sides_and_units(view)
    view.set_tool("zone")
    state.set_side("au")
    hexes = [_hex(view, c, 5) for c in range(3, 7)]
    mouse.drag(view, [mouse.hex_point(view, h) for h in hexes])
    side = view.document.scenario.side("au")
    assert side is not None and side.deployment is not None
    assert set(hexes) <= side.deployment
    assert _hex(view, 1, 1) in side.deployment  # painting starts from the default rows
    stack = view.document.undo_stack
    assert stack.count() == 1
    mouse.drag(
        view,
        [mouse.hex_point(view, _hex(view, 10, 6)), mouse.hex_point(view, _hex(view, 12, 8))],
        modifiers=SHIFT,
    )
    zone = view.document.scenario.side("au").deployment
    assert {_hex(view, c, r) for c in range(10, 13) for r in range(6, 9)} <= zone
    # The right button erases.
    mouse.click(view, mouse.hex_point(view, _hex(view, 11, 7)), RIGHT)
    assert _hex(view, 11, 7) not in view.document.scenario.side("au").deployment
    while stack.canUndo():
        stack.undo()
    assert view.document.scenario.side("au").deployment is None


def test_decoys_and_objectives_with_the_mouse(mouse, view: MapView, state) -> None:
    _sides_and_units(view)
    dock = ForcesDock(view.document, state)
    view.set_tool("unit")
    state.set_side("fr")
    state.set_marker("decoy")
    mouse.click(view, mouse.hex_point(view, _hex(view, 2, 16)))
    mouse.click(view, mouse.hex_point(view, _hex(view, 3, 16)))
    assert len(view.document.scenario.decoys) == 2
    assert dock.decoy_counts()["fr"] == (2, 1)  # 5 units: 1 decoy per 4
    assert "2 / 1" in dock.decoys.text()
    mouse.click(view, mouse.hex_point(view, _hex(view, 3, 16)), RIGHT)
    assert len(view.document.scenario.decoys) == 1
    state.set_marker("objective")
    mouse.click(view, mouse.hex_point(view, _hex(view, 12, 8)))
    assert [o.position for o in view.document.scenario.objectives] == [_hex(view, 12, 8)]
    assert dock.objectives.rowCount() == 1
    dock.objectives.item(0, 1).setText("Le moulin")
    dock.objectives.item(0, 2).setText("3")
    o = view.document.scenario.objectives[0]
    assert (o.name, o.points) == ("Le moulin", 3)


def test_forces_dock_edits_the_roster_and_victory(view: MapView, state, qtbot) -> None:
    doc = view.document
    dock = ForcesDock(doc, state)
    qtbot.addWidget(dock)
    dock.create_sides()
    assert len(doc.scenario.sides) == 2
    for _ in range(12):
        dock.add_unit()
    side = doc.scenario.sides[0].id
    assert sum(1 for u in doc.scenario.units if u.side == side) == 12
    assert dock.roster.count() == 12
    dock.unit_name.setText("Garde")
    dock.unit_name.editingFinished.emit()
    assert doc.scenario.unit(state.unit).name == "Garde"
    dock.set_unit_fields(type="cavalerie", weight="light", rank="general_en_chef", value=40)
    u = doc.scenario.unit(state.unit)
    assert (u.type, u.weight, u.rank, u.value) == ("cavalerie", "light", "general_en_chef", 40)
    dock.duplicate_unit()
    assert len(doc.scenario.units) == 13
    dock.delete_unit()
    assert len(doc.scenario.units) == 12
    # 12 units: demoralised at 4; the winner lost 3 -> marginal (4-3 is 25 %? no: 25 % -> medium)
    assert "4 units" in dock.thresholds.text()
    dock.winner_losses.setValue(2)
    assert "moyenne" in dock.margin.text()  # the margins in the tool state's language
    dock.winner_losses.setValue(1)
    assert "décisive" in dock.margin.text()
    dock.set_victory(demoralisation="budget")
    assert doc.scenario.victory.demoralisation == "budget"
    dock.set_side_fields(name="Français", home_edge="W", colour="#123456")
    sd = doc.scenario.sides[0]
    assert (sd.name, sd.home_edge, sd.colour) == ("Français", "W", "#123456")
    doc.undo_stack.undo()
    assert doc.scenario.sides[0].home_edge == "S"


def test_scenario_dock_edits_properties(view: MapView, qtbot) -> None:
    doc = view.document
    dock = ScenarioDock(doc)
    qtbot.addWidget(dock)
    dock.title.setText("Fleurus")
    dock.title.editingFinished.emit()
    dock.period.setText("26 juin 1794")
    dock.period.editingFinished.emit()
    dock.briefing_en.setPlainText("Hold the plateau.")
    dock.turns.setValue(12)
    dock.deployment.setCurrentIndex(dock.deployment.findData("markers"))
    dock.deployment.activated.emit(dock.deployment.currentIndex())
    season = dock.conditions.fields["season"]
    season.setCurrentIndex(season.findData("summer"))
    season.activated.emit(season.currentIndex())
    s = doc.scenario
    assert (s.title, s.period, s.briefing.en) == ("Fleurus", "26 juin 1794", "Hold the plateau.")
    assert s.setup.turns == 12 and s.setup.deployment == "markers"
    assert s.conditions["season"] == "summer"
    doc.undo_stack.undo()
    assert "season" not in s.conditions
    dock.turns.setValue(0)
    assert doc.scenario.setup.turns is None


def test_install_authoring_adds_the_docks(view: MapView, tool_state: ToolState, qtbot) -> None:
    # The zone, unit and extras tools are in the Tools menu with the others
    # (tests/ui/test_menus_and_toolbars.py).
    window = QMainWindow()
    qtbot.addWidget(window)
    install_authoring(window, view.document, view, tool_state)
    assert window.findChild(ForcesDock) is not None
    assert window.findChild(ScenarioDock) is not None


def test_forces_are_drawn_in_exports(view: MapView) -> None:
    from PySide6.QtGui import QImage, QPainter

    _sides_and_units(view)
    doc = view.document
    doc.apply(
        set_list(doc.scenario, "units", [Unit("x", "fr", "X", "infanterie", _hex(view, 3, 3))]),
        "x",
    )
    mp = view.map_painter
    mp.tiled = False
    rect = mp.hex_rect(_hex(view, 3, 3))
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.translate(-rect.x() + 50, -rect.y() + 50)
    from editor.render.map_painter import PaintOptions

    mp.paint(p, rect.adjusted(-20, -20, 20, 20), 1.0, PaintOptions())
    p.end()
    # Left of the letter, inside the unit's box (1.05 hex sizes wide).
    centre = image.pixelColor(int(rect.width() / 2 + 50 - 12), int(rect.height() / 2 + 50))
    assert centre.blue() > centre.red()  # the French blue box


def test_camp_sentinel_and_boat_with_the_mouse(mouse, view: MapView, state) -> None:
    _sides_and_units(view)
    doc = view.document
    s = doc.scenario
    view.set_tool("extras")
    state.set_side("fr")
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    # Camp: two joined hexes, refused when they are not.
    state.set_extra("camp")
    a, far = _hex(view, 20, 16), _hex(view, 23, 16)
    mouse.drag(view, [mouse.hex_point(view, a), mouse.hex_point(view, far)])
    assert s.camps == [] and "2 joined hexes" in messages[-1]
    b = _hex(view, 21, 16)
    mouse.drag(view, [mouse.hex_point(view, a), mouse.hex_point(view, b)])
    assert doc.scenario.camps[0].hexes == (a, b)
    # Sentinels: next to the chosen unit, two at most.
    u = _hex(view, 10, 15)
    doc.apply(
        set_list(
            doc.scenario,
            "units",
            [Unit("fr_1", "fr", "Bataillon", "infanterie", u), *doc.scenario.units[1:]],
        ),
        "u",
    )
    state.set_unit("fr_1")
    state.set_extra("sentinel")
    mouse.click(view, mouse.hex_point(view, _hex(view, 14, 15)))
    assert doc.scenario.sentinels == [] and "next to" in messages[-1]
    from editor.core.hexes import neighbors

    around = [n for n in neighbors(u) if doc.scenario.grid.contains(n)]
    for n in around[:3]:
        mouse.click(view, mouse.hex_point(view, n))
    assert len(doc.scenario.sentinels) == 2 and "2 sentinels" in messages[-1]
    # Boat: only on water it may float on.
    state.set_extra("boat", "barque")
    dry, lake = _hex(view, 12, 10), _hex(view, 13, 10)
    doc.scenario.set_terrain(lake, HexTerrain(frozenset({"lac"})))
    mouse.click(view, mouse.hex_point(view, dry))
    assert doc.scenario.boats == []
    mouse.click(view, mouse.hex_point(view, lake))
    assert [b.position for b in doc.scenario.boats] == [lake]
    mouse.click(view, mouse.hex_point(view, lake), RIGHT)
    assert doc.scenario.boats == []
    doc.undo_stack.undo()
    assert len(doc.scenario.boats) == 1


def test_choosing_another_ruleset_loads_it(view: MapView, tool_state: ToolState, qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    install_authoring(window, view.document, view, tool_state)
    dock = window.findChild(ScenarioDock)
    dock.ruleset.setCurrentIndex(dock.ruleset.findData("thucydide"))
    assert view.document.scenario.ruleset == "thucydide"
    assert view.document.ruleset.id == "thucydide"
    view.document.undo_stack.undo()
    assert view.document.ruleset.id == "panache"
