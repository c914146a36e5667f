"""Information where the eye is (issue 23): hovering any hex of the board tells its
label, what its terrain does (the cost of entering, the dice it caps: its cover)
and whether the selected unit can get there; a unit that may fight but has no
target says so instead of « it was not activated »."""

from __future__ import annotations

from play_driver import start_hotseat

from editor.core.hexes import neighbor
from editor.core.scenario import HexTerrain, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.rules.actions import Activate, EndPhase
from editor.ui.document import Document


def _apart() -> Document:
    """One infantry unit a side, far apart, a wood at 0305."""
    sc = new_scenario("panache", 12, 12, title="Apart")
    sc.sides = [Side("a", "A", "#b01c2e", "S"), Side("b", "B", "#1c3fa0", "N")]
    g = sc.grid
    a1 = g.to_hex(6, 10)
    sc.units = [
        Unit("a1", "a", "A1", "infanterie", a1),
        Unit("a2", "a", "A2", "infanterie", neighbor(a1, 3)),
        Unit("b1", "b", "B1", "infanterie", g.to_hex(6, 2)),
    ]
    sc.set_terrain(g.to_hex(3, 5), HexTerrain(frozenset({"foret"}), 0))
    sc.setup.first_player = "a"
    return Document(sc, load_ruleset("panache"))


def _start(qtbot, tmp_path, mouse):
    _window, mode, hands = start_hotseat(qtbot, tmp_path, mouse, _apart())
    return mode, hands


def _hover(mode, mouse, label: str) -> str:
    view = mode.widget.view
    c = mode.controller
    mouse.hover(view, mouse.hex_point(view, c.ctx.scenario.grid.parse_label(label)))
    assert c.state.hover == c.ctx.key_of(label)
    return mode.panel.info.text()


def test_hovering_an_empty_hex_tells_its_label_and_what_its_terrain_does(
    qtbot, tmp_path, mouse
) -> None:
    mode, _hands = _start(qtbot, tmp_path, mouse)
    text = _hover(mode, mouse, "0305")
    assert "<b>0305</b>" in text
    # Panache, Annexe 1, Forêt: Vers Stop, Max 2 dés; Depuis -, Max 2 dés; Masque Oui.
    assert "Wood, forest: into stop, max 2 dice; from max 2 dice; blocks sight" in text
    assert "Point at a hex" not in text
    assert "<b>0308</b> — open ground" in _hover(mode, mouse, "0308")


def test_a_hex_out_of_the_selected_units_reach_says_so(qtbot, tmp_path, mouse) -> None:
    mode, hands = _start(qtbot, tmp_path, mouse)
    hands.do(Activate("a1"))
    hands.do(EndPhase())  # to the movement phase
    hands.take_seat_if_asked()
    hands.unit("a1")
    c = mode.controller
    assert c.reading.highlights().reach, "a1 may move"
    assert "Out of reach of the selected unit" in _hover(mode, mouse, "0601")
    near = _hover(mode, mouse, "0609")
    assert "Move to 0609: cost" in near and "Out of reach" not in near


def test_a_unit_with_no_target_in_range_says_so(qtbot, tmp_path, mouse) -> None:
    mode, hands = _start(qtbot, tmp_path, mouse)
    hands.do(Activate("a1"))
    hands.do(EndPhase())  # movement
    hands.take_seat_if_asked()
    hands.do(EndPhase())  # combat
    hands.take_seat_if_asked()
    assert mode.controller.session.position.phase == "combat"
    hands.unit("a1")
    text = _hover(mode, mouse, "0610")
    assert "no enemy it sees within its range (1 hex)" in text
    assert "not activated" not in text
