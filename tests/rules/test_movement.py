"""Movement: roads, prohibitions, exceptions, one unit per hex, and properties."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rules_helpers import blank, corridor, put, state, unit, wall_off

from editor.core.edges import edge_between
from editor.core.hexes import Hex, distance, neighbor
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.game import game_context
from editor.rules.movement import allowance, movement_range
from editor.rules.players import make_player, play_game
from editor.rules.position import Position, with_changes
from editor.rules.terrain import STEPS, hex_of, key, key_distance


def _road(sc, hexes, *extra_by_index):
    for h in hexes:
        els = set(sc.terrain_at(h).elements) | {"route"}
        put(sc, h, *els)
    sc.links.setdefault("route", set()).update(
        edge_between(a, b) for a, b in itertools.pairwise(hexes)
    )


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_allowances_from_play_data(rid: str) -> None:
    sc = blank(rid)
    h = corridor(n=3)
    unit(sc, "inf", "a", h[0], "infanterie", "ligne")
    unit(sc, "light", "a", h[1], "infanterie", "légère")
    unit(sc, "cav", "a", h[2], "cavalerie", "ligne")
    s = state(sc)
    assert allowance(s.ctx, s.units["inf"]) == 1  # heavy infantry 1
    assert allowance(s.ctx, s.units["light"]) == 2  # light infantry 2
    assert allowance(s.ctx, s.units["cav"]) == 3  # heavy cavalry 3


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_road_bonus_only_when_whole_move_on_road(rid: str) -> None:
    line = corridor(n=7)
    sc = blank(rid)
    wall_off(sc, line)
    _road(sc, line)
    unit(sc, "u", "a", line[0], "infanterie", "légère")  # 2 hexes
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"])
    assert reach.cost(line[3]) == 3 and reach.uses_road_bonus(line[3])  # 2 + 1 on road
    assert line[4] not in reach
    assert not reach.uses_road_bonus(line[2])
    # a road hex that is cut by a ford: no longer all on road
    put(sc, line[1], "route", "gue", "ruisseau")
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"])
    assert line[1] in reach and line[2] not in reach  # gué: « coupe la route », stop


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_road_crosses_forest_and_mountain(rid: str) -> None:
    line = corridor(n=5)
    sc = blank(rid)
    wall_off(sc, line)
    put(sc, line[1], "foret")
    put(sc, line[2], "montagne")
    _road(sc, line)
    unit(sc, "u", "a", line[0], "cavalerie", "légère")  # 4 hexes
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"])
    assert reach.cost(line[3]) == 3  # forest and mountain crossed by the road
    # without the road: forest stops, mountain impassable
    sc.links.clear()
    for h in line:
        put(sc, h, *(sc.terrain_at(h).elements - {"route"}))
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"])
    assert reach.cost(line[1]) == 1 and line[2] not in reach


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_artillery_forbidden_in_forest_except_by_road(rid: str) -> None:
    line = corridor(n=4)
    sc = blank(rid)
    wall_off(sc, line)
    put(sc, line[1], "foret")
    unit(sc, "art", "a", line[0], "artillerie", "ligne")
    s = state(sc)
    assert line[1] not in movement_range(s.ctx, s.pos, s.units["art"], 3)
    _road(sc, line)
    s = state(sc)
    assert line[1] in movement_range(s.ctx, s.pos, s.units["art"], 3)


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_sand_and_snow_exceptions(rid: str) -> None:
    line = corridor(n=4)
    for element, cls, cap in (("sable", "chameliers", None), ("neige", "infanterie", "skieurs")):
        sc = blank(rid)
        wall_off(sc, line)
        put(sc, line[1], element)
        unit(sc, "u", "a", line[0], cls, "ligne")
        s = state(sc)
        if cap:
            assert line[2] not in movement_range(s.ctx, s.pos, s.units["u"], 3)  # stop
            sc.units[0].capabilities = (cap,)
            s = state(sc)
        # « sauf chameau / skieurs »
        assert movement_range(s.ctx, s.pos, s.units["u"], 3).cost(line[2]) == 2


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_river_only_at_ford_or_bridge(rid: str) -> None:
    line = corridor(n=4)
    sc = blank(rid)
    wall_off(sc, line)
    put(sc, line[1], "riviere")
    unit(sc, "u", "a", line[0])
    s = state(sc)
    assert line[1] not in movement_range(s.ctx, s.pos, s.units["u"], 3)
    put(sc, line[1], "riviere", "gue")
    s = state(sc)
    r = movement_range(s.ctx, s.pos, s.units["u"], 3)
    assert line[1] in r and line[2] not in r  # ford: stop
    put(sc, line[1], "riviere", "pont", "route")
    s = state(sc)
    assert (
        movement_range(s.ctx, s.pos, s.units["u"], 3).cost(line[2]) == 2
    )  # bridge « comme route »


def test_one_unit_per_hex_and_light_friends_passable() -> None:
    line = corridor(n=5)
    sc = blank()
    wall_off(sc, line)
    unit(sc, "u", "a", line[0], "cavalerie", "légère")
    unit(sc, "friend", "a", line[1], "infanterie", "ligne")
    s = state(sc)
    r = movement_range(s.ctx, s.pos, s.units["u"])
    assert line[1] not in r and line[2] not in r
    sc.units[1].weight = "light"  # light troops may be passed through
    s = state(sc)
    r = movement_range(s.ctx, s.pos, s.units["u"])
    assert line[1] not in r and r.cost(line[2]) == 2
    assert r.path(line[2]) == line[:3]
    sc.units[1] = replace(sc.units[1], side="b", quality="légère")
    s = state(sc)
    assert line[2] not in movement_range(s.ctx, s.pos, s.units["u"])  # enemies block


def test_a_placement_met_again_gives_the_range_found_there() -> None:
    """The games of a run meet the same placements again: a unit's range there is
    the one found the first time (kept), and the one a fresh search finds."""
    line = corridor(n=5)
    sc = blank()
    wall_off(sc, line)
    unit(sc, "u", "a", line[0], "cavalerie", "légère")
    unit(sc, "friend", "a", line[1], "infanterie", "ligne")
    s = state(sc)
    u, friend = s.units["u"], s.units["friend"]
    first = movement_range(s.ctx, s.pos, u)
    assert line[1] not in first and line[2] not in first
    at = list(s.pos.at)
    at[friend] = key(line[4])
    away = with_changes(s.pos, at=tuple(at))
    assert movement_range(s.ctx, away, u).cost(line[2]) == 2
    back = with_changes(away, at=s.pos.at)
    assert movement_range(s.ctx, back, u) is first
    fresh = state(sc)
    assert movement_range(fresh.ctx, fresh.pos, u).items() == first.items()


def test_a_range_is_kept_while_no_piece_comes_within_the_units_reach() -> None:
    """A unit's range depends on the pieces within its allowance (and road bonus) of
    it only: one moving elsewhere, beyond, leaves the range kept; one coming near, an
    enemy where a light friend stood, gives another."""
    line = corridor(n=9)
    sc = blank()
    wall_off(sc, line)
    unit(sc, "u", "a", line[0], "cavalerie", "ligne")  # 3 hexes, no road here
    unit(sc, "light", "a", line[1], "infanterie", "légère")
    unit(sc, "far", "b", line[8], "infanterie", "ligne")
    s = state(sc)
    u, light, far = s.units["u"], s.units["light"], s.units["far"]
    first = movement_range(s.ctx, s.pos, u)
    assert [first.cost(h) for h in line[2:4]] == [2, 3] and line[4] not in first
    at = list(s.pos.at)
    at[far] = key(line[5])  # nearer, still beyond the unit's 3 hexes
    assert movement_range(s.ctx, with_changes(s.pos, at=tuple(at)), u) is first
    at[far], at[light] = key(line[1]), key(line[7])  # an enemy in the way instead
    blocked = movement_range(s.ctx, with_changes(s.pos, at=tuple(at)), u)
    assert len(blocked) == 0
    fresh = state(sc)
    assert movement_range(fresh.ctx, fresh.pos, u).items() == first.items()


def test_a_piece_near_where_the_unit_could_never_go_leaves_its_range_kept() -> None:
    """Within the unit's allowance but on a hex it could not reach were no piece on
    the map (the lake beside its corridor), a piece changes nothing: the range is
    kept; one coming into the corridor gives another."""
    line = corridor(n=9)
    sc = blank()
    wall_off(sc, line)
    unit(sc, "u", "a", line[0], "cavalerie", "ligne")  # 3 hexes
    unit(sc, "far", "b", line[8], "infanterie", "ligne")
    s = state(sc)
    u, far = s.units["u"], s.units["far"]
    first = movement_range(s.ctx, s.pos, u)
    at = list(s.pos.at)
    at[far] = key(neighbor(line[1], 1))  # 2 hexes away, in the lake
    assert key_distance(at[far], key(line[0])) == 2
    assert movement_range(s.ctx, with_changes(s.pos, at=tuple(at)), u) is first
    at[far] = key(line[2])
    assert len(movement_range(s.ctx, with_changes(s.pos, at=tuple(at)), u)) == 1


def test_every_range_kept_in_a_game_is_the_one_a_fresh_search_finds() -> None:
    """The ranges kept by their surroundings, in two games of the computer players on
    a map with roads and fords, equal a fresh search's: costs, paths, road bonus."""
    r = read_scenario(SCENARIOS / "moulin-de-la-sambre.yaml")
    ctx = game_context(r.scenario, r.ruleset)
    checked = 0

    def check(pos: Position, _action: object, _events: list) -> None:
        nonlocal checked
        for i in pos.activated:
            if pos.at[i] < 0:
                continue
            kept = movement_range(ctx, pos, i)
            fresh = movement_range(ctx, pos, i, allowance(ctx, i))
            assert kept.items() == fresh.items()
            assert [(kept.key_path(k), kept.road_only(k)) for k in kept.keys()] == [
                (fresh.key_path(k), fresh.road_only(k)) for k in fresh.keys()
            ]
            checked += 1

    for seed in (1, 2):
        players = [make_player("greedy", 2 * seed + 1), make_player("greedy", 2 * seed + 2)]
        play_game(ctx, players, seed, on_action=check)
    assert checked > 100


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 11),
            st.integers(0, 11),
            st.sampled_from(["foret", "rocaille", "marais", "lac", "colline", "route", "sable"]),
        ),
        max_size=40,
    ),
    st.integers(1, 6),
)
def test_costs_never_negative_and_paths_consistent(cells, allow) -> None:
    sc = blank()
    grid = sc.grid
    for c, r, e in cells:
        put(sc, grid.to_hex(c, r), e)
    start = grid.to_hex(5, 5)
    put(sc, start)
    unit(sc, "u", "a", start, "cavalerie", "légère")
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"], allow)
    for h, cost in reach.items():
        assert 0 < cost <= allow + 1
        path = reach.path(h)
        assert path[0] == start and path[-1] == h
        assert all(distance(a, b) == 1 for a, b in itertools.pairwise(path))
        assert distance(start, h) <= cost


@given(st.tuples(*[st.integers(-2000, 2000)] * 4))
def test_key_distance_and_hex_of_agree_with_the_hexes(qrs) -> None:
    """Keys read back by bits: the hex, and the distance by the signs of dq and dr."""
    a, b = Hex(qrs[0], qrs[1]), Hex(qrs[2], qrs[3])
    assert hex_of(key(a)) == a
    assert key_distance(key(a), key(b)) == distance(a, b) == key_distance(key(b), key(a))


@pytest.mark.parametrize("name", ["moulin-de-la-sambre.yaml", "alesia-52av.yaml"])
def test_a_step_worked_out_for_its_kind_is_the_step_of_its_own_hexes(name: str) -> None:
    """Steps are worked out once per kind (what both hexes hold, the road across
    their face, its obstacles) and handed to every alike pair: on maps with roads,
    fords and obstacles, each is the step worked out for its own two hexes."""
    r = read_scenario(SCENARIOS / name)
    assert r.scenario is not None and r.ruleset is not None
    ctx = game_context(r.scenario, r.ruleset)
    t = ctx.terrain
    classes = {(p.unit_class, p.capabilities) for p in ctx.pieces}
    for k in sorted(t.on_map):
        for d, off in enumerate(STEPS):
            if k + off in t.on_map:
                for unit_class, caps in classes:
                    own = t._step_of_kind(k, k + off, unit_class, caps)
                    assert t.step(k, d, unit_class, caps) == own
