"""What a combat costs: order tokens paid and gained, plaquettes lost, a unit
eliminated, and the game ended when a side is demoralised (Thucydide ch. 1).

The rest of the combat's resolution is ``combat_flow``; the Annexe 3 rules lose
plaquettes through ``lose`` too (fire, weather, boats).
"""

from __future__ import annotations

from editor.rules import victory
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.events_combat import Eliminated, PlaquettesLost
from editor.rules.events_game import VictoryDeclared
from editor.rules.places import GONE
from editor.rules.position import Position, Result, with_changes


def add_tokens(pos: Position, side: int, delta: int) -> Position:
    """``side``'s order tokens change by ``delta`` (an order paid, letters thrown)."""
    t = list(pos.tokens)
    t[side] += delta
    return with_changes(pos, tokens=(t[0], t[1]))


def lose(ctx: GameContext, pos: Position, index: int, n: int, events: list[Event]) -> Position:
    """``index`` loses ``n`` plaquettes; at 0 it is eliminated, and the first side
    demoralised loses at once (ch. 1)."""
    if n <= 0 or pos.at[index] < 0:
        return pos
    piece = ctx.pieces[index]
    had = pos.plaquettes[index]
    left = max(0, had - n)
    pl = list(pos.plaquettes)
    pl[index] = left
    pos = with_changes(pos, plaquettes=tuple(pl))
    events.append(PlaquettesLost(piece.id, had - left, left))  # no more than it had
    if left == 0 and ctx.optional is not None and pos.combat is not None:
        spared = ctx.optional.spare(ctx, pos, index, events)  # Annexe 3, Combat de nuit
        if spared is not None:
            return spared
    if left == 0:
        at = list(pos.at)
        where = ctx.label(at[index])
        at[index] = GONE
        pos = with_changes(pos, at=tuple(at))
        if ctx.optional is not None:  # Annexe 3: a boat it was aboard is left empty
            pos = ctx.optional.left_hex(pos, index)
        events.append(Eliminated(piece.id, where))
        result = victory.after_loss(ctx, pos, piece.side)
        if result is not None:
            pos = end_game(ctx, pos, result, events)
    return pos


def end_game(ctx: GameContext, pos: Position, result: Result, events: list[Event]) -> Position:
    """The game is over with ``result``: declared, and no combat goes on."""
    if ctx.optional is not None:  # Annexe 3, Ordres par corps: the final score
        result = ctx.optional.final(ctx, pos, result, events)
    events.append(
        VictoryDeclared(
            ctx.sides[result.winner] if result.winner is not None else "",
            result.margin or "",
            result.reason,
        )
    )
    return with_changes(pos, result=result, phase="over", combat=None)
