"""Movement ranges on open ground, from the mutation run of ``movement``.

The other movement tests walk a corridor walled off by lakes, where every hex has
one way in; on open ground a hex is reached several ways, by road and off it, and
the range must keep the cheapest. Annexe 1 (Route): « +1 hex si tout sur route
sans combat »; a hex entered costs 1 and « - 1 hex » (Rocaille, Palissade)
one more. Ch. 1: « une seule unité peut occuper une case »; light troops may be
moved through by their own side (either side). Each test was checked red under
the surviving mutants it names.
"""

from __future__ import annotations

import itertools

import pytest
from rules_helpers import blank, corridor, game, obstacle, play, put, state, unit

from editor.core.edges import edge_between
from editor.core.hexes import Hex, distance, neighbor
from editor.rules.actions import Activate, EndPhase, Move
from editor.rules.legal import legal_actions
from editor.rules.movement import movement_range
from editor.rules.terrain import key


def _road(sc, hexes, linked=None) -> None:
    """A road on ``hexes``, joined between each pair of ``linked`` (all by default)."""
    for h in hexes:
        put(sc, h, "route")
    pairs = linked if linked is not None else list(itertools.pairwise(hexes))
    sc.links.setdefault("route", set()).update(edge_between(a, b) for a, b in pairs)


STARTS = [Hex(5, 3), Hex(6, 3), Hex(5, 4), Hex(6, 4)]
"""Starts of both parities of their key (the search's states pack the hex key with
its road flag: a mutant reading the wrong bit depends on the hex)."""


@pytest.mark.parametrize("d", [0, 3])
@pytest.mark.parametrize("start", STARTS, ids=str)
def test_the_road_bonus_on_open_ground_from_any_start(start: Hex, d: int) -> None:
    """Light infantry (2 hexes) on a road over open ground: 3 hexes along the road
    with the bonus, the road's first hex at 1 (not the 2 of a way round it off the
    road), every hex off the road at its distance and at most 2 away. Red under:
    the bonus's limit read from the wrong bit (line 200, ``& 2``), the road flag of
    a state (line 214, ``| 1`` and ``& 2``), the road layer chosen by the wrong bit
    (line 243), the first state kept whatever its cost (line 254), a costlier way
    off the road preferred (line 256, ``!=`` and ``or``), a state at its limit or
    a step beyond it ending the other states or steps of its cost (lines 216,
    228; the road in direction 3, after the steps off it)."""
    line = corridor(start, d, n=5)
    sc = blank()
    _road(sc, line)
    unit(sc, "u", "a", line[0], "infanterie", "légère")
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"])
    assert [reach.cost(h) for h in line[1:4]] == [1, 2, 3]
    assert [reach.uses_road_bonus(h) for h in line[1:4]] == [False, False, True]
    assert line[4] not in reach
    ground = {h for h in sc.grid.hexes() if h not in line and 0 < distance(start, h) <= 2}
    assert {h for h in reach if h not in line} == ground
    assert all(reach.cost(h) == distance(start, h) for h in ground)
    assert not any(reach.uses_road_bonus(h) for h in ground)


def test_a_move_that_leaves_the_road_gets_no_bonus_on_coming_back_to_it() -> None:
    """« si tout sur route »: a road whose second and third hexes are not joined
    (a gap between two roads), the unit walled in on it: the step across the gap is
    off the road, so the next road hex, 3 hexes on, is beyond light infantry's 2.
    Red under a state's road flag always set (line 214, ``| 1``) and a road step
    counted as all on road after leaving it (line 223, ``or``)."""
    line = corridor(n=5)
    sc = blank()
    for h in sc.grid.hexes():
        if h not in line:
            put(sc, h, "lac")
    _road(sc, line, [(line[0], line[1]), (line[2], line[3]), (line[3], line[4])])
    unit(sc, "u", "a", line[0], "infanterie", "légère")
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"])
    assert [reach.cost(h) for h in line[1:3]] == [1, 2]
    assert line[3] not in reach
    assert not reach.uses_road_bonus(line[2])


def test_a_palisade_slows_only_the_step_across_it() -> None:
    """Light cavalry (4 hexes) on open ground, its neighbour ``a`` fenced by
    palisades from the two hexes beyond it that other ways reach too: « Vers: - 1
    hex » costs the step across 2, but those hexes are reached around at 2, and
    every hex within 4 at its distance. Red when a step queued at a cost since
    bettered ends the other steps of that cost (line 213, ``break``)."""
    start = Hex(5, 5)
    sc = blank()
    unit(sc, "u", "a", start, "cavalerie", "légère")
    a = neighbor(start, 0)
    for d in (1, 5):
        beyond = neighbor(a, d)
        assert distance(start, beyond) == 2 and distance(neighbor(start, d), beyond) == 1
        obstacle(sc, a, beyond, "palissade", beyond)
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"])
    around = {h for h in sc.grid.hexes() if 0 < distance(start, h) <= 4}
    assert set(reach) == around
    assert all(reach.cost(h) == distance(start, h) for h in around)


@pytest.mark.parametrize("side", ["a", "b"])
def test_either_side_moves_through_its_own_light_troops(side: str) -> None:
    """Light troops may be moved through by a friend of either side, not stopped
    on (the existing test moves side a's). Red when the stops are worked out for a
    side 2 instead of side 1 (line 175)."""
    line = corridor(n=4)
    sc = blank()
    for h in sc.grid.hexes():
        if h not in line:
            put(sc, h, "lac")
    unit(sc, "u", side, line[0], "cavalerie", "légère")
    unit(sc, "light", side, line[1], "infanterie", "légère")
    sc.units[1].weight = "light"
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"])
    assert line[1] not in reach and reach.cost(line[2]) == 2


def test_an_activated_unit_is_offered_a_move_to_every_hex_of_its_range() -> None:
    """Phase de Déplacement: « le joueur déplace toutes les unités activées qu'il
    souhaite »: the moves offered are one to each hex of the unit's range. Red when
    a range's list of moves starts empty instead of unlisted (line 56, ``""``)."""
    line = corridor(n=5)
    sc = blank()
    unit(sc, "u", "a", line[0], "infanterie", "légère")
    unit(sc, "enemy", "b", Hex(0, 11))
    ctx, pos = game(sc, first="a")
    pos, _ = play(ctx, pos, Activate("u"), EndPhase())
    reach = movement_range(ctx, pos, ctx.piece_index["u"])
    moves = {a.to for a in legal_actions(ctx, pos) if isinstance(a, Move) and a.unit == "u"}
    assert moves == {sc.grid.label(h) for h in reach} and len(moves) == 18


def test_a_unit_off_the_map_has_no_range() -> None:
    """A unit not on the map (a reinforcement still to come, one eliminated) has
    no range to move in: asking is an error that names it. Red when the piece is
    not read (line 108) or the words are changed (line 110)."""
    sc = blank()
    unit(sc, "u", "a", Hex(5, 5))
    s = state(sc)
    s.place(s.units["u"], None)
    assert s.pos.at[s.units["u"]] < 0 and key(Hex(5, 5)) > 0
    with pytest.raises(ValueError, match=r"^unit u is not on the map$"):
        movement_range(s.ctx, s.pos, s.units["u"])


def test_a_palisade_across_a_road_does_not_close_its_other_branch() -> None:
    """A road forks 2 hexes on; a palisade across its straight branch makes that
    step cost 2 (« Vers: - 1 hex »), beyond light infantry's 2 + 1 on the road;
    the other branch is still reached with the bonus. Red when a road step beyond
    the limit ends the unit's other steps (line 225, ``break``)."""
    line = corridor(n=4)
    branch = neighbor(line[2], 1)
    sc = blank()
    _road(sc, [*line, branch], [*itertools.pairwise(line), (line[2], branch)])
    obstacle(sc, line[2], line[3], "palissade", line[3])
    unit(sc, "u", "a", line[0], "infanterie", "légère")
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"])
    assert reach.cost(branch) == 3 and reach.uses_road_bonus(branch)
    assert line[3] not in reach


def test_an_abattis_met_after_the_first_step_leaves_the_other_ways_open() -> None:
    """« Stop avant et après passage »: an abattis may be crossed only by a move's
    first step; met after it, its face is closed but the hex's other faces are
    not. Heavy cavalry (3 hexes) in a walled path that turns beside the abattis
    reaches the hex behind it the long way round.
    Red when that face ends the hex's other steps (line 232, ``break``)."""
    a = neighbor(Hex(5, 5), 0)
    start, past, turn = Hex(5, 5), neighbor(a, 0), neighbor(a, 1)
    on = neighbor(turn, 1)
    sc = blank()
    for h in sc.grid.hexes():
        if h not in (start, a, past, turn, on):
            put(sc, h, "lac")
    obstacle(sc, a, past, "abattis", past)
    unit(sc, "u", "a", start, "cavalerie", "ligne")
    s = state(sc)
    reach = movement_range(s.ctx, s.pos, s.units["u"])
    assert [reach.cost(h) for h in (a, turn, on)] == [1, 2, 3]
    assert reach.cost(past) == 3 and reach.path(past) == [start, a, turn, past]
