"""Flip selection left-right / top-bottom, in place about the selection's centre (issue 24).

Random maps of both orientations and staggers, random selections holding
roads, rivers, hills with levels and edge obstacles. The expectations are
worked out here from the scenario as it was, never read back from the flip:
pixel positions from ``Layout``, the links a flip must cut from the terrain
the flipped hexes receive.
"""

from __future__ import annotations

import copy
import functools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from random_maps import CONNECTED, random_map

from editor.core import clipboard, flip
from editor.core.edges import Edge, edge_between, edge_of
from editor.core.grid import Grid
from editor.core.hexes import Hex
from editor.core.layout import Layout
from editor.core.ruleset_paint import PaintRules
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario

ROAD_FILE = Path(__file__).resolve().parents[1] / "data" / "road-1202-1211.yaml"
AXES: tuple[flip.Axis, ...] = ("left-right", "top-bottom")


@functools.cache
def rules() -> PaintRules:
    return PaintRules.from_ruleset(load_ruleset("panache"))


def state(s: Scenario) -> tuple:
    return (dict(s.terrain), dict(s.obstacles), {k: frozenset(v) for k, v in s.links.items() if v})


def pixel(grid: Grid, h: Hex) -> tuple[float, float]:
    return Layout(grid.orientation, 1.0).hex_to_pixel(h)


# -- random maps ----------------------------------------------------------------


@st.composite
def maps(draw: st.DrawFn) -> Scenario:
    return random_map(
        draw(st.sampled_from(["flat", "pointy"])),
        draw(st.sampled_from(["odd", "even"])),
        draw(st.integers(3, 9)),
        draw(st.integers(3, 9)),
        draw(st.integers(0, 2**32)),
    )


@st.composite
def selections(draw: st.DrawFn, grid: Grid) -> set[Hex]:
    """One or two offset rectangles (a Shift-drag adds the second)."""
    chosen: set[Hex] = set()
    for _ in range(draw(st.integers(1, 2))):
        c1, c2 = (draw(st.integers(1, grid.columns)) for _ in range(2))
        r1, r2 = (draw(st.integers(1, grid.rows)) for _ in range(2))
        chosen |= clipboard.rectangle(grid, grid.to_hex(c1, r1), grid.to_hex(c2, r2))
    return chosen


def crossing(edge: Edge, area: frozenset[Hex]) -> Hex | None:
    """The end of ``edge`` inside ``area`` when the edge crosses its border."""
    a, b = edge.hexes()
    if (a in area) == (b in area):
        return None
    return a if a in area else b


PROPERTY = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- the plan: exact, widened only as much as needed, refused off the map ---------


@PROPERTY
@given(data=st.data(), axis=st.sampled_from(AXES))
def test_the_flip_is_an_exact_pixel_reflection_about_the_area_centre(
    data: st.DataObject, axis: flip.Axis
) -> None:
    s = data.draw(maps())
    grid = s.grid
    selection = data.draw(selections(grid))
    plan = flip.plan_flip(grid, selection, axis)
    if plan is None:
        return
    assert selection <= plan.hexes
    assert all(grid.contains(h) for h in plan.hexes)
    points = [pixel(grid, h) for h in plan.hexes]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    for h in plan.hexes:
        (x, y), (fx, fy) = pixel(grid, h), pixel(grid, plan.image(h))
        assert plan.image(h) in plan.hexes
        if axis == "left-right":
            assert fy == pytest.approx(y)
            assert x + fx == pytest.approx(min(xs) + max(xs))
        else:
            assert fx == pytest.approx(x)
            assert y + fy == pytest.approx(min(ys) + max(ys))


@pytest.mark.parametrize("stagger", ["odd", "even"])
@pytest.mark.parametrize(
    ("orientation", "axis", "cols", "rows", "added"),
    [
        ("flat", "left-right", (4, 8), (3, 6), 0),  # 5 columns: the middle one is the axis
        ("flat", "left-right", (4, 7), (3, 6), 4),  # 4 columns: one more column of 4 rows
        ("flat", "top-bottom", (5, 5), (3, 6), 0),  # one column
        ("flat", "top-bottom", (4, 5), (3, 6), 1),  # two columns half a hex apart
        ("pointy", "top-bottom", (3, 6), (4, 8), 0),  # 5 rows
        ("pointy", "left-right", (3, 6), (4, 4), 0),  # one row
        ("pointy", "left-right", (3, 6), (4, 5), 1),  # two rows half a hex apart
    ],
)
def test_a_selection_is_widened_only_when_its_flip_lands_between_hexes(
    orientation: str,
    stagger: str,
    axis: flip.Axis,
    cols: tuple[int, int],
    rows: tuple[int, int],
    added: int,
) -> None:
    grid = Grid(12, 12, orientation, stagger)  # type: ignore[arg-type]
    selection = clipboard.rectangle(
        grid, grid.to_hex(cols[0], rows[0]), grid.to_hex(cols[1], rows[1])
    )
    plan = flip.plan_flip(grid, selection, axis)
    assert plan is not None
    assert plan.added == added
    assert len(plan.hexes) == len(selection) + added


@pytest.mark.parametrize("columns", [24, 25])
def test_a_full_width_flat_selection_flips_only_with_a_middle_column(columns: int) -> None:
    """24 flat columns: the axis falls between columns 12 and 13 and no column can be
    added on the map, so the flip is refused; 25 columns flip about column 13."""
    grid = Grid(columns, 6, "flat", "odd")
    selection = clipboard.rectangle(grid, grid.to_hex(1, 2), grid.to_hex(columns, 4))
    plan = flip.plan_flip(grid, selection, "left-right")
    if columns % 2 == 0:
        assert plan is None
    else:
        assert plan is not None and plan.hexes == selection
        assert plan.image(grid.to_hex(1, 3)) == grid.to_hex(columns, 3)


# -- the flip of a map ----------------------------------------------------------


def flipped(s: Scenario, plan: flip.FlipPlan) -> Scenario:
    out = copy.deepcopy(s)
    edit = flip.flip_hexes(out, plan, rules())
    if edit is not None:
        edit.apply(out)
    return out


def expected_cuts(s: Scenario, plan: flip.FlipPlan) -> tuple[set, set]:
    """What one flip of ``s`` must lose, worked out from ``s``: the links crossing the
    area's border whose inner hex receives terrain without their element, and the
    obstacles protecting an inner border hex whose mirrored side is taken by the same
    obstacle protecting the hex outside, or lies on the map's border."""
    grid, area, image = s.grid, plan.hexes, plan.image
    links = set()
    for element, edges in s.links.items():
        for edge in edges:
            inner = crossing(edge, area)
            if inner is not None and element not in s.terrain_at(image(inner)).elements:
                links.add((element, edge))
    obstacles = set()
    for (edge, element), o in s.obstacles.items():
        if o.facing not in area:
            continue
        a, b = edge.hexes()
        target = edge_between(image(a), image(b))
        there = s.obstacles.get((target, element))
        if not grid.is_interior_edge(target) or (there is not None and there.facing not in area):
            obstacles.add((edge, element))
    return links, obstacles


@PROPERTY
@given(data=st.data(), axis=st.sampled_from(AXES))
def test_flipping_twice_gives_the_original_back(data: st.DataObject, axis: flip.Axis) -> None:
    """Exactly, but for what the first flip had to cut at the border (worked out
    from the original): a road entering the selection at a hex whose mirror has no
    road loses that link."""
    s = data.draw(maps())
    plan = flip.plan_flip(s.grid, data.draw(selections(s.grid)), axis)
    if plan is None:
        return
    once = flipped(s, plan)
    again = flip.plan_flip(once.grid, plan.hexes, axis)
    assert again is not None and again.hexes == plan.hexes and again.added == 0
    twice = flipped(once, again)

    cut_links, cut_obstacles = expected_cuts(s, plan)
    want = copy.deepcopy(s)
    for element, edge in cut_links:
        want.links[element].discard(edge)
    for key in cut_obstacles:
        del want.obstacles[key]
    assert state(twice) == state(want)
    if not cut_links and not cut_obstacles:
        assert state(twice) == state(s)


@PROPERTY
@given(data=st.data(), axis=st.sampled_from(AXES))
def test_outside_the_selection_nothing_changes_and_border_links_stay_where_they_continue(
    data: st.DataObject, axis: flip.Axis
) -> None:
    s = data.draw(maps())
    plan = flip.plan_flip(s.grid, data.draw(selections(s.grid)), axis)
    if plan is None:
        return
    area, image = plan.hexes, plan.image
    after = flipped(s, plan)

    for h in s.grid.hexes():
        want = s.terrain_at(image(h)) if h in area else s.terrain_at(h)
        assert after.terrain_at(h) == want
    for key, o in s.obstacles.items():
        if o.facing not in area:
            assert after.obstacles.get(key) == o
    cut_links, _ = expected_cuts(s, plan)
    for element in CONNECTED:
        before, now = s.links.get(element, set()), after.links.get(element, set())
        for edge in before | now:
            a, b = edge.hexes()
            if a not in area and b not in area:
                assert (edge in now) == (edge in before)
            elif crossing(edge, area) is not None:  # continuous across the border
                assert (edge in now) == (edge in before and (element, edge) not in cut_links)
            else:
                mirrored = edge_between(image(a), image(b))
                assert (edge in now) == (mirrored in before)
        for edge in now:
            assert all(element in after.terrain_at(h).elements for h in edge.hexes())


@st.composite
def symmetric_maps(draw: st.DrawFn) -> tuple[Scenario, flip.FlipPlan]:
    """A random map whose selected area is its own mirror image, built pair by pair."""
    s = draw(maps())
    axis = draw(st.sampled_from(AXES))
    plan = flip.plan_flip(s.grid, draw(selections(s.grid)), axis)
    if plan is None:
        plan = flip.plan_flip(s.grid, {s.grid.to_hex(1, 1)}, axis)
    assert plan is not None
    area, image = plan.hexes, plan.image
    for h in sorted(area):
        s.set_terrain(image(h), s.terrain_at(h))
    for element in CONNECTED:
        edges = s.links.get(element, set())
        inner = {e for e in edges if e.hex in area and e.far_hex in area}
        edges -= inner
        keep = {e for e in inner if e <= edge_between(image(e.hex), image(e.far_hex))}
        edges |= keep | {edge_between(image(e.hex), image(e.far_hex)) for e in keep}
        for edge in list(edges):
            if not all(element in s.terrain_at(h).elements for h in edge.hexes()):
                edges.discard(edge)
    for key in sorted(s.obstacles):
        o = s.obstacles.get(key)
        if o is None or o.facing not in area:
            continue
        a, b = key[0].hexes()
        target = (edge_between(image(a), image(b)), key[1])
        mirrored = EdgeObstacle(target[0], key[1], image(o.facing))
        there = s.obstacles.get(target)
        if (target[0] == key[0] and mirrored != o) or not s.grid.is_interior_edge(target[0]):
            del s.obstacles[key]  # on the axis, facing across it: no mirror image
        elif there is None or there.facing in area:
            s.obstacles[target] = mirrored
        else:
            del s.obstacles[key]
    return s, plan


@PROPERTY
@given(case=symmetric_maps())
def test_a_selection_symmetric_about_its_centre_is_unchanged(
    case: tuple[Scenario, flip.FlipPlan],
) -> None:
    s, plan = case
    for h in plan.hexes:  # the set-up is symmetric, by its own reading
        assert s.terrain_at(h) == s.terrain_at(plan.image(h))
    before = state(s)
    assert flip.flip_hexes(s, plan, rules()) is None
    assert state(s) == before


# -- the issue's map ------------------------------------------------------------


def test_the_issues_road_flipped_left_right_about_column_12_stays_one_road() -> None:
    """Columns 10-14, rows 6-8 are symmetric about column 12, where the road runs:
    the flip changes nothing, the road 1202 -> 1211 stays whole."""
    loaded = read_scenario(ROAD_FILE)
    assert loaded.ok and loaded.scenario is not None
    s = loaded.scenario
    grid = s.grid
    selection = clipboard.rectangle(grid, grid.to_hex(10, 6), grid.to_hex(14, 8))
    plan = flip.plan_flip(grid, selection, "left-right")
    assert plan is not None and plan.hexes == selection
    assert flip.flip_hexes(s, plan, rules()) is None


def test_a_hill_and_its_palisade_flip_onto_the_mirrored_hex_and_side() -> None:
    """On the issue's map: a level-2 hill at 1107 with a palisade on its NW side,
    columns 11-13 rows 6-8 flipped left-right: the hill goes to 1307 with its
    level, the palisade to 1307's NE side, the road on column 12 stays whole."""
    loaded = read_scenario(ROAD_FILE)
    assert loaded.ok and loaded.scenario is not None
    s = loaded.scenario
    grid = s.grid
    hill, image = grid.to_hex(11, 7), grid.to_hex(13, 7)
    s.set_terrain(hill, HexTerrain(frozenset({"colline"}), 2))
    nw = edge_of(hill, grid.side_direction("NW"))
    assert nw.other(hill) == grid.to_hex(10, 7)  # column 11 is pushed half a hex down
    s.obstacles[(nw, "palissade")] = EdgeObstacle(nw, "palissade", hill)
    road_before = set(s.links["route"])
    selection = clipboard.rectangle(grid, grid.to_hex(11, 6), grid.to_hex(13, 8))
    plan = flip.plan_flip(grid, selection, "left-right")
    assert plan is not None and plan.hexes == selection

    after = flipped(s, plan)

    assert after.terrain_at(hill).is_default
    assert after.terrain_at(image) == HexTerrain(frozenset({"colline"}), 2)
    ne = edge_of(image, grid.side_direction("NE"))
    assert ne.other(image) == grid.to_hex(14, 7)
    assert after.obstacles == {(ne, "palissade"): EdgeObstacle(ne, "palissade", image)}
    assert after.links["route"] == road_before
