"""A computer player's signature on a scenario: which player measured a balance record.

A balance record measures a scenario with computer players as they were; a
player whose choices changed since (its formulas, weights, budget or look-ahead)
measures something else. Hexfield's version number says nothing of that, so
each series of a record keeps the signature of its player on its scenario,
and ``table.stale`` compares it with the player's signature now — the way a
chess engine's commits carry the node count of its fixed benchmark search.

The signature is the digest of the player's own choices, playing both sides
of the scenario with its parameters (``players.side_player``), at the two
moments a change is likely to show: from the start, and in the game's last
turns (reached by greedy players, then played on by the player). Only
choices among two or more actions count, so that a forced step does not
dilute them. It is cheap (a few seconds for the expert) and deterministic;
it cannot see a change that alters none of those choices, which the tests'
digests of whole games (``tests/rules/test_same_games.py``) may. Qt-free.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from editor.balance.games import context_of
from editor.rules.ai_params import params_for
from editor.rules.context import GameContext
from editor.rules.engine import apply, start
from editor.rules.fog import observe
from editor.rules.greedy import GreedyPlayer
from editor.rules.lazy_legal import LegalActions
from editor.rules.players import Player, kind_of, side_player
from editor.rules.position import Position

CHOICES = 24
"""Choices the player makes at each of the two moments."""
LATE = 2
"""The late moment: this many turns before the turn limit."""
SEED = 1
"""The game's and the players' seed (the players' as ``balance`` seeds them)."""
PRELUDES = (1, 2, 3, 4, 5)
"""The seeds of the greedy games tried, in turn, to reach the late moment."""
PRELUDE_ACTIONS = 50_000
"""At most this many greedy actions a game to reach it."""


def _players(ctx: GameContext, kind: str) -> list[Player]:
    return [side_player(ctx, side, kind, 2 * SEED + 1 + side) for side in (0, 1)]


def _choices(ctx: GameContext, pos: Position, players: list[Player], into: list[str]) -> None:
    """Let ``players`` play from ``pos`` until they chose ``CHOICES`` times (or the game
    ended), their choices among several actions added to ``into``."""
    made = 0
    while made < CHOICES and pos.result is None:
        legal = LegalActions(ctx, pos)
        action = players[pos.deciding].choose(ctx, observe(ctx, pos, pos.deciding), legal)
        if len(legal) > 1:
            into.append(json.dumps(action.to_dict(), sort_keys=True))
            made += 1
        pos, _ = apply(ctx, pos, action)


def _late(ctx: GameContext) -> Position:
    """The position at the start of the late moment, reached by greedy players: the
    start of the turn ``LATE`` before the limit in the first of their games (seeds
    ``PRELUDES``) that gets there, else of the turn before the one the first ended in."""
    target = max(1, ctx.max_turns - LATE)
    fallback: Position | None = None
    for seed in PRELUDES:
        starts, final = _turn_starts(ctx, seed, target)
        if final.result is None:
            return final
        if fallback is None:
            fallback = starts.get(final.turn - 1, starts[min(starts)])
    assert fallback is not None
    return fallback


def _greedy(ctx: GameContext, side: int, seed: int) -> GreedyPlayer:
    """The greedy player of the rules' formulas with ``side``'s parameters, whatever
    kind the name "greedy" stands for (the late moment is the same for every kind)."""
    return GreedyPlayer(seed, params_for(ctx.scenario.sides[side].computer))


def _turn_starts(ctx: GameContext, seed: int, target: int) -> tuple[dict[int, Position], Position]:
    """Per turn, the position it started with, in a greedy game of ``seed`` played to
    the start of turn ``target`` or to its end; and the position it stopped at."""
    pos, _ = start(ctx, seed)
    greedy = [_greedy(ctx, side, 2 * seed + 1 + side) for side in (0, 1)]
    starts = {pos.turn: pos}
    for _ in range(PRELUDE_ACTIONS):
        if pos.result is not None or pos.turn >= target:
            break
        legal = LegalActions(ctx, pos)
        action = greedy[pos.deciding].choose(ctx, observe(ctx, pos, pos.deciding), legal)
        pos, _ = apply(ctx, pos, action)
        starts.setdefault(pos.turn, pos)
    return starts, pos


def signature(ctx: GameContext, kind: str) -> str:
    """The signature of the computer player ``kind`` (or level) on ``ctx``'s scenario."""
    kind = kind_of(kind)
    chosen: list[str] = [kind]
    pos, _ = start(ctx, SEED)
    _choices(ctx, pos, _players(ctx, kind), chosen)
    chosen.append("late")
    late = _late(ctx)
    _choices(ctx, late, _players(ctx, kind), chosen)
    return hashlib.sha256("\n".join(chosen).encode()).hexdigest()[:12]


def signature_of_file(path: Path, kind: str) -> str:
    """``signature`` for the scenario file at ``path``, once per process for a text
    and a kind."""
    text = path.read_bytes()
    return _signature_of_text(text, path.name, kind_of(kind))


@lru_cache(maxsize=64)
def _signature_of_text(text: bytes, name: str, kind: str) -> str:
    return signature(context_of(text, name), kind)
