"""Camps et bagages (Annexe 3): the looters' rush.

« Quand une unité se trouve à 1 mouvement normal du camp adverse, si elle n'est
pas activée et s'il n'y a pas un officier avec elle, elle devient "pillarde" »:
at the start of its side's movement phase it walks to the enemy camp (to a free
camp hex, or next to a defended one, whose defender it must attack in the
combat phase). A walk, like any move, ends with ``camps.check_looting``; so this
rush sits above both the camp's rules and the walk.
"""

from __future__ import annotations

from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.movement import movement_range
from editor.rules.optional.boats import aboard
from editor.rules.optional.camps import enemy_camp
from editor.rules.optional.events_army import CampEvent
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.moves import walk
from editor.rules.optional.setting import OptionalSetting
from editor.rules.position import Position, occupant, with_changes
from editor.rules.terrain import STEPS, key_distance


def find_looters(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    """Start of the active side's movement phase: its looters rush at the enemy camp."""
    side = pos.active
    camp = enemy_camp(opt, state(pos), side)
    if not camp:
        return pos
    for p in ctx.pieces:
        i = p.index
        st = state(pos)
        if (
            p.side != side
            or p.decoy
            or p.leader
            or pos.at[i] < 0
            or i in pos.activated
            or i in st.asleep
            or i in opt.facts.servants
            or aboard(st, i) >= 0
        ):
            continue
        occ = occupant(pos)
        reach = movement_range(ctx, pos, i)
        costs = reach.keys()
        free = [k for k in camp if k not in occ and k in costs]
        target = -1
        if free:
            target = min(free, key=lambda k: (costs[k], k))
        else:
            held = [k for k in camp if k in occ and ctx.pieces[occ[k]].side != side]
            near = [(costs[h + s], h + s) for h in held for s in STEPS if h + s in costs]
            adjacent = any(key_distance(pos.at[i], h) == 1 for h in held)
            if not near and not adjacent:
                continue
            if not adjacent:
                target = min(near)[1]
        events.append(CampEvent(ctx.sides[1 - side], ctx.label(camp[0]), "looter", p.id))
        st = state(pos)
        pos = put_state(pos, st.with_(looters=st.looters | {i}))
        pos = with_changes(pos, activated=pos.activated | {i}, moved=pos.moved | {i})
        if target >= 0:
            pos = walk(
                opt, ctx, pos, i, reach.key_path(target), reach.road_only(target), False, events
            )
            if pos.over:
                return pos
    return pos
