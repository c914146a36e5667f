"""A move all on road takes the road bonus, and is told so (a test from the mutation
run of ``engine``).

The ruleset's road bonus (``play``, words of the movement table): « +1 hex si tout
sur route sans combat »: light infantry (2 hexes) goes 3 hexes along a road, and
having used the bonus it may not fight this turn; 2 hexes, its own allowance, need
no bonus. Red under the five mutants of the bonus's test (judged on another hex of
the path, negated, « or » for « and », none).
"""

from __future__ import annotations

import itertools

from rules_helpers import blank, corridor, game, play, put, unit, wall_off

from editor.core.edges import edge_between
from editor.rules.actions import Activate, EndPhase, Move
from editor.rules.events_orders import Moved


def _road_game():
    line = corridor(n=7)
    sc = blank()
    wall_off(sc, line)
    for h in line:
        put(sc, h, "route")
    sc.links.setdefault("route", set()).update(
        edge_between(a, b) for a, b in itertools.pairwise(line)
    )
    unit(sc, "u", "a", line[0], "infanterie", "légère")
    unit(sc, "enemy", "b", line[6])
    ctx, pos = game(sc, first="a")
    pos, _ = play(ctx, pos, Activate("u"), EndPhase())
    return sc, line, ctx, pos


def test_three_hexes_along_a_road_take_the_road_bonus() -> None:
    sc, line, ctx, pos = _road_game()
    pos, events = play(ctx, pos, Move("u", sc.grid.label(line[3])))
    labels = tuple(sc.grid.label(h) for h in line[:4])
    assert Moved("u", labels, 3, True) in events
    assert ctx.piece_index["u"] in pos.road


def test_two_hexes_along_the_road_need_no_bonus_and_leave_the_unit_free_to_fight() -> None:
    sc, line, ctx, pos = _road_game()
    pos, events = play(ctx, pos, Move("u", sc.grid.label(line[2])))
    labels = tuple(sc.grid.label(h) for h in line[:3])
    assert Moved("u", labels, 2, False) in events
    assert ctx.piece_index["u"] not in pos.road
