"""A move all on road takes the road bonus, and is told so (a test from the mutation
run of ``engine``).

The ruleset's road bonus (``play``, words of the movement table): « +1 hex si tout
sur route sans combat »: light infantry (2 hexes) goes 3 hexes along a road, and
having used the bonus it may not fight this turn (red when the bonus is judged on
the path's second hex instead of the hex the move ends on).
"""

from __future__ import annotations

import itertools

from rules_helpers import blank, corridor, game, play, put, unit, wall_off

from editor.core.edges import edge_between
from editor.rules.actions import Activate, EndPhase, Move
from editor.rules.events_orders import Moved


def test_three_hexes_along_a_road_take_the_road_bonus() -> None:
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
    pos, events = play(ctx, pos, Move("u", sc.grid.label(line[3])))
    labels = tuple(sc.grid.label(h) for h in line[:4])
    assert Moved("u", labels, 3, True) in events
    assert ctx.piece_index["u"] in pos.road
