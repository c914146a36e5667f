"""Camps et bagages (Annexe 3): servants, looters, the looted camp.

Servants (the units on the camp's hexes at the start) are never activated: no
general shares their hex. « Quand une unité se trouve à 1 mouvement normal du
camp adverse, si elle n'est pas activée et s'il n'y a pas un officier avec elle,
elle devient "pillarde" »: at the start of its side's movement phase it rushes
to the camp (to a free camp hex, or next to a defended one, whose defender it
must attack in the combat phase). A camp hex entered by an enemy is looted: a
loss for its side, and a morale hit (a flag) on every unit of that side within
5 hexes that sees it.
"""

from __future__ import annotations

from editor.rules.combat_losses import end_game
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.optional.events_army import CampEvent
from editor.rules.optional.harm import put_state, retreat, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.state import OptState, state_or_none
from editor.rules.position import Position, occupant
from editor.rules.sight import line_of_sight
from editor.rules.terrain import hex_of, key_distance
from editor.rules.victory import after_loss


def enemy_camp(opt: OptionalSetting, st: OptState, side: int) -> list[int]:
    """The enemy's camp hexes not looted yet."""
    camps = opt.facts.camps
    if len(camps) < 2:
        return []
    return sorted(camps[1 - side] - st.looted)


def check_looting(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    """Every camp hex an enemy unit stands on is looted."""
    if "camps" not in opt.rules or pos.over:
        return pos
    occ = occupant(pos)
    for side, hexes in enumerate(opt.facts.camps):
        for k in sorted(hexes):
            i = occ.get(k)
            if i is None or k in state(pos).looted:
                continue
            p = ctx.pieces[i]
            if p.side == side or p.decoy:
                continue
            st = state(pos)
            pos = put_state(pos, st.with_(looted=st.looted | {k}))
            events.append(CampEvent(ctx.sides[side], ctx.label(k), "looted"))
            result = after_loss(ctx, pos, side)
            if result is not None:
                return end_game(ctx, pos, result, events)
            pos = _morale(opt, ctx, pos, side, k, events)
            if pos.over:
                return pos
            occ = occupant(pos)
    return pos


def _morale(
    opt: OptionalSetting, ctx: GameContext, pos: Position, side: int, k: int, events: list[Event]
) -> Position:
    r = opt.data.morale_radius
    for p in ctx.pieces:
        pk = pos.at[p.index]
        if p.side != side or p.decoy or pk < 0 or key_distance(pk, k) > r:
            continue
        if pk != k and not line_of_sight(ctx, pos, hex_of(pk), hex_of(k)).visible:
            continue
        events.append(CampEvent(ctx.sides[side], ctx.label(k), "morale", p.id))
        pos = retreat(ctx, pos, p.index, k, p.retreat, events)
        if pos.over:
            return pos
    return pos


def forced_targets(opt: OptionalSetting, ctx: GameContext, pos: Position, looter: int) -> list[int]:
    """Defenders of the enemy camp next to a looter, which it must attack."""
    side = ctx.pieces[looter].side
    k = pos.at[looter]
    occ = occupant(pos)
    camps = opt.facts.camps
    if k < 0 or len(camps) < 2:
        return []
    out = []
    for h in sorted(camps[1 - side]):
        i = occ.get(h)
        if i is not None and key_distance(k, h) == 1 and ctx.pieces[i].side != side:
            out.append(i)
    return out


def looted_losses(opt: OptionalSetting, ctx: GameContext, pos: Position, side: int) -> int:
    """« chaque hexagone de camp pillé est une perte »: under a budget of
    plaquettes, a loss counts as many as the side's units hold on average."""
    st = state_or_none(pos)
    if st is None or not st.looted:
        return 0
    mine = opt.facts.camps[side] if side < len(opt.facts.camps) else frozenset()
    n = len(st.looted & mine) * opt.data.loss_per_hex
    if n and ctx.scenario.victory.demoralisation == "budget":
        units = [p.points for p in ctx.pieces if p.side == side and not p.decoy]
        n *= -(-sum(units) // max(1, len(units)))
    return n
