"""Retreats, step by step: the hexes a retreating unit may step to, the steps it
takes alone, and the plaquette a step it cannot take costs (Thucydide ch. 1,
retreats; ruleset ``play`` for the blocked step).

``combat_flow`` starts a retreat after a throw or a passage and asks the owner
when there is a choice (``step_retreat``).
"""

from __future__ import annotations

from editor.rules.combat_losses import lose
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.events_combat import RetreatBlocked, Retreated
from editor.rules.fog import reveal
from editor.rules.position import (
    Position,
    RetreatThen,
    at_memo,
    combat_with,
    occupant,
    with_changes,
)
from editor.rules.terrain import STEPS, key_distance


def retreat_options(ctx: GameContext, pos: Position) -> list[int]:
    """Hexes the retreating piece may step to: free, farther from the enemy it
    retreats from, and a step its class may take.

    Without optional rules they depend only on where the pieces stand, on the
    piece and on the hex it retreats from: kept per placement (the owner weighs
    them, then ``apply`` checks the step he chose)."""
    c = pos.combat
    assert c is not None
    i = c.retreating
    k = pos.at[i]
    if k < 0:
        return []
    if ctx.optional is not None:  # Annexe 3: asked of a context derived per position
        return list(_steps_away(ctx, pos, i, k, c.away_from))
    memo = at_memo(pos, ctx)
    ck = ("retreat", i, c.away_from)
    found: tuple[int, ...] | None = memo.get(ck)
    if found is None:
        found = memo[ck] = _steps_away(ctx, pos, i, k, c.away_from)
    return list(found)


def _steps_away(ctx: GameContext, pos: Position, i: int, k: int, away: int) -> tuple[int, ...]:
    here = key_distance(k, away)
    occ = occupant(pos)
    piece = ctx.pieces[i]
    out = []
    for d in range(6):
        nk = k + STEPS[d]
        if nk in occ or key_distance(nk, away) <= here:
            continue
        if ctx.terrain.step(k, d, piece.unit_class, piece.capabilities).allowed:
            out.append(nk)
    return tuple(out)


def begin_retreat(
    ctx: GameContext,
    pos: Position,
    index: int,
    steps: int,
    away_from: int,
    then: RetreatThen,
    events: list[Event],
) -> Position:
    """``index`` retreats ``steps`` hexes away from ``away_from``; the combat goes on
    at the stage ``then`` once it is over."""
    c = pos.combat
    assert c is not None
    c = combat_with(
        c,
        stage="retreat",
        retreating=index,
        retreat_steps=steps,
        away_from=away_from,
        next=then,
        decider=ctx.pieces[index].side,
    )
    return continue_retreat(ctx, with_changes(pos, combat=c), events)


def continue_retreat(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """Take the retreat's steps until a choice is needed or it is over."""
    while True:
        c = pos.combat
        if pos.over or c is None:
            return pos
        i = c.retreating
        if c.retreat_steps <= 0 or pos.at[i] < 0:
            return with_changes(pos, combat=combat_with(c, stage=c.next, retreating=-1))
        options = retreat_options(ctx, pos)
        if len(options) > 1:
            return pos  # the owner chooses (``step_retreat``)
        if not options:
            events.append(RetreatBlocked(ctx.pieces[i].id, ctx.label(pos.at[i])))
            pos = with_changes(pos, combat=combat_with(c, retreat_steps=c.retreat_steps - 1))
            pos = lose(ctx, pos, i, 1, events)
            continue
        pos = retreat_step(ctx, pos, options[0], events)


def retreat_step(ctx: GameContext, pos: Position, to: int, events: list[Event]) -> Position:
    """One step of the retreat, to ``to``; then every marker an enemy sees now is revealed."""
    c = pos.combat
    assert c is not None
    i = c.retreating
    at = list(pos.at)
    frm = at[i]
    at[i] = to
    events.append(Retreated(ctx.pieces[i].id, ctx.label(frm), ctx.label(to)))
    pos = with_changes(pos, at=tuple(at), combat=combat_with(c, retreat_steps=c.retreat_steps - 1))
    if ctx.optional is not None:  # Annexe 3: a boat it was aboard is left empty
        pos = ctx.optional.left_hex(pos, i)
    return reveal(ctx, pos, events)
