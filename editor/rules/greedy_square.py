"""The greedy player's worth of a square kept formed (``squares``): a square that
stays still in its side's movement phase ignores the first flag of every cavalry
throw in the enemy's half that follows, when that half is in the same game turn
(``squares.move_breaks``); one that moves ignores none. For each enemy cavalry
that could charge the square then (its move and one hex), what the ignored flag
spares: the chances that the cavalry's throw pushes the square back or
eliminates it, without and with that flag, by the square's value (a push back
for half of it, as the defence order weighs one), times the weight ``square``
(``ai_params``). The other flags the square ignores (support, a defence order
it can give) are counted first, as ``ai_eval.estimated_attack`` counts them.
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.core.player_params import PlayerParams
from editor.rules import ai_eval
from editor.rules.combat import dice_terms
from editor.rules.context import GameContext
from editor.rules.position import Position
from editor.rules.squares import CAVALRY, IGNORED, formed, move_breaks


def formed_worth(
    prm: PlayerParams,
    ctx: GameContext,
    pos: Position,
    i: int,
    enemies: Iterable[tuple[int, int, int]],
) -> float:
    """What staying on its hex is worth to unit ``i`` for standing in square, in its
    side's movement phase at ``pos`` (0: not a formed square, its move would not
    break it, or no enemy cavalry of ``enemies``, (index, q, r) of the enemies the
    side identifies, could charge it)."""
    me = ctx.pieces[i]
    if (
        not me.square
        or prm.square <= 0.0
        or pos.phase != "movement"
        or pos.combat is not None
        or pos.active != me.side
        or i in pos.moved
        or not move_breaks(pos)
        or i not in formed(ctx, pos)
    ):
        return 0.0
    tb = ai_eval.tables(ctx)
    k = pos.at[i]
    q, r = tb.qr[k]
    play = ctx.play
    ignores = 0
    if (
        ai_eval.friends_beside(ctx, pos, me.side, k, i) >= 2
        or pos.tokens[me.side] >= play.orders.defence_cost
    ):
        ignores = play.support.ignore_flags
    left = pos.plaquettes[i]
    value = tb.values[i]
    spared = 0.0
    for e, eq, er in enemies:
        cav = ctx.pieces[e]
        dq, dr = q - eq, r - er
        if cav.unit_class != CAVALRY or (abs(dq) + abs(dr) + abs(dq + dr)) >> 1 > cav.movement + 1:
            continue
        dice = sum(n for _label, n in dice_terms(ctx, cav, pos.plaquettes[e], False, False))
        broken = ai_eval.throw_summary(play.die, dice, me.armour, False, ignores, left)
        kept = ai_eval.throw_summary(play.die, dice, me.armour, False, ignores + IGNORED, left)
        spared += (broken[2] - kept[2]) * value * 0.5 + (broken[1] - kept[1]) * value
    return prm.square * spared


__all__ = ["formed_worth"]
