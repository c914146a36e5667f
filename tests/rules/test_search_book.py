"""The searching player's shared play-outs (``search_book.Book``) end where
``search.to_horizon`` ends, plan by plan, however many plans played the same world
before: on Azincourt (decoys: worlds sampled) and Thapsus, from turn starts the game
reaches, with plans of different weights (some play the same actions, some do not)."""

from __future__ import annotations

import random

import pytest

from editor.commands.play import _context
from editor.core.player_params import WEIGHTS
from editor.paths import SCENARIOS
from editor.rules.ai_params import params_for
from editor.rules.engine import apply, start
from editor.rules.fog import observe
from editor.rules.greedy import GreedyPlayer
from editor.rules.lazy_legal import LegalActions
from editor.rules.search import determinize, rollout_players, to_horizon
from editor.rules.search_book import Book


def _turn_starts(ctx, seed: int, wanted: int):
    """Positions at the start of a side's command phase, from a greedy game."""
    pos, _ = start(ctx, seed)
    players = [GreedyPlayer(seed), GreedyPlayer(seed + 1)]
    out, last = [], None
    while pos.result is None and len(out) < wanted:
        turn = (pos.turn, pos.active)
        if pos.phase == "command" and pos.combat is None and turn != last and pos.turn > 1:
            out.append(pos)
            last = turn
        side = pos.deciding
        action = players[side].choose(ctx, observe(ctx, pos, side), LegalActions(ctx, pos))
        pos = apply(ctx, pos, action)[0]
    return out


@pytest.mark.parametrize("scenario", ["azincourt-1415", "thapsus-46av"])
def test_the_shared_play_outs_end_where_to_horizon_ends(scenario: str) -> None:
    ctx = _context(str(SCENARIOS / f"{scenario}.yaml"))
    rng = random.Random(3)
    base = params_for()
    plans = [base, base] + [
        base.with_values({n: getattr(base, n) * rng.choice((0.5, 1.0, 2.0)) for n in WEIGHTS})
        for _ in range(6)
    ]
    shared = 0
    for pos in _turn_starts(ctx, 5, wanted=4):
        side = pos.active
        world = determinize(ctx, observe(ctx, pos, side), rng)
        book, seed = Book(world), rng.getrandbits(32)
        ends = []
        for params in plans:
            got = book.play(ctx, side, rollout_players(seed, params, {}, side))
            players = rollout_players(seed, params, {}, side)

            def choose(p, who, seen, players=players):
                return players[who].choose(ctx, seen, LegalActions(ctx, p))

            want = to_horizon(ctx, world, side, choose)
            assert got == want
            ends.append(got)
        shared += len(ends) - len({id(p) for p in ends})
    assert shared  # some plans ended on a position another plan had reached: shared


def test_in_the_last_turns_the_play_outs_go_to_the_games_end() -> None:
    """Near the turn limit (``to_end``) a play-out ends only where the game ends, and
    the shared play-outs end there as ``to_horizon`` does; without it, before."""
    ctx = _context(str(SCENARIOS / "morgarten-1315.yaml"))
    rng = random.Random(4)
    base = params_for()
    plans = [base, base.with_values({"aggression": base.aggression * 2.0})]
    for pos in _turn_starts(ctx, 5, wanted=2):
        side = pos.active
        world = determinize(ctx, observe(ctx, pos, side), rng)
        book, seed = Book(world), rng.getrandbits(32)
        for params in plans:
            got = book.play(ctx, side, rollout_players(seed, params, {}, side), to_end=True)
            players = rollout_players(seed, params, {}, side)

            def choose(p, who, seen, players=players):
                return players[who].choose(ctx, seen, LegalActions(ctx, p))

            assert got == to_horizon(ctx, world, side, choose, to_end=True)
            assert got.over
        short = Book(world).play(ctx, side, rollout_players(seed, base, {}, side))
        assert not short.over and short.turn < ctx.max_turns  # turn 2: the end is not near
