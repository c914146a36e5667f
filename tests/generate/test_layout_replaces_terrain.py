"""A generated table replaces terrain, edge obstacles and links, in one undo step.

Issue 11: after *Map > Generate terrain… > Accept*, palisades and stakes
painted before stayed on the new ground. Units, sides and zones are not
terrain: they stay where they are, and a unit the new ground keeps out is
reported by the validator, never deleted.
"""

from __future__ import annotations

import copy

from editor.core.deployment import forbidding_element
from editor.core.edges import edge_of
from editor.core.scenario import EdgeObstacle, HexTerrain, Side, Unit, new_scenario
from editor.generate.adlg_v4 import LayoutParams, generate_layout
from editor.generate.apply import layout_edit
from editor.io.rulesets import load_ruleset
from editor.io.scenario_encode import dumps_scenario
from editor.io.semantic import validate_scenario


def _painted_scenario():
    s = new_scenario("panache", 24, 16)
    grid = s.grid
    a, b = grid.to_hex(5, 5), grid.to_hex(9, 12)
    s.set_terrain(a, HexTerrain(frozenset({"foret"})))
    s.add_obstacle(EdgeObstacle(edge_of(a, 0), "palissade", a))
    s.add_obstacle(EdgeObstacle(edge_of(b, 2), "pieux", b))
    return s


def test_accepting_a_layout_takes_away_the_palisades_and_stakes_painted_before() -> None:
    s = _painted_scenario()
    before = dumps_scenario(s)
    result = generate_layout(LayoutParams("forest", 42))

    inverse = layout_edit(s, result).apply(s)

    assert s.obstacles == {}
    assert s.terrain == result.terrain
    assert s.links == result.links
    inverse.apply(s)
    assert dumps_scenario(s) == before


def test_units_on_ground_they_may_not_enter_stay_and_the_validator_names_them() -> None:
    """« Les unités ne peuvent pas être déployées sur des terrains qui leur sont
    normalement inaccessibles » (Annexe 1): the validator's job, not the generator's."""
    ruleset = load_ruleset("panache")
    for seed in range(200):
        result = generate_layout(LayoutParams("mountain", seed))
        probe = new_scenario("panache", 24, 16)
        probe.terrain = dict(result.terrain)
        blocked = [
            h
            for h in sorted(result.terrain)
            if forbidding_element(ruleset, probe, "artillerie", h) is not None
        ]
        if blocked:
            break
    else:
        raise AssertionError("no layout keeps artillery out of a hex in 200 seeds")
    s = _painted_scenario()
    s.sides = [Side("a", "Bleus", home_edge="S"), Side("b", "Rouges", home_edge="N")]
    gun = Unit("u1", "a", "Batterie", "artillerie", blocked[0])
    s.units = [gun]
    units_before = copy.deepcopy(s.units)

    layout_edit(s, result).apply(s)

    assert s.units == units_before
    codes = {(d.code, d.hex) for d in validate_scenario(s, ruleset)}
    assert ("unit.terrain", s.grid.label(blocked[0])) in codes
