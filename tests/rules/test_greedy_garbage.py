"""The greedy player leaves no reference cycles behind it.

A new ``Scorer`` is made at every phase; the one before must be freed as soon as
it is dropped, with the hex scores it keeps (``UnitHexes``) and the position they
read. Kept alive by a cycle, they wait for the garbage collector, whose
collections then come more often and cost a share of every game.
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from editor.commands.play import _context
from editor.paths import SCENARIOS
from editor.rules.engine import apply, legal_actions, movers, start
from editor.rules.fog import observe
from editor.rules.greedy import GreedyPlayer
from editor.rules.greedy_score import Scorer, UnitHexes


@pytest.fixture
def no_collector() -> Iterator[None]:
    was = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if was:
            gc.enable()


def test_a_scorer_is_freed_once_dropped_with_its_hex_scores(no_collector: None) -> None:
    ctx = _context(str(SCENARIOS / "moulin-de-la-sambre.yaml"))
    players = [GreedyPlayer(1), GreedyPlayer(2)]
    pos, _ = start(ctx, 1)
    scored = 0
    while not pos.over and scored < 3:
        side = pos.deciding
        obs = observe(ctx, pos, side)
        seen = obs.position
        if seen.phase == "movement" and seen.combat is None:
            for i in movers(ctx, seen):
                scorer = Scorer(players[side].params, obs.unknown)
                hexes = scorer.unit_hexes(ctx, seen, i)
                assert hexes.score(seen.at[i], True) == scorer.hex_score(ctx, seen, i, seen.at[i])
                gone = weakref.ref(scorer)
                del scorer, hexes
                assert gone() is None
                scored += 1
        action = players[side].choose(ctx, obs, legal_actions(ctx, pos))
        pos, _ = apply(ctx, pos, action)
    assert scored >= 3


def test_a_greedy_game_leaves_no_player_objects_to_the_collector(no_collector: None) -> None:
    ctx = _context(str(SCENARIOS / "moulin-de-la-sambre.yaml"))
    players = [GreedyPlayer(3), GreedyPlayer(4)]
    pos, _ = start(ctx, 2)
    gc.set_debug(gc.DEBUG_SAVEALL)
    while not pos.over and pos.turn <= 3:
        side = pos.deciding
        obs = observe(ctx, pos, side)
        pos, _ = apply(ctx, pos, players[side].choose(ctx, obs, legal_actions(ctx, pos)))
    gc.collect()
    left = [o for o in gc.garbage if isinstance(o, Scorer | UnitHexes | GreedyPlayer)]
    assert left == [], [type(o).__name__ for o in left]
