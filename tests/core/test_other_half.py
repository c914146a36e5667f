"""Mirror / Rotate onto the other half of the map (issue 24).

The issue's repro (a road 1202 -> 1211 on a 24 x 16 flat map, columns 10-14
rows 6-8 selected) and half-painted random maps: the expectations come from
the map's own symmetry (offset coordinates, worked out here), never from the
code under test.
"""

from __future__ import annotations

import copy
import functools
import random
from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from random_maps import random_map

from editor.core import clipboard, other_half
from editor.core.edges import edge_between
from editor.core.grid import Grid
from editor.core.hexes import Hex, neighbors
from editor.core.layout import Layout
from editor.core.ruleset_paint import PaintRules
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, new_scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario

ROAD_FILE = Path(__file__).resolve().parents[1] / "data" / "road-1202-1211.yaml"


@functools.cache
def rules() -> PaintRules:
    return PaintRules.from_ruleset(load_ruleset("panache"))


def road_map() -> Scenario:
    loaded = read_scenario(ROAD_FILE)
    assert loaded.ok and loaded.scenario is not None
    return loaded.scenario


def applied(s: Scenario, selection: set[Hex], mirror: bool) -> tuple[Scenario, frozenset[Hex]]:
    out = copy.deepcopy(s)
    plan = other_half.plan_other_half(out.grid, selection, mirror)
    assert plan is not None
    edit = other_half.copy_onto_other_half(out, plan, rules())
    if edit is not None:
        edit.apply(out)
    return out, plan.target


def road_runs(s: Scenario) -> list[set[Hex]]:
    """The connected pieces of the road network (hexes joined by links)."""
    edges = s.links.get("route", set())
    parent: dict[Hex, Hex] = {}

    def root(h: Hex) -> Hex:
        while parent.setdefault(h, h) != h:
            h = parent[h]
        return h

    for edge in edges:
        parent[root(edge.hex)] = root(edge.far_hex)
    pieces: dict[Hex, set[Hex]] = {}
    for h in parent:
        pieces.setdefault(root(h), set()).add(h)
    return list(pieces.values())


def changed_hexes(before: Scenario, after: Scenario) -> set[Hex]:
    """Hexes whose terrain, or a side's obstacle or link, differs."""
    out = {h for h in before.grid.hexes() if before.terrain_at(h) != after.terrain_at(h)}
    for key in set(before.obstacles) ^ set(after.obstacles) | {
        k for k in before.obstacles if after.obstacles.get(k) != before.obstacles[k]
    }:
        out |= set(key[0].hexes())
    for element in set(before.links) | set(after.links):
        for edge in before.links.get(element, set()) ^ after.links.get(element, set()):
            out |= set(edge.hexes())
    return out


# -- the repro ------------------------------------------------------------------


def test_the_issues_mirror_keeps_the_road_on_the_axis_one_road() -> None:
    """Columns 10-12 (the half holding the selection's centre) are copied onto
    columns 13-15; the road on column 12 is read, not overwritten: it stays one
    linked road 1202 -> 1211, and its image runs down column 13."""
    s = road_map()
    grid = s.grid
    selection = clipboard.rectangle(grid, grid.to_hex(10, 6), grid.to_hex(14, 8))
    after, target = applied(s, selection, mirror=True)

    assert {grid.to_offset(h)[0] for h in target} == {13, 14, 15}
    column_12 = [grid.to_hex(12, r) for r in range(2, 12)]
    assert all(edge_between(a, b) in after.links["route"] for a, b in pairwise(column_12))
    runs = road_runs(after)
    assert set(column_12) in runs
    image = {grid.to_hex(13, r) for r in (6, 7, 8)}  # column 13 is pushed half a hex down
    assert image in runs
    assert changed_hexes(s, after) <= target | set(column_12)  # a link's far end at most
    assert {h for h in changed_hexes(s, after) if s.terrain_at(h) != after.terrain_at(h)} == image


def test_the_issues_rotation_writes_only_the_ghost_it_showed() -> None:
    """The half turn of columns 10-14 rows 6-8 lands on columns 11-15 rows 9-11
    (the map is point-symmetric: col -> 25 - col, row -> 17 - row): 1310 and 1311
    change because they are in that target, which the ghost shows first."""
    s = road_map()
    grid = s.grid
    selection = clipboard.rectangle(grid, grid.to_hex(10, 6), grid.to_hex(14, 8))
    after, target = applied(s, selection, mirror=False)

    assert target == {grid.to_hex(25 - c, 17 - r) for c in range(10, 15) for r in range(6, 9)}
    terrain_changed = {h for h in grid.hexes() if s.terrain_at(h) != after.terrain_at(h)}
    assert terrain_changed <= target
    for h in grid.hexes():  # every hex now holds what its image held
        if h in target:
            assert after.terrain_at(h) == s.terrain_at(grid.rotate_180_in_map(h))
    # The road above the dividing line is untouched and its image is one run.
    top = [grid.to_hex(12, r) for r in range(2, 9)]
    image = [grid.to_hex(13, r) for r in range(9, 12)]
    runs = road_runs(after)
    assert set(top) in runs and set(image) in runs


def test_nothing_is_written_outside_the_target() -> None:
    s = road_map()
    grid = s.grid
    for mirror in (True, False):
        selection = clipboard.rectangle(grid, grid.to_hex(3, 2), grid.to_hex(14, 9))
        after, target = applied(s, selection, mirror)
        # A link's far end may lose the link (cut where nothing continues), never terrain.
        for h in grid.hexes():
            if h not in target:
                assert after.terrain_at(h) == s.terrain_at(h)


# -- half-painted maps: the halves match --------------------------------------------

SYMMETRIC_SHAPES = [
    # (orientation, stagger, columns, rows, mirror): maps the transform maps onto itself
    ("flat", "odd", 11, 8, True),
    ("flat", "even", 9, 7, True),
    ("flat", "odd", 12, 9, False),
    ("flat", "even", 10, 8, False),
    ("pointy", "odd", 9, 10, False),
    ("pointy", "even", 8, 12, False),
]


def exact_image(grid: Grid, h: Hex, mirror: bool) -> Hex:
    """The image in offset coordinates: col -> columns + 1 - col (same row) for a
    mirror, both reversed for a half turn."""
    col, row = grid.to_offset(h)
    if mirror:
        return grid.to_hex(grid.columns + 1 - col, row)
    return grid.to_hex(grid.columns + 1 - col, grid.rows + 1 - row)


def half_figures(s: Scenario, hexes: set[Hex]) -> Counter:
    """Per element: its hexes, its obstacle sides protecting them, its links inside."""
    figures: Counter = Counter()
    for h in hexes:
        terrain = s.terrain_at(h)
        figures.update(terrain.elements)
        figures[f"hill level {terrain.level}"] += 1
    figures.update(f"obstacle {o.element}" for o in s.obstacles.values() if o.facing in hexes)
    for element, edges in s.links.items():
        figures[f"link {element}"] += sum(1 for e in edges if e.hex in hexes and e.far_hex in hexes)
    return figures


@settings(max_examples=40, deadline=None)
@given(shape=st.sampled_from(SYMMETRIC_SHAPES), seed=st.integers(0, 2**32))
def test_copying_a_painted_half_makes_both_halves_count_the_same(
    shape: tuple[str, str, int, int, bool], seed: int
) -> None:
    """The fairness the generator's dialog shows compares the halves' figures; here
    the figures are the counts of every element, hill level, obstacle and link in
    each half, which a copy onto the other half must make equal."""
    orientation, stagger, columns, rows, mirror = shape
    rng = random.Random(seed)
    s = new_scenario("panache", columns, rows, orientation=orientation, stagger=stagger)  # type: ignore[arg-type]
    grid = s.grid
    if mirror:
        source = {h for h in grid.hexes() if grid.to_offset(h)[0] <= columns // 2}
    else:
        source = {h for h in grid.hexes() if grid.to_offset(h)[1] <= rows // 2}
    image = {exact_image(grid, h, mirror) for h in source}
    assert not source & image
    for h in source:
        if rng.randrange(3) == 0:
            element = rng.choice(["foret", "marais", "colline"])
            s.set_terrain(
                h, HexTerrain(frozenset({element}), rng.randrange(3) * (element == "colline"))
            )
    road = [h for h in sorted(source) if rng.randrange(4) == 0]
    for a, b in pairwise(road):
        if a in source and b in source and (b.q - a.q, b.r - a.r) in ((1, 0), (0, 1), (1, -1)):
            for h in (a, b):
                t = s.terrain_at(h)
                s.set_terrain(h, HexTerrain(t.elements | {"route"}, t.level))
            s.links.setdefault("route", set()).add(edge_between(a, b))

    after, target = applied(s, source, mirror)

    assert target == image
    for h in source:
        assert after.terrain_at(exact_image(grid, h, mirror)) == after.terrain_at(h)
    assert half_figures(after, source) == half_figures(after, image)


@pytest.mark.parametrize("mirror", [True, False])
def test_the_other_half_is_the_one_away_from_the_selection(mirror: bool) -> None:
    """A selection on the right half is copied onto the left one (or, for a half
    turn, a selection at the bottom onto the top)."""
    grid = Grid(12, 10, "flat", "odd")
    selection = clipboard.rectangle(grid, grid.to_hex(9, 7), grid.to_hex(11, 9))
    plan = other_half.plan_other_half(grid, selection, mirror)
    assert plan is not None and plan.source == selection
    assert {grid.to_offset(h)[0] for h in plan.target} == {2, 3, 4}
    if not mirror:
        assert {grid.to_offset(h)[1] for h in plan.target} == {2, 3, 4}


# -- any map, any selection -------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(
    orientation=st.sampled_from(["flat", "pointy"]),
    stagger=st.sampled_from(["odd", "even"]),
    columns=st.integers(2, 10),
    rows=st.integers(2, 10),
    seed=st.integers(0, 2**32),
    corners=st.tuples(*(st.integers(1, 10) for _ in range(4))),
    mirror=st.booleans(),
)
def test_only_the_target_is_written_and_the_source_is_read_as_it_was(
    orientation: str,
    stagger: str,
    columns: int,
    rows: int,
    seed: int,
    corners: tuple[int, int, int, int],
    mirror: bool,
) -> None:
    """Any map, any selection: the terrain changes only inside the target; an
    obstacle protecting a hex outside the target stays; every link left runs
    between two hexes holding its element; a target hex shows the hex its pixel
    image lands on (about the map's centre, up to the half hex a map that is not
    symmetric shifts it)."""
    s = random_map(orientation, stagger, columns, rows, seed)
    grid = s.grid
    c1, r1, c2, r2 = (min(v, n) for v, n in zip(corners, (columns, rows) * 2, strict=True))
    selection = clipboard.rectangle(grid, grid.to_hex(c1, r1), grid.to_hex(c2, r2))
    after, target = applied(s, selection, mirror)

    for h in grid.hexes():
        if h not in target:
            assert after.terrain_at(h) == s.terrain_at(h)
    for key, o in s.obstacles.items():
        if o.facing not in target and not any(h in target for h in key[0].hexes()):
            assert after.obstacles.get(key) == o
    for element, edges in after.links.items():
        for edge in edges:
            assert all(element in after.terrain_at(h).elements for h in edge.hexes())
    layout = Layout(grid.orientation, 1.0)
    points = [layout.hex_to_pixel(h) for h in grid.hexes()]
    sx = min(x for x, _ in points) + max(x for x, _ in points)
    sy = min(y for _, y in points) + max(y for _, y in points)
    for h in target:
        x, y = layout.hex_to_pixel(h)
        source = layout.pixel_to_hex(sx - x, y if mirror else sy - y)
        near = [source, *neighbors(source)]
        assert any(after.terrain_at(h) == s.terrain_at(n) for n in near if n in selection)


def test_a_road_along_an_odd_maps_axis_gets_its_branch_mirrored_and_stays_one_road() -> None:
    """On 11 flat columns the axis is column 6, which the mirror maps onto itself:
    a road down column 6 with a branch to the left at 0605 (a palisade protecting
    0605 on that side too) gets the mirrored branch to the right, linked to the
    same hex, and the road on the axis is untouched."""
    s = new_scenario("panache", 11, 9)
    grid = s.grid
    road = HexTerrain(frozenset({"route"}))
    axis = [grid.to_hex(6, r) for r in range(1, 10)]
    fork, left = grid.to_hex(6, 5), grid.to_hex(5, 5)
    for h in [*axis, left]:
        s.set_terrain(h, road)
    s.links["route"] = {edge_between(a, b) for a, b in pairwise(axis)} | {edge_between(fork, left)}
    side = edge_between(fork, grid.to_hex(5, 4))  # 0605's NW side (column 5 is pushed down)
    s.obstacles[(side, "palissade")] = EdgeObstacle(side, "palissade", fork)
    selection = clipboard.rectangle(grid, grid.to_hex(1, 1), grid.to_hex(6, 9))

    after, target = applied(s, selection, mirror=True)

    right = grid.to_hex(7, 5)  # columns 5 and 7 have the same parity: same row
    assert target == {grid.to_hex(12 - c, r) for c in range(1, 6) for r in range(1, 10)}
    assert after.terrain_at(right) == road
    assert edge_between(fork, right) in after.links["route"]
    assert [set(axis) | {left, right}] == road_runs(after)
    mirrored = edge_between(fork, grid.to_hex(7, 4))
    assert after.obstacles[(mirrored, "palissade")] == EdgeObstacle(mirrored, "palissade", fork)
    assert after.obstacles[(side, "palissade")] == s.obstacles[(side, "palissade")]
