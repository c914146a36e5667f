"""A move as its side sees it: planned on the observed position, stopped where a
hidden enemy is revealed.

``legal_actions`` lists what the side deciding may do from what it observes
(``fog.observe``), so under « Unités cachées » a hex where an unseen enemy
stands on his plan looks free, and a move to it or through it is legal. The
annex says « Dès que la plus petite partie d'une marque de déploiement est
visible d'une formation ennemie [...] elle doit être remplacée par l'unité
correspondante »: the move is walked hex by hex on the true position and ends
on the first hex from which the mover sees a hidden enemy (it is revealed
there), or before a hex one stands on (the ruleset's assumption
``hidden_unit_met``). Another action naming a hex where an unseen enemy stands
(a reinforcement's entry, a retreat) reveals it, and its side decides again.
"""

from __future__ import annotations

from editor.rules.actions import Action
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.fog import hidden_from, is_seen, observe, show
from editor.rules.legal import legal_actions
from editor.rules.movement import MovementRange, movement_range
from editor.rules.position import Position, occupant, set_at


def unseen(ctx: GameContext, pos: Position, side: int) -> list[int]:
    """Enemy pieces on the map that ``side`` does not have on its table (« Unités
    cachées »: on the enemy's plan); none when every piece stands on the table."""
    if ctx.optional is None or not ctx.optional.hides_plan():
        return []
    return sorted(j for j in hidden_from(ctx, pos, side) if pos.at[j] >= 0)


def seen_reach(ctx: GameContext, pos: Position, unit: int) -> MovementRange:
    """Where ``unit`` may be sent, as its side sees the map."""
    side = ctx.pieces[unit].side
    if not hidden_from(ctx, pos, side):
        return movement_range(ctx, pos, unit)
    return movement_range(ctx, observe(ctx, pos, side).position, unit)


def cut_at_hidden(ctx: GameContext, pos: Position, unit: int, path: list[int]) -> list[int]:
    """``path`` (the unit's hex first) up to where it meets a hidden enemy (see the
    module's docstring)."""
    ghosts = unseen(ctx, pos, ctx.pieces[unit].side)
    if not ghosts:
        return path
    occ = occupant(pos)
    for n in range(1, len(path)):
        if occ.get(path[n], unit) != unit:
            return path[:n]  # an unseen enemy stands there: stopped before it
        here = set_at(pos, unit, path[n])
        if any(is_seen(ctx, here, j) for j in ghosts):
            return path[: n + 1]
    return path


def met_hidden(
    ctx: GameContext, pos: Position, action: Action, events: list[Event]
) -> Position | None:
    """An action the side could order from what it observes, refused on the true
    position because an unseen enemy stands on the hex it names (an entry, a retreat):
    that enemy is revealed there and the side decides again, now seeing it
    (``hidden_unit_met``). None when no hidden unit explains the refusal."""
    to = getattr(action, "to", None)
    side = pos.deciding
    ghosts = unseen(ctx, pos, side)
    if not ghosts or not isinstance(to, str) or action not in legal_actions(ctx, pos):
        return None
    k = ctx.key_of(to)
    there = [j for j in ghosts if pos.at[j] == k]
    if not there:
        return None
    return show(ctx, pos, there, events)
