"""The greedy player's answers remembered per context: a unit's best hex, the
best attack of a combat phase, the order of a command phase's activations.

Each is a pure function of the context and of what its key names, so it is kept
per context: the games of a balance run (and the phases of one game) meet the
same positions again, the openings above all, which are the same in every game
until the dice first differ. Nothing is kept with optional rules: their context
is derived per position (weather, fire...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from editor.core.player_params import PlayerParams
from editor.rules.context import GameContext
from editor.rules.greedy_score import Scorer
from editor.rules.movement import movement_range
from editor.rules.position import Position
from editor.rules.squares import formed

KEPT = 4096
"""Answers kept per context and kind (the memo starts afresh beyond)."""

BestHex = tuple[int, float, float]
"""(the best hex key, its score, the score of staying)."""


def best_hex(scorer: Scorer, ctx: GameContext, pos: Position, i: int) -> BestHex:
    """Where unit ``i`` would best go in its own movement phase at ``pos`` (its own
    hex when nothing is better), scored by ``scorer``: every hex of its range
    scored, the first of the best kept (the lowest hex key on a tie)."""
    memo = _hex_memo(ctx, pos)
    ck: tuple[object, ...] = ()
    if memo is not None:
        ck = (
            i,
            scorer.weights(ctx),
            scorer.unknown,
            pos.at,
            pos.plaquettes,
            pos.holders,
            pos.turn,
            pos.tokens,
            i in pos.road,
            formed(ctx, pos),
            pos.first,
        )
        found = memo.get(ck)
        if found is not None:
            return found
    reach = movement_range(ctx, pos, i)
    here = pos.at[i]
    score = scorer.unit_hexes(ctx, pos, i).score
    stay = score(here, i not in pos.road)
    best_k, best = here, stay
    road_only = reach.road_only
    for k in reach.keys():
        s = score(k, not road_only(k))
        if s >= best and (s > best or (k < best_k and best_k != here)):
            best_k, best = k, s
    if memo is not None:
        memo[ck] = (best_k, best, stay)
    return best_k, best, stay


def _hex_memo(ctx: GameContext, pos: Position) -> dict[tuple[object, ...], BestHex] | None:
    """The best hexes found in this context, by everything a unit's hex scores read
    in its own movement phase: the unit, the weights, the markers its side cannot
    identify, where every piece stands (range, friends, enemies, sight, objectives
    taken), the plaquettes, the objectives' holders, the turn (a late attack on an
    objective is worth more), the order tokens (the defence order the enemy could
    give), whether the unit moved by road (it may not fight then), the squares
    standing formed and the first player (whether a move breaks a square for the
    enemy's half that follows: ``greedy_square``)."""
    return _memo(ctx, pos, "greedy hexes")


Attack = tuple[float, int, int, bool]
"""(worth, attacker, target, with an attack order) of a combat phase's best attack
(attacker -1: none worth making)."""


def best_attack(
    ctx: GameContext,
    pos: Position,
    weights: tuple[PlayerParams, Scorer],
    find: Callable[[], Attack],
) -> Attack:
    """The best attack of the phase at ``pos``: ``find()``'s, or the one it gave
    before with the same player's weights (``min_attack`` starts the search), the
    phase's scorer's weights and unidentified markers, and a position the same in
    all that the search reads: the side, where every piece stands, the
    plaquettes, the holders, the turn, the tokens, the units activated, that
    fought or moved by road, the markers and those revealed (which enemies may be
    targeted), the squares standing formed (``squares.formed``)."""
    memo = _memo(ctx, pos, "greedy attacks")
    if memo is None:
        return find()
    params, scorer = weights
    key = (
        params.min_attack,
        scorer.weights(ctx),
        scorer.unknown,
        pos.active,
        pos.at,
        pos.plaquettes,
        pos.holders,
        pos.turn,
        pos.tokens,
        pos.activated,
        pos.fought,
        pos.road,
        pos.markers,
        pos.revealed,
        formed(ctx, pos),
    )
    found: Attack | None = memo.get(key)
    if found is None:
        found = memo[key] = find()
    return found


Plan = tuple[tuple[int, ...], tuple[tuple[int, float], ...]]
"""A command phase's activations, most urgent first, and every candidate's
urgency (unit, urgency) as the player's scorer keeps them."""


def activations(
    ctx: GameContext,
    pos: Position,
    asked: tuple[Scorer, tuple[int, ...]],
    find: Callable[[], Plan],
) -> Plan:
    """The command phase's plan at ``pos``: ``find()``'s, or the one it gave before
    with the same scorer's weights and unidentified markers, the same turn each
    candidate was last activated (``asked``: the scorer and those turns) and a
    position the same in all that ``find`` reads: the side, where every piece
    stands, the plaquettes (the threat to a leader), the holders, the turn, the
    units already activated and the squares standing formed."""
    memo = _memo(ctx, pos, "greedy activations")
    if memo is None:
        return find()
    scorer, last_active = asked
    key = (
        scorer.weights(ctx),
        scorer.unknown,
        pos.active,
        pos.at,
        pos.plaquettes,
        pos.holders,
        pos.turn,
        pos.activated,
        last_active,
        formed(ctx, pos),
    )
    found: Plan | None = memo.get(key)
    if found is None:
        found = memo[key] = find()
    return found


def _memo(ctx: GameContext, pos: Position, kind: str) -> dict[tuple[object, ...], Any] | None:
    if pos.optional is not None or ctx.optional is not None:
        return None
    memo: dict[tuple[object, ...], Any] | None = ctx._caches.get(kind)
    if memo is None:
        memo = ctx._caches[kind] = {}
    if len(memo) >= KEPT:
        memo.clear()
    return memo


__all__ = ["KEPT", "Attack", "BestHex", "Plan", "activations", "best_attack", "best_hex"]
