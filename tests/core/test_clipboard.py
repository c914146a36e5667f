"""Copy, paste, delete, mirror and rotate of map selections, without Qt."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.core import clipboard, edge_painting, other_half
from editor.core.edges import edge_between, edge_of
from editor.core.edits import Edit
from editor.core.hexes import neighbor
from editor.core.painting import PaintRules
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, new_scenario

ROOT = Path(__file__).resolve().parents[2]


def mirror_hexes(s: Scenario, hexes: set, rules: PaintRules) -> Edit | None:
    """Edit > Mirror onto the other half, once applied."""
    plan = other_half.plan_other_half(s.grid, hexes, True)
    return None if plan is None else other_half.copy_onto_other_half(s, plan, rules)


def rotate_hexes_180(s: Scenario, hexes: set, rules: PaintRules) -> Edit | None:
    """Edit > Rotate onto the other half, once applied."""
    plan = other_half.plan_other_half(s.grid, hexes, False)
    return None if plan is None else other_half.copy_onto_other_half(s, plan, rules)


FOREST = HexTerrain(frozenset({"foret"}))


@functools.cache
def panache_rules() -> PaintRules:
    try:
        from editor.io.rulesets import load_ruleset

        ruleset = load_ruleset("panache")
    except ImportError:  # the loader module is not there yet: read the file directly
        from editor.core.ruleset import Ruleset
        from editor.io.yaml_strict import load_yaml_file

        ruleset = Ruleset.from_dict(load_yaml_file(ROOT / "resources/rulesets/panache.yaml").data)
    return PaintRules.from_ruleset(ruleset)


def snapshot(s: Scenario) -> tuple:
    return (dict(s.terrain), dict(s.obstacles), {k: frozenset(v) for k, v in s.links.items() if v})


def applied(s: Scenario, edit: Edit | None) -> Edit:
    assert edit is not None
    return edit.apply(s)


@pytest.fixture(params=["flat", "pointy"])
def scenario(request: pytest.FixtureRequest) -> Scenario:
    """A 12 x 14 map with a forest at 0303, a palisade protecting it and a road through it."""
    s = new_scenario("panache", 12, 14, orientation=request.param)
    rules = panache_rules()
    h = s.grid.to_hex(3, 3)
    s.set_terrain(h, FOREST)
    edge_painting.place_obstacle(s, h, 0, "palissade", rules).apply(s)  # type: ignore[union-attr]
    edge_painting.link_hexes(s, h, neighbor(h, 3), "route", rules).apply(s)  # type: ignore[union-attr]
    return s


def test_rectangle_is_in_offset_coordinates_and_clipped(scenario: Scenario) -> None:
    grid = scenario.grid
    rect = clipboard.rectangle(grid, grid.to_hex(2, 3), grid.to_hex(4, 1))
    assert {grid.to_offset(h) for h in rect} == {(c, r) for c in (2, 3, 4) for r in (1, 2, 3)}
    clipped = clipboard.rectangle(grid, grid.to_hex(11, 13), grid.to_hex(15, 20))
    assert {grid.to_offset(h) for h in clipped} == {(11, 13), (12, 13), (11, 14), (12, 14)}


def test_copy_keeps_terrain_obstacles_and_inner_links(scenario: Scenario) -> None:
    grid = scenario.grid
    fragment = clipboard.copy_hexes(
        scenario, clipboard.rectangle(grid, grid.to_hex(1, 1), grid.to_hex(4, 4))
    )
    assert fragment is not None and len(fragment) == 16
    assert "route" in {e for e, _, _ in fragment.links}
    assert [e for _, _, e in fragment.obstacles] == ["palissade"]


def test_paste_reproduces_the_piece_elsewhere(scenario: Scenario) -> None:
    grid = scenario.grid
    source = clipboard.rectangle(grid, grid.to_hex(2, 2), grid.to_hex(4, 4))
    fragment = clipboard.copy_hexes(scenario, source)
    assert fragment is not None
    before = snapshot(scenario)
    # Pasting two rows lower keeps the stagger parity in both orientations.
    anchor = grid.to_hex(6, 8)
    inverse = applied(scenario, clipboard.paste(scenario, fragment, anchor, panache_rules()))
    pasted = grid.to_hex(7, 9)  # 0303 moved by (+4 cols, +6 rows)
    assert scenario.terrain_at(pasted) == scenario.terrain_at(grid.to_hex(3, 3))
    assert any(o.facing == pasted and o.element == "palissade" for o in scenario.obstacles.values())
    assert any(e.touches(pasted) for e in scenario.links["route"])
    inverse.apply(scenario)
    assert snapshot(scenario) == before


def test_paste_is_clipped_to_the_map(scenario: Scenario) -> None:
    grid = scenario.grid
    fragment = clipboard.copy_hexes(
        scenario, clipboard.rectangle(grid, grid.to_hex(1, 1), grid.to_hex(5, 5))
    )
    assert fragment is not None
    applied(scenario, clipboard.paste(scenario, fragment, grid.to_hex(10, 12), panache_rules()))
    assert all(grid.contains(h) for h in scenario.terrain)
    assert all(grid.is_interior_edge(e) for e, _ in scenario.obstacles)
    assert all(grid.contains(h) for es in scenario.links.values() for e in es for h in e.hexes())


def test_paste_of_the_same_content_is_no_edit(scenario: Scenario) -> None:
    grid = scenario.grid
    source = clipboard.rectangle(grid, grid.to_hex(1, 1), grid.to_hex(4, 4))
    fragment = clipboard.copy_hexes(scenario, source)
    assert fragment is not None
    assert clipboard.paste(scenario, fragment, grid.to_hex(1, 1), panache_rules()) is None


def test_delete_clears_the_selection(scenario: Scenario) -> None:
    grid = scenario.grid
    applied(
        scenario,
        clipboard.delete_hexes(
            scenario,
            clipboard.rectangle(grid, grid.to_hex(1, 1), grid.to_hex(4, 4)),
            panache_rules(),
        ),
    )
    assert not scenario.terrain and not scenario.obstacles and not scenario.links


@pytest.mark.parametrize("orientation, columns, rows", [("flat", 12, 14), ("pointy", 12, 14)])
def test_rotate_180_copies_onto_the_opposite_half(
    orientation: str, columns: int, rows: int
) -> None:
    s = new_scenario("panache", columns, rows, orientation=orientation)  # type: ignore[arg-type]
    grid = s.grid
    rules = panache_rules()
    h = grid.to_hex(3, 3)
    s.set_terrain(h, FOREST)
    applied(s, edge_painting.place_obstacle(s, h, 0, "pieux", rules))  # type: ignore[arg-type]
    selection = clipboard.rectangle(grid, grid.to_hex(1, 1), grid.to_hex(4, 4))
    applied(s, rotate_hexes_180(s, selection, rules))
    image = grid.to_hex(columns + 1 - 3, rows + 1 - 3)
    assert s.terrain_at(h) == FOREST and s.terrain_at(image) == FOREST
    facings = {o.facing: o.edge for o in s.obstacles.values()}
    assert facings[image] == edge_of(image, 3)  # the side turned half a turn
    assert facings[h] == edge_of(h, 0)


def test_mirror_copies_left_to_right_on_an_odd_flat_map() -> None:
    s = new_scenario("panache", 13, 14, orientation="flat")
    grid = s.grid
    rules = panache_rules()
    a = grid.to_hex(2, 5)
    b = neighbor(a, 0)
    applied(s, edge_painting.link_hexes(s, a, b, "route", rules))  # type: ignore[arg-type]
    selection = clipboard.rectangle(grid, grid.to_hex(1, 1), grid.to_hex(6, 14))
    applied(s, mirror_hexes(s, selection, rules))
    ma, mb = grid.mirror_horizontal(a), grid.mirror_horizontal(b)
    assert grid.to_offset(ma) == (12, 5)
    assert edge_between(ma, mb) in s.links["route"]
    assert "route" in s.terrain_at(ma).elements


@settings(max_examples=30, deadline=None)
@given(
    orientation=st.sampled_from(["flat", "pointy"]),
    c1=st.integers(1, 12),
    r1=st.integers(1, 14),
    c2=st.integers(1, 12),
    r2=st.integers(1, 14),
    mirror=st.booleans(),
)
def test_transform_undo_restores(
    orientation: str, c1: int, r1: int, c2: int, r2: int, mirror: bool
) -> None:
    s = new_scenario("panache", 12, 14, orientation=orientation)  # type: ignore[arg-type]
    rules = panache_rules()
    grid = s.grid
    for col in range(1, 7):
        h = grid.to_hex(col, col)
        s.set_terrain(h, HexTerrain(frozenset({"colline"}), col % 3 + 1))
        result = edge_painting.place_obstacle(s, h, col, "palissade", rules)
        if not isinstance(result, str) and result is not None:
            result.apply(s)
    before = snapshot(s)
    selection = clipboard.rectangle(grid, grid.to_hex(c1, r1), grid.to_hex(c2, r2))
    edit = (mirror_hexes if mirror else rotate_hexes_180)(s, selection, rules)
    if edit is None:
        return
    inverse = edit.apply(s)
    assert all(grid.contains(h) for h in s.terrain)
    assert all(
        grid.is_interior_edge(e) and o.edge.touches(o.facing) for (e, _), o in s.obstacles.items()
    )
    inverse.apply(s)
    assert snapshot(s) == before


def test_obstacle_values_stay_consistent(scenario: Scenario) -> None:
    for (edge, element), o in scenario.obstacles.items():
        assert o == EdgeObstacle(edge, element, o.facing)
