"""After a retreat: may the attacker follow up into the hex its defender left, and
whom may it then charge or pursue (Thucydide ch. 1, « les suivis, les charges puis
les poursuites »; who may is the ruleset's ``play.combat_sequence``).
"""

from __future__ import annotations

from editor.rules.combat import why_cannot_attack
from editor.rules.context import GameContext
from editor.rules.fog import hidden_from
from editor.rules.position import Position, occupant
from editor.rules.terrain import STEPS


def can_follow(ctx: GameContext, pos: Position) -> bool:
    """The attacker may advance into the hex its defender left (« les suivis »)."""
    c = pos.combat
    assert c is not None
    a = c.attacker
    piece = ctx.pieces[a]
    k = pos.at[a]
    if k < 0 or piece.unit_class not in ctx.play.combat_sequence.follow_up_classes:
        return False
    if c.origin in occupant(pos):
        return False
    for d in range(6):
        if k + STEPS[d] == c.origin:
            return ctx.terrain.step(k, d, piece.unit_class, piece.capabilities).allowed
    return False


def charge_targets(ctx: GameContext, pos: Position) -> list[int]:
    """Enemies a unit that followed up may charge or pursue from its new hex."""
    c = pos.combat
    assert c is not None
    a = c.attacker
    piece = ctx.pieces[a]
    if c.charge or piece.unit_class not in ctx.play.combat_sequence.charge_classes:
        return []
    k = pos.at[a]
    occ = occupant(pos)
    hidden = hidden_from(ctx, pos, piece.side)
    out = []
    for d in range(6):
        e = occ.get(k + STEPS[d])
        if e is None or ctx.pieces[e].side == piece.side or e in hidden:
            continue
        if not why_cannot_attack(ctx, pos, a, e):
            out.append(e)
    return out
