"""The reproductions of issue 25, point 3: what a side receives names no enemy piece
it cannot identify.

Azincourt is played with deployment markers (« marques de déploiement »), seed 0,
random players; the French must learn how many English pieces are still to
place, never which ones, and a marker's number only when they see it.
"""

from __future__ import annotations

import random

from fog_helpers import swap

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.context import GameContext, Options, build_context
from editor.rules.engine import apply, legal_actions, start
from editor.rules.fog import hidden_from, observe
from editor.rules.position import Position


def _azincourt(deployment: str, *rules: str) -> GameContext:
    r = read_scenario(SCENARIOS / "azincourt-1415.yaml")
    assert r.scenario is not None and r.ruleset is not None
    r.scenario.setup.deployment = deployment
    return build_context(r.scenario, r.ruleset, Options(rules=frozenset(rules)))


def _played(ctx: GameContext, actions: int, seed: int = 0) -> Position:
    """The position after ``actions`` actions of seeded random play."""
    rng = random.Random(seed)
    pos, _ = start(ctx, seed)
    for _ in range(actions):
        pos, _ = apply(ctx, pos, rng.choice(legal_actions(ctx, pos)))
    return pos


def test_the_markers_still_to_place_are_counted_not_named() -> None:
    """At action 3 the French must not be told which English pieces are still off the
    table: swapping one the English placed with one they still hold (both face down)
    changes nothing the French observe, and the count is the true one."""
    ctx = _azincourt("markers")
    pos = _played(ctx, 3)
    english, french = ctx.sides.index("anglais"), ctx.sides.index("francais")
    d = pos.deploying
    assert d is not None and pos.phase == "deployment"
    placed = [i for i in hidden_from(ctx, pos, french) if pos.at[i] >= 0]
    waiting = sorted(d.remaining[english])
    assert placed and waiting
    seen = observe(ctx, pos, french)
    assert seen.position.deploying is not None
    assert len(seen.position.deploying.remaining[english]) == len(waiting)
    for i in placed:
        for j in waiting:
            assert observe(ctx, swap(pos, i, j), french) == seen, (i, j)


def test_behind_the_screen_no_enemy_marker_number_nor_placement_is_shown() -> None:
    """Screen deployment with « Unités cachées »: the French see no English marker
    number and cannot tell which English pieces are placed."""
    ctx = _azincourt("screen", "hidden")
    pos, _ = start(ctx, 0)
    english, french = ctx.sides.index("anglais"), ctx.sides.index("francais")
    rng = random.Random(1)
    checked = 0
    while pos.phase == "deployment":
        pos, _ = apply(ctx, pos, rng.choice(legal_actions(ctx, pos)))
        d = pos.deploying
        if d is None or pos.active != english:
            continue
        seen = observe(ctx, pos, french).position
        assert all(seen.markers[p.index] == 0 for p in ctx.pieces if p.side == english)
        placed = [i for i in hidden_from(ctx, pos, french) if pos.at[i] >= 0]
        for i in placed:
            for j in d.remaining[english]:
                assert observe(ctx, swap(pos, i, j), french).position == seen, (i, j)
                checked += 1
    assert checked > 0
