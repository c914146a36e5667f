"""Mirror, rotate, cut and paste keep links and edge obstacles consistent.

Issue 11: on ``moulin-de-la-sambre``, *Edit > Mirror selection* of columns 3-7,
rows 3-7 overwrote road hexes while a road link still ran into them, and the
saved file failed ``validate``. Every edit of a valid map must leave a valid
map (the validator's terrain, edge and link checks), and undo must give back
the exact original.
"""

from __future__ import annotations

import copy
import functools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.core import clipboard, edge_painting, other_half, painting
from editor.core.edges import edge_between
from editor.core.edits import Edit
from editor.core.hexes import Hex, neighbors
from editor.core.ruleset import Ruleset
from editor.core.ruleset_paint import PaintRules
from editor.core.scenario import HexTerrain, Scenario, new_scenario
from editor.generate.adlg_v4 import TERRITORIES, LayoutParams, generate_layout
from editor.generate.apply import layout_scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import parse_scenario, read_scenario
from editor.io.semantic import validate_scenario

ROOT = Path(__file__).resolve().parents[2]


def mirror_hexes(s: Scenario, hexes: set, rules: PaintRules) -> Edit | None:
    """Edit > Mirror onto the other half, once applied."""
    plan = other_half.plan_other_half(s.grid, hexes, True)
    return None if plan is None else other_half.copy_onto_other_half(s, plan, rules)


def rotate_hexes_180(s: Scenario, hexes: set, rules: PaintRules) -> Edit | None:
    """Edit > Rotate onto the other half, once applied."""
    plan = other_half.plan_other_half(s.grid, hexes, False)
    return None if plan is None else other_half.copy_onto_other_half(s, plan, rules)


BUNDLED = sorted(p.name for p in (ROOT / "scenarios").glob("*.yaml"))
MAP_CHECKS = ("element.", "terrain.", "edge.", "link.", "hex.outside-map")
"""Codes of the validator's terrain, edge and link checks (units are not terrain)."""


@functools.cache
def bundled(name: str) -> tuple[Scenario, Ruleset]:
    result = read_scenario(ROOT / "scenarios" / name)
    assert result.ok and result.scenario is not None and result.ruleset is not None
    return result.scenario, result.ruleset


@functools.cache
def rules_of(ruleset: Ruleset) -> PaintRules:
    """What the editor's tools read (``ToolContext.rules``)."""
    return PaintRules.from_ruleset(ruleset)


def map_errors(scenario: Scenario, ruleset: Ruleset) -> set[str]:
    return {
        d.format_text()
        for d in validate_scenario(scenario, ruleset)
        if d.severity.name == "ERROR" and d.code.startswith(MAP_CHECKS)
    }


def state(scenario: Scenario) -> tuple:
    return (
        dict(scenario.terrain),
        dict(scenario.obstacles),
        {k: frozenset(v) for k, v in scenario.links.items() if v},
    )


# -- the reported case ----------------------------------------------------------


def test_mirroring_columns_3_to_7_rows_3_to_7_of_the_mill_leaves_a_valid_file() -> None:
    original, ruleset = bundled("moulin-de-la-sambre.yaml")
    scenario = copy.deepcopy(original)
    grid = scenario.grid
    selection = clipboard.rectangle(grid, grid.to_hex(3, 3), grid.to_hex(7, 7))
    text_before = dumps_scenario(scenario)

    edit = mirror_hexes(scenario, selection, rules_of(ruleset))
    assert edit is not None
    inverse = edit.apply(scenario)

    assert map_errors(scenario, ruleset) == set()
    # The image of the selection is columns 18-22: the road hexes there that the
    # mirror overwrote keep no link from outside into them.
    for element, edges in scenario.links.items():
        for edge in edges:
            for h in edge.hexes():
                assert element in scenario.terrain_at(h).elements, (element, grid.label(h))
    saved = dumps_scenario(scenario)
    reread = parse_scenario(saved.encode())
    assert reread.ok, [d.format_text() for d in reread.diagnostics]

    inverse.apply(scenario)
    assert dumps_scenario(scenario) == text_before


def test_a_road_link_that_still_holds_across_the_block_border_stays() -> None:
    """Only what dangles is cut: a road that goes on on both sides keeps its link."""
    rules = rules_of(load_ruleset("panache"))
    s = new_scenario("panache", 12, 14)
    grid = s.grid
    a, b = grid.to_hex(4, 5), grid.to_hex(5, 5)
    road = HexTerrain(frozenset({"route"}))
    s.set_terrain(a, road)
    s.set_terrain(b, road)
    s.links["route"] = {edge_between(a, b)}
    fragment = clipboard.copy_hexes(s, {a})
    assert fragment is not None
    # Paste the road hex onto itself plus the open hex beside it: the link out stays.
    edit = clipboard.paste(s, fragment, a, rules)
    assert edit is None
    # Paste open ground over b: the link from a into b is cut, a keeps its road.
    blank = clipboard.copy_hexes(s, {grid.to_hex(9, 9)})
    assert blank is not None
    applied = clipboard.paste(s, blank, b, rules)
    assert applied is not None
    applied.apply(s)
    assert "route" not in s.links
    assert s.terrain_at(a) == road


@pytest.mark.parametrize("gesture", ["erase", "lower", "paint over"])
def test_a_cliff_facing_a_hill_goes_when_the_hill_does(gesture: str) -> None:
    """« Falaise : sur une face de colline »: the obstacle needs the hill it faces,
    so erasing the hill, lowering it to the plain or painting a lake over it
    takes the cliff away in the same step."""
    ruleset = load_ruleset("panache")
    rules = rules_of(ruleset)
    s = new_scenario("panache", 12, 14)
    hill = s.grid.to_hex(5, 5)
    s.set_terrain(hill, HexTerrain(frozenset({"colline"})))
    placed = edge_painting.place_obstacle(s, hill, 0, "falaise", rules)
    assert not isinstance(placed, str) and placed is not None
    placed.apply(s)
    before = state(s)
    if gesture == "erase":
        edit = painting.erase_hexes(s, [hill], rules)
    elif gesture == "lower":
        edit = painting.change_hill_level(s, hill, -1, rules)
    else:
        edit = painting.paint_hexes(s, [hill], frozenset({"lac"}), rules, replace=True)
    assert edit is not None and not isinstance(edit, str)
    inverse = edit.apply(s)
    assert "colline" not in s.terrain_at(hill).elements
    assert not s.obstacles
    assert map_errors(s, ruleset) == set()
    inverse.apply(s)
    assert state(s) == before


def test_a_beach_loses_its_wide_river_and_goes_too() -> None:
    """Plage: « sur un bord de table, un fleuve ... peut avoir une plage » (map border
    and a wide river beside it); cutting the river leaves no beach without it."""
    ruleset = load_ruleset("panache")
    rules = rules_of(ruleset)
    s = new_scenario("panache", 12, 14)
    grid = s.grid
    beach, river = grid.to_hex(1, 5), grid.to_hex(2, 5)
    assert river in neighbors(beach)
    s.set_terrain(beach, HexTerrain(frozenset({"plage"})))
    s.set_terrain(river, HexTerrain(frozenset({"fleuve"})))
    assert map_errors(s, ruleset) == set()
    edit = clipboard.delete_hexes(s, {river}, rules)
    assert edit is not None
    inverse = edit.apply(s)
    assert s.terrain_at(beach).is_default
    assert map_errors(s, ruleset) == set()
    inverse.apply(s)
    assert s.terrain_at(beach).elements == {"plage"}


# -- every edit, any selection ------------------------------------------------


def _rect(scenario: Scenario, data: st.DataObject) -> set[Hex]:
    grid = scenario.grid
    c1, c2 = (data.draw(st.integers(1, grid.columns)) for _ in range(2))
    r1, r2 = (data.draw(st.integers(1, grid.rows)) for _ in range(2))
    return clipboard.rectangle(grid, grid.to_hex(c1, r1), grid.to_hex(c2, r2))


def _an_edit(scenario: Scenario, rules: PaintRules, data: st.DataObject) -> Edit | None:
    kind = data.draw(st.sampled_from(["mirror", "rotate", "cut", "paste"]))
    selection = _rect(scenario, data)
    if kind == "mirror":
        return mirror_hexes(scenario, selection, rules)
    if kind == "rotate":
        return rotate_hexes_180(scenario, selection, rules)
    if kind == "cut":
        return clipboard.delete_hexes(scenario, selection, rules)
    fragment = clipboard.copy_hexes(scenario, selection)
    assert fragment is not None
    grid = scenario.grid
    anchor = grid.to_hex(
        data.draw(st.integers(1, grid.columns)), data.draw(st.integers(1, grid.rows))
    )
    return clipboard.paste(scenario, fragment, anchor, rules)


def _edit_and_undo(
    scenario: Scenario, ruleset: Ruleset, data: st.DataObject
) -> tuple[list[str], list[int]]:
    """Applies one to three random edits, then undoes them one by one. Returns the
    map errors the edits added and the undo steps (1 = the last edit's) that did not
    give back the state and the file text of before that edit."""
    rules = rules_of(ruleset)
    before_errors = map_errors(scenario, ruleset)
    inverses = []
    texts = [dumps_scenario(scenario)]
    states = [state(scenario)]
    added: set[str] = set()
    for _ in range(data.draw(st.integers(1, 3))):
        edit = _an_edit(scenario, rules, data)
        if edit is None:
            continue
        inverses.append(edit.apply(scenario))
        texts.append(dumps_scenario(scenario))
        states.append(state(scenario))
        added |= map_errors(scenario, ruleset) - before_errors
    not_restored = []
    for step, inverse in enumerate(reversed(inverses), 1):
        inverse.apply(scenario)
        texts.pop()
        states.pop()
        if state(scenario) != states[-1] or dumps_scenario(scenario) != texts[-1]:
            not_restored.append(step)
    return sorted(added), not_restored


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(BUNDLED), data=st.data())
def test_edits_of_the_bundled_scenarios_leave_them_valid(name: str, data: st.DataObject) -> None:
    original, ruleset = bundled(name)
    added, not_restored = _edit_and_undo(copy.deepcopy(original), ruleset, data)
    assert added == []
    assert not_restored == []  # undo gives back each state, down to the original file


@functools.cache
def random_map(seed: int) -> tuple[Scenario, Ruleset]:
    """A generated V4 table with obstacles and beaches added where the rules allow them."""
    ruleset_id = "panache" if seed % 2 else "thucydide"
    params = LayoutParams(TERRITORIES[seed % len(TERRITORIES)], seed, ruleset=ruleset_id)
    scenario = layout_scenario(generate_layout(params))
    ruleset = load_ruleset(ruleset_id)
    rules = rules_of(ruleset)
    grid = scenario.grid
    edge_elements = sorted(e for e, p in rules.placement.items() if p == "edge")
    hexes = sorted(grid.hexes())
    for i, h in enumerate(hexes[seed % 7 :: 7]):
        element = edge_elements[(seed + i) % len(edge_elements)]
        placed = edge_painting.place_obstacle(scenario, h, (seed + i) % 6, element, rules)
        if placed is not None and not isinstance(placed, str):
            placed.apply(scenario)
    for h in hexes:
        near_water = any("fleuve" in scenario.terrain_at(n).elements for n in neighbors(h))
        border = any(not grid.contains(n) for n in neighbors(h))
        if border and near_water and scenario.terrain_at(h).is_default:
            scenario.set_terrain(h, HexTerrain(frozenset({"plage"})))
    assert map_errors(scenario, ruleset) == set()
    return scenario, ruleset


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 60), data=st.data())
def test_edits_of_random_maps_leave_them_valid(seed: int, data: st.DataObject) -> None:
    original, ruleset = random_map(seed)
    added, not_restored = _edit_and_undo(copy.deepcopy(original), ruleset, data)
    assert added == []
    assert not_restored == []  # undo gives back each state, down to the original file


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(BUNDLED), data=st.data())
def test_brush_eraser_and_hill_strokes_leave_nothing_dangling(
    name: str, data: st.DataObject
) -> None:
    """What a stroke removes takes what leaned on it along. What it paints stays as
    painted (a beach brushed inland is the designer's call, and the validator's
    report): only requirements of the painted hexes' own elements may fail."""
    original, ruleset = bundled(name)
    scenario = copy.deepcopy(original)
    rules = rules_of(ruleset)
    grid = scenario.grid
    centre = grid.to_hex(
        data.draw(st.integers(1, grid.columns)), data.draw(st.integers(1, grid.rows))
    )
    hexes = painting.brush_footprint(grid, centre, data.draw(st.integers(0, 2)))
    hex_elements = sorted(e for e, p in rules.placement.items() if p == "hex")
    gesture = data.draw(st.sampled_from(["paint", "replace", "erase", "raise", "lower"]))
    if gesture in ("paint", "replace"):
        element = frozenset({data.draw(st.sampled_from(hex_elements))})
        edit = painting.paint_hexes(scenario, hexes, element, rules, 1, gesture == "replace")
    elif gesture == "erase":
        edit = painting.erase_hexes(scenario, hexes, rules)
    else:
        edit = painting.change_hill_level(scenario, centre, 1 if gesture == "raise" else -1, rules)
    if edit is None or isinstance(edit, str):
        return
    text = dumps_scenario(scenario)
    inverse = edit.apply(scenario)
    painted = {grid.label(h) for h in hexes}
    new = [
        d.format_text()
        for d in validate_scenario(scenario, ruleset)
        if d.severity.name == "ERROR"
        and d.code.startswith(MAP_CHECKS)
        and not (d.code == "terrain.requires" and d.hex in painted and gesture != "erase")
    ]
    assert not new, new
    inverse.apply(scenario)
    assert dumps_scenario(scenario) == text


@pytest.mark.parametrize("name", BUNDLED)
def test_cutting_the_whole_map_leaves_nothing_dangling(name: str) -> None:
    original, ruleset = bundled(name)
    scenario = copy.deepcopy(original)
    edit = clipboard.delete_hexes(scenario, set(scenario.grid.hexes()), rules_of(ruleset))
    assert edit is not None
    edit.apply(scenario)
    assert not scenario.terrain and not scenario.obstacles and not scenario.links
