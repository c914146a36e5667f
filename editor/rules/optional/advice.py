"""How the computer players take the optional rules' decisions and actions.

A computer player asks ``suggest`` first (``GreedyPlayer.choose``); None leaves
the choice to it. Written rules of thumb, from what the side observes only:
decisions asked by the rules (the weather die, the umpire's odds — the
difficulty's figure —, a corps mission — the enemy hex nearest the leader);
forced attacks of looters; alarms, waking friends, freeing boats, resupply
when out of shots; boarding when the land leads nowhere nearer the enemy,
rowing towards it, landing on the bank nearest it; setting fire to a hex an
enemy holds, fighting a fire next to its own troops, killing spotted
sentinels; one agent sent early.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from editor.rules.actions import Action, Attack, EndPhase, Move
from editor.rules.context import GameContext
from editor.rules.lazy_legal import LegalActions
from editor.rules.optional.actions import (
    Alarm,
    AttackSentinel,
    Disembark,
    Embark,
    FightFire,
    FreeBoat,
    Ignite,
    MoveBoat,
    Resupply,
    SendAgent,
    WakeFriend,
    WriteMission,
)
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.state import OptState, state_or_none
from editor.rules.position import Position, occupant
from editor.rules.terrain import key_distance

_ALWAYS = (Alarm, WakeFriend, FreeBoat, AttackSentinel)


def _goals(ctx: GameContext, pos: Position, side: int) -> list[int]:
    """Hexes a side wants to reach: the enemy's units, the objectives it does not hold."""
    out = [pos.at[p.index] for p in ctx.pieces if p.side != side and pos.at[p.index] >= 0]
    out += [s.key for n, s in enumerate(ctx.objectives) if pos.holders[n] != side]
    return out


def _near(goals: list[int], k: int) -> int:
    return min((key_distance(g, k) for g in goals), default=0)


def suggest(
    opt: OptionalSetting, ctx: GameContext, obs: Any, legal: Sequence[Action]
) -> Action | None:
    pos: Position = obs.position
    st = state_or_none(pos)
    if st is None:
        return None
    if st.pending is not None:
        acts = list(legal)
        writes = [a for a in acts if isinstance(a, WriteMission)]
        if writes:
            leader = pos.at[ctx.piece_index[writes[0].leader]]
            return min(writes, key=lambda a: (key_distance(ctx.key_of(a.at), leader), a.at))
        return acts[0]
    if pos.combat is not None:
        return None
    acts, no_end = _read(pos, st, legal)
    side = pos.deciding
    if pos.phase == "combat" and no_end:
        forced = [a for a in acts if isinstance(a, Attack)]
        return forced[0] if forced else None
    for a in acts:
        if isinstance(a, _ALWAYS):
            return a
    goals = _goals(ctx, pos, side)
    occ = occupant(pos)
    if pos.phase == "command":
        send = [a for a in acts if isinstance(a, SendAgent)]
        if send and pos.turn <= 2:
            return send[0]
        return None
    if pos.phase == "movement":
        burning = {f.spot.key for f in st.fires if f.spot.kind in ("hex", "grass")}
        for a in acts:  # out of a burning hex: 3 dice each turn it stays
            if isinstance(a, Move) and pos.at[ctx.piece_index[a.unit]] in burning:
                if ctx.key_of(a.to) not in burning:
                    return a
        for a in acts:
            if isinstance(a, Resupply):
                i = ctx.piece_index[a.unit]
                if dict(st.shots).get(i, 0) >= opt.data.shots:
                    return a
        return _boats(ctx, pos, acts, goals)
    if pos.phase == "combat":
        for a in acts:
            if isinstance(a, FightFire):  # a fire near its own troops
                k = ctx.key_of(a.at)
                mine = [
                    i
                    for i, x in enumerate(pos.at)
                    if x >= 0 and ctx.pieces[i].side == side and key_distance(x, k) <= 2
                ]
                if mine:
                    return a
        for a in acts:
            if isinstance(a, Ignite):
                e = occ.get(ctx.key_of(a.at))
                if e is not None and ctx.pieces[e].side != side:
                    return a
    return None


def _read(pos: Position, st: OptState, legal: Sequence[Action]) -> tuple[list[Action], bool]:
    """What the advice reads of ``legal``, and whether ending the phase is forbidden:
    only the optional rules' own actions where the engine's do not matter to it
    (``LegalActions.optional_own``: listing every move is most of a look-ahead's time
    at Tarutino), else the whole list (a forced attack; a move out of a fire, a walk
    weighed against a boat). The same advice either way."""
    own = legal.optional_own() if isinstance(legal, LegalActions) else None
    if own is not None:
        acts, no_end = own
        burning = pos.phase == "movement" and any(f.spot.kind in ("hex", "grass") for f in st.fires)
        embark = any(isinstance(a, Embark) for a in acts)
        if not (no_end or burning or embark):
            return acts, no_end
    acts = list(legal)
    return acts, pos.phase == "combat" and not any(isinstance(a, EndPhase) for a in acts)


def _boats(ctx: GameContext, pos: Position, acts: list[Action], goals: list[int]) -> Action | None:
    if not goals:
        return None
    lands = [a for a in acts if isinstance(a, Disembark)]
    rows = [a for a in acts if isinstance(a, MoveBoat)]
    for land in lands:
        i = ctx.piece_index[land.unit]
        here = _near(goals, pos.at[i])
        best = min(lands, key=lambda x: _near(goals, ctx.key_of(x.to)))
        if best.unit == land.unit and _near(goals, ctx.key_of(best.to)) <= here:
            unrowed = [r for r in rows if ctx.key_of(r.at) == pos.at[i]]
            if not unrowed or _near(goals, ctx.key_of(best.to)) <= 2:
                return best
    if rows:
        best_row = min(rows, key=lambda r: (_near(goals, ctx.key_of(r.to)), r.to))
        if _near(goals, ctx.key_of(best_row.to)) < _near(goals, ctx.key_of(best_row.at)):
            return best_row
    if lands:
        return min(lands, key=lambda x: (_near(goals, ctx.key_of(x.to)), x.to))
    for a in acts:
        if isinstance(a, Embark):
            i = ctx.piece_index[a.unit]
            here = _near(goals, pos.at[i])
            walks = [m for m in acts if isinstance(m, Move) and m.unit == a.unit]
            better = any(_near(goals, ctx.key_of(m.to)) < here for m in walks)
            if not better:
                return a
    return None
