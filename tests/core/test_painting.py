"""The paint tools' edits, without Qt: brush, eraser, fill, hills, obstacles, links."""

from __future__ import annotations

import functools
import itertools
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from editor.core import edge_painting, painting
from editor.core.composite_edges import composite_edge_obstacles, stroke_edge_obstacles
from editor.core.edges import edge_between, edge_of
from editor.core.edits import Edit, compound
from editor.core.hexes import Hex, distance, neighbor
from editor.core.painting import PaintRules
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, new_scenario
from editor.io.scenario_encode import dumps_scenario

ROOT = Path(__file__).resolve().parents[2]


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


@pytest.fixture
def rules() -> PaintRules:
    return panache_rules()


@pytest.fixture(params=["flat", "pointy"])
def scenario(request: pytest.FixtureRequest) -> Scenario:
    return new_scenario("panache", 12, 14, orientation=request.param)


def snapshot(s: Scenario) -> tuple:
    return (
        dict(s.terrain),
        dict(s.obstacles),
        {k: frozenset(v) for k, v in s.links.items() if v},
    )


def applied(s: Scenario, edit: Edit | str | None) -> Edit:
    assert edit is not None and not isinstance(edit, str), edit
    return edit.apply(s)


# -- rules read from the ruleset ------------------------------------------------


def test_rules_come_from_the_ruleset(rules: PaintRules) -> None:
    assert rules.hills == {"colline"}
    assert rules.placement["route"] == "connected"
    assert rules.placement["palissade"] == "edge"
    assert rules.conflicts("fleuve", "gue") and rules.conflicts("gue", "fleuve")


# -- brush -------------------------------------------------------------------------


@pytest.mark.parametrize("radius, count", [(0, 1), (1, 7), (2, 19), (3, 37)])
def test_brush_footprint_sizes_inside_the_map(scenario: Scenario, radius: int, count: int) -> None:
    centre = scenario.grid.to_hex(6, 7)
    assert len(painting.brush_footprint(scenario.grid, centre, radius)) == count


def test_brush_footprint_is_clipped_to_the_map(scenario: Scenario) -> None:
    corner = scenario.grid.to_hex(1, 1)
    footprint = painting.brush_footprint(scenario.grid, corner, 2)
    assert corner in footprint
    assert all(scenario.grid.contains(h) for h in footprint)
    assert 0 < len(footprint) < 19


def test_add_keeps_the_hex_elements_and_replace_drops_them(
    scenario: Scenario, rules: PaintRules
) -> None:
    h = scenario.grid.to_hex(3, 3)
    applied(scenario, painting.paint_hexes(scenario, [h], frozenset({"foret"}), rules))
    applied(scenario, painting.paint_hexes(scenario, [h], frozenset({"colline"}), rules, level=2))
    assert scenario.terrain_at(h) == HexTerrain(frozenset({"foret", "colline"}), 2)
    applied(
        scenario, painting.paint_hexes(scenario, [h], frozenset({"marais"}), rules, replace=True)
    )
    assert scenario.terrain_at(h) == HexTerrain(frozenset({"marais"}), 0)


def test_adding_a_conflicting_element_replaces_the_old_one(
    scenario: Scenario, rules: PaintRules
) -> None:
    h = scenario.grid.to_hex(3, 3)
    applied(scenario, painting.paint_hexes(scenario, [h], frozenset({"lac"}), rules))
    applied(scenario, painting.paint_hexes(scenario, [h], frozenset({"foret"}), rules))
    assert scenario.terrain_at(h).elements == {"foret"}


def test_painting_what_is_there_is_no_edit(scenario: Scenario, rules: PaintRules) -> None:
    h = scenario.grid.to_hex(3, 3)
    applied(scenario, painting.paint_hexes(scenario, [h], frozenset({"foret"}), rules))
    assert painting.paint_hexes(scenario, [h], frozenset({"foret"}), rules) is None


def test_a_bridge_is_refused_where_there_is_no_river_and_road(
    scenario: Scenario, rules: PaintRules
) -> None:
    h = scenario.grid.to_hex(3, 3)
    reason = painting.paint_hexes(scenario, [h], frozenset({"pont"}), rules)
    assert isinstance(reason, str) and "River" in reason and "Road" in reason
    assert "Rivière" in reason.fr and "Route" in reason.fr
    assert not scenario.terrain
    centre, _ = river_and_road(scenario, rules, ford=True)
    applied(scenario, painting.paint_hexes(scenario, [centre], frozenset({"pont"}), rules))
    assert "pont" in scenario.terrain_at(centre).elements


def test_a_composite_brings_its_own_requirement(scenario: Scenario, rules: PaintRules) -> None:
    # lac gelé = gué + neige: the snow satisfies the ford's requirement.
    h = scenario.grid.to_hex(3, 3)
    edit = painting.paint_hexes(scenario, [h], frozenset({"gue", "neige"}), rules)
    assert edit is not None and not isinstance(edit, str), edit  # not refused
    edit.apply(scenario)
    assert scenario.terrain_at(h).elements == {"gue", "neige"}


def test_brush_undo_restores(scenario: Scenario, rules: PaintRules) -> None:
    before = snapshot(scenario)
    hexes = painting.brush_footprint(scenario.grid, scenario.grid.to_hex(5, 5), 2)
    inverse = applied(scenario, painting.paint_hexes(scenario, hexes, frozenset({"foret"}), rules))
    assert all(scenario.terrain_at(h).elements == {"foret"} for h in hexes)
    inverse.apply(scenario)
    assert snapshot(scenario) == before


def test_eraser_clears_terrain_and_links_through_the_hex(
    scenario: Scenario, rules: PaintRules
) -> None:
    a, b = scenario.grid.to_hex(4, 4), scenario.grid.to_hex(5, 4)
    applied(scenario, edge_painting.link_hexes(scenario, a, b, "route", rules))
    applied(scenario, painting.paint_hexes(scenario, [a], frozenset({"foret"}), rules))
    applied(scenario, painting.erase_hexes(scenario, [a], rules))
    assert scenario.terrain_at(a).is_default
    assert not scenario.links
    assert painting.erase_hexes(scenario, [a], rules) is None


# -- fill ----------------------------------------------------------------------


def test_fill_stops_at_the_region_border(scenario: Scenario, rules: PaintRules) -> None:
    grid = scenario.grid
    # A wall of forest down column 5 splits the map in two regions of open ground.
    wall = [grid.to_hex(5, row) for row in range(1, grid.rows + 1)]
    applied(scenario, painting.paint_hexes(scenario, wall, frozenset({"foret"}), rules))
    edit = painting.bucket_fill(scenario, grid.to_hex(1, 1), frozenset({"marais"}), rules)
    applied(scenario, edit)
    for h in grid.hexes():
        col, _ = grid.to_offset(h)
        expected = {"marais"} if col < 5 else ({"foret"} if col == 5 else set())
        assert scenario.terrain_at(h).elements == expected, grid.label(h)


def test_fill_region_needs_identical_terrain(scenario: Scenario, rules: PaintRules) -> None:
    grid = scenario.grid
    h, n = grid.to_hex(3, 3), grid.to_hex(4, 3)
    applied(scenario, painting.paint_hexes(scenario, [h, n], frozenset({"colline"}), rules))
    applied(scenario, painting.change_hill_level(scenario, n, +1, rules))
    assert painting.fill_region(scenario, h) == [h]


def test_fill_of_a_whole_big_map_is_iterative() -> None:
    big = new_scenario("panache", 300, 300)
    assert len(painting.fill_region(big, Hex(0, 0))) == 300 * 300


# -- hills -------------------------------------------------------------------------


def test_hill_tool_raises_and_lowers(scenario: Scenario, rules: PaintRules) -> None:
    h = scenario.grid.to_hex(2, 2)
    applied(scenario, painting.change_hill_level(scenario, h, +1, rules))
    assert scenario.terrain_at(h) == HexTerrain(frozenset({"colline"}), 1)
    applied(scenario, painting.change_hill_level(scenario, h, +1, rules))
    assert scenario.terrain_at(h).level == 2
    applied(scenario, painting.change_hill_level(scenario, h, -1, rules))
    applied(scenario, painting.change_hill_level(scenario, h, -1, rules))
    assert scenario.terrain_at(h).is_default
    assert painting.change_hill_level(scenario, h, -1, rules) is None


def test_hill_refused_on_a_lake(scenario: Scenario, rules: PaintRules) -> None:
    h = scenario.grid.to_hex(2, 2)
    applied(scenario, painting.paint_hexes(scenario, [h], frozenset({"lac"}), rules))
    assert isinstance(painting.change_hill_level(scenario, h, +1, rules), str)


# -- edge obstacles ------------------------------------------------------------------


def test_obstacle_faces_the_hex_it_was_placed_from(scenario: Scenario, rules: PaintRules) -> None:
    h = scenario.grid.to_hex(5, 5)
    for d in range(6):
        s = new_scenario("panache", 12, 14, scenario.map.orientation)
        applied(s, edge_painting.place_obstacle(s, h, d, "palissade", rules))
        (obstacle,) = s.obstacles.values()
        assert obstacle == EdgeObstacle(edge_of(h, d), "palissade", h)


def test_obstacle_on_the_border_is_refused(scenario: Scenario, rules: PaintRules) -> None:
    grid = scenario.grid
    corner = grid.to_hex(1, 1)
    refusals = [
        edge_painting.place_obstacle(scenario, corner, d, "palissade", rules)
        for d in range(6)
        if not grid.contains(neighbor(corner, d))
    ]
    assert refusals and all(isinstance(r, str) and "border" in r for r in refusals)
    assert not scenario.obstacles


def test_cliff_needs_a_hill_on_its_facing_hex(scenario: Scenario, rules: PaintRules) -> None:
    h = scenario.grid.to_hex(5, 5)
    reason = edge_painting.place_obstacle(scenario, h, 0, "falaise", rules)
    assert isinstance(reason, str) and "Hill" in reason
    assert "Colline" in reason.fr
    applied(scenario, painting.change_hill_level(scenario, h, +1, rules))
    applied(scenario, edge_painting.place_obstacle(scenario, h, 0, "falaise", rules))


def test_placing_from_the_other_side_turns_the_facing(
    scenario: Scenario, rules: PaintRules
) -> None:
    a = scenario.grid.to_hex(5, 5)
    b = neighbor(a, 1)
    applied(scenario, edge_painting.place_obstacle(scenario, a, 1, "pieux", rules))
    applied(scenario, edge_painting.place_obstacle(scenario, b, 4, "pieux", rules))
    assert [o.facing for o in scenario.obstacles.values()] == [b]


def test_remove_obstacles(scenario: Scenario, rules: PaintRules) -> None:
    a = scenario.grid.to_hex(5, 5)
    applied(scenario, edge_painting.place_obstacle(scenario, a, 2, "pieux", rules))
    applied(scenario, edge_painting.place_obstacle(scenario, a, 2, "fosse", rules))
    edge = edge_of(a, 2)
    applied(scenario, edge_painting.remove_obstacles(scenario, edge, "pieux"))
    assert [o.element for o in scenario.obstacles.values()] == ["fosse"]
    applied(scenario, edge_painting.remove_obstacles(scenario, edge, "palissade"))
    assert not scenario.obstacles
    assert edge_painting.remove_obstacles(scenario, edge) is None


# -- composites with edge obstacles (habitat muré = habitations + mur) ---------------

WALLED = frozenset({"habitations"})
WALL = frozenset({"mur"})


def paint_walled(s: Scenario, hexes: list[Hex], rules: PaintRules) -> Edit:
    """What the brush does with « Habitat muré »: terrain and walls as one edit."""
    terrain = painting.paint_hexes(s, hexes, WALLED, rules)
    walls = stroke_edge_obstacles(s, terrain, hexes, WALLED, WALL)
    assert terrain is not None and not isinstance(terrain, str) and walls is not None
    return applied(s, compound(terrain, walls))


def outer_walls(s: Scenario, hexes: set[Hex]) -> dict:
    """The walls the assumption composite_edges asks for around ``hexes``."""
    grid = s.grid
    return {
        (edge_of(h, d), "mur"): EdgeObstacle(edge_of(h, d), "mur", h)
        for h in hexes
        for d in range(6)
        if neighbor(h, d) not in hexes and grid.contains(neighbor(h, d))
    }


def test_a_walled_composite_gets_walls_on_its_outer_faces_facing_inward(
    scenario: Scenario, rules: PaintRules
) -> None:
    a = scenario.grid.to_hex(5, 6)
    b, c = neighbor(a, 0), neighbor(a, 1)  # a triangle: each touches the other two
    before = snapshot(scenario)
    undo = paint_walled(scenario, [a, b, c], rules)
    assert all(scenario.terrain_at(h).elements == WALLED for h in (a, b, c))
    expected = outer_walls(scenario, {a, b, c})
    assert scenario.obstacles == expected
    assert len(expected) == 3 * 6 - 2 * 3  # a, b and c touch each other: 3 inner faces
    for x, y in [(a, b), (b, c), (a, c)]:
        assert (edge_between(x, y), "mur") not in scenario.obstacles
    undo.apply(scenario)
    assert snapshot(scenario) == before


def test_painting_a_neighbour_with_the_composite_moves_the_wall(
    scenario: Scenario, rules: PaintRules
) -> None:
    a = scenario.grid.to_hex(5, 6)
    b = neighbor(a, 0)
    c = neighbor(b, 0)
    paint_walled(scenario, [a, b, c], rules)
    assert len(scenario.obstacles) == 14
    d = neighbor(c, 0)
    shared = (edge_between(c, d), "mur")
    assert scenario.obstacles[shared].facing == c
    paint_walled(scenario, [d], rules)
    assert shared not in scenario.obstacles
    assert scenario.obstacles == outer_walls(scenario, {a, b, c, d})
    assert all(scenario.obstacles[(edge_of(d, k), "mur")].facing == d for k in (0, 1, 5))


def test_composite_walls_stop_at_the_map_border(scenario: Scenario, rules: PaintRules) -> None:
    grid = scenario.grid
    corner = grid.to_hex(1, 1)
    paint_walled(scenario, [corner], rules)
    assert scenario.obstacles == outer_walls(scenario, {corner})
    assert 0 < len(scenario.obstacles) < 6
    assert all(grid.is_interior_edge(edge) for edge, _ in scenario.obstacles)


def test_composite_edges_from_a_member_set(scenario: Scenario) -> None:
    a = scenario.grid.to_hex(5, 6)
    members = {a, neighbor(a, 2)}
    edit = composite_edge_obstacles(scenario, members, WALL | {"remblai"})
    assert edit is not None
    edit.apply(scenario)
    assert len(scenario.obstacles) == 2 * 10
    assert composite_edge_obstacles(scenario, members, WALL) is None
    assert composite_edge_obstacles(scenario, members, ()) is None


# -- links -------------------------------------------------------------------------


def draw(s: Scenario, hexes: list[Hex], element: str, rules: PaintRules, ford: bool = False):
    for a, b in itertools.pairwise(hexes):
        result = edge_painting.link_hexes(s, a, b, element, rules, ford)
        if isinstance(result, str):
            return result
        if result is not None:
            result.apply(s)
    return None


def test_link_connects_and_puts_the_element_in_both_hexes(
    scenario: Scenario, rules: PaintRules
) -> None:
    a = scenario.grid.to_hex(3, 3)
    path = [a, neighbor(a, 0), neighbor(neighbor(a, 0), 0)]
    draw(scenario, path, "route", rules)
    assert scenario.links["route"] == {
        edge_between(path[0], path[1]),
        edge_between(path[1], path[2]),
    }
    assert all("route" in scenario.terrain_at(h).elements for h in path)


def river_and_road(s: Scenario, rules: PaintRules, ford: bool = False) -> tuple[Hex, object]:
    grid = s.grid
    centre = grid.to_hex(6, 7)
    river = [neighbor(centre, 1), centre, neighbor(centre, 4)]
    road = [neighbor(centre, 0), centre, neighbor(centre, 3)]
    assert draw(s, river, "riviere", rules) is None
    return centre, draw(s, road, "route", rules, ford)


def test_road_over_a_river_builds_a_bridge(scenario: Scenario, rules: PaintRules) -> None:
    centre, refusal = river_and_road(scenario, rules)
    assert refusal is None
    assert scenario.terrain_at(centre).elements == {"riviere", "route", "pont"}


def test_road_over_a_river_with_alt_makes_a_ford(scenario: Scenario, rules: PaintRules) -> None:
    centre, refusal = river_and_road(scenario, rules, ford=True)
    assert refusal is None
    assert scenario.terrain_at(centre).elements == {"riviere", "route", "gue"}


def test_no_ford_on_a_wide_river(scenario: Scenario, rules: PaintRules) -> None:
    c = scenario.grid.to_hex(6, 7)
    draw(scenario, [neighbor(c, 1), c, neighbor(c, 4)], "fleuve", rules)
    reason = draw(scenario, [neighbor(c, 0), c], "route", rules, ford=True)
    assert isinstance(reason, str) and "ford" in reason
    assert draw(scenario, [neighbor(c, 0), c], "route", rules) is None
    assert "pont" in scenario.terrain_at(c).elements


def test_road_into_a_lake_is_refused(scenario: Scenario, rules: PaintRules) -> None:
    a = scenario.grid.to_hex(3, 3)
    applied(scenario, painting.paint_hexes(scenario, [neighbor(a, 0)], frozenset({"lac"}), rules))
    before = snapshot(scenario)
    assert isinstance(edge_painting.link_hexes(scenario, a, neighbor(a, 0), "route", rules), str)
    assert snapshot(scenario) == before


def test_unlink_removes_the_element_and_its_bridge(scenario: Scenario, rules: PaintRules) -> None:
    centre, _ = river_and_road(scenario, rules)
    for d in (0, 3):
        applied(
            scenario,
            edge_painting.unlink_hexes(scenario, centre, neighbor(centre, d), "route", rules),
        )
    assert scenario.terrain_at(centre).elements == {"riviere"}
    assert "route" not in scenario.links


# -- random edits: undo all / redo all ---------------------------------------------

ELEMENT_SETS = [frozenset({"foret"}), frozenset({"colline", "foret"}), frozenset({"marais"})]


class PaintingMachine(RuleBasedStateMachine):
    """Random strokes; undoing all of them gives the start back, redoing all the end."""

    @initialize(orientation=st.sampled_from(["flat", "pointy"]))
    def start(self, orientation: str) -> None:
        self.scenario = new_scenario("panache", 9, 12, orientation=orientation)  # type: ignore[arg-type]
        self.rules = panache_rules()
        self.original = snapshot(self.scenario)
        self.original_text = dumps_scenario(self.scenario)
        self.done: list[tuple[Edit, Edit]] = []

    def _do(self, edit: Edit | str | None) -> None:
        if edit is None or isinstance(edit, str):
            return
        self.done.append((edit, edit.apply(self.scenario)))

    def _hex(self, col: int, row: int) -> Hex:
        return self.scenario.grid.to_hex(col, row)

    @rule(
        col=st.integers(0, 10),
        row=st.integers(0, 13),
        radius=st.integers(0, 3),
        elements=st.sampled_from(ELEMENT_SETS),
        replace=st.booleans(),
        level=st.integers(1, 3),
    )
    def brush(self, col: int, row: int, radius: int, elements, replace: bool, level: int) -> None:
        hexes = painting.brush_footprint(self.scenario.grid, self._hex(col, row), radius)
        self._do(painting.paint_hexes(self.scenario, hexes, elements, self.rules, level, replace))

    @rule(col=st.integers(1, 9), row=st.integers(1, 12), radius=st.integers(0, 2))
    def erase(self, col: int, row: int, radius: int) -> None:
        hexes = painting.brush_footprint(self.scenario.grid, self._hex(col, row), radius)
        self._do(painting.erase_hexes(self.scenario, hexes, self.rules))

    @rule(col=st.integers(1, 9), row=st.integers(1, 12), elements=st.sampled_from(ELEMENT_SETS))
    def fill(self, col: int, row: int, elements) -> None:
        self._do(painting.bucket_fill(self.scenario, self._hex(col, row), elements, self.rules))

    @rule(col=st.integers(1, 9), row=st.integers(1, 12), delta=st.sampled_from([-1, 1]))
    def hill(self, col: int, row: int, delta: int) -> None:
        self._do(painting.change_hill_level(self.scenario, self._hex(col, row), delta, self.rules))

    @rule(
        col=st.integers(1, 9),
        row=st.integers(1, 12),
        d=st.integers(0, 5),
        element=st.sampled_from(["palissade", "pieux"]),
        remove=st.booleans(),
    )
    def obstacle(self, col: int, row: int, d: int, element: str, remove: bool) -> None:
        h = self._hex(col, row)
        if remove:
            self._do(edge_painting.remove_obstacles(self.scenario, edge_of(h, d), element))
        else:
            self._do(edge_painting.place_obstacle(self.scenario, h, d, element, self.rules))

    @rule(
        col=st.integers(1, 9),
        row=st.integers(1, 12),
        d=st.integers(0, 5),
        element=st.sampled_from(["route", "riviere"]),
        ford=st.booleans(),
        remove=st.booleans(),
    )
    def link(self, col: int, row: int, d: int, element: str, ford: bool, remove: bool) -> None:
        a = self._hex(col, row)
        b = neighbor(a, d)
        if not self.scenario.grid.contains(b):
            return
        if remove:
            self._do(edge_painting.unlink_hexes(self.scenario, a, b, element, self.rules))
        else:
            self._do(edge_painting.link_hexes(self.scenario, a, b, element, self.rules, ford))

    @invariant()
    def undo_all_then_redo_all(self) -> None:
        final, final_text = snapshot(self.scenario), dumps_scenario(self.scenario)
        for _, inverse in reversed(self.done):
            inverse.apply(self.scenario)
        assert snapshot(self.scenario) == self.original
        assert dumps_scenario(self.scenario) == self.original_text
        self.done = [(edit, edit.apply(self.scenario)) for edit, _ in self.done]
        assert snapshot(self.scenario) == final
        assert dumps_scenario(self.scenario) == final_text

    @invariant()
    def map_stays_consistent(self) -> None:
        grid = self.scenario.grid
        assert all(grid.contains(h) for h in self.scenario.terrain)
        assert all(grid.is_interior_edge(e) for e, _ in self.scenario.obstacles)
        for element, edges in self.scenario.links.items():
            for edge in edges:
                for h in edge.hexes():
                    assert element in self.scenario.terrain_at(h).elements


TestPaintingMachine = PaintingMachine.TestCase
TestPaintingMachine.settings = settings(max_examples=40, stateful_step_count=25, deadline=None)


def test_distance_helper_sanity() -> None:
    # brush radius is a hex distance: every footprint hex lies within it
    grid = new_scenario("panache", 12, 14).grid
    centre = grid.to_hex(6, 7)
    assert all(distance(centre, h) <= 3 for h in painting.brush_footprint(grid, centre, 3))
