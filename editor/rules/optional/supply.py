"""Consommation de munitions (Annexe 3): 4 shots, then -1 die cumulative; resupply.

« chaque tireur dispose au début de la bataille d'assez de munitions pour effectuer
4 tirs ... un facteur de -1 dé cumulatif pour chaque tir ultérieur » (the 5th shot
-1, the 6th -2...). « Un chariot ravitaille 1 unité en 1 période, un animal de
bât en 2, le camp autant que nécessaire »: a supplier next to the unit (or the
camp, the unit in or next to it) in the movement phase, neither moving that
turn; a pack animal over two turns in a row.
"""

from __future__ import annotations

from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.optional import accessories
from editor.rules.optional.events_army import Resupplied
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.state import OptState, get, put
from editor.rules.position import Position, with_changes
from editor.rules.terrain import key_distance

CAMP = "camp"


def shots(st: OptState, unit: int) -> int:
    return get(st.shots, unit)


def minus_dice(opt: OptionalSetting, st: OptState, unit: int) -> int:
    """Dice the unit's next shot loses to its empty pouches."""
    fired = shots(st, unit)
    return max(0, fired - opt.data.shots + 1) * opt.data.minus_per_shot


def count_shot(opt: OptionalSetting, pos: Position, unit: int) -> Position:
    st = state(pos)
    return put_state(pos, st.with_(shots=put(st.shots, unit, shots(st, unit) + 1)))


def supplier_turns(opt: OptionalSetting, ctx: GameContext, st: OptState, i: int) -> int:
    """How many turns the piece takes to resupply a unit (0: it is no supplier; a
    wagon lost to a fire supplies nobody)."""
    p = ctx.pieces[i]
    caps = accessories.capabilities(opt, ctx, st, i)
    for s in opt.data.suppliers:
        if p.unit_class in s.classes or caps & s.capabilities:
            return s.turns
    return 0


def options(opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int) -> list[str]:
    """Who may resupply ``unit`` now: supplier ids, and ``camp``."""
    st = state(pos)
    p = ctx.pieces[unit]
    k = pos.at[unit]
    if k < 0 or not shots(st, unit) or unit in pos.moved or unit in st.busy:
        return []
    out = []
    for q in ctx.pieces:
        qk = pos.at[q.index]
        if (
            q.side != p.side
            or q.index == unit
            or qk < 0
            or q.index in pos.moved
            or q.index in st.busy
            or key_distance(qk, k) != 1
        ):
            continue
        if supplier_turns(opt, ctx, st, q.index):
            out.append(q.id)
    camps = opt.facts.camps
    if p.side < len(camps) and any(key_distance(c, k) <= 1 for c in camps[p.side] - st.looted):
        out.append(CAMP)
    return out


def resupply(
    opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int, by: str, events: list[Event]
) -> Position:
    st = state(pos)
    p = ctx.pieces[unit]
    if by == CAMP:
        need, supplier = opt.data.camp_turns, -1
    else:
        supplier = ctx.piece_index[by]
        need = supplier_turns(opt, ctx, st, supplier)
    done = 1
    for u, s, n in st.supply:
        if u == unit and s == supplier:
            done = n + 1
    busy = st.busy | {unit} | ({supplier} if supplier >= 0 else set())
    rest = tuple(x for x in st.supply if x[0] != unit)
    moved = pos.moved | {unit} | ({supplier} if supplier >= 0 else set())
    pos = with_changes(pos, moved=moved)
    if done >= need:
        events.append(Resupplied(p.id, by, True))
        return put_state(pos, st.with_(shots=put(st.shots, unit, 0), supply=rest, busy=busy))
    events.append(Resupplied(p.id, by, False))
    return put_state(pos, st.with_(supply=(*rest, (unit, supplier, done)), busy=busy))


def turn_over(opt: OptionalSetting, ctx: GameContext, pos: Position) -> Position:
    """The active side's turn is over: a pack animal's resupply lasts two of its turns in
    a row, one broken off is lost."""
    st = state(pos)
    keep = tuple(
        (u, s, n) for u, s, n in st.supply if u in st.busy or ctx.pieces[u].side != pos.active
    )
    return put_state(pos, st.with_(supply=keep)) if keep != st.supply else pos
